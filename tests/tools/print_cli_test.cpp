// sudoku-cli print and export, run as a user would: the booklet's pages counted by pdfinfo, its
// text read by pdftotext, a page rendered by pdftoppm and its board lines found where the layout
// puts them; an exported PNG's lines; and the errors for bad arguments and paths.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "print/export.hpp"
#include "tests/print/line_scan.hpp"
#include "tests/support/run_program.hpp"

using sudoku::test::run_program;
using sudoku::test::shell_quote;
using namespace sudoku;

namespace {

namespace fs = std::filesystem;

struct ScratchDir {
    fs::path path;
    ScratchDir() {
        static int counter = 0;
        path = fs::temp_directory_path() /
               ("sudoku-print-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        fs::create_directories(path);
    }
    ~ScratchDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string at(const std::string& name) const { return (path / name).string(); }
};

std::string cli(const std::string& args) {
    return std::string(SUDOKU_CLI_BINARY) + " " + args + " 2>&1";
}

std::string slurp(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

const std::string kClassic = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";

/// Checks the lines of board `index` of a booklet page rendered at `dpi`: every grid line where the
/// layout puts it (thick ones dark; thin ones at least grey: at 50 dpi a thin line is a fraction
/// of a pixel), the middle of each cell no line; at `dpi` 100 or more also their
/// widths: thick lines (box edges and the border) three or more pixels wide, thin ones less.
void check_board_lines(const test::Image& page, int per_page, int index, bool answers, double dpi) {
    const double px = dpi / 72.0;
    const print::PagePlace place = print::page_place(print::Paper::A4, per_page, index, answers);
    const print::BoardGeometry g = print::board_geometry(9, place.x, place.y, place.size, false);
    const int top = int(g.line_y(0) * px) + 2, bottom = int(g.line_y(9) * px) - 2;
    const int left = int(g.line_x(0) * px) + 2, right = int(g.line_x(9) * px) - 2;
    auto width_at = [&](double at, bool column) {
        int width = 0;
        for (int p = int(std::lround(at)) - 4; p <= int(std::lround(at)) + 4; ++p)
            width += (column ? test::dark_share_column(page, p, top, bottom, 140)
                             : test::dark_share_row(page, p, left, right, 140)) > 0.9;
        return width;
    };
    for (int i = 0; i <= 9; ++i) {
        const double x = g.line_x(i) * px, y = g.line_y(i) * px;
        INFO("board " << index << ", line " << i << " at x " << x << ", y " << y << ", " << dpi << " dpi");
        const bool thick = i % 3 == 0;
        // Answers are small: at 50 dpi even their thick lines are under a pixel.
        const double dark = answers ? 200 : 140, grey = answers ? 248 : 235;
        CHECK(test::line_share_column(page, x, top, bottom, thick ? dark : grey) > 0.9);
        CHECK(test::line_share_row(page, y, left, right, thick ? dark : grey) > 0.9);
        // (Answer cells are full of digits: only a puzzle page has paper in the middle of a cell.)
        if (i < 9 && !answers)
            CHECK(test::line_share_column(page, (g.line_x(i) + g.cell / 2) * px, top, bottom, 235, 0) < 0.5);
        if (dpi >= 100) {
            CHECK((width_at(x, true) >= 3) == thick);
            CHECK((width_at(y, false) >= 3) == thick);
        }
    }
}

}  // namespace

TEST_CASE("print writes a 6-per-page booklet with its answers at the end", "[cli][print]") {
    ScratchDir dir;
    const std::string pdf = dir.at("book.pdf");
    auto run =
        run_program(cli("print --level medium --count 8 --per-page 6 --solutions --seed 2026 -o " + shell_quote(pdf)));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    CHECK(run.output.find("8 puzzles, 3 pages") != std::string::npos);

    auto info = run_program("pdfinfo " + shell_quote(pdf));
    REQUIRE(info.exit_code == 0);
    CHECK(info.output.find("Pages:           3\n") != std::string::npos);
    CHECK(info.output.find("A4") != std::string::npos);

    auto text = run_program("pdftotext -layout " + shell_quote(pdf) + " -");
    REQUIRE(text.exit_code == 0);
    for (int i = 1; i <= 8; ++i) {
        INFO("puzzle " << i);
        const std::string label = "No. " + std::to_string(i) + " \u00b7 Medium \u00b7 seed " + std::to_string(2025 + i);
        CHECK(text.output.find(label) != std::string::npos);
    }
    auto answers = run_program("pdftotext -f 3 -l 3 " + shell_quote(pdf) + " -");
    CHECK(answers.output.find("Solutions") != std::string::npos);
    CHECK(answers.output.find("No. 8") != std::string::npos);
    CHECK(text.output.find("Page 3 of 3") != std::string::npos);

    // The first page and the answer page, rendered: every board's lines where the layout says.
    REQUIRE(run_program("pdftoppm -png -r 50 " + shell_quote(pdf) + " " + shell_quote(dir.at("page"))).exit_code == 0);
    const test::Image first = test::load_png(dir.at("page-1.png"));
    REQUIRE(std::abs(first.width - 413) <= 1);  // A4 at 50 dpi
    for (int index = 0; index < 6; ++index) check_board_lines(first, 6, index, false, 50);
    const test::Image last = test::load_png(dir.at("page-3.png"));
    REQUIRE(std::abs(last.width - 413) <= 1);
    for (int index = 0; index < 8; ++index) check_board_lines(last, 12, index, true, 50);
    // At 150 dpi the line widths show: thick round the boxes, thin inside them.
    REQUIRE(run_program("pdftoppm -png -r 150 -f 1 -l 1 " + shell_quote(pdf) + " " + shell_quote(dir.at("fine")))
                .exit_code == 0);
    const test::Image fine = test::load_png(dir.at("fine-1.png"));
    REQUIRE(std::abs(fine.width - 1240) <= 1);
    for (int index = 0; index < 6; ++index) check_board_lines(fine, 6, index, false, 150);
}

TEST_CASE("print reads puzzles from files and labels them with their number and level", "[cli][print]") {
    ScratchDir dir;
    const std::string input = dir.at("in.txt");
    std::ofstream(input) << kClassic << "\n# a 6x6\n2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1\n";
    const std::string pdf = dir.at("mine.pdf");
    auto run = run_program(cli("print --per-page 1 --paper letter -o " + shell_quote(pdf) + " " + shell_quote(input)));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    auto info = run_program("pdfinfo " + shell_quote(pdf));
    CHECK(info.output.find("Pages:           2\n") != std::string::npos);
    CHECK(info.output.find("letter") != std::string::npos);
    auto text = run_program("pdftotext " + shell_quote(pdf) + " -");
    CHECK(text.output.find("No. 1 \u00b7 Easy") != std::string::npos);
    CHECK(text.output.find("No. 2 \u00b7 ") != std::string::npos);

    // A bad line: reported, nothing written, and the old file left as it was.
    std::ofstream(input) << kClassic << "\n" << std::string(80, '.') << "x\n";
    auto bad = run_program(cli("print -o " + shell_quote(pdf) + " " + shell_quote(input)));
    CHECK(bad.exit_code == 1);
    CHECK(bad.output.find("in.txt:2") != std::string::npos);
    CHECK(bad.output.find("nothing written") != std::string::npos);
    CHECK(slurp(pdf).rfind("%PDF-", 0) == 0);
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir.path)) ++files;
    CHECK(files == 2);  // in.txt and mine.pdf: no temporary left
}

