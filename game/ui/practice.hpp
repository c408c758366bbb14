// Game > Practice: a new classic puzzle that needs a chosen technique and nothing harder (issue
// #18, item 2), made by the engine's generate_for_technique() as `sudoku-cli generate --technique`
// makes it.
#pragma once

#include "engine/logic/step.hpp"

namespace sudoku::ui {

struct App;

/// The Practice submenu of the Game menu: the techniques by level, easiest first.
void practice_menu(App& app);
/// Starts a practice puzzle for `technique` (asks first when the game is unfinished). When none
/// turns up soon (a rare technique), says so and keeps the current game.
void start_practice(App& app, Technique technique);

}  // namespace sudoku::ui
