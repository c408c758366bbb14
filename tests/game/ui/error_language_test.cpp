// The lower layers' error details in the player's language (issue #33): a bad Solo game ID or
// shape text, a save with a bad field, a damaged settings key, and every error the parsers give
// for a walk of bad inputs (mutations of the fuzz corpora and of the bad save fixtures), each a
// phrase whose templates the zh_CN catalogue translates. English stays as it was (the [formats],
// [shape] and [save] tests compare it).
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "engine/formats/formats.hpp"
#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/generate/generator.hpp"
#include "game/core/game.hpp"
#include "game/core/move.hpp"
#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"
#include "i18n/i18n.hpp"
#include "saves/save_format.hpp"
#include "saves/settings_file.hpp"
#include "saves/statistics_file.hpp"
#include "tests/game/ui/headless_support.hpp"

using namespace sudoku;

namespace {

// Sets the language from the environment for one scope and puts English back after it.
struct Chinese {
    std::map<std::string, std::string> saved;
    explicit Chinese(const char* language = "zh_CN") {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
            if (const char* v = std::getenv(name)) saved[name] = v;
            unsetenv(name);
        }
        setenv("LANGUAGE", language, 1);
        setenv("LC_ALL", "C.UTF-8", 1);
        REQUIRE(i18n::set_language("system"));
        REQUIRE(i18n::current_language() == language);
    }
    ~Chinese() {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
        for (const auto& [name, value] : saved) setenv(name.c_str(), value.c_str(), 1);
        i18n::set_language("en");
    }
};

const std::filesystem::path kData = SUDOKU_TEST_DATA_DIR;

std::string read(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool has_latin_word(const std::string& text) {
    static const std::regex word("[A-Za-z]{2,} [A-Za-z]+");
    return std::regex_search(text, word);
}

/// What in `phrase` a Chinese player would read in English: a template the catalogue lacks, or a
/// literal part with English words in it (a sentence some layer wrote without a template). The
/// JSON parser's own detail stays in its words, as the system's strerror does.
void english_parts(const Phrase& phrase, std::vector<std::string>& out) {
    if (phrase.format) {
        if (!i18n::has_translation(phrase.format)) out.push_back(std::string("untranslated: ") + phrase.format);
        if (std::string_view(phrase.format) == "{file}: not valid JSON: {detail}") return;
    } else if (has_latin_word(phrase.literal)) {
        out.push_back("literal: " + phrase.literal);
    }
    for (const PhraseArg& arg : phrase.args)
        for (const Phrase& part : arg.parts) english_parts(part, out);
}

/// The templates of `phrase`, nested ones too, in order: which kind of error it is.
std::string templates(const Phrase& phrase) {
    std::string out = phrase.format ? phrase.format : "";
    for (const PhraseArg& arg : phrase.args)
        for (const Phrase& part : arg.parts) {
            const std::string inner = templates(part);
            if (!inner.empty()) out += " | " + inner;
        }
    return out;
}

// The Chinese text a player reads for `error`, and what of it is still English (nothing, we hope).
struct Checked {
    std::string shown;
    std::vector<std::string> english;
};
Checked check(const Error& error) {
    Checked out;
    out.shown = ui::tr_error(error);
    if (!error.phrase.format) out.english.push_back("no phrase: " + error.message);
    english_parts(error.phrase, out.english);
    return out;
}

// Bad texts made from a good one: cut at several lengths, one character replaced or dropped.
std::vector<std::string> mutations(const std::string& good) {
    std::vector<std::string> out;
    const std::size_t n = good.size();
    const std::size_t step = std::max<std::size_t>(1, n / 40);
    for (std::size_t cut = 0; cut < n; cut += step) out.push_back(good.substr(0, cut));
    for (std::size_t i = 0; i < n; i += step) {
        for (char c : {'!', '0', 'z', ',', '#', '9', '=', ':', '_', 'x', 'k', '.', 'A', '\n'}) {
            std::string changed = good;
            changed[i] = c;
            out.push_back(changed);
        }
        std::string dropped = good;
        dropped.erase(i, 1);
        out.push_back(dropped);
        out.push_back(good.substr(0, i) + good.substr(i, 1) + good.substr(i));  // doubled
    }
    return out;
}

}  // namespace

