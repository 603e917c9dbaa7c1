// Open, Save, Save As, the title and the autosave of the real window under
// QT_QPA_PLATFORM=offscreen (R-F1, R-F2). Dialogs and message boxes are replaced through
// FileCommands' and MainWindow's test hooks.
#include <QAction>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/controller/autosavewriter.h"
#include "oxo/controller/gamecontroller.h"
#include "oxo/controller/recordconvert.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/game.h"
#include "oxo/widgets/filecommands.h"
#include "oxo/widgets/gameactions.h"
#include "oxo/widgets/mainwindow.h"
#include "qtest_columns.h"
#include "scratch_settings.h"

using namespace oxo;
using namespace oxo::ui;

namespace {

GameRecord fileGame() {
    GameRecord record;
    record.rules = Rules::square(9, 4);
    record.rules.players = 3;
    record.rules.firstPlayer = 2;
    record.players = {{QStringLiteral("Ann"), oxo::PlayerKind::Human},
                      {QStringLiteral("Bob"), oxo::PlayerKind::Human},
                      {QStringLiteral("Cy"), oxo::PlayerKind::Human}};
    record.moves = {{4, 4}, {0, 0}, {8, 8}, {4, 5}};
    record.clock.seconds = 90;
    return record;
}

struct Messages {
    QStringList titles;
    QStringList texts;
};

}  // namespace

class TestFilesUi : public QObject {
    Q_OBJECT

    test::ScratchSettings store_;
    std::unique_ptr<MainWindow> window_;
    Messages reported_;  // blocking messages (failed open/save)
    Messages notified_;  // non-blocking ones (damaged autosave)
    QString chosen_;     // what the replaced file dialog answers
    int asked_ = 0;      // how often the dialog was shown

    QString path(const char* name) const { return store_.dir().filePath(QLatin1String(name)); }
    GameController* controller() const { return window_->controller(); }
    FileCommands* files() const { return window_->files(); }

    void makeWindow() {
        window_ = std::make_unique<MainWindow>(store_.get());
        files()->setReporter([this](const QString& title, const QString& text) {
            reported_.titles << title;
            reported_.texts << text;
        });
        files()->setNotifier([this](const QString& title, const QString& text) {
            notified_.titles << title;
            notified_.texts << text;
        });
        files()->setChooser([this](bool, const QString&) {
            ++asked_;
            return chosen_;
        });
        window_->setConfirmDiscard([] { return true; });
        // Engine seats in files are run without asking here (the question: test_engine_consent).
        files()->setConsentAsker(
            [](const QStringList&, bool) { return FileCommands::EngineConsent::Run; });
    }

private slots:
    void init() {
        store_.open();
        GameSettings settings = GameSettings::defaults();
        settings.botPauseMs = 0;
        settings.players[1].name = QStringLiteral("Bob");  // a person: no bot moves
        settings.players[1].kind = oxo::PlayerKind::Human;
        settings.save(*store_);
        reported_ = {};
        notified_ = {};
        chosen_.clear();
        asked_ = 0;
        makeWindow();
    }
    void cleanup() {
        window_.reset();
        store_.close();
    }

    // R-F1: the actions are enabled and opening shows the file's game, rules and players.
    void openShowsTheGame() {
        QVERIFY(window_->actions()->open()->isEnabled());
        QVERIFY(window_->actions()->save()->isEnabled());
        QVERIFY(saveGameFile(path("three.oxo"), fileGame()));
        chosen_ = path("three.oxo");
        QVERIFY(window_->openGame());
        QCOMPARE(asked_, 1);
        QCOMPARE(recordOf(*controller()), fileGame());
        QCOMPARE(controller()->settings().player(1).name, QStringLiteral("Bob"));
        QCOMPARE(controller()->position().toMove(), Player{0});  // (2 + 4) % 3
        QVERIFY(window_->windowTitle().contains(QStringLiteral("three.oxo")));
        QVERIFY(!window_->isWindowModified());
        QCOMPARE(store_->value(QStringLiteral("files/lastFolder")).toString(), store_.dir().path());
        // A move marks the window modified; taking it back clears the mark.
        QCOMPARE(controller()->playCell({2, 2}), MoveError::None);
        QVERIFY(window_->isWindowModified());
        controller()->undo();
        QVERIFY(!window_->isWindowModified());
        QVERIFY(reported_.texts.isEmpty());
    }

