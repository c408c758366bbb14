// Game > Print / Export, end to end: the game runs headlessly with a script; exporting writes the
// board with the player's progress and notes and leaves the game exactly as it was; Ctrl+P opens
// the dialog and Enter saves to the documents folder; a failure names the path.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "tests/game/ui/headless_support.hpp"
#include "tests/support/png_image.hpp"

using namespace sudoku::test;

namespace {

const std::string kPuzzle = "1.3..6.89.5.7.9..3......4..2..3.5..736...72..89..1.3.5.3..4.9.86.2.7...19..5.1.42";

nlohmann::json play(const TempDir& dir, const std::string& text, ProgramRun& run, const std::string& env = "") {
    auto dump = dir.path / "dump.json";
    std::filesystem::remove(dump);
    run = run_program(env + game("--puzzle " + kPuzzle + " --script " + script(dir, text) + " --dump-state " +
                                 shell_quote(dump.string())));
    return std::filesystem::exists(dump) ? read_json(dump) : nlohmann::json();
}

/// The dumped game without the wall-clock times of the dump itself.
nlohmann::json game_part(nlohmann::json state) {
    state.erase("saved_at");
    state.erase("created_at");
    return state;
}

int pixels_near(const Image& image, std::uint32_t rgb, int tolerance) {
    int count = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            const std::uint32_t p = image.at(x, y);
            bool near = true;
            for (int shift : {16, 8, 0})
                near = near && std::abs(int((p >> shift) & 0xFF) - int((rgb >> shift) & 0xFF)) <= tolerance;
            count += near;
        }
    return count;
}

}  // namespace

TEST_CASE("Exporting the board with progress and notes leaves the game as it was", "[ui][print]") {
    TempDir dir;
    const std::string moves = "cell 1 2\nkey 2\ncell 1 4\nkey Shift+4\nkey Shift+5\n";
    ProgramRun plain, exported;
    auto before = play(dir, moves, plain);
    REQUIRE(plain.exit_code == 0);
    const std::string png = (dir.path / "board.png").string(), svg = (dir.path / "board.svg").string();
    auto after = play(dir, moves + "export " + png + "\nexport " + svg + "\nkey Ctrl+P\nkey Escape\n", exported);
    INFO(exported.output);
    REQUIRE(exported.exit_code == 0);
    CHECK(game_part(after) == game_part(before));

    const Image image = load_png(png);
    REQUIRE(image.width == 1200);
    CHECK(pixels_near(image, 0x2557C4, 40) > 200);  // the player's 2, in the accent colour
    CHECK(pixels_near(image, 0x505866, 40) > 50);   // the notes 4 and 5
    CHECK(read_file(svg).find("<svg") != std::string::npos);
}

TEST_CASE("Ctrl+P opens Print / Export and Enter saves to the documents folder", "[ui][print]") {
    TempDir dir;
    auto documents = dir.path / "docs";
    std::filesystem::create_directories(documents);
    const std::string env = "XDG_DOCUMENTS_DIR=" + shell_quote(documents.string()) + " ";
    auto run =
        run_program(env + game("--level medium --seed 2026 --script " + script(dir, "key Ctrl+P\nkey Return\n")));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto saved = documents / "sudoku-medium-2026.pdf";
    REQUIRE(std::filesystem::exists(saved));
    CHECK(read_file(saved).rfind("%PDF-", 0) == 0);
}

TEST_CASE("An export that cannot be written names the path and changes nothing", "[ui][print]") {
    TempDir dir;
    ProgramRun plain, failed;
    auto before = play(dir, "cell 1 2\nkey 2\n", plain);
    const std::string path = (dir.path / "missing" / "board.pdf").string();
    auto after = play(dir, "cell 1 2\nkey 2\nexport " + path + "\n", failed);
    CHECK(failed.exit_code == 1);
    CHECK(failed.output.find("Could not save: cannot write " + path) != std::string::npos);
    CHECK(game_part(after) == game_part(before));
}
