#include "engine/constraints/constraint.hpp"

#include <cassert>

#include "engine/model/text.hpp"

namespace sudoku {

namespace {

std::string times_word(std::size_t n) {
    if (n == 2) return "twice";
    if (n == 3) return "three times";
    return std::to_string(n) + " times";
}

std::string join_cells(const Board& board, const std::vector<int>& cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) out += (i + 1 == cells.size()) ? " and " : ", ";
        out += board.cell_name(cells[i]);
    }
    return out;
}

}  // namespace

std::string RuleBreak::describe(const Board& board) const {
    if (!subject.empty()) return subject + ": " + arithmetic;
    std::string where = board.house_name(house);
    bool on =
        board.house_kind(house) == ShapeHouseKind::Diagonal || board.house_kind(house) == ShapeHouseKind::AntiDiagonal;
    return rule + ": " + symbol_text(symbol) + " appears " + times_word(cells.size()) + (on ? " on " : " in ") + where +
           ", " + join_cells(board, cells);
}

ConstraintSet::ConstraintSet(const Board& board, std::vector<std::shared_ptr<const Constraint>> constraints)
    : constraints_(std::move(constraints)) {
    assert(constraints_.size() <= std::size_t(kMaxConstraints));
    const int cells = board.cell_count();
    std::vector<std::vector<std::uint16_t>> of(static_cast<std::size_t>(cells));
    for (std::size_t k = 0; k < constraints_.size(); ++k)
        for (std::uint8_t cell : constraints_[k]->cells()) of[cell].push_back(std::uint16_t(k));
    watch_start_.reserve(std::size_t(cells) + 1);
    for (const auto& list : of) {
        watch_start_.push_back(std::uint32_t(watch_.size()));
        watch_.insert(watch_.end(), list.begin(), list.end());
        if (constraints_.size() <= 64) {
            std::uint64_t bits = 0;
            for (std::uint16_t k : list) bits |= std::uint64_t(1) << k;
            cell_words_.push_back(bits);
        }
    }
    watch_start_.push_back(std::uint32_t(watch_.size()));
    idempotent_.assign((constraints_.size() + 63) / 64, 0);
    for (std::size_t k = 0; k < constraints_.size(); ++k)
        if (constraints_[k]->idempotent()) idempotent_[k / 64] |= std::uint64_t(1) << (k % 64);
}

ConstraintSet::~ConstraintSet() = default;

void weak_links_by_propagation(const Constraint& constraint, const Domains& domains, std::vector<WeakLink>& out) {
    const Board& board = domains.board();
    std::array<DigitMask, kMaxCells> copy;
    for (std::uint8_t c : constraint.cells()) {
        if (domains.fixed(c)) continue;
        for (unsigned m = domains[c]; m; m &= m - 1) {
            for (int cell = 0; cell < board.cell_count(); ++cell) copy[std::size_t(cell)] = domains[cell];
            copy[c] = DigitMask(m & -m);
            Domains fixed(board, copy.data());
            if (!constraint.propagate(fixed)) continue;
            const int s = __builtin_ctz(m) + 1;
            for (std::uint8_t other : constraint.cells())
                for (unsigned gone = domains[other] & ~copy[other]; gone; gone &= gone - 1)
                    if (other != c) out.push_back({c, s, other, __builtin_ctz(gone) + 1});
        }
    }
}

void Constraint::deductions(const Domains& domains, std::vector<ClueDeduction>& out) const {
    const Board& board = domains.board();
    std::array<DigitMask, kMaxCells> copy;
    for (int cell = 0; cell < board.cell_count(); ++cell) copy[std::size_t(cell)] = domains[cell];
    Domains after(board, copy.data());
    if (!propagate(after)) return;  // a broken position: the logic finds the break elsewhere
    ClueDeduction step;
    std::string removed;
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        for (unsigned gone = domains[cell] & ~copy[std::size_t(cell)]; gone; gone &= gone - 1) {
            const int symbol = __builtin_ctz(gone) + 1;
            step.eliminations.emplace_back(std::uint8_t(cell), std::uint8_t(symbol));
            if (!removed.empty()) removed += ' ';
            removed += board.cell_name(cell) + "<>" + symbol_text(symbol);
        }
    }
    if (step.eliminations.empty()) return;
    step.text = Phrase(N_("{clue} rules out {eliminations}"), {{"clue", name(board)}, {"eliminations", removed}});
    out.push_back(std::move(step));
}

}  // namespace sudoku
