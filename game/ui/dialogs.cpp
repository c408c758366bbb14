// The game's dialogs: each reads the App and calls its actions; none owns game state.
#include "game/ui/dialogs.hpp"

#include <cmath>
#include <ctime>

#include "engine/logic/step.hpp"
#include "engine/notation.hpp"
#include "game/ui/app.hpp"
#include "game/ui/exchange.hpp"
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

void win_dialog(App& app) {
    if (!app.show_win || !app.game) return;
    centred_window("Solved!", &app.show_win);
    const auto& best = app.stats.at(app.level);
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::Text("Solved in %s", clock_text(app.game->elapsed_ms()).c_str());
    ImGui::PopFont();
    ImGui::Text("%s", app.puzzle_origin.c_str());
    ImGui::Text("Level: %s", std::string(level_name(app.level)).c_str());
    if (best.best_ms > 0) ImGui::Text("Personal best: %s", clock_text(best.best_ms).c_str());
    ImGui::Text("Hints used: %d", app.game->hints_used());
    ImGui::Spacing();
    if (ImGui::Button("New game")) app.new_game(app.level);
    ImGui::SameLine();
    if (ImGui::Button("Close")) app.show_win = false;
    ImGui::End();
}

void settings_window(App& app) {
    static bool settings_dirty = false;
    if (!app.show_settings) return;
    centred_window("Settings", &app.show_settings);
    game::Settings s = app.settings;
    ImGui::Checkbox("Highlight row, column and box", &s.highlight_row_column_box);
    ImGui::Checkbox("Highlight equal digits and notes", &s.highlight_equal_digits);
    ImGui::Checkbox("Show conflicts", &s.show_conflicts);
    bool mistakes = s.mistakes_mode == game::MistakesMode::Highlight;
    ImGui::Checkbox("Show mistakes (compare with the solution)", &mistakes);
    s.mistakes_mode = mistakes ? game::MistakesMode::Highlight : game::MistakesMode::Off;
    ImGui::BeginDisabled(!mistakes);
    ImGui::SliderInt("Mistake limit (0 = none)", &s.mistake_limit, 0, 10);
    ImGui::EndDisabled();
    ImGui::SliderInt("Hint limit (0 = none)", &s.hint_limit, 0, 20);
    ImGui::Checkbox("Remove notes when placing a digit", &s.auto_remove_notes);
    ImGui::Checkbox("Show timer", &s.show_timer);
    ImGui::Checkbox("Pause when the window loses focus", &s.pause_when_unfocused);
    int theme = int(s.theme);
    ImGui::RadioButton("Light", &theme, 0);
    ImGui::SameLine();
    ImGui::RadioButton("Dark", &theme, 1);
    s.theme = game::Theme(theme);
    ImGui::SliderFloat("UI scale", &s.ui_scale, 0.75f, 2.0f, "%.2f");
    if (ImGui::IsItemDeactivatedAfterEdit()) app.fonts_dirty = true;
    if (!(s == app.settings)) {
        if (s.theme != app.settings.theme) apply_style(s.theme, app.scale());
        app.settings = s;
        if (app.game) app.game->set_settings(s);
        settings_dirty = true;
    }
    if (settings_dirty && !ImGui::IsAnyItemActive()) {  // not while a slider is being dragged
        app.save_settings();
        settings_dirty = false;
    }
    ImGui::End();
}

