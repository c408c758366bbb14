// The game's dialogs (win, settings, statistics, keys, load, resume, about), drawn by draw_frame
// after the main window, and two small helpers the panels share with them.
#pragma once

#include <cstdint>
#include <string>

#include <imgui.h>

namespace sudoku::ui {

struct App;

/// An 0xRRGGBB theme colour as ImGui wants it.
ImVec4 colour(std::uint32_t c);
/// "07:05" or "1:02:03" for a game time.
std::string clock_text(std::int64_t ms);

/// Every dialog that is open, in a fixed order.
void draw_dialogs(App& app);

}  // namespace sudoku::ui
