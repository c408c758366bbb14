// Solo game IDs: see solo_id.hpp for the format.
#include "engine/formats/solo_id.hpp"

#include <cstdint>
#include <numeric>
#include <vector>

#include "engine/constraints/registry.hpp"
#include "engine/formats/format_parsers.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats {

namespace {

Error at(int column, Phrase said) {
    Error error = Error::say(column, std::move(said));
    error.message = capped_message(error.message);
    return error;
}

/// A lower layer's error at `column`, its phrase kept.
Error at(int column, const Error& error) {
    return at(column, error.as_phrase());
}

/// The two cells on either side of inner edge `pos` of Solo's wall order: vertical edges in
/// reading order, then horizontal edges column by column.
void edge_cells(int n, int pos, int& a, int& b) {
    const int vertical = n * (n - 1);
    if (pos < vertical) {
        int y = pos / (n - 1), x = pos % (n - 1);
        a = y * n + x;
        b = a + 1;
    } else {
        int q = pos - vertical;
        int x = q / (n - 1), y = q % (n - 1);
        a = y * n + x;
        b = a + n;
    }
}

int find_root(std::vector<int>& parent, int a) {
    while (parent[std::size_t(a)] != a) {
        parent[std::size_t(a)] = parent[std::size_t(parent[std::size_t(a)])];
        a = parent[std::size_t(a)];
    }
    return a;
}

/// Reads walls (Solo's edge runs) from `text[start]` to `text[end]` into a group per cell, numbered
/// in reading order of their first cell; `what` names them in messages ("region walls", "cage
/// walls"). `base` is added to columns in messages. Sets `groups` to the number of groups.
Result<std::vector<int>> parse_edges(std::string_view text, std::size_t start, std::size_t end, int n, int base,
                                     const Phrase& what, int& groups) {
    const long long expected = 2LL * n * (n - 1) + 1;  // every inner edge, and the virtual last one
    if (start >= end)
        return at(base + int(start) + 1, Phrase(N_("the {what} are missing after the ','"), {{"what", what}}));
    // First pass: check the characters and the length under both readings of 'z'.
    long long short_total = 0, long_total = 0;  // 'z' as 25 (Solo's writer) and as 26 (Solo's reader)
    for (std::size_t i = start; i < end; ++i) {
        char ch = text[i];
        if (ch == 'z') {
            short_total += 25, long_total += 26;
        } else if (ch == '_' || (ch >= 'a' && ch <= 'y')) {
            int run = ch == '_' ? 0 : ch - 'a' + 1;
            short_total += run + 1, long_total += run + 1;
        } else {
            return at(base + int(i) + 1,
                      Phrase(N_("{char} cannot be in {what}: they are written with '_' and the letters a to z"),
                             {{"char", describe_char(ch)}, {"what", what}}));
        }
        if (short_total > expected)
            return at(base + int(i) + 1,
                      Phrase(N_("the {what} go on past the {edges} inner cell edges of a {board} board"),
                             {{"what", what}, {"edges", std::to_string(expected - 1)}, {"board", board_size_text(n)}}));
    }
    int z_run = 0;
    if (long_total == expected)
        z_run = 26;
    else if (short_total == expected)
        z_run = 25;
    else
        return at(base + int(end) + 1,
                  Phrase(N_("the {what} end too soon: they cover {covered} of the {edges} inner cell edges of a "
                            "{board} board"),
                         {{"what", what},
                          {"covered", std::to_string(long_total - 1)},
                          {"edges", std::to_string(expected - 1)},
                          {"board", board_size_text(n)}}));
    // Second pass: join the cells on either side of every edge without a wall.
    std::vector<int> parent(std::size_t(n * n));
    std::iota(parent.begin(), parent.end(), 0);
    int pos = 0;
    for (std::size_t i = start; i < end; ++i) {
        char ch = text[i];
        int run = ch == '_' ? 0 : ch == 'z' ? z_run : ch - 'a' + 1;
        for (int k = 0; k < run; ++k, ++pos) {
            int a = 0, b = 0;
            edge_cells(n, pos, a, b);
            parent[std::size_t(find_root(parent, a))] = find_root(parent, b);
        }
        if (ch != 'z') ++pos;  // the wall after the run
    }
    std::vector<int> number(std::size_t(n * n), -1);
    std::vector<int> group(std::size_t(n * n));
    groups = 0;
    for (int cell = 0; cell < n * n; ++cell) {
        int root = find_root(parent, cell);
        if (number[std::size_t(root)] < 0) number[std::size_t(root)] = groups++;
        group[std::size_t(cell)] = number[std::size_t(root)];
    }
    return group;
}

/// Reads the jigsaw walls from `text[start]` to `text[end]` into a region per cell, numbered in
/// reading order of their first cell.
Result<std::vector<std::uint8_t>> parse_walls(std::string_view text, std::size_t start, std::size_t end, int n,
                                              int base) {
    int groups = 0;
    auto group = parse_edges(text, start, end, n, base, Phrase(N_("region walls")), groups);
    if (!group) return group.error();
    std::vector<int> size(std::size_t(groups), 0), first_cell(std::size_t(groups), -1);
    std::vector<std::uint8_t> regions(std::size_t(n * n));
    for (int cell = 0; cell < n * n; ++cell) {
        const int g = group.value()[std::size_t(cell)];
        if (first_cell[std::size_t(g)] < 0) first_cell[std::size_t(g)] = cell;
        ++size[std::size_t(g)];
        regions[std::size_t(cell)] = std::uint8_t(std::min(g, 255));
    }
    if (groups != n)
        return at(
            base + int(start) + 1,
            Phrase(N_("the walls make {groups} regions; a {board} jigsaw has {n} regions of {n} cells"),
                   {{"groups", std::to_string(groups)}, {"board", board_size_text(n)}, {"n", std::to_string(n)}}));
    for (int g = 0; g < n; ++g)
        if (size[std::size_t(g)] != n)
            return at(base + int(start) + 1,
                      Phrase(N_("the region starting at {cell} has {size} cells; every region of a {board} jigsaw "
                                "has {n}"),
                             {{"cell", cell_name(first_cell[std::size_t(g)], n)},
                              {"size", std::to_string(size[std::size_t(g)])},
                              {"board", board_size_text(n)},
                              {"n", std::to_string(n)}}));
    return regions;
}

/// Reads a killer's cage walls (text[walls_start..walls_end)) and sums (text[sums_start..end of
/// text)): the sums are written like the grid, a number in one cell of each cage (Solo puts it in
/// the cage's first cell) and letters for runs of cells without one. A single cell without a sum
/// is no cage (so that a board with cells outside every cage can be written); any larger group of
/// cells needs exactly one sum.
Result<std::vector<Cage>> parse_cages(std::string_view text, std::size_t walls_start, std::size_t walls_end,
                                      std::size_t sums_start, int n, int base) {
    int groups = 0;
    auto group = parse_edges(text, walls_start, walls_end, n, base, Phrase(N_("cage walls")), groups);
    if (!group) return group.error();
    const int area = n * n;
    std::vector<int> sum(std::size_t(groups), 0), sum_cell(std::size_t(groups), -1);
    std::vector<std::string_view> sum_text(static_cast<std::size_t>(groups));  // as written, for messages
    std::vector<std::size_t> sum_at(std::size_t(groups), 0);
    int cells = 0;
    std::size_t i = sums_start;
    auto sums_past = [&] {
        return Phrase(N_("the cage sums go on past the {cells} cells of a {board} board"),
                      {{"cells", std::to_string(area)}, {"board", board_size_text(n)}});
    };
    if (i >= text.size()) return at(base + int(i) + 1, Phrase(N_("the cage sums are missing after the ','")));
    while (i < text.size()) {
        char ch = text[i];
        if (ch >= 'a' && ch <= 'z') {
            int run = ch - 'a' + 1;
            if (cells + run > area) return at(base + int(i) + 1, sums_past());
            cells += run;
            ++i;
        } else if (ch == '_') {
            ++i;
        } else if (ch >= '1' && ch <= '9') {
            std::size_t start = i;
            long value = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
                if (value < 100000) value = value * 10 + (text[i] - '0');
                ++i;
            }
            if (cells >= area) return at(base + int(start) + 1, sums_past());
            const int g = group.value()[std::size_t(cells)];
            if (sum_cell[std::size_t(g)] >= 0)
                return at(base + int(start) + 1,
                          Phrase(N_("a second sum for the cage of {cell} (it has {sum} at {at})"),
                                 {{"cell", cell_name(cells, n)},
                                  {"sum", std::to_string(sum[std::size_t(g)])},
                                  {"at", cell_name(sum_cell[std::size_t(g)], n)}}));
            sum[std::size_t(g)] = int(std::min(value, 100000L));
            sum_text[std::size_t(g)] = text.substr(start, i - start);
            sum_at[std::size_t(g)] = start;
            sum_cell[std::size_t(g)] = cells++;
        } else {
            return at(base + int(i) + 1,
                      ch == '0' ? Phrase(N_("{char} cannot start a cage sum"), {{"char", describe_char(ch)}})
                                : Phrase(N_("{char} is not a cage sum, a run of cells without one (a to z) or the "
                                            "separator '_'"),
                                         {{"char", describe_char(ch)}}));
        }
    }
    if (cells < area)
        return at(base + int(i) + 1, Phrase(N_("the cage sums cover {covered} of the {cells} cells of a {board} board"),
                                            {{"covered", std::to_string(cells)},
                                             {"cells", std::to_string(area)},
                                             {"board", board_size_text(n)}}));
    std::vector<Cage> cages(static_cast<std::size_t>(groups));
    for (int cell = 0; cell < area; ++cell) {
        const int g = group.value()[std::size_t(cell)];
        cages[std::size_t(g)].cells.push_back(std::uint8_t(cell));
        cages[std::size_t(g)].sum = sum[std::size_t(g)];
    }
    std::vector<Cage> out;
    for (int g = 0; g < groups; ++g) {
        const Cage& cage = cages[std::size_t(g)];
        if (sum_cell[std::size_t(g)] >= 0) {
            // A sum no cage of its size makes, quoted as written (the number kept is capped).
            const int size = int(cage.cells.size());
            if (size <= n && (cage.sum < min_cage_sum(size) || cage.sum > max_cage_sum(size, n))) {
                Phrase name;
                if (size <= 3) {
                    std::string cells;
                    for (int k = 0; k < size; ++k) cells += (k ? "+" : "") + cell_name(cage.cells[std::size_t(k)], n);
                    name = Phrase(N_("cage {cells}"), {{"cells", cells}});
                } else {
                    name = Phrase(N_("cage at {cell} ({n} cells)"),
                                  {{"cell", cell_name(cage.cells[0], n)}, {"n", std::to_string(size)}});
                }
                return at(base + int(sum_at[std::size_t(g)]) + 1,
                          Phrase(N_("{cage} has sum {sum}: {rule} on a {board} board"),
                                 {{"cage", name},
                                  {"sum", std::string(sum_text[std::size_t(g)])},
                                  {"rule", cage_sum_rule_phrase(size, n)},
                                  {"board", board_size_text(n)}}));
            }
            out.push_back(cage);
        } else if (cage.cells.size() > 1) {
            return at(base + int(sums_start) + 1,
                      Phrase(N_("the cage of {n} cells at {cell} has no sum"),
                             {{"n", std::to_string(cage.cells.size())}, {"cell", cell_name(cage.cells[0], n)}}));
        }
    }
    if (out.empty())
        return at(base + int(sums_start) + 1, Phrase(N_("a Killer board needs at least one cage with a sum")));
    return out;
}

