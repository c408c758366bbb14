#include "game/ui/board_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include <imgui.h>

#include "engine/picture/board_picture.hpp"
#include "game/core/board.hpp"

namespace sudoku::ui {

namespace {

ImU32 rgb(std::uint32_t c) {
    return IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, 0xFF);
}
ImU32 argb(std::uint32_t c) {
    return IM_COL32((c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF, (c >> 24) & 0xFF);
}

bool dark(const BoardTheme& theme) {
    const std::uint32_t c = theme.cell_background;
    return ((c >> 16) & 0xFF) + ((c >> 8) & 0xFF) + (c & 0xFF) < 3 * 128;
}

// The text of a symbol: "1".."9", then "A".."G" (or "10".."16").
struct SymbolText {
    char text[3] = {0, 0, 0};
};
SymbolText symbol_text_of(int symbol, bool numbers) {
    SymbolText s;
    if (symbol > 9 && numbers) {
        s.text[0] = '1';
        s.text[1] = char('0' + symbol - 10);
    } else {
        s.text[0] = symbol_char(symbol);
    }
    return s;
}

// Two characters take the room of one: drawn smaller.
float symbol_px(float px, const SymbolText& s) {
    return s.text[1] ? std::round(px * 0.78f) : px;
}

void centred_text(ImDrawList* draw, ImFont* font, float size, ImVec2 min, float box, ImU32 colour,
                  const SymbolText& s) {
    ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, s.text);
    ImVec2 at(std::round(min.x + (box - extent.x) / 2), std::round(min.y + (box - extent.y) / 2));
    draw->AddText(font, size, at, colour, s.text);
}

// Where a symbol's ink lies, from the point AddText draws it at, at `size` pixels: for placing
// small marks against a cell's edges by what shows rather than by the line's box.
struct Ink {
    float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
Ink ink_of(ImFont* font, float size, const SymbolText& s) {
    const float scale = size / font->FontSize;
    Ink ink{1e9f, 1e9f, -1e9f, -1e9f};
    float x = 0;
    for (const char* c = s.text; *c; ++c) {
        const ImFontGlyph* g = font->FindGlyph(ImWchar(*c));
        if (!g) continue;
        ink.x0 = std::min(ink.x0, x + g->X0 * scale), ink.x1 = std::max(ink.x1, x + g->X1 * scale);
        ink.y0 = std::min(ink.y0, g->Y0 * scale), ink.y1 = std::max(ink.y1, g->Y1 * scale);
        x += g->AdvanceX * scale;
    }
    return ink.x0 > ink.x1 ? Ink{} : ink;
}

// Where the marks of a cell may go: its square less the padding (and, on a Killer board, less the
// cage's outline and, in a cage's first cell, the sum's band at the top).
struct MarkArea {
    float x0, y0, x1, y1;
};

// Corner marks in the order typed, SudokuPad's places: the four corners (top-left, top-right,
// bottom-left, bottom-right), then the middles of the top, bottom, left and right edges, then the
// centre. Each symbol's ink touches its corner or edge of the area (or is centred on it).
void draw_corner_marks(ImDrawList* draw, ImFont* font, float size, const MarkArea& a, std::uint64_t marks, bool numbers,
                       ImU32 colour) {
    static constexpr float kPlace[9][2] = {{0, 0},    {1, 0},    {0, 1},    {1, 1},      {0.5f, 0},
                                           {0.5f, 1}, {0, 0.5f}, {1, 0.5f}, {0.5f, 0.5f}};
    const int count = std::min(game::corner_count(marks), game::kMaxCornerMarks);
    for (int i = 0; i < count; ++i) {
        const SymbolText s = symbol_text_of(game::corner_at(marks, i), numbers);
        const float px = symbol_px(size, s);
        const Ink ink = ink_of(font, px, s);
        const float fx = kPlace[i][0], fy = kPlace[i][1];
        const float x = fx == 0 ? a.x0 - ink.x0 : fx == 1 ? a.x1 - ink.x1 : (a.x0 + a.x1 - ink.x0 - ink.x1) / 2;
        const float y = fy == 0 ? a.y0 - ink.y0 : fy == 1 ? a.y1 - ink.y1 : (a.y0 + a.y1 - ink.y0 - ink.y1) / 2;
        draw->AddText(font, px, ImVec2(std::round(x), std::round(y)), colour, s.text);
    }
}

// Centre marks: the symbols in ascending order through the middle of the area, on one row made
// smaller when it does not fit the area's width; when that would shrink them below
// kCentreTwoRows of their size (16 symbols on a 16x16 board), on two rows instead. Two-character
// symbols keep a gap between them. With `patch`, they sit on a patch of that colour (over notes),
// under `patch_tint` (the filter's, in a lit cell) when that is not 0.
void draw_centre_marks(ImDrawList* draw, ImFont* font, float size, const MarkArea& a, DigitMask marks, int side,
                       bool numbers, ImU32 colour, ImU32 patch, ImU32 patch_tint) {
    std::array<SymbolText, kMaxSide> symbols;
    std::array<float, kMaxSide> widths{};
    int count = 0;
    bool wide = false;
    for (int d = 1; d <= side; ++d) {
        if (!(marks & digit_bit(d))) continue;
        symbols[std::size_t(count)] = symbol_text_of(d, numbers);
        wide = wide || symbols[std::size_t(count)].text[1];
        widths[std::size_t(count)] = font->CalcTextSizeA(size, 1e9f, 0.0f, symbols[std::size_t(count)].text).x;
        ++count;
    }
    if (count == 0) return;
    const float gap = wide ? size * 0.3f : 0;
    auto row_width = [&](int from, int to) {
        float w = gap * float(to - from - 1);
        for (int i = from; i < to; ++i) w += widths[std::size_t(i)];
        return w;
    };
    const float room = a.x1 - a.x0;
    int split = count;  // the first row's end
    float fit = std::min(1.0f, room / row_width(0, count));
    if (fit < kCentreTwoRows && count >= 4) {
        split = (count + 1) / 2;
        fit = std::min({1.0f, room / row_width(0, split), room / row_width(split, count)});
    }
    const float px = std::max(5.0f, size * fit);
    const float scale = px / size;
    const float middle = (a.y0 + a.y1) / 2;
    for (int row = 0; row < (split < count ? 2 : 1); ++row) {
        const int from = row == 0 ? 0 : split, to = row == 0 ? split : count;
        const float width = row_width(from, to) * scale;
        float x = (a.x0 + a.x1 - width) / 2;
        const float y = std::round(split < count ? middle - px + float(row) * px : middle - px / 2);
        if (patch) {
            const float pad = std::max(1.0f, std::round(px * 0.15f));
            const ImVec2 p0(std::round(x) - pad, y), p1(std::round(x + width) + pad, y + px);
            draw->AddRectFilled(p0, p1, patch, pad);
            if (patch_tint) draw->AddRectFilled(p0, p1, patch_tint, pad);
        }
        for (int i = from; i < to; ++i) {
            draw->AddText(font, px, ImVec2(std::round(x), y), colour, symbols[std::size_t(i)].text);
            x += (widths[std::size_t(i)] + gap) * scale;
        }
    }
}

// A cell's colours (bit c-1 for colour c) over the rectangle [x0, x1) x [y0, y1): one colour fills
// it, several share it as equal vertical stripes, left to right in the palette's order.
void draw_cell_colours(ImDrawList* draw, float x0, float y0, float x1, float y1, std::uint16_t colours,
                       int theme_index) {
    const int count = symbol_count(colours & ((1u << game::kColours) - 1));
    int i = 0;
    for (int c = 1; c <= game::kColours; ++c) {
        if (!(colours & (1u << (c - 1)))) continue;
        const float left = x0 + std::round((x1 - x0) * float(i) / float(count));
        const float right = x0 + std::round((x1 - x0) * float(i + 1) / float(count));
        draw->AddRectFilled(ImVec2(left, y0), ImVec2(right, y1), rgb(kMarkColours[theme_index][c - 1]));
        ++i;
    }
}

// Where a note sits in its cell: symbol d at position d-1 of a k x k grid in reading order.
// On a Killer board the notes keep inside the cages' dashed outlines, and the first cell of each
// cage carries the cage's sum in its top-left corner: its notes move down and shrink into the rest
// of the cell, so both stay legible. In a cell that also has corner or centre marks the notes
// shrink (kNotesAmongMarks) towards the middle, leaving the edges to the corner marks.
struct NoteGrid {
    int k = 3;
    float step = 0;  // width of one note's square
    const Shape* shape = nullptr;
    float band = 0;   // height of a cage sum's band
    float inset = 0;  // the dashed outline's distance from the cell's edges, and its width
    const BoardView* marks = nullptr;
    bool squeezed(int cell) const {
        if (!shape || band <= 0) return false;
        const int cage = shape->cage_of(cell);
        return cage >= 0 && shape->cage(cage).cells[0] == cell;
    }
    bool among_marks(int cell) const {
        return marks && ((!marks->corner.empty() && marks->corner[std::size_t(cell)]) ||
                         (!marks->centre.empty() && marks->centre[std::size_t(cell)]));
    }
    float cell_px() const { return step * float(k); }
    // The top of the room the notes may use, and its height.
    float top_of(int cell) const { return !shape ? 0 : squeezed(cell) ? band : inset; }
    float room_of(int cell) const {
        return !shape ? cell_px() : squeezed(cell) ? cell_px() - band - inset : cell_px() - 2 * inset;
    }
    float step_of(int cell) const {
        const float room = room_of(cell);
        return (among_marks(cell) ? std::round(room * kNotesAmongMarks) : room) / float(k);
    }
    ImVec2 at(const BoardLayout& l, int cell, int d) const {
        const float s = step_of(cell);
        const float x0 = float(l.cell_left(cell)) + (cell_px() - s * float(k)) / 2;
        const float y0 = float(l.cell_top(cell)) + top_of(cell) + (room_of(cell) - s * float(k)) / 2;
        return ImVec2(x0 + float((d - 1) % k) * s, y0 + float((d - 1) / k) * s);
    }
};
float cage_band(const BoardLayout& l) {
    return cage_sum_size(l.cell) + 1;
}
float cage_inset(const BoardLayout& l) {
    return std::max(2.0f, std::round(float(l.cell) * 0.07f));
}
NoteGrid note_grid(const BoardLayout& l, const Shape* shape = nullptr, const BoardView* marks = nullptr) {
    NoteGrid g;
    g.k = note_columns(l.side);
    g.step = float(l.cell) / float(g.k);
    g.marks = marks;
    if (shape && shape->is_killer()) {
        g.shape = shape;
        g.band = cage_band(l);
        g.inset = cage_inset(l) + std::max(1.0f, std::round(float(l.cell) / 40.0f));
    }
    return g;
}

// A dashed line from a to b (axis-aligned), dashes and gaps `dash` pixels long.
void dashed_line(ImDrawList* draw, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
    const float length = std::fabs(b.x - a.x) + std::fabs(b.y - a.y);
    if (length <= 0) return;
    const float dx = (b.x - a.x) / length, dy = (b.y - a.y) / length;
    for (float t = 0; t < length; t += 2 * dash) {
        const float e = std::min(length, t + dash);
        draw->AddLine(ImVec2(a.x + dx * t, a.y + dy * t), ImVec2(a.x + dx * e, a.y + dy * e), colour, thickness);
    }
}

// A picture coordinate (cell units) along the columns (`offset` the layout's col_offset) or the
// rows (row_offset), in pixels: a whole number i is grid line i, the middle of the gap before
// column (row) i; any other lies in a cell, scaled from that cell's left (top) edge. The gaps
// between cells are not in the picture: a cell's content keeps to its square.
float picture_px(const BoardLayout& l, double v, int origin, const std::array<int, kMaxSide>& offset) {
    // Outside the grid (a clue in the margins): cell units from the outer border.
    if (v < 0) return float(origin + v * l.cell);
    if (v > l.side) return float(origin + l.size + (v - l.side) * l.cell);
    const int i = int(std::floor(v));
    const double t = v - i;
    if (t != 0) return float(double(origin + offset[std::size_t(std::clamp(i, 0, l.side - 1))]) + t * l.cell);
    const float size = float(l.cell);
    if (i <= 0) return float(origin + offset[0]) - float(offset[0]) / 2;
    const float before = float(origin + offset[std::size_t(i - 1)]) + size;
    if (i >= l.side) return before + float(l.size - offset[std::size_t(l.side - 1)] - l.cell) / 2;
    return (float(origin + offset[std::size_t(i)]) + before) / 2;
}
ImVec2 picture_px(const BoardLayout& l, const PicturePoint& p) {
    return ImVec2(picture_px(l, p.x, l.x, l.col_offset), picture_px(l, p.y, l.y, l.row_offset));
}

// Killer cages: the picture's outline strokes (cage_inset in from the cells' edges), dashed, and
// the sum in the top-left corner of the cage's first cell on a patch of that cell's background.
void draw_cages(ImDrawList* draw, const BoardLayout& l, const BoardPicture& picture, ImFont* font,
                const std::vector<std::uint32_t>& backgrounds, const BoardTheme& theme) {
    const float inset = cage_inset(l);
    const float thickness = std::max(1.0f, std::round(float(l.cell) / 40.0f));
    const float dash = std::max(2.0f, std::round(float(l.cell) * 0.06f));
    const ImU32 colour = rgb(theme.note_digit);
    for (const CageEdge& edge : picture.cage_edges)
        dashed_line(draw, picture_px(l, edge.line.a), picture_px(l, edge.line.b), colour, thickness, dash);
    const float px = cage_sum_size(l.cell);
    for (const CageSum& sum : picture.cage_sums) {
        const ImVec2 extent = font->CalcTextSizeA(px, 1e9f, 0.0f, sum.text.c_str());
        const ImVec2 at(std::round(float(l.cell_left(sum.cell)) + std::max(1.0f, inset * 0.5f)),
                        std::round(float(l.cell_top(sum.cell)) + std::max(1.0f, inset * 0.25f)));
        draw->AddRectFilled(ImVec2(at.x - 1, at.y), ImVec2(at.x + extent.x + 2, at.y + extent.y),
                            rgb(backgrounds[std::size_t(sum.cell)]));
        draw->AddText(font, px, at, rgb(theme.given_digit), sum.text.c_str());
    }
}

// Labels (clues' numbers), centred where the picture puts them, in or outside the grid.
void draw_picture_labels(ImDrawList* draw, const BoardLayout& l, const BoardPicture& picture, ImFont* font,
                         const BoardTheme& theme) {
    const float px = std::round(float(l.cell) * 0.45f);
    for (const PictureLabel& label : picture.labels) {
        const ImVec2 extent = font->CalcTextSizeA(px, 1e9f, 0.0f, label.text.c_str());
        const ImVec2 c = picture_px(l, label.centre);
        draw->AddText(font, px, ImVec2(std::round(c.x - extent.x / 2), std::round(c.y - extent.y / 2)),
                      rgb(theme.given_digit), label.text.c_str());
    }
}

// A hint's chain, over the board: a line from candidate to candidate (where the notes draw them),
// solid for a strong link, dashed for a weak one, stopping short of the digits it joins.
void draw_links(ImDrawList* draw, const BoardLayout& l, const BoardView& view, const std::vector<ChainLink>& links,
                const BoardTheme& theme) {
    const NoteGrid g = note_grid(l, nullptr, &view);
    const float third = g.step;
    const float width = std::max(1.5f, l.cell * 0.035f);
    auto centre = [&](const Candidate& c) {
        const ImVec2 at = g.at(l, c.cell, c.digit);
        const float half = g.step_of(c.cell) / 2;
        return ImVec2(at.x + half, at.y + half);
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
    const int cells = view.shape->cell_count();
    for (int cell = 0; cell < cells; ++cell) {
        if (view.digit(cell) == 0 || !(view.flagged.contains(cell) || view.checked.contains(cell))) continue;
        const ImVec2 min(float(l.cell_left(cell)), float(l.cell_top(cell)));
        mark_bar(draw, min, float(l.cell), colour);
        if (!view.checked.contains(cell)) continue;
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
    if (view.note_clashes.empty()) return;
    const NoteGrid g = note_grid(l, view.shape.get(), &view);
    const int cells = view.shape->cell_count(), n = view.shape->side();
    for (int cell = 0; cell < cells; ++cell) {
        const DigitMask clashes = DigitMask(view.note_clash(cell) & view.note(cell));
        if (!clashes || view.digit(cell) != 0) continue;
        for (int d = 1; d <= n; ++d) {
            if (!(clashes & digit_bit(d)) || hint_shows(view.hint, cell, d)) continue;
            const ImVec2 at = g.at(l, cell, d);
            const float third = g.step_of(cell);
            draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1),
                                rgb(theme.flagged_background), third * 0.25f);
            const SymbolText s = symbol_text_of(d, view.numbers_above_nine);
            centred_text(draw, font, symbol_px(size * third / g.step, s), at, third, rgb(theme.flagged_digit), s);
            mark_bar(draw, at, third, rgb(theme.flagged_digit));
        }
    }
}

// A straight bar `w` pixels wide along board row `index` (horizontal) or column `index`, from pixel
// a to pixel b along it, centred in the cells: filled rectangles, crisp on every renderer. It breaks
// where it would cross a placed digit, so the digit stays readable.
void proof_bar(ImDrawList* draw, const BoardLayout& l, const BoardView& view, bool horizontal, int index, int a, int b,
               int w, ImU32 colour) {
    if (a > b) std::swap(a, b);
    const Shape& shape = *view.shape;
    const int across = horizontal ? l.y + l.row_offset[std::size_t(index)] + (l.cell - w) / 2
                                  : l.x + l.col_offset[std::size_t(index)] + (l.cell - w) / 2;
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
    for (int i = 0; i < shape.side(); ++i) {
        const int cell = horizontal ? shape.cell_at(index, i) : shape.cell_at(i, index);
        if (view.digit(cell) == 0) continue;
        const int centre = origin + (horizontal ? l.col_offset : l.row_offset)[std::size_t(i)] + l.cell / 2;
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

// A Naked Single's blocker: a line from the blocker to the single's cell, straight from its row or
// column, slanted from elsewhere in the box.
void naked_single_line(ImDrawList* draw, const BoardLayout& l, const BoardView& view, int from, int target, int w,
                       ImU32 colour) {
    const Shape& shape = *view.shape;
    const int row = shape.row_of(from), col = shape.col_of(from);
    const int trow = shape.row_of(target), tcol = shape.col_of(target);
    auto left = [&](int c) { return l.x + l.col_offset[std::size_t(c)]; };
    auto top = [&](int r) { return l.y + l.row_offset[std::size_t(r)]; };
    if (trow == row) {
        proof_bar(draw, l, view, true, row, tcol < col ? left(col) : left(col) + l.cell,
                  tcol < col ? left(tcol) + l.cell : left(tcol), w, colour);
    } else if (tcol == col) {
        proof_bar(draw, l, view, false, col, trow < row ? top(row) : top(row) + l.cell,
                  trow < row ? top(trow) + l.cell : top(trow), w, colour);
    } else {
        // Elsewhere in the box: from edge to edge on the line between the cells' centres.
        const ImVec2 a(left(col) + l.cell / 2.0f, top(row) + l.cell / 2.0f);
        const ImVec2 z(left(tcol) + l.cell / 2.0f, top(trow) + l.cell / 2.0f);
        const float dx = z.x - a.x, dy = z.y - a.y;
        const float edge = l.cell / 2.0f / std::max(std::abs(dx), std::abs(dy));  // of the way
        draw->AddLine(ImVec2(a.x + dx * edge, a.y + dy * edge), ImVec2(z.x - dx * edge, z.y - dy * edge), colour,
                      float(w));
    }
}

// A single's proof (Step::blockers), over the board: each placed digit that rules something out is
// framed, with a line from it. For a Hidden Single (or Full House) the line crosses the single's
// house through the cells the blocker rules out, to the house's far edge: along the blocker's row
// or column, or, for a box's (region's) digit that rules out a row's (column's) cells of that box,
// down (across) to that row and then along those cells. For a Naked Single the line goes to the
// single's cell: straight from its row or column, slanted from elsewhere.
void draw_blockers(ImDrawList* draw, const BoardLayout& l, const BoardView& view, const Step& step,
                   const BoardTheme& theme) {
    if (step.blockers.empty() || step.placements.empty()) return;
    const Shape& shape = *view.shape;
    const int n = shape.side();
    const ImU32 colour = rgb(theme.hint_cause);
    const int w = std::max(2, int(std::lround(l.cell * 0.045f)));
    const int target = step.placements.front().cell;
    const int house = step.houses.empty() || step.houses.front() >= shape.house_count() ? -1 : step.houses.front();
    auto left = [&](int col) { return l.x + l.col_offset[std::size_t(col)]; };
    auto top = [&](int row) { return l.y + l.row_offset[std::size_t(row)]; };
    for (const Blocker& b : step.blockers) {
        const int from = b.placed.cell, row = shape.row_of(from), col = shape.col_of(from);
        proof_frame(draw, l, from, w, colour);
        if (step.technique == Technique::NakedSingle) {
            naked_single_line(draw, l, view, from, target, w, colour);
            continue;
        }
        if (house < 0) continue;
        // The house's cells in the blocker's row and in its column, as a span of columns / rows.
        int cmin = n, cmax = -1, rmin = n, rmax = -1;
        for (int cell : shape.house_cells(house)) {
            if (shape.row_of(cell) == row)
                cmin = std::min(cmin, shape.col_of(cell)), cmax = std::max(cmax, shape.col_of(cell));
            if (shape.col_of(cell) == col)
                rmin = std::min(rmin, shape.row_of(cell)), rmax = std::max(rmax, shape.row_of(cell));
        }
        const bool along_row =
            std::all_of(b.covers.begin(), b.covers.end(), [&](int c) { return shape.row_of(c) == row; });
        const bool along_col =
            std::all_of(b.covers.begin(), b.covers.end(), [&](int c) { return shape.col_of(c) == col; });
        // The span (along row or column `line`) of the cells the blocker rules out there: the
        // line's cells in the blocker's box or region when they hold them all, else the covers'.
        const bool in_region = std::all_of(b.covers.begin(), b.covers.end(),
                                           [&](int c) { return shape.region_of(c) == shape.region_of(from); });
        auto span = [&](bool horizontal, int line, int& lo, int& hi) {
            lo = n, hi = -1;
            for (int i = 0; i < n; ++i) {
                const int cell = horizontal ? shape.cell_at(line, i) : shape.cell_at(i, line);
                const bool covered = std::find(b.covers.begin(), b.covers.end(), cell) != b.covers.end();
                if (in_region ? shape.region_of(cell) == shape.region_of(from) : covered)
                    lo = std::min(lo, i), hi = std::max(hi, i);
            }
        };
        if (along_row && cmax >= 0) {  // along the blocker's row, across the house
            proof_bar(draw, l, view, true, row, col < cmin ? left(col) + l.cell : left(col),
                      col < cmin ? left(cmax) + l.cell : left(cmin), w, colour);
        } else if (along_col && rmax >= 0) {  // along its column
            proof_bar(draw, l, view, false, col, row < rmin ? top(row) + l.cell : top(row),
                      row < rmin ? top(rmax) + l.cell : top(rmin), w, colour);
        } else if (shape.house_kind(house) == ShapeHouseKind::Row) {  // a box's digit: down or up to the row...
            const int r = shape.house_index(house), mid = top(r) + (l.cell - w) / 2;
            proof_bar(draw, l, view, false, col, r < row ? mid : top(row) + l.cell, r < row ? top(row) : mid + w, w,
                      colour);
            int c0 = 0, c1 = -1;  // ... then along the row's cells in the box
            span(true, r, c0, c1);
            if (c1 >= 0) proof_bar(draw, l, view, true, r, left(c0), left(c1) + l.cell, w, colour);
        } else if (shape.house_kind(house) == ShapeHouseKind::Column) {
            const int c = shape.house_index(house), mid = left(c) + (l.cell - w) / 2;
            proof_bar(draw, l, view, true, row, c < col ? mid : left(col) + l.cell, c < col ? left(col) : mid + w, w,
                      colour);
            int r0 = 0, r1 = -1;
            span(false, c, r0, r1);
            if (r1 >= 0) proof_bar(draw, l, view, false, c, top(r0), top(r1) + l.cell, w, colour);
        }
    }
}

// r1-r9 left of the rows and c1-c9 above the columns (the hints' notation), outside the grid:
// r10..r16 and c10..c16 on larger boards.
void draw_labels(ImDrawList* draw, const BoardLayout& l, const BoardView& view, const BoardTheme& theme) {
    ImFont* font = view.label_font ? view.label_font : ImGui::GetFont();
    const float size = view.label_size;
    const float gap = std::round(size * 0.3f);
    // Beyond the room clues take outside the grid.
    const float left_of = float(l.x - l.margins.left * l.cell), above = float(l.y - l.margins.top * l.cell);
    for (int i = 0; i < l.side; ++i) {
        char row[4] = {'r', 0, 0, 0}, col[4] = {'c', 0, 0, 0};
        const std::string number = std::to_string(i + 1);
        for (std::size_t k = 0; k < number.size() && k < 2; ++k) row[k + 1] = col[k + 1] = number[k];
        const ImVec2 r = font->CalcTextSizeA(size, 1e9f, 0.0f, row);
        const ImVec2 c = font->CalcTextSizeA(size, 1e9f, 0.0f, col);
        const int top = l.row_offset[std::size_t(i)], left = l.col_offset[std::size_t(i)];
        draw->AddText(font, size, ImVec2(std::round(left_of - gap - r.x), std::round(l.y + top + (l.cell - r.y) / 2)),
                      rgb(theme.text), row);
        draw->AddText(font, size, ImVec2(std::round(l.x + left + (l.cell - c.x) / 2), std::round(above - gap - c.y)),
                      rgb(theme.text), col);
    }
}

// Whether the gap before column (row) i runs along a thick wall anywhere: a box or region border,
// or the frame (i = 0 or n).
bool border_before(const BoardPicture& picture, bool column, int i) {
    for (int j = 0; j < picture.side; ++j)
        if ((column ? picture.vertical_wall(i, j) : picture.horizontal_wall(i, j)).weight == WallWeight::Thick)
            return true;
    return false;
}

// A light tint per jigsaw region, neighbouring regions apart: a greedy colouring over the palette.
std::array<std::uint8_t, kMaxSide> region_colours(const Shape& shape) {
    const int n = shape.side();
    std::array<std::uint16_t, kMaxSide> neighbours{};
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const int r = shape.row_of(cell), c = shape.col_of(cell), a = shape.region_of(cell);
        if (c + 1 < n) {
            const int b = shape.region_of(cell + 1);
            if (a != b)
                neighbours[std::size_t(a)] |= std::uint16_t(1u << b),
                    neighbours[std::size_t(b)] |= std::uint16_t(1u << a);
        }
        if (r + 1 < n) {
            const int b = shape.region_of(cell + n);
            if (a != b)
                neighbours[std::size_t(a)] |= std::uint16_t(1u << b),
                    neighbours[std::size_t(b)] |= std::uint16_t(1u << a);
        }
    }
    std::array<std::uint8_t, kMaxSide> colour{};
    for (int region = 0; region < n; ++region) {
        unsigned used = 0;
        for (int other = 0; other < region; ++other)
            if (neighbours[std::size_t(region)] & (1u << other)) used |= 1u << colour[std::size_t(other)];
        int k = 0;
        while (used & (1u << k)) ++k;
        colour[std::size_t(region)] = std::uint8_t(k);
    }
    return colour;
}

// Region tints, 0xAARRGGBB, per theme: light, dark.
constexpr std::uint32_t kRegionTints[2][6] = {
    {0x30F2B134, 0x3057A773, 0x30D9737B, 0x305B8DEF, 0x30A77BD9, 0x3040B5C0},
    {0x2CF2B134, 0x2C57A773, 0x2CD9737B, 0x2C5B8DEF, 0x2CA77BD9, 0x2C40B5C0},
};

}  // namespace

void BoardView::set_grid(const Grid& grid) {
    shape = Shape::classic();
    digits.assign(grid.digits().begin(), grid.digits().end());
    givens = BigCellSet{};
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_given(cell)) givens.insert(cell);
}

int BoardLayout::cell_at(float px, float py) const {
    int row = -1, col = -1;
    for (int i = 0; i < side; ++i) {
        if (px >= x + col_offset[std::size_t(i)] && px < x + col_offset[std::size_t(i)] + cell) col = i;
        if (py >= y + row_offset[std::size_t(i)] && py < y + row_offset[std::size_t(i)] + cell) row = i;
    }
    return row < 0 || col < 0 ? -1 : row * side + col;
}

BoardLayout layout_board(float min_x, float min_y, float max_x, float max_y, float scale, const Shape& shape) {
    BoardLayout l;
    const int n = shape.side();
    l.side = n;
    l.thin = std::max(1, int(std::lround(kThinLine * scale)));
    l.thick = std::max(l.thin + 1, int(std::lround(kThickLine * scale)));
    int col_lines = 0, row_lines = 0;
    const BoardPicture picture = board_picture(shape, 0);
    for (int i = 0; i <= n; ++i) {
        l.col_gap[std::size_t(i)] = border_before(picture, true, i) ? l.thick : l.thin;
        l.row_gap[std::size_t(i)] = border_before(picture, false, i) ? l.thick : l.thin;
        col_lines += l.col_gap[std::size_t(i)];
        row_lines += l.row_gap[std::size_t(i)];
    }
    // Boxes wider than high have more thick lines across than down: the outer border of the
    // other direction takes the difference, so the board is square.
    const int lines = std::max(col_lines, row_lines);
    auto widen = [&](std::array<int, kMaxSide + 1>& gap, int total) {
        gap[0] += (lines - total) / 2;
        gap[std::size_t(n)] += lines - total - (lines - total) / 2;
    };
    widen(l.col_gap, col_lines);
    widen(l.row_gap, row_lines);
    // Clues outside the grid (picture.margins, whole cells) take room on their sides.
    const PictureMargins& m = picture.margins;
    l.margins = m;
    const int across = n + m.left + m.right, down = n + m.top + m.bottom;
    const int avail_x = int(std::floor(max_x - min_x)), avail_y = int(std::floor(max_y - min_y));
    l.cell = std::max(4, std::min((avail_x - lines) / across, (avail_y - lines) / down));
    l.size = n * l.cell + lines;
    int col = 0, row = 0;
    for (int i = 0; i < n; ++i) {
        col += l.col_gap[std::size_t(i)];
        row += l.row_gap[std::size_t(i)];
        l.col_offset[std::size_t(i)] = col;
        l.row_offset[std::size_t(i)] = row;
        col += l.cell;
        row += l.cell;
    }
    l.x = int(std::floor(min_x + (max_x - min_x - l.size - (m.left + m.right) * l.cell) / 2)) + m.left * l.cell;
    l.y = int(std::floor(min_y + (max_y - min_y - l.size - (m.top + m.bottom) * l.cell) / 2)) + m.top * l.cell;
    return l;
}

namespace {

// What draw_board works out once per frame and each of its steps reads: the fonts and sizes, the
// selection, the hint's cells, the tints in use, and each cell's background as painted (what a
// cage's sum and a centre mark's patch are drawn on).
struct BoardPaint {
    ImDrawList* draw;
    const BoardLayout& l;
    const BoardView& view;
    const BoardTheme& theme;
    ImFont* font;
    ImFont* small;
    const Shape& shape;
    int n;
    float digit_px, note_px;
    NoteGrid notes_at;
    std::vector<std::uint32_t> backgrounds;
    int selected, selected_digit;
    int theme_index;
    bool region_tints;
    std::array<std::uint8_t, kMaxSide> region_colour;
    bool extra_houses;
    bool several_selected;
    BigCellSet hint_cells;           // the hint's evidence by cell, for quick lookup while painting
    BoardPicture picture;            // walls, cage outlines and sums, shaded cells (cage_inset in from the edges)
    std::vector<std::int8_t> shade;  // per cell, the picture's last CellShade for it (-1: none)

