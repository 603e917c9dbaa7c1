// GameController: the only object the widgets talk to (R-U2). It owns the oxo::Game, listens
// to it as a GameObserver and re-emits every change as a Qt signal; it decides when a bot
// moves (through the BotWorker, R-U3), runs undo/redo in the way people expect against a bot
// (R-U5), the hint, the move clock (R-U10) and the read-only view of past positions (R-U7).
// Outside pbrain engines (R-F5) play through the EngineDriver like bots; one that crashes,
// hangs or answers nonsense forfeits the game (forfeited()), and undo takes that back.
// Everything here runs on the GUI thread.
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>
#include <random>
#include <span>
#include <vector>

#include "oxo/bot.h"
#include "oxo/controller/answer_gate.h"
#include "oxo/controller/bot_worker.h"
#include "oxo/controller/engine_driver.h"
#include "oxo/controller/game_settings.h"
#include "oxo/controller/history_view.h"
#include "oxo/controller/move_clock.h"
#include "oxo/game.h"
#include "oxo/opening_rule.h"

namespace oxo::ui {

struct Hint {
    Cell cell;
    Analysis analysis;
};

class GameController : public QObject, private GameObserver {
    Q_OBJECT

public:
    explicit GameController(GameSettings settings, QObject* parent = nullptr,
                            BotWorker::Factory botFactory = {});
    ~GameController() override;

    // --- what the widgets read ---
    const GameSettings& settings() const { return settings_; }
    const Game& game() const { return *game_; }
    const Position& position() const { return game_->position(); }
    // The position on the board: the live one, or a past one while viewing history.
    const Position& displayedPosition() const;
    bool isOver() const {
        return game_->status() != Status::InProgress || timedOut_ != kNoPlayer ||
               forfeited_ != kNoPlayer;
    }
    Player timedOut() const { return timedOut_; }  // who lost on time, or kNoPlayer
    // The engine seat that lost by failing (crash, hang, illegal move, garbage), or kNoPlayer;
    // forfeitMessage() says what it did, forfeitWinner() who wins by it.
    Player forfeited() const { return forfeited_; }
    const QString& forfeitMessage() const { return forfeitMessage_; }
    Player forfeitWinner() const;
    // --- the opening rule (R-E16), game_controller_opening.cpp ---
    // The opening's rule and the choices made so far in the live game.
    const Opening& opening() const { return opening_; }
    // What the opening waits for in the live game (Done without an opening rule, or after it).
    OpeningStep openingStep() const;
    // The seat (an index of settings().players) whose player acts now: places a stone,
    // chooses, or moves; kNoPlayer when the game is over.
    Player actingSeat() const;
    // The seat whose player plays `mark` now (the people may have exchanged seats).
    Player seatOfMark(Player mark) const;
    // The mark the player of `seat` plays now: seatOfMark exchanges two players' marks at most,
    // so it is its own inverse.
    Player markOfSeat(Player seat) const { return seatOfMark(seat); }
    // The seat of the player who placed stone `ply` of the live history.
    Player seatOfStone(int ply) const;
    // A person's opening choice. Returns why it was refused (translated; nothing changes),
    // or an empty string.
    QString chooseOpening(OpeningChoice choice);

    bool isHumanTurn() const;
    bool isBotTurn() const;
    bool botThinking() const { return thinking_; }
    bool botsPaused() const { return paused_; }
    bool hasBots() const;
    bool canUndo() const;
    bool canRedo() const;
    bool canHint() const;
    bool hintThinking() const { return gate_.isOpen(AnswerGate::Kind::Hint); }
    const std::optional<Hint>& hint() const { return hint_; }
    int viewPly() const { return view_.ply(); }  // -1: the live game
    bool isViewingHistory() const { return view_.active(); }
    bool isReplaying() const { return view_.replaying(); }
    int clockRemainingMs() const { return clock_.remainingMs(); }  // -1 when no clock runs
    const BotWorker& worker() const { return worker_; }
    // Bot, engine and hint answers that came too late to be used (AnswerGate).
    std::uint64_t droppedAnswers() const { return gate_.dropped(); }
    EngineDriver& engines() { return engines_; }
    const EngineDriver& engines() const { return engines_; }

