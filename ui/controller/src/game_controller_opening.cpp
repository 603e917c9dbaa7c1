// The parts of GameController that run an opening rule (R-E16): who acts during the opening,
// people's and bots' choices, and undo through the opening. The opening's state is
// Opening (oxo/opening_rule.h) beside the game; the board game itself is unchanged.
#include "oxo/controller/game_controller.h"
#include "oxo/opening_decision.h"

namespace oxo::ui {
namespace {

// Choice number `index` is made by the second person (0), then by the first (1).
int chooserOf(std::size_t index) {
    return index == 0 ? 1 : 0;
}

// Person 0 sat at the first player's seat when the game began, person 1 at the other.
Player seatOfPerson(const Rules& rules, int person) {
    return static_cast<Player>(person == 0 ? rules.firstPlayer : 1 - rules.firstPlayer);
}

}  // namespace

OpeningStep GameController::openingStep() const {
    return opening_.step(static_cast<int>(game_->history().size()));
}

Player GameController::seatOfMark(Player mark) const {
    if (settings_.rules.players != 2 || !opening_.exchanged() || mark == kNoPlayer) {
        return mark;
    }
    return static_cast<Player>(1 - mark);
}

Player GameController::actingSeat() const {
    const OpeningStep step = openingStep();
    if (step.kind != OpeningStep::Kind::Done) {
        return seatOfPerson(settings_.rules, step.person);
    }
    return seatOfMark(game_->toMove());
}

Player GameController::seatOfStone(int ply) const {
    const auto& history = game_->history();
    Q_ASSERT(ply >= 0 && ply < static_cast<int>(history.size()));
    if (opening_.rule() == OpeningRule::None || settings_.rules.players != 2) {
        return history[static_cast<std::size_t>(ply)].player;
    }
    return seatOfPerson(settings_.rules, opening_.personForStone(ply));
}

QString GameController::chooseOpening(OpeningChoice choice) {
    assertOwnerThread();
    const OpeningStep step = openingStep();
    if (isOver() || step.kind != OpeningStep::Kind::Choose) {
        return tr("No opening choice is due now");
    }
    if (isViewingHistory()) {
        return tr("This is a past position: go back to the game to choose");
    }
    if (!isHumanTurn()) {
        return tr("Not your choice: %1 chooses")
            .arg(settings_.player(actingSeat()).name.toHtmlEscaped());
    }
    if (opening_.refusal(static_cast<int>(game_->history().size()), choice)) {
        return tr("That choice is not offered now");
    }
    interrupt();
    // A new choice: what was undone after the old one cannot come back.
    choiceRedo_.clear();
    redoStale_ = game_->canRedo();
    applyChoice(choice);
    settle();
    return {};
}

bool GameController::applyChoice(OpeningChoice choice) {
    if (opening_.choose(static_cast<int>(game_->history().size()), choice)) {
        return false;
    }
    choiceAnnounced_ = false;
    // Who sits at which mark may have changed: every seat's label follows.
    for (int seat = 0; seat < settings_.rules.players; ++seat) {
        emit seatChanged(static_cast<Player>(seat));
    }
    return true;
}

bool GameController::lastActionIsChoice() const {
    const auto& choices = opening_.choices();
    return !choices.empty() &&
           Opening::choiceStones(choices.size() - 1) == static_cast<int>(game_->history().size());
}

Player GameController::undoAction() {
    if (lastActionIsChoice()) {
        const std::size_t index = opening_.choices().size() - 1;
        choiceRedo_.push_back(opening_.choices().back());
        opening_.undoChoice();
        choiceAnnounced_ = false;
        for (int seat = 0; seat < settings_.rules.players; ++seat) {
            emit seatChanged(static_cast<Player>(seat));
        }
        return seatOfPerson(settings_.rules, chooserOf(index));
    }
    const Player seat = seatOfStone(static_cast<int>(game_->history().size()) - 1);
    game_->undo();
    return seat;
}

bool GameController::anyPersonActed() const {
    const auto stones = static_cast<int>(game_->history().size());
    for (int ply = 0; ply < stones; ++ply) {
        if (settings_.isHuman(seatOfStone(ply))) {
            return true;
        }
    }
    if (settings_.rules.players != 2) {
        return false;
    }
    for (std::size_t i = 0; i < opening_.choices().size(); ++i) {
        if (settings_.isHuman(seatOfPerson(settings_.rules, chooserOf(i)))) {
            return true;
        }
    }
    return false;
}

void GameController::announceChoice() {
    const OpeningStep step = openingStep();
    if (choiceAnnounced_ || step.kind != OpeningStep::Kind::Choose || !isHumanTurn() ||
        isViewingHistory()) {
        return;
    }
    choiceAnnounced_ = true;
    emit openingChoiceNeeded(QList<OpeningChoice>(step.options.begin(), step.options.end()));
}

bool GameController::scheduleOpeningBot(BotLevel level) {
    const OpeningStep step = openingStep();
    if (step.kind == OpeningStep::Kind::Done) {
        return false;
    }
    // The decision is the evaluation of Hard's search, limited by depth and nodes
    // (opening_decision.h); the seat's level only sets how much the stones vary.
    BotWorker::Task task;
    if (step.kind == OpeningStep::Kind::Place) {
        const std::uint64_t seed = game_->position().hash() ^ rng_();
        task = [level, until = step.placeUntil, seed](Bot& bot, const Position& position,
                                                      const SearchLimits& limits) {
            OpeningLimits opening;
            opening.stop = limits.stop;
            BotWorker::Outcome outcome;
            outcome.analysis.move = openingStone(bot, level, position, until, seed, opening);
            return outcome;
        };
    } else {
        task = [options = step.options](Bot& bot, const Position& position,
                                        const SearchLimits& limits) {
            OpeningLimits opening;
            opening.stop = limits.stop;
            return BotWorker::Outcome{{}, openingChoice(bot, position, options, opening)};
        };
    }
    gate_.open(AnswerGate::Kind::BotMove,
               worker_.start(game_->position(), BotLevel::Hard,
                             std::chrono::milliseconds(settings_.botBudgetMs), std::move(task)),
               game_->position().hash());
    return true;
}

void GameController::onBotChose(std::uint64_t tag, OpeningChoice choice) {
    if (!gate_.take({AnswerGate::Kind::BotMove}, tag, game_->position().hash())) {
        stopThinkingUnlessAsked();
        return;
    }
    setThinking(false);
    if (!applyChoice(choice)) {
        qWarning("oxo: bot opening choice refused");
        paused_ = true;
    }
    choiceRedo_.clear();
    redoStale_ = game_->canRedo();
    settle();
}

}  // namespace oxo::ui