    BoardPaint(ImDrawList* draw_, const BoardLayout& l_, const BoardView& view_, ImFont* digit_font, ImFont* note_font,
               const BoardTheme& theme_)
        : draw(draw_),
          l(l_),
          view(view_),
          theme(theme_),
          font(digit_font ? digit_font : ImGui::GetFont()),
          small(note_font ? note_font : font),
          shape(*view_.shape),
          n(shape.side()),
          digit_px(digit_size(l_.cell)),
          note_px(note_size(l_.cell, n)),
          notes_at(note_grid(l_, view_.shape.get(), &view_)),
          backgrounds(std::size_t(shape.cell_count()), theme_.cell_background),
          selected(view_.selected),
          selected_digit(selected >= 0 ? view_.digit(selected) : 0),
          theme_index(dark(theme_) ? 1 : 0),
          region_tints(view_.region_tints && shape.is_jigsaw()),
          region_colour(region_tints ? region_colours(shape) : std::array<std::uint8_t, kMaxSide>{}),
          extra_houses(shape.has_diagonals() || shape.has_windows()),
          several_selected(view_.selection.any_of([&](int cell) { return cell != view_.selected; })),
          picture(board_picture(shape, double(cage_inset(l_)) / l_.cell)),
          shade(std::size_t(shape.cell_count()), -1) {
        for (const ShadedCell& s : picture.shaded) shade[std::size_t(s.cell)] = std::int8_t(s.shade);
        if (view.hint)
            for (const auto& e : view.hint->evidence) hint_cells.insert(e.candidate.cell);
    }

