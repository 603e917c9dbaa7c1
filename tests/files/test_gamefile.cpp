// R-F1: game files round-trip exactly through save and open, and open replays the moves
// through the engine. R-F4: a failed open or save leaves everything as it was.
#include <unistd.h>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/files/game_file.h"
#include "sample_games.h"
#include "test_main.h"

using namespace oxo;

Q_DECLARE_METATYPE(oxo::GameRecord)

namespace {

// Plays `targets` (under gravity: any cell of the wanted column) and returns the record.
GameRecord played(const Rules& rules, std::vector<PlayerSetup> players,
                  const std::vector<Cell>& targets, ClockSetting clock = {}) {
    Game game(rules);
    for (const Cell& target : targets) {
        const PlayResult result = game.play(target);
        if (!result.ok()) {
            qFatal("test game has an illegal move");
        }
    }
    return recordOf(game, std::move(players), clock);
}

}  // namespace

class TestGameFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void fullBoardRoundTrip();
    void writesVersionedJson();
    void optionalFieldsDefault();
    void missingSeatsAreFilledByRecordOf();
    void anyNameIsWrittenReadably();
    void failedOpenLeavesGameUntouched();
    void saveReplacesWholeFile();
    void failedSaveKeepsOldFile();
    void unreadableFileIsReported();
};

void TestGameFile::roundTrip_data() {
    QTest::addColumn<GameRecord>("record");

    QTest::newRow("3x3 won, names, clock") << played(
        Rules::square(3),
        {{QStringLiteral("Zoë"), PlayerKind::Human},
         {QStringLiteral("Bot \"Ω\""), PlayerKind::Easy}},
        {{0, 0}, {1, 1}, {0, 1}, {2, 2}, {0, 2}}, {true, 45, ClockSetting::OnTimeout::Lose});
    QTest::newRow("empty game") << played(Rules::square(5, 4), defaultPlayers(2), {});

    Rules gravity = Rules::square(7, 4);
    gravity.gravity = true;
    // Column drops; the record holds where the marks landed (bottom rows).
    QTest::newRow("gravity 7x7") << played(gravity,
                                           {{{}, PlayerKind::Medium}, {{}, PlayerKind::Human}},
                                           {{0, 3}, {0, 3}, {0, 2}, {0, 4}, {0, 3}, {0, 0}});

    Rules four = Rules::square(10, 4);
    four.players = 4;
    four.firstPlayer = 2;
    four.family = Family::Exact;
    four.earlyDraw = false;
    QTest::newRow("4 players, exact length")
        << played(four,
                  {{QStringLiteral("A"), PlayerKind::Human},
                   {QStringLiteral("B"), PlayerKind::Easy},
                   {QStringLiteral("C"), PlayerKind::Medium},
                   {QStringLiteral("D"), PlayerKind::Hard}},
                  {{0, 0}, {9, 9}, {5, 5}, {0, 9}, {9, 0}, {3, 7}, {7, 3}});

    Rules renju = Rules::square(15, 5);
    renju.family = Family::Renju;
    QTest::newRow("renju 15x15") << played(renju, defaultPlayers(2),
                                           {{7, 7}, {6, 8}, {8, 8}, {8, 6}, {6, 6}});

    // R-E16: the opening rule and its choices, also paused in the middle of a choice.
    QTest::newRow("swap2, both choices") << [] {
        GameRecord record = played(Rules::square(9, 5), defaultPlayers(2),
                                   {{4, 4}, {0, 0}, {4, 5}, {8, 8}, {4, 6}, {3, 3}});
        record.opening = OpeningRule::Swap2;
        record.openingChoices = {OpeningChoice::PlaceTwo, OpeningChoice::TakeO};
        return record;
    }();
    QTest::newRow("swap, paused at the choice") << [] {
        GameRecord record =
            played(Rules::square(15, 5), defaultPlayers(2), {{7, 7}, {0, 0}, {7, 8}});
        record.opening = OpeningRule::Swap;
        return record;
    }();
    // R-B5: a game review is saved with the game and read back whole.
    QTest::newRow("with review") << [] {
        GameRecord r = played(Rules::square(3), defaultPlayers(2), {{1, 1}, {1, 0}, {0, 0}});
        MoveValue draw;
        draw.known = draw.proven = true;
        draw.verdict = Verdict::Draw;
        draw.distance = 9;
        MoveValue loss = draw;
        loss.verdict = Verdict::Loss;
        loss.distance = 6;
        MoveValue score;
        score.known = true;
        score.score = -42;
        r.review = {{{0, {1, 1}}, draw, draw, {1, 1}, MoveMark::None},
                    {{1, {1, 0}}, draw, loss, {0, 0}, MoveMark::Blunder},
                    {{0, {0, 0}}, score, MoveValue{}, {0, 0}, MoveMark::Mistake}};
        return r;
    }();
    QTest::newRow("3 players, draw") << [] {
        Rules rules = Rules::square(3);
        rules.players = 3;
        return played(rules, defaultPlayers(3), {{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}});
    }();
}

