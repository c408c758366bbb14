// sudoku: the windowed game. Parses the command line and hands over to game/ui.
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "engine/notation.hpp"
#include "game/ui/platform.hpp"

namespace {

constexpr const char* kUsage = R"(Usage: sudoku [OPTIONS]

Plays Sudoku in a window.

Options:
  --puzzle LINE        start with this puzzle (81 characters: 1-9 givens, 0 or . blanks)
  --size WxH           window (or screenshot) size in pixels, default 1024x768
  --screenshot FILE    render one frame headlessly to FILE (PNG) and exit; needs no display
  --version            print the version and exit
  -h, --help           print this help and exit

Keys: Ctrl+Q quits.
)";

bool parse_size(std::string_view text, int& width, int& height) {
    auto x = text.find('x');
    if (x == std::string_view::npos) return false;
    auto number = [](std::string_view s, int& out) {
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
        return ec == std::errc() && end == s.data() + s.size() && out >= 64 && out <= 16384;
    };
    return number(text.substr(0, x), width) && number(text.substr(x + 1), height);
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, "sudoku: %s\nTry 'sudoku --help'.\n", message.c_str());
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    sudoku::ui::LaunchOptions options;
    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        if (arg == "-h" || arg == "--help") {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (arg == "--version") {
            std::printf("sudoku %s\n", SUDOKU_VERSION);
            return 0;
        } else if (arg == "--puzzle") {
            const char* text = value();
            if (!text) return usage_error("--puzzle needs an 81-character puzzle line");
            auto parsed = sudoku::parse_line(text);
            if (!parsed) return usage_error("--puzzle: " + parsed.error().to_string());
            options.puzzle = parsed.value();
        } else if (arg == "--size") {
            const char* text = value();
            if (!text || !parse_size(text, options.width, options.height))
                return usage_error("--size needs WIDTHxHEIGHT, each 64 to 16384 pixels, e.g. 1024x768");
        } else if (arg == "--screenshot") {
            const char* text = value();
            if (!text || !*text) return usage_error("--screenshot needs a file name");
            options.screenshot_path = text;
        } else {
            return usage_error("unknown option '" + std::string(arg) + "'");
        }
    }
    if (!options.screenshot_path.empty()) return sudoku::ui::render_screenshot(options);
    return sudoku::ui::run_window(options);
}
