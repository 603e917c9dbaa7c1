// Written strategies checked by an independent verifier (R-B4): the strategies
// behind proven values from the empty board and from random positions must hold against every
// opponent line; a damaged strategy must be refused.
#include <QFile>
#include <QTest>

#include <random>
#include <string>

#include "bot_tree.h"
#include "oxo/bot.h"
#include "oxo/bots/small_solver.h"
#include "oxo/bots/strategy.h"
#include "rules_rows.h"
#include "strategy_verifier.h"
#include "test_main.h"

using namespace oxo;

class TestStrategy : public QObject {
    Q_OBJECT

private slots:
    void fromEmptyBoard_data() {
        test::addRulesColumn();
        QTest::addColumn<int>("verdict");
        QTest::newRow("3x3 draw") << test::rulesOf(3, 3) << int(Verdict::Draw);
        QTest::newRow("3x3 gravity draw") << test::rulesOf(3, 3, 2, true) << int(Verdict::Draw);
        QTest::newRow("4x4 K3 win") << test::rulesOf(4, 3) << int(Verdict::Win);
        QTest::newRow("4x4 K3 gravity win") << test::rulesOf(4, 3, 2, true) << int(Verdict::Win);
        QTest::newRow("4x4 K4 draw") << test::rulesOf(4, 4) << int(Verdict::Draw);
        QTest::newRow("4x4 K4 gravity draw") << test::rulesOf(4, 4, 2, true) << int(Verdict::Draw);
        QTest::newRow("5x5 K5 draw (pairings)") << test::rulesOf(5, 5) << int(Verdict::Draw);
        QTest::newRow("6x6 K5 draw") << test::rulesOf(6, 5) << int(Verdict::Draw);
    }
    void fromEmptyBoard() {
        QFETCH(Rules, rules);
        QFETCH(int, verdict);
        const Position empty(rules);
        SmallSolver solver;
        const Analysis a = solver.analyse(empty, test::nodeLimited(0));
        QVERIFY(a.proven);
        QCOMPARE(int(a.verdict), verdict);
        const StrategyText strategy = writeStrategy(empty, a.verdict, test::nodeLimited(0));
        QVERIFY2(strategy.ok, strategy.error.c_str());
        test::StrategyVerifier verifier;
        const std::string error = verifier.verify(strategy.text);
        QVERIFY2(error.empty(), error.c_str());
        qInfo("%llu records, %llu positions checked, %llu pairings checked",
              static_cast<unsigned long long>(strategy.records),
              static_cast<unsigned long long>(verifier.positionsChecked()),
              static_cast<unsigned long long>(verifier.pairingsChecked()));
    }

    void fromRandomPositions() {
        // Wins, losses and draws from the middle of 4x4 K=3 and K=4 games.
        std::mt19937_64 rng(23);
        int checked = 0;
        for (const int win : {3, 4}) {
            const Rules rules = Rules::square(4, win);
            for (int i = 0; i < 40; ++i) {
                Position position(rules);
                test::randomMidGame(position, 2 + static_cast<int>(rng() % 7), rng);
                if (position.isOver()) {
                    continue;
                }
                SmallSolver solver;
                const Analysis a = solver.analyse(position, test::nodeLimited(0));
                QVERIFY(a.proven);
                const StrategyText strategy =
                    writeStrategy(position, a.verdict, test::nodeLimited(0));
                QVERIFY2(strategy.ok, strategy.error.c_str());
                const std::string error = test::StrategyVerifier().verify(strategy.text);
                QVERIFY2(error.empty(), error.c_str());
                ++checked;
            }
        }
        QVERIFY(checked > 60);
    }

    void fileFromEnvironment() {
        // A strategy written by `oxo-cli solve --strategy FILE`, checked when
        // OXO_VERIFY_STRATEGY=FILE is set (how the long proofs in docs/bench/bots.md were
        // checked); skipped otherwise.
        const QString path = qEnvironmentVariable("OXO_VERIFY_STRATEGY");
        if (path.isEmpty()) {
            QSKIP("OXO_VERIFY_STRATEGY not set");
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        test::StrategyVerifier verifier;
        const std::string error = verifier.verify(text.toStdString());
        QVERIFY2(error.empty(), error.c_str());
        qInfo("%s: %llu positions checked, %llu pairings checked", qPrintable(path),
              static_cast<unsigned long long>(verifier.positionsChecked()),
              static_cast<unsigned long long>(verifier.pairingsChecked()));
    }

    void damagedStrategyRefused() {
        // The verifier is no rubber stamp: a wrong move, a missing move and a bad pairing fail.
        const Position empty(Rules::square(3));
        const StrategyText strategy = writeStrategy(empty, Verdict::Draw, test::nodeLimited(0));
        QVERIFY(strategy.ok);
        test::StrategyVerifier verifier;
        QVERIFY(verifier.verify(strategy.text).empty());
        // Drop every move record of the first claim.
        std::string noMoves;
        bool firstClaim = false;
        for (std::size_t at = 0; at < strategy.text.size();) {
            const std::size_t end = strategy.text.find('\n', at);
            const std::string line = strategy.text.substr(at, end - at + 1);
            at = end + 1;
            if (line.rfind("claim", 0) == 0) {
                firstClaim = noMoves.find("claim") == std::string::npos;
            }
            if (!(firstClaim && line.rfind("move", 0) == 0)) {
                noMoves += line;
            }
        }
        QVERIFY(!verifier.verify(noMoves).empty());
        // A claim that is false: X "wins" 3x3 with the draw strategy's moves.
        std::string falseWin = strategy.text;
        falseWin.replace(falseWin.find("notlose"), 7, "win");
        QVERIFY(!verifier.verify(falseWin).empty());
        // 5x5 K=5: a pairing with one pair taken out leaves a line uncovered.
        const Position five(Rules::square(5, 5));
        const StrategyText pairs = writeStrategy(five, Verdict::Draw, test::nodeLimited(0));
        QVERIFY(pairs.ok);
        QVERIFY(verifier.verify(pairs.text).empty());
        std::string fewer = pairs.text;
        const std::size_t line = fewer.find("pairs ");
        QVERIFY(line != std::string::npos);
        const std::size_t lastPair = fewer.rfind(' ', fewer.find('\n', line));
        fewer.erase(lastPair, fewer.find('\n', line) - lastPair);
        QVERIFY(!verifier.verify(fewer).empty());
    }
};

OXO_TEST_GUILESS_MAIN(TestStrategy)
#include "test_strategy.moc"
