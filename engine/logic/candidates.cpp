#include "engine/logic/candidates.hpp"

namespace sudoku {

CandidateGrid CandidateGrid::from_digits(const Digits& digits) {
    CandidateGrid g;
    g.digits_ = digits;
    for (int cell = 0; cell < kCells; ++cell) {
        if (digits[cell] != 0) continue;
        DigitMask seen = 0;
        for (int peer : peers_of(cell))
            if (digits[peer]) seen |= digit_bit(digits[peer]);
        g.masks_[cell] = kAllDigits & ~seen;
    }
    g.rebuild_positions();
    return g;
}

CandidateGrid CandidateGrid::from_player_notes(const Digits& digits, const CandidateMasks& notes) {
    CandidateGrid g = from_digits(digits);
    for (int cell = 0; cell < kCells; ++cell) g.masks_[cell] &= notes[cell];
    g.rebuild_positions();
    return g;
}

void CandidateGrid::rebuild_positions() {
    for (int house = 0; house < kHouses; ++house) {
        const auto& cells = house_cells(house);
        for (int d = 1; d <= kDigits; ++d) {
            std::uint16_t out = 0;
            for (int i = 0; i < kSide; ++i)
                if (masks_[cells[i]] & digit_bit(d)) out |= std::uint16_t(1u << i);
            positions_[house][d - 1] = out;
        }
    }
}

void CandidateGrid::eliminate(int cell, int digit) {
    if (!(masks_[cell] & digit_bit(digit))) return;
    masks_[cell] &= DigitMask(~digit_bit(digit));
    const auto& houses = houses_of(cell);
    for (int k = 0; k < 3; ++k)
        positions_[houses[k]][digit - 1] &= std::uint16_t(~(1u << index_in_house(cell, HouseKind(k))));
}

CellSet CandidateGrid::cells_with(int digit) const {
    CellSet out;
    for (int cell = 0; cell < kCells; ++cell)
        if (has(cell, digit)) out.insert(cell);
    return out;
}

int CandidateGrid::empty_count() const {
    int n = 0;
    for (auto d : digits_) n += d == 0;
    return n;
}

bool CandidateGrid::is_broken() const {
    for (int cell = 0; cell < kCells; ++cell)
        if (digits_[cell] == 0 && masks_[cell] == 0) return true;
    for (int house = 0; house < kHouses; ++house) {
        DigitMask placed = 0, open = 0;
        for (int cell : house_cells(house)) {
            if (digits_[cell]) placed |= digit_bit(digits_[cell]);
            open |= masks_[cell];
        }
        if ((placed | open) != kAllDigits) return true;
    }
    return false;
}

void CandidateGrid::place(int cell, int digit) {
    for (int d : digits_of(masks_[cell])) eliminate(cell, d);
    digits_[cell] = std::uint8_t(digit);
    for (int peer : peers_of(cell)) eliminate(peer, digit);
}

void CandidateGrid::apply(const Step& step) {
    for (const auto& c : step.placements) place(c.cell, c.digit);
    for (const auto& c : step.eliminations) eliminate(c.cell, c.digit);
}

bool CandidateGrid::apply_singles() {
    bool changed = true;
    while (changed) {
        changed = false;
        for (int cell = 0; cell < kCells; ++cell) {
            if (!is_empty(cell)) continue;
            const DigitMask m = masks_[cell];
            if (m == 0) return false;
            if (popcount(m) == 1) place(cell, first_digit(m)), changed = true;
        }
        for (int house = 0; house < kHouses; ++house) {
            // One pass over the house: the digits with one place (hidden singles), and whether
            // some digit has neither a place nor a cell holding it.
            DigitMask once = 0, twice = 0, placed = 0;
            for (int cell : house_cells(house)) {
                const DigitMask m = masks_[cell];
                twice |= once & m;
                once |= m;
                placed |= DigitMask((1u << digits_[cell]) >> 1);  // 0 for an empty cell
            }
            if ((once | placed) != kAllDigits) return false;
            for (DigitMask singles = once & ~twice; singles; singles &= DigitMask(singles - 1)) {
                const int d = first_digit(singles);
                const std::uint16_t where = positions(house, d);
                if (where == 0) return false;  // an earlier single here took the digit's only cell
                place(house_cells(house)[__builtin_ctz(where)], d);
                changed = true;
            }
        }
    }
    return true;
}

std::vector<Candidate> missing_solution_candidates(const CandidateGrid& grid, const Digits& solution) {
    std::vector<Candidate> out;
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_empty(cell) && !grid.has(cell, solution[cell])) out.push_back({std::uint8_t(cell), solution[cell]});
    return out;
}

std::string digit_list(DigitMask mask) {
    std::string out;
    for (int d : digits_of(mask)) {
        if (!out.empty()) out += ',';
        out += char('0' + d);
    }
    return out;
}

}  // namespace sudoku
