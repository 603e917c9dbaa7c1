// The words that describe the game. The How to Play rules are generated from the
// settings: every combination of K = N / K < N, exact K, gravity, early draw, two to four
// players, the first player and the move clock says exactly the rules in force and none that
// are not. Also the line above the board, the hint's verdict told from the mover's side, and
// why a refused click did nothing.
#include <QTest>

#include "analysis_row.h"
#include "oxo/controller/analysis_text.h"
#include "oxo/controller/game_controller.h"
#include "oxo/controller/rules_text.h"
#include "oxo/controller/status_text.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

Q_DECLARE_METATYPE(oxo::ui::GameSettings)

namespace {

GameSettings base() {
    GameSettings s = GameSettings::defaults();
    s.players[0] = {QStringLiteral("Ann"), PlayerKind::Human};
    s.players[1] = {QStringLiteral("Bob"), PlayerKind::Hard};
    s.players[2] = {QStringLiteral("Cy"), PlayerKind::Easy};
    s.players[3] = {QStringLiteral("Di"), PlayerKind::Medium};
    s.botPauseMs = 0;
    return s;
}

// The sentence each rule brings, on or off (English source texts).
struct Sentences {
    QStringList present;
    QStringList absent;
};

Sentences expected(const GameSettings& s) {
    const Rules& r = s.rules;
    Sentences out;
    const auto want = [&out](bool on, const QString& text) {
        (on ? out.present : out.absent) << text;
    };
    const bool full = r.winLength == r.size;
    want(full, QStringLiteral("fill a whole row, column or diagonal with your own mark: all %1 "
                              "cells of it.")
                   .arg(r.size));
    want(!full, QStringLiteral("be the first to get %1 of your marks in an unbroken line")
                    .arg(r.winLength));
    want(!full && r.family == Family::Exact,
         QStringLiteral("Exactly %1: a line of more than %1 marks does not win.").arg(r.winLength));
    want(!full && r.family != Family::Exact, QStringLiteral("A longer line wins as well."));
    want(r.gravity, QStringLiteral("Gravity is on: a move chooses a column"));
    want(r.gravity, QStringLiteral("With gravity, a click anywhere in a column drops the mark"));
    want(!r.gravity, QStringLiteral("put your mark on any empty cell."));
    want(r.earlyDraw, QStringLiteral("ends in a draw as soon as no one can complete a line"));
    want(!r.earlyDraw, QStringLiteral("a full board without a winner is a draw."));
    want(r.players > 2, QStringLiteral("With more than two players, the first to complete"));
    out.present << QStringLiteral("The board has %1×%1 cells. %2 players take turns")
                       .arg(r.size)
                       .arg(r.players);
    const QStringList names = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy"),
                               QStringLiteral("Di")};
    const QStringList marks = {QStringLiteral("X"), QStringLiteral("O"), QStringLiteral("Δ"),
                               QStringLiteral("□")};
    for (int p = 0; p < kMaxPlayers; ++p) {
        want(p < r.players, QStringLiteral("<li>%1 — %2 (").arg(marks[p], names[p]));
    }
    out.present
        << QStringLiteral("%1 (%2) moves first.").arg(names[r.firstPlayer], marks[r.firstPlayer]);
    want(!s.clock.enabled, QStringLiteral("There is no time limit."));
    want(s.clock.enabled,
         QStringLiteral("Each person has %1 seconds for a move.").arg(s.clock.seconds));
    want(s.clock.enabled && s.clock.onTimeout == ClockSetting::OnTimeout::Lose,
         QStringLiteral("Whoever runs out of time loses the game."));
    want(s.clock.enabled && s.clock.onTimeout == ClockSetting::OnTimeout::RandomMove,
         QStringLiteral("a random move is played for them."));
    return out;
}

}  // namespace