void TestGameFile::roundTrip() {
    QFETCH(GameRecord, record);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("game.oxo"));
    QString error;
    QVERIFY2(saveGameFile(path, record, &error), qPrintable(error));

    const ReadResult read = loadGameFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.game->record, record);
    // The replayed game is the same game: rules, history and whose turn.
    const Game& game = read.game->game;
    QCOMPARE(game.rules(), record.rules);
    QCOMPARE(game.history().size(), record.moves.size());
    Game reference(record.rules);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        QCOMPARE(game.history()[i].cell, record.moves[i]);
        QVERIFY(reference.play(record.moves[i]).ok());
    }
    QVERIFY(game.position() == reference.position());
    QCOMPARE(game.toMove(), reference.toMove());
    QCOMPARE(game.status(), reference.status());
}

void TestGameFile::fullBoardRoundTrip() {
    const GameRecord record = testing::fullBoard50();
    QCOMPARE(record.moves.size(), std::size_t{2500});
    const ReadResult read = readGame(toJson(record));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.game->record, record);
    QCOMPARE(read.game->game.history().size(), std::size_t{2500});
    QCOMPARE(read.game->game.status(), Status::Draw);
    QCOMPARE(read.game->game.position().drawKind(), DrawKind::BoardFull);
}

void TestGameFile::writesVersionedJson() {
    const GameRecord record = played(Rules::square(3), defaultPlayers(2), {{1, 1}, {0, 0}});
    const QJsonObject root = QJsonDocument::fromJson(toJson(record)).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("oxo-game"));
    QCOMPARE(root.value(QStringLiteral("version")).toInt(), kGameFileVersion);
    QCOMPARE(root.value(QStringLiteral("rules")).toObject().value(QStringLiteral("size")).toInt(),
             3);
    // Moves are cell names (R-E1), the way people write them.
    QCOMPARE(root.value(QStringLiteral("moves")).toVariant().toStringList(),
             QStringList({QStringLiteral("b2"), QStringLiteral("a1")}));
}

void TestGameFile::optionalFieldsDefault() {
    const QByteArray minimal = R"({"format":"oxo-game","version":1,
        "rules":{"size":4,"winLength":3},
        "players":[{"kind":"human"},{"name":"Bo","kind":"hard"}],
        "moves":["a1","d4"]})";
    const ReadResult read = readGame(minimal);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const GameRecord& record = read.game->record;
    QCOMPARE(record.rules, Rules::square(4, 3));
    QCOMPARE(record.clock, ClockSetting{});
    QCOMPARE(record.players[1], (PlayerSetup{QStringLiteral("Bo"), PlayerKind::Hard}));
    QCOMPARE(read.game->game.toMove(), Player{0});
    // A file from before the opening rules has none (R-E16).
    QCOMPARE(record.opening, OpeningRule::None);
    QVERIFY(record.openingChoices.empty());
}

void TestGameFile::missingSeatsAreFilledByRecordOf() {
    Rules rules = Rules::square(4);
    rules.players = 3;
    const Game game(rules);
    const GameRecord record = recordOf(game, {{QStringLiteral("Only"), PlayerKind::Easy}});
    QCOMPARE(record.players.size(), std::size_t{3});
    QVERIFY(readGame(toJson(record)).ok());
}

