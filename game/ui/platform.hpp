// The two ways the game reaches a screen: a real window with an event loop, and a headless
// renderer that draws one frame into a PNG file (for tests, screenshots and the README).
#pragma once

#include <string>

#include "engine/grid.hpp"

namespace sudoku::ui {

struct LaunchOptions {
    Grid puzzle;          // shown on the board
    int width = 1024;     // window or image size in pixels
    int height = 768;
    std::string screenshot_path;  // headless: write one frame here and exit
};

/// Opens the window and runs until it is closed or Ctrl+Q. Returns the process exit status.
int run_window(const LaunchOptions& options);

/// Renders one frame with SDL's dummy video driver and software renderer and writes it as PNG.
/// Returns 0 on success; prints the reason to stderr and returns 1 otherwise.
int render_screenshot(const LaunchOptions& options);

}  // namespace sudoku::ui
