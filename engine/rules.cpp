#include "engine/rules.hpp"

#include "engine/notation.hpp"

namespace sudoku {

std::string Conflict::describe() const {
    std::string out = std::to_string(digit);
    out += " appears ";
    out += std::to_string(cells.size());
    out += " times in ";
    out += house_name(house);
    out += ':';
    for (int cell : cells) {
        out += ' ';
        out += cell_name(cell);
    }
    return out;
}

std::vector<Conflict> find_conflicts(const Digits& digits) {
    // Most grids have none: one pass over the cells with a digit mask per house says so.
    std::array<DigitMask, kHouses> held{};
    bool repeated = false;
    for (int cell = 0; cell < kCells && !repeated; ++cell) {
        if (!digits[cell]) continue;
        const DigitMask bit = digit_bit(digits[cell]);
        for (int house : houses_of(cell)) {
            repeated |= (held[house] & bit) != 0;
            held[house] |= bit;
        }
    }
    std::vector<Conflict> conflicts;
    if (!repeated) return conflicts;
    for (int house = 0; house < kHouses; ++house) {
        std::array<int, kDigits + 1> seen{};
        for (int cell : house_cells(house)) ++seen[digits[cell]];
        for (int digit = 1; digit <= kDigits; ++digit) {
            if (seen[digit] < 2) continue;
            Conflict conflict{house, digit, {}};
            for (int cell : house_cells(house))
                if (digits[cell] == digit) conflict.cells.push_back(cell);
            conflicts.push_back(std::move(conflict));
        }
    }
    return conflicts;
}

bool is_solution_of(const Digits& puzzle, const Digits& grid) {
    for (int cell = 0; cell < kCells; ++cell) {
        if (grid[cell] < 1 || grid[cell] > kDigits) return false;
        if (puzzle[cell] != 0 && puzzle[cell] != grid[cell]) return false;
    }
    for (int house = 0; house < kHouses; ++house) {
        DigitMask seen = 0;
        for (int cell : house_cells(house)) seen |= digit_bit(grid[cell]);
        if (seen != kAllDigits) return false;
    }
    return true;
}

std::bitset<kCells> conflicting_cells(const Digits& digits) {
    std::bitset<kCells> out;
    for (const Conflict& conflict : find_conflicts(digits))
        for (int cell : conflict.cells) out.set(cell);
    return out;
}

}  // namespace sudoku
