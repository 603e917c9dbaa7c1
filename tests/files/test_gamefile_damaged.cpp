// R-F1, R-F4: every kind of damaged or hostile game file is refused with a message that says
// what is wrong and where. One table row per kind of damage; each row names the fragment the
// message must contain, so a vague or wrong message fails the test.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/game_file.h"
#include "oxo/files/game_formats.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;

namespace {

// A valid 3×3 file; rows change one thing in it.
QJsonObject validRoot() {
    return QJsonDocument::fromJson(R"({"format":"oxo-game","version":1,
        "rules":{"size":3,"winLength":3,"players":2,"firstPlayer":0,
                 "earlyDraw":true,"gravity":false,"exactLength":false},
        "players":[{"name":"A","kind":"human"},{"name":"B","kind":"easy"}],
        "clock":{"enabled":false,"seconds":30,"onTimeout":"random-move"},
        "moves":["b2","a1"]})")
        .object();
}

QByteArray with(const QString& key, const QJsonValue& value) {
    QJsonObject root = validRoot();
    if (value.isUndefined()) {
        root.remove(key);
    } else {
        root.insert(key, value);
    }
    return QJsonDocument(root).toJson();
}

QByteArray withRule(const QString& key, const QJsonValue& value) {
    QJsonObject rules = validRoot().value(QStringLiteral("rules")).toObject();
    if (value.isUndefined()) {
        rules.remove(key);
    } else {
        rules.insert(key, value);
    }
    return with(QStringLiteral("rules"), rules);
}

QByteArray withPlayer(int index, const QString& key, const QJsonValue& value) {
    QJsonArray players = validRoot().value(QStringLiteral("players")).toArray();
    QJsonObject player = players.at(index).toObject();
    if (value.isUndefined()) {
        player.remove(key);
    } else {
        player.insert(key, value);
    }
    players.replace(index, player);
    return with(QStringLiteral("players"), players);
}

QByteArray withClock(const QString& key, const QJsonValue& value) {
    QJsonObject clock = validRoot().value(QStringLiteral("clock")).toObject();
    clock.insert(key, value);
    return with(QStringLiteral("clock"), clock);
}

QByteArray withMoves(const QStringList& moves) {
    return with(QStringLiteral("moves"), QJsonArray::fromStringList(moves));
}

QByteArray gravityGame(const QStringList& moves) {
    QJsonObject root = validRoot();
    QJsonObject rules = root.value(QStringLiteral("rules")).toObject();
    rules.insert(QStringLiteral("size"), 5);
    rules.insert(QStringLiteral("winLength"), 4);
    rules.insert(QStringLiteral("gravity"), true);
    root.insert(QStringLiteral("rules"), rules);
    root.insert(QStringLiteral("moves"), QJsonArray::fromStringList(moves));
    return QJsonDocument(root).toJson();
}

// A 15×15 renju game (R-E15).
QByteArray renjuGame(const QStringList& moves) {
    QJsonObject root = validRoot();
    QJsonObject rules = root.value(QStringLiteral("rules")).toObject();
    rules.insert(QStringLiteral("size"), 15);
    rules.insert(QStringLiteral("winLength"), 5);
    rules.insert(QStringLiteral("rule"), QStringLiteral("renju"));
    root.insert(QStringLiteral("rules"), rules);
    root.insert(QStringLiteral("moves"), QJsonArray::fromStringList(moves));
    return QJsonDocument(root).toJson();
}

// A 9×9 five-in-a-row game with `moves` and the opening object `opening` (R-E16).
QByteArray swapGame(const QStringList& moves, const QJsonValue& opening) {
    QJsonObject root = validRoot();
    QJsonObject rules = root.value(QStringLiteral("rules")).toObject();
    rules.insert(QStringLiteral("size"), 9);
    rules.insert(QStringLiteral("winLength"), 5);
    root.insert(QStringLiteral("rules"), rules);
    root.insert(QStringLiteral("moves"), QJsonArray::fromStringList(moves));
    root.insert(QStringLiteral("opening"), opening);
    return QJsonDocument(root).toJson();
}

