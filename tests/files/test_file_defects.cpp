// The file side: what a hostile tester and a careful user found in the .oxo reader,
// writer and autosave store (R-F1, R-F2, R-F4, R-F5). Each test is named after its item.
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

void writeAll(const QString& path, const QByteArray& data) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
        qFatal("cannot write test file");
    }
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

// Runs `call` on a thread; false when it has not returned within `limit`. A FIFO that holds the
// call in open() is then opened for writing by the test, which lets the call go on.
template <typename Call>
bool returnsWithin(std::chrono::milliseconds limit, const QString& fifo, Call call) {
    auto done = std::async(std::launch::async, call);
    if (done.wait_for(limit) == std::future_status::ready) {
        return true;
    }
    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_CLOEXEC);
    if (fd >= 0) {
        ::close(fd);
    }
    done.wait();
    return false;
}

}  // namespace

class TestFileDefects : public QObject {
    Q_OBJECT

private slots:
    // Data loss
    void interruptedAutosaveLeftoversAreRemoved();
    void restoredAutosaveRemembersItsFile();
    void enginePathOnOtherSeatSurvivesSaveAndReread();
    void fuzzDictionaryHoldsEveryKeyAndKind();
    // Consent and hostile content
    void enginePathHasSaneLimits_data();
    void enginePathHasSaneLimits();
    void engineSeatRefusedOnRulesNoEngineCanPlay();
    void playerNamesRefuseSeparatorsAndBidiControls_data();
    void playerNamesRefuseSeparatorsAndBidiControls();
    // Hangs
    void fifoGameFileIsRefused();
    void fifoAutosaveIsRefused();
    void fifoSaveTargetIsRefused();
    void twoInstancesDoNotShareOneAutosave();
    // Messages
    void emptyFileSaysItIsEmpty();
};

// R-F2: a save killed between writing its temporary file and renaming it leaves that file
// behind; the next start that owns the autosave removes it, one held by another running OXO
// stays.
void TestFileDefects::interruptedAutosaveLeftoversAreRemoved() {
    QTemporaryDir dir;
    const QString mine = dir.filePath(QStringLiteral(".autosave.oxo.Ab12Cd34.tmp"));
    const QString userFile = dir.filePath(QStringLiteral("notes.tmp"));
    writeAll(mine, "{\"format\":\"oxo-game\"}");
    writeAll(userFile, "mine, not OXO's");
    {
        QString problem;
        const std::optional<AutosaveStore> store = AutosaveStore::claim(dir.path(), &problem);
        QVERIFY2(store.has_value(), qPrintable(problem));
        QCOMPARE(store->filePath(), dir.filePath(QStringLiteral("autosave.oxo")));
        QVERIFY(!QFile::exists(mine));
        QVERIFY(QFile::exists(userFile));
        // A second instance takes the next slot; the first slot's leftovers are not its own.
        const QString held = dir.filePath(QStringLiteral(".autosave.oxo.Zz98Yy76.tmp"));
        writeAll(held, "in flight");
        const std::optional<AutosaveStore> second = AutosaveStore::claim(dir.path(), &problem);
        QVERIFY(second.has_value());
        QVERIFY(QFile::exists(held));
    }
    // A successful save leaves no temporary file either.
    const AutosaveStore store(dir.path());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    QVERIFY(store.save(record));
    const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
    for (const QString& name : left) {
        QVERIFY2(!name.endsWith(QStringLiteral(".tmp")) || name == QStringLiteral("notes.tmp") ||
                     name == QStringLiteral(".autosave.oxo.Zz98Yy76.tmp"),
                 qPrintable(name));
    }
}

// R-F2: the autosave keeps the path of the file the game came from, so a restored game has
// its title and Save goes back to that file.
void TestFileDefects::restoredAutosaveRemembersItsFile() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    record.moves = {{1, 1}};
    const QString origin = dir.filePath(QStringLiteral("games/mine.oxo"));
    QVERIFY(store.save(record, origin));
    const AutosaveStore::Restored restored = store.restore();
    QVERIFY(restored.game.has_value());
    QCOMPARE(restored.game->record, record);
    QCOMPARE(restored.sourceFile, origin);
    // Without a file the game is untitled; a hostile value is ignored, not used.
    QVERIFY(store.save(record));
    QVERIFY(store.restore().sourceFile.isEmpty());
    QJsonObject root = QJsonDocument::fromJson(toJson(record)).object();
    root.insert(QStringLiteral("file"), QStringLiteral("relative\nname.oxo"));
    writeAll(store.filePath(), QJsonDocument(root).toJson());
    QVERIFY(store.restore().game.has_value());
    QVERIFY(store.restore().sourceFile.isEmpty());
}

