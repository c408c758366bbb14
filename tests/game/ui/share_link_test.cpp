// Share links that open where they are sent (issue #19): the share dialog's QR code is a web
// address a phone can open and play, decoded here from a headless frame with zbarimg (Debian's
// zbar-tools, installed by tools/install-deps.sh); and `sudoku LINK`, as the desktop entry runs it
// for a clicked sudoku:// link, opens the import dialog with the puzzle.
#include <catch2/catch.hpp>

#include <string>

#include "engine/formats/solo_id.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

const std::string kPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

// The text zbarimg reads from the QR code in a PNG (empty when it finds none).
std::string decode_qr(const std::filesystem::path& png) {
    auto run = run_program("zbarimg -q --raw " + shell_quote(png.string()) + " 2>/dev/null");
    INFO("zbarimg exit " << run.exit_code << ": " << run.output);
    REQUIRE(run.exit_code != 127);  // not installed: tools/install-deps.sh installs zbar-tools
    std::string text = run.output;
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    return text;
}

std::string dots(std::string line) {
    for (char& ch : line)
        if (ch == '0') ch = '.';
    return line;
}

}  // namespace

TEST_CASE("A desktop link given on the command line opens the puzzle and Start plays it", "[ui][share]") {
    TempDir dir;
    // Our desktop link, as the share dialog writes it (sudoku-cli convert --to share-url).
    auto converted =
        run_program("echo " + kPuzzle + " | " + std::string(SUDOKU_CLI_BINARY) + " convert --to share-url");
    REQUIRE(converted.exit_code == 0);
    std::string link = converted.output;
    while (!link.empty() && link.back() == '\n') link.pop_back();
    REQUIRE(link.rfind("sudoku://share/", 0) == 0);
    auto dump = dir.path / "state.json";
    auto run = run_program(game(shell_quote(link) + " --script " + script(dir, "key Ctrl+Return\n") + " --dump-state " +
                                shell_quote(dump.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["givens"] == dots(kPuzzle));

    // Without Start the link only fills the import dialog: the game behind it is not replaced.
    auto unasked = run_program(game(shell_quote(link) + " --seed 7 --dump-state " + shell_quote(dump.string())));
    REQUIRE(unasked.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["givens"] != dots(kPuzzle));

    // Two links, or a link and --import, are a usage error.
    auto two = run_program(game(shell_quote(link) + " " + shell_quote(link)));
    CHECK(two.exit_code == 2);
    CHECK_THAT(two.output, Catch::Contains("one puzzle link at a time"));
}

TEST_CASE("The share dialog's QR code is a web link that plays the puzzle", "[ui][share]") {
    TempDir dir;
    const auto shot = dir.path / "share.png";
    const std::string wiki = "https://www.sudokuwiki.org/sudoku.htm?bd=" + kPuzzle;
    // A SudokuWiki link on the command line imports; Ctrl+E opens the share dialog.
    auto run =
        run_program(game("--size 1280x800 " + shell_quote(wiki) + " --script " +
                         script(dir, "key Ctrl+Return\nkey Ctrl+E\n") + " --screenshot " + shell_quote(shot.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const std::string decoded = decode_qr(shot);
    CHECK(decoded == wiki);
    CHECK(decoded.rfind("https://", 0) == 0);

    // Another shape: a link to Simon Tatham's Solo on the web, with the game ID after the '#'.
    const std::string solo = "2x3:d5a4g4a6_5_1_5a4g1a2d";  // from sgt-solo --generate 1 2x3
    const auto shape_shot = dir.path / "share-6x6.png";
    auto shaped = run_program(game("--size 1280x800 " + shell_quote(solo) + " --script " +
                                   script(dir, "key Ctrl+Return\nkey Ctrl+E\n", "shape.txt") + " --screenshot " +
                                   shell_quote(shape_shot.string())));
    INFO(shaped.output);
    REQUIRE(shaped.exit_code == 0);
    const std::string web = decode_qr(shape_shot);
    CHECK(web == std::string(sudoku::formats::kSoloWebPrefix) + solo);

    // And that web link, given back to the game, opens the same puzzle.
    auto dump = dir.path / "back.json";
    auto back = run_program(game(shell_quote(web) + " --script " + script(dir, "key Ctrl+Return\n", "back.txt") +
                                 " --dump-state " + shell_quote(dump.string())));
    INFO(back.output);
    REQUIRE(back.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["shape"] == "2x3");
    CHECK(read_json(dump)["puzzle"]["givens"] == "....5.4.......4.6515.4.......1.2....");
}

TEST_CASE("A Windoku is shared as this game's ID, never as a link to Solo, which has no Windoku", "[ui][share]") {
    TempDir dir;
    // Solo would open this ID as a plain 9x9 (with other solutions): the dialog offers no web link
    // to Solo, and its QR code holds the ID itself, which this game opens as the same Windoku.
    const std::string windoku = "3x3w:2a4_9c8a6_7_3a5_8g7b6a1b8b7b5g6b9b5b1a8b4g3_8a1_4_5a5c7_3a8";
    const auto shot = dir.path / "share-windoku.png";
    auto run =
        run_program(game("--size 1280x800 " + shell_quote(windoku) + " --script " +
                         script(dir, "key Ctrl+Return\nkey Ctrl+E\n") + " --screenshot " + shell_quote(shot.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const std::string decoded = decode_qr(shot);
    CHECK(decoded == windoku);
    CHECK(decoded.find("solo.html") == std::string::npos);
    auto dump = dir.path / "back.json";
    auto back = run_program(game(shell_quote(decoded) + " --script " + script(dir, "key Ctrl+Return\n", "back.txt") +
                                 " --dump-state " + shell_quote(dump.string())));
    INFO(back.output);
    REQUIRE(back.exit_code == 0);
    CHECK(read_json(dump)["puzzle"]["shape"] == "3x3w");
}
