#include "game/core/statistics.hpp"

#include <algorithm>

namespace sudoku::game {

void Statistics::record_start(Level level) {
    ++at(level).games_started;
}

void Statistics::record_win(Level level, std::int64_t elapsed_ms) {
    LevelStats& s = at(level);
    ++s.games_won;
    s.total_won_ms += elapsed_ms;
    s.best_ms = s.games_won == 1 ? elapsed_ms : std::min(s.best_ms, elapsed_ms);
    ++s.current_streak;
    s.best_streak = std::max(s.best_streak, s.current_streak);
}

void Statistics::record_loss(Level level) {
    at(level).current_streak = 0;
}

void Statistics::record_abandon(Level level) {
    ++at(level).games_abandoned;
    at(level).current_streak = 0;
}

void Statistics::record_hint(Level level, std::optional<Technique> technique) {
    ++at(level).hints_used;
    if (technique) ++taught[std::size_t(*technique)];
}

}  // namespace sudoku::game
