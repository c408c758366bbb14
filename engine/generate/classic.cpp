#include "engine/generate/classic.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "engine/logic/candidates.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku {

namespace {

constexpr std::string_view kSymmetryNames[] = {"none", "rotate180", "rotate90", "mirror", "diagonal"};

int image(int cell, Symmetry symmetry, int n) {
    const int r = cell / n, c = cell % n, last = n - 1;
    switch (symmetry) {
        case Symmetry::None:
            return cell;
        case Symmetry::Rotate180:
            return (last - r) * n + (last - c);
        case Symmetry::Rotate90:
            return c * n + (last - r);
        case Symmetry::Mirror:
            return r * n + (last - c);
        case Symmetry::Diagonal:
            return c * n + r;
    }
    return cell;
}

// Fills the grid by backtracking over the cell with fewest candidates, trying digits in an order
// drawn from `random`. Returns false only if the grid cannot be completed (never from empty).
bool fill(Digits& grid, CandidateMasks& masks, Random& random) {
    int best = -1, best_count = kDigits + 1;
    for (int cell = 0; cell < kCells; ++cell) {
        if (grid[cell]) continue;
        int n = symbol_count(masks[cell]);
        if (n < best_count) best = cell, best_count = n;
    }
    if (best < 0) return true;
    if (best_count == 0) return false;
    std::array<int, kDigits> order{};
    int n = 0;
    for (int d : digits_of(masks[best])) order[n++] = d;
    random.shuffle(std::span<int>(order.data(), n));
    for (int i = 0; i < n; ++i) {
        const int d = order[i];
        Digits saved_grid = grid;
        CandidateMasks saved = masks;
        grid[best] = std::uint8_t(d);
        masks[best] = 0;
        for (int peer : peers_of(best)) masks[peer] &= DigitMask(~digit_bit(d));
        if (fill(grid, masks, random)) return true;
        grid = saved_grid;
        masks = saved;
    }
    return false;
}

// Fewest givens to dig down to, per level: easy puzzles keep more givens so they play gently; the
// harder levels dig as far as uniqueness allows. A shaping target only: the rating decides.
constexpr int kClueFloor[kLevelCount] = {30, 0, 0, 0, 0};

// The digits each house holds in a puzzle being dug: enough to see a removed given that the
// others still force, which settles most uniqueness questions before the solver is asked.
class HouseDigits {
public:
    explicit HouseDigits(const Digits& puzzle) {
        for (int cell = 0; cell < kCells; ++cell)
            if (puzzle[cell]) add(cell, puzzle[cell]);
    }
    void add(int cell, int digit) {
        for (int h : houses_of(cell)) held_[h] |= digit_bit(digit);
    }
    void remove(int cell, int digit) {
        for (int h : houses_of(cell)) held_[h] &= DigitMask(~digit_bit(digit));
    }
    /// Whether `digit` can go in the empty `cell`: no house of the cell holds it.
    bool open(int cell, int digit) const {
        const auto& h = houses_of(cell);
        return !((held_[h[0]] | held_[h[1]] | held_[h[2]]) & digit_bit(digit));
    }
    /// Whether the givens alone force `digit` into the empty `cell`: it is the only digit no peer
    /// holds (a naked single), or the only open place for `digit` in one of the cell's houses (a
    /// hidden single).
    bool forced(const Digits& puzzle, int cell, int digit) const {
        const auto& h = houses_of(cell);
        if ((held_[h[0]] | held_[h[1]] | held_[h[2]] | digit_bit(digit)) == kAllDigits) return true;
        for (int house : h) {
            bool alone = true;
            for (int other : house_cells(house))
                if (other != cell && !puzzle[other] && open(other, digit)) {
                    alone = false;
                    break;
                }
            if (alone) return true;
        }
        return false;
    }

private:
    std::array<DigitMask, kHouses> held_{};
};

// Digs orbits in random order while the solution stays unique. An orbit whose cells the remaining
// givens force back one by one (singles) leaves the solution unique without asking the solver;
// otherwise has_other_solution decides (the same answer as counting to two, faster).
Digits dig(const Digits& solution, Symmetry symmetry, int clue_floor, Random& random) {
    std::vector<std::vector<int>> orbits = symmetry_orbits(kSide, symmetry);
    random.shuffle(std::span(orbits));
    Digits puzzle = solution;
    HouseDigits held(puzzle);
    int clues = kCells;
    for (const auto& orbit : orbits) {
        if (clues - int(orbit.size()) < clue_floor) continue;
        for (int c : orbit) {
            puzzle[c] = 0;
            held.remove(c, solution[c]);
        }
        // Each cell forced by the givens and the orbit's cells already forced back.
        bool settled = true;
        for (std::size_t i = 0; i < orbit.size() && settled; ++i) {
            settled = held.forced(puzzle, orbit[i], solution[orbit[i]]);
            if (settled) puzzle[orbit[i]] = solution[orbit[i]], held.add(orbit[i], solution[orbit[i]]);
        }
        for (int c : orbit)
            if (puzzle[c]) puzzle[c] = 0, held.remove(c, solution[c]);
        if (settled || !has_other_solution(puzzle, solution, orbit)) {
            clues -= int(orbit.size());
        } else {
            for (int c : orbit) {
                puzzle[c] = solution[c];
                held.add(c, solution[c]);
            }
        }
    }
    return puzzle;
}

bool is_minimal(const Digits& puzzle) {
    return is_minimal(*Shape::classic(), ShapeDigits(puzzle.begin(), puzzle.end()));
}

// The level of a puzzle's easiest-first path, quickly: singles are applied all at once without
// building steps (the state each harder step starts from is the same either way), and the search
// stops as soon as a technique above `max_level` would be needed (then returns max_level + 1,
// or nullopt if max_level is Extreme and nothing logical applies). For a valid puzzle only.
std::optional<Level> quick_level(const Digits& puzzle, Level max_level) {
    Candidates grid = Candidates::from_digits(*Shape::classic(), puzzle);
    StepCache cache;  // the same steps, each finder looking again only where something changed
    Level level = Level::Easy;
    while (true) {
        if (!grid.apply_singles()) return std::nullopt;
        if (grid.is_solved()) return level;
        std::optional<Step> step = next_step_after_singles(grid, max_level, cache);
        if (!step) return max_level < Level::Extreme ? std::optional<Level>(Level(int(max_level) + 1)) : std::nullopt;
        level = std::max(level, difficulty_of(step->technique).level);
        grid.apply(*step);
    }
}

}  // namespace