TEST_CASE("export draws one board to a PNG or an SVG or a PDF", "[cli][print]") {
    ScratchDir dir;
    const std::string png = dir.at("board.png");
    auto run = run_program(cli("export " + kClassic + " --size 360 -o " + shell_quote(png)));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const test::Image image = test::load_png(png);
    REQUIRE(image.width == 360);
    REQUIRE(image.height == 360);
    const double m = print::export_margin(360);
    const print::BoardGeometry g = print::board_geometry(9, m, m, 360 - 2 * m, true);
    for (int i = 0; i <= 9; ++i) {
        INFO("line " << i);
        const int x = int(g.line_x(i));
        CHECK(test::dark_share_column(image, x, int(g.line_y(0)), int(g.line_y(9)), 100) > 0.97);
        CHECK((test::dark_share_column(image, x + 1, int(g.line_y(0)), int(g.line_y(9)), 100) > 0.97) == (i % 3 == 0));
    }

    const std::string input = dir.at("six.txt");
    std::ofstream(input) << "2x3:3_4c2b6b3_1b3d5b4_5b4b4c3_1\n";
    CHECK(run_program(cli("export " + shell_quote(input) + " --format svg -o " + shell_quote(dir.at("six.svg"))))
              .exit_code == 0);
    CHECK(slurp(dir.at("six.svg")).find("<svg") != std::string::npos);
    CHECK(run_program("cat " + shell_quote(input) + " | " + cli("export - -o " + shell_quote(dir.at("six.pdf"))))
              .exit_code == 0);
    CHECK(slurp(dir.at("six.pdf")).rfind("%PDF-", 0) == 0);
}

