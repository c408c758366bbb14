// Our readable text format for a puzzle of any shape, the detector that reads any puzzle of any
// shape (Solo game ID, shape text, or any classic 9x9 format), and writing a shaped puzzle in a
// classic format (which refuses other shapes by name).
//
// Shape text: a header line, then for a jigsaw its region map, for a Killer its cage map and the
// cages' sums, then the grid, one row per line:
//
//     shape: 2x3                      shape: 6j
//     1 . 3 | 4 . .                   regions:
//     . . . | 2 . 6                   A A A B B B
//     ------+------                   A A B B C C
//     . 5 . | . . .                   ...        (6 rows of region letters)
//     ...                             grid:
//                                     . 1 . . 5 .
//                                     ...        (6 rows of symbols)
//
//     shape: 2x2k                     (Killer: Solo's 2x2k:p,_a________babaaa,5_5a4a7_5a5b9d)
//     cages:
//     A B | B C
//     A D | E C
//     ----+----
//     F D | E G
//     F D | G G
//     sums:
//     A = 5
//     B = 5
//     ...                             (one line for each cage)
//     G = 9
//     grid:
//     . . | . .
//     ...                             (4 rows of symbols, usually all blank)
//
// - The header is "shape:" and Solo's parameters ("3x3", "2x3x", "9j", "9jx", "4x4", "3x3w", and
//   with a 'k' for Killer "3x3k", "2x3k", "3x3xk" or "3x3kx", "9jk"); a box "AxB" is A rows high and
//   B columns wide.
// - A jigsaw's region map has n rows of n characters: each different character (letters, digits,
//   any printable character but '|' and '=') is one region. The optional label "regions:" goes
//   before it.
// - A Killer's cage map has n rows of n characters: each different character (letters, digits, any
//   printable ASCII character but '|' and '=', case counts) is one cage, whose cells must join side
//   by side; '.' is a cell in no cage. A board with more cages than the writer has characters
//   names them with two ("Ab"): a row of exactly n names separated by spaces is read as names,
//   any other row as one cell per character. The optional label "cages:" goes before it.
// - Then a Killer's sums, one cage a line in any order: the cage's name, '=' and its sum ("C = 17";
//   every cage needs one). The optional label "sums:" goes before them. Any line holding '=' (other
//   than a line of '=' alone) is a sum, so '=' cannot be in a map.
// - The grid has n rows of n symbols: '.' or '0' for a blank, 1-9 then A-G (or a-g) for 10 to 16.
//   The optional label "grid:" goes before it.
// - Spaces, tabs and '|' inside rows are ignored, so rows may be written "1.34.." or "1 . 3 | 4 . .".
//   Lines made of '-', '+', '=', '|' and spaces (box separators), blank lines and lines starting with
//   '#' are skipped anywhere.
// The writer writes the forms shown above: symbols separated by spaces, '|' and '-' lines between
// boxes (in the cage map too), "regions:", "cages:", "sums:" and "grid:" labels, region letters A-P,
// cage names A-Z, a-z, 0-9 in order of each cage's first cell, sums in that order.
#pragma once

#include <string>
#include <string_view>

#include "engine/formats/formats.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/model/geometry.hpp"
#include "engine/model/result.hpp"

namespace sudoku::formats {

/// Reads shape text. Errors name the line (counted from `first_line`) and column: "line 3, column 5:
/// 'H' is not a symbol of a 6x6 board (1 to 6, '.' for a blank)".
Result<Puzzle> parse_shape_text(std::string_view text, int first_line = 1);

/// Writes shape text; every line ends with '\n'.
std::string format_shape_text(const Shape& shape, const ShapeDigits& givens);

/// Whether a line is a shape text header ("shape: ...", any case, leading spaces allowed).
bool is_shape_text_header(std::string_view line);
/// Whether a line of shape text holds a row of the region map, cage map or grid (not blank, a
/// comment, a box separator, a label or a Killer's cage sum).
bool is_shape_text_row(std::string_view line);
/// How many rows (lines for which is_shape_text_row is true) follow a header: n for the grid, n more
/// for a jigsaw's region map and n more for a Killer's cage map (its sums, between the cage map and
/// the grid, are not rows: a reader counting rows takes them in before the grid's last row). An
/// error when the header's parameters are not a shape.
Result<int> shape_text_rows(std::string_view header_line);

/// How a shaped puzzle was written.
enum class ShapedFormat {
    Solo,       // a Solo game ID
    ShapeText,  // our shape text
    Classic,    // any classic 9x9 format (format_puzzle names which)
};

struct ShapedImport {
    Puzzle puzzle;
    ShapedFormat kind;
    Format classic_format = Format::Line;  // when kind is Classic
};

/// Reads a puzzle of any shape: a Solo game ID, shape text, or anything import_puzzle reads (an
/// 81-character line, a 9x9 grid, a link...), which is a classic 9x9 puzzle.
Result<ShapedImport> import_shaped(std::string_view text, int first_line = 1);
/// The same, keeping only the puzzle.
Result<Puzzle> parse_any_shaped(std::string_view text);

/// Writes a puzzle in a classic format. Only classic 9x9 puzzles fit them: any other shape is an
/// error naming the format and the shape ("a SadMan Sudoku .sdk file holds classic 9x9 puzzles
/// only; this puzzle is 6x6 (write it as a Solo game ID or shape text)").
Result<std::string> export_shaped(const Puzzle& puzzle, Format format);

/// A classic puzzle as a shaped one, and back (nullopt-like error when the shape is not classic).
Puzzle classic_shaped(const Digits& givens);
Digits classic_digits(const ShapeDigits& digits);

}  // namespace sudoku::formats
