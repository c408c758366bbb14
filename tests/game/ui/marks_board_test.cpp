// The solver's toolkit on the board, drawn in-process into an offscreen surface with SDL's software
// renderer (as the headless game draws) and checked pixel by pixel, in both themes: cell colours
// (one, or several as stripes), coloured candidates, corner marks along the edges in the order
// typed, centre marks through the middle, the selection, the digit filter (which changes nothing
// outside the cells' squares) and the pause (which shows none of it).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include "engine/constraints/shape.hpp"
#include "game/core/board.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/theme.hpp"
#include "tests/support/png_image.hpp"

using namespace sudoku;
using namespace sudoku::ui;
using sudoku::test::Image;

namespace {

constexpr const char* kFontDir = "/usr/share/fonts/truetype/dejavu/";

BoardView empty_view(std::shared_ptr<const Shape> shape = Shape::classic()) {
    BoardView view;
    const std::size_t cells = std::size_t(shape->cell_count());
    view.digits.assign(cells, 0);
    view.notes.assign(cells, 0);
    view.corner.assign(cells, 0);
    view.centre.assign(cells, 0);
    view.colours.assign(cells, 0);
    view.candidate_colours.assign(cells, 0);
    view.shape = std::move(shape);
    return view;
}

struct Frame {
    Image image;
    BoardLayout layout;
};

// Draws the board into a side x side frame, fonts rasterised at the sizes the board draws (DejaVu
// Sans, as the game loads it; ImGui's own font when it is missing).
Frame render(const BoardView& view, int side, const BoardTheme& theme) {
    Frame frame;
    frame.layout = layout_board(0, 0, float(side), float(side), side / 600.0f, *view.shape);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer);
    ImGuiContext* context = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    static const ImWchar kSymbols[] = {'0', '9', 'A', 'G', 0};
    auto font = [&](float px) -> ImFont* {
        const std::string path = std::string(kFontDir) + "DejaVuSans.ttf";
        if (std::filesystem::exists(path)) return io.Fonts->AddFontFromFileTTF(path.c_str(), px, nullptr, kSymbols);
        return nullptr;
    };
    io.Fonts->AddFontDefault();
    ImFont* digits = font(digit_size(frame.layout.cell));
    ImFont* notes = font(note_size(frame.layout.cell, view.shape->side()));
    ImGui_ImplSDLRenderer_Init(renderer);
    ImGui_ImplSDLRenderer_NewFrame();
    io.DisplaySize = ImVec2(float(side), float(side));
    io.DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    draw_board(ImGui::GetBackgroundDrawList(), frame.layout, view, digits, notes, theme);
    ImGui::Render();
    const std::uint32_t bg = theme.window_background;
    SDL_SetRenderDrawColor(renderer, (bg >> 16) & 0xFF, (bg >> 8) & 0xFF, bg & 0xFF, 0xFF);
    SDL_RenderClear(renderer);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    SDL_RenderFlush(renderer);
    SDL_LockSurface(surface);
    frame.image.width = frame.image.height = side;
    frame.image.rgb.resize(std::size_t(side) * side * 3);
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x) {
            const std::uint32_t p =
                static_cast<const std::uint32_t*>(surface->pixels)[std::size_t(y) * (surface->pitch / 4) + x];
            unsigned char* out = &frame.image.rgb[(std::size_t(y) * side + x) * 3];
            out[0] = (p >> 16) & 0xFF, out[1] = (p >> 8) & 0xFF, out[2] = p & 0xFF;
        }
    SDL_UnlockSurface(surface);
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui::DestroyContext(context);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return frame;
}

// A part of a cell, in fractions of its side: [x0, x1) x [y0, y1).
struct Part {
    float x0, y0, x1, y1;
};
constexpr Part kWhole{0, 0, 1, 1};

