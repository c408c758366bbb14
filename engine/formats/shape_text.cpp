// Shape text, the any-shape reader and classic formats for shaped puzzles: see shape_text.hpp.
#include "engine/formats/shape_text.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "engine/formats/format_parsers.hpp"
#include "engine/model/grid.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats {

namespace {

using detail::line_error;

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
    std::string_view name;  // one character, or a cage's name of several in a row of names
    int column;
};
struct Row {
    int line;
    std::vector<RowCell> cells;
};
std::vector<RowCell> row_cells(std::string_view line) {
    std::vector<RowCell> cells;
    for (std::size_t i = 0; i < line.size(); ++i)
        if (line[i] != '|' && !detail::is_space(line[i])) cells.push_back({line.substr(i, 1), int(i) + 1});
    return cells;
}
/// The cells of a row of the cage map: n names separated by spaces or '|' when the row has n of
/// them (names of several characters), otherwise one cell per character as in row_cells.
std::vector<RowCell> cage_row_cells(std::string_view line, int n) {
    std::vector<RowCell> names;
    for (std::size_t i = 0; i < line.size();) {
        if (line[i] == '|' || detail::is_space(line[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < line.size() && line[end] != '|' && !detail::is_space(line[end])) ++end;
        names.push_back({line.substr(i, end - i), int(i) + 1});
        i = end;
    }
    return int(names.size()) == n ? names : row_cells(line);
}

constexpr std::string_view kLabels[] = {"regions:", "cages:", "sums:", "grid:"};

bool is_any_label(std::string_view line) {
    return std::any_of(std::begin(kLabels), std::end(kLabels),
                       [&](std::string_view label) { return is_label(line, label); });
}

/// A line of a Killer's sums ("C = 17"): any line holding '=' that is not a box separator.
bool is_sum_line(std::string_view line) {
    return !is_skipped(line) && line.find('=') != std::string_view::npos;
}

/// The names the writer gives cages, in order: one character while there are enough of them.
constexpr std::string_view kCageNames = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

std::string cage_name_text(int index, int count) {
    const int base = int(kCageNames.size());
    if (count <= base) return std::string(1, kCageNames[std::size_t(index)]);
    return std::string{kCageNames[std::size_t(index / base)], kCageNames[std::size_t(index % base)]};
}

std::string quoted(std::string_view name) {
    std::string out = "'";
    out += name;
    out += '\'';
    return out;
}

/// Writes n rows of n cells (each `width` characters wide, padded on the right) separated by
/// spaces, with " | " and a line of '-' between boxes of box_rows x box_cols.
template <class CellText>
void write_board(std::string& out, int n, int box_rows, int box_cols, std::size_t width, CellText cell_text) {
    std::string separator;
    for (int c = 0; c < n; ++c) {
        if (c) separator += c % box_cols == 0 ? "-+-" : "-";
        separator.append(width, '-');
    }
    separator += '\n';
    for (int r = 0; r < n; ++r) {
        if (r && r % box_rows == 0) out += separator;
        std::string row;
        for (int c = 0; c < n; ++c) {
            if (c) row += c % box_cols == 0 ? " | " : " ";
            std::string text = cell_text(r, c);
            text.resize(std::max(text.size(), width), ' ');
            row += text;
        }
        out += detail::trim_right(row);
        out += '\n';
    }
}

}  // namespace

bool is_shape_text_header(std::string_view line) {
    std::size_t start = 0;
    while (start < line.size() && detail::is_space(line[start])) ++start;
    return detail::starts_with_nocase(line.substr(start), "shape:");
}

bool is_shape_text_row(std::string_view line) {
    return !is_skipped(line) && !is_any_label(line) && !is_sum_line(line) && !is_shape_text_header(line);
}

Result<int> shape_text_rows(std::string_view header_line) {
    int column = 0;
    auto params = parse_shape_params(header_params(header_line, column));
    if (!params) return Error::say(column, params.error().as_phrase());
    const ShapeParams& p = params.value();
    return p.side() * (1 + (p.jigsaw_side ? 1 : 0) + (p.killer ? 1 : 0));
}

Result<Puzzle> parse_shape_text(std::string_view text, int first_line) {
    auto lines = detail::split_lines(detail::strip_bom(text), first_line);
    std::size_t next = 0;
    auto next_content = [&]() -> const detail::Line* {
        while (next < lines.size() && is_skipped(lines[next].text)) ++next;
        return next < lines.size() ? &lines[next++] : nullptr;
    };
    const detail::Line* header = next_content();
    if (!header) return Error::say(0, Phrase(N_("no puzzle: the text is empty")));
    if (!is_shape_text_header(header->text))
        return line_error(header->number, 0,
                          Phrase(N_("shape text starts with a line 'shape: PARAMS', as in 'shape: 2x3'")));
    int params_column = 0;
    std::string_view params_text = header_params(header->text, params_column);
    auto params = parse_shape_params(params_text);
    if (!params) return line_error(header->number, params_column, params.error().as_phrase());
    const int n = params.value().side();
    const bool jigsaw = params.value().jigsaw_side != 0;
    const bool killer = params.value().killer;
    const int last_line = lines.empty() ? first_line : lines.back().number;

    // Reads n rows of n cells, skipping an optional label first.
    auto read_rows = [&](std::string_view label, const Phrase& what, std::vector<Row>& rows,
                         bool cage_names = false) -> std::optional<Error> {
        const detail::Line* line = next_content();
        if (line && is_label(line->text, label)) line = next_content();
        for (int r = 0; r < n; ++r) {
            if (!line)
                return line_error(last_line, 0,
                                  Phrase(N_("the {what} ends after {r} of its {n} rows"),
                                         {{"what", what}, {"r", std::to_string(r)}, {"n", std::to_string(n)}}));
            if (!killer && (is_label(line->text, "cages:") || is_label(line->text, "sums:") || is_sum_line(line->text)))
                return line_error(
                    line->number, 0,
                    is_sum_line(line->text)
                        ? Phrase(N_("'=' writes the sum of a cage ('A = 12'); cages and their sums are for Killer: "
                                    "write the header as 'shape: {params}k'"),
                                 {{"params", std::string(params_text)}})
                        : Phrase(N_("cages and their sums are for Killer: write the header as 'shape: {params}k'"),
                                 {{"params", std::string(params_text)}}));
            if (killer && is_sum_line(line->text))
                return line_error(line->number, 0,
                                  Phrase(N_("a cage sum in the {what} (after {r} of its {n} rows): the sums go "
                                            "between the cage map and the grid, under 'sums:'"),
                                         {{"what", what}, {"r", std::to_string(r)}, {"n", std::to_string(n)}}));
            if (is_shape_text_header(line->text) || is_any_label(line->text))
                return line_error(
                    line->number, 0,
                    Phrase(N_("the {what} has {r} rows; a {board} board has {n}"), {{"what", what},
                                                                                    {"r", std::to_string(r)},
                                                                                    {"board", board_size_text(n)},
                                                                                    {"n", std::to_string(n)}}));
            auto cells = cage_names ? cage_row_cells(line->text, n) : row_cells(line->text);
            if (int(cells.size()) != n) {
                int column = int(cells.size()) > n ? cells[std::size_t(n)].column : int(line->text.size()) + 1;
                return line_error(line->number, column,
                                  Phrase(N_("a row of the {what} has {cells} cells; a {board} board has {n}"),
                                         {{"what", what},
                                          {"cells", std::to_string(cells.size())},
                                          {"board", board_size_text(n)},
                                          {"n", std::to_string(n)}}));
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
        if (auto error = read_rows("regions:", Phrase(N_("region map")), map)) return *error;
        shape_line = map.front().line;
        std::string seen;  // the region characters, in order of first appearance
        for (const auto& row : map)
            for (const RowCell& cell : row.cells) {
                std::size_t g = seen.find(cell.name[0]);
                if (g == std::string::npos) {
                    g = seen.size();
                    seen += cell.name[0];
                }
                regions.push_back(std::uint8_t(std::min<std::size_t>(g, 255)));
            }
        if (int(seen.size()) != n)
            return line_error(
                map.front().line, 0,
                Phrase(
                    N_("the region map has {count} different region characters; a {board} jigsaw "
                       "has {n} regions"),
                    {{"count", std::to_string(seen.size())}, {"board", board_size_text(n)}, {"n", std::to_string(n)}}));
    }

    std::vector<Cage> cages;
    int cage_line = shape_line;  // the cage map's first row
    if (killer) {
        std::vector<Row> map;
        if (auto error = read_rows("cages:", Phrase(N_("cage map")), map, true)) return *error;
        cage_line = map.front().line;
        // The cages in order of their first cell: each one's name and where that first cell is.
        struct Named {
            std::string_view name;
            int line, column;
            int sum = -1, sum_line = 0;
        };
        std::vector<Named> named;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const RowCell& cell = map[std::size_t(r)].cells[std::size_t(c)];
                const int line = map[std::size_t(r)].line;
                if (cell.name == ".") continue;  // in no cage
                for (std::size_t i = 0; i < cell.name.size(); ++i) {
                    auto u = static_cast<unsigned char>(cell.name[i]);
                    if (u <= 0x20 || u >= 0x7f)
                        return line_error(line, cell.column + int(i),
                                          Phrase(N_("{char} cannot name a cage: use letters, digits or other "
                                                    "printable ASCII characters ('.' for a cell in no cage)"),
                                                 {{"char", describe_char(cell.name[i])}}));
                }
                auto found =
                    std::find_if(named.begin(), named.end(), [&](const Named& k) { return k.name == cell.name; });
                if (found == named.end()) {
                    named.push_back({cell.name, line, cell.column});
                    cages.emplace_back();
                    found = named.end() - 1;
                }
                cages[std::size_t(found - named.begin())].cells.push_back(std::uint8_t(r * n + c));
            }
        if (cages.empty())
            return line_error(
                cage_line, 0,
                Phrase(N_("the cage map has no cages ('.' is a cell in no cage; a Killer board needs at least one)")));
        for (std::size_t k = 0; k < cages.size(); ++k) {
            const auto& cells = cages[k].cells;
            const Named& name = named[k];
            if (int(cells.size()) > n)
                return line_error(name.line, name.column,
                                  Phrase(N_("cage {cage} has {cells} cells; a cage holds different symbols, so at "
                                            "most {n} on a {board} board"),
                                         {{"cage", quoted(name.name)},
                                          {"cells", std::to_string(cells.size())},
                                          {"n", std::to_string(n)},
                                          {"board", board_size_text(n)}}));
            // Connected: flood from the first cell through side-by-side neighbours in the cage.
            std::vector<char> in_cage(std::size_t(n * n), 0), reached(std::size_t(n * n), 0);
            for (std::uint8_t cell : cells) in_cage[cell] = 1;
            std::vector<int> stack{cells[0]};
            reached[cells[0]] = 1;
            while (!stack.empty()) {
                const int cell = stack.back();
                stack.pop_back();
                const int r = cell / n, c = cell % n;
                for (int next_cell : {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1,
                                      c + 1 < n ? cell + 1 : -1})
                    if (next_cell >= 0 && in_cage[std::size_t(next_cell)] && !reached[std::size_t(next_cell)]) {
                        reached[std::size_t(next_cell)] = 1;
                        stack.push_back(next_cell);
                    }
            }
            for (std::uint8_t cell : cells)
                if (!reached[cell]) {
                    const Row& row = map[std::size_t(cell / n)];
                    return line_error(row.line, row.cells[std::size_t(cell % n)].column,
                                      Phrase(N_("cage {cage} is in more than one piece (this cell does not join its "
                                                "first, {cell}): a cage's cells must join side by side"),
                                             {{"cage", quoted(name.name)},
                                              {"cell", "r" + std::to_string(cells[0] / n + 1) + "c" +
                                                           std::to_string(cells[0] % n + 1)}}));
                }
        }

        // The sums: "NAME = SUM", one cage a line, in any order, after an optional "sums:".
        for (const detail::Line* line = next_content(); line; line = next_content()) {
            if (is_label(line->text, "sums:")) continue;
            if (!is_sum_line(line->text)) {
                --next;  // the grid's label or first row
                break;
            }
            const std::string_view text = line->text;
            const std::size_t equals = text.find('=');
            auto column_of = [&](std::string_view part) { return int(part.data() - text.data()) + 1; };
            const std::string_view name = detail::trim(text.substr(0, equals));
            const std::string_view value = detail::trim(text.substr(equals + 1));
            if (name.empty())
                return line_error(line->number, int(equals) + 1,
                                  Phrase(N_("a cage sum names its cage before the '=', as in 'A = 12'")));
            if (value.find('=') != std::string_view::npos)
                return line_error(line->number, column_of(value) + int(value.find('=')),
                                  Phrase(N_("one cage sum a line, as in 'A = 12'")));
            auto space =
                std::find_if(name.begin(), name.end(), [](char ch) { return detail::is_space(ch) || ch == '|'; });
            if (space != name.end())
                return line_error(line->number, column_of(name),
                                  Phrase(N_("{name} is not a cage's name: a cage sum is one name, '=' and a number, "
                                            "as in 'A = 12'"),
                                         {{"name", quoted(name)}}));
            if (value.empty())
                return line_error(
                    line->number, int(equals) + 2,
                    Phrase(N_("the sum of cage {cage} is missing after the '='"), {{"cage", quoted(name)}}));
            int sum = 0;
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (value[i] < '0' || value[i] > '9')
                    return line_error(
                        line->number, column_of(value) + int(i),
                        Phrase(
                            N_("{char} is not a digit: the sum of cage {cage} is a number, as in "
                               "'{name} = 12'"),
                            {{"char", describe_char(value[i])}, {"cage", quoted(name)}, {"name", std::string(name)}}));
                sum = std::min(sum * 10 + (value[i] - '0'), 100000);
            }
            auto found = std::find_if(named.begin(), named.end(), [&](const Named& k) { return k.name == name; });
            if (found == named.end())
                return line_error(
                    line->number, column_of(name),
                    name == "." ? Phrase(N_("'.' is a cell in no cage, which has no sum"))
                                : Phrase(N_("there is no cage {cage} in the cage map"), {{"cage", quoted(name)}}));
            if (found->sum >= 0)
                return line_error(line->number, column_of(name),
                                  Phrase(N_("a second sum for cage {cage} (line {line} gives it {sum})"),
                                         {{"cage", quoted(name)},
                                          {"line", std::to_string(found->sum_line)},
                                          {"sum", std::to_string(found->sum)}}));
            const int size = int(cages[std::size_t(found - named.begin())].cells.size());
            if (sum < min_cage_sum(size) || sum > max_cage_sum(size, n))
                return line_error(line->number, column_of(value),
                                  Phrase(size == 1 ? N_("cage {cage} has {size} cell: its symbol is {range} on a "
                                                        "{board} board, not {value}")
                                                   : N_("cage {cage} has {size} cells: different symbols add up to "
                                                        "{range} on a {board} board, not {value}"),
                                         {{"cage", quoted(name)},
                                          {"size", std::to_string(size)},
                                          {"range", cage_sum_range_phrase(size, n)},
                                          {"board", board_size_text(n)},
                                          {"value", std::string(value)}}));
            found->sum = sum;
            found->sum_line = line->number;
        }
        for (std::size_t k = 0; k < cages.size(); ++k) {
            const Named& name = named[k];
            if (name.sum < 0)
                return line_error(name.line, name.column,
                                  Phrase(N_("cage {cage} has no sum (write '{name} = SUM' under 'sums:')"),
                                         {{"cage", quoted(name.name)}, {"name", std::string(name.name)}}));
            cages[k].sum = name.sum;
        }
    }

    std::vector<Row> grid;
    if (auto error = read_rows("grid:", Phrase(N_("grid")), grid)) return *error;
    ShapeDigits givens;
    givens.reserve(std::size_t(n * n));
    for (const auto& row : grid)
        for (const RowCell& cell : row.cells) {
            int symbol = parse_symbol_char(cell.name[0]);
            if (symbol < 0 || symbol > n) {
                return line_error(row.line, cell.column,
                                  Phrase(N_("{char} is not a symbol of a {board} board (1 to {last}, '.' for a blank)"),
                                         {{"char", describe_char(cell.name[0])},
                                          {"board", board_size_text(n)},
                                          {"last", std::string(1, symbol_char(n))}}));
            }
            givens.push_back(std::uint8_t(symbol));
        }
    if (const detail::Line* extra = next_content()) {
        if (killer && is_sum_line(extra->text))
            return line_error(extra->number, 0,
                              Phrase(N_("a cage sum after the grid: the sums go between the cage map and the grid, "
                                        "under 'sums:'")));
        return line_error(
            extra->number, 0,
            Phrase(N_("more text after the grid's {n} rows: one puzzle is {n} rows"), {{"n", std::to_string(n)}}));
    }
    auto shape = detail::shape_with_cages(params.value(), std::move(regions), cages);
    if (!shape) {
        // The cage map was checked above, so this is rarely about cages; when it is, point there.
        const bool about_cages = killer && shape.error().message.rfind("cage", 0) == 0;
        return line_error(about_cages ? cage_line : shape_line, 0, shape.error().as_phrase());
    }
    return Puzzle{std::move(shape).value(), std::move(givens)};
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
    }
    const int box_rows = shape.is_jigsaw() ? n : shape.box_rows();
    const int box_cols = shape.is_jigsaw() ? n : shape.box_cols();
    if (shape.is_killer()) {
        // Cages are named in order of their first cell, whatever their order in the shape.
        std::vector<int> name_of(std::size_t(shape.cage_count()), -1);
        std::vector<int> order;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            const int k = shape.cage_of(cell);
            if (k >= 0 && name_of[std::size_t(k)] < 0) {
                name_of[std::size_t(k)] = int(order.size());
                order.push_back(k);
            }
        }
        const int count = shape.cage_count();
        const std::size_t width = count <= int(kCageNames.size()) ? 1 : 2;
        out += "cages:\n";
        write_board(out, n, box_rows, box_cols, width, [&](int r, int c) {
            const int k = shape.cage_of(shape.cell_at(r, c));
            return k < 0 ? std::string(".") : cage_name_text(name_of[std::size_t(k)], count);
        });
        out += "sums:\n";
        for (std::size_t i = 0; i < order.size(); ++i) {
            out += cage_name_text(int(i), count);
            out += " = ";
            out += std::to_string(shape.cage(order[i]).sum);
            out += '\n';
        }
    }
    if (shape.is_jigsaw() || shape.is_killer()) out += "grid:\n";
    write_board(out, n, box_rows, box_cols, 1,
                [&](int r, int c) { return std::string(1, symbol_char(givens[std::size_t(shape.cell_at(r, c))])); });
    return out;
}

