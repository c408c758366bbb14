// print/: the board drawing in a PNG (grid lines where the geometry says, thick where regions
// change), booklet page counts, and files replaced only when the new one is complete.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/formats/solo_id.hpp"
#include "print/export.hpp"
#include "tests/print/line_scan.hpp"
#include "tests/support/outside_clue.hpp"

using namespace sudoku;
using namespace sudoku::print;
using sudoku::test::Image;

namespace {

namespace fs = std::filesystem;

struct ScratchDir {
    fs::path path;
    ScratchDir() {
        static int counter = 0;
        path = fs::temp_directory_path() /
               ("sudoku-print-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        fs::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

std::string slurp(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

Image decode(const std::string& png, const ScratchDir& dir) {
    const fs::path file = dir.path / "board.png";
    std::ofstream(file, std::ios::binary) << png;
    return test::load_png(file);
}

/// Checks every grid line of a PNG export of an empty board of `shape`: thin lines one pixel wide,
/// thick ones (three pixels) where the region changes along the whole line and round the board.
void check_lines(const std::shared_ptr<const Shape>& shape, int size) {
    ScratchDir dir;
    const int n = shape->side();
    print::BoardPicture picture{shape, ShapeDigits(std::size_t(shape->cell_count()), 0), {}, {}};
    auto png = export_board(picture, Format::Png, size);
    REQUIRE(png);
    const Image image = decode(png.value(), dir);
    REQUIRE(image.width == size);
    REQUIRE(image.height == size);
    const double m = export_margin(size);
    const BoardGeometry g = board_geometry(n, m, m, size - 2 * m, true);
    REQUIRE(g.thin == 1);
    REQUIRE(g.thick == 3);
    const int top = int(g.line_y(0)), bottom = int(g.line_y(n)) + 1;
    const int left = int(g.line_x(0)), right = int(g.line_x(n)) + 1;
    for (int i = 0; i <= n; ++i) {
        // Thick where every pair of cells across the line is in different regions (boxes).
        bool v_thick = i == 0 || i == n, h_thick = i == 0 || i == n;
        if (!v_thick) v_thick = shape->region_of(shape->cell_at(0, i - 1)) != shape->region_of(shape->cell_at(0, i));
        if (!h_thick) h_thick = shape->region_of(shape->cell_at(i - 1, 0)) != shape->region_of(shape->cell_at(i, 0));
        const int x = int(g.line_x(i)), y = int(g.line_y(i));
        INFO("line " << i << " at x " << x << ", y " << y);
        CHECK(test::dark_share_column(image, x, top, bottom, 100) > 0.97);
        CHECK(test::dark_share_row(image, y, left, right, 100) > 0.97);
        // The pixels beside the line's centre: dark for a thick line, paper for a thin one.
        for (int side : {-1, 1}) {
            CHECK((test::dark_share_column(image, x + side, top, bottom, 100) > 0.97) == v_thick);
            CHECK((test::dark_share_row(image, y + side, left, right, 100) > 0.97) == h_thick);
        }
        // Half way to the next line: paper (no digits on an empty board).
        if (i < n) {
            CHECK(test::dark_share_column(image, int(g.line_x(i) + g.cell / 2), top, bottom, 100) < 0.3);
        }
    }
}

}  // namespace

TEST_CASE("A PNG export draws thin lines between cells and thick ones round boxes and the board", "[print]") {
    SECTION("classic 9x9") {
        check_lines(Shape::classic(), 400);
    }
    SECTION("6x6 with boxes 2 rows high and 3 wide") {
        auto six = formats::parse_solo_id("2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1");
        REQUIRE(six);
        check_lines(six.value().shape, 300);
    }
    SECTION("16x16") {
        auto shape = Shape::from_params(ShapeParams{4, 4, 0, false, false, false});
        REQUIRE(shape);
        check_lines(shape.value(), 700);
    }
}

TEST_CASE("A print keeps room outside the grid for clues written there, and draws them", "[print][picture]") {
    ShapeSpec spec;
    spec.box_rows = spec.box_cols = 2;
    spec.constraints.push_back(std::make_shared<test::OutsideClue>());
    auto shape = Shape::make(std::move(spec));
    REQUIRE(shape);
    ScratchDir dir;
    const int size = 400;
    print::BoardPicture picture{shape.value(), ShapeDigits(16, 0), {}, {}};
    auto png = export_board(picture, Format::Png, size);
    REQUIRE(png);
    const Image image = decode(png.value(), dir);
    REQUIRE(image.width == size);
    // The square holds 5 cells across and down (one of room left and below): the grid takes four
    // of them, its frame a cell in from the left, and the bottom cell is free for the "7".
    const double m = export_margin(size);
    const double cell = (size - 2 * m) / 5;
    const int top = int(m + cell * 0.5), bottom = int(m + cell * 3.5);
    CHECK(test::dark_share_column(image, int(m + cell * 0.5), top, bottom, 100) < 0.1);      // room: no grid line
    CHECK(test::dark_share_column(image, int(m + cell * 1.0 + 1), top, bottom, 100) > 0.9);  // the frame
    // Ink of "12" left of row 3, of "7" below column 2; none left of row 1.
    auto ink = [&](double x0, double y0) {
        int dark = 0;
        for (int y = int(y0 + cell * 0.2); y < int(y0 + cell * 0.8); ++y)
            for (int x = int(x0 + cell * 0.2); x < int(x0 + cell * 0.8); ++x) dark += image.luma(x, y) < 100;
        return dark;
    };
    CHECK(ink(m, m + 2 * cell) > 20);
    CHECK(ink(m + 2 * cell, m + 4 * cell) > 10);
    CHECK(ink(m, m) == 0);
}

TEST_CASE("Every format of an export starts as its kind of file does", "[print]") {
    print::BoardPicture picture{Shape::classic(), ShapeDigits(81, 0), {}, {}};
    picture.givens[0] = 5;
    auto pdf = export_board(picture, Format::Pdf, 300);
    auto svg = export_board(picture, Format::Svg, 300);
    auto png = export_board(picture, Format::Png, 300);
    REQUIRE(pdf);
    REQUIRE(svg);
    REQUIRE(png);
    CHECK(pdf.value().rfind("%PDF-", 0) == 0);
    CHECK(svg.value().find("<svg") != std::string::npos);
    CHECK(png.value().rfind("\x89PNG", 0) == 0);
    CHECK_FALSE(export_board(print::BoardPicture{}, Format::Png, 300));
}

TEST_CASE("A PNG stops at 4096 pixels (drawn whole in memory) and SVG and PDF go on to 20000", "[print][bounded]") {
    print::BoardPicture picture{Shape::classic(), ShapeDigits(81, 0), {}, {}};
    auto big = export_board(picture, Format::Png, kMaxPngSize + 1);
    REQUIRE_FALSE(big);
    CHECK(big.error().message == "a PNG is at most 4096 pixels wide (not 4097); SVG and PDF draw any size");
    CHECK(export_board(picture, Format::Svg, 20000));
    CHECK(export_board(picture, Format::Pdf, 20000));
}

TEST_CASE("A booklet has its puzzle pages then its answer pages", "[print]") {
    BookletPuzzle classic{Shape::classic(), ShapeDigits(81, 0), ShapeDigits(81, 1), "No. 1", "No. 1"};
    std::vector<BookletPuzzle> eight(8, classic);
    BookletOptions options;
    options.per_page = 6;
    options.solutions = true;
    CHECK(booklet_page_count(eight, options) == 3);  // 6 + 2 puzzles, 8 answers on one page
    options.solutions = false;
    CHECK(booklet_page_count(eight, options) == 2);
    options.per_page = 1;
    options.solutions = true;
    std::vector<BookletPuzzle> thirteen(13, classic);
    CHECK(booklet_page_count(thirteen, options) == 13 + 2);  // 12 answers a page
    auto big = Shape::from_params(ShapeParams{4, 4, 0, false, false, false});
    REQUIRE(big);
    std::vector<BookletPuzzle> sixteen(7, BookletPuzzle{big.value(), ShapeDigits(256, 0), ShapeDigits(256, 1), "", ""});
    CHECK(booklet_page_count(sixteen, options) == 7 + 2);  // 6 answers a page above 9x9
    auto pdf = booklet_pdf(eight, options);
    REQUIRE(pdf);
    CHECK(pdf.value().rfind("%PDF-", 0) == 0);
    options.per_page = 5;
    CHECK_FALSE(booklet_pdf(eight, options));
    CHECK_FALSE(booklet_pdf({}, BookletOptions{}));
}

TEST_CASE("A file is replaced only by a complete new one and failures name the path", "[print]") {
    ScratchDir dir;
    const fs::path target = dir.path / "book.pdf";
    std::ofstream(target) << "old";
    REQUIRE(write_file_replacing(target.string(), "new bytes"));
    CHECK(slurp(target) == "new bytes");
    int files = 0;
    for (const auto& entry : fs::directory_iterator(dir.path)) files += entry.path() != target;
    CHECK(files == 0);  // no temporary left beside it

    const std::string missing = (dir.path / "no-such-folder" / "book.pdf").string();
    auto failed = write_file_replacing(missing, "x");
    REQUIRE_FALSE(failed);
    CHECK(failed.error().message.find("cannot write " + missing) == 0);
    CHECK_FALSE(fs::exists(missing));

    auto folder = write_file_replacing(dir.path.string(), "x");
    REQUIRE_FALSE(folder);
    CHECK(folder.error().message.find(dir.path.string()) != std::string::npos);
    CHECK(slurp(target) == "new bytes");
}
