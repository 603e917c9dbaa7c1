// What each make changed on the pattern board, newest last, so that unmake puts back exactly
// what was there instead of computing it again: unmake is then a replay of a short list, and
// the threat-cell sets come back in their old order too, so a search visits the same moves in
// the same order whatever was made and unmade before.
//
// Changes are stored by index, not by address, so a copied board's journal stays its own.
#pragma once

#include <cstdint>
#include <vector>

#include "cell_set.h"

namespace oxo::hard {

class BoardJournal {
public:
    struct Mark {
        std::size_t bytes = 0;
        std::size_t sets = 0;
    };

    void clear() {
        bytes_.clear();
        sets_.clear();
    }
    Mark mark() const { return {bytes_.size(), sets_.size()}; }

    // The board's byte at `index` (a shape or a class) is about to change from `old`.
    void byteChanged(std::uint32_t index, std::uint8_t old) { bytes_.push_back({index, old}); }
    // Puts `cell` in or out of `set` (known to the board as `id`), noting what that did.
    void setMember(CellSet& set, std::uint8_t id, int cell, bool member) {
        if (member) {
            if (set.added(cell)) {
                sets_.push_back({cell, -1, id});
            }
        } else if (const int at = set.erasedAt(cell); at >= 0) {
            sets_.push_back({cell, at, id});
        }
    }

    // Undoes every change after `m`, newest first: `restoreByte(index, old)` and
    // `setOf(id)` reach the board's arrays and sets.
    template <typename RestoreByte, typename SetOf>
    void undoTo(const Mark& m, RestoreByte restoreByte, SetOf setOf) {
        // Walked with local pointers and shrunk once at the end: the restored bytes could alias
        // the vectors' own pointers, so popping item by item would reload them every time.
        const SetChange* const setsFrom = sets_.data() + m.sets;
        for (const SetChange* c = sets_.data() + sets_.size(); c != setsFrom;) {
            --c;
            CellSet& set = setOf(c->id);
            if (c->at < 0) {
                set.undoAdd(c->cell);
            } else {
                set.undoErase(c->cell, c->at);
            }
        }
        sets_.resize(m.sets);
        const ByteChange* const bytesFrom = bytes_.data() + m.bytes;
        for (const ByteChange* c = bytes_.data() + bytes_.size(); c != bytesFrom;) {
            --c;
            restoreByte(c->index, c->old);
        }
        bytes_.resize(m.bytes);
    }

private:
    struct ByteChange {
        std::uint32_t index;
        std::uint8_t old;
    };
    struct SetChange {
        std::int32_t cell;
        std::int32_t at;  // -1: it was added
        std::uint8_t id;
    };
    std::vector<ByteChange> bytes_;
    std::vector<SetChange> sets_;
};

}  // namespace oxo::hard
