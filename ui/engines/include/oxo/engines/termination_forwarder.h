// Outside engines run in process groups of their own (so that ending one ends whatever it
// started), which also means a terminal's Ctrl-C never reaches them. A command-line program
// that runs engines makes one TerminationForwarder first thing in main(), before any thread
// starts: SIGINT, SIGTERM and SIGHUP then end every child's process group before the program
// itself dies of the same signal, as it would have without it. (A kill -9 cannot be caught:
// there each engine's parent-death signal ends it, see process_group.cpp.) POSIX only.
#pragma once

#include <thread>

namespace oxo::pbrain {

class TerminationForwarder {
public:
    TerminationForwarder();
    ~TerminationForwarder();
    TerminationForwarder(const TerminationForwarder&) = delete;
    TerminationForwarder& operator=(const TerminationForwarder&) = delete;

private:
    std::jthread waiter_;
};

}  // namespace oxo::pbrain
