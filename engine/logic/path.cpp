// The technique table and the easiest-first path over it (declared in logical_solver.hpp): next
// step, all steps, the step cache, solving and rating on any board; and the helpers for sentences
// the finders share (finders.hpp). logical_solver.cpp holds the classic entry points and the tally.
#include "engine/logic/logical_solver.hpp"

#include <algorithm>
#include <array>

#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {

// ---- helpers shared by the finders ----

std::string sym(int digit) {
    return symbol_text(digit);
}

std::string symbol_list(DigitMask mask) {
    std::string out;
    for (unsigned m = mask; m; m &= m - 1) {
        if (!out.empty()) out += ',';
        out += sym(__builtin_ctz(m) + 1);
    }
    return out;
}

std::string cell_list(const Shape& shape, std::span<const int> cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out += ", ";
        out += shape.cell_name(cells[i]);
    }
    return out;
}

std::string elimination_list(const Shape& shape, const Step& step) {
    std::string out;
    for (std::size_t i = 0; i < step.eliminations.size(); ++i) {
        if (i) out += ", ";
        out += shape.cell_name(step.eliminations[i].cell);
        out += "<>";
        out += sym(step.eliminations[i].digit);
    }
    return out;
}

void eliminate_from(const Candidates& grid, Step& step, std::span<const std::uint8_t> cells, int digit,
                    std::span<const int> except) {
    for (int cell : cells) {
        if (!grid.has(cell, digit) || std::find(except.begin(), except.end(), cell) != except.end()) continue;
        step.eliminations.push_back(cand(cell, digit));
    }
}

std::string effect_text(const Shape& shape, const Step& step) {
    std::string out;
    auto add = [&](const Candidate& c, const char* op) {
        if (!out.empty()) out += ' ';
        out += shape.cell_name(c.cell);
        out += op;
        out += sym(c.digit);
    };
    for (const auto& c : step.placements) add(c, "=");
    for (const auto& c : step.eliminations) add(c, "<>");
    return out;
}

// ---- the technique order ----

namespace {

// Easiest first, by level then Sudoku Explainer's score, as the classic order (techniques.cpp).
// Uniqueness rows: a rectangle only where its swap keeps every house and cage, BUG+1 not on Killer
// boards (uniqueness.cpp).
constexpr TechniqueInfo kOrder[] = {
    // Easy
    {Technique::FullHouse, full_house},
    {Technique::HiddenSingleBox, hidden_single},
    {Technique::HiddenSingleRow, nullptr},
    {Technique::HiddenSingleColumn, nullptr},
    {Technique::NakedSingle, naked_single},
    {Technique::CageCombination, cage_combination},
    {Technique::InnieOutie, innie_outie},
    {Technique::ClueDeduction, clue_deduction},
    // Medium
    {Technique::Pointing, pointing},
    {Technique::Claiming, claiming},
    {Technique::CageLocked, cage_locked},
    {Technique::NakedPair, naked_pair},
    {Technique::InnieOutieSum, innie_outie_sum},
    {Technique::HiddenPair, hidden_pair},
    {Technique::NakedTriple, naked_triple},
    {Technique::HiddenTriple, hidden_triple},
    // Hard
    {Technique::XWing, x_wing},
    {Technique::FinnedXWing, finned_x_wing},
    {Technique::Swordfish, swordfish},
    {Technique::Skyscraper, skyscraper},
    {Technique::TwoStringKite, two_string_kite},
    {Technique::XYWing, xy_wing},
    {Technique::XYZWing, xyz_wing},
    {Technique::WWing, w_wing},
    {Technique::UniqueRectangle1, unique_rectangle_1},
    {Technique::NakedQuad, naked_quad},
    {Technique::HiddenQuad, hidden_quad},
    // Expert
    {Technique::FinnedSwordfish, finned_swordfish},
    {Technique::SimpleColouring, simple_colouring},
    {Technique::Jellyfish, jellyfish},
    {Technique::BugPlusOne, bug_plus_one},
    {Technique::XChain, x_chain},
    {Technique::XYChain, xy_chain},
    {Technique::AlternatingChain, alternating_chain},
    // Extreme
    {Technique::ForcingChain, forcing_chain},
    {Technique::DynamicForcingChain, dynamic_forcing_chain},
    {Technique::DynamicForcingChainPlus, dynamic_forcing_chain_plus},
    {Technique::NestedForcingChain, nested_forcing_chain},
};

// Every Skyscraper that removes something is also a (sashimi) Finned X-Wing, which the order tries
// first: a Finned X-Wing that removes exactly what a Skyscraper or a 2-String Kite removes is shown
// as that step, under its name, so a player practising a Skyscraper hears the word. The three
// score the same (difficulty.cpp), so the path's levels and scores do not change.
Step named_as_link_pattern(const Candidates& grid, Step step) {
    if (step.technique != Technique::FinnedXWing) return step;
    for (Finder finder : {skyscraper, two_string_kite}) {
        StepCollector out(1000);
        finder(grid, out);
        for (Step& other : out.steps())
            if (same_effect(other, step)) return std::move(other);
    }
    return step;
}

std::optional<Step> find_step(const Candidates& grid, Level max_level) {
    for (const auto& info : kOrder) {
        if (difficulty_of(info.technique).level > max_level) break;
        if (!info.finder) continue;
        StepCollector out(1);
        info.finder(grid, out);
        if (!out.steps().empty()) return named_as_link_pattern(grid, std::move(out.steps().front()));
    }
    return std::nullopt;
}

Step guess_step(const Candidates& grid, const ShapeDigits& solution) {
    int best = -1;
    for (int cell = 0; cell < grid.cell_count(); ++cell)
        if (grid.is_empty(cell) &&
            (best < 0 || symbol_count(grid.candidates(cell)) < symbol_count(grid.candidates(best))))
            best = cell;
    const int d = solution[std::size_t(best)];
    Step step;
    step.technique = Technique::Guess;
    step.placements.push_back(cand(best, d));
    step.evidence.push_back({cand(best, d), Role::Cause});
    step.say(N_("Guess: no technique applies; {cell} is {digit} (taken from the solution)."),
             {{"cell", grid.shape().cell_name(best)}, {"digit", sym(d)}});
    return step;
}

}  // namespace

