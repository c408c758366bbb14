// The game's dialogs: each reads the App and calls its actions; none owns game state.
#include "game/ui/dialogs.hpp"

#include <algorithm>
#include <cmath>
#include <ctime>

#include <SDL.h>
#include <imgui_internal.h>

#include "engine/logic/step.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "game/ui/app.hpp"
#include "game/ui/exchange.hpp"
#include "game/ui/key_bindings.hpp"
#include "game/ui/practice.hpp"
#include "game/ui/translate.hpp"
#include "saves/save_format.hpp"

namespace sudoku::ui {

ImVec4 colour(std::uint32_t c) {
    return ImVec4(((c >> 16) & 0xFF) / 255.0f, ((c >> 8) & 0xFF) / 255.0f, (c & 0xFF) / 255.0f, 1.0f);
}

std::string clock_text(std::int64_t ms) {
    const std::int64_t seconds = ms / 1000;
    char text[32];
    if (seconds >= 3600)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                      static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
    else
        std::snprintf(text, sizeof text, "%02lld:%02lld", static_cast<long long>(seconds / 60),
                      static_cast<long long>(seconds % 60));
    return text;
}

namespace {

// A key pressed for the current window; never in the frame a dialog appears, so the key that
// opened it (Enter on a menu item) does not answer it as well.
bool pressed(SDL_Scancode key) {
    return !ImGui::IsWindowAppearing() && ImGui::IsKeyPressed(key, false);
}

/// "2026-11-23 08:15" in the player's time zone.
std::string local_time_text(std::int64_t unix_seconds) {
    std::time_t t = std::time_t(unix_seconds);
    std::tm local{};
    localtime_r(&t, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
    return text;
}

/// Opens a modal popup centred on the screen (once per frame while `open` says so).
bool begin_modal(const char* title) {
    if (!ImGui::IsPopupOpen(title)) ImGui::OpenPopup(title);
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    return ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove);
}

void wrapped(const std::string& text, float em = 32.0f) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * em);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
}

// The question before an action that would lose something. Enter and Esc keep playing; Y goes
// ahead; R retries a failed autosave.
void confirmation_dialog(App& app) {
    if (!app.confirmation || !app.notices.empty()) return;  // the notices first
    Confirmation& c = *app.confirmation;
    if (!begin_modal((std::string(_("Are you sure?")) + "###confirm").c_str())) return;
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::TextUnformatted(c.title.c_str());
    ImGui::PopFont();
    wrapped(c.text);
    ImGui::Spacing();
    enum { None, Keep, Go, Retry, Elsewhere } answer = None;
    const std::string keep = i18n::format(_("{label} (Enter)"), {{"label", tr_message(c.keep_label)}});
    if (ImGui::Button(keep.c_str())) answer = Keep;
    ImGui::SetItemDefaultFocus();
    ImGui::SameLine();
    const std::string go =
        i18n::format(c.save_failed ? _("{label} and discard (Y)") : _("{label} (Y)"), {{"label", c.confirm_label}});
    if (ImGui::Button(go.c_str())) answer = Go;
    // Enter answers with the button chosen by the arrows or Tab (Keep, unless another is chosen).
    bool other_chosen = ImGui::IsItemFocused();
    if (c.save_failed) {
        ImGui::SameLine();
        if (ImGui::Button(_("Retry the save (R)"))) answer = Retry;
        other_chosen = other_chosen || ImGui::IsItemFocused();
        ImGui::SameLine();
        if (ImGui::Button(_("Save to a free slot (S)"))) answer = Elsewhere;
        other_chosen = other_chosen || ImGui::IsItemFocused();
    }
    if (((pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER)) && !other_chosen) ||
        pressed(SDL_SCANCODE_ESCAPE))
        answer = Keep;
    if (pressed(SDL_SCANCODE_Y)) answer = Go;
    if (c.save_failed && pressed(SDL_SCANCODE_R)) answer = Retry;
    if (c.save_failed && pressed(SDL_SCANCODE_S)) answer = Elsewhere;
    if (answer != None) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (answer == Keep) {
        app.confirmation.reset();
    } else if (answer == Go) {
        auto action = std::move(c.action);
        const bool discard = c.save_failed;
        app.confirmation.reset();                    // (c is gone from here on)
        if (discard) app.session.autosaver.reset();  // the player chose to discard those moves
        action();
    } else if (answer == Retry || answer == Elsewhere) {
        auto action = std::move(c.action);
        std::string title = c.title, label = c.confirm_label;
        app.confirmation.reset();
        if (answer == Retry) {
            app.autosave(true);
            if (app.session.autosave_error.empty()) app.message = _("Saved.");
        } else if (app.save_to_free_slot()) {
            app.session.autosave_error.clear();  // the moves are safe in the slot: leaving loses nothing
            app.session.autosaver.reset();
        }
        app.guarded(std::move(title), std::move(label), std::move(action));  // asks again if still needed
    }
}