void statistics_window(App& app) {
    if (!app.show_statistics) return;
    centred_window("Statistics", &app.show_statistics);
    if (ImGui::BeginTable("levels", 7, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
        for (const char* h : {"Level", "Started", "Won", "Best", "Average", "Streak", "Best streak"})
            ImGui::TableSetupColumn(h);
        ImGui::TableHeadersRow();
        for (int l = 0; l < kLevelCount; ++l) {
            const auto& st = app.stats.at(Level(l));
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(std::string(level_name(Level(l))).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d", st.games_started);
            ImGui::TableNextColumn();
            ImGui::Text("%d", st.games_won);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(st.games_won ? clock_text(st.best_ms).c_str() : "-");
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(st.games_won ? clock_text(st.average_ms()).c_str() : "-");
            ImGui::TableNextColumn();
            ImGui::Text("%d", st.current_streak);
            ImGui::TableNextColumn();
            ImGui::Text("%d", st.best_streak);
        }
        ImGui::EndTable();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted("Techniques hints have taught:");
    bool any = false;
    for (int t = 0; t < kTechniqueCount; ++t) {
        if (app.stats.taught[t] == 0) continue;
        any = true;
        ImGui::BulletText("%s: %d", std::string(technique_name(Technique(t))).c_str(), app.stats.taught[t]);
    }
    if (!any) ImGui::TextDisabled("none yet");
    ImGui::End();
}

void help_window(App& app) {
    if (!app.show_help) return;
    centred_window("Keys", &app.show_help);
    static constexpr const char* kKeys[][2] = {
        {"Arrows, WASD, J K L", "move the selection"},
        {"1-9", "place a digit (a note in notes mode)"},
        {"Shift+1-9", "toggle a note"},
        {"0, Delete, Backspace", "erase"},
        {"N", "notes mode on/off"},
        {"H", "hint: technique, then evidence, then apply"},
        {"Space, P", "pause / resume"},
        {"Ctrl+Z / Ctrl+Y, Ctrl+Shift+Z", "undo / redo"},
        {"Ctrl+N", "new game at the same level"},
        {"Ctrl+C / Ctrl+V", "copy the puzzle / paste a puzzle (any format)"},
        {"Ctrl+I / Ctrl+E", "import a puzzle / share this one"},
        {"Ctrl+S / Ctrl+O", "quick-save / load"},
        {"Esc", "hide the hint"},
        {"F1", "this window"},
        {"Ctrl+Q", "quit"},
        {"Mouse", "click a cell to select; click a pad digit to place, right-click for a note"},
    };
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) {
        for (const auto& row : kKeys) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row[0]);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row[1]);
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

std::string state_text(const saves::SaveSummary& s) {
    std::string text = s.level ? std::string(level_name(*s.level)) : std::string("Puzzle");
    text += ", ";
    text += std::to_string(s.progress_percent);
    text += " %, ";
    text += clock_text(s.elapsed_ms);
    text += ", ";
    text += game::state_name(s.state);
    return text;
}

void load_dialog(App& app) {
    if (!app.show_load) return;
    centred_window("Load a game", &app.show_load, std::round(640 * app.scale()));
    if (app.slots.empty()) ImGui::TextDisabled("No saved games yet.");
    if (!app.slots.empty() &&
        ImGui::BeginTable("slots", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("Slot", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("Game", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Saved (UTC)", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        std::string to_load, to_delete;
        for (const auto& info : app.slots) {
            ImGui::PushID(info.slot.c_str());
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(info.slot.c_str());
            ImGui::TableNextColumn();
            if (info.summary) {
                ImGui::TextUnformatted(state_text(*info.summary).c_str());
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(saves::format_timestamp(info.summary->saved_at).c_str());
            } else {
                // The reason can be long: one line here, all of it on hover.
                ImGui::TextColored(colour(palette(app.settings.theme).flagged_digit), "damaged (hover for why)");
                if (ImGui::IsItemHovered()) {
                    ImGui::BeginTooltip();
                    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 35.0f);
                    ImGui::TextUnformatted(info.error.c_str());
                    ImGui::PopTextWrapPos();
                    ImGui::EndTooltip();
                }
                ImGui::TableNextColumn();
            }
            ImGui::TableNextColumn();
            ImGui::BeginDisabled(!info.summary);
            if (ImGui::SmallButton("Load")) to_load = info.slot;
            ImGui::EndDisabled();
            ImGui::SameLine();
            if (ImGui::SmallButton("Delete")) to_delete = info.slot;
            ImGui::PopID();
        }
        ImGui::EndTable();
        if (!to_load.empty()) app.load_from(to_load);
        if (!to_delete.empty()) app.delete_slot(to_delete);
    }
    ImGui::End();
}

void resume_prompt(App& app) {
    if (!app.show_resume || !app.resumable || !app.resumable->summary) return;
    ImGui::OpenPopup("Resume?");
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::BeginPopupModal("Resume?", nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::TextUnformatted("Resume your last game?");
        ImGui::TextDisabled("%s", state_text(*app.resumable->summary).c_str());
        ImGui::TextDisabled("saved %s", saves::format_timestamp(app.resumable->summary->saved_at).c_str());
        ImGui::Spacing();
        if (ImGui::Button("Resume")) {
            app.load_from(app.resumable->slot);
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ImGui::Button("New game")) {
            app.show_resume = false;
            app.new_game(app.level);
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

void about_window(App& app) {
    if (!app.show_about) return;
    centred_window("About Sudoku", &app.show_about);
    ImGui::Text("Sudoku %s", SUDOKU_VERSION);
    ImGui::TextUnformatted("A Sudoku game whose hints teach. SDL2 + Dear ImGui.");
    ImGui::End();
}
}  // namespace

void draw_dialogs(App& app) {
    win_dialog(app);
    settings_window(app);
    statistics_window(app);
    help_window(app);
    about_window(app);
    load_dialog(app);
    import_dialog(app);
    share_dialog(app);
    resume_prompt(app);
}

}  // namespace sudoku::ui
