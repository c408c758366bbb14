// Everything ImGui draws each frame in the main window: fonts and style, the menu bar, the board
// and the side panel (the dialogs are in dialogs.cpp). Reads the App and calls its actions.
#include <cmath>
#include <ctime>
#include <filesystem>

#include <imgui.h>

#include "engine/logic/step.hpp"
#include "engine/notation.hpp"
#include "engine/rules.hpp"
#include "game/ui/app.hpp"
#include "game/ui/dialogs.hpp"
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
    const BoardTheme& theme = palette(app.settings.theme);
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
    draw_dialogs(app);
}

}  // namespace sudoku::ui