// Things the player must see once: files set aside, settings reset. Enter or Esc closes.
void notices_dialog(App& app) {
    if (app.notices.empty()) return;
    if (!begin_modal((std::string(_("Please note")) + "###notices").c_str())) return;
    for (const std::string& notice : app.notices) {
        wrapped(notice, 40.0f);
        ImGui::Separator();
    }
    bool close = ImGui::Button(_("OK (Enter)"));
    ImGui::SetItemDefaultFocus();
    close = close || pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER) || pressed(SDL_SCANCODE_ESCAPE);
    if (close) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (close) app.notices.clear();
}

// The mistake limit ended the game: say so plainly, and offer the ways on.
void lost_dialog(App& app) {
    if (!app.windows[WindowId::Lost] || !app.session.game || app.confirmation || !app.notices.empty()) return;
    if (!begin_modal((std::string(_("Game over")) + "###lost").c_str())) return;
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::TextUnformatted(_("Too many mistakes"));
    ImGui::PopFont();
    ImGui::Text(_("%d mistakes: the limit is %d."), app.session.game->mistakes_made(),
                app.session.game->rules().mistake_limit);
    wrapped(_("The game is over. Restart the same puzzle or start a new one (the limit is in Settings)."));
    ImGui::Spacing();
    enum { None, Restart, New, Close, Undo } answer = None;
    if (ImGui::Button(_("Restart (R)"))) answer = Restart;
    ImGui::SetItemDefaultFocus();
    ImGui::SameLine();
    if (ImGui::Button(_("New game (N)"))) answer = New;
    const bool can_undo = app.session.game->rules().undo_last_mistake;
    if (can_undo) {
        ImGui::SameLine();
        if (ImGui::Button(_("Take back the mistake (U)"))) answer = Undo;
        if (pressed(SDL_SCANCODE_U)) answer = Undo;
    }
    ImGui::SameLine();
    if (ImGui::Button(_("Close (Esc)"))) answer = Close;
    if (pressed(SDL_SCANCODE_R) || pressed(SDL_SCANCODE_RETURN)) answer = Restart;
    if (pressed(SDL_SCANCODE_N)) answer = New;
    if (pressed(SDL_SCANCODE_ESCAPE)) answer = Close;
    if (answer != None) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (answer != None) app.windows[WindowId::Lost] = false;
    if (answer == Restart) app.restart();
    if (answer == New) app.new_game(app.session.level);
    if (answer == Undo) app.undo_last_mistake();
}

void win_dialog(App& app) {
    if (!app.windows[WindowId::Win] || !app.session.game) return;
    centred_window(_("Solved!"), &app.windows[WindowId::Win]);
    const auto& best = app.stats.at(app.session.game_level());
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::Text(_("Solved in %s"), clock_text(app.session.game->elapsed_ms()).c_str());
    ImGui::PopFont();
    ImGui::Text("%s", tr_phrase(app.session.origin_phrase).c_str());
    ImGui::Text(_("Level: %s"), tr_level(app.session.game_level()).c_str());
    if (best.best_ms > 0) ImGui::Text(_("Personal best: %s"), clock_text(best.best_ms).c_str());
    ImGui::Text(_("Hints used: %d"), app.session.game->hints_used());
    ImGui::Spacing();
    if (ImGui::Button(_("New game"))) app.new_game(app.session.level);
    ImGui::SameLine();
    if (ImGui::Button(_("Close"))) app.windows[WindowId::Win] = false;
    ImGui::End();
}

namespace {

// Settings is a form in five tabs: Play, Marks and keys, Hints, Look, Language. Each row holds
// its label on the left and the control on the right (a table of two columns); the controls'
// own labels are hidden ("##").
bool begin_form(const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingStretchProp)) return false;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("control", ImGuiTableColumnFlags_WidthStretch, 1.15f);
    return true;
}

// A new row: the label, wrapped in its column, and the cursor in the control's column.
void form_label(const char* label) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextWrapped("%s", label);
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-FLT_MIN);
}

void form_tip(const char* text) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

bool form_check(const char* label, bool* value) {
    form_label(label);
    ImGui::PushID(label);
    const bool changed = ImGui::Checkbox("##check", value);
    ImGui::PopID();
    return changed;
}

