#include "game/ui/how_to_play.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include <SDL.h>
#include <imgui.h>

#include "game/ui/app.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/theme.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

// A page: its title, the shape of its example board (Solo's parameters) and its rules.
struct Page {
    const char* title;
    const char* example;
    const char* rules;
};

constexpr Page kPages[kHowToPlayPages] = {
    {N_("Classic Sudoku"), "3x3",
     N_("Fill every empty cell with a digit from 1 to 9 so that each row, each column and each of the nine 3x3 "
        "boxes (the thick outlines) holds every digit exactly once. The givens, the digits printed at the start, "
        "stay. Every puzzle has one solution, and logic alone reaches it: no guessing is needed.")},
    {N_("Small boards: 4x4 and 6x6"), "2x3",
     N_("The same rules on a smaller board: the digits 1 to 4 with boxes of 2x2 cells, or 1 to 6 with boxes two "
        "rows high and three columns wide. Good for learning the rules and the first techniques.")},
    {N_("Big boards: 12x12 and 16x16"), "3x4",
     N_("The same rules with 12 or 16 symbols: 1 to 9, then A, B, C... for 10, 11, 12 (Settings > Look can show "
        "them as numbers). Type them with the digit keys and the letter keys A to G.")},
    {N_("X Sudoku (diagonals)"), "3x3x",
     N_("Classic rules, and each of the two long diagonals (shaded) must also hold every digit from 1 to 9 "
        "once.")},
    {N_("Windoku (four more windows)"), "3x3w",
     N_("Classic rules, and four more 3x3 windows (shaded), one in each quarter of the board, must each hold "
        "every digit from 1 to 9 once. Their overlaps make more houses than boxes alone.")},
    {N_("Jigsaw"), "9j",
     N_("Instead of square boxes, the board is cut into nine irregular regions of nine cells (the thick "
        "outlines, each on its own tint). Every row, every column and every region holds each digit once.")},
    {N_("Killer Sudoku"), "3x3k",
     N_("Classic rules, on a board that starts empty and is cut into cages (the dashed outlines). The number in "
        "a cage's corner is the sum of its digits, and no digit repeats within a cage. The cages of a box add "
        "up to 45: a good place to start.")},
    {N_("Killer variants"), "3x3xk",
     N_("Killer cages combine with the other boards: Killer 6x6 (digits 1 to 6), Killer X (the diagonals too, "
        "as in this example) and Killer Jigsaw (irregular regions). Each adds its houses to the cages' rules.")},
};

// The example board of a page: an easy puzzle of its shape, made once from a fixed seed.
const GeneratedShapePuzzle* example(HowToPlay& help, int page) {
    auto& slot = help.examples[std::size_t(page)];
    if (!slot) {
        ShapeGenerateOptions options;
        options.params = parse_shape_params(kPages[page].example).value();
        options.level = Level::Easy;
        options.seed = 20261127;
        auto made = generate_shape(options);
        if (!made) return nullptr;
        slot = std::move(made.value());
    }
    return &*slot;
}

// The example, `side` pixels square at the cursor, drawn as the game draws its board (without
// selection or highlights).
void example_board(App& app, const GeneratedShapePuzzle& puzzle, float side) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(side, side));
    BoardView view;
    view.shape = puzzle.shape;
    view.digits = puzzle.puzzle;
    for (int cell = 0; cell < puzzle.shape->cell_count(); ++cell)
        if (puzzle.puzzle[std::size_t(cell)] != 0) view.givens.insert(cell);
    view.highlight_houses = view.highlight_equal = false;
    view.region_tints = true;
    view.numbers_above_nine = !app.settings.letters_above_nine;
    const BoardLayout layout = layout_board(at.x, at.y, at.x + side, at.y + side, side / 420.0f, *puzzle.shape);
    app.how_to_play.example_cell = layout.cell;
    draw_board(ImGui::GetWindowDrawList(), layout, view, app.fonts.digits, app.fonts.small,
               palette(app.settings.theme));
}

// Up/Left and Down/Right (and PageUp/PageDown) walk the pages; Esc closes (`open`: the window's flag).
void walk_keys(HowToPlay& help, bool& open) {
    if (!ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) || ImGui::IsWindowAppearing()) return;
    auto pressed = [](SDL_Scancode key) { return ImGui::IsKeyPressed(key, true); };
    if (pressed(SDL_SCANCODE_UP) || pressed(SDL_SCANCODE_LEFT) || pressed(SDL_SCANCODE_PAGEUP))
        help.page = std::max(0, help.page - 1);
    if (pressed(SDL_SCANCODE_DOWN) || pressed(SDL_SCANCODE_RIGHT) || pressed(SDL_SCANCODE_PAGEDOWN))
        help.page = std::min(kHowToPlayPages - 1, help.page + 1);
    if (ImGui::IsKeyPressed(SDL_SCANCODE_ESCAPE, false)) open = false;
}

void page(App& app) {
    HowToPlay& help = app.how_to_play;
    const Page& p = kPages[help.page];
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::TextUnformatted(_(p.title));
    ImGui::PopFont();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(_(p.rules));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    const float room = std::min(ImGui::GetContentRegionAvail().x,
                                ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 1.5f);
    if (const GeneratedShapePuzzle* puzzle = example(help, help.page); puzzle && room > 40)
        example_board(app, *puzzle, std::round(std::min(room, ImGui::GetFontSize() * 26)));
    ImGui::Spacing();
    ImGui::TextDisabled("%s", _("Up and Down (or Left and Right) turn the pages; Esc closes."));
}

}  // namespace

std::array<const char*, kHowToPlayPages> how_to_play_titles() {
    std::array<const char*, kHowToPlayPages> titles{};
    for (int i = 0; i < kHowToPlayPages; ++i) titles[std::size_t(i)] = kPages[i].title;
    return titles;
}

void how_to_play_window(App& app) {
    HowToPlay& help = app.how_to_play;
    bool& open = app.windows[WindowId::HowToPlay];
    if (!open) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowSize(ImVec2(std::round(std::min(viewport->Size.x * 0.9f, ImGui::GetFontSize() * 50)),
                                    std::round(viewport->Size.y * 0.88f)),
                             ImGuiCond_Appearing);
    ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    const std::string title = std::string(_("How to play")) + "###how_to_play";
    if (!ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse)) return ImGui::End();
    walk_keys(help, open);
    float widest = 0;
    for (const Page& p : kPages) widest = std::max(widest, ImGui::CalcTextSize(_(p.title)).x);
    const auto titles = [&help] {
        for (int i = 0; i < kHowToPlayPages; ++i)
            if (ImGui::Selectable((std::string(_(kPages[i].title)) + "##" + std::to_string(i)).c_str(), help.page == i))
                help.page = i;
    };
    pages_beside_list(widest, false, titles, [&app] { page(app); });
    ImGui::End();
}

}  // namespace sudoku::ui
