#include "oxo/controller/bot_worker.h"

#include <QMetaObject>
#include <QThread>
#include <algorithm>
#include <exception>

namespace oxo::ui {

BotWorker::BotWorker(QObject* parent, Factory factory)
    : QObject(parent), factory_(std::move(factory)) {
    if (!factory_) {
        factory_ = [](BotLevel level, std::uint64_t seed) { return makeBot(level, seed); };
    }
}

BotWorker::~BotWorker() {
    for (Search& search : threads_) {
        search.thread.request_stop();
    }
    threads_.clear();  // jthread joins; every search has been told to stop
}

std::unique_ptr<Bot> BotWorker::takeIdleBot(BotLevel level) {
    auto& idle = idle_[level];
    if (idle.empty()) {
        return nullptr;  // the search makes one on its own thread
    }
    auto bot = std::move(idle.back());
    idle.pop_back();
    return bot;
}

std::uint64_t BotWorker::start(const Position& position, BotLevel level,
                               std::chrono::milliseconds budget, Task task) {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    Q_ASSERT(!position.isOver());  // a finished game has no move to search for
    cancel();
    const std::uint64_t tag = nextTag_++;
    currentTag_ = tag;
    // Everything the search needs is moved into the thread when it starts.
    auto body = [this, tag, level, budget, threads = searchThreads_, task = std::move(task)](
                    std::stop_token stop, const Position& copy, std::unique_ptr<Bot> bot) {
        Answer answer{tag, level, {}, nullptr, std::nullopt};
        try {
            if (!bot) {
                // Built here, not on the GUI thread: a search bot may allocate big tables.
                // factory_ is never written after construction, so reading it here is safe.
                bot = factory_(level, 0x0a0b0c0d + tag);
            }
            const SearchLimits limits{
                .budget = budget, .threads = threads, .stop = std::move(stop)};
            if (task) {
                Outcome outcome = task(*bot, copy, limits);
                answer.analysis = std::move(outcome.analysis);
                answer.choice = outcome.choice;
            } else {
                answer.analysis = bot->think(copy, limits);
            }
        } catch (const std::exception&) {
            // A failed search still owes the game a legal move.
            std::vector<Cell> moves;
            copy.legalMoves(moves);
            answer.analysis.move = moves.empty() ? Cell{} : moves.front();
        }
        answer.bot = std::move(bot);
        post(std::move(answer));
    };
    threads_.push_back(Search{tag, std::jthread(body, position, takeIdleBot(level))});
    return tag;
}

void BotWorker::post(Answer answer) {
    {
        std::lock_guard lock(mailboxMutex_);
        mailbox_.push_back(std::move(answer));
    }
    // Only a wake-up crosses Qt's event queue; the data crosses the mutex above.
    QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void BotWorker::cancel() {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    if (currentTag_ == 0) {
        return;
    }
    for (Search& search : threads_) {
        if (search.tag == currentTag_) {
            search.thread.request_stop();
        }
    }
    currentTag_ = 0;
}

void BotWorker::drain() {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    std::vector<Answer> answers;
    {
        std::lock_guard lock(mailboxMutex_);
        answers.swap(mailbox_);
    }
    for (Answer& answer : answers) {
        // The search has posted its last word; its thread ends right after, so join it.
        const auto it = std::find_if(threads_.begin(), threads_.end(),
                                     [&](const Search& s) { return s.tag == answer.tag; });
        if (it != threads_.end()) {
            it->thread.join();
            threads_.erase(it);
        }
        if (answer.bot) {
            idle_[answer.level].push_back(std::move(answer.bot));
        }
        if (answer.tag == currentTag_) {
            currentTag_ = 0;
        }
        // The controller's AnswerGate judges it.
        if (answer.choice) {
            emit chosen(answer.tag, *answer.choice);
        } else {
            emit finished(answer.tag, answer.analysis);
        }
    }
}

}  // namespace oxo::ui
