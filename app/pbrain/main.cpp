// pbrain-oxo: OXO's bot as a Gomocup/Piskvork brain on stdin/stdout (R-F5). Standard C++
// only, like the brain itself, so it can be built as one static file a manager runs anywhere.
// Its messages are English: it speaks to programs and to the people who set them up.
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oxo/pbrain/brain_session.h"
#include "oxo/protocol/pbrain_protocol.h"
#include "oxo/version.h"

namespace {

constexpr std::string_view kHelp =
    "Usage: pbrain-oxo [options]\n"
    "OXO's bot for gomoku managers (Gomocup/Piskvork pbrain protocol on stdin/stdout).\n"
    "\n"
    "Options:\n"
    "  -h, --help          Displays help on commandline options.\n"
    "  -v, --version       Displays version information.\n"
    "  --level <level>     Bot level: easy, medium or hard (default: hard).\n"
    "  --seed <n>          Seed for the bot's random choices (default: 0).\n"
    "  --threads <n>       Threads the hard bot may use until the manager sends\n"
    "                      INFO thread_num (default: 1).\n";

int usage(const std::string& message) {
    std::fprintf(stderr, "pbrain-oxo: %s\nTry 'pbrain-oxo --help' for the options.\n",
                 message.c_str());
    return 2;
}

// The value of "--name value" or "--name=value" at args[*i]; empty when args[*i] is not that
// option (or, with *missing set, when its value is missing).
std::optional<std::string_view> optionValue(const std::vector<std::string_view>& args,
                                            std::size_t* i, std::string_view name, bool* missing) {
    const std::string_view arg = args[*i];
    if (arg == name) {
        if (*i + 1 >= args.size()) {
            *missing = true;
            return std::nullopt;
        }
        return args[++*i];
    }
    if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=') {
        return arg.substr(name.size() + 1);
    }
    return std::nullopt;
}

// Shown back to the person cut short: a pasted novel is not repeated.
std::string shown(std::string_view text) {
    constexpr std::size_t kShown = 40;
    return text.size() <= kShown ? std::string(text) : std::string(text.substr(0, kShown)) + "...";
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    oxo::pbrain::BrainOptions options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        bool missing = false;
        if (args[i] == "-h" || args[i] == "--help") {
            std::fwrite(kHelp.data(), 1, kHelp.size(), stdout);
            return 0;
        }
        if (args[i] == "-v" || args[i] == "--version") {
            std::printf("pbrain-oxo %.*s\n", static_cast<int>(oxo::kVersion.size()),
                        oxo::kVersion.data());
            return 0;
        }
        if (const auto level = optionValue(args, &i, "--level", &missing)) {
            const auto known = oxo::parseLevel(std::string(*level));
            if (!known) {
                return usage("unknown level '" + shown(*level) + "': use easy, medium or hard");
            }
            options.level = *known;
        } else if (const auto seed = optionValue(args, &i, "--seed", &missing)) {
            const auto [end, error] =
                std::from_chars(seed->data(), seed->data() + seed->size(), options.seed);
            if (error != std::errc() || end != seed->data() + seed->size() || seed->empty()) {
                return usage("--seed needs a number, got '" + shown(*seed) + "'");
            }
        } else if (const auto threads = optionValue(args, &i, "--threads", &missing)) {
            const auto value = oxo::pbrain::parseInteger(*threads);
            if (!value || *value < 1 || *value > oxo::kMaxSearchThreads) {
                return usage("--threads needs a number from 1 to " +
                             std::to_string(oxo::kMaxSearchThreads) + ", got '" + shown(*threads) +
                             "'");
            }
            options.threads = static_cast<int>(*value);
        } else if (missing) {
            return usage("missing value after '" + std::string(args[i]) + "'");
        } else {
            return usage("unknown option '" + shown(args[i]) + "'");
        }
    }

    // Every answer is one line, flushed at once: the manager waits on the pipe.
    oxo::pbrain::BrainSession session(
        [](std::string_view line) {
            std::fwrite(line.data(), 1, line.size(), stdout);
            std::fputc('\n', stdout);
            std::fflush(stdout);
        },
        options);

    // getc returns as soon as bytes arrive, so CR-only line ends are seen without waiting.
    oxo::pbrain::LineSplitter splitter;
    std::vector<std::string> lines;
    bool running = true;
    while (running) {
        const int c = std::getc(stdin);
        if (c == EOF) {
            break;  // the manager has gone: same as END
        }
        const char byte = static_cast<char>(c);
        splitter.feed(std::string_view(&byte, 1), lines);
        for (const std::string& line : lines) {
            if (!session.handleLine(line)) {
                running = false;
                break;
            }
        }
        lines.clear();
    }
    // END must be obeyed within 100 ms; a search that does not stop in time is abandoned.
    if (!session.stopAndWait(std::chrono::milliseconds(60))) {
        std::fflush(stdout);
        std::_Exit(0);
    }
    return 0;
}
