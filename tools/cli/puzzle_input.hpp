// Reading input the way every sudoku-cli command does: a file or standard input ("-"), line by
// line. Lines end at LF, CRLF or a lone CR (old Mac files), and a UTF-8 byte order mark at the
// start is skipped. An input that cannot be read at all (missing, a directory) is reported on
// stderr as "FILE: reason"; the command goes on with its other inputs.
//
// Puzzle files hold one puzzle per line; blank lines and '#' comments are skipped, text after
// the 81 cells ignored. A bad line is reported on stderr as "FILE:LINE: column C: reason" and
// the rest are still read.
//
// Puzzles of other shapes come as Solo game IDs ("2x3:a1_2...", one per line; text after the ID
// and a space or tab is ignored) or as shape text blocks (a "shape: PARAMS" line, then the rows of
// its region map and grid; see engine/formats/shape_text.hpp). A bad one is reported as
// "FILE:LINE: column C: reason" or "FILE: line L, column C: reason".
//
// Memory stays bounded whatever the input (issue #40): no line is kept longer than kMaxLineBytes
// (a longer one is reported as "FILE:LINE: the line is longer than 65536 bytes (...); skipped" and
// read past without keeping it), and a block of lines read as one puzzle (shape text; in convert,
// grids, .sdk and .ss text) stops at kMaxBlockLines lines or kMaxBlockBytes bytes.
#pragma once

#include <climits>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "engine/formats/solo_id.hpp"
#include "engine/model/grid.hpp"

namespace sudoku::cli {

/// The longest line kept. The longest lines of any puzzle format are a 16x16 Killer's Solo game ID
/// (256 cells, their cage map and sums: under 2 KB) and the rows of its shape text (under 100
/// bytes); links, share codes and .sdk comment lines are shorter still. 64 KiB is some thirty
/// times the longest, and small enough that a line of any length costs nothing to read past.
constexpr std::size_t kMaxLineBytes = std::size_t(64) << 10;
/// The most lines, and bytes, a block read as one puzzle may hold. A 16x16 Killer in shape text
/// takes 16 cage map rows, up to 256 sum lines, 16 grid rows, labels and separators: about 300
/// lines and 10 KB, 600 lines with a blank line between each.
constexpr int kMaxBlockLines = 4096;
constexpr std::size_t kMaxBlockBytes = std::size_t(1) << 20;

/// One input, read line by line. Reads as it goes, so pipes and terminals work as streams.
class InputLines {
public:
    /// Opens `path` ("-" = standard input). When it cannot be opened, or is a directory, says so
    /// on stderr; next() then finds nothing and failed() is true.
    explicit InputLines(const std::string& path);
    ~InputLines();
    InputLines(const InputLines&) = delete;
    InputLines& operator=(const InputLines&) = delete;

    /// The next line, without its line end; false at the end of the input (or after a read
    /// error, reported on stderr). A line longer than kMaxLineBytes is reported on stderr as it
    /// is found and skipped (it still counts in the line numbers).
    bool next(std::string& line);
    /// How many lines were skipped as too long (already reported).
    int long_lines() const { return long_lines_; }
    /// The number of the line next() returned last (1-based; past INT_MAX lines, INT_MAX).
    int line_number() const { return line_number_; }
    /// The file name, or "<stdin>".
    const std::string& source() const { return source_; }
    /// Whether the input could not be opened or read (already reported).
    bool failed() const { return failed_; }

private:
    bool fill();
    int count_line() { return line_number_ < INT_MAX ? ++line_number_ : line_number_; }

    std::string source_;
    int fd_ = -1;
    bool owned_ = false;
    bool failed_ = false;
    bool after_cr_ = false;  // the last line ended at a CR: a LF right after it belongs to it
    int line_number_ = 0;
    int long_lines_ = 0;
    std::vector<char> buffer_;
    std::size_t pos_ = 0, end_ = 0;
};

/// How a puzzle was written in the input; results are written the same way.
enum class InputForm {
    Line,       // an 81-character line (the classic form)
    Solo,       // a Solo game ID
    ShapeText,  // a shape text block
};

struct PuzzleLine {
    std::string source;  // file name, or "<stdin>"
    int line_number = 0;
    /// The puzzle when it is classic 9x9 (in any form); empty for other shapes.
    Grid grid;
    InputForm form = InputForm::Line;
    /// The puzzle of any shape, for Solo and shape text input (for Line, shape is null).
    Puzzle shaped;

    /// Whether the classic engine works on it (its grid holds the puzzle).
    bool is_classic() const { return form == InputForm::Line || shaped.shape->is_classic(); }
    /// The puzzle as a shaped one, whatever its form.
    Puzzle as_shaped() const;

    /// "FILE:LINE", as errors about this puzzle start.
    std::string where() const { return source + ':' + std::to_string(line_number); }
};

struct InputSummary {
    int puzzles = 0;       // lines that parsed
    int bad_lines = 0;     // lines reported as errors (unreadable files count as one, too long lines too)
    bool stopped = false;  // the visitor asked to stop before the end
};

/// The message for a shape text block that passed kMaxBlockLines or kMaxBlockBytes at `line_number`
/// with `rows_found` of its `rows_needed` rows, reported at the block's header.
std::string block_too_big(int rows_found, int rows_needed, int line_number);

/// Calls `visit` for every puzzle in `path` ("-" = standard input), in order.
InputSummary for_each_puzzle(const std::string& path, const std::function<void(const PuzzleLine&)>& visit);

/// The same, but stops reading as soon as `visit` returns false.
InputSummary for_each_puzzle_while(const std::string& path, const std::function<bool(const PuzzleLine&)>& visit);

}  // namespace sudoku::cli
