// What the settings and dialog tests share: the real main window over a settings file of the
// test's own, made from the settings a test asks for, with the messages it would show caught
// (a notice is kept, a blocking message fails the test), and a helper that answers the next
// modal dialog.
#pragma once

#include <QApplication>
#include <QObject>
#include <QStringList>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "scratch_settings.h"

namespace oxo::test {

// Runs `fn` on the modal widget shown next (a dialog opened by the code under test). `fn`
// records what it sees and closes the dialog; the test checks afterwards, so a failed check
// never leaves a dialog open (and the test waiting for it). Anything else modal is closed.
template <typename Widget>
void onModal(std::function<void(Widget*)> fn, int delayMs = 0) {
    QTimer::singleShot(delayMs, [fn] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* widget = qobject_cast<Widget*>(modal)) {
            fn(widget);
        } else if (modal != nullptr) {
            modal->close();
        }
    });
}

class SettingsWindowFixture : public QObject {
protected:
    // A new window over `settings` (saved first, as a person's last settings would be).
    void makeWindow(const ui::GameSettings& settings) {
        window_.reset();
        settings.save(*store_);
        window_ = std::make_unique<ui::MainWindow>(store_.get());
        window_->files()->setNotifier(
            [this](const QString&, const QString& text) { notified_ << text; });
        window_->files()->setReporter([](const QString&, const QString& text) {
            QFAIL(qPrintable(QStringLiteral("unexpected message: ") + text));
        });
        window_->setConfirmDiscard([] { return true; });
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    ui::GameController* controller() const { return window_->controller(); }
    void setUp() {
        store_.open();
        notified_.clear();
    }
    void tearDown() {
        window_.reset();
        store_.close();
    }

    ScratchSettings store_;
    std::unique_ptr<ui::MainWindow> window_;
    QStringList notified_;
};

}  // namespace oxo::test
