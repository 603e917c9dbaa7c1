// `oxo-cli match` (R-F3): bots play each other for many games, seats rotating so that each
// bot starts in turn; per bot: wins, draws, losses, think times.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include "oxo/rules.h"

namespace oxo::cli {

struct MatchConfig {
    Rules rules;
    QStringList players;  // one spec per seat, e.g. {"hard", "medium"}
    int games = 10;
    std::uint64_t seed = 1;
    std::chrono::milliseconds budget{100};  // think time per move
};

struct SeatStats {
    QString spec;
    QString name;  // the bot's own name ("hard", ...)
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int illegal = 0;  // games lost by an illegal move
    std::int64_t moves = 0;
    std::chrono::microseconds totalThink{0};
    std::chrono::microseconds longestThink{0};
};

struct MatchResult {
    MatchConfig config;
    std::vector<SeatStats> seats;
    int gamesPlayed = 0;
    QString error;  // set when a player spec is bad; nothing was played
};

// Called after each game with (games done, games total).
using MatchProgress = std::function<void(int, int)>;

MatchResult runMatch(const MatchConfig& config, const MatchProgress& progress = {});

QString matchTable(const MatchResult& result);
QJsonObject matchJson(const MatchResult& result);

}  // namespace oxo::cli
