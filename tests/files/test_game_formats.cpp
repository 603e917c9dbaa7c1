// R-F7: PSQ and SGF read and written. Seeded random games survive OXO → format → OXO with
// everything the format holds; the hand-written samples (samples/README.md) read as their
// formats describe; damaged or hostile input is refused with a message saying what is wrong;
// the dispatcher picks the format by suffix and refuses what a format cannot hold.
#include <QTemporaryDir>
#include <QTest>
#include <random>

#include "file_test_files.h"
#include "oxo/files/game_formats.h"
#include "oxo/files/psq_format.h"
#include "oxo/files/sgf_format.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;

namespace {

// Random but valid rules and a random game played on them (not always to its end).
GameRecord randomGame(std::mt19937& rng) {
    auto pick = [&rng](int low, int high) {
        return std::uniform_int_distribution<int>(low, high)(rng);
    };
    GameRecord record;
    Rules& rules = record.rules;
    rules.size = pick(3, 20);
    rules.winLength = pick(3, std::min(rules.size, 6));
    rules.players = pick(2, 4);
    rules.firstPlayer = static_cast<Player>(pick(0, rules.players - 1));
    rules.earlyDraw = pick(0, 1) == 1;
    rules.gravity = pick(0, 3) == 0;
    rules.family = pick(0, 1) == 1 ? Family::Exact : Family::Freestyle;
    if (pick(0, 3) == 0 && rules.size >= 5) {
        rules.family = Family::Renju;
        rules.players = 2;
        rules.winLength = 5;
        rules.gravity = false;
        rules.firstPlayer = static_cast<Player>(pick(0, 1));
    }
    Q_ASSERT(!validate(rules));
    const PlayerKind kinds[] = {PlayerKind::Human, PlayerKind::Easy, PlayerKind::Medium,
                                PlayerKind::Hard};
    const QString names[] = {QString(),
                             QStringLiteral("Ann"),
                             QStringLiteral("Bob ] \\ [x]"),
                             QStringLiteral("Émile 🎲"),
                             QStringLiteral("homo-2"),
                             QStringLiteral("12")};
    for (int seat = 0; seat < rules.players; ++seat) {
        record.players.emplace_back(names[pick(0, 5)], kinds[pick(0, 3)]);
    }
    record.clock.enabled = pick(0, 1) == 1;
    record.clock.seconds = pick(kMinClockSeconds, 120);
    Game game(rules);
    const int length = pick(0, rules.size * rules.size);
    std::vector<Cell> legal;
    for (int i = 0; i < length && game.status() == Status::InProgress; ++i) {
        game.position().legalMoves(legal);
        if (legal.empty()) {
            break;
        }
        const Cell target = legal[std::size_t(pick(0, int(legal.size()) - 1))];
        const PlayResult played = game.play(target);
        Q_ASSERT(played.ok());
        record.moves.push_back(played.placed);
    }
    return record;
}

QString samplePath(const char* name) {
    return QStringLiteral(OXO_SAMPLES_DIR "/") + QLatin1String(name);
}

std::vector<Cell> cells(std::initializer_list<std::pair<int, int>> rowCols) {
    std::vector<Cell> out;
    for (const auto& [row, col] : rowCols) {
        out.push_back(Cell{row, col});
    }
    return out;
}

}  // namespace

