// What the outside-engine tests share: a temporary folder for their files, and the fake
// engine's log (FAKE_BRAIN_LOG) started afresh in it before every test function.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include "fake_brain_log.h"

namespace oxo::test {

class FakeBrainFixture : public QObject {
    Q_OBJECT

protected:
    const QTemporaryDir& dir() const { return dir_; }
    // Every line the fake engines of the running test function were sent.
    QStringList log() const { return brainLog_.lines(); }
    const QString& logPath() const { return brainLog_.path(); }

private slots:
    void init() {
        QVERIFY(dir_.isValid());
        brainLog_.start(dir_);
    }

private:
    QTemporaryDir dir_;
    FakeBrainLog brainLog_;
};

}  // namespace oxo::test
