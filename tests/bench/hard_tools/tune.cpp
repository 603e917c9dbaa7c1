// hard_tools tune: the evaluation weights fitted to self-play results (Texel's method).
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include "hard/pattern_board.h"
#include "hard/window.h"
#include "oxo/notation.h"
#include "oxo/position.h"
#include "tools.h"

namespace oxo::tools {

namespace {

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

}  // namespace

// Evaluation weights as `hard_tools tune` prints them: the rows mover, other, moverClass and
// otherClass, read as whole numbers in that order.
bool loadWeights(const std::string& file, hard::EvalWeights& weights) {
    std::ifstream in(file);
    std::vector<long long> numbers;
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::size_t i = 0; i < text.size();) {
        if (std::isdigit(static_cast<unsigned char>(text[i])) != 0) {
            std::size_t used = 0;
            numbers.push_back(std::stoll(text.substr(i), &used));
            i += used;
        } else {
            ++i;
        }
    }
    const std::size_t shapes = kSlots;
    const std::size_t classes = hard::kClassCount;
    if (numbers.size() != 2 * shapes + 2 * classes) {
        return false;
    }
    auto next = numbers.begin();
    const auto fill = [&](auto& row, std::size_t count) {
        for (std::size_t i = 0; i < count; ++i) {
            row[i] = static_cast<std::int32_t>(*next++);
        }
    };
    fill(weights.mover, shapes);
    fill(weights.other, shapes);
    fill(weights.moverClass, classes);
    fill(weights.otherClass, classes);
    return true;
}

int tune(const std::vector<std::string>& arguments) {
    // "weights=FILE" first: start from those weights (with "steps=0" after it, the loss of
    // those weights on the games: a held-out check).
    hard::EvalWeights start = hard::EvalWeights::tuned();
    std::vector<std::string> files = arguments;
    int steps = 3000;
    while (!files.empty() && files.front().find('=') != std::string::npos) {
        const std::string item = files.front();
        files.erase(files.begin());
        const std::string value = item.substr(item.find('=') + 1);
        if (item.rfind("weights=", 0) == 0 && !loadWeights(value, start)) {
            std::fprintf(stderr, "weights '%s': not as tune prints them\n", value.c_str());
            return 2;
        }
        if (item.rfind("steps=", 0) == 0) {
            steps = std::atoi(value.c_str());
        }
    }
    const std::vector<Sample> samples = readSamples(files);
    std::fprintf(stderr, "%zu samples\n", samples.size());
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
    for (int step = 1; step <= steps; ++step) {
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

}  // namespace oxo::tools
