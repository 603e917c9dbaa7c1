#include "quit_on_signal.h"

#include <fcntl.h>
#include <unistd.h>

#include <QApplication>
#include <QSocketNotifier>
#include <QWidget>
#include <csignal>

namespace oxo::app {

namespace {

int wakePipe[2] = {-1, -1};

extern "C" void onSignal(int /*signal*/) {
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(wakePipe[1], &byte, 1);
}

}  // namespace

void quitOnSignals(QWidget* window) {
    if (::pipe2(wakePipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        return;  // the default action (ending the process) stays
    }
    auto* notifier = new QSocketNotifier(wakePipe[0], QSocketNotifier::Read, window);
    QObject::connect(notifier, &QSocketNotifier::activated, window, [window, notifier] {
        char byte = 0;
        while (::read(wakePipe[0], &byte, 1) > 0) {
        }
        notifier->setEnabled(false);
        window->close();  // closeEvent stops the bots and engines and flushes the autosave
        QApplication::quit();
    });
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGINT, SIGHUP}) {
        ::sigaction(signal, &action, nullptr);
    }
}

}  // namespace oxo::app
