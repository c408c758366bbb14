#include "game/ui/board_view.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>

namespace sudoku::ui {

namespace {

ImU32 rgb(std::uint32_t c) {
    return IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 0xFF);
}

// Whether the line before cell column/row i is a box border (thick) or a cell border (thin).
bool thick_before(int i) {
    return i % kBoxCols == 0;
}

bool shares_house(int a, int b) {
    return row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b);
}

void centred_text(ImDrawList* draw, ImFont* font, float size, ImVec2 min, float box, ImU32 colour, char c) {
    char text[2] = {c, 0};
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
    ImVec2 at(std::round(min.x + (box - extent.x) / 2), std::round(min.y + (box - extent.y) / 2));
    draw->AddText(font, size, at, colour, text);
}

// A hint's chain, over the board: a line from candidate to candidate (where the notes draw them),
// solid for a strong link, dashed for a weak one, stopping short of the digits it joins.
void draw_links(ImDrawList* draw, const BoardLayout& l, const std::vector<ChainLink>& links, const BoardTheme& theme) {
    const float third = l.cell / 3.0f;
    const float width = std::max(1.5f, l.cell * 0.035f);
    auto centre = [&](const Candidate& c) {
        const int row = row_of(c.cell), col = col_of(c.cell);
        const int d = c.digit - 1;
        return ImVec2(float(l.x + l.offset[col]) + (float(d % 3) + 0.5f) * third,
                      float(l.y + l.offset[row]) + (float(d / 3) + 0.5f) * third);
    };
    for (const ChainLink& link : links) {
        ImVec2 a = centre(link.from), b = centre(link.to);
        const float dx = b.x - a.x, dy = b.y - a.y;
        const float length = std::sqrt(dx * dx + dy * dy);
        const float gap = third * 0.42f;  // leave the joined digits readable
        if (length <= 2 * gap) continue;
        const ImVec2 unit(dx / length, dy / length);
        a = ImVec2(a.x + unit.x * gap, a.y + unit.y * gap);
        b = ImVec2(b.x - unit.x * gap, b.y - unit.y * gap);
        const float span = length - 2 * gap;
        if (link.strong) {
            draw->AddLine(a, b, rgb(theme.hint_link), width);
            continue;
        }
        const float dash = std::max(3.0f, third * 0.25f);
        for (float t = 0; t < span; t += 2 * dash) {
            const float e = std::min(span, t + dash);
            draw->AddLine(ImVec2(a.x + unit.x * t, a.y + unit.y * t), ImVec2(a.x + unit.x * e, a.y + unit.y * e),
                          rgb(theme.hint_link), width);
        }
    }
}

// A bar under a digit (or a note) drawn in a square `box` pixels wide at `min`: the warning's shape.
void mark_bar(ImDrawList* draw, ImVec2 min, float box, ImU32 colour) {
    const float top = std::round(min.y + box * kMarkBarTop);
    const float bottom = std::max(top + 1, std::round(min.y + box * kMarkBarBottom));
    draw->AddRectFilled(ImVec2(std::round(min.x + box * kMarkBarInset), top),
                        ImVec2(std::round(min.x + box * (1 - kMarkBarInset)), bottom), colour);
}

// Wrong digits and conflicts by shape as well as colour: a bar under every flagged digit, and a
// triangle in the top-right corner of each digit the last Check found wrong.
void draw_flag_marks(ImDrawList* draw, const BoardLayout& l, const BoardView& view, const BoardTheme& theme) {
    const ImU32 colour = rgb(theme.flagged_digit);
    for (int cell = 0; cell < kCells; ++cell) {
        if (view.grid.digit(cell) == 0 || !(view.flagged[cell] || view.checked[cell])) continue;
        const ImVec2 min(float(l.cell_left(cell)), float(l.cell_top(cell)));
        mark_bar(draw, min, float(l.cell), colour);
        if (!view.checked[cell]) continue;
        const float right = min.x + l.cell, size = std::round(l.cell * kCheckMarkSize);
        draw->AddTriangleFilled(ImVec2(right - size, min.y), ImVec2(right, min.y), ImVec2(right, min.y + size), colour);
    }
}

bool hint_shows(const Step* hint, int cell, int digit) {
    if (!hint) return false;
    for (const auto& c : hint->eliminations)
        if (c.cell == cell && c.digit == digit) return true;
    for (const auto& c : hint->placements)
        if (c.cell == cell && c.digit == digit) return true;
    for (const auto& e : hint->evidence)
        if (e.candidate.cell == cell && e.candidate.digit == digit) return true;
    return false;
}