class TestTexts : public QObject {
    Q_OBJECT

private slots:
    // Every combination of the rules the settings dialog can make.
    void rulesText_data() {
        QTest::addColumn<GameSettings>("settings");
        int rows = 0;
        for (const auto& [size, k] : {std::pair{3, 3}, std::pair{7, 4}}) {
            for (bool exact : {false, true}) {
                if (exact && k == size) {
                    continue;  // the dialog allows exact K only with K < N
                }
                for (bool gravity : {false, true}) {
                    for (bool early : {false, true}) {
                        for (int players = 2; players <= 4; ++players) {
                            for (int first : {0, players - 1}) {
                                for (int clock : {0, 1, 2}) {  // off, random move, lose
                                    GameSettings s = base();
                                    s.rules = Rules::square(size, k);
                                    s.rules.family = exact ? Family::Exact : Family::Freestyle;
                                    s.rules.gravity = gravity;
                                    s.rules.earlyDraw = early;
                                    s.rules.players = players;
                                    s.rules.firstPlayer = static_cast<Player>(first);
                                    s.clock.enabled = clock != 0;
                                    s.clock.seconds = 25;
                                    s.clock.onTimeout = clock == 2
                                                            ? ClockSetting::OnTimeout::Lose
                                                            : ClockSetting::OnTimeout::RandomMove;
                                    QVERIFY(!validate(s.rules));
                                    QTest::addRow("%d", rows++) << s;
                                }
                            }
                        }
                    }
                }
            }
        }
        QCOMPARE(rows, 3 * 2 * 2 * 3 * 2 * 3);
    }
    void rulesText() {
        QFETCH(GameSettings, settings);
        const QString html = RulesText::howToPlayHtml(settings);
        const Sentences sentences = expected(settings);
        for (const QString& text : sentences.present) {
            QVERIFY2(html.contains(text), qPrintable(text + QStringLiteral("\n in \n") + html));
        }
        for (const QString& text : sentences.absent) {
            QVERIFY2(!html.contains(text), qPrintable(text + QStringLiteral("\n in \n") + html));
        }
    }

    // The line above the board names board, K, the rules in force and who plays whom.
    void summaryLine_data() {
        test::addColumns<GameSettings, QString>("settings", "line");
        GameSettings s = base();
        QTest::newRow("3x3") << s
                             << QStringLiteral(
                                    "3×3 · 3 in a row · early draw — Ann (X, Human) vs "
                                    "Bob (O, Hard)");
        s.rules = Rules::square(15, 5);
        s.rules.gravity = true;
        s.rules.family = Family::Exact;
        s.rules.earlyDraw = false;
        s.rules.players = 3;
        s.rules.firstPlayer = 2;
        s.clock.enabled = true;
        s.clock.seconds = 30;
        QTest::newRow("everything")
            << s
            << QStringLiteral(
                   "15×15 · exactly 5 in a row · gravity · no early draw · Δ starts · "
                   "30 s per move — Ann (X, Human) vs Bob (O, Hard) vs Cy (Δ, Easy)");
    }
    void summaryLine() {
        QFETCH(GameSettings, settings);
        QFETCH(QString, line);
        QCOMPARE(RulesText::summary(settings), line);
    }

    // "b1 (loses in 1)" read as if b1 lost; the verdict now names the side.
    void hintVerdictNamesTheSide_data() {
        test::addColumns<int, int, bool, QString>("verdict", "distance", "proven", "text");
        QTest::newRow("win") << int(Verdict::Win) << 3 << true << QStringLiteral("O wins in 2");
        QTest::newRow("loss") << int(Verdict::Loss) << 2 << true
                              << QStringLiteral("O loses in 1 at best");
        QTest::newRow("draw") << int(Verdict::Draw) << 4 << true
                              << QStringLiteral("draw with best play");
        QTest::newRow("guess") << int(Verdict::Win) << 3 << false << QStringLiteral("best guess");
    }
    void hintVerdictNamesTheSide() {
        QFETCH(QString, text);
        QCOMPARE(StatusText::hintVerdict(test::fetchAnalysis(), 1), text);
    }

