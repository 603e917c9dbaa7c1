// The swap openings in the controller (R-E16): the flow with people and bots on every seat,
// people's choices asked by a signal and answered by a call, bots deciding on their worker
// thread, refusals, undo and redo through the opening, and a game loaded in the middle of a
// choice. The bots' opening decisions are limited by depth and nodes; runs under TSan too.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "oxo/controller/game_controller.h"
#include "oxo/controller/game_files.h"
#include "oxo/controller/record_convert.h"
#include "oxo/controller/rules_text.h"
#include "oxo/controller/status_text.h"
#include "oxo/files/autosave_store.h"
#include "qtest_columns.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::ui;

Q_DECLARE_METATYPE(oxo::OpeningRule)

namespace {

GameSettings seats(OpeningRule rule, PlayerKind x, PlayerKind o) {
    GameSettings s = GameSettings::defaults();
    s.rules = Rules::square(9, 5);
    s.players[0] = {QStringLiteral("Ann"), x};
    s.players[1] = {QStringLiteral("Bob"), o};
    s.botPauseMs = 0;
    s.botBudgetMs = 5000;  // the opening's decisions stop at their depth and nodes first
    s.opening = rule;
    return s;
}

// A free cell for a person's stone, away from the centre where bots place theirs.
Cell freeCell(const GameController& c) {
    for (int row = 0; row < c.position().size(); ++row) {
        for (int col = 0; col < c.position().size(); ++col) {
            if (c.position().check({row, col}) == MoveError::None) {
                return {row, col};
            }
        }
    }
    return {};
}

// How far the game has come: stones plus choices, so a bot's action is seen as progress.
int actions(const GameController& c) {
    return static_cast<int>(c.game().history().size() + c.opening().choices().size());
}

}  // namespace