// The game ID in a link to Solo on the web ("https://.../solo.html#3x3:..."): the position of the
// ID in `text`, or npos when `text` is not such a link.
std::size_t solo_link_id_start(std::string_view text) {
    if (!text.starts_with("https://") && !text.starts_with("http://")) return std::string_view::npos;
    const std::size_t page = text.find("solo.html#");
    if (page == std::string_view::npos || text.find_first_of(" \t\r\n") < page) return std::string_view::npos;
    return page + 10;
}

}  // namespace

bool looks_like_solo_id(std::string_view text) {
    text = detail::trim(detail::strip_bom(text));
    if (const std::size_t start = solo_link_id_start(text); start != std::string_view::npos) text.remove_prefix(start);
    if (text.empty() || text[0] < '0' || text[0] > '9') return false;
    // Solo's parameters are short ("3x3xdhr2"); 81 digits and a ':' are a classic line and a note.
    text = text.substr(0, 33);
    for (char ch : text) {
        if (ch == ':' || ch == '#') return true;
        if (!((ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'z'))) return false;
    }
    return false;
}

Result<Puzzle> parse_solo_id(std::string_view text) {
    int offset = 0;
    std::string_view id = detail::trim_located(text, offset);
    if (id.empty()) return at(0, Phrase(N_("no Solo game ID: the text is empty")));
    if (const std::size_t start = solo_link_id_start(id); start != std::string_view::npos) {
        id.remove_prefix(start);
        offset += int(start);
        if (id.empty()) return at(offset + 1, Phrase(N_("the Solo link ends after '#': no game ID follows")));
    }
    std::size_t colon = id.find(':');
    std::size_t hash = id.find('#');
    if (hash != std::string_view::npos && hash < colon)
        return at(offset + int(hash) + 1,
                  Phrase(N_("a Solo random-seed ID holds no puzzle; use the game ID (Solo's Game > Specific... "
                            "shows it, as 'PARAMS:DESCRIPTION')")));
    if (colon == std::string_view::npos)
        return at(0, Phrase(N_("not a Solo game ID: expected 'PARAMS:DESCRIPTION', as in '3x3:a1b2...'")));
    std::string_view params_text = id.substr(0, colon);
    auto params = parse_shape_params(params_text);
    if (!params) return at(offset + 1, params.error());
    const int n = params.value().side();
    const int area = n * n;
    const int base = offset;  // columns are counted in `text`: id[i] is column base + i + 1

    ShapeDigits givens(std::size_t(area), 0);
    int cells = 0;
    std::size_t i = colon + 1;
    auto too_many = [&](std::size_t where) {
        return at(base + int(where) + 1, Phrase(N_("the description goes on past the {cells} cells of a {board} board"),
                                                {{"cells", std::to_string(area)}, {"board", board_size_text(n)}}));
    };
    while (i < id.size() && id[i] != ',') {
        char ch = id[i];
        if (ch >= 'a' && ch <= 'z') {
            int run = ch - 'a' + 1;
            if (cells + run > area) return too_many(i);
            cells += run;
            ++i;
        } else if (ch == '_') {
            ++i;
        } else if (ch >= '1' && ch <= '9') {
            std::size_t start = i;
            long value = 0;
            while (i < id.size() && id[i] >= '0' && id[i] <= '9') {
                if (value < 1000) value = value * 10 + (id[i] - '0');
                ++i;
            }
            if (value > n) {
                return at(base + int(start) + 1, Phrase(N_("'{symbol}' is not a symbol of a {board} board (1 to {n})"),
                                                        {{"symbol", capped_message(id.substr(start, i - start), 20)},
                                                         {"board", board_size_text(n)},
                                                         {"n", std::to_string(n)}}));
            }
            if (cells >= area) return too_many(start);
            givens[std::size_t(cells++)] = std::uint8_t(value);
        } else {
            return at(base + int(i) + 1,
                      ch == '0' ? Phrase(N_("{char} cannot start a given: givens are 1 to {n}"),
                                         {{"char", describe_char(ch)}, {"n", std::to_string(n)}})
                                : Phrase(N_("{char} is not a given (1 to {n}), a run of blanks (a to z) or the "
                                            "separator '_'"),
                                         {{"char", describe_char(ch)}, {"n", std::to_string(n)}}));
        }
    }
    if (cells < area)
        return at(
            base + int(i) + 1,
            Phrase(
                N_("the description fills {filled} of the {cells} cells of a {board} board"),
                {{"filled", std::to_string(cells)}, {"cells", std::to_string(area)}, {"board", board_size_text(n)}}));
    std::vector<std::uint8_t> regions;
    std::vector<Cage> cages;
    // After the grid: ",REGION WALLS" for a jigsaw, then ",CAGE WALLS,SUMS" for a killer.
    std::size_t next = i;  // at a ',' or the end
    auto field_end = [&](std::size_t from) {
        std::size_t comma = id.find(',', from);
        return comma == std::string_view::npos ? id.size() : comma;
    };
    if (params.value().jigsaw_side) {
        if (next >= id.size())
            return at(base + int(next) + 1,
                      Phrase(N_("a jigsaw ID needs its region walls after the grid: ',' and the walls")));
        const std::size_t end = field_end(next + 1);
        auto walls = parse_walls(id, next + 1, end, n, base);
        if (!walls) return walls.error();
        regions = std::move(walls).value();
        next = end;
    }
    if (params.value().killer) {
        if (next >= id.size())
            return at(base + int(next) + 1,
                      params.value().jigsaw_side
                          ? Phrase(N_("a Killer ID needs its cage walls and sums after the grid and region walls: "
                                      "',' walls ',' sums"))
                          : Phrase(N_("a Killer ID needs its cage walls and sums after the grid: ',' walls ',' sums")));
        const std::size_t walls_end = field_end(next + 1);
        if (walls_end == next + 1)
            return at(base + int(walls_end) + 1,
                      Phrase(N_("the {what} are missing after the ','"), {{"what", Phrase(N_("cage walls"))}}));
        if (walls_end >= id.size())
            return at(base + int(walls_end) + 1,
                      Phrase(N_("a Killer ID needs its cage sums after the cage walls: ',' and the sums")));
        auto read = parse_cages(id, next + 1, walls_end, walls_end + 1, n, base);
        if (!read) return read.error();
        cages = std::move(read).value();
        next = id.size();
    }
    if (next < id.size())
        return at(base + int(next) + 1,
                  params.value().jigsaw_side
                      ? Phrase(N_("a {board} jigsaw has nothing after its region walls (only a Killer ID has cages)"),
                               {{"board", board_size_text(n)}})
                      : Phrase(N_("a {board} board with boxes has nothing after its grid (only a jigsaw has region "
                                  "walls and only a Killer ID has cages)"),
                               {{"board", board_size_text(n)}}));
    auto shape = detail::shape_with_cages(params.value(), std::move(regions), cages);
    if (!shape) return at(offset + 1, shape.error());
    return Puzzle{std::move(shape).value(), std::move(givens)};
}

