// The game without a display it can reach (issue #33): SDL would fall back to its invisible
// 'offscreen' driver and the game would run on for ever with no window; instead it says which video
// drivers it tried and exits 1 at once. --headless, which needs no display, still runs.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <string>

#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

// An X display number with no server behind it (":99" unless something listens there).
std::string unused_display() {
    for (int n = 99; n < 200; ++n)
        if (!std::filesystem::exists("/tmp/.X11-unix/X" + std::to_string(n))) return ":" + std::to_string(n);
    return ":199";
}

struct TimedRun {
    ProgramRun run;
    double seconds = 0;
};

TimedRun run_timed(const std::string& command) {
    const auto t0 = std::chrono::steady_clock::now();
    TimedRun timed{run_program(command), 0};
    timed.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return timed;
}

}  // namespace

TEST_CASE("The game with no display it can open says so and exits 1 at once", "[ui][display]") {
    TempDir dir;
    const std::string display = unused_display();
    // timeout: should the game run on without a window, the test fails (124) instead of hanging.
    const std::string game =
        "timeout 20 " + std::string(SUDOKU_GAME_BINARY) + " --save-dir " + shell_quote(dir.path.string()) + " 2>&1";
    const std::string unset = "env -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER DISPLAY=" + display + " ";
    const std::string env = "env -u WAYLAND_DISPLAY DISPLAY=" + display + " ";

    SECTION("SDL_VIDEODRIVER unset: every driver that shows a window is tried") {
        auto timed = run_timed(unset + game);
        INFO(timed.run.output);
        CHECK(timed.run.exit_code == 1);
        CHECK(timed.seconds < 5);
        CHECK(timed.run.output.find("sudoku: cannot open a window (video drivers tried: x11: ") != std::string::npos);
        CHECK(timed.run.output.find("DISPLAY=" + display) != std::string::npos);
        CHECK(timed.run.output.find("offscreen") == std::string::npos);
    }
    SECTION("SDL_VIDEODRIVER=x11: that driver alone") {
        auto timed = run_timed(env + "SDL_VIDEODRIVER=x11 " + game);
        INFO(timed.run.output);
        CHECK(timed.run.exit_code == 1);
        CHECK(timed.seconds < 5);
        CHECK(timed.run.output.find("sudoku: cannot open a window (video driver tried: x11: ") != std::string::npos);
        CHECK(timed.run.output.find("DISPLAY=" + display) != std::string::npos);
    }
    SECTION("SDL_VIDEODRIVER=offscreen, a driver that shows nothing, is refused") {
        auto timed = run_timed(env + "SDL_VIDEODRIVER=offscreen " + game);
        INFO(timed.run.output);
        CHECK(timed.run.exit_code == 1);
        CHECK(timed.seconds < 5);
        CHECK(timed.run.output.find("video driver tried: offscreen: shows no window") != std::string::npos);
    }
    SECTION("--headless needs no display") {
        const auto dump = dir.path / "state.json";
        auto timed =
            run_timed(unset + std::string(SUDOKU_GAME_BINARY) + " --save-dir " + shell_quote(dir.path.string()) +
                      " --headless --dump-state " + shell_quote(dump.string()) + " 2>&1");
        INFO(timed.run.output);
        CHECK(timed.run.exit_code == 0);
        CHECK(std::filesystem::exists(dump));
    }
}
