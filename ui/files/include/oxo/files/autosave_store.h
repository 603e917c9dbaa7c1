// R-F2: the current game is written to the application's data folder after every move and
// read back at the next start, so a crash or a kill loses nothing. A damaged autosave never
// stops the app: restore() reports it once and moves it aside (renamed, never deleted), so
// the next start is clean and the user can still look at the old file.
#pragma once

#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "oxo/files/game_file.h"

namespace oxo {

// Keys an autosave holds besides the game file's own (the fuzz dictionary lists them too).
QStringList autosaveOnlyKeys();

class AutosaveStore {
    Q_DECLARE_TR_FUNCTIONS(AutosaveStore)

public:
    // Uses defaultDirectory() and the first slot, without claiming it (tests, tools).
    AutosaveStore();
    // For tests and a portable mode: keeps the autosave in `directory`, as `fileName`.
    explicit AutosaveStore(QString directory, QString fileName = QStringLiteral("autosave.oxo"));

    // QStandardPaths::AppDataLocation (needs the application name set first).
    static QString defaultDirectory();

    // Two running OXOs must not write one autosave. claim() takes the first slot of
    // `directory` ("autosave.oxo", "autosave-2.oxo", ...) that no running OXO holds, preferring
    // one that holds a game left behind, and keeps it locked (flock) for as long as a copy
    // of the returned store lives. It also removes what an interrupted save of that slot left
    // (see isTemporaryFileOf). The lock is the system's (flock), so it ends with its owner
    // however the owner ends; an empty, foreign or planted lock file never hides a slot.
    // Empty, with *problem set, when no slot can be had (all held, or the folder unusable).
    static std::optional<AutosaveStore> claim(const QString& directory, QString* problem);

    QString directory() const { return directory_; }
    QString filePath() const;

    // Writes atomically (file_io.h); creates the folder when needed. `sourceFile` is the file
    // the game came from, remembered so a restored game keeps its title and Save target. A few
    // milliseconds even for a full 50×50 game (docs/bench/files.md). On failure returns false
    // and sets *error (with the system's reason: a full disk is reported, never ignored).
    bool save(const GameRecord& record, QString* error = nullptr) const;
    bool save(const GameRecord& record, const QString& sourceFile, QString* error = nullptr) const;

    struct Restored {
        std::optional<LoadedGame> game;  // empty when there was nothing to restore
        QString sourceFile;              // the file the game came from; empty when none
        QString problem;                 // translated; set only when a damaged file was found
        QString setAsidePath;            // where the damaged file now is
    };
    // Nothing saved: neither game nor problem. Damaged: problem set, file renamed aside.
    Restored restore(const FileLimits& limits = {}) const;

    // Forgets the saved game (not used on quit: a clean quit keeps it, R-F2).
    bool discard() const;

private:
    void removeLeftovers() const;

    QString directory_;
    QString fileName_;
    std::shared_ptr<void> lock_;  // the slot's lock, shared by copies (see claim())
};

}  // namespace oxo
