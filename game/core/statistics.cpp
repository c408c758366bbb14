#include "game/core/statistics.hpp"

#include <algorithm>
#include <bitset>

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

void Statistics::record_give_up(Level level, std::string_view shape) {
    LevelStats& s = at(level, shape);
    ++s.games_given_up;
    s.current_streak = 0;
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

std::int64_t TechniqueStats::practice_median_ms() const {
    if (practice_ms.empty()) return 0;
    std::vector<std::int64_t> sorted = practice_ms;
    std::sort(sorted.begin(), sorted.end());
    return sorted[(sorted.size() - 1) / 2];
}

void Statistics::record_needed(std::span<const Technique> techniques_used) {
    std::bitset<kTechniqueCount> seen;
    for (Technique t : techniques_used) {
        if (seen[std::size_t(t)]) continue;
        seen[std::size_t(t)] = true;
        ++techniques[std::size_t(t)].needed;
    }
}

void Statistics::record_practice_win(Technique technique, std::int64_t elapsed_ms) {
    TechniqueStats& s = techniques[std::size_t(technique)];
    ++s.practice_won;
    s.practice_ms.push_back(elapsed_ms);
    if (s.practice_ms.size() > kPracticeTimesKept)
        s.practice_ms.erase(s.practice_ms.begin(), s.practice_ms.end() - std::ptrdiff_t(kPracticeTimesKept));
}

std::optional<Technique> Statistics::practice_suggestion(std::span<const Technique> practicable) const {
    std::optional<Technique> best;
    int best_gap = 0;
    for (Technique t : practicable) {
        const int gap = taught[std::size_t(t)] - techniques[std::size_t(t)].practice_won;
        if (gap <= 0 || gap < best_gap) continue;
        best = t;
        best_gap = gap;
    }
    return best;
}

}  // namespace sudoku::game