class TestOpeningFlow : public QObject {
    Q_OBJECT

private slots:
    // R-E16: every seat a person or a bot. People place stones and choose what the script
    // says; bots decide themselves. Afterwards each stone was placed by the right seat and
    // the player to move sits where the choices put them.
    void flow_data() {
        oxo::test::addColumns<OpeningRule, bool, bool, QString>("rule", "annHuman", "bobHuman",
                                                                "peopleChoose");
        for (const auto rule : {OpeningRule::Swap, OpeningRule::Swap2}) {
            for (const bool ann : {true, false}) {
                for (const bool bob : {true, false}) {
                    // People's choices in order: swap2 goes through both choice points.
                    const QString choices = rule == OpeningRule::Swap ? "x" : "place-two o";
                    const QByteArray name = QByteArray(oxo::openingRuleName(rule).data()) +
                                            (ann ? " person" : " bot") + "/" +
                                            (bob ? "person" : "bot");
                    QTest::newRow(name.constData()) << rule << ann << bob << choices;
                }
            }
        }
    }
    void flow() {
        QFETCH(OpeningRule, rule);
        QFETCH(bool, annHuman);
        QFETCH(bool, bobHuman);
        QFETCH(QString, peopleChoose);
        const auto kind = [](bool human) { return human ? PlayerKind::Human : PlayerKind::Medium; };
        GameController c(seats(rule, kind(annHuman), kind(bobHuman)));
        QSignalSpy asked(&c, &GameController::openingChoiceNeeded);
        QStringList script = peopleChoose.split(QLatin1Char(' '));
        int askedSeen = 0;
        int safety = 0;
        while (c.openingStep().kind != OpeningStep::Kind::Done && ++safety < 20) {
            const OpeningStep step = c.openingStep();
            const Player seat = c.actingSeat();
            QCOMPARE(seat, Player(step.person == 0 ? 0 : 1));  // X moves first: person 0 at 0
            if (!c.isHumanTurn()) {
                const int before = actions(c);
                QTRY_VERIFY_WITH_TIMEOUT(actions(c) > before, 60000);
                continue;
            }
            if (step.kind == OpeningStep::Kind::Place) {
                QVERIFY(!StatusText::openingStatus(c).isEmpty());
                QCOMPARE(c.playCell(freeCell(c)), MoveError::None);
                continue;
            }
            // A person's choice is asked once, with the options the rule gives.
            QTRY_COMPARE(asked.count(), askedSeen + 1);
            const auto options = asked.at(askedSeen).at(0).value<QList<OpeningChoice>>();
            QCOMPARE(options.size(), qsizetype(step.options.size()));
            ++askedSeen;
            QCOMPARE(c.playCell(freeCell(c)), MoveError::WrongTurn);  // nobody places now
            QVERIFY(!script.isEmpty());
            const auto choice = parseOpeningChoice(script.takeFirst().toStdString());
            if (!c.opening().refusal(static_cast<int>(c.game().history().size()), *choice)) {
                QCOMPARE(c.chooseOpening(*choice), QString());
            } else {
                QCOMPARE(c.chooseOpening(step.options.front()), QString());
            }
        }
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Done);
        // Who placed what: the first person the first three, the second the next two.
        const auto& choices = c.opening().choices();
        for (int ply = 0; ply < 3; ++ply) {
            QCOMPARE(c.seatOfStone(ply), Player{0});
        }
        const bool placedTwo = choices.front() == OpeningChoice::PlaceTwo;
        const int openingStones = placedTwo ? 5 : 3;
        QCOMPARE(choices.size(), std::size_t(placedTwo ? 2 : 1));
        if (placedTwo) {
            QCOMPARE(c.seatOfStone(3), Player{1});
            QCOMPARE(c.seatOfStone(4), Player{1});
        }
        // After the opening (bots may have gone on already) each mark's seat plays it, where
        // the last choice put its person.
        QCOMPARE(c.seatOfMark(0), Player(c.opening().exchanged() ? 1 : 0));
        const auto& history = c.game().history();
        for (int ply = openingStones; ply < static_cast<int>(history.size()); ++ply) {
            QCOMPARE(c.seatOfStone(ply), c.seatOfMark(history[std::size_t(ply)].player));
        }
        if (!c.isOver()) {
            QCOMPARE(c.actingSeat(), c.seatOfMark(c.position().toMove()));
        }
        // People were asked exactly at their own choice points.
        int peopleChoices = 0;
        for (std::size_t i = 0; i < choices.size(); ++i) {
            peopleChoices += (i == 0 ? bobHuman : annHuman) ? 1 : 0;
        }
        QCOMPARE(asked.count(), peopleChoices);
        // The game goes on with the seats as chosen: a bot to move plays a move of its own.
        if (!c.isOver() && !c.isHumanTurn()) {
            const std::size_t before = c.game().history().size();
            QTRY_VERIFY_WITH_TIMEOUT(c.game().history().size() > before, 60000);
            QVERIFY(!c.settings().isHuman(c.seatOfStone(static_cast<int>(before))));
        }
    }

    // Refused: a choice when none is due, a move at a choice point, a person answering a
    // bot's choice. Nothing changes.
    void refusals() {
        GameController people(seats(OpeningRule::Swap2, PlayerKind::Human, PlayerKind::Human));
        QVERIFY(!people.chooseOpening(OpeningChoice::TakeX).isEmpty());
        for (const Cell cell : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}}) {
            QCOMPARE(people.playCell(cell), MoveError::None);
        }
        QCOMPARE(people.playCell({0, 3}), MoveError::WrongTurn);
        QVERIFY(!people.canHint());
        QCOMPARE(people.actingSeat(), Player{1});
        QVERIFY(StatusText::turnStatus(people).contains(QStringLiteral("Bob")));

        GameController withBot(seats(OpeningRule::Swap, PlayerKind::Human, PlayerKind::Medium));
        withBot.setBotsPaused(true);  // the bot would choose at once
        for (const Cell cell : {Cell{0, 0}, Cell{0, 1}, Cell{0, 2}}) {
            QCOMPARE(withBot.playCell(cell), MoveError::None);
        }
        QVERIFY(withBot.chooseOpening(OpeningChoice::TakeO).contains(QStringLiteral("Bob")));
        QVERIFY(withBot.opening().choices().empty());
    }

    // The words name who acts: the placing person, the chooser, and afterwards the person
    // at each mark; the rules page explains the opening.
    void textsNameWhoActs() {
        GameController c(seats(OpeningRule::Swap, PlayerKind::Human, PlayerKind::Human));
        QCOMPARE(c.playCell({4, 4}), MoveError::None);
        QCOMPARE(StatusText::turnStatus(c), QStringLiteral("Ann places O's stone (2 of 3)"));
        QCOMPARE(c.playCell({0, 0}), MoveError::None);
        QVERIFY(StatusText::moveAnnouncement(c, c.game().history().back())
                    .startsWith(QStringLiteral("Ann (O) played a1.")));
        QCOMPARE(c.playCell({4, 5}), MoveError::None);
        QCOMPARE(StatusText::turnStatus(c), QStringLiteral("Bob chooses: play X or play O"));
        QCOMPARE(c.chooseOpening(OpeningChoice::TakeX), QString());
        QCOMPARE(StatusText::playerLabel(c, 0), QStringLiteral("Bob (X)"));
        QCOMPARE(StatusText::turnStatus(c), QStringLiteral("Ann (O) to move"));
        QVERIFY(RulesText::rulesHtml(c.settings()).contains(QStringLiteral("Swap opening")));
    }

    // Undo and redo step through the opening one action at a time between people: a stone,
    // a choice, a stone. A new choice under an undone one drops what was undone after it.
    void undoBetweenPeople() {
        GameController c(seats(OpeningRule::Swap2, PlayerKind::Human, PlayerKind::Human));
        for (const Cell cell : {Cell{4, 4}, Cell{0, 0}, Cell{4, 5}}) {
            QCOMPARE(c.playCell(cell), MoveError::None);
        }
        QCOMPARE(c.chooseOpening(OpeningChoice::PlaceTwo), QString());
        QCOMPARE(c.playCell({0, 8}), MoveError::None);
        QCOMPARE(c.playCell({4, 6}), MoveError::None);
        QCOMPARE(c.chooseOpening(OpeningChoice::TakeO), QString());
        QVERIFY(c.opening().exchanged());
        QCOMPARE(c.actingSeat(), Player{0});  // Ann now plays O
        QCOMPARE(c.playCell({8, 8}), MoveError::None);
        QCOMPARE(c.seatOfStone(5), Player{0});

        c.undo();  // the stone
        QCOMPARE(c.game().history().size(), std::size_t{5});
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Done);
        c.undo();  // Ann's choice
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Choose);
        QCOMPARE(c.actingSeat(), Player{0});
        QVERIFY(!c.opening().exchanged());
        QVERIFY(c.canRedo());
        c.redo();  // the choice comes back, then (people only) stops
        QVERIFY(c.opening().exchanged());
        QCOMPARE(c.game().history().size(), std::size_t{5});
        c.redo();
        QCOMPARE(c.game().history().size(), std::size_t{6});

        c.undo();
        c.undo();
        c.undo();  // Bob's fifth stone
        QCOMPARE(c.game().history().size(), std::size_t{4});
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Place);
        QCOMPARE(c.actingSeat(), Player{1});
        c.undo();
        c.undo();  // Bob's place-two
        QCOMPARE(c.game().history().size(), std::size_t{3});
        QVERIFY(c.opening().choices().empty());
        QCOMPARE(c.actingSeat(), Player{1});
        // A different choice: nothing undone after the old one can be redone.
        QCOMPARE(c.chooseOpening(OpeningChoice::TakeX), QString());
        QVERIFY(!c.canRedo());
        QCOMPARE(c.actingSeat(), Player{0});  // Bob took X; Ann plays O
    }

    // Against a bot, undo goes back to the person's last action and takes the bot's with it:
    // here the bot's choice goes too, and the person's third stone.
    void undoAgainstBot() {
        GameController c(seats(OpeningRule::Swap, PlayerKind::Human, PlayerKind::Medium));
        for (const Cell cell : {Cell{4, 4}, Cell{0, 0}, Cell{4, 5}}) {
            QCOMPARE(c.playCell(cell), MoveError::None);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!c.opening().choices().empty(), 60000);
        // Whatever the bot chose, the undo takes it and the stone before it back.
        c.setBotsPaused(true);
        QVERIFY(c.canUndo());
        c.undo();
        QCOMPARE(c.game().history().size(), std::size_t{2});
        QVERIFY(c.opening().choices().empty());
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Place);
        QVERIFY(c.isHumanTurn());
    }

    // A game saved in the middle of a choice (the autosave, a file) loads there and asks the
    // person again; choices that do not fit the moves are refused and change nothing.
    void loadInTheMiddleOfAChoice() {
        GameController c(seats(OpeningRule::Swap2, PlayerKind::Human, PlayerKind::Human));
        QSignalSpy asked(&c, &GameController::openingChoiceNeeded);
        const GameSettings settings = c.settings();
        const std::vector<Move> moves{
            {0, {4, 4}}, {1, {0, 0}}, {0, {4, 5}}, {1, {1, 1}}, {0, {4, 6}}};
        const std::vector<OpeningChoice> placeTwo{OpeningChoice::PlaceTwo};
        QVERIFY(!c.loadGame(settings, moves, placeTwo));
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Choose);
        QCOMPARE(c.actingSeat(), Player{0});
        QTRY_COMPARE(asked.count(), 1);
        // Its record carries the choices, and a record's settings carry the rule.
        const GameRecord record = recordOf(c);
        QCOMPARE(record.opening, OpeningRule::Swap2);
        QVERIFY(record.openingChoices == placeTwo);
        QCOMPARE(settingsFrom(record, GameSettings::defaults()).opening, OpeningRule::Swap2);

        const auto refused = c.loadGame(settings, moves, {});
        QVERIFY(refused);
        QVERIFY(refused->contains(QStringLiteral("missing")));
        QVERIFY(c.opening().choices() == placeTwo);  // unchanged
        // Without its choices a record with stones past the first choice point is refused.
        QVERIFY(c.loadGame(settings, moves));
    }

    // The autosave of a game paused at swap2's second choice restores there: the first
    // person is asked again, and the game's record is the one saved.
    void autosaveRestoresAPendingChoice() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const AutosaveStore store(dir.path());
        GameRecord saved;
        saved.rules = Rules::square(9, 5);
        saved.players = {{QStringLiteral("Ann"), PlayerKind::Human},
                         {QStringLiteral("Bob"), PlayerKind::Human}};
        saved.moves = {{4, 4}, {0, 0}, {4, 5}, {8, 8}, {4, 6}};
        saved.opening = OpeningRule::Swap2;
        saved.openingChoices = {OpeningChoice::PlaceTwo};
        QString error;
        QVERIFY2(store.save(saved, &error), qPrintable(error));

        GameController c(seats(OpeningRule::None, PlayerKind::Human, PlayerKind::Human));
        QSignalSpy asked(&c, &GameController::openingChoiceNeeded);
        GameFiles files(&c);
        files.startSession(QString(), std::nullopt, AutosaveStore(dir.path()));
        QCOMPARE(c.settings().opening, OpeningRule::Swap2);
        QCOMPARE(c.openingStep().kind, OpeningStep::Kind::Choose);
        QCOMPARE(c.actingSeat(), Player{0});
        QTRY_COMPARE(asked.count(), 1);
        QCOMPARE(recordOf(c).openingChoices, saved.openingChoices);
        QCOMPARE(recordOf(c).moves, saved.moves);
        QCOMPARE(c.chooseOpening(OpeningChoice::TakeX), QString());
        files.flushAutosave();
    }

    // Settings: the rule needs two players and K >= 4, and no engine seat may play it.
    void settingsRefused() {
        GameController c(seats(OpeningRule::None, PlayerKind::Human, PlayerKind::Human));
        GameSettings three = seats(OpeningRule::Swap, PlayerKind::Human, PlayerKind::Human);
        three.rules.players = 3;
        three.players[2] = {QStringLiteral("Cy"), PlayerKind::Human};
        QVERIFY(!openingProblemText(three).isEmpty());
        QTest::ignoreMessage(QtWarningMsg,
                             "oxo: settings refused: the swap opening needs two players");
        c.applySettings(three);
        QCOMPARE(c.settings().opening, OpeningRule::None);  // refused: nothing changed
        QCOMPARE(c.settings().rules.players, 2);

        GameSettings engine = seats(OpeningRule::Swap2, PlayerKind::Human, PlayerKind::Engine);
        engine.players[1].engine = QStringLiteral("/bin/true");
        const QStringList changed = resolveEngineSeats(engine);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(engine.players[1].kind, PlayerKind::Hard);
    }
};

OXO_TEST_MAIN(TestOpeningFlow)
#include "test_opening_flow.moc"
