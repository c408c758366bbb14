#include "game/core/board.hpp"

#include <cassert>

#include "engine/constraints/rules.hpp"
#include "engine/model/text.hpp"

namespace sudoku::game {

int corner_count(CornerMarks marks) {
    int n = 0;
    while (n < kMaxCornerMarks && ((marks >> (5 * n)) & 31u)) ++n;
    return n;
}

int corner_at(CornerMarks marks, int i) {
    return int((marks >> (5 * i)) & 31u);
}

bool corner_has(CornerMarks marks, int symbol) {
    for (int i = 0, n = corner_count(marks); i < n; ++i)
        if (corner_at(marks, i) == symbol) return true;
    return false;
}

DigitMask corner_mask(CornerMarks marks) {
    DigitMask mask = 0;
    for (int i = 0, n = corner_count(marks); i < n; ++i) mask = DigitMask(mask | digit_bit(corner_at(marks, i)));
    return mask;
}

CornerMarks corner_add(CornerMarks marks, int symbol) {
    const int n = corner_count(marks);
    if (n >= kMaxCornerMarks || corner_has(marks, symbol)) return marks;
    return marks | (CornerMarks(symbol) << (5 * n));
}

CornerMarks corner_remove(CornerMarks marks, int symbol) {
    CornerMarks out = 0;
    int k = 0;
    for (int i = 0, n = corner_count(marks); i < n; ++i) {
        const int s = corner_at(marks, i);
        if (s == symbol) continue;
        out |= CornerMarks(s) << (5 * k++);
    }
    return out;
}

PlayGrid::PlayGrid(ShapePtr shape) : shape_(std::move(shape)) {
    assert(shape_);
    digits_.assign(std::size_t(shape_->cell_count()), 0);
}

PlayGrid PlayGrid::from_givens(ShapePtr shape, const ShapeDigits& givens) {
    PlayGrid grid(std::move(shape));
    assert(int(givens.size()) == grid.cell_count());
    for (int cell = 0; cell < grid.cell_count(); ++cell) grid.set_given(cell, givens[std::size_t(cell)]);
    return grid;
}

PlayGrid PlayGrid::from_givens(const Digits& givens) {
    return from_givens(Shape::classic(), to_shape_digits(givens));
}

void PlayGrid::set_given(int cell, int digit) {
    assert(cell >= 0 && cell < cell_count() && digit >= 0 && digit <= shape_->side());
    digits_[std::size_t(cell)] = std::uint8_t(digit);
    given_[std::size_t(cell)] = digit != 0;
}

void PlayGrid::set_digit(int cell, int digit) {
    assert(cell >= 0 && cell < cell_count() && digit >= 0 && digit <= shape_->side());
    assert(!given_[std::size_t(cell)]);
    digits_[std::size_t(cell)] = std::uint8_t(digit);
}

ShapeDigits PlayGrid::givens() const {
    ShapeDigits out(digits_.size(), 0);
    for (std::size_t cell = 0; cell < digits_.size(); ++cell)
        if (given_[cell]) out[cell] = digits_[cell];
    return out;
}

int PlayGrid::filled_count() const {
    int n = 0;
    for (auto d : digits_) n += d != 0;
    return n;
}

Digits PlayGrid::classic_digits() const {
    return to_classic_digits(digits_);
}

Grid PlayGrid::classic_grid() const {
    assert(shape_->is_classic());
    Grid grid;
    for (int cell = 0; cell < kCells; ++cell) {
        if (is_given(cell))
            grid.set_given(cell, digit(cell));
        else
            grid.set_digit(cell, digit(cell));
    }
    return grid;
}

ShapeDigits to_shape_digits(const Digits& digits) {
    return ShapeDigits(digits.begin(), digits.end());
}

Digits to_classic_digits(const ShapeDigits& digits) {
    assert(digits.size() == std::size_t(kCells));
    Digits out{};
    for (int cell = 0; cell < kCells; ++cell) out[cell] = digits[std::size_t(cell)];
    return out;
}

DigitMask candidates_of(const Digits& digits, int cell) {
    DigitMask used = 0;
    for (int peer : peers_of(cell))
        if (digits[peer] != 0) used |= digit_bit(digits[peer]);
    return DigitMask(kAllDigits & ~used);
}

DigitMask candidates_of(const PlayGrid& grid, int cell) {
    return sudoku::candidates_of(grid.shape(), grid.digits(), cell);
}

CellBits wrong_cells(const ShapeDigits& digits, const ShapeDigits& solution) {
    CellBits out;
    for (std::size_t cell = 0; cell < digits.size(); ++cell)
        if (digits[cell] != 0 && digits[cell] != solution[cell]) out.set(cell);
    return out;
}

std::bitset<kCells> classic_cells(const CellBits& cells) {
    std::bitset<kCells> out;
    for (int cell = 0; cell < kCells; ++cell) out[std::size_t(cell)] = cells[std::size_t(cell)];
    return out;
}

std::string symbol_range(int side) {
    std::string out = "1-";
    if (side <= 9) {
        out += char('0' + side);
        return out;
    }
    out += "9 or A-";
    out += symbol_char(side);
    return out;
}

Phrase symbol_range_phrase(int side) {
    if (side <= 9) return Phrase::text(symbol_range(side));
    return Phrase(N_("1-9 or A-{last}"), {{"last", std::string(1, symbol_char(side))}});
}

CellBits digit_filter(const Board& board, int digit, bool by_marks) {
    CellBits out;
    const DigitMask bit = digit_bit(digit);
    for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
        if (!board.grid.is_empty(cell) || !(candidates_of(board.grid, cell) & bit)) continue;
        if (by_marks) {
            const auto i = std::size_t(cell);
            const DigitMask marks = DigitMask(board.notes[i] | board.centre[i] | corner_mask(board.corner[i]));
            if (marks && !(marks & bit)) continue;
        }
        out.set(std::size_t(cell));
    }
    return out;
}

CellBits bivalue_filter(const Board& board, bool by_marks) {
    CellBits out;
    for (int cell = 0; cell < board.grid.cell_count(); ++cell) {
        if (!board.grid.is_empty(cell)) continue;
        const auto i = std::size_t(cell);
        DigitMask m = candidates_of(board.grid, cell);
        if (by_marks) m = board.notes[i] ? board.notes[i] : board.centre[i];
        if (symbol_count(m) == 2) out.set(i);
    }
    return out;
}

}  // namespace sudoku::game
