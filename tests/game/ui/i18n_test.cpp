// Translations (issue #19): the .mo reader, the choice of language from the environment, the
// catalogues built into build/share/locale, UI strings and the engine's step sentences in Chinese
// on a machine where only C.UTF-8 exists, and every translated character in the fonts we ship.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <stb_truetype.h>

#include "engine/formats/formats.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/translate.hpp"
#include "i18n/catalog.hpp"
#include "i18n/i18n.hpp"
#include "saves/atomic_file.hpp"
#include "tests/support/run_program.hpp"

using namespace sudoku;

namespace {

// Sets environment variables for one scope and puts the language back to English after it.
struct Environment {
    std::map<std::string, std::string> saved;
    explicit Environment(std::initializer_list<std::pair<const char*, const char*>> values) {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
            if (const char* v = std::getenv(name)) saved[name] = v;
            unsetenv(name);
        }
        for (const auto& [name, value] : values) setenv(name, value, 1);
    }
    ~Environment() {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
        for (const auto& [name, value] : saved) setenv(name.c_str(), value.c_str(), 1);
        i18n::set_language("en");
    }
};

// A Hidden Single at the start of the README's example puzzle.
Step first_step() {
    auto grid = parse_line(".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4");
    REQUIRE(grid.ok());
    auto step = next_step(Candidates::from_digits(grid.value().digits()));
    REQUIRE(step.has_value());
    return *step;
}

std::string read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string mo_path(const std::string& lang) {
    for (const std::string& dir : i18n::locale_dirs()) {
        std::string path = dir + "/" + lang + "/LC_MESSAGES/sudoku.mo";
        if (std::ifstream(path)) return path;
    }
    return {};
}

}  // namespace

TEST_CASE("The language comes from LANGUAGE then LC_ALL then LC_MESSAGES then LANG", "[i18n]") {
    CHECK(i18n::match_language("zh_CN.UTF-8") == "zh_CN");
    CHECK(i18n::match_language("zh_SG") == "zh_CN");
    CHECK(i18n::match_language("zh") == "zh_CN");
    CHECK(i18n::match_language("zh_TW.UTF-8") == "zh_TW");
    CHECK(i18n::match_language("zh_HK.UTF-8@stroke") == "zh_TW");
    CHECK(i18n::match_language("C.UTF-8") == "en");
    CHECK(i18n::match_language("en_GB.UTF-8") == "en");
    CHECK(i18n::match_language("fr_FR.UTF-8").empty());
    static std::map<std::string, std::string> env;
    auto fake = [](const char* name) -> const char* {
        auto it = env.find(name);
        return it == env.end() ? nullptr : it->second.c_str();
    };
    env = {{"LANG", "zh_TW.UTF-8"}};
    CHECK(i18n::language_from_environment(fake) == "zh_TW");
    env = {{"LANG", "zh_TW.UTF-8"}, {"LC_ALL", "C.UTF-8"}};
    CHECK(i18n::language_from_environment(fake) == "en");
    env = {{"LANG", "C.UTF-8"}, {"LC_MESSAGES", "zh_CN.UTF-8"}};
    CHECK(i18n::language_from_environment(fake) == "zh_CN");
    env = {{"LANGUAGE", "fr:zh_TW:zh_CN"}, {"LC_ALL", "C.UTF-8"}};  // the first shipped one
    CHECK(i18n::language_from_environment(fake) == "zh_TW");
    env = {{"LANG", "de_DE.UTF-8"}};
    CHECK(i18n::language_from_environment(fake) == "en");
    env = {};
    CHECK(i18n::language_from_environment(fake) == "en");
}

TEST_CASE("A .mo reader refuses what is not a catalogue", "[i18n]") {
    std::string error;
    CHECK_FALSE(i18n::Catalog::parse("", &error));
    CHECK_FALSE(i18n::Catalog::parse("not a catalogue at all", &error));
    CHECK(error.find("magic") != std::string::npos);
    std::string truncated = read(mo_path("zh_CN")).substr(0, 40);
    REQUIRE(truncated.size() == 40);
    CHECK_FALSE(i18n::Catalog::parse(truncated, &error));
}