    // Every kind of seat survives Open and Save, an engine seat with its program's path.
    void seatsRoundTrip() {
        GameRecord record;
        record.rules = Rules::square(15, 5);
        record.players = {{QStringLiteral("Ann"), oxo::PlayerKind::Human},
                          {QStringLiteral("Brain"), oxo::PlayerKind::Engine}};
        record.players[1].engine = QStringLiteral("/opt/pbrain-brain");
        record.moves = {{7, 7}, {7, 8}};  // X, a person, moves next: the engine is not asked
        QVERIFY(saveGameFile(path("engine.oxo"), record));
        QVERIFY(files()->openFile(path("engine.oxo")));
        QCOMPARE(controller()->settings().player(1).kind, oxo::PlayerKind::Engine);
        QCOMPARE(controller()->settings().player(1).engine, QStringLiteral("/opt/pbrain-brain"));
        QCOMPARE(recordOf(*controller()), record);
        GameRecord withPath = record;  // the conversion itself keeps the path
        withPath.players[1].engine = QStringLiteral("/opt/pbrain-x");
        const GameSettings converted = settingsFrom(withPath, GameSettings::defaults());
        QCOMPARE(converted.player(1).engine, QStringLiteral("/opt/pbrain-x"));
        for (auto kind : {oxo::PlayerKind::Easy, oxo::PlayerKind::Medium, oxo::PlayerKind::Hard}) {
            record.players[1] = {QStringLiteral("Bot"), kind};
            QVERIFY(saveGameFile(path("bot.oxo"), record));
            QVERIFY(files()->openFile(path("bot.oxo")));
            controller()->setBotsPaused(true);  // only the seats are looked at here
            QCOMPARE(recordOf(*controller()), record);
        }
    }

