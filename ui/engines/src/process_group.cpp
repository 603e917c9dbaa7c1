#include "process_group.h"

#include <signal.h>  // NOLINT(modernize-deprecated-headers): POSIX kill(), not in <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace oxo::pbrain {

namespace {

// How long an engine has to exit on END before its process group is ended.
constexpr int kEndWaitMs = 150;
constexpr int kTermWaitMs = 100;

// `group` is the leader's pid (setpgid(0, 0) in the child); it stays valid while any member
// lives, even after the leader itself has been reaped.
void signalGroup(qint64 group, int signal) {
    if (group > 0) {
        ::kill(-static_cast<pid_t>(group), signal);
    }
}

}  // namespace

void startInOwnGroup(QProcess* process) {
    const pid_t parent = ::getpid();
    process->setChildProcessModifier([parent] {
        ::setpgid(0, 0);
        // Its own group hears no Ctrl-C, so the engine dies with its parent instead, however
        // the parent dies (kill -9 too). The parent is this process's GUI or main thread,
        // which lives as long as the process.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) {
            ::_exit(127);  // the parent died before the line above
        }
        // A TerminationForwarder blocks these in the parent; the engine must feel them.
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
    });
}

void killGroup(qint64 group) {
    signalGroup(group, SIGKILL);
}

void endProcessGroup(QProcess* process, qint64 group) {
    if (process->state() != QProcess::NotRunning) {
        process->write("END\r\n");
        process->closeWriteChannel();  // EOF for an engine that ignores END
        process->waitForFinished(kEndWaitMs);
    }
    signalGroup(group, SIGTERM);  // children left behind, or an engine still running
    if (process->state() != QProcess::NotRunning && !process->waitForFinished(kTermWaitMs)) {
        signalGroup(group, SIGKILL);
        process->kill();
        process->waitForFinished(kTermWaitMs);
    }
    signalGroup(group, SIGKILL);  // whatever ignored SIGTERM
}

}  // namespace oxo::pbrain
