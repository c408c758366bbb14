#include "engine/constraints/cage.hpp"

#include <algorithm>
#include <array>

#include "engine/constraints/cage_math.hpp"
#include "engine/constraints/constraint.hpp"
#include "engine/constraints/sum_propagate.hpp"
#include "engine/picture/board_picture.hpp"

namespace sudoku {

Phrase cage_name_phrase(const Cage& cage, int n) {
    if (cage.cells.empty()) return Phrase(N_("cage with no cells"));
    if (cage.cells.size() <= 3) {
        std::string cells;
        for (std::size_t i = 0; i < cage.cells.size(); ++i) {
            if (i) cells += '+';
            cells += cell_name(cage.cells[i], n);
        }
        return Phrase(N_("cage {cells} (sum {sum})"), {{"cells", cells}, {"sum", std::to_string(cage.sum)}});
    }
    return Phrase(N_("cage at {cell} ({n} cells, sum {sum})"), {{"cell", cell_name(cage.cells[0], n)},
                                                                {"n", std::to_string(cage.cells.size())},
                                                                {"sum", std::to_string(cage.sum)}});
}

SumGroup::SumGroup(int side, std::vector<std::uint8_t> cells, int sum, bool confines)
    : cells_(std::move(cells)),
      sum_(sum),
      combinations_(cage_combinations(side, int(cells_.size()), sum)),
      confines_(confines) {
    for (std::uint8_t cell : cells_) set_.insert(cell);
}

bool SumGroup::propagate(Domains& d) const {
    const SumView view{cells_.data(),        int(cells_.size()),        sum_,
                       combinations_.data(), int(combinations_.size()), confines_ ? &set_ : nullptr};
    return propagate_sum(d, view);
}

void SumTable::add(std::span<const std::uint8_t> cells, int sum, std::span<const DigitMask> combinations,
                   const BigCellSet* own) {
    entries_.push_back({std::uint32_t(cells_.size()), std::uint32_t(cells.size()), std::uint32_t(combinations_.size()),
                        std::uint32_t(combinations.size()), sum, own ? int(owns_.size()) : -1});
    cells_.insert(cells_.end(), cells.begin(), cells.end());
    combinations_.insert(combinations_.end(), combinations.begin(), combinations.end());
    if (own) owns_.push_back(*own);
}

void SumTable::finish() {
    views_.clear();
    for (const Entry& e : entries_)
        views_.push_back({cells_.data() + e.cells, int(e.count), e.sum, combinations_.data() + e.combinations,
                          int(e.combination_count), e.own >= 0 ? &owns_[std::size_t(e.own)] : nullptr});
}

std::shared_ptr<const SumTable> make_sum_table(const ConstraintSet& set) {
    auto table = std::make_shared<SumTable>();
    for (const auto& constraint : set.all()) {
        const auto* sum = dynamic_cast<const SumGroup*>(constraint.get());
        if (!sum) break;
        table->add(sum->cells(), sum->sum(), sum->combinations(), sum->confines() ? &sum->cell_set() : nullptr);
    }
    table->finish();
    if (!table->count()) return nullptr;
    return table;
}

void SumGroup::add_peers(std::span<BigCellSet> peers) const {
    for (std::uint8_t a : cells_)
        for (std::uint8_t b : cells_)
            if (a != b) peers[a].insert(b);
}

ConstraintRecord KillerCage::record() const {
    return {"killer cage", {std::vector<int>(cells_.begin(), cells_.end())}, {{"sum", sum_}}};
}

void KillerCage::picture(const Board& board, BoardPicture& out) const {
    add_outline(board, set_, out.cage_inset, out);
    const int first = cells_[0];
    out.cage_sums.push_back(
        {std::to_string(sum_), {double(board.col_of(first)), double(board.row_of(first))}, first, 0});
}

ConstraintRecord HouseInnies::record() const {
    return {"innies", {std::vector<int>(cells_.begin(), cells_.end())}, {{"sum", sum_}, {"house", house_}}};
}

namespace {

std::vector<std::uint8_t> sorted(std::vector<std::uint8_t> cells) {
    std::sort(cells.begin(), cells.end());
    return cells;
}

}  // namespace

KillerCage::KillerCage(int side, Cage cage) : SumGroup(side, sorted(std::move(cage.cells)), cage.sum, true) {}

Phrase KillerCage::name(const Board& board) const {
    return cage_name_phrase(Cage{cells_, sum_}, board.side());
}

bool KillerCage::idempotent() const {
    // Exact on a small cage: what it just removed leaves nothing more for it to remove.
    return cells_.size() <= std::size_t(sum_kernel::kMaxMatched);
}

void KillerCage::check(const Board& board, const ShapeDigits& digits, std::vector<RuleBreak>& out) const {
    const int n = board.side();
    const std::string subject = render(name(board));
    std::vector<std::vector<int>> where(std::size_t(n) + 1);
    std::vector<int> filled;
    int total = 0;
    for (std::uint8_t c : cells_) {
        const int d = digits[c];
        if (d < 1 || d > n) continue;
        where[std::size_t(d)].push_back(c);
        filled.push_back(c);
        total += d;
    }
    bool repeated = false;
    for (int d = 1; d <= n; ++d) {
        const auto& cells = where[std::size_t(d)];
        if (cells.size() < 2) continue;
        repeated = true;
        std::string sum;
        for (std::size_t i = 0; i < cells.size(); ++i) sum += (i ? " + " : "") + symbol_text(d);
        out.push_back({"cage rule", 0, d, cells, sum + " repeats a digit", subject});
    }
    if (repeated || filled.empty()) return;
    std::string terms;
    for (std::size_t i = 0; i < filled.size(); ++i)
        terms += (i ? " + " : "") + std::to_string(digits[std::size_t(filled[i])]);
    if (filled.size() == cells_.size() && total != sum_) {
        const std::string made = filled.size() == 1 ? " is " : " make ";
        out.push_back({"cage rule", 0, 0, filled,
                       terms + made + std::to_string(total) + ", not " + std::to_string(sum_), subject});
    } else if (filled.size() < cells_.size() && total >= sum_) {
        const std::string made = filled.size() == 1 ? " is already " : " already make ";
        out.push_back({"cage rule", 0, 0, filled,
                       terms + made + std::to_string(total) + ", leaving nothing for the cage's other cells", subject});
    }
}

HouseInnies::HouseInnies(int side, int house, std::vector<std::uint8_t> cells, int sum)
    : SumGroup(side, std::move(cells), sum, false), house_(house) {}

Phrase HouseInnies::name(const Board& board) const {
    // Implied by the cages and the houses, it breaks nothing a player sees and names no step yet:
    // an English literal until one does.
    return Phrase::text("innies of " + board.house_name(house_));
}

}  // namespace sudoku
