// The autosave of the real window under QT_QPA_PLATFORM=offscreen (R-F1, R-F2): every change
// written, restored exactly by the next window, the start-up precedence of file, rules and
// autosave, a damaged autosave, the file name it keeps, and its writer thread.
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include "files_ui_fixture.h"
#include "oxo/controller/autosave_writer.h"
#include "oxo/controller/game_reviewer.h"
#include "oxo/controller/record_convert.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_file.h"
#include "oxo/game.h"
#include "oxo/review.h"
#include "oxo/widgets/evaluation_dock.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;
using oxo::test::fileGame;

class TestAutosaveUi : public test::FilesUiFixture {
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

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

    // R-F2: a restored autosave remembers the file it came from: the title shows it and Save
    // writes to it without asking.
    void restoredAutosaveRemembersItsFile() {
        const AutosaveStore store(store_.dir().filePath(QStringLiteral("auto")));
        GameRecord record = recordOf(*controller());
        record.moves = {{0, 0}, {1, 1}};
        const QString file = store_.dir().filePath(QStringLiteral("mine.oxo"));
        QVERIFY(saveGameFile(file, record));
        window_->files()->startSession(file, std::nullopt, store);
        QCOMPARE(controller()->playCell({2, 2}), MoveError::None);
        window_->files()->flushAutosave();
        window_->close();

        makeWindow();
        int asked = 0;
        window_->files()->setChooser([&asked](bool, const QString&) {
            ++asked;
            return QString();
        });
        window_->files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(controller()->game().history().size(), std::size_t{3});
        QCOMPARE(window_->files()->currentFile(), QFileInfo(file).absoluteFilePath());
        QVERIFY(window_->windowTitle().contains(QStringLiteral("mine.oxo")));
        QVERIFY(window_->isWindowModified());  // one move more than the file
        QVERIFY(window_->files()->save());
        QCOMPARE(asked, 0);
        QCOMPARE(loadGameFile(file).game->record.moves.size(), std::size_t{3});
        QVERIFY(!window_->isWindowModified());
    }

    // R-F2, R-B5: a game review is autosaved as soon as it is there (it can take minutes) and
    // comes back with the game; before, only a saved file kept it.
    void reviewIsAutosavedAndRestored() {
        const AutosaveStore store(store_.dir().filePath(QStringLiteral("auto")));
        window_->files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(controller()->playCell({1, 1}), MoveError::None);
        QCOMPARE(controller()->playCell({0, 1}), MoveError::None);
        std::vector<MoveReview> reviews;
        for (const Move& m : controller()->game().history()) {
            MoveReview r;
            r.move = m;
            r.before = {true, Verdict::Draw, 9, 0, true};
            r.after = {true, m.cell == Cell{0, 1} ? Verdict::Loss : Verdict::Draw, 7, 0, true};
            r.best = Cell{0, 0};
            r.mark = m.cell == Cell{0, 1} ? MoveMark::Blunder : MoveMark::None;
            reviews.push_back(r);
        }
        window_->evaluationDock()->reviewer()->setReviews(reviews);
        window_->files()->flushAutosave();
        QCOMPARE(store.restore().game->record.review, reviews);
        window_->close();

        makeWindow();
        window_->files()->startSession(QString(), std::nullopt, store);
        QCOMPARE(controller()->game().history().size(), std::size_t{2});
        QCOMPARE(window_->evaluationDock()->reviewer()->reviews(), reviews);
    }
};

OXO_TEST_MAIN(TestAutosaveUi)
#include "test_autosave_ui.moc"
