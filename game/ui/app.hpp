// The application as Dear ImGui sees it: UI state plus one function that emits every widget of a
// frame from that state. The same frame code serves the real window and the headless renderer.
#pragma once

#include <string>

#include "engine/grid.hpp"

struct ImFont;
union SDL_Event;

namespace sudoku::ui {

struct Fonts {
    ImFont* ui = nullptr;      // menus and panels
    ImFont* digits = nullptr;  // large digits on the board (may be null: falls back to ui)
};

/// Loads DejaVu Sans from the system (fonts-dejavu-core) scaled by `scale`, falling back to ImGui's
/// built-in font when the file is missing. Call before the first frame.
Fonts load_fonts(float scale);

/// Light colours and the display scale applied to ImGui's style. Call once after CreateContext.
void apply_style(float scale);

struct App {
    Grid grid;  // shown on the board; the game core will own this (issue 6)
    float scale = 1.0f;
    bool quit_requested = false;
    bool show_about = false;
    Fonts fonts;
};

/// Game-level keyboard shortcuts (Ctrl+Q). Called for every event that ImGui did not claim.
void handle_event(App& app, const SDL_Event& event);

/// Emits the whole UI for one frame: menu bar, board window, dialogs.
void draw_frame(App& app);

}  // namespace sudoku::ui
