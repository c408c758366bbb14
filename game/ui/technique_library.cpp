#include "game/ui/technique_library.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "engine/generate/technique_positions.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/text.hpp"
#include "game/ui/app.hpp"
#include "game/ui/board_view.hpp"
#include "game/ui/practice.hpp"
#include "game/ui/theme.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

/// A page's text: what the technique is, and when to look for it.
struct PageText {
    Technique technique;
    const char* what;
    const char* when;
};

constexpr PageText kPages[] = {
    {Technique::FullHouse,
     N_("A row, column or box with a single empty cell left: that cell takes the one digit the house is missing."),
     N_("Look first at the houses that are nearly full. It is the easiest step there is and needs no notes.")},
    {Technique::HiddenSingleBox,
     N_("In a box, a digit fits in only one cell: the same digit in the rows and columns that cross the box rules "
        "out every other empty cell. That cell takes the digit, whatever else it could hold."),
     N_("Scan one digit at a time across the boxes, starting with the digits placed most often. No notes are "
        "needed.")},
    {Technique::HiddenSingleRow,
     N_("In a row, a digit fits in only one cell: the same digit in the columns and boxes that cross the row rules "
        "out every other empty cell. That cell takes the digit."),
     N_("When the boxes give nothing more, take each row in turn and ask where each of its missing digits can "
        "go. Rows with few empty cells are the quickest.")},
    {Technique::HiddenSingleColumn,
     N_("In a column, a digit fits in only one cell: the same digit in the rows and boxes that cross the column "
        "rules out every other empty cell. That cell takes the digit."),
     N_("As for rows: take each column in turn and ask where each of its missing digits can go.")},
    {Technique::NakedSingle,
     N_("A cell whose row, column and box already hold eight different digits: only the ninth is left for it."),
     N_("Look at cells where a crowded row, column and box cross, or, with notes, for a cell with a single "
        "candidate left.")},
    {Technique::Pointing,
     N_("In a box, every candidate for a digit lies in one row (or one column). The digit goes in that line "
        "inside the box, so it is removed from the rest of that line outside the box."),
     N_("With the notes filled in, look in each box for a digit whose candidates line up.")},
    {Technique::Claiming,
     N_("In a row or column, every candidate for a digit lies inside one box. The digit goes in that box on that "
        "line, so it is removed from the box's other cells."),
     N_("Look along rows and columns for a digit whose candidates all fall in one box: the mirror image of "
        "pointing.")},
    {Technique::NakedPair,
     N_("Two cells of a house hold the same two candidates and nothing else. Those two digits go in those two "
        "cells, one each, so they are removed from every other cell of the house."),
     N_("Look for cells with only two candidates, then for a second cell with the same two in the same row, "
        "column or box.")},
    {Technique::HiddenPair,
     N_("Two digits fit only in the same two cells of a house. Those cells hold those two digits, so their other "
        "candidates are removed."),
     N_("Look for two digits that each have just two places in a house, and the same two places.")},
    {Technique::NakedTriple,
     N_("Three cells of a house hold only three candidates between them (two or three each). Those three digits "
        "fill those cells, so they are removed from the rest of the house."),
     N_("In a house with many empty cells, look for three cells whose notes use only three digits together.")},
    {Technique::HiddenTriple,
     N_("Three digits fit only in the same three cells of a house. Those cells hold those three digits, so every "
        "other candidate in them is removed."),
     N_("Look in a house for three digits with few places, all within the same three cells; the other notes "
        "there hide the pattern.")},
    {Technique::XWing,
     N_("In two rows a digit has exactly two places each, in the same two columns. The digit takes two opposite "
        "corners of that rectangle, so it is removed from the rest of both columns (or the same with rows and "
        "columns swapped)."),
     N_("Take one digit at a time and look for two rows, or two columns, where it has just two places, lined "
        "up.")},
    {Technique::FinnedXWing,
     N_("An X-Wing with an extra candidate or two, the fin, in a box at one of its corners. Either the X-Wing "
        "holds or the fin is true, so the digit is removed only where both agree: from the cells of the X-Wing's "
        "columns inside the fin's box."),
     N_("When an X-Wing almost appears but one of its rows has one or two extra candidates in one box.")},
    {Technique::Swordfish,
     N_("The X-Wing with three lines: in three rows a digit has two or three places each, all within the same "
        "three columns. Those rows fill the digit's places in the three columns, so it is removed from the rest "
        "of them (or rows and columns swapped)."),
     N_("When no X-Wing appears, look for a digit with few places in three rows or three columns.")},
    {Technique::Skyscraper,
     N_("In two rows (or columns) a digit has exactly two places each, and one end of each lies in the same "
        "column: the base of two towers. One of the two tops holds the digit, so every cell that sees both tops "
        "loses it."),
     N_("Look for an X-Wing that is one column off: two lines with two places each, joined at one end.")},
    {Technique::TwoStringKite,
     N_("A digit has exactly two places in a row and exactly two in a column, and one end of each lies in the "
        "same box. One of the two far ends holds the digit, so a cell that sees both loses it."),
     N_("Look for a digit with two places in a row and two in a column that meet in one box.")},
    {Technique::XYWing,
     N_("Three cells with two candidates each: the pivot holds XY and sees two pincers, XZ and YZ. Whatever the "
        "pivot holds, one pincer is Z, so Z is removed from every cell that sees both pincers."),
     N_("Among the cells with two candidates, look for one that sees two others, each sharing one of its digits "
        "and both sharing a third.")},
    {Technique::XYZWing,
     N_("Like an XY-Wing, but the pivot holds three candidates, XYZ, and sees the pincers XZ and YZ. One of the "
        "three cells holds Z, so Z is removed from the cells that see all three."),
     N_("Look for a cell with three candidates beside two cells with two, all three sharing one digit.")},
    {Technique::WWing,
     N_("Two cells with the same two candidates XY that do not see each other, and a house where X has only two "
        "places, one seeing each cell. One of the two cells must be Y, so Y is removed from the cells that see "
        "both."),
     N_("Look for two cells far apart with the same pair, then for a digit of the pair with two places that "
        "joins them.")},
    {Technique::UniqueRectangle1,
     N_("Four cells in two rows, two columns and two boxes, three of them holding only the same two candidates. "
        "If the fourth took one of those digits too, the two could be swapped and the puzzle would have two "
        "solutions, so the fourth cell loses both."),
     N_("Only in puzzles with one solution: look for the same pair in three corners of a rectangle that spans "
        "two boxes.")},
    {Technique::NakedQuad,
     N_("Four cells of a house hold only four candidates between them. Those four digits fill those cells, so "
        "they are removed from the rest of the house."),
     N_("Rare. When pairs and triples run out, look in houses with many empty cells.")},
    {Technique::HiddenQuad,
     N_("Four digits fit only in the same four cells of a house. Those cells hold those four digits, so every "
        "other candidate in them is removed."),
     N_("Rare. Look in a house with many empty cells where four digits crowd into four cells.")},
    {Technique::FinnedSwordfish,
     N_("A Swordfish with an extra candidate or two, the fin, in one box. Either the Swordfish holds or the fin "
        "is true, so the digit is removed only from the cells of the Swordfish's columns inside the fin's box."),
     N_("When a Swordfish almost appears but one of its lines has extra candidates in one box.")},
    {Technique::SimpleColouring,
     N_("Follow one digit along its strong links (houses where it has exactly two places), colouring the cells in "
        "two alternating colours. One colour is all true, the other all false: a cell that sees both colours "
        "loses the digit, and a colour that appears twice in a house is false."),
     N_("When a digit has many houses with just two places that join up.")},
    {Technique::Jellyfish,
     N_("The fish with four lines: in four rows a digit has its places within the same four columns. The digit is "
        "removed from the rest of those columns (or rows and columns swapped)."),
     N_("Rare. Look for it with a digit that still has many candidates, after X-Wings and Swordfish.")},
    {Technique::BugPlusOne,
     N_("Every empty cell has two candidates except one, which has three. Were that cell one of the digits it "
        "shares, each digit would have two places in every house and the puzzle two solutions; so it takes the "
        "digit that appears three times in its row, column and box."),
     N_("Late in a hard puzzle, when nearly every empty cell is down to two candidates.")},
    {Technique::XChain,
     N_("A chain on one digit that alternates strong links (the digit's only two places in a house) and weak "
        "links (two cells that see each other), starting and ending with a strong link. One end or the other "
        "holds the digit, so the cells that see both ends lose it."),
     N_("When a digit's strong links join into a long path. Skyscrapers and kites are short X-Chains.")},
    {Technique::XYChain,
     N_("A chain of cells with two candidates, each sharing a digit with the next. If the first cell is not X, "
        "the chain forces the last one to be X, so the cells that see both ends lose X."),
     N_("Among the cells with two candidates, look for a path that starts and ends with the same digit. An "
        "XY-Wing is the shortest one.")},
    {Technique::AlternatingChain,
     N_("A chain of candidates of any digits and cells that alternates strong links (at least one of the two is "
        "true) and weak links (not both are true), starting and ending with a strong link. One of its ends is "
        "true, so a candidate that sees both ends is removed."),
     N_("When nothing simpler applies: it covers X-Chains and XY-Chains and mixes them.")},
    {Technique::ForcingChain,
     N_("Suppose a candidate is true and follow the singles it forces. If they lead to a contradiction, the "
        "candidate is false; if every candidate of a cell (or every place of a digit in a house) forces the same "
        "placement, that placement is true."),
     N_("The last resort before guessing, in the hardest puzzles. The example shows the placements the chain "
        "needs.")},
    {Technique::DynamicForcingChain,
     N_("A forcing chain that follows every consequence, not just one line: suppose a candidate true, or false, "
        "and apply every single over the whole grid. A contradiction removes the supposition; when every "
        "candidate of a cell, every place of a digit in a house, or both the true and the false case lead to the "
        "same placement or elimination, it holds."),
     N_("When the simple forcing chain finds nothing, in the hardest puzzles. Its sentence lists only the facts "
        "its conclusion rests on.")},
    {Technique::DynamicForcingChainPlus,
     N_("A dynamic forcing chain whose branches also use pointing, claiming and naked and hidden pairs, not "
        "only singles, so each supposition reaches further before it breaks or agrees."),
     N_("When the dynamic forcing chain finds nothing: puzzles rated around 9 on Sudoku Explainer's scale.")},
    {Technique::NestedForcingChain,
     N_("A dynamic forcing chain whose branches may themselves remove candidates by forcing chains (the "
        "eliminations marked *), the deepest reasoning the solver knows. With it, every valid puzzle is solved "
        "without guessing."),
     N_("Only in the very hardest puzzles, rated 9.5 and above: the forum's hardest lists.")},
    // Killer
    {Technique::CageCombination,
     N_("A cage's digits are different and add up to its sum, so only some sets of digits can fill it: 17 in two "
        "cells is 8+9 and nothing else. Each cell of the cage keeps only the digits of the sets still possible."),
     N_("Start every Killer with the cages whose sums have one or two ways: small and large sums in few cells.")},
    {Technique::InnieOutie,
     N_("The Rule of 45: a row, column or box holds 1 to 9, which add up to 45. Where cages nearly cover a house "
        "(or a group of houses), the one cell left in (an innie) or sticking out (an outie) is 45 minus, or "
        "plus, the difference of the cage sums."),
     N_("Add up the cages that lie inside a row, column, box or band: when one cell is missing or left over, its "
        "digit follows.")},
    {Technique::CageLocked,
     N_("A digit that every possible set of a cage holds must be in the cage; when the cage lies in one row, "
        "column or box, that digit is removed from the rest of it. Conversely a digit confined to a cage in a "
        "house is kept by that cage."),
     N_("After the cage combinations: look for a digit all of a cage's remaining sets share.")},
    {Technique::InnieOutieSum,
     N_("The Rule of 45 with two to four open cells: the innies or outies of a house or group of houses must add "
        "up to a known sum, which limits them as a small cage would."),
     N_("When the innies or outies of a house are two to four cells: treat them as a cage with that sum.")},
};

