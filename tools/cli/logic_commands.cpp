// sudoku-cli rate, hint, steps and explain: the logical solver's step stream from the command line.
#include <algorithm>
#include <cstdio>
#include <string>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "engine/solve/exact.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kRateUsage = R"(Usage: sudoku-cli rate [FILE|-]...

Rates each puzzle by its easiest-first logical solving path and prints one line per puzzle:
  PUZZLE<TAB>LEVEL<TAB>SCORE<TAB>HARDEST TECHNIQUE<TAB>GUESSING
PUZZLE is the 81-character line, or the Solo game ID for a puzzle given as a Solo ID or shape text.
LEVEL is Easy, Medium, Hard, Expert or Extreme (the hardest technique class needed); SCORE is on
Sudoku Explainer's scale (1.0-11). GUESSING is "no-guess" when the path solved the puzzle by logic
alone and "guessed" when it needed a guess (then the puzzle is rated Extreme with technique
"Guess"). A puzzle without a unique solution, or whose givens break the rules (a digit twice in a
row, column or box), prints "invalid" and is reported on stderr.
Exit status is 1 when a line is malformed or a puzzle is invalid, 0 otherwise.
)";

constexpr const char* kHintUsage = R"(Usage: sudoku-cli hint PUZZLE|-

Prints the easiest next logical step for a puzzle (81 characters or a Solo game ID, or - to read
the first puzzle of standard input, in any form): its sentence, then its effect (r4c6=7 places, r4c6<>7 eliminates). Never guesses:
when no technique applies it says so and exits 1. Givens that break the rules (a digit twice in a
row, column or box) are reported, naming the first conflict, with exit status 1.
)";

constexpr const char* kExplainUsage = R"(Usage: sudoku-cli explain PUZZLE|-

Prints the whole easiest-first solving path, one step per line ("N. sentence"), then the rating.
Steps that needed a guess are marked as such. Exit status is 1 when the puzzle has no unique
solution or its givens break the rules (the first conflict is named).
)";

constexpr const char* kStepsUsage = R"(Usage: sudoku-cli steps [--effects] [--level L] PUZZLE|-

Prints every logical step that applies in the puzzle's position now (its givens, with every
candidate the rules allow), not only the easiest: grouped by technique, easiest first, a line per
technique ("TECHNIQUE, SCORE: N steps"; SCORE on Sudoku Explainer's scale, a range for chains whose
score grows with their length), then its steps one per line in explain's notation ("N. sentence"),
numbered across the groups, lowest score first. Steps with the same effect are listed once.
PUZZLE is 81 characters or a Solo game ID, or - for the first puzzle of standard input, in any form.
  --effects   end each step's line with a tab and its effect (r4c6=7 places, r4c6<>7 eliminates)
  --level L   only techniques up to level L (easy, medium, hard, expert, extreme)
Never guesses: when no technique applies it says so and exits 1. Exit status is also 1 when the
puzzle has no unique solution or its givens break the rules (the first conflict is named).
)";

/// The one puzzle a hint or explain command works on: an 81-character or Solo game ID argument,
/// or "-" for the first puzzle on standard input (in any form).
bool single_puzzle(const Args& args, PuzzleLine& puzzle, int& status) {
    if (args.size() != 1) {
        status = usage_error("expected one puzzle (81 characters or a Solo game ID) or -");
        return false;
    }
    std::string_view arg = args[0];
    Grid& grid = puzzle.grid;
    puzzle.source = "puzzle";
    if (arg == "-") {
        bool found = false;
        auto summary = for_each_puzzle_while("-", [&](const PuzzleLine& line) {
            puzzle = line, found = true;
            return false;  // the first is the one
        });
        if (!found) {
            if (summary.bad_lines == 0) std::fputs("<stdin>: no puzzle\n", stderr);
            status = 1;
        }
        return found;
    }
    if (formats::looks_like_solo_id(arg)) {
        auto shaped = formats::parse_solo_id(arg);
        if (!shaped) {
            std::fprintf(stderr, "puzzle: %s\n", shaped.error().to_string().c_str());
            status = 1;
            return false;
        }
        puzzle.form = InputForm::Solo;
        puzzle.shaped = std::move(shaped).value();
        if (puzzle.shaped.shape->is_classic()) grid = Grid::from_givens(formats::classic_digits(puzzle.shaped.givens));
        return true;
    }
    auto parsed = parse_line(arg);
    if (!parsed) {
        std::fprintf(stderr, "puzzle: %s\n", parsed.error().to_string().c_str());
        status = 1;
        return false;
    }
    grid = parsed.value();
    return true;
}

}  // namespace