int count_in(const Frame& f, int cell, const Part& p, const std::function<bool(std::uint32_t)>& test) {
    const BoardLayout& l = f.layout;
    const int left = l.cell_left(cell), top = l.cell_top(cell);
    int n = 0;
    for (int y = top + int(p.y0 * l.cell); y < top + int(p.y1 * l.cell); ++y)
        for (int x = left + int(p.x0 * l.cell); x < left + int(p.x1 * l.cell); ++x) n += test(f.image.at(x, y));
    return n;
}
int count(const Frame& f, int cell, const Part& p, std::uint32_t colour) {
    return count_in(f, cell, p, [&](std::uint32_t c) { return c == colour; });
}
int ink(const Frame& f, int cell, const Part& p, std::uint32_t background) {
    return count_in(f, cell, p, [&](std::uint32_t c) { return c != background; });
}
int area(const Frame& f, const Part& p) {
    const int side = f.layout.cell;
    return (int(p.x1 * side) - int(p.x0 * side)) * (int(p.y1 * side) - int(p.y0 * side));
}

int dark_index(const BoardTheme* t) {
    return t == &kDarkTheme ? 1 : 0;
}

}  // namespace

TEST_CASE("A coloured cell shows its colour and a cell with two colours shows both", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    const int k = dark_index(t);
    CAPTURE(k);
    BoardView view = empty_view();
    view.colours[10] = 1u << 0;                // r2c2 orange
    view.colours[12] = (1u << 1) | (1u << 4);  // r2c4 sky blue and blue
    view.colours[14] = 1u << 8;                // r2c6 dark grey, holding a digit
    view.digits[14] = 5;
    view.colours[16] = 1u << 2;  // r2c8 bluish green, selected
    view.selected = 16;
    const Frame f = render(view, 600, *t);
    CHECK(count(f, 10, kWhole, kMarkColours[k][0]) == area(f, kWhole));
    // Two colours: the left half one, the right half the other.
    CHECK(count(f, 12, Part{0, 0, 0.5f, 1}, kMarkColours[k][1]) >= area(f, Part{0, 0, 0.5f, 1}) * 95 / 100);
    CHECK(count(f, 12, Part{0.5f, 0, 1, 1}, kMarkColours[k][4]) >= area(f, Part{0.5f, 0, 1, 1}) * 95 / 100);
    // The digit is drawn over its cell's colour.
    const int fill = count(f, 14, kWhole, kMarkColours[k][8]);
    CHECK(fill > area(f, kWhole) / 2);
    CHECK(count(f, 14, kWhole, t->player_digit) > 50);
    CHECK(fill + count_in(f, 14, kWhole, [&](std::uint32_t c) { return c != kMarkColours[k][8]; }) == area(f, kWhole));
    // A selected coloured cell keeps a ring of the selection's colour around its colour.
    CHECK(count(f, 16, Part{0, 0, 1, 0.05f}, t->selected) == area(f, Part{0, 0, 1, 0.05f}));
    CHECK(count(f, 16, Part{0.2f, 0.2f, 0.8f, 0.8f}, kMarkColours[k][2]) == area(f, Part{0.2f, 0.2f, 0.8f, 0.8f}));
    // Cells without colours keep their background.
    CHECK(count(f, 60, kWhole, t->cell_background) == area(f, kWhole));
    CHECK(colour_name(1) == std::string("orange"));
    CHECK(colour_name(9) == std::string("dark grey"));
    CHECK(mark_colour(2, t == &kDarkTheme ? game::Theme::Dark : game::Theme::Light) == kMarkColours[k][1]);
}

TEST_CASE("A coloured candidate gets a disc behind its note, and only where the note is shown", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    const int k = dark_index(t);
    CAPTURE(k);
    BoardView view = empty_view();
    view.notes[20] = DigitMask(digit_bit(5) | digit_bit(1));
    view.candidate_colours[20] = game::with_candidate_colour(game::with_candidate_colour(0, 5, 4), 7, 6);
    const Frame f = render(view, 600, *t);
    const Part note5{1 / 3.0f, 1 / 3.0f, 2 / 3.0f, 2 / 3.0f}, note7{0, 2 / 3.0f, 1 / 3.0f, 1};
    const Part note1{0, 0, 1 / 3.0f, 1 / 3.0f};
    CHECK(count(f, 20, note5, kMarkColours[k][3]) > area(f, note5) / 4);
    CHECK(count(f, 20, note5, t->note_digit) > 5);         // the note stays on top
    CHECK(count(f, 20, kWhole, kMarkColours[k][5]) == 0);  // colour 6 on a candidate without its note
    CHECK(ink(f, 20, note7, t->cell_background) == 0);
    CHECK(count(f, 20, note1, kMarkColours[k][3]) == 0);  // an uncoloured note has no disc
}

