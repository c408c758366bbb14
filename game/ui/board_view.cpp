#include "game/ui/board_view.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>

namespace sudoku::ui {

namespace {

ImU32 rgb(std::uint32_t c) { return IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 0xFF); }

// Whether the line before cell column/row i is a box border (thick) or a cell border (thin).
bool thick_before(int i) { return i % kBoxCols == 0; }

}  // namespace

int BoardLayout::cell_at(float px, float py) const {
    int row = -1, col = -1;
    for (int i = 0; i < kSide; ++i) {
        if (px >= x + offset[i] && px < x + offset[i] + cell) col = i;
        if (py >= y + offset[i] && py < y + offset[i] + cell) row = i;
    }
    return row < 0 || col < 0 ? -1 : sudoku::cell_at(row, col);
}

BoardLayout layout_board(float min_x, float min_y, float max_x, float max_y, float scale) {
    BoardLayout l;
    l.thin = std::max(1, int(std::lround(kThinLine * scale)));
    l.thick = std::max(l.thin + 1, int(std::lround(kThickLine * scale)));
    int lines = 0;
    for (int i = 0; i <= kSide; ++i) lines += thick_before(i) ? l.thick : l.thin;
    int avail = int(std::floor(std::min(max_x - min_x, max_y - min_y)));
    l.cell = std::max(4, (avail - lines) / kSide);
    l.size = kSide * l.cell + lines;
    int pos = 0;
    for (int i = 0; i < kSide; ++i) {
        pos += thick_before(i) ? l.thick : l.thin;
        l.offset[i] = pos;
        pos += l.cell;
    }
    l.x = int(std::floor(min_x + (max_x - min_x - l.size) / 2));
    l.y = int(std::floor(min_y + (max_y - min_y - l.size) / 2));
    return l;
}

void draw_board(ImDrawList* draw, const BoardLayout& l, const Grid& grid, ImFont* digit_font, const BoardTheme& theme) {
    // The board is painted in line colour, then each cell is painted over it: what is left
    // between the cells are the grid lines, exactly thin/thick pixels wide.
    draw->AddRectFilled(ImVec2(float(l.x), float(l.y)), ImVec2(float(l.x + l.size), float(l.y + l.size)),
                        rgb(theme.grid_line));
    const float font_size = std::round(l.cell * kDigitScale);
    for (int cell = 0; cell < kCells; ++cell) {
        ImVec2 min(float(l.cell_left(cell)), float(l.cell_top(cell)));
        ImVec2 max(min.x + l.cell, min.y + l.cell);
        draw->AddRectFilled(min, max, rgb(theme.cell_background));
        int digit = grid.digit(cell);
        if (digit == 0) continue;
        char text[2] = {char('0' + digit), 0};
        ImFont* font = digit_font ? digit_font : ImGui::GetFont();
        ImVec2 extent = font->CalcTextSizeA(font_size, 1e9f, 0.0f, text);
        ImVec2 at(std::round(min.x + (l.cell - extent.x) / 2), std::round(min.y + (l.cell - extent.y) / 2));
        draw->AddText(font, font_size, at, rgb(grid.is_given(cell) ? theme.given_digit : theme.player_digit), text);
    }
}

}  // namespace sudoku::ui
