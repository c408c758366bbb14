#include "game/ui/app.hpp"

#include <filesystem>

#include <SDL.h>
#include <imgui.h>

#include "game/ui/board_view.hpp"

namespace sudoku::ui {

namespace {

constexpr const char* kFontDir = "/usr/share/fonts/truetype/dejavu/";

ImFont* add_font(const char* file, float pixels, const ImWchar* ranges = nullptr) {
    std::string path = std::string(kFontDir) + file;
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return nullptr;
    return ImGui::GetIO().Fonts->AddFontFromFileTTF(path.c_str(), pixels, nullptr, ranges);
}

}  // namespace

Fonts load_fonts(float scale) {
    Fonts fonts;
    fonts.ui = add_font("DejaVuSans.ttf", 17.0f * scale);
    if (!fonts.ui) fonts.ui = ImGui::GetIO().Fonts->AddFontDefault();
    // Only the digits are baked at board size, so the atlas stays small.
    static const ImWchar kDigitRange[] = {'0', '9', 0};
    fonts.digits = add_font("DejaVuSans.ttf", 96.0f * scale, kDigitRange);
    return fonts;
}

void apply_style(float scale) {
    ImGui::StyleColorsLight();
    ImGuiStyle& style = ImGui::GetStyle();
    const std::uint32_t bg = kDefaultTheme.window_background;
    style.Colors[ImGuiCol_WindowBg] = ImVec4(((bg >> 16) & 0xFF) / 255.0f, ((bg >> 8) & 0xFF) / 255.0f,
                                             (bg & 0xFF) / 255.0f, 1.0f);
    style.ScaleAllSizes(scale);
}

void handle_event(App& app, const SDL_Event& event) {
    if (event.type == SDL_KEYDOWN && (event.key.keysym.mod & KMOD_CTRL) && event.key.keysym.sym == SDLK_q)
        app.quit_requested = true;
}

void draw_frame(App& app) {
    if (ImGui::BeginMainMenuBar()) {
        if (ImGui::BeginMenu("Game")) {
            if (ImGui::MenuItem("Quit", "Ctrl+Q")) app.quit_requested = true;
            ImGui::EndMenu();
        }
        if (ImGui::BeginMenu("Help")) {
            if (ImGui::MenuItem("About")) app.show_about = true;
            ImGui::EndMenu();
        }
        ImGui::EndMainMenuBar();
    }

    // The board fills the rest of the viewport, in one undecorated window.
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(viewport->WorkSize, ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("Board", nullptr, kFlags)) {
        ImVec2 origin = ImGui::GetCursorScreenPos();
        ImVec2 avail = ImGui::GetContentRegionAvail();
        if (avail.x >= 1.0f && avail.y >= 1.0f) {
            ImGui::InvisibleButton("board", avail);
            BoardLayout layout = layout_board(origin.x, origin.y, origin.x + avail.x, origin.y + avail.y, app.scale);
            draw_board(ImGui::GetWindowDrawList(), layout, app.grid, app.fonts.digits);
        }
    }
    ImGui::End();
    ImGui::PopStyleVar(2);

    if (app.show_about) {
        ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
        if (ImGui::Begin("About Sudoku", &app.show_about, ImGuiWindowFlags_AlwaysAutoResize)) {
            ImGui::Text("Sudoku %s", SUDOKU_VERSION);
            ImGui::TextUnformatted("A Sudoku game and engine. SDL2 + Dear ImGui.");
        }
        ImGui::End();
    }
}

}  // namespace sudoku::ui
