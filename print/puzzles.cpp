#include "print/puzzles.hpp"

#include <string>

#include "engine/generate/classic.hpp"
#include "engine/generate/generator.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/text.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"

namespace sudoku::print {

namespace {

Phrase number_phrase(int number) {
    return Phrase(N_("No. {n}"), {{"n", std::to_string(number)}});
}

// The labels as templates (drawn in the booklet's language) and in English.
void set_labels(BookletPuzzle& out, Phrase label, int number) {
    out.label = render(label);
    out.label_phrase = std::move(label);
    out.answer_phrase = number_phrase(number);
    out.answer_label = render(out.answer_phrase);
}

Phrase rated_phrase(int number, Level level) {
    return Phrase(N_("{number} \u00b7 {level}"),
                  {{"number", number_phrase(number)}, {"level", Phrase(level_name(level).data())}});
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
    set_labels(out,
               Phrase(N_("{number} \u00b7 {level} \u00b7 seed {seed}"), {{"number", number_phrase(number)},
                                                                         {"level", Phrase(level_name(level).data())},
                                                                         {"seed", std::to_string(seed)}}),
               number);
    return out;
}

BookletPuzzle given_puzzle(std::shared_ptr<const Shape> shape, const ShapeDigits& givens, int number, bool rate_it) {
    BookletPuzzle out;
    out.shape = std::move(shape);
    out.givens = givens;
    set_labels(out, number_phrase(number), number);
    const Shape& s = *out.shape;
    if (s.is_classic()) {
        Digits digits{};
        for (int i = 0; i < kCells; ++i) digits[std::size_t(i)] = givens[std::size_t(i)];
        Digits first{};
        if (count_solutions(digits, 2, &first) >= 1) out.solution.assign(first.begin(), first.end());
        if (rate_it) {
            Rating r = rate(digits);
            if (r.valid) set_labels(out, rated_phrase(number, r.level), number);
        }
    } else {
        ShapeDigits first;
        if (count_solutions(s, givens, 2, &first) >= 1) out.solution = first;
        if (rate_it && !out.solution.empty()) {
            Rating r = rate(s, givens);
            if (r.valid) set_labels(out, rated_phrase(number, r.level), number);
        }
    }
    return out;
}

}  // namespace sudoku::print
