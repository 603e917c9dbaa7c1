// Tools behind Hard's strength figures, engine only; not run by CTest. Each
// subcommand prints what it made; docs/bench/strength.md has the commands that were run.
//
//   hard_tools openings SIZE COUNT SEED NODES
//       Balanced openings: random 3-stone openings (X, O, X) in the middle 7x7 of the board,
//       kept when Hard, searching NODES nodes, scores the side to move within +-kBalanced and
//       proves nothing. One opening per line, in cell notation.
//
//   hard_tools selfplay SIZE K GAMES NODES SEED
//       Hard against itself, NODES nodes a move, from random 3-stone openings in the middle
//       7x7; one game per line: the result for X (1, 0.5, 0) and the moves.
//
//   hard_tools ab SIZE OPENINGS MS VARIANT_A VARIANT_B
//       Two variants of Hard at MS ms a move, every opening of the file with both colours;
//       a variant is "baseline" (alphabeta-r1) or knobs of SearchSettings, e.g.
//       "opponentVcfDepth=0,rootVct=0" ("default" for none). Prints W/D/L of A.
//
//   hard_tools puzzles SIZE K ATTACKS DEFENCES FILE...
//       Puzzles from the positions of self-play games (FILE, as selfplay writes them, of this
//       SIZE and K), proved with tests/bots/puzzle_prover.h. Attack: the side to move wins by
//       continuous fours in 5..15 plies (not in 3); solutions are every move that keeps a
//       proven VCF (at most 3 of them). Defence: the opponent would win by fours if it moved
//       now, the side to move has no such win, and of all legal moves only 1..4 leave the
//       opponent without a VCF within 15 plies; every other move is proven to lose.
//
//   hard_tools solve MS FILE...
//       Hard (the bot the app uses) on every puzzle of the files with MS ms to think, as a
//       player would give it: solved / total per kind, and the failures.
//
//   hard_tools tune FILE...
//       Fits the evaluation weights to self-play results (Texel's method): every position of
//       the games where nobody can complete K at once is a sample; its features are the
//       counts of each shape and cell class for the side to move and for the other side,
//       the model is sigmoid(eval / 400) of the side to move's result, and the weights
//       follow the gradient of the squared error. Prints the weights for eval_weights.cpp.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <cmath>
#include <fstream>
#include <sstream>

#include "../bots/puzzle_file.h"
#include "../bots/puzzle_prover.h"
#include "hard/searcher.h"
#include "hard/window.h"
#include "oxo/bot.h"
#include "oxo/bots/baseline_bot.h"
#include "oxo/notation.h"

using namespace oxo;

