// SIGTERM, SIGINT and SIGHUP close the main window like File → Quit, so a logout or a `kill`
// keeps the game (the autosave is flushed on close) instead of ending the process mid-write.
// The handler only writes a byte to a pipe (async-signal-safe); the event loop does the rest.
#pragma once

class QWidget;

namespace oxo::app {

// Call once, with the window to close; it must outlive the event loop.
void quitOnSignals(QWidget* window);

}  // namespace oxo::app
