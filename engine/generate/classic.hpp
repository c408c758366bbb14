// The puzzle generator: random complete grids, symmetric hole digging that keeps the solution
// unique, and a retry loop that keeps only puzzles whose rated level is the one asked for.
//
// A puzzle is a function of (seed, level, symmetry, minimal): every random choice comes from one
// sudoku::Random seeded with the seed, whose output is specified on every platform.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/logic/logical_solver.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/random.hpp"

namespace sudoku {

/// Which cells are dug together so the givens keep a pattern.
enum class Symmetry : std::uint8_t {
    None,
    Rotate180,  // (r, c) and (8-r, 8-c): the classic newspaper look, and the default
    Rotate90,   // the four quarter-turn images
    Mirror,     // (r, c) and (r, 8-c): left-right
    Diagonal,   // (r, c) and (c, r): across the main diagonal
};
inline constexpr int kSymmetryCount = 5;

std::string_view symmetry_name(Symmetry symmetry);  // "none", "rotate180", "rotate90", "mirror", "diagonal"
std::optional<Symmetry> parse_symmetry(std::string_view name);

/// The cells dug together with `cell` under `symmetry` on an n x n board (itself included), ascending.
std::vector<int> symmetry_orbit(int cell, Symmetry symmetry, int side = kSide);
/// The board's cells grouped in the orbits digging takes out together, by first cell.
std::vector<std::vector<int>> symmetry_orbits(int side, Symmetry symmetry);

/// Whether no given of a puzzle with one solution can be removed without losing uniqueness.
bool is_minimal(const Shape& shape, const ShapeDigits& puzzle);

struct GenerateOptions {
    Level level = Level::Medium;
    Symmetry symmetry = Symmetry::Rotate180;
    bool minimal = false;  // no single given can be removed without losing uniqueness
    std::uint64_t seed = 0;
};

struct GeneratedPuzzle {
    Digits puzzle{};
    Digits solution{};
    Rating rating;
    int attempts = 0;  // complete grids tried before one gave the requested level
};

/// A puzzle with a unique solution whose rating has exactly the requested level.
GeneratedPuzzle generate(const GenerateOptions& options);

/// Whether a puzzle practises `technique` (issue #18, practice by technique): its easiest-first
/// path solves it without guessing, uses the technique, needs nothing of a higher level, and
/// (above Easy, where the singles always come mixed) has no step scored above the technique's own
/// highest step. For a puzzle with a unique solution. (In technique_positions.cpp, with
/// practises_technique.)
bool practises(const Digits& puzzle, Technique technique);

/// The techniques a classic puzzle can be generated to practise: the technique table's (singles
/// to forcing chains), not Killer's nor Guess.
bool practisable(Technique technique);

/// A puzzle that practises `technique`, from the options' seed and symmetry (the level is the
/// technique's, whatever options.level says), with its rating; `attempts` counts the complete
/// grids tried. Nothing when `max_attempts` grids gave none: some techniques are rare.
std::optional<GeneratedPuzzle> generate_for_technique(Technique technique, const GenerateOptions& options,
                                                      int max_attempts = 20000);

/// A technique by the name players know, as technique_name() or technique_list_name() write it,
/// ignoring case, spaces, hyphens and brackets ("x-wing", "XWing", "hidden single (row)"; a plain
/// "hidden single" is the box kind). Nothing for an unknown name.
std::optional<Technique> parse_technique(std::string_view name);

/// A uniformly shuffled valid complete grid (random digit order in a randomised backtracking fill).
Digits random_solution(Random& random);

/// The seed of the daily puzzle of a date and level: the same for everyone on that day.
std::uint64_t daily_seed(int year, int month, int day, Level level);

}  // namespace sudoku