const PageText* page_text(Technique technique) {
    for (const PageText& p : kPages)
        if (p.technique == technique) return &p;
    return nullptr;
}

/// The pages in order: the technique table, easiest first, then the Killer techniques.
std::vector<Technique> pages() {
    std::vector<Technique> out;
    for (const TechniqueInfo& info : technique_order())
        if (!needs_clues(info.technique)) out.push_back(info.technique);
    for (Technique t :
         {Technique::CageCombination, Technique::InnieOutie, Technique::CageLocked, Technique::InnieOutieSum})
        out.push_back(t);
    return out;
}

/// A page's name: the technique's list name ("Hidden Single (row)"), translated.
std::string page_name(Technique technique) {
    return i18n::tr(technique_list_name(technique));
}

ImFont* font_or_current(ImFont* font) {
    return font ? font : ImGui::GetFont();
}

/// The page's example: its position on a board of `side` pixels, with the step's evidence.
void example_board(App& app, const TechniquePosition& example, const Step& step, float side) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(side, side));
    BoardView view;
    view.set_grid(Grid::from_givens(example.digits));
    view.notes.resize(std::size_t(kCells));
    if (example.killer) view.shape = example.killer;
    const Candidates grid = example.grid();
    for (int cell = 0; cell < kCells; ++cell)
        view.notes[std::size_t(cell)] = grid.is_empty(cell) ? grid.candidates(cell) : DigitMask(0);
    view.highlight_houses = view.highlight_equal = false;
    view.hint = &step;
    view.hint_house = step.houses.empty() ? -1 : step.houses.front();
    const BoardLayout layout = layout_board(at.x, at.y, at.x + side, at.y + side, side / 420.0f, *view.shape);
    // The example is smaller than the game's board: its notes in whichever font was rasterised
    // nearest their size (a font drawn much smaller than rasterised loses thin strokes).
    const float wanted = note_size(layout.cell);
    ImFont* notes = app.fonts.notes;
    float nearest = std::abs(app.fonts.sizes.notes - wanted);
    const std::pair<ImFont*, float> others[] = {{app.fonts.ui, app.fonts.sizes.text},
                                                {app.fonts.small, app.fonts.sizes.small},
                                                {app.fonts.bar, app.fonts.sizes.bar}};
    for (const auto& [font, size] : others)
        if (font && size > 0 && std::abs(size - wanted) < nearest) notes = font, nearest = std::abs(size - wanted);
    draw_board(ImGui::GetWindowDrawList(), layout, view, app.fonts.digits, notes, palette(app.settings.theme));
}