TEST_CASE("A bad Solo game ID or shape text imported reads in Chinese", "[i18n][language][error-language]") {
    Chinese zh;
    // The killer bound: English exactly as before, Chinese with no English word.
    auto killer = formats::import_shaped("3x4k:l,_,_");
    REQUIRE_FALSE(killer);
    CHECK(killer.error().message ==
          "not a valid Solo game ID: '3x4k': Killer boards go up to 9x9, as in Solo; on a 12x12 board the solver "
          "cannot prove a Killer unique in good time");
    CHECK(ui::tr_error(killer.error()) ==
          "第 1 个字符：Solo 游戏 ID 无效：'3x4k'：杀手数独的盘面最大为 9x9，与 Solo 相同；在 12x12 "
          "盘面上，求解器无法在合理时间内证明杀手数独的解唯一");
    // A given out of range, with its column.
    auto symbol = formats::import_shaped("2x2:a5o");
    REQUIRE_FALSE(symbol);
    CHECK(symbol.error().message == "not a valid Solo game ID: '5' is not a symbol of a 4x4 board (1 to 4)");
    CHECK(ui::tr_error(symbol.error()) == "第 6 个字符：Solo 游戏 ID 无效：“5”不是 4x4 盘面的符号（1 到 4）");
    // Shape text: a row too short, by line and column.
    auto text = formats::import_shaped("shape: 2x2\n1 2 . .\n. . 1\n");
    REQUIRE_FALSE(text);
    const std::string shown = ui::tr_error(text.error());
    CHECK(shown == "形状文本无效：第 3 行第 6 个字符：盘面的一行有 3 格；4x4 盘面每行 4 格");
    // zh_TW too.
    Chinese tw("zh_TW");
    CHECK(ui::tr_error(symbol.error()) == "第 6 個字元：Solo 遊戲 ID 無效：「5」不是 4x4 盤面的符號（1 到 4）");
}

TEST_CASE("The shape generator's refusal reads in Chinese", "[i18n][language][error-language]") {
    Chinese zh;
    ShapeGenerateOptions options;
    options.params.box_rows = 4;
    options.params.box_cols = 3;
    options.params.killer = true;
    auto made = generate_shape(options);
    REQUIRE_FALSE(made);
    CHECK(made.error().message == "cannot generate a 12x12 Killer: Killer boards go up to 9x9");
    CHECK(ui::tr_error(made.error()) == "无法生成 12x12 杀手数独：杀手数独的盘面最大为 9x9");
}

TEST_CASE("A save with a bad field says why in Chinese", "[i18n][language][error-language]") {
    Chinese zh;
    auto text = read(kData / "saves" / "bad" / "bad-level.json");
    auto loaded = saves::load_from_json(text, "slot-2.json", [] { return std::int64_t(0); });
    REQUIRE_FALSE(loaded);
    CHECK(loaded.error().message == "slot-2.json: field \"puzzle.level\": \"Impossible\" is not a level");
    CHECK(ui::tr_error(loaded.error()) == "slot-2.json：字段“puzzle.level”：“Impossible”不是难度");
    auto summary = saves::summarize_json(read(kData / "saves" / "bad" / "givens-bad-char.json"), "slot-4.json");
    REQUIRE_FALSE(summary);
    const Checked checked = check(summary.error());
    CAPTURE(checked.shown);
    CHECK(checked.english.empty());
    CHECK(checked.shown.starts_with("slot-4.json：字段“puzzle.givens”："));
}