QJsonObject opening(const QString& rule, const QStringList& choices) {
    return {{QStringLiteral("rule"), rule},
            {QStringLiteral("choices"), QJsonArray::fromStringList(choices)}};
}

const QJsonValue kRemove = QJsonValue(QJsonValue::Undefined);

}  // namespace

class TestGameFileDamaged : public QObject {
    Q_OBJECT

private slots:
    void refused_data();
    void refused();
    void validBaseIsAccepted();
    void enormousFileOnDisk();
    void specialFileIsCapped();
    void seedCorpusIsWhatItsNamesSay();
};

void TestGameFileDamaged::refused_data() {
    test::addColumns<QByteArray, QString>("content", "expected");

    // Not a game file at all.
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    // R-B5: the game review saved with a game.
    const auto review = [](const char* json) {
        return with(QStringLiteral("review"), QJsonDocument::fromJson(json).array());
    };
    QTest::newRow("review not a list")
        << with(QStringLiteral("review"), QJsonValue(3)) << "review: expected a list";
    QTest::newRow("review longer than the game")
        << review(R"([{"before":{},"after":{},"best":"a1","mark":""},
                      {"before":{},"after":{},"best":"a1","mark":""},
                      {"before":{},"after":{},"best":"a1","mark":""}])")
        << "3 review(s) for 2 move(s)";
    QTest::newRow("review bad mark")
        << review(R"([{"before":{},"after":{},"best":"a1","mark":"!?"}])") << "review[0].mark";
    QTest::newRow("review best off the board")
        << review(R"([{"before":{},"after":{},"best":"k9","mark":""}])")
        << "review[0].best: expected a cell";
    QTest::newRow("review proven without distance")
        << review(R"([{"before":{"proven":true,"value":"win"},"after":{},"best":"a1","mark":""}])")
        << "review[0].before: a proven value needs a distance";
    QTest::newRow("review score not whole")
        << review(R"([{"before":{"score":1.5},"after":{},"best":"a1","mark":""}])")
        << "review[0].before: expected a whole score";
    QTest::newRow("text") << QByteArray("hello, world") << "not valid JSON";
    QTest::newRow("truncated") << QJsonDocument(validRoot()).toJson().left(80) << "not valid JSON";
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe{\x01", 5) << "not valid JSON";
    QTest::newRow("array top") << QByteArray("[1,2,3]") << "holds no JSON object";
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << "not valid JSON";
    QTest::newRow("no format") << with(QStringLiteral("format"), kRemove) << "not an OXO game file";
    QTest::newRow("other format") << with(QStringLiteral("format"), QStringLiteral("chess"))
                                  << "not an OXO game file";

    // Version.
    QTest::newRow("version missing")
        << with(QStringLiteral("version"), kRemove) << "version: missing";
    QTest::newRow("version text") << with(QStringLiteral("version"), QStringLiteral("1"))
                                  << "version: expected a whole number, found text";
    QTest::newRow("version newer")
        << with(QStringLiteral("version"), 2) << "newer OXO (format version 2)";
    QTest::newRow("version zero") << with(QStringLiteral("version"), 0)
                                  << "0 is not a valid format version";
    QTest::newRow("version fraction")
        << with(QStringLiteral("version"), 1.5) << "version: 1.5 is not a whole number";

    // Rules: missing, wrong types, impossible, huge.
    QTest::newRow("rules missing") << with(QStringLiteral("rules"), kRemove) << "rules: missing";
    QTest::newRow("rules list") << with(QStringLiteral("rules"), QJsonArray{3})
                                << "rules: expected an object, found a list";

    // A rule set to `value` (kRemove: taken out); the message names it as "rules.<key>: ".
    const auto ruleRow = [](const char* name, const char* key, const QJsonValue& value,
                            const char* message) {
        QTest::newRow(name)
            << withRule(QString::fromLatin1(key), value)
            << QStringLiteral("rules.%1: %2").arg(QLatin1String(key), QString::fromUtf8(message));
    };
    ruleRow("size missing", "size", kRemove, "missing");
    ruleRow("size text", "size", QStringLiteral("3"), "expected a whole number, found text");
    ruleRow("size null", "size", QJsonValue::Null, "expected a whole number, found null");
    ruleRow("size 5000", "size", 5000, "5000 is out of range 3 to 50");
    ruleRow("size huge", "size", 1e300, "1e+300 is out of range 3 to 50");
    ruleRow("size int overflow", "size", 4294967299.0, "4.29497e+09 is out of range 3 to 50");
    ruleRow("size negative", "size", -3, "-3 is out of range 3 to 50");
    ruleRow("size 2", "size", 2, "2 is out of range 3 to 50");
    ruleRow("size fraction", "size", 3.5, "3.5 is not a whole number");
    ruleRow("win > size", "winLength", 7, "7 is out of range 3 to 3");
    ruleRow("win missing", "winLength", kRemove, "missing");
    ruleRow("players 5", "players", 5, "5 is out of range 2 to 4");
    ruleRow("players 1", "players", 1, "1 is out of range 2 to 4");
    ruleRow("first player", "firstPlayer", 2, "2 is out of range 0 to 1");
    ruleRow("gravity text", "gravity", QStringLiteral("yes"), "expected true or false, found text");
    ruleRow("early draw number", "earlyDraw", 1, "expected true or false, found a number");
    // R-E15: the rule family by name; an unknown one, or one that contradicts exactLength.
    ruleRow("rule unknown", "rule", QStringLiteral("caro"), "'caro' is not a rule");
    ruleRow("rule number", "rule", 4, "expected text, found a number");
    {
        QJsonObject rules = validRoot().value(QStringLiteral("rules")).toObject();
        rules.insert(QStringLiteral("exactLength"), true);
        rules.insert(QStringLiteral("rule"), QStringLiteral("freestyle"));
        QTest::newRow("rule contradicts exactLength")
            << with(QStringLiteral("rules"), rules)
            << QStringLiteral("rules.rule: 'freestyle' contradicts \"exactLength\": true");
    }
    // Renju is two players and five in a row: a 3×3 renju game cannot be played.
    QTest::newRow("renju on 3x3")
        << withRule(QStringLiteral("rule"), QStringLiteral("renju"))
        << QStringLiteral("rules: the renju rule needs two players, five in a row and no gravity");

    // Players.
    QTest::newRow("players missing")
        << with(QStringLiteral("players"), kRemove) << "players: missing";
    QTest::newRow("players object") << with(QStringLiteral("players"), QJsonObject{})
                                    << "players: expected a list, found an object";
    QTest::newRow("too many players")
        << with(QStringLiteral("players"),
                QJsonArray{QJsonObject{{"kind", "human"}}, QJsonObject{{"kind", "human"}},
                           QJsonObject{{"kind", "hard"}}})
        << "players: the rules are for 2 players but the file lists 3";
    QTest::newRow("too few players")
        << with(QStringLiteral("players"), QJsonArray{QJsonObject{{"kind", "human"}}})
        << "players: the rules are for 2 players but the file lists 1";
    QTest::newRow("player not object")
        << with(QStringLiteral("players"), QJsonArray{QJsonObject{{"kind", "human"}}, 7})
        << "players[1]: expected an object, found a number";
    QTest::newRow("unknown kind") << withPlayer(1, QStringLiteral("kind"), QStringLiteral("wizard"))
                                  << "players[1].kind: 'wizard' is not a kind of player";
    QTest::newRow("kind missing") << withPlayer(0, QStringLiteral("kind"), kRemove)
                                  << "players[0].kind: missing";
    QTest::newRow("name number") << withPlayer(0, QStringLiteral("name"), 42)
                                 << "players[0].name: expected text, found a number";
    QTest::newRow("name with line break")
        << withPlayer(1, QStringLiteral("name"), QStringLiteral("Bob\nwins"))
        << "players[1].name: the name contains a control character";
    QTest::newRow("name lone surrogate")
        << QByteArray(R"({"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},
            "players":[{"name":"ab\ud800","kind":"human"},{"kind":"human"}],"moves":[]})")
        << "players[0].name: the name contains a control character, an invisible formatting "
           "character or broken text";
    QTest::newRow("name too long") << withPlayer(0, QStringLiteral("name"), QString(101, u'x'))
                                   << "players[0].name: the name is 101 characters long";

    // Clock.
    QTest::newRow("clock zero") << withClock(QStringLiteral("seconds"), 0)
                                << "clock.seconds: 0 is out of range 1 to 3600";
    QTest::newRow("clock huge") << withClock(QStringLiteral("seconds"), 1e18)
                                << "clock.seconds: 1e+18 is out of range 1 to 3600";
    QTest::newRow("clock action") << withClock(QStringLiteral("onTimeout"), QStringLiteral("boom"))
                                  << "clock.onTimeout: expected \"random-move\" or \"lose\"";
    QTest::newRow("clock list") << with(QStringLiteral("clock"), QJsonArray{})
                                << "clock: expected an object, found a list";

    // Moves.
    QTest::newRow("moves missing") << with(QStringLiteral("moves"), kRemove) << "moves: missing";
    QTest::newRow("moves text") << with(QStringLiteral("moves"), QStringLiteral("a1 b2"))
                                << "moves: expected a list, found text";
    QTest::newRow("move number") << with(QStringLiteral("moves"),
                                         QJsonArray{QStringLiteral("a1"), 5})
                                 << "move 2: expected a cell name like \"b3\", found a number";
    QTest::newRow("move off board") << withMoves({QStringLiteral("b2"), QStringLiteral("d4")})
                                    << "move 2 ('d4'): that is not a cell of this 3×3 board";
    QTest::newRow("move malformed")
        << withMoves({QStringLiteral("2b")}) << "move 1 ('2b'): that is not a cell name";
    QTest::newRow("move empty") << withMoves({QString()}) << "move 1 (''): that is not a cell name";
    QTest::newRow("move enormous")
        << withMoves({QString(100000, u'a')})
        << "move 1 ('aaaaaaaaaaaaaaaaaaaaaaaa…'): that is not a cell name";
    QTest::newRow("move huge row") << withMoves({QStringLiteral("a99999999999")})
                                   << "move 1 ('a99999999999'): that is not a cell of this";
    QTest::newRow("duplicated move")
        << withMoves({QStringLiteral("b2"), QStringLiteral("a1"), QStringLiteral("B2")})
        << "move 3 ('B2'): that cell is already taken";
    QTest::newRow("move after win")
        << withMoves({QStringLiteral("a1"), QStringLiteral("b1"), QStringLiteral("a2"),
                      QStringLiteral("b2"), QStringLiteral("a3"), QStringLiteral("c3")})
        << "move 6 ('c3'): the game was already over after move 5";
    QTest::newRow("too many moves") << withMoves(QStringList(10, QStringLiteral("a1")))
                                    << "moves: 10 moves cannot fit on a board of 9 cells";
    // Black's double three at j10 (the column j8-j9 and the row h10-i10).
    QTest::newRow("renju forbidden move")
        << renjuGame(QStringList{"j8", "a1", "h10", "b1", "j9", "c1", "i10", "d1", "j10"})
        << "move 9 ('j10'): renju forbids that move to the first player";
    QTest::newRow("gravity floating")
        << gravityGame({QStringLiteral("a1")})
        << "move 1 ('a1'): with gravity on, the mark would land on a5";
    QTest::newRow("gravity column full")
        << gravityGame({QStringLiteral("a5"), QStringLiteral("a4"), QStringLiteral("a3"),
                        QStringLiteral("a2"), QStringLiteral("a1"), QStringLiteral("a1")})
        << "move 6 ('a1'): that column is full";

    // The opening rule (R-E16): its name, its choices, and choices that fit the moves.
    const QStringList three{"e5", "a1", "e6"};
    const QStringList four{"e5", "a1", "e6", "b1"};
    QTest::newRow("opening not an object")
        << swapGame(three, QStringLiteral("swap")) << "opening: expected an object, found text";
    QTest::newRow("opening rule missing")
        << swapGame(three, QJsonObject{}) << "opening.rule: missing";
    QTest::newRow("opening rule unknown")
        << swapGame(three, opening(QStringLiteral("swap3"), {}))
        << "opening.rule: 'swap3' is not an opening rule (none, swap or swap2)";
    QTest::newRow("opening on 3x3")
        << with(QStringLiteral("opening"), opening(QStringLiteral("swap"), {}))
        << "opening.rule: the swap opening needs a win length of at least 4";
    QTest::newRow("opening choices not a list")
        << swapGame(three, QJsonObject{{QStringLiteral("rule"), QStringLiteral("swap")},
                                       {QStringLiteral("choices"), QStringLiteral("x")}})
        << "opening.choices: expected a list, found text";
    QTest::newRow("opening choice unknown")
        << swapGame(four, opening(QStringLiteral("swap"), {QStringLiteral("black")}))
        << "opening.choices[0]: 'black' is not an opening choice (x, o or place-two)";
    QTest::newRow("opening choice missing")
        << swapGame(four, opening(QStringLiteral("swap"), {}))
        << "opening.choices: the choice after stone 3 is missing";
    QTest::newRow("opening choice not offered")
        << swapGame(four, opening(QStringLiteral("swap"), {QStringLiteral("place-two")}))
        << "opening.choices: choice 1 ('place-two'): 'place-two' is not one of the choices now";
    QTest::newRow("opening choice too early")
        << swapGame({"e5"}, opening(QStringLiteral("swap2"), {QStringLiteral("o")}))
        << "opening.choices: choice 1 ('o') is made after stone 3, but only 1 stones were placed";

    // Enormous: refused before parsing.
    QTest::newRow("enormous") << QByteArray(5 * 1024 * 1024, ' ') << "the file is too large";
}