    // --- what the widgets ask for; each is ignored when it cannot act now ---
    // Plays a person's move; refused (and nothing changes) on a bot's turn, while viewing
    // history, or when the engine refuses the cell.
    MoveError playCell(Cell target);
    void undo();
    void redo();
    void newGame();
    void applySettings(const GameSettings& settings);  // starts a new game with them
    // Replaces the game with `moves` replayed under `settings` (for Open and autosave
    // restore). On a bad history returns the engine's reason and changes nothing. Rules that
    // fail validate() are refused too (reported as move 0, OutOfBounds): check them first.
    std::optional<ReplayError> loadGame(const GameSettings& settings, std::span<const Move> moves);
    // The same with the opening's choices of a record (R-E16); on choices that do not fit the
    // moves returns their reason (English) and changes nothing.
    std::optional<QString> loadGame(const GameSettings& settings, std::span<const Move> moves,
                                    std::span<const OpeningChoice> choices);
    void requestHint();
    void setBotsPaused(bool paused);
    // R-U10: a modal dialog holds the person's attention, so their clock stands still until
    // the matching resumeClock() (calls nest: a message box over the settings dialog).
    void pauseClock() { clock_.hold(); }
    void resumeClock() { clock_.release(); }
    bool clockPaused() const { return clock_.held(); }
    // Whether move `ply` (0-based) of the live history was played because time ran out.
    bool playedOnTimeout(int ply) const;
    void showPly(int ply);  // 0..history size; the history size or -1 returns to live
    void startReplay();
    void stopReplay();
    // Stops every timer, search and engine, and starts none until the next new game, settings
    // change or load; used when the window closes.
    void shutdown();
    // Changes who plays `seat` in the game under way, without starting over: a person or a bot
    // level (an engine only when the seat already names its program and the rules allow one).
    // A search or engine working for that seat is cancelled and, when it is still the seat's
    // turn, started again at the new level; the settings (and so the autosave) follow.
    // Returns false, changing nothing, for a seat the game does not have or a kind it refuses.
    bool setSeatKind(Player seat, PlayerKind kind);

signals:
    void played(oxo::Move move);
    void undone(oxo::Move move);
    void redone(oxo::Move move);
    void wasReset();
    void ended();     // won, drawn or lost on time
    void reopened();  // an undo took back the move that ended the game
    void botThinkingChanged(bool thinking);
    void hintChanged();
    void viewChanged();
    void settingsChanged();
    void seatChanged(oxo::Player seat);  // setSeatKind() changed who plays it
    // R-E16: a person must choose among `options` (openingStep() says who); answered by
    // chooseOpening(). Said once per choice point, and again after an undo or a load.
    void openingChoiceNeeded(QList<oxo::OpeningChoice> options);
    // After every request above has finished changing things: a single place to refresh.
    void stateChanged();

private:
    // GameObserver: the engine's callbacks become signals one to one.
    void movePlayed(const Game& game, const Move& move) override;
    void moveUndone(const Game& game, const Move& move) override;
    void moveRedone(const Game& game, const Move& move) override;
    void gameReset(const Game& game) override;
    void gameEnded(const Game& game) override;

    void assertOwnerThread() const;
    void makeGame();
    void stopAndClearGameFlags();
    void takeSettings(const GameSettings& settings);
    // Stops anything that works on the current position: search, hint, pause, clock.
    void interrupt();
    // After a change: starts the bot or the clock for whoever moves now, then stateChanged.
    void settle();
    void scheduleBot();
    void onBotFinished(std::uint64_t tag, const Analysis& analysis);
    void onBotChose(std::uint64_t tag, OpeningChoice choice);
    std::optional<ReplayError> loadReplayed(const GameSettings& settings,
                                            std::span<const Move> moves,
                                            std::span<const OpeningChoice> choices);
    // Starts a bot's opening decision; false when no opening step waits for one.
    bool scheduleOpeningBot(BotLevel level);
    void announceChoice();
    bool applyChoice(OpeningChoice choice);
    // Takes back the last action (a choice or a stone); returns the seat that made it.
    Player undoAction();
    bool lastActionIsChoice() const;
    bool anyPersonActed() const;
    void applyBotMove();
    void moveAnswered(const Analysis& analysis);  // a bot's or engine's move, for the pause
    void onEngineMove(std::uint64_t tag, Cell cell);
    void onEngineFailed(std::uint64_t tag, Player player, const QString& message);
    void forfeit(Player player, const QString& message);
    void setThinking(bool thinking);
    void stopThinkingUnlessAsked();
    void clearHint();
    void onClockExpired();
    void leaveHistoryView();
    void setView(int ply);

    GameSettings settings_;
    std::unique_ptr<Game> game_;
    BotWorker worker_;
    EngineDriver engines_;
    AnswerGate gate_;                      // which answers are still wanted
    std::optional<Analysis> pendingMove_;  // a bot move waiting for the pause to pass
    QElapsedTimer turnClock_;              // since the bot's turn began
    QTimer pauseTimer_;
    MoveClock clock_;
    HistoryView view_;
    bool thinking_ = false;
    bool paused_ = false;
    bool stopped_ = false;  // shutdown() ran
    Player timedOut_ = kNoPlayer;
    Player forfeited_ = kNoPlayer;
    QString forfeitMessage_;
    std::optional<Hint> hint_;
    std::mt19937_64 rng_{0x5eed};
    // Per ply of the history and its redo tail: played because the person's time ran out.
    std::vector<bool> timeoutPlies_;
    Opening opening_;
    std::vector<OpeningChoice> choiceRedo_;  // choices undone, the next to redo last
    bool redoStale_ = false;                 // a new choice was made under the game's redo tail
    bool choiceAnnounced_ = false;
};

}  // namespace oxo::ui
