#include "game/core/history.hpp"

#include <algorithm>
#include <cassert>
#include <iterator>

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
    text_bytes_ += entry.text_bytes;
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
    for (std::size_t i = std::size_t(position_); i < entries_.size(); ++i) text_bytes_ -= entries_[i].text_bytes;
    entries_.resize(std::size_t(position_));
}

void History::clear() {
    entries_.clear();
    position_ = 0;
    marks_.clear();
    text_bytes_ = 0;
}

void History::replace_oldest(int count, std::vector<HistoryEntry> replacement) {
    assert(count >= 0 && count <= position_);
    const auto old_end = entries_.begin() + count;
    for (auto it = entries_.begin(); it != old_end; ++it) text_bytes_ -= it->text_bytes;
    for (const HistoryEntry& e : replacement) text_bytes_ += e.text_bytes;
    const int added = int(replacement.size());
    entries_.erase(entries_.begin(), old_end);
    entries_.insert(entries_.begin(), std::make_move_iterator(replacement.begin()),
                    std::make_move_iterator(replacement.end()));
    position_ += added - count;
    for (int& mark : marks_) mark = mark == 0 ? 0 : mark <= count ? added : mark + added - count;
}

std::vector<Move> moves_to_rebuild(const Board& board) {
    const int side = board.shape().side();
    const int cells = board.grid.cell_count();
    std::vector<Move> out;
    // The cells for which `has(cell)` holds, as one move made by `make`, when there are any.
    auto add = [&](auto has, auto make) {
        std::vector<int> chosen;
        for (int cell = 0; cell < cells; ++cell)
            if (has(cell)) chosen.push_back(cell);
        if (!chosen.empty()) out.push_back(make(std::move(chosen)));
    };
    // Digits first: placing one clears the cell's marks, and marks go only on empty cells.
    for (int d = 1; d <= side; ++d)
        add([&](int cell) { return !board.grid.is_given(cell) && board.grid.digit(cell) == d; },
            [&](std::vector<int> c) { return Move::place(std::move(c), d, false); });
    std::vector<DigitMask> note_sets;  // each different set of notes once, in the order first met
    for (int cell = 0; cell < cells; ++cell) {
        const DigitMask notes = board.notes[std::size_t(cell)];
        if (notes != 0 && std::find(note_sets.begin(), note_sets.end(), notes) == note_sets.end())
            note_sets.push_back(notes);
    }
    for (DigitMask notes : note_sets)
        add([&](int cell) { return board.notes[std::size_t(cell)] == notes; },
            [&](std::vector<int> c) { return Move::set_notes(std::move(c), notes); });
    // Corner marks slot by slot, so each cell's come back in the order they were typed.
    for (int slot = 0; slot < kMaxCornerMarks; ++slot)
        for (int d = 1; d <= side; ++d)
            add(
                [&](int cell) {
                    const CornerMarks marks = board.corner[std::size_t(cell)];
                    return corner_count(marks) > slot && corner_at(marks, slot) == d;
                },
                [&](std::vector<int> c) { return Move::corner_mark(std::move(c), d); });
    for (int d = 1; d <= side; ++d)
        add([&](int cell) { return (board.centre[std::size_t(cell)] & digit_bit(d)) != 0; },
            [&](std::vector<int> c) { return Move::centre_mark(std::move(c), d); });
    for (int colour = 1; colour <= kColours; ++colour)
        add([&](int cell) { return (board.colours[std::size_t(cell)] & (1u << (colour - 1))) != 0; },
            [&](std::vector<int> c) { return Move::colour_cells(std::move(c), colour); });
    for (int d = 1; d <= side; ++d)
        for (int colour = 1; colour <= kColours; ++colour)
            add([&](int cell) { return candidate_colour(board.candidate_colours[std::size_t(cell)], d) == colour; },
                [&](std::vector<int> c) { return Move::colour_candidate(std::move(c), d, colour); });
    return out;
}

}  // namespace sudoku::game