void page(App& app) {
    TechniqueLibrary& lib = app.library;
    const Technique t = lib.page;
    if (lib.stepped != t) {  // the example's step, found once per page
        lib.stepped = t;
        lib.step.reset();
        if (const TechniquePosition* example = technique_example(t)) lib.step = example_step(*example);
    }
    // Wide pages put the example board beside the text, as large as the page is high; narrow ones
    // put it under the text (the page scrolls).
    const ImVec2 room = ImGui::GetContentRegionAvail();
    const ImGuiStyle& style = ImGui::GetStyle();
    const float em = ImGui::GetFontSize();
    float side = std::floor(std::min(room.y, room.x * 0.55f));
    const bool wide = room.x - side - style.ItemSpacing.x >= em * 18 && side >= em * 14;
    if (!wide) side = std::floor(std::min(room.x, std::max(room.y * 0.9f, em * 14)));
    const float text_width = wide ? room.x - side - style.ItemSpacing.x * 2 : room.x;
    const TechniquePosition* example = technique_example(t);
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_width);
    ImGui::PushFont(font_or_current(app.fonts.large));
    ImGui::TextUnformatted(page_name(t).c_str());
    ImGui::PopFont();
    char score[16];
    std::snprintf(score, sizeof score, "%.1f", difficulty_of(t).score);
    ImGui::TextDisabled("%s", i18n::format(_("Level: {level}. Score: {score} (Sudoku Explainer's scale)."),
                                           {{"level", tr_level(difficulty_of(t).level)}, {"score", score}})
                                  .c_str());
    // Try one (classic techniques: Killer ones come with Game > New > Killer), and the neighbouring pages.
    const bool killer = needs_clues(t);
    if (!killer) {
        if (ImGui::Button(_("Try one"))) start_practice(app, t);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", _("Starts a practice puzzle that needs this technique and nothing harder"));
        ImGui::SameLine();
    }
    const auto order = pages();
    const auto at = std::find(order.begin(), order.end(), t);
    ImGui::BeginDisabled(at == order.begin());
    if (ImGui::Button(_("< Previous"))) lib.page = *(at - 1), lib.reveal = true;
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(at == order.end() || at + 1 == order.end());
    if (ImGui::Button(_("Next >"))) lib.page = *(at + 1), lib.reveal = true;
    ImGui::EndDisabled();
    if (killer) ImGui::TextDisabled("%s", _("Game > New > Killer plays puzzles that need it."));
    ImGui::Spacing();
    if (const PageText* text = page_text(t)) {
        ImGui::TextDisabled("%s", _("What it is"));
        ImGui::TextUnformatted(_(text->what));
        ImGui::Spacing();
        ImGui::TextDisabled("%s", _("When to look for it"));
        ImGui::TextUnformatted(_(text->when));
        ImGui::Spacing();
    }
    ImGui::TextDisabled("%s", _("Example"));
    if (example && lib.step) {
        ImGui::TextUnformatted(tr_phrase(lib.step->text).c_str());
    } else {
        ImGui::TextUnformatted(_("No example yet."));
    }
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    if (!example || !lib.step) return;
    if (wide) ImGui::SameLine(0, style.ItemSpacing.x * 2);
    example_board(app, *example, *lib.step, side);
}

}  // namespace

