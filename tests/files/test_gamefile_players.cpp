// The players a game file names (R-F1, R-F4, R-F5): names that are one line of visible text,
// engine paths within sane limits and only on engine seats, engine seats only under rules an
// engine plays, every key and kind in the fuzzer's dictionary, and an empty file said so.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>
#include <thread>

#include "oxo/files/autosave_store.h"
#include "oxo/files/file_io.h"
#include "oxo/files/game_file.h"
#include "qtest_columns.h"
#include "sample_games.h"
#include "test_main.h"

using namespace oxo;
using namespace std::chrono_literals;

namespace {

QJsonObject gomokuRoot(const QJsonArray& players) {
    return QJsonObject{
        {"format", "oxo-game"},
        {"version", 1},
        {"rules", QJsonObject{{"size", 15}, {"winLength", 5}}},
        {"players", players},
        {"moves", QJsonArray{"h8"}},
    };
}

QByteArray withSecondPlayer(const QJsonObject& second, int size = 15, int win = 5) {
    QJsonObject root = gomokuRoot({QJsonObject{{"name", "Ann"}, {"kind", "human"}}, second});
    root.insert("rules", QJsonObject{{"size", size}, {"winLength", win}});
    return QJsonDocument(root).toJson();
}

// Every object key and every fixed string value the writer produces, collected from its JSON.
void collectWords(const QJsonValue& value, QSet<QString>* words) {
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            words->insert(it.key());
            collectWords(it.value(), words);
        }
    } else if (value.isArray()) {
        for (const QJsonValue& item : value.toArray()) {
            collectWords(item, words);
        }
    } else if (value.isString()) {
        words->insert(value.toString());
    }
}

}  // namespace

class TestGamefilePlayers : public QObject {
    Q_OBJECT

private slots:
    void enginePathOnOtherSeatSurvivesSaveAndReread();
    void fuzzDictionaryHoldsEveryKeyAndKind();
    void enginePathHasSaneLimits_data();
    void enginePathHasSaneLimits();
    void engineSeatRefusedOnRulesNoEngineCanPlay();
    void playerNamesRefuseSeparatorsAndBidiControls_data();
    void playerNamesRefuseSeparatorsAndBidiControls();
    void emptyFileSaysItIsEmpty();
};

// R-F1, R-F4: a path on a seat that is not an engine is not part of the game: reading drops
// it, so a save and a second read give the very same game (the fuzzer's promise).
void TestGamefilePlayers::enginePathOnOtherSeatSurvivesSaveAndReread() {
    const QByteArray file = withSecondPlayer(
        QJsonObject{{"name", "Bob"}, {"kind", "hard"}, {"engine", "/opt/pbrain-x"}});
    const ReadResult first = readGame(file);
    QVERIFY2(first.ok(), qPrintable(first.error));
    const ReadResult second = readGame(toJson(first.game->record));
    QVERIFY2(second.ok(), qPrintable(second.error));
    QCOMPARE(second.game->record, first.game->record);
    QVERIFY(first.game->record.players[1].engine.isEmpty());
}

// R-F4: libFuzzer's dictionary holds every key and every fixed word the writer produces
// (every seat kind, both timeout rules, the autosave's own key), so the fuzzer reaches them.
void TestGamefilePlayers::fuzzDictionaryHoldsEveryKeyAndKind() {
    QFile dictionary(QStringLiteral(OXO_FUZZ_DICT));
    QVERIFY(dictionary.open(QIODevice::ReadOnly));
    QSet<QString> entries;
    for (const QByteArray& line : dictionary.readAll().split('\n')) {
        const QByteArray entry = line.trimmed();
        if (entry.startsWith("\"\\\"") && entry.endsWith("\\\"\"")) {
            entries.insert(QString::fromUtf8(entry.mid(3, entry.size() - 6)));
        }
    }
    QSet<QString> words;
    for (const auto onTimeout :
         {ClockSetting::OnTimeout::RandomMove, ClockSetting::OnTimeout::Lose}) {
        GameRecord record = testing::gomokuRecord({{QStringLiteral("A"), PlayerKind::Human},
                                                   {QStringLiteral("B"), PlayerKind::Easy},
                                                   {QStringLiteral("C"), PlayerKind::Medium},
                                                   {QStringLiteral("D"), PlayerKind::Hard}});
        record.clock.onTimeout = onTimeout;
        collectWords(QJsonDocument::fromJson(toJson(record)).object(), &words);
        record.rules.players = 2;
        record.players = {{QStringLiteral("A"), PlayerKind::Human},
                          {QStringLiteral("E"), PlayerKind::Engine, QStringLiteral("/e")}};
        collectWords(QJsonDocument::fromJson(toJson(record)).object(), &words);
    }
    // R-E16: the opening rule's keys and words (every rule and every choice).
    for (const OpeningRule rule : {OpeningRule::Swap, OpeningRule::Swap2}) {
        GameRecord record = testing::gomokuRecord(
            {{QStringLiteral("A"), PlayerKind::Human}, {QStringLiteral("B"), PlayerKind::Easy}});
        record.opening = rule;
        record.openingChoices = {OpeningChoice::TakeX, OpeningChoice::TakeO,
                                 OpeningChoice::PlaceTwo};
        collectWords(QJsonDocument::fromJson(toJson(record)).object(), &words);
    }
    for (const QString& key : autosaveOnlyKeys()) {
        words.insert(key);
    }
    for (const QString& free : {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"),
                                QStringLiteral("D"), QStringLiteral("E"), QStringLiteral("/e")}) {
        words.remove(free);  // names and paths are the person's, not the format's
    }
    for (const QString& word : std::as_const(words)) {
        QVERIFY2(entries.contains(word), qPrintable(QStringLiteral("missing: \"%1\"").arg(word)));
    }
}