TEST_CASE("With LANGUAGE=zh_CN and only C.UTF-8 UI strings and step sentences are Simplified Chinese", "[i18n]") {
    Environment env{{"LANGUAGE", "zh_CN"}, {"LC_ALL", "C.UTF-8"}};
    REQUIRE(i18n::set_language("system"));
    CHECK(i18n::current_language() == "zh_CN");
    CHECK(std::string(_("Settings")) == "设置");
    CHECK(std::string(_("Hint")) == "提示");
    CHECK(ui::tr_level(Level::Medium) == "中等");
    const Step step = first_step();
    CHECK(step.explanation.starts_with("Hidden Single: in box 1, 1 fits only r3c2"));  // the engine: English
    const std::string text = ui::tr_phrase(step.text);
    CHECK(text == "隐性唯一：在第 1 宫中，1 只能填在 r3c2：r1c8和r2c4 的 1 排除了第 1 宫的其余格。");
    CHECK(ui::tr_technique(Technique::XWing) == "X翼");
    CHECK(ui::tr_phrase(house_phrase(9)) == "第 1 列");  // column 1
    // Back to English without a restart: the msgids again.
    REQUIRE(i18n::set_language("en"));
    CHECK(std::string(_("Settings")) == "Settings");
    CHECK(ui::tr_phrase(step.text) == step.explanation);
}

TEST_CASE("With LANGUAGE=zh_TW and only C.UTF-8 the text is Traditional Chinese in Taiwan usage", "[i18n]") {
    Environment env{{"LANGUAGE", "zh_TW"}, {"LANG", "C.UTF-8"}};
    REQUIRE(i18n::set_language("system"));
    CHECK(i18n::current_language() == "zh_TW");
    CHECK(std::string(_("Settings")) == "設定");
    const std::string text = ui::tr_phrase(first_step().text);
    CHECK(text.starts_with("隱性唯一：在第 1 宮中"));
    CHECK(ui::tr_phrase(house_phrase(0)) == "第 1 列");  // row 1: 列 in Taiwan
    CHECK(ui::tr_phrase(house_phrase(9)) == "第 1 行");  // column 1
    CHECK(ui::tr_technique(Technique::NakedSingle) == "唯一候選數");
}

TEST_CASE("An engine sentence translated renders every placeholder", "[i18n]") {
    // Every template of the catalogue keeps the placeholders of its msgid, so no argument is lost.
    for (const char* lang : {"zh_CN", "zh_TW"}) {
        auto catalog = i18n::Catalog::load(mo_path(lang));
        REQUIRE(catalog);
        for (const auto& [id, str] : catalog->entries()) {
            std::multiset<std::string> a, b;
            auto names = [](const std::string& s, std::multiset<std::string>& out) {
                for (std::size_t i = s.find('{'); i != std::string::npos; i = s.find('{', i + 1)) {
                    const std::size_t close = s.find('}', i);
                    if (close != std::string::npos) out.insert(s.substr(i, close - i + 1));
                }
            };
            names(id, a), names(str, b);
            INFO(lang << ": " << id);
            CHECK(std::set<std::string>(a.begin(), a.end()) == std::set<std::string>(b.begin(), b.end()));
        }
    }
}