class TestGameFormats : public QObject {
    Q_OBJECT

private slots:
    // R-F7: OXO → PSQ/SGF → OXO keeps the whole record (OXO's own line and property carry
    // what the formats have no words for); PSQ refuses what it cannot hold, with a reason.
    void randomGamesSurviveEveryFormat() {
        std::mt19937 rng(20260);
        int psqWritten = 0;
        for (int i = 0; i < 300; ++i) {
            const GameRecord record = randomGame(rng);
            GameRecord expected = record;
            for (PlayerSetup& player : expected.players) {
                player.name = visibleName(player.name);
            }
            const ReadResult sgf = readSgf(toSgf(record));
            QVERIFY2(sgf.ok(), qPrintable(sgf.error + "\n" + QString::fromUtf8(toSgf(record))));
            QCOMPARE(sgf.game->record, expected);
            const QString psqProblemText = psqProblem(record);
            QCOMPARE(psqProblemText.isEmpty(), record.rules.players == 2 && !record.rules.gravity);
            if (psqProblemText.isEmpty()) {
                ++psqWritten;
                const ReadResult psq = readPsq(toPsq(record));
                QVERIFY2(psq.ok(), qPrintable(psq.error));
                QCOMPARE(psq.game->record, expected);
            }
            // Positions keep the moves only; read under the record's own rules.
            const ReadResult oxo = readGameAs(GameFormat::Oxo, gameBytes(GameFormat::Oxo, record));
            QVERIFY(oxo.ok());
            QCOMPARE(oxo.game->record, expected);
        }
        QVERIFY(psqWritten > 50);
    }

