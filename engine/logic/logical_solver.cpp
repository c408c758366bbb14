#include "engine/logic/logical_solver.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>

#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/solver.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

// Every Skyscraper that removes something is also a (sashimi) Finned X-Wing, which the order tries
// first: a Finned X-Wing that removes exactly what a Skyscraper or a 2-String Kite removes is shown
// as that step, under its name, so a player practising a Skyscraper hears the word. The three
// score the same (difficulty.cpp), so the path's levels and scores do not change.
Step named_as_link_pattern(const CandidateGrid& grid, Step step) {
    if (step.technique != Technique::FinnedXWing) return step;
    for (Technique technique : {Technique::Skyscraper, Technique::TwoStringKite})
        for (Step& other : find_all(technique, grid))
            if (same_effect(other, step)) return std::move(other);
    return step;
}

// next_step without the broken-grid check: a path from a puzzle with a unique solution never
// breaks (every step is sound), so solve_logically checks once, not at every step.
std::optional<Step> find_step(const CandidateGrid& grid, Level max_level) {
    for (const auto& info : technique_order()) {
        if (difficulty_of(info.technique).level > max_level) break;  // the order is by level
        if (!info.finder) continue;
        StepCollector out(1);
        info.finder(grid, out);
        if (!out.steps().empty()) return named_as_link_pattern(grid, std::move(out.steps().front()));
    }
    return std::nullopt;
}

Step guess_step(const CandidateGrid& grid, const Digits& solution) {
    int best = -1;
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell) && (best < 0 || popcount(grid.candidates(cell)) < popcount(grid.candidates(best))))
            best = cell;
    Step step;
    step.technique = Technique::Guess;
    step.placements.push_back({std::uint8_t(best), solution[best]});
    step.evidence.push_back({{std::uint8_t(best), solution[best]}, Role::Cause});
    step.say(N_("Guess: no technique applies; {cell} is {digit} (taken from the solution)."),
             {{"cell", cell_name(best)}, {"digit", std::to_string(solution[best])}});
    return step;
}

}  // namespace

std::optional<Level> quick_level(const Digits& puzzle, Level max_level) {
    CandidateGrid grid = CandidateGrid::from_digits(puzzle);
    Level level = Level::Easy;
    while (true) {
        if (!grid.apply_singles()) return std::nullopt;
        if (grid.is_solved()) return level;
        std::optional<Step> step = find_step(grid, max_level);
        if (!step) return max_level < Level::Extreme ? std::optional<Level>(Level(int(max_level) + 1)) : std::nullopt;
        level = std::max(level, difficulty_of(step->technique).level);
        grid.apply(*step);
    }
}

std::optional<Step> next_step(const CandidateGrid& grid, Level max_level) {
    if (grid.is_solved() || grid.is_broken()) return std::nullopt;
    return find_step(grid, max_level);
}

void append_step_groups(std::vector<StepGroup>& groups, std::span<const Technique> techniques,
                        std::vector<Step>& steps) {
    const std::size_t first = groups.size();
    for (Technique technique : techniques) groups.push_back({technique, {}});
    std::set<std::string> seen;  // effects already listed, as bytes: technique, placements '|' eliminations '|'
    for (Step& step : steps) {
        if (step.placements.empty() && step.eliminations.empty()) continue;
        auto group = std::find_if(groups.begin() + std::ptrdiff_t(first), groups.end(),
                                  [&](const StepGroup& g) { return g.technique == step.technique; });
        if (group == groups.end()) continue;
        std::string key(1, char(step.technique));
        for (const auto* list : {&step.placements, &step.eliminations}) {
            std::vector<int> items;
            for (Candidate c : *list) items.push_back(c.cell * 32 + c.digit);
            std::sort(items.begin(), items.end());
            for (int item : items) key += char(item / 256), key += char(item % 256);
            key += '|';
        }
        if (!seen.insert(std::move(key)).second) continue;
        group->steps.push_back(std::move(step));
    }
    for (auto g = groups.begin() + std::ptrdiff_t(first); g != groups.end(); ++g)
        std::stable_sort(g->steps.begin(), g->steps.end(),
                         [](const Step& a, const Step& b) { return step_score(a) < step_score(b); });
    groups.erase(std::remove_if(groups.begin() + std::ptrdiff_t(first), groups.end(),
                                [](const StepGroup& g) { return g.steps.empty(); }),
                 groups.end());
}

std::vector<StepGroup> all_steps(const CandidateGrid& grid, Level max_level, int limit) {
    std::vector<StepGroup> groups;
    if (grid.is_solved() || grid.is_broken()) return groups;
    append_all_step_groups(groups, technique_order(), grid, max_level, limit);
    return groups;
}