    // The hint's colour for candidate `digit` of `cell` (0: the hint does not mark it).
    std::uint32_t hint_mark(int cell, int digit) const {
        if (!view.hint) return 0;
        for (const auto& c : view.hint->eliminations)
            if (c.cell == cell && c.digit == digit) return theme.hint_elimination;
        for (const auto& c : view.hint->placements)
            if (c.cell == cell && c.digit == digit) return theme.hint_cause;
        for (const auto& e : view.hint->evidence)
            if (e.candidate.cell == cell && e.candidate.digit == digit) return theme.hint_cause;
        return 0;
    }
    bool in_house(int cell, int house) const {
        for (int h : shape.houses_of(cell))
            if (h == house) return true;
        return false;
    }
    // Whether the wall of a cell edge is thin: the cells on either side are of one region.
    static bool thin(const Wall& wall) { return wall.weight == WallWeight::Thin; }
    // Whether a background marks something (selected, equal, hint, flagged): such cells keep
    // their colour clean of tints, and colours leave a ring of it.
    bool marked(std::uint32_t background) const {
        return background == theme.selected || background == theme.equal_highlight || background == theme.hint_cell ||
               background == theme.flagged_background;
    }
};

// The rectangles a cell's background fills: the cell, and on a jigsaw board the parts of the gaps
// around it inside its region (at most 7).
struct CellRects {
    std::array<std::pair<ImVec2, ImVec2>, 7> rects;
    int count = 0;
    void add(ImVec2 min, ImVec2 max) { rects[std::size_t(count++)] = {min, max}; }
    void fill(ImDrawList* draw, ImU32 colour) const {
        for (int i = 0; i < count; ++i)
            draw->AddRectFilled(rects[std::size_t(i)].first, rects[std::size_t(i)].second, colour);
    }
};

// Givens sit on a tinted background, so the puzzle's own digits read apart from the player's; the
// selection, highlights, the hint and flags colour it over that.
std::uint32_t cell_background(const BoardPaint& p, int cell) {
    const BoardView& view = p.view;
    const BoardTheme& theme = p.theme;
    std::uint32_t background = view.is_given(cell) && !view.hidden ? theme.given_background : theme.cell_background;
    if (!view.hidden) {
        if (p.selected >= 0 && view.highlight_houses && p.shape.sees(cell, p.selected))
            background = background == theme.given_background ? theme.given_highlight : theme.house_highlight;
        if (view.highlight_equal && p.selected_digit && view.digit(cell) == p.selected_digit)
            background = theme.equal_highlight;
        if (view.hint_house >= 0 && p.in_house(cell, view.hint_house)) background = theme.hint_cell;
        if (p.hint_cells.contains(cell)) background = theme.hint_cell;
        if (view.flagged.contains(cell)) background = theme.flagged_background;
    }
    if (cell == p.selected || view.selection.contains(cell)) background = theme.selected;
    return background;
}

// Where a thin edge lies in a thick gap (a jigsaw board), each cell's background reaches into the
// gap up to a thin line in its middle: half the gap less the thin line, on edges inside a region
// only. (Box shapes have thin gaps inside boxes: nothing to reach into.)
CellRects background_rects(const BoardPaint& p, int cell, ImVec2 min, ImVec2 max) {
    const BoardLayout& l = p.l;
    const int row = p.shape.row_of(cell), col = p.shape.col_of(cell);
    auto reach = [&](int gap, bool first_half) {
        const int spare = gap - l.thin;
        return float(first_half ? spare / 2 : spare - spare / 2);
    };
    const bool gaps = p.shape.is_jigsaw();
    const BoardPicture& w = p.picture;
    const float left = gaps && p.thin(w.vertical_wall(col, row)) ? reach(l.col_gap[std::size_t(col)], false) : 0;
    const float right =
        gaps && p.thin(w.vertical_wall(col + 1, row)) ? reach(l.col_gap[std::size_t(col + 1)], true) : 0;
    const float up = gaps && p.thin(w.horizontal_wall(row, col)) ? reach(l.row_gap[std::size_t(row)], false) : 0;
    const float down =
        gaps && p.thin(w.horizontal_wall(row + 1, col)) ? reach(l.row_gap[std::size_t(row + 1)], true) : 0;
    CellRects r;
    r.add(ImVec2(min.x - left, min.y), ImVec2(max.x + right, max.y));
    if (up > 0) r.add(ImVec2(min.x, min.y - up), ImVec2(max.x, min.y));
    if (down > 0) r.add(ImVec2(min.x, max.y), ImVec2(max.x, max.y + down));
    // Corners of the gaps, where four cells of one region meet: the neighbour beside the cell
    // (same region) and the one diagonally beyond it have a thin wall between them.
    if (left > 0 && up > 0 && p.thin(w.horizontal_wall(row, col - 1)))
        r.add(ImVec2(min.x - left, min.y - up), ImVec2(min.x, min.y));
    if (right > 0 && up > 0 && p.thin(w.horizontal_wall(row, col + 1)))
        r.add(ImVec2(max.x, min.y - up), ImVec2(max.x + right, min.y));
    if (left > 0 && down > 0 && p.thin(w.horizontal_wall(row + 1, col - 1)))
        r.add(ImVec2(min.x - left, max.y), ImVec2(min.x, max.y + down));
    if (right > 0 && down > 0 && p.thin(w.horizontal_wall(row + 1, col + 1)))
        r.add(ImVec2(max.x, max.y), ImVec2(max.x + right, max.y + down));
    return r;
}

// Tints: the jigsaw regions (when asked), the diagonals and the windows, over the background.
void paint_tints(const BoardPaint& p, int cell, const CellRects& rects) {
    std::uint32_t tints[2] = {0, 0};
    if (p.region_tints)
        tints[0] = kRegionTints[p.theme_index][p.region_colour[std::size_t(p.shape.region_of(cell))] % 6];
    if (p.extra_houses && p.shade[std::size_t(cell)] >= 0)
        tints[1] = CellShade(p.shade[std::size_t(cell)]) == CellShade::Diagonal ? kDiagonalTint[p.theme_index]
                                                                                : kWindowTint[p.theme_index];
    for (std::uint32_t tint : tints)
        if (tint) rects.fill(p.draw, argb(tint));
}

// With several cells selected the cursor is framed in the accent colour.
void paint_cursor_frame(const BoardPaint& p, ImVec2 min, ImVec2 max) {
    const float w = std::max(2.0f, std::round(float(p.l.cell) * kCursorFrame));
    const ImU32 accent = rgb(p.theme.player_digit);
    p.draw->AddRectFilled(min, ImVec2(max.x, min.y + w), accent);
    p.draw->AddRectFilled(ImVec2(min.x, max.y - w), max, accent);
    p.draw->AddRectFilled(ImVec2(min.x, min.y + w), ImVec2(min.x + w, max.y - w), accent);
    p.draw->AddRectFilled(ImVec2(max.x - w, min.y + w), ImVec2(max.x, max.y - w), accent);
}

// A cell's background, tints, the filter's light, colours and the cursor's frame: everything
// under its digit or notes. Returns the colours the cell holds (0 when hidden).
std::uint16_t paint_cell_ground(BoardPaint& p, int cell, ImVec2 min, ImVec2 max) {
    const BoardView& view = p.view;
    const std::uint32_t background = cell_background(p, cell);
    p.backgrounds[std::size_t(cell)] = background;
    const CellRects rects = background_rects(p, cell, min, max);
    rects.fill(p.draw, rgb(background));
    // Cells marked for something else (selected, equal, hint, flagged) keep their colour clean.
    const bool marked = p.marked(background);
    if (!marked && !view.hidden) paint_tints(p, cell, rects);
    // The digit filter's lit cells: a tint over the background (under colours and content, so
    // that neither changes hue); the cells it leaves out are dimmed after the board's content.
    if (view.filter_on && !view.hidden && view.filter_lit.contains(cell))
        p.draw->AddRectFilled(min, max, argb(kFilterLit[p.theme_index]));
    // Colours: over the background and its tints, under everything else. Where the background
    // marks something (the selection, a hint, the selected digit, a conflict) a ring of it is
    // left around the colour, so both show.
    const std::uint16_t colours = view.hidden || view.colours.empty() ? 0 : view.colours[std::size_t(cell)];
    if (colours & ((1u << game::kColours) - 1)) {
        const float ring = marked ? std::max(2.0f, std::round(float(p.l.cell) * kColourRing)) : 0;
        draw_cell_colours(p.draw, min.x + ring, min.y + ring, max.x - ring, max.y - ring, colours, p.theme_index);
        if (!marked)  // what a cage's sum is drawn on
            p.backgrounds[std::size_t(cell)] = kMarkColours[p.theme_index][__builtin_ctz(colours) % game::kColours];
    }
    if (cell == p.selected && p.several_selected) paint_cursor_frame(p, min, max);
    return colours;
}

// Notes: a k x k grid of small symbols, symbol d at position d-1 in reading order. What a hint
// marks is drawn even where the player has no note: a chain's digits in an empty cell, or a
// candidate the notes left out.
void paint_notes(const BoardPaint& p, int cell, DigitMask notes, std::uint16_t colours) {
    const BoardView& view = p.view;
    const std::uint64_t candidate_colours =
        view.candidate_colours.empty() ? 0 : view.candidate_colours[std::size_t(cell)];
    const float third = p.notes_at.step_of(cell);
    const float cell_note_px = p.note_px * third / p.notes_at.step;
    for (int d = 1; d <= p.n; ++d) {
        const std::uint32_t mark = p.hint_mark(cell, d);
        if (!(notes & digit_bit(d)) && !mark) continue;
        const ImVec2 at = p.notes_at.at(p.l, cell, d);
        if (mark) {
            p.draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1), rgb(mark),
                                  third * 0.25f);
        } else if (view.highlight_equal && p.selected_digit == d) {
            p.draw->AddRectFilled(ImVec2(at.x + 1, at.y + 1), ImVec2(at.x + third - 1, at.y + third - 1),
                                  rgb(p.theme.equal_highlight), third * 0.25f);
        }
        // A coloured candidate: a disc behind the note (a hint's mark wins). On a coloured cell,
        // and for the greys, it is edged in the colour at full strength, so that it shows on a
        // cell of its own colour and on a plain one.
        const int disc = mark || candidate_colours == 0 ? 0 : game::candidate_colour(candidate_colours, d);
        if (disc >= 1 && disc <= game::kColours && (notes & digit_bit(d))) {
            const ImVec2 centre(at.x + third / 2, at.y + third / 2);
            const float radius = third * kCandidateDisc;
            // 0: ImGui's own segment count for the radius, from its precomputed arc table (an
            // explicit count computes every vertex's sine and cosine: slower on a full board).
            const int segments = 0;
            p.draw->AddCircleFilled(centre, radius, rgb(kMarkColours[p.theme_index][disc - 1]), segments);
            if ((colours & ((1u << game::kColours) - 1)) || disc >= 8)
                p.draw->AddCircle(centre, radius - 0.5f, rgb(kMarkColourEdges[p.theme_index][disc - 1]), segments,
                                  std::max(1.0f, std::round(third / 16)));
        }
        const std::uint32_t colour = mark ? p.theme.cell_background : p.theme.note_digit;
        const SymbolText s = symbol_text_of(d, view.numbers_above_nine);
        centred_text(p.draw, p.small, symbol_px(cell_note_px, s), at, third, rgb(colour), s);
    }
}

