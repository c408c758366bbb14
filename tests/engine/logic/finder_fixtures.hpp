// Shared by the finder tests: hand-made candidate grids where every cell holds every candidate
// except what a test sets, on the classic board (Notes: wings, single-digit patterns, uniqueness)
// or on any shape (make_shape, boxes, BoardNotes: shape_logic_test, shape_uniqueness_test), and a
// sweep that checks every instance of some techniques against the solution on the sample puzzles.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"

namespace sudoku::logic_test {

constexpr int rc(int row, int col) {
    return cell_at(row - 1, col - 1);
}

inline DigitMask mask(std::initializer_list<int> digits) {
    DigitMask m = 0;
    for (int d : digits) m |= digit_bit(d);
    return m;
}

struct Notes {
    CandidateMasks masks;
    Notes() { masks.fill(kAllDigits); }
    Notes& set(int cell, std::initializer_list<int> digits) {
        masks[cell] = mask(digits);
        return *this;
    }
    Notes& remove(int cell, int digit) {
        masks[cell] &= DigitMask(~digit_bit(digit));
        return *this;
    }
    /// Leaves `digit` in `house` only in `keep`.
    Notes& only(int house, int digit, std::initializer_list<int> keep) {
        for (int cell : house_cells(house))
            if (std::find(keep.begin(), keep.end(), cell) == keep.end()) remove(cell, digit);
        return *this;
    }
    Candidates grid() const { return Candidates::from_player_notes(Digits{}, masks); }
};

inline std::shared_ptr<const Shape> make_shape(ShapeSpec spec) {
    auto made = Shape::make(std::move(spec));
    REQUIRE(made.ok());
    return made.value();
}

/// A board of rows x cols boxes, with the diagonals, the Windoku windows and Killer cages asked for.
inline std::shared_ptr<const Shape> boxes(int rows, int cols, bool diagonals = false, bool windows = false,
                                          std::vector<Cage> cages = {}) {
    ShapeSpec spec;
    spec.box_rows = rows;
    spec.box_cols = cols;
    spec.diagonals = diagonals;
    spec.windows = windows;
    spec.add_cages(std::move(cages));
    return make_shape(spec);
}

/// Notes on any shape: every empty cell holds every symbol except what a test removes.
struct BoardNotes {
    const Shape& shape;
    ShapeDigits digits;
    std::vector<DigitMask> masks;
    explicit BoardNotes(const Shape& s)
        : shape(s), digits(std::size_t(s.cell_count()), 0), masks(std::size_t(s.cell_count()), s.all_symbols()) {}
    int rc(int row, int col) const { return shape.cell_at(row - 1, col - 1); }
    BoardNotes& set(int cell, std::initializer_list<int> symbols) {
        masks[std::size_t(cell)] = 0;
        for (int d : symbols) masks[std::size_t(cell)] |= DigitMask(1u << (d - 1));
        return *this;
    }
    BoardNotes& remove(int cell, int symbol) {
        masks[std::size_t(cell)] &= DigitMask(~(1u << (symbol - 1)));
        return *this;
    }
    /// Leaves `symbol` in `house` only in `keep`.
    BoardNotes& only(int house, int symbol, std::initializer_list<int> keep) {
        for (int cell : shape.house_cells(house))
            if (std::find(keep.begin(), keep.end(), cell) == keep.end()) remove(cell, symbol);
        return *this;
    }
    Candidates grid() const { return Candidates::from_player_notes(shape, digits, masks); }
};

inline Evidence ev(int cell, int digit, Role role) {
    return {{std::uint8_t(cell), std::uint8_t(digit)}, role};
}

// Every instance of `techniques` must agree with the solution, on every state the sample puzzles
// go through when solved with the techniques short of chains (a digit of the solution stands in
// when none applies: chains would make this test slow). Returns how many instances were checked
// per technique.
inline std::vector<int> check_every_instance(std::initializer_list<Technique> techniques) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/sample_puzzles.txt");
    std::vector<int> found(techniques.size());
    std::string line;
    while (std::getline(in, line)) {
        auto parsed = parse_line(line);
        if (!parsed) continue;
        const Digits puzzle = parsed.value().digits();
        Digits solution{};
        REQUIRE(count_solutions(puzzle, 2, &solution) == 1);
        Candidates grid = Candidates::from_digits(puzzle);
        while (!grid.is_solved()) {
            int t = 0;
            for (Technique technique : techniques) {
                for (const Step& step : find_all(technique, grid)) {
                    ++found[t];
                    for (auto c : step.eliminations)
                        if (solution[c.cell] == c.digit) FAIL(line << ": " << step.explanation);
                }
                ++t;
            }
            StepCollector next(1);
            for (const auto& info : technique_order()) {
                if (!info.finder || info.technique == Technique::XChain || info.technique == Technique::XYChain ||
                    info.technique == Technique::AlternatingChain || info.technique == Technique::ForcingChain)
                    continue;
                info.finder(grid, next);
                if (next.full()) break;
            }
            if (next.full()) {
                grid.apply(next.steps()[0]);
            } else {
                int cell = 0;
                while (!grid.is_empty(cell)) ++cell;
                grid.place(cell, solution[cell]);
            }
        }
    }
    return found;
}

}  // namespace sudoku::logic_test
