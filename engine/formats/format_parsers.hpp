// Inside the formats module: one reader and writer per format family, and the small text helpers
// they share. Users go through formats.hpp (import_puzzle, parse_puzzle, export_puzzle).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/formats/formats.hpp"

namespace sudoku::formats::detail {

// ---- text helpers ------------------------------------------------------------------------------

/// The text without a leading UTF-8 byte order mark.
std::string_view strip_bom(std::string_view text);
/// The text without leading and trailing whitespace (space, tab, CR, LF, VT, FF).
std::string_view trim(std::string_view text);
/// The text without a byte order mark and surrounding whitespace; `offset` gets the index of its
/// first character in `text`, so that columns can be reported in the text as given.
std::string_view trim_located(std::string_view text, int& offset);
/// The text without trailing whitespace.
std::string_view trim_right(std::string_view text);
bool is_space(char c);
/// Case-insensitive (ASCII) prefix test.
bool starts_with_nocase(std::string_view text, std::string_view prefix);

struct Line {
    int number;             // 1-based, counting from the caller's first_line
    std::string_view text;  // without its line break (\n, \r\n or \r)
};
/// Splits text into lines; the last line is dropped when empty (text ending in a newline).
std::vector<Line> split_lines(std::string_view text, int first_line);

/// "line L, column C: MESSAGE", or "line L: MESSAGE" when column is 0.
Error line_error(int line, int column, const std::string& message);
/// The same with the detail as a phrase (translatable, issue #33).
Error line_error(int line, int column, Phrase message);
/// The error with its column moved right by `offset` characters (for a part cut out of a text).
Error shifted(Error error, int offset);

/// Parses the "http(s)://host/rest" at the start of a URL. False when the text is not one; the
/// host comes back lower-cased, `rest` is everything after the host (path, query, fragment).
struct Url {
    std::string host;
    std::string_view rest;
    int rest_offset;  // index of `rest` in the URL text
};
bool split_url(std::string_view text, Url& url);

// ---- state helpers ----------------------------------------------------------------------------

/// Notes as read from a format that always writes candidates: none when every empty cell has all
/// nine (or every one has none), since that says nothing; otherwise the masks, 0 in filled cells.
std::optional<CandidateMasks> notes_if_informative(const Grid& grid, const CandidateMasks& masks);

// ---- the families -----------------------------------------------------------------------------

Result<PuzzleState> parse_line_format(std::string_view text);
Result<PuzzleState> parse_grid_text(std::string_view text, int first_line);
Result<PuzzleState> parse_sdk(std::string_view text, int first_line);
Result<PuzzleState> parse_simple_sudoku(std::string_view text, int first_line);
std::string write_line_format(const PuzzleState& state);
std::string write_grid_text(const PuzzleState& state);
std::string write_sdk(const PuzzleState& state);
std::string write_simple_sudoku(const PuzzleState& state);

/// Any SudokuWiki URL or bare bd= value; `format` says which of the three it was.
Result<PuzzleState> parse_sudokuwiki(std::string_view text, Format& format);
std::string write_sudokuwiki(const PuzzleState& state, Format format);
bool looks_like_sudokuwiki_marks(std::string_view text);
bool looks_like_s9b(std::string_view text);

/// A sencode or its URL; `format` says which.
Result<PuzzleState> parse_sencode(std::string_view text, Format& format);
std::string write_sencode(const PuzzleState& state);
std::string write_sencode_url(const PuzzleState& state);
bool looks_like_sencode(std::string_view text);

/// Our share code or its URL; `format` says which.
Result<PuzzleState> parse_share_code(std::string_view text, Format& format);
std::string write_share_code(const PuzzleState& state);
std::string write_share_url(const PuzzleState& state);
bool looks_like_share_code(std::string_view text);

/// A shape from its parameters, a jigsaw's regions and a Killer's cages, the cages read through
/// the clue registry (engine/constraints/registry.hpp) as a save's clues are: each cage a
/// "killer cage" record made into its constraint on the plain board, then Shape::with_clues.
Result<std::shared_ptr<const Shape>> shape_with_cages(ShapeParams params, std::vector<std::uint8_t> regions,
                                                      const std::vector<Cage>& cages);

}  // namespace sudoku::formats::detail
