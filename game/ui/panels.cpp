// Everything ImGui draws each frame in the main window: fonts and style, the menu bar, the board
// and the side panel (the dialogs are in dialogs.cpp), placed by layout_screen() (layout.hpp).
// Reads the App and calls its actions.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

#include "engine/constraints/cage_math.hpp"
#include "engine/constraints/rules.hpp"
#include "engine/logic/step.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "game/core/board.hpp"
#include "game/core/cage_helper.hpp"
#include "game/ui/app.hpp"
#include "game/ui/dialogs.hpp"
#include "game/ui/exchange.hpp"
#include "game/ui/key_bindings.hpp"
#include "game/ui/practice.hpp"
#include "game/ui/puzzle_stock.hpp"
#include "game/ui/translate.hpp"
#include "saves/save_format.hpp"

namespace sudoku::ui {

void centred_window(const char* title, bool* open, float width) {
    // Never larger than the window (a large UI scale in a small window): the contents scroll.
    const ImVec2 room = ImGui::GetMainViewport()->WorkSize;
    const float margin = std::round(ImGui::GetFontSize() * 0.5f);
    const ImVec2 most(std::max(1.0f, room.x - 2 * margin), std::max(1.0f, room.y - 2 * margin));
    ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), most);
    if (width > 0) ImGui::SetNextWindowSize(ImVec2(std::min(width, most.x), 0), ImGuiCond_Always);
    ImGui::SetNextWindowPos(ImGui::GetMainViewport()->GetWorkCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::Begin(
        title, open,
        width > 0 ? ImGuiWindowFlags_NoCollapse : ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
}

void pages_beside_list(float widest_title, bool scrolls, const std::function<void()>& list,
                       const std::function<void()>& page) {
    float width = widest_title + ImGui::GetStyle().WindowPadding.x * 2;
    if (scrolls) width += ImGui::GetStyle().ScrollbarSize;
    width = std::min(width, ImGui::GetContentRegionAvail().x * 0.34f);
    ImGui::BeginChild("pages", ImVec2(std::round(width), 0), true);
    list();
    ImGui::EndChild();
    ImGui::SameLine();
    page_child(page);
}

void page_child(const std::function<void()>& page) {
    ImGui::BeginChild("page", ImVec2(0, 0), false);
    page();
    ImGui::EndChild();
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

// The tooltip of the item just drawn (also over a disabled one): what it does and its key.
void tip(const char* text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", text);
}

ImFont* or_current(ImFont* font) {
    return font ? font : ImGui::GetFont();
}

// The shapes Game > New offers (welcome.hpp's NewShape): the levels the generator reaches on each
// were measured with `sudoku-cli generate --shape P --level L --seed S` (4x4 boards never need more
// than singles; 6x6 ones hardly ever need locked candidates alone, or the Expert and Extreme
// techniques).
constexpr unsigned kEasy = 1u << int(Level::Easy), kMedium = 1u << int(Level::Medium), kHard = 1u << int(Level::Hard);
constexpr unsigned kAllLevels = (1u << kLevelCount) - 1;
constexpr NewShape kNewShapes[] = {
    {"4x4", "2x2", kEasy},
    {"6x6", "2x3", kEasy | kHard},
    {"9x9", "3x3", kAllLevels},
    {"12x12", "3x4", kAllLevels},
    {"16x16", "4x4", kAllLevels},
    {"9x9 X", "3x3x", kAllLevels},
    {N_("9x9 Windoku"), "3x3w", kAllLevels},
    {N_("9x9 Jigsaw"), "9j", kAllLevels},
    {N_("Killer"), "3x3k", kAllLevels},
    {N_("Killer 6x6"), "2x3k", kEasy | kMedium},  // Hard: 9 in 10 seeds within 200 attempts
    {N_("Killer X"), "3x3xk", kAllLevels},
    {N_("Killer Jigsaw"), "9jk", kAllLevels},
};

}  // namespace

std::vector<std::pair<ShapeParams, Level>> new_game_choices() {
    std::vector<std::pair<ShapeParams, Level>> out;
    for (const NewShape& shape : kNewShapes)
        for (int l = 0; l < kLevelCount; ++l)
            if ((shape.levels >> l) & 1u) out.emplace_back(parse_shape_params(shape.params).value(), Level(l));
    return out;
}

namespace {

// Game > New > Symmetry: the pattern of the givens of the next new puzzles (Ctrl+N's too), kept
// in the settings. Every shape's generator takes each of them (engine/generate/generator.hpp).
void symmetry_menu(App& app) {
    if (!ImGui::BeginMenu(_("Symmetry"))) return;
    static constexpr std::pair<Symmetry, const char*> kChoices[] = {
        {Symmetry::Rotate180, N_("Half turn (180\u00b0)")},
        {Symmetry::Rotate90, N_("Quarter turns (90\u00b0)")},
        {Symmetry::Mirror, N_("Mirror (left-right)")},
        {Symmetry::Diagonal, N_("Diagonal")},
        {Symmetry::None, N_("None")},
    };
    for (const auto& [symmetry, label] : kChoices) {
        if (!ImGui::MenuItem(_(label), nullptr, app.settings.symmetry == symmetry)) continue;
        game::Settings changed = app.settings;
        changed.symmetry = symmetry;
        app.change_settings(changed);
        app.save_settings();
    }
    ImGui::Separator();
    ImGui::TextDisabled("%s", _("Killer puzzles have no givens: no symmetry shows."));
    ImGui::EndMenu();
}

// A menu item's shortcut, from the key table (key_bindings.cpp).
const char* sc(KeyAction action) {
    static std::string labels[std::size_t(KeyAction::Count)];
    std::string& label = labels[std::size_t(action)];
    if (label.empty()) label = shortcut_label(action);
    return label.c_str();
}

// A tooltip that names an action's key: `format` (a template marked N_, translated here) holds
// {keys}, filled from the key table, so the tooltips follow the table as the menus do.
std::string keyed(const char* format, KeyAction action) {
    return i18n::format(_(format), {{"keys", sc(action)}});
}
// A side panel tooltip naming its keys from the key table (key_bindings.cpp: panel_tooltip).
std::string panel_tip(const App& app, PanelTip which) {
    return panel_tooltip(which, app.settings.key_scheme == game::KeyScheme::SudokuPad);
}

// Game > New: the levels of the shape Ctrl+N starts, then every shape with its levels.
void new_game_menu(App& app) {
    if (!ImGui::BeginMenu(_("New"))) return;
    for (int l = 0; l < kLevelCount; ++l)
        if (ImGui::MenuItem(tr_level(Level(l)).c_str(), l == int(app.session.level) ? sc(KeyAction::NewGame) : nullptr))
            app.new_game(Level(l));
    ImGui::Separator();
    for (const NewShape& shape : kNewShapes) {
        const auto params = parse_shape_params(shape.params).value();
        const bool current = params == app.session.shape_params;
        if (!ImGui::BeginMenu(current ? i18n::format(_("{shape} (current)"), {{"shape", _(shape.label)}}).c_str()
                                      : _(shape.label)))
            continue;
        for (int l = 0; l < kLevelCount; ++l) {
            const bool reachable = (shape.levels >> l) & 1u;
            if (ImGui::MenuItem(tr_level(Level(l)).c_str(), nullptr, false, reachable))
                app.new_shape_game(params, Level(l));
            if (!reachable)
                tip(
                    _("This board is too small for puzzles of this level: the techniques that make "
                      "it are hardly ever needed here."));
        }
        ImGui::EndMenu();
    }
    ImGui::Separator();
    symmetry_menu(app);
    ImGui::EndMenu();
}

// The menu bar's menus, left to right (their IDs stay the same in every language).
constexpr const char* kMenus[] = {"###Game", "###Help"};
constexpr int kMenuCount = int(std::size(kMenus));

// Left and Right in a menu of the bar (read before its items, which may open a submenu and take
// the focus): -1, 1, or 0. A menu opened from the keys starts at its first item, on the menu's own
// layer (after Left or Right the navigation would still be on the bar's layer, with no item chosen).
struct MenuWalk {
    int step = 0;
    ImGuiID item = 0;  // the item chosen when the key came
};
MenuWalk menu_walk_step(bool by_keys) {
    if (by_keys && ImGui::IsWindowAppearing()) {
        GImGui->NavLayer = ImGuiNavLayer_Main;
        ImGui::NavInitWindow(ImGui::GetCurrentWindow(), true);
        GImGui->NavDisableHighlight = false;
    }
    if (!ImGui::IsWindowFocused()) return {};
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow), false)) return {1, GImGui->NavId};
    return {ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow), false) ? -1 : 0, GImGui->NavId};
}

