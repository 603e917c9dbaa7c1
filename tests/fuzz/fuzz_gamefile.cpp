// libFuzzer entry for the game-file reader (R-F4). Besides "no crash, no hang, no unbounded
// memory" (the sanitizers and libFuzzer's limits), it checks the reader's promises:
// exactly one of game or message, the replayed history matches the record, and whatever is
// accepted survives a write and a second read unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "oxo/files/game_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArrayView bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const oxo::ReadResult read = oxo::readGame(bytes);
    if (!read.ok()) {
        if (read.error.isEmpty()) {
            std::abort();  // a refusal must say why
        }
        return 0;
    }
    const oxo::LoadedGame& loaded = *read.game;
    if (!read.error.isEmpty() || loaded.game.history().size() != loaded.record.moves.size() ||
        loaded.game.rules() != loaded.record.rules ||
        loaded.record.players.size() != static_cast<std::size_t>(loaded.record.rules.players)) {
        std::abort();
    }
    for (std::size_t i = 0; i < loaded.record.moves.size(); ++i) {
        if (loaded.game.history()[i].cell != loaded.record.moves[i]) {
            std::abort();
        }
    }
    const oxo::ReadResult again = oxo::readGame(oxo::toJson(loaded.record));
    if (!again.ok() || again.game->record != loaded.record) {
        std::abort();
    }
    return 0;
}
