// The board of every shape, drawn in-process into an offscreen surface with SDL's software
// renderer (as the headless game draws) and checked pixel by pixel: thick lines exactly where
// regions change, letters for symbols above 9, notes in ceil(sqrt n) columns, tinted diagonals
// and windows, highlights over all of a cell's houses.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include "engine/constraints/shape.hpp"
#include "engine/picture/board_picture.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/theme.hpp"
#include "tests/support/outside_clue.hpp"
#include "tests/support/png_image.hpp"

using namespace sudoku;
using namespace sudoku::ui;
using sudoku::test::Image;

namespace {

constexpr const char* kFontDir = "/usr/share/fonts/truetype/dejavu/";

std::shared_ptr<const Shape> make_shape(ShapeSpec spec) {
    auto shape = Shape::make(std::move(spec));
    REQUIRE(shape.ok());
    return shape.value();
}
std::shared_ptr<const Shape> boxes(int rows, int cols, bool diagonals = false, bool windows = false) {
    ShapeSpec spec;
    spec.box_rows = rows, spec.box_cols = cols, spec.diagonals = diagonals, spec.windows = windows;
    return make_shape(spec);
}
// Boxes of 3x3 with five pairs of cells swapped across box borders: nine connected regions.
std::shared_ptr<const Shape> jigsaw() {
    ShapeSpec spec;
    spec.box_rows = spec.box_cols = 0;
    spec.jigsaw_side = 9;
    spec.regions = {0, 0, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 0, 0, 0, 1, 1, 1, 2, 2,
                    3, 3, 0, 4, 4, 5, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 4, 5, 5,
                    6, 6, 6, 7, 7, 8, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 7, 8, 8};
    return make_shape(spec);
}

BoardView empty_view(std::shared_ptr<const Shape> shape) {
    BoardView view;
    view.digits.assign(std::size_t(shape->cell_count()), 0);
    view.notes.assign(std::size_t(shape->cell_count()), 0);
    view.shape = std::move(shape);
    return view;
}

struct Frame {
    Image image;
    BoardLayout layout;
};

// Draws the board into a side x side frame: fonts rasterised at the sizes the board draws, as
// the game loads them (DejaVu Sans; ImGui's own font when it is missing).
Frame render(const BoardView& view, int side, const BoardTheme& theme, float label_size = 0) {
    Frame frame;
    const float room = label_size > 0 ? label_room(label_size) : 0;
    frame.layout = layout_board(room, room, float(side), float(side), side / 600.0f, *view.shape);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer);
    ImGuiContext* context = ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    static const ImWchar kSymbols[] = {'0', '9', 'A', 'G', 0};
    auto font = [&](float px, const ImWchar* ranges) -> ImFont* {
        const std::string path = std::string(kFontDir) + "DejaVuSans.ttf";
        if (std::filesystem::exists(path)) return io.Fonts->AddFontFromFileTTF(path.c_str(), px, nullptr, ranges);
        return nullptr;
    };
    ImFont* labels = label_size > 0 ? font(label_size, nullptr) : nullptr;
    if (!labels) io.Fonts->AddFontDefault();
    ImFont* digits = font(digit_size(frame.layout.cell), kSymbols);
    ImFont* notes = font(note_size(frame.layout.cell, view.shape->side()), kSymbols);
    ImGui_ImplSDLRenderer_Init(renderer);
    ImGui_ImplSDLRenderer_NewFrame();
    io.DisplaySize = ImVec2(float(side), float(side));
    io.DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    BoardView shown = view;
    shown.label_font = labels;
    shown.label_size = label_size;
    draw_board(ImGui::GetBackgroundDrawList(), frame.layout, shown, digits, notes, theme);
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

// Grid-line pixels between the centres of two neighbouring cells: the line between them.
int line_between(const Frame& f, const BoardTheme& theme, int a, int b) {
    const BoardLayout& l = f.layout;
    const int ax = l.cell_left(a) + l.cell / 2, ay = l.cell_top(a) + l.cell / 2;
    const int bx = l.cell_left(b) + l.cell / 2, by = l.cell_top(b) + l.cell / 2;
    int count = 0;
    if (ay == by) {
        for (int x = ax; x < bx; ++x) count += f.image.at(x, ay) == theme.grid_line;
    } else {
        for (int y = ay; y < by; ++y) count += f.image.at(ax, y) == theme.grid_line;
    }
    return count;
}

// Every edge between two cells is exactly thick where their regions differ and thin elsewhere.
void check_lines(const std::shared_ptr<const Shape>& shape) {
    const BoardTheme& theme = kLightTheme;
    const Frame f = render(empty_view(shape), 600, theme);
    const int n = shape->side();
    int wrong = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const int cell = shape->cell_at(r, c);
            for (int other : {c + 1 < n ? cell + 1 : -1, r + 1 < n ? cell + n : -1}) {
                if (other < 0) continue;
                const int want = shape->region_of(cell) != shape->region_of(other) ? f.layout.thick : f.layout.thin;
                const int got = line_between(f, theme, cell, other);
                if (got != want) {
                    ++wrong;
                    UNSCOPED_INFO(shape->cell_name(cell)
                                  << " | " << shape->cell_name(other) << ": " << got << " px, want " << want);
                }
            }
        }
    CHECK(wrong == 0);
    // The outer border is at least thick on every side.
    const BoardLayout& l = f.layout;
    const int mid = l.y + l.row_offset[std::size_t(n / 2)] + l.cell / 2;
    int left = 0, right = 0;
    for (int x = l.x; x < l.x + l.col_offset[0]; ++x) left += f.image.at(x, mid) == theme.grid_line;
    for (int x = l.cell_left(n - 1) + l.cell; x < l.x + l.size; ++x) right += f.image.at(x, mid) == theme.grid_line;
    CHECK(left >= l.thick);
    CHECK(right >= l.thick);
    CHECK(l.thick > l.thin);
}