// At the end of menu `index`: a step closes it and opens its neighbour on the next frame, except
// Right on an item with a submenu, which opens that submenu (as ImGui does, and players expect).
void menu_walk(App& app, int index, const MenuWalk& walk) {
    if (!walk.step) return;
    if (walk.step > 0 && walk.item && ImGui::IsPopupOpen(walk.item, ImGuiPopupFlags_None)) return;
    ImGui::CloseCurrentPopup();
    app.open_menu = true;
    app.open_menu_index = (index + walk.step + kMenuCount) % kMenuCount;
}

// Help: the keys, the technique library, about.
void help_menu(App& app, bool by_keys) {
    if (!ImGui::BeginMenu((std::string(_("Help")) + "###Help").c_str())) return;
    const MenuWalk walk = menu_walk_step(by_keys);
    ImGui::PushFont(or_current(app.fonts.ui));
    if (ImGui::MenuItem(_("How to play"))) app.windows[WindowId::HowToPlay] = true;
    if (ImGui::MenuItem(_("Keys"), sc(KeyAction::Help))) app.windows[WindowId::Keys] = true;
    // At the page of the hint's technique while a hint shows its proof, else where it was left.
    if (ImGui::MenuItem(_("Techniques")))
        open_technique_library(
            app, app.hint && app.hint->step && app.hint_level >= 2 ? app.hint->step->technique : app.library.page);
    if (ImGui::MenuItem(_("About"))) app.windows[WindowId::About] = true;
    menu_walk(app, 1, walk);
    ImGui::PopFont();
    ImGui::EndMenu();
}

// The menu bar and its menus use the panel's text size: the UI scale enlarges them as it does the
// panel (#33 point 4; before, the bar kept the unscaled size).
void menu_bar(App& app) {
    ImGui::PushFont(or_current(app.fonts.ui));
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                        ImVec2(ImGui::GetStyle().FramePadding.x, frame_padding_y(app.fonts.sizes.text)));
    const bool open = ImGui::BeginMainMenuBar();
    ImGui::PopStyleVar();
    if (!open) return ImGui::PopFont();
    const bool playing = app.session.game.has_value() && !app.editor;
    // F10 or Alt opens the Game menu (ImGui's ID of a menu is its label in the menu bar window).
    const bool by_keys = app.open_menu;
    if (app.open_menu) {
        app.open_menu = false;
        ImGui::OpenPopup(kMenus[std::clamp(app.open_menu_index, 0, kMenuCount - 1)]);
    }
    // "###Game": the menu's ID stays the same in every language (F10 opens it by that ID).
    if (ImGui::BeginMenu((std::string(_("Game")) + "###Game").c_str())) {
        const MenuWalk walk = menu_walk_step(by_keys);
        ImGui::PushFont(or_current(app.fonts.ui));
        new_game_menu(app);
        if (ImGui::BeginMenu(_("Daily"))) {
            int y, m, d;
            today(y, m, d);
            for (int l = 0; l < kLevelCount; ++l)
                if (ImGui::MenuItem(tr_level(Level(l)).c_str())) app.new_daily(Level(l), y, m, d);
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem(_("Restart"), sc(KeyAction::Restart), false, app.session.game.has_value())) app.restart();
        practice_menu(app);  // practice.cpp (after Restart: the menu's first items keep their places)
        ImGui::Separator();
        // The panel's "More" group, here too.
        if (ImGui::MenuItem(_("Check"), sc(KeyAction::CheckOrCentre), false, playing)) app.check();
        if (ImGui::MenuItem(_("Auto-notes"), sc(KeyAction::AutoNotes), false, playing)) app.auto_notes();
        if (ImGui::MenuItem(_("Mark branch"), sc(KeyAction::Mark), false, playing)) app.mark();
        if (ImGui::MenuItem(_("Return to mark"), sc(KeyAction::ReturnToMark), false,
                            playing && !app.session.game->marks().empty()))
            app.return_to_mark();
        if (ImGui::MenuItem(_("Rewind to first mistake"), sc(KeyAction::Rewind), false, playing))
            app.rewind_to_first_mistake();
        if (ImGui::MenuItem(_("Every step now"), sc(KeyAction::Steps), app.steps.open, playing))
            toggle_steps_panel(app);
        const bool going = playing && (app.session.game->state() == game::GameState::Playing ||
                                       app.session.game->state() == game::GameState::Paused);
        if (ImGui::MenuItem(_("Give up (show the solution)"), nullptr, false, going)) app.give_up();
        ImGui::Separator();
        if (ImGui::BeginMenu(_("Save"), app.saves.store.has_value() && app.session.game.has_value())) {
            if (ImGui::MenuItem(_("Quick-save"), sc(KeyAction::QuickSave))) app.save_to(saves::kQuicksaveSlot);
            for (int slot = 1; slot <= 9; ++slot) {
                std::string label = i18n::format(_("Slot {n}"), {{"n", std::to_string(slot)}});
                if (ImGui::MenuItem(label.c_str())) app.save_to(std::to_string(slot));
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem(_("Load..."), sc(KeyAction::Load), false, app.saves.store.has_value()))
            app.open_load_dialog();
        ImGui::Separator();
        if (ImGui::MenuItem(_("Import..."), sc(KeyAction::Import))) app.windows[WindowId::Import] = true;
        if (ImGui::MenuItem(_("Enter a puzzle"), sc(KeyAction::EnterPuzzle))) app.begin_custom_entry();
        if (ImGui::MenuItem(_("Share..."), sc(KeyAction::Share), false, app.session.game.has_value()))
            app.windows[WindowId::Share] = true;
        if (ImGui::MenuItem(_("Print / Export..."), sc(KeyAction::Print), false, app.session.game.has_value()))
            app.windows[WindowId::Print] = true;
        if (ImGui::MenuItem(_("Copy puzzle"), sc(KeyAction::Copy), false, app.session.game.has_value()))
            ImGui::SetClipboardText(app.puzzle_line().c_str());
        ImGui::Separator();
        if (ImGui::MenuItem(_("Settings"), sc(KeyAction::Settings))) app.windows[WindowId::Settings] = true;
        if (ImGui::MenuItem(_("Statistics"))) app.windows[WindowId::Statistics] = true;
        ImGui::Separator();
        if (ImGui::MenuItem(_("Quit"), sc(KeyAction::Quit))) app.request_quit();
        menu_walk(app, 0, walk);
        ImGui::PopFont();
        ImGui::EndMenu();
    }
    help_menu(app, by_keys);
    ImGui::EndMainMenuBar();
    ImGui::PopFont();
}

// The board's grid inside the square the screen layout gives it; lines thicken with the type size.
// Row and column labels take a strip left of and above the grid, in the bar font's size (which
// the UI scale does not enlarge): the grid loses only that strip's width.
BoardLayout fit_board(const ScreenLayout& s, game::BoardLabels labels, const Shape& shape) {
    const float room = labels == game::BoardLabels::None ? 0.0f : label_room(s.bar_text);
    return layout_board(s.board.x + room, s.board.y + room, s.board.right(), s.board.bottom(), s.type / 17.0f, shape);
}

BigCellSet big_cells(const game::CellBits& cells) {
    BigCellSet out;
    for (int cell = 0; cell < kMaxCells; ++cell)
        if (cells[std::size_t(cell)]) out.insert(cell);
    return out;
}