    // R-F7: without OXO's own line or property (what other programs keep of a file), a
    // two-player game of gomoku still reads back with its moves, first player and names.
    void gomokuSurvivesWithoutOxoExtras() {
        std::mt19937 rng(5);
        for (int i = 0; i < 100; ++i) {
            GameRecord record = randomGame(rng);
            record.rules = Rules::square(record.rules.size < 5 ? 15 : record.rules.size, 5);
            record.rules.earlyDraw = false;
            record.rules.firstPlayer = static_cast<Player>(i % 2);
            record.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                              {QStringLiteral("Bob"), PlayerKind::Human}};
            record.clock = {};
            Game game(record.rules);
            std::vector<Cell> legal;
            record.moves.clear();
            while (record.moves.size() < std::size_t(i % 40) &&
                   game.status() == Status::InProgress) {
                game.position().legalMoves(legal);
                record.moves.push_back(legal[rng() % legal.size()]);
                game.play(record.moves.back());
            }
            QByteArray psq = toPsq(record);
            psq.truncate(psq.indexOf("OXO {"));
            const ReadResult fromPsq = readPsq(psq);
            QVERIFY2(fromPsq.ok(), qPrintable(fromPsq.error));
            QCOMPARE(fromPsq.game->record, record);
            QByteArray sgf = toSgf(record);
            const qsizetype ox = sgf.indexOf("OX[");
            sgf.remove(ox, sgf.indexOf("}]", ox) + 2 - ox);
            const ReadResult fromSgf = readSgf(sgf);
            QVERIFY2(fromSgf.ok(), qPrintable(fromSgf.error + "\n" + QString::fromUtf8(sgf)));
            GameRecord expected = record;
            // SGF names colours, not seats: B is whoever moves first, and it reads as seat 0.
            expected.rules.firstPlayer = 0;
            if (record.rules.firstPlayer == 1) {
                std::swap(expected.players[0], expected.players[1]);
            }
            QCOMPARE(fromSgf.game->record, expected);
        }
    }

    // R-F7: what a foreign program wrote (no OXO line or property) reads as gomoku with the
    // format's own names, seats human.
    void piskvorkSaveReads() {
        const ReadResult read = loadAnyGameFile(samplePath("piskvork.psq"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        const GameRecord& record = read.game->record;
        QCOMPARE(record.rules.size, 20);
        QCOMPARE(record.rules.winLength, 5);
        QCOMPARE(record.rules.family, Family::Freestyle);
        QCOMPARE(record.rules.firstPlayer, Player{0});
        QCOMPARE(record.moves.size(), std::size_t{9});
        QCOMPARE(record.moves.front(), (Cell{9, 9}));  // "10,10": column 10, row 10, from 1
        QCOMPARE(record.moves[1], (Cell{10, 9}));      // "10,11": one row down
        QCOMPARE(read.game->game.status(), Status::Won);
        QCOMPARE(read.game->game.position().winner(), Player{0});
        QCOMPARE(record.players, defaultPlayers(2));
    }

    void tournamentPsqReads() {
        const ReadResult read = loadAnyGameFile(samplePath("tournament.psq"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        const GameRecord& record = read.game->record;
        QCOMPARE(record.rules.firstPlayer, Player{1});  // the header's last number
        QCOMPARE(record.moves, cells({{9, 9}, {10, 10}, {8, 8}, {11, 11}}));
        QCOMPARE(record.players[0].name, QStringLiteral("pbrain-embryo.exe"));
        QCOMPARE(record.players[1].name, QStringLiteral("pbrain-rapfi.exe"));
        QCOMPARE(record.players[0].kind, PlayerKind::Human);
    }

    void gomocupSgfReads() {
        const ReadResult read = loadAnyGameFile(samplePath("gomocup.sgf"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        const GameRecord& record = read.game->record;
        QCOMPARE(record.rules.size, 15);
        QCOMPARE(record.rules.family, Family::Renju);  // RU[4]
        QCOMPARE(record.players[0].name, QStringLiteral("Yixin 2018"));
        QCOMPARE(record.players[1].name, QStringLiteral("Rapfi"));
        QCOMPARE(record.moves.size(), std::size_t{8});
        QCOMPARE(record.moves.front(), (Cell{7, 7}));  // hh
        QCOMPARE(record.moves[1], (Cell{6, 7}));       // hg: column h, row g
    }

    // R-F7: escapes, an escaped line break, unknown properties, variations and a second game.
    void sgfMainLineReads() {
        const ReadResult read = loadAnyGameFile(samplePath("variations.sgf"));
        QVERIFY2(read.ok(), qPrintable(read.error));
        const GameRecord& record = read.game->record;
        QCOMPARE(record.rules.size, 9);
        QCOMPARE(record.players[0].name, QStringLiteral("Ann ] the \\ first"));
        QCOMPARE(record.players[1].name, QStringLiteral("Bob Smith"));
        QCOMPARE(record.moves, cells({{4, 4}, {5, 5}, {3, 3}, {2, 2}, {4, 3}, {0, 0}}));
    }

    // R-F7, R-F4: damaged and hostile input, one row per kind, with the message's fragment.
    void damagedInputIsRefused_data() {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("fragment");
        auto row = [](const char* name, const char* suffix, const QByteArray& data,
                      const char* fragment) {
            QTest::newRow(name) << QString::fromLatin1(suffix) << data
                                << QString::fromUtf8(fragment);
        };
        row("psq empty", "psq", "  \n", "empty");
        row("psq no header", "psq", "10,10,0\n", "not a Piskvork game file");
        row("psq rectangle", "psq", "Piskvorky 20x15, 0:0, 0\n", "square boards only");
        row("psq tiny", "psq", "Piskvorky 2x2, 0:0, 0\n", "out of range");
        row("psq huge", "psq", "Piskvorky 99999999999x99999999999, 0:0, 0\n", "square boards");
        row("psq too big", "psq", "Piskvorky 60x60, 0:0, 0\n", "out of range");
        row("psq seat 2", "psq", "Piskvorky 20x20, 0:0, 2\n", "must be 0 or 1");
        row("psq off board", "psq", "Piskvorky 20x20, 0:0, 0\n21,1,0\n", "move 1 ('21,1,0')");
        row("psq zero", "psq", "Piskvorky 20x20, 0:0, 0\n0,1,0\n", "not a cell");
        row("psq taken", "psq", "Piskvorky 20x20, 0:0, 0\n5,5,0\n5,5,0\n",
            "move 2 ('5,5,0'): that cell is already taken");
        row("psq after end", "psq",
            "Piskvorky 20x20, 0:0, 0\n1,1\n1,2\n2,1\n2,2\n3,1\n3,2\n4,1\n4,2\n5,1\n5,2\n",
            "already over after move 9");
        row("psq bad oxo line", "psq", "Piskvorky 20x20, 0:0, 0\nhomo-1\nhomo-2\n-1\nOXO {x\n",
            "OXO's own line");
        row("psq oxo line size", "psq",
            "Piskvorky 20x20, 0:0, 0\n-1\nOXO {\"format\":\"oxo-game\",\"version\":1,\"rules\":"
            "{\"size\":15,\"winLength\":5},\"players\":[{\"kind\":\"human\"},{\"kind\":"
            "\"human\"}],\"moves\":[]}\n",
            "15×15");
        row("psq hostile name", "psq",
            "Piskvorky 20x20, 0:0, 0\n-1\nOXO {\"format\":\"oxo-game\",\"version\":1,\"rules\":"
            "{\"size\":20,\"winLength\":5},\"players\":[{\"name\":\"a\\u202eb\",\"kind\":"
            "\"human\"},{\"kind\":\"human\"}],\"moves\":[]}\n",
            "players[0].name");
        row("sgf empty", "sgf", "", "empty");
        row("sgf no tree", "sgf", "hello", "does not begin with '('");
        row("sgf unclosed value", "sgf", "(;SZ[15", "not closed with ']'");
        row("sgf unclosed tree", "sgf", "(;SZ[15];B[hh]", "not closed with ')'");
        row("sgf no value", "sgf", "(;SZ;B[hh])", "has no value");
        row("sgf junk", "sgf", "(;SZ[15]?)", "unexpected '?'");
        row("sgf no node", "sgf", "()", "no node");
        row("sgf go", "sgf", "(;GM[1]SZ[19];B[dd])", "GM[1]");
        row("sgf rectangle", "sgf", "(;GM[4]SZ[15:13])", "square boards");
        row("sgf huge size", "sgf", "(;SZ[100000000000000])", "square boards");
        row("sgf too big", "sgf", "(;SZ[60])", "square boards");
        row("sgf caro", "sgf", "(;SZ[15]RU[8])", "RU[8]");
        row("sgf setup", "sgf", "(;SZ[15]AB[hh][ii])", "setup stones");
        row("sgf pass", "sgf", "(;SZ[15];B[hh];W[])", "move 2 ('W[]'): a pass");
        row("sgf bad point", "sgf", "(;SZ[15];B[h])", "move 1 ('B[h]')");
        row("sgf off board", "sgf", "(;SZ[15];B[zz])", "not a cell of this 15×15 board");
        row("sgf twice", "sgf", "(;SZ[15];B[hh];B[ii])", "move 2 ('B[ii]'): it is the other");
        row("sgf taken", "sgf", "(;SZ[15];B[hh];W[hh])", "already taken");
        row("sgf renju forbidden", "sgf",
            "(;SZ[15]RU[4];B[gh];W[aa];B[hh];W[ab];B[if];W[ac];B[ig];W[ad];B[ih])",
            "move 9 ('B[ih]'): renju forbids");
        row("sgf bad ox", "sgf", "(;SZ[15]OX[{\"format\":\"other\"}])", "OX");
        row("sgf ox size", "sgf",
            "(;SZ[15]OX[{\"format\":\"oxo-game\",\"version\":1,\"rules\":{\"size\":9,"
            "\"winLength\":5},\"players\":[{\"kind\":\"human\"},{\"kind\":\"human\"}\\],"
            "\"moves\":[\\]}])",
            "OX is for a 9×9 board, SZ for 15×15");
        row("txt not moves", "txt", "hello world\n", "not a list of moves");
        row("txt taken", "txt", "h8h8\n", "move 2 ('h8'): that cell is already taken");
    }
    void damagedInputIsRefused() {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, data);
        QFETCH(QString, fragment);
        const ReadResult read = readGameAs(*formatOfPath(QStringLiteral("x.") + suffix), data);
        QVERIFY2(!read.ok(), "a damaged file was read");
        QVERIFY2(read.error.contains(fragment), qPrintable(read.error));
    }

    // R-F7: the suffix picks the format; loading and saving go through file_io's checks.
    void dispatcherPicksFormatBySuffix() {
        QCOMPARE(formatOfPath(QStringLiteral("/a/b.OXO")), GameFormat::Oxo);
        QCOMPARE(formatOfPath(QStringLiteral("b.psq")), GameFormat::Psq);
        QCOMPARE(formatOfPath(QStringLiteral("b.Sgf")), GameFormat::Sgf);
        QCOMPARE(formatOfPath(QStringLiteral("b.txt")), GameFormat::Positions);
        QCOMPARE(formatOfPath(QStringLiteral("b.json")), std::nullopt);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        GameRecord record = test::smallGame(3);
        record.rules = Rules::square(15, 5);
        QString error;
        for (const char* name : {"g.oxo", "g.psq", "g.sgf"}) {
            const QString path = dir.filePath(QLatin1String(name));
            QVERIFY2(saveAnyGameFile(path, record, &error), qPrintable(error));
            const ReadResult read = loadAnyGameFile(path);
            QVERIFY2(read.ok(), qPrintable(read.error));
            QCOMPARE(read.game->record, record);
        }
        const QString text = dir.filePath(QStringLiteral("g.txt"));
        QVERIFY(saveAnyGameFile(text, record, &error));
        QCOMPARE(test::readAll(text), QByteArray("b14a15c13\n"));
        const ReadResult positions = loadAnyGameFile(text);
        QVERIFY2(positions.ok(), qPrintable(positions.error));
        QCOMPARE(positions.game->record.moves, record.moves);
        QVERIFY(!saveAnyGameFile(dir.filePath(QStringLiteral("g.doc")), record, &error));
        QVERIFY(error.contains(QStringLiteral("suffix")));
        QVERIFY(loadAnyGameFile(dir.filePath(QStringLiteral("g.doc"))).error.contains("suffix"));
        QVERIFY(loadAnyGameFile(dir.path() + QStringLiteral("/none.sgf"))
                    .error.contains(QStringLiteral("cannot read")));
        FileLimits small;
        small.maxBytes = 10;
        QVERIFY(loadAnyGameFile(dir.filePath(QStringLiteral("g.sgf")), small)
                    .error.contains(QStringLiteral("too large")));
    }

    // R-F7: what a format cannot hold is refused with a reason, and nothing is written.
    void formatsRefuseWhatTheyCannotHold() {
        QTemporaryDir dir;
        GameRecord three = test::smallGame(1);
        three.rules.players = 3;
        three.players = defaultPlayers(3);
        QString error;
        QVERIFY(!saveAnyGameFile(dir.filePath(QStringLiteral("g.psq")), three, &error));
        QVERIFY2(error.contains(QStringLiteral("two players")), qPrintable(error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("g.psq"))));
        GameRecord gravity = test::smallGame(0);
        gravity.rules.gravity = true;
        QVERIFY(psqProblem(gravity).contains(QStringLiteral("gravity")));
        GameRecord big = test::smallGame(0);
        big.rules = Rules::square(53, 5);
        QVERIFY(gameBytes(GameFormat::Sgf, big, &error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("52")), qPrintable(error));
        QVERIFY(formatProblem(GameFormat::Positions, three).isEmpty());
        QVERIFY(formatProblem(GameFormat::Positions, test::smallGame(0)).contains("one move"));
    }

    // R-F7: the written formats are what Piskvork and SGF readers expect.
    void writersWriteTheFormats() {
        GameRecord record;
        record.rules = Rules::square(15, 5);
        record.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                          {QString(), PlayerKind::Hard}};
        record.moves = cells({{7, 7}, {7, 8}});
        const QByteArray psq = toPsq(record);
        QVERIFY2(psq.startsWith("Piskvorky 15x15, 0:0, 0\n8,8,0\n9,8,0\nhomo-Ann\nhomo-2\n-1\n"
                                "OXO {"),
                 psq.constData());
        const QByteArray sgf = toSgf(record);
        QVERIFY2(sgf.startsWith("(;FF[4]GM[4]CA[UTF-8]AP[OXO]SZ[15]RU[0]PB[Ann]PW[]OX["),
                 sgf.constData());
        QVERIFY2(sgf.endsWith(";B[hh];W[ih])\n"), sgf.constData());
        record.rules.family = Family::Renju;
        QVERIFY(toSgf(record).contains("RU[4]"));
        record.moves =
            cells({{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {0, 4}});
        QVERIFY(toSgf(record).contains("RE[B+]"));
    }
};

OXO_TEST_GUILESS_MAIN(TestGameFormats)
#include "test_game_formats.moc"