// Centre and corner marks, in the accent colour of the player's digits, over the notes.
void paint_marks(const BoardPaint& p, int cell, DigitMask notes, ImVec2 min, ImVec2 max) {
    const BoardView& view = p.view;
    const DigitMask centre = view.centre.empty() ? DigitMask(0) : view.centre[std::size_t(cell)];
    const std::uint64_t corner = view.corner.empty() ? 0 : view.corner[std::size_t(cell)];
    if (!centre && !corner) return;
    const NoteGrid& g = p.notes_at;
    const float pad = std::max(1.0f, std::round(float(p.l.cell) * kCornerInset));
    const float edge = g.shape ? std::max(pad, g.inset + std::max(1.0f, pad / 2)) : pad;
    const float top = g.squeezed(cell) ? g.band : edge;
    const MarkArea area{min.x + edge, min.y + top, max.x - edge, max.y - edge};
    const float mark_px = p.note_px * kMarkScale * g.room_of(cell) / g.cell_px();
    // Over pencil notes, centre marks sit on a patch of the cell's background (or colour).
    const bool lit = view.filter_on && view.filter_lit.contains(cell);
    if (centre)
        draw_centre_marks(p.draw, p.small, mark_px, area, centre, p.n, view.numbers_above_nine,
                          rgb(p.theme.player_digit), notes ? rgb(p.backgrounds[std::size_t(cell)]) : 0,
                          notes && lit ? argb(kFilterLit[p.theme_index]) : 0);
    if (corner)
        draw_corner_marks(p.draw, p.small, mark_px, area, corner, view.numbers_above_nine, rgb(p.theme.player_digit));
}

