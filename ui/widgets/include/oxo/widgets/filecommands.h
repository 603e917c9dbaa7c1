// Open, Save, Save As and the autosave of the main window (R-F1, R-F2): it keeps which file
// the game came from, whether the game differs from it, and hands every change to the
// AutosaveWriter. It talks only to the GameController; dialogs and message boxes go through
// replaceable functions so tests can drive it without a person.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <optional>

#include "oxo/files/autosave_store.h"
#include "oxo/files/game_record.h"
#include "oxo/rules.h"

class QSettings;
class QWidget;

namespace oxo::ui {

class AutosaveWriter;
class GameController;

class FileCommands : public QObject {
    Q_OBJECT

public:
    // `store` remembers the last folder; `window` parents the dialogs.
    FileCommands(QWidget* window, GameController* controller, QSettings* store);
    ~FileCommands() override;

    QString currentFile() const { return currentFile_; }
    // The game differs from its file (or, with no file, has moves).
    bool isModified() const;
    // What the title shows: the file's name, or "Untitled".
    QString displayName() const;

    // Replaces the game with the one in `path`. On any error reports the reader's message
    // and returns false; the game on screen is left exactly as it was.
    bool openFile(const QString& path);
    // Writes the game to `path` (atomically: a failed save keeps the old file) and makes it
    // the current file. Reports the reason and returns false on failure.
    bool saveTo(const QString& path);
    bool save();    // to the current file, or asks for one
    bool saveAs();  // always asks
    // Asks for a file, then openFile(). Returns false when cancelled or failed.
    bool open();

    // At start-up: opens `file` if given, else starts a game with `rules` if given, else
    // restores the autosave (a damaged one is reported once, without blocking, and a new
    // game starts). A file that cannot be opened falls back to the autosave. From then on
    // every change is autosaved to `autosave`, beginning with the game just shown.
    void startSession(const QString& file, const std::optional<Rules>& rules,
                      AutosaveStore autosave);
    AutosaveWriter* autosave() const { return writer_; }
    void flushAutosave();

    // For tests: replace the file dialogs (return "" to cancel) and the messages.
    using Chooser = std::function<QString(bool forSave, const QString& folder)>;
    using Reporter = std::function<void(const QString& title, const QString& text)>;
    void setChooser(Chooser chooser) { chooser_ = std::move(chooser); }
    void setReporter(Reporter reporter) { reporter_ = std::move(reporter); }
    void setNotifier(Reporter notifier) { notifier_ = std::move(notifier); }

signals:
    // The current file or the modified state may have changed: refresh the title.
    void changed();

private:
    QString lastFolder() const;
    void rememberFolder(const QString& path);
    void onStateChanged();

    QWidget* window_;
    GameController* controller_;
    QSettings* store_;
    AutosaveWriter* writer_ = nullptr;
    QString currentFile_;
    std::optional<GameRecord> savedRecord_;  // what currentFile_ holds
    bool loading_ = false;                   // our own loadGame: keep the file name
    bool autosaveDue_ = false;
    bool autosaveFailureShown_ = false;
    Chooser chooser_;
    Reporter reporter_;  // blocking: a failed open or save
    Reporter notifier_;  // non-blocking: a damaged autosave, a failed autosave
};

}  // namespace oxo::ui
