#include "engine/shape.hpp"

#include "engine/cage_math.hpp"
#include "engine/constraints/cage.hpp"
#include "engine/notation.hpp"

#include <algorithm>
#include <cctype>

namespace sudoku {

namespace {

Error shape_error(Phrase said) {
    return Error::say(0, std::move(said));
}

// Reads a run of decimal digits at `pos` (at most 4, so no overflow); -1 when there is none.
int read_number(std::string_view text, std::size_t& pos) {
    std::size_t start = pos;
    int value = 0;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) && pos - start < 4)
        value = value * 10 + (text[pos++] - '0');
    if (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) return -2;  // too long
    return pos == start ? -1 : value;
}

std::string quoted(std::string_view text) {
    std::string out(1, '\'');
    out += capped_message(text, 40);
    out += '\'';
    return out;
}

std::string cell_text(int cell, int n) {
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on
    // "r" + std::to_string(...), and CI builds with warnings as errors.
    std::string out = "r";
    out += std::to_string(cell / n + 1);
    out += 'c';
    out += std::to_string(cell % n + 1);
    return out;
}

}  // namespace

Phrase cage_name_phrase(const Cage& cage, int n) {
    if (cage.cells.empty()) return Phrase(N_("cage with no cells"));
    if (cage.cells.size() <= 3) {
        std::string cells;
        for (std::size_t i = 0; i < cage.cells.size(); ++i) {
            if (i) cells += '+';
            cells += cell_text(cage.cells[i], n);
        }
        return Phrase(N_("cage {cells} (sum {sum})"), {{"cells", cells}, {"sum", std::to_string(cage.sum)}});
    }
    return Phrase(N_("cage at {cell} ({n} cells, sum {sum})"), {{"cell", cell_text(cage.cells[0], n)},
                                                                {"n", std::to_string(cage.cells.size())},
                                                                {"sum", std::to_string(cage.sum)}});
}

namespace {

std::string board_text(int n) {
    return std::to_string(n) + "x" + std::to_string(n);
}

// Cages must be disjoint, connected, of 1..n cells with cells sorted and on the board, and have a
// sum that different symbols 1..n can make.
Result<bool> check_cages(std::vector<Cage>& cages, int n) {
    const int cells = n * n;
    std::vector<int> owner(std::size_t(cells), -1);
    for (std::size_t k = 0; k < cages.size(); ++k) {
        Cage& cage = cages[k];
        std::sort(cage.cells.begin(), cage.cells.end());
        const int size = int(cage.cells.size());
        if (size == 0) return shape_error(Phrase(N_("cage {k} has no cells"), {{"k", std::to_string(k + 1)}}));
        for (std::uint8_t c : cage.cells)
            if (c >= cells)
                return shape_error(Phrase(N_("cage {k} has a cell off the {board} board"),
                                          {{"k", std::to_string(k + 1)}, {"board", board_text(n)}}));
        if (std::adjacent_find(cage.cells.begin(), cage.cells.end()) != cage.cells.end())
            return shape_error(Phrase(N_("{cage} lists a cell twice"), {{"cage", cage_name_phrase(cage, n)}}));
        if (size > n)
            return shape_error(Phrase(N_("{cage} has {size} cells; a cage of a {board} board holds at most {n}"),
                                      {{"cage", cage_name_phrase(cage, n)},
                                       {"size", std::to_string(size)},
                                       {"board", board_text(n)},
                                       {"n", std::to_string(n)}}));
        if (cage.sum < min_cage_sum(size) || cage.sum > max_cage_sum(size, n))
            return shape_error(Phrase(N_("{cage}: {rule}"),
                                      {{"cage", cage_name_phrase(cage, n)}, {"rule", cage_sum_rule_phrase(size, n)}}));
        for (std::uint8_t c : cage.cells) {
            if (owner[c] >= 0)
                return shape_error(Phrase(N_("{cell} is in two cages: {first} and {second}"),
                                          {{"cell", cell_text(c, n)},
                                           {"first", cage_name_phrase(cages[std::size_t(owner[c])], n)},
                                           {"second", cage_name_phrase(cage, n)}}));
            owner[c] = int(k);
        }
        // Connected: flood from the first cell through orthogonal neighbours in the cage.
        std::vector<int> stack{cage.cells[0]};
        std::vector<char> seen(std::size_t(cells), 0);
        seen[cage.cells[0]] = 1;
        int reached = 0;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            ++reached;
            const int row = cell / n, col = cell % n;
            const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
            for (int d = 0; d < 4; ++d) {
                const int rr = row + dr[d], cc = col + dc[d];
                if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                const int o = rr * n + cc;
                if (!seen[std::size_t(o)] && owner[std::size_t(o)] == int(k)) {
                    seen[std::size_t(o)] = 1;
                    stack.push_back(o);
                }
            }
        }
        if (reached != size)
            return shape_error(Phrase(N_("{cage} is in more than one piece; a cage must be connected"),
                                      {{"cage", cage_name_phrase(cage, n)}}));
    }
    return true;
}

}  // namespace

