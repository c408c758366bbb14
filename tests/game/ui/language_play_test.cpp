// Every fact in the player's language (issue #33): the game run headlessly with LANGUAGE=zh_CN on a
// machine with only C.UTF-8, and what it shows read back from --dump-layout (the message line and
// the notices), so that no English sentence reaches a Chinese player from the hint, the saves or
// the lower layers' error details.
#include <catch2/catch.hpp>

#include <string>

#include "tests/game/ui/headless_support.hpp"

using namespace sudoku::test;

namespace {

constexpr const char* kChinese = "LANGUAGE=zh_CN LC_ALL=C.UTF-8 ";

// Whether the text holds a run of `n` ASCII letters: an English word left in a Chinese sentence
// (cell names like r3c2 are two letters apart at most).
bool has_english_word(const std::string& text, int n = 4) {
    int run = 0;
    for (unsigned char c : text) {
        run = ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ? run + 1 : 0;
        if (run >= n) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("The hint stays in Chinese in the message line after its box closes", "[ui][i18n][language]") {
    TempDir dir;
    auto layout = dir.path / "layout.json";
    auto run = run_program(kChinese +
                           game("--save-dir " + shell_quote(dir.path.string()) + " --level easy --seed 3 --script " +
                                script(dir, "key h\nkey Escape\n") + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const std::string message = read_json(layout)["message"].get<std::string>();
    CAPTURE(message);
    CHECK(message == "第 1 宫的隐性唯一");  // "Hidden Single in box 1"
    CHECK_FALSE(has_english_word(message));
}

TEST_CASE("The notice of a damaged autosave set aside is in Chinese", "[ui][i18n][language]") {
    TempDir dir;
    write_file(dir.path / "autosave.json", "{\"format\": \"sudoku-save\", \"garbage\n");
    auto layout = dir.path / "layout.json";
    auto run = run_program(kChinese +
                           game("--save-dir " + shell_quote(dir.path.string()) + " --level easy --seed 3 --script " +
                                script(dir, "wait 0.1\n") + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto notices = read_json(layout)["notices"];
    REQUIRE(notices.size() == 1);
    const std::string notice = notices[0].get<std::string>();
    CAPTURE(notice);
    // Ours in Chinese: what happened, where the file went, and the saves layer's own reason.
    CHECK(notice.starts_with("无法读取 autosave.json，已将它移到 autosave.unreadable-"));
    CHECK(notice.find("原因：autosave.json：不是有效的 JSON：") != std::string::npos);
    CHECK(notice.find("could not be read") == std::string::npos);
    CHECK(notice.find("not valid JSON") == std::string::npos);
}