void TestGameFileDamaged::refused() {
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    const ReadResult read = readGame(content);
    QVERIFY(!read.ok());
    qInfo().noquote() << read.error;  // shows the wording in the test log
    QVERIFY2(read.error.contains(expected),
             qPrintable(QStringLiteral("message was: ") + read.error));
}

void TestGameFileDamaged::validBaseIsAccepted() {
    // Otherwise the rows above could fail for a reason other than their own change.
    const ReadResult read = readGame(QJsonDocument(validRoot()).toJson());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.game->game.history().size(), std::size_t{2});
    QVERIFY(readGame(gravityGame({QStringLiteral("a5"), QStringLiteral("a4")})).ok());
}

// The size is checked on disk, before a byte is read.
void TestGameFileDamaged::enormousFileOnDisk() {
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("huge.oxo")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64{1} << 32));  // sparse 4 GiB
    file.close();
    const ReadResult read = loadGameFile(file.fileName());
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("too large")), qPrintable(read.error));
}

// A device (an endless stream) is refused before a byte is read: only regular files are game
// files (a FIFO held open() forever).
void TestGameFileDamaged::specialFileIsCapped() {
    if (!QFile::exists(QStringLiteral("/dev/zero"))) {
        QSKIP("no /dev/zero");
    }
    FileLimits limits;
    limits.maxBytes = 64 * 1024;
    const ReadResult read = loadGameFile(QStringLiteral("/dev/zero"), limits);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("not a regular file")), qPrintable(read.error));
}

// The fuzzer's seeds (tests/fuzz/corpus) stay honest: valid-* open (in the format of their
// suffix, R-F7), everything else is refused.
void TestGameFileDamaged::seedCorpusIsWhatItsNamesSay() {
    const QString corpus = QFINDTESTDATA("../fuzz/corpus");
    QVERIFY(!corpus.isEmpty());
    const QFileInfoList seeds = QDir(corpus).entryInfoList(QDir::Files);
    QVERIFY(seeds.size() >= 10);
    for (const QFileInfo& seed : seeds) {
        const ReadResult read = loadAnyGameFile(seed.filePath());
        const bool valid = seed.fileName().startsWith(QStringLiteral("valid-"));
        QVERIFY2(read.ok() == valid,
                 qPrintable(seed.fileName() + QStringLiteral(": ") +
                            (read.ok() ? QStringLiteral("opened") : read.error)));
    }
}

OXO_TEST_GUILESS_MAIN(TestGameFileDamaged)
#include "test_gamefile_damaged.moc"
