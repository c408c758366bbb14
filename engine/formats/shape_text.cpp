// Shape text, the any-shape reader and classic formats for shaped puzzles: see shape_text.hpp.
#include "engine/formats/shape_text.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/formats/format_parsers.hpp"
#include "engine/grid.hpp"
#include "engine/notation.hpp"

namespace sudoku::formats {

namespace {

using detail::line_error;

std::string board_name(int n) {
    std::string out = std::to_string(n);
    out += 'x';
    out += std::to_string(n);
    return out;
}

bool is_label(std::string_view content, std::string_view label) {
    content = detail::trim(content);
    return content.size() == label.size() && detail::starts_with_nocase(content, label);
}

bool is_separator(std::string_view line) {
    bool dash = false;
    for (char ch : line) {
        if (ch == '-' || ch == '+' || ch == '=') {
            dash = true;
        } else if (ch != '|' && !detail::is_space(ch)) {
            return false;
        }
    }
    return dash;
}

bool is_skipped(std::string_view line) {
    std::string_view content = detail::trim(line);
    return content.empty() || content[0] == '#' || is_separator(content);
}

/// The header's parameters ("2x3" in "shape: 2x3") and their column in the line.
std::string_view header_params(std::string_view line, int& column) {
    std::size_t start = 0;
    while (start < line.size() && detail::is_space(line[start])) ++start;
    start += 6;  // "shape:"
    while (start < line.size() && detail::is_space(line[start])) ++start;
    column = int(start) + 1;
    return detail::trim_right(line.substr(std::min(start, line.size())));
}

/// The cells of one row: its characters other than spaces, tabs and '|', with their columns.
struct RowCell {
    char ch;
    int column;
};
struct Row {
    int line;
    std::vector<RowCell> cells;
};
std::vector<RowCell> row_cells(std::string_view line) {
    std::vector<RowCell> cells;
    for (std::size_t i = 0; i < line.size(); ++i)
        if (line[i] != '|' && !detail::is_space(line[i])) cells.push_back({line[i], int(i) + 1});
    return cells;
}

}  // namespace

bool is_shape_text_header(std::string_view line) {
    std::size_t start = 0;
    while (start < line.size() && detail::is_space(line[start])) ++start;
    return detail::starts_with_nocase(line.substr(start), "shape:");
}

bool is_shape_text_row(std::string_view line) {
    return !is_skipped(line) && !is_label(line, "regions:") && !is_label(line, "grid:") && !is_shape_text_header(line);
}

Result<int> shape_text_rows(std::string_view header_line) {
    int column = 0;
    auto params = parse_shape_params(header_params(header_line, column));
    if (!params) return Error{column, params.error().message};
    return params.value().jigsaw_side ? 2 * params.value().side() : params.value().side();
}

Result<ShapedPuzzle> parse_shape_text(std::string_view text, int first_line) {
    auto lines = detail::split_lines(detail::strip_bom(text), first_line);
    std::size_t next = 0;
    auto next_content = [&]() -> const detail::Line* {
        while (next < lines.size() && is_skipped(lines[next].text)) ++next;
        return next < lines.size() ? &lines[next++] : nullptr;
    };
    const detail::Line* header = next_content();
    if (!header) return Error{0, "no puzzle: the text is empty"};
    if (!is_shape_text_header(header->text))
        return line_error(header->number, 0, "shape text starts with a line 'shape: PARAMS', as in 'shape: 2x3'");
    int params_column = 0;
    std::string_view params_text = header_params(header->text, params_column);
    auto params = parse_shape_params(params_text);
    if (!params) return line_error(header->number, params_column, params.error().message);
    if (params.value().killer) return line_error(header->number, params_column, "Killer Sudoku is not played yet");
    const int n = params.value().side();
    const bool jigsaw = params.value().jigsaw_side != 0;
    const int last_line = lines.empty() ? first_line : lines.back().number;

    // Reads n rows of n characters, skipping an optional label first.
    auto read_rows = [&](std::string_view label, std::string_view what,
                         std::vector<Row>& rows) -> std::optional<Error> {
        const detail::Line* line = next_content();
        if (line && is_label(line->text, label)) line = next_content();
        for (int r = 0; r < n; ++r) {
            if (!line)
                return line_error(last_line, 0,
                                  "the " + std::string(what) + " ends after " + std::to_string(r) + " of its " +
                                      std::to_string(n) + " rows");
            if (is_shape_text_header(line->text) || is_label(line->text, "regions:") || is_label(line->text, "grid:"))
                return line_error(line->number, 0,
                                  "the " + std::string(what) + " has " + std::to_string(r) + " rows; a " +
                                      board_name(n) + " board has " + std::to_string(n));
            auto cells = row_cells(line->text);
            if (int(cells.size()) != n) {
                int column = int(cells.size()) > n ? cells[std::size_t(n)].column : int(line->text.size()) + 1;
                return line_error(line->number, column,
                                  "a row of the " + std::string(what) + " has " + std::to_string(cells.size()) +
                                      " cells; a " + board_name(n) + " board has " + std::to_string(n));
            }
            rows.push_back(Row{line->number, std::move(cells)});
            if (r + 1 < n) line = next_content();
        }
        return std::nullopt;
    };

    std::vector<std::uint8_t> regions;
    int shape_line = header->number;  // where a shape error points: the header, or a jigsaw's map
    if (jigsaw) {
        std::vector<Row> map;
        if (auto error = read_rows("regions:", "region map", map)) return *error;
        shape_line = map.front().line;
        std::string seen;  // the region characters, in order of first appearance
        for (const auto& row : map)
            for (const RowCell& cell : row.cells) {
                std::size_t g = seen.find(cell.ch);
                if (g == std::string::npos) {
                    g = seen.size();
                    seen += cell.ch;
                }
                regions.push_back(std::uint8_t(std::min<std::size_t>(g, 255)));
            }
        if (int(seen.size()) != n)
            return line_error(map.front().line, 0,
                              "the region map has " + std::to_string(seen.size()) + " different region characters; a " +
                                  board_name(n) + " jigsaw has " + std::to_string(n) + " regions");
    }
    std::vector<Row> grid;
    if (auto error = read_rows("grid:", "grid", grid)) return *error;
    ShapeDigits givens;
    givens.reserve(std::size_t(n * n));
    for (const auto& row : grid)
        for (const RowCell& cell : row.cells) {
            int symbol = parse_symbol_char(cell.ch);
            if (symbol < 0 || symbol > n) {
                std::string message = describe_char(cell.ch);
                message += " is not a symbol of a " + board_name(n) + " board (1 to ";
                message += symbol_char(n);
                message += ", '.' for a blank)";
                return line_error(row.line, cell.column, message);
            }
            givens.push_back(std::uint8_t(symbol));
        }
    if (const detail::Line* extra = next_content())
        return line_error(
            extra->number, 0,
            "more text after the grid's " + std::to_string(n) + " rows: one puzzle is " + std::to_string(n) + " rows");
    auto shape = Shape::from_params(params.value(), std::move(regions));
    if (!shape) return line_error(shape_line, 0, shape.error().message);
    return ShapedPuzzle{std::move(shape).value(), std::move(givens)};
}

std::string format_shape_text(const Shape& shape, const ShapeDigits& givens) {
    const int n = shape.side();
    std::string out = "shape: ";
    out += shape.params_name();
    out += '\n';
    if (shape.is_jigsaw()) {
        out += "regions:\n";
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (c) out += ' ';
                out += char('A' + shape.region_of(shape.cell_at(r, c)));
            }
            out += '\n';
        }
        out += "grid:\n";
    }
    const int box_rows = shape.is_jigsaw() ? n : shape.box_rows();
    const int box_cols = shape.is_jigsaw() ? n : shape.box_cols();
    std::string separator;
    for (int c = 0; c < n; ++c) {
        if (c && c % box_cols == 0) separator += "-+";
        separator += c ? "--" : "-";
    }
    separator += '\n';
    for (int r = 0; r < n; ++r) {
        if (r && r % box_rows == 0) out += separator;
        for (int c = 0; c < n; ++c) {
            if (c) out += c % box_cols == 0 ? " | " : " ";
            out += symbol_char(givens[std::size_t(shape.cell_at(r, c))]);
        }
        out += '\n';
    }
    return out;
}

