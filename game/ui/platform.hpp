// The two ways the game reaches a screen: a real window with an event loop, and a headless
// renderer (SDL's dummy video driver and software renderer) that runs scripts, writes PNG frames
// and measures frame times, for tests, screenshots and benchmarks.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "engine/constraints/shape.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/model/grid.hpp"

namespace sudoku::ui {

struct LaunchOptions {
    std::optional<Grid> puzzle;         // start with this puzzle, else a new game
    Level level = Level::Medium;        // of the new game
    std::optional<std::uint64_t> seed;  // of the new game (default: random)
    ShapeParams shape;                  // of the new game (default: classic 9x9)
    int width = 1024;                   // window or frame size in pixels
    int height = 768;
    bool headless = false;
    std::string script_path;                        // headless: commands to run (see script.hpp)
    std::string screenshot_path;                    // headless: write the last frame here
    int bench_frames = 0;                           // headless: time this many frames and print the figures
    bool dark = false;                              // start with the dark theme
    std::optional<std::filesystem::path> save_dir;  // --save-dir (headless saves only with it)
    std::string import_text;                        // open the import dialog holding this text (a link, code or line)
    std::string load_slot;                          // start with this saved game ("1", "quicksave", "autosave")
    std::string dump_state_path;                    // headless: write the final game here in the save format
    std::string dump_layout_path;                   // headless: write where the board and panel are, as JSON
    std::optional<float> ui_scale;                  // --ui-scale: instead of the settings' UI scale, this session only
    bool welcome = false;       // the first start's welcome may show (welcome.hpp: only on a first run)
    bool puzzle_stock = false;  // headless: seedless new games take ready puzzles (the window always does)
    int bench_new_games = 0;    // headless: time this many new games per shape and level of Game > New
};

/// Opens the window and runs until it is closed or Ctrl+Q. Returns the process exit status.
int run_window(const LaunchOptions& options);

/// Runs headlessly: the script, then the screenshot and/or the frame benchmark. Returns 0 on
/// success, 1 when something failed (the reason is printed on stderr), 2 for a bad script.
int run_headless(const LaunchOptions& options);

}  // namespace sudoku::ui