std::string score_range_text(const StepGroup& group) {
    double low = 1e9, high = 0;
    for (const Step& step : group.steps) {
        low = std::min(low, step_score(step));
        high = std::max(high, step_score(step));
    }
    char text[32];
    if (high - low < 0.05)
        std::snprintf(text, sizeof text, "%.1f", low);
    else
        std::snprintf(text, sizeof text, "%.1f-%.1f", low, high);
    return text;
}

SolvePath solve_logically(const Digits& puzzle, bool allow_guesses, Level max_level) {
    SolvePath path;
    CandidateGrid grid = CandidateGrid::from_digits(puzzle);
    if (grid.is_broken()) return path;
    std::optional<Digits> solution;
    bool solution_known = false;
    while (!grid.is_solved()) {
        std::optional<Step> step = find_step(grid, max_level);
        if (!step) {
            if (max_level < Level::Extreme) {
                path.stuck = true;
                break;
            }
            if (!allow_guesses) break;
            if (!solution_known) {
                Digits first{};
                if (count_solutions(puzzle, 2, &first) == 1) solution = first;
                solution_known = true;
            }
            if (!solution) break;
            step = guess_step(grid, *solution);
            ++path.guesses;
        }
        grid.apply(*step);
        path.steps.push_back(std::move(*step));
    }
    path.solved = grid.is_solved();
    return path;
}

namespace {

// The single the singles finders would report first from `grid` (find_full_house, then
// find_hidden_single boxes, rows, columns, then find_naked_single: their scan orders and their
// conditions, singles.cpp), without building its Step: rate() counts singles, it does not show them.
std::optional<FoundSingle> next_single(const CandidateGrid& grid) {
    for (int house = 0; house < kHouses; ++house) {
        int empty = -1, count = 0;
        for (int cell : house_cells(house))
            if (grid.is_empty(cell)) empty = cell, ++count;
        if (count == 1 && popcount(grid.candidates(empty)) == 1)
            return FoundSingle{Technique::FullHouse, empty, first_digit(grid.candidates(empty))};
    }
    static constexpr HouseKind kKinds[] = {HouseKind::Box, HouseKind::Row, HouseKind::Column};
    static constexpr Technique kTechnique[] = {Technique::HiddenSingleRow, Technique::HiddenSingleColumn,
                                               Technique::HiddenSingleBox};
    for (HouseKind kind : kKinds) {
        for (int i = 0; i < kSide; ++i) {
            const int house = int(kind) * kSide + i;
            for (int digit = 1; digit <= kDigits; ++digit) {
                const std::uint16_t where = grid.positions(house, digit);
                if (popcount(where) != 1) continue;
                const int cell = house_cells(house)[std::size_t(__builtin_ctz(where))];
                if (popcount(grid.candidates(cell)) == 1) continue;
                return FoundSingle{kTechnique[int(kind)], cell, digit};
            }
        }
    }
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell) && popcount(grid.candidates(cell)) == 1)
            return FoundSingle{Technique::NakedSingle, cell, first_digit(grid.candidates(cell))};
    return std::nullopt;
}

}  // namespace

void RatingTally::add(Technique technique, double score, bool places) {
    ++rating_.steps;
    ++rating_.technique_counts[int(technique)];
    if (score > rating_.score) {
        rating_.score = score;
        rating_.hardest = technique;
    }
    const Level level = difficulty_of(technique).level;
    if (level > rating_.level) rating_.level = level;
    // A practised player: a few seconds per single, much longer for each harder step.
    seconds_ += places ? 2.0 * score * score : 10.0 * score;
}

void RatingTally::add(const Step& step) {
    add(step.technique, step_score(step), !step.placements.empty());
}

Rating RatingTally::solved() {
    rating_.valid = true;
    rating_.solved_logically = rating_.guesses == 0;
    rating_.estimated_minutes = seconds_ / 60.0;
    return rating_;
}

Rating rate_path(const SolvePath& path) {
    if (!path.solved) return Rating{};
    RatingTally tally;
    for (const Step& step : path.steps) {
        tally.add(step);
        if (step.technique == Technique::Guess) tally.guessed();
    }
    return tally.solved();
}

Rating rate(const Digits& puzzle, Level max_level) {
    Rating rating;
    Digits solution{};
    if (count_solutions(puzzle, 2, &solution) != 1) return rating;
    // solve_logically's path, walked without building the singles' steps (the commonest by far):
    // rate_path(solve_logically(puzzle, true, max_level)) gives the same rating (a test holds it).
    CandidateGrid grid = CandidateGrid::from_digits(puzzle);
    if (grid.is_broken()) return rating;
    return rate_walk(grid, max_level, next_single, find_step,
                     [&](const CandidateGrid& g) { return guess_step(g, solution); });
}

}  // namespace sudoku