// A game given up: every cell the player left empty or got wrong shows the solution's digit in
// its own colour (and loses its marks); the givens and the player's right digits stay as they are.
void reveal_solution(const game::Game& g, BoardView& view) {
    for (int cell = 0; cell < g.cell_count(); ++cell) {
        const auto answer = g.solution()[std::size_t(cell)];
        if (g.grid().is_given(cell) || g.grid().digit(cell) == answer) continue;
        view.digits[std::size_t(cell)] = answer;
        view.revealed.insert(cell);
        view.flagged.erase(cell);
        view.checked.erase(cell);
        view.notes[std::size_t(cell)] = 0;
        view.corner[std::size_t(cell)] = 0;
        view.centre[std::size_t(cell)] = 0;
        if (!view.note_clashes.empty()) view.note_clashes[std::size_t(cell)] = 0;
    }
}

BoardView board_view(const App& app) {
    BoardView view;
    if (app.settings.board_labels != game::BoardLabels::None) {
        view.label_font = app.fonts.bar;
        view.label_size = app.fonts.sizes.bar > 0 ? app.fonts.sizes.bar : ImGui::GetFontSize();
    }
    if (app.editor) {
        view.set_grid(*app.editor);
        view.selected = app.selected;
        view.flagged = broken_cells(*Shape::classic(), game::to_shape_digits(app.editor->digits()));
        return view;
    }
    if (!app.session.game) return view;
    const game::Game& g = *app.session.game;
    const int cells = g.cell_count();
    view.shape = g.shape_ptr();
    view.digits = g.grid().digits();
    for (int cell = 0; cell < cells; ++cell)
        if (g.grid().is_given(cell)) view.givens.insert(cell);
    view.notes.resize(std::size_t(cells));
    for (int cell = 0; cell < cells; ++cell) view.notes[std::size_t(cell)] = g.notes(cell);
    view.selected = app.selected;
    view.corner.resize(std::size_t(cells));
    view.centre.resize(std::size_t(cells));
    view.colours.resize(std::size_t(cells));
    view.candidate_colours.resize(std::size_t(cells));
    for (int cell = 0; cell < cells; ++cell) {
        view.corner[std::size_t(cell)] = g.corner(cell);
        view.centre[std::size_t(cell)] = g.centre(cell);
        view.colours[std::size_t(cell)] = g.colours(cell);
        view.candidate_colours[std::size_t(cell)] = g.candidate_colours(cell);
    }
    view.selection = big_cells(app.selection);
    if (app.filter != 0) {
        view.filter_on = true;
        view.filter_lit =
            big_cells(app.filter > 0 ? game::digit_filter(g.board(), app.filter, app.settings.filter_by_marks)
                                     : game::bivalue_filter(g.board(), app.settings.filter_by_marks));
    }
    view.highlight_houses = app.settings.highlight_row_column_box;
    view.highlight_equal = app.settings.highlight_equal_digits;
    view.numbers_above_nine = !app.settings.letters_above_nine;
    view.flagged = big_cells(g.flagged_cells());
    if (app.check_marks && app.check_marks->board == g.board()) {  // until the board changes
        view.checked = big_cells(app.check_marks->wrong);
        view.flagged |= view.checked;
    }
    if (g.rules().show_conflicts) {
        const auto clashes = g.note_clashes();
        view.note_clashes.assign(clashes.begin(), clashes.begin() + cells);
    }
    view.hidden = g.state() == game::GameState::Paused;
    if (g.state() == game::GameState::GivenUp) reveal_solution(g, view);
    if (app.hint && app.hint->step && app.hint_level >= 2) view.hint = &*app.hint->step;
    if (app.hint && app.hint->notes && app.hint_level >= 2) view.hint = &app.hint->notes->drawing;
    if (app.hint && app.hint->step && !app.hint->step->houses.empty()) view.hint_house = app.hint->step->houses.front();
    if (const Step* step = app.steps.open ? app.steps.selected() : nullptr) {  // the steps panel's choice
        view.hint = step;
        view.hint_house = step->houses.empty() ? -1 : step->houses.front();
    }
    return view;
}

// Paused: one plain cover over the whole board (no lines, digits or selection), saying how to go on.
void pause_cover(const App& app, ImDrawList* draw, const BoardLayout& l, const BoardTheme& theme) {
    const ImVec2 min(float(l.x), float(l.y)), max(float(l.x + l.size), float(l.y + l.size));
    draw->AddRectFilled(min, max, ImGui::ColorConvertFloat4ToU32(colour(theme.given_background)),
                        ImGui::GetStyle().FrameRounding);
    ImFont* big = or_current(app.fonts.large);
    ImFont* small = or_current(app.fonts.ui);
    const char* title = _("Paused");
    const char* how = _("Press Space or click to resume");
    float big_px = app.fonts.sizes.large > 0 ? app.fonts.sizes.large : ImGui::GetFontSize();
    float small_px = app.fonts.sizes.text > 0 ? app.fonts.sizes.text : ImGui::GetFontSize();
    ImVec2 a = big->CalcTextSizeA(big_px, 1e9f, 0.0f, title);
    ImVec2 b = small->CalcTextSizeA(small_px, 1e9f, 0.0f, how);
    if (b.x > l.size * 0.9f) {  // a small board: shrink the second line to fit
        small_px *= l.size * 0.9f / b.x;
        b = small->CalcTextSizeA(small_px, 1e9f, 0.0f, how);
    }
    const float top = std::round(l.y + (l.size - a.y - b.y * 1.5f) / 2);
    draw->AddText(big, big_px, ImVec2(std::round(l.x + (l.size - a.x) / 2), top),
                  ImGui::ColorConvertFloat4ToU32(colour(theme.text)), title);
    draw->AddText(small, small_px, ImVec2(std::round(l.x + (l.size - b.x) / 2), std::round(top + a.y + b.y * 0.5f)),
                  ImGui::ColorConvertFloat4ToU32(colour(theme.panel_text_disabled)), how);
}

// The tooltip of a coloured cell: its name, its colours and its candidates' colours.
void colour_tooltip(const App& app, const game::Game& g, int under) {
    // Appended piece by piece: GCC 12 -O3 warns falsely (-Wrestrict) on chains of +.
    std::string text = g.shape().cell_name(under);
    auto name = [&text](int c) {
        text += std::to_string(c);
        text += " (";
        text += colour_name(c);
        text += ')';
    };
    const char* sep = "\ncolours ";
    for (int c = 1; c <= game::kColours; ++c)
        if (g.colours(under) & (1u << (c - 1))) {
            text += sep;
            sep = ", ";
            name(c);
        }
    sep = "\ncandidates ";
    for (int d = 1; d <= g.shape().side(); ++d)
        if (const int c = game::candidate_colour(g.candidate_colours(under), d)) {
            text += sep;
            sep = ", ";
            text += app.symbol_label(d);
            text += " in ";
            name(c);
        }
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void board(App& app, const ScreenLayout& s) {
    app.last_layout = fit_board(s, app.settings.board_labels, app.board_shape());
    // The button takes the clicks wherever the board is drawn: in a very small window (headless
    // runs go down to 64x64) the smallest cells make the board larger than its square. Only the
    // part inside this window can take a click.
    const BoardLayout& drawn = app.last_layout;
    const ImVec2 window_min = ImGui::GetWindowPos();
    const ImVec2 window_max(window_min.x + ImGui::GetWindowSize().x, window_min.y + ImGui::GetWindowSize().y);
    const ImVec2 min(std::max(window_min.x, std::min(s.board.x, float(drawn.x))),
                     std::max(window_min.y, std::min(s.board.y, float(drawn.y))));
    const ImVec2 max(std::min(window_max.x, std::max(s.board.right(), float(drawn.x + drawn.size))),
                     std::min(window_max.y, std::max(s.board.bottom(), float(drawn.y + drawn.size))));
    ImGui::SetCursorScreenPos(min);
    ImGui::InvisibleButton("board", ImVec2(std::max(1.0f, max.x - min.x), std::max(1.0f, max.y - min.y)),
                           ImGuiButtonFlags_MouseButtonLeft);
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const BoardTheme& theme = palette(app.settings.theme);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    if (!app.editor && app.session.game && app.session.game->state() == game::GameState::Paused) {
        if (clicked) app.toggle_pause();  // a click on the hidden board resumes, it selects nothing
        return pause_cover(app, draw, app.last_layout, theme);
    }
    const ImGuiIO& io = ImGui::GetIO();
    const int under = app.last_layout.cell_at(io.MousePos.x, io.MousePos.y);
    if (clicked && under >= 0) {
        // Ctrl+click adds or removes a cell, Shift+click selects the rectangle from the cursor, a
        // plain click selects one cell; holding the button and moving adds the cells passed over.
        if (io.KeyCtrl && !app.editor)
            app.select_toggle(under);
        else if (io.KeyShift && !app.editor)
            app.select_rectangle(under);
        else
            app.select(under);
        app.dragging = !app.editor;
        app.drag_cell = under;
    }
    if (app.dragging) {
        if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
            app.dragging = false;
        } else if (under >= 0 && under != app.drag_cell) {
            app.select_add(under);
            app.drag_cell = under;
        }
    }
    draw_board(draw, app.last_layout, board_view(app), app.fonts.digits, app.fonts.notes, theme);
    // A coloured cell under the mouse names its colours (by number and name: colours are told
    // apart by more than hue).
    if (ImGui::IsItemHovered() && !app.editor && app.session.game && under >= 0 &&
        under < app.session.game->cell_count() &&
        (app.session.game->colours(under) || app.session.game->candidate_colours(under)))
        colour_tooltip(app, *app.session.game, under);
}

