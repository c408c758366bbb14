// Everything ImGui draws each frame: fonts and style, the menu bar, the board, the side panel and
// the dialogs. Reads the App and calls its actions; owns no state of its own.
#include <cmath>
#include <ctime>
#include <filesystem>

#include <imgui.h>

#include "engine/logic/step.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "game/ui/app.hpp"
#include "game/ui/exchange.hpp"
#include "saves/save_format.hpp"

namespace sudoku::ui {

void centred_window(const char* title, bool* open, float width) {
    if (width > 0) ImGui::SetNextWindowSize(ImVec2(width, 0), ImGuiCond_Always);
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::Begin(title, open,
                 width > 0 ? ImGuiWindowFlags_NoCollapse : ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
}

namespace {

constexpr const char* kFontDir = "/usr/share/fonts/truetype/dejavu/";

ImFont* add_font(const char* file, float pixels, const ImWchar* ranges = nullptr) {
    std::string path = std::string(kFontDir) + file;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return nullptr;
    return ImGui::GetIO().Fonts->AddFontFromFileTTF(path.c_str(), pixels, nullptr, ranges);
}

ImVec4 colour(std::uint32_t c) {
    return ImVec4(((c >> 16) & 0xFF) / 255.0f, ((c >> 8) & 0xFF) / 255.0f, (c & 0xFF) / 255.0f, 1.0f);
}

const BoardTheme& theme_of(const App& app) {
    return palette(app.settings.theme);
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

void today(int& year, int& month, int& day) {
    std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    year = utc.tm_year + 1900, month = utc.tm_mon + 1, day = utc.tm_mday;
}

void menu_bar(App& app) {
    if (!ImGui::BeginMainMenuBar()) return;
    if (ImGui::BeginMenu("Game")) {
        if (ImGui::BeginMenu("New")) {
            for (int l = 0; l < kLevelCount; ++l)
                if (ImGui::MenuItem(std::string(level_name(Level(l))).c_str(), l == int(app.level) ? "Ctrl+N" : nullptr))
                    app.new_game(Level(l));
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("Daily")) {
            int y, m, d;
            today(y, m, d);
            for (int l = 0; l < kLevelCount; ++l)
                if (ImGui::MenuItem(std::string(level_name(Level(l))).c_str())) app.new_daily(Level(l), y, m, d);
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Restart", nullptr, false, app.game.has_value())) app.restart();
        ImGui::Separator();
        if (ImGui::BeginMenu("Save", app.store.has_value() && app.game.has_value())) {
            if (ImGui::MenuItem("Quick-save", "Ctrl+S")) app.save_to(saves::kQuicksaveSlot);
            for (int slot = 1; slot <= 9; ++slot) {
                std::string label = "Slot " + std::to_string(slot);
                if (ImGui::MenuItem(label.c_str())) app.save_to(std::to_string(slot));
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Load...", "Ctrl+O", false, app.store.has_value())) app.open_load_dialog();
        ImGui::Separator();
        if (ImGui::MenuItem("Import...", "Ctrl+I")) app.show_import = true;
        if (ImGui::MenuItem("Enter a puzzle")) app.begin_custom_entry();
        if (ImGui::MenuItem("Share...", "Ctrl+E", false, app.game.has_value())) app.show_share = true;
        if (ImGui::MenuItem("Copy puzzle", "Ctrl+C", false, app.game.has_value()))
            ImGui::SetClipboardText(app.puzzle_line().c_str());
        ImGui::Separator();
        if (ImGui::MenuItem("Settings")) app.show_settings = true;
        if (ImGui::MenuItem("Statistics")) app.show_statistics = true;
        ImGui::Separator();
        if (ImGui::MenuItem("Quit", "Ctrl+Q")) app.quit_requested = true;
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help")) {
        if (ImGui::MenuItem("Keys", "F1")) app.show_help = true;
        if (ImGui::MenuItem("About")) app.show_about = true;
        ImGui::EndMenu();
    }
    ImGui::EndMainMenuBar();
}

BoardView board_view(const App& app) {
    BoardView view;
    if (app.editor) {
        view.grid = *app.editor;
        view.selected = app.selected;
        view.flagged = conflicting_cells(app.editor->digits());
        return view;
    }
    if (!app.game) return view;
    const game::Game& g = *app.game;
    view.grid = g.grid();
    for (int cell = 0; cell < kCells; ++cell) view.notes[cell] = g.notes(cell);
    view.selected = app.selected;
    view.highlight_houses = app.settings.highlight_row_column_box;
    view.highlight_equal = app.settings.highlight_equal_digits;
    view.flagged = g.flagged_cells();
    view.hidden = g.state() == game::GameState::Paused;
    if (app.hint && app.hint->step && app.hint_level >= 2) view.hint = &*app.hint->step;
    if (app.hint && app.hint->step && !app.hint->step->houses.empty()) view.hint_house = app.hint->step->houses.front();
    return view;
}

void board(App& app, ImVec2 size) {
    ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("board", size, ImGuiButtonFlags_MouseButtonLeft);
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const BoardTheme& theme = theme_of(app);
    app.last_layout = layout_board(origin.x, origin.y, origin.x + size.x, origin.y + size.y, app.scale());
    if (clicked) {
        ImVec2 mouse = ImGui::GetIO().MousePos;
        int cell = app.last_layout.cell_at(mouse.x, mouse.y);
        if (cell >= 0) app.select(cell);
    }
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw_board(draw, app.last_layout, board_view(app), app.fonts.digits, theme);
    if (app.game && app.game->state() == game::GameState::Paused) {
        const char* text = "Paused";
        ImFont* font = app.fonts.large ? app.fonts.large : ImGui::GetFont();
        float font_size = font->FontSize * 1.6f;
        ImVec2 extent = font->CalcTextSizeA(font_size, 1e9f, 0.0f, text);
        const BoardLayout& l = app.last_layout;
        draw->AddText(font, font_size, ImVec2(std::round(l.x + (l.size - extent.x) / 2), std::round(l.y + (l.size - extent.y) / 2)),
                      ImGui::ColorConvertFloat4ToU32(colour(theme.text)), text);
    }
}

// Counts of each digit still to place (9 minus how many are on the board).
std::array<int, kDigits + 1> remaining(const App& app) {
    std::array<int, kDigits + 1> left{};
    left.fill(kSide);
    if (app.game)
        for (int cell = 0; cell < kCells; ++cell) --left[app.game->grid().digit(cell)];
    return left;
}

void side_panel(App& app) {
    if (app.editor) return editor_panel(app);
    const float s = app.scale();
    if (!app.game) {
        ImGui::TextWrapped("Choose Game > New to start.");
        return;
    }
    game::Game& g = *app.game;
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    if (app.settings.show_timer)
        ImGui::TextUnformatted(clock_text(g.elapsed_ms()).c_str());
    else
        ImGui::TextUnformatted("--:--");
    // The whole panel width, so a wider time (9:59 -> 10:00) stays inside the redrawn strip.
    app.clock_rect = {ImGui::GetWindowPos().x, ImGui::GetItemRectMin().y,
                      ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetItemRectMax().y};
    ImGui::PopFont();
    ImGui::TextDisabled("%s", app.puzzle_origin.c_str());
    ImGui::Spacing();
    const bool paused = g.state() == game::GameState::Paused;
    if (ImGui::Button(paused ? "Resume (P)" : "Pause (P)", ImVec2(-1, 0))) app.toggle_pause();
    ImGui::Spacing();

    // Number pad: left click places, right click toggles a note; the count is what is left.
    const auto left = remaining(app);
    const float pad = std::floor((ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3);
    for (int d = 1; d <= kDigits; ++d) {
        ImGui::PushID(d);
        char label[24];
        std::snprintf(label, sizeof label, "%d\n%d left", d, left[d]);
        ImGui::BeginDisabled(left[d] <= 0);
        if (ImGui::Button(label, ImVec2(pad, pad * 0.8f))) app.press_digit(d, false);
        if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) app.press_digit(d, true);
        ImGui::EndDisabled();
        ImGui::PopID();
        if (d % 3 != 0) ImGui::SameLine();
    }
    ImGui::Spacing();
    const float half = std::floor((ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2);
    if (ImGui::Button("Erase (Del)", ImVec2(half, 0))) app.erase();
    ImGui::SameLine();
    ImGui::Checkbox("Notes (N)", &app.notes_mode);
    ImGui::BeginDisabled(!g.can_undo());
    if (ImGui::Button("Undo", ImVec2(half, 0))) app.undo();
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!g.can_redo());
    if (ImGui::Button("Redo", ImVec2(half, 0))) app.redo();
    ImGui::EndDisabled();
    if (ImGui::Button("Auto-notes", ImVec2(half, 0))) app.auto_notes();
    ImGui::SameLine();
    if (ImGui::Button("Check", ImVec2(half, 0))) app.check();
    if (ImGui::Button("Mark branch", ImVec2(half, 0))) app.mark();
    ImGui::SameLine();
    ImGui::BeginDisabled(g.marks().empty());
    char back[40];
    std::snprintf(back, sizeof back, "Return (%d)", g.marks().empty() ? 0 : g.moves_since_mark(int(g.marks().size()) - 1));
    if (ImGui::Button(back, ImVec2(half, 0))) app.return_to_mark();
    ImGui::EndDisabled();
    if (ImGui::Button("Rewind to first mistake", ImVec2(-1, 0))) app.rewind_to_first_mistake();
    ImGui::Spacing();
    static constexpr const char* kHintLabels[] = {"Hint (H)", "Hint: show evidence (H)", "Hint: apply it (H)",
                                                  "Hint (H)"};
    if (ImGui::Button(kHintLabels[std::min(app.hint_level, 3)], ImVec2(-1, 0))) app.ask_hint();
    ImGui::TextDisabled("Hints used: %d", g.hints_used());
    if (g.settings().mistakes_mode == game::MistakesMode::Highlight) {
        if (g.settings().mistake_limit > 0)
            ImGui::TextDisabled("Mistakes: %d of %d", g.mistakes_made(), g.settings().mistake_limit);
        else
            ImGui::TextDisabled("Mistakes: %d", g.mistakes_made());
    }
    (void)s;
}

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
                ImGui::TextColored(colour(theme_of(app).flagged_digit), "damaged (hover for why)");
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

Fonts load_fonts(float scale) {
    Fonts fonts;
    fonts.ui = add_font("DejaVuSans.ttf", std::round(17.0f * scale));
    if (!fonts.ui) fonts.ui = ImGui::GetIO().Fonts->AddFontDefault();
    fonts.large = add_font("DejaVuSans-Bold.ttf", std::round(28.0f * scale));
    // Only the digits are baked at board size, so the atlas stays small.
    static const ImWchar kDigitRange[] = {'0', '9', 0};
    fonts.digits = add_font("DejaVuSans.ttf", std::round(72.0f * scale), kDigitRange);
    return fonts;
}

void apply_style(game::Theme theme, float scale) {
    const BoardTheme& t = palette(theme);
    ImGuiStyle style;
    if (theme == game::Theme::Dark)
        ImGui::StyleColorsDark(&style);
    else
        ImGui::StyleColorsLight(&style);
    style.Colors[ImGuiCol_WindowBg] = colour(t.window_background);
    style.FrameRounding = 4.0f;
    style.WindowRounding = 6.0f;
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

void draw_frame(App& app) {
    menu_bar(app);
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(viewport->WorkSize, ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("Main", nullptr, kFlags)) {
        const float panel = std::round(250.0f * app.scale());
        const float gap = ImGui::GetStyle().ItemSpacing.x * 2;
        ImVec2 avail = ImGui::GetContentRegionAvail();
        // Below the board, four lines for messages and hint sentences: a long chain's sentence
        // wraps and scrolls there rather than widening the board's column and pushing the panel away.
        const float spacing = ImGui::GetStyle().ItemSpacing.y;
        const float message_height = 4 * ImGui::GetTextLineHeight() + spacing;
        // The board is square: as large as fits beside the panel; board and panel are centred
        // together so a wide window leaves equal margins, not a gap between them.
        const float side = std::max(1.0f, std::min(avail.x - panel - gap, avail.y - message_height - spacing));
        ImVec2 board_size(side, side);
        const float margin = std::floor(std::max(0.0f, avail.x - side - gap - panel) / 2);
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + margin);
        ImGui::BeginGroup();
        board(app, board_size);
        ImGui::BeginChild("message", ImVec2(side, message_height), false);
        ImGui::PushTextWrapPos(0.0f);  // wrap at the board's width
        ImGui::TextUnformatted(app.message.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndChild();
        ImGui::EndGroup();
        ImGui::SameLine(0.0f, gap);
        ImGui::BeginChild("panel", ImVec2(panel, 0), false);
        side_panel(app);
        ImGui::EndChild();
    }
    ImGui::End();
    ImGui::PopStyleVar(2);
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
