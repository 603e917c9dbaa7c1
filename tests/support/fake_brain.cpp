// A tiny pbrain engine for the adapter tests (R-F5). Its first argument picks how it behaves
// when asked for a move:
//   legal     the first empty cell in row-major order
//   crash     exits with code 3
//   hang      never answers
//   illegal   a cell that is already taken (or one off the board on an empty board)
//   garbage   a line that is not a move
//   norestart like legal, but answers UNKNOWN to RESTART
//   stray     like legal, but each move comes after ERROR, UNKNOWN, MESSAGE and DEBUG lines
//             (as strong public engines sometimes print after a fast command)
//   noabout   like legal, but never answers ABOUT
//   refuse    answers ERROR to START (an engine that cannot play the board)
//   segv      dies of SIGSEGV when asked for a move
//   deaf      never answers and stops reading its input (as an engine deep in a search):
//             only a signal ends it, not the end of its input
//   escapes   its name, messages and (non-)move hold terminal escape codes and bidi controls
//   slowstart like legal, but takes 1.5 s to answer START (as engines that allocate large
//             tables there do)
//   analyst   an engine with the Yixin-Board extensions, printing Rapfi's messages: YXSHOWINFO,
//             YXBOARD (a position, no search), YXNBEST n (n best moves: "(k) ..." lines for
//             the first n empty cells, the first of them played) and YXSTOP (answers at once).
//             It thinks for INFO timeout_turn (0: until YXSTOP), one "depth" every 20 ms, each
//             printed as "Depth d-s | Eval e | Time tms | H8 I9" (cells: 'A' + X, then Y + 1), then
//             "Speed ... | Depth ... | Eval ... | Node ... | Time ..." and "Bestline ...".
//             Like Rapfi, it drops the first command after answering YXSTOP (Rapfi's search
//             thread still counts as thinking for a moment and ignores what comes meanwhile).
//   mute      like legal, but silent to commands it does not know (no UNKNOWN)
// With FAKE_BRAIN_LOG set, every line it receives is appended to that file.
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

namespace {

std::string mode;
int size = 0;
std::vector<int> board;  // 0 empty, 1 own, 2 opponent

void answer(const std::string& line) {
    std::cout << line << "\r\n" << std::flush;
}

bool place(const std::string& coords, int owner) {
    int x = 0;
    int y = 0;
    if (std::sscanf(coords.c_str(), "%d,%d", &x, &y) != 2 || x < 0 || y < 0 || x >= size ||
        y >= size) {
        return false;
    }
    board[static_cast<std::size_t>(y * size + x)] = owner;
    return true;
}

// Lines of standard input, read without stdio's buffer so that a thinking engine can look for
// YXSTOP between two depths.
class LineReader {
public:
    // The next line (without its end) within `timeoutMs` (-1: wait for ever); false on a
    // timeout or at the end of input (then eof()).
    bool next(std::string& line, int timeoutMs) {
        for (;;) {
            const auto end = buffer_.find('\n');
            if (end != std::string::npos) {
                line = buffer_.substr(0, end);
                buffer_.erase(0, end + 1);
                if (!line.empty() && line.back() == '\r') {
                    line.pop_back();
                }
                return true;
            }
            if (eof_) {
                return false;
            }
            pollfd input{0, POLLIN, 0};
            if (::poll(&input, 1, timeoutMs) <= 0) {
                return false;
            }
            char chunk[4096];
            const ssize_t got = ::read(0, chunk, sizeof chunk);
            if (got <= 0) {
                eof_ = true;
                if (!buffer_.empty()) {
                    buffer_.push_back('\n');  // a last line without an end
                }
                continue;
            }
            buffer_.append(chunk, static_cast<std::size_t>(got));
        }
    }
    bool eof() const { return eof_; }

private:
    std::string buffer_;
    bool eof_ = false;
};

LineReader input;
std::ofstream brainLog;
long long turnTime = 1000;

void logLine(const std::string& line) {
    if (brainLog.is_open()) {
        brainLog << line << "\n" << std::flush;
    }
}

std::string cellName(int index) {
    return std::string(1, static_cast<char>('A' + index % size)) + std::to_string(index / size + 1);
}

std::string coordsOf(int index) {
    return std::to_string(index % size) + "," + std::to_string(index / size);
}

// The analyst's search: Rapfi's messages for `lines` best moves (the first empty cells),
// until its time is up or YXSTOP comes; then the first of them.
void analyse(int lines) {
    std::vector<int> empties;
    for (int i = 0; i < size * size; ++i) {
        if (board[static_cast<std::size_t>(i)] == 0) {
            empties.push_back(i);
        }
    }
    if (empties.empty()) {
        answer("ERROR the board is full");
        return;
    }
    lines = std::max(1, std::min(lines, static_cast<int>(empties.size())));
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::steady_clock::now() - start)
            .count();
    };
    const std::string reply = cellName(empties.back());
    int depth = 0;
    bool stopped = false;
    for (;;) {
        ++depth;
        const std::string span = std::to_string(depth) + "-" + std::to_string(depth + 4);
        for (int k = 0; lines > 1 && k < lines; ++k) {
            answer("MESSAGE (" + std::to_string(k + 1) + ") " + std::to_string(40 - 10 * k) +
                   " | " + span + " | " + cellName(empties[static_cast<std::size_t>(k)]) + " " +
                   reply);
        }
        answer("MESSAGE Depth " + span + " | Eval " + std::to_string(40 + depth) + " | Time " +
               std::to_string(elapsed()) + "ms | " + cellName(empties.front()) + " " + reply);
        std::string line;
        if (input.next(line, 20)) {
            logLine(line);
            if (line == "YXSTOP" || line == "STOP") {
                stopped = true;
                break;
            }
        } else if (input.eof()) {
            std::exit(0);
        }
        if (turnTime > 0 && elapsed() >= turnTime) {  // 0: until YXSTOP, as Rapfi does
            break;
        }
    }
    answer("MESSAGE Speed 820K | Depth " + std::to_string(depth) + "-" + std::to_string(depth + 4) +
           " | Eval " + std::to_string(40 + depth) + " | Node 795K | Time " +
           std::to_string(elapsed()) + "ms");
    answer("MESSAGE Bestline " + cellName(empties.front()) + " " + reply);
    answer(coordsOf(empties.front()));
    if (stopped) {
        std::string dropped;
        if (input.next(dropped, -1)) {
            logLine(dropped + "  (dropped)");
        }
    }
}

