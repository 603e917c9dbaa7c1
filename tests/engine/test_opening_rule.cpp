// The opening rules' state machine (R-E16): every flow of swap and swap2, who places each stone
// and who sits where afterwards, refused choices, the records it rebuilds and the rules it needs.
#include <QTest>

#include <string>

#include "oxo/opening_rule.h"
#include "qtest_columns.h"
#include "test_main.h"

using oxo::Opening;
using oxo::OpeningChoice;
using oxo::OpeningRule;
using oxo::OpeningStep;

Q_DECLARE_METATYPE(oxo::OpeningRule)

namespace {

// "place 0 until 3", "choose 1: o x place-two", "done": a step, readable in a failure.
QString describe(const OpeningStep& step) {
    switch (step.kind) {
        case OpeningStep::Kind::Place:
            return QStringLiteral("place %1 until %2").arg(step.person).arg(step.placeUntil);
        case OpeningStep::Kind::Choose: {
            QString text = QStringLiteral("choose %1:").arg(step.person);
            for (const OpeningChoice choice : step.options) {
                text += QLatin1Char(' ') + QString::fromUtf8(oxo::openingChoiceName(choice).data());
            }
            return text;
        }
        case OpeningStep::Kind::Done:
            break;
    }
    return QStringLiteral("done");
}

struct Flow {
    Opening opening;
    int stones = 0;
    QString refused;  // the last refusal, if any
};

// Plays `script`: "s" places a stone, a choice name makes that choice.
Flow play(OpeningRule rule, const QString& script) {
    Flow flow{Opening(rule), 0, {}};
    for (const QString& token : script.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (token == QLatin1String("s")) {
            ++flow.stones;
            continue;
        }
        const auto choice = oxo::parseOpeningChoice(token.toStdString());
        Q_ASSERT(choice);
        if (const auto why = flow.opening.choose(flow.stones, *choice)) {
            flow.refused = QString::fromStdString(*why);
        }
    }
    return flow;
}

}  // namespace

class TestOpeningRule : public QObject {
    Q_OBJECT

private slots:
    void names() {
        for (const OpeningRule rule : {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2}) {
            QCOMPARE(oxo::parseOpeningRule(oxo::openingRuleName(rule)), rule);
        }
        QCOMPARE(oxo::openingRuleName(OpeningRule::Swap2), std::string_view("swap2"));
        QVERIFY(!oxo::parseOpeningRule("Swap"));
        for (const OpeningChoice choice :
             {OpeningChoice::TakeX, OpeningChoice::TakeO, OpeningChoice::PlaceTwo}) {
            QCOMPARE(oxo::parseOpeningChoice(oxo::openingChoiceName(choice)), choice);
        }
        QVERIFY(!oxo::parseOpeningChoice("swap"));
    }

