#include "game/core/history.hpp"

#include <cassert>

namespace sudoku::game {

std::vector<CellChange> diff_boards(const Board& before, const Board& after) {
    std::vector<CellChange> changes;
    for (int cell = 0; cell < before.grid.cell_count(); ++cell) {
        const auto i = std::size_t(cell);
        const int digit_before = before.grid.digit(cell), digit_after = after.grid.digit(cell);
        if (digit_before == digit_after && before.notes[i] == after.notes[i] && before.centre[i] == after.centre[i] &&
            before.colours[i] == after.colours[i] && before.corner[i] == after.corner[i] &&
            before.candidate_colours[i] == after.candidate_colours[i])
            continue;
        CellChange c;
        c.cell = std::uint8_t(cell);
        c.digit_before = std::uint8_t(digit_before);
        c.digit_after = std::uint8_t(digit_after);
        c.notes_before = before.notes[i];
        c.notes_after = after.notes[i];
        c.centre_before = before.centre[i];
        c.centre_after = after.centre[i];
        c.colours_before = before.colours[i];
        c.colours_after = after.colours[i];
        c.corner_before = before.corner[i];
        c.corner_after = after.corner[i];
        c.candidate_colours_before = before.candidate_colours[i];
        c.candidate_colours_after = after.candidate_colours[i];
        changes.push_back(c);
    }
    return changes;
}

void revert_changes(Board& board, const std::vector<CellChange>& changes) {
    for (const CellChange& c : changes) {
        if (c.digit_before != c.digit_after) board.grid.set_digit(c.cell, c.digit_before);  // never a given's
        board.notes[c.cell] = c.notes_before;
        board.centre[c.cell] = c.centre_before;
        board.colours[c.cell] = c.colours_before;
        board.corner[c.cell] = c.corner_before;
        board.candidate_colours[c.cell] = c.candidate_colours_before;
    }
}

void reapply_changes(Board& board, const std::vector<CellChange>& changes) {
    for (const CellChange& c : changes) {
        if (c.digit_before != c.digit_after) board.grid.set_digit(c.cell, c.digit_after);
        board.notes[c.cell] = c.notes_after;
        board.centre[c.cell] = c.centre_after;
        board.colours[c.cell] = c.colours_after;
        board.corner[c.cell] = c.corner_after;
        board.candidate_colours[c.cell] = c.candidate_colours_after;
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
