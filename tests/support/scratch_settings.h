// A settings file of a test's own: opened fresh in a new temporary folder before each test and
// removed after it, so that no test reads the user's settings or another test's.
#pragma once

#include <QSettings>
#include <QTemporaryDir>

#include <memory>

namespace oxo::test {

class ScratchSettings {
public:
    void open() {
        dir_ = std::make_unique<QTemporaryDir>();
        store_ = std::make_unique<QSettings>(dir_->filePath(QStringLiteral("oxo.ini")),
                                             QSettings::IniFormat);
    }
    void close() {
        store_.reset();
        dir_.reset();
    }

    // The temporary folder the settings file is in, for a test's other files.
    const QTemporaryDir& dir() const { return *dir_; }
    QSettings* get() const { return store_.get(); }
    QSettings& operator*() const { return *store_; }
    QSettings* operator->() const { return store_.get(); }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QSettings> store_;
};

}  // namespace oxo::test
