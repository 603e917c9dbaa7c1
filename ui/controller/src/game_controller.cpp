#include "oxo/controller/game_controller.h"

#include <QDebug>
#include <QThread>
#include <algorithm>

namespace oxo::ui {

GameController::GameController(GameSettings settings, QObject* parent,
                               BotWorker::Factory botFactory)
    : QObject(parent), settings_(std::move(settings)), worker_(nullptr, std::move(botFactory)) {
    if (validate(settings_.rules)) {
        settings_.rules = GameSettings::defaults().rules;
    }
    if (openingProblem(settings_.opening, settings_.rules)) {
        settings_.opening = OpeningRule::None;
    }
    resolveEngineSeats(settings_);  // never an engine seat its rules do not allow (R-F5)
    makeGame();
    pauseTimer_.setSingleShot(true);
    engines_.configure(settings_);
    worker_.setSearchThreads(settings_.botThreads);
    connect(&worker_, &BotWorker::finished, this, &GameController::onBotFinished);
    connect(&worker_, &BotWorker::chosen, this, &GameController::onBotChose);
    connect(&engines_, &EngineDriver::moveReady, this, &GameController::onEngineMove);
    connect(&engines_, &EngineDriver::failed, this, &GameController::onEngineFailed);
    connect(&pauseTimer_, &QTimer::timeout, this, &GameController::applyBotMove);
    connect(&clock_, &MoveClock::expired, this, &GameController::onClockExpired);
    connect(&clock_, &MoveClock::runningChanged, this, &GameController::stateChanged);
    connect(&view_, &HistoryView::step, this, [this] {
        const int next = view_.ply() + 1;
        if (next >= static_cast<int>(game_->history().size())) {
            stopReplay();
            setView(-1);
        } else {
            setView(next);
        }
    });
    // The first bot move waits until the event loop runs, so whoever built us can connect.
    QTimer::singleShot(0, this, &GameController::settle);
}

GameController::~GameController() {
    shutdown();
    game_->removeObserver(this);
}

void GameController::makeGame() {
    if (game_) {
        game_->removeObserver(this);
    }
    game_ = std::make_unique<Game>(settings_.rules);
    game_->addObserver(this);
    opening_ = Opening(settings_.opening);
}

void GameController::assertOwnerThread() const {
    // Everything here runs on the thread that owns the controller (the GUI thread): the bot
    // worker and the autosave writer hand their results back through its event loop.
    Q_ASSERT_X(QThread::currentThread() == thread(), "GameController",
               "called off the owner's thread");
}

const Position& GameController::displayedPosition() const {
    return view_.active() ? view_.position() : game_->position();
}

bool GameController::isHumanTurn() const {
    return !isOver() && settings_.isHuman(actingSeat());
}

bool GameController::isBotTurn() const {
    return !isOver() && !settings_.isHuman(actingSeat());
}

bool GameController::hasBots() const {
    for (int p = 0; p < settings_.rules.players; ++p) {
        if (!settings_.isHuman(static_cast<Player>(p))) {
            return true;
        }
    }
    return false;
}

bool GameController::canUndo() const {
    if (timedOut_ != kNoPlayer || forfeited_ != kNoPlayer) {
        return true;
    }
    if (!game_->canUndo()) {
        return false;
    }
    if (!settings_.hasHuman()) {
        return true;
    }
    // Against a bot, undo goes back to a person's move or choice; with none there is none.
    return anyPersonActed();
}

bool GameController::canRedo() const {
    if (timedOut_ != kNoPlayer || forfeited_ != kNoPlayer) {
        return false;
    }
    // At an opening choice only the choice undone there can come back (R-E16).
    if (openingStep().kind == OpeningStep::Kind::Choose) {
        return !choiceRedo_.empty();
    }
    return !redoStale_ && game_->canRedo();
}

MoveError GameController::playCell(Cell target) {
    assertOwnerThread();
    if (isOver()) {
        return MoveError::GameOver;
    }
    // During an opening choice nobody places a stone (R-E16).
    if (isViewingHistory() || !isHumanTurn() || openingStep().kind == OpeningStep::Kind::Choose) {
        return MoveError::WrongTurn;
    }
    if (const MoveError error = game_->position().check(target); error != MoveError::None) {
        return error;  // refused: nothing changed, nothing to tell anyone
    }
    interrupt();
    const PlayResult result = game_->play(target, game_->toMove());
    settle();
    return result.error;
}

void GameController::undo() {
    assertOwnerThread();
    if (!canUndo()) {
        return;
    }
    stopReplay();
    // Undo works on the live game, so the view returns there first: undone under a past
    // position, the move vanished out of sight and undo seemed to do nothing.
    leaveHistoryView();
    interrupt();
    const bool wasOver = isOver();
    const bool hadForfeit = forfeited_ != kNoPlayer;
    forfeited_ = kNoPlayer;  // the failed engine is asked again, with the position re-sent
    forfeitMessage_.clear();
    if (timedOut_ != kNoPlayer) {
        timedOut_ = kNoPlayer;  // undo takes back the loss on time, and nothing else
    } else if (hadForfeit && !game_->canUndo()) {
        // Nothing played yet: taking back the loss is all there is to undo.
    } else if (settings_.hasHuman()) {
        // R-U5: back to the last person's move (or opening choice, R-E16), taking the bots'
        // replies with it.
        while (game_->canUndo()) {
            if (settings_.isHuman(undoAction())) {
                break;
            }
        }
    } else {
        undoAction();
        paused_ = true;  // bot-vs-bot: hold still so the step back can be looked at
    }
    if (wasOver && !isOver()) {
        emit reopened();
    }
    settle();
}

void GameController::redo() {
    assertOwnerThread();
    if (!canRedo()) {
        return;
    }
    stopReplay();
    leaveHistoryView();
    interrupt();
    // One action: the opening choice undone here, or the next stone (R-E16).
    const auto redoOne = [this] {
        if (openingStep().kind == OpeningStep::Kind::Choose) {
            const OpeningChoice choice = choiceRedo_.back();
            choiceRedo_.pop_back();
            return applyChoice(choice);
        }
        return game_->redo();
    };
    redoOne();
    if (settings_.hasHuman()) {
        while (canRedo() && !isOver() && !isHumanTurn()) {
            redoOne();
        }
    }
    settle();
}

void GameController::newGame() {
    assertOwnerThread();
    stopAndClearGameFlags();
    game_->reset();
    opening_ = Opening(settings_.opening);
    settle();
}

// What every fresh start shares: stop whatever runs (replay, history view, searches) and clear
// the per-game flags.
void GameController::stopAndClearGameFlags() {
    stopReplay();
    leaveHistoryView();
    interrupt();
    timedOut_ = kNoPlayer;
    forfeited_ = kNoPlayer;
    paused_ = false;
    stopped_ = false;
    timeoutPlies_.clear();
    choiceRedo_.clear();
    redoStale_ = false;
    choiceAnnounced_ = false;
}

// A fresh start with new settings (the caller then builds or loads the game).
void GameController::takeSettings(const GameSettings& settings) {
    stopAndClearGameFlags();
    settings_ = settings;
    // Whoever hands over an engine seat its rules do not allow (the caller says why, R-F5).
    resolveEngineSeats(settings_);
    engines_.configure(settings_);
    worker_.setSearchThreads(settings_.botThreads);
}

void GameController::applySettings(const GameSettings& settings) {
    assertOwnerThread();
    if (const auto error = validate(settings.rules)) {
        qWarning("oxo: settings refused: %s", error->message().c_str());
        return;
    }
    if (const auto problem = openingProblem(settings.opening, settings.rules)) {
        qWarning("oxo: settings refused: %s", problem->c_str());
        return;
    }
    takeSettings(settings);
    makeGame();
    emit settingsChanged();
    emit wasReset();
    settle();
}

std::optional<ReplayError> GameController::loadGame(const GameSettings& settings,
                                                    std::span<const Move> moves) {
    // Without its choices a record can only load as far as the opening's first choice.
    if (!Opening::replay(settings.opening, static_cast<int>(moves.size()), {})) {
        return ReplayError{static_cast<std::size_t>(Opening::choiceStones(0)),
                           MoveError::WrongTurn};
    }
    return loadReplayed(settings, moves, {});
}

std::optional<QString> GameController::loadGame(const GameSettings& settings,
                                                std::span<const Move> moves,
                                                std::span<const OpeningChoice> choices) {
    std::string why;
    if (!Opening::replay(settings.opening, static_cast<int>(moves.size()), choices, &why)) {
        return QString::fromStdString(why);
    }
    if (const auto error = loadReplayed(settings, moves, choices)) {
        return QString::fromStdString(error->message());
    }
    return std::nullopt;
}

std::optional<ReplayError> GameController::loadReplayed(const GameSettings& settings,
                                                        std::span<const Move> moves,
                                                        std::span<const OpeningChoice> choices) {
    assertOwnerThread();
    if (validate(settings.rules) || openingProblem(settings.opening, settings.rules)) {
        return ReplayError{0, MoveError::OutOfBounds};
    }
    ReplayError error;
    auto loaded = Game::fromHistory(settings.rules, moves, &error);
    if (!loaded) {
        return error;
    }
    takeSettings(settings);
    game_->removeObserver(this);
    game_ = std::make_unique<Game>(std::move(*loaded));
    game_->addObserver(this);
    opening_ = *Opening::replay(settings_.opening, static_cast<int>(moves.size()), choices);
    emit settingsChanged();
    emit wasReset();
    if (isOver()) {
        emit ended();
    }
    settle();
    return std::nullopt;
}

void GameController::setBotsPaused(bool paused) {
    assertOwnerThread();
    if (paused == paused_) {
        return;
    }
    paused_ = paused;
    if (paused_) {
        interrupt();
    }
    settle();
}

void GameController::showPly(int ply) {
    assertOwnerThread();
    stopReplay();  // a person's choice ends a replay
    setView(ply);
}

void GameController::setView(int ply) {
    const int live = static_cast<int>(game_->history().size());
    if (ply < 0 || ply >= live) {
        if (isViewingHistory()) {
            leaveHistoryView();
            settle();
        }
        return;
    }
    if (ply == view_.ply()) {
        return;
    }
    if (!isViewingHistory()) {
        interrupt();  // the live game waits, bots and clock included, until we return
    }
    view_.show(*game_, ply);
    emit viewChanged();
    emit stateChanged();
}

void GameController::startReplay() {
    if (game_->history().empty()) {
        return;
    }
    stopReplay();
    setView(0);
    view_.startReplay(std::max(settings_.botPauseMs, 250));
    emit stateChanged();
}

void GameController::stopReplay() {
    if (view_.replaying()) {
        view_.stopReplay();
        emit stateChanged();
    }
}

void GameController::leaveHistoryView() {
    if (isViewingHistory()) {
        view_.leave();
        emit viewChanged();
    }
}

void GameController::shutdown() {
    assertOwnerThread();
    stopped_ = true;
    view_.stopReplay();
    interrupt();
    engines_.shutdown();  // END to every engine; the next engine turn starts them again
}

void GameController::movePlayed(const Game& game, const Move& move) {
    // A new move drops the redo tail, and with it the tail's marks.
    timeoutPlies_.resize(game.history().size() - 1);
    timeoutPlies_.push_back(false);
    choiceRedo_.clear();  // the game dropped its redo tail: so do the opening's choices
    redoStale_ = false;
    emit played(move);
}
void GameController::moveUndone(const Game& /*game*/, const Move& move) {
    emit undone(move);
}
void GameController::moveRedone(const Game& /*game*/, const Move& move) {
    emit redone(move);
}
void GameController::gameReset(const Game& /*game*/) {
    emit wasReset();
}
void GameController::gameEnded(const Game& /*game*/) {
    emit ended();
}

}  // namespace oxo::ui
