#include "saves/settings_file.hpp"

#include <cerrno>
#include <cstdint>
#include <system_error>

#include "engine/model/text.hpp"
#include "saves/json_guard.hpp"

namespace sudoku::saves {

using game::BoardLabels;
using game::KeyScheme;
using game::MistakesMode;
using game::NotesLayer;
using game::Settings;
using game::Theme;

namespace {

/// The whole file could not be used: `problem`, and the defaults stand.
void unreadable(SettingsLoad& out, Phrase problem) {
    Phrase said(N_("{problem}; using the default settings"), {{"problem", std::move(problem)}});
    out.warnings.push_back(render(said));
    out.warning_phrases.push_back(std::move(said));
    out.unreadable = true;
}

}  // namespace

SettingsLoad settings_from_json(std::string_view text, std::string_view source) {
    SettingsLoad out;
    auto parsed = parse_json_guarded(text, source, JsonLimits{std::size_t(1) << 20, 8});
    if (!parsed) {
        unreadable(out, parsed.error().as_phrase());
        return out;
    }
    const Json& document = parsed.value();
    if (!document.is_object()) {
        unreadable(out, Phrase(N_("{file}: expected a JSON object, found {type}"),
                               {{"file", std::string(source)}, {"type", json_type_phrase(document)}}));
        return out;
    }
    auto version = document.find("format_version");
    if (version != document.end() && version->is_number_integer() &&
        (version->is_number_unsigned() ? version->get<std::uint64_t>() > std::uint64_t(kSettingsFormatVersion)
                                       : version->get<std::int64_t>() > kSettingsFormatVersion)) {
        out.newer_version_phrase =
            Phrase(N_("{file}: written by a newer version of the game (format version {version})"),
                   {{"file", std::string(source)}, {"version", version->dump()}});
        out.newer_version = render(out.newer_version_phrase);
    }
    Settings& s = out.settings;
    TolerantReader reader(document, std::string(source), out.warnings, &out.warning_phrases);
    reader.read("highlight_row_column_box", s.highlight_row_column_box);
    reader.read("highlight_equal_digits", s.highlight_equal_digits);
    reader.read("show_conflicts", s.show_conflicts);
    int mistakes_mode = int(s.mistakes_mode);
    reader.read_choice("mistakes_mode", mistakes_mode, {"off", "highlight"});
    s.mistakes_mode = MistakesMode(mistakes_mode);
    reader.read("mistake_limit", s.mistake_limit, 0, 1000);
    reader.read("check_marks_wrong", s.check_marks_wrong);
    reader.read("undo_last_mistake", s.undo_last_mistake);
    reader.read("hint_limit", s.hint_limit, 0, 1000);
    reader.read("hints_check_notes", s.hints_check_notes);
    reader.read("auto_remove_notes", s.auto_remove_notes);
    int notes_layer = int(s.notes_layer);
    reader.read_choice("notes_layer", notes_layer, {"pencil", "corner", "centre"});
    s.notes_layer = NotesLayer(notes_layer);
    reader.read("centre_is_pencil", s.centre_is_pencil);
    int key_scheme = int(s.key_scheme);
    reader.read_choice("key_scheme", key_scheme, {"classic", "sudokupad"});
    s.key_scheme = KeyScheme(key_scheme);
    reader.read("filter_by_marks", s.filter_by_marks);
    reader.read("show_timer", s.show_timer);
    reader.read("pause_when_unfocused", s.pause_when_unfocused);
    reader.read("advance_after_digit", s.advance_after_digit);
    int theme = int(s.theme);
    reader.read_choice("theme", theme, {"light", "dark"});
    s.theme = Theme(theme);
    reader.read("ui_scale", s.ui_scale, 0.5f, 4.0f);
    int labels = int(s.board_labels);
    reader.read_choice("board_labels", labels, {"none", "r1c1"});
    s.board_labels = BoardLabels(labels);
    int symbols = s.letters_above_nine ? 0 : 1;
    reader.read_choice("symbols_above_nine", symbols, {"letters", "numbers"});
    s.letters_above_nine = symbols == 0;
    int language = int(s.language);  // absent in files written before issue #19: the system's
    reader.read_choice("language", language, {"system", "en", "zh_CN", "zh_TW"});
    s.language = game::UiLanguage(language);
    int symmetry = int(s.symmetry);  // absent in files written before issue #33: rotate180
    reader.read_choice("symmetry", symmetry, {"none", "rotate180", "rotate90", "mirror", "diagonal"});
    s.symmetry = Symmetry(symmetry);
    return out;
}

std::string settings_to_json(const Settings& s) {
    nlohmann::ordered_json document;
    document["format"] = "sudoku-settings";
    document["format_version"] = kSettingsFormatVersion;
    document["highlight_row_column_box"] = s.highlight_row_column_box;
    document["highlight_equal_digits"] = s.highlight_equal_digits;
    document["show_conflicts"] = s.show_conflicts;
    document["mistakes_mode"] = s.mistakes_mode == MistakesMode::Highlight ? "highlight" : "off";
    document["mistake_limit"] = s.mistake_limit;
    document["check_marks_wrong"] = s.check_marks_wrong;
    document["undo_last_mistake"] = s.undo_last_mistake;
    document["hint_limit"] = s.hint_limit;
    document["hints_check_notes"] = s.hints_check_notes;
    document["auto_remove_notes"] = s.auto_remove_notes;
    document["notes_layer"] = s.notes_layer == NotesLayer::Corner   ? "corner"
                              : s.notes_layer == NotesLayer::Centre ? "centre"
                                                                    : "pencil";
    document["centre_is_pencil"] = s.centre_is_pencil;
    document["key_scheme"] = s.key_scheme == KeyScheme::SudokuPad ? "sudokupad" : "classic";
    document["filter_by_marks"] = s.filter_by_marks;
    document["show_timer"] = s.show_timer;
    document["pause_when_unfocused"] = s.pause_when_unfocused;
    document["advance_after_digit"] = s.advance_after_digit;
    document["theme"] = s.theme == Theme::Dark ? "dark" : "light";
    document["ui_scale"] = s.ui_scale;
    document["board_labels"] = s.board_labels == BoardLabels::RowColumn ? "r1c1" : "none";
    document["symbols_above_nine"] = s.letters_above_nine ? "letters" : "numbers";
    static constexpr const char* kLanguages[] = {"system", "en", "zh_CN", "zh_TW"};
    document["language"] = kLanguages[int(s.language)];
    document["symmetry"] = std::string(symmetry_name(s.symmetry));
    std::string text = document.dump(2);
    text += '\n';
    return text;
}

SettingsLoad load_settings(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return {};
    auto text = read_file_capped(file, std::size_t(1) << 20);
    if (!text) {
        SettingsLoad out;
        unreadable(out, text.error().as_phrase());
        return out;
    }
    try {
        return settings_from_json(text.value(), file.filename().string());
    } catch (const std::exception& ex) {
        SettingsLoad out;
        Phrase said(N_("{file}: cannot be read: {reason}"),
                    {{"file", file.filename().string()}, {"reason", std::string(ex.what())}});
        out.warnings.push_back(render(said));
        out.warning_phrases.push_back(std::move(said));
        out.unreadable = true;
        return out;
    }
}

Status save_settings(const std::filesystem::path& file, const Settings& settings) {
    std::error_code ec;
    if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path(), ec);
    return write_file_atomic(file, settings_to_json(settings));
}

}  // namespace sudoku::saves
