#include "engine/shape_generator.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "engine/killer_generator.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/shape_logic.hpp"
#include "engine/shape_solver.hpp"

namespace sudoku {
namespace {

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

// Whether the cells of `region` form one 4-connected piece.
bool connected(const std::vector<std::uint8_t>& regions, int n, int region) {
    std::array<std::uint8_t, kMaxCells> stack{};
    std::array<bool, kMaxCells> seen{};
    int start = -1, size = 0;
    for (int cell = 0; cell < n * n; ++cell)
        if (regions[std::size_t(cell)] == region) {
            if (start < 0) start = cell;
            ++size;
        }
    if (start < 0) return false;
    int top = 0, reached = 0;
    stack[std::size_t(top++)] = std::uint8_t(start);
    seen[std::size_t(start)] = true;
    while (top) {
        const int cell = stack[std::size_t(--top)];
        ++reached;
        const int r = cell / n, c = cell % n;
        const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& rc : next) {
            if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
            const int o = rc[0] * n + rc[1];
            if (seen[std::size_t(o)] || regions[std::size_t(o)] != region) continue;
            seen[std::size_t(o)] = true;
            stack[std::size_t(top++)] = std::uint8_t(o);
        }
    }
    return reached == size;
}

// The ordered pairs (a, b) of orthogonally adjacent cells with a in region `from` and b in `to`
// (to < 0: any other region).
std::vector<std::pair<int, int>> borders(const std::vector<std::uint8_t>& regions, int n, int from, int to) {
    std::vector<std::pair<int, int>> out;
    for (int a = 0; a < n * n; ++a) {
        if (from >= 0 && regions[std::size_t(a)] != from) continue;
        const int r = a / n, c = a % n;
        const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& rc : next) {
            if (rc[0] < 0 || rc[0] >= n || rc[1] < 0 || rc[1] >= n) continue;
            const int b = rc[0] * n + rc[1];
            if (regions[std::size_t(b)] == regions[std::size_t(a)]) continue;
            if (to >= 0 && regions[std::size_t(b)] != to) continue;
            out.emplace_back(a, b);
        }
    }
    return out;
}

// Fewest givens to dig down to, per level, as a share of the cells (the classic generator's 30 of
// 81 for Easy): easy puzzles keep more givens. A shaping target only: the level check decides.
int clue_floor(Level level, int cells) {
    return level == Level::Easy ? cells * 30 / 81 : 0;
}

// Whether a dug puzzle still has one solution and, below Extreme, a logical path that needs
// nothing above `cap`. Below Extreme the logical solver alone decides: its steps on shapes other
// than 9x9 are plain deductions (no uniqueness techniques), so a path that fills the grid without a
// guess proves the solution unique, and a puzzle it cannot finish within `cap` is refused either
// way; that spares the exact count, most of the digging's time.
// Places naked and hidden singles until none is left, without building steps (the state the next
// harder step starts from is the same either way). False when that runs into a contradiction.
bool place_singles(ShapeCandidates& grid) {
    const Shape& shape = grid.shape();
    const int n = shape.side();
    for (bool changed = true; changed;) {
        changed = false;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (!grid.is_empty(cell)) continue;
            const DigitMask m = grid.candidates(cell);
            if (!m) return false;
            if (!(m & (m - 1))) {
                grid.place(cell, __builtin_ctz(m) + 1);
                changed = true;
            }
        }
        for (int house = 0; house < shape.house_count(); ++house)
            for (int d = 1; d <= n; ++d) {
                const std::uint16_t pos = grid.positions(house, d);
                if (!pos || (pos & (pos - 1))) continue;
                const int cell = shape.house_cells(house)[std::size_t(__builtin_ctz(pos))];
                if (grid.is_empty(cell) && grid.has(cell, d)) {
                    grid.place(cell, d);
                    changed = true;
                }
            }
    }
    return !grid.is_broken();
}

}  // namespace

bool shape_keeps_level(const Shape& shape, const ShapeDigits& puzzle, Level cap) {
    if (cap == Level::Extreme || shape.is_classic()) {
        if (count_solutions(shape, puzzle, 2) != 1) return false;
        return cap == Level::Extreme || !rate_shape(shape, puzzle, cap).above_limit;
    }
    // Easy is singles only, but for the Easy killer techniques (cage combinations, rule of 45).
    if (cap == Level::Easy && !shape.is_killer()) return solves_by_singles(shape, puzzle);
    return shape_path_level(shape, puzzle, cap).has_value();
}

std::optional<Level> shape_path_level(const Shape& shape, const ShapeDigits& puzzle, Level cap) {
    ShapeCandidates grid = ShapeCandidates::from_digits(shape, puzzle);
    Level level = Level::Easy;
    for (;;) {
        if (!place_singles(grid)) return std::nullopt;
        if (grid.is_solved()) return level;
        const std::optional<Step> step = next_shape_step(grid, cap);
        if (!step) return std::nullopt;
        level = std::max(level, difficulty_of(step->technique).level);
        grid.apply(*step);
    }
}

