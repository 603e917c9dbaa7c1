// The desktop app's "Engine…" player (R-F5): the settings dialog offers an outside pbrain-*
// engine only for rules it can play, and the GameController runs its turns like a bot's —
// thinking indicator, cancel on Undo / New Game / Settings, undo re-sending the position — and
// makes an engine that crashes, hangs, plays an illegal move or answers garbage lose the game
// with a clear message, the person's moves kept. The fake brain and pbrain-oxo are the engines.
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <optional>

#include "fake_engine.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/status_text.h"
#include "oxo/files/game_file.h"
#include "oxo/files/player_setup.h"
#include "oxo/notation.h"
#include "oxo/widgets/settings_dialog.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace std::chrono_literals;
using oxo::PlayerKind;
using oxo::ui::GameController;
using oxo::ui::GameSettings;

namespace {

// People pick one executable; the fake brain's mode is its argument, so each mode gets a
// small pbrain-fake-MODE script that runs it.
QString fakeEngine(const QTemporaryDir& dir, const QString& mode) {
    const QString path = dir.filePath(QStringLiteral("pbrain-fake-") + mode);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    file.write(QStringLiteral("#!/bin/sh\nexec '%1' %2 \"$@\"\n")
                   .arg(oxo::test::fakeBrain(), mode)
                   .toUtf8());
    file.close();
    file.setPermissions(file.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    return path;
}

GameSettings gomoku(PlayerKind x, PlayerKind o, const QString& engine) {
    GameSettings s = GameSettings::defaults();
    s.rules = oxo::Rules::square(15, 5);
    s.rules.earlyDraw = false;
    s.players[0] = {QStringLiteral("Ann"), x, x == PlayerKind::Engine ? engine : QString()};
    s.players[1] = {QStringLiteral("Eng"), o, o == PlayerKind::Engine ? engine : QString()};
    s.botPauseMs = 0;
    s.botBudgetMs = 200;
    return s;
}

oxo::Cell at(const GameController& c, const char* name) {
    return *oxo::parseCell(name, c.position().size()).cell;
}

}  // namespace

class TestEnginePlayer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // R-F5: an engine seat moves like a bot: thinking indicator, then its move on the board.
    void engineReplies() {
        GameController c(gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "legal")));
        QSignalSpy thinking(&c, &GameController::botThinkingChanged);
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QVERIFY(c.botThinking());
        QVERIFY(c.isBotTurn());
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{2}, 5000);
        QVERIFY(!c.botThinking());
        QCOMPARE(thinking.size(), 2);
        QCOMPARE(c.game().history()[1].cell, at(c, "a1"));  // the fake's first empty cell
        QCOMPARE(c.engines().engineName(1), QStringLiteral("fake"));
        QVERIFY(c.isHumanTurn());
    }

    // R-F5, R-U5: undo takes back the engine's reply with the person's move; the next request
    // re-sends the position, so the engine answers for the board as it now is.
    void undoResendsPosition() {
        GameController c(gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "legal")));
        QCOMPARE(c.playCell(at(c, "a1")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{2}, 5000);
        QCOMPARE(c.game().history()[1].cell, at(c, "b1"));
        c.undo();
        QCOMPARE(c.game().history().size(), std::size_t{0});
        QCOMPARE(c.playCell(at(c, "c3")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{2}, 5000);
        // a1 is empty again: an engine still holding the old board would have answered c1.
        QCOMPARE(c.game().history()[1].cell, at(c, "a1"));
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
    }

    // R-F5: an engine seat handed a loaded game, and after an undo, gets BOARD with the stones
    // in the order they were played (row-major order made strong engines play the wrong side).
    void engineGetsStonesInPlayOrder() {
        const QString logPath = dir_.filePath(QStringLiteral("play-order.log"));
        qputenv("FAKE_BRAIN_LOG", logPath.toLocal8Bit());
        const GameSettings s =
            gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "legal"));
        GameController c(s);
        const std::vector<oxo::Move> loaded = {
            {0, at(c, "h8")}, {1, at(c, "h7")}, {0, at(c, "i9")}};
        QVERIFY(!c.loadGame(s, loaded));
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{4}, 5000);
        c.undo();  // the engine's reply and i9
        QCOMPARE(c.game().history().size(), std::size_t{2});
        QCOMPARE(c.playCell(at(c, "j10")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{4}, 5000);
        qunsetenv("FAKE_BRAIN_LOG");

        QFile file(logPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split('\n');
        QStringList boards;  // each BOARD's stones, one string per BOARD
        for (qsizetype i = lines.indexOf(QStringLiteral("BOARD")); i >= 0;
             i = lines.indexOf(QStringLiteral("BOARD"), i + 1)) {
            const qsizetype done = lines.indexOf(QStringLiteral("DONE"), i);
            QVERIFY(done > i);
            boards << lines.mid(i + 1, done - i - 1).join(' ');
        }
        // h8 = 7,7 and h7 = 7,6 (rows from the top); the engine plays O, field 1 is its own.
        QCOMPARE(boards, (QStringList{QStringLiteral("7,7,2 7,6,1 8,8,2"),
                                      QStringLiteral("7,7,2 7,6,1 9,9,2")}));
    }

    // R-F5, R-B6: an engine seat may use the bots' threads: with more than one it is told so
    // (INFO thread_num) before its move.
    void engineToldTheBotsThreads() {
        const QString logPath = dir_.filePath(QStringLiteral("threads.log"));
        qputenv("FAKE_BRAIN_LOG", logPath.toLocal8Bit());
        GameSettings s = gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "legal"));
        s.botThreads = 3;
        GameController c(s);
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{2}, 5000);
        qunsetenv("FAKE_BRAIN_LOG");
        QFile file(logPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString log = QString::fromUtf8(file.readAll());
        QVERIFY2(log.contains(QStringLiteral("INFO thread_num 3")), qPrintable(log));
    }

    // R-F5, R-U3: an engine's answer that waits out the bot pause is dropped by an undo; it is
    // never played on the position the undo left.
    void answerDuringPauseDropped() {
        GameSettings s = gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "legal"));
        s.botPauseMs = 1500;
        GameController c(s);
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QTRY_VERIFY_WITH_TIMEOUT(!c.engines().busy(), 5000);  // answered, held by the pause
        QVERIFY(c.botThinking());
        QCOMPARE(c.game().history().size(), std::size_t{1});
        c.undo();
        QVERIFY(!c.botThinking());
        QTest::qWait(1700);
        QVERIFY(c.game().history().empty());
        QVERIFY(c.isHumanTurn());
    }

    // R-F5: a thinking engine is stopped by Undo, New Game, Settings and shutdown; its
    // answer never arrives at the new position and nothing is lost.
    void cancelWhileThinking_data() {
        QTest::addColumn<int>("how");
        QTest::newRow("undo") << 0;
        QTest::newRow("new game") << 1;
        QTest::newRow("settings") << 2;
        QTest::newRow("shutdown") << 3;
    }
    void cancelWhileThinking() {
        QFETCH(int, how);
        GameSettings s = gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, "hang"));
        GameController c(s);
        c.engines().setGrace(100ms);
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QVERIFY(c.botThinking());
        QVERIFY(c.engines().busy());
        switch (how) {
            case 0:
                c.undo();
                break;
            case 1:
                c.newGame();
                break;
            case 2:
                s.players[1].name = QStringLiteral("Other");
                c.applySettings(s);
                break;
            default:
                c.shutdown();
                break;
        }
        QVERIFY(!c.botThinking());
        QVERIFY(!c.engines().busy());
        QTest::qWait(600);  // past budget + grace: a request still running would fail now
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
        QVERIFY(!c.isOver());
        if (how == 3) {
            // Closing keeps the game as it is (the autosave stores it) and starts nothing.
            QCOMPARE(c.game().history().size(), std::size_t{1});
            QVERIFY(!c.botThinking());
        } else {
            QVERIFY(c.game().history().empty());
            QVERIFY(c.isHumanTurn());
        }
    }

    // R-F5: whatever the engine does wrong, it loses; the person's move stays, the game is
    // consistent, the status says what happened, and undo takes the loss back.
    void failingEngineLoses_data() {
        oxo::test::addColumns<QString, QString>("mode", "says");
        QTest::newRow("crash") << "crash"
                               << "";
        QTest::newRow("hang") << "hang"
                              << "within";
        QTest::newRow("illegal") << "illegal"
                                 << "illegal";
        QTest::newRow("garbage") << "garbage"
                                 << "not a move";
    }
    void failingEngineLoses() {
        QFETCH(QString, mode);
        QFETCH(QString, says);
        GameController c(gomoku(PlayerKind::Human, PlayerKind::Engine, fakeEngine(dir_, mode)));
        c.engines().setGrace(200ms);
        QSignalSpy ended(&c, &GameController::ended);
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.forfeited(), oxo::Player{1}, 5000);
        QCOMPARE(ended.size(), 1);
        QVERIFY(c.isOver());
        QVERIFY(!c.botThinking());
        QCOMPARE(c.forfeitWinner(), oxo::Player{0});
        QCOMPARE(c.game().history().size(), std::size_t{1});  // the person's move is kept
        QCOMPARE(c.game().history()[0].cell, at(c, "h8"));
        QCOMPARE(c.position().status(), oxo::Status::InProgress);  // the engine's game is sound
        QCOMPARE(c.playCell(at(c, "a1")), oxo::MoveError::GameOver);
        const QString status = oxo::ui::StatusText::status(c);
        // The seat is named once, the engine once, in its message.
        QVERIFY2(status.startsWith(QStringLiteral("Eng (O) forfeits: fake ")), qPrintable(status));
        QVERIFY2(status.endsWith(QStringLiteral(" — Ann (X) wins")), qPrintable(status));
        QVERIFY2(status.contains(says), qPrintable(status));
        QVERIFY(!c.canRedo());
        QVERIFY(c.canUndo());
        c.undo();
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
        QVERIFY(!c.isOver());
        QVERIFY(c.game().history().empty());
        QVERIFY(c.isHumanTurn());
    }

    // R-F5: a game file or setting naming a program that is gone still opens; the engine seat
    // loses on its turn with the reason, and can be changed in the settings.
    void missingEngineLoses() {
        GameController c(gomoku(PlayerKind::Engine, PlayerKind::Human,
                                dir_.filePath(QStringLiteral("pbrain-gone"))));
        QTRY_COMPARE_WITH_TIMEOUT(c.forfeited(), oxo::Player{0}, 5000);
        const QString status = oxo::ui::StatusText::status(c);
        QVERIFY2(status.contains(QStringLiteral("pbrain-gone")), qPrintable(status));
        QVERIFY2(status.endsWith(QStringLiteral("Eng (O) wins")), qPrintable(status));
        c.applySettings(gomoku(PlayerKind::Easy, PlayerKind::Human, {}));
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{1}, 5000);
    }

    // R-F5: an engine against OXO's own bot, no person involved, plays to the end.
    void engineAgainstBot() {
        GameSettings s = gomoku(PlayerKind::Engine, PlayerKind::Easy, fakeEngine(dir_, "legal"));
        s.rules = oxo::Rules::square(7, 5);
        GameController c(s);
        QTRY_VERIFY_WITH_TIMEOUT(c.isOver(), 20000);
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
        const auto& history = c.game().history();
        QVERIFY(history.size() >= 9);  // five engine stones at least, or a block
        for (std::size_t i = 0; i < history.size(); ++i) {
            QCOMPARE(history[i].player, oxo::Player(i % 2));
        }
    }

    // R-F5: OXO's own pbrain-oxo, run as an outside engine against a person.
    void pbrainOxoAsEngine() {
        GameController c(gomoku(PlayerKind::Human, PlayerKind::Engine, oxo::test::pbrainOxo()));
        QCOMPARE(c.playCell(at(c, "h8")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{2}, 10000);
        QCOMPARE(c.forfeited(), oxo::kNoPlayer);
        const oxo::Cell reply = c.game().history()[1].cell;
        QVERIFY(reply != at(c, "h8"));
        // An answer near the only stone (within the three cells Hard considers; which one
        // depends on the depth reached in the time): a real engine, not a first-empty-cell one.
        QVERIFY(std::abs(reply.row - 7) <= 3 && std::abs(reply.col - 7) <= 3);
        // Far from the engine's reply (which is next to h8), so always free.
        QCOMPARE(c.playCell(at(c, "a1")), oxo::MoveError::None);
        QTRY_COMPARE_WITH_TIMEOUT(c.game().history().size(), std::size_t{4}, 10000);
        QVERIFY(c.isHumanTurn());
    }

    // R-F5, R-U4: "Engine…" appears only for K = 5, two players, no gravity; OK waits for an
    // executable; the choice reaches the settings.
    void dialogOffersEngine() {
        GameSettings s = GameSettings::defaults();  // 3×3, K = 3
        oxo::ui::SettingsDialog dialog(s);
        QComboBox* kinds = dialog.kindBox(1);
        const int engine = int(PlayerKind::Engine);
        QCOMPARE(kinds->findData(engine), -1);
        dialog.sizeBox()->setValue(15);
        dialog.winLengthBox()->setValue(5);
        QVERIFY(kinds->findData(engine) >= 0);
        QVERIFY(!dialog.enginePathEdit(1)->isVisibleTo(&dialog));
        kinds->setCurrentIndex(kinds->findData(engine));
        QVERIFY(dialog.enginePathEdit(1)->isVisibleTo(&dialog));
        QVERIFY(dialog.engineBrowseButton(1)->isVisibleTo(&dialog));
        QPushButton* ok = dialog.buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(!ok->isEnabled());  // no program yet
        dialog.enginePathEdit(1)->setText(dir_.filePath(QStringLiteral("nothing-here")));
        QVERIFY(!ok->isEnabled());
        const QString program = fakeEngine(dir_, "legal");
        dialog.enginePathEdit(1)->setText(program);
        QVERIFY(ok->isEnabled());
        const GameSettings chosen = dialog.settings();
        QCOMPARE(chosen.players[1].kind, PlayerKind::Engine);
        QCOMPARE(chosen.players[1].engine, program);
        // Rules an engine cannot play withdraw the choice; the seat falls back to a bot.
        dialog.gravityBox()->setChecked(true);
        QCOMPARE(kinds->findData(engine), -1);
        QCOMPARE(dialog.settings().players[1].kind, PlayerKind::Hard);
        QVERIFY(ok->isEnabled());
        dialog.gravityBox()->setChecked(false);
        kinds->setCurrentIndex(kinds->findData(engine));
        QVERIFY(ok->isEnabled());  // the path was kept
        dialog.playersBox()->setValue(3);
        QCOMPARE(kinds->findData(engine), -1);
        dialog.playersBox()->setValue(2);
        dialog.winLengthBox()->setValue(4);
        QCOMPARE(kinds->findData(engine), -1);
    }

    // R-F5: a saved engine seat comes back from QSettings, and the dialog shows it.
    void settingsKeepEngine() {
        const QString program = fakeEngine(dir_, "legal");
        QSettings store(dir_.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        GameSettings s = gomoku(PlayerKind::Human, PlayerKind::Engine, program);
        s.save(store);
        const GameSettings back = GameSettings::load(store);
        QCOMPARE(back.players[1].kind, PlayerKind::Engine);
        QCOMPARE(back.players[1].engine, program);
        QVERIFY(back.players == s.players);
        QCOMPARE(back.rules, s.rules);
        oxo::ui::SettingsDialog dialog(back);
        QCOMPARE(dialog.kindBox(1)->currentData().toInt(), int(PlayerKind::Engine));
        QCOMPARE(dialog.enginePathEdit(1)->text(), program);
        QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        // An engine seat stored with rules it cannot play (hand-edited) loads as a bot.
        s.rules = oxo::Rules::square(3);
        s.save(store);
        QCOMPARE(GameSettings::load(store).players[1].kind, PlayerKind::Medium);
    }

    // R-F5: the game file's word for an engine seat.
    void fileKind() {
        QCOMPARE(oxo::kindKey(oxo::PlayerKind::Engine), QStringLiteral("engine"));
        QCOMPARE(oxo::kindFromKey(u"engine"), std::optional{oxo::PlayerKind::Engine});
        QVERIFY(!oxo::botLevel(oxo::PlayerKind::Engine));
        const oxo::PlayerSetup seat{QStringLiteral("E"), oxo::PlayerKind::Engine,
                                    QStringLiteral("/usr/games/pbrain-x")};
        QVERIFY(seat.isBot());
        QCOMPARE(seat.engine, QStringLiteral("/usr/games/pbrain-x"));
    }

    // R-F5, R-F1: a saved game records the engine seat's kind and program and reads back; a
    // file whose engine seat names no program is refused with the reason.
    void fileKeepsEngine() {
        oxo::GameRecord record;
        record.rules = oxo::Rules::square(15, 5);
        record.players = {{QStringLiteral("Ann"), oxo::PlayerKind::Human},
                          {QStringLiteral("Eng"), oxo::PlayerKind::Engine,
                           QStringLiteral("/opt/engines/pbrain-gone")}};
        record.moves = {{7, 7}};
        const QByteArray json = oxo::toJson(record);
        QVERIFY(json.contains("\"engine\""));
        const oxo::ReadResult back = oxo::readGame(json);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(back.game->record == record);  // the program need not exist to load
        QByteArray broken = json;
        broken.replace("\"/opt/engines/pbrain-gone\"", "\"\"");
        const oxo::ReadResult refused = oxo::readGame(broken);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains(QStringLiteral("engine")), qPrintable(refused.error));
    }

private:
    QTemporaryDir dir_;
};

OXO_TEST_MAIN(TestEnginePlayer)
#include "test_engine_player.moc"
