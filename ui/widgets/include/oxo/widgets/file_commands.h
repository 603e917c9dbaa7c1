// Open, Save, Save As and the autosave of the main window (R-F1, R-F2): the dialogs and
// messages around the controller's GameFiles, which keeps the file, the autosave and the engine
// consent without any window. Widgets reach files only through it. The dialogs go through
// replaceable functions so tests can drive it without a person.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

#include "oxo/controller/game_files.h"
#include "oxo/rules.h"

class QSettings;
class QWidget;

namespace oxo::ui {

class GameController;

class FileCommands : public QObject {
    Q_OBJECT

public:
    // `store` remembers the last folder; `window` parents the dialogs.
    FileCommands(QWidget* window, GameController* controller, QSettings* store);

    GameFiles* gameFiles() const { return files_; }
    QString currentFile() const { return files_->currentFile(); }
    bool isModified() const { return files_->isModified(); }
    QString displayName() const { return files_->displayName(); }

    // GameFiles' own, with the last folder remembered on success.
    bool openFile(const QString& path) { return files_->openFile(path); }
    bool saveTo(const QString& path) { return files_->saveTo(path); }
    bool save();    // to the current file, or asks for one
    bool saveAs();  // always asks
    // Asks for a file, then openFile(). Returns false when cancelled or failed.
    bool open();

    void startSession(const QString& file, const std::optional<Rules>& rules,
                      std::optional<AutosaveStore> autosave) {
        files_->startSession(file, rules, std::move(autosave));
    }
    AutosaveWriter* autosave() const { return files_->autosave(); }
    void flushAutosave() { files_->flushAutosave(); }

    using EngineConsent = GameFiles::EngineConsent;
    using ConsentAsker = GameFiles::ConsentAsker;
    void setConsentAsker(ConsentAsker asker) { files_->setConsentAsker(std::move(asker)); }
    static QString consentQuestion(const QStringList& programs, bool restoring) {
        return GameFiles::consentQuestion(programs, restoring);
    }

    // For tests: replace the file dialogs (return "" to cancel) and the messages.
    using Chooser = std::function<QString(bool forSave, const QString& folder)>;
    using Reporter = GameFiles::Reporter;
    void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
    void setReporter(Reporter reporter) { files_->setReporter(std::move(reporter)); }
    void setNotifier(Reporter notifier) { files_->setNotifier(std::move(notifier)); }
    // Asked before Save As replaces `path`, a name the dialog did not ask about (the suffix
    // was added after it); true replaces.
    using ReplaceAsker = std::function<bool(const QString& path)>;
    void setReplaceAsker(ReplaceAsker asker) { replaceAsker_ = std::move(asker); }

signals:
    // The current file or the modified state may have changed: refresh the title.
    void changed();

private:
    EngineConsent askConsent(const QStringList& programs, bool restoring) const;
    QString lastFolder() const;
    void rememberFolder(const QString& path);

    QWidget* window_;
    QSettings* store_;
    GameFiles* files_;
    Chooser chooser_;
    ReplaceAsker replaceAsker_;
};

}  // namespace oxo::ui