Result<ShapedImport> import_shaped(std::string_view text, int first_line) {
    std::string_view body = detail::trim(detail::strip_bom(text));
    if (looks_like_solo_id(body) && body.find('\n') == std::string_view::npos &&
        body.find('\r') == std::string_view::npos) {
        auto parsed = parse_solo_id(text);
        if (!parsed) {
            const Error& error = parsed.error();
            return Error::say(error.column,
                              Phrase(N_("not a valid Solo game ID: {error}"), {{"error", error.as_phrase()}}));
        }
        return ShapedImport{std::move(parsed).value(), ShapedFormat::Solo};
    }
    for (const auto& line : detail::split_lines(detail::strip_bom(text), first_line)) {
        if (is_skipped(line.text)) continue;
        if (!is_shape_text_header(line.text)) break;
        auto parsed = parse_shape_text(text, first_line);
        if (!parsed) {
            const Error& error = parsed.error();
            return Error::say(error.column,
                              Phrase(N_("not valid shape text: {error}"), {{"error", error.as_phrase()}}));
        }
        return ShapedImport{std::move(parsed).value(), ShapedFormat::ShapeText};
    }
    auto classic = import_puzzle(text, first_line);
    if (!classic) return classic.error();
    return ShapedImport{classic_shaped(classic.value().state.grid.givens()), ShapedFormat::Classic,
                        classic.value().format};
}

