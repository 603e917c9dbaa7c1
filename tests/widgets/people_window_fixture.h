// What the feedback and motion tests share: the real main window, shown, over a settings file
// of the test's own in which two people play (no bot moves by itself). The settings outlive
// the window, so a test can close it and open it again on the same settings.
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

// X wins down the first column of a 3×3 board (O answers in the second).
inline void playWin(ui::GameController* c) {
    for (Cell cell : {Cell{0, 0}, Cell{1, 0}, Cell{0, 1}, Cell{1, 1}, Cell{0, 2}}) {
        QCOMPARE(c->playCell(cell), MoveError::None);
    }
}

class PeopleWindowFixture : public QObject {
protected:
    // Opens a new window; the first call of a test makes the settings, with `animations`.
    void open(bool animations) {
        if (!dir_) {
            dir_ = std::make_unique<QTemporaryDir>();
            store_ = std::make_unique<QSettings>(dir_->filePath(QStringLiteral("oxo.ini")),
                                                 QSettings::IniFormat);
            people().save(*store_);
            store_->setValue(QStringLiteral("view/animations"), animations);
        }
        window_ = std::make_unique<ui::MainWindow>(store_.get());
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    // Closes the window and forgets the settings (the next open() makes them anew).
    void close() {
        window_.reset();
        store_.reset();
        dir_.reset();
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<QSettings> store_;
    std::unique_ptr<ui::MainWindow> window_;
};

}  // namespace oxo::test
