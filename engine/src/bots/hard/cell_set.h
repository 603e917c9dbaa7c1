// A set of cell indices with O(1) insert, erase and membership, iterable in insertion order
// (until an erase moves the last item into the gap). The pattern board keeps one per player
// and threat level, and one of the cells near the stones, up to date in make/unmake.
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

namespace oxo::hard {

class CellSet {
public:
    void reset(std::size_t cells) {
        items_.clear();
        where_.assign(cells, -1);
    }
    bool contains(int cell) const { return where_[static_cast<std::size_t>(cell)] >= 0; }
    void insert(int cell) {
        auto& at = where_[static_cast<std::size_t>(cell)];
        if (at < 0) {
            at = static_cast<std::int32_t>(items_.size());
            items_.push_back(cell);
        }
    }
    void erase(int cell) {
        auto& at = where_[static_cast<std::size_t>(cell)];
        if (at >= 0) {
            const int last = items_.back();
            items_[static_cast<std::size_t>(at)] = last;
            where_[static_cast<std::size_t>(last)] = at;
            items_.pop_back();
            at = -1;
        }
    }
    // insert and erase that say what they did, so that it can be undone exactly (below):
    // whether the cell was added; the position it was erased from, or -1.
    bool added(int cell) {
        const bool absent = !contains(cell);
        insert(cell);
        return absent;
    }
    int erasedAt(int cell) {
        const std::int32_t at = where_[static_cast<std::size_t>(cell)];
        erase(cell);
        return at;
    }
    // The exact inverses, newest first: the set is then as it was, in the same order.
    void undoAdd(int cell) {
        assert(!items_.empty() && items_.back() == cell);
        items_.pop_back();
        where_[static_cast<std::size_t>(cell)] = -1;
    }
    void undoErase(int cell, int at) {
        const auto end = static_cast<std::int32_t>(items_.size());
        assert(at >= 0 && at <= end && !contains(cell));
        if (at == end) {
            items_.push_back(cell);
        } else {
            const int moved = items_[static_cast<std::size_t>(at)];
            items_.push_back(moved);
            where_[static_cast<std::size_t>(moved)] = end;
            items_[static_cast<std::size_t>(at)] = cell;
        }
        where_[static_cast<std::size_t>(cell)] = at;
    }
    void set(int cell, bool member) {
        if (member) {
            insert(cell);
        } else {
            erase(cell);
        }
    }
    std::size_t size() const { return items_.size(); }
    bool empty() const { return items_.empty(); }
    int operator[](std::size_t i) const {
        assert(i < items_.size());
        return items_[i];
    }
    std::vector<int>::const_iterator begin() const { return items_.begin(); }
    std::vector<int>::const_iterator end() const { return items_.end(); }

private:
    std::vector<int> items_;
    std::vector<std::int32_t> where_;  // position in items_, -1 when absent
};

}  // namespace oxo::hard
