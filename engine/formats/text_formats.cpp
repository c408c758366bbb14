// The plain-text formats (81-character line, grid text, SadMan .sdk, Simple Sudoku .ss) and the
// text helpers every format shares.
#include <algorithm>

#include "engine/formats/format_parsers.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats::detail {

// ---- text helpers ------------------------------------------------------------------------------

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::string_view strip_bom(std::string_view text) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    return text;
}

std::string_view trim_right(std::string_view text) {
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    return trim_right(text);
}

std::string_view trim_located(std::string_view text, int& offset) {
    std::string_view body = strip_bom(text);
    std::size_t lead = 0;
    while (lead < body.size() && is_space(body[lead])) ++lead;
    offset = int(text.size() - body.size() + lead);
    return trim_right(body.substr(lead));
}

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
    if (text.size() < prefix.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i) {
        char a = text[i], b = prefix[i];
        if (a >= 'A' && a <= 'Z') a = char(a - 'A' + 'a');
        if (b >= 'A' && b <= 'Z') b = char(b - 'A' + 'a');
        if (a != b) return false;
    }
    return true;
}

std::vector<Line> split_lines(std::string_view text, int first_line) {
    std::vector<Line> lines;
    std::size_t start = 0;
    int number = first_line;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r') continue;
        lines.push_back({number++, text.substr(start, i - start)});
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < text.size()) lines.push_back({number, text.substr(start)});
    return lines;
}

Error line_error(int line, int column, const std::string& message) {
    return line_error(line, column, Phrase::text(message));
}

Error line_error(int line, int column, Phrase message) {
    if (column > 0)
        return Error::say(0, Phrase(N_("line {line}, column {column}: {error}"), {{"line", std::to_string(line)},
                                                                                  {"column", std::to_string(column)},
                                                                                  {"error", std::move(message)}}));
    return Error::say(
        0, Phrase(N_("line {line}: {error}"), {{"line", std::to_string(line)}, {"error", std::move(message)}}));
}

Error shifted(Error error, int offset) {
    if (error.column > 0) error.column += offset;
    return error;
}

bool split_url(std::string_view text, Url& url) {
    std::size_t scheme = 0;
    if (starts_with_nocase(text, "https://")) {
        scheme = 8;
    } else if (starts_with_nocase(text, "http://")) {
        scheme = 7;
    } else {
        // Without a scheme only the sites whose links we read count, so that "www.sudokuwiki.org/..."
        // pasted from an address bar works but a random word with a dot is not taken for a host.
        static constexpr std::string_view kKnownHosts[] = {"www.sudokuwiki.org", "sudokuwiki.org",
                                                           "sudoku.jonasgeiler.com", "sudoku.skayo.dev"};
        bool known = false;
        for (auto host : kKnownHosts)
            known = known || (starts_with_nocase(text, host) &&
                              (text.size() == host.size() ||
                               std::string_view("/?#").find(text[host.size()]) != std::string_view::npos));
        if (!known) return false;
    }
    std::size_t end = text.find_first_of("/?#", scheme);
    if (end == std::string_view::npos) end = text.size();
    url.host.clear();
    for (char c : text.substr(scheme, end - scheme)) url.host += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
    url.rest = text.substr(end);
    url.rest_offset = int(end);
    return true;
}

std::optional<CandidateMasks> notes_if_informative(const Grid& grid, const CandidateMasks& masks) {
    bool all_full = true, all_none = true;
    CandidateMasks notes{};
    for (int cell = 0; cell < kCells; ++cell) {
        if (!grid.is_empty(cell)) continue;
        notes[cell] = masks[cell];
        all_full = all_full && masks[cell] == kAllDigits;
        all_none = all_none && masks[cell] == 0;
    }
    if (all_full || all_none) return std::nullopt;
    return notes;
}

// ---- 81-character line --------------------------------------------------------------------------

namespace {

bool is_line_blank(char c) {
    return c == '0' || c == '.' || c == 'X' || c == '*' || c == '_' || c == ' ';
}

}  // namespace

// Blanks other than 0 and . are turned into '.' in a copy (positions unchanged, so columns stay
// right) and the shared parse_line reads the result. Leading whitespace is indentation, not cells,
// unless the line's first 81 characters are all digits and blanks and the 81 end there (the line
// ends, or goes on with something that is not a cell): then a leading space is an empty cell.
Result<PuzzleState> parse_line_format(std::string_view text) {
    text = strip_bom(text);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
    auto is_cell = [](char c) { return (c >= '1' && c <= '9') || is_line_blank(c); };
    bool from_start = text.size() >= std::size_t(kCells) && std::all_of(text.begin(), text.begin() + kCells, is_cell) &&
                      (text.size() == std::size_t(kCells) || !is_cell(text[kCells]));
    std::size_t i = 0;
    while (!from_start && i < text.size() && is_space(text[i])) ++i;
    std::string mapped(text);
    int cells = 0;
    for (; i < text.size() && cells < kCells; ++i) {
        char c = text[i];
        if (c >= '1' && c <= '9') {
            ++cells;
        } else if (is_line_blank(c)) {
            mapped[i] = '.';
            ++cells;
        } else {
            return Error::say(int(i) + 1, Phrase(N_("{char} is not a digit or a blank (expected 1-9, or 0 . X * _ "
                                                    "or a space for an empty cell)"),
                                                 {{"char", describe_char(c)}}));
        }
    }
    auto parsed = parse_line(mapped, {.allow_trailing_text = true});
    if (!parsed) return parsed.error();
    return PuzzleState{parsed.value(), {}};
}

