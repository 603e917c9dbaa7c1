// What the study tests share: the real main window, shown, over a settings file of the test's
// own in which two people play on an N×N board with win length K (no bot moves by itself).
#pragma once

#include <QObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/main_window.h"
#include "people.h"

namespace oxo::test {

class SizedWindowFixture : public QObject {
protected:
    void open(int size, int win) {
        window_.reset();
        dir_ = std::make_unique<QTemporaryDir>();
        store_ = std::make_unique<QSettings>(dir_->filePath(QStringLiteral("oxo.ini")),
                                             QSettings::IniFormat);
        people(size, win).save(*store_);
        window_ = std::make_unique<ui::MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void close() {
        window_.reset();
        store_.reset();
        dir_.reset();
    }
    ui::GameController* controller() const { return window_->controller(); }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QSettings> store_;
    std::unique_ptr<ui::MainWindow> window_;
};

}  // namespace oxo::test