TEST_CASE("Every character of the translations is in DejaVu Sans or WenQuanYi Micro Hei", "[i18n]") {
    // The UI draws Latin with DejaVu Sans and the rest with WenQuanYi Micro Hei (fonts-dejavu-core,
    // fonts-wqy-microhei): a character in neither would show as a box.
    const std::string dejavu = read("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
    const std::string wqy = read("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc");
    REQUIRE(!dejavu.empty());  // tools/install-deps.sh installs both
    REQUIRE(!wqy.empty());
    auto init = [](const std::string& data, stbtt_fontinfo& info) {
        const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
        return stbtt_InitFont(&info, bytes, stbtt_GetFontOffsetForIndex(bytes, 0)) != 0;
    };
    stbtt_fontinfo latin{}, cjk{};
    REQUIRE(init(dejavu, latin));
    REQUIRE(init(wqy, cjk));
    std::u32string all = i18n::decode_utf8("简体中文繁體中文");
    for (const char* lang : {"zh_CN", "zh_TW"}) {
        auto catalog = i18n::Catalog::load(mo_path(lang));
        REQUIRE(catalog);
        for (const auto& [id, str] : catalog->entries()) all += i18n::decode_utf8(str);
    }
    std::set<char32_t> missing;
    for (char32_t c : all) {
        if (c < 0x20 || c == 0x7f) continue;
        if (stbtt_FindGlyphIndex(&latin, int(c)) == 0 && stbtt_FindGlyphIndex(&cjk, int(c)) == 0) missing.insert(c);
        if (c > 0xFFFF) missing.insert(c);  // ImGui's ImWchar is 16 bits here
    }
    CHECK(missing.empty());
}

TEST_CASE("The game started with LANG=zh_CN.UTF-8 or zh_TW.UTF-8 speaks Chinese where only C.UTF-8 exists", "[i18n]") {
    // The real program, headless: a refusal of the game core (Ctrl+Z at the start) comes back in
    // the language of LANG, and in English under C.UTF-8.
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("sudoku-i18n-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    { std::ofstream(dir / "undo.txt") << "key Ctrl+Z\n"; }
    auto message = [&](const std::string& env) {
        const std::filesystem::path layout = dir / "layout.json";
        std::filesystem::remove(layout);
        const auto run = test::run_program("env -u LANGUAGE -u LC_ALL -u LC_MESSAGES " + env + " " +
                                           test::shell_quote(SUDOKU_GAME_BINARY) + " --level easy --seed 5 --script " +
                                           test::shell_quote((dir / "undo.txt").string()) + " --dump-layout " +
                                           test::shell_quote(layout.string()) + " 2>&1");
        REQUIRE(run.exit_code == 0);
        const std::string json = read(layout.string());
        const std::size_t at = json.find("\"message\": \"");
        REQUIRE(at != std::string::npos);
        const std::size_t start = at + 12;
        return json.substr(start, json.find('"', start) - start);
    };
    CHECK(message("LANG=zh_CN.UTF-8") == "没有可撤销的操作。");
    CHECK(message("LANG=zh_TW.UTF-8") == "沒有可撤銷的操作。");
    CHECK(message("LANG=C.UTF-8") == "There is nothing to undo.");
    std::filesystem::remove_all(dir);
}

TEST_CASE("An Import error detail from the parser shows in Chinese, column and all", "[i18n][language]") {
    // What the Import dialog shows (ui::tr_error) for the parser's errors: the engine writes
    // English, with the template and its arguments beside it (Error::phrase, issue #33).
    Environment env{{"LANGUAGE", "zh_CN"}, {"LC_ALL", "C.UTF-8"}};
    REQUIRE(i18n::set_language("system"));
    auto bad_line =
        formats::import_puzzle(".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.");
    REQUIRE_FALSE(bad_line);
    CHECK(bad_line.error().to_string() == "not a valid 81-character line: too short: expected 81 cells, found 80");
    CHECK(ui::tr_error(bad_line.error()) == "81 个字符的行无效：太短：应有 81 格，只有 80 格");
    auto bad_char = formats::import_puzzle("12x");
    REQUIRE_FALSE(bad_char);
    CHECK(ui::tr_error(bad_char.error()) ==
          "第 3 个字符：81 个字符的行无效：'x' 不是数字也不是空格（应为 1-9，空格用 0 . X * _ 或空格表示）");
    auto nothing = formats::import_puzzle("hello there");
    REQUIRE_FALSE(nothing);
    const std::string shown = ui::tr_error(nothing.error());
    CHECK(shown.starts_with("不是本程序能读取的任何格式的谜题"));
    CHECK(shown.find("expected") == std::string::npos);
    // Links and codes too: a SudokuWiki link without its puzzle, a share code with a stray character.
    auto no_board = formats::import_puzzle("https://www.sudokuwiki.org/sudoku.htm?x=1");
    REQUIRE_FALSE(no_board);
    CHECK(ui::tr_error(no_board.error()) == "SudokuWiki 链接无效：SudokuWiki 链接没有 bd= 参数（即谜题）");
    auto stray = formats::import_puzzle("S1.ab!d");
    REQUIRE_FALSE(stray);
    CHECK(ui::tr_error(stray.error()) == "第 6 个字符：分享码无效：'!' 不是分享码字符（A-Z a-z 0-9 - _）");
}

TEST_CASE("A saves error shows in Chinese around the system's own reason", "[i18n][language]") {
    // The saves layer's sentence translated; strerror's words are the system's, as it gives them.
    Environment env{{"LANGUAGE", "zh_CN"}, {"LC_ALL", "C.UTF-8"}};
    REQUIRE(i18n::set_language("system"));
    auto missing = saves::read_file_capped("/nonexistent-folder-of-the-test/slot-3.json");
    REQUIRE_FALSE(missing);
    CHECK(missing.error().message == "slot-3.json: cannot open: No such file or directory");
    CHECK(ui::tr_error(missing.error()) == "slot-3.json：无法打开：No such file or directory");
}
