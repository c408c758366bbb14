#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "save_test_support.hpp"
#include "saves/settings_file.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

TEST_CASE("Settings survive a round trip through the settings file", "[save][settings]") {
    Settings s;
    s.highlight_row_column_box = false;
    s.highlight_equal_digits = false;
    s.show_conflicts = false;
    s.mistakes_mode = MistakesMode::Highlight;
    s.mistake_limit = 3;
    s.hint_limit = 5;
    s.auto_remove_notes = false;
    s.show_timer = false;
    s.pause_when_unfocused = false;
    s.advance_after_digit = false;
    s.theme = Theme::Dark;
    s.ui_scale = 1.75f;
    s.check_marks_wrong = false;
    s.undo_last_mistake = true;
    s.board_labels = BoardLabels::RowColumn;
    s.notes_layer = NotesLayer::Centre;
    s.centre_is_pencil = false;
    s.key_scheme = KeyScheme::SudokuPad;
    s.filter_by_marks = true;
    auto back = settings_from_json(settings_to_json(s), "settings.json");
    CHECK(back.warnings.empty());
    CHECK(back.settings == s);
    CHECK(settings_from_json(settings_to_json(Settings{}), "settings.json").settings == Settings{});

    ScratchDir dir;
    REQUIRE(save_settings(dir / "sub" / "settings.json", s).ok());
    CHECK(load_settings(dir / "sub" / "settings.json").settings == s);
}

TEST_CASE("The marks settings are written by name and read tolerantly", "[save][settings]") {
    SECTION("written as names, every value read back") {
        Settings s;
        auto document = nlohmann::json::parse(settings_to_json(s));
        CHECK(document["notes_layer"] == "pencil");
        CHECK(document["centre_is_pencil"] == true);
        CHECK(document["key_scheme"] == "classic");
        CHECK(document["filter_by_marks"] == false);
        for (NotesLayer layer : {NotesLayer::Pencil, NotesLayer::Corner, NotesLayer::Centre}) {
            for (KeyScheme scheme : {KeyScheme::Classic, KeyScheme::SudokuPad}) {
                s.notes_layer = layer;
                s.key_scheme = scheme;
                s.centre_is_pencil = layer != NotesLayer::Corner;
                s.filter_by_marks = scheme == KeyScheme::SudokuPad;
                auto back = settings_from_json(settings_to_json(s), "settings.json");
                CHECK(back.warnings.empty());
                CHECK(back.settings == s);
            }
        }
        s.notes_layer = NotesLayer::Corner;
        s.key_scheme = KeyScheme::SudokuPad;
        document = nlohmann::json::parse(settings_to_json(s));
        CHECK(document["notes_layer"] == "corner");
        CHECK(document["key_scheme"] == "sudokupad");
        s.notes_layer = NotesLayer::Centre;
        CHECK(nlohmann::json::parse(settings_to_json(s))["notes_layer"] == "centre");
    }
    SECTION("a file from before the marks gets their defaults without a warning") {
        auto read = settings_from_json(R"({"format": "sudoku-settings", "format_version": 1, "theme": "dark"})",
                                       "settings.json");
        CHECK(read.warnings.empty());
        CHECK(read.settings.notes_layer == NotesLayer::Pencil);
        CHECK(read.settings.centre_is_pencil);
        CHECK(read.settings.key_scheme == KeyScheme::Classic);
        CHECK_FALSE(read.settings.filter_by_marks);
    }
    SECTION("bad values keep the defaults, one warning each, and the good ones count") {
        auto read = settings_from_json(
            R"({"notes_layer": "Corner", "centre_is_pencil": 0, "key_scheme": "sudokupad", "filter_by_marks": "on"})",
            "settings.json");
        Settings expected;
        expected.key_scheme = KeyScheme::SudokuPad;
        CHECK(read.settings == expected);
        CHECK(read.warnings ==
              std::vector<std::string>{
                  "settings.json: key \"notes_layer\": expected one of \"pencil\", \"corner\", \"centre\", found "
                  "\"Corner\"; using \"pencil\"",
                  "settings.json: key \"centre_is_pencil\": expected true or false, found an integer; using true",
                  "settings.json: key \"filter_by_marks\": expected true or false, found a string; using false",
              });
        auto scheme = settings_from_json(R"({"key_scheme": ["classic"], "notes_layer": "centre"})", "settings.json");
        CHECK(scheme.settings.key_scheme == KeyScheme::Classic);
        CHECK(scheme.settings.notes_layer == NotesLayer::Centre);
        CHECK(scheme.warnings == std::vector<std::string>{"settings.json: key \"key_scheme\": expected one of "
                                                          "\"classic\", \"sudokupad\", found an array; using "
                                                          "\"classic\""});
    }
}

