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
// With FAKE_BRAIN_LOG set, every line it receives is appended to that file.
#include <unistd.h>

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
    std::ofstream log;
    if (logPath) {
        log.open(logPath, std::ios::app);
    }
    bool inBoard = false;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (log.is_open()) {
            log << line << "\n" << std::flush;
        }
        const std::string word = line.substr(0, line.find(' '));
        const std::string args =
            line.find(' ') == std::string::npos ? "" : line.substr(line.find(' ') + 1);
        if (inBoard) {
            if (word == "DONE") {
                inBoard = false;
                move();
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
        } else if (word == "END") {
            return 0;
        } else if (word != "INFO") {
            answer("UNKNOWN");
        }
    }
    return 0;
}
