// An engine runs in a process group of its own, so that ending it ends whatever it started
// (a wrapper script's children, or anything the engine forked). POSIX only, like the rest of
// the engine seats.
#pragma once

#include <QProcess>

namespace oxo::pbrain {

// Before start(): the child makes itself the leader of a new group.
void startInOwnGroup(QProcess* process);

// SIGKILL to every process of `group` (the leader's pid; 0 or less: nothing).
void killGroup(qint64 group);

// Sends END and gives the engine a moment to exit, then ends its whole group (first
// politely, then for good) and reaps the leader. Blocks for at most about a quarter second.
void endProcessGroup(QProcess* process, qint64 group);

}  // namespace oxo::pbrain