Result<ShapeParams> parse_shape_params(std::string_view text) {
    ShapeParams p;
    std::size_t pos = 0;
    int a = read_number(text, pos);
    if (a == -1)
        return shape_error(
            Phrase(N_("{shape}: a shape starts with a number, as in 3x3, 2x3 or 9j"), {{"shape", quoted(text)}}));
    if (a == -2) return shape_error(Phrase(N_("{shape}: the number is too large"), {{"shape", quoted(text)}}));
    int c = a, r = a;
    bool seen_r = false;
    if (pos < text.size() && text[pos] == 'x' && pos + 1 < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[pos + 1]))) {
        ++pos;
        r = read_number(text, pos);
        if (r == -2) return shape_error(Phrase(N_("{shape}: the number is too large"), {{"shape", quoted(text)}}));
        seen_r = true;
    }
    bool jigsaw = false;
    while (pos < text.size()) {
        char ch = text[pos++];
        if (ch == 'j') {
            if (seen_r) c *= r;
            r = 1;
            jigsaw = true;
        } else if (ch == 'x') {
            p.diagonals = true;
        } else if (ch == 'w') {
            p.windows = true;
        } else if (ch == 'k') {
            p.killer = true;
        } else if (ch == 'r' || ch == 'm' || ch == 'a') {  // Solo's symmetry: ignored
            if (ch == 'm' && pos < text.size() && text[pos] == 'd') ++pos;
            if (read_number(text, pos) == -2)
                return shape_error(Phrase(N_("{shape}: the number is too large"), {{"shape", quoted(text)}}));
        } else if (ch == 'd') {  // Solo's difficulty ("dh", "du"), killer difficulty after it
            if (pos < text.size() && std::isalpha(static_cast<unsigned char>(text[pos]))) ++pos;
        } else {
            return shape_error(Phrase(N_("{shape}: {char} is not a shape option"),
                                      {{"shape", quoted(text)}, {"char", describe_char(ch)}}));
        }
    }
    if (jigsaw) {
        p.box_rows = p.box_cols = 0;
        p.jigsaw_side = c;
    } else {
        // Solo numbers the block of cell (x, y) as (y / c) * c + x / r: blocks c rows high, r wide.
        p.box_rows = c;
        p.box_cols = r;
    }
    int side = p.side();
    if (side < kMinSide || side > kMaxSide)
        return shape_error(Phrase(N_("{shape}: the board would be {board}; sides from {min} to {max} are played"),
                                  {{"shape", quoted(text)},
                                   {"board", board_text(side)},
                                   {"min", std::to_string(kMinSide)},
                                   {"max", std::to_string(kMaxSide)}}));
    if (!jigsaw && (p.box_rows < 2 || p.box_cols < 2))
        return shape_error(Phrase(N_("{shape}: boxes must be at least 2 cells each way (use {jigsaw} for a jigsaw)"),
                                  {{"shape", quoted(text)}, {"jigsaw", std::to_string(side) + "j"}}));
    if (p.windows && (jigsaw || p.box_rows != 3 || p.box_cols != 3))
        return shape_error(
            Phrase(N_("{shape}: the Windoku rule needs a 9x9 board with 3x3 boxes"), {{"shape", quoted(text)}}));
    // Measured: a blank 12x12 Killer with cages of 5 or more cells, or a 16x16 one with cages of
    // 4, often takes the exact solver minutes even to find a solution, and generating one minutes
    // too. Solo draws the same line.
    if (p.killer && side > kMaxKillerSide)
        return shape_error(
            Phrase(N_("{shape}: Killer boards go up to {max}, as in Solo; on a {board} board the solver "
                      "cannot prove a Killer unique in good time"),
                   {{"shape", quoted(text)}, {"max", board_text(kMaxKillerSide)}, {"board", board_text(side)}}));
    return p;
}