// Notes a peer's digit contradicts, over the notes as drawn: the warning's background, digit colour
// and bar (a hint's own marks stay as the hint drew them).
void draw_note_clashes(ImDrawList* draw, const BoardLayout& l, const BoardView& view, ImFont* font, float size,
                       const BoardTheme& theme) {
    const float third = l.cell / 3.0f;
    for (int cell = 0; cell < kCells; ++cell) {
        const DigitMask clashes = DigitMask(view.note_clashes[cell] & view.notes[cell]);
        if (!clashes || view.grid.digit(cell) != 0) continue;
        for (int d = 1; d <= kDigits; ++d) {
            if (!(clashes & digit_bit(d)) || hint_shows(view.hint, cell, d)) continue;
            const ImVec2 at(float(l.cell_left(cell)) + ((d - 1) % 3) * third,
                            float(l.cell_top(cell)) + ((d - 1) / 3) * third);
            draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1),
                                rgb(theme.flagged_background), third * 0.25f);
            centred_text(draw, font, size, at, third, rgb(theme.flagged_digit), char('0' + d));
            mark_bar(draw, at, third, rgb(theme.flagged_digit));
        }
    }
}

// A straight bar `w` pixels wide along board row `index` (horizontal) or column `index`, from pixel
// a to pixel b along it, centred in the cells: filled rectangles, crisp on every renderer. It breaks
// where it would cross a placed digit, so the digit stays readable.
void proof_bar(ImDrawList* draw, const BoardLayout& l, const Grid& grid, bool horizontal, int index, int a, int b,
               int w, ImU32 colour) {
    if (a > b) std::swap(a, b);
    const int across = (horizontal ? l.y : l.x) + l.offset[index] + (l.cell - w) / 2;
    const int origin = horizontal ? l.x : l.y;
    const int half_gap = int(l.cell * (horizontal ? 0.28f : 0.4f));  // digits are taller than wide
    auto bar = [&](int from, int to) {
        if (to <= from) return;
        if (horizontal)
            draw->AddRectFilled(ImVec2(float(from), float(across)), ImVec2(float(to), float(across + w)), colour);
        else
            draw->AddRectFilled(ImVec2(float(across), float(from)), ImVec2(float(across + w), float(to)), colour);
    };
    int from = a;
    for (int i = 0; i < kSide; ++i) {
        const int cell = horizontal ? sudoku::cell_at(index, i) : sudoku::cell_at(i, index);
        if (grid.digit(cell) == 0) continue;
        const int centre = origin + l.offset[i] + l.cell / 2;
        if (centre + half_gap <= from || centre - half_gap >= b) continue;
        bar(from, centre - half_gap);
        from = std::max(from, centre + half_gap);
    }
    bar(from, b);
}

// A frame `w` pixels wide just inside a cell's edges.
void proof_frame(ImDrawList* draw, const BoardLayout& l, int cell, int w, ImU32 colour) {
    const float x0 = float(l.cell_left(cell)), y0 = float(l.cell_top(cell));
    const float x1 = x0 + l.cell, y1 = y0 + l.cell;
    draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y0 + w), colour);
    draw->AddRectFilled(ImVec2(x0, y1 - w), ImVec2(x1, y1), colour);
    draw->AddRectFilled(ImVec2(x0, y0 + w), ImVec2(x0 + w, y1 - w), colour);
    draw->AddRectFilled(ImVec2(x1 - w, y0 + w), ImVec2(x1, y1 - w), colour);
}

