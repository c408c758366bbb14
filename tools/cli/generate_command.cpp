// sudoku-cli generate: unique puzzles at a chosen level, reproducible from a seed.
#include <charconv>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <optional>
#include <string>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/generate/classic.hpp"
#include "engine/generate/generator.hpp"
#include "engine/generate/technique_positions.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "tools/cli/commands.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-cli generate --level LEVEL [OPTIONS]
       sudoku-cli generate --technique NAME [OPTIONS]

Prints puzzles with a unique solution whose rated level is exactly LEVEL, one per line.
Options:
  --level L        easy, medium, hard, expert or extreme (required, unless --technique)
  --technique T    practice: classic puzzles whose easiest-first solving path uses technique T
                   (a name as rate prints it, in any case: X-Wing, 'hidden pair', XY-Chain,
                   'Hidden Single (row)') and needs nothing harder: no technique of a higher
                   level and, above Easy, no step scored higher; the level is T's. Exit status
                   1 when none turns up in 20000 grids (a rare technique). For the techniques
                   the generator cannot make quickly (Skyscraper, Hidden Quad, ...) the puzzle is
                   one of the curated practice puzzles (assets/techniques/practice.txt), chosen and
                   disguised (digits relabelled, rows and columns shuffled) by the seed
  --generated      with --technique: always generate, never a curated puzzle
  --count N        how many puzzles (default 1); puzzle i uses seed S+i
  --seed S         a whole number; the same seed, level, symmetry and --minimal give the same
                   puzzle everywhere (default: taken from the clock, and printed on stderr)
  --daily [DATE]   the daily puzzle of DATE for the level; DATE is YYYY-MM-DD, a real date
                   from 1900-01-01 to 9999-12-31 (default today in UTC)
  --symmetry SYM   none, rotate180 (default), rotate90, mirror or diagonal
  --minimal        no given can be removed without losing uniqueness
  --rate           add the rating: PUZZLE<TAB>LEVEL<TAB>SCORE<TAB>HARDEST TECHNIQUE<TAB>SEED
                   (PUZZLE<TAB>LEVEL<TAB>SEED for shapes other than classic 9x9)
  --shape PARAMS   the board, in Solo's words: 3x3 (classic), 2x2, 2x3 (boxes 2 rows high, 3 wide),
                   3x2, 3x4, 4x4, an x for the diagonals (3x3x), 9j for jigsaw, 3x3w for Windoku,
                   a k for Killer cages (3x3k, 2x3k, 3x3kx, 9jk); puzzles are then printed as Solo
                   game IDs (or --format text)
  --givens N       Killer only: N givens besides the cages (default 0, as in Solo)
  --format F       with --shape: solo (default) or text (shape text blocks; --rate adds a line
                   "# rating:<TAB>LEVEL<TAB>..." after each)
)";

bool parse_number(std::string_view text, std::uint64_t& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size();
}

/// A calendar date as YYYY-MM-DD from 1900-01-01 to 9999-12-31 (February 29 only in leap years).
bool parse_date(std::string_view text, int& year, int& month, int& day) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
    std::uint64_t y, m, d;
    if (!parse_number(text.substr(0, 4), y) || !parse_number(text.substr(5, 2), m) ||
        !parse_number(text.substr(8, 2), d))
        return false;
    if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    if (int(d) > kDays[m - 1] + (m == 2 && leap ? 1 : 0)) return false;
    year = int(y), month = int(m), day = int(d);
    return true;
}

}  // namespace