// Pixels in a cell's square (inset by `inset` pixels) that are not `colour`.
int ink(const Frame& f, int cell, std::uint32_t colour, int inset = 2) {
    const BoardLayout& l = f.layout;
    int count = 0;
    for (int y = l.cell_top(cell) + inset; y < l.cell_top(cell) + l.cell - inset; ++y)
        for (int x = l.cell_left(cell) + inset; x < l.cell_left(cell) + l.cell - inset; ++x)
            count += f.image.at(x, y) != colour;
    return count;
}

// The colour in a cell's top-left corner (away from digits and notes).
std::uint32_t corner(const Frame& f, int cell) {
    return f.image.at(f.layout.cell_left(cell) + 2, f.layout.cell_top(cell) + 2);
}

}  // namespace

TEST_CASE("Thick lines run exactly along box and region borders on every shape", "[ui][shape-board]") {
    SECTION("4x4") {
        check_lines(boxes(2, 2));
    }
    SECTION("6x6, boxes 2 high and 3 wide") {
        check_lines(boxes(2, 3));
    }
    SECTION("6x6, boxes 3 high and 2 wide") {
        check_lines(boxes(3, 2));
    }
    SECTION("8x8, boxes 2x4") {
        check_lines(boxes(2, 4));
    }
    SECTION("12x12, boxes 3x4") {
        check_lines(boxes(3, 4));
    }
    SECTION("16x16") {
        check_lines(boxes(4, 4));
    }
    SECTION("X") {
        check_lines(boxes(3, 3, true));
    }
    SECTION("Windoku") {
        check_lines(boxes(3, 3, false, true));
    }
    SECTION("jigsaw") {
        check_lines(jigsaw());
    }
    SECTION("classic") {
        check_lines(Shape::classic());
    }
}

TEST_CASE("A 16x16 board draws symbols 10-16 as letters, or as numbers when asked", "[ui][shape-board]") {
    const BoardTheme& t = kLightTheme;
    auto shape = boxes(4, 4);
    BoardView view = empty_view(shape);
    view.digits[0] = 16;  // G
    view.digits[1] = 10;  // A
    view.digits[2] = 1;   // 1
    view.givens.insert(1);
    const Frame letters = render(view, 800, t);
    CHECK(ink(letters, 0, t.cell_background) > 20);
    CHECK(ink(letters, 1, t.given_background) > 20);
    CHECK(ink(letters, 3, t.cell_background) == 0);
    view.numbers_above_nine = true;
    const Frame numbers = render(view, 800, t);
    CHECK(ink(numbers, 0, t.cell_background) > 20);
    // "16" is not "G", and "10" is two glyphs where "1" was one: more ink than the 1 beside it.
    CHECK(ink(numbers, 0, t.cell_background) != ink(letters, 0, t.cell_background));
    CHECK(ink(numbers, 1, t.given_background) > ink(numbers, 2, t.cell_background));
    // 'G' is not ImGui's '?' for a missing glyph.
    BoardView missing = empty_view(shape);
    missing.digits[0] = 16;
    const Frame g = render(missing, 800, t);
    CHECK(ink(g, 0, t.cell_background) == ink(letters, 0, t.cell_background));
}

