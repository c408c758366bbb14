// The analyst's panel "Every step now" (issue #18, item 3): every logical step that applies in
// the current position, grouped by technique easiest first with their scores. Selecting a step
// shows its evidence on the board as a hint does; Apply plays it through the hint path (one "H"
// move, one undo step, counted as a hint). T toggles it, ] and [ choose the next or previous step,
// Shift+T applies it; it takes the side panel's place under the clock while open.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "game/core/board.hpp"

namespace sudoku::ui {

struct App;

/// UI state only (the undo question: nothing here comes back on undo). The list is found again
/// whenever the digits or notes it was found for change.
struct StepsPanel {
    bool open = false;
    bool listed = false;  // `groups` belong to `digits` and `notes`
    ShapeDigits digits;
    game::Notes notes{};
    std::vector<StepGroup> groups;
    int group = -1, index = -1;  // the selected step, or -1
    bool reveal = false;         // unfold the selected step's group and scroll to it (keys chose it)

    /// The selected step, or null.
    const Step* selected() const;
    /// Forgets the list and the selection (a new game; the panel stays open or closed).
    void clear();
};

/// T: opens or closes the panel.
void toggle_steps_panel(App& app);
/// Finds the steps again when the board they were found for changed. Cheap when it did not.
void refresh_steps(App& app);
/// ] and [: chooses the next or previous step of the list (from none: the first or the last).
void choose_adjacent_step(App& app, int delta);
/// Applies the selected step (Apply, Shift+T): refused like a hint past the hint limit.
void apply_selected_step(App& app);
/// Draws the panel's contents in the side panel (the caller checks `open`).
void steps_panel(App& app);

}  // namespace sudoku::ui
