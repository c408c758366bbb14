#include "game/core/history.hpp"

#include <cassert>

namespace sudoku::game {

std::vector<CellChange> diff_boards(const Board& before, const Board& after) {
    std::vector<CellChange> changes;
    for (int cell = 0; cell < before.grid.cell_count(); ++cell) {
        int digit_before = before.grid.digit(cell), digit_after = after.grid.digit(cell);
        if (digit_before == digit_after && before.notes[cell] == after.notes[cell]) continue;
        changes.push_back(CellChange{std::uint8_t(cell), std::uint8_t(digit_before), std::uint8_t(digit_after),
                                     before.notes[cell], after.notes[cell]});
    }
    return changes;
}

void revert_changes(Board& board, const std::vector<CellChange>& changes) {
    for (const CellChange& c : changes) {
        board.grid.set_digit(c.cell, c.digit_before);
        board.notes[c.cell] = c.notes_before;
    }
}

void reapply_changes(Board& board, const std::vector<CellChange>& changes) {
    for (const CellChange& c : changes) {
        board.grid.set_digit(c.cell, c.digit_after);
        board.notes[c.cell] = c.notes_after;
    }
}

void History::push(HistoryEntry entry) {
    drop_redo_tail();
    entries_.push_back(std::move(entry));
    ++position_;
}

const HistoryEntry& History::undo() {
    assert(can_undo());
    --position_;
    while (!marks_.empty() && marks_.back() > position_) marks_.pop_back();
    return entries_[std::size_t(position_)];
}

const HistoryEntry& History::redo() {
    assert(can_redo());
    return entries_[std::size_t(position_++)];
}

void History::drop_redo_tail() {
    entries_.resize(std::size_t(position_));
}

void History::clear() {
    entries_.clear();
    position_ = 0;
    marks_.clear();
}

}  // namespace sudoku::game