// A single's proof (Step::blockers), over the board: each placed digit that rules something out is
// framed, with a line from it. For a Hidden Single (or Full House) the line crosses the single's
// house through the cells the blocker rules out, to the house's far edge: along the blocker's row
// or column, or, for a box's digit that rules out a row's (column's) three cells of that box, down
// (across) to that row and then along those three cells. For a Naked Single the line goes to the
// single's cell: straight from its row or column, slanted from elsewhere in its box.
void draw_blockers(ImDrawList* draw, const BoardLayout& l, const Grid& grid, const Step& step,
                   const BoardTheme& theme) {
    if (step.blockers.empty() || step.placements.empty()) return;
    const ImU32 colour = rgb(theme.hint_cause);
    const int w = std::max(2, int(std::lround(l.cell * 0.045f)));
    const int target = step.placements.front().cell;
    const int house = step.houses.empty() ? -1 : step.houses.front();
    auto left = [&](int col) { return l.x + l.offset[col]; };
    auto top = [&](int row) { return l.y + l.offset[row]; };
    for (const Blocker& b : step.blockers) {
        const int from = b.placed.cell, row = row_of(from), col = col_of(from);
        proof_frame(draw, l, from, w, colour);
        if (step.technique == Technique::NakedSingle) {
            const int trow = row_of(target), tcol = col_of(target);
            if (trow == row)
                proof_bar(draw, l, grid, true, row, tcol < col ? left(col) : left(col) + l.cell,
                          tcol < col ? left(tcol) + l.cell : left(tcol), w, colour);
            else if (tcol == col)
                proof_bar(draw, l, grid, false, col, trow < row ? top(row) : top(row) + l.cell,
                          trow < row ? top(trow) + l.cell : top(trow), w, colour);
            else {
                // Elsewhere in the box: from edge to edge on the line between the cells' centres.
                const ImVec2 a(left(col) + l.cell / 2.0f, top(row) + l.cell / 2.0f);
                const ImVec2 z(left(tcol) + l.cell / 2.0f, top(trow) + l.cell / 2.0f);
                const float dx = z.x - a.x, dy = z.y - a.y;
                const float edge = l.cell / 2.0f / std::max(std::abs(dx), std::abs(dy));  // of the way
                draw->AddLine(ImVec2(a.x + dx * edge, a.y + dy * edge), ImVec2(z.x - dx * edge, z.y - dy * edge),
                              colour, float(w));
            }
            continue;
        }
        if (house < 0) continue;
        // The house's cells in the blocker's row and in its column, as a span of columns / rows.
        int cmin = kSide, cmax = -1, rmin = kSide, rmax = -1;
        for (int cell : house_cells(house)) {
            if (row_of(cell) == row) cmin = std::min(cmin, col_of(cell)), cmax = std::max(cmax, col_of(cell));
            if (col_of(cell) == col) rmin = std::min(rmin, row_of(cell)), rmax = std::max(rmax, row_of(cell));
        }
        const bool along_row = std::all_of(b.covers.begin(), b.covers.end(), [&](int c) { return row_of(c) == row; });
        const bool along_col = std::all_of(b.covers.begin(), b.covers.end(), [&](int c) { return col_of(c) == col; });
        if (along_row && cmax >= 0) {  // along the blocker's row, across the house
            proof_bar(draw, l, grid, true, row, col < cmin ? left(col) + l.cell : left(col),
                      col < cmin ? left(cmax) + l.cell : left(cmin), w, colour);
        } else if (along_col && rmax >= 0) {  // along its column
            proof_bar(draw, l, grid, false, col, row < rmin ? top(row) + l.cell : top(row),
                      row < rmin ? top(rmax) + l.cell : top(rmin), w, colour);
        } else if (house_kind(house) == HouseKind::Row) {  // a box's digit: down or up to the row...
            const int r = house_index(house), mid = top(r) + (l.cell - w) / 2;
            proof_bar(draw, l, grid, false, col, r < row ? mid : top(row) + l.cell, r < row ? top(row) : mid + w, w,
                      colour);
            const int c0 = col - col % kBoxCols;  // ... then along the row's cells in the box
            proof_bar(draw, l, grid, true, r, left(c0), left(c0 + kBoxCols - 1) + l.cell, w, colour);
        } else if (house_kind(house) == HouseKind::Column) {
            const int c = house_index(house), mid = left(c) + (l.cell - w) / 2;
            proof_bar(draw, l, grid, true, row, c < col ? mid : left(col) + l.cell, c < col ? left(col) : mid + w, w,
                      colour);
            const int r0 = row - row % kBoxRows;
            proof_bar(draw, l, grid, false, c, top(r0), top(r0 + kBoxRows - 1) + l.cell, w, colour);
        }
    }
}

// r1-r9 left of the rows and c1-c9 above the columns (the hints' notation), outside the grid.
void draw_labels(ImDrawList* draw, const BoardLayout& l, const BoardView& view, const BoardTheme& theme) {
    ImFont* font = view.label_font ? view.label_font : ImGui::GetFont();
    const float size = view.label_size;
    const float gap = std::round(size * 0.3f);
    for (int i = 0; i < kSide; ++i) {
        const char row[3] = {'r', char('1' + i), 0};
        const char col[3] = {'c', char('1' + i), 0};
        const ImVec2 r = font->CalcTextSizeA(size, 1e9f, 0.0f, row);
        const ImVec2 c = font->CalcTextSizeA(size, 1e9f, 0.0f, col);
        draw->AddText(font, size,
                      ImVec2(std::round(l.x - gap - r.x), std::round(l.y + l.offset[i] + (l.cell - r.y) / 2)),
                      rgb(theme.text), row);
        draw->AddText(font, size,
                      ImVec2(std::round(l.x + l.offset[i] + (l.cell - c.x) / 2), std::round(l.y - gap - c.y)),
                      rgb(theme.text), col);
    }
}

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