TEST_CASE("Corner marks go to the corners and edges in the order typed, never the middle", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    CAPTURE(dark_index(t));
    const Part tl{0, 0, 0.35f, 0.35f}, tr{0.65f, 0, 1, 0.35f}, bl{0, 0.65f, 0.35f, 1}, br{0.65f, 0.65f, 1, 1};
    const Part tc{0.35f, 0, 0.65f, 0.35f}, bc{0.35f, 0.65f, 0.65f, 1}, ml{0, 0.35f, 0.35f, 0.65f};
    const Part mr{0.65f, 0.35f, 1, 0.65f}, middle{0.3f, 0.3f, 0.7f, 0.7f};
    const Part inner_middle{0.36f, 0.36f, 0.64f, 0.64f};
    BoardView view = empty_view();
    auto marks = [](std::initializer_list<int> symbols) {
        game::CornerMarks m = 0;
        for (int s : symbols) m = game::corner_add(m, s);
        return m;
    };
    view.corner[0] = marks({7});                        // r1c1: one mark, top-left
    view.corner[40] = marks({9, 2, 4, 1});              // r5c5: the four corners
    view.corner[80] = marks({3, 8, 1, 6, 2, 9, 4, 5});  // r9c9: corners and edges
    const Frame f = render(view, 600, *t);
    const std::uint32_t bg = t->cell_background;
    CHECK(ink(f, 0, tl, bg) > 10);
    for (const Part& p : {tr, bl, br, tc, bc, ml, mr, middle}) CHECK(ink(f, 0, p, bg) == 0);
    for (const Part& p : {tl, tr, bl, br}) CHECK(ink(f, 40, p, bg) > 10);
    for (const Part& p : {tc, bc, ml, mr, middle}) CHECK(ink(f, 40, p, bg) == 0);
    for (const Part& p : {tl, tr, bl, br, tc, bc, ml, mr}) CHECK(ink(f, 80, p, bg) > 10);
    CHECK(ink(f, 80, inner_middle, bg) == 0);
    // The order is the order typed: "9" top-left in r5c5 has more ink than "1" top-right.
    CHECK(ink(f, 40, tl, bg) > ink(f, 40, br, bg));
    // A ninth mark takes the centre.
    view.corner[80] = game::corner_add(view.corner[80], 7);
    const Frame nine = render(view, 600, *t);
    CHECK(ink(nine, 80, inner_middle, bg) > 10);
}

TEST_CASE("Centre marks sit in the middle band and shrink to fit the cell", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    CAPTURE(dark_index(t));
    const std::uint32_t bg = t->cell_background;
    const Part band{0.05f, 0.32f, 0.95f, 0.68f}, above{0, 0, 1, 0.3f}, below{0, 0.7f, 1, 1};
    const Part left_edge{0, 0, 0.05f, 1}, right_edge{0.95f, 0, 1, 1};
    BoardView view = empty_view();
    view.centre[30] = DigitMask(digit_bit(2) | digit_bit(5) | digit_bit(8));
    view.centre[32] = DigitMask(0x1FF);  // all nine
    const Frame f = render(view, 600, *t);
    for (int cell : {30, 32}) {
        CAPTURE(cell);
        CHECK(ink(f, cell, band, bg) > 20);
        CHECK(ink(f, cell, above, bg) == 0);
        CHECK(ink(f, cell, below, bg) == 0);
        CHECK(ink(f, cell, left_edge, bg) == 0);
        CHECK(ink(f, cell, right_edge, bg) == 0);
    }
    // Three marks are centred: as much ink left of the middle as right of it, roughly.
    const int left = ink(f, 30, Part{0, 0, 0.5f, 1}, bg), right = ink(f, 30, Part{0.5f, 0, 1, 1}, bg);
    CHECK(std::abs(left - right) < (left + right) / 4);
    // Nine reach further out than three.
    CHECK(ink(f, 32, Part{0.05f, 0, 0.25f, 1}, bg) > ink(f, 30, Part{0.05f, 0, 0.25f, 1}, bg));
}

