#include "tools/cli/puzzle_input.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "engine/notation.hpp"

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
    for (;;) {
        if (pos_ == end_ && !fill()) {
            if (line.empty()) return false;
            break;  // a last line without a line end
        }
        char c = buffer_[pos_++];
        if (after_cr_) {
            after_cr_ = false;
            if (c == '\n') continue;  // CRLF
        }
        if (c == '\n') break;
        if (c == '\r') {
            after_cr_ = true;  // a lone CR ends the line now: waiting to see a LF could block a terminal
            break;
        }
        line += c;
    }
    if (++line_number_ == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
    return true;
}

InputSummary for_each_puzzle_while(const std::string& path, const std::function<bool(const PuzzleLine&)>& visit) {
    InputSummary summary;
    InputLines in(path);
    std::string text;
    while (in.next(text)) {
        std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first == std::string::npos || text[first] == '#') continue;
        auto parsed = parse_line(text, {.allow_trailing_text = true});
        if (!parsed) {
            std::fprintf(stderr, "%s:%d: %s\n", in.source().c_str(), in.line_number(),
                         parsed.error().to_string().c_str());
            ++summary.bad_lines;
            continue;
        }
        ++summary.puzzles;
        if (!visit(PuzzleLine{in.source(), in.line_number(), parsed.value()})) {
            summary.stopped = true;
            break;
        }
    }
    if (in.failed()) ++summary.bad_lines;
    return summary;
}

InputSummary for_each_puzzle(const std::string& path, const std::function<void(const PuzzleLine&)>& visit) {
    return for_each_puzzle_while(path, [&](const PuzzleLine& line) {
        visit(line);
        return true;
    });
}

}  // namespace sudoku::cli
