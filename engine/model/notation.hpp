// Text forms shared by the whole project (see conventions.md): cell and house names for people,
// and the 81-character puzzle line.
#pragma once

#include <string>
#include <string_view>

#include "engine/model/grid.hpp"
#include "engine/model/result.hpp"

namespace sudoku {

/// "r4c6" for cell 3*9+5. Rows and columns are 1-based for people.
std::string cell_name(int cell);
/// "row 3", "column 7" or "box 5".
std::string house_name(int house);

/// A character as error messages quote it: "'x'" when printable, "byte 0x09" otherwise.
std::string describe_char(char c);

struct LineOptions {
    /// Ignore whatever follows the 81st cell (comments, tab-separated fields) instead of
    /// reporting it as an error. Batch tools reading puzzle files use this.
    bool allow_trailing_text = false;
};

/// Parses the 81-character line: digits 1-9 are givens, '0' or '.' are blanks. Whitespace around
/// the line is ignored. Errors name the column (1-based, in the text as given) and the character.
Result<Grid> parse_line(std::string_view text, LineOptions options = {});

/// The 81-character line of every digit on the board (givens and player digits), with `blank` for
/// empty cells.
std::string format_line(const Digits& digits, char blank = '.');
inline std::string format_line(const Grid& grid, char blank = '.') {
    return format_line(grid.digits(), blank);
}

}  // namespace sudoku