TEST_CASE("sudoku-cli starts without cairo and loads it to draw", "[cli][print]") {
    // cairo and the X libraries it brings cost about a millisecond of every start: the commands
    // that do not draw must not load them.
    auto libraries = run_program("ldd " + std::string(SUDOKU_CLI_BINARY));
    REQUIRE(libraries.exit_code == 0);
    CHECK(libraries.output.find("libstdc++") != std::string::npos);  // ldd did list the libraries
    CHECK(libraries.output.find("libcairo") == std::string::npos);
    // When cairo cannot be loaded, export says so and writes nothing.
    ScratchDir dir;
    const std::string png = dir.at("board.png");
    auto run = run_program("SUDOKU_CAIRO_LIBRARY=/nonexistent/libcairo.so.2 " +
                           cli("export " + kClassic + " -o " + shell_quote(png)));
    CHECK(run.exit_code == 1);
    CHECK(run.output.find("cannot load /nonexistent/libcairo.so.2 to draw with") != std::string::npos);
    CHECK_FALSE(fs::exists(png));
    // And with it, it draws.
    CHECK(run_program(cli("export " + kClassic + " -o " + shell_quote(png))).exit_code == 0);
    CHECK(fs::exists(png));
}

TEST_CASE("print and export name what is wrong with their arguments", "[cli][print]") {
    ScratchDir dir;
    const std::string out = shell_quote(dir.at("x.pdf"));
    struct Bad {
        std::string args;
        int exit_code;
        std::string says;
    };
    const std::string missing_folder = dir.at("no-such-folder/x.pdf");
    const Bad cases[] = {
        {"print --level easy", 2, "print needs -o FILE.pdf"},
        {"print --level easy --per-page 5 -o " + out, 2, "--per-page needs 1, 2, 4 or 6 (not '5')"},
        {"print --level easy --paper a5 -o " + out, 2, "--paper needs a4 or letter (not 'a5')"},
        {"print --level hardest -o " + out, 2, "--level needs one of"},
        {"print --count 3 -o " + out, 2, "need --level"},
        {"print --level easy --count 0 -o " + out, 2, "--count needs a whole number from 1 to 500"},
        {"print --level easy --frobnicate -o " + out, 2, "unknown option '--frobnicate'"},
        {"print --level easy -o " + shell_quote(missing_folder), 1, "cannot write " + missing_folder},
        {"print --level easy -o " + shell_quote(dir.path.string()), 1, "cannot write " + dir.path.string()},
        {"export " + kClassic, 2, "export needs -o FILE"},
        {"export -o " + out, 2, "export needs one puzzle"},
        {"export " + kClassic + " -o " + shell_quote(dir.at("x.bmp")), 2, "--format pdf, png or svg"},
        {"export " + kClassic + " --format gif -o " + out, 2, "--format needs pdf, png or svg (not 'gif')"},
        {"export " + kClassic + " --size 2 -o " + out, 2, "--size needs a whole number from 16 to 20000"},
        {"export 12345 -o " + out, 1, "puzzle: "},
        {"export " + kClassic + " -o " + shell_quote(missing_folder), 1, "cannot write " + missing_folder},
    };
    for (const Bad& bad : cases) {
        auto run = run_program(cli(bad.args));
        INFO(bad.args << "\n" << run.output);
        CHECK(run.exit_code == bad.exit_code);
        CHECK(run.output.find(bad.says) != std::string::npos);
        CHECK(std::count(run.output.begin(), run.output.end(), '\n') <= 2);  // one line (and the --help pointer)
    }
    CHECK_FALSE(fs::exists(dir.at("x.pdf")));
}

