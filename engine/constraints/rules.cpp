#include "engine/constraints/rules.hpp"

namespace sudoku {

namespace {

// A rule over the houses of some kinds: a symbol may appear once per house.
class HouseRule : public Rule {
public:
    HouseRule(std::string_view name, std::vector<ShapeHouseKind> kinds) : name_(name), kinds_(std::move(kinds)) {}
    std::string_view name() const override { return name_; }
    std::vector<RuleBreak> check(const Shape& shape, const ShapeDigits& digits) const override {
        std::vector<RuleBreak> out;
        const int n = shape.side();
        for (int h = 0; h < shape.house_count(); ++h) {
            if (!covers(shape.house_kind(h))) continue;
            // Most houses repeat nothing: one pass with a mask says so.
            DigitMask seen = 0, repeated = 0;
            for (std::uint8_t c : shape.house_cells(h)) {
                const int d = digits[c];
                if (d < 1 || d > n) continue;
                const auto bit = DigitMask(1u << (d - 1));
                repeated |= DigitMask(seen & bit);
                seen |= bit;
            }
            if (!repeated) continue;
            std::vector<std::vector<int>> where(std::size_t(n) + 1);
            for (std::uint8_t c : shape.house_cells(h)) {
                int d = digits[c];
                if (d >= 1 && d <= n) where[std::size_t(d)].push_back(c);
            }
            for (int d = 1; d <= n; ++d)
                if (where[std::size_t(d)].size() > 1)
                    out.push_back({std::string(name_), h, d, where[std::size_t(d)], {}, {}});
        }
        return out;
    }

protected:
    bool covers(ShapeHouseKind kind) const {
        for (ShapeHouseKind k : kinds_)
            if (k == kind) return true;
        return false;
    }
    std::string_view name_;
    std::vector<ShapeHouseKind> kinds_;
};

class RowRule : public HouseRule {
public:
    RowRule() : HouseRule("row rule", {ShapeHouseKind::Row}) {}
    Result<bool> applies_to(const Shape&) const override { return true; }
};
class ColumnRule : public HouseRule {
public:
    ColumnRule() : HouseRule("column rule", {ShapeHouseKind::Column}) {}
    Result<bool> applies_to(const Shape&) const override { return true; }
};
class BoxRule : public HouseRule {
public:
    BoxRule() : HouseRule("box rule", {ShapeHouseKind::Box}) {}
    Result<bool> applies_to(const Shape& shape) const override {
        if (shape.is_jigsaw())
            return Error{0, "the box rule needs a board with rectangular boxes; this board is a " +
                                shape.display_name() + " with irregular regions"};
        return true;
    }
};
class RegionRule : public HouseRule {
public:
    RegionRule() : HouseRule("region rule", {ShapeHouseKind::Region}) {}
    Result<bool> applies_to(const Shape& shape) const override {
        if (!shape.is_jigsaw())
            return Error{0, "the region rule needs a jigsaw board; this board is " + shape.display_name() + " with " +
                                std::to_string(shape.box_rows()) + "x" + std::to_string(shape.box_cols()) + " boxes"};
        return true;
    }
};
class DiagonalRule : public HouseRule {
public:
    DiagonalRule() : HouseRule("diagonal rule", {ShapeHouseKind::Diagonal, ShapeHouseKind::AntiDiagonal}) {}
    Result<bool> applies_to(const Shape& shape) const override {
        if (!shape.has_diagonals())
            return Error{
                0, "the diagonal rule needs a board whose diagonals are houses; this board is " + shape.display_name()};
        return true;
    }
};
class WindowRule : public HouseRule {
public:
    WindowRule() : HouseRule("Windoku rule", {ShapeHouseKind::Window}) {}
    Result<bool> applies_to(const Shape& shape) const override {
        if (shape.side() != 9 || shape.is_jigsaw() || shape.box_rows() != 3 || shape.box_cols() != 3)
            return Error{0, "the Windoku rule needs a 9x9 board with 3x3 boxes; this board is " +
                                std::to_string(shape.side()) + "x" + std::to_string(shape.side()) +
                                (shape.is_jigsaw() ? " jigsaw" : "")};
        if (!shape.has_windows())
            return Error{0, "the Windoku rule needs a board with windows; this board is " + shape.display_name()};
        return true;
    }
};

// Killer cages: the symbols of a cage are all different and add up to its sum.
class CageRule : public Rule {
public:
    std::string_view name() const override { return "cage rule"; }
    Result<bool> applies_to(const Shape& shape) const override {
        if (!shape.is_killer())
            return Error{0, "the cage rule needs a Killer board with cages; this board is " + shape.display_name()};
        return true;
    }
    std::vector<RuleBreak> check(const Shape& shape, const ShapeDigits& digits) const override {
        std::vector<RuleBreak> out;
        if (const ConstraintSet* constraints = shape.constraints())
            for (int k = 0; k < shape.cage_count(); ++k) {
                const std::size_t before = out.size();
                (*constraints)[k].check(shape, digits, out);
                for (std::size_t i = before; i < out.size(); ++i) out[i].house = k;  // the cage
            }
        return out;
    }
};

// The clues beyond houses and cages (Shape::clues): each checks itself.
class ClueRule : public Rule {
public:
    std::string_view name() const override { return "clue rule"; }
    Result<bool> applies_to(const Shape& shape) const override {
        if (shape.clues().empty())
            return Error{0, "the clue rule needs a board with clues; this board is " + shape.display_name()};
        return true;
    }
    std::vector<RuleBreak> check(const Shape& shape, const ShapeDigits& digits) const override {
        std::vector<RuleBreak> out;
        for (const auto& clue : shape.clues()) clue->check(shape, digits, out);
        return out;
    }
};

}  // namespace

std::unique_ptr<Rule> make_rule(RuleKind kind) {
    switch (kind) {
        case RuleKind::Row:
            return std::make_unique<RowRule>();
        case RuleKind::Column:
            return std::make_unique<ColumnRule>();
        case RuleKind::Box:
            return std::make_unique<BoxRule>();
        case RuleKind::Region:
            return std::make_unique<RegionRule>();
        case RuleKind::Diagonal:
            return std::make_unique<DiagonalRule>();
        case RuleKind::Window:
            return std::make_unique<WindowRule>();
        case RuleKind::Cage:
            return std::make_unique<CageRule>();
        case RuleKind::Clue:
            return std::make_unique<ClueRule>();
    }
    return nullptr;
}

std::vector<std::unique_ptr<Rule>> rules_for(const Shape& shape) {
    std::vector<std::unique_ptr<Rule>> rules;
    rules.push_back(make_rule(RuleKind::Row));
    rules.push_back(make_rule(RuleKind::Column));
    rules.push_back(make_rule(shape.is_jigsaw() ? RuleKind::Region : RuleKind::Box));
    if (shape.has_diagonals()) rules.push_back(make_rule(RuleKind::Diagonal));
    if (shape.has_windows()) rules.push_back(make_rule(RuleKind::Window));
    if (shape.is_killer()) rules.push_back(make_rule(RuleKind::Cage));
    if (!shape.clues().empty()) rules.push_back(make_rule(RuleKind::Clue));
    return rules;
}

std::vector<RuleBreak> find_breaks(const Shape& shape, const ShapeDigits& digits) {
    std::vector<RuleBreak> out;
    for (const auto& rule : rules_for(shape)) {
        auto found = rule->check(shape, digits);
        out.insert(out.end(), found.begin(), found.end());
    }
    return out;
}

bool is_solution_of(const Shape& shape, const ShapeDigits& puzzle, const ShapeDigits& grid) {
    const int cells = shape.cell_count();
    if (int(puzzle.size()) != cells || int(grid.size()) != cells) return false;
    for (int i = 0; i < cells; ++i) {
        if (grid[std::size_t(i)] < 1 || grid[std::size_t(i)] > shape.side()) return false;
        if (puzzle[std::size_t(i)] != 0 && puzzle[std::size_t(i)] != grid[std::size_t(i)]) return false;
    }
    return find_breaks(shape, grid).empty();
}

BigCellSet broken_cells(const Shape& shape, const ShapeDigits& digits) {
    BigCellSet out;
    for (const RuleBreak& b : find_breaks(shape, digits))
        for (int cell : b.cells) out.insert(cell);
    return out;
}

DigitMask candidates_of(const Shape& shape, const ShapeDigits& digits, int cell) {
    DigitMask used = 0;
    for (std::uint8_t o : shape.peers(cell))
        if (digits[o]) used |= DigitMask(1u << (digits[o] - 1));
    return DigitMask(shape.all_symbols() & ~used);
}

}  // namespace sudoku
