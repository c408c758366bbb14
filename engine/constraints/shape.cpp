#include "engine/constraints/shape.hpp"

#include "engine/constraints/cage.hpp"
#include "engine/constraints/cage_math.hpp"
#include "engine/constraints/small_killer_tables.hpp"
#include "engine/model/notation.hpp"
#include "engine/picture/board_picture.hpp"

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

}  // namespace

namespace {

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
                                          {{"k", std::to_string(k + 1)}, {"board", board_size_text(n)}}));
        if (std::adjacent_find(cage.cells.begin(), cage.cells.end()) != cage.cells.end())
            return shape_error(Phrase(N_("{cage} lists a cell twice"), {{"cage", cage_name_phrase(cage, n)}}));
        if (size > n)
            return shape_error(Phrase(N_("{cage} has {size} cells; a cage of a {board} board holds at most {n}"),
                                      {{"cage", cage_name_phrase(cage, n)},
                                       {"size", std::to_string(size)},
                                       {"board", board_size_text(n)},
                                       {"n", std::to_string(n)}}));
        if (cage.sum < min_cage_sum(size) || cage.sum > max_cage_sum(size, n))
            return shape_error(Phrase(N_("{cage}: {rule}"),
                                      {{"cage", cage_name_phrase(cage, n)}, {"rule", cage_sum_rule_phrase(size, n)}}));
        for (std::uint8_t c : cage.cells) {
            if (owner[c] >= 0)
                return shape_error(Phrase(N_("{cell} is in two cages: {first} and {second}"),
                                          {{"cell", cell_name(c, n)},
                                           {"first", cage_name_phrase(cages[std::size_t(owner[c])], n)},
                                           {"second", cage_name_phrase(cage, n)}}));
            owner[c] = int(k);
        }
        if (!orthogonally_connected(cage.cells, n))
            return shape_error(Phrase(N_("{cage} is in more than one piece; a cage must be connected"),
                                      {{"cage", cage_name_phrase(cage, n)}}));
    }
    return true;
}