void draw_board(ImDrawList* draw, const BoardLayout& l, const BoardView& view, ImFont* digit_font, ImFont* note_font,
                const BoardTheme& theme) {
    ImFont* font = digit_font ? digit_font : ImGui::GetFont();
    ImFont* small = note_font ? note_font : font;
    const float digit_px = digit_size(l.cell);
    const float note_px = note_size(l.cell);
    const float third = l.cell / 3.0f;
    const int selected = view.selected;
    const int selected_digit = selected >= 0 ? view.grid.digit(selected) : 0;

    // Hint evidence by cell, for quick lookup while painting.
    std::bitset<kCells> hint_cells;
    if (view.hint)
        for (const auto& e : view.hint->evidence) hint_cells.set(e.candidate.cell);
    auto hint_mark = [&](int cell, int digit) -> std::uint32_t {
        if (!view.hint) return 0;
        for (const auto& c : view.hint->eliminations)
            if (c.cell == cell && c.digit == digit) return theme.hint_elimination;
        for (const auto& c : view.hint->placements)
            if (c.cell == cell && c.digit == digit) return theme.hint_cause;
        for (const auto& e : view.hint->evidence)
            if (e.candidate.cell == cell && e.candidate.digit == digit) return theme.hint_cause;
        return 0;
    };

    // The board is painted in line colour, then each cell over it: what is left between the cells
    // are the grid lines, exactly thin/thick pixels wide.
    draw->AddRectFilled(ImVec2(float(l.x), float(l.y)), ImVec2(float(l.x + l.size), float(l.y + l.size)),
                        rgb(theme.grid_line));
    for (int cell = 0; cell < kCells; ++cell) {
        ImVec2 min(float(l.cell_left(cell)), float(l.cell_top(cell)));
        ImVec2 max(min.x + l.cell, min.y + l.cell);
        const int digit = view.grid.digit(cell);

        // Givens sit on a tinted background, so the puzzle's own digits read apart from the player's.
        std::uint32_t background =
            view.grid.is_given(cell) && !view.hidden ? theme.given_background : theme.cell_background;
        if (!view.hidden) {
            if (selected >= 0 && view.highlight_houses && shares_house(cell, selected))
                background = theme.house_highlight;
            if (view.highlight_equal && selected_digit && digit == selected_digit) background = theme.equal_highlight;
            if (view.hint_house >= 0) {
                const auto& houses = houses_of(cell);
                if (houses[0] == view.hint_house || houses[1] == view.hint_house || houses[2] == view.hint_house)
                    background = theme.hint_cell;
            }
            if (hint_cells[cell]) background = theme.hint_cell;
            if (view.flagged[cell]) background = theme.flagged_background;
        }
        if (cell == selected) background = theme.selected;
        draw->AddRectFilled(min, max, rgb(background));
        if (view.hidden) continue;

        if (digit != 0) {
            std::uint32_t colour = view.grid.is_given(cell) ? theme.given_digit : theme.player_digit;
            if (view.flagged[cell]) colour = theme.flagged_digit;
            centred_text(draw, font, digit_px, min, float(l.cell), rgb(colour), char('0' + digit));
            continue;
        }
        // Notes: a 3x3 grid of small digits, digit d at position d-1 in reading order.
        const DigitMask notes = view.notes[cell];
        for (int d = 1; d <= kDigits; ++d) {
            // What a hint marks is drawn even where the player has no note: a chain's digits in an
            // empty cell, or a candidate the notes left out.
            const std::uint32_t mark = hint_mark(cell, d);
            if (!(notes & digit_bit(d)) && !mark) continue;
            ImVec2 at(min.x + ((d - 1) % 3) * third, min.y + ((d - 1) / 3) * third);
            if (mark) {
                draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1), rgb(mark),
                                    third * 0.25f);
            } else if (view.highlight_equal && selected_digit == d) {
                draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1),
                                    rgb(theme.equal_highlight), third * 0.25f);
            }
            const std::uint32_t colour = mark ? theme.cell_background : theme.note_digit;
            centred_text(draw, small, note_px, at, third, rgb(colour), char('0' + d));
        }
    }
    if (!view.hidden) draw_flag_marks(draw, l, view, theme);
    if (!view.hidden) draw_note_clashes(draw, l, view, small, note_px, theme);
    if (view.label_size > 0) draw_labels(draw, l, view, theme);
    if (view.hint && !view.hidden) draw_blockers(draw, l, view.grid, *view.hint, theme);
    if (view.hint && !view.hidden) draw_links(draw, l, view.hint->links, theme);
}

}  // namespace sudoku::ui
