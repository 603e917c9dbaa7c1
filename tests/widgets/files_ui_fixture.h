// What the file tests of the real window share (test_files_ui, test_autosave_ui): a window
// over a scratch settings file in which two people play, with its file dialog, messages and
// engine question replaced by recorders (FileCommands' and MainWindow's test hooks).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

#include "oxo/controller/game_controller.h"
#include "oxo/files/game_record.h"
#include "oxo/widgets/file_commands.h"
#include "oxo/widgets/main_window.h"
#include "scratch_settings.h"

namespace oxo::test {

inline GameRecord fileGame() {
    GameRecord record;
    record.rules = Rules::square(9, 4);
    record.rules.players = 3;
    record.rules.firstPlayer = 2;
    record.players = {{QStringLiteral("Ann"), oxo::PlayerKind::Human},
                      {QStringLiteral("Bob"), oxo::PlayerKind::Human},
                      {QStringLiteral("Cy"), oxo::PlayerKind::Human}};
    record.moves = {{4, 4}, {0, 0}, {8, 8}, {4, 5}};
    record.clock.seconds = 90;
    return record;
}

struct Messages {
    QStringList titles;
    QStringList texts;
};

class FilesUiFixture : public QObject {
protected:
    test::ScratchSettings store_;
    std::unique_ptr<ui::MainWindow> window_;
    Messages reported_;  // blocking messages (failed open/save)
    Messages notified_;  // non-blocking ones (damaged autosave)
    QString chosen_;     // what the replaced file dialog answers
    int asked_ = 0;      // how often the dialog was shown

    QString path(const char* name) const { return store_.dir().filePath(QLatin1String(name)); }
    ui::GameController* controller() const { return window_->controller(); }
    ui::FileCommands* files() const { return window_->files(); }

    void makeWindow() {
        window_ = std::make_unique<ui::MainWindow>(store_.get());
        files()->setReporter([this](const QString& title, const QString& text) {
            reported_.titles << title;
            reported_.texts << text;
        });
        files()->setNotifier([this](const QString& title, const QString& text) {
            notified_.titles << title;
            notified_.texts << text;
        });
        files()->setChooser([this](bool, const QString&) {
            ++asked_;
            return chosen_;
        });
        window_->setConfirmDiscard([] { return true; });
        // Engine seats in files are run without asking here (the question: test_engine_consent).
        files()->setConsentAsker(
            [](const QStringList&, bool) { return ui::FileCommands::EngineConsent::Run; });
    }

    // Before each test: fresh settings, no messages, a new window.
    void setUp() {
        store_.open();
        ui::GameSettings settings = ui::GameSettings::defaults();
        settings.botPauseMs = 0;
        settings.players[1].name = QStringLiteral("Bob");  // a person: no bot moves
        settings.players[1].kind = oxo::PlayerKind::Human;
        settings.save(*store_);
        reported_ = {};
        notified_ = {};
        chosen_.clear();
        asked_ = 0;
        makeWindow();
    }
    void tearDown() {
        window_.reset();
        store_.close();
    }
};

}  // namespace oxo::test