// Counts of each symbol still to place (n minus how many are on the board).
std::array<int, kMaxSide + 1> remaining(const App& app) {
    std::array<int, kMaxSide + 1> left{};
    left.fill(app.board_shape().side());
    if (app.session.game)
        for (int cell = 0; cell < app.session.game->cell_count(); ++cell)
            --left[std::size_t(app.session.game->grid().digit(cell))];
    return left;
}

// Buttons left to right, wrapping to a new line when the next one would not fit.
class Flow {
public:
    explicit Flow(float right) : right_(right) {}
    void next(float width) {
        if (!first_) {
            ImGui::SameLine();
            if (ImGui::GetCursorPosX() + width > right_) ImGui::NewLine();
        }
        first_ = false;
    }

private:
    float right_;
    bool first_ = true;
};

float button_width(const char* label) {
    return std::ceil(ImGui::CalcTextSize(label, nullptr, true).x + 2 * ImGui::GetStyle().FramePadding.x);
}

// The clock in large type, the pause button at the right of the same row.
void timer_row(App& app, const game::Game& g, bool paused) {
    const float width = ImGui::GetContentRegionAvail().x;
    const float row_y = ImGui::GetCursorPosY();
    ImGui::PushFont(or_current(app.fonts.large));
    const std::string time = app.settings.show_timer ? clock_text(g.elapsed_ms()) : "--:--";
    ImGui::TextUnformatted(time.c_str());
    const float row_h = ImGui::GetItemRectSize().y;
    // The whole panel width, so a wider time (9:59 -> 10:00) stays inside the redrawn strip.
    app.clock_rect = {ImGui::GetWindowPos().x, ImGui::GetItemRectMin().y,
                      ImGui::GetWindowPos().x + ImGui::GetWindowWidth(), ImGui::GetItemRectMax().y};
    ImGui::PopFont();
    const char* label = paused ? _("Resume") : _("Pause");
    float w = std::max(button_width(_("Resume")), button_width(_("Pause")));
    if (ImGui::GetItemRectSize().x + ImGui::GetStyle().ItemSpacing.x + w <= width) {
        ImGui::SameLine(width - w);
        ImGui::SetCursorPosY(row_y + std::max(0.0f, (row_h - ImGui::GetFrameHeight()) / 2));
    } else {
        w = width;  // a narrow panel (a large UI scale): the button takes its own row
    }
    if (ImGui::Button(label, ImVec2(w, 0))) app.toggle_pause();
    tip(panel_tip(app, paused ? PanelTip::Resume : PanelTip::Pause).c_str());
}

// Columns of the pad beside the board: 2 for 4 symbols, 3 for 6 and 9, 4 for 12 and 16.
int game_columns(int n) {
    int k = 1;
    while (k * k < n) ++k;
    return n == 6 ? 3 : k;
}

// The number pad: each digit large and, under it, how many are left to place (never negative).
// Left click places, right click toggles a note.
// Colour mode: the pad holds the 9 colours, each a swatch with its number (a click colours the
// selected cells, or takes the colour off when all have it); the colour Shift+digit paints
// candidates with is framed; the tooltip names the colour.
void colour_pad(App& app, float w, float h, int per_row, bool paused) {
    ImFont* big = or_current(app.fonts.large);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImGuiStyle& style = ImGui::GetStyle();
    for (int c = 1; c <= game::kColours; ++c) {
        ImGui::PushID(100 + c);
        ImGui::BeginDisabled(paused);
        const std::uint32_t rgb = mark_colour(c, app.settings.theme);
        const ImU32 fill = IM_COL32((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, 0xFF);
        ImGui::PushStyleColor(ImGuiCol_Button, fill);
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, fill);
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, fill);
        if (ImGui::Button("##colour", ImVec2(w, std::min(h, std::round(app.fonts.sizes.text * 2.2f)))))
            app.input(c, App::Target::Colour);
        ImGui::PopStyleColor(3);
        const std::string n = std::to_string(c);
        const std::string tooltip = i18n::format(_("Colour {n}, {name} (key {n}); Shift+{n} colours that candidate"),
                                                 {{"n", n}, {"name", _(colour_name(c))}});
        tip(tooltip.c_str());
        const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
        if (c == app.active_colour)
            draw->AddRect(min, max, ImGui::GetColorU32(ImGuiCol_Text), style.FrameRounding, 0,
                          std::max(2.0f, std::round(app.fonts.sizes.text / 8)));
        const std::string label = std::to_string(c);
        const float px = std::min(app.fonts.sizes.large, (max.y - min.y) * 0.7f);
        const ImVec2 size = big->CalcTextSizeA(px, 1e9f, 0.0f, label.c_str());
        draw->AddText(big, px,
                      ImVec2(std::round((min.x + max.x - size.x) / 2), std::round((min.y + max.y - size.y) / 2)),
                      ImGui::GetColorU32(ImGuiCol_Text), label.c_str());
        ImGui::EndDisabled();
        ImGui::PopID();
        if (c % per_row != 0 && c != game::kColours) ImGui::SameLine();
    }
}