namespace {
// One line of sudoku-cli rate: PUZZLE, LEVEL, SCORE, HARDEST TECHNIQUE, GUESSING.
void print_rating(const std::string& text, const Rating& r) {
    std::printf("%s\t%s\t%.1f\t%s\t%s\n", text.c_str(), std::string(level_name(r.level)).c_str(), r.score,
                std::string(technique_name(r.hardest)).c_str(), r.solved_logically ? "no-guess" : "guessed");
}
}  // namespace

int run_rate(const Args& args) {
    if (wants_help(args)) return std::fputs(kRateUsage, stdout), 0;
    std::vector<std::string> files;
    if (!collect_files(args, files)) return 2;
    bool bad = false;
    for (const auto& file : files) {
        auto summary = for_each_puzzle(file, [&](const PuzzleLine& line) {
            // A Solo ID or shape text is rated as a Solo ID: one line, tab-separated fields.
            const std::string text = line.form == InputForm::Line
                                         ? format_line(line.grid)
                                         : formats::format_solo_id(*line.shaped.shape, line.shaped.givens);
            if (!line.is_classic()) {
                const Shape& shape = *line.shaped.shape;
                if (report_broken_shape_rules(line.where(), shape, line.shaped.givens)) {
                    std::printf("%s\tinvalid\t-\t-\t-\n", text.c_str());
                    bad = true;
                    return;
                }
                Rating r = rate(shape, line.shaped.givens);
                if (!r.valid) {
                    int count = count_solutions(shape, line.shaped.givens, 2);
                    std::fprintf(stderr, "%s:%d: cannot rate: %s\n", line.source.c_str(), line.line_number,
                                 count == 0 ? "no solution" : "more than one solution");
                    std::printf("%s\tinvalid\t-\t-\t-\n", text.c_str());
                    bad = true;
                    return;
                }
                print_rating(text, r);
                return;
            }
            if (report_broken_rules(line.where(), line.grid.digits())) {
                std::printf("%s\tinvalid\t-\t-\t-\n", text.c_str());
                bad = true;
                return;
            }
            Rating r = rate(line.grid.digits());
            if (!r.valid) {
                int count = count_solutions(line.grid.digits(), 2);
                std::fprintf(stderr, "%s:%d: cannot rate: %s\n", line.source.c_str(), line.line_number,
                             count == 0 ? "no solution" : "more than one solution");
                std::printf("%s\tinvalid\t-\t-\t-\n", text.c_str());
                bad = true;
                return;
            }
            print_rating(text, r);
        });
        bad = bad || summary.bad_lines > 0;
    }
    return bad ? 1 : 0;
}

int run_hint(const Args& args) {
    if (wants_help(args)) return std::fputs(kHintUsage, stdout), 0;
    PuzzleLine puzzle;
    int status = 0;
    if (!single_puzzle(args, puzzle, status)) return status;
    if (!puzzle.is_classic()) {
        const Shape& shape = *puzzle.shaped.shape;
        const ShapeDigits& givens = puzzle.shaped.givens;
        if (report_broken_shape_rules("puzzle", shape, givens)) return 1;
        Candidates candidates = Candidates::from_digits(shape, givens);
        if (candidates.is_solved()) return std::puts("The puzzle is already solved."), 0;
        if (count_solutions(shape, givens, 2) != 1) {
            std::fputs("puzzle: no unique solution, so no logical hint\n", stderr);
            return 1;
        }
        auto step = next_step(candidates);
        if (!step) {
            std::puts("No technique applies: the next step would be a guess.");
            return 1;
        }
        std::printf("%s\n%s\n", step->explanation.c_str(), effect_text(shape, *step).c_str());
        return 0;
    }
    const Grid& grid = puzzle.grid;
    if (report_broken_rules("puzzle", grid.digits())) return 1;
    Candidates candidates = Candidates::from_digits(grid.digits());
    if (candidates.is_solved()) return std::puts("The puzzle is already solved."), 0;
    if (count_solutions(grid.digits(), 2) != 1) {
        std::fputs("puzzle: no unique solution, so no logical hint\n", stderr);
        return 1;
    }
    auto step = next_step(candidates);
    if (!step) {
        std::puts("No technique applies: the next step would be a guess.");
        return 1;
    }
    std::printf("%s\n%s\n", step->explanation.c_str(), step->effect_text().c_str());
    return 0;
}