TEST_CASE("Every selected cell is highlighted and the cursor is framed", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    CAPTURE(dark_index(t));
    BoardView view = empty_view();
    view.highlight_houses = false;
    view.selected = 10;
    for (int cell : {10, 11, 30}) view.selection.insert(cell);
    const Frame f = render(view, 600, *t);
    const Part inside{0.2f, 0.2f, 0.8f, 0.8f}, edge{0, 0, 1, 0.02f};
    for (int cell : {10, 11, 30}) CHECK(count(f, cell, inside, t->selected) == area(f, inside));
    CHECK(count(f, 10, edge, t->player_digit) == area(f, edge));  // the cursor's frame
    CHECK(count(f, 11, edge, t->selected) == area(f, edge));
    CHECK(count(f, 12, kWhole, t->cell_background) == area(f, kWhole));
    // One cell selected: no frame, as before multi-select.
    view.selection = BigCellSet{};
    view.selection.insert(10);
    const Frame one = render(view, 600, *t);
    CHECK(count(one, 10, kWhole, t->selected) == area(one, kWhole));
}

namespace {

// A busy board: digits, notes, every kind of mark and colour.
BoardView busy_view() {
    BoardView view = empty_view();
    const std::string puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    for (int cell = 0; cell < 81; ++cell)
        if (puzzle[std::size_t(cell)] != '.') {
            view.digits[std::size_t(cell)] = std::uint8_t(puzzle[std::size_t(cell)] - '0');
            view.givens.insert(cell);
        }
    view.digits[2] = 4;
    view.notes[3] = DigitMask(digit_bit(2) | digit_bit(6));
    view.candidate_colours[3] = game::with_candidate_colour(0, 6, 2);
    view.corner[5] = game::corner_add(game::corner_add(0, 2), 8);
    view.centre[6] = DigitMask(digit_bit(1) | digit_bit(2) | digit_bit(4));
    view.colours[7] = 1u << 0;
    view.colours[2] = (1u << 3) | (1u << 6);
    view.corner[28] = game::corner_add(game::corner_add(game::corner_add(0, 1), 5), 9);
    view.centre[28] = DigitMask(digit_bit(3) | digit_bit(7));
    view.colours[28] = 1u << 1;
    view.selected = 40;
    return view;
}

}  // namespace

TEST_CASE("The digit filter changes only the cells' squares: the others dimmed, the lit ones tinted",
          "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    CAPTURE(dark_index(t));
    BoardView view = busy_view();
    const Frame plain = render(view, 600, *t);
    view.filter_on = true;
    for (int cell : {3, 5, 6, 28, 49, 60}) view.filter_lit.insert(cell);
    const Frame filtered = render(view, 600, *t);
    const BoardLayout& l = plain.layout;
    REQUIRE(filtered.image.width == plain.image.width);
    int outside = 0, changed_cells = 0;
    std::vector<int> changed(81, 0);
    for (int y = 0; y < plain.image.height; ++y)
        for (int x = 0; x < plain.image.width; ++x) {
            if (plain.image.at(x, y) == filtered.image.at(x, y)) continue;
            const int cell = l.cell_at(float(x), float(y));
            if (cell < 0)
                ++outside;
            else
                ++changed[std::size_t(cell)];
        }
    CHECK(outside == 0);
    // Every cell left out is dimmed; a lit cell's background is tinted, but a colour keeps its hue.
    for (int cell = 0; cell < 81; ++cell) {
        CAPTURE(cell);
        if (cell != 28) CHECK(changed[std::size_t(cell)] > 0);
        changed_cells += changed[std::size_t(cell)] > 0;
    }
    CHECK(changed_cells == 80);
    CHECK(count(filtered, 28, kWhole, kMarkColours[dark_index(t)][1]) ==
          count(plain, 28, kWhole, kMarkColours[dark_index(t)][1]));
    // Dimmed: a given's digit and background are no longer their colours. Lit: the cell's marks
    // still stand out from its (tinted) background.
    CHECK(count(plain, 0, kWhole, t->given_digit) > 20);
    CHECK(count(filtered, 0, kWhole, t->given_digit) == 0);
    CHECK(count(filtered, 0, kWhole, t->given_background) == 0);
    const std::uint32_t lit_background = filtered.image.at(l.cell_left(6) + 1, l.cell_top(6) + 1);
    CHECK(lit_background != t->cell_background);
    CHECK(ink(filtered, 6, Part{0.1f, 0.35f, 0.9f, 0.65f}, lit_background) > 20);
}

