// The windows of exchange.cpp, drawn by draw_frame.
#pragma once

namespace sudoku::ui {

struct App;

void import_dialog(App& app);
void share_dialog(App& app);
/// The side panel while a custom puzzle is being entered (App::editor is set).
void editor_panel(App& app);

}  // namespace sudoku::ui
