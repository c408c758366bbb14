#include "engine/model/notation.hpp"

#include "engine/model/text.hpp"

namespace sudoku {

// Strings are built with append rather than "literal" + std::string: g++ 12 at -O3 reports a
// false -Wrestrict on the latter (GCC bug 105651).
std::string cell_name(int cell) {
    std::string name = "r";
    name += std::to_string(row_of(cell) + 1);
    name += 'c';
    name += std::to_string(col_of(cell) + 1);
    return name;
}

std::string house_name(int house) {
    static constexpr const char* kKindNames[] = {"row", "column", "box"};
    std::string name = kKindNames[int(house_kind(house))];
    name += ' ';
    name += std::to_string(house_index(house) + 1);
    return name;
}

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

}  // namespace

std::string describe_char(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
    static constexpr char kHex[] = "0123456789abcdef";
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 15];
}

Result<Grid> parse_line(std::string_view text, LineOptions options) {
    std::size_t begin = 0;
    while (begin < text.size() && is_space(text[begin])) ++begin;
    std::size_t end = text.size();
    while (end > begin && is_space(text[end - 1])) --end;

    Digits digits{};
    int cells = 0;
    for (std::size_t i = begin; i < end; ++i) {
        int column = int(i) + 1;
        if (cells == kCells) {
            if (options.allow_trailing_text) break;
            return Error::say(column, Phrase(N_("unexpected {char} after the {n} cells of the puzzle"),
                                             {{"char", describe_char(text[i])}, {"n", std::to_string(kCells)}}));
        }
        char c = text[i];
        if (c >= '1' && c <= '0' + kDigits) {
            digits[cells++] = std::uint8_t(c - '0');
        } else if (c == '0' || c == '.') {
            digits[cells++] = 0;
        } else {
            return Error::say(column, Phrase(N_("{char} is not a digit or a blank (expected 1-9, 0 or .)"),
                                             {{"char", describe_char(c)}}));
        }
    }
    if (cells < kCells) {
        if (cells == 0)
            return Error::say(0, Phrase(N_("empty line: expected {n} cells"), {{"n", std::to_string(kCells)}}));
        return Error::say(0, Phrase(N_("too short: expected {n} cells, found {found}"),
                                    {{"n", std::to_string(kCells)}, {"found", std::to_string(cells)}}));
    }
    return Grid::from_givens(digits);
}

std::string format_line(const Digits& digits, char blank) {
    std::string out(kCells, blank);
    for (int cell = 0; cell < kCells; ++cell)
        if (digits[cell] != 0) out[cell] = char('0' + digits[cell]);
    return out;
}

}  // namespace sudoku
