// Open, Save, Save As and the title of the real window under QT_QPA_PLATFORM=offscreen (R-F1,
// R-F2); the autosave is test_autosave_ui's. Dialogs and message boxes are replaced through
// FileCommands' and MainWindow's test hooks (files_ui_fixture.h).
#include <QAction>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "files_ui_fixture.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/game_file.h"
#include "oxo/widgets/game_actions.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::fileGame;

class TestFilesUi : public test::FilesUiFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

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
};

OXO_TEST_MAIN(TestFilesUi)
#include "test_files_ui.moc"