// Radio buttons side by side when they all fit in the column, else one under another, for a
// choice held as an int.
void form_radio(const char* label, int* value, std::initializer_list<std::pair<int, const char*>> choices,
                std::initializer_list<const char*> tips = {}) {
    form_label(label);
    ImGui::PushID(label);
    const ImGuiStyle& style = ImGui::GetStyle();
    float width = 0;
    for (const auto& choice : choices)
        width += ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(choice.second).x +
                 style.ItemSpacing.x;
    const bool in_a_row = width <= ImGui::GetContentRegionAvail().x;
    auto tip = tips.begin();
    for (const auto& [choice, name] : choices) {
        if (in_a_row && choice != choices.begin()->first) ImGui::SameLine();
        ImGui::RadioButton(name, value, choice);
        if (tip != tips.end()) form_tip(*tip++);
    }
    ImGui::PopID();
}

void settings_play(game::Settings& s) {
    if (!begin_form("play")) return;
    form_check(_("Show conflicts"), &s.show_conflicts);
    bool mistakes = s.mistakes_mode == game::MistakesMode::Highlight;
    form_check(_("Show mistakes (compare with the solution)"), &mistakes);
    s.mistakes_mode = mistakes ? game::MistakesMode::Highlight : game::MistakesMode::Off;
    ImGui::BeginDisabled(!mistakes);
    form_label(_("Mistake limit (0 = none)"));
    ImGui::SliderInt("##mistake_limit", &s.mistake_limit, 0, 10);
    form_check(_("At the limit, offer to take back the last mistake"), &s.undo_last_mistake);
    ImGui::EndDisabled();
    form_check(_("Check marks the wrong digits"), &s.check_marks_wrong);
    form_check(_("Show timer"), &s.show_timer);
    form_check(_("Pause when the window loses focus"), &s.pause_when_unfocused);
    form_check(_("Entering a puzzle: move to the next cell after a digit"), &s.advance_after_digit);
    int symmetry = int(s.symmetry);
    form_label(_("Symmetry of new puzzles"));
    const char* names[] = {_("None"), _("Half turn (180\u00b0)"), _("Quarter turns (90\u00b0)"),
                           _("Mirror (left-right)"), _("Diagonal")};
    ImGui::Combo("##symmetry", &symmetry, names, kSymmetryCount);
    s.symmetry = Symmetry(symmetry);
    ImGui::EndTable();
}

void settings_marks(game::Settings& s) {
    if (!begin_form("marks")) return;
    int layer = int(s.notes_layer);
    form_radio(_("Notes mode writes:"), &layer,
               {{int(game::NotesLayer::Pencil), _("Pencil notes")},
                {int(game::NotesLayer::Corner), _("Corner marks")},
                {int(game::NotesLayer::Centre), _("Centre marks")}});
    s.notes_layer = game::NotesLayer(layer);
    form_check(_("Centre marks are the pencil notes (one candidate layer)"), &s.centre_is_pencil);
    form_tip(
        _("On: centre mode writes the pencil notes (auto-notes and hints use them). Off: centre marks are a "
          "layer of their own, drawn in a row in the middle of the cell"));
    form_check(_("Remove notes when placing a digit"), &s.auto_remove_notes);
    int scheme = int(s.key_scheme);
    form_radio(_("Keys:"), &scheme,
               {{int(game::KeyScheme::Classic), _("Classic")}, {int(game::KeyScheme::SudokuPad), _("SudokuPad")}},
               {_("Shift+digit toggles a note, N notes mode, C checks, M centre marks"),
                _("Shift+digit a corner mark, Ctrl+digit a centre mark, C centre mode, Shift+C checks")});
    s.key_scheme = game::KeyScheme(scheme);
    form_check(_("The digit filter (Alt+digit) also follows my marks"), &s.filter_by_marks);
    ImGui::EndTable();
}

void settings_hints(game::Settings& s) {
    if (!begin_form("hints")) return;
    form_label(_("Hint limit (0 = none)"));
    ImGui::SliderInt("##hint_limit", &s.hint_limit, 0, 20);
    form_check(_("Hints check my notes first"), &s.hints_check_notes);
    ImGui::EndTable();
}

void settings_look(App& app, game::Settings& s) {
    if (!begin_form("look")) return;
    int theme = int(s.theme);
    form_radio(_("Theme"), &theme, {{0, _("Light")}, {1, _("Dark")}});
    s.theme = game::Theme(theme);
    form_check(_("Highlight row, column and box"), &s.highlight_row_column_box);
    form_check(_("Highlight equal digits and notes"), &s.highlight_equal_digits);
    int labels = int(s.board_labels);
    form_radio(_("Row and column labels:"), &labels,
               {{int(game::BoardLabels::None), _("None")},
                {int(game::BoardLabels::RowColumn), _("r1\xE2\x80\x93r9 and c1\xE2\x80\x93"
                                                      "c9")}});
    s.board_labels = game::BoardLabels(labels);
    int symbols = s.letters_above_nine ? 0 : 1;
    form_radio(_("Symbols above 9:"), &symbols, {{0, _("Letters A-G")}, {1, _("Numbers 10-16")}},
               {"", _("How 12x12 and 16x16 boards show the symbols 10 to 16 (the keys are A-G either way)")});
    s.letters_above_nine = symbols == 0;
    form_label(_("UI scale"));
    ImGui::SliderFloat("##ui_scale", &s.ui_scale, 0.75f, 2.0f, "%.2f");
    if (ImGui::IsItemDeactivatedAfterEdit()) app.fonts_dirty = true;
    ImGui::EndTable();
}