// R-F1, R-F4: a path on a seat that is not an engine is not part of the game: reading drops
// it, so a save and a second read give the very same game (the fuzzer's promise).
void TestFileDefects::enginePathOnOtherSeatSurvivesSaveAndReread() {
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
void TestFileDefects::fuzzDictionaryHoldsEveryKeyAndKind() {
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

void TestFileDefects::enginePathHasSaneLimits_data() {
    test::addColumns<QString, QString>("path", "says");
    QTest::newRow("line break") << QStringLiteral("/opt/pbrain\nrm -rf") << "control character";
    QTest::newRow("escape") << QStringLiteral("/opt/\x1b[2Jpbrain") << "control character";
    QTest::newRow("bidi override") << QStringLiteral("/opt/\u202Eexe.txt") << "control character";
    QTest::newRow("too long") << QStringLiteral("/") + QString(5000, u'a') << "at most";
    QTest::newRow("relative") << QStringLiteral("pbrain-x") << "absolute";
}

// R-F5, R-F4: the program a file names is a full path of sane length without control
// characters, or the file is refused.
void TestFileDefects::enginePathHasSaneLimits() {
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
void TestFileDefects::engineSeatRefusedOnRulesNoEngineCanPlay() {
    const QJsonObject engine{{"name", "Brain"}, {"kind", "engine"}, {"engine", "/opt/pbrain-x"}};
    QByteArray threeByThree = withSecondPlayer(engine, 3, 3);
    threeByThree.replace("\"h8\"", "\"b2\"");
    const ReadResult read = readGame(threeByThree);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("players[1].kind")), qPrintable(read.error));
    QVERIFY2(read.error.contains(QStringLiteral("K = 5")), qPrintable(read.error));
    QVERIFY(readGame(withSecondPlayer(engine)).ok());  // 15×15, K = 5: fine
}

void TestFileDefects::playerNamesRefuseSeparatorsAndBidiControls_data() {
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
void TestFileDefects::playerNamesRefuseSeparatorsAndBidiControls() {
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

// A FIFO held open() forever: no window, no message. Anything not a regular file is refused
// before it is opened for reading.
void TestFileDefects::fifoGameFileIsRefused() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("game.oxo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    ReadResult read;
    QVERIFY(returnsWithin(3000ms, fifo, [&] { read = loadGameFile(fifo); }));
    QVERIFY(!read.ok());
    QVERIFY2(read.error.contains(QStringLiteral("not a regular file")), qPrintable(read.error));
    const ReadResult folder = loadGameFile(dir.path());
    QVERIFY2(folder.error.contains(QStringLiteral("not a regular file")), qPrintable(folder.error));
}

void TestFileDefects::fifoAutosaveIsRefused() {
    QTemporaryDir dir;
    const AutosaveStore store(dir.path());
    QCOMPARE(::mkfifo(QFile::encodeName(store.filePath()).constData(), 0600), 0);
    AutosaveStore::Restored restored;
    QVERIFY(returnsWithin(3000ms, store.filePath(), [&] { restored = store.restore(); }));
    QVERIFY(!restored.game.has_value());
    QVERIFY2(restored.problem.contains(QStringLiteral("not a regular file")),
             qPrintable(restored.problem));
    QVERIFY(!QFile::exists(store.filePath()));  // set aside: the next start is clean
}

void TestFileDefects::fifoSaveTargetIsRefused() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.oxo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    QString error;
    bool saved = true;
    QVERIFY(returnsWithin(3000ms, fifo, [&] { saved = saveGameFile(fifo, record, &error); }));
    QVERIFY(!saved);
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));  // left as it was
}

// R-F2: two running OXOs never write one autosave: each claims its own slot, and a slot is
// free again once its owner has gone.
void TestFileDefects::twoInstancesDoNotShareOneAutosave() {
    QTemporaryDir dir;
    QString problem;
    std::optional<AutosaveStore> first = AutosaveStore::claim(dir.path(), &problem);
    std::optional<AutosaveStore> second = AutosaveStore::claim(dir.path(), &problem);
    QVERIFY(first && second);
    QVERIFY(first->filePath() != second->filePath());
    GameRecord record;
    record.rules = Rules::square(3);
    record.players = defaultPlayers(2);
    record.moves = {{0, 0}};
    QVERIFY(second->save(record));
    second.reset();  // the second instance quits; its game stays for the next one
    const std::optional<AutosaveStore> third = AutosaveStore::claim(dir.path(), &problem);
    QVERIFY(third.has_value());
    QVERIFY(third->filePath() != first->filePath());
    QCOMPARE(third->restore().game->record, record);
}

// R-F4: an empty file says so, instead of "illegal value at byte 0".
void TestFileDefects::emptyFileSaysItIsEmpty() {
    for (const QByteArray& empty : {QByteArray(), QByteArray(" \n\t\r\n")}) {
        const ReadResult read = readGame(empty);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(QStringLiteral("empty")), qPrintable(read.error));
        QVERIFY2(!read.error.contains(QStringLiteral("byte")), qPrintable(read.error));
    }
}

QTEST_GUILESS_MAIN(TestFileDefects)
#include "test_file_defects.moc"
