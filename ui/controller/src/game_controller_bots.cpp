// The parts of GameController that wait for something: bot and engine moves, the hint, the
// move clock.
#include <QDebug>
#include <algorithm>
#include <chrono>

#include "oxo/controller/game_controller.h"

namespace oxo::ui {

void GameController::interrupt() {
    using Kind = AnswerGate::Kind;
    if (gate_.isOpen(Kind::BotMove) || gate_.isOpen(Kind::Hint)) {
        worker_.cancel();  // the answer, if it still comes, finds its ticket closed
        gate_.close(Kind::BotMove);
    }
    if (gate_.isOpen(Kind::EngineMove)) {
        engines_.cancel();  // stops the engine; the next request re-sends the position
        gate_.close(Kind::EngineMove);
    }
    pendingMove_.reset();
    pauseTimer_.stop();
    clock_.stop();
    setThinking(false);
    clearHint();
    choiceAnnounced_ = false;  // a person's pending choice is asked again when we settle
}

void GameController::settle() {
    if (!isViewingHistory() && !isOver()) {
        // The clock runs only after the opening (R-E16): its stones and choices are untimed.
        if (isBotTurn()) {
            scheduleBot();
        } else if (settings_.clock.enabled && !clock_.hasTurn() &&
                   openingStep().kind == OpeningStep::Kind::Done) {
            clock_.startTurn(settings_.clock.seconds * 1000);
        }
    }
    emit stateChanged();
    if (!isViewingHistory() && !isOver()) {
        announceChoice();  // last: a dialog may open on it
    }
}

void GameController::scheduleBot() {
    if (paused_ || thinking_ || stopped_) {
        return;
    }
    const Player mover = actingSeat();
    const auto budget = std::chrono::milliseconds(settings_.botBudgetMs);
    if (settings_.isEngine(mover)) {
        turnClock_.start();
        gate_.open(AnswerGate::Kind::EngineMove, engines_.request(mover, game_->position(), budget),
                   game_->position().hash());
        setThinking(true);
        return;
    }
    const auto level = botLevel(settings_.player(mover).kind);
    if (!level) {
        return;
    }
    turnClock_.start();
    if (!scheduleOpeningBot(*level)) {
        gate_.open(AnswerGate::Kind::BotMove, worker_.start(game_->position(), *level, budget),
                   game_->position().hash());
    }
    setThinking(true);
}

void GameController::onBotFinished(std::uint64_t tag, const Analysis& analysis) {
    using Kind = AnswerGate::Kind;
    const auto kind = gate_.take({Kind::Hint, Kind::BotMove}, tag, game_->position().hash());
    if (kind == Kind::Hint) {
        hint_ = Hint{analysis.move, analysis};
        emit hintChanged();
        emit stateChanged();
    } else if (kind == Kind::BotMove) {
        moveAnswered(analysis);
    } else {
        stopThinkingUnlessAsked();
    }
}

void GameController::stopThinkingUnlessAsked() {
    // A dropped answer whose ticket was the open one (the position moved under it) leaves
    // nobody thinking.
    if (!gate_.isOpen(AnswerGate::Kind::BotMove) && !gate_.isOpen(AnswerGate::Kind::EngineMove)) {
        setThinking(false);
    }
}

void GameController::onEngineMove(std::uint64_t tag, Cell cell) {
    if (!gate_.take({AnswerGate::Kind::EngineMove}, tag, game_->position().hash())) {
        stopThinkingUnlessAsked();
        return;
    }
    Analysis analysis;
    analysis.move = cell;
    moveAnswered(analysis);
}

void GameController::onEngineFailed(std::uint64_t tag, Player player, const QString& message) {
    if (!gate_.take({AnswerGate::Kind::EngineMove}, tag, game_->position().hash())) {
        stopThinkingUnlessAsked();
        return;
    }
    setThinking(false);
    forfeit(player, message);
}

void GameController::forfeit(Player player, const QString& message) {
    interrupt();
    forfeited_ = player;
    forfeitMessage_ = message;
    emit ended();
    settle();
}

Player GameController::forfeitWinner() const {
    // Engines play two-player games only, so the other seat wins.
    if (forfeited_ == kNoPlayer || settings_.rules.players != 2) {
        return kNoPlayer;
    }
    return static_cast<Player>(1 - forfeited_);
}

void GameController::moveAnswered(const Analysis& analysis) {
    pendingMove_ = analysis;
    // The pause is a minimum time per bot move, measured from the start of its turn, so a
    // slow search is not made slower and bot-vs-bot games can be followed.
    const qint64 left = settings_.botPauseMs - turnClock_.elapsed();
    if (left > 0) {
        pauseTimer_.start(static_cast<int>(left));
    } else {
        applyBotMove();
    }
}

void GameController::applyBotMove() {
    if (!pendingMove_) {
        return;
    }
    const Cell cell = pendingMove_->move;
    pendingMove_.reset();
    setThinking(false);
    const Player mover = game_->toMove();
    // At an opening choice no stone is placed (R-E16); a move answered there is a bot's fault.
    const PlayResult result = openingStep().kind == OpeningStep::Kind::Choose
                                  ? PlayResult{MoveError::WrongTurn, {}}
                                  : game_->play(cell, mover);
    if (!result.ok() && settings_.isEngine(mover)) {
        // The session checks moves already; should one slip through, it still loses.
        forfeit(mover,
                tr("%1 played a move OXO refused: %2")
                    .arg(engines_.engineName(mover),
                         QString::fromUtf8(describe(result.error).data(),
                                           static_cast<qsizetype>(describe(result.error).size()))));
        return;
    }
    if (!result.ok()) {
        // A bot broke its contract; stop the bots rather than loop on the same answer.
        qWarning("oxo: bot move refused: %s", std::string(describe(result.error)).c_str());
        paused_ = true;
    }
    settle();
}

void GameController::setThinking(bool thinking) {
    if (thinking != thinking_) {
        thinking_ = thinking;
        emit botThinkingChanged(thinking_);
    }
}

bool GameController::canHint() const {
    return isHumanTurn() && !isViewingHistory() && !gate_.isOpen(AnswerGate::Kind::Hint) &&
           openingStep().kind != OpeningStep::Kind::Choose;
}

void GameController::requestHint() {
    assertOwnerThread();
    if (!canHint()) {
        return;
    }
    clearHint();
    gate_.open(AnswerGate::Kind::Hint,
               worker_.start(game_->position(), BotLevel::Hard,
                             std::chrono::milliseconds(settings_.botBudgetMs)),
               game_->position().hash());
    emit hintChanged();
    emit stateChanged();
}

void GameController::clearHint() {
    const bool had = hint_.has_value() || gate_.isOpen(AnswerGate::Kind::Hint);
    hint_.reset();
    gate_.close(AnswerGate::Kind::Hint);
    if (had) {
        emit hintChanged();
    }
}

bool GameController::playedOnTimeout(int ply) const {
    return ply >= 0 && ply < static_cast<int>(game_->history().size()) &&
           ply < static_cast<int>(timeoutPlies_.size()) &&
           timeoutPlies_[static_cast<std::size_t>(ply)];
}

void GameController::onClockExpired() {
    if (!isHumanTurn() || isViewingHistory()) {
        return;
    }
    interrupt();
    if (settings_.clock.onTimeout == ClockSetting::OnTimeout::Lose) {
        timedOut_ = game_->toMove();
        emit ended();
    } else {
        // R-U10: the engine lists the legal moves; the controller only picks one.
        std::vector<Cell> moves;
        game_->position().legalMoves(moves);
        if (!moves.empty()) {
            std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
            game_->play(moves[pick(rng_)], game_->toMove());
            timeoutPlies_.back() = true;  // said in the status and the move list
        }
    }
    settle();
}

}  // namespace oxo::ui