TEST_CASE("The game refusing a save with a bad field says why in Chinese", "[ui][i18n][language][error-language]") {
    // Headless, as a player starting with --load on a machine with only C.UTF-8.
    test::TempDir dir;
    const std::string bad = read(kData / "saves" / "bad" / "bad-level.json");
    test::write_file(dir.path / "slot-1.json", bad);
    auto run =
        test::run_program("LANGUAGE=zh_CN LC_ALL=C.UTF-8 " +
                          test::game("--headless --save-dir " + test::shell_quote(dir.path.string()) + " --load 1"));
    INFO(run.output);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.output, Catch::Contains("slot-1.json：字段“puzzle.level”：“Impossible”不是难度"));
    CHECK_THAT(run.output, !Catch::Contains("is not a level"));
}

TEST_CASE("The game refusing a save whose history has a bad move says why in Chinese",
          "[ui][i18n][language][error-language]") {
    // Headless, as a player starting with --load: the replay's reason (move 3 is on a given) in
    // the player's language, around the move's own notation; and in English as before.
    test::TempDir dir;
    test::write_file(dir.path / "slot-1.json", read(kData / "saves" / "bad" / "move-on-given.json"));
    const std::string args = test::game("--headless --save-dir " + test::shell_quote(dir.path.string()) + " --load 1");
    auto run = test::run_program("LANGUAGE=zh_CN LC_ALL=C.UTF-8 " + args);
    INFO(run.output);
    CHECK(run.exit_code == 1);
    CHECK_THAT(run.output, Catch::Contains("slot-1.json：字段“history.moves”[2]：第 3 步（P1 r1c1）：r1c1 是提示数。"));
    CHECK_THAT(run.output, !Catch::Contains("is a given"));
    auto tw = test::run_program("LANGUAGE=zh_TW LC_ALL=C.UTF-8 " + args);
    INFO(tw.output);
    CHECK_THAT(tw.output, Catch::Contains("第 3 步（P1 r1c1）：r1c1 是提示數。"));
    auto english = test::run_program("LANGUAGE=en LC_ALL=C.UTF-8 " + args);
    INFO(english.output);
    CHECK_THAT(english.output, Catch::Contains("field \"history.moves\"[2]: move 3 (P1 r1c1): r1c1 is a given"));
}

TEST_CASE("A move the game refuses says why in Chinese", "[i18n][language][error-language]") {
    // The message line: a refusal with an argument is a phrase, a whole sentence in Chinese.
    Chinese zh;
    auto puzzle =
        formats::import_shaped("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    REQUIRE(puzzle);
    auto started =
        game::Game::start(puzzle.value().puzzle.shape, puzzle.value().puzzle.givens, [] { return std::int64_t(0); });
    REQUIRE(started);
    game::Game play = std::move(started).value();
    auto applied = play.apply_text("P1 r1c1");
    REQUIRE_FALSE(applied);
    CHECK(applied.error().message == "r1c1 is a given");
    CHECK(ui::sentence(applied.error()) == "r1c1 是提示数。");
    auto parsed = game::parse_move("N31 r1c1");
    REQUIRE_FALSE(parsed);
    CHECK(parsed.error().to_string() == "column 3: note 1 is out of order (notes ascend)");
    CHECK(ui::tr_error(parsed.error()) == "第 3 个字符：笔记 1 顺序不对（笔记须递增）");
    i18n::set_language("en");
    CHECK(ui::sentence(applied.error()) == "R1c1 is a given.");
}

TEST_CASE("A damaged settings key's warning reads in Chinese", "[i18n][language][error-language]") {
    Chinese zh;
    auto loaded =
        saves::settings_from_json(R"({"ui_scale": "big", "show_conflicts": 3, "theme": "Pink"})", "settings.json");
    REQUIRE(loaded.warnings.size() == 3);
    REQUIRE(loaded.warning_phrases.size() == 3);
    const auto shown = ui::tr_warnings(loaded.warnings, loaded.warning_phrases);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        CAPTURE(loaded.warnings[i], shown[i]);
        CHECK(shown[i].starts_with("settings.json：键“"));
        CHECK_FALSE(has_latin_word(shown[i]));
        CHECK(render(loaded.warning_phrases[i]) == loaded.warnings[i]);
    }
    CHECK(std::find(shown.begin(), shown.end(),
                    "settings.json：键“show_conflicts”：应为 true 或 false，却是整数；改用 true") != shown.end());
    // The statistics file's values of the wrong kind likewise.
    auto stats = saves::statistics_from_json(
        R"({"format": "sudoku-statistics", "format_version": 1, "levels": {"Easy": {"games_won": "x"}}, "taught": 3})",
        "statistics.json");
    REQUIRE(stats);
    REQUIRE(stats.value().warnings.size() == 2);
    const auto stats_shown = ui::tr_warnings(stats.value().warnings, stats.value().warning_phrases);
    CHECK(stats_shown[0] ==
          "statistics.json levels.Easy：键“games_won”：应为 0 到 100000000 的整数，却是字符串；改用 0");
    CHECK(stats_shown[1] == "statistics.json：键“taught”：应为对象，却是整数；改用 0");
    // Not JSON at all: one warning, in Chinese around the parser's own words.
    auto broken = saves::settings_from_json("[1, 2", "settings.json");
    REQUIRE(broken.unreadable);
    const auto broken_shown = ui::tr_warnings(broken.warnings, broken.warning_phrases);
    REQUIRE(broken_shown.size() == 1);
    CHECK(broken_shown[0].starts_with("settings.json：不是有效的 JSON："));
    CHECK(broken_shown[0].ends_with("；改用默认设置"));
}

