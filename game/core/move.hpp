// Move: one change a player makes, as a small value with a stable text form.
//
// Every change to a game goes through Game::apply(Move) (game.hpp); execute_move (execute.hpp)
// holds the rules of what each move does. Saves store the list of move texts and replay them, so
// the text form below is a file format: never change the meaning of an existing text.
//
// Text grammar (single spaces, no other whitespace; cells strictly ascending in reading order):
//
//   P<d>[*] <cells>          place digit d; with '*' also remove d from the peers' notes
//   E <cells>                erase: the cells become blank (no digit, no notes)
//   T<d> <cells>             toggle note d: removed from all cells if all have it, else added to all
//   N[<digits>] <cells>      set the cells' notes to exactly these digits (ascending, maybe none)
//   A[ <cells>]              auto-notes: notes = candidates, in the cells or every empty cell
//   C[ <cells>]              clear notes, in the cells or every cell
//   H[*] <effect>...         apply a hint step: effects r4c6=7 (place) and r1c2<>5 (remove note),
//                            space separated; with '*' placements also clean the peers' notes
//   X<d> <cells>             toggle corner mark d: removed from all cells if all have it, else
//                            appended (in the order typed) to those without it
//   M<d> <cells>             toggle centre mark d, as T does for notes
//   V<c> <cells>             toggle colour c (1-9) on the cells (givens too), as T does
//   V0 <cells>               clear the cells' colours and their candidates' colours
//   V<c>/<d> <cells>         colour candidate d of the cells c (1-9), or uncolour it when all
//                            have c on d already; V0/<d> uncolours it
//
//   cells = cell{,cell}      cell = r<row>c<column>, both 1-based ("r10c12" on a 16x16 board)
//
// Symbols are written 1-9 then A-G for 10-16 (engine/constraints/shape.hpp symbol_char), one character each,
// so a note set stays unambiguous: "N1AG". The text of a move depends on the board's side only
// through its cell names and symbols; classic 9x9 texts are exactly those of before shapes.
//
// Examples: "P7* r4c6", "E r1c1,r1c2", "T3 r2c2,r2c3", "N137 r5c5", "A", "C r9c9",
// "H r4c6=7", "H r1c2<>5 r1c3<>5", "PA r10c12" (16x16), "X5 r1c1,r1c2", "M3 r2c2", "V4 r1c1,r9c9",
// "V2/7 r3c3".
//
// E (erase) blanks a cell's digit, notes, corner and centre marks (texts written before the marks
// existed never met any, so they mean what they meant); colours go only with V0.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/logic/step.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/result.hpp"

namespace sudoku::game {

enum class MoveKind : std::uint8_t {
    Place,            // P
    Erase,            // E
    ToggleNote,       // T
    SetNotes,         // N
    AutoNotes,        // A
    ClearNotes,       // C
    ApplyStep,        // H
    CornerMark,       // X
    CentreMark,       // M
    Colour,           // V<c>: cell colours (c = 0 clears them)
    CandidateColour,  // V<c>/<d>
};

struct Move {
    MoveKind kind = MoveKind::Erase;
    std::vector<int> cells;               // ascending, no repeats; empty means "every cell" for A and C
    int digit = 0;                        // Place, ToggleNote, CornerMark, CentreMark, CandidateColour
    int colour = 0;                       // Colour, CandidateColour: 1..9, or 0 to clear
    DigitMask notes = 0;                  // SetNotes
    bool clean_peers = false;             // Place, ApplyStep: also remove placed digits from peers' notes
    std::vector<Candidate> placements;    // ApplyStep
    std::vector<Candidate> eliminations;  // ApplyStep

    // Constructors that keep the invariants (cells sorted and unique).
    static Move place(std::vector<int> cells, int digit, bool clean_peers);
    static Move erase(std::vector<int> cells);
    static Move toggle_note(std::vector<int> cells, int digit);
    static Move set_notes(std::vector<int> cells, DigitMask notes);
    static Move auto_notes(std::vector<int> cells = {});
    static Move clear_notes(std::vector<int> cells = {});
    static Move apply_step(const Step& step, bool clean_peers);
    static Move apply_step(std::vector<Candidate> placements, std::vector<Candidate> eliminations, bool clean_peers);
    static Move corner_mark(std::vector<int> cells, int digit);
    static Move centre_mark(std::vector<int> cells, int digit);
    static Move colour_cells(std::vector<int> cells, int colour);
    static Move colour_candidate(std::vector<int> cells, int digit, int colour);

    bool operator==(const Move&) const = default;
};

/// The stable text form, e.g. "P7* r4c6" (grammar above), on a board of side `side` (cells are
/// row * side + column).
std::string to_text(const Move& move, int side = kDigits);

/// Parses the text form for a board of side `side`: rows, columns and symbols above it are
/// refused. Errors carry the 1-based column of the offending character.
Result<Move> parse_move(std::string_view text, int side = kDigits);

}  // namespace sudoku::game
