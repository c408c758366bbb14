// sudoku-slots-bench: how long the load dialog and the start of the game take with many large
// saves. Fills a scratch folder with N copies of one save at the loader's limits (100000 moves,
// 1000 branch marks), then times, each with a fresh SlotStore (nothing cached in memory):
//   - list_files(): what the load dialog does when it opens (it reads summaries a few per frame)
//   - latest_resumable(): what the start of the game does to offer a resume
//   - list(): every summary read, for reference (the dialog's total work, spread over frames)
//   - list() again on the same store: a reopened dialog (summaries cached by file identity)
// The folder is removed at the end.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/notation.hpp"
#include "saves/slot_store.hpp"

namespace {

using namespace sudoku;

double ms_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

constexpr const char* kUsage = R"(Usage: sudoku-slots-bench [--slots N] [--dir DIR]

Times listing N saves at the loader's limits (default 100; at most 99 numbered slots plus the
autosave and the quick-save, so N <= 101). DIR: where to make the scratch folder (default: the
system's temporary folder).
)";

}  // namespace

int main(int argc, char** argv) {
    int slots = 100;
    std::filesystem::path base = std::filesystem::temp_directory_path();
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (arg == "--slots" && i + 1 < argc) {
            slots = std::atoi(argv[++i]);
            if (slots < 1 || slots > saves::kNumberedSlots + 2) {
                std::fprintf(stderr, "sudoku-slots-bench: --slots needs 1 to %d\n", saves::kNumberedSlots + 2);
                return 2;
            }
        } else if (arg == "--dir" && i + 1 < argc) {
            base = argv[++i];
        } else {
            std::fprintf(stderr, "sudoku-slots-bench: unknown option '%s'\nTry 'sudoku-slots-bench --help'.\n",
                         argv[i]);
            return 2;
        }
    }

    const std::string puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    std::int64_t now_ms = 0;
    game::Clock clock = [&now_ms] { return now_ms; };

    // Two kinds of save at the limits: the most moves and marks, and the largest file (long moves
    // setting every empty cell's notes, up to just under the loader's 4 MiB: more than a game in
    // play keeps, which compacts its history at kMaxHistoryBytes, but what a file written before
    // that limit may hold; replay() keeps the moves as given).
    game::Game most_moves = game::Game::start(parse_line(puzzle).value().digits(), clock).value();
    for (int i = 0; i < game::kMaxMarks; ++i) (void)most_moves.mark();
    for (int i = 0; i < game::kMaxHistoryMoves; ++i) (void)most_moves.apply_text(i % 2 ? "T1 r1c3" : "T2 r1c3");
    std::string cells;
    for (int cell = 0; cell < kCells; ++cell)
        if (puzzle[std::size_t(cell)] == '.') cells += (cells.empty() ? "" : ",") + cell_name(cell);
    std::vector<std::string> long_moves;
    for (std::size_t bytes = 0; bytes + 600 < saves::kMaxFileBytes - 8192;) {
        long_moves.push_back((long_moves.size() % 2 ? "C " : "N123456789 ") + cells);
        bytes += long_moves.back().size() + 10;
    }
    game::Game largest =
        game::Game::replay(parse_line(puzzle).value().digits(), long_moves, int(long_moves.size()), clock).value();

    int status = 0;
    for (const auto& [kind, game] : {std::pair<const char*, const game::Game*>{"most moves", &most_moves},
                                     std::pair<const char*, const game::Game*>{"largest file", &largest}}) {
        const std::filesystem::path dir = base / ("sudoku-slots-bench-" + std::to_string(::getpid()));
        saves::SlotStore writer(dir);
        auto first = writer.save("1", *game);
        if (!first) {
            std::fprintf(stderr, "sudoku-slots-bench: %s\n", first.error().message.c_str());
            status = 1;
            continue;
        }
        const auto size = std::filesystem::file_size(dir / "slot-1.json");
        std::vector<std::string> names;
        for (int n = 1; n <= saves::kNumberedSlots; ++n) names.push_back(std::to_string(n));
        names.emplace_back(saves::kAutosaveSlot);
        names.emplace_back(saves::kQuicksaveSlot);
        for (int n = 1; n < slots; ++n)
            std::filesystem::copy_file(dir / "slot-1.json", writer.path_of(names[std::size_t(n)]).value());
        std::printf("%s: %d saves of %.2f MiB each (%zu moves, %zu marks)\n", kind, slots, double(size) / (1 << 20),
                    game->history().entries().size(), game->marks().size());
        {
            saves::SlotStore store(dir);
            auto t = std::chrono::steady_clock::now();
            auto files = store.list_files();
            std::printf("  list_files (the load dialog opens):     %8.1f ms, %zu entries\n", ms_since(t), files.size());
        }
        {
            saves::SlotStore store(dir);
            auto t = std::chrono::steady_clock::now();
            auto latest = store.latest_resumable();
            std::printf("  latest_resumable (the start of a game): %8.1f ms, offers %s\n", ms_since(t),
                        latest ? latest->slot.c_str() : "nothing");
        }
        {
            saves::SlotStore store(dir);
            auto t = std::chrono::steady_clock::now();
            auto all = store.list();
            const double cold = ms_since(t);
            std::printf("  list with every summary (cold):         %8.1f ms, %.1f ms per save\n", cold,
                        cold / double(all.size()));
            t = std::chrono::steady_clock::now();
            all = store.list();
            std::printf("  list with every summary (cached):       %8.1f ms\n", ms_since(t));
        }
        std::error_code ec;
        std::filesystem::remove_all(dir, ec);
    }
    return status;
}
