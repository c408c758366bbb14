// Puzzles in and out of the game: the import dialog (any format, detected), pasting, entering a
// custom puzzle on the board, and the share dialog with its QR code.
#include <cmath>

#include <SDL.h>
#include <imgui.h>
#include <imgui_stdlib.h>
#include <qrencode.h>

#include "engine/constraints/rules.hpp"
#include "engine/formats/shape_text.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"
#include "game/ui/app.hpp"
#include "game/ui/exchange.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

// What a puzzle is worth playing: "Unique, Hard (4.2, XY-Wing)" or why it cannot be played.
struct Verdict {
    bool playable = false;
    game::GameInfo info;
    std::string text;
};

Verdict judge(const Digits& givens) {
    Verdict v;
    const Shape& classic = *Shape::classic();
    if (const auto breaks = find_breaks(classic, game::to_shape_digits(givens)); !breaks.empty()) {
        v.text = i18n::format(_("The givens break the rules: {conflict}."),
                              {{"conflict", breaks.front().describe(classic)}});
        return v;
    }
    int count = count_solutions(givens, 2);
    if (count == 0) {
        v.text = _("No solution.");
        return v;
    }
    if (count > 1) {
        v.text = _("More than one solution: add givens until it is unique.");
        return v;
    }
    Rating r = rate(givens);
    v.playable = true;
    v.info.level = r.level;
    v.info.rating = r.score;
    char score[16];
    std::snprintf(score, sizeof score, "%.1f", r.score);
    v.text = i18n::format(_("Unique solution. {level} ({score}, {technique})."),
                          {{"level", tr_level(r.level)}, {"score", score}, {"technique", tr_technique(r.hardest)}});
    return v;
}

// The same for a puzzle of another shape (Solo game ID or shape text). The level is not rated yet
// for shapes other than 9x9.
Verdict judge_shaped(const Puzzle& puzzle) {
    Verdict v;
    const Shape& shape = *puzzle.shape;
    const auto breaks = find_breaks(shape, puzzle.givens);
    if (!breaks.empty()) {
        v.text =
            i18n::format(_("The givens break the rules: {conflict}."), {{"conflict", breaks.front().describe(shape)}});
        return v;
    }
    int count = count_solutions(shape, puzzle.givens, 2);
    if (count == 0) {
        v.text = _("No solution.");
        return v;
    }
    if (count > 1) {
        v.text = _("More than one solution: add givens until it is unique.");
        return v;
    }
    v.playable = true;
    const Rating r = rate(shape, puzzle.givens);
    if (!r.valid) {
        v.text =
            i18n::format(_("Unique solution ({shape})."), {{"shape", tr_phrase(tr_shape_name(shape.display_name()))}});
        return v;
    }
    v.info.level = r.level;
    v.info.rating = r.score;
    char score[16];
    std::snprintf(score, sizeof score, "%.1f", r.score);
    v.text = i18n::format(_("Unique solution. {shape}, {level} ({score}, {technique})."),
                          {{"shape", tr_phrase(tr_shape_name(shape.display_name()))},
                           {"level", tr_level(r.level)},
                           {"score", score},
                           {"technique", tr_technique(r.hardest)}});
    return v;
}

// A puzzle of a shape other than 9x9 in the text (9x9 ones are import_puzzle's, with progress).
std::optional<formats::ShapedImport> shaped_import(const std::string& text) {
    auto imported = formats::import_shaped(text);
    if (!imported || imported.value().puzzle.shape->is_classic()) return std::nullopt;
    return std::move(imported).value();
}

// The format's name in English (marked for translation): "Solo game ID", "shape text".
const char* shaped_format_name(formats::ShapedFormat kind) {
    return kind == formats::ShapedFormat::Solo ? N_("Solo game ID") : N_("shape text");
}