namespace {

// Digs symmetric orbits in random order while the solution stays unique and, below Extreme, while
// the logical path needs nothing above `cap`: a removal that would make the puzzle harder than
// asked is put back, so the easier levels are reached on big boards too (digging until nothing
// more can go makes almost every 16x16 puzzle Extreme).
ShapeDigits dig(const Shape& shape, const ShapeDigits& solution, Symmetry symmetry, int floor, Level cap,
                Random& random) {
    const int n = shape.side(), cells = shape.cell_count();
    std::vector<std::vector<int>> orbits;
    std::vector<bool> seen(std::size_t(cells), false);
    for (int cell = 0; cell < cells; ++cell) {
        if (seen[std::size_t(cell)]) continue;
        auto orbit = symmetry_orbit(cell, symmetry, n);
        for (int c : orbit) seen[std::size_t(c)] = true;
        orbits.push_back(std::move(orbit));
    }
    random.shuffle(std::span(orbits));
    ShapeDigits puzzle = solution;
    int clues = cells;
    for (const auto& orbit : orbits) {
        if (clues - int(orbit.size()) < floor) continue;
        for (int c : orbit) puzzle[std::size_t(c)] = 0;
        if (shape_keeps_level(shape, puzzle, cap)) {
            clues -= int(orbit.size());
        } else {
            for (int c : orbit) puzzle[std::size_t(c)] = solution[std::size_t(c)];
        }
    }
    return puzzle;
}

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

// Whether the puzzle's easiest-first logical path has exactly the wanted level (the rater stops
// as soon as the path needs something harder).
bool has_level(const Shape& shape, const ShapeDigits& puzzle, Level wanted) {
    const Rating rating = rate_shape(shape, puzzle, wanted);
    return rating.valid && !rating.above_limit && rating.level == wanted;
}

Error generate_error(const ShapeParams& params, std::string message) {
    std::string text = "cannot generate ";
    text += shape_params_name(params);
    text += ": ";
    text += message;
    return Error{0, std::move(text)};
}

}  // namespace

std::vector<int> symmetry_orbit(int cell, Symmetry symmetry, int side) {
    std::vector<int> orbit{cell};
    for (int c = image(cell, symmetry, side); c != cell; c = image(c, symmetry, side)) orbit.push_back(c);
    std::sort(orbit.begin(), orbit.end());
    return orbit;
}

std::vector<std::uint8_t> random_jigsaw_regions(int n, Random& random) {
    // Start from the rows as regions and let random swaps of border cells between neighbouring
    // regions wander away from them: a cell of A moves to a neighbouring region B and a cell of B
    // bordering A moves to A, kept only when both regions stay connected.
    std::vector<std::uint8_t> regions(std::size_t(n * n));
    for (int cell = 0; cell < n * n; ++cell) regions[std::size_t(cell)] = std::uint8_t(cell / n);
    const int moves = 40 * n * n;
    for (int move = 0; move < moves; ++move) {
        const auto out = borders(regions, n, -1, -1);
        const auto picked = out[random.below(std::uint32_t(out.size()))];
        const int a = picked.first, b = picked.second;
        const int ra = regions[std::size_t(a)], rb = regions[std::size_t(b)];
        regions[std::size_t(a)] = std::uint8_t(rb);
        auto back = borders(regions, n, rb, ra);
        back.erase(std::remove_if(back.begin(), back.end(), [&](const auto& p) { return p.first == a; }), back.end());
        if (back.empty()) {
            regions[std::size_t(a)] = std::uint8_t(ra);
            continue;
        }
        const int c = back[random.below(std::uint32_t(back.size()))].first;
        regions[std::size_t(c)] = std::uint8_t(ra);
        if (!connected(regions, n, ra) || !connected(regions, n, rb)) {
            regions[std::size_t(a)] = std::uint8_t(ra);
            regions[std::size_t(c)] = std::uint8_t(rb);
        }
    }
    return regions;
}

Result<GeneratedShapePuzzle> generate_shape(const ShapeGenerateOptions& options) {
    const ShapeParams& params = options.params;
    if (params.killer) return generate_killer(options);
    GeneratedShapePuzzle out;
    out.level = options.level;
    if (!params.jigsaw_side && params.box_rows == 3 && params.box_cols == 3 && !params.diagonals && !params.windows) {
        const GeneratedPuzzle classic =
            generate(GenerateOptions{options.level, options.symmetry, options.minimal, options.seed});
        out.shape = Shape::classic();
        out.puzzle.assign(classic.puzzle.begin(), classic.puzzle.end());
        out.solution.assign(classic.solution.begin(), classic.solution.end());
        out.attempts = classic.attempts;
        return out;
    }
    std::shared_ptr<const Shape> shape;
    if (!params.jigsaw_side) {
        auto made = Shape::from_params(params);
        if (!made) return generate_error(params, made.error().message);
        shape = made.value();
    } else if (params.jigsaw_side < kMinSide || params.jigsaw_side > kMaxSide) {
        return generate_error(params, "a jigsaw board must have a side from 4 to 16");
    }
    Random random(options.seed);
    const int side = params.side();
    const ShapeDigits empty(std::size_t(side * side), 0);
    while (out.attempts < kShapeGenerateAttempts) {
        ++out.attempts;
        if (params.jigsaw_side) {
            auto made = Shape::from_params(params, random_jigsaw_regions(side, random));
            if (!made) return generate_error(params, made.error().message);
            shape = made.value();
        }
        const auto solution = random_solution(*shape, empty, random);
        if (!solution) continue;  // regions without a grid, or a fill that ran too long
        const ShapeDigits puzzle =
            dig(*shape, *solution, options.symmetry, options.minimal ? 0 : clue_floor(options.level, side * side),
                options.minimal ? Level::Extreme : options.level, random);
        if (options.minimal && !is_minimal(*shape, puzzle)) continue;
        if (!has_level(*shape, puzzle, options.level)) continue;
        out.shape = shape;
        out.puzzle = puzzle;
        out.solution = *solution;
        return out;
    }
    std::string message = "no ";
    message += level_name(options.level);
    message += " puzzle turned up in ";
    message += std::to_string(kShapeGenerateAttempts);
    message += " attempts; this board may be too small or too plain for that level";
    return generate_error(params, std::move(message));
}

}  // namespace sudoku
