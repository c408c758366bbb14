// Help > Techniques: the technique library (issue #18, item 1). A page per technique of the
// classic solver's table, easiest first, and one per Killer technique: what it is, when to look for it, and a live
// example board (a position from assets/techniques/examples.txt where the solver finds the technique next) drawn with
// the step's evidence as a hint draws it, with the step's sentence. "Try one" starts a practice puzzle for it; the hint
// box links to the page of the hint's technique.
#pragma once

#include <optional>
#include <vector>

#include "engine/logic/step.hpp"

namespace sudoku::ui {

struct App;

/// UI state only: which page is shown, and its example's step (found once per page).
struct TechniqueLibrary {
    Technique page = Technique::FullHouse;
    bool reveal = false;               // scroll the list to the page (it was opened from elsewhere)
    std::optional<Technique> stepped;  // the page `step` was found for
    std::optional<Step> step;          // the example's step, or none (no example)
};

/// Whether the library has a page for the technique (the classic table's, without Guess).
bool has_library_page(Technique technique);
/// The techniques with a page, in the library's order: the classic table, easiest first, then the
/// Killer techniques.
std::vector<Technique> library_pages();
/// Whether the page of a technique has its text (what it is, when to look for it).
bool has_page_text(Technique technique);
/// Opens the library at a technique's page (the first page for one it has no page for).
void open_technique_library(App& app, Technique page);
/// Draws the library window when it is open.
void technique_library_window(App& app);

}  // namespace sudoku::ui
