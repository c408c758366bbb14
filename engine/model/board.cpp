#include "engine/model/board.hpp"

namespace sudoku {

namespace {

Error board_error(Phrase said) {
    return Error::say(0, std::move(said));
}

}  // namespace

std::string cell_name(int cell, int n) {
    // Appended piece by piece: GCC 12 at -O3 warns (-Wrestrict, a false positive) on
    // "r" + std::to_string(...), and CI builds with warnings as errors.
    std::string out = "r";
    out += std::to_string(cell / n + 1);
    out += 'c';
    out += std::to_string(cell % n + 1);
    return out;
}

std::string board_size_text(int n) {
    return std::to_string(n) + "x" + std::to_string(n);
}

bool orthogonally_connected(std::span<const std::uint8_t> cells, int n) {
    if (cells.empty()) return true;
    // Flood from the first cell through orthogonal neighbours among the cells.
    std::vector<char> in(std::size_t(n * n), 0), seen(std::size_t(n * n), 0);
    for (std::uint8_t c : cells) in[c] = 1;
    std::vector<int> stack{cells[0]};
    seen[cells[0]] = 1;
    std::size_t reached = 0;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++reached;
        const int row = cell / n, col = cell % n;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int d = 0; d < 4; ++d) {
            const int rr = row + dr[d], cc = col + dc[d];
            if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
            const auto o = std::size_t(rr * n + cc);
            if (in[o] && !seen[o]) {
                seen[o] = 1;
                stack.push_back(int(o));
            }
        }
    }
    return reached == cells.size();
}

Result<bool> Board::build(BoardSpec spec) {
    const int n = spec.side();
    if (spec.jigsaw()) {
        if (n < kMinSide || n > kMaxSide)
            return board_error(Phrase(
                N_("a jigsaw board must have a side from {min} to {max}; this one has {n}"),
                {{"min", std::to_string(kMinSide)}, {"max", std::to_string(kMaxSide)}, {"n", std::to_string(n)}}));
        spec.box_rows = spec.box_cols = 0;
        if (int(spec.regions.size()) != n * n)
            return board_error(
                Phrase(N_("a {board} jigsaw needs a region for each of its {cells} cells; {given} were given"),
                       {{"board", board_size_text(n)},
                        {"cells", std::to_string(n * n)},
                        {"given", std::to_string(spec.regions.size())}}));
        std::vector<int> size(std::size_t(n), 0);
        for (std::size_t i = 0; i < spec.regions.size(); ++i) {
            int g = spec.regions[i];
            if (g >= n)
                return board_error(Phrase(N_("cell {cell} is in region {region} but a {board} board has {n} regions"),
                                          {{"cell", sudoku::cell_name(int(i), n)},
                                           {"region", std::to_string(g + 1)},
                                           {"board", board_size_text(n)},
                                           {"n", std::to_string(n)}}));
            ++size[std::size_t(g)];
        }
        for (int g = 0; g < n; ++g)
            if (size[std::size_t(g)] != n)
                return board_error(
                    Phrase(N_("region {region} has {size} cells; every region of a {board} jigsaw has {n}"),
                           {{"region", std::to_string(g + 1)},
                            {"size", std::to_string(size[std::size_t(g)])},
                            {"board", board_size_text(n)},
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
                return board_error(
                    Phrase(N_("region {region} is in more than one piece; a jigsaw region must be connected"),
                           {{"region", std::to_string(g + 1)}}));
        }
    } else {
        if (spec.box_rows < 2 || spec.box_cols < 2)
            return board_error(
                Phrase(N_("boxes must be at least 2 cells each way; these are {boxes}"),
                       {{"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)}}));
        if (n < kMinSide || n > kMaxSide)
            return board_error(Phrase(N_("boxes of {boxes} make a {board} board; sides from {min} to {max} are played"),
                                      {{"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)},
                                       {"board", board_size_text(n)},
                                       {"min", std::to_string(kMinSide)},
                                       {"max", std::to_string(kMaxSide)}}));
        if (!spec.regions.empty()) return board_error(Phrase(N_("a board with boxes takes no region map")));
    }
    if (spec.windows && (spec.jigsaw() || spec.box_rows != 3 || spec.box_cols != 3))
        return board_error(
            spec.jigsaw()
                ? Phrase(N_("the Windoku rule needs a 9x9 board with 3x3 boxes; this board is {board} jigsaw"),
                         {{"board", board_size_text(n)}})
                : Phrase(N_("the Windoku rule needs a 9x9 board with 3x3 boxes; this board is {board} with {boxes} "
                            "boxes"),
                         {{"board", board_size_text(n)},
                          {"boxes", std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols)}}));

    Board* s = this;
    s->board_ = spec;
    s->side_ = n;
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
    s->cell_house_masks_.assign(std::size_t(cells), 0);
    for (int c = 0; c < cells; ++c)
        for (std::uint8_t h : s->houses_of(c)) s->cell_house_masks_[std::size_t(c)] |= std::uint64_t(1) << h;
    return true;
}

Result<std::shared_ptr<const Board>> Board::make(BoardSpec spec) {
    std::shared_ptr<Board> board(new Board());
    if (auto built = board->build(std::move(spec)); !built.ok()) return built.error();
    return std::shared_ptr<const Board>(std::move(board));
}

std::string Board::cell_name(int cell) const {
    return sudoku::cell_name(cell, side_);
}

std::string Board::house_name(int house) const {
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