std::span<const TechniqueInfo> technique_order() {
    return kOrder;
}

std::vector<Step> find_all(Technique technique, const Candidates& grid, int limit) {
    Technique finder_of = technique;
    if (technique == Technique::HiddenSingleRow || technique == Technique::HiddenSingleColumn)
        finder_of = Technique::HiddenSingleBox;
    for (const auto& info : kOrder) {
        if (info.technique != finder_of || !info.finder) continue;
        StepCollector out(finder_of == technique ? limit : 100000);
        info.finder(grid, out);
        auto& steps = out.steps();
        std::erase_if(steps, [&](const Step& s) { return s.technique != technique; });
        if (int(steps.size()) > limit) steps.resize(std::size_t(limit));
        return std::move(steps);
    }
    return {};
}

std::optional<Step> next_step(const Candidates& grid, Level max_level) {
    if (grid.is_solved() || grid.is_broken()) return std::nullopt;
    return find_step(grid, max_level);
}

std::vector<StepGroup> all_steps(const Candidates& grid, Level max_level, int limit) {
    std::vector<StepGroup> groups;
    if (grid.is_solved() || grid.is_broken()) return groups;
    append_all_step_groups(groups, std::span<const TechniqueInfo>(kOrder), grid, max_level, limit);
    return groups;
}

std::optional<Step> next_step_after_singles(const Candidates& grid, Level max_level) {
    if (grid.shape().is_killer()) return next_step(grid, max_level);
    for (const auto& info : kOrder) {
        const Level level = difficulty_of(info.technique).level;
        if (level > max_level) break;
        // Easy on a plain board is singles only (the cage techniques need cages), none of which applies.
        if (level == Level::Easy || !info.finder) continue;
        StepCollector out(1);
        info.finder(grid, out);
        if (!out.steps().empty()) return std::move(out.steps().front());
    }
    return std::nullopt;
}

std::optional<Step> next_step_solvable(const Candidates& grid, Level max_level) {
    if (!grid.shape().is_killer()) return next_step_after_singles(grid, max_level);
    if (grid.is_solved()) return std::nullopt;
    return find_step(grid, max_level);
}

