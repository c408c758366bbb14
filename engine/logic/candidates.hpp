// CandidateGrid: digits plus the candidates (pencil marks) still open in every empty cell.
//
// The logical solver reasons only from this. It starts either from a puzzle (every candidate the
// rules allow) or from a player's board and notes; notes can be incomplete or wrong, so
// from_player_notes() says which notes lack a candidate the solution needs instead of silently
// reasoning from them.
#pragma once

#include <array>
#include <cstddef>
#include <iterator>
#include <string>
#include <vector>

#include "engine/geometry.hpp"
#include "engine/logic/step.hpp"

namespace sudoku {

using CandidateMasks = std::array<DigitMask, kCells>;

class CandidateGrid {
public:
    /// Every candidate the rules allow: for each empty cell, the digits none of its peers holds.
    static CandidateGrid from_digits(const Digits& digits);

    /// The digits with the player's notes as candidates (a filled cell's notes are ignored).
    /// Candidates the rules forbid (a peer holds the digit) are dropped from the notes.
    static CandidateGrid from_player_notes(const Digits& digits, const CandidateMasks& notes);

    int digit(int cell) const { return digits_[cell]; }
    bool is_empty(int cell) const { return digits_[cell] == 0; }
    DigitMask candidates(int cell) const { return masks_[cell]; }
    bool has(int cell, int digit) const { return (masks_[cell] >> (digit - 1)) & 1; }
    const Digits& digits() const { return digits_; }
    const CandidateMasks& masks() const { return masks_; }

    /// Positions of `digit` in `house`: bit i set when house_cells(house)[i] has it as a candidate.
    /// Kept up to date by place() and eliminate(), so finders may ask as often as they like.
    std::uint16_t positions(int house, int digit) const { return positions_[house][digit - 1]; }
    /// Cells of the board holding `digit` as a candidate.
    CellSet cells_with(int digit) const;

    int empty_count() const;
    bool is_solved() const { return empty_count() == 0; }
    /// True when some empty cell has no candidate left, or some house has no place for a digit it
    /// still needs: the board cannot be completed.
    bool is_broken() const;

    /// Puts a digit and removes it from the candidates of every peer.
    void place(int cell, int digit);
    void eliminate(int cell, int digit);
    /// Applies a step's placements and eliminations.
    void apply(const Step& step);
    /// Places every naked and hidden single, again and again until none is left. Returns false
    /// when that runs into a contradiction (a cell without candidates, a digit without a place).
    /// The result does not depend on the order singles are taken in.
    bool apply_singles();

    bool operator==(const CandidateGrid&) const = default;

private:
    void rebuild_positions();

    Digits digits_{};
    CandidateMasks masks_{};
    // positions_[house][digit - 1]: derived from masks_, kept in step with it.
    std::array<std::array<std::uint16_t, kDigits>, kHouses> positions_{};
};

/// The notes a player has not filled in but the solution needs: "r3c4 is missing 5" for each.
/// Empty when the notes are complete for the solution (notes may still hold extra candidates).
std::vector<Candidate> missing_solution_candidates(const CandidateGrid& grid, const Digits& solution);

/// The digits of a mask, ascending, without allocating: `for (int d : digits_of(mask))`. A view
/// that walks the mask's bits (nothing is copied out, so the finders' inner loops stay cheap).
class DigitList {
public:
    class iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = int;
        iterator() = default;
        explicit iterator(unsigned mask) : mask_(mask) {}
        int operator*() const { return __builtin_ctz(mask_) + 1; }
        iterator& operator++() {
            mask_ &= mask_ - 1;
            return *this;
        }
        iterator operator++(int) {
            iterator old = *this;
            ++*this;
            return old;
        }
        bool operator==(const iterator&) const = default;

    private:
        unsigned mask_ = 0;
    };

    explicit DigitList(DigitMask mask) : mask_(mask & kAllDigits) {}
    iterator begin() const { return iterator(mask_); }
    iterator end() const { return iterator(0); }
    int size() const;
    /// The i-th digit, ascending (0-based; i < size()).
    int operator[](int i) const {
        unsigned m = mask_;
        for (; i > 0; --i) m &= m - 1;
        return __builtin_ctz(m) + 1;
    }
    operator std::vector<int>() const { return std::vector<int>(begin(), end()); }

private:
    unsigned mask_;
};
inline DigitList digits_of(DigitMask mask) {
    return DigitList(mask);
}
/// "4,7" for a mask with 4 and 7.
std::string digit_list(DigitMask mask);

namespace detail {
constexpr std::array<std::uint8_t, 1u << kDigits> make_popcounts() {
    std::array<std::uint8_t, 1u << kDigits> t{};
    for (unsigned m = 0; m < t.size(); ++m) t[m] = std::uint8_t((m & 1) + (m ? t[m >> 1] : 0));
    return t;
}
inline constexpr auto kPopcounts = make_popcounts();
}  // namespace detail

/// Bits set in a digit mask or a house position mask (both kDigits bits wide). A table, because
/// portable builds have no popcount instruction and the library call is slow in the finders.
inline int popcount(unsigned mask) {
    return detail::kPopcounts[mask & ((1u << kDigits) - 1)];
}
/// The lowest digit in a non-empty mask.
inline int first_digit(DigitMask mask) {
    return __builtin_ctz(mask) + 1;
}

inline int DigitList::size() const {
    return popcount(mask_);
}

}  // namespace sudoku