// A classic 9x9 puzzle as the game imports it: in any of import_puzzle's formats, or as a Solo game
// ID ("3x3:...", what Solo prints for a plain 9x9 puzzle) or shape text ("shape: 3x3"), which
// import_puzzle does not read but the shaped reader does (as sudoku-cli reads them); those are then
// played as any imported 9x9 puzzle. The error is import_puzzle's.
struct ClassicImport {
    formats::PuzzleState state;
    const char* format;  // the format's name in English (marked for translation)
};
Result<ClassicImport> classic_import(const std::string& text) {
    auto imported = formats::import_puzzle(text);
    if (imported) {
        const char* format = formats::format_description(imported.value().format).data();
        return ClassicImport{std::move(imported).value().state, format};
    }
    if (auto shaped = formats::import_shaped(text);
        shaped && shaped.value().kind != formats::ShapedFormat::Classic && shaped.value().puzzle.shape->is_classic()) {
        const Grid grid = Grid::from_givens(formats::classic_digits(shaped.value().puzzle.givens));
        return ClassicImport{formats::PuzzleState{grid, std::nullopt}, shaped_format_name(shaped.value().kind)};
    }
    return imported.error();
}

// Where a puzzle came from, in English (kept with the game) and as a template (shown translated):
// "Imported SudokuWiki URL", "9x9 Killer · Pasted Solo game ID".
std::pair<std::string, Phrase> origin_of(bool pasted, const char* format) {
    std::string text = pasted ? "Pasted " : "Imported ";
    text += format;
    return {text, Phrase(pasted ? N_("Pasted {format}") : N_("Imported {format}"), {{"format", Phrase(format)}})};
}
std::pair<std::string, Phrase> shaped_origin_of(bool pasted, const Shape& shape, formats::ShapedFormat kind) {
    auto [text, phrase] = origin_of(pasted, shaped_format_name(kind));
    std::string full = shape.display_name();
    full += " \u00b7 ";
    full += text;
    return {full, Phrase(N_("{shape} \u00b7 {origin}"),
                         {{"shape", tr_shape_name(shape.display_name())}, {"origin", std::move(phrase)}})};
}

}  // namespace

void App::start_shaped_import(const Puzzle& puzzle, std::string origin, Phrase phrase) {
    guarded(_("Start the imported puzzle?"), _("Start it"), [this, puzzle, origin = std::move(origin), phrase] {
        Verdict v = judge_shaped(puzzle);
        if (!v.playable) {
            message = v.text;
            return;
        }
        start_shaped_puzzle(puzzle.shape, puzzle.givens, origin, v.info);
        if (session.game) session.origin_phrase = phrase;
    });
}

void App::start_imported(const formats::PuzzleState& state, std::string origin, Phrase phrase) {
    guarded(_("Start the imported puzzle?"), _("Start it"),
            [this, state, origin = std::move(origin), phrase] { start_imported_now(state, origin, phrase); });
}

void App::start_imported_now(const formats::PuzzleState& state, std::string origin, Phrase phrase) {
    Verdict v = judge(state.grid.givens());
    if (!v.playable) {
        message = v.text;
        return;
    }
    start_puzzle(Grid::from_givens(state.grid.givens()), std::move(origin), v.info);
    if (!session.game) return;
    session.origin_phrase = std::move(phrase);
    // The player's progress as moves, so it can be undone like any other.
    for (int cell = 0; cell < kCells; ++cell)
        if (!state.grid.is_given(cell) && state.grid.digit(cell) != 0)
            (void)session.game->apply(game::Move::place({cell}, state.grid.digit(cell), false));
    if (state.notes)
        for (int cell = 0; cell < kCells; ++cell)
            if (session.game->grid().is_empty(cell) && (*state.notes)[cell] != 0)
                (void)session.game->apply(game::Move::set_notes({cell}, (*state.notes)[cell]));
    after_change();
}

void App::paste() {
    char* text = SDL_GetClipboardText();
    std::string pasted = text ? text : "";
    SDL_free(text);
    auto imported = classic_import(pasted);
    if (imported && judge(imported.value().state.grid.givens()).playable) {
        auto [text, phrase] = origin_of(true, imported.value().format);
        start_imported(imported.value().state, std::move(text), std::move(phrase));
        return;
    }
    if (auto shaped = shaped_import(pasted); shaped && judge_shaped(shaped->puzzle).playable) {
        auto [text, phrase] = shaped_origin_of(true, *shaped->puzzle.shape, shaped->kind);
        start_shaped_import(shaped->puzzle, std::move(text), std::move(phrase));
        return;
    }
    import_text = pasted;  // let the player see what was wrong and fix it
    windows[WindowId::Import] = true;
}

void App::begin_custom_entry() {
    guarded(_("Enter a new puzzle?"), _("Enter a puzzle"), [this] { begin_custom_entry_now(); });
}

