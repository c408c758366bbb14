#include "game/ui/welcome.hpp"

#include <cmath>
#include <string>

#include <SDL.h>
#include <imgui.h>

#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

bool reachable(int shape, Level level) {
    return (new_shapes()[std::size_t(shape)].levels >> int(level)) & 1u;
}

// The level itself when the board reaches it, else the nearest one it reaches (the easier first).
Level nearest_reachable(int shape, Level level) {
    for (int step = 0; step < kLevelCount; ++step) {
        if (int(level) - step >= 0 && reachable(shape, Level(int(level) - step))) return Level(int(level) - step);
        if (int(level) + step < kLevelCount && reachable(shape, Level(int(level) + step)))
            return Level(int(level) + step);
    }
    return level;
}

void start(App& app) {
    Welcome& w = app.welcome;
    app.windows[WindowId::Welcome] = false;
    app.saves.first_run = false;
    app.save_settings();  // the settings file marks the welcome as seen
    const auto params = parse_shape_params(new_shapes()[std::size_t(w.shape)].params).value();
    app.new_shape_game(params, w.level);
}

// Up and Down choose the board, Left and Right the level, Enter (or Esc) starts.
bool keys(App& app) {
    Welcome& w = app.welcome;
    if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || ImGui::IsWindowAppearing()) return false;
    const int shapes = int(new_shapes().size());
    if (ImGui::IsKeyPressed(SDL_SCANCODE_UP)) w.shape = (w.shape + shapes - 1) % shapes;
    if (ImGui::IsKeyPressed(SDL_SCANCODE_DOWN)) w.shape = (w.shape + 1) % shapes;
    int level = int(w.level);
    if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT))
        for (int l = level - 1; l >= 0; --l)
            if (reachable(w.shape, Level(l))) {
                level = l;
                break;
            }
    if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT))
        for (int l = level + 1; l < kLevelCount; ++l)
            if (reachable(w.shape, Level(l))) {
                level = l;
                break;
            }
    w.level = nearest_reachable(w.shape, Level(level));
    return ImGui::IsKeyPressed(SDL_SCANCODE_RETURN, false) || ImGui::IsKeyPressed(SDL_SCANCODE_KP_ENTER, false) ||
           ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false);
}

// The boards and the levels side by side, as two lists.
void choices(App& app) {
    Welcome& w = app.welcome;
    if (!ImGui::BeginTable("choices", 2, ImGuiTableFlags_SizingStretchSame)) return;
    ImGui::TableSetupColumn(_("Board"));
    ImGui::TableSetupColumn(_("Level"));
    ImGui::TableHeadersRow();
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const auto shapes = new_shapes();
    for (int i = 0; i < int(shapes.size()); ++i)
        if (ImGui::Selectable((std::string(_(shapes[std::size_t(i)].label)) + "##board" + std::to_string(i)).c_str(),
                              w.shape == i)) {
            w.shape = i;
            w.level = nearest_reachable(i, w.level);
        }
    ImGui::TableNextColumn();
    for (int l = 0; l < kLevelCount; ++l) {
        ImGui::BeginDisabled(!reachable(w.shape, Level(l)));
        if (ImGui::Selectable((tr_level(Level(l)) + "##level").c_str(), w.level == Level(l))) w.level = Level(l);
        ImGui::EndDisabled();
    }
    ImGui::EndTable();
}

}  // namespace

void open_welcome(App& app) {
    Welcome& w = app.welcome;
    app.windows[WindowId::Welcome] = true;
    w.shape = 2;
    const auto shapes = new_shapes();
    for (int i = 0; i < int(shapes.size()); ++i)
        if (parse_shape_params(shapes[std::size_t(i)].params).value() == app.session.shape_params) w.shape = i;
    w.level = nearest_reachable(w.shape, app.session.level);
}

void welcome_window(App& app) {
    if (!app.windows[WindowId::Welcome]) return;
    bool open = true;
    centred_window((std::string(_("Welcome")) + "###welcome").c_str(), &open, std::round(ImGui::GetFontSize() * 30));
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::TextUnformatted(_("Welcome to Sudoku"));
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(
        _("Choose the board and the level of your first game. Game > New offers them all later, "
          "and Ctrl+N starts another one like it."));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    choices(app);
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", _("New to a board? Help > How to play has the rules of each, with a picture. Keys: "
                                "the arrows move, 1 to 9 write a digit, Shift+digit a note, H asks for a hint, "
                                "Ctrl+Z undoes; F1 lists them all."));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    bool go = keys(app) || !open;
    if (ImGui::Button(_("Start (Enter)"))) go = true;
    ImGui::SetItemDefaultFocus();
    ImGui::SameLine();
    if (ImGui::Button(_("How to play"))) app.windows[WindowId::HowToPlay] = true;
    ImGui::End();
    if (go) start(app);
}

}  // namespace sudoku::ui