    // R-E16: after the script, what is pending, who placed each stone ("0" the first person),
    // whether the people exchanged seats, and the last refusal (empty: none).
    void flows_data() {
        oxo::test::addColumns<OpeningRule, QString, QString, QString, bool, QString>(
            "rule", "script", "step", "persons", "exchanged", "refused");
        const auto swap = OpeningRule::Swap;
        const auto swap2 = OpeningRule::Swap2;
        QTest::newRow("none: people alternate") << OpeningRule::None << "s s s s"
                                                << "done"
                                                << "0101" << false << "";
        QTest::newRow("none: no choice") << OpeningRule::None << "x"
                                         << "done"
                                         << "" << false << "no choice is due now";
        QTest::newRow("swap: first places") << swap << "s"
                                            << "place 0 until 3"
                                            << "0" << false << "";
        QTest::newRow("swap: choice due") << swap << "s s s"
                                          << "choose 1: o x"
                                          << "000" << false << "";
        QTest::newRow("swap: second takes O") << swap << "s s s o s s"
                                              << "done"
                                              << "00010" << false << "";
        QTest::newRow("swap: second takes X") << swap << "s s s x s s s"
                                              << "done"
                                              << "000010" << true << "";
        QTest::newRow("swap: early choice") << swap << "s s x"
                                            << "place 0 until 3"
                                            << "00" << false << "no choice is due now";
        QTest::newRow("swap: no place-two")
            << swap << "s s s place-two"
            << "choose 1: o x"
            << "000" << false << "'place-two' is not one of the choices now";
        QTest::newRow("swap: second choice") << swap << "s s s o x"
                                             << "done"
                                             << "000" << false << "no choice is due now";
        QTest::newRow("swap2: choice due") << swap2 << "s s s"
                                           << "choose 1: o x place-two"
                                           << "000" << false << "";
        QTest::newRow("swap2: second takes X") << swap2 << "s s s x s"
                                               << "done"
                                               << "0000" << true << "";
        QTest::newRow("swap2: second places two") << swap2 << "s s s place-two s"
                                                  << "place 1 until 5"
                                                  << "0001" << false << "";
        QTest::newRow("swap2: first chooses") << swap2 << "s s s place-two s s"
                                              << "choose 0: o x"
                                              << "00011" << false << "";
        QTest::newRow("swap2: first takes O") << swap2 << "s s s place-two s s o s s"
                                              << "done"
                                              << "0001101" << true << "";
        QTest::newRow("swap2: first takes X") << swap2 << "s s s place-two s s x s s"
                                              << "done"
                                              << "0001110" << false << "";
        QTest::newRow("swap2: choice while placing") << swap2 << "s s s place-two s o"
                                                     << "place 1 until 5"
                                                     << "0001" << false << "no choice is due now";
        QTest::newRow("swap2: place-two twice")
            << swap2 << "s s s place-two s s place-two"
            << "choose 0: o x"
            << "00011" << false << "'place-two' is not one of the choices now";
    }
    void flows() {
        QFETCH(OpeningRule, rule);
        QFETCH(QString, script);
        QFETCH(QString, step);
        QFETCH(QString, persons);
        QFETCH(bool, exchanged);
        QFETCH(QString, refused);
        const Flow flow = play(rule, script);
        QCOMPARE(describe(flow.opening.step(flow.stones)), step);
        QString placed;
        for (int i = 0; i < flow.stones; ++i) {
            placed += QString::number(flow.opening.personForStone(i));
        }
        QCOMPARE(placed, persons);
        QCOMPARE(flow.opening.exchanged(), exchanged);
        QCOMPARE(flow.refused, refused);
    }

    // A refused choice changes nothing.
    void refusedChoiceChangesNothing() {
        Opening opening(OpeningRule::Swap);
        const Opening before = opening;
        QVERIFY(opening.choose(3, OpeningChoice::PlaceTwo));
        QVERIFY(opening == before);
        QVERIFY(opening.refusal(2, OpeningChoice::TakeO));
        QVERIFY(!opening.refusal(3, OpeningChoice::TakeO));
    }

    // Taking stones back drops the choices made after them; undoChoice returns to the choice.
    void undo() {
        Flow flow = play(OpeningRule::Swap2, QStringLiteral("s s s place-two s s x"));
        flow.opening.undoChoice();
        QCOMPARE(describe(flow.opening.step(5)), QStringLiteral("choose 0: o x"));
        flow.opening.truncate(4);
        QCOMPARE(flow.opening.choices().size(), std::size_t{1});
        QCOMPARE(describe(flow.opening.step(4)), QStringLiteral("place 1 until 5"));
        flow.opening.truncate(2);
        QVERIFY(flow.opening.choices().empty());
        QCOMPARE(describe(flow.opening.step(2)), QStringLiteral("place 0 until 3"));
    }

