// AnswerGate: the one place a late answer is told from a current one (R-U3, R-F5).
//
// Every request for a bot move, an engine move or a hint opens a ticket naming the request's
// tag and the position it was asked about. An answer is taken only when its tag is the open
// ticket of its kind and the game still stands at that position; taking it closes the ticket.
// Anything else (a cancelled search that finished anyway, an engine that answered after an
// undo) is dropped here and counted. The bot worker and the engine driver forward every
// answer they get; they do not judge it.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>

namespace oxo::ui {

class AnswerGate {
public:
    enum class Kind : std::uint8_t { BotMove, EngineMove, Hint };

    // A new request of `kind` (tag != 0) about the position whose hash is `position`; any
    // earlier ticket of that kind is closed.
    void open(Kind kind, std::uint64_t tag, std::uint64_t position) {
        tickets_[index(kind)] = {tag, position};
    }
    void close(Kind kind) { tickets_[index(kind)] = {}; }
    bool isOpen(Kind kind) const { return tickets_[index(kind)].tag != 0; }

    // Which of `kinds` the answer tagged `tag` belongs to, when it is that kind's open ticket
    // and `position` (the game's hash now) is still the one asked about: the ticket is closed
    // and the answer is to be used. Otherwise nothing, and the answer is counted as dropped.
    std::optional<Kind> take(std::initializer_list<Kind> kinds, std::uint64_t tag,
                             std::uint64_t position) {
        for (const Kind kind : kinds) {
            Ticket& ticket = tickets_[index(kind)];
            if (tag != 0 && ticket.tag == tag) {
                const bool current = ticket.position == position;
                ticket = {};
                if (current) {
                    return kind;
                }
                break;
            }
        }
        ++dropped_;
        return std::nullopt;
    }

    std::uint64_t dropped() const { return dropped_; }

private:
    struct Ticket {
        std::uint64_t tag = 0;
        std::uint64_t position = 0;
    };
    static std::size_t index(Kind kind) { return static_cast<std::size_t>(kind); }

    std::array<Ticket, 3> tickets_{};
    std::uint64_t dropped_ = 0;
};

}  // namespace oxo::ui