TEST_CASE("The settings file is read tolerantly key by key", "[save][settings]") {
    SECTION("missing keys keep their defaults and unknown keys are ignored") {
        auto read =
            settings_from_json(R"({"theme": "dark", "window_width": 1280, "future": {"x": [1]}})", "settings.json");
        CHECK(read.warnings.empty());
        Settings expected;
        expected.theme = Theme::Dark;
        CHECK(read.settings == expected);
    }
    SECTION("a key of the wrong type or out of range is defaulted and reported") {
        auto read = settings_from_json(
            R"({"show_timer": "yes", "hint_limit": -1, "ui_scale": 40, "mistakes_mode": "loud", "theme": 1, "mistake_limit": 2.5, "show_conflicts": false})",
            "settings.json");
        CHECK_FALSE(read.settings.show_conflicts);  // the good key still counts
        Settings defaults;
        defaults.show_conflicts = false;
        CHECK(read.settings == defaults);
        REQUIRE(read.warnings.size() == 6);
        CHECK(
            read.warnings ==
            std::vector<std::string>{
                "settings.json: key \"mistakes_mode\": expected one of \"off\", \"highlight\", found \"loud\"; using "
                "\"off\"",
                "settings.json: key \"mistake_limit\": expected an integer from 0 to 1000, found 2.5; using 0",
                "settings.json: key \"hint_limit\": expected an integer from 0 to 1000, found -1; using 0",
                "settings.json: key \"show_timer\": expected true or false, found a string; using true",
                "settings.json: key \"theme\": expected one of \"light\", \"dark\", found an integer; using \"light\"",
                "settings.json: key \"ui_scale\": expected a number from 0.5 to 4.0, found 40; using 1.0",
            });
    }
    SECTION("a file that is not JSON gives the defaults and one warning") {
        auto read = settings_from_json("{\"theme\": ", "settings.json");
        CHECK(read.settings == Settings{});
        REQUIRE(read.warnings.size() == 1);
        CHECK(read.warnings[0].rfind("settings.json: not valid JSON", 0) == 0);
        CHECK(settings_from_json("[]", "settings.json").warnings.size() == 1);
        CHECK(settings_from_json(std::string(100, '['), "settings.json").warnings.size() == 1);
    }
    SECTION("a missing file is the defaults without a warning and a damaged one is left alone") {
        ScratchDir dir;
        auto missing = load_settings(dir / "settings.json");
        CHECK(missing.warnings.empty());
        CHECK(missing.settings == Settings{});
        write_text(dir / "settings.json", "garbage");
        CHECK(load_settings(dir / "settings.json").warnings.size() == 1);
        CHECK(read_text(dir / "settings.json") == "garbage");
    }
}

TEST_CASE("The language setting is written by name and old files load with the system's", "[save][settings]") {
    Settings s;
    CHECK(nlohmann::json::parse(settings_to_json(s))["language"] == "system");
    for (UiLanguage language :
         {UiLanguage::System, UiLanguage::English, UiLanguage::SimplifiedChinese, UiLanguage::TraditionalChinese}) {
        s.language = language;
        auto back = settings_from_json(settings_to_json(s), "settings.json");
        CHECK(back.warnings.empty());
        CHECK(back.settings.language == language);
    }
    CHECK(nlohmann::json::parse(settings_to_json(s))["language"] == "zh_TW");
    // A file from before the setting existed, and one with a language this version lacks.
    auto old = settings_from_json(R"({"format": "sudoku-settings", "format_version": 1, "theme": "dark"})", "s.json");
    CHECK(old.warnings.empty());
    CHECK(old.settings.language == UiLanguage::System);
    auto unknown = settings_from_json(R"({"language": "fr"})", "s.json");
    CHECK(unknown.settings.language == UiLanguage::System);
    CHECK(unknown.warnings.size() == 1);
}

TEST_CASE("A newer version's settings file is read for what this version knows and says so",
          "[save][settings][newer]") {
    auto newer = settings_from_json(
        R"({"format": "sudoku-settings", "format_version": 2, "theme": "dark", "show_timer": false,
            "haptics": "strong"})",
        "settings.json");
    CHECK(newer.newer_version == "settings.json: written by a newer version of the game (format version 2)");
    CHECK_FALSE(newer.unreadable);
    CHECK(newer.warnings.empty());
    CHECK(newer.settings.theme == Theme::Dark);
    CHECK_FALSE(newer.settings.show_timer);
    CHECK(settings_from_json(R"({"format": "sudoku-settings", "format_version": 1})", "s.json").newer_version.empty());
    CHECK(settings_from_json(R"({"theme": "dark"})", "s.json").newer_version.empty());
    CHECK(settings_from_json(settings_to_json(Settings{}), "s.json").newer_version.empty());
    CHECK_FALSE(settings_from_json(R"({"format_version": 18446744073709551615})", "s.json").newer_version.empty());
}

TEST_CASE("settings.json holds the rules and the preferences in one flat object, as before the split",
          "[save][settings]") {
    // The keys and their order as written before game::Settings became Rules + Preferences: old
    // files load and new files read the same in older versions.
    const auto document = nlohmann::ordered_json::parse(settings_to_json(Settings{}));
    std::vector<std::string> keys;
    for (const auto& [key, value] : document.items()) keys.push_back(key);
    const std::vector<std::string> expected = {"format",
                                               "format_version",
                                               "highlight_row_column_box",
                                               "highlight_equal_digits",
                                               "show_conflicts",
                                               "mistakes_mode",
                                               "mistake_limit",
                                               "check_marks_wrong",
                                               "undo_last_mistake",
                                               "hint_limit",
                                               "hints_check_notes",
                                               "auto_remove_notes",
                                               "notes_layer",
                                               "centre_is_pencil",
                                               "key_scheme",
                                               "filter_by_marks",
                                               "show_timer",
                                               "pause_when_unfocused",
                                               "advance_after_digit",
                                               "theme",
                                               "ui_scale",
                                               "board_labels",
                                               "symbols_above_nine",
                                               "language",
                                               "symmetry"};
    CHECK(keys == expected);
    // A rule and a preference changed in one file come back, each in its own part.
    Settings s;
    s.hint_limit = 4;
    s.show_timer = false;
    const Settings back = settings_from_json(settings_to_json(s), "settings.json").settings;
    CHECK(back.rules().hint_limit == 4);
    CHECK_FALSE(back.preferences().show_timer);
    CHECK(back.preferences() == s.preferences());
    CHECK(back.rules() == s.rules());
}