void App::begin_custom_entry_now() {
    editor = Grid();
    selected = 0;
    hint.reset();
    hint_level = 0;
    message = _("Type the givens (0 or Delete erases), then press Start in the panel.");
}

void App::editor_key(int digit, bool typed_blank) {
    if (!editor || selected < 0) return;
    editor->set_given(selected, digit);
    message.clear();  // what was said about the old givens no longer holds
    if ((digit != 0 || typed_blank) && settings.advance_after_digit) selected = (selected + 1) % kCells;
}

void App::cancel_custom_entry() {
    editor.reset();
    message.clear();  // what was said about the givens typed goes with them
}

void App::clear_custom_entry() {
    if (!editor) return;
    auto clear = [this] {
        if (editor) editor = Grid();
        message.clear();
    };
    if (editor->given_count() == 0) return clear();
    Confirmation c;
    c.title = _("Clear every given?");
    c.text =
        i18n::format(_("The {n} givens typed so far will be gone."), {{"n", std::to_string(editor->given_count())}});
    c.confirm_label = _("Clear");
    c.keep_label = _("Keep them");
    c.action = clear;
    confirmation = std::move(c);
}

void App::finish_custom_entry() {
    if (!editor) return;
    Verdict v = judge(editor->givens());
    if (!v.playable) {
        message = v.text;
        return;
    }
    Grid puzzle = *editor;
    editor.reset();
    start_puzzle(puzzle, "Custom puzzle", v.info);  // asked at begin_custom_entry
    message = v.text;
}

formats::PuzzleState App::current_state() const {
    formats::PuzzleState state;
    if (!session.game) return state;
    if (!session.game->shape().is_classic()) return state;
    state.grid = session.game->grid().classic_grid();
    CandidateMasks notes{};
    bool any = false;
    for (int cell = 0; cell < kCells; ++cell) {
        notes[cell] = session.game->notes(cell);
        any = any || notes[cell] != 0;
    }
    if (any) state.notes = notes;
    return state;
}

void App::start_import_text() {
    auto imported = classic_import(import_text);
    if (!imported) {
        auto shaped = shaped_import(import_text);
        if (!shaped || !judge_shaped(shaped->puzzle).playable) return;
        windows[WindowId::Import] = false;
        auto [text, phrase] = shaped_origin_of(false, *shaped->puzzle.shape, shaped->kind);
        start_shaped_import(shaped->puzzle, std::move(text), std::move(phrase));
        return;
    }
    if (!judge(imported.value().state.grid.givens()).playable) return;
    windows[WindowId::Import] = false;
    auto [text, phrase] = origin_of(false, imported.value().format);
    start_imported(imported.value().state, std::move(text), std::move(phrase));
}

