// The .oxo game file (R-F1): versioned JSON, written atomically with QSaveFile; reading
// replays every move through the engine and refuses anything damaged or hostile with a
// translated message that says what is wrong and where (R-F4).
//
// Format, version 1 (keys not listed here are ignored, so later versions can add some):
//   { "format": "oxo-game", "version": 1,
//     "rules": { "size": 15, "winLength": 5, "players": 2, "firstPlayer": 0,
//                "earlyDraw": true, "gravity": false, "rule": "freestyle" },
//     (rule: "freestyle", "exact" or "renju", R-E15; older files say "exactLength": true
//     for "exact", which is still written beside it)
//     "players": [ { "name": "Ann", "kind": "human" }, { "name": "", "kind": "hard" } ],
//     "clock": { "enabled": false, "seconds": 30, "onTimeout": "random-move" },  // optional
//     "moves": [ "h8", "h9", ... ] }                                      // landing cells
// rules.size and rules.winLength are required; the other rules fields default as in Rules.
// An engine seat adds "engine": "/absolute/path/pbrain-x" (R-F5); it is refused on rules no
// engine plays and dropped from any other seat. The autosave adds its own keys
// (autosave_store.h). An empty file, or one that is not a regular file, is refused.
#pragma once

#include <optional>
#include <utility>

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>

#include "oxo/files/game_record.h"
#include "oxo/game.h"

namespace oxo {

inline constexpr int kGameFileVersion = 1;
inline constexpr char kGameFileMimeType[] = "application/x-oxo-game";
inline constexpr char kGameFileSuffix[] = "oxo";

// What a reader accepts. The defaults are the app's: boards up to 50×50 (what the settings
// offer) and files up to 4 MiB, refused before any parsing.
struct FileLimits {
    int maxBoardSize = 50;  // at most kMaxSize, the engine's own limit
    qint64 maxBytes = qint64{4} * 1024 * 1024;
};

struct LoadedGame {
    GameRecord record;
    Game game;  // the moves replayed; its history() equals record.moves
};

// Either a game or a message; the caller's own game is never touched by a failed read.
struct ReadResult {
    std::optional<LoadedGame> game;
    QString error;  // translated, e.g. "move 7 ('b3'): that cell is already taken"
    bool ok() const { return game.has_value(); }
};

QByteArray toJson(const GameRecord& record);
// The same with `extra`'s keys added at the top level (the autosave's own keys).
QByteArray toJson(const GameRecord& record, const QJsonObject& extra);

ReadResult readGame(QByteArrayView data, const FileLimits& limits = {});

// Reads `path` (its size is checked before it is read). The message does not name the file;
// the caller puts it in context ("Could not open game.oxo: ...").
ReadResult loadGameFile(const QString& path, const FileLimits& limits = {});

// Atomic and checked (file_io.h): the old file stays intact unless the new one was completely
// written; a full disk is reported with the system's reason, never as success. On failure
// returns false and sets *error (translated) when given.
bool saveGameFile(const QString& path, const GameRecord& record, QString* error = nullptr);
// The same for a file that must not exist yet (file_io.h createNewFile): never through a link,
// never over another file. For folders others may write to, such as a match's.
bool saveNewGameFile(const QString& path, const GameRecord& record, QString* error = nullptr);

}  // namespace oxo