TEST_CASE("Notes sit in ceil(sqrt n) columns", "[ui][shape-board]") {
    const BoardTheme& t = kLightTheme;
    auto quadrant_ink = [&](const Frame& f, int cell, int k, int col, int row) {
        const BoardLayout& l = f.layout;
        const float step = float(l.cell) / float(k);
        int count = 0;
        for (int y = int(l.cell_top(cell) + row * step) + 1; y < int(l.cell_top(cell) + (row + 1) * step) - 1; ++y)
            for (int x = int(l.cell_left(cell) + col * step) + 1; x < int(l.cell_left(cell) + (col + 1) * step) - 1;
                 ++x)
                count += f.image.at(x, y) != t.cell_background;
        return count;
    };
    SECTION("4x4: 2x2, the 4 bottom right") {
        BoardView view = empty_view(boxes(2, 2));
        view.notes[5] = digit_bit(4);
        const Frame f = render(view, 400, t);
        CHECK(quadrant_ink(f, 5, 2, 1, 1) > 5);
        CHECK(quadrant_ink(f, 5, 2, 0, 0) == 0);
        CHECK(quadrant_ink(f, 5, 2, 1, 0) == 0);
    }
    SECTION("16x16: 4x4, the G bottom right, the 5 second row first") {
        BoardView view = empty_view(boxes(4, 4));
        view.notes[17] = DigitMask(digit_bit(16) | digit_bit(5));
        const Frame f = render(view, 900, t);
        CHECK(quadrant_ink(f, 17, 4, 3, 3) > 3);
        CHECK(quadrant_ink(f, 17, 4, 0, 1) > 3);
        CHECK(quadrant_ink(f, 17, 4, 0, 0) == 0);
        CHECK(quadrant_ink(f, 17, 4, 2, 2) == 0);
    }
    SECTION("6x6: 3x3, the 6 on the second row, third column") {
        BoardView view = empty_view(boxes(2, 3));
        view.notes[7] = digit_bit(6);
        const Frame f = render(view, 500, t);
        CHECK(quadrant_ink(f, 7, 3, 2, 1) > 5);
        CHECK(quadrant_ink(f, 7, 3, 2, 2) == 0);
    }
}

TEST_CASE("Diagonals and windows are tinted and other cells are not", "[ui][shape-board]") {
    for (const BoardTheme* t : {&kLightTheme, &kDarkTheme}) {
        SECTION(t == &kLightTheme ? "X, light" : "X, dark") {
            auto shape = boxes(3, 3, true);
            const Frame f = render(empty_view(shape), 600, *t);
            for (int i = 0; i < 9; ++i) {
                CHECK(corner(f, shape->cell_at(i, i)) != t->cell_background);
                CHECK(corner(f, shape->cell_at(i, 8 - i)) == corner(f, shape->cell_at(i, i)));
            }
            CHECK(corner(f, shape->cell_at(0, 1)) == t->cell_background);
            CHECK(corner(f, shape->cell_at(3, 7)) == t->cell_background);
        }
        SECTION(t == &kLightTheme ? "Windoku, light" : "Windoku, dark") {
            auto shape = boxes(3, 3, false, true);
            const Frame f = render(empty_view(shape), 600, *t);
            for (int r = 0; r < 9; ++r)
                for (int c = 0; c < 9; ++c) {
                    const bool window = (r % 4 != 0) && (c % 4 != 0);  // rows and columns 1-3 and 5-7
                    const std::uint32_t colour = corner(f, shape->cell_at(r, c));
                    if (window)
                        CHECK(colour != t->cell_background);
                    else
                        CHECK(colour == t->cell_background);
                }
        }
    }
}