void import_dialog(App& app) {
    if (!app.windows[WindowId::Import]) return;
    centred_window(_("Import a puzzle"), &app.windows[WindowId::Import], std::round(620 * app.scale()));
    ImGui::TextWrapped("%s",
                       _("Paste or type a puzzle: an 81-character line, a grid, an .sdk or .ss file, a SudokuWiki "
                         "or sencode link, a share code, or a puzzle of any shape as a Solo game ID (2x3:...) or "
                         "shape text (shape: 2x3, then the rows)."));
    // Typing goes to the text at once; Esc closes the dialog from the text too (the focused field
    // keeps the key from the game's handler).
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    if (!ImGui::IsWindowAppearing() && ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false))
        app.windows[WindowId::Import] = false;
    ImGui::InputTextMultiline("##text", &app.import_text, ImVec2(-1, ImGui::GetTextLineHeight() * 11));
    if (ImGui::Button(_("Paste from clipboard"))) {
        char* text = SDL_GetClipboardText();
        app.import_text = text ? text : "";
        SDL_free(text);
    }
    ImGui::Separator();
    auto imported = classic_import(app.import_text);
    const auto shaped = imported ? std::nullopt : shaped_import(app.import_text);
    bool playable = false;
    if (app.import_text.find_first_not_of(" \t\r\n") == std::string::npos) {
        ImGui::TextDisabled("%s", _("Nothing yet."));
    } else if (shaped) {
        ImGui::Text(_("Read as: %s, %s"), _(shaped_format_name(shaped->kind)),
                    tr_phrase(tr_shape_name(shaped->puzzle.shape->display_name())).c_str());
        int givens = 0;
        for (auto d : shaped->puzzle.givens) givens += d != 0;
        ImGui::Text(_("%d givens"), givens);
        Verdict v = judge_shaped(shaped->puzzle);
        playable = v.playable;
        ImGui::TextWrapped("%s", v.text.c_str());
    } else if (!imported) {
        // A Solo game ID or shape text that did not read: say what the shaped reader found.
        std::string error = tr_error(imported.error());
        const std::string trimmed = app.import_text.substr(app.import_text.find_first_not_of(" \t\r\n"));
        if (formats::looks_like_solo_id(trimmed) ||
            formats::is_shape_text_header(trimmed.substr(0, trimmed.find('\n'))))
            if (auto shaped_error = formats::import_shaped(app.import_text); !shaped_error)
                error = tr_error(shaped_error.error());
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(0.8f, 0.2f, 0.2f, 1.0f), "%s", error.c_str());
        ImGui::PopTextWrapPos();
    } else {
        const auto& state = imported.value().state;
        ImGui::Text(_("Read as: %s"), _(imported.value().format));
        ImGui::Text(state.grid.filled_count() > state.grid.given_count() ? _("%d givens, with the player's progress")
                                                                         : _("%d givens"),
                    state.grid.given_count());
        Verdict v = judge(state.grid.givens());
        playable = v.playable;
        ImGui::TextWrapped("%s", v.text.c_str());
    }
    ImGui::BeginDisabled(!playable);
    const bool ctrl_enter = ImGui::GetIO().KeyCtrl && ImGui::IsKeyPressed(SDL_SCANCODE_RETURN, false);
    if (ImGui::Button(_("Start (Ctrl+Enter)")) || (playable && ctrl_enter)) app.start_import_text();
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(_("Enter one on the board instead"))) {
        app.windows[WindowId::Import] = false;
        app.begin_custom_entry();
    }
    ImGui::End();
}

namespace {

// The QR code of `text`, drawn as dark modules on a light square with a quiet zone.
void draw_qr(const std::string& text, float size) {
    QRcode* qr = QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(size, size));
    if (!qr) {
        ImGui::TextDisabled("(no QR code for this text)");
        return;
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const int quiet = 4;
    const float module = std::floor(size / float(qr->width + 2 * quiet));
    const float side = module * float(qr->width + 2 * quiet);
    draw->AddRectFilled(origin, ImVec2(origin.x + side, origin.y + side), IM_COL32_WHITE);
    for (int y = 0; y < qr->width; ++y)
        for (int x = 0; x < qr->width; ++x)
            if (qr->data[y * qr->width + x] & 1) {
                ImVec2 a(origin.x + (x + quiet) * module, origin.y + (y + quiet) * module);
                draw->AddRectFilled(a, ImVec2(a.x + module, a.y + module), IM_COL32_BLACK);
            }
    QRcode_free(qr);
}

// A labelled text with a Copy button; `id` keeps the row's identity when the label is translated.
void copy_row(const char* id, const char* label, const std::string& text) {
    ImGui::PushID(id);
    ImGui::TextUnformatted(label);
    ImGui::SameLine(std::round(ImGui::GetFontSize() * 9));
    std::string shown = text.size() > 46 ? text.substr(0, 43) + "..." : text;
    ImGui::TextDisabled("%s", shown.c_str());
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(_("Copy")).x -
                    ImGui::GetStyle().FramePadding.x * 2);
    if (ImGui::SmallButton(_("Copy"))) ImGui::SetClipboardText(text.c_str());
    ImGui::PopID();
}

}  // namespace