namespace {

constexpr int kBalanced = 120;

// Three marks at random in the 7x7 square around the centre: an opening for self-play.
std::vector<Cell> randomOpening(int size, int k, std::mt19937_64& rng) {
    Position position(Rules::square(size, k));
    const int lo = size / 2 - 3;
    std::vector<Cell> moves;
    while (moves.size() < 3) {
        const Cell c{lo + static_cast<int>(rng() % 7), lo + static_cast<int>(rng() % 7)};
        if (position.check(c) == MoveError::None) {
            position.make(c);
            moves.push_back(c);
        }
    }
    return moves;
}

int openings(int size, int count, std::uint64_t seed, std::uint64_t nodes) {
    std::mt19937_64 rng(seed);
    std::set<std::vector<int>> seen;
    hard::Searcher searcher;
    int made = 0;
    for (int attempt = 0; made < count && attempt < 100 * count; ++attempt) {
        const std::vector<Cell> moves = randomOpening(size, 5, rng);
        Position position(Rules::square(size, 5));
        for (const Cell c : moves) {
            position.make(c);
        }
        std::vector<int> key;
        for (const Cell c : moves) {
            key.push_back(position.index(c));
        }
        if (!seen.insert(key).second) {
            continue;
        }
        SearchLimits limits;
        limits.budget = std::chrono::hours(1);
        limits.nodes = nodes;
        const Analysis a = searcher.analyse(position, hard::chooseWindow(position).window, limits);
        if (a.proven || std::abs(a.score) > kBalanced) {
            continue;
        }
        std::printf("%s %s %s\n", cellName(moves[0]).c_str(), cellName(moves[1]).c_str(),
                    cellName(moves[2]).c_str());
        ++made;
    }
    return made == count ? 0 : 1;
}

int selfplay(int size, int k, int games, std::uint64_t nodes, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    hard::Searcher x;
    hard::Searcher o;
    for (int g = 0; g < games; ++g) {
        std::vector<Cell> moves = randomOpening(size, k, rng);
        Position position(Rules::square(size, k));
        for (const Cell c : moves) {
            position.make(c);
        }
        while (!position.isOver()) {
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.nodes = nodes;
            hard::Searcher& s = position.toMove() == 0 ? x : o;
            const Analysis a = s.analyse(position, hard::chooseWindow(position).window, limits);
            position.make(a.move);
            moves.push_back(a.move);
        }
        const double result = position.status() == Status::Draw ? 0.5
                              : position.winner() == 0          ? 1.0
                                                                : 0.0;
        std::printf("%.1f", result);
        for (const Cell c : moves) {
            std::printf(" %s", cellName(c).c_str());
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}

// Features of one side: shape counts by slot (levels 1..4, flex and block) and class counts.
constexpr int kSlots = 10;  // shapes 0..9 (K = 5)
constexpr int kFeatures = kSlots + hard::kClassCount;

struct Sample {
    std::array<double, kFeatures> mover{};
    std::array<double, kFeatures> other{};
    double result = 0;  // for the side to move
};

void features(const hard::PatternBoard& board, int p, std::array<double, kFeatures>& out) {
    out.fill(0);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.at(cell) != 0) {
            continue;
        }
        for (int dir = 0; dir < 4; ++dir) {
            const hard::Shape s = board.shape(cell, p, dir);
            if (s < kSlots) {
                out[s] += 1;
            }
        }
        out[kSlots + board.cellClass(cell, p)] += 1;
    }
}

// One line of a self-play file: "RESULT MOVE MOVE ...", the result from X's side.
struct GameLine {
    double result = 0;
    std::vector<std::string> moves;
};

std::vector<GameLine> readGameLines(const std::vector<std::string>& files) {
    std::vector<GameLine> games;
    for (const std::string& name : files) {
        std::ifstream in(name);
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line);
            GameLine game;
            words >> game.result;
            std::string word;
            while (words >> word) {
                game.moves.push_back(word);
            }
            games.push_back(std::move(game));
        }
    }
    return games;
}

std::vector<Sample> readSamples(const std::vector<std::string>& files) {
    std::vector<Sample> samples;
    hard::ShapeTable table;
    table.build(5, false);
    for (const GameLine& game : readGameLines(files)) {
        const double resultX = game.result;
        const std::vector<std::string>& names = game.moves;
        std::vector<Cell> moves;
        int size = 0;
        // The board size is not stored: the largest coordinate decides between 15 and 20.
        size = 15;
        for (const std::string& n : names) {
            const auto parsed = parseCell(n, 20);
            if (parsed.cell && std::max(parsed.cell->row, parsed.cell->col) >= 15) {
                size = 20;
            }
        }
        for (const std::string& n : names) {
            moves.push_back(*parseCell(n, size).cell);
        }
        Position position(Rules::square(size, 5));
        hard::PatternBoard board;
        board.setup(position.rules(), hard::Window{0, 0, size, size}, &table,
                    hard::EvalWeights::tuned());
        board.load(position);
        for (std::size_t i = 0; i + 1 < moves.size(); ++i) {
            board.make(board.fromCell(moves[i]));
            if (i < 3) {
                continue;
            }
            const int me = board.toMove();
            if (!board.winCells(0).empty() || !board.winCells(1).empty()) {
                continue;  // a win or a forced block: not a quiet position
            }
            Sample sample;
            features(board, me, sample.mover);
            features(board, 1 - me, sample.other);
            sample.result = me == 0 ? resultX : 1.0 - resultX;
            samples.push_back(sample);
        }
    }
    return samples;
}

