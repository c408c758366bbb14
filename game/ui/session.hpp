// The game being played, as the UI holds it (#33 point 9): the game itself (what undo brings back
// lives inside it), what Ctrl+N starts next, the game's name, what the statistics have counted of
// it, and the autosave's state for it. Everything here changes when another game starts
// (App::start_shaped_puzzle, App::load_now).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "engine/constraints/shape.hpp"
#include "engine/model/text.hpp"
#include "game/core/game.hpp"
#include "saves/autosave.hpp"

namespace sudoku::ui {

struct GameSession {
    std::optional<game::Game> game;  // its level and seed are in game->info()
    Level level = Level::Medium;     // the level Ctrl+N starts (the current game's, or the one asked for)
    ShapeParams shape_params;        // the shape Ctrl+N starts (the current game's, or the one asked for)
    std::string puzzle_origin;       // "Medium #355137570372", "Daily Easy 2026-11-22", "Pasted ..."
    Phrase origin_phrase;            // the same as a template, to show it translated (issue #19)
    bool win_recorded = false;       // the end of this game (won or lost) is in the statistics
    bool start_recorded = false;     // the statistics count this game as started (its first move)

    saves::Autosaver autosaver;
    /// The clock and state the autosave holds for this game (none: not autosaved yet). Quit,
    /// pause, focus loss and the end of a headless run save a clock that has moved on since.
    std::optional<std::pair<std::int64_t, game::GameState>> autosaved_clock;
    std::string autosave_error;  // why the last autosave failed; empty after a good one

    /// The current game's level for statistics (the rater's, for imported puzzles).
    Level game_level() const { return game && game->info().level ? *game->info().level : level; }
    /// The current game's shape for statistics ("3x3", "2x3", "9j"...).
    std::string game_shape_key() const { return game ? game->shape().params_name() : shape_params_name(shape_params); }
    /// Whether leaving the current game now would lose something the player made.
    bool game_unfinished() const {
        if (!game) return false;
        const auto state = game->state();
        return (state == game::GameState::Playing || state == game::GameState::Paused) && game->has_progress();
    }
    /// An unfinished game whose clock or pause has moved on since the autosave holds it.
    bool clock_unsaved() const;
};

}  // namespace sudoku::ui
