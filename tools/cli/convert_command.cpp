// sudoku-cli convert: puzzles from any exchange format the engine reads, into any it writes.
#include <cstdio>

#include "engine/formats/formats.hpp"
#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kUsage = R"(Usage: sudoku-cli convert [--to FORMAT] [--from FORMAT] [--detect] [FILE|-]...

Reads puzzles in any format below, recognising each one, and writes them in one format.
Puzzles of every shape (4x4 to 16x16 boxes, X, jigsaw, Windoku) are read and written as Solo game
IDs and shape text; the other formats hold classic 9x9 puzzles only.
  --to FORMAT    the format to write (default: line)
  --from FORMAT  read only this format instead of recognising it
  --detect       print each puzzle's format name instead of converting it

Formats:
  solo              Simon Tatham's Solo game ID, any shape: 3x3:..., 2x3:..., 3x3x:..., 9j:...,walls
  text              shape text: a "shape: PARAMS" line, then a jigsaw's region map, then the rows
  line              81 characters: 1-9, blanks 0 . X * _ or space; text after the 81 ignored
  grid              9 lines of 9 cells, with or without | + - separators and spaces
  sdk               SadMan Sudoku .sdk: optional #A #D #C #B #S #L #U lines, 9 lines of 9, . blanks
  ss                Simple Sudoku .ss: rows like ..3|4..|... with ----------- after rows 3 and 6,
                    or its framed clipboard form (*-----------*, |---+---+---|)
  sudokuwiki        https://www.sudokuwiki.org/sudoku.htm?bd= and 81 digits
  sudokuwiki-marks  the same link with 162 characters: the player's digits and pencil marks too
  sudokuwiki-s9b    the same link with an S9B code: the player's digits and pencil marks too
  sencode           the share code of sudoku.jonasgeiler.com, e.g. o6DZ2hbDBoCZT-3pwX9CkdOTG69r
  sencode-url       https://sudoku.jonasgeiler.com/#<sencode>
  share             our share code (S1.…): the puzzle, the player's digits and notes, a checksum
  share-url         sudoku://share/<share code>
Writers of formats that hold only the puzzle write its givens. Writing a puzzle of another shape
than classic 9x9 in a 9x9 format is an error for that puzzle.

How the input is split into puzzles: each FILE is read as a stream (a UTF-8 byte order mark at its
start is skipped; lines may end in LF, CRLF or a lone CR). If its first line that is not blank or a #
comment is a whole puzzle by itself (an 81-cell line, a link, a sencode, S9B or share code), every
such line is one puzzle (Solo game IDs are such lines; a shape text block is one puzzle wherever it
starts, its "shape:" line saying how many rows follow). Otherwise the puzzles are blocks of lines (grids, .sdk or .ss text)
separated by blank lines, so a .sdk or .ss file is one puzzle; a block of # comments alone is
skipped. With --from, a one-line format reads every line as a puzzle and grid, sdk and ss read
every block as one. A line longer than 64 KiB, and a block longer than 4096 lines or 1 MiB, is
reported and skipped (no puzzle is that long).
Puzzles written as several lines are separated by a blank line.

Exit status is 1 when some puzzle or FILE could not be read (a directory, say; the others are
still converted), 2 on usage errors.
)";

std::string format_list() {
    std::string out;
    for (auto format : formats::kAllFormats) {
        if (!out.empty()) out += ", ";
        out += formats::format_name(format);
    }
    out += ", solo, text";
    return out;
}

struct TextLine {
    int number;
    std::string text;
};

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t\r\v\f") == std::string_view::npos;
}
bool is_comment(std::string_view line) {
    auto first = line.find_first_not_of(" \t\r\v\f");
    return first != std::string_view::npos && line[first] == '#';
}

/// The formats of every shape, next to the classic ones.
enum class ShapedTarget { None, Solo, Text };

ShapedTarget shaped_format(std::string_view name) {
    if (name == "solo") return ShapedTarget::Solo;
    if (name == "text") return ShapedTarget::Text;
    return ShapedTarget::None;
}

class Converter {
public:
    Converter(formats::Format to, ShapedTarget to_shaped, std::optional<formats::Format> from, ShapedTarget from_shaped,
              bool detect)
        : to_(to), to_shaped_(to_shaped), from_(from), from_shaped_(from_shaped), detect_(detect) {}

