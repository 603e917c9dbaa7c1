// The game's files without any window (R-F1, R-F2, R-F5): which file the game came from and
// whether it differs from it, Open and Save of a given path, the autosave (written after every
// change, restored at start), and the consent an engine seat in a file needs before its program
// runs. What needs a person — a question, a message — goes through replaceable functions,
// which the window fills with dialogs (FileCommands) and tests with recorders.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <optional>

#include "oxo/controller/game_settings.h"
#include "oxo/files/autosave_store.h"
#include "oxo/files/game_record.h"
#include "oxo/rules.h"

namespace oxo::ui {

class AutosaveWriter;
class GameController;
class GameReviewer;

class GameFiles : public QObject {
    Q_OBJECT

public:
    explicit GameFiles(GameController* controller, QObject* parent = nullptr);
    ~GameFiles() override;

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

    // At start-up: opens `file` if given, else starts a game with `rules` if given (an engine
    // seat they do not allow becomes a Hard bot, with a message), else restores the autosave
    // (a damaged one is reported once, without blocking, and a new game starts; a restored
    // game keeps the file it came from). A file that cannot be opened falls back to the
    // autosave. From then on every change is autosaved to `autosave`, beginning with the game
    // just shown; without one (no free slot) nothing is restored or autosaved.
    void startSession(const QString& file, const std::optional<Rules>& rules,
                      std::optional<AutosaveStore> autosave);
    AutosaveWriter* autosave() const { return writer_; }
    void flushAutosave();
    // R-B5: the game's review is saved with it and read back on Open.
    void setReviewer(GameReviewer* reviewer);
    // What Save writes: the live game with its review.
    GameRecord currentRecord() const;

    // R-F5: a game file or the autosave may name programs to run as engine players. Nothing is
    // started before the person agrees: Run starts them, UseBot gives those seats to OXO's
    // Hard bot, Cancel does not open the file (a restore treats it as UseBot). The question is
    // asked every time; no answer is remembered for files.
    enum class EngineConsent : std::uint8_t { Run, UseBot, Cancel };
    // `programs`: the full paths, one per engine seat; `restoring`: the autosave at start.
    using ConsentAsker = std::function<EngineConsent(const QStringList& programs, bool restoring)>;
    void setConsentAsker(ConsentAsker asker) { consent_ = std::move(asker); }
    // The question's text: the programs exactly as they will run, a long path cut visibly in
    // the middle.
    static QString consentQuestion(const QStringList& programs, bool restoring);

    // A failed open or save (blocking), and a damaged or failed autosave (non-blocking).
    using Reporter = std::function<void(const QString& title, const QString& text)>;
    void setReporter(Reporter reporter) { reporter_ = std::move(reporter); }
    void setNotifier(Reporter notifier) { notifier_ = std::move(notifier); }

signals:
    // The current file or the modified state may have changed: refresh the title.
    void changed();
    // `path` (absolute) became the game's file, by Open or Save.
    void adopted(const QString& path);

private:
    // The settings `record` starts, after asking about its engine seats; empty when the
    // person chose not to open it (never for a restore).
    std::optional<GameSettings> agreedSettings(const GameRecord& record, bool restoring);
    void restore(const AutosaveStore& autosave);
    void onStateChanged();
    // `path` is now the game's file, holding `record`; the autosave is told at once.
    void adoptFile(const QString& path, const GameRecord& record);

    GameController* controller_;
    GameReviewer* reviewer_ = nullptr;
    AutosaveWriter* writer_ = nullptr;
    QString currentFile_;
    std::optional<GameRecord> savedRecord_;  // what currentFile_ holds
    bool loading_ = false;                   // our own loadGame: keep the file name
    bool autosaveDue_ = false;
    bool autosaveFailureShown_ = false;
    ConsentAsker consent_;
    Reporter reporter_;  // blocking: a failed open or save
    Reporter notifier_;  // non-blocking: a damaged autosave, a failed autosave
};

}  // namespace oxo::ui