TEST_CASE("Selecting a cell highlights every house it is in", "[ui][shape-board]") {
    const BoardTheme& t = kLightTheme;
    SECTION("X: the far end of the diagonal") {
        auto shape = boxes(3, 3, true);
        BoardView view = empty_view(shape);
        const Frame before = render(view, 600, t);
        view.selected = 0;
        const Frame after = render(view, 600, t);
        CHECK(corner(after, 80) != corner(before, 80));  // r9c9: the main diagonal
        CHECK(corner(after, 64) == corner(before, 64));  // r8c2: the anti-diagonal only
        CHECK(corner(after, 40) != corner(before, 40));  // r5c5
        CHECK(corner(after, 4) == t.house_highlight);    // r1c5: the row
    }
    SECTION("jigsaw: the region, not the 3x3 box") {
        auto shape = jigsaw();
        BoardView view = empty_view(shape);
        view.selected = shape->cell_at(1, 1);
        const Frame f = render(view, 600, t);
        CHECK(corner(f, shape->cell_at(2, 3)) == t.house_highlight);  // region 1's cell in box 2
        CHECK(corner(f, shape->cell_at(3, 2)) == t.house_highlight);  // and in box 4
        CHECK(corner(f, shape->cell_at(2, 2)) == t.house_highlight);
        CHECK(corner(f, shape->cell_at(0, 2)) == t.cell_background);  // box 1's cell in region 2
    }
    SECTION("6x6 with 3x2 boxes: the box is 3 rows high") {
        auto shape = boxes(3, 2);
        BoardView view = empty_view(shape);
        view.selected = 0;
        const Frame f = render(view, 500, t);
        CHECK(corner(f, shape->cell_at(2, 1)) == t.house_highlight);
        CHECK(corner(f, shape->cell_at(1, 2)) == t.cell_background);
    }
}

TEST_CASE("In both themes a highlighted given keeps a colour of its own", "[ui][shape-board]") {
    // The selected cell's row holds a given (r1c5) and an empty cell (r1c9); r9c9 is a given outside
    // the highlight, r9c8 an empty cell outside it. The four backgrounds all differ: the highlight
    // is never the givens' colour, and a given inside it still reads as a given.
    for (const BoardTheme* t : {&kLightTheme, &kDarkTheme}) {
        CAPTURE(t == &kLightTheme ? "light" : "dark");
        auto shape = boxes(3, 3);
        BoardView view = empty_view(shape);
        for (int cell : {4, 80}) {
            view.digits[std::size_t(cell)] = 5;
            view.givens.insert(cell);
        }
        view.selected = 0;
        const Frame f = render(view, 600, *t);
        const std::uint32_t given_in = corner(f, 4), empty_in = corner(f, 8), given_out = corner(f, 80),
                            empty_out = corner(f, 79);
        CHECK(empty_in == t->house_highlight);
        CHECK(given_out == t->given_background);
        CHECK(empty_out == t->cell_background);
        const std::uint32_t all[4] = {given_in, empty_in, given_out, empty_out};
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b) {
                // Apart by at least 16 in the sum of the channels' differences, not only unequal.
                int distance = 0;
                for (int shift : {0, 8, 16})
                    distance += std::abs(int((all[a] >> shift) & 0xFF) - int((all[b] >> shift) & 0xFF));
                CAPTURE(a, b);
                CHECK(distance >= 16);
            }
    }
}

TEST_CASE("Row and column labels go to r16 and c16", "[ui][shape-board]") {
    const BoardTheme& t = kLightTheme;
    const Frame f = render(empty_view(boxes(4, 4)), 900, t, 14);
    // Label ink left of the last row and above the last column.
    const BoardLayout& l = f.layout;
    int row_ink = 0, col_ink = 0;
    for (int y = l.cell_top(255); y < l.cell_top(255) + l.cell; ++y)
        for (int x = 0; x < l.x; ++x) row_ink += f.image.at(x, y) != t.window_background;
    for (int y = 0; y < l.y; ++y)
        for (int x = l.cell_left(255); x < l.cell_left(255) + l.cell; ++x)
            col_ink += f.image.at(x, y) != t.window_background;
    CHECK(row_ink > 10);
    CHECK(col_ink > 10);
}

