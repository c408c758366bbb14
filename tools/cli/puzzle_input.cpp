#include "tools/cli/puzzle_input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "engine/formats/shape_text.hpp"
#include "engine/model/bytes.hpp"
#include "engine/model/notation.hpp"

namespace sudoku::cli {

InputLines::InputLines(const std::string& path) : source_(path == "-" ? "<stdin>" : path) {
    if (path == "-") {
        fd_ = 0;
    } else {
        fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd_ < 0) {
            std::fprintf(stderr, "%s: cannot open file\n", path.c_str());
            failed_ = true;
            return;
        }
        owned_ = true;
    }
    // A directory opens fine and then reads as an error (or as nothing): say what it is instead.
    // Pipes, terminals and other devices are read as streams.
    struct stat info {};
    if (::fstat(fd_, &info) == 0 && S_ISDIR(info.st_mode)) {
        std::fprintf(stderr, "%s: is a directory\n", source_.c_str());
        failed_ = true;
        if (owned_) ::close(fd_);
        fd_ = -1;
        return;
    }
    buffer_.resize(1 << 16);
}

InputLines::~InputLines() {
    if (owned_ && fd_ >= 0) ::close(fd_);
}

bool InputLines::fill() {
    while (fd_ >= 0) {
        ssize_t n = ::read(fd_, buffer_.data(), buffer_.size());
        if (n > 0) {
            pos_ = 0, end_ = std::size_t(n);
            return true;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            std::fprintf(stderr, "%s: cannot read: %s\n", source_.c_str(), std::strerror(errno));
            failed_ = true;
        }
        if (owned_) ::close(fd_);
        fd_ = -1;
    }
    return false;
}

