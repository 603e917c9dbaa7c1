// R-F2: the current game is written to the application's data folder after every move and
// read back at the next start, so a crash or a kill loses nothing. A damaged autosave never
// stops the app: restore() reports it once and moves it aside (renamed, never deleted), so
// the next start is clean and the user can still look at the old file.
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QString>

#include "oxo/files/game_file.h"

namespace oxo {

class AutosaveStore {
    Q_DECLARE_TR_FUNCTIONS(AutosaveStore)

public:
    // Uses QStandardPaths::AppDataLocation (needs the application name set first).
    AutosaveStore();
    // For tests and a portable mode: keeps the autosave in `directory`.
    explicit AutosaveStore(QString directory);

    QString directory() const { return directory_; }
    QString filePath() const;

    // Writes atomically; creates the folder when needed. A few milliseconds even for a full
    // 50×50 game (docs/bench/files.md). On failure returns false and sets *error.
    bool save(const GameRecord& record, QString* error = nullptr) const;

    struct Restored {
        std::optional<LoadedGame> game;  // empty when there was nothing to restore
        QString problem;                 // translated; set only when a damaged file was found
        QString setAsidePath;            // where the damaged file now is
    };
    // Nothing saved: neither game nor problem. Damaged: problem set, file renamed aside.
    Restored restore(const FileLimits& limits = {}) const;

    // Forgets the saved game (not used on quit: a clean quit keeps it, R-F2).
    bool discard() const;

private:
    QString directory_;
};

}  // namespace oxo