    /// Converts every puzzle of one input as it is read; false when some could not be read. Keeps at
    /// most one puzzle's lines: a block of lines (a grid, .sdk or .ss text, shape text) that runs
    /// past kMaxBlockLines or kMaxBlockBytes is reported and skipped.
    bool convert(InputLines& in) {
        const std::string& source = in.source();
        const bool auto_detect = !from_ && from_shaped_ == ShapedTarget::None;
        // One puzzle a line, or blocks of lines separated by blank lines. Recognised from the first
        // line that is neither blank nor a comment; until then, the lines are kept as the start of
        // a block (a .sdk file's # lines come before its grid).
        enum class Mode { Undecided, Lines, Blocks };
        Mode mode = Mode::Undecided;
        if (!auto_detect) mode = from_ && formats::is_multiline(*from_) ? Mode::Blocks : Mode::Lines;
        bool ok = true;
        Block block;
        TextLine line{0, {}};
        bool have_line = false;  // a line read ahead (the header after a short shape text block)
        auto next = [&]() {
            if (have_line) {
                have_line = false;
                return true;
            }
            if (!in.next(line.text)) return false;
            line.number = in.line_number();
            return true;
        };
        while (next()) {
            if (mode != Mode::Lines) {
                if (is_blank(line.text)) {
                    if (mode == Mode::Blocks) ok = finish_block(source, block) && ok;
                    block.clear();
                    continue;
                }
                if (mode == Mode::Undecided && !is_comment(line.text)) {
                    const bool one_per_line = formats::is_single_line_puzzle(line.text) ||
                                              formats::looks_like_solo_id(line.text) ||
                                              formats::is_shape_text_header(line.text);
                    mode = one_per_line ? Mode::Lines : Mode::Blocks;
                    if (one_per_line) block.clear();  // only comments so far
                }
                if (mode != Mode::Lines) {
                    block.add(line);
                    continue;
                }
            }
            if (is_blank(line.text) || is_comment(line.text)) continue;
            if (!from_ && formats::is_shape_text_header(line.text)) {
                ok = shape_text_block(source, line, next, have_line) && ok;
                continue;
            }
            ok = one(source, line.text, line.number, true) && ok;
        }
        if (mode == Mode::Blocks) ok = finish_block(source, block) && ok;
        return ok && in.long_lines() == 0;
    }

private:
    /// The lines of a puzzle written on several, kept up to the caps; past them, only where the
    /// block started and that it is too big.
    struct Block {
        std::string text;
        int first = 0, lines = 0;
        bool too_big = false;
        bool comments_only = true;  // nothing to convert: skipped like any comment
        void clear() { text.clear(), first = 0, lines = 0, too_big = false, comments_only = true; }
        void add(const TextLine& line) {
            if (lines == 0) first = line.number;
            if (comments_only && !is_comment(line.text)) comments_only = false;
            if (too_big) return;
            if (++lines > kMaxBlockLines || text.size() + 1 + line.text.size() > kMaxBlockBytes) {
                too_big = true;
                std::string().swap(text);
                return;
            }
            if (lines > 1) text += '\n';
            text += line.text;
        }
    };

    bool finish_block(const std::string& source, const Block& block) {
        if (block.lines == 0 || block.comments_only) return true;
        if (block.too_big) {
            std::fprintf(stderr,
                         "%s:%d: the block of lines starting here goes on past %d lines or %zu KiB without a "
                         "blank line (longer than any puzzle); skipped\n",
                         source.c_str(), block.first, kMaxBlockLines, kMaxBlockBytes >> 10);
            return false;
        }
        return one(source, block.text, block.first, false);
    }

    /// Reads the shape text block whose header is `line` (its rows after it, as many as the header
    /// says) and converts it. A header found instead of a row is left in `line` for the next puzzle
    /// (`have_line` set).
    template <class Next>
    bool shape_text_block(const std::string& source, TextLine& line, Next& next, bool& have_line) {
        std::string block = line.text;
        const int first = line.number;
        auto rows = formats::shape_text_rows(line.text);
        int found = 0, lines = 1;
        while (rows && found < rows.value() && next()) {
            if (formats::is_shape_text_header(line.text) || ++lines > kMaxBlockLines ||
                block.size() + 1 + line.text.size() > kMaxBlockBytes) {
                have_line = true;
                break;
            }
            block += '\n';
            block += line.text;
            if (formats::is_shape_text_row(line.text)) ++found;
        }
        if (have_line && !formats::is_shape_text_header(line.text)) {  // stopped by the caps
            std::fprintf(stderr, "%s:%d: %s\n", source.c_str(), first,
                         block_too_big(found, rows.value(), line.number).c_str());
            return false;
        }
        return one(source, block, first, false);
    }

    /// Writes a puzzle of any shape in the target format; false (reported) when it does not fit.
    bool write_shaped(const std::string& source, int line_number, const Puzzle& puzzle) {
        std::string out;
        if (to_shaped_ == ShapedTarget::Solo) {
            out = formats::format_solo_id(*puzzle.shape, puzzle.givens);
        } else if (to_shaped_ == ShapedTarget::Text) {
            out = formats::format_shape_text(*puzzle.shape, puzzle.givens);
        } else {
            auto written = formats::export_shaped(puzzle, to_);
            if (!written) {
                std::fprintf(stderr, "%s:%d: %s\n", source.c_str(), line_number, written.error().to_string().c_str());
                return false;
            }
            out = std::move(written).value();
        }
        print(out);
        return true;
    }