// Language: the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) or one of the shipped ones, each
// named in its own language; applied at once (the next frame's strings and font atlas).
void settings_language(game::Settings& s) {
    if (!begin_form("language")) return;
    static constexpr game::UiLanguage kChoices[] = {game::UiLanguage::System, game::UiLanguage::English,
                                                    game::UiLanguage::SimplifiedChinese,
                                                    game::UiLanguage::TraditionalChinese};
    auto name = [](game::UiLanguage language) -> std::string {
        if (language == game::UiLanguage::System) return _("System");
        for (const i18n::Language& l : i18n::languages())
            if (std::string_view(l.code) == language_code(language)) return l.native_name;
        return language_code(language);
    };
    form_label(_("Language"));
    if (ImGui::BeginCombo("###language", name(s.language).c_str())) {
        for (game::UiLanguage language : kChoices)
            if (ImGui::Selectable(name(language).c_str(), language == s.language)) s.language = language;
        ImGui::EndCombo();
    }
    ImGui::EndTable();
}

}  // namespace

void settings_window(App& app) {
    if (!app.windows[WindowId::Settings]) {
        if (app.settings_unsaved) app.save_settings();  // closed before a frame could save the change
        return;
    }
    centred_window(_("Settings"), &app.windows[WindowId::Settings], std::round(ImGui::GetFontSize() * 40));
    game::Settings s = app.settings;
    // "###": each tab's ID stays the same in every language (the one open stays open).
    if (ImGui::BeginTabBar("settings_tabs")) {
        const std::pair<const char*, const char*> kTabs[] = {{N_("Play"), "###play"},
                                                             {N_("Marks and keys"), "###marks"},
                                                             {N_("Hints"), "###hints"},
                                                             {N_("Look"), "###look"},
                                                             {N_("Language"), "###language_tab"}};
        for (int tab = 0; tab < 5; ++tab) {
            if (!ImGui::BeginTabItem((std::string(_(kTabs[tab].first)) + kTabs[tab].second).c_str())) continue;
            ImGui::Spacing();
            if (tab == 0) settings_play(s);
            if (tab == 1) settings_marks(s);
            if (tab == 2) settings_hints(s);
            if (tab == 3) settings_look(app, s);
            if (tab == 4) settings_language(s);
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    if (!(s == app.settings)) {
        if (s.theme != app.settings.theme) apply_style(s.theme, app.scale());
        app.change_settings(s);
    }
    if (app.settings_unsaved && !ImGui::IsAnyItemActive()) app.save_settings();  // not while a slider is dragged
    ImGui::End();
}

namespace {

// A table's lines between rows, drawn as one-pixel rectangles instead of ImGui's. ImGui draws them
// as anti-aliased lines, textured quads as long as the table is wide; under SDL's software renderer
// the two triangles of such a quad sample the line's texture a pixel apart, so each row line came
// out two pixels thick on the left half of the table and one on the right: the statistics tables'
// row lines broke in the middle (in their Given up column). Lines without anti-aliasing are no
// better there (thin quads at fractional columns vanish), but a filled rectangle on whole pixels
// is exact. For a table without ImGuiTableFlags_ScrollY (the rows are drawn in the window itself):
// BeginTable with kRowLinesBorders, row() after each TableNextRow, end() instead of EndTable.
constexpr ImGuiTableFlags kRowLinesBorders = ImGuiTableFlags_BordersV | ImGuiTableFlags_BordersOuterH;
struct RowLines {
    struct Line {
        float y;
        ImU32 colour;
    };
    std::vector<Line> lines;
    bool after_header = false;
    void header() { after_header = true; }  // after TableHeadersRow
    void row() {
        const ImGuiTable* table = ImGui::GetCurrentTable();
        if (table->CurrentRow == 0) return;  // the outer border is above the first row
        lines.push_back({std::floor(table->RowPosY1),
                         ImGui::GetColorU32(after_header ? ImGuiCol_TableBorderStrong : ImGuiCol_TableBorderLight)});
        after_header = false;
    }
    void end() {
        const ImGuiTable* table = ImGui::GetCurrentTable();
        const float x1 = std::floor(table->BorderX1), x2 = std::floor(table->BorderX2);
        ImGui::EndTable();
        ImDrawList* draw = ImGui::GetWindowDrawList();
        for (const Line& line : lines)  // inside the outer border (its pixels: x1 and x2 - 2)
            draw->AddRectFilled(ImVec2(x1 + 1, line.y), ImVec2(x2 - 2, line.y + 1), line.colour);
    }
};

// The techniques the statistics show (every one the player has met: needed, taught or practised),
// and the largest count among them, which the bars are drawn against.
struct ShownTechniques {
    std::vector<Technique> techniques;
    int most = 1;
};
ShownTechniques techniques_met(const game::Statistics& stats) {
    ShownTechniques out;
    for (int t = 0; t < kTechniqueCount; ++t) {
        const Technique technique = Technique(t);
        if (technique == Technique::Guess) continue;
        const game::TechniqueStats& of = stats.of(technique);
        if (of.needed == 0 && stats.taught[std::size_t(t)] == 0 && of.practice_won == 0) continue;
        out.techniques.push_back(technique);
        out.most = std::max({out.most, of.needed, stats.taught[std::size_t(t)]});
    }
    return out;
}

// The bars' colours: puzzles that needed a technique, hints that taught it.
ImU32 needed_bar_colour() {
    return ImGui::GetColorU32(ImGuiCol_PlotHistogram);
}
ImU32 taught_bar_colour() {
    return ImGui::GetColorU32(ImGuiCol_PlotLines);
}

// The legend: a swatch of each bar's colour before its column name.
void technique_legend() {
    auto swatch = [](ImU32 colour) {
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float side = ImGui::GetTextLineHeight() * 0.6f;
        const float y = at.y + (ImGui::GetTextLineHeight() - side) / 2;
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(at.x, y), ImVec2(at.x + side, y + side), colour);
        ImGui::Dummy(ImVec2(side, ImGui::GetTextLineHeight()));
        ImGui::SameLine();
    };
    swatch(needed_bar_colour());
    ImGui::TextUnformatted(_("puzzles that needed it"));
    ImGui::SameLine(0, ImGui::GetFontSize() * 1.5f);
    swatch(taught_bar_colour());
    ImGui::TextUnformatted(_("hints that taught it"));
}

// Two thin bars in a cell of the table, needed above taught, each against the largest count shown.
void technique_bars(int needed, int taught, int most, float bar_width) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float line = ImGui::GetTextLineHeight();
    const float bar = line * 0.4f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float y0 = at.y + line * 0.08f;
    if (needed > 0)
        draw->AddRectFilled(at, ImVec2(at.x + bar_width * float(needed) / float(most), y0 + bar), needed_bar_colour());
    if (taught > 0)
        draw->AddRectFilled(ImVec2(at.x, y0 + bar + line * 0.04f),
                            ImVec2(at.x + bar_width * float(taught) / float(most), y0 + 2 * bar + line * 0.04f),
                            taught_bar_colour());
    ImGui::Dummy(ImVec2(bar_width, line));
}

// One row per technique met: its name, the counts, the bars, practice results.
void technique_table(const game::Statistics& stats, const ShownTechniques& shown) {
    const float bar_width = ImGui::GetFontSize() * 8;
    // Up to ten rows in sight; more scroll under the header.
    constexpr std::size_t kRowsInSight = 10;
    const bool scroll = shown.techniques.size() > kRowsInSight;
    const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit |
                                  (scroll ? ImGuiTableFlags_ScrollY : ImGuiTableFlags_None);
    const float row = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
    if (!ImGui::BeginTable("techniques", 6, flags, ImVec2(0, scroll ? row * float(kRowsInSight + 1) : 0.0f))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* h : {N_("Technique"), N_("Needed"), N_("Hints"), "", N_("Practised"), N_("Median")})
        ImGui::TableSetupColumn(*h ? _(h) : "", 0, *h ? 0.0f : bar_width);
    ImGui::TableHeadersRow();
    for (Technique technique : shown.techniques) {
        const game::TechniqueStats& of = stats.of(technique);
        const int taught = stats.taught[std::size_t(technique)];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(i18n::tr(technique_list_name(technique)).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", of.needed);
        ImGui::TableNextColumn();
        ImGui::Text("%d", taught);
        ImGui::TableNextColumn();
        technique_bars(of.needed, taught, shown.most, bar_width);
        ImGui::TableNextColumn();
        ImGui::Text("%d", of.practice_won);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(of.practice_won ? clock_text(of.practice_median_ms()).c_str() : "-");
    }
    ImGui::EndTable();
}

// A suggestion to practise what hints had to teach most, with a button that starts the practice.
void practice_suggestion(App& app) {
    std::vector<Technique> practicable;
    for (const TechniqueInfo& info : technique_order())
        if (!needs_clues(info.technique)) practicable.push_back(info.technique);
    if (auto suggestion = app.stats.practice_suggestion(practicable)) {
        const std::string name = i18n::tr(technique_list_name(*suggestion));
        ImGui::TextWrapped(
            "%s",
            i18n::format(_("Hints had to teach you {technique} most: practise it?"), {{"technique", name}}).c_str());
        ImGui::SameLine();
        if (ImGui::Button(_("Practise"))) {
            app.windows[WindowId::Statistics] = false;
            start_practice(app, *suggestion);
        }
    }
}

// Statistics > techniques (issue #18): for each technique the player has met, how many solved
// puzzles needed it, how many hints taught it (a small bar chart of the two), and practice results;
// then a suggestion to practise what hints had to teach most.
void technique_statistics(App& app) {
    const ShownTechniques shown = techniques_met(app.stats);
    ImGui::TextUnformatted(_("Techniques"));
    if (shown.techniques.empty()) {
        ImGui::TextDisabled("%s", _("none yet: solved puzzles, hints and practice show here"));
        return;
    }
    technique_legend();
    technique_table(app.stats, shown);
    practice_suggestion(app);
}

}  // namespace

namespace {

// One row per level: started, won, abandoned, given up, best and average time, streaks.
void level_table(const char* id, const game::LevelTable& levels) {
    if (!ImGui::BeginTable(id, 9, kRowLinesBorders | ImGuiTableFlags_SizingFixedFit)) return;
    RowLines row_lines;
    for (const char* h : {N_("Level"), N_("Started"), N_("Won"), N_("Abandoned"), N_("Given up"), N_("Best"),
                          N_("Average"), N_("Streak"), N_("Best streak")})
        ImGui::TableSetupColumn(_(h));
    ImGui::TableHeadersRow();
    row_lines.header();
    for (int l = 0; l < kLevelCount; ++l) {
        const auto& st = levels[std::size_t(l)];
        ImGui::TableNextRow();
        row_lines.row();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr_level(Level(l)).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.games_started);
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.games_won);
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.games_abandoned);
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.games_given_up);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(st.games_won ? clock_text(st.best_ms).c_str() : "-");
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(st.games_won ? clock_text(st.average_ms()).c_str() : "-");
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.current_streak);
        ImGui::TableNextColumn();
        ImGui::Text("%d", st.best_streak);
    }
    row_lines.end();
}

}  // namespace