void number_pad(App& app, const ScreenLayout& s, bool paused) {
    const auto left = remaining(app);
    const BoardTheme& theme = palette(app.settings.theme);
    const ImGuiStyle& style = ImGui::GetStyle();
    // n symbols: one row under the board (two above 9x9), else a square-ish block beside it.
    const int n = app.board_shape().side();
    const int per_row = s.stacked ? (n <= 9 ? n : (n + 1) / 2) : game_columns(n);
    const float w = std::floor((ImGui::GetContentRegionAvail().x - (per_row - 1) * style.ItemSpacing.x) / per_row);
    const float h = std::round(std::min(s.stacked ? w * 1.2f : w, s.text * 2.8f));
    ImFont* big = or_current(app.fonts.large);
    ImFont* small = or_current(app.fonts.small);
    if (app.input_mode == App::InputMode::Colour) return colour_pad(app, w, h, per_row, paused);
    for (int d = 1; d <= n; ++d) {
        ImGui::PushID(d);
        ImGui::BeginDisabled(paused || (left[d] == 0 && !app.digit_first));
        // Digit first (G): the pad chooses the digit the next cell clicks put in, and shows it.
        const bool chosen = app.digit_first && app.chosen_digit == d;
        if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetColorU32(ImGuiCol_ButtonActive));
        const bool clicked = ImGui::Button("##digit", ImVec2(w, h));
        if (chosen) ImGui::PopStyleColor();
        if (clicked && app.digit_first)
            app.chosen_digit = chosen ? 0 : d;
        else if (clicked)
            app.press_digit(d, false);
        if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) app.press_digit(d, true);
        const std::string label = app.symbol_label(d);
        const std::string key = d <= 9 ? std::to_string(d) : std::string(1, char('A' + d - 10));
        const std::string tooltip = i18n::format(
            _("Place {symbol} (key {key}); a note with right-click or Shift+{key}"), {{"symbol", label}, {"key", key}});
        tip(tooltip.c_str());
        ImDrawList* draw = ImGui::GetWindowDrawList();
        const ImVec2 min = ImGui::GetItemRectMin();
        const char* digit = label.c_str();
        const std::string count = left[d] > 0    ? i18n::format(_("{n} left"), {{"n", std::to_string(left[d])}})
                                  : left[d] == 0 ? std::string(_("done"))
                                                 : i18n::format(_("{n} too many"), {{"n", std::to_string(-left[d])}});
        float count_px = paused ? 0.0f : std::min(app.fonts.sizes.small, h * 0.3f);
        ImVec2 count_size = small->CalcTextSizeA(count_px, 1e9f, 0.0f, count.c_str());
        if (count_size.x > w - 4) {  // a narrow button: the count shrinks rather than spill over
            count_px *= (w - 4) / count_size.x;
            count_size = small->CalcTextSizeA(count_px, 1e9f, 0.0f, count.c_str());
        }
        const float digit_px = std::min(app.fonts.sizes.large, (h - count_size.y) * 0.8f);
        const ImVec2 digit_size = big->CalcTextSizeA(digit_px, 1e9f, 0.0f, digit);
        const float top = std::round(min.y + (h - digit_size.y - count_size.y) / 2);
        draw->AddText(big, digit_px, ImVec2(std::round(min.x + (w - digit_size.x) / 2), top),
                      ImGui::GetColorU32(ImGuiCol_Text), digit);
        if (!paused) {
            const ImU32 count_colour = left[d] < 0 ? ImGui::GetColorU32(colour(theme.flagged_digit))
                                                   : ImGui::GetColorU32(ImGuiCol_TextDisabled);
            draw->AddText(small, count_px, ImVec2(std::round(min.x + (w - count_size.x) / 2), top + digit_size.y),
                          count_colour, count.c_str());
        }
        ImGui::EndDisabled();
        ImGui::PopID();
        if (d % per_row != 0 && d != n) ImGui::SameLine();
    }
}

// What the digit keys and the pad write: digits, corner marks, centre marks or colours (Z X C V
// in SudokuPad's scheme; M for centre marks in the classic one, where C is Check). The mode stays
// until another is chosen; the button of the current one looks pressed.
void mode_row(App& app, bool paused) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::GetContentRegionAvail().x;
    struct Mode {
        App::InputMode mode;
        const char* label;
        std::string tooltip;
    };
    const Mode modes[] = {
        {App::InputMode::Digit, _("Digit"), panel_tip(app, PanelTip::ModeDigit)},
        {App::InputMode::Corner, _("Corner"), panel_tip(app, PanelTip::ModeCorner)},
        {App::InputMode::Centre, _("Centre"), panel_tip(app, PanelTip::ModeCentre)},
        {App::InputMode::Colour, _("Colour"), panel_tip(app, PanelTip::ModeColour)},
    };
    // Four to a row, or two when a label would not fit (a large UI scale in a narrow panel).
    float widest = 0;
    for (const Mode& m : modes) widest = std::max(widest, ImGui::CalcTextSize(m.label).x + 4);
    const int per_row = std::floor((width - 3 * style.ItemSpacing.x) / 4) >= widest ? 4 : 2;
    const float w = std::floor((width - float(per_row - 1) * style.ItemSpacing.x) / float(per_row));
    ImGui::BeginDisabled(paused);
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(2, style.FramePadding.y * 0.6f));
    for (int i = 0; i < 4; ++i) {
        const bool on = app.input_mode == modes[i].mode;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button(modes[i].label, ImVec2(w, 0))) app.set_input_mode(modes[i].mode);
        if (on) ImGui::PopStyleColor();
        tip(modes[i].tooltip.c_str());
        if (i < 3 && (i + 1) % per_row != 0) ImGui::SameLine();
    }
    ImGui::PopStyleVar();
    ImGui::EndDisabled();
}

// Undo and redo, notes mode, erase, hint: the controls always in sight. Wide (two to a row) beside
// the board, or flowing along a row under it.
void controls(App& app, const game::Game& g, const ScreenLayout& s, bool paused, int part, Flow& flow) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::GetContentRegionAvail().x;
    const float half = std::floor((width - style.ItemSpacing.x) / 2);
    // Two to a row beside the board, unless the labels would not fit (a large UI scale).
    const bool pairs = button_width(_("\xE2\x86\xB6 Undo")) <= half && button_width(_("Notes: off")) <= half;
    auto size = [&](const char* label, bool full) {
        const float w = s.stacked ? button_width(label) : full || !pairs ? width : half;
        flow.next(w);
        return ImVec2(w, 0);
    };
    ImGui::BeginDisabled(paused);
    if (part == 0) {
        ImGui::BeginDisabled(!g.can_undo());
        if (ImGui::Button(_("\xE2\x86\xB6 Undo"), size(_("\xE2\x86\xB6 Undo"), false))) app.undo();  // U+21B6
        tip(panel_tip(app, PanelTip::Undo).c_str());
        ImGui::EndDisabled();
        ImGui::BeginDisabled(!g.can_redo());
        if (ImGui::Button(_("Redo \xE2\x86\xB7"), size(_("Redo \xE2\x86\xB7"), false))) app.redo();  // U+21B7
        tip(panel_tip(app, PanelTip::Redo).c_str());
        ImGui::EndDisabled();
    }
    if (part == 1) {
        const char* notes = app.notes_mode ? _("Notes: on") : _("Notes: off");
        if (app.notes_mode) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button(notes, size(_("Notes: off"), false))) app.notes_mode = !app.notes_mode;
        if (app.notes_mode) ImGui::PopStyleColor();
        tip(keyed(N_("Notes mode ({keys}): digits go in as notes. Shift+digit or a right-click adds one note any "
                     "time"),
                  KeyAction::NotesMode)
                .c_str());
        if (ImGui::Button(_("Erase"), size(_("Erase"), false))) app.erase();
        tip(panel_tip(app, PanelTip::Erase).c_str());
        static constexpr const char* kHintLabels[] = {N_("Hint"), N_("Hint: show evidence"), N_("Hint: apply it"),
                                                      N_("Hint")};
        const char* hint = _(kHintLabels[std::min(app.hint_level, 3)]);
        if (ImGui::Button(hint, size(hint, true))) app.ask_hint();
        tip(keyed(N_("Hint ({keys}): each press shows more (the technique, its evidence, then the move)"),
                  KeyAction::Hint)
                .c_str());
    }
    ImGui::EndDisabled();
}