std::optional<Step> next_step_after_singles(const Candidates& grid, Level max_level, StepCache& cache) {
    const Shape& s = grid.shape();
    if (s.is_killer()) return next_step(grid, max_level);
    static_assert(std::size(kOrder) <= StepCache::kRows);
    const int houses = s.house_count(), n = s.side();
    if (cache.last_.empty()) {
        cache.dirty_houses_.fill(~std::uint64_t(0));
        cache.dirty_digits_.fill(~0u);
        for (auto& per_digit : cache.dirty_locked_) per_digit.fill(~std::uint64_t(0));
        // Locked candidates in a house need two cells or more of it in the other house.
        cache.reach_.assign(std::size_t(houses), 0);
        for (int h = 0; h < houses; ++h) {
            std::uint64_t once = 0;
            for (int cell : s.house_cells(h)) {
                cache.reach_[std::size_t(h)] |= once & s.house_mask(cell);
                once |= s.house_mask(cell);
            }
        }
    } else {
        std::uint64_t changed = 0;
        unsigned changed_digits = 0;
        std::array<std::uint64_t, kMaxSide> changed_by_digit{};
        for (int cell = 0; cell < s.cell_count(); ++cell) {
            const auto diff = DigitMask(grid.candidates(cell) ^ cache.last_[std::size_t(cell)]);
            if (!diff) continue;
            changed |= s.house_mask(cell);
            changed_digits |= diff;
            for (unsigned m = diff; m; m &= m - 1)
                changed_by_digit[std::size_t(__builtin_ctz(m))] |= s.house_mask(cell);
        }
        for (auto& d : cache.dirty_houses_) d |= changed;
        for (auto& d : cache.dirty_digits_) d |= changed_digits;
        // Locked candidates from house h for symbol d: when d changed in a house sharing two cells
        // with h.
        for (int d = 0; d < n; ++d) {
            if (!changed_by_digit[std::size_t(d)]) continue;
            std::uint64_t from = 0;
            for (int h = 0; h < houses; ++h)
                if (cache.reach_[std::size_t(h)] & changed_by_digit[std::size_t(d)]) from |= std::uint64_t(1) << h;
            for (auto& per_digit : cache.dirty_locked_) per_digit[std::size_t(d)] |= from;
        }
    }
    cache.last_.assign(grid.masks().begin(), grid.masks().end());
    for (std::size_t i = 0; i < std::size(kOrder); ++i) {
        const auto& info = kOrder[i];
        const Level level = difficulty_of(info.technique).level;
        if (level > max_level) break;
        if (level == Level::Easy || !info.finder) continue;
        std::uint64_t& houses_left = cache.dirty_houses_[i];
        unsigned& digits_left = cache.dirty_digits_[i];
        StepCollector out(1, false);  // the path needs the steps' effects, not their sentences
        switch (info.technique) {
            case Technique::Pointing:
            case Technique::Claiming: {
                auto& per_digit = cache.dirty_locked_[info.technique == Technique::Claiming];
                bool any = false;
                for (int d = 0; d < n; ++d) any |= per_digit[std::size_t(d)] != 0;
                if (!any) continue;
                locked_in(grid, info.technique, per_digit.data(), out);
                if (out.steps().empty()) {
                    per_digit.fill(0);
                } else {
                    // The scan (house by house, then symbol by symbol) found nothing before this.
                    const Step& step = out.steps().front();
                    const int from = step.houses.front(), digit = step.eliminations.front().digit;
                    for (int d = 0; d < n; ++d)
                        per_digit[std::size_t(d)] &=
                            ~((std::uint64_t(2) << from) - 1) | (d + 1 < digit ? 0 : std::uint64_t(1) << from);
                }
                break;
            }
            case Technique::NakedPair:
            case Technique::NakedTriple:
            case Technique::NakedQuad:
            case Technique::HiddenPair:
            case Technique::HiddenTriple:
            case Technique::HiddenQuad:
                if (!houses_left) continue;
                subset_in(grid, info.technique, houses_left, out);
                break;
            case Technique::XWing:
            case Technique::Swordfish:
            case Technique::Jellyfish:
                if (!digits_left) continue;
                fish_in(grid,
                        info.technique == Technique::XWing       ? 2
                        : info.technique == Technique::Swordfish ? 3
                                                                 : 4,
                        digits_left, out);
                break;
            case Technique::FinnedXWing:
            case Technique::FinnedSwordfish:
                if (!digits_left) continue;
                finned_fish_in(grid, info.technique == Technique::FinnedXWing ? 2 : 3, digits_left, out);
                break;
            case Technique::Skyscraper:
                if (!digits_left) continue;
                skyscraper_in(grid, digits_left, out);
                break;
            case Technique::TwoStringKite:
                if (!digits_left) continue;
                two_string_kite_in(grid, digits_left, out);
                break;
            case Technique::SimpleColouring:
                if (!digits_left) continue;
                simple_colouring_in(grid, digits_left, out);
                break;
            case Technique::XChain:
                if (!digits_left) continue;
                x_chain_in(grid, digits_left, out);
                break;
            default:
                info.finder(grid, out);
        }
        if (!out.steps().empty()) {
            // The house finders scan house by house, the one-symbol finders symbol by symbol:
            // those before the step's found nothing.
            const Step& step = out.steps().front();
            if (!step.houses.empty()) houses_left &= ~((std::uint64_t(1) << step.houses.front()) - 1);
            const Candidate first = step.eliminations.empty() ? step.placements.front() : step.eliminations.front();
            digits_left &= ~((1u << (first.digit - 1)) - 1);
            return std::move(out.steps().front());
        }
        houses_left = 0;
        digits_left = 0;
    }
    return std::nullopt;
}

