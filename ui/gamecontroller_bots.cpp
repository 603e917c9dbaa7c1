// The parts of GameController that wait for something: bot moves, the hint, the move clock.
#include <QDebug>
#include <algorithm>
#include <chrono>

#include "ui/gamecontroller.h"

namespace oxo::ui {

void GameController::interrupt() {
    if (moveTag_ != 0 || hintTag_ != 0) {
        worker_.cancel();  // the answer, if it still comes, carries a retired tag
        moveTag_ = 0;
    }
    pendingMove_.reset();
    pauseTimer_.stop();
    clockTimer_.stop();
    setThinking(false);
    clearHint();
}

void GameController::settle() {
    if (!isViewingHistory() && !isOver()) {
        if (isBotTurn()) {
            scheduleBot();
        } else if (settings_.clockEnabled && !clockTimer_.isActive()) {
            clockTimer_.start(settings_.clockSeconds * 1000);
        }
    }
    emit stateChanged();
}

void GameController::scheduleBot() {
    if (paused_ || thinking_) {
        return;
    }
    const auto level = botLevel(settings_.player(game_->toMove()).kind);
    if (!level) {
        return;
    }
    turnClock_.start();
    requestHash_ = game_->position().hash();
    moveTag_ =
        worker_.start(game_->position(), *level, std::chrono::milliseconds(settings_.botBudgetMs));
    setThinking(true);
}

void GameController::onBotFinished(std::uint64_t tag, const Analysis& analysis) {
    if (tag != 0 && tag == hintTag_) {
        hintTag_ = 0;
        hint_ = Hint{analysis.move, analysis};
        emit hintChanged();
        emit stateChanged();
        return;
    }
    if (tag == 0 || tag != moveTag_) {
        return;  // the worker already drops retired tags; this is belt and braces
    }
    moveTag_ = 0;
    if (game_->position().hash() != requestHash_) {
        setThinking(false);
        return;
    }
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
    const PlayResult result = game_->play(cell, game_->toMove());
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
    return isHumanTurn() && !isViewingHistory() && hintTag_ == 0;
}

void GameController::requestHint() {
    if (!canHint()) {
        return;
    }
    clearHint();
    hintTag_ = worker_.start(game_->position(), BotLevel::Hard,
                             std::chrono::milliseconds(settings_.botBudgetMs));
    emit hintChanged();
    emit stateChanged();
}

void GameController::clearHint() {
    const bool had = hint_.has_value() || hintTag_ != 0;
    hint_.reset();
    hintTag_ = 0;
    if (had) {
        emit hintChanged();
    }
}

int GameController::clockRemainingMs() const {
    return clockTimer_.isActive() ? clockTimer_.remainingTime() : -1;
}

void GameController::onClockExpired() {
    if (!isHumanTurn() || isViewingHistory()) {
        return;
    }
    interrupt();
    if (settings_.timeoutAction == TimeoutAction::Lose) {
        timedOut_ = game_->toMove();
        emit ended();
    } else {
        // R-U10: the engine lists the legal moves; the controller only picks one.
        std::vector<Cell> moves;
        game_->position().legalMoves(moves);
        if (!moves.empty()) {
            std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
            game_->play(moves[pick(rng_)], game_->toMove());
        }
    }
    settle();
}

}  // namespace oxo::ui