// One cell: its ground, then its digit, or its notes and marks.
void paint_cell(BoardPaint& p, int cell) {
    const BoardView& view = p.view;
    const ImVec2 min(float(p.l.cell_left(cell)), float(p.l.cell_top(cell)));
    const ImVec2 max(min.x + p.l.cell, min.y + p.l.cell);
    const std::uint16_t colours = paint_cell_ground(p, cell, min, max);
    if (view.hidden) return;
    if (const int digit = view.digit(cell); digit != 0) {
        std::uint32_t colour = view.is_given(cell) ? p.theme.given_digit : p.theme.player_digit;
        if (view.flagged.contains(cell)) colour = p.theme.flagged_digit;
        if (view.revealed.contains(cell)) colour = p.theme.hint_cause;
        const SymbolText s = symbol_text_of(digit, view.numbers_above_nine);
        centred_text(p.draw, p.font, symbol_px(p.digit_px, s), min, float(p.l.cell), rgb(colour), s);
        return;
    }
    const DigitMask notes = view.note(cell);
    paint_notes(p, cell, notes, colours);
    paint_marks(p, cell, notes, min, max);
}

// The digit filter's dimming, over the whole square of every cell it leaves out (the lines and
// gaps stay as they are).
void paint_filter_dimming(const BoardPaint& p) {
    const ImU32 dim = argb(kFilterDim[p.theme_index]);
    for (int cell = 0; cell < p.shape.cell_count(); ++cell) {
        if (p.view.filter_lit.contains(cell)) continue;
        const ImVec2 min(float(p.l.cell_left(cell)), float(p.l.cell_top(cell)));
        p.draw->AddRectFilled(min, ImVec2(min.x + p.l.cell, min.y + p.l.cell), dim);
    }
}

}  // namespace