int tune(const std::vector<std::string>& files) {
    const std::vector<Sample> samples = readSamples(files);
    std::fprintf(stderr, "%zu samples\n", samples.size());
    const hard::EvalWeights start = hard::EvalWeights::tuned();
    // Parameters: mover shape 1..9, mover class, other shape 1..9, other class.
    std::vector<double> w(2 * kFeatures, 0.0);
    for (int i = 0; i < kSlots; ++i) {
        w[static_cast<std::size_t>(i)] = start.mover[static_cast<std::size_t>(i)];
        w[static_cast<std::size_t>(kFeatures + i)] = start.other[static_cast<std::size_t>(i)];
    }
    for (int c = 0; c < hard::kClassCount; ++c) {
        w[static_cast<std::size_t>(kSlots + c)] = start.moverClass[static_cast<std::size_t>(c)];
        w[static_cast<std::size_t>(kFeatures + kSlots + c)] =
            start.otherClass[static_cast<std::size_t>(c)];
    }
    // Fixed: the win shapes (excluded from the samples) and the unused slot 1; the class of a
    // win and "none" carry no information of their own.
    const auto frozen = [](std::size_t i) {
        const std::size_t f = i % kFeatures;
        return f == 0 || f == 1 || f == kSlots + hard::kClassWin || f == kSlots + hard::kClassNone;
    };
    constexpr double kScale = 400.0;
    std::vector<double> m(w.size(), 0.0);
    std::vector<double> v(w.size(), 0.0);
    const auto loss = [&](bool withGradient, std::vector<double>* gradient) {
        double total = 0;
        if (withGradient) {
            gradient->assign(w.size(), 0.0);
        }
        for (const Sample& s : samples) {
            double eval = 0;
            for (int i = 0; i < kFeatures; ++i) {
                eval += w[static_cast<std::size_t>(i)] * s.mover[static_cast<std::size_t>(i)] -
                        w[static_cast<std::size_t>(kFeatures + i)] *
                            s.other[static_cast<std::size_t>(i)];
            }
            const double p = 1.0 / (1.0 + std::exp(-eval / kScale));
            const double error = p - s.result;
            total += error * error;
            if (withGradient) {
                const double d = 2 * error * p * (1 - p) / kScale;
                for (int i = 0; i < kFeatures; ++i) {
                    (*gradient)[static_cast<std::size_t>(i)] +=
                        d * s.mover[static_cast<std::size_t>(i)];
                    (*gradient)[static_cast<std::size_t>(kFeatures + i)] -=
                        d * s.other[static_cast<std::size_t>(i)];
                }
            }
        }
        return total / static_cast<double>(samples.size());
    };
    std::vector<double> gradient;
    std::fprintf(stderr, "start loss %.6f\n", loss(false, nullptr));
    constexpr double kRate = 0.5;
    for (int step = 1; step <= 3000; ++step) {
        const double l = loss(true, &gradient);
        for (std::size_t i = 0; i < w.size(); ++i) {
            if (frozen(i)) {
                continue;
            }
            const double g = gradient[i] / static_cast<double>(samples.size());
            m[i] = 0.9 * m[i] + 0.1 * g;
            v[i] = 0.999 * v[i] + 0.001 * g * g;
            const double mh = m[i] / (1 - std::pow(0.9, step));
            const double vh = v[i] / (1 - std::pow(0.999, step));
            w[i] -= kRate * mh / (std::sqrt(vh) + 1e-9);
            w[i] = std::max(0.0, w[i]);  // a shape never hurts its owner
        }
        if (step % 500 == 0) {
            std::fprintf(stderr, "step %d loss %.6f\n", step, l);
        }
    }
    const auto row = [&](const char* name, int offset, int count) {
        std::printf("    w.%s = {", name);
        for (int i = 0; i < count; ++i) {
            std::printf("%s%d", i == 0 ? "" : ", ",
                        static_cast<int>(std::lround(w[static_cast<std::size_t>(offset + i)])));
        }
        std::printf("};\n");
    };
    row("mover", 0, kSlots);
    row("other", kFeatures, kSlots);
    row("moverClass", kSlots, hard::kClassCount);
    row("otherClass", kFeatures + kSlots, hard::kClassCount);
    return 0;
}

