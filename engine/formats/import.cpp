// Format names, dispatch to the readers and writers, and recognising which format a text is in.
#include <algorithm>

#include "engine/formats/format_parsers.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats {

namespace {

struct FormatInfo {
    Format format;
    std::string_view name;
    std::string_view description;
    bool multiline;
    bool progress;
};

constexpr FormatInfo kInfo[] = {
    {Format::Line, "line", N_("81-character line"), false, false},
    {Format::Grid, "grid", N_("9x9 grid"), true, false},
    {Format::Sdk, "sdk", N_("SadMan Sudoku .sdk file"), true, false},
    {Format::SimpleSudoku, "ss", N_("Simple Sudoku .ss file"), true, false},
    {Format::SudokuWiki, "sudokuwiki", N_("SudokuWiki URL"), false, false},
    {Format::SudokuWikiMarks, "sudokuwiki-marks", N_("SudokuWiki URL with pencil marks (162 characters)"), false, true},
    {Format::SudokuWikiS9B, "sudokuwiki-s9b", N_("SudokuWiki S9B code"), false, true},
    {Format::Sencode, "sencode", N_("sencode"), false, false},
    {Format::SencodeUrl, "sencode-url", N_("sencode URL"), false, false},
    {Format::Share, "share", N_("share code"), false, true},
    {Format::ShareUrl, "share-url", N_("share URL"), false, true},
};

const FormatInfo& info(Format format) {
    for (const auto& entry : kInfo)
        if (entry.format == format) return entry;
    return kInfo[0];
}

/// The error with the format it was read as named in front of the message.
Error as_format(Error error, Format format) {
    const int column = error.column;
    Error out =
        Error::say(column, Phrase(N_("not a valid {format}: {error}"),
                                  {{"format", Phrase(info(format).description.data())}, {"error", error.as_phrase()}}));
    return out;
}

Result<Imported> tagged(Result<PuzzleState> parsed, Format format) {
    if (!parsed) return as_format(parsed.error(), format);
    return Imported{std::move(parsed).value(), format};
}

/// Reads with a family reader that says which format of the family it read.
template <class Reader>
Result<Imported> read_family(Reader reader, std::string_view text) {
    Format format = Format::Line;
    auto parsed = reader(text, format);  // sets format, so it must run before tagging
    return tagged(std::move(parsed), format);
}

bool is_url_like(std::string_view text) {
    return detail::starts_with_nocase(text, "http://") || detail::starts_with_nocase(text, "https://") ||
           detail::starts_with_nocase(text, "www.");
}

constexpr const char* kNoFormat =
    N_("not a puzzle in any format this program reads: expected an 81-character line, a 9x9 grid, an .sdk or .ss "
       "file, a SudokuWiki or sencode link or code, or a share code");

Result<Imported> import_one_line(std::string_view text) {
    using namespace detail;
    int offset = 0;
    std::string_view line = trim_located(text, offset);
    if (looks_like_share_code(line)) return read_family(parse_share_code, text);
    Url url;
    bool has_host = split_url(line, url);
    if (has_host || is_url_like(line)) {
        if (!has_host) {  // "www.example.com/...": name the host in the message
            url.host = std::string(line.substr(0, line.find_first_of("/?#")));
            std::transform(url.host.begin(), url.host.end(), url.host.begin(),
                           [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
        }
        if (url.host == "www.sudokuwiki.org" || url.host == "sudokuwiki.org")
            return read_family(parse_sudokuwiki, text);
        if (url.host == "sudoku.jonasgeiler.com" || url.host == "sudoku.skayo.dev")
            return read_family(parse_sencode, text);
        return Error::say(offset + 1,
                          Phrase(N_("a link to '{host}', which is not a puzzle site this program reads "
                                    "(expected www.sudokuwiki.org, sudoku.jonasgeiler.com or a share link)"),
                                 {{"host", url.host}}));
    }
    // A sencode can start with "S9B"; an S9B code never has a - or _, so sencodes are tried first.
    if (looks_like_sencode(line)) return read_family(parse_sencode, text);
    if (looks_like_s9b(line) || looks_like_sudokuwiki_marks(line)) return read_family(parse_sudokuwiki, text);
    char first = line.empty() ? '\0' : line[0];
    bool line_like = (first >= '0' && first <= '9') || first == '.' || first == 'X' || first == '*' || first == '_';
    if (!line_like) return Error::say(0, Phrase(kNoFormat));
    return tagged(parse_line_format(text), Format::Line);
}

bool is_ss_shaped(std::string_view line) {
    return line == "*-----------*" || (line.size() == 11 && line[3] == '|' && line[7] == '|');
}

bool has_sdk_header(const std::vector<detail::Line>& lines) {
    for (const auto& line : lines)
        if (line.text.size() >= 2 && line.text[0] == '#' &&
            std::string_view("ABCDLSU").find(line.text[1]) != std::string_view::npos)
            return true;
    return false;
}

}  // namespace

std::string_view format_name(Format format) {
    return info(format).name;
}
std::string_view format_description(Format format) {
    return info(format).description;
}
bool is_multiline(Format format) {
    return info(format).multiline;
}
bool carries_progress(Format format) {
    return info(format).progress;
}

std::optional<Format> format_from_name(std::string_view name) {
    for (const auto& entry : kInfo)
        if (entry.name == name) return entry.format;
    return std::nullopt;
}

bool is_single_line_puzzle(std::string_view line) {
    using namespace detail;
    std::string_view text = trim(strip_bom(line));
    Url url;
    return looks_like_share_code(text) || is_url_like(text) || split_url(text, url) || looks_like_s9b(text) ||
           looks_like_sencode(text) || text.size() >= 30;
}

Result<Imported> import_puzzle(std::string_view text, int first_line) {
    using namespace detail;
    auto lines = split_lines(strip_bom(text), first_line);
    std::vector<Line> content;  // lines with something on them other than a # comment
    for (const auto& line : lines)
        if (!trim(line.text).empty() && trim(line.text)[0] != '#') content.push_back(line);
    if (content.empty()) return Error::say(0, Phrase(N_("no puzzle: the text is empty")));
    if (content.size() == 1) {
        // One line of content, perhaps with comments around it: read that line alone, so that
        // columns are counted in it.
        auto imported = import_one_line(content[0].text);
        if (imported || lines.size() == 1) return imported;
        Error error = imported.error();
        if (error.column > 0) return line_error(content[0].number, error.column, error.as_phrase());
        return error;
    }

    std::string_view first = trim(content[0].text);
    if (is_single_line_puzzle(first) && is_single_line_puzzle(content[1].text))
        return line_error(content[1].number, 0,
                          Phrase(N_("a second puzzle: the text holds {n} lines that each look like a whole puzzle "
                                    "(expected one puzzle)"),
                                 {{"n", std::to_string(content.size())}}));
    if (is_ss_shaped(first)) {
        // Grids drawn with "+" rules look like .ss rows too: fall back to reading a grid.
        auto ss = parse_simple_sudoku(text, first_line);
        if (ss) return Imported{std::move(ss).value(), Format::SimpleSudoku};
        if (auto grid = parse_grid_text(text, first_line)) return Imported{std::move(grid).value(), Format::Grid};
        return as_format(ss.error(), Format::SimpleSudoku);
    }
    auto sdk = parse_sdk(text, first_line);
    if (sdk) return Imported{std::move(sdk).value(), Format::Sdk};
    if (has_sdk_header(lines)) return as_format(sdk.error(), Format::Sdk);
    return tagged(parse_grid_text(text, first_line), Format::Grid);
}

Result<PuzzleState> parse_puzzle(std::string_view text, Format format, int first_line) {
    using namespace detail;
    Format read = format;
    switch (format) {
        case Format::Line:
            return parse_line_format(text);
        case Format::Grid:
            return parse_grid_text(text, first_line);
        case Format::Sdk:
            return parse_sdk(text, first_line);
        case Format::SimpleSudoku:
            return parse_simple_sudoku(text, first_line);
        case Format::SudokuWiki:
        case Format::SudokuWikiMarks:
        case Format::SudokuWikiS9B:
            return parse_sudokuwiki(text, read);
        case Format::Sencode:
        case Format::SencodeUrl:
            return parse_sencode(text, read);
        case Format::Share:
        case Format::ShareUrl:
            return parse_share_code(text, read);
    }
    return Error{0, "unknown format"};
}

std::string export_puzzle(const PuzzleState& state, Format format) {
    using namespace detail;
    switch (format) {
        case Format::Line:
            return write_line_format(state);
        case Format::Grid:
            return write_grid_text(state);
        case Format::Sdk:
            return write_sdk(state);
        case Format::SimpleSudoku:
            return write_simple_sudoku(state);
        case Format::SudokuWiki:
        case Format::SudokuWikiMarks:
        case Format::SudokuWikiS9B:
            return write_sudokuwiki(state, format);
        case Format::Sencode:
            return write_sencode(state);
        case Format::SencodeUrl:
            return write_sencode_url(state);
        case Format::Share:
            return write_share_code(state);
        case Format::ShareUrl:
            return write_share_url(state);
    }
    return {};
}

}  // namespace sudoku::formats
