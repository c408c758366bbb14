// History: the moves made so far, for unlimited undo and redo, and the branch marks.
//
// Each entry keeps the move and what it changed, cell by cell (before and after), so undo and
// redo restore exact boards without replaying from the start. Everything one move changed (a
// placed digit and the notes it removed from its peers) is one entry, so it undoes as one.
//
//   entries: [m0][m1][m2][m3][m4]        position 3: m0..m2 are on the board,
//                       ^ position        m3 and m4 are the redo tail.
//
// Branch marks ("I am about to guess") are history positions, innermost last. A mark above the
// position after an undo no longer marks anything reachable by going forward, so undo drops it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "game/core/board.hpp"
#include "game/core/move.hpp"

namespace sudoku::game {

/// Limits a game keeps while playing, and the save loader enforces (saves/save_format.cpp), so
/// every game the game can save, it can load again.
inline constexpr int kMaxHistoryMoves = 100000;  // moves in the history, redo tail included
inline constexpr int kMaxMarks = 1000;           // branch marks at once
/// The history's size as a save file spends it: each move's text plus kHistoryBytesPerMove (the
/// quotes, comma, newline and indentation around it). Kept under kMaxHistoryBytes, which leaves a
/// save file room for everything else (board, marks, colours: under 200 KB on 16x16) below its
/// 4 MiB cap (saves/atomic_file.hpp kMaxFileBytes).
inline constexpr std::size_t kHistoryBytesPerMove = 16;
inline constexpr std::size_t kMaxHistoryBytes = std::size_t(3) << 20;

struct CellChange {
    std::uint8_t cell = 0;
    std::uint8_t digit_before = 0, digit_after = 0;
    DigitMask notes_before = 0, notes_after = 0;
    DigitMask centre_before = 0, centre_after = 0;
    CellColours colours_before = 0, colours_after = 0;
    CornerMarks corner_before = 0, corner_after = 0;
    CandidateColours candidate_colours_before = 0, candidate_colours_after = 0;
    bool operator==(const CellChange&) const = default;
};

struct HistoryEntry {
    Move move;
    std::vector<CellChange> changes;  // ascending cells
    std::uint32_t text_bytes = 0;     // what the move costs a save file (kHistoryBytesPerMove included)
    bool operator==(const HistoryEntry&) const = default;
};

/// The cells that differ between two boards with the same givens.
std::vector<CellChange> diff_boards(const Board& before, const Board& after);
/// Puts the "before" side of the changes back (undo) or the "after" side (redo).
void revert_changes(Board& board, const std::vector<CellChange>& changes);
void reapply_changes(Board& board, const std::vector<CellChange>& changes);
/// Moves that take a board with only the givens to `board` (digits, notes, corner and centre
/// marks in their order, colours, candidate colours): a few per digit, mark and colour, however
/// long the way the player took there. Compacting the history replaces its oldest moves by these.
std::vector<Move> moves_to_rebuild(const Board& board);

class History {
public:
    const std::vector<HistoryEntry>& entries() const { return entries_; }
    /// Number of entries currently on the board (the rest is the redo tail).
    int position() const { return position_; }
    bool can_undo() const { return position_ > 0; }
    bool can_redo() const { return position_ < int(entries_.size()); }

    /// Records a new move at the position; the redo tail is dropped.
    void push(HistoryEntry entry);
    /// Steps back and returns the entry to revert. Precondition: can_undo().
    const HistoryEntry& undo();
    /// Steps forward and returns the entry to reapply. Precondition: can_redo().
    const HistoryEntry& redo();
    /// Forgets the redo tail (returning to a mark discards the exploration).
    void drop_redo_tail();
    void clear();
    /// The sum of the entries' text_bytes, redo tail included.
    std::size_t text_bytes() const { return text_bytes_; }
    /// Replaces the oldest `count` entries by `replacement`, which must lead to the same board.
    /// The position and the marks past `count` shift with them; marks inside the replaced moves
    /// move to the end of the replacement (the oldest board still in the history after them).
    /// Precondition: count <= position().
    void replace_oldest(int count, std::vector<HistoryEntry> replacement);

    /// Branch marks: history positions, innermost last.
    const std::vector<int>& marks() const { return marks_; }
    void push_mark() { marks_.push_back(position_); }
    void pop_mark() { marks_.pop_back(); }
    /// Replaces the marks (loading a save). Precondition: non-decreasing, none past the position.
    void set_marks(std::vector<int> marks) { marks_ = std::move(marks); }
    /// Moves made since mark `index` (0 = outermost).
    int moves_since_mark(int index) const { return position_ - marks_[std::size_t(index)]; }

private:
    std::vector<HistoryEntry> entries_;
    int position_ = 0;
    std::vector<int> marks_;
    std::size_t text_bytes_ = 0;
};

}  // namespace sudoku::game
