// The exact solver for every shape: finds a solution, or counts solutions up to a limit.
//
// A dispatcher: the classic 9x9 shape goes to the band solver of engine/solve/band.hpp unchanged (its
// speed is the project's), every other shape to a general solver over the shape's houses: one
// bit mask of candidates per cell, naked and hidden singles propagated over every house (rows,
// columns, boxes or regions, diagonals, windows), the empty cell with the fewest candidates
// branched on, and a fixed-size state copied on each guess (no heap allocation in the search).
// engine/solve/reference.hpp is the plain backtracker the tests hold it to.
//
// Preconditions are checked, not assumed: a puzzle of the wrong size or with a symbol above the
// shape's side has no solution (count 0, nullopt), as has a puzzle whose givens break a rule.
// All functions are thread-safe and never throw (the watched count throws what its watch throws).
#pragma once

#include <optional>
#include <span>

#include "engine/constraints/shape.hpp"
#include "engine/model/random.hpp"
#include "engine/solve/band.hpp"

namespace sudoku {

/// Whether naked and hidden singles alone fill the grid (the Easy level's techniques): then the
/// solution is unique. Cheap: one propagation, no search. False for bad input, as solve's.
bool solves_by_singles(const Shape& shape, const ShapeDigits& puzzle);

/// Whether naked and hidden singles from `puzzle`'s givens place a symbol in every one of `cells`
/// (digging's test that removed givens come back). Stops as soon as they do; when they do not,
/// *closure (if given) receives every symbol singles place, givens included, 0 elsewhere: the
/// grid the next harder step starts from (left empty on a contradiction). False for bad input, a
/// contradiction, and boards with cages (not handled).
bool singles_place(const Shape& shape, const ShapeDigits& puzzle, std::span<const int> cells,
                   ShapeDigits* closure = nullptr);

/// The first solution found, or nullopt when there is none.
std::optional<ShapeDigits> solve(const Shape& shape, const ShapeDigits& puzzle, SearchStats* stats = nullptr);

/// Number of solutions, counting stops at `limit` (2 proves uniqueness); limit >= 1. If `first` is
/// non-null and the count is >= 1, *first receives one solution.
int count_solutions(const Shape& shape, const ShapeDigits& puzzle, int limit, ShapeDigits* first = nullptr,
                    SearchStats* stats = nullptr);

/// Whether `puzzle` has a solution that differs from `solution` (one of its solutions) in one of
/// `cells`: digging's uniqueness test, as the classic has_other_solution (engine/solve/band.hpp).
bool has_other_solution(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& solution,
                        std::span<const int> cells);

/// count_solutions with a watch called every kCountWatchNodes search nodes (see engine/solve/band.hpp):
/// the same count and first solution when it never says stop; when it does, the count so far and
/// *stopped set.
int count_solutions_watched(const Shape& shape, const ShapeDigits& puzzle, int limit, const CountWatch& watch,
                            bool* stopped = nullptr, ShapeDigits* first = nullptr, SearchStats* stats = nullptr);

/// A random solution of `puzzle` (the generator's full grids): the general search with each
/// branch's symbols tried in an order drawn from `random`, on every shape (classic included, so
/// that the sequence depends on the seed only). Gives up after `max_nodes` search nodes
/// (nullopt), as some jigsaw regions admit no grid and proving it can take long.
std::optional<ShapeDigits> random_solution(const Shape& shape, const ShapeDigits& puzzle, Random& random,
                                           std::uint64_t max_nodes = 100000);

}  // namespace sudoku
