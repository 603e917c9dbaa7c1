// R-F2 without blocking the GUI: the autosave's fsync costs 1–8 ms of wall time on a busy
// disk (docs/bench/files.md), so the GUI thread only copies the record (a plain value) and
// a private one-thread pool writes it. Saves never overlap and run in order; when moves come
// faster than the disk, only the newest waiting record is written (the older ones are stale).
#pragma once

#include <QObject>
#include <QThreadPool>
#include <condition_variable>
#include <mutex>
#include <optional>

#include "oxo/files/autosave_store.h"
#include "oxo/files/game_record.h"

namespace oxo::ui {

class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    explicit AutosaveWriter(AutosaveStore store, QObject* parent = nullptr);
    ~AutosaveWriter() override;  // waits for the last save: a clean quit loses nothing

    const AutosaveStore& store() const { return store_; }
    // Queues `record` (and the file it came from, if any), replacing any record still
    // waiting; returns at once.
    void save(GameRecord record, QString sourceFile = {});
    // Blocks until every queued record is on disk (quit, tests).
    void flush();

signals:
    // A save failed (translated reason); emitted on the writer's thread, so connect queued.
    void failed(const QString& error);

private:
    void drain();

    AutosaveStore store_;
    QThreadPool pool_;
    std::mutex mutex_;
    std::optional<GameRecord> pending_;  // guarded by mutex_
    QString pendingSource_;              // guarded by mutex_
    bool running_ = false;               // guarded by mutex_: a drain task is queued or runs
    // Signalled when running_ falls to false. flush() waits on it rather than only on the
    // pool, so the hand-back is ordered by a std::mutex that ThreadSanitizer can see (Qt's
    // own thread-pool locks are not instrumented).
    std::condition_variable idle_;
};

}  // namespace oxo::ui