// A Searcher with its settings behind the Bot interface.
class VariantBot final : public Bot {
public:
    explicit VariantBot(const hard::SearchSettings& settings) : searcher_(settings) {}
    std::string_view name() const override { return "variant"; }
    Analysis think(const Position& position, const SearchLimits& limits) override {
        return searcher_.analyse(position, hard::chooseWindow(position).window, limits);
    }

private:
    hard::Searcher searcher_;
};

// A knob's value from the command line's whole number: a switch is 0 or 1, a share is given
// in percent, the rest are taken as they are.
template <typename Field>
void setField(Field& field, long long value) {
    if constexpr (std::is_same_v<Field, bool>) {
        field = value != 0;
    } else if constexpr (std::is_floating_point_v<Field>) {
        field = static_cast<Field>(value) / 100.0;
    } else {
        field = static_cast<Field>(value);
    }
}

// Sets the knob named `key`; false when there is none by that name.
bool setKnob(hard::SearchSettings& settings, const std::string& key, long long value) {
    const auto knob = [&](const char* name, auto& field) {
        if (key != name) {
            return false;
        }
        setField(field, value);
        return true;
    };
    return knob("opponentVcfDepth", settings.opponentVcfDepth) ||
           knob("ownVcfDepth", settings.ownVcfDepth) ||
           knob("nodeVcfBudget", settings.nodeVcfBudget) ||
           knob("quiescenceFourPlies", settings.quiescenceFourPlies) ||
           knob("quiescenceFours", settings.quiescenceFours) || knob("rootVct", settings.rootVct) ||
           knob("rootSafety", settings.rootSafety) ||
           knob("rootSafetyQuiet", settings.rootSafetyQuiet) ||
           knob("verifyChoice", settings.verifyChoice) || knob("aspiration", settings.aspiration) ||
           knob("lmrMinDepth", settings.lmrMinDepth) || knob("lmpBase", settings.lmpBase) ||
           knob("lmpScale", settings.lmpScale) || knob("lmpMaxDepth", settings.lmpMaxDepth) ||
           knob("lmrLog", settings.lmrLog) || knob("nullMove", settings.nullMove) ||
           knob("futilityMargin", settings.futilityMargin) ||
           knob("quietShare", settings.quietShare) || knob("sharpShare", settings.sharpShare);
}

std::unique_ptr<Bot> makeVariant(const std::string& spec) {
    if (spec == "baseline") {
        return makeBaselineBot("alphabeta-r1");
    }
    hard::SearchSettings settings;
    std::istringstream items(spec == "default" ? std::string() : spec);
    std::string item;
    while (std::getline(items, item, ',')) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        if (!setKnob(settings, key, std::atoll(item.substr(eq + 1).c_str()))) {
            std::fprintf(stderr, "unknown knob '%s'\n", key.c_str());
            std::exit(2);
        }
    }
    return std::make_unique<VariantBot>(settings);
}

int ab(int size, const std::string& openingFile, int ms, const std::string& a,
       const std::string& b) {
    std::vector<std::vector<Cell>> openings;
    std::ifstream in(openingFile);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::vector<Cell> cells;
        std::string word;
        while (words >> word) {
            cells.push_back(*parseCell(word, size).cell);
        }
        if (!cells.empty() && line[0] != '#') {
            openings.push_back(cells);
        }
    }
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (std::size_t g = 0; g < 2 * openings.size(); ++g) {
        std::unique_ptr<Bot> botA = makeVariant(a);
        std::unique_ptr<Bot> botB = makeVariant(b);
        Position position(Rules::square(size, 5));
        for (const Cell c : openings[g / 2]) {
            position.make(c);
        }
        // Even games: A moves first after the opening; odd games: B does.
        const Player aPlays = static_cast<Player>((position.toMove() + (g % 2)) % 2);
        while (!position.isOver()) {
            SearchLimits limits;
            limits.budget = std::chrono::milliseconds(ms);
            Bot& mover = position.toMove() == aPlays ? *botA : *botB;
            const Cell move = mover.think(position, limits).move;
            if (position.check(move) != MoveError::None) {
                std::fprintf(stderr, "illegal move\n");
                return 1;
            }
            position.make(move);
        }
        if (position.status() == Status::Draw) {
            ++draws;
        } else {
            (position.winner() == aPlays ? wins : losses) += 1;
        }
        std::fprintf(stderr, "\r%zu: %d/%d/%d", g + 1, wins, draws, losses);
    }
    const double n = wins + draws + losses;
    const double score = (wins + 0.5 * draws) / n;
    std::printf("A=%s B=%s: W/D/L %d/%d/%d score %.1f%%\n", a.c_str(), b.c_str(), wins, draws,
                losses, 100 * score);
    return 0;
}