// Not a check: pictures of every shape to look at (`sudoku_tests "[.shape-png]"`), written to
// $SUDOKU_SHAPE_PNG_DIR or /tmp as shape-NAME-SIZE-THEME.png.
TEST_CASE("Shape board pictures", "[.shape-png]") {
    const char* dir = std::getenv("SUDOKU_SHAPE_PNG_DIR");
    const std::filesystem::path out = dir ? dir : "/tmp";
    struct Named {
        std::string name;
        std::shared_ptr<const Shape> shape;
        bool numbers = false, tints = false;
    };
    const std::vector<Named> shapes = {
        {"4x4", boxes(2, 2)},
        {"6x6-2x3", boxes(2, 3)},
        {"6x6-3x2", boxes(3, 2)},
        {"8x8", boxes(2, 4)},
        {"9x9", Shape::classic()},
        {"12x12", boxes(3, 4)},
        {"16x16", boxes(4, 4)},
        {"16x16-numbers", boxes(4, 4), true},
        {"x", boxes(3, 3, true)},
        {"6x6-x", boxes(2, 3, true)},
        {"windoku", boxes(3, 3, false, true)},
        {"jigsaw", jigsaw()},
        {"jigsaw-tints", jigsaw(), false, true},
    };
    for (const Named& s : shapes) {
        const int n = s.shape->side();
        BoardView view = empty_view(s.shape);
        view.numbers_above_nine = s.numbers;
        view.region_tints = s.tints;
        // Givens along a staggered pattern, a few player digits, notes in the rest of row 2.
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if ((r * 3 + c * 5) % 7 == 0) {
                    const int cell = s.shape->cell_at(r, c);
                    view.digits[std::size_t(cell)] = std::uint8_t((r + c * 2) % n + 1);
                    view.givens.insert(cell);
                }
        view.digits[std::size_t(s.shape->cell_at(n - 1, n - 2))] = std::uint8_t(n);
        view.digits[std::size_t(s.shape->cell_at(n - 2, 1))] = std::uint8_t(n - 1);
        view.flagged.insert(s.shape->cell_at(n - 2, 1));
        for (int c = 0; c < n; ++c) {
            const int cell = s.shape->cell_at(1, c);
            if (view.digits[std::size_t(cell)] == 0)
                view.notes[std::size_t(cell)] = DigitMask(s.shape->all_symbols() & ~(1u << (c % n)));
        }
        view.selected = s.shape->cell_at(n / 2, n / 2 - 1);
        view.digits[std::size_t(view.selected)] = std::uint8_t(n);
        for (int size : {420, 900})
            for (const BoardTheme* t : {&kLightTheme, &kDarkTheme}) {
                const Frame f = render(view, size, *t, size / 40.0f);
                const std::string file = (out / ("shape-" + s.name + "-" + std::to_string(size) +
                                                 (t == &kDarkTheme ? "-dark" : "-light") + ".png"))
                                             .string();
                REQUIRE(stbi_write_png(file.c_str(), f.image.width, f.image.height, 3, f.image.rgb.data(),
                                       f.image.width * 3));
            }
    }
}

TEST_CASE("Clues outside the grid get room beside it, and are drawn there", "[ui][shape-board][picture]") {
    ShapeSpec spec;
    spec.box_rows = spec.box_cols = 2;
    auto plain = make_shape(spec);
    spec.constraints.push_back(std::make_shared<test::OutsideClue>());
    auto clued = make_shape(spec);
    // The picture asks for one cell on the left and one below; a plain board asks for none.
    CHECK(board_picture(*clued, 0).margins == PictureMargins{0, 0, 1, 1});
    CHECK(board_picture(*plain, 0).margins == PictureMargins{});
    for (const BoardTheme* theme : {&kLightTheme, &kDarkTheme}) {
        const Frame without = render(empty_view(plain), 400, *theme);
        const Frame with = render(empty_view(clued), 400, *theme);
        const BoardLayout& l = with.layout;
        // Grid and margins fit the frame: the board is smaller by the room the clues take, and
        // that room is free to the left of the grid and below it.
        CHECK(l.cell < without.layout.cell);
        CHECK(l.x - l.margins.left * l.cell >= 0);
        CHECK(l.y + l.size + l.margins.bottom * l.cell <= 400);
        CHECK(l.x + l.size <= 400);
        // "12" is drawn in the cell of room left of row 3, "7" in the one below column 2.
        auto ink_in = [&](int x0, int y0) {
            int count = 0;
            for (int y = y0 + 2; y < y0 + l.cell - 2; ++y)
                for (int x = x0 + 2; x < x0 + l.cell - 2; ++x) count += with.image.at(x, y) == theme->given_digit;
            return count;
        };
        CHECK(ink_in(l.x - l.cell, l.cell_top(clued->cell_at(2, 0))) > 20);
        CHECK(ink_in(l.cell_left(clued->cell_at(0, 1)), l.y + l.size) > 10);
        CHECK(ink_in(l.x - l.cell, l.cell_top(clued->cell_at(0, 0))) == 0);  // nothing beside row 1
        if (const char* dir = std::getenv("SUDOKU_SHAPE_PNG_DIR")) {         // to look at
            const std::string out =
                std::string(dir) + "/outside-" + (theme == &kLightTheme ? "light" : "dark") + ".png";
            stbi_write_png(out.c_str(), 400, 400, 3, with.image.rgb.data(), 400 * 3);
        }
    }
}