std::string format_solo_id(const Shape& shape, const ShapeDigits& givens) {
    std::string out = shape.params_name();
    out += ':';
    const std::size_t desc_start = out.size();
    const int area = shape.cell_count();
    int run = 0;
    for (int i = 0; i <= area; ++i) {
        int symbol = i < area ? givens[std::size_t(i)] : -1;
        if (symbol == 0) {
            ++run;
            continue;
        }
        if (run) {
            for (; run > 0; run -= std::min(run, 26)) out += char('a' - 1 + std::min(run, 26));
        } else if (symbol > 0 && out.size() > desc_start) {
            out += '_';  // two givens side by side
        }
        if (symbol > 0) out += std::to_string(symbol);
    }
    const int n = shape.side();
    // Walls between cells of different groups, as Solo writes them.
    auto write_walls = [&](auto different) {
        out += ',';
        const int edges = 2 * n * (n - 1);
        int non_walls = 0;
        for (int pos = 0; pos <= edges; ++pos) {
            bool wall = pos == edges;
            if (!wall) {
                int a = 0, b = 0;
                edge_cells(n, pos, a, b);
                wall = different(a, b);
            }
            if (!wall) {
                ++non_walls;
                continue;
            }
            // 'z' is 26 edges without a wall, as Solo reads it.
            for (; non_walls >= 26; non_walls -= 26) out += 'z';
            out += non_walls ? char('a' - 1 + non_walls) : '_';
            non_walls = 0;
        }
    };
    if (shape.is_jigsaw()) write_walls([&](int a, int b) { return shape.region_of(a) != shape.region_of(b); });
    if (shape.is_killer()) {
        // A cell outside every cage is a group of its own (with no sum).
        write_walls([&](int a, int b) { return shape.cage_of(a) != shape.cage_of(b) || shape.cage_of(a) < 0; });
        out += ',';
        const std::size_t sums_start = out.size();
        int blank = 0;
        for (int cell = 0; cell <= area; ++cell) {
            const int k = cell < area ? shape.cage_of(cell) : -1;
            const bool first = k >= 0 && shape.cage(k).cells[0] == cell;
            if (cell < area && !first) {
                ++blank;
                continue;
            }
            if (blank) {
                for (; blank > 0; blank -= std::min(blank, 26)) out += char('a' - 1 + std::min(blank, 26));
            } else if (cell < area && out.size() > sums_start) {
                out += '_';
            }
            if (cell < area) out += std::to_string(shape.cage(k).sum);
        }
    }
    return out;
}

std::string solo_web_link(const Shape& shape, const ShapeDigits& givens) {
    std::string out(kSoloWebPrefix);
    out += format_solo_id(shape, givens);
    return out;
}

namespace detail {

Result<std::shared_ptr<const Shape>> shape_with_cages(ShapeParams params, std::vector<std::uint8_t> regions,
                                                      const std::vector<Cage>& cages) {
    if (!params.killer || cages.empty()) return Shape::from_params(params, std::move(regions), cages);
    ShapeParams plain_params = params;
    plain_params.killer = false;
    auto plain = Shape::from_params(plain_params, regions);
    if (!plain) return plain.error();
    std::vector<std::shared_ptr<const Constraint>> clues;
    clues.reserve(cages.size());
    for (const Cage& cage : cages) {
        const ConstraintRecord record{
            "killer cage", {std::vector<int>(cage.cells.begin(), cage.cells.end())}, {{"sum", cage.sum}}};
        auto clue = make_constraint(record, *plain.value());
        if (!clue) return clue.error();
        clues.push_back(std::move(clue).value());
    }
    return Shape::with_clues(params, std::move(regions), std::move(clues));
}

}  // namespace detail

}  // namespace sudoku::formats