std::vector<std::vector<Cell>> readGames(const std::vector<std::string>& files, int size) {
    std::vector<std::vector<Cell>> games;
    for (const GameLine& game : readGameLines(files)) {
        std::vector<Cell> moves;
        bool fits = true;
        for (const std::string& word : game.moves) {
            const auto parsed = parseCell(word, size);
            fits = fits && parsed.cell.has_value();
            if (parsed.cell) {
                moves.push_back(*parsed.cell);
            }
        }
        if (fits) {
            games.push_back(moves);
        }
    }
    return games;
}

std::string moveList(const std::vector<Cell>& moves) {
    std::string out;
    for (const Cell c : moves) {
        out += (out.empty() ? "" : " ") + cellName(c);
    }
    return out;
}

int makePuzzles(int size, int k, int attacks, int defences, const std::vector<std::string>& files) {
    constexpr int kPlies = 15;
    const std::vector<std::vector<Cell>> games = readGames(files, size);
    hard::ShapeTable table;
    table.build(k, false);
    hard::ThreatSearch threats(16);
    int madeAttacks = 0;
    int madeDefences = 0;
    int id = 0;
    for (std::size_t g = 0; g < games.size(); ++g) {
        Position position(Rules::square(size, k));
        bool attackFromThisGame = false;
        bool defenceFromThisGame = false;
        for (std::size_t i = 0; i < games[g].size() && !position.isOver(); ++i) {
            position.make(games[g][i]);
            if (position.isOver() || i < 6) {
                continue;
            }
            const Player me = position.toMove();
            const auto them = static_cast<Player>(1 - me);
            if (!puzzles::winningCells(position, me).empty() ||
                !puzzles::winningCells(position, them).empty()) {
                continue;
            }
            std::vector<Cell> played(games[g].begin(), games[g].begin() + static_cast<long>(i) + 1);
            puzzles::ProofBudget budget;
            budget.limit = 2'000'000;
            if (madeAttacks < attacks && !attackFromThisGame &&
                !puzzles::provesVcf(position, 3, budget) &&
                puzzles::provesVcf(position, kPlies, budget) && !budget.exceeded()) {
                std::vector<Cell> solutions;
                for (const Cell m : puzzles::cellsNear(position, me)) {
                    puzzles::ProofBudget each;
                    each.limit = 2'000'000;
                    if (puzzles::provesWinningMove(position, m, kPlies, false, each)) {
                        solutions.push_back(m);
                    }
                }
                if (!solutions.empty() && solutions.size() <= 3) {
                    std::printf("A%d | %d %d | attack | %s | %s | vcf %d\n", ++id, size, k,
                                moveList(played).c_str(), moveList(solutions).c_str(), kPlies);
                    std::fflush(stdout);
                    ++madeAttacks;
                    attackFromThisGame = true;
                    continue;
                }
            }
            if (madeDefences >= defences || defenceFromThisGame ||
                puzzles::provesVcf(position, kPlies, budget)) {
                continue;
            }
            // Quick filter: the opponent, moving now, wins by fours (Hard's own VCF).
            hard::PatternBoard board;
            board.setup(position.rules(), hard::Window{0, 0, size, size}, &table,
                        hard::EvalWeights::tuned());
            board.load(position);
            board.setToMove(them);
            const bool threatened = threats.vcf(board, kPlies, 200000);
            board.setToMove(me);
            if (!threatened || !board.flexFourCells(them).empty()) {
                continue;  // nothing to defend, or a plain open three (too easy)
            }
            std::vector<Cell> legal;
            position.legalMoves(legal);
            std::vector<Cell> solutions;
            bool proved = true;
            for (const Cell m : legal) {
                position.make(m);
                puzzles::ProofBudget each;
                each.limit = 2'000'000;
                const bool loses = puzzles::provesVcf(position, kPlies, each);
                proved = proved && !each.exceeded();
                position.unmake(m);
                if (!loses) {
                    solutions.push_back(m);
                    if (solutions.size() > 4) {
                        break;
                    }
                }
            }
            if (proved && !solutions.empty() && solutions.size() <= 4) {
                std::printf("D%d | %d %d | defence | %s | %s | vcf %d\n", ++id, size, k,
                            moveList(played).c_str(), moveList(solutions).c_str(), kPlies);
                std::fflush(stdout);
                ++madeDefences;
                defenceFromThisGame = true;
            }
        }
        if (madeAttacks >= attacks && madeDefences >= defences) {
            break;
        }
    }
    std::fprintf(stderr, "%d attacks, %d defences from %zu games\n", madeAttacks, madeDefences,
                 games.size());
    return 0;
}

