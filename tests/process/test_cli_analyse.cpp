// oxo-cli analyse (R-F3, R-B4, R-E15): the value of every move against a brute-force minimax,
// several best lines, renju's forbidden cells, and its answers to wrong options (R-F4). The
// built binary, run as a user would run it.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <random>

#include "cli_run.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "qtest_columns.h"
#include "test_main.h"

namespace oxo::test {

namespace {

// Plies to the end with best play from `p` for the side to move: > 0 a win in that many, < 0
// a loss, 0 a draw. Quicker wins and slower losses are better.
int minimax(Position& p) {
    if (p.isOver()) {
        return 0;  // callers score the move that ended it
    }
    std::vector<Cell> moves;
    p.legalMoves(moves);
    int best = -1000;
    for (const Cell m : moves) {
        p.make(m);
        int value = 0;
        if (p.status() == Status::Won) {
            value = 1000 - 1;  // won with this move
        } else if (!p.isOver()) {
            const int reply = minimax(p);
            value = reply > 0 ? -(1000 - (reply + 1)) : reply < 0 ? 1000 - (-reply + 1) : 0;
        }
        p.unmake(m);
        best = std::max(best, value);
    }
    // Back from the scale: 1000 - plies.
    return best > 0 ? 1000 - best : best < 0 ? -(1000 + best) : 0;
}

// What the reference says of playing `m`: "win", "loss" or "draw", and in how many plies.
std::pair<QString, int> valueOfMove(Position p, Cell m) {
    p.make(m);
    if (p.status() == Status::Won) {
        return {"win", 1};
    }
    if (p.isOver()) {
        return {"draw", 1};
    }
    const int reply = minimax(p);
    if (reply > 0) {
        return {"loss", reply + 1};
    }
    if (reply < 0) {
        return {"win", -reply + 1};
    }
    return {"draw", 0};
}

// A two-person game of `size`, K = `win`, with `moves` (a JSON list's items) saved as `name` in
// `dir`: its path, or empty when it could not be written.
QString writeGame(const QTemporaryDir& dir, const char* name, int size, int win,
                  const char* moves) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return {};
    }
    file.write(
        QStringLiteral(R"({"format":"oxo-game","version":1,"rules":{"size":%1,"winLength":%2},
        "players":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"moves":[%3]})")
            .arg(size)
            .arg(win)
            .arg(QString::fromLatin1(moves))
            .toUtf8());
    return path;
}

}  // namespace

class TestCliAnalyse : public QObject {
    Q_OBJECT

private slots:
    // R-B4: every empty cell of 3x3 positions (seeded, every stage of the game) carries the
    // proven value the brute-force minimax gives it, with the distance of a win or a loss.
    void everyCellProvenOn3x3() {
        std::mt19937_64 rng(7);
        int checked = 0;
        for (int game = 0; game < 12; ++game) {
            Position p(Rules::square(3));
            QStringList moves;
            for (int ply = 0; ply < 7 && !p.isOver(); ++ply) {
                // Time enough for any machine: the solver stops when every cell is proven.
                const CliRun r = run({"analyse", "--cells", "--json", "--think-ms", "600000",
                                      "--moves", moves.join(' ')});
                QCOMPARE(r.exitCode, 0);
                const QJsonArray cells = json(r)["cells"].toArray();
                std::vector<Cell> legal;
                p.legalMoves(legal);
                QCOMPARE(cells.size(), static_cast<qsizetype>(legal.size()));
                for (const QJsonValue& v : cells) {
                    const QJsonObject cell = v.toObject();
                    const auto parsed = parseCell(cell["move"].toString().toStdString(), 3);
                    QVERIFY(parsed.cell);
                    const auto [value, distance] = valueOfMove(p, *parsed.cell);
                    const QString where = moves.join(' ') + " + " + cell["move"].toString();
                    QVERIFY2(cell["proven"].toBool(), qPrintable(where));
                    QCOMPARE(cell["value"].toString(), value);
                    if (value != QLatin1String("draw")) {
                        QVERIFY2(cell["distance"].toInt() == distance, qPrintable(where));
                    }
                    ++checked;
                }
                const Cell next = legal[rng() % legal.size()];
                moves << QString::fromStdString(cellName(next));
                p.make(next);
            }
        }
        QVERIFY(checked > 200);
    }