// The rarer actions, folded away (they are in the Game menu too).
void more(App& app, const game::Game& g, bool paused) {
    if (!ImGui::CollapsingHeader(_("More"))) return;
    ImGui::BeginDisabled(paused);
    Flow flow(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x);
    auto button = [&](const char* label, const char* tooltip) {
        flow.next(button_width(label));
        const bool pressed = ImGui::SmallButton(label);
        tip(tooltip);
        return pressed;
    };
    if (button(_("Check"), panel_tip(app, PanelTip::Check).c_str())) app.check();
    if (button(_("Auto-notes"), panel_tip(app, PanelTip::AutoNotes).c_str())) app.auto_notes();
    if (button(_("Mark branch"), panel_tip(app, PanelTip::Mark).c_str())) app.mark();
    ImGui::BeginDisabled(g.marks().empty());
    const std::string back =
        i18n::format(_("Return ({n})"),
                     {{"n", std::to_string(g.marks().empty() ? 0 : g.moves_since_mark(int(g.marks().size()) - 1))}});
    if (button(back.c_str(), panel_tip(app, PanelTip::ReturnToMark).c_str())) app.return_to_mark();
    ImGui::EndDisabled();
    if (button(_("Rewind to mistake"), panel_tip(app, PanelTip::Rewind).c_str())) app.rewind_to_first_mistake();
    if (button(_("Restart"), panel_tip(app, PanelTip::Restart).c_str())) app.restart();
    ImGui::EndDisabled();
}

// The hint being shown, in a tinted box of its own under the controls: "Hint" in large type, the
// hint's text, and what the next press of H does. Scrolled into view when it appears (under a
// board in a tall window the panel may be too short for it).
void hint_box(App& app) {
    static std::string shown;  // the text last scrolled to (presentation only: not game state)
    if (!app.hint) return shown.clear();
    const game::Hint& hint = *app.hint;
    const BoardTheme& theme = palette(app.settings.theme);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float pad = style.WindowPadding.x * 0.75f;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->ChannelsSplit(2);
    draw->ChannelsSetCurrent(1);  // the text, then the box under it once its height is known
    const ImVec2 start = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, start.y + pad));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width - 2 * pad);
    ImGui::PushFont(or_current(app.fonts.large));
    ImGui::TextUnformatted(hint.step ? _("Hint") : hint.notes ? _("Hint: your notes") : _("Hint: a wrong digit"));
    ImGui::PopFont();
    const std::string text = hint_text(hint, app.hint_level, app.board_shape());
    ImGui::TextUnformatted(text.c_str());
    static constexpr const char* kNext[] = {"", N_("Press H again to see why."), N_("Press H again to apply it."), ""};
    if (const char* next = kNext[std::clamp(app.hint_level, 0, 3)]; *next) ImGui::TextDisabled("%s", _(next));
    // From the evidence on: the technique's page in the library (Help > Techniques).
    if (hint.step && app.hint_level >= 2 && has_library_page(hint.step->technique)) {
        const std::string label =
            i18n::format(_("About {technique}"), {{"technique", i18n::tr(technique_list_name(hint.step->technique))}}) +
            "###library";
        if (ImGui::SmallButton(label.c_str())) open_technique_library(app, hint.step->technique);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", _("Opens this technique's page in Help > Techniques: what it is, when to look for "
                                      "it, an example"));
    }
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const ImVec2 end(start.x + width, ImGui::GetItemRectMax().y + pad);
    draw->ChannelsSetCurrent(0);
    draw->AddRectFilled(start, end, ImGui::GetColorU32(colour(theme.hint_cell)), style.FrameRounding);
    // The border in the hint's colour, a little see-through: the board alone has that exact colour
    // (tests count its pixels).
    ImVec4 border = colour(theme.hint_cause);
    border.w = 0.7f;
    draw->AddRect(start, end, ImGui::GetColorU32(border), style.FrameRounding, 0,
                  std::max(1.0f, std::round(app.fonts.sizes.text / 10)));
    draw->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(start.x, end.y));
    ImGui::Dummy(ImVec2(width, 0));
    if (shown != hint.text) ImGui::SetScrollHereY(1.0f), shown = hint.text;
}

// Killer: the cage-sum helper for the selected cell's cage: the combinations of different
// symbols that make its sum, those the placed digits rule out greyed and struck through.
void cage_box(const App& app, const game::Game& g) {
    const Shape& shape = g.shape();
    const int k =
        shape.is_killer() && app.selected >= 0 && app.selected < g.cell_count() ? shape.cage_of(app.selected) : -1;
    if (k < 0) return;
    const Cage& cage = shape.cage(k);
    const auto combos = game::cage_helper(shape, g.grid().digits(), k);
    ImGui::TextDisabled(_("Cage %d in %d cells:"), cage.sum, int(cage.cells.size()));
    const float left = ImGui::GetCursorPosX();
    const float right = left + ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::CalcTextSize("  ").x;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    bool first = true;
    for (const game::CageCombination& combo : combos) {
        const std::string text = combination_text(combo.symbols);
        const float width = ImGui::CalcTextSize(text.c_str()).x;
        if (!first) {
            ImGui::SameLine(0, gap);
            if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
        }
        first = false;
        if (combo.possible) {
            ImGui::TextUnformatted(text.c_str());
            continue;
        }
        ImGui::TextDisabled("%s", text.c_str());
        const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
        const float y = std::round((a.y + b.y) / 2);
        draw->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                      std::max(1.0f, std::round(app.fonts.sizes.text / 12)));
    }
    if (combos.empty()) ImGui::TextDisabled("%s", _("(no combination)"));
}

void side_panel(App& app, const ScreenLayout& s) {
    if (app.editor) return editor_panel(app);
    if (!app.session.game) {
        // Nothing while a game is on its way, or while the first start's welcome asks for one.
        if (!app.pending && !app.windows[WindowId::Welcome]) ImGui::TextWrapped("%s", _("Choose Game > New to start."));
        return;
    }
    game::Game& g = *app.session.game;
    const bool paused = g.state() == game::GameState::Paused;
    timer_row(app, g, paused);
    // A mistake limit is a stake: its count stays in sight at the top (the panel may scroll).
    const bool limited = g.rules().mistakes_mode == game::MistakesMode::Highlight && g.rules().mistake_limit > 0;
    if (limited) ImGui::Text(_("Mistakes: %d of %d"), g.mistakes_made(), g.rules().mistake_limit);
    {  // where the puzzle came from, wrapped in a narrow panel (a large UI scale) rather than cut
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped("%s", tr_phrase(app.session.origin_phrase).c_str());
        ImGui::PopStyleColor();
    }
    if (app.steps.open && !paused) return steps_panel(app);  // T: in the place of the controls
    const float right = ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x;
    // A won or lost game takes no more moves: its controls look as disabled as they are (Restart
    // and New game stay, in "More" and the menu).
    const bool ended = g.state() == game::GameState::Won || g.state() == game::GameState::Lost ||
                       g.state() == game::GameState::GivenUp;
    ImGui::BeginDisabled(ended);
    if (!s.stacked) {
        Flow top(right), bottom(right);
        controls(app, g, s, paused, 0, top);
        ImGui::Spacing();
        mode_row(app, paused);
        number_pad(app, s, paused);
        ImGui::Spacing();
        controls(app, g, s, paused, 1, bottom);
    } else {
        Flow row(right);
        controls(app, g, s, paused, 0, row);
        controls(app, g, s, paused, 1, row);
        mode_row(app, paused);
        number_pad(app, s, paused);
    }
    ImGui::EndDisabled();
    ImGui::Spacing();
    if (!paused) hint_box(app);
    if (!paused) cage_box(app, g);
    // The hint's own text is in its box; any other message goes under it.
    if (!paused && !app.message.empty() &&
        !(app.hint && app.session.game &&
          app.message == hint_text(*app.hint, app.hint_level, app.session.game->shape())))
        ImGui::TextWrapped("%s", tr_message(app.message).c_str());
    if (!paused) {
        if (g.rules().mistakes_mode == game::MistakesMode::Highlight && !limited) {
            ImGui::TextDisabled(_("Hints used: %d   Mistakes: %d"), g.hints_used(), g.mistakes_made());
        } else {
            ImGui::TextDisabled(_("Hints used: %d"), g.hints_used());
        }
    }
    more(app, g, paused);
}

}  // namespace

float ui_scale(const App& app) {
    if (app.ui_scale_override > 0) return app.ui_scale_override;
    if (app.settings.ui_scale != 1.0f) return app.settings.ui_scale;  // the player's choice
    return app.dpi_scale;
}