void TestGamefilePlayers::enginePathHasSaneLimits_data() {
    test::addColumns<QString, QString>("path", "says");
    QTest::newRow("line break") << QStringLiteral("/opt/pbrain\nrm -rf") << "control character";
    QTest::newRow("escape") << QStringLiteral("/opt/\x1b[2Jpbrain") << "control character";
    QTest::newRow("bidi override") << QStringLiteral("/opt/\u202Eexe.txt") << "control character";
    QTest::newRow("too long") << QStringLiteral("/") + QString(5000, u'a') << "at most";
    QTest::newRow("relative") << QStringLiteral("pbrain-x") << "absolute";
}

// R-F5, R-F4: the program a file names is a full path of sane length without control
// characters, or the file is refused.
void TestGamefilePlayers::enginePathHasSaneLimits() {
    QFETCH(QString, path);
    QFETCH(QString, says);
    const ReadResult read = readGame(
        withSecondPlayer(QJsonObject{{"name", "Brain"}, {"kind", "engine"}, {"engine", path}}));
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("players[1].engine")), qPrintable(read.error));
    QVERIFY2(read.error.contains(says), qPrintable(read.error));
    QVERIFY(read.error.size() < 300);  // a hostile path is not echoed in full
}

// R-F5: no engine plays 3×3 (or gravity, or three players), so such a file is refused
// instead of failing on the engine's first turn.
void TestGamefilePlayers::engineSeatRefusedOnRulesNoEngineCanPlay() {
    const QJsonObject engine{{"name", "Brain"}, {"kind", "engine"}, {"engine", "/opt/pbrain-x"}};
    QByteArray threeByThree = withSecondPlayer(engine, 3, 3);
    threeByThree.replace("\"h8\"", "\"b2\"");
    const ReadResult read = readGame(threeByThree);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("players[1].kind")), qPrintable(read.error));
    QVERIFY2(read.error.contains(QStringLiteral("K = 5")), qPrintable(read.error));
    QVERIFY(readGame(withSecondPlayer(engine)).ok());  // 15×15, K = 5: fine
}

void TestGamefilePlayers::playerNamesRefuseSeparatorsAndBidiControls_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("line separator") << QStringLiteral("Ann\u2028wins");
    QTest::newRow("paragraph separator") << QStringLiteral("Ann\u2029wins");
    // In the middle: Qt's JSON reader drops a leading U+FEFF from a string by itself.
    QTest::newRow("byte order mark") << QStringLiteral("An\uFEFFn");
    QTest::newRow("right-to-left override") << QStringLiteral("Ann\u202Eniw");
    QTest::newRow("left-to-right embedding") << QStringLiteral("Ann\u202A");
    QTest::newRow("first strong isolate") << QStringLiteral("Ann\u2068x\u2069");
    QTest::newRow("zero width space") << QStringLiteral("An\u200Bn");
    QTest::newRow("soft hyphen") << QStringLiteral("An\u00ADn");
}

// R-F4: names are one line of visible text (the format promises no line breaks); text that
// reorders or hides what is shown is refused. Joiners that scripts and emoji need stay.
void TestGamefilePlayers::playerNamesRefuseSeparatorsAndBidiControls() {
    QFETCH(QString, name);
    const ReadResult read =
        readGame(withSecondPlayer(QJsonObject{{"name", name}, {"kind", "human"}}));
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("players[1].name")), qPrintable(read.error));
    QVERIFY(!nameProblem(name).isEmpty());
    // The writer never produces such a name either.
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = {{name, PlayerKind::Human}, {QStringLiteral("Bob"), PlayerKind::Human}};
    const ReadResult again = readGame(toJson(record));
    QVERIFY2(again.ok(), qPrintable(again.error));
    // Emoji with joiners and Persian with a non-joiner are names people use.
    for (const QString& fine : {QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467"),
                                QStringLiteral("\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645"),
                                QStringLiteral("Zoë")}) {
        QVERIFY2(nameProblem(fine).isEmpty(), qPrintable(fine));
        QVERIFY(readGame(withSecondPlayer(QJsonObject{{"name", fine}, {"kind", "human"}})).ok());
    }
}

// R-F4: an empty file says so, instead of "illegal value at byte 0".
void TestGamefilePlayers::emptyFileSaysItIsEmpty() {
    for (const QByteArray& empty : {QByteArray(), QByteArray(" \n\t\r\n")}) {
        const ReadResult read = readGame(empty);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(QStringLiteral("empty")), qPrintable(read.error));
        QVERIFY2(!read.error.contains(QStringLiteral("byte")), qPrintable(read.error));
    }
}

OXO_TEST_GUILESS_MAIN(TestGamefilePlayers)
#include "test_gamefile_players.moc"
