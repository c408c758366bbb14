// Simon Tatham's Solo game IDs, "PARAMS:DESC", read and written the way Solo does, for every
// shape Solo plays: boxes "AxB" (a box A rows high and B columns wide: 2x3 is a 6x6 board of
// boxes two rows high), "x" for the diagonals, jigsaw "9j" (and "9jx"), up to 16x16.
//
// DESC is the grid in reading order: a number is a given (decimal, so 16x16 writes "12"), a
// letter a..z is a run of 1..26 empty cells, and '_' separates two numbers that touch. A jigsaw
// adds ",WALLS" after the grid: the region walls, first the n*(n-1) inner vertical cell edges in
// reading order, then the n*(n-1) inner horizontal edges column by column (top to bottom within a
// column); each character counts edges without a wall before the next wall ('_' none, 'a'..'y'
// 1..25) and 'z' is a run of edges with no wall after it. Solo writes 'z' for 25 edges but reads
// it as 26; this reader takes whichever of the two makes the walls the right length (they never
// both can) and the writer writes 26, so that Solo opens what we write.
//
// Killer ("3x3k", "3x3xk", "9jk", "2x3k") adds two fields after the grid (and a jigsaw's region
// walls): ",CAGE WALLS" in the same edge code as region walls, then ",SUMS", written like the grid
// with each cage's sum in its first cell (reading order) and letters for runs of cells without a
// sum. Solo writes the 'k' last ("3x3xk"), and so do we; "3x3kx" reads too.
//
// Ours on top of Solo's: "3x3w" for Windoku (Solo ignores the 'w' and opens it as plain 9x9).
// Solo's random-seed IDs ("3x3#1234") hold no puzzle and are refused with a word on how to get a
// game ID.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "engine/constraints/shape.hpp"
#include "engine/model/result.hpp"

namespace sudoku::formats {

/// Reads a Solo game ID. Surrounding whitespace and a byte order mark are allowed. Errors say what
/// is wrong and at which column of the text: "column 9: 'Q' is not a given, a run of blanks (a-z)
/// or '_'", "column 12: 7 is not a symbol of a 6x6 board (1 to 6)", "the grid has 36 cells; the
/// description fills 35".
Result<Puzzle> parse_solo_id(std::string_view text);

/// Whether a text looks like a Solo game ID (a digit, then up to 31 digits and letters, then ':' or
/// '#'),
/// so that a reader of mixed input knows to read it as one (and report its errors as Solo's).
bool looks_like_solo_id(std::string_view text);

/// Simon Tatham's Solo on the web: the address plays the game ID after the '#' in a browser, a
/// phone's included. parse_solo_id and looks_like_solo_id read such a link (any http(s) address
/// ending in "solo.html#" and an ID) as the ID it carries.
inline constexpr std::string_view kSoloWebPrefix = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/solo.html#";

/// The web address that plays a Solo game ID (kSoloWebPrefix + the ID).
std::string solo_web_link(const Shape& shape, const ShapeDigits& givens);

/// Writes a Solo game ID as Solo writes it ("2x3:a1_2e..."; "9j:...,walls" for a jigsaw).
/// Precondition: givens has shape.cell_count() symbols from 0 to shape.side().
std::string format_solo_id(const Shape& shape, const ShapeDigits& givens);

}  // namespace sudoku::formats