Result<ShapedImport> import_shaped(std::string_view text, int first_line) {
    std::string_view body = detail::trim(detail::strip_bom(text));
    if (looks_like_solo_id(body) && body.find('\n') == std::string_view::npos &&
        body.find('\r') == std::string_view::npos) {
        auto parsed = parse_solo_id(text);
        if (!parsed) {
            Error error = parsed.error();
            error.message = "not a valid Solo game ID: " + error.message;
            return error;
        }
        return ShapedImport{std::move(parsed).value(), ShapedFormat::Solo};
    }
    for (const auto& line : detail::split_lines(detail::strip_bom(text), first_line)) {
        if (is_skipped(line.text)) continue;
        if (!is_shape_text_header(line.text)) break;
        auto parsed = parse_shape_text(text, first_line);
        if (!parsed) {
            Error error = parsed.error();
            error.message = "not valid shape text: " + error.message;
            return error;
        }
        return ShapedImport{std::move(parsed).value(), ShapedFormat::ShapeText};
    }
    auto classic = import_puzzle(text, first_line);
    if (!classic) return classic.error();
    return ShapedImport{classic_shaped(classic.value().state.grid.givens()), ShapedFormat::Classic,
                        classic.value().format};
}

Result<ShapedPuzzle> parse_any_shaped(std::string_view text) {
    auto parsed = import_shaped(text);
    if (!parsed) return parsed.error();
    return std::move(parsed).value().puzzle;
}

Result<std::string> export_shaped(const ShapedPuzzle& puzzle, Format format) {
    if (!puzzle.shape->is_classic()) {
        std::string message = "a";
        std::string_view description = format_description(format);
        if (!description.empty() && std::string_view("aeiouAEIOU8").find(description[0]) != std::string_view::npos)
            message += 'n';
        message += ' ';
        message += description;
        message += " holds classic 9x9 puzzles only; this puzzle is ";
        message += puzzle.shape->display_name();
        message += " (write it as a Solo game ID or as shape text)";
        return Error{0, message};
    }
    return export_puzzle(PuzzleState{Grid::from_givens(classic_digits(puzzle.givens)), std::nullopt}, format);
}

ShapedPuzzle classic_shaped(const Digits& givens) {
    return ShapedPuzzle{Shape::classic(), ShapeDigits(givens.begin(), givens.end())};
}

Digits classic_digits(const ShapeDigits& digits) {
    Digits out{};
    std::copy_n(digits.begin(), std::min<std::size_t>(digits.size(), out.size()), out.begin());
    return out;
}

}  // namespace sudoku::formats