    void print(const std::string& out) {
        bool multiline =
            to_shaped_ == ShapedTarget::Text || (to_shaped_ == ShapedTarget::None && formats::is_multiline(to_));
        if (multiline) {
            if (written_++ > 0) std::fputs("\n", stdout);
            std::fputs(out.c_str(), stdout);
        } else {
            std::puts(out.c_str());
        }
    }

    bool report(const std::string& source, int line_number, bool single_line, const Error& error) {
        std::string message = error.to_string();
        if (!single_line && message.rfind("line ", 0) == 0)
            std::fprintf(stderr, "%s: %s\n", source.c_str(), message.c_str());
        else
            std::fprintf(stderr, "%s:%d: %s\n", source.c_str(), line_number, message.c_str());
        return false;
    }

    bool one(const std::string& source, std::string_view text, int line_number, bool single_line) {
        // Solo game IDs and shape text: any shape.
        bool solo = from_shaped_ == ShapedTarget::Solo ||
                    (!from_ && from_shaped_ == ShapedTarget::None && single_line && formats::looks_like_solo_id(text));
        bool shape_text =
            from_shaped_ == ShapedTarget::Text || (!from_ && from_shaped_ == ShapedTarget::None && !single_line &&
                                                   formats::is_shape_text_header(text.substr(0, text.find('\n'))));
        if (solo || shape_text) {
            auto parsed = solo ? formats::parse_solo_id(text) : formats::parse_shape_text(text, line_number);
            if (!parsed) return report(source, line_number, single_line, parsed.error());
            if (detect_) {
                std::puts(solo ? "solo" : "text");
                return true;
            }
            return write_shaped(source, line_number, parsed.value());
        }
        formats::Format read_as = from_ ? *from_ : formats::Format::Line;
        Result<formats::PuzzleState> state = Error{};
        if (from_) {
            state = formats::parse_puzzle(text, *from_, line_number);
        } else {
            auto imported = formats::import_puzzle(text, line_number);
            if (imported) {
                read_as = imported.value().format;
                state = imported.value().state;
            } else {
                state = imported.error();
            }
        }
        if (!state) return report(source, line_number, single_line, state.error());
        if (detect_) {
            std::printf("%s\n", std::string(formats::format_name(read_as)).c_str());
            return true;
        }
        if (to_shaped_ != ShapedTarget::None)
            return write_shaped(source, line_number, formats::classic_shaped(state.value().grid.givens()));
        std::string out = formats::export_puzzle(state.value(), to_);
        if (formats::is_multiline(to_)) {
            if (written_++ > 0) std::fputs("\n", stdout);
            std::fputs(out.c_str(), stdout);
        } else {
            std::puts(out.c_str());
        }
        return true;
    }

    formats::Format to_;
    ShapedTarget to_shaped_;
    std::optional<formats::Format> from_;
    ShapedTarget from_shaped_;
    bool detect_;
    int written_ = 0;
};

}  // namespace

int run_convert(const Args& args) {
    if (wants_help(args)) return std::fputs(kUsage, stdout), 0;
    formats::Format to = formats::Format::Line;
    ShapedTarget to_shaped = ShapedTarget::None, from_shaped = ShapedTarget::None;
    std::optional<formats::Format> from;
    bool detect = false;
    Args rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        bool is_to = option_value(args, i, "--to", value, missing);
        if (is_to || option_value(args, i, "--from", value, missing)) {
            std::string option = is_to ? "--to" : "--from";
            if (missing) return usage_error(option + " needs a format: " + format_list());
            if (ShapedTarget shaped = shaped_format(value); shaped != ShapedTarget::None) {
                (is_to ? to_shaped : from_shaped) = shaped;
                if (is_to)
                    to = formats::Format::Line;
                else
                    from.reset();
                continue;
            }
            auto format = formats::format_from_name(value);
            if (!format)
                return usage_error("unknown format '" + std::string(value) + "' for " + option + " (expected " +
                                   format_list() + ")");
            if (is_to)
                to = *format, to_shaped = ShapedTarget::None;
            else
                from = *format, from_shaped = ShapedTarget::None;
        } else if (args[i] == "--detect") {
            detect = true;
        } else {
            rest.push_back(args[i]);
        }
    }
    std::vector<std::string> files;
    if (!collect_files(rest, files)) return 2;
    Converter converter(to, to_shaped, from, from_shaped, detect);
    bool ok = true;
    for (const auto& file : files) {
        InputLines in(file);
        ok = converter.convert(in) && ok;
        ok = !in.failed() && ok;
    }
    return ok ? 0 : 1;
}

}  // namespace sudoku::cli
