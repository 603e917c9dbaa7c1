// A fixed-size array that starts all zero without writing it: the memory comes from calloc,
// which for arrays this large maps fresh zero pages, so a new table or new rules cost nothing
// until a slot is used (filling 16 MiB by hand cost a bot ~30 ms on its first move). Every
// table of the bots lives in one: the small solvers' and Hard's transposition tables (table.h)
// and Hard's threat table. Entries must be trivially copyable, and all-zero must mean "empty".
#pragma once

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

namespace oxo::tt {

template <class Entry>
class ZeroedArray {
    static_assert(std::is_trivially_copyable_v<Entry>);

public:
    // Every entry zero again, `count` of them (the old memory is given back, not overwritten).
    void reset(std::size_t count) {
        data_.reset();
        data_.reset(static_cast<Entry*>(std::calloc(count, sizeof(Entry))));
        if (!data_) {
            throw std::bad_alloc();
        }
        size_ = count;
    }
    void release() {
        data_.reset();
        size_ = 0;
    }
    // The same entries as `other` (for a search that must leave a table as it found it).
    void copyFrom(const ZeroedArray& other) {
        if (size_ != other.size_) {
            reset(other.size_);
        }
        if (size_ > 0) {
            std::memcpy(data_.get(), other.data_.get(), size_ * sizeof(Entry));
        }
    }
    std::size_t size() const { return size_; }
    Entry& operator[](std::size_t i) { return data_.get()[i]; }
    const Entry& operator[](std::size_t i) const { return data_.get()[i]; }

private:
    struct Free {
        void operator()(Entry* p) const { std::free(p); }
    };
    std::unique_ptr<Entry, Free> data_;
    std::size_t size_ = 0;
};

}  // namespace oxo::tt