    // A record's choices are checked against its stones (files, R-E16).
    void replay_data() {
        oxo::test::addColumns<OpeningRule, int, QString, QString>("rule", "stones", "choices",
                                                                  "error");
        QTest::newRow("paused at the choice") << OpeningRule::Swap << 3 << ""
                                              << "";
        QTest::newRow("swap taken") << OpeningRule::Swap << 9 << "x"
                                    << "";
        QTest::newRow("swap2 full") << OpeningRule::Swap2 << 7 << "place-two o"
                                    << "";
        QTest::newRow("swap2 paused") << OpeningRule::Swap2 << 5 << "place-two"
                                      << "";
        QTest::newRow("missing choice") << OpeningRule::Swap << 4 << ""
                                        << "the choice after stone 3 is missing";
        QTest::newRow("missing second") << OpeningRule::Swap2 << 6 << "place-two"
                                        << "the choice after stone 5 is missing";
        QTest::newRow("too early") << OpeningRule::Swap << 2 << "o"
                                   << "choice 1 ('o') is made after stone 3, but only 2 stones "
                                      "were placed";
        QTest::newRow("not offered") << OpeningRule::Swap << 5 << "place-two"
                                     << "choice 1 ('place-two'): 'place-two' is not one of the "
                                        "choices now";
        QTest::newRow("one too many") << OpeningRule::Swap << 5 << "o x"
                                      << "choice 2 ('x'): no choice is due now";
        QTest::newRow("none with a choice") << OpeningRule::None << 5 << "o"
                                            << "choice 1 ('o'): no choice is due now";
    }
    void replay() {
        QFETCH(OpeningRule, rule);
        QFETCH(int, stones);
        QFETCH(QString, choices);
        QFETCH(QString, error);
        std::vector<OpeningChoice> list;
        for (const QString& name : choices.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            list.push_back(*oxo::parseOpeningChoice(name.toStdString()));
        }
        std::string why;
        const auto opening = Opening::replay(rule, stones, list, &why);
        QCOMPARE(QString::fromStdString(why), error);
        QCOMPARE(opening.has_value(), error.isEmpty());
        if (opening) {
            QVERIFY(opening->choices() == list);
        }
    }

    // R-E16: two players and K >= 4 (no opening stone can win); renju and gravity may swap.
    void problems_data() {
        oxo::test::addColumns<OpeningRule, int, int, int, QString, bool, QString>(
            "rule", "size", "winLength", "players", "family", "gravity", "problem");
        QTest::newRow("none on 3x3")
            << OpeningRule::None << 3 << 3 << 3 << "freestyle" << false << "";
        QTest::newRow("swap gomoku")
            << OpeningRule::Swap << 15 << 5 << 2 << "freestyle" << false << "";
        QTest::newRow("swap2 renju")
            << OpeningRule::Swap2 << 15 << 5 << 2 << "renju" << false << "";
        QTest::newRow("swap2 gravity")
            << OpeningRule::Swap2 << 7 << 4 << 2 << "freestyle" << true << "";
        QTest::newRow("three players") << OpeningRule::Swap << 15 << 5 << 3 << "freestyle" << false
                                       << "the swap opening needs two players";
        QTest::newRow("K = 3") << OpeningRule::Swap2 << 3 << 3 << 2 << "exact" << false
                               << "the swap2 opening needs a win length of at least 4, so "
                                  "that no stone of the opening can win";
    }
    void problems() {
        QFETCH(OpeningRule, rule);
        QFETCH(int, size);
        QFETCH(int, winLength);
        QFETCH(int, players);
        QFETCH(QString, family);
        QFETCH(bool, gravity);
        QFETCH(QString, problem);
        oxo::Rules rules = oxo::Rules::square(size, winLength);
        rules.players = players;
        rules.gravity = gravity;
        rules.family = *oxo::parseFamily(family.toStdString());
        QCOMPARE(QString::fromStdString(oxo::openingProblem(rule, rules).value_or("")), problem);
    }
};

OXO_TEST_APPLESS_MAIN(TestOpeningRule)
#include "test_opening_rule.moc"
