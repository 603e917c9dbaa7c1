// BotWorker: the bots' searches, each on a thread of its own (R-U3, R-E11). The other
// threads of the app are the autosave writer's (autosave_writer.h); docs/architecture.md lists
// every thread with its owner.
//
// Contract
// - Who touches what. start(), cancel(), busy(), the destructor and the private drain() run on
//   the thread that owns the BotWorker (the GUI thread). Each search runs on its own
//   std::jthread and touches only what it was handed when the thread was created: its own
//   Position copy, a Bot nobody else is using (or, when none is idle, it makes one with the
//   factory, which is never changed after construction), the budget and a std::stop_token. It never
//   sees the live oxo::Game, the controller or a widget. The one thing both sides touch is the
//   mailbox: the search appends {tag, analysis, bot} under mailboxMutex_ and then asks the
//   owner's event loop to drain() it; drain() takes the answers out under the same mutex and
//   hands the bot back to the idle list (which only the owner's thread touches).
//   std::mutex and thread start/join are what ThreadSanitizer can follow, so the hand-over is
//   checked in the TSan build, not taken on trust.
// - How a search is stopped. Every request gets its own std::stop_source (that of its
//   jthread); cancel(), a new start() and the destructor call request_stop() on it. Bots poll
//   the token and return within ~10 ms (see oxo/bot.h). The destructor joins every thread,
//   so no search outlives the worker and no answer can reach a dead object.
// - Stale answers. Each request carries a tag from a counter that only grows, and drain()
//   emits finished() for every answer with its tag, a cancelled one too: telling a late answer
//   from a current one is the controller's AnswerGate's job, in one place (answer_gate.h).
#pragma once

#include <QObject>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "oxo/bot.h"
#include "oxo/opening_rule.h"
#include "oxo/position.h"

// Signals carry it (here and in GameController), and tests spy on them.
Q_DECLARE_METATYPE(oxo::OpeningChoice)

namespace oxo::ui {

class BotWorker : public QObject {
    Q_OBJECT

public:
    using Factory = std::function<std::unique_ptr<Bot>(BotLevel, std::uint64_t seed)>;
    // What a search hands back: a move, or an opening rule's choice (R-E16).
    struct Outcome {
        Analysis analysis;
        std::optional<OpeningChoice> choice;
    };
    // The work done with the bot on the copy; by default its move (Bot::think). It runs on the
    // search's thread and may touch only its arguments and what it captured by value.
    using Task =
        std::function<Outcome(Bot& bot, const Position& position, const SearchLimits& limits)>;

    // `factory` defaults to oxo::makeBot; tests pass slow or scripted bots.
    explicit BotWorker(QObject* parent = nullptr, Factory factory = {});
    ~BotWorker() override;

    // Starts a search on a copy of `position` (which must not be over), retiring any current
    // one. Returns the request's tag, which finished() will carry.
    std::uint64_t start(const Position& position, BotLevel level, std::chrono::milliseconds budget,
                        Task task = {});
    // The threads each later search may use (SearchLimits::threads; only Hard's gomoku search
    // takes more than one).
    void setSearchThreads(int threads) { searchThreads_ = threads < 1 ? 1 : threads; }
    // Stops the current search; its answer may still come, with its tag.
    void cancel();
    bool busy() const { return currentTag_ != 0; }
    std::size_t runningThreads() const { return threads_.size(); }

signals:
    // Emitted on the owner's thread, only for the current request.
    void finished(std::uint64_t tag, oxo::Analysis analysis);
    // Instead of finished() when the task made an opening choice.
    void chosen(std::uint64_t tag, oxo::OpeningChoice choice);

private:
    struct Answer {
        std::uint64_t tag = 0;
        BotLevel level = BotLevel::Easy;
        Analysis analysis;
        std::unique_ptr<Bot> bot;
        std::optional<OpeningChoice> choice;
    };
    struct Search {
        std::uint64_t tag = 0;
        std::jthread thread;
    };

    Q_INVOKABLE void drain();
    void post(Answer answer);  // called on the search's thread
    std::unique_ptr<Bot> takeIdleBot(BotLevel level);

    Factory factory_;
    std::uint64_t nextTag_ = 1;
    std::uint64_t currentTag_ = 0;  // 0: nothing outstanding
    std::vector<Search> threads_;   // running or finished, not yet joined
    int searchThreads_ = 1;
    std::map<BotLevel, std::vector<std::unique_ptr<Bot>>> idle_;

    std::mutex mailboxMutex_;
    std::vector<Answer> mailbox_;  // guarded by mailboxMutex_
};

}  // namespace oxo::ui
