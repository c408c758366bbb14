// sudoku: the windowed game. Parses the command line and hands over to game/ui.
#include <charconv>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <string>
#include <string_view>

#include "engine/constraints/shape.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/platform.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku [OPTIONS] [LINK]

Plays Sudoku in a window. A LINK (a sudoku://share/... desktop link, a SudokuWiki, sencode or Solo
web link, a share code, an 81-character line or a Solo game ID) opens the import dialog with that
puzzle, as --import does: Start plays it (after asking, when a game is unfinished). The desktop
entry hands sudoku:// links clicked in a browser or a chat to the game this way.

Options:
  --puzzle LINE        start with this puzzle (81 characters: 1-9 givens, 0 or . blanks)
  --level L            level of the new game: easy, medium (default), hard, expert, extreme
  --seed S             seed of the new game (the same seed, level and shape give the same puzzle)
  --shape PARAMS       shape of the new game, in Solo's words: 3x3 (classic, default), 2x2 (4x4),
                       2x3 (6x6), 3x4 (12x12), 4x4 (16x16), 3x3x (X), 3x3w (Windoku), 9j (jigsaw);
                       a k adds Killer cages: 3x3k, 2x3k, 3x3xk, 9jk
  --size WxH           window (or frame) size in pixels, default 1024x768
  --dark               start with the dark theme
  --ui-scale X         enlarge (or shrink) text and controls by X, 0.5 to 4, for this session only
                       (default: the Settings' UI scale, else the display's DPI / 96)
  --save-dir DIR       keep saves, settings and statistics in DIR (default: $SUDOKU_SAVE_DIR,
                       else $XDG_DATA_HOME/sudoku, else ~/.local/share/sudoku)
  --load SLOT          start with a saved game: 1-99, quicksave or autosave
  --import TEXT        open the import dialog with TEXT: a share or SudokuWiki link, a code,
                       an 81-character line
  --version            print the version and exit
  -h, --help           print this help and exit

Headless (no display needed; for tests, screenshots and benchmarks):
  --headless           run without a window
  --script FILE        run the commands in FILE (implies --headless), one per line:
                         key NAME (5, Left, Ctrl+Z, Shift+3), click X Y, rclick X Y,
                         cell ROW COL (1-based), cell Ctrl|Shift ROW COL, drag R1 C1 R2 C2,
                         wait SECONDS, shot FILE.png, # comment
  --screenshot FILE    write the final frame to FILE as PNG (implies --headless)
  --bench-frames N     time N frames and print median and p95 CPU milliseconds (implies --headless)
  --dump-state FILE    write the final game in the save-file format (implies --headless)
  --puzzle-stock       seedless new games take puzzles made ahead of time, as the window always does
                       (kept in puzzle-stock.json with --save-dir)
  --bench-new-games N  start N seedless new games per shape and level of Game > New and print the
                       median and p95 milliseconds from the key to the new game's first frame
                       (implies --headless; with --puzzle-stock each game finds the stock refilled)
  --dump-layout FILE   write where the board, side panel and menu bar are, as JSON (implies --headless):
                         {"window": {"w", "h"}, "menu_bar": {"h"}, "board": {"x", "y", "side", "cell"},
                          "panel": {"x", "y", "w", "h"}, "text", "ui_scale"}
  --welcome            show the first start's welcome (choose the first game's board and level)
                       when the save folder has no settings yet and no game to resume; a
                       window shows it then by itself unless --puzzle, --level, --seed, --shape,
                       --load or an import says what to start
  Headless runs read and write saves only with --save-dir.

Keys: arrows/WASD/JKL move, 1-9 place, Shift+1-9 note, 0/Del erase, N notes mode, H hint,
Z/X/M/V digit/corner/centre/colour mode, Alt+1-9 digit filter, Ctrl/Shift+click or drag: select,
Space/P pause, Ctrl+Z/Ctrl+Y undo/redo, Ctrl+N new game, Ctrl+C/Ctrl+V copy/paste, F1 keys,
Ctrl+Q quit.
)";

