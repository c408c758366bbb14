#include "engine/logic/candidates.hpp"

#include <algorithm>

#include "engine/logic/finders.hpp"

namespace sudoku {

Candidates& Candidates::operator=(const Candidates& other) {
    if (this == &other) return *this;
    shape_ = other.shape_;
    if (!shape_) return *this;
    const std::size_t cells = std::size_t(shape_->cell_count());
    std::copy_n(other.digits_.begin(), cells, digits_.begin());
    std::copy_n(other.masks_.begin(), cells, masks_.begin());
    std::copy_n(other.positions_.begin(), std::size_t(shape_->house_count()) * kMaxSide, positions_.begin());
    return *this;
}

bool Candidates::operator==(const Candidates& other) const {
    if (shape_ != other.shape_) return false;
    if (!shape_) return true;
    return std::equal(digits().begin(), digits().end(), other.digits().begin()) &&
           std::equal(masks().begin(), masks().end(), other.masks().begin());
}

Candidates Candidates::from_digits(const Shape& shape, std::span<const std::uint8_t> digits) {
    Candidates g;
    g.shape_ = &shape;
    std::copy_n(digits.begin(), std::size_t(shape.cell_count()), g.digits_.begin());
    // The symbols each house holds, then each empty cell's: those of its houses and, on a Killer
    // board, of its cage (a cage is no house but its cells are peers).
    std::array<DigitMask, kMaxHouses> held{};
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        if (digits[std::size_t(cell)])
            for (int h : shape.houses_of(cell))
                held[std::size_t(h)] |= DigitMask(1u << (digits[std::size_t(cell)] - 1));
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (digits[std::size_t(cell)] != 0) continue;
        DigitMask seen = 0;
        for (int h : shape.houses_of(cell)) seen |= held[std::size_t(h)];
        if (const int k = shape.cage_of(cell); k >= 0)
            for (int mate : shape.cage(k).cells)
                if (digits[std::size_t(mate)]) seen |= DigitMask(1u << (digits[std::size_t(mate)] - 1));
        g.masks_[std::size_t(cell)] = DigitMask(shape.all_symbols() & ~seen);
    }
    g.rebuild_positions();
    return g;
}

Candidates Candidates::from_player_notes(const Shape& shape, std::span<const std::uint8_t> digits,
                                         std::span<const DigitMask> notes) {
    Candidates g = from_digits(shape, digits);
    for (int cell = 0; cell < shape.cell_count(); ++cell) g.masks_[std::size_t(cell)] &= notes[std::size_t(cell)];
    g.rebuild_positions();
    return g;
}

Candidates Candidates::from_digits(const Digits& digits) {
    return from_digits(*Shape::classic(), digits);
}

Candidates Candidates::from_player_notes(const Digits& digits, const CandidateMasks& notes) {
    return from_player_notes(*Shape::classic(), digits, notes);
}

void Candidates::rebuild_positions() {
    const int n = shape_->side();
    std::fill_n(positions_.begin(), std::size_t(shape_->house_count()) * kMaxSide, std::uint16_t(0));
    for (int house = 0; house < shape_->house_count(); ++house) {
        const auto cells = shape_->house_cells(house);
        for (int i = 0; i < n; ++i)
            for (DigitMask m = masks_[cells[std::size_t(i)]]; m; m &= DigitMask(m - 1))
                positions_[std::size_t(house) * kMaxSide + std::size_t(__builtin_ctz(m))] |= std::uint16_t(1u << i);
    }
}

int Candidates::empty_count() const {
    int count = 0;
    for (auto d : digits()) count += d == 0;
    return count;
}

bool Candidates::is_broken() const {
    for (int cell = 0; cell < cell_count(); ++cell)
        if (digits_[std::size_t(cell)] == 0 && masks_[std::size_t(cell)] == 0) return true;
    for (int house = 0; house < shape_->house_count(); ++house) {
        DigitMask have = 0;
        for (int cell : shape_->house_cells(house))
            have |= DigitMask(masks_[cell] | (digits_[cell] ? 1u << (digits_[cell] - 1) : 0u));
        if (have != shape_->all_symbols()) return true;
    }
    return shape_->is_killer() && killer_cages_broken(*this);
}