SolvePath solve_logically(const Shape& shape, const ShapeDigits& puzzle, bool allow_guesses, Level max_level) {
    SolvePath path;
    if (int(puzzle.size()) != shape.cell_count()) return path;
    Candidates grid = Candidates::from_digits(shape, puzzle);
    if (grid.is_broken()) return path;
    std::optional<ShapeDigits> solution;
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
                ShapeDigits first;
                if (count_solutions(shape, puzzle, 2, &first) == 1) solution = first;
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

// Adds the steps of a path to a rating one by one (rate, rate_path).
class RatingTally {
public:
    void add(Technique technique, double score, bool places) {
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
    void add(const Step& step) { add(step.technique, step_score(step), !step.placements.empty()); }
    void guessed() { ++rating_.guesses; }
    // The rating of a path that solved the puzzle.
    Rating solved() {
        rating_.valid = true;
        rating_.solved_logically = rating_.guesses == 0;
        rating_.estimated_minutes = seconds_ / 60.0;
        return rating_;
    }

private:
    Rating rating_;
    double seconds_ = 0.0;
};

struct FoundSingle {
    Technique technique;
    int cell;
    int digit;
};

// The single the singles finders would report first (full_house, then
// hidden_single: boxes or regions, diagonals and windows, rows, columns; then
// naked_single: their scan orders and conditions, singles.cpp), without its Step.
std::optional<FoundSingle> next_single(const Candidates& grid) {
    const Shape& s = grid.shape();
    const int n = s.side();
    for (int house = 0; house < s.house_count(); ++house) {
        int empty = -1, count = 0;
        for (int cell : s.house_cells(house))
            if (grid.is_empty(cell)) empty = cell, ++count;
        if (count == 1 && symbol_count(grid.candidates(empty)) == 1)
            return FoundSingle{Technique::FullHouse, empty, __builtin_ctz(grid.candidates(empty)) + 1};
    }
    auto hidden = [&](int house, Technique technique) -> std::optional<FoundSingle> {
        for (int digit = 1; digit <= n; ++digit) {
            const std::uint16_t where = grid.positions(house, digit);
            if (symbol_count(where) != 1) continue;
            const int cell = s.house_cells(house)[std::size_t(__builtin_ctz(where))];
            if (symbol_count(grid.candidates(cell)) == 1) continue;
            return FoundSingle{technique, cell, digit};
        }
        return std::nullopt;
    };
    for (int house = 2 * n; house < s.house_count(); ++house)
        if (auto found = hidden(house, Technique::HiddenSingleBox)) return found;
    for (int row = 0; row < n; ++row)
        if (auto found = hidden(s.row_house(row), Technique::HiddenSingleRow)) return found;
    for (int col = 0; col < n; ++col)
        if (auto found = hidden(s.col_house(col), Technique::HiddenSingleColumn)) return found;
    for (int cell = 0; cell < s.cell_count(); ++cell)
        if (grid.is_empty(cell) && symbol_count(grid.candidates(cell)) == 1)
            return FoundSingle{Technique::NakedSingle, cell, __builtin_ctz(grid.candidates(cell)) + 1};
    return std::nullopt;
}

}  // namespace

Rating rate(const Shape& shape, const ShapeDigits& puzzle, Level max_level) {
    Rating rating;
    if (int(puzzle.size()) != shape.cell_count()) return rating;
    ShapeDigits solution;
    if (count_solutions(shape, puzzle, 2, &solution) != 1) return rating;
    // solve_logically's path, walked without building the singles' steps, as rate() does:
    // rate_path(solve_logically(shape, puzzle, true, max_level)) is the same rating.
    Candidates grid = Candidates::from_digits(shape, puzzle);
    if (grid.is_broken()) return rating;
    // A rating keeps the steps' techniques and scores, never their sentences: none is written.
    const QuietSteps quiet;
    RatingTally tally;
    while (!grid.is_solved()) {
        if (const auto single = next_single(grid)) {  // taken without building its step
            tally.add(single->technique, difficulty_of(single->technique).score, true);
            grid.place(single->cell, single->digit);
            continue;
        }
        std::optional<Step> step = find_step(grid, max_level);
        if (!step) {
            if (max_level < Level::Extreme) {
                // Quick rejection: the path needs a technique harder than max_level.
                Rating above;
                above.valid = true;
                above.above_limit = true;
                above.level = Level(int(max_level) + 1);
                return above;
            }
            step = guess_step(grid, solution);
            tally.guessed();
        }
        tally.add(*step);
        grid.apply(*step);
    }
    return tally.solved();
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

}  // namespace sudoku