void statistics_window(App& app) {
    if (!app.windows[WindowId::Statistics]) return;
    centred_window(_("Statistics"), &app.windows[WindowId::Statistics]);
    // The classic 9x9 first, then every other shape and Killer played, each under its name.
    const bool other_shapes = std::any_of(app.stats.shapes.begin(), app.stats.shapes.end(), [](const auto& entry) {
        return parse_shape_params(entry.first).ok() &&
               std::any_of(entry.second.begin(), entry.second.end(),
                           [](const game::LevelStats& st) { return st.games_started > 0; });
    });
    if (other_shapes) ImGui::TextUnformatted(tr_phrase(tr_shape_name("9x9")).c_str());
    level_table("levels", app.stats.levels);
    for (const auto& [key, table] : app.stats.shapes) {
        const auto params = parse_shape_params(key);
        if (!params.ok()) continue;  // a shape this version does not know: kept in the file, not shown
        if (std::none_of(table.begin(), table.end(), [](const game::LevelStats& st) { return st.games_started > 0; }))
            continue;
        ImGui::Spacing();
        ImGui::TextUnformatted(tr_phrase(tr_shape_name(shape_display_name(params.value()))).c_str());
        level_table(("levels " + key).c_str(), table);
    }
    ImGui::Spacing();
    technique_statistics(app);
    ImGui::End();
}

