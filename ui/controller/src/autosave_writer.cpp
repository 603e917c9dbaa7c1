#include "oxo/controller/autosave_writer.h"

#include <QThread>

namespace oxo::ui {

AutosaveWriter::AutosaveWriter(AutosaveStore store, QObject* parent)
    : QObject(parent), store_(std::move(store)) {
    pool_.setMaxThreadCount(1);
    pool_.setObjectName(QStringLiteral("autosave"));
}

AutosaveWriter::~AutosaveWriter() {
    flush();
}

void AutosaveWriter::save(GameRecord record, QString sourceFile) {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    const std::lock_guard lock(mutex_);
    pending_ = std::move(record);
    pendingSource_ = std::move(sourceFile);
    if (!running_) {
        running_ = true;
        pool_.start([this] { drain(); });
    }
}

void AutosaveWriter::drain() {
    for (;;) {
        GameRecord record;
        QString source;
        {
            const std::lock_guard lock(mutex_);
            if (!pending_) {
                running_ = false;
                idle_.notify_all();
                return;
            }
            record = std::move(*pending_);
            source = std::move(pendingSource_);
            pending_.reset();
        }
        QString error;
        if (!store_.save(record, source, &error)) {
            emit failed(error);
        }
    }
}

void AutosaveWriter::flush() {
    Q_ASSERT_X(QThread::currentThread() == thread(), Q_FUNC_INFO, "called off the owner's thread");
    {
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [this] { return !running_; });
    }
    pool_.waitForDone();  // the pool's thread itself has nothing of ours left to touch
}

}  // namespace oxo::ui