std::string shape_params_name(const ShapeParams& p) {
    std::string out;
    if (p.jigsaw_side)
        out = std::to_string(p.jigsaw_side) + "j";
    else
        out = std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols);
    if (p.diagonals) out += 'x';
    if (p.windows) out += 'w';
    if (p.killer) out += 'k';
    return out;
}

Result<std::shared_ptr<const Shape>> Shape::from_params(const ShapeParams& params, std::vector<std::uint8_t> regions,
                                                        std::vector<Cage> cages) {
    if (params.killer && cages.empty()) return shape_error(Phrase(N_("a Killer board needs its cages")));
    if (!params.killer && !cages.empty()) return shape_error(Phrase(N_("only a Killer board has cages")));
    ShapeSpec spec;
    spec.cages = std::move(cages);
    spec.diagonals = params.diagonals;
    spec.windows = params.windows;
    if (params.jigsaw_side) {
        spec.box_rows = spec.box_cols = 0;
        spec.jigsaw_side = params.jigsaw_side;
        spec.regions = std::move(regions);
    } else {
        spec.box_rows = params.box_rows;
        spec.box_cols = params.box_cols;
    }
    return make(std::move(spec));
}

ShapeParams Shape::params() const {
    ShapeParams p;
    p.box_rows = spec_.box_rows;
    p.box_cols = spec_.box_cols;
    p.jigsaw_side = spec_.jigsaw_side;
    p.diagonals = spec_.diagonals;
    p.windows = spec_.windows;
    p.killer = spec_.killer();
    return p;
}

std::string shape_display_name(const ShapeParams& p) {
    std::string n = std::to_string(p.side());
    std::string out = n + "x" + n;
    if (p.jigsaw_side) out += " jigsaw";
    if (p.diagonals) out += " X";
    if (p.windows) out += " Windoku";
    if (p.killer) out += " Killer";
    return out;
}

std::vector<Phrase> shape_display_parts(const ShapeParams& p) {
    std::string n = std::to_string(p.side());
    std::vector<Phrase> out{Phrase::text(n + "x" + n)};
    auto word = [&](const char* msgid) {
        out.push_back(Phrase::text(" "));
        out.push_back(Phrase(msgid));
    };
    if (p.jigsaw_side) word(N_("jigsaw"));
    if (p.diagonals) word(N_("X"));
    if (p.windows) word(N_("Windoku"));
    if (p.killer) word(N_("Killer"));
    return out;
}

std::string Shape::display_name() const {
    return shape_display_name(params());
}