int run_steps(const Args& args) {
    if (wants_help(args)) return std::fputs(kStepsUsage, stdout), 0;
    bool effects = false;
    Level max_level = Level::Extreme;
    Args rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (args[i] == "--effects") {
            effects = true;
        } else if (option_value(args, i, "--level", value, missing)) {
            auto level = missing ? std::nullopt : parse_level(value);
            if (!level) return usage_error("--level needs one of easy, medium, hard, expert, extreme");
            max_level = *level;
        } else if (args[i].size() > 1 && args[i].starts_with("-")) {
            return usage_error("steps: unknown option '" + std::string(args[i]) + "'");
        } else {
            rest.push_back(args[i]);
        }
    }
    PuzzleLine puzzle;
    int status = 0;
    if (!single_puzzle(rest, puzzle, status)) return status;
    std::vector<StepGroup> groups;
    const Shape* shape = Shape::classic().get();
    if (!puzzle.is_classic()) {
        shape = puzzle.shaped.shape.get();
        const ShapeDigits& givens = puzzle.shaped.givens;
        if (report_broken_shape_rules("puzzle", *shape, givens)) return 1;
        Candidates candidates = Candidates::from_digits(*shape, givens);
        if (candidates.is_solved()) return std::puts("The puzzle is already solved."), 0;
        if (count_solutions(*shape, givens, 2) != 1) {
            std::fputs("puzzle: no unique solution, so no logical steps\n", stderr);
            return 1;
        }
        groups = all_steps(candidates, max_level);
    } else {
        const Grid& grid = puzzle.grid;
        if (report_broken_rules("puzzle", grid.digits())) return 1;
        Candidates candidates = Candidates::from_digits(grid.digits());
        if (candidates.is_solved()) return std::puts("The puzzle is already solved."), 0;
        if (count_solutions(grid.digits(), 2) != 1) {
            std::fputs("puzzle: no unique solution, so no logical steps\n", stderr);
            return 1;
        }
        groups = all_steps(candidates, max_level);
    }
    if (groups.empty()) {
        std::puts("No technique applies: the next step would be a guess.");
        return 1;
    }
    int n = 0;
    for (const StepGroup& group : groups) {
        const std::size_t count = group.steps.size();
        std::printf("%s, %s: %zu step%s\n", std::string(technique_list_name(group.technique)).c_str(),
                    score_range_text(group).c_str(), count, count == 1 ? "" : "s");
        for (const Step& step : group.steps) {
            std::printf("%d. %s", ++n, step.explanation.c_str());
            if (effects)
                std::printf("\t%s", (puzzle.is_classic() ? step.effect_text() : effect_text(*shape, step)).c_str());
            std::putchar('\n');
        }
    }
    return 0;
}

int run_explain(const Args& args) {
    if (wants_help(args)) return std::fputs(kExplainUsage, stdout), 0;
    PuzzleLine puzzle;
    int status = 0;
    if (!single_puzzle(args, puzzle, status)) return status;
    Rating r;
    SolvePath path;
    if (!puzzle.is_classic()) {
        const Shape& shape = *puzzle.shaped.shape;
        if (report_broken_shape_rules("puzzle", shape, puzzle.shaped.givens)) return 1;
        r = rate(shape, puzzle.shaped.givens);
        if (!r.valid) {
            std::fputs("puzzle: no unique solution, so no solving path\n", stderr);
            return 1;
        }
        path = solve_logically(shape, puzzle.shaped.givens, true);
    } else {
        const Grid& grid = puzzle.grid;
        if (report_broken_rules("puzzle", grid.digits())) return 1;
        r = rate(grid.digits());
        if (!r.valid) {
            std::fputs("puzzle: no unique solution, so no solving path\n", stderr);
            return 1;
        }
        path = solve_logically(grid.digits(), true);
    }
    int n = 0;
    for (const Step& step : path.steps) std::printf("%d. %s\n", ++n, step.explanation.c_str());
    std::printf("Rating: %s, %.1f, hardest technique %s; %d steps, %d guesses, about %.0f minutes.\n",
                std::string(level_name(r.level)).c_str(), r.score, std::string(technique_name(r.hardest)).c_str(),
                r.steps, r.guesses, r.estimated_minutes);
    return 0;
}

}  // namespace sudoku::cli