void share_dialog(App& app) {
    if (!app.windows[WindowId::Share] || !app.session.game) return;
    centred_window(_("Share this puzzle###share"), &app.windows[WindowId::Share], std::round(680 * app.scale()));
    if (!app.session.game->shape().is_classic()) {
        // Other shapes travel as Solo game IDs and shape text (the 9x9 formats cannot hold them),
        // and on the web as a link to Solo's web version (Windoku, ours, is not Solo's).
        const Shape& shape = app.session.game->shape();
        const ShapeDigits givens = app.session.game->grid().givens();
        const std::string solo = formats::format_solo_id(shape, givens);
        // Solo has no Windoku rule: it opens a 3x3w ID as a plain 9x9 (with other solutions), so a
        // Windoku is offered as our game ID, which only this game reads, and never as Solo's.
        const bool on_web = !shape.has_windows();
        const std::string shape_name = tr_phrase(tr_shape_name(shape.display_name()));
        ImGui::TextWrapped(
            "%s", on_web ? i18n::format(_("A {shape} puzzle: share it as a Solo game ID (Simon Tatham's Solo and "
                                          "this game read it) or as shape text."),
                                        {{"shape", shape_name}})
                               .c_str()
                         : i18n::format(_("A {shape} puzzle: share it as a game ID or as shape text. Only this game "
                                          "reads them: Solo has no Windoku rule and would open the ID as a plain 9x9 "
                                          "puzzle with other solutions."),
                                        {{"shape", shape_name}})
                               .c_str());
        const std::string web = on_web ? formats::solo_web_link(shape, givens) : std::string();
        if (on_web) copy_row("web", _("Web link"), web);
        copy_row("solo", on_web ? _("Solo game ID") : _("Game ID"), solo);
        copy_row("text", _("Shape text"), formats::format_shape_text(shape, givens));
        ImGui::Spacing();
        if (on_web) {
            ImGui::TextDisabled("%s", _("Scan with a phone to play it in Simon Tatham's Solo on the web:"));
            draw_qr(web, std::round(220 * app.scale()));
        } else {
            ImGui::TextDisabled("%s", _("Scan to get the game ID (this game reads it; no web player knows Windoku):"));
            draw_qr(solo, std::round(220 * app.scale()));
        }
        ImGui::End();
        return;
    }
    bool& with_progress = app.share_with_progress;
    ImGui::Checkbox(_("Include my progress and notes (web link, desktop link and share code)###progress"),
                    &with_progress);
    formats::PuzzleState state = app.current_state();
    if (!with_progress) state = formats::PuzzleState{Grid::from_givens(state.grid.givens()), std::nullopt};
    // The web link opens on any phone or browser (SudokuWiki plays it, with the player's digits and
    // marks when asked); the desktop link opens this game where it is installed.
    const std::string web =
        formats::export_puzzle(state, with_progress ? formats::Format::SudokuWikiS9B : formats::Format::SudokuWiki);
    copy_row("web", _("Web link"), web);
    copy_row("sencode", _("sencode link"), formats::export_puzzle(state, formats::Format::SencodeUrl));
    copy_row("desktop", _("Desktop link"), formats::export_puzzle(state, formats::Format::ShareUrl));
    copy_row("code", _("Share code"), formats::export_puzzle(state, formats::Format::Share));
    copy_row("line", _("81 characters"), formats::export_puzzle(state, formats::Format::Line));
    ImGui::Spacing();
    ImGui::TextDisabled("%s", _("Scan with a phone to play it on SudokuWiki:"));
    draw_qr(web, std::round(220 * app.scale()));
    ImGui::End();
}

void editor_panel(App& app) {
    ImGui::TextWrapped(
        "%s",
        _("Entering a custom puzzle. Select a cell and type its given; 0 or '.' leaves it blank and moves on, as in "
          "an 81-character line; Delete erases in place."));
    ImGui::Spacing();
    // The buttons first, so that a message appearing below never moves them under the pointer.
    if (ImGui::Button(_("Start (Enter)"), ImVec2(-1, 0))) app.finish_custom_entry();
    if (ImGui::Button(_("Cancel (Esc)"), ImVec2(-1, 0))) return app.cancel_custom_entry();
    ImGui::Spacing();
    if (ImGui::Button(_("Clear all givens"), ImVec2(-1, 0))) app.clear_custom_entry();
    ImGui::Spacing();
    const Digits givens = app.editor->givens();
    ImGui::Text(_("%d givens"), app.editor->given_count());
    const Shape& classic = *Shape::classic();
    const auto breaks = find_breaks(classic, game::to_shape_digits(givens));
    if (!breaks.empty()) {
        ImGui::PushTextWrapPos(0.0f);  // wrap inside the panel
        ImGui::TextColored(ImVec4(0.8f, 0.2f, 0.2f, 1.0f), "%s", breaks.front().describe(classic).c_str());
        ImGui::PopTextWrapPos();
    }
}

}  // namespace sudoku::ui
