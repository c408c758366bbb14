#include "print/puzzles.hpp"

#include <string>

#include "engine/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/shape_logic.hpp"
#include "engine/shape_generator.hpp"
#include "engine/shape_solver.hpp"
#include "engine/solver.hpp"

namespace sudoku::print {

namespace {

std::string number_label(int number) {
    return "No. " + std::to_string(number);
}

bool plain_classic(const ShapeParams& p) {
    return p.jigsaw_side == 0 && p.box_rows == 3 && p.box_cols == 3 && !p.diagonals && !p.windows && !p.killer;
}

}  // namespace

Result<BookletPuzzle> generated_puzzle(const ShapeParams& params, Level level, std::uint64_t seed, int number) {
    BookletPuzzle out;
    if (plain_classic(params)) {
        GenerateOptions options;
        options.level = level;
        options.seed = seed;
        GeneratedPuzzle g = generate(options);
        out.shape = Shape::classic();
        out.givens.assign(g.puzzle.begin(), g.puzzle.end());
        out.solution.assign(g.solution.begin(), g.solution.end());
    } else {
        ShapeGenerateOptions options;
        options.params = params;
        options.level = level;
        options.seed = seed;
        auto made = generate_shape(options);
        if (!made) return made.error();
        out.shape = made.value().shape;
        out.givens = made.value().puzzle;
        out.solution = made.value().solution;
    }
    out.label = number_label(number);
    out.label += " \u00b7 ";
    out.label += level_name(level);
    out.label += " \u00b7 seed ";
    out.label += std::to_string(seed);
    out.answer_label = number_label(number);
    return out;
}

BookletPuzzle given_puzzle(std::shared_ptr<const Shape> shape, const ShapeDigits& givens, int number, bool rate_it) {
    BookletPuzzle out;
    out.shape = std::move(shape);
    out.givens = givens;
    out.label = number_label(number);
    out.answer_label = out.label;
    const Shape& s = *out.shape;
    if (s.is_classic()) {
        Digits digits{};
        for (int i = 0; i < kCells; ++i) digits[std::size_t(i)] = givens[std::size_t(i)];
        Digits first{};
        if (count_solutions(digits, 2, &first) >= 1) out.solution.assign(first.begin(), first.end());
        if (rate_it) {
            Rating r = rate(digits);
            if (r.valid) out.label += " \u00b7 ", out.label += level_name(r.level);
        }
    } else {
        ShapeDigits first;
        if (count_solutions(s, givens, 2, &first) >= 1) out.solution = first;
        if (rate_it && !out.solution.empty()) {
            Rating r = rate_shape(s, givens);
            if (r.valid) out.label += " \u00b7 ", out.label += level_name(r.level);
        }
    }
    return out;
}

}  // namespace sudoku::print