void Candidates::eliminate(int cell, int digit) {
    const DigitMask bit = DigitMask(1u << (digit - 1));
    if (!(masks_[std::size_t(cell)] & bit)) return;
    masks_[std::size_t(cell)] &= DigitMask(~bit);
    const auto houses = shape_->houses_of(cell);
    const auto slots = shape_->house_slots(cell);
    for (std::size_t k = 0; k < houses.size(); ++k)
        positions_[std::size_t(houses[k]) * kMaxSide + std::size_t(digit - 1)] &= std::uint16_t(~(1u << slots[k]));
}

void Candidates::place(int cell, int digit) {
    // The cell's own candidates leave its houses' positions, then the symbol leaves its peers (the
    // forcing chains' branches do this most of their time: the loops are written out).
    const auto houses = shape_->houses_of(cell);
    const auto slots = shape_->house_slots(cell);
    const DigitMask own = masks_[std::size_t(cell)];
    masks_[std::size_t(cell)] = 0;
    for (std::size_t k = 0; k < houses.size(); ++k) {
        std::uint16_t* row = &positions_[std::size_t(houses[k]) * kMaxSide];
        const auto keep = std::uint16_t(~(1u << slots[k]));
        for (unsigned m = own; m; m &= m - 1) row[__builtin_ctz(m)] &= keep;
    }
    digits_[std::size_t(cell)] = std::uint8_t(digit);
    const DigitMask bit = DigitMask(1u << (digit - 1));
    const std::size_t d = std::size_t(digit - 1);
    for (int peer : shape_->peers(cell)) {
        if (!(masks_[std::size_t(peer)] & bit)) continue;
        masks_[std::size_t(peer)] &= DigitMask(~bit);
        const auto peer_houses = shape_->houses_of(peer);
        const auto peer_slots = shape_->house_slots(peer);
        for (std::size_t k = 0; k < peer_houses.size(); ++k)
            positions_[std::size_t(peer_houses[k]) * kMaxSide + d] &= std::uint16_t(~(1u << peer_slots[k]));
    }
}

void Candidates::apply(const Step& step) {
    for (const auto& c : step.placements) place(c.cell, c.digit);
    for (const auto& c : step.eliminations) eliminate(c.cell, c.digit);
}

bool Candidates::apply_singles() {
    // The side known at compile time for 9x9 (the forcing chains' branches on the classic board
    // spend most of their time here): the house loops unrolled.
    return shape_->side() == 9 ? apply_singles_of_side<9>() : apply_singles_of_side<0>();
}

template <int N>
bool Candidates::apply_singles_of_side() {
    const int n = N ? N : shape_->side();
    const int cells = n * n, houses = shape_->house_count();
    const DigitMask all = shape_->all_symbols();
    const std::uint8_t* house_cells = shape_->house_cells(0).data();
    bool changed = true;
    while (changed) {
        changed = false;
        for (int cell = 0; cell < cells; ++cell) {
            if (digits_[std::size_t(cell)]) continue;
            const DigitMask m = masks_[std::size_t(cell)];
            if (m == 0) return false;
            if (!(m & (m - 1))) place(cell, __builtin_ctz(m) + 1), changed = true;
        }
        for (int house = 0; house < houses; ++house) {
            // One pass over the house: the symbols with one place (hidden singles), and whether
            // some symbol has neither a place nor a cell holding it.
            DigitMask once = 0, twice = 0, placed = 0;
            const std::span<const std::uint8_t> members(house_cells + std::size_t(house) * std::size_t(n),
                                                        std::size_t(n));
            for (int cell : members) {
                const DigitMask m = masks_[std::size_t(cell)];
                twice |= once & m;
                once |= m;
                placed |= DigitMask((1u << digits_[std::size_t(cell)]) >> 1);  // 0 for an empty cell
            }
            if ((once | placed) != all) return false;
            for (DigitMask singles = once & ~twice; singles; singles &= DigitMask(singles - 1)) {
                const int d = __builtin_ctz(singles) + 1;
                const std::uint16_t where = positions(house, d);
                if (where == 0) return false;  // an earlier single here took the symbol's only cell
                place(members[std::size_t(__builtin_ctz(where))], d);
                changed = true;
            }
        }
    }
    return true;
}

std::vector<Candidate> missing_solution_candidates(const Candidates& grid, std::span<const std::uint8_t> solution) {
    std::vector<Candidate> out;
    for (int cell = 0; cell < grid.cell_count(); ++cell)
        if (grid.is_empty(cell) && !grid.has(cell, solution[std::size_t(cell)]))
            out.push_back({std::uint8_t(cell), solution[std::size_t(cell)]});
    return out;
}

}  // namespace sudoku