Result<Puzzle> parse_any_shaped(std::string_view text) {
    auto parsed = import_shaped(text);
    if (!parsed) return parsed.error();
    return std::move(parsed).value().puzzle;
}

Result<std::string> export_shaped(const Puzzle& puzzle, Format format) {
    if (!puzzle.shape->is_classic()) {
        std::string_view description = format_description(format);
        const bool an =
            !description.empty() && std::string_view("aeiouAEIOU8").find(description[0]) != std::string_view::npos;
        return Error::say(0, Phrase(an ? N_("an {format} holds classic 9x9 puzzles only; this puzzle is {shape} (write "
                                            "it as a Solo game ID or as shape text)")
                                       : N_("a {format} holds classic 9x9 puzzles only; this puzzle is {shape} (write "
                                            "it as a Solo game ID or as shape text)"),
                                    {{"format", Phrase(description.data())},
                                     {"shape", shape_display_parts(puzzle.shape->params()), PhraseArg::kNone}}));
    }
    return export_puzzle(PuzzleState{Grid::from_givens(classic_digits(puzzle.givens)), std::nullopt}, format);
}

Puzzle classic_shaped(const Digits& givens) {
    return Puzzle{Shape::classic(), ShapeDigits(givens.begin(), givens.end())};
}

Digits classic_digits(const ShapeDigits& digits) {
    Digits out{};
    std::copy_n(digits.begin(), std::min<std::size_t>(digits.size(), out.size()), out.begin());
    return out;
}

}  // namespace sudoku::formats