bool has_page_text(Technique technique) {
    return page_text(technique) != nullptr;
}

bool has_library_page(Technique technique) {
    const auto order = pages();
    return std::find(order.begin(), order.end(), technique) != order.end();
}

std::vector<Technique> library_pages() {
    return pages();
}

void open_technique_library(App& app, Technique page) {
    app.windows[WindowId::Techniques] = true;
    app.library.page = has_library_page(page) ? page : technique_order().front().technique;
    app.library.reveal = true;
}

void technique_library_window(App& app) {
    TechniqueLibrary& lib = app.library;
    if (!app.windows[WindowId::Techniques]) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowSize(ImVec2(std::round(viewport->Size.x * 0.92f), std::round(viewport->Size.y * 0.88f)),
                             ImGuiCond_Appearing);
    ImGui::SetNextWindowPos(viewport->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    const std::string title = std::string(_("Techniques")) + "###techniques";
    if (!ImGui::Begin(title.c_str(), &app.windows[WindowId::Techniques], ImGuiWindowFlags_NoCollapse))
        return ImGui::End();
    // The pages by level, easiest first: a list beside the page, or in a small window (800x600) a
    // drop-down above it, so the page keeps the width for an example board as large as the game's.
    const bool compact = ImGui::GetContentRegionAvail().x < ImGui::GetFontSize() * 48;
    auto list_items = [&lib](bool in_combo) {
        Level shown = Level::Easy;
        bool first = true;
        bool killer_shown = false;
        for (const Technique t : pages()) {
            const Level level = difficulty_of(t).level;
            const bool killer = needs_clues(t);
            if (first || (!killer && level != shown) || (killer && !killer_shown)) {
                if (!first) in_combo ? ImGui::Separator() : ImGui::Spacing();
                ImGui::TextDisabled("%s", killer ? _("Killer") : tr_level(level).c_str());
                shown = level;
                first = false;
                killer_shown = killer;
            }
            const std::string label = page_name(t) + "##" + std::to_string(int(t));
            if (ImGui::Selectable(label.c_str(), lib.page == t)) lib.page = t;
            if ((lib.reveal || in_combo) && lib.page == t) {
                if (lib.reveal || ImGui::IsWindowAppearing()) ImGui::SetScrollHereY(0.5f);
                if (!in_combo) lib.reveal = false;
            }
        }
    };
    if (compact) {
        ImGui::SetNextItemWidth(-1);
        if (ImGui::BeginCombo("##pages", page_name(lib.page).c_str(), ImGuiComboFlags_HeightLarge)) {
            list_items(true);
            ImGui::EndCombo();
        }
        lib.reveal = false;
        page_child([&app] { page(app); });
    } else {
        float widest = 0;
        for (const Technique t : pages()) widest = std::max(widest, ImGui::CalcTextSize(page_name(t).c_str()).x);
        const auto titles = [&] { list_items(false); };
        pages_beside_list(widest, true, titles, [&app] { page(app); });
    }
    ImGui::End();
}

}  // namespace sudoku::ui