int run_generate(const Args& args) {
    if (wants_help(args)) return std::fputs(kUsage, stdout), 0;
    GenerateOptions options;
    bool have_level = false, have_seed = false, daily = false, with_rating = false;
    std::uint64_t count = 1;
    std::optional<ShapeParams> shape_params;
    int killer_givens = 0;
    bool have_givens = false;
    bool as_text = false;
    std::optional<Technique> technique;
    bool curated = true;               // --technique: curated puzzles for the techniques the generator rarely makes
    int year = 0, month = 0, day = 0;  // year 0: no DATE given, today's
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (option_value(args, i, "--technique", value, missing)) {
            auto found = missing ? std::nullopt : parse_technique(value);
            if (found && needs_clues(*found)) {
                std::string message(value);
                message +=
                    " is a Killer technique, and practice puzzles are classic 9x9: Killer puzzles come "
                    "from --shape 3x3k (their hints teach it)";
                return usage_error(message);
            }
            if (!found || !practisable(*found))
                return usage_error("--technique needs a technique's name, e.g. \"X-Wing\" or \"naked pair\" (" +
                                   std::string(missing ? "none given" : value) + " is not one)");
            technique = *found;
        } else if (option_value(args, i, "--level", value, missing)) {
            auto level = missing ? std::nullopt : parse_level(value);
            if (!level) return usage_error("--level needs one of easy, medium, hard, expert, extreme");
            options.level = *level;
            have_level = true;
        } else if (option_value(args, i, "--count", value, missing)) {
            if (missing || !parse_number(value, count) || count < 1 || count > 1000000)
                return usage_error("--count needs a whole number from 1 to 1000000");
        } else if (option_value(args, i, "--seed", value, missing)) {
            if (missing || !parse_number(value, options.seed))
                return usage_error("--seed needs a whole number from 0 to 18446744073709551615");
            have_seed = true;
        } else if (option_value(args, i, "--symmetry", value, missing)) {
            auto symmetry = missing ? std::nullopt : parse_symmetry(value);
            if (!symmetry) return usage_error("--symmetry needs one of none, rotate180, rotate90, mirror, diagonal");
            options.symmetry = *symmetry;
        } else if (args[i] == "--daily") {
            daily = true;
            if (i + 1 < args.size() && !args[i + 1].starts_with("-")) {
                if (!parse_date(args[i + 1], year, month, day))
                    return usage_error("--daily: '" + std::string(args[i + 1]) +
                                       "' is not a date from 1900-01-01 to 9999-12-31 (expected YYYY-MM-DD, e.g. "
                                       "2026-11-22)");
                ++i;
            }
        } else if (option_value(args, i, "--shape", value, missing)) {
            if (missing) return usage_error("--shape needs the board's parameters, e.g. 3x3, 2x3, 3x3x or 9j");
            auto params = parse_shape_params(value);
            if (!params) return usage_error("--shape: " + params.error().message);
            shape_params = params.value();
        } else if (option_value(args, i, "--format", value, missing)) {
            if (missing || (value != "solo" && value != "text")) return usage_error("--format needs solo or text");
            as_text = value == "text";
        } else if (option_value(args, i, "--givens", value, missing)) {
            std::uint64_t n = 0;
            if (missing || !parse_number(value, n) || n > 40)
                return usage_error("--givens needs a number of givens from 0 to 40 (Killer only)");
            killer_givens = int(n);
            have_givens = true;
        } else if (args[i] == "--generated") {
            curated = false;
        } else if (args[i] == "--minimal") {
            options.minimal = true;
        } else if (args[i] == "--rate") {
            with_rating = true;
        } else {
            return usage_error("generate: unknown argument '" + std::string(args[i]) + "'");
        }
    }
    if (technique) {
        if (have_level && options.level != difficulty_of(*technique).level)
            return usage_error("--technique " + std::string(technique_list_name(*technique)) + " makes " +
                               std::string(level_name(difficulty_of(*technique).level)) + " puzzles, not " +
                               std::string(level_name(options.level)));
        if (shape_params) return usage_error("--technique makes classic 9x9 puzzles only (no --shape)");
        options.level = difficulty_of(*technique).level;
        have_level = true;
    }
    if (!have_level) return usage_error("generate needs --level (or --technique)");
    if (have_givens && (!shape_params || !shape_params->killer))
        return usage_error("--givens is for Killer boards (--shape 3x3k, 2x3k, 3x3kx, 9jk)");
    std::shared_ptr<const Shape> shape;
    if (shape_params) {
        // A jigsaw's regions and a killer's cages are drawn with each puzzle.
        if (shape_params->jigsaw_side == 0 && !shape_params->killer) {
            auto made = Shape::from_params(*shape_params);
            if (!made) return usage_error("--shape: " + made.error().message);
            shape = made.value();
        }
    }
    if (daily && have_seed) return usage_error("--daily and --seed cannot be used together");
    if (daily) {
        if (year == 0) {
            std::time_t now = std::time(nullptr);
            std::tm utc{};
            gmtime_r(&now, &utc);
            year = utc.tm_year + 1900, month = utc.tm_mon + 1, day = utc.tm_mday;
        }
        options.seed = daily_seed(year, month, day, options.level);
    } else if (!have_seed) {
        options.seed = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count());
        std::fprintf(stderr, "seed %llu\n", static_cast<unsigned long long>(options.seed));
    }
    const std::uint64_t first_seed = options.seed;
    if (shape_params && (!shape || !shape->is_classic())) {
        ShapeGenerateOptions shape_options{*shape_params, options.level, options.symmetry, options.minimal, 0,
                                           killer_givens};
        for (std::uint64_t i = 0; i < count; ++i) {
            shape_options.seed = first_seed + i;
            auto made = generate_shape(shape_options);
            if (!made) {
                std::fprintf(stderr, "sudoku-cli: generate: %s\n", made.error().message.c_str());
                return 1;
            }
            const GeneratedShapePuzzle& g = made.value();
            std::string out =
                as_text ? formats::format_shape_text(*g.shape, g.puzzle) : formats::format_solo_id(*g.shape, g.puzzle);
            if (as_text) out.pop_back();  // the block's last newline: puts adds it
            if (with_rating) {
                out += as_text ? "\n# rating:\t" : "\t";
                out += level_name(g.level);
                out += '\t';
                out += std::to_string(shape_options.seed);
            }
            std::puts(out.c_str());
        }
        return 0;
    }
    for (std::uint64_t i = 0; i < count; ++i) {
        options.seed = first_seed + i;
        GeneratedPuzzle g;
        if (technique) {
            auto made = curated ? practice_puzzle(*technique, options) : generate_for_technique(*technique, options);
            if (!made) {
                std::fprintf(stderr,
                             "sudoku-cli: generate: no puzzle practising %s turned up in 20000 grids from seed %llu\n",
                             std::string(technique_list_name(*technique)).c_str(),
                             static_cast<unsigned long long>(options.seed));
                return 1;
            }
            g = std::move(*made);
        } else {
            g = generate(options);
        }
        std::string line;
        if (!shape) {
            line = format_line(g.puzzle);
        } else {
            ShapeDigits givens(g.puzzle.begin(), g.puzzle.end());
            line = as_text ? formats::format_shape_text(*shape, givens) : formats::format_solo_id(*shape, givens);
            if (as_text) line.pop_back();  // the block's last newline: puts adds it
        }
        if (with_rating) {
            char score[16];
            std::snprintf(score, sizeof score, "%.1f", g.rating.score);
            line += as_text ? "\n# rating:\t" : "\t";  // shape text: on a comment line after the block
            line += level_name(g.rating.level);
            line += '\t';
            line += score;
            line += '\t';
            line += technique_name(g.rating.hardest);
            line += '\t';
            line += std::to_string(options.seed);
        }
        std::puts(line.c_str());
    }
    return 0;
}

}  // namespace sudoku::cli