TEST_CASE("The game's notice of a damaged settings file lists its warnings in Chinese",
          "[ui][i18n][language][error-language]") {
    // Headless, as a player whose settings.json has a value of the wrong kind: the notice at start
    // (printed on stderr too) says what was reset in the player's language.
    test::TempDir dir;
    test::write_file(dir.path / "settings.json",
                     R"({"format": "sudoku-settings", "format_version": 1, "show_timer": "yes"})");
    auto run = test::run_program("LANGUAGE=zh_CN LC_ALL=C.UTF-8 " +
                                 test::game("--headless --save-dir " + test::shell_quote(dir.path.string())));
    INFO(run.output);
    CHECK(run.exit_code == 0);
    CHECK_THAT(run.output, Catch::Contains("settings.json：键“show_timer”：应为 true 或 false，却是字符串；改用 true"));
    CHECK_THAT(run.output, !Catch::Contains("expected true or false"));
}

TEST_CASE("Every error of the parsers for a walk of bad inputs is a phrase the catalogue translates",
          "[i18n][language][error-language]") {
    Chinese zh;
    std::map<std::string, std::string> seen;  // template (or message) -> what showed it first
    std::vector<std::string> problems;
    auto note = [&](const Error& error, const std::string& input) {
        const Checked checked = check(error);
        const std::string key = error.phrase.format ? templates(error.phrase) : error.message;
        if (!seen.emplace(key, input).second) return;
        if (std::getenv("SUDOKU_PRINT_ERRORS")) std::printf("%s\n  %s\n", error.message.c_str(), checked.shown.c_str());
        for (const std::string& english : checked.english)
            problems.push_back(english + "\n    for: " + input.substr(0, 120) + "\n    shown: " + checked.shown);
    };
    // The shaped reader (Solo game IDs, shape text, then the classic formats) on the fuzz corpora
    // and their mutations, plus inputs that reach the rarer messages.
    std::vector<std::string> inputs;
    for (const char* corpus : {"shape_formats", "import", "sencode", "sudokuwiki", "share_code", "text_formats"})
        for (const auto& entry : std::filesystem::directory_iterator(kData.parent_path() / "fuzz" / "corpus" / corpus))
            for (std::string& bad : mutations(read(entry.path()))) inputs.push_back(std::move(bad));
    for (const char* extra : {"3x4k:l,_,_",
                              "5x5:a",
                              "1x9:a",
                              "17j:a",
                              "3x3w:a",
                              "9jw:a",
                              "2x2:",
                              "2x2:a1b2",
                              "2x2:p,q",
                              "3x3k:i",
                              "2x2k:p,a",
                              "2x2k:p,_z,",
                              "2x2k:p,_________________________,a5o",
                              "2x2j:p",
                              "2x2:p#x",
                              "#3x3",
                              "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#",
                              "2x2:p,a",
                              "4j:p,____",
                              "4j:p,zz",
                              "4j:p,!",
                              "2x2k:p,_,0",
                              "2x2k:p,_,!",
                              "3x3:0",
                              "99999x1:a",
                              "shape: 2x2\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\nA = 99\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\n = 1\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\nA = 1 = 2\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\nQ = 10\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\nA = 1x\n",
                              "shape: 2x2k\ncages:\nA A B B\nA A B B\nC C D D\nC C D D\nsums:\nA = 10\nA = 10\n",
                              "shape: 2x2k\ncages:\nA B A B\nA A B B\nC C D D\nC C D D\nsums:\nA = 10\n",
                              "shape: 2x2k\ncages:\n. . . .\n. . . .\n. . . .\n. . . .\n",
                              "shape: 2x2\nA = 3\n",
                              "shape: 2x2\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\nmore\n",
                              "shape: 4j\nregions:\nA A A A\nB B B B\nC C C C\nC C C C\n"})
        inputs.push_back(extra);
    for (const std::string& input : inputs) {
        if (auto shaped = formats::import_shaped(input); !shaped) note(shaped.error(), input);
        if (auto solo = formats::parse_solo_id(input); !solo) note(solo.error(), input);
    }
    // Saves: every bad fixture, and mutations of the good ones (summary and full load).
    for (const auto& entry : std::filesystem::directory_iterator(kData / "saves" / "bad")) {
        if (entry.path().extension() != ".json") continue;
        const std::string text = read(entry.path());
        if (auto loaded = saves::load_from_json(text, "slot.json", [] { return std::int64_t(0); }); !loaded)
            note(loaded.error(), entry.path().filename().string());
    }
    for (const char* good :
         {"v1-expert-paused.json", "v3-jigsaw-playing.json", "v4-marks.json", "v4-killer.json", "v5-killer.json"}) {
        for (const std::string& bad : mutations(read(kData / "saves" / good))) {
            if (auto loaded = saves::summarize_json(bad, "slot.json"); !loaded) note(loaded.error(), bad);
        }
    }
    // The game core: move texts that do not parse (mutations of every kind of move, on a 9x9 and
    // a 16x16 board), moves the replay refuses, puzzles game::Game::start refuses, and the refusals of
    // a game in play (issue #33: each a phrase too, no English left to a Chinese player).
    const std::vector<std::string> good_moves = {"P5 r1c2", "P5* r1c2,r3c4", "E r2c2",           "T3 r4c4", "N135 r4c4",
                                                 "A",       "C r1c1",        "H r1c2=5 r3c3<>4", "X4 r5c5", "M4 r5c5",
                                                 "V3 r1c1", "V3/4 r1c1"};
    std::vector<std::string> move_inputs = {"", "N31 r1c1", "N33 r1c1", "P5 r1c2,r1c2", "P5 r1c2,r1c1", "r1c10"};
    for (const std::string& good : good_moves)
        for (std::string& bad : mutations(good)) move_inputs.push_back(std::move(bad));
    for (const std::string& input : move_inputs) {
        if (auto parsed = game::parse_move(input); !parsed) note(parsed.error(), input);
        if (auto parsed = game::parse_move(input + " r9c10", 16); !parsed) note(parsed.error(), input + " (16x16)");
        if (auto parsed = game::parse_move("P5 r17c1", 16); !parsed) note(parsed.error(), "P5 r17c1 (16x16)");
    }
    if (auto parsed = game::parse_move("P1 r1c1", 3); !parsed) note(parsed.error(), "side 3");
    if (auto parsed = game::parse_move(std::string("P\x01 r1c1")); !parsed) note(parsed.error(), "byte 0x01");
    const auto clock = [] { return std::int64_t(0); };
    const std::string puzzle_text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    auto puzzle = formats::import_shaped(puzzle_text);
    REQUIRE(puzzle);
    const game::ShapePtr shape = puzzle.value().puzzle.shape;
    const ShapeDigits givens = puzzle.value().puzzle.givens;
    for (const std::vector<std::string>& moves : std::vector<std::vector<std::string>>{{"P5 r1c1"},
                                                                                       {"P1 r1c3", "Q"},
                                                                                       {"E r1c3"},
                                                                                       {"T1 r1c1"},
                                                                                       {"N1 r1c1"},
                                                                                       {"P1 r1c3", "T1 r1c3"},
                                                                                       {"H r1c1=5"},
                                                                                       {"H r1c3<>4", "H r1c3<>4"},
                                                                                       {"X1 r1c1", "X1 r1c1"},
                                                                                       {"C r1c3"},
                                                                                       {"V0 r1c3"}}) {
        if (auto replayed = game::Game::replay(shape, givens, moves, int(moves.size()), clock); !replayed)
            note(replayed.error(), "replay of " + moves.front());
    }
    if (auto replayed = game::Game::replay(shape, givens, {}, 3, clock); !replayed)
        note(replayed.error(), "position 3 of 0");
    ShapeDigits short_givens(givens.begin(), givens.begin() + 40);
    ShapeDigits bad_symbol = givens;
    bad_symbol[2] = 12;
    ShapeDigits empty(givens.size(), 0);
    ShapeDigits contradiction = givens;
    contradiction[2] = 5;  // a second 5 in row 1
    for (const ShapeDigits& bad : {short_givens, bad_symbol, empty, contradiction})
        if (auto started = game::Game::start(shape, bad, clock); !started) note(started.error(), "game::Game::start");
    auto killer = formats::import_shaped("3x2:a5b");
    if (killer) {
        ShapeDigits wrong = killer.value().puzzle.givens;
        wrong[0] = 9;
        if (auto started = game::Game::start(killer.value().puzzle.shape, wrong, clock); !started)
            note(started.error(), "game::Game::start 6x6");
    }
    auto started = game::Game::start(shape, givens, clock);
    REQUIRE(started);
    game::Game play = std::move(started).value();
    if (auto undone = play.undo(); !undone) note(undone.error(), "undo");
    if (auto redone = play.redo(); !redone) note(redone.error(), "redo");
    if (auto resumed = play.resume(); !resumed) note(resumed.error(), "resume");
    if (auto rewound = play.rewind_to_before_first_mistake(); !rewound) note(rewound.error(), "rewind");
    if (auto taken = play.undo_last_mistake(); !taken) note(taken.error(), "undo last mistake");
    if (auto back = play.return_to_mark(); !back) note(back.error(), "return");
    if (auto marked = play.restore_marks({3, 1}); !marked) note(marked.error(), "marks 3 1");
    if (auto marked = play.restore_marks({0}); !marked) note(marked.error(), "mark 0");
    for (game::GameState state : {game::GameState::Won, game::GameState::Lost})
        if (auto restored = play.restore_state(state, 3); !restored) note(restored.error(), "restore_state");
    if (auto paused = play.pause(); paused) {
        if (auto applied = play.apply_text("P4 r1c3"); !applied) note(applied.error(), "paused");
        if (auto again = play.pause(); !again) note(again.error(), "pause twice");
    }
    INFO(seen.size() << " different errors seen");
    CHECK(seen.size() > 100);
    for (const std::string& problem : problems) {
        INFO(problem);
        CHECK(false);  // one failure per error still (partly) English
    }
    CHECK(problems.empty());
}