// The constraints of a shape: its cages, in the spec's order, the innies of each house that has one
// to three, then the spec's other clues. Null for a board with none.
std::shared_ptr<const ConstraintSet> shape_constraints(const Shape& shape) {
    if (!shape.is_killer() && shape.spec().constraints.empty()) return nullptr;
    std::vector<std::shared_ptr<const Constraint>> out;
    const int n = shape.side();
    for (const auto& clue : shape.spec().constraints)  // the cages first: CageRule checks those
        if (dynamic_cast<const KillerCage*>(clue.get())) out.push_back(clue);
    // The houses holding each cage whole, and the sum of those cages per house.
    std::vector<std::uint64_t> whole(std::size_t(shape.cage_count()), ~std::uint64_t(0));
    for (int c = 0; c < shape.cell_count(); ++c)
        if (shape.cage_of(c) >= 0) whole[std::size_t(shape.cage_of(c))] &= shape.house_mask(c);
    std::vector<int> inside(std::size_t(shape.house_count()), 0);
    for (int k = 0; k < shape.cage_count(); ++k)
        for (std::uint64_t h = whole[std::size_t(k)]; h; h &= h - 1)
            inside[std::size_t(__builtin_ctzll(h))] += shape.cage(k).sum;
    for (int h = 0; h < shape.house_count(); ++h) {
        std::vector<std::uint8_t> cells;
        for (std::uint8_t c : shape.house_cells(h)) {
            const int k = shape.cage_of(c);
            if (k < 0 || !((whole[std::size_t(k)] >> h) & 1)) cells.push_back(c);
        }
        if (cells.empty() || cells.size() > 3) continue;
        std::sort(cells.begin(), cells.end());
        out.push_back(std::make_unique<HouseInnies>(n, h, std::move(cells), n * (n + 1) / 2 - inside[std::size_t(h)]));
    }
    out.insert(out.end(), shape.clues().begin(), shape.clues().end());
    return std::make_shared<const ConstraintSet>(shape, std::move(out));
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
                                   {"board", board_size_text(side)},
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
        return shape_error(Phrase(
            N_("{shape}: Killer boards go up to {max}, as in Solo; on a {board} board the solver "
               "cannot prove a Killer unique in good time"),
            {{"shape", quoted(text)}, {"max", board_size_text(kMaxKillerSide)}, {"board", board_size_text(side)}}));
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

namespace {

// The board of the parameters, with a jigsaw's regions; no clues yet.
ShapeSpec board_of(const ShapeParams& params, std::vector<std::uint8_t> regions) {
    ShapeSpec spec;
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
    return spec;
}

}  // namespace

Result<std::shared_ptr<const Shape>> Shape::from_params(const ShapeParams& params, std::vector<std::uint8_t> regions,
                                                        std::vector<Cage> cages) {
    if (params.killer && cages.empty()) return shape_error(Phrase(N_("a Killer board needs its cages")));
    if (!params.killer && !cages.empty()) return shape_error(Phrase(N_("only a Killer board has cages")));
    ShapeSpec spec = board_of(params, std::move(regions));
    spec.add_cages(std::move(cages));
    return make(std::move(spec));
}

Result<std::shared_ptr<const Shape>> Shape::with_clues(const ShapeParams& params, std::vector<std::uint8_t> regions,
                                                       std::vector<std::shared_ptr<const Constraint>> clues) {
    ShapeSpec spec = board_of(params, std::move(regions));
    spec.constraints = std::move(clues);
    if (params.killer && !spec.killer()) return shape_error(Phrase(N_("a Killer board needs its cages")));
    if (!params.killer && spec.killer()) return shape_error(Phrase(N_("only a Killer board has cages")));
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
    std::shared_ptr<Shape> s(new Shape());
    if (auto built = s->build(spec); !built.ok()) return built.error();
    const int n = s->side();
    const int cells = n * n;
    if (spec.jigsaw()) spec.box_rows = spec.box_cols = 0;
    std::vector<Cage> cages;
    std::vector<std::shared_ptr<const Constraint>> clues;
    for (const auto& clue : spec.constraints) {
        if (const auto* cage = dynamic_cast<const KillerCage*>(clue.get()))
            cages.push_back(cage->cage());
        else
            clues.push_back(clue);
    }
    if (auto checked = check_cages(cages, n); !checked.ok()) return checked.error();
    s->spec_ = spec;
    s->classic_ = !spec.jigsaw() && spec.box_rows == 3 && spec.box_cols == 3 && !spec.diagonals && !spec.windows &&
                  spec.constraints.empty();
    s->cages_ = std::move(cages);
    s->clues_ = std::move(clues);
    if (!s->cages_.empty()) {
        s->cage_of_.assign(std::size_t(cells), -1);
        for (std::size_t k = 0; k < s->cages_.size(); ++k) {
            BigCellSet set;
            for (std::uint8_t c : s->cages_[k].cells) {
                set.insert(c);
                s->cage_of_[c] = std::int16_t(k);
            }
            s->cage_sets_.push_back(set);
        }
    }
    for (std::size_t k = 0; k < spec.constraints.size(); ++k) {
        for (std::uint8_t c : spec.constraints[k]->cells())
            if (c >= cells)
                return shape_error(Phrase(N_("clue {k} has a cell off the {board} board"),
                                          {{"k", std::to_string(k + 1)}, {"board", board_size_text(n)}}));
    }
    s->constraints_ = shape_constraints(*s);
    // Peers: the cells of each house, and the cells each constraint makes see each other.
    s->peer_sets_.assign(std::size_t(cells), BigCellSet{});
    s->peer_start_.assign(std::size_t(cells) + 1, 0);
    if (s->constraints_)
        for (const auto& constraint : s->constraints_->all()) constraint->add_peers(s->peer_sets_);
    for (int c = 0; c < cells; ++c) {
        BigCellSet& set = s->peer_sets_[std::size_t(c)];
        for (std::uint8_t h : s->houses_of(c)) set |= s->house_set(h);
        set.erase(c);
        s->peer_start_[std::size_t(c)] = std::uint16_t(s->peers_.size());
        set.any_of([&](int o) {
            s->peers_.push_back(std::uint8_t(o));
            return false;
        });
    }
    s->peer_start_[std::size_t(cells)] = std::uint16_t(s->peers_.size());
    if (s->constraints_) {
        s->small_killer_ = small_killer::make_tables(*s, *s->constraints_);
        s->sum_table_ = make_sum_table(*s->constraints_);
    }
    return std::shared_ptr<const Shape>(std::move(s));
}

bool ShapeSpec::killer() const {
    for (const auto& clue : constraints)
        if (dynamic_cast<const KillerCage*>(clue.get())) return true;
    return false;
}

void ShapeSpec::add_cages(std::vector<Cage> cages) {
    for (Cage& cage : cages) constraints.push_back(std::make_shared<const KillerCage>(side(), std::move(cage)));
}

bool ShapeSpec::operator==(const ShapeSpec& other) const {
    if (static_cast<const BoardSpec&>(*this) != other || constraints.size() != other.constraints.size()) return false;
    for (std::size_t k = 0; k < constraints.size(); ++k) {
        const Constraint& a = *constraints[k];
        const Constraint& b = *other.constraints[k];
        // One object (a spec and its copy share them: the logic's per-shape memos compare those
        // at every step), or two cages: no records built.
        if (&a == &b) continue;
        const auto* cage_a = dynamic_cast<const KillerCage*>(&a);
        const auto* cage_b = dynamic_cast<const KillerCage*>(&b);
        if (cage_a || cage_b) {
            if (!cage_a || !cage_b || cage_a->sum() != cage_b->sum() ||
                !std::ranges::equal(cage_a->cells(), cage_b->cells()))
                return false;
            continue;
        }
        if (a.record() != b.record()) return false;
    }
    return true;
}

const std::shared_ptr<const Shape>& Shape::classic() {
    static const std::shared_ptr<const Shape> shape = Shape::make(ShapeSpec{}).value();
    return shape;
}

std::string Shape::cage_name(int index) const {
    return render(cage_name_phrase(cage(index), side()));
}

BoardPicture board_picture(const Shape& shape, double cage_inset) {
    BoardPicture picture = regions_picture(shape, cage_inset);
    // Each constraint draws itself; the cages (the first cage_count) are tagged with their index.
    if (const ConstraintSet* constraints = shape.constraints()) {
        for (int k = 0; k < constraints->size(); ++k) {
            const std::size_t edges = picture.cage_edges.size(), sums = picture.cage_sums.size();
            (*constraints)[k].picture(shape, picture);
            if (k >= shape.cage_count()) continue;
            for (std::size_t i = edges; i < picture.cage_edges.size(); ++i) picture.cage_edges[i].cage = k;
            for (std::size_t i = sums; i < picture.cage_sums.size(); ++i) picture.cage_sums[i].cage = k;
        }
    }
    fit_margins(picture);
    return picture;
}

}  // namespace sudoku