TEST_CASE("Paused, the board shows no marks and no colours", "[ui][marks-board]") {
    const BoardTheme* t = GENERATE(&kLightTheme, &kDarkTheme);
    CAPTURE(dark_index(t));
    BoardView view = busy_view();
    view.hidden = true;
    view.filter_on = true;
    view.filter_lit.insert(3);
    const Frame with = render(view, 600, *t);
    BoardView bare = empty_view();
    bare.hidden = true;
    bare.selected = view.selected;
    const Frame without = render(bare, 600, *t);
    CHECK(with.image.rgb == without.image.rgb);
    // ...and unpaused they do show.
    view.hidden = false;
    const Frame shown = render(view, 600, *t);
    CHECK(shown.image.rgb != without.image.rgb);
}

// Not a check: pictures to look at (`sudoku_tests "[.marks-png]"`), written to
// $SUDOKU_MARKS_PNG_DIR or /tmp as marks-NAME-SIZE-THEME.png.
TEST_CASE("Marks board pictures", "[.marks-png]") {
    const char* dir = std::getenv("SUDOKU_MARKS_PNG_DIR");
    const std::filesystem::path out = dir ? dir : "/tmp";
    BoardView view = busy_view();
    // More of everything, in the empty cells of rows 2 and 3 and the middle rows: notes with
    // coloured candidates, corner and centre marks alone and together, colours alone and striped.
    view.notes[10] = DigitMask(digit_bit(1) | digit_bit(2) | digit_bit(4) | digit_bit(7) | digit_bit(8));
    for (int d : {1, 4, 8}) view.candidate_colours[10] = game::with_candidate_colour(view.candidate_colours[10], d, d);
    view.notes[11] = DigitMask(digit_bit(1) | digit_bit(2) | digit_bit(4));
    view.colours[11] = 1u << 4;
    view.candidate_colours[11] = game::with_candidate_colour(0, 2, 5);
    view.notes[15] = DigitMask(digit_bit(3) | digit_bit(9));
    view.candidate_colours[15] = game::with_candidate_colour(game::with_candidate_colour(0, 3, 6), 9, 9);
    view.colours[15] = 1u << 3;
    game::CornerMarks all = 0;
    for (int d : {3, 1, 4, 5, 9, 2, 6, 8, 7}) all = game::corner_add(all, d);
    view.corner[21] = all;
    view.centre[22] = DigitMask(0x1FF);
    view.centre[23] = DigitMask(digit_bit(5) | digit_bit(6));
    view.corner[23] = game::corner_add(game::corner_add(game::corner_add(0, 1), 2), 4);
    view.colours[23] = 1u << 5;
    view.notes[24] = DigitMask(0x1FF);
    view.corner[24] = game::corner_add(game::corner_add(0, 3), 6);
    view.centre[24] = DigitMask(digit_bit(1) | digit_bit(9));
    view.notes[26] = DigitMask(digit_bit(2) | digit_bit(5) | digit_bit(8));
    view.corner[26] = game::corner_add(game::corner_add(0, 1), 7);
    view.candidate_colours[26] = game::with_candidate_colour(0, 5, 2);
    for (int c = 1; c <= 9; ++c) view.colours[std::size_t(36 + c - 1)] |= std::uint16_t(1u << (c - 1));
    view.colours[46] = 0x1FF;
    view.colours[47] = (1u << 0) | (1u << 1);
    view.colours[48] = (1u << 2) | (1u << 3) | (1u << 6);
    view.colours[50] = 1u << 8;
    view.colours[51] = 1u << 7;
    view.notes[51] = DigitMask(digit_bit(3) | digit_bit(5));
    view.candidate_colours[51] = game::with_candidate_colour(0, 5, 8);
    view.notes[52] = DigitMask(digit_bit(4) | digit_bit(6));
    view.candidate_colours[52] = game::with_candidate_colour(game::with_candidate_colour(0, 4, 7), 6, 3);
    for (int cell : {40, 41, 42, 49}) view.selection.insert(cell);
    view.colours[42] |= std::uint16_t(1u << 0);
    for (int size : {420, 900})
        for (const BoardTheme* t : {&kLightTheme, &kDarkTheme})
            for (bool filter : {false, true}) {
                BoardView shown = view;
                if (filter) {
                    shown.filter_on = true;
                    for (int cell : {3, 10, 11, 21, 22, 23, 24, 38, 51, 60, 70}) shown.filter_lit.insert(cell);
                }
                const Frame f = render(shown, size, *t);
                const std::string file =
                    (out / ("marks-" + std::string(filter ? "filter-" : "") + std::to_string(size) +
                            (t == &kDarkTheme ? "-dark" : "-light") + ".png"))
                        .string();
                REQUIRE(stbi_write_png(file.c_str(), f.image.width, f.image.height, 3, f.image.rgb.data(),
                                       f.image.width * 3));
            }
    // Other shapes: 16x16 (letters, and numbers 10-16) and a Killer board (marks inside the cages'
    // outlines, under a cage's sum).
    ShapeSpec big;
    big.box_rows = big.box_cols = 4;
    ShapeSpec killer;
    killer.add_cages({{{0, 1, 9}, 12}, {{2, 3}, 7}, {{10, 11, 19, 20}, 20}, {{4}, 5}});
    for (const auto& [name, spec, numbers] : {std::tuple<std::string, ShapeSpec, bool>{"16x16", big, false},
                                              {"16x16-numbers", big, true},
                                              {"killer", killer, false}}) {
        auto made = Shape::make(spec);
        REQUIRE(made.ok());
        BoardView v = empty_view(made.value());
        const int n = v.shape->side();
        v.numbers_above_nine = numbers;
        game::CornerMarks marks = 0;
        for (int d : {n, 1, n - 1, 2, 10, 3, 12, 4, 9}) marks = game::corner_add(marks, d);
        v.corner[0] = marks;
        v.corner[1] = game::corner_add(game::corner_add(0, n), 3);
        v.centre[2] = DigitMask(v.shape->all_symbols());
        v.centre[3] = DigitMask(digit_bit(2) | digit_bit(n) | digit_bit(n - 3));
        v.notes[4] = DigitMask(digit_bit(1) | digit_bit(n));
        v.candidate_colours[4] = game::with_candidate_colour(game::with_candidate_colour(0, 1, 1), n, 5);
        v.corner[9] = game::corner_add(game::corner_add(0, 5), 7);
        v.notes[9] = DigitMask(digit_bit(2) | digit_bit(4) | digit_bit(6));
        v.colours[10] = (1u << 1) | (1u << 2);
        v.centre[10] = DigitMask(digit_bit(3) | digit_bit(4));
        v.colours[11] = 1u << 3;
        v.corner[11] = game::corner_add(game::corner_add(0, 8), 9);
        for (const BoardTheme* t : {&kLightTheme, &kDarkTheme}) {
            const Frame f = render(v, 900, *t);
            const std::string file =
                (out / ("marks-" + name + (t == &kDarkTheme ? "-dark" : "-light") + ".png")).string();
            REQUIRE(
                stbi_write_png(file.c_str(), f.image.width, f.image.height, 3, f.image.rgb.data(), f.image.width * 3));
        }
    }
}
