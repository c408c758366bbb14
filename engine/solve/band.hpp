// The fast exact solver: finds a solution, or counts solutions up to a limit.
//
// This is the engine's workhorse for generation (uniqueness checks run it thousands of times per
// puzzle), for hints and for validating user input, so it is built for speed: bitboards per
// digit, constraint propagation by table lookups, and a copy-on-guess search with no heap
// allocation. engine/solve/reference.hpp has a deliberately plain backtracker (on
// Shape::classic() for this board); the tests hold this one to it.
//
// All functions are thread-safe (no mutable shared state) and never throw.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>

#include "engine/model/geometry.hpp"

namespace sudoku {

/// Work counters. Calls add to them (+=), so one object can total a whole batch.
struct SearchStats {
    std::uint64_t guesses = 0;  // branches taken on a guess (each alternative tried counts once)
    std::uint64_t nodes = 0;    // search states propagated: the root plus one per guess branch
};

/// The first solution found, or nullopt when there is none (contradictory givens included).
/// Precondition: every entry of `puzzle` is 0..9.
std::optional<Digits> solve(const Digits& puzzle, SearchStats* stats = nullptr);

/// Number of solutions, counting stops at `limit` (limit 2 proves uniqueness). limit >= 1.
/// If `first` is non-null and the count is >= 1, *first receives one solution.
/// Precondition: every entry of `puzzle` is 0..9.
int count_solutions(const Digits& puzzle, int limit, Digits* first = nullptr, SearchStats* stats = nullptr);

/// Whether `puzzle` has a solution that differs from `solution` (one of its solutions) in at least
/// one of `cells`. Digging's uniqueness test: when `puzzle` less the givens at `cells` had the one
/// solution `solution`, a second solution after emptying `cells` must differ there, so
/// `!has_other_solution(...)` says what `count_solutions(puzzle, 2) == 1` says, faster: each cell
/// in turn is searched with its solution digit excluded (the cells before it fixed to theirs), and
/// the search stops at the first solution instead of counting two.
/// Precondition: every entry of `puzzle` is 0..9, `cells` are cells of `puzzle`.
bool has_other_solution(const Digits& puzzle, const Digits& solution, std::span<const int> cells,
                        SearchStats* stats = nullptr);

/// Watches a count that may run long (a high limit on a puzzle with few givens): called with the
/// number of solutions found so far every kCountWatchNodes search nodes (a few milliseconds of
/// work); returning false stops the count there.
using CountWatch = std::function<bool(int solutions_so_far)>;
inline constexpr std::uint64_t kCountWatchNodes = 1u << 14;

/// count_solutions with a watch, so a caller can show progress or stop early. The same search
/// (the same count and first solution) when the watch never says stop; when it does, the count so
/// far, a lower bound, and *stopped is set. The plain count_solutions does not pay for this.
/// Throws only what the watch throws.
int count_solutions_watched(const Digits& puzzle, int limit, const CountWatch& watch, bool* stopped = nullptr,
                            Digits* first = nullptr, SearchStats* stats = nullptr);

}  // namespace sudoku