bool is_minimal(const Shape& shape, const ShapeDigits& puzzle) {
    ShapeDigits p = puzzle;
    for (std::size_t cell = 0; cell < p.size(); ++cell) {
        if (!p[cell]) continue;
        const auto keep = p[cell];
        p[cell] = 0;
        const bool still_unique = count_solutions(shape, p, 2) == 1;
        p[cell] = keep;
        if (still_unique) return false;
    }
    return true;
}

std::string_view symmetry_name(Symmetry symmetry) {
    return kSymmetryNames[int(symmetry)];
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
    for (int i = 0; i < kSymmetryCount; ++i)
        if (kSymmetryNames[i] == name) return Symmetry(i);
    return std::nullopt;
}

std::vector<int> symmetry_orbit(int cell, Symmetry symmetry, int side) {
    std::vector<int> orbit{cell};
    for (int c = image(cell, symmetry, side); c != cell; c = image(c, symmetry, side)) orbit.push_back(c);
    std::sort(orbit.begin(), orbit.end());
    return orbit;
}

std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry) {
    std::vector<std::vector<int>> orbits;
    std::vector<bool> seen(std::size_t(side * side), false);
    for (int cell = 0; cell < side * side; ++cell) {
        if (seen[std::size_t(cell)]) continue;
        auto orbit = symmetry_orbit(cell, symmetry, side);
        for (int c : orbit) seen[std::size_t(c)] = true;
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

Digits random_solution(Random& random) {
    Digits grid{};
    CandidateMasks masks;
    masks.fill(kAllDigits);
    fill(grid, masks, random);
    return grid;
}

GeneratedPuzzle generate(const GenerateOptions& options) {
    Random random(options.seed);
    GeneratedPuzzle out;
    const int floor = options.minimal ? 0 : kClueFloor[int(options.level)];
    while (true) {
        ++out.attempts;
        out.solution = random_solution(random);
        out.puzzle = dig(out.solution, options.symmetry, floor, random);
        if (options.minimal && !is_minimal(out.puzzle)) continue;
        // Digging kept the solution unique. Most grids dig to a puzzle that singles solve, which
        // the quick check (singles all at once) tells cheapest: too easy above Easy, and at Easy
        // the only kind wanted. Otherwise the rating up to the level asked decides; a path that
        // never needs more than that level is the full path, so the rating is the full one.
        const bool singles = quick_level(out.puzzle, Level::Easy) == Level::Easy;
        if (singles != (options.level == Level::Easy)) continue;
        out.rating = rate(out.puzzle, options.level);
        if (out.rating.valid && !out.rating.above_limit && out.rating.level == options.level) return out;
    }
}

bool practisable(Technique technique) {
    for (const auto& info : technique_order())
        if (info.technique == technique) return !needs_clues(technique);  // practice is on the classic board
    return false;
}

std::optional<GeneratedPuzzle> generate_for_technique(Technique technique, const GenerateOptions& options,
                                                      int max_attempts) {
    if (!practisable(technique)) return std::nullopt;
    Random random(options.seed);
    GeneratedPuzzle out;
    const Level level = difficulty_of(technique).level;
    const int floor = options.minimal ? 0 : kClueFloor[int(level)];
    while (out.attempts < max_attempts) {
        ++out.attempts;
        out.solution = random_solution(random);
        out.puzzle = dig(out.solution, options.symmetry, floor, random);
        if (options.minimal && !is_minimal(out.puzzle)) continue;
        // The quick level check rejects most grids before the path is built.
        if (quick_level(out.puzzle, level) != level) continue;
        if (!practises(out.puzzle, technique)) continue;
        out.rating = rate(out.puzzle);
        return out;
    }
    return std::nullopt;
}

std::optional<Technique> parse_technique(std::string_view name) {
    // Letters and digits, lower case; with `plus`, also '+' (which tells "Dynamic Forcing Chain (+)"
    // from "Dynamic Forcing Chain"), tried first, then without (so "bug1" still finds BUG+1).
    auto key = [](std::string_view text, bool plus) {
        std::string k;
        for (char ch : text)
            if (std::isalnum(static_cast<unsigned char>(ch)) || (plus && ch == '+'))
                k += char(std::tolower(static_cast<unsigned char>(ch)));
        return k;
    };
    for (bool plus : {true, false}) {
        const std::string wanted = key(name, plus);
        if (wanted.empty()) return std::nullopt;
        for (const auto& info : technique_order())
            if (key(technique_list_name(info.technique), plus) == wanted ||
                key(technique_name(info.technique), plus) == wanted)
                return info.technique;  // the first of the hidden singles, the box kind, for the plain name
    }
    return std::nullopt;
}

std::uint64_t daily_seed(int year, int month, int day, Level level) {
    // The date as one number (20261122), mixed with the level so each level gets its own puzzle.
    std::uint64_t date = std::uint64_t(year) * 10000 + std::uint64_t(month) * 100 + std::uint64_t(day);
    return Random(date * 8 + std::uint64_t(level)).next();
}

}  // namespace sudoku
