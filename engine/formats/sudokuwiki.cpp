// SudokuWiki links: https://www.sudokuwiki.org/sudoku.htm?bd=VALUE, where VALUE is one of
//
//   81 characters   the puzzle: digits, 0 or . for blanks (the classic form)
//   162 characters  two base-32 digits (0-9 a-v) per cell, cells in reading order, of
//                   (mask << 1) | is_clue, mask bit d-1 = digit d. A clue has one bit; a non-clue
//                   with one bit is a solved cell; more bits are the cell's candidates; 0 is an
//                   empty cell without candidates. (SudokuWiki, "Sudoku String Definitions", 2023.)
//                   The example link on that page sets the clue bit on some cells with several
//                   candidates; they are read as candidates (a clue bit with no digit is an error).
//   S9B + 162       two base-36 digits per cell: 0 empty, 1-9 clue, 10-18 solved digit v-9,
//                   19-529 candidates mask + 18. (The "S9B" encoding SudokuWiki shares with the
//                   puzzle-coding library: type S, size 9, version B.)
//
// The writers put every empty cell's notes, or all nine candidates when the player has no notes;
// the readers give "no notes" back when every empty cell has all nine (or none). A note of a
// single candidate cannot be told from a solved cell in the 162 form, so it reads back as a digit.
#include "engine/formats/format_parsers.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats::detail {

namespace {

constexpr std::string_view kUrlPrefix = "https://www.sudokuwiki.org/sudoku.htm?bd=";
constexpr int kMaxS9BValue = kAllDigits + 2 * kDigits;  // 529: all candidates + the candidates offset

int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

char digit_char(int value) {
    return value < 10 ? char('0' + value) : char('a' + value - 10);
}

/// The cells of a two-characters-per-cell value, as numbers; the error names the column.
Result<std::array<int, kCells>> read_pairs(std::string_view text, int offset, int base, std::string_view digits_name) {
    std::array<int, kCells> values{};
    for (int cell = 0; cell < kCells; ++cell) {
        int value = 0;
        for (int k = 0; k < 2; ++k) {
            char c = text[2 * cell + k];
            int d = digit_value(c);
            if (d >= base)
                return Error::say(offset + 2 * cell + k + 1, Phrase(N_("{char} is not a base-{base} digit ({digits})"),
                                                                    {{"char", describe_char(c)},
                                                                     {"base", std::to_string(base)},
                                                                     {"digits", std::string(digits_name)}}));
            value = value * base + d;
        }
        values[cell] = value;
    }
    return values;
}

Result<PuzzleState> read_marks(std::string_view text, int offset) {
    auto values = read_pairs(text, offset, 32, "0-9, a-v");
    if (!values) return values.error();
    Grid grid;
    CandidateMasks masks{};
    for (int cell = 0; cell < kCells; ++cell) {
        int value = values.value()[cell];
        auto mask = DigitMask(value >> 1);
        bool clue = value & 1;
        if (clue && mask == 0)
            return Error::say(offset + 2 * cell + 1, Phrase(N_("cell {cell} is marked as a clue but holds no digit"),
                                                            {{"cell", cell_name(cell)}}));
        if (clue && symbol_count(mask) == 1)
            grid.set_given(cell, first_digit(mask));
        else if (symbol_count(mask) == 1)
            grid.set_digit(cell, first_digit(mask));
        else
            masks[cell] = mask;
    }
    return PuzzleState{grid, notes_if_informative(grid, masks)};
}

Result<PuzzleState> read_s9b(std::string_view text, int offset) {
    auto values = read_pairs(text, offset, 36, "0-9, a-z");
    if (!values) return values.error();
    Grid grid;
    CandidateMasks masks{};
    for (int cell = 0; cell < kCells; ++cell) {
        int value = values.value()[cell];
        if (value > kMaxS9BValue)
            return Error::say(offset + 2 * cell + 1, Phrase(N_("cell {cell} has the value {value} (expected 0-{max})"),
                                                            {{"cell", cell_name(cell)},
                                                             {"value", std::to_string(value)},
                                                             {"max", std::to_string(kMaxS9BValue)}}));
        if (value == 0) continue;
        if (value <= kDigits)
            grid.set_given(cell, value);
        else if (value <= 2 * kDigits)
            grid.set_digit(cell, value - kDigits);
        else
            masks[cell] = DigitMask(value - 2 * kDigits);
    }
    return PuzzleState{grid, notes_if_informative(grid, masks)};
}

/// Reads a bd= value that starts at `offset` (0-based) in the text the user gave.
Result<PuzzleState> read_value(std::string_view value, int offset, Format& format) {
    if (starts_with_nocase(value, "S9B")) {
        format = Format::SudokuWikiS9B;
        if (value.size() != 3 + 2 * kCells)
            return Error::say(offset + 1, Phrase(N_("the S9B code has {n} characters after S9B (expected 162: two "
                                                    "base-36 digits per cell)"),
                                                 {{"n", std::to_string(value.size() - 3)}}));
        return read_s9b(value.substr(3), offset + 3);
    }
    if (value.size() == 2 * kCells) {
        format = Format::SudokuWikiMarks;
        return read_marks(value, offset);
    }
    format = Format::SudokuWiki;
    if (value.size() != kCells)
        return Error::say(offset + 1, Phrase(N_("the puzzle has {n} characters (expected 81 digits, 162 base-32 "
                                                "digits, or S9B and 162 base-36 digits)"),
                                             {{"n", std::to_string(value.size())}}));
    auto grid = parse_line(value);
    if (!grid) return shifted(grid.error(), offset);
    return PuzzleState{grid.value(), {}};
}

bool is_sudokuwiki_host(std::string_view host) {
    return host == "www.sudokuwiki.org" || host == "sudokuwiki.org";
}

}  // namespace

