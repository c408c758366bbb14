// Every fact in the player's language (issue #33): the game run headlessly with LANGUAGE=zh_CN on a
// machine with only C.UTF-8, and what it shows read back from --dump-layout (the message line and
// the notices), so that no English sentence reaches a Chinese player from the hint, the saves or
// the lower layers' error details.
#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "engine/constraints/shape.hpp"
#include "game/ui/app.hpp"
#include "game/ui/print_dialog.hpp"
#include "i18n/i18n.hpp"
#include "tests/game/ui/headless_support.hpp"

using sudoku::Level;
using sudoku::parse_shape_params;
namespace i18n = sudoku::i18n;
namespace ui = sudoku::ui;
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

TEST_CASE("A booklet printed from the game in Chinese is titled, labelled and numbered in Chinese",
          "[ui][i18n][language]") {
    // Game > Print / Export's booklet (run_export, as the dialog's Save runs it) with the language
    // set to Simplified Chinese, read back with pdftotext: the CJK text is drawn in a font that has
    // it (pdftotext reads the embedded glyphs back to the characters).
    struct English {
        ~English() { i18n::set_language("en"); }
    } english;
    REQUIRE(i18n::set_language("zh_CN"));
    ui::App app;
    app.clock = [] { return std::int64_t(0); };
    app.wait_for_puzzles = true;
    app.session.shape_params = parse_shape_params("3x3w").value();
    app.start_new_game(Level::Easy, 4);
    REQUIRE(app.session.game.has_value());
    TempDir dir;
    ui::PrintDialog d;
    d.what = ui::PrintDialog::What::Booklet;
    d.count = 2;
    d.per_page = 2;
    d.solutions = true;
    d.path = (dir.path / "booklet.pdf").string();
    ui::run_export(app, d);
    INFO(d.result);
    REQUIRE_FALSE(d.failed);
    auto text = run_program("pdftotext " + shell_quote(d.path) + " -");
    REQUIRE(text.exit_code == 0);
    CAPTURE(text.output);
    CHECK(text.output.find("数独 · 9x9 窗口 · 简单") != std::string::npos);  // the title
    CHECK(text.output.find("数独 · 9x9 窗口 · 简单 — 答案") != std::string::npos);
    CHECK(text.output.find("第 1 题 · 简单 · 种子 ") != std::string::npos);  // a puzzle's label
    CHECK(text.output.find("第 1 页，共 2 页") != std::string::npos);
    for (const char* english : {"Sudoku", "Windoku", "Easy", "Page", "No.", "seed", "Solutions"}) {
        CAPTURE(english);
        CHECK(text.output.find(english) == std::string::npos);
    }
    // And print/'s own error, when the file is a folder: in Chinese inside the dialog's sentence.
    d.what = ui::PrintDialog::What::Blank;
    d.path = dir.path.string();
    ui::run_export(app, d);
    CHECK(d.failed);
    CHECK(d.result.find("无法写入 " + dir.path.string() + "：这是一个文件夹") != std::string::npos);
    std::string rest = d.result;
    CAPTURE(rest);
    if (const auto at = rest.find(dir.path.string()); at != std::string::npos) rest.erase(at, dir.path.string().size());
    CHECK_FALSE(has_english_word(rest));
}

TEST_CASE("A refusal naming the board's shape names it in Chinese", "[ui][i18n][language]") {
    // A 7 typed on a 4x4 Killer board: the message line says which board, in the player's words.
    TempDir dir;
    auto layout = dir.path / "layout.json";
    auto run = run_program(kChinese + game("--save-dir " + shell_quote(dir.path.string()) +
                                           " --shape 2x2k --level easy --seed 3 --script " + script(dir, "key 7\n") +
                                           " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const std::string message = read_json(layout)["message"].get<std::string>();
    CAPTURE(message);
    CHECK(message == "7 不是 4x4 杀手数独 棋盘的符号（1-4）。");
    CHECK_FALSE(has_english_word(message));
}

TEST_CASE("The notices of files from a newer version and of an unreadable one are in Chinese", "[ui][i18n][language]") {
    // The saves layer's own sentences (Error::phrase), inside the UI's: no English clause left.
    TempDir dir;
    write_file(dir.path / "settings.json", "{\"format_version\": 99}");
    write_file(dir.path / "statistics.json", "{\"format_version\": 99}");
    auto layout = dir.path / "layout.json";
    auto run = run_program(kChinese +
                           game("--save-dir " + shell_quote(dir.path.string()) + " --level easy --seed 3 --script " +
                                script(dir, "wait 0.1\n") + " --dump-layout " + shell_quote(layout.string())));
    INFO(run.output);
    REQUIRE(run.exit_code == 0);
    const auto notices = read_json(layout)["notices"];
    REQUIRE(notices.size() == 2);
    const std::string settings = notices[0].get<std::string>(), statistics = notices[1].get<std::string>();
    CAPTURE(settings, statistics);
    CHECK(settings.starts_with("settings.json：由较新版本的游戏写入（格式版本 99）。已使用其中本版本认识的设置"));
    CHECK(statistics.starts_with(
        "无法读取你的统计（statistics.json：不是统计文件（字段“format”不是“sudoku-statistics”））。"));
    for (const std::string& notice : {settings, statistics}) {
        // File names and the format's tag are all the Latin letters left.
        std::string rest = notice;
        for (const char* name :
             {"settings.json", "statistics.json", "statistics.unreadable-", "format", "sudoku-statistics", ".json"})
            for (auto at = rest.find(name); at != std::string::npos; at = rest.find(name))
                rest.erase(at, std::strlen(name));
        CAPTURE(rest);
        CHECK_FALSE(has_english_word(rest));
    }
}