    void failedOpenChangesNothing_data() {
        test::addColumns<QByteArray, QString>("content",  // empty: the file does not exist
                                              "says");
        QTest::newRow("missing") << QByteArray() << QString();
        QTest::newRow("not json") << QByteArray("hello") << QString();
        QTest::newRow("taken cell")
            << QByteArray(R"({"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},)"
                          R"("players":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],)"
                          R"("moves":["a1","b2","a1"]})")
            << QStringLiteral("move 3");
        QTest::newRow("wrong version")
            << QByteArray(R"({"format":"oxo-game","version":99,"rules":{"size":3,"winLength":3},)"
                          R"("moves":[]})")
            << QStringLiteral("99");
    }
    // R-F1, R-F4: a bad file gets a message with the reader's reason, and the game on the
    // screen, its file name and its modified mark stay exactly as they were.
    void failedOpenChangesNothing() {
        QFETCH(QByteArray, content);
        QFETCH(QString, says);
        QVERIFY(saveGameFile(path("good.oxo"), fileGame()));
        QVERIFY(files()->openFile(path("good.oxo")));
        QCOMPARE(controller()->playCell({2, 2}), MoveError::None);
        const GameRecord before = recordOf(*controller());
        const GameSettings settingsBefore = controller()->settings();
        const QString titleBefore = window_->windowTitle();
        QSignalSpy resets(controller(), &GameController::wasReset);

        const QString bad = path("bad.oxo");
        if (!content.isEmpty()) {
            QFile file(bad);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        QVERIFY(!files()->openFile(bad));
        QCOMPARE(reported_.texts.size(), 1);
        QVERIFY2(reported_.texts[0].contains(QStringLiteral("bad.oxo")),
                 qPrintable(reported_.texts[0]));
        QVERIFY2(reported_.texts[0].contains(says), qPrintable(reported_.texts[0]));
        QVERIFY(reported_.texts[0].size() > QStringLiteral("Could not open bad.oxo:").size() + 5);
        QCOMPARE(recordOf(*controller()), before);
        QCOMPARE(controller()->settings(), settingsBefore);
        QCOMPARE(resets.size(), 0);
        QCOMPARE(files()->currentFile(), QFileInfo(path("good.oxo")).absoluteFilePath());
        QCOMPARE(window_->windowTitle(), titleBefore);
        QVERIFY(window_->isWindowModified());
    }

    // R-F1: Save As asks, adds the suffix, writes what is on the screen; Save then writes to
    // the same file without asking.
    void saveAsThenSave() {
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(window_->isWindowModified());
        chosen_ = path("mine");
        window_->actions()->save()->trigger();  // no file yet: Save asks
        QCOMPARE(asked_, 1);
        QVERIFY(QFile::exists(path("mine.oxo")));
        QCOMPARE(loadGameFile(path("mine.oxo")).game->record, recordOf(*controller()));
        QVERIFY(window_->windowTitle().contains(QStringLiteral("mine.oxo")));
        QVERIFY(!window_->isWindowModified());

        QCOMPARE(controller()->playCell({0, 0}), MoveError::None);
        window_->actions()->save()->trigger();
        QCOMPARE(asked_, 1);  // not asked again
        QCOMPARE(loadGameFile(path("mine.oxo")).game->record.moves.size(), std::size_t{2});

        chosen_.clear();  // a cancelled Save As changes nothing
        QVERIFY(!files()->saveAs());
        QCOMPARE(files()->currentFile(), QFileInfo(path("mine.oxo")).absoluteFilePath());
    }

    // A failed save says why and leaves the current file as it was.
    void failedSaveKeepsTheOldFile() {
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(files()->saveTo(path("kept.oxo")));
        const QByteArray old = [this] {
            QFile f(path("kept.oxo"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QCOMPARE(controller()->playCell({0, 0}), MoveError::None);
        QVERIFY(QDir(store_.dir().path()).mkdir(QStringLiteral("dir.oxo")));
        QVERIFY(!files()->saveTo(path("dir.oxo")));  // a folder cannot be written as a file
        QCOMPARE(reported_.texts.size(), 1);
        QVERIFY(reported_.texts[0].contains(QStringLiteral("dir.oxo")));
        QCOMPARE(files()->currentFile(), QFileInfo(path("kept.oxo")).absoluteFilePath());
        QFile f(path("kept.oxo"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), old);
        QVERIFY(window_->isWindowModified());
    }

    // New Game and Open ask before unsaved moves of an unfinished game are lost; once the
    // game is saved they do not ask.
    void asksBeforeLosingMoves() {
        int questions = 0;
        bool answer = false;
        window_->setConfirmDiscard([&] {
            ++questions;
            return answer;
        });
        QVERIFY(window_->newGame());  // nothing to lose: no question
        QCOMPARE(questions, 0);
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(!window_->newGame());
        QCOMPARE(questions, 1);
        QCOMPARE(controller()->game().history().size(), std::size_t{1});
        chosen_ = path("x.oxo");
        QVERIFY(!window_->openGame());
        QCOMPARE(questions, 2);
        QCOMPARE(asked_, 0);  // refused before the dialog
        answer = true;
        window_->actions()->newGame()->trigger();
        QCOMPARE(questions, 3);
        QVERIFY(controller()->game().history().empty());
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(files()->saveTo(path("saved.oxo")));
        QVERIFY(window_->newGame());
        QCOMPARE(questions, 3);                     // saved: nothing lost
        QVERIFY(files()->currentFile().isEmpty());  // a new game is untitled
    }

    // R-F2: every move, undo, redo and new game is autosaved; a new window restores it
    // exactly (rules, players, moves, whose turn) and a clean close keeps it.
    void autosaveAndRestore() {
        const AutosaveStore store(path("autosave"));
        QVERIFY(saveGameFile(path("three.oxo"), fileGame()));
        files()->startSession(path("three.oxo"), std::nullopt, store);
        files()->flushAutosave();
        QCOMPARE(store.restore().game->record, fileGame());
        QCOMPARE(controller()->playCell({3, 3}), MoveError::None);
        files()->flushAutosave();
        QCOMPARE(store.restore().game->record.moves.size(), std::size_t{5});
        controller()->undo();
        files()->flushAutosave();
        QCOMPARE(store.restore().game->record, fileGame());
        controller()->redo();
        files()->flushAutosave();
        const GameRecord expected = recordOf(*controller());
        QCOMPARE(store.restore().game->record, expected);
        window_->close();
        window_.reset();

        makeWindow();
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(recordOf(*controller()), expected);
        QCOMPARE(controller()->position().toMove(), Player{1});  // (2 + 5) % 3
        QVERIFY(notified_.texts.isEmpty());
        controller()->newGame();
        files()->flushAutosave();
        QVERIFY(store.restore().game->record.moves.empty());
    }

    // Precedence at start-up: a file beats rules options, which beat the autosave; a file
    // that cannot be opened falls back to the autosave.
    void startPrecedence() {
        const AutosaveStore store(path("autosave"));
        GameRecord autosaved = fileGame();
        autosaved.moves.pop_back();
        QVERIFY(store.save(autosaved));
        QVERIFY(saveGameFile(path("three.oxo"), fileGame()));
        const Rules rules = Rules::square(6, 4);

        files()->startSession(path("three.oxo"), rules, store);
        QCOMPARE(recordOf(*controller()), fileGame());
        files()->flushAutosave();
        QVERIFY(store.save(autosaved));

        makeWindow();
        files()->startSession(QString(), rules, store);
        QCOMPARE(controller()->game().rules(), rules);
        QVERIFY(controller()->game().history().empty());
        files()->flushAutosave();
        QVERIFY(store.save(autosaved));

        makeWindow();
        files()->startSession(path("missing.oxo"), std::nullopt, store);
        QCOMPARE(reported_.texts.size(), 1);
        QCOMPARE(recordOf(*controller()), autosaved);
    }

    // R-F2: a damaged autosave is reported once, without blocking, and a new game starts.
    void damagedAutosaveReportedOnce() {
        const AutosaveStore store(path("autosave"));
        QVERIFY(QDir().mkpath(store.directory()));
        QFile damaged(store.filePath());
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"format\":\"oxo-game\"");
        damaged.close();
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(notified_.texts.size(), 1);
        QVERIFY(reported_.texts.isEmpty());  // nothing modal
        QVERIFY(controller()->game().history().empty());
        files()->flushAutosave();

        makeWindow();
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(notified_.texts.size(), 1);  // not again
    }

    // R-F1, R-F2: after Open the autosave names the opened file, so a relaunch titles the game
    // with it and Save writes there, never over the file saved before the Open.
    void openedFileNamesTheAutosave() {
        const AutosaveStore store(path("autosave"));
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QVERIFY(files()->saveTo(path("A.oxo")));
        QCOMPARE(controller()->playCell({0, 0}), MoveError::None);
        QVERIFY(files()->saveTo(path("A.oxo")));
        QVERIFY(saveGameFile(path("B.oxo"), fileGame()));
        chosen_ = path("B.oxo");
        QVERIFY(window_->openGame());
        files()->flushAutosave();
        const QString a = QFileInfo(path("A.oxo")).absoluteFilePath();
        const QString b = QFileInfo(path("B.oxo")).absoluteFilePath();
        QCOMPARE(store.restore().sourceFile, b);
        window_->close();
        window_.reset();

        makeWindow();
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(recordOf(*controller()), fileGame());
        QCOMPARE(files()->currentFile(), b);
        QVERIFY(window_->windowTitle().contains(QStringLiteral("B.oxo")));
        QVERIFY(files()->save());
        QCOMPARE(loadGameFile(a).game->record.moves.size(), std::size_t{2});  // A kept
        QCOMPARE(loadGameFile(b).game->record, fileGame());
    }

    // R-F1: Save As to a name typed without ".oxo" asks before it replaces NAME.oxo (the
    // dialog only asked about NAME); no replaces nothing.
    void saveAsAsksBeforeReplacingTheSuffixedName() {
        QVERIFY(saveGameFile(path("mine.oxo"), fileGame()));
        QStringList askedAbout;
        bool replace = false;
        files()->setReplaceAsker([&](const QString& file) {
            askedAbout << file;
            return replace;
        });
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        chosen_ = path("mine");
        QVERIFY(!files()->saveAs());
        QCOMPARE(askedAbout, QStringList{path("mine.oxo")});
        QCOMPARE(loadGameFile(path("mine.oxo")).game->record, fileGame());
        QVERIFY(files()->currentFile().isEmpty());
        replace = true;
        QVERIFY(files()->saveAs());
        QCOMPARE(askedAbout.size(), 2);
        QCOMPARE(loadGameFile(path("mine.oxo")).game->record, recordOf(*controller()));
        chosen_ = path("fresh");  // nothing to replace: no question
        QVERIFY(files()->saveAs());
        QCOMPARE(askedAbout.size(), 2);
    }

    // R-F2: a file named in the autosave that is not a game file (edited by hand, replaced
    // since) is not made the Save target; the game is restored untitled.
    void autosaveFileEntryMustBeAGameFile() {
        QFile notes(path("notes.txt"));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("not a game\n");
        notes.close();
        const AutosaveStore store(path("autosave"));
        QVERIFY(store.save(fileGame(), QFileInfo(notes).absoluteFilePath()));
        files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(recordOf(*controller()), fileGame());
        QVERIFY(files()->currentFile().isEmpty());
        chosen_.clear();
        QVERIFY(!files()->save());  // asks for a name (cancelled here), never writes notes.txt
        QCOMPARE(asked_, 1);
        QVERIFY(notes.open(QIODevice::ReadOnly));
        QCOMPARE(notes.readAll(), QByteArray("not a game\n"));
    }

    // R-F2: saves never overlap and the newest record wins, however fast they come.
    void writerKeepsTheNewest() {
        AutosaveWriter writer(AutosaveStore(path("burst")));
        GameRecord record = fileGame();
        Game game(record.rules);
        std::vector<Cell> moves;
        for (int i = 0; i < 40 && game.status() == Status::InProgress; ++i) {
            game.position().legalMoves(moves);
            game.play(moves[static_cast<std::size_t>(i * 7) % moves.size()]);
            writer.save(oxo::recordOf(game, record.players));
        }
        writer.flush();
        QCOMPARE(writer.store().restore().game->record, oxo::recordOf(game, record.players));
    }
};

QTEST_MAIN(TestFilesUi)
#include "test_files_ui.moc"