bool InputLines::next(std::string& line) {
    line.clear();
    bool too_long = false;  // this line passed kMaxLineBytes: reported, and read past to its end
    for (;;) {
        if (pos_ == end_ && !fill()) {
            if (line.empty() && !too_long) return false;
            if (too_long) {  // a last line without a line end, too long
                count_line();
                return false;
            }
            break;  // a last line without a line end
        }
        if (after_cr_) {
            after_cr_ = false;
            if (buffer_[pos_] == '\n') {  // CRLF
                ++pos_;
                continue;
            }
        }
        // The rest of the line in this buffer, appended at once (up to the cap).
        const char* begin = buffer_.data() + pos_;
        const char* stop = buffer_.data() + end_;
        const char* p = begin;
        while (p != stop && *p != '\n' && *p != '\r') ++p;
        if (!too_long) {
            if (line.size() + std::size_t(p - begin) <= kMaxLineBytes) {
                line.append(begin, p);
            } else {
                too_long = true;
                ++long_lines_;
                std::fprintf(stderr, "%s:%d: the line is longer than %zu bytes (longer than any puzzle); skipped\n",
                             source_.c_str(), line_number_ < INT_MAX ? line_number_ + 1 : line_number_, kMaxLineBytes);
                line.clear();
            }
        }
        pos_ = std::size_t(p - buffer_.data());
        if (p == stop) continue;
        ++pos_;
        // A lone CR ends the line now: waiting to see a LF could block a terminal.
        if (*p == '\r') after_cr_ = true;
        if (too_long) {  // skipped: on to the next line
            too_long = false;
            count_line();
            continue;
        }
        break;
    }
    if (count_line() == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
    return true;
}

Puzzle PuzzleLine::as_shaped() const {
    if (form == InputForm::Line) return formats::classic_shaped(grid.givens());
    return shaped;
}

namespace {

/// The common case read fast: a line that starts with 81 cells ('1'-'9', '0' or '.'). What
/// parse_line makes of such a line (text after the cells is ignored), without its checks for the
/// other forms: it cannot be a Solo game ID (no ':' among its first 33 characters) or a shape
/// text header. Eight characters at a time; any other character sends the line to the parser,
/// which names it.
bool read_plain_line(const std::string& text, Grid& grid) {
    if (text.size() < std::size_t(kCells)) return false;
    constexpr std::uint64_t kOnes = 0x0101010101010101u, kHigh = 0x8080808080808080u;
    Digits digits;
    for (int i = 0; i < kCells; i += 8) {
        const int n = std::min(8, kCells - i);
        char chars[8] = {'0', '0', '0', '0', '0', '0', '0', '0'};  // the last word padded with '0'
        std::memcpy(chars, text.data() + i, std::size_t(n));
        std::uint64_t word;
        std::memcpy(&word, chars, sizeof word);
        if (word & kHigh) return false;                          // a byte outside ASCII
        const std::uint64_t x = word ^ (0x30 * kOnes);           // '0'..'9' -> 0..9, '.' -> 0x1E
        const std::uint64_t z = x ^ (0x1E * kOnes);              // '.' -> 0
        const std::uint64_t dots = zero_bytes(z);                // high bit where '.'
        const std::uint64_t big = (x + (0x76 * kOnes)) & kHigh;  // high bit where x >= 10
        if (big & ~dots) return false;
        const std::uint64_t value = x & ~((dots >> 7) * 0xFF);
        std::memcpy(digits.data() + i, &value, std::size_t(n));
    }
    grid = Grid::from_givens(digits);
    return true;
}

bool is_blank_or_comment(const std::string& text) {
    std::size_t first = text.find_first_not_of(" \t\r\n");
    return first == std::string::npos || text[first] == '#';
}

/// Reads a Solo game ID: the line's first word (text after a space or tab is ignored).
Result<Puzzle> read_solo_line(const std::string& text) {
    std::size_t start = text.find_first_not_of(" \t");
    std::size_t end = text.find_first_of(" \t", start);
    if (end == std::string::npos) end = text.size();
    auto parsed = formats::parse_solo_id(std::string_view(text).substr(0, end));
    return parsed;
}

}  // namespace

std::string block_too_big(int rows_found, int rows_needed, int line_number) {
    return "the shape text block starting here has " + std::to_string(rows_found) + " of its " +
           std::to_string(rows_needed) + " rows at line " + std::to_string(line_number) + ", past " +
           std::to_string(kMaxBlockLines) + " lines or " + std::to_string(kMaxBlockBytes >> 10) +
           " KiB (longer than any puzzle); skipped";
}

InputSummary for_each_puzzle_while(const std::string& path, const std::function<bool(const PuzzleLine&)>& visit) {
    InputSummary summary;
    InputLines in(path);
    std::string pending;
    // A shape text block reads ahead until it has its rows; a header found instead starts the next.
    bool have_pending = false;
    int pending_number = 0;
    auto next_line = [&](std::string& line, int& number) {
        if (have_pending) {
            have_pending = false;
            line.swap(pending);
            number = pending_number;
            return true;
        }
        if (!in.next(line)) return false;
        number = in.line_number();
        return true;
    };
    std::string line;
    int number = 0;
    auto report = [&](const std::string& message) {
        std::fprintf(stderr, "%s:%d: %s\n", in.source().c_str(), number, message.c_str());
        ++summary.bad_lines;
    };
    PuzzleLine puzzle{in.source(), 0, Grid{}, InputForm::Line, {}};
    while (next_line(line, number)) {
        puzzle.line_number = number;
        puzzle.form = InputForm::Line;
        if (puzzle.shaped.shape) puzzle.shaped = {};
        puzzle.grid = Grid{};
        if (read_plain_line(line, puzzle.grid)) {
            // the classic line, read
        } else if (is_blank_or_comment(line)) {
            continue;
        } else if (formats::looks_like_solo_id(line)) {
            auto parsed = read_solo_line(line);
            if (!parsed) {
                report(parsed.error().to_string());
                continue;
            }
            puzzle.form = InputForm::Solo;
            puzzle.shaped = std::move(parsed).value();
        } else if (formats::is_shape_text_header(line)) {
            auto rows = formats::shape_text_rows(line);
            if (!rows) {
                report(rows.error().to_string());
                continue;
            }
            std::string block = line;
            const int first = number;
            int found = 0, block_lines = 1;
            bool too_big = false;
            std::string row;
            int row_number = 0;
            while (found < rows.value() && next_line(row, row_number)) {
                if (formats::is_shape_text_header(row)) {  // the next puzzle: this one is short
                    pending.swap(row);
                    pending_number = row_number;
                    have_pending = true;
                    break;
                }
                if (++block_lines > kMaxBlockLines || block.size() + 1 + row.size() > kMaxBlockBytes) {
                    too_big = true;  // this line is read again after the block
                    pending.swap(row);
                    pending_number = row_number;
                    have_pending = true;
                    break;
                }
                block += '\n';
                block += row;
                if (formats::is_shape_text_row(row)) ++found;
            }
            if (too_big) {
                report(block_too_big(found, rows.value(), row_number));
                continue;
            }
            auto parsed = formats::parse_shape_text(block, first);
            if (!parsed) {
                std::fprintf(stderr, "%s: %s\n", in.source().c_str(), parsed.error().to_string().c_str());
                ++summary.bad_lines;
                continue;
            }
            puzzle.form = InputForm::ShapeText;
            puzzle.shaped = std::move(parsed).value();
        } else {
            auto parsed = parse_line(line, {.allow_trailing_text = true});
            if (!parsed) {
                report(parsed.error().to_string());
                continue;
            }
            puzzle.grid = parsed.value();
        }
        if (puzzle.form != InputForm::Line && puzzle.shaped.shape->is_classic())
            puzzle.grid = Grid::from_givens(formats::classic_digits(puzzle.shaped.givens));
        ++summary.puzzles;
        if (!visit(puzzle)) {
            summary.stopped = true;
            break;
        }
    }
    if (in.failed()) ++summary.bad_lines;
    summary.bad_lines += in.long_lines();
    return summary;
}

InputSummary for_each_puzzle(const std::string& path, const std::function<void(const PuzzleLine&)>& visit) {
    return for_each_puzzle_while(path, [&](const PuzzleLine& line) {
        visit(line);
        return true;
    });
}

}  // namespace sudoku::cli