std::string write_line_format(const PuzzleState& state) {
    return format_line(state.grid.givens());
}

// ---- grid text ---------------------------------------------------------------------------------

namespace {

bool is_grid_separator(char c) {
    return c == ' ' || c == '\t' || c == '|' || c == '+' || c == '-' || c == ',';
}
bool is_grid_blank(char c) {
    return c == '0' || c == '.' || c == '_' || c == 'X';
}
bool is_border_line(std::string_view line) {
    return std::all_of(line.begin(), line.end(), [](char c) { return is_grid_separator(c) || c == '*' || c == '='; });
}

std::string digit_or_dot(int digit) {
    return std::string(1, digit ? char('0' + digit) : '.');
}

}  // namespace

Result<PuzzleState> parse_grid_text(std::string_view text, int first_line) {
    Digits digits{};
    int rows = 0;
    for (const Line& line : split_lines(strip_bom(text), first_line)) {
        std::string_view content = trim_right(line.text);
        if (is_border_line(content) || content.front() == '#') continue;  // blank, border or comment
        if (rows == kSide)
            return line_error(line.number, 0,
                              Phrase(N_("unexpected text after the 9th row (expected 9 rows of 9 cells)")));
        int cells = 0;
        for (std::size_t i = 0; i < content.size(); ++i) {
            char c = content[i];
            if (is_grid_separator(c)) continue;
            if (!(c >= '1' && c <= '9') && !is_grid_blank(c))
                return line_error(line.number, int(i) + 1,
                                  Phrase(N_("{char} is not a digit, a blank (0 . _ X) or a separator (| + - , space)"),
                                         {{"char", describe_char(c)}}));
            if (cells < kSide) digits[cell_at(rows, cells)] = std::uint8_t(is_grid_blank(c) ? 0 : c - '0');
            ++cells;
        }
        if (cells != kSide)
            return line_error(line.number, 0,
                              Phrase(N_("row {row} has {n} cells (expected 9)"),
                                     {{"row", std::to_string(rows + 1)}, {"n", std::to_string(cells)}}));
        ++rows;
    }
    if (rows < kSide)
        return Error::say(0, Phrase(N_("expected 9 rows of 9 cells, found {n} rows"), {{"n", std::to_string(rows)}}));
    return PuzzleState{Grid::from_givens(digits), {}};
}

std::string write_grid_text(const PuzzleState& state) {
    static constexpr std::string_view kBorder = "+-------+-------+-------+\n";
    std::string out;
    for (int row = 0; row < kSide; ++row) {
        if (row % kBoxRows == 0) out += kBorder;
        for (int col = 0; col < kSide; ++col) {
            if (col % kBoxCols == 0)
                out += col ? " | " : "| ";
            else
                out += ' ';
            out += digit_or_dot(state.grid.is_given(cell_at(row, col)) ? state.grid.digit(cell_at(row, col)) : 0);
        }
        out += " |\n";
    }
    out += kBorder;
    return out;
}

// ---- SadMan .sdk -------------------------------------------------------------------------------

Result<PuzzleState> parse_sdk(std::string_view text, int first_line) {
    static constexpr std::string_view kHeaderLetters = "ABCDLSU";
    Digits digits{};
    int rows = 0;
    for (const Line& line : split_lines(strip_bom(text), first_line)) {
        std::string_view content = trim_right(line.text);
        if (content.empty()) continue;
        if (content[0] == '#') {
            if (content.size() < 2 || kHeaderLetters.find(content[1]) == std::string_view::npos)
                return line_error(line.number, 0,
                                  Phrase(N_("unknown header '{header}' (expected #A, #B, #C, #D, #L, #S or #U)"),
                                         {{"header", std::string(content.substr(0, 2))}}));
            continue;
        }
        if (rows == kSide) return line_error(line.number, 0, Phrase(N_("unexpected text after the 9th row")));
        for (std::size_t i = 0; i < content.size() && i < std::size_t(kSide); ++i) {
            char c = content[i];
            if (!(c >= '1' && c <= '9') && c != '.')
                return line_error(line.number, int(i) + 1,
                                  Phrase(N_("{char} is not a digit or '.'"), {{"char", describe_char(c)}}));
            digits[cell_at(rows, int(i))] = std::uint8_t(c == '.' ? 0 : c - '0');
        }
        if (content.size() != std::size_t(kSide))
            return line_error(line.number, 0,
                              Phrase(N_("row {row} has {n} characters (expected 9: digits and '.')"),
                                     {{"row", std::to_string(rows + 1)}, {"n", std::to_string(content.size())}}));
        ++rows;
    }
    if (rows < kSide)
        return Error::say(0, Phrase(N_("expected 9 rows of 9 cells, found {n} rows"), {{"n", std::to_string(rows)}}));
    return PuzzleState{Grid::from_givens(digits), {}};
}

