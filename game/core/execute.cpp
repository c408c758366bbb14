#include "game/core/execute.hpp"

#include <optional>
#include <string>

#include "engine/model/text.hpp"

namespace sudoku::game {

namespace {

bool valid_cell(const Board& board, int cell) {
    return cell >= 0 && cell < board.grid.cell_count();
}
bool valid_digit(const Board& board, int digit) {
    return digit >= 1 && digit <= board.shape().side();
}

// `why` names the cell as {cell}.
Error refuse(const Board& board, int cell, const char* why) {
    return Error::say(0, Phrase(why, {{"cell", board.shape().cell_name(cell)}}));
}
Error say(const char* what) {
    return Error::say(0, Phrase(what));
}

// Checks every named cell: on the board, not a given (unless colouring), and (for note moves)
// without a digit.
std::optional<Error> check_cells(const Board& board, const std::vector<int>& cells, bool notes_move,
                                 bool givens_too = false) {
    for (int cell : cells) {
        if (!valid_cell(board, cell)) {
            return Error::say(0, Phrase(N_("cell {n} is not on the board"), {{"n", std::to_string(cell)}}));
        }
        if (board.grid.is_given(cell) && !givens_too) return refuse(board, cell, N_("{cell} is a given"));
        if (notes_move && !board.grid.is_empty(cell))
            return refuse(board, cell, N_("{cell} holds a digit (notes are for empty cells)"));
    }
    return std::nullopt;
}

// Drops a cell's marks: notes, corner and centre marks, candidate colours (not its colours).
void clear_marks(Board& board, int cell) {
    board.notes[std::size_t(cell)] = 0;
    board.corner[std::size_t(cell)] = 0;
    board.centre[std::size_t(cell)] = 0;
    board.candidate_colours[std::size_t(cell)] = 0;
}

// Puts a digit, drops the cell's own marks and, when asked, the digit from the peers' candidate
// marks (notes and centre marks; corner marks say where a digit goes in a house, and stay).
void place(Board& board, int cell, int digit, bool clean_peers) {
    board.grid.set_digit(cell, digit);
    clear_marks(board, cell);
    if (!clean_peers) return;
    for (int peer : board.shape().peers(cell)) {
        board.notes[std::size_t(peer)] &= DigitMask(~digit_bit(digit));
        board.centre[std::size_t(peer)] &= DigitMask(~digit_bit(digit));
    }
}

// The cells a move with an optional cell list works on: the list, or every empty cell.
std::vector<int> cells_or_every_empty_cell(const Board& board, const std::vector<int>& cells) {
    if (!cells.empty()) return cells;
    std::vector<int> out;
    for (int cell = 0; cell < board.grid.cell_count(); ++cell)
        if (board.grid.is_empty(cell)) out.push_back(cell);
    return out;
}

Error digit_refusal(const Board& board) {
    return Error::say(
        0, Phrase(board.shape().side() == kDigits ? N_("the digit must be {range}") : N_("the symbol must be {range}"),
                  {{"range", symbol_range_phrase(board.shape().side())}}));
}

std::optional<Error> execute_step(Board& board, const Move& move) {
    if (move.placements.empty() && move.eliminations.empty())
        return say(N_("a hint step needs at least one placement or elimination"));
    for (const Candidate& c : move.placements) {
        if (!valid_cell(board, c.cell) || !valid_digit(board, c.digit))
            return say(N_("a hint placement is off the board"));
        if (board.grid.is_given(c.cell)) return refuse(board, c.cell, N_("{cell} is a given"));
    }
    for (const Candidate& c : move.placements) place(board, c.cell, c.digit, move.clean_peers);
    for (const Candidate& c : move.eliminations) {
        if (!valid_cell(board, c.cell) || !valid_digit(board, c.digit))
            return say(N_("a hint elimination is off the board"));
        if (board.grid.is_given(c.cell)) return refuse(board, c.cell, N_("{cell} is a given"));
        if (!board.grid.is_empty(c.cell))
            return refuse(board, c.cell, N_("{cell} holds a digit (notes are for empty cells)"));
        // A player who keeps no notes in the cell would see nothing happen; write the candidates
        // first so the elimination shows (and the next hint does not find the same step again).
        if (board.notes[c.cell] == 0) board.notes[c.cell] = candidates_of(board.grid, c.cell);
        board.notes[c.cell] &= DigitMask(~digit_bit(c.digit));
    }
    return std::nullopt;
}

}  // namespace

Result<Board> execute_move(const Board& before, const Move& move) {
    Board board = before;
    bool needs_cells =
        move.kind != MoveKind::AutoNotes && move.kind != MoveKind::ClearNotes && move.kind != MoveKind::ApplyStep;
    if (needs_cells && move.cells.empty()) return say(N_("the move names no cells"));
    if (move.kind == MoveKind::ApplyStep && !move.cells.empty()) return say(N_("a hint step names effects, not cells"));
    const bool colour_move = move.kind == MoveKind::Colour;
    bool notes_move = move.kind != MoveKind::Place && move.kind != MoveKind::Erase && !colour_move;
    if (auto error = check_cells(board, move.cells, notes_move, colour_move)) return *error;

    switch (move.kind) {
        case MoveKind::Place:
            if (!valid_digit(board, move.digit)) return digit_refusal(board);
            for (int cell : move.cells) place(board, cell, move.digit, move.clean_peers);
            break;
        case MoveKind::Erase:
            for (int cell : move.cells) {
                board.grid.set_digit(cell, 0);
                clear_marks(board, cell);
            }
            break;
        case MoveKind::CornerMark: {
            if (!valid_digit(board, move.digit)) return digit_refusal(board);
            bool all_have = true;
            for (int cell : move.cells) all_have = all_have && corner_has(board.corner[std::size_t(cell)], move.digit);
            for (int cell : move.cells) {
                CornerMarks& marks = board.corner[std::size_t(cell)];
                if (all_have) {
                    marks = corner_remove(marks, move.digit);
                } else if (!corner_has(marks, move.digit)) {
                    if (corner_count(marks) >= kMaxCornerMarks)
                        return refuse(board, cell, N_("{cell} has 9 corner marks already"));
                    marks = corner_add(marks, move.digit);
                }
            }
            break;
        }
        case MoveKind::CentreMark: {
            if (!valid_digit(board, move.digit)) return digit_refusal(board);
            const DigitMask bit = digit_bit(move.digit);
            bool all_have = true;
            for (int cell : move.cells) all_have = all_have && (board.centre[std::size_t(cell)] & bit);
            for (int cell : move.cells) {
                DigitMask& marks = board.centre[std::size_t(cell)];
                marks = all_have ? DigitMask(marks & ~bit) : DigitMask(marks | bit);
            }
            break;
        }
        case MoveKind::Colour: {
            if (move.colour < 0 || move.colour > kColours) return say(N_("the colour must be 1-9 (0 clears)"));
            if (move.colour == 0) {
                for (int cell : move.cells) {
                    board.colours[std::size_t(cell)] = 0;
                    board.candidate_colours[std::size_t(cell)] = 0;
                }
                break;
            }
            const CellColours bit = CellColours(1u << (move.colour - 1));
            bool all_have = true;
            for (int cell : move.cells) all_have = all_have && (board.colours[std::size_t(cell)] & bit);
            for (int cell : move.cells) {
                CellColours& colours = board.colours[std::size_t(cell)];
                colours = all_have ? CellColours(colours & ~bit) : CellColours(colours | bit);
            }
            break;
        }
        case MoveKind::CandidateColour: {
            if (!valid_digit(board, move.digit)) return digit_refusal(board);
            if (move.colour < 0 || move.colour > kColours) return say(N_("the colour must be 1-9 (0 clears)"));
            bool all_have = true;
            for (int cell : move.cells)
                all_have =
                    all_have && candidate_colour(board.candidate_colours[std::size_t(cell)], move.digit) == move.colour;
            const int colour = all_have ? 0 : move.colour;
            for (int cell : move.cells) {
                CandidateColours& colours = board.candidate_colours[std::size_t(cell)];
                colours = with_candidate_colour(colours, move.digit, colour);
            }
            break;
        }
        case MoveKind::ToggleNote: {
            if (!valid_digit(board, move.digit)) return digit_refusal(board);
            DigitMask bit = digit_bit(move.digit);
            bool all_have = true;
            for (int cell : move.cells) all_have = all_have && (board.notes[cell] & bit);
            for (int cell : move.cells)
                board.notes[cell] = all_have ? DigitMask(board.notes[cell] & ~bit) : DigitMask(board.notes[cell] | bit);
            break;
        }
        case MoveKind::SetNotes:
            if (move.notes & ~board.shape().all_symbols()) {
                return Error::say(0, Phrase(board.shape().side() == kDigits ? N_("notes must be digits {range}")
                                                                            : N_("notes must be symbols {range}"),
                                            {{"range", symbol_range_phrase(board.shape().side())}}));
            }
            for (int cell : move.cells) board.notes[cell] = move.notes;
            break;
        case MoveKind::AutoNotes:
            for (int cell : cells_or_every_empty_cell(board, move.cells))
                board.notes[std::size_t(cell)] = candidates_of(board.grid, cell);
            break;
        case MoveKind::ClearNotes:
            for (int cell : cells_or_every_empty_cell(board, move.cells)) board.notes[cell] = 0;
            break;
        case MoveKind::ApplyStep:
            if (auto error = execute_step(board, move)) return *error;
            break;
    }
    if (board == before) return say(N_("the move changes nothing"));
    return board;
}

}  // namespace sudoku::game