int solvePuzzles(int ms, const std::vector<std::string>& files) {
    int total[2] = {0, 0};
    int solved[2] = {0, 0};
    double seconds = 0;
    for (const std::string& file : files) {
        for (const puzzles::Puzzle& p : puzzles::readPuzzles(file)) {
            Position position = p.position();
            auto bot = makeBot(BotLevel::Hard, 1);
            SearchLimits limits;
            limits.budget = std::chrono::milliseconds(ms);
            const auto started = std::chrono::steady_clock::now();
            const Cell move = bot->think(position, limits).move;
            seconds +=
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            bool ok = std::find(p.solutions.begin(), p.solutions.end(), move) != p.solutions.end();
            if (!ok && p.attack) {
                puzzles::ProofBudget budget;
                ok = puzzles::provesWinningMove(position, move, p.plies, true, budget);
            }
            total[p.attack ? 0 : 1] += 1;
            solved[p.attack ? 0 : 1] += ok ? 1 : 0;
            if (!ok) {
                std::printf("not solved: %s (played %s)\n", p.id.c_str(), cellName(move).c_str());
            }
        }
    }
    std::printf("attack %d/%d, defence %d/%d at %d ms a move (mean think %.0f ms)\n", solved[0],
                total[0], solved[1], total[1], ms,
                1000 * seconds / std::max(1, total[0] + total[1]));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "openings" && argc == 6) {
        return openings(std::atoi(argv[2]), std::atoi(argv[3]), std::strtoull(argv[4], nullptr, 10),
                        std::strtoull(argv[5], nullptr, 10));
    }
    if (command == "selfplay" && argc == 7) {
        return selfplay(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]),
                        std::strtoull(argv[5], nullptr, 10), std::strtoull(argv[6], nullptr, 10));
    }
    if (command == "ab" && argc == 7) {
        return ab(std::atoi(argv[2]), argv[3], std::atoi(argv[4]), argv[5], argv[6]);
    }
    if (command == "puzzles" && argc >= 7) {
        return makePuzzles(std::atoi(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]),
                           std::atoi(argv[5]), std::vector<std::string>(argv + 6, argv + argc));
    }
    if (command == "solve" && argc >= 4) {
        return solvePuzzles(std::atoi(argv[2]), std::vector<std::string>(argv + 3, argv + argc));
    }
    if (command == "tune" && argc >= 3) {
        return tune(std::vector<std::string>(argv + 2, argv + argc));
    }
    std::fprintf(stderr,
                 "usage: hard_tools openings SIZE COUNT SEED NODES\n"
                 "       hard_tools selfplay SIZE K GAMES NODES SEED\n"
                 "       hard_tools ab SIZE OPENINGS MS VARIANT_A VARIANT_B\n"
                 "       hard_tools puzzles SIZE K ATTACKS DEFENCES FILE...\n"
                 "       hard_tools solve MS FILE...\n"
                 "       hard_tools tune FILE...\n");
    return 2;
}
