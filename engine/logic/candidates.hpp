// The candidates: a board's symbols plus the candidates (pencil marks) still open in every empty
// cell, on any shape (classic 9x9, 4x4 to 16x16, jigsaw, X, Windoku, Killer); the one type the
// finders and the logical solver reason from.
//
// It starts either from a puzzle (every candidate the rules allow) or from a player's board and
// notes; notes can be incomplete or wrong, so missing_solution_candidates() says which notes lack
// a candidate the solution needs instead of silently reasoning from them.
#pragma once

#include <array>
#include <cstddef>
#include <iterator>
#include <span>
#include <string>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/geometry.hpp"

namespace sudoku {

/// A shaped board's symbols plus the candidates still open in every empty cell. Holds a pointer to
/// its Shape: the shape must outlive it (shapes are shared as shared_ptr<const Shape> and immutable).
///
/// Fixed capacity (a 16x16 board's 256 cells and 54 houses), so a copy (a guess, a forcing
/// chain's branch) touches no heap; a copy copies only the part the shape uses.
class Candidates {
public:
    Candidates() : digits_{}, masks_{}, positions_{} {}
    /// Copies the part the shape uses only (the rest is never read): no 2.5 KB cleared first.
    Candidates(const Candidates& other) { *this = other; }
    Candidates& operator=(const Candidates& other);

    /// Every candidate the rules allow: for each empty cell, the symbols none of its peers holds.
    /// Precondition: digits.size() == shape.cell_count() and every symbol is 0..n.
    static Candidates from_digits(const Shape& shape, std::span<const std::uint8_t> digits);
    /// The symbols with the player's notes as candidates (a filled cell's notes are ignored);
    /// candidates the rules forbid are dropped from the notes. notes.size() == shape.cell_count().
    static Candidates from_player_notes(const Shape& shape, std::span<const std::uint8_t> digits,
                                        std::span<const DigitMask> notes);
    /// from_digits and from_player_notes on Shape::classic().
    static Candidates from_digits(const Digits& digits);
    static Candidates from_player_notes(const Digits& digits, const CandidateMasks& notes);

    const Shape& shape() const { return *shape_; }
    int side() const { return shape_->side(); }
    int cell_count() const { return shape_->cell_count(); }

    int digit(int cell) const { return digits_[std::size_t(cell)]; }
    bool is_empty(int cell) const { return digits_[std::size_t(cell)] == 0; }
    DigitMask candidates(int cell) const { return masks_[std::size_t(cell)]; }
    bool has(int cell, int digit) const { return (masks_[std::size_t(cell)] >> (digit - 1)) & 1; }
    /// The symbols, one per cell (0: empty).
    std::span<const std::uint8_t> digits() const { return {digits_.data(), std::size_t(cell_count())}; }
    ShapeDigits digit_vector() const { return ShapeDigits(digits_.begin(), digits_.begin() + cell_count()); }
    /// The candidates, one mask per cell (0 for a filled cell).
    std::span<const DigitMask> masks() const { return {masks_.data(), std::size_t(cell_count())}; }
    /// Positions of `digit` in `house`: bit i set when shape().house_cells(house)[i] has it.
    std::uint16_t positions(int house, int digit) const {
        return positions_[std::size_t(house) * kMaxSide + std::size_t(digit - 1)];
    }

    int empty_count() const;
    bool is_solved() const { return empty_count() == 0; }
    /// True when some empty cell has no candidate left, or some house has no place for a symbol it
    /// still needs (on a Killer board also: some cage can no longer make its sum).
    bool is_broken() const;

    /// Puts a symbol and removes it from the candidates of every peer.
    void place(int cell, int digit);
    void eliminate(int cell, int digit);
    /// Applies a step's placements and eliminations.
    void apply(const Step& step);
    /// Places every naked and hidden single, again and again until none is left. Returns false
    /// when that runs into a contradiction (a cell without candidates, a symbol without a place in
    /// a house). Cages' sums are not looked at. The result does not depend on the order.
    bool apply_singles();

    bool operator==(const Candidates& other) const;

private:
    void rebuild_positions();
    /// apply_singles on a board of side N (0: any side, read from the shape).
    template <int N>
    bool apply_singles_of_side();

    const Shape* shape_ = nullptr;
    // Cleared by the default constructor, not by the copy constructor (which copies what is used).
    std::array<std::uint8_t, kMaxCells> digits_;
    std::array<DigitMask, kMaxCells> masks_;
    std::array<std::uint16_t, std::size_t(kMaxHouses) * kMaxSide> positions_;  // [house * kMaxSide + digit - 1]
};

/// The notes a player has not filled in but the solution needs: "r3c4 is missing 5" for each.
/// Empty when the notes are complete for the solution (notes may still hold extra candidates).
/// solution.size() == grid.cell_count().
std::vector<Candidate> missing_solution_candidates(const Candidates& grid, std::span<const std::uint8_t> solution);

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

/// The lowest digit in a non-empty mask.
inline int first_digit(DigitMask mask) {
    return __builtin_ctz(mask) + 1;
}

inline int DigitList::size() const {
    return symbol_count(mask_);
}

}  // namespace sudoku
