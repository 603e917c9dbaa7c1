// Hard's search with helper threads (SearchLimits::threads, Lazy SMP; R-B6, R-F4): the
// transposition table the threads share never hands out an entry another thread half wrote, and
// a search with helpers solves the puzzle suite's K = 5 positions and stops when told. Limited by
// nodes or depth, never by time; also run under ThreadSanitizer, which would report any
// unsynchronised access between the threads.
#include <QTest>

#include <algorithm>
#include <atomic>
#include <stop_token>
#include <thread>

#include "hard/searcher.h"
#include "hard/transposition.h"
#include "hard/window.h"
#include "oxo/bots/hard_bot.h"
#include "oxo/notation.h"
#include "puzzle_file.h"
#include "reference.h"
#include "test_main.h"

using namespace oxo;
using namespace oxo::hard;

class TestHardThreads : public QObject {
    Q_OBJECT

private slots:
    // Two writers store different entries in one slot while a reader probes both keys: every
    // hit is exactly one writer's entry. Without the key-xor-data check a reader could combine
    // one writer's key with the other's score.
    void sharedTableNeverTearsAnEntry() {
        TranspositionTable table;
        table.reset(4);
        table.newSearch();
        // Both keys land in slot 0 (the low bits are the slot).
        constexpr std::uint64_t kKeyA = 0x1234'5678'9ABC'0000ULL;
        constexpr std::uint64_t kKeyB = 0x0FED'CBA9'8765'0000ULL;
        std::atomic<bool> done{false};
        const auto writer = [&](std::uint64_t key, int move, int score, Bound bound) {
            while (!done.load(std::memory_order_relaxed)) {
                table.store(key, move, score, 7, bound);
            }
        };
        std::jthread a(writer, kKeyA, 11, 1111, kExactBound);
        std::jthread b(writer, kKeyB, 22, -2222, kLowerBound);
        int hitsA = 0;
        int hitsB = 0;
        int wrong = 0;
        for (int i = 0; i < 20'000'000 && (hitsA < 1000 || hitsB < 1000); ++i) {
            if (const auto e = table.probe(kKeyA)) {
                ++hitsA;
                wrong += e->move != 11 || e->score != 1111 || e->bound() != kExactBound ? 1 : 0;
            }
            if (const auto e = table.probe(kKeyB)) {
                ++hitsB;
                wrong += e->move != 22 || e->score != -2222 || e->bound() != kLowerBound ? 1 : 0;
            }
        }
        done = true;
        QCOMPARE(wrong, 0);
        QVERIFY2(hitsA > 0 && hitsB > 0, "the writers never got to the slot");
    }

    // Every fourth of the puzzle suite's K = 5 positions with three threads at a node limit:
    // every attack won and every defence held, as with one thread (test_puzzles), so neither
    // the helpers' entries in the shared table nor a helper's move lead to a wrong move.
    void helpersSolveThePuzzles() {
        const std::vector<puzzles::Puzzle> suite =
            puzzles::readPuzzles(std::string(OXO_PUZZLE_DIR) + "/k5.txt");
        QVERIFY(suite.size() >= 10);
        int solved = 0;
        int tried = 0;
        for (std::size_t i = 0; i < suite.size() && tried < 8; i += 4, ++tried) {
            const puzzles::Puzzle& p = suite[i];
            QVERIFY2(p.error.empty(), p.error.c_str());
            HardBot bot;
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.nodes = 400000;  // twice what test_puzzles gives one thread
            limits.threads = 3;
            const Cell move = bot.think(p.position(), limits).move;
            const bool ok =
                std::find(p.solutions.begin(), p.solutions.end(), move) != p.solutions.end();
            solved += ok ? 1 : 0;
            if (!ok) {
                qWarning("%s: played %s", p.id.c_str(), cellName(move).c_str());
            }
        }
        QCOMPARE(solved, tried);
    }

    // A stop asked for while the helpers run ends the search (the helpers are stopped and
    // joined, or this would hang): the main searcher's iteration report asks for it at depth 5,
    // and the search returns with a legal move and no fewer nodes than it had reported.
    void stopEndsTheHelpers() {
        const Position position =
            ref::played(Rules::square(15, 5), QStringLiteral("h8 i9 g9 i7 i8 g8 j10 h10"));
        Searcher searcher;
        std::stop_source stop;
        SearchLimits limits;
        limits.budget = std::chrono::hours(1);
        limits.threads = 3;
        limits.stop = stop.get_token();
        int reported = 0;
        std::uint64_t reportedNodes = 0;
        limits.onIteration = [&](const Analysis& found) {
            reported = found.depth;
            reportedNodes = found.nodes;
            if (found.depth >= 5) {
                stop.request_stop();
            }
        };
        const Analysis a = searcher.analyse(position, chooseWindow(position).window, limits);
        QVERIFY(reported >= 5);
        QVERIFY(position.check(a.move) == MoveError::None);
        QVERIFY(a.nodes >= reportedNodes);
    }

    // One Searcher with helpers, reused as the app and the brain reuse theirs, across renju,
    // freestyle and a larger board, and then with multi-PV: its helpers follow every change
    // (their board, rules and threat table are taken again), and each search plays a legal
    // move, and under renju never a forbidden one. Under the sanitizers a stale pointer into
    // the main searcher's tables would show here.
    void helpersFollowTheRulesAcrossSearches() {
        Searcher searcher;
        const auto search = [&](const Position& position, int lines) {
            searcher.setMultiPv(lines);
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.depth = 6;
            limits.threads = 2;
            return searcher.analyse(position, chooseWindow(position).window, limits);
        };
        const QString moves = QStringLiteral("h8 i9 g9 i7 i8 g8 j10 h10");
        const Position renju = ref::played(ref::gomoku(15, Family::Renju), moves);
        const Position freestyle = ref::played(Rules::square(15, 5), moves);
        const Position larger = ref::played(Rules::square(20, 5), moves);
        for (const auto& [position, lines] :
             {std::pair{renju, 1}, std::pair{freestyle, 1}, std::pair{larger, 1},
              std::pair{renju, 1}, std::pair{freestyle, 3}}) {
            const Analysis a = search(position, lines);
            QVERIFY(position.check(a.move) == MoveError::None);
            QVERIFY(a.depth >= 1);
        }
    }

    // Helpers are built when first wanted and kept for the next search; when a search wants
    // fewer threads (INFO thread_num lowered, the app's setting changed), the others are freed.
    void helpersFreedWhenFewerThreadsWanted() {
        Searcher searcher;
        const Position position =
            ref::played(Rules::square(15, 5), QStringLiteral("h8 i9 g9 i7 i8 g8 j10 h10"));
        const auto searchWith = [&](int threads) {
            SearchLimits limits;
            limits.budget = std::chrono::hours(1);
            limits.depth = 4;
            limits.threads = threads;
            const Analysis a = searcher.analyse(position, chooseWindow(position).window, limits);
            QVERIFY(position.check(a.move) == MoveError::None);
        };
        QCOMPARE(searcher.helperCount(), std::size_t{0});
        searchWith(4);
        QCOMPARE(searcher.helperCount(), std::size_t{3});
        searchWith(4);
        QCOMPARE(searcher.helperCount(), std::size_t{3});
        searchWith(2);
        QCOMPARE(searcher.helperCount(), std::size_t{1});
        searchWith(1);
        QCOMPARE(searcher.helperCount(), std::size_t{0});
        searchWith(3);
        QCOMPARE(searcher.helperCount(), std::size_t{2});
    }
};

OXO_TEST_GUILESS_MAIN(TestHardThreads)
#include "test_hard_threads.moc"