    // R-B4: with three players every empty cell is valued too, under the paranoid model, with
    // the forced block and the lost moves told apart (Δ must take a3 or X wins at once).
    void everyCellWithThreePlayers() {
        const CliRun r = run({"analyse", "--size", "4", "--win", "3", "--players", "3", "--cells",
                              "--moves", "a1 b2 c3 a2 b3", "--think-ms", "600000", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o["model"].toString(), QStringLiteral("paranoid"));
        const QJsonArray cells = o["cells"].toArray();
        QCOMPARE(cells.size(), 11);
        for (const QJsonValue& v : cells) {
            const QJsonObject cell = v.toObject();
            QVERIFY(cell["proven"].toBool());
            QCOMPARE(cell["value"].toString(), QStringLiteral("loss"));
            const bool block = cell["move"].toString() == QLatin1String("a3");
            QCOMPARE(cell["distance"].toInt(), block ? 3 : 2);
        }
    }

    // Several best lines: distinct moves, best first, each line starting with its move.
    void severalLines() {
        const CliRun r = run({"analyse", "--size", "15", "--win", "5", "--moves", "h8 i9 h9",
                              "--multipv", "3", "--depth", "4", "--think-ms", "600000", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray lines = json(r)["lines"].toArray();
        QCOMPARE(lines.size(), 3);
        QSet<QString> seen;
        int previous = INT_MAX;
        for (const QJsonValue& v : lines) {
            const QJsonObject line = v.toObject();
            seen.insert(line["move"].toString());
            QCOMPARE(line["line"].toArray().first().toString(), line["move"].toString());
            QCOMPARE(line["bound"].toString(), QStringLiteral("exact"));  // a line: full bounds
            QVERIFY(line["score"].toInt() <= previous);
            previous = line["score"].toInt();
        }
        QCOMPARE(seen.size(), 3);
        QCOMPARE(json(r)["bestMove"].toString(), lines.first().toObject()["move"].toString());
    }

    // R-E15: the cells renju forbids the player to move are listed.
    void renjuForbiddenCellsListed() {
        const CliRun r =
            run({"analyse", "--size", "15", "--win", "5", "--rule", "renju", "--moves",
                 "f8 a1 g8 o1 h6 a15 h7 o15", "--depth", "3", "--think-ms", "600000", "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray forbidden = json(r)["forbidden"].toArray();
        QCOMPARE(forbidden.size(), 1);
        QCOMPARE(forbidden.first().toString(), QStringLiteral("h8"));
        QVERIFY(json(r)["bestMove"].toString() != QStringLiteral("h8"));
        // solve lists them too (R-E15).
        const CliRun s = run({"solve", "--size", "15", "--win", "5", "--rule", "renju", "--moves",
                              "f8 a1 g8 o1 h6 a15 h7 o15", "--think-ms", "300", "--json"});
        QCOMPARE(s.exitCode, 0);
        QCOMPARE(json(s)["forbidden"].toArray(), forbidden);
        QVERIFY(json(s)["bestMove"].toString() != QStringLiteral("h8"));
    }

    // R-B5, R-F3: oxo-cli review weighs a saved game's moves and marks the blunder.
    void reviewMarksTheBlunder() {
        QTemporaryDir dir;
        const QString path = writeGame(dir, "blunder.oxo", 3, 3, R"("b2","a2","a1","c3","c1")");
        QVERIFY(!path.isEmpty());
        const CliRun r = run({"review", path, "--depth", "9", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray moves = json(r)["moves"].toArray();
        QCOMPARE(moves.size(), 5);
        QCOMPARE(moves[1].toObject()["mark"].toString(), QStringLiteral("??"));
        QCOMPARE(moves[1].toObject()["after"].toObject()["value"].toString(),
                 QStringLiteral("loss"));
        for (const int i : {0, 2, 3, 4}) {
            QCOMPARE(moves[i].toObject()["mark"].toString(), QString());
        }
        const CliRun text = run({"review", path, "--depth", "9"});
        QVERIFY2(text.out.contains("a2??") && text.out.contains("1 move marked"),
                 text.out.constData());
        // A file that is not there: exit 1 with the reader's reason; a wrong option: exit 2.
        const CliRun missing = run({"review", dir.filePath(QStringLiteral("none.oxo"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(!missing.err.isEmpty());
        QCOMPARE(run({"review", path, "--games", "3"}).exitCode, 2);
        QCOMPARE(run({"review"}).exitCode, 2);
    }

    // R-B5, R-B6: a gomoku game reviewed with two threads: X's last move gives up a win (an
    // open four to make) and hands O one, and is marked; a thread count out of range is refused.
    void reviewWithThreads() {
        QTemporaryDir dir;
        const QString path =
            writeGame(dir, "three.oxo", 15, 5, R"("h8","i9","h9","i10","h10","i11","a1")");
        QVERIFY(!path.isEmpty());
        const CliRun r = run({"review", path, "--threads", "2", "--think-ms", "150", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray moves = json(r)["moves"].toArray();
        QCOMPARE(moves.size(), 7);
        QCOMPARE(moves[6].toObject()["mark"].toString(), QStringLiteral("??"));
        QCOMPARE(moves[6].toObject()["before"].toObject()["value"].toString(),
                 QStringLiteral("win"));
        QCOMPARE(moves[6].toObject()["after"].toObject()["value"].toString(),
                 QStringLiteral("loss"));
        QCOMPARE(moves[0].toObject()["mark"].toString(), QString());
        const CliRun refused = run({"review", path, "--threads", "0"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--threads"), refused.err.constData());
    }

    // R-F4: wrong options are refused with a reason and exit status 2.
    void wrongOptionsRefused_data() {
        addColumns<QStringList, QString>("arguments", "says");
        QTest::newRow("no lines") << QStringList{"analyse", "--multipv", "0"} << "multipv";
        QTest::newRow("match option") << QStringList{"analyse", "--games", "3"} << "--games";
        QTest::newRow("cells to solve") << QStringList{"solve", "--cells"} << "analyse";
        QTest::newRow("depth to match") << QStringList{"match", "--depth", "3"} << "analyse";
        QTest::newRow("depth zero") << QStringList{"analyse", "--depth", "0"} << "depth";
        QTest::newRow("bad move") << QStringList{"analyse", "--moves", "a1 a1"} << "move 2";
    }
    void wrongOptionsRefused() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const CliRun r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
};

}  // namespace oxo::test

using oxo::test::TestCliAnalyse;
OXO_TEST_GUILESS_MAIN(TestCliAnalyse)
#include "test_cli_analyse.moc"