bool parse_size(std::string_view text, int& width, int& height) {
    auto x = text.find('x');
    if (x == std::string_view::npos) return false;
    auto number = [](std::string_view s, int& out) {
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && end == s.data() + s.size() && out >= 64 && out <= 16384;
    };
    return number(text.substr(0, x), width) && number(text.substr(x + 1), height);
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, "sudoku: %s\nTry 'sudoku --help'.\n", message.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef SIGXFSZ
    // Past a file-size limit (ulimit -f) a write should fail, and the saves code report it, rather
    // than the kernel's SIGXFSZ ending the game with the player's progress.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    sudoku::ui::LaunchOptions options;
    bool welcome_asked = false, start_chosen = false;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (arg == "-h" || arg == "--help") {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (arg == "--version") {
            std::printf("sudoku %s\n", SUDOKU_VERSION);
            return 0;
        } else if (arg == "--puzzle") {
            const char* text = value();
            if (!text) return usage_error("--puzzle needs an 81-character puzzle line");
            auto parsed = sudoku::parse_line(text);
            if (!parsed) return usage_error("--puzzle: " + parsed.error().to_string());
            options.puzzle = parsed.value();
        } else if (arg == "--level") {
            const char* text = value();
            auto level = text ? sudoku::parse_level(text) : std::nullopt;
            if (!level) return usage_error("--level needs one of easy, medium, hard, expert, extreme");
            options.level = *level;
            start_chosen = true;
        } else if (arg == "--seed") {
            const char* text = value();
            std::uint64_t seed = 0;
            std::string_view s = text ? text : "";
            auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), seed);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size())
                return usage_error("--seed needs a whole number");
            options.seed = seed;
        } else if (arg == "--shape") {
            const char* text = value();
            if (!text || !*text) return usage_error("--shape needs a shape such as 2x3, 4x4, 3x3x, 3x3w, 9j or 3x3k");
            auto params = sudoku::parse_shape_params(text);
            if (!params) return usage_error("--shape: " + params.error().message);
            // A jigsaw's regions and a killer's cages come with each puzzle.
            if (!params.value().killer && params.value().jigsaw_side == 0) {
                auto shape = sudoku::Shape::from_params(params.value(), {});
                if (!shape) return usage_error("--shape: " + shape.error().message);
            }
            options.shape = params.value();
        } else if (arg == "--size") {
            const char* text = value();
            if (!text || !parse_size(text, options.width, options.height))
                return usage_error("--size needs WIDTHxHEIGHT, each 64 to 16384 pixels, e.g. 1024x768");
        } else if (arg == "--save-dir") {
            const char* text = value();
            if (!text || !*text) return usage_error("--save-dir needs a folder");
            options.save_dir = std::filesystem::path(text);
        } else if (arg == "--import") {
            const char* text = value();
            if (!text || !*text) return usage_error("--import needs a puzzle, link or code");
            if (!options.import_text.empty()) return usage_error("one puzzle link at a time (--import)");
            options.import_text = text;
        } else if (arg == "--load") {
            const char* text = value();
            if (!text || !*text) return usage_error("--load needs a slot: 1-99, quicksave or autosave");
            options.load_slot = text;
        } else if (arg == "--dump-state") {
            const char* text = value();
            if (!text || !*text) return usage_error("--dump-state needs a file name");
            options.dump_state_path = text;
            options.headless = true;
        } else if (arg == "--dump-layout") {
            const char* text = value();
            if (!text || !*text) return usage_error("--dump-layout needs a file name");
            options.dump_layout_path = text;
            options.headless = true;
        } else if (arg == "--ui-scale") {
            const char* text = value();
            float scale = 0;
            std::string_view s = text ? text : "";
            auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), scale);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !(scale >= 0.5f && scale <= 4.0f))
                return usage_error("--ui-scale needs a number from 0.5 to 4, e.g. 1.5");
            options.ui_scale = scale;
        } else if (arg == "--dark") {
            options.dark = true;
        } else if (arg == "--welcome") {
            welcome_asked = true;
        } else if (arg == "--headless") {
            options.headless = true;
        } else if (arg == "--script") {
            const char* text = value();
            if (!text || !*text) return usage_error("--script needs a file name");
            options.script_path = text;
            options.headless = true;
        } else if (arg == "--screenshot") {
            const char* text = value();
            if (!text || !*text) return usage_error("--screenshot needs a file name");
            options.screenshot_path = text;
            options.headless = true;
        } else if (arg == "--bench-frames") {
            const char* text = value();
            std::string_view s = text ? text : "";
            auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), options.bench_frames);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || options.bench_frames < 1)
                return usage_error("--bench-frames needs a positive whole number");
            options.headless = true;
        } else if (arg == "--puzzle-stock") {
            options.puzzle_stock = true;
        } else if (arg == "--bench-new-games") {
            const char* text = value();
            std::string_view s = text ? text : "";
            auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), options.bench_new_games);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || options.bench_new_games < 1)
                return usage_error("--bench-new-games needs a positive whole number");
            options.headless = true;
        } else if (!arg.empty() && arg[0] != '-') {
            if (!options.import_text.empty())
                return usage_error("one puzzle link at a time ('" + std::string(arg) + "')");
            options.import_text = std::string(arg);
        } else {
            return usage_error("unknown option '" + std::string(arg) + "'");
        }
    }
    start_chosen = start_chosen || options.puzzle || options.seed || options.shape != sudoku::ShapeParams{} ||
                   !options.load_slot.empty() || !options.import_text.empty();
    options.welcome = welcome_asked || (!options.headless && !start_chosen);
    if (options.headless) return sudoku::ui::run_headless(options);
    return sudoku::ui::run_window(options);
}