void move() {
    if (mode == "crash") {
        std::exit(3);
    }
    if (mode == "segv") {
        std::signal(SIGSEGV, SIG_DFL);
        std::raise(SIGSEGV);
    }
    if (mode == "hang") {
        return;
    }
    if (mode == "analyst") {
        analyse(1);
        return;
    }
    if (mode == "deaf") {
        for (;;) {
            ::pause();
        }
    }
    if (mode == "garbage") {
        answer("I resign, said nobody");
        return;
    }
    if (mode == "escapes") {
        answer("MESSAGE \x1b]0;owned\x07\x1b[2J wiped");
        answer("\x1b[31mred\xe2\x80\xae reversed\x1b[0m");  // ESC codes, U+202E
        return;
    }
    int taken = -1;
    int empty = -1;
    for (int i = 0; i < size * size; ++i) {
        if (board[static_cast<std::size_t>(i)] != 0 && taken < 0) {
            taken = i;
        }
        if (board[static_cast<std::size_t>(i)] == 0 && empty < 0) {
            empty = i;
        }
    }
    if (mode == "illegal") {
        answer(taken < 0 ? std::to_string(size) + ",0"
                         : std::to_string(taken % size) + "," + std::to_string(taken / size));
        return;
    }
    board[static_cast<std::size_t>(empty)] = 1;
    if (mode == "stray") {
        answer("ERROR Unknown command: INFO");
        answer("UNKNOWN something it did not understand");
        answer("DEBUG depth 3");
    }
    answer("MESSAGE fake brain plays");
    answer(std::to_string(empty % size) + "," + std::to_string(empty / size));
}

}  // namespace

int main(int argc, char** argv) {
    mode = argc > 1 ? argv[1] : "legal";
    const char* logPath = std::getenv("FAKE_BRAIN_LOG");
    if (logPath) {
        brainLog.open(logPath, std::ios::app);
    }
    const bool analyst = mode == "analyst";
    bool inBoard = false;
    bool searchAfterBoard = true;  // BOARD searches, YXBOARD does not
    std::string line;
    while (input.next(line, -1)) {
        logLine(line);
        const std::string word = line.substr(0, line.find(' '));
        const std::string args =
            line.find(' ') == std::string::npos ? "" : line.substr(line.find(' ') + 1);
        if (inBoard) {
            if (word == "DONE") {
                inBoard = false;
                if (searchAfterBoard) {
                    move();
                }
            } else {
                const auto comma = line.rfind(',');
                place(line.substr(0, comma), std::atoi(line.c_str() + comma + 1));
            }
        } else if (word == "START" && mode == "refuse") {
            answer("ERROR unsupported size or other error");
        } else if (word == "START") {
            if (mode == "slowstart") {
                usleep(1'500'000);
            }
            size = std::atoi(args.c_str());
            board.assign(static_cast<std::size_t>(size * size), 0);
            answer("OK");
        } else if (word == "RESTART") {
            if (mode == "norestart") {
                answer("UNKNOWN no restart here");
            } else {
                board.assign(static_cast<std::size_t>(size * size), 0);
                answer("OK");
            }
        } else if (word == "ABOUT" && mode == "noabout") {
            continue;
        } else if (word == "ABOUT" && mode == "escapes") {
            answer(
                "name=\"\x1b[1mEvil\xe2\x80\xae"
                "engine\x1b[0m\", version=\"1\"");
        } else if (word == "ABOUT") {
            answer("name=\"fake\", version=\"1\"");
        } else if (word == "BEGIN") {
            move();
        } else if (word == "TURN") {
            place(args, 2);
            move();
        } else if (word == "BOARD") {
            inBoard = true;
            searchAfterBoard = true;
            board.assign(static_cast<std::size_t>(size * size), 0);
        } else if (analyst && word == "YXBOARD") {
            inBoard = true;
            searchAfterBoard = false;
            board.assign(static_cast<std::size_t>(size * size), 0);
        } else if (analyst && word == "YXNBEST") {
            analyse(std::atoi(args.c_str()));
        } else if (analyst && word == "YXSHOWINFO") {
            answer("MESSAGE fake analyst shows its thinking");
        } else if (analyst && (word == "YXSTOP" || word == "STOP")) {
            continue;  // not thinking: nothing to stop
        } else if (word == "INFO" && args.rfind("timeout_turn ", 0) == 0) {
            turnTime = std::atoll(args.c_str() + 13);
        } else if (word == "END") {
            return 0;
        } else if (word != "INFO" && mode != "mute") {
            answer("UNKNOWN");
        }
    }
    return 0;
}