TEST_CASE("A 4-per-page booklet page holds four equal boards in two rows of two, found by their pixels",
          "[cli][print]") {
    // The oracle reads the rendered page alone (no layout function): each board's border and box
    // lines are long dark rows sharing one left and right end; a board is such a group with at least
    // its four thick lines, and its height matches its width.
    ScratchDir dir;
    const std::string pdf = dir.at("four.pdf");
    auto run = run_program(cli("print --level easy --count 4 --per-page 4 --seed 7 -o " + shell_quote(pdf)));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    REQUIRE(
        run_program("pdftoppm -png -r 50 -f 1 -l 1 " + shell_quote(pdf) + " " + shell_quote(dir.at("p"))).exit_code ==
        0);
    const test::Image page = test::load_png(dir.at("p-1.png"));
    REQUIRE(std::abs(page.width - 413) <= 1);
    struct Run {
        int y, x0, x1;
    };
    std::vector<Run> runs;
    for (int y = 0; y < page.height; ++y) {
        for (int x = 0; x < page.width;) {
            if (page.luma(x, y) >= 140) {
                ++x;
                continue;
            }
            int end = x;
            while (end < page.width && page.luma(end, y) < 140) ++end;
            if (end - x >= 60) runs.push_back({y, x, end});
            x = end;
        }
    }
    struct Board {
        int x0, x1, top, bottom, lines = 0, last_y = -10;
    };
    std::vector<Board> boards;
    for (const Run& r : runs) {
        auto same = std::find_if(boards.begin(), boards.end(), [&](const Board& b) {
            return std::abs(b.x0 - r.x0) <= 3 && std::abs(b.x1 - r.x1) <= 3 && r.y - b.bottom < 80;
        });
        if (same == boards.end()) {
            boards.push_back({r.x0, r.x1, r.y, r.y, 1, r.y});
            continue;
        }
        if (r.y - same->last_y > 2) ++same->lines;  // a new line (a thick one is several rows)
        same->last_y = same->bottom = r.y;
    }
    std::erase_if(boards, [](const Board& b) { return b.lines < 4; });
    REQUIRE(boards.size() == 4);
    std::sort(boards.begin(), boards.end(),
              [](const Board& a, const Board& b) { return a.top / 20 != b.top / 20 ? a.top < b.top : a.x0 < b.x0; });
    const int side = boards[0].x1 - boards[0].x0;
    CHECK(side > page.width * 3 / 10);  // large enough to play on paper
    for (const Board& b : boards) {
        INFO("board at x " << b.x0 << "-" << b.x1 << ", y " << b.top << "-" << b.bottom);
        CHECK(b.lines >= 4);  // the border and the two box lines at least (thin ones may show too)
        CHECK(b.lines <= 10);
        CHECK(std::abs((b.x1 - b.x0) - side) <= 2);                // all the same size
        CHECK(std::abs((b.bottom - b.top) - (b.x1 - b.x0)) <= 4);  // square
        CHECK(b.x0 > 0);
        CHECK(b.x1 < page.width);
    }
    // Two rows of two, not overlapping.
    CHECK(std::abs(boards[0].top - boards[1].top) <= 2);
    CHECK(std::abs(boards[2].top - boards[3].top) <= 2);
    CHECK(boards[2].top > boards[0].bottom);
    CHECK(boards[1].x0 > boards[0].x1);
    CHECK(boards[3].x0 > boards[2].x1);
    CHECK(std::abs(boards[0].x0 - boards[2].x0) <= 2);
}