Result<std::shared_ptr<const Shape>> Shape::make(ShapeSpec spec) {
    const int n = spec.side();
    if (spec.jigsaw()) {
        if (n < kMinSide || n > kMaxSide)
            return shape_error(Phrase(
                N_("a jigsaw board must have a side from {min} to {max}; this one has {n}"),
                {{"min", std::to_string(kMinSide)}, {"max", std::to_string(kMaxSide)}, {"n", std::to_string(n)}}));
        spec.box_rows = spec.box_cols = 0;
        if (int(spec.regions.size()) != n * n)
            return shape_error(
                Phrase(N_("a {board} jigsaw needs a region for each of its {cells} cells; {given} were given"),
                       {{"board", board_text(n)},
                        {"cells", std::to_string(n * n)},
                        {"given", std::to_string(spec.regions.size())}}));
        std::vector<int> size(std::size_t(n), 0);
        for (std::size_t i = 0; i < spec.regions.size(); ++i) {
            int g = spec.regions[i];
            if (g >= n)
                return shape_error(Phrase(N_("cell {cell} is in region {region} but a {board} board has {n} regions"),
                                          {{"cell", cell_text(int(i), n)},
                                           {"region", std::to_string(g + 1)},
                                           {"board", board_text(n)},
                                           {"n", std::to_string(n)}}));
            ++size[std::size_t(g)];
        }
        for (int g = 0; g < n; ++g)
            if (size[std::size_t(g)] != n)
                return shape_error(
                    Phrase(N_("region {region} has {size} cells; every region of a {board} jigsaw has {n}"),
                           {{"region", std::to_string(g + 1)},
                            {"size", std::to_string(size[std::size_t(g)])},
                            {"board", board_text(n)},
                            {"n", std::to_string(n)}}));
        // Connected: flood each region from its first cell.
        for (int g = 0; g < n; ++g) {
            std::vector<int> stack;
            std::vector<char> seen(std::size_t(n * n), 0);
            for (int i = 0; i < n * n; ++i)
                if (spec.regions[std::size_t(i)] == g) {
                    stack.push_back(i);
                    seen[std::size_t(i)] = 1;
                    break;
                }
            int reached = 0;
            while (!stack.empty()) {
                int cell = stack.back();
                stack.pop_back();
                ++reached;
                int row = cell / n, col = cell % n;
                const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
                for (int k = 0; k < 4; ++k) {
                    int rr = row + dr[k], cc = col + dc[k];
                    if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
                    int o = rr * n + cc;
                    if (!seen[std::size_t(o)] && spec.regions[std::size_t(o)] == g) {
                        seen[std::size_t(o)] = 1;
                        stack.push_back(o);
                    }
                }
            }
            if (reached != n)
                return shape_error(
                    Phrase(N_("region {region} is in more than one piece; a jigsaw region must be connected"),
                           {{"region", std::to_string(g + 1)}}));
        }
    } else {
        if (spec.box_rows < 2 || spec.box_cols < 2)
            return shape_error(
                Phrase(N_("boxes must be at least 2 cells each way; these are {boxes}"),
                       {{"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)}}));
        if (n < kMinSide || n > kMaxSide)
            return shape_error(Phrase(N_("boxes of {boxes} make a {board} board; sides from {min} to {max} are played"),
                                      {{"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)},
                                       {"board", board_text(n)},
                                       {"min", std::to_string(kMinSide)},
                                       {"max", std::to_string(kMaxSide)}}));
        if (!spec.regions.empty()) return shape_error(Phrase(N_("a board with boxes takes no region map")));
    }
    if (spec.windows && (spec.jigsaw() || spec.box_rows != 3 || spec.box_cols != 3))
        return shape_error(
            spec.jigsaw()
                ? Phrase(N_("the Windoku rule needs a 9x9 board with 3x3 boxes; this board is {board} jigsaw"),
                         {{"board", board_text(n)}})
                : Phrase(N_("the Windoku rule needs a 9x9 board with 3x3 boxes; this board is {board} with {boxes} "
                            "boxes"),
                         {{"board", board_text(n)},
                          {"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)}}));

    if (auto checked = check_cages(spec.cages, n); !checked.ok()) return checked.error();

    std::shared_ptr<Shape> s(new Shape());
    s->spec_ = spec;
    s->side_ = n;
    s->classic_ = !spec.jigsaw() && spec.box_rows == 3 && spec.box_cols == 3 && !spec.diagonals && !spec.windows &&
                  spec.cages.empty();
    const int cells = n * n;
    s->region_.resize(std::size_t(cells));
    for (int i = 0; i < cells; ++i) {
        int row = i / n, col = i % n;
        s->region_[std::size_t(i)] =
            spec.jigsaw() ? spec.regions[std::size_t(i)]
                          : std::uint8_t((row / spec.box_rows) * (n / spec.box_cols) + col / spec.box_cols);
    }
    auto add_house = [&](ShapeHouseKind kind, int index, const std::vector<int>& members) {
        for (int c : members) s->house_cells_.push_back(std::uint8_t(c));
        s->house_kind_.push_back(kind);
        s->house_index_.push_back(std::uint8_t(index));
    };
    std::vector<int> members;
    for (int r = 0; r < n; ++r) {
        members.clear();
        for (int c = 0; c < n; ++c) members.push_back(r * n + c);
        add_house(ShapeHouseKind::Row, r, members);
    }
    for (int c = 0; c < n; ++c) {
        members.clear();
        for (int r = 0; r < n; ++r) members.push_back(r * n + c);
        add_house(ShapeHouseKind::Column, c, members);
    }
    for (int g = 0; g < n; ++g) {
        members.clear();
        for (int i = 0; i < cells; ++i)
            if (s->region_[std::size_t(i)] == g) members.push_back(i);
        add_house(spec.jigsaw() ? ShapeHouseKind::Region : ShapeHouseKind::Box, g, members);
    }
    if (spec.diagonals) {
        members.clear();
        for (int i = 0; i < n; ++i) members.push_back(i * n + i);
        add_house(ShapeHouseKind::Diagonal, 0, members);
        members.clear();
        for (int i = 0; i < n; ++i) members.push_back(i * n + (n - 1 - i));
        add_house(ShapeHouseKind::AntiDiagonal, 0, members);
    }
    if (spec.windows) {
        int w = 0;
        for (int top : {1, 5})
            for (int left : {1, 5}) {
                members.clear();
                for (int r = top; r < top + 3; ++r)
                    for (int c = left; c < left + 3; ++c) members.push_back(r * n + c);
                add_house(ShapeHouseKind::Window, w++, members);
            }
    }
    const int houses = int(s->house_kind_.size());
    s->cell_houses_.assign(std::size_t(cells) * kMaxHousesPerCell, 0);
    s->cell_house_count_.assign(std::size_t(cells), 0);
    s->cell_house_slots_.assign(std::size_t(cells) * kMaxHousesPerCell, 0);
    s->house_sets_.assign(std::size_t(houses), BigCellSet{});
    for (int h = 0; h < houses; ++h)
        for (int i = 0; i < n; ++i) {
            int c = s->house_cells_[std::size_t(h * n + i)];
            s->house_sets_[std::size_t(h)].insert(c);
            s->cell_house_slots_[std::size_t(c) * kMaxHousesPerCell + s->cell_house_count_[std::size_t(c)]] =
                std::uint8_t(i);
            s->cell_houses_[std::size_t(c) * kMaxHousesPerCell + s->cell_house_count_[std::size_t(c)]++] =
                std::uint8_t(h);
        }
    if (!spec.cages.empty()) {
        s->cage_of_.assign(std::size_t(cells), -1);
        for (std::size_t k = 0; k < spec.cages.size(); ++k) {
            BigCellSet set;
            for (std::uint8_t c : spec.cages[k].cells) {
                set.insert(c);
                s->cage_of_[c] = std::int16_t(k);
            }
            s->cage_sets_.push_back(set);
        }
    }
    s->cell_house_masks_.assign(std::size_t(cells), 0);
    for (int c = 0; c < cells; ++c)
        for (std::uint8_t h : s->houses_of(c)) s->cell_house_masks_[std::size_t(c)] |= std::uint64_t(1) << h;
    s->peer_sets_.assign(std::size_t(cells), BigCellSet{});
    s->peer_start_.assign(std::size_t(cells) + 1, 0);
    for (int c = 0; c < cells; ++c) {
        BigCellSet& set = s->peer_sets_[std::size_t(c)];
        for (std::uint8_t h : s->houses_of(c)) set |= s->house_sets_[h];
        if (s->cage_of(c) >= 0) set |= s->cage_sets_[std::size_t(s->cage_of(c))];
        set.erase(c);
        s->peer_start_[std::size_t(c)] = std::uint16_t(s->peers_.size());
        set.any_of([&](int o) {
            s->peers_.push_back(std::uint8_t(o));
            return false;
        });
    }
    s->peer_start_[std::size_t(cells)] = std::uint16_t(s->peers_.size());
    s->constraints_ = killer_constraints(*s);
    return std::shared_ptr<const Shape>(std::move(s));
}

const std::shared_ptr<const Shape>& Shape::classic() {
    static const std::shared_ptr<const Shape> shape = Shape::make(ShapeSpec{}).value();
    return shape;
}

std::string Shape::cell_name(int cell) const {
    std::string out(1, 'r');
    out += std::to_string(row_of(cell) + 1);
    out += 'c';
    out += std::to_string(col_of(cell) + 1);
    return out;
}

std::string Shape::cage_name(int index) const {
    return render(cage_name_phrase(cage(index), side_));
}

std::string Shape::house_name(int house) const {
    int i = house_index(house) + 1;
    switch (house_kind(house)) {
        case ShapeHouseKind::Row:
            return "row " + std::to_string(i);
        case ShapeHouseKind::Column:
            return "column " + std::to_string(i);
        case ShapeHouseKind::Box:
            return "box " + std::to_string(i);
        case ShapeHouseKind::Region:
            return "region " + std::to_string(i);
        case ShapeHouseKind::Diagonal:
            return "the main diagonal";
        case ShapeHouseKind::AntiDiagonal:
            return "the anti-diagonal";
        case ShapeHouseKind::Window:
            return "window " + std::to_string(i);
    }
    return "house " + std::to_string(house + 1);
}

char symbol_char(int symbol) {
    if (symbol <= 0) return '.';
    if (symbol <= 9) return char('0' + symbol);
    return char('A' + symbol - 10);
}

int parse_symbol_char(char c) {
    if (c == '.' || c == '0') return 0;
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'G') return c - 'A' + 10;
    if (c >= 'a' && c <= 'g') return c - 'a' + 10;
    return -1;
}

std::string symbol_text(int symbol, bool letters) {
    if (symbol <= 9 || letters) return std::string(1, symbol_char(symbol));
    return std::to_string(symbol);
}

}  // namespace sudoku
