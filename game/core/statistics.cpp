#include "game/core/statistics.hpp"

#include <algorithm>

namespace sudoku::game {

LevelStats& Statistics::at(Level level, std::string_view shape) {
    if (is_classic_key(shape)) return at(level);
    return shapes[std::string(shape)][std::size_t(level)];
}

LevelStats Statistics::at(Level level, std::string_view shape) const {
    if (is_classic_key(shape)) return at(level);
    auto found = shapes.find(std::string(shape));
    return found == shapes.end() ? LevelStats{} : found->second[std::size_t(level)];
}

void Statistics::record_start(Level level, std::string_view shape) {
    ++at(level, shape).games_started;
}

void Statistics::record_win(Level level, std::int64_t elapsed_ms, std::string_view shape) {
    LevelStats& s = at(level, shape);
    ++s.games_won;
    s.total_won_ms += elapsed_ms;
    s.best_ms = s.games_won == 1 ? elapsed_ms : std::min(s.best_ms, elapsed_ms);
    ++s.current_streak;
    s.best_streak = std::max(s.best_streak, s.current_streak);
}

void Statistics::record_loss(Level level, std::string_view shape) {
    at(level, shape).current_streak = 0;
}

void Statistics::record_abandon(Level level, std::string_view shape) {
    LevelStats& s = at(level, shape);
    ++s.games_abandoned;
    s.current_streak = 0;
}

void Statistics::record_hint(Level level, std::optional<Technique> technique, std::string_view shape) {
    ++at(level, shape).hints_used;
    if (technique) ++taught[std::size_t(*technique)];
}

}  // namespace sudoku::game