    // Why a click did nothing, from the engine's MoveError.
    void refusedMoveSaysWhy() {
        GameSettings s = base();
        s.players[1].kind = PlayerKind::Human;
        GameController c(s);
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QCOMPARE(c.playCell({0, 0}), MoveError::Occupied);
        QCOMPARE(StatusText::moveRefused(c, {0, 0}, MoveError::Occupied),
                 QStringLiteral("a1 is already taken"));
        QCOMPARE(StatusText::moveRefused(c, {0, 2}, MoveError::ColumnFull),
                 QStringLiteral("Column c is full"));
        QCOMPARE(StatusText::moveRefused(c, {0, 0}, MoveError::GameOver),
                 QStringLiteral("The game is over: start a new game, or undo"));
        QCOMPARE(StatusText::moveRefused(c, {0, 0}, MoveError::WrongTurn),
                 QStringLiteral("Not your turn: Bob (O) to move"));
        QCOMPARE(StatusText::lastMove(c), QStringLiteral("Last move: X a1"));
        QCOMPARE(StatusText::moveAnnouncement(c, c.game().history().back()),
                 QStringLiteral("Ann (X) played a1. Bob (O) to move"));
    }
    // R-U12: a cell's label on the analysis overlay: proven results by the mover's moves, scores
    // in tenths, bounds marked, and past ±10 no tenths, so the label fits a cell.
    void analysisCellLabel_data() {
        QTest::addColumn<int>("verdict");
        QTest::addColumn<bool>("proven");
        QTest::addColumn<int>("distance");
        QTest::addColumn<int>("score");
        QTest::addColumn<int>("bound");
        QTest::addColumn<QString>("label");
        const int win = static_cast<int>(Verdict::Win);
        const int loss = static_cast<int>(Verdict::Loss);
        const int draw = static_cast<int>(Verdict::Draw);
        const int unknown = static_cast<int>(Verdict::Unknown);
        const int exact = static_cast<int>(ScoreBound::Exact);
        const int upper = static_cast<int>(ScoreBound::Upper);
        const int lower = static_cast<int>(ScoreBound::Lower);
        QTest::newRow("wins at once") << win << true << 1 << 0 << exact << QStringLiteral("W1");
        QTest::newRow("wins in 3") << win << true << 5 << 0 << exact << QStringLiteral("W3");
        QTest::newRow("loses in 2") << loss << true << 4 << 0 << exact << QStringLiteral("L2");
        QTest::newRow("draws") << draw << true << 8 << 0 << exact << QStringLiteral("D");
        QTest::newRow("score") << unknown << false << -1 << 42 << exact << QStringLiteral("+0.4");
        QTest::newRow("even") << unknown << false << -1 << 0 << exact << QStringLiteral("0.0");
        QTest::newRow("at most") << unknown << false << -1 << -510 << upper
                                 << QStringLiteral("≤-5.1");
        QTest::newRow("at least") << unknown << false << -1 << 300 << lower
                                  << QStringLiteral("≥+3.0");
        QTest::newRow("far below")
            << unknown << false << -1 << -29990 << upper << QStringLiteral("≤-300");
        QTest::newRow("far above")
            << unknown << false << -1 << 1234 << exact << QStringLiteral("+12");
        QTest::newRow("rounds to ten")
            << unknown << false << -1 << -997 << upper << QStringLiteral("≤-10");
        QTest::newRow("just under ten")
            << unknown << false << -1 << 994 << exact << QStringLiteral("+9.9");
    }
    void analysisCellLabel() {
        QFETCH(int, verdict);
        QFETCH(bool, proven);
        QFETCH(int, distance);
        QFETCH(int, score);
        QFETCH(int, bound);
        QFETCH(QString, label);
        RootMove m;
        m.verdict = static_cast<Verdict>(verdict);
        m.proven = proven;
        m.distance = distance;
        m.score = score;
        m.bound = static_cast<ScoreBound>(bound);
        QCOMPARE(AnalysisText::label(m), label);
        // The overlay's tint follows the same value: a better label is never a worse colour.
        const double g = AnalysisText::goodness(m);
        QVERIFY(g >= -1.0 && g <= 1.0);
        QCOMPARE(g > 0, proven ? m.verdict == Verdict::Win : score > 0);
    }
};

OXO_TEST_GUILESS_MAIN(TestTexts)
#include "test_texts.moc"
