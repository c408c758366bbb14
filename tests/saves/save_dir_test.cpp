#include <catch2/catch.hpp>

#include <map>

#include "saves/save_dir.hpp"

using namespace sudoku;
using namespace sudoku::saves;
namespace fs = std::filesystem;

namespace {

Environment table(std::map<std::string, std::string> values) {
    return [values = std::move(values)](const char* name) -> std::optional<std::string> {
        auto it = values.find(name);
        if (it == values.end()) return std::nullopt;
        return it->second;
    };
}

fs::path resolved(const SaveDirOptions& options, std::map<std::string, std::string> env) {
    auto dir = resolve_save_dir(options, table(std::move(env)));
    INFO((dir.ok() ? std::string("ok") : dir.error().message));
    REQUIRE(dir.ok());
    return dir.value();
}

}  // namespace

TEST_CASE("The save folder follows the documented order of precedence", "[save][dir]") {
    std::map<std::string, std::string> all{
        {"SUDOKU_SAVE_DIR", "/srv/sudoku"}, {"XDG_DATA_HOME", "/home/ann/data"}, {"HOME", "/home/ann"}};
    CHECK(resolved({fs::path("/mnt/usb/saves"), std::nullopt}, all) == "/mnt/usb/saves");
    CHECK(resolved({}, all) == "/srv/sudoku");
    all.erase("SUDOKU_SAVE_DIR");
    CHECK(resolved({}, all) == "/home/ann/data/sudoku");
    all.erase("XDG_DATA_HOME");
    CHECK(resolved({}, all) == "/home/ann/.local/share/sudoku");
    CHECK(resolved({std::nullopt, fs::path("/pref/sudoku/")}, {}) == "/pref/sudoku/");
}

TEST_CASE("The save folder is never the working directory by accident", "[save][dir]") {
    SECTION("relative XDG_DATA_HOME and HOME are ignored, as the XDG spec says") {
        CHECK(resolved({}, {{"XDG_DATA_HOME", "data"}, {"HOME", "/home/bo"}}) == "/home/bo/.local/share/sudoku");
        auto none = resolve_save_dir({}, table({{"XDG_DATA_HOME", "data"}, {"HOME", "bo"}}));
        REQUIRE_FALSE(none.ok());
        CHECK(none.error().message ==
              "no folder for saves: set HOME, XDG_DATA_HOME or SUDOKU_SAVE_DIR, or start the game with --save-dir DIR");
    }
    SECTION("empty values count as unset") {
        CHECK_FALSE(resolve_save_dir({fs::path(), std::nullopt}, table({{"SUDOKU_SAVE_DIR", ""}, {"HOME", ""}})).ok());
    }
    SECTION("an explicit relative choice is made absolute") {
        fs::path dir = resolved({fs::path("my-saves"), std::nullopt}, {});
        CHECK(dir.is_absolute());
        CHECK(dir == (fs::current_path() / "my-saves").lexically_normal());
        CHECK(resolved({}, {{"SUDOKU_SAVE_DIR", "x/../y"}}) == (fs::current_path() / "y").lexically_normal());
    }
}
