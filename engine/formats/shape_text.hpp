// Our readable text format for a puzzle of any shape, the detector that reads any puzzle of any
// shape (Solo game ID, shape text, or any classic 9x9 format), and writing a shaped puzzle in a
// classic format (which refuses other shapes by name).
//
// Shape text: a header line, then for a jigsaw its region map, then the grid, one row per line:
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
// - The header is "shape:" and Solo's parameters ("3x3", "2x3x", "9j", "9jx", "4x4", "3x3w"); a box
//   "AxB" is A rows high and B columns wide.
// - A jigsaw's region map has n rows of n characters: each different character (letters, digits,
//   any printable character but '|') is one region. The optional label "regions:" goes before it.
// - The grid has n rows of n symbols: '.' or '0' for a blank, 1-9 then A-G (or a-g) for 10 to 16.
//   The optional label "grid:" goes before it.
// - Spaces, tabs and '|' inside rows are ignored, so rows may be written "1.34.." or "1 . 3 | 4 . .".
//   Lines made of '-', '+', '|' and spaces (box separators), blank lines and lines starting with '#'
//   are skipped anywhere.
// The writer writes the forms shown above: symbols separated by spaces, '|' and '-' lines between
// boxes, "regions:" and "grid:" labels for a jigsaw, region letters A-P.
#pragma once

#include <string>
#include <string_view>

#include "engine/formats/formats.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/geometry.hpp"
#include "engine/result.hpp"

namespace sudoku::formats {

/// Reads shape text. Errors name the line (counted from `first_line`) and column: "line 3, column 5:
/// 'H' is not a symbol of a 6x6 board (1 to 6, '.' for a blank)".
Result<ShapedPuzzle> parse_shape_text(std::string_view text, int first_line = 1);

/// Writes shape text; every line ends with '\n'.
std::string format_shape_text(const Shape& shape, const ShapeDigits& givens);

/// Whether a line is a shape text header ("shape: ...", any case, leading spaces allowed).
bool is_shape_text_header(std::string_view line);
/// Whether a line of shape text holds rows of the region map or grid (not blank, a comment, a box
/// separator or a label).
bool is_shape_text_row(std::string_view line);
/// How many rows (lines for which is_shape_text_row is true) follow a header: n for boxes, 2n for
/// a jigsaw. An error when the header's parameters are not a shape.
Result<int> shape_text_rows(std::string_view header_line);

/// How a shaped puzzle was written.
enum class ShapedFormat {
    Solo,       // a Solo game ID
    ShapeText,  // our shape text
    Classic,    // any classic 9x9 format (format_puzzle names which)
};

struct ShapedImport {
    ShapedPuzzle puzzle;
    ShapedFormat kind;
    Format classic_format = Format::Line;  // when kind is Classic
};

/// Reads a puzzle of any shape: a Solo game ID, shape text, or anything import_puzzle reads (an
/// 81-character line, a 9x9 grid, a link...), which is a classic 9x9 puzzle.
Result<ShapedImport> import_shaped(std::string_view text, int first_line = 1);
/// The same, keeping only the puzzle.
Result<ShapedPuzzle> parse_any_shaped(std::string_view text);

/// Writes a puzzle in a classic format. Only classic 9x9 puzzles fit them: any other shape is an
/// error naming the format and the shape ("a SadMan Sudoku .sdk file holds classic 9x9 puzzles
/// only; this puzzle is 6x6 (write it as a Solo game ID or shape text)").
Result<std::string> export_shaped(const ShapedPuzzle& puzzle, Format format);

/// A classic puzzle as a shaped one, and back (nullopt-like error when the shape is not classic).
ShapedPuzzle classic_shaped(const Digits& givens);
Digits classic_digits(const ShapeDigits& digits);

}  // namespace sudoku::formats
