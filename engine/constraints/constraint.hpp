// Constraint: one object per clue of a puzzle (issue #34, docs/engine-design.md). A Killer cage is
// the first; the variant clues (thermometers, arrows, kropki dots...) are the next.
//
// A constraint names itself, lists its cells, checks a grid and reports what breaks ("cage
// r1c1+r1c2 (sum 17): 8 + 7 make 15, not 17"), and narrows candidates in the exact solver through
// Domains, the one door to the solver's state: it reads a cell's symbols and narrows them, and the
// solver learns from Domains which cells changed (to look at their houses and constraints again).
// A ConstraintSet holds a board's constraints and, per cell, the constraints that hold it.
//
// Constraints know the Board (engine/model/board.hpp: geometry, houses, names) and nothing above it.
// A board's set is built once with its Shape (Shape::constraints), the board with its clues; a
// Puzzle is a Shape and its givens.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/model/board.hpp"
#include "engine/model/phrase.hpp"

namespace sudoku {

/// One broken rule: a symbol repeated in one house, or a Killer cage repeating a symbol or
/// missing its sum.
struct RuleBreak {
    std::string rule;        // "row rule", "diagonal rule", "cage rule", ...
    int house = 0;           // a house rule's house; the cage rule's cage (Shape::cage)
    int symbol = 0;          // the repeated symbol; 0 for a cage whose sum is wrong
    std::vector<int> cells;  // the cells at fault, ascending (a wrong sum: the cage's filled cells)
    std::string arithmetic;  // a constraint's break: "9 + 9 repeats a digit", "8 + 7 make 15, not 17"
    std::string subject;     // a constraint's break: its name, "cage r1c1+r1c2 (sum 17)"
    /// "diagonal rule: 5 appears twice on the main diagonal, r1c1 and r4c4";
    /// "cage r1c1+r1c2 (sum 17): 9 + 9 repeats a digit";
    /// "cage r1c1+r1c2 (sum 17): 8 + 7 make 15, not 17";
    /// "cage at r1c1 (4 cells, sum 12): 6 + 7 already make 13, leaving nothing for the cage's other cells"
    std::string describe(const Board& board) const;
    bool operator==(const RuleBreak&) const = default;
};

struct BoardPicture;  // engine/picture/board_picture.hpp

/// The most constraints one board takes (the solver's sets of constraints to look at again are
/// fixed arrays of bits).
inline constexpr int kMaxConstraints = 1024;

/// The candidates of every cell as a constraint sees them in the exact solver: read a cell,
/// narrow it. Placed cells (and cells the solver has not yet propagated) hold one symbol. Domains
/// keeps which cells were narrowed and which of them are left with one symbol, for the solver to
/// look at their houses and constraints again.
class Domains {
public:
    Domains(const Board& board, DigitMask* candidates) : board_(board), cand_(candidates) {}
    const Board& board() const { return board_; }
    DigitMask operator[](int cell) const { return cand_[cell]; }
    /// Whether the cell holds one symbol (placed, or about to be).
    bool fixed(int cell) const {
        const DigitMask m = cand_[cell];
        return (m & (m - 1)) == 0;
    }
    /// Keeps only the symbols of `keep` in the cell; false when none is left (a contradiction:
    /// the cell keeps its symbols then).
    bool narrow(int cell, DigitMask keep) {
        const DigitMask m = cand_[cell];
        const auto x = DigitMask(m & keep);
        if (x == m) return true;
        if (!x) return false;
        cand_[cell] = x;
        changed_[std::size_t(changed_count_++)] = std::uint8_t(cell);
        // It had more than one (a cell with one symbol that loses it is a contradiction), so
        // each cell comes here once.
        if ((x & (x - 1)) == 0) singles_[std::size_t(single_count_++)] = std::uint8_t(cell);
        return true;
    }
    /// The cells narrowed since the last clear_changed, once per narrowing (a cell narrowed twice
    /// is here twice).
    std::span<const std::uint8_t> changed() const { return {changed_.data(), std::size_t(changed_count_)}; }
    /// Those of them left with one symbol, once each.
    std::span<const std::uint8_t> singles() const { return {singles_.data(), std::size_t(single_count_)}; }
    void clear_changed() {
        changed_count_ = 0;
        single_count_ = 0;
    }

private:
    const Board& board_;
    DigitMask* cand_;
    int changed_count_ = 0;
    int single_count_ = 0;
    // Each narrowing takes a symbol from a cell: at most (n - 1) per cell between clears.
    std::array<std::uint8_t, kMaxCells*(kMaxSide - 1)> changed_;
    std::array<std::uint8_t, kMaxCells> singles_;
};

/// A constraint as data: its kind (the registry's key), its cell lists (a cage's cells; a line's
/// cells in order) and its numbers by name ("sum": 17).
struct ConstraintRecord {
    std::string kind;
    std::vector<std::vector<int>> cells;
    std::vector<std::pair<std::string, int>> values;
    bool operator==(const ConstraintRecord&) const = default;
};

/// Two candidates a constraint forbids together: cell_a holding symbol_a and cell_b holding symbol_b.
struct WeakLink {
    int cell_a = 0, symbol_a = 0, cell_b = 0, symbol_b = 0;
    bool operator==(const WeakLink&) const = default;
};

/// A step a clue makes on its own, for hints and ratings (issue #34 point 4): the candidates it rules
/// out, in a sentence that names the clue, with the step's score on Sudoku Explainer's scale. The
/// logic turns each into a step of its one "clue deduction" technique, so a new kind of clue needs
/// no technique of its own.
struct ClueDeduction {
    std::vector<std::pair<std::uint8_t, std::uint8_t>> eliminations;  // (cell, symbol)
    Phrase text;
    double score = 2.0;
};

class Constraint {
public:
    virtual ~Constraint() = default;
    /// The registry's key: "killer cage", "innies".
    virtual std::string_view kind() const = 0;
    /// What steps and messages call it: "cage r1c1+r1c2 (sum 17)".
    virtual Phrase name(const Board& board) const = 0;
    /// Its cells, ascending.
    virtual std::span<const std::uint8_t> cells() const = 0;
    /// Every break on a board (symbols 0..n, 0 for empty), each naming this constraint.
    virtual void check(const Board& board, const ShapeDigits& digits, std::vector<RuleBreak>& out) const = 0;
    /// Narrows its cells' candidates, exactly: never a symbol some solution puts there. False when
    /// it cannot hold; on a grid where each of its cells has one symbol, whether it holds.
    virtual bool propagate(Domains& domains) const = 0;
    /// Whether a propagate leaves nothing for an immediate second one to remove (the solver then
    /// runs it again only after one of its cells changes from elsewhere).
    virtual bool idempotent() const { return false; }
    /// The cells it makes see each other (two cells that may never hold the same symbol): adds to
    /// peers[c] each cell that must differ from c. Every technique that reads peers (singles,
    /// subsets, fish, wings, chains) then works across the constraint with no code of its own.
    virtual void add_peers(std::span<BigCellSet> peers) const { (void)peers; }
    /// The pairs of candidates it forbids together beyond its peers (two cells it makes see each
    /// other are linked on every symbol already), among those `domains` holds: appended to `out`.
    /// The logic's link graph (engine/logic/links.hpp) reads them, so chains cross the clue. None
    /// by default: a Killer cage's sum would link many pairs at a propagate each, and the Killer
    /// techniques (engine/logic/killer.cpp) reason on sums themselves. A clue writes its pairs out,
    /// or derives them from its propagate with weak_links_by_propagation.
    virtual void weak_links(const Domains& domains, std::vector<WeakLink>& out) const {
        (void)domains;
        (void)out;
    }
    /// Its own steps on the candidates `domains` holds, appended to `out`. By default one, what its
    /// propagate removes ("{clue} rules out r1c1<>3 r2c2<>5"); a clue with steps a player would
    /// name better ("the bulb is at most 4") writes them itself.
    virtual void deductions(const Domains& domains, std::vector<ClueDeduction>& out) const;
    /// Whether the board's other rules imply it (a house's innies): it is not written or shown.
    virtual bool implied() const { return false; }
    /// What it is, as data: its kind, its cells and its numbers (for saves, formats and equality).
    virtual ConstraintRecord record() const = 0;
    /// What it looks like: adds its elements (outlines, lines, dots, text) to the board's picture
    /// in cell units (engine/picture/board_picture.hpp). Implied constraints draw nothing.
    virtual void picture(const Board& board, BoardPicture& out) const {
        (void)board;
        (void)out;
    }
};

/// A constraint's weak links derived from its propagate: each candidate (c, s) of one of its cells
/// holding more than one symbol is fixed in a copy of the domains, and each candidate of its cells
/// that propagate then removes is linked to (c, s) (a candidate whose fixing fails is no link but
/// an elimination, left out). As exact as propagate; a propagate per candidate.
void weak_links_by_propagation(const Constraint& constraint, const Domains& domains, std::vector<WeakLink>& out);

/// A board's constraints, and for each cell the indices of those holding it.
class ConstraintSet {
public:
    ConstraintSet(const Board& board, std::vector<std::shared_ptr<const Constraint>> constraints);
    ~ConstraintSet();
    int size() const { return int(constraints_.size()); }
    bool empty() const { return constraints_.empty(); }
    const Constraint& operator[](int index) const { return *constraints_[std::size_t(index)]; }
    std::span<const std::shared_ptr<const Constraint>> all() const { return constraints_; }
    /// The constraints holding a cell, ascending.
    std::span<const std::uint16_t> of_cell(int cell) const {
        return {watch_.data() + watch_start_[std::size_t(cell)],
                std::size_t(watch_start_[std::size_t(cell) + 1] - watch_start_[std::size_t(cell)])};
    }
    /// With at most 64 constraints, per cell the constraints holding it as bits (bit k for
    /// constraint k); empty with more.
    std::span<const std::uint64_t> cell_words() const { return cell_words_; }
    /// Bit k % 64 of word k / 64: whether constraint k is idempotent.
    std::span<const std::uint64_t> idempotent_words() const { return idempotent_; }

private:
    std::vector<std::shared_ptr<const Constraint>> constraints_;
    std::vector<std::uint16_t> watch_;
    std::vector<std::uint32_t> watch_start_;
    std::vector<std::uint64_t> idempotent_;
    std::vector<std::uint64_t> cell_words_;
};

}  // namespace sudoku