std::string write_sdk(const PuzzleState& state) {
    std::string out;
    for (int row = 0; row < kSide; ++row) {
        for (int col = 0; col < kSide; ++col)
            out += digit_or_dot(state.grid.is_given(cell_at(row, col)) ? state.grid.digit(cell_at(row, col)) : 0);
        out += '\n';
    }
    return out;
}

// ---- Simple Sudoku .ss -------------------------------------------------------------------------

namespace {

constexpr std::string_view kSsRule = "-----------";
constexpr std::string_view kSsFrame = "*-----------*";
constexpr std::string_view kSsFramedRule = "|---+---+---|";

/// Reads "abc|def|ghi" (or "|abc|def|ghi|" when framed) into row `row`. `offset` is the column of
/// content[0] in the line as given.
std::optional<Error> read_ss_row(const Line& line, std::string_view content, int offset, bool framed, int row,
                                 Digits& digits) {
    std::string_view example = framed ? "|..3|4..|...|" : "..3|4..|...";
    if (framed) {
        if (content.size() != 13 || content.front() != '|' || content.back() != '|')
            return line_error(line.number, 0,
                              Phrase(N_("expected row {row} like '{example}'"),
                                     {{"row", std::to_string(row + 1)}, {"example", std::string(example)}}));
        content = content.substr(1, 11);
        ++offset;
    }
    if (content.size() != 11 || content[3] != '|' || content[7] != '|')
        return line_error(line.number, 0,
                          Phrase(N_("expected row {row} like '{example}'"),
                                 {{"row", std::to_string(row + 1)}, {"example", std::string(example)}}));
    int col = 0;
    for (std::size_t i = 0; i < content.size(); ++i) {
        if (i == 3 || i == 7) continue;
        char c = content[i];
        if (!(c >= '1' && c <= '9') && c != '.')
            return line_error(line.number, offset + int(i) + 1,
                              Phrase(N_("{char} is not a digit or '.'"), {{"char", describe_char(c)}}));
        digits[cell_at(row, col++)] = std::uint8_t(c == '.' ? 0 : c - '0');
    }
    return std::nullopt;
}

}  // namespace

Result<PuzzleState> parse_simple_sudoku(std::string_view text, int first_line) {
    Digits digits{};
    bool started = false, framed = false, closed = false, rule_due = false;
    int rows = 0;
    for (const Line& line : split_lines(strip_bom(text), first_line)) {
        std::string_view right = trim_right(line.text);
        std::size_t lead = 0;
        while (lead < right.size() && is_space(right[lead])) ++lead;
        std::string_view content = right.substr(lead);
        if (content.empty()) continue;
        if (!started) {
            started = true;
            if (content == kSsFrame) {
                framed = true;
                continue;
            }
        }
        if (closed) break;  // Simple Sudoku's clipboard text ends with its name and version
        if (rule_due) {
            std::string_view rule = framed ? kSsFramedRule : kSsRule;
            if (content != rule)
                return line_error(line.number, 0,
                                  Phrase(N_("expected '{rule}' after row {row}"),
                                         {{"rule", std::string(rule)}, {"row", std::to_string(rows)}}));
            rule_due = false;
            continue;
        }
        if (rows == kSide) {
            if (!framed) return line_error(line.number, 0, Phrase(N_("unexpected text after the 9th row")));
            if (content != kSsFrame)
                return line_error(
                    line.number, 0,
                    Phrase(N_("expected the closing '{frame}' after row 9"), {{"frame", std::string(kSsFrame)}}));
            closed = true;
            continue;
        }
        if (auto error = read_ss_row(line, content, int(lead), framed, rows, digits)) return *error;
        ++rows;
        rule_due = rows < kSide && rows % kBoxRows == 0;
    }
    if (rows < kSide) return Error::say(0, Phrase(N_("expected 9 rows, found {n}"), {{"n", std::to_string(rows)}}));
    if (framed && !closed)
        return Error::say(0,
                          Phrase(N_("expected the closing '{frame}' after row 9"), {{"frame", std::string(kSsFrame)}}));
    return PuzzleState{Grid::from_givens(digits), {}};
}

std::string write_simple_sudoku(const PuzzleState& state) {
    std::string out;
    for (int row = 0; row < kSide; ++row) {
        if (row > 0 && row % kBoxRows == 0) {
            out += kSsRule;
            out += '\n';
        }
        for (int col = 0; col < kSide; ++col) {
            if (col > 0 && col % kBoxCols == 0) out += '|';
            out += digit_or_dot(state.grid.is_given(cell_at(row, col)) ? state.grid.digit(cell_at(row, col)) : 0);
        }
        out += '\n';
    }
    return out;
}

}  // namespace sudoku::formats::detail