// R-F2: a name typed in the UI can never make the autosave unreadable.
void TestGameFile::anyNameIsWrittenReadably() {
    GameRecord record{Rules::square(3), defaultPlayers(2), {}, {}};
    record.players[0].name = QStringLiteral("Ann\tB\nob");
    record.players[1].name = QStringLiteral("a");  // so the cut at 100 falls inside a pair
    for (int i = 0; i < 60; ++i) {
        record.players[1].name += QString::fromUcs4(U"\U0001F600");  // 2 UTF-16 units each
    }
    const ReadResult read = readGame(toJson(record));
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.game->record.players[0].name, QStringLiteral("AnnBob"));
    QCOMPARE(read.game->record.players[1].name.size(), qsizetype{kMaxPlayerNameLength - 1});
    QVERIFY(read.game->record.players[1].name.isValidUtf16());
}

// R-F1, R-F4: "the game on screen is left exactly as it was".
void TestGameFile::failedOpenLeavesGameUntouched() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.oxo"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"oxo-game","version":1,"rules":{"size":3,"winLength":3},
        "players":[{"kind":"human"},{"kind":"human"}],"moves":["a1","a1"]})");
    file.close();

    std::optional<LoadedGame> current =
        readGame(toJson(played(Rules::square(3), defaultPlayers(2), {{0, 0}, {1, 1}}))).game;
    QVERIFY(current);
    const Position before = current->game.position();
    const std::vector<Move> history = current->game.history();
    const GameRecord record = current->record;

    ReadResult read = loadGameFile(path);
    QVERIFY(!read.ok());
    QVERIFY(read.error.contains(QStringLiteral("already taken")));
    if (read.ok()) {
        current = std::move(read.game);  // what a caller does; must not happen here
    }
    QVERIFY(current->game.position() == before);
    QCOMPARE(current->game.history(), history);
    QCOMPARE(current->record, record);
}

void TestGameFile::saveReplacesWholeFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("g.oxo"));
    const GameRecord big = testing::fullBoard50();
    const GameRecord small = played(Rules::square(3), defaultPlayers(2), {{0, 0}});
    QVERIFY(saveGameFile(path, big));
    QVERIFY(saveGameFile(path, small));
    const ReadResult read = loadGameFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.game->record, small);
    // QSaveFile leaves no temporary files behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("g.oxo")});
}

void TestGameFile::failedSaveKeepsOldFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no-such-folder/g.oxo"));
    QString error;
    QVERIFY(!saveGameFile(path, GameRecord{Rules::square(3), defaultPlayers(2), {}, {}}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(path));

    // A save that cannot complete must not replace the file that is there (QSaveFile): the
    // folder is made unwritable, by permissions or, for root, with the immutable attribute.
    const QString folder = dir.filePath(QStringLiteral("locked"));
    const QString kept = folder + QStringLiteral("/g.oxo");
    QVERIFY(QDir().mkpath(folder));
    const GameRecord old = played(Rules::square(3), defaultPlayers(2), {{0, 0}});
    QVERIFY(saveGameFile(kept, old));
    struct Unlock {  // runs even when a check below fails, so the folder can be removed
        QString folder;
        ~Unlock() {
            QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("-i"), folder});
            QFile::setPermissions(
                folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        }
    } unlock{folder};
    if (geteuid() == 0) {
        if (QProcess::execute(QStringLiteral("chattr"), {QStringLiteral("+i"), folder}) != 0) {
            QSKIP("running as root without chattr +i: cannot make a folder unwritable");
        }
    } else {
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    }
    QVERIFY(!saveGameFile(kept, testing::fullBoard50(), &error));
    QVERIFY2(error.contains(QStringLiteral("Could not write the game file")), qPrintable(error));
    QCOMPARE(loadGameFile(kept).game->record, old);
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("g.oxo")});
}

void TestGameFile::unreadableFileIsReported() {
    const ReadResult missing = loadGameFile(QStringLiteral("/nonexistent/oxo/game.oxo"));
    QVERIFY(!missing.ok());
    QVERIFY(missing.error.contains(QStringLiteral("cannot read the file")));
    QTemporaryDir dir;
    const ReadResult folder = loadGameFile(dir.path());
    QVERIFY(!folder.ok());
    QVERIFY(!folder.error.isEmpty());
}

OXO_TEST_GUILESS_MAIN(TestGameFile)
#include "test_gamefile.moc"