bool looks_like_sudokuwiki_marks(std::string_view text) {
    if (text.size() != 2 * kCells) return false;
    for (char c : text)
        if (digit_value(c) >= 32) return false;
    return true;
}

bool looks_like_s9b(std::string_view text) {
    return starts_with_nocase(text, "S9B");
}

Result<PuzzleState> parse_sudokuwiki(std::string_view text, Format& format) {
    int offset = 0;
    std::string_view trimmed = trim_located(text, offset);
    format = Format::SudokuWiki;

    Url url;
    std::string_view rest;
    int rest_offset = 0;
    if (split_url(trimmed, url)) {
        if (!is_sudokuwiki_host(url.host))
            return Error::say(offset + 1, Phrase(N_("not a SudokuWiki URL: the site is '{host}' (expected "
                                                    "www.sudokuwiki.org)"),
                                                 {{"host", url.host}}));
        rest = url.rest;
        rest_offset = url.rest_offset;
    } else {
        return read_value(trimmed, offset, format);  // a bare bd= value
    }

    // The query runs from '?' to '#' or the end; the puzzle is its bd= parameter.
    std::size_t query = rest.find('?');
    std::size_t fragment = rest.find('#');
    if (query != std::string_view::npos && query < fragment) {
        std::size_t end = fragment == std::string_view::npos ? rest.size() : fragment;
        std::size_t pos = query + 1;
        while (pos <= end) {
            std::size_t amp = rest.find('&', pos);
            if (amp == std::string_view::npos || amp > end) amp = end;
            std::string_view param = rest.substr(pos, amp - pos);
            if (starts_with_nocase(param, "bd="))
                return read_value(param.substr(3), offset + rest_offset + int(pos) + 3, format);
            pos = amp + 1;
        }
    }
    return Error::say(0, Phrase(N_("the SudokuWiki URL has no bd= parameter (the puzzle)")));
}

std::string write_sudokuwiki(const PuzzleState& state, Format format) {
    const Grid& grid = state.grid;
    std::string out(kUrlPrefix);
    if (format == Format::SudokuWiki) {
        out += format_line(grid.givens(), '0');
        return out;
    }
    if (format == Format::SudokuWikiS9B) out += "S9B";
    for (int cell = 0; cell < kCells; ++cell) {
        DigitMask notes = state.notes ? (*state.notes)[cell] : kAllDigits;
        int value = 0;
        if (format == Format::SudokuWikiMarks) {
            int mask = grid.is_empty(cell) ? notes : digit_bit(grid.digit(cell));
            value = (mask << 1) | (grid.is_given(cell) ? 1 : 0);
            out += digit_char(value / 32);
            out += digit_char(value % 32);
        } else {
            if (grid.is_given(cell))
                value = grid.digit(cell);
            else if (!grid.is_empty(cell))
                value = grid.digit(cell) + kDigits;
            else if (notes != 0)
                value = notes + 2 * kDigits;
            out += digit_char(value / 36);
            out += digit_char(value % 36);
        }
    }
    return out;
}

}  // namespace sudoku::formats::detail
