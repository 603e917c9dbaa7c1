#include "oxo/engines/termination_forwarder.h"

#include <signal.h>  // NOLINT(modernize-deprecated-headers): POSIX sigset_t, not in <csignal>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace oxo::pbrain {

namespace {

constexpr int kForwarded[] = {SIGINT, SIGTERM, SIGHUP};
// How often the waiting thread looks at its stop token, and how long the children have to
// end on SIGTERM before they are killed.
constexpr long kPollNs = 100'000'000;
constexpr auto kTermWait = std::chrono::milliseconds(150);

sigset_t forwardedSignals() {
    sigset_t set;
    sigemptyset(&set);
    for (const int signal : kForwarded) {
        sigaddset(&set, signal);
    }
    return set;
}

// The process groups of this process's children: /proc/PID/stat holds "pid (name) state ppid
// pgrp ...", and the name may itself hold spaces and parentheses.
std::vector<pid_t> childGroups() {
    std::vector<pid_t> groups;
    const pid_t self = ::getpid();
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
        std::ifstream stat(entry.path() / "stat");
        std::string line;
        if (!std::getline(stat, line)) {
            continue;
        }
        const auto close = line.rfind(')');
        if (close == std::string::npos) {
            continue;
        }
        char state = 0;
        long parent = 0;
        long group = 0;
        if (std::sscanf(line.c_str() + close + 1, " %c %ld %ld", &state, &parent, &group) == 3 &&
            parent == self && group > 0 && group != ::getpgrp()) {
            groups.push_back(static_cast<pid_t>(group));
        }
    }
    return groups;
}

void signalGroups(const std::vector<pid_t>& groups, int signal) {
    for (const pid_t group : groups) {
        ::kill(-group, signal);
    }
}

[[noreturn]] void forwardAndDie(int signal) {
    const std::vector<pid_t> groups = childGroups();
    signalGroups(groups, SIGTERM);
    std::this_thread::sleep_for(kTermWait);
    signalGroups(groups, SIGKILL);
    // Dies of the signal itself, so the shell sees what it sent (exit status 128 + N).
    ::signal(signal, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    ::pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
    ::raise(signal);
    ::_exit(128 + signal);  // not reached
}

}  // namespace

TerminationForwarder::TerminationForwarder() {
    // Blocked here, so every thread started later (they inherit the mask) leaves the signals
    // to the waiter below; children unblock them again (process_group.cpp).
    const sigset_t set = forwardedSignals();
    ::pthread_sigmask(SIG_BLOCK, &set, nullptr);
    waiter_ = std::jthread([set](const std::stop_token& stop) {
        const timespec poll{0, kPollNs};
        while (!stop.stop_requested()) {
            const int signal = ::sigtimedwait(&set, nullptr, &poll);
            if (signal > 0) {
                forwardAndDie(signal);
            }
        }
    });
}

TerminationForwarder::~TerminationForwarder() {
    waiter_.request_stop();
    waiter_.join();
    const sigset_t set = forwardedSignals();
    ::pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

}  // namespace oxo::pbrain
