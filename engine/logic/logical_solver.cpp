#include "engine/logic/logical_solver.hpp"

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>

#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/band.hpp"

namespace sudoku {

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
    return solve_logically(*Shape::classic(), ShapeDigits(puzzle.begin(), puzzle.end()), allow_guesses, max_level);
}

Rating rate(const Digits& puzzle, Level max_level) {
    return rate(*Shape::classic(), ShapeDigits(puzzle.begin(), puzzle.end()), max_level);
}

}  // namespace sudoku