FontSizes wanted_font_sizes(const App& app, float width, float height) {
    const ScreenLayout s = layout_screen(width, height, ui_scale(app));
    const BoardLayout b = fit_board(s, app.settings.board_labels, app.board_shape());
    FontSizes f;
    f.text = s.text;
    f.bar = s.bar_text;
    f.large = std::round(s.text * 1.5f);
    f.small = std::max(8.0f, std::round(s.text * 0.75f));
    f.digits = digit_size(b.cell);
    f.notes = note_size(b.cell, app.board_shape().side());
    f.oversample = std::clamp(app.display_scale, 1.0f, 4.0f);
    return f;
}

namespace {

// Chinese (issue #19): WenQuanYi Micro Hei (Debian's fonts-wqy-microhei, 5 MB, TrueType outlines
// that stb_truetype reads, Simplified and Traditional in one face) merged into the text fonts for
// exactly the characters the catalogue and the UI use, so the atlas stays small.
constexpr const char* kCjkFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

// The glyph ranges of the characters beyond Latin-1 in `text` (ImGui keeps the pointer until the
// atlas is built, so each font has its own slot), or null when there are none.
const ImWchar* cjk_ranges(const std::u32string& text, int slot) {
    static ImVector<ImWchar> ranges[4];
    ImVector<ImWchar>& out = ranges[slot];
    out.clear();
    ImFontGlyphRangesBuilder builder;
    bool any = false;
    for (char32_t c : text)
        if (c > 0xFF && c <= 0xFFFF) builder.AddChar(ImWchar(c)), any = true;
    if (!any) return nullptr;
    builder.BuildRanges(&out);
    return out.Data;
}

// The characters of some messages in the current language: what the menu bar, the pad's counts
// and the large titles show, so their fonts hold only those glyphs.
std::u32string characters_of(std::initializer_list<const char*> msgids) {
    std::u32string out;
    for (const char* msgid : msgids) out += i18n::decode_utf8(_(msgid));
    return out;
}

}  // namespace

Fonts load_fonts(const FontSizes& sizes) {
    // Latin-1, dashes, the ellipsis and arrows (the undo and redo buttons).
    static const ImWchar kTextRange[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2026, 0x2026,
                                         0x2190, 0x2193, 0x21B6, 0x21B7, 0};
    static const ImWchar kDigitRange[] = {'0', '9', 'A', 'G', 0};  // symbols 10-16 are A-G
    ImGuiIO& io = ImGui::GetIO();
    // On a HiDPI display the glyphs are rasterised at drawable pixels and drawn at window points.
    const float k = sizes.oversample;
    io.FontGlobalScale = 1.0f / k;
    // The CJK face, read once per atlas and dropped once the atlas is built (below).
    // The text font: every translation and the languages' names; the others only their strings.
    const ImWchar* text_glyphs = cjk_ranges(ui_characters(), 0);
    const ImWchar* bar_glyphs = cjk_ranges(characters_of({N_("Game"), N_("Help")}), 1);
    const ImWchar* small_glyphs = cjk_ranges(characters_of({N_("{n} left"), N_("done"), N_("{n} too many")}), 2);
    // ... and the technique library's page titles, the techniques' names.
    std::u32string large_text =
        characters_of({N_("Hint"), N_("Hint: a wrong digit"), N_("Hint: your notes"), N_("Paused"), N_("Solved in %s"),
                       N_("Too many mistakes"), N_("Start a new game?"), N_("Quit without saving?"),
                       N_("Restart this puzzle?"), N_("Start the daily puzzle?"), N_("Every step now"),
                       N_("Give up and show the solution?"), N_("Welcome to Sudoku")});
    for (const char* title : how_to_play_titles()) large_text += i18n::decode_utf8(i18n::tr(title));
    for (const Technique t : library_pages()) large_text += i18n::decode_utf8(i18n::tr(technique_list_name(t)));
    const ImWchar* large_glyphs = cjk_ranges(large_text, 3);
    std::vector<char> cjk;
    if (text_glyphs) {
        std::ifstream in(kCjkFont, std::ios::binary);
        cjk.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    // Merged into the font just added: its glyphs fill in what DejaVu lacks.
    auto merge_cjk = [&](ImFont* font, float pixels, const ImWchar* cjk_glyphs) {
        if (!font || cjk.empty() || !cjk_glyphs) return;
        ImFontConfig config;
        config.MergeMode = true;
        config.FontDataOwnedByAtlas = false;
        config.FontNo = 0;  // WenQuanYi Micro Hei (1 is its monospaced face)
        config.PixelSnapH = true;
        io.Fonts->AddFontFromMemoryTTF(cjk.data(), int(cjk.size()), pixels, &config, cjk_glyphs);
    };
    Fonts fonts;
    fonts.sizes = sizes;
    fonts.ui = add_font("DejaVuSans.ttf", sizes.text * k, kTextRange);  // the first font is ImGui's default
    if (!fonts.ui) {
        ImFontConfig config;
        config.SizePixels = std::round(sizes.text * k);
        fonts.ui = io.Fonts->AddFontDefault(&config);
    }
    merge_cjk(fonts.ui, sizes.text * k, text_glyphs);
    // The menu bar, the pad's counts and the titles need only ASCII (and the bar is the text font
    // when it has the text's size), and the CJK glyphs when translated: a smaller atlas, a smaller
    // texture, less memory.
    static const ImWchar kAsciiRange[] = {0x0020, 0x007E, 0x2014, 0x2014, 0};
    if (sizes.bar == sizes.text) {
        fonts.bar = fonts.ui;
    } else {
        fonts.bar = add_font("DejaVuSans.ttf", sizes.bar * k, kAsciiRange);
        merge_cjk(fonts.bar, sizes.bar * k, bar_glyphs);
    }
    fonts.small = add_font("DejaVuSans.ttf", sizes.small * k, kAsciiRange);
    merge_cjk(fonts.small, sizes.small * k, small_glyphs);
    fonts.large = add_font("DejaVuSans-Bold.ttf", sizes.large * k, kAsciiRange);
    merge_cjk(fonts.large, sizes.large * k, large_glyphs);
    // Digits only, at exactly the sizes the board draws them, so the atlas stays small.
    fonts.digits = add_font("DejaVuSans.ttf", sizes.digits * k, kDigitRange);
    fonts.notes = add_font("DejaVuSans.ttf", sizes.notes * k, kDigitRange);
    // Rasterise now, then drop the font files (the CJK one is 5 MB): a new atlas reads them again.
    io.Fonts->Build();
    io.Fonts->ClearInputData();
    return fonts;
}

// The one place where ImGui's look is set: sizes from the text size (17 px x scale), colours from
// the theme's palette, every background opaque (menus and tooltips never show the board through).
void apply_style(game::Theme theme, float scale) {
    const BoardTheme& t = palette(theme);
    const float text = 17.0f * scale;
    ImGuiStyle style;
    if (theme == game::Theme::Dark)
        ImGui::StyleColorsDark(&style);
    else
        ImGui::StyleColorsLight(&style);
    auto px = [&](float ems) { return std::max(1.0f, std::round(text * ems)); };
    style.WindowPadding = ImVec2(px(0.8f), px(0.8f));
    style.FramePadding = ImVec2(px(0.6f), frame_padding_y(text));
    style.ItemSpacing = ImVec2(px(0.45f), px(0.45f));
    style.ItemInnerSpacing = ImVec2(px(0.35f), px(0.3f));
    style.CellPadding = ImVec2(px(0.3f), px(0.15f));
    style.IndentSpacing = px(1.2f);
    style.ScrollbarSize = px(0.8f);
    style.GrabMinSize = px(0.6f);
    const float rounding = px(0.3f);
    // Windows are square: ImGui fills a rounded title bar and a rounded body as two anti-aliased
    // shapes, whose feathered edges leave a half-covered row between them where the board shows
    // through (#33: "popups are slightly translucent"). Square ones are filled edge to edge.
    style.WindowRounding = 0.0f;
    style.ChildRounding = style.FrameRounding = style.PopupRounding = rounding;
    style.GrabRounding = style.ScrollbarRounding = style.TabRounding = rounding;
    style.WindowBorderSize = style.PopupBorderSize = 1.0f;
    style.FrameBorderSize = 0.0f;
    style.DisplaySafeAreaPadding = ImVec2(0, 0);  // the menu bar is exactly menu_bar_height() tall
    ImVec4* c = style.Colors;
    c[ImGuiCol_Text] = colour(t.panel_text);
    c[ImGuiCol_TextDisabled] = colour(t.panel_text_disabled);
    c[ImGuiCol_WindowBg] = colour(t.window_background);
    c[ImGuiCol_PopupBg] = colour(t.popup_background);
    c[ImGuiCol_MenuBarBg] = colour(t.frame_background);
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgCollapsed] = colour(t.frame_background);
    c[ImGuiCol_TitleBgActive] = colour(t.button);
    c[ImGuiCol_FrameBg] = colour(t.frame_background);
    c[ImGuiCol_FrameBgHovered] = colour(t.button_hovered);
    c[ImGuiCol_FrameBgActive] = colour(t.button_active);
    c[ImGuiCol_Button] = c[ImGuiCol_Header] = colour(t.button);
    c[ImGuiCol_ButtonHovered] = c[ImGuiCol_HeaderHovered] = colour(t.button_hovered);
    c[ImGuiCol_ButtonActive] = c[ImGuiCol_HeaderActive] = colour(t.button_active);
    for (ImGuiCol i :
         {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_MenuBarBg, ImGuiCol_TitleBg, ImGuiCol_TitleBgActive,
          ImGuiCol_TitleBgCollapsed, ImGuiCol_FrameBg, ImGuiCol_Button, ImGuiCol_Header})
        c[i].w = 1.0f;
    ImGui::GetStyle() = style;
}

