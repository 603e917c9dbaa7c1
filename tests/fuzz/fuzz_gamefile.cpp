// libFuzzer entry for every game-file reader (R-F4, R-F7): .oxo, Piskvork's .psq, SGF, the
// .txt of positions and pasted position text. Each input goes to all of them (a reader that
// does not recognise it refuses within its first bytes, so one target covers all at about the
// cost of one). Besides "no crash, no hang, no unbounded memory" (the sanitizers and
// libFuzzer's limits), it checks every reader's promises: exactly one of game or message, the
// replayed history matches the record, and whatever is accepted survives a write in its own
// format and a second read unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "oxo/files/game_formats.h"
#include "oxo/files/position_text.h"

namespace {

void check(bool promise) {
    if (!promise) {
        std::abort();
    }
}

void checkLoaded(const oxo::LoadedGame& loaded) {
    check(loaded.game.history().size() == loaded.record.moves.size() &&
          loaded.game.rules() == loaded.record.rules &&
          loaded.record.players.size() == static_cast<std::size_t>(loaded.record.rules.players));
    for (std::size_t i = 0; i < loaded.record.moves.size(); ++i) {
        check(loaded.game.history()[i].cell == loaded.record.moves[i]);
    }
}

void fuzzFormat(oxo::GameFormat format, QByteArrayView bytes) {
    const oxo::ReadResult read = oxo::readGameAs(format, bytes);
    check(read.ok() == read.error.isEmpty());  // a refusal must say why, and only a refusal
    if (!read.ok()) {
        return;
    }
    const oxo::LoadedGame& loaded = *read.game;
    checkLoaded(loaded);
    QString error;
    const QByteArray written = oxo::gameBytes(format, loaded.record, &error);
    check(!written.isEmpty() && error.isEmpty());
    const oxo::ReadResult again = oxo::readGameAs(format, written);
    check(again.ok());
    if (format == oxo::GameFormat::Positions) {
        // A position holds moves only, and its board is the reader's guess (15×15, else
        // 20×20): the moves come back when the guess does.
        check(again.game->record.rules.size != loaded.record.rules.size ||
              again.game->record.moves == loaded.record.moves);
    } else {
        check(again.game->record == loaded.record);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArrayView bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    for (const oxo::GameFormat format : {oxo::GameFormat::Oxo, oxo::GameFormat::Psq,
                                         oxo::GameFormat::Sgf, oxo::GameFormat::Positions}) {
        fuzzFormat(format, bytes);
    }
    // Pasted text under renju, where the engine's forbidden moves decide what is legal.
    oxo::Rules renju = oxo::Rules::square(15, 5);
    renju.family = oxo::Family::Renju;
    const oxo::PositionParse parse =
        oxo::parsePositionText(QString::fromUtf8(bytes.data(), bytes.size()), renju);
    check(parse.ok() == parse.error.isEmpty());
    for (const oxo::PositionReading& reading : parse.readings) {
        check(!reading.description.isEmpty());
        checkLoaded(reading.game);
    }
    return 0;
}
