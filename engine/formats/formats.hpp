// Puzzle exchange formats: reading and writing the text forms players bring puzzles in and share
// them with (newspaper-style grids, other programs' files, SudokuWiki and sencode links, our own
// share code), and recognising which one a pasted text is.
//
// Text in, text out: nothing here touches files. Every reader returns a Result whose Error says
// what was found, where (column, or "line L, column C" for multi-line text) and what was expected.
// Readers are generous with the wrapping (UTF-8 byte order mark, CRLF, surrounding whitespace) and
// precise about the content.
//
// What each format carries:
//   line, grid, sdk, ss, sudokuwiki, sencode    the puzzle (givens) only; writers write the givens
//   sudokuwiki-marks (162), sudokuwiki-s9b      givens, the player's digits and pencil marks
//   share                                      givens, the player's digits and (optionally) notes
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/logic/candidates.hpp"
#include "engine/model/grid.hpp"
#include "engine/model/result.hpp"

namespace sudoku::formats {

/// A puzzle as a player has it: the givens and the player's digits (in `grid`), and the player's
/// pencil marks when there are any. Notes are only meaningful in empty cells: readers leave the
/// notes of filled cells 0 and writers ignore them.
struct PuzzleState {
    Grid grid;
    std::optional<CandidateMasks> notes;

    bool operator==(const PuzzleState&) const = default;
};

enum class Format {
    Line,             // 81 characters: 1-9, blanks 0 . X * _ or space; text after the 81 cells ignored
    Grid,             // 9 rows of 9 cells, with or without | + - separators and spaces
    Sdk,              // SadMan Software .sdk: optional #A #D #C #B #S #L #U headers, 9 rows of 9, '.' blanks
    SimpleSudoku,     // Simple Sudoku .ss: "..3|4..|..." rows, "-----------" after rows 3 and 6; or its
                      // framed clipboard form (*-----------*, |---+---+---|)
    SudokuWiki,       // https://www.sudokuwiki.org/sudoku.htm?bd= and 81 digits (0 or . blanks)
    SudokuWikiMarks,  // the same URL with 162 base-32 characters: (mask << 1) | is_clue per cell
    SudokuWikiS9B,    // the same URL with S9B and 2 base-36 characters per cell
    Sencode,          // Jonas Geiler's sudoku share code: Base62(structure) - or _ Base62(numbers)
    SencodeUrl,       // https://sudoku.jonasgeiler.com/#<sencode>
    Share,            // our share code, "S1." + base64url, with a checksum
    ShareUrl,         // kShareUrlPrefix + our share code
};

inline constexpr std::array kAllFormats = {
    Format::Line,          Format::Grid,       Format::Sdk,
    Format::SimpleSudoku,  Format::SudokuWiki, Format::SudokuWikiMarks,
    Format::SudokuWikiS9B, Format::Sencode,    Format::SencodeUrl,
    Format::Share,         Format::ShareUrl,
};

/// Where share URLs point. The game has no web home yet, so a custom scheme the desktop game can
/// register; changing this one constant moves the links (readers keep accepting old ones).
inline constexpr std::string_view kShareUrlPrefix = "sudoku://share/";

/// The short name used on the command line: "line", "grid", "sdk", "ss", "sudokuwiki",
/// "sudokuwiki-marks", "sudokuwiki-s9b", "sencode", "sencode-url", "share", "share-url".
std::string_view format_name(Format format);
/// A phrase for people: "81-character line", "SadMan Sudoku .sdk file", "sencode URL", ...
std::string_view format_description(Format format);
/// The format with that short name, if any.
std::optional<Format> format_from_name(std::string_view name);
/// Whether the format's text spans several lines (grid, sdk, ss).
bool is_multiline(Format format);
/// Whether writing and reading back keeps the player's digits and notes (else only the givens).
bool carries_progress(Format format);

struct Imported {
    PuzzleState state;
    Format format;
};

/// Recognises any of the formats (a pasted URL, code, line or grid) and reads it. On failure the
/// error says which format the text looked like and what is wrong with it, or that it looks like
/// none of them. `first_line` numbers the text's first line in messages (for text cut from a file).
Result<Imported> import_puzzle(std::string_view text, int first_line = 1);

/// Reads text in one given format. The SudokuWiki formats each accept any SudokuWiki URL or bd=
/// value (81, 162 or S9B), sencode and share formats accept the code or its URL.
Result<PuzzleState> parse_puzzle(std::string_view text, Format format, int first_line = 1);

/// Writes a state in a format. Formats that carry only the puzzle write the givens. Multi-line
/// formats end every line with '\n'; one-line formats have no newline.
std::string export_puzzle(const PuzzleState& state, Format format);

/// Whether one line of text is a whole puzzle in a one-line format (an 81-cell line, a URL, a
/// sencode, S9B or share code) rather than, say, a row of a grid. Readers of files use it to decide
/// between "one puzzle per line" and "puzzles as blocks of lines".
bool is_single_line_puzzle(std::string_view line);

}  // namespace sudoku::formats