void draw_frame(App& app) {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const ScreenLayout s = layout_screen(viewport->Size.x, viewport->Size.y, ui_scale(app));
    menu_bar(app);
    // One window under the menu bar holds the board and the panel at the places the layout says.
    ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x, viewport->Pos.y + s.menu_height), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(viewport->Size.x, std::max(1.0f, viewport->Size.y - s.menu_height)),
                             ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                        ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                        ImGuiWindowFlags_NoScrollWithMouse;
    const bool open = ImGui::Begin("Main", nullptr, kFlags);
    ImGui::PopStyleVar(3);
    if (open) {
        board(app, s);
        Box panel = s.panel;  // lined up with the grid, which layout_board centres in its square
        if (s.stacked)
            panel.x = float(app.last_layout.x), panel.w = float(app.last_layout.size);
        else
            panel.y = float(app.last_layout.y), panel.h = float(app.last_layout.size);
        app.panel_rect = panel;
        ImGui::SetCursorScreenPos(ImVec2(panel.x, panel.y));
        // The panel's contents scroll when a large UI scale makes them taller than the room.
        ImGui::BeginChild("panel", ImVec2(panel.w, panel.h), false);
        side_panel(app, s);
        app.panel_content_h = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;  // for --dump-layout
        ImGui::EndChild();
    }
    ImGui::End();
    technique_library_window(app);  // technique_library.cpp
    how_to_play_window(app);        // how_to_play.cpp
    welcome_window(app);            // welcome.cpp
    draw_dialogs(app);
    // Keyboard navigation (arrows, Enter, Esc) only inside menus and dialogs: on the board the
    // arrows move the selection and the digit keys play. Decided after this frame's popups
    // opened, so the next key already goes to a menu F10 just opened.
    ImGuiIO& io = ImGui::GetIO();
    // Dialogs too (Tab, arrows, Enter or Space on the item chosen; the board's keys wait while
    // one is open), but the load dialog, whose Up, Down, Enter and Delete act on its rows.
    const bool dialog = app.dialog_open() && !(app.windows[WindowId::Load] && !app.confirmation);
    if (dialog || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
        io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    else
        io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
}

std::string layout_json(const App& app, int width, int height) {
    const BoardLayout& b = app.last_layout;
    const Box& p = app.panel_rect;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    char text[512];
    std::snprintf(text, sizeof text,
                  "{\"window\": {\"w\": %d, \"h\": %d}, \"menu_bar\": {\"h\": %g}, "
                  "\"board\": {\"x\": %d, \"y\": %d, \"side\": %d, \"cell\": %d, \"thin\": %d, \"thick\": %d}, "
                  "\"panel\": {\"x\": %g, \"y\": %g, \"w\": %g, \"h\": %g, \"content_h\": %g}, "
                  "\"text\": %g, \"ui_scale\": %g, \"message\": \"",
                  width, height, viewport->WorkPos.y - viewport->Pos.y, b.x, b.y, b.size, b.cell, b.thin, b.thick, p.x,
                  p.y, p.w, p.h, app.panel_content_h, app.fonts.sizes.text, ui_scale(app));
    std::string json = text;
    auto append_string = [&json](const std::string& text) {  // as a JSON string's contents
        for (unsigned char c : text) {
            if (c == '"' || c == '\\') json += '\\';
            json += c >= 0x20 ? char(c) : ' ';  // control characters (a newline) as spaces
        }
    };
    append_string(app.message);
    json += "\", \"subtitle\": \"";  // the line under the clock: where the puzzle came from
    append_string(app.session.puzzle_origin);
    json += "\", \"subtitle_shown\": \"";  // the same in the player's language, as drawn
    append_string(tr_phrase(app.session.origin_phrase));
    char notes[64];  // the notes' pixel size on this board (the font is rasterised at it)
    std::snprintf(notes, sizeof notes, "\", \"note_px\": %g", note_size(b.cell, app.board_shape().side()));
    json += notes;
    json += ", \"open\": [";  // the windows and questions open, by name
    bool first = true;
    auto list = [&](bool open, const char* name) {
        if (open) json += std::string(first ? "\"" : ", \"") + name + "\"", first = false;
    };
    for (std::size_t w = 0; w < kWindowCount; ++w) list(app.windows[WindowId(w)], window_info(WindowId(w)).name);
    list(app.confirmation.has_value(), "confirmation");
    json += "], \"windows\": [";  // the dialogs and popups on screen: where they went
    first = true;
    for (const ImGuiWindow* w : GImGui->Windows) {
        if (!w->WasActive || w->Hidden || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip)) ||
            std::string_view(w->Name) == "Main" || (w->Flags & ImGuiWindowFlags_MenuBar && !w->ParentWindow))
            continue;
        char rect[160];
        std::snprintf(rect, sizeof rect, "%s{\"x\": %g, \"y\": %g, \"w\": %g, \"h\": %g, \"name\": \"",
                      first ? "" : ", ", w->Pos.x, w->Pos.y, w->Size.x, w->Size.y);
        json += rect;
        append_string(w->Name);
        json += "\"}";
        first = false;
    }
    json += "], \"notices\": [";  // the notices waiting to be read, as shown
    for (std::size_t i = 0; i < app.notices.size(); ++i) {
        json += i ? ", \"" : "\"";
        append_string(app.notices[i]);
        json += '"';
    }
    json += "], \"how_to_play\": ";  // Help > How to play: its page, example board and cage sums' size
    if (app.windows[WindowId::HowToPlay]) {
        const int cell = app.how_to_play.example_cell;
        char help[128];
        std::snprintf(help, sizeof help, "{\"page\": %d, \"cell\": %d, \"cage_sum_px\": %g}", app.how_to_play.page,
                      cell, cell > 0 ? cage_sum_size(cell) : 0.0f);
        json += help;
    } else {
        json += "null";
    }
    json += ", \"library\": ";  // Help > Techniques: the page shown, or null when closed
    if (!app.windows[WindowId::Techniques]) return json + "null}\n";
    json += '"';
    append_string(std::string(technique_list_name(app.library.page)));
    return json + "\"}\n";
}

std::span<const NewShape> new_shapes() {
    return kNewShapes;
}

}  // namespace sudoku::ui