void help_window(App& app) {
    if (!app.windows[WindowId::Keys]) return;
    centred_window(_("Keys"), &app.windows[WindowId::Keys]);
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) {
        for (const KeyRow& row : key_rows()) {  // key_bindings.cpp: the table the keys dispatch through
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(_(row.keys));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(_(row.what));
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

std::string state_text(const saves::SaveSummary& s) {
    std::string text;
    if (s.shape && !s.shape->is_classic()) {  // "6x6 · Easy, 40 %, ..."; 9x9 games as before
        text += tr_phrase(tr_shape_name(s.shape->display_name()));
        text += " \u00b7 ";
    }
    text += s.level ? tr_level(*s.level) : std::string(_("Puzzle"));
    text += ", ";
    text += std::to_string(s.progress_percent);
    text += " %, ";
    text += clock_text(s.elapsed_ms);
    text += ", ";
    std::string state(game::state_name(s.state));
    for (char& ch : state) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (state == "givenup") state = "given up";
    static constexpr const char* kStates[] = {N_("playing"), N_("paused"), N_("won"), N_("lost"), N_("given up")};
    for (const char* known : kStates)
        if (state == known) state = _(known);
    text += state;
    return text;
}

void error_tooltip(const std::string& error) {
    if (!ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 35.0f);
    ImGui::TextUnformatted(capped_message(error, 400).c_str());  // the store caps too; never a huge tooltip
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// The load dialog from the keys: Up and Down choose a slot, Enter loads it (a slot that cannot be
// read but keeps a readable previous save: that one, as its Previous button does), Delete asks to
// delete it.
void load_dialog_keys(App& app, std::string& to_load, std::string& to_restore) {
    if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || app.confirmation) return;
    const int last = int(app.saves.slots.size()) - 1;
    if (pressed(SDL_SCANCODE_DOWN)) app.load_cursor = std::min(app.load_cursor + 1, last);
    if (pressed(SDL_SCANCODE_UP)) app.load_cursor = std::max(app.load_cursor - 1, 0);
    const saves::SlotInfo& info = app.saves.slots[std::size_t(app.load_cursor)];
    if (pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER)) {
        if (info.summary)
            to_load = info.slot;
        else if (info.summary_read && info.has_backup)
            to_restore = info.slot;
    }
    if (pressed(SDL_SCANCODE_DELETE)) {
        Confirmation c;
        c.title = _("Delete this save?");
        c.text = i18n::format(_("The save in slot {slot} will be deleted."), {{"slot", info.slot}});
        c.confirm_label = _("Delete");
        c.keep_label = N_("Keep it");
        c.action = [&app, slot = info.slot] { app.delete_slot(slot); };
        app.confirmation = std::move(c);
    }
}

void load_dialog(App& app) {
    if (!app.windows[WindowId::Load]) return;
    // Summaries are read a few at a time (about 20 ms a frame), so a folder of large saves opens
    // at once and fills in as it reads.
    if (app.saves.store) {
        const std::uint64_t start = SDL_GetTicks64();
        for (auto& info : app.saves.slots) {
            if (info.summary_read) continue;
            if (SDL_GetTicks64() - start > 20) break;
            app.saves.store->read_summary(info);
        }
    }
    centred_window(_("Load a game"), &app.windows[WindowId::Load], std::round(680 * app.scale()));
    if (app.saves.slots.empty()) ImGui::TextDisabled("%s", _("No saved games yet."));
    if (!app.saves.slots.empty() && ImGui::BeginTable("slots", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn(_("Slot"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(_("Game"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(_("Saved"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        std::string to_load, to_delete, to_restore;
        if (ImGui::IsWindowAppearing()) app.load_cursor = 0;
        app.load_cursor = std::clamp(app.load_cursor, 0, int(app.saves.slots.size()) - 1);
        for (const auto& info : app.saves.slots) {
            ImGui::PushID(info.slot.c_str());
            ImGui::TableNextRow();
            if (&info == &app.saves.slots[std::size_t(app.load_cursor)])  // the row the keys act on
                ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ImGui::GetColorU32(ImGuiCol_HeaderActive));
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(info.slot.c_str());
            ImGui::TableNextColumn();
            if (!info.summary_read) {
                ImGui::TextDisabled("%s", _("reading..."));
                ImGui::TableNextColumn();
            } else if (info.summary) {
                ImGui::TextWrapped("%s", state_text(*info.summary).c_str());  // wraps, never cut
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(local_time_text(std::min(info.summary->saved_at, info.modified_at)).c_str());
            } else {
                // The reason can be long: one line here, the rest on hover.
                ImGui::PushTextWrapPos(0.0f);  // wraps in its column, never cut
                ImGui::TextColored(colour(palette(app.settings.theme).flagged_digit), "%s",
                                   _("cannot be read (why: hover)"));
                ImGui::PopTextWrapPos();
                error_tooltip(info.error_phrase.format ? capped_message(tr_phrase(info.error_phrase))
                                                       : tr_message(info.error));
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(local_time_text(info.modified_at).c_str());
            }
            ImGui::TableNextColumn();
            ImGui::BeginDisabled(!info.summary);
            if (ImGui::SmallButton(_("Load"))) to_load = info.slot;
            ImGui::EndDisabled();
            if (info.has_backup) {
                ImGui::SameLine();
                if (ImGui::SmallButton(_("Previous"))) to_restore = info.slot;
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", _("Restore the previous save of this slot"));
            }
            ImGui::SameLine();
            if (ImGui::SmallButton(_("Delete"))) to_delete = info.slot;
            ImGui::PopID();
        }
        ImGui::EndTable();
        load_dialog_keys(app, to_load, to_restore);
        if (!to_load.empty()) app.load_from(to_load);
        if (!to_restore.empty()) app.restore_backup(to_restore);
        if (!to_delete.empty()) app.delete_slot(to_delete);
    }
    if (!app.saves.set_aside_files.empty()) {
        ImGui::Spacing();
        ImGui::TextUnformatted(_("Set aside (files the game could not read, kept as they were):"));
        for (const std::string& name : app.saves.set_aside_files) ImGui::BulletText("%s", name.c_str());
        if (app.saves.store) ImGui::TextDisabled(_("in %s"), app.saves.store->dir().string().c_str());
    }
    ImGui::End();
}

// At start: Enter (or Esc, which everywhere means "keep playing") resumes, N starts a new game and
// counts the one offered as abandoned.
void resume_prompt(App& app) {
    if (!app.windows[WindowId::Resume] || !app.saves.resumable || !app.saves.resumable->summary || !app.notices.empty())
        return;
    if (!begin_modal((std::string(_("Resume?")) + "###resume").c_str())) return;
    if (app.saves.resumable_backup)  // the autosave could not be read: the one before it, by name
        wrapped(i18n::format(_("The autosave could not be read. Resume the game in {file}, the autosave before it?"),
                             {{"file", app.saves.resumable->path.filename().string()}}));
    else
        ImGui::TextUnformatted(_("Resume your last game?"));
    ImGui::TextDisabled("%s", state_text(*app.saves.resumable->summary).c_str());
    ImGui::TextDisabled(
        _("saved %s"),
        local_time_text(std::min(app.saves.resumable->summary->saved_at, app.saves.resumable->modified_at)).c_str());
    ImGui::Spacing();
    bool resume = ImGui::Button(_("Resume (Enter)"));
    ImGui::SetItemDefaultFocus();
    ImGui::SameLine();
    bool fresh = ImGui::Button(_("New game (N)"));
    const bool fresh_chosen = ImGui::IsItemFocused();  // by the arrows or Tab: Enter starts a new game
    const bool enter = pressed(SDL_SCANCODE_RETURN) || pressed(SDL_SCANCODE_KP_ENTER);
    resume = resume || (enter && !fresh_chosen) || pressed(SDL_SCANCODE_ESCAPE);
    fresh = !resume && (fresh || pressed(SDL_SCANCODE_N) || (enter && fresh_chosen));
    if (resume || fresh) ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    if (resume || fresh) app.windows[WindowId::Resume] = false;
    if (resume && app.saves.resumable_backup) app.restore_backup(app.saves.resumable->slot);
    if (resume && !app.saves.resumable_backup) app.load_from(app.saves.resumable->slot);
    if (fresh) {
        app.abandon_resumable();
        app.new_game(app.session.level);
    }
}

void about_window(App& app) {
    if (!app.windows[WindowId::About]) return;
    centred_window(_("About Sudoku"), &app.windows[WindowId::About]);
    ImGui::Text(_("Sudoku %s"), SUDOKU_VERSION);
    ImGui::TextUnformatted(_("A Sudoku game whose hints teach. SDL2 + Dear ImGui."));
    ImGui::End();
}
}  // namespace

// While a new puzzle is made on its worker thread (a slow level): what is being made, for how
// long, and a way out. Modal, so the game behind it takes no clicks meanwhile.
void pending_dialog(App& app) {
    if (!app.pending) return;
    if (!begin_modal((std::string(_("Making a puzzle")) + "###pending").c_str())) return;
    const ShapeGenerateOptions& o = app.pending->options;
    const double seconds = app.clock ? double(app.clock() - app.pending->started_ms) / 1000.0 : 0.0;
    char elapsed[32];
    std::snprintf(elapsed, sizeof elapsed, "%.1f", seconds < 0 ? 0.0 : seconds);
    wrapped(i18n::format(_("Making a new {level} puzzle ({shape}): {seconds} s so far."),
                         {{"level", tr_level(o.level)},
                          {"shape", tr_phrase(tr_shape_name(shape_display_name(o.params)))},
                          {"seconds", elapsed}}));
    ImGui::Spacing();
    if (ImGui::Button(_("Cancel (Esc)###cancel"))) app.cancel_pending();
    ImGui::EndPopup();
}

void draw_dialogs(App& app) {
    win_dialog(app);
    settings_window(app);
    statistics_window(app);
    help_window(app);
    about_window(app);
    load_dialog(app);
    import_dialog(app);
    share_dialog(app);
    print_dialog(app);
    // Modal, in order of precedence: one shows at a time.
    notices_dialog(app);
    confirmation_dialog(app);
    lost_dialog(app);
    resume_prompt(app);
    pending_dialog(app);
}

}  // namespace sudoku::ui