void draw_board(ImDrawList* draw, const BoardLayout& l, const BoardView& view, ImFont* digit_font, ImFont* note_font,
                const BoardTheme& theme) {
    BoardPaint p(draw, l, view, digit_font, note_font, theme);
    // The board is painted in line colour, then each cell over it: what is left between the cells
    // are the grid lines, exactly thin/thick pixels wide. Where a thin edge lies in a thick gap (a
    // jigsaw board), each cell's background reaches into the gap up to a thin line in its middle.
    draw->AddRectFilled(ImVec2(float(l.x), float(l.y)), ImVec2(float(l.x + l.size), float(l.y + l.size)),
                        rgb(theme.grid_line));
    for (int cell = 0; cell < p.shape.cell_count(); ++cell) paint_cell(p, cell);
    if (!view.hidden) draw_cages(draw, l, p.picture, p.small, p.backgrounds, theme);
    if (!view.hidden) draw_picture_labels(draw, l, p.picture, p.font, theme);
    if (!view.hidden) draw_flag_marks(draw, l, view, theme);
    if (!view.hidden) draw_note_clashes(draw, l, view, p.small, p.note_px, theme);
    if (view.filter_on && !view.hidden) paint_filter_dimming(p);
    if (view.label_size > 0) draw_labels(draw, l, view, theme);
    if (view.hint && !view.hidden) draw_blockers(draw, l, view, *view.hint, theme);
    if (view.hint && !view.hidden) draw_links(draw, l, view, view.hint->links, theme);
}

}  // namespace sudoku::ui
