// Killer techniques: cage combinations, the rule of 45 (innies and outies) and cage/house locked
// candidates. They run on Killer shapes only; on other shapes each finder returns at once.
//
// One search serves them all: given cells whose symbols must add up to a total (different where
// two cells see each other), it visits every assignment from the cells' candidates and records
// which symbols each cell takes in at least one (its "support") and which symbol sets the whole
// takes. A candidate outside a cell's support cannot be in the solution. The search has a node
// budget; when it runs out, the finder reports nothing for those cells (never a wrong step).
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "engine/constraints/cage_math.hpp"
#include "engine/logic/finders.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

namespace {

constexpr int kMaxSumCells = 9;         // larger groups are left alone
constexpr long kSearchBudget = 200000;  // nodes per search
constexpr int kMaxClique = 6;           // cells that all see each other, matched by table
// Bit u set where bit j of u is set, for u in 0..63.
constexpr std::uint64_t kHasBit[kMaxClique] = {0xAAAAAAAAAAAAAAAAull, 0xCCCCCCCCCCCCCCCCull, 0xF0F0F0F0F0F0F0F0ull,
                                               0xFF00FF00FF00FF00ull, 0xFFFF0000FFFF0000ull, 0xFFFFFFFF00000000ull};
constexpr std::size_t kMaxCombos = 4;  // combinations named in a sentence

DigitMask bit_of(int symbol) {
    return DigitMask(1u << (symbol - 1));
}

// SumSearch's answers kept per thread, by everything they depend on (see SumSearch::run).
struct SumMemo {
    static constexpr std::size_t kMaxAnswers = 1 << 16;  // then forgotten at once: about 10 MB at most
    struct Key {
        // [0]: total, must, side, cell count; [1..5]: per cell its index and candidates, two a word.
        std::array<std::uint64_t, 6> words{};
        std::uint64_t seen = 0;  // bit (i * 8 + j - i - 1): cells i < j see each other
        bool operator==(const Key&) const = default;
    };
    struct Hash {
        std::size_t operator()(const Key& key) const {
            std::uint64_t h = key.seen * 0x9E3779B97F4A7C15ull;
            for (std::uint64_t w : key.words) h = (h ^ w) * 0xBF58476D1CE4E5B9ull, h ^= h >> 29;
            return std::size_t(h);
        }
    };
    struct Answer {
        std::vector<DigitMask> sets;
        std::array<DigitMask, kMaxSumCells> support;
        bool aborted;
        bool ok;
    };
    std::unordered_map<Key, Answer, Hash> answers;
};

SumMemo& sum_memo() {
    thread_local SumMemo memo;
    return memo;
}

struct SumSearch {
    SumSearch(const Candidates& g, std::vector<int> open, int sum, DigitMask required = 0)
        : grid(g), cells(std::move(open)), total(sum), must(required) {}

    const Candidates& grid;
    std::vector<int> cells;  // open cells
    int total = 0;
    DigitMask must = 0;  // symbols the assignment must use (0: none)

    std::array<int, kMaxSumCells> value{};
    std::array<DigitMask, kMaxSumCells> support{};
    std::array<int, kMaxSumCells + 1> min_rest{}, max_rest{};
    std::vector<DigitMask> sets;  // the symbol sets of the assignments found (distinct)
    long budget = kSearchBudget;
    bool aborted = false;

    // False when the search ran out of budget (nothing it found may be used). The answer depends
    // on the cells' candidates, which of them see each other, the total, `must` and the side
    // alone, and a path asks the same again and again (a step changes a few cells; the generator
    // follows many paths on one grid): answers are kept per thread (SumMemo).
    bool run() {
        const int k = int(cells.size());
        if (k == 0 || k > kMaxSumCells) return false;
        SumMemo::Key key;
        key.words[0] = std::uint64_t(std::uint32_t(total)) | std::uint64_t(must) << 32 |
                       std::uint64_t(grid.shape().side()) << 48 | std::uint64_t(k) << 56;
        for (int i = 0; i < k; ++i) {
            const int cell = cells[std::size_t(i)];
            key.words[1 + i / 2] |= (std::uint64_t(cell) | std::uint64_t(grid.candidates(cell)) << 8) << (32 * (i % 2));
            for (int j = i + 1; j < k; ++j)
                if (grid.shape().sees(cell, cells[std::size_t(j)])) key.seen |= std::uint64_t(1) << (i * 8 + j - i - 1);
        }
        SumMemo& memo = sum_memo();
        if (const auto it = memo.answers.find(key); it != memo.answers.end()) {
            const SumMemo::Answer& a = it->second;
            sets = a.sets;
            support = a.support;
            aborted = a.aborted;
            return a.ok;
        }
        const bool ok = search();
        if (memo.answers.size() >= SumMemo::kMaxAnswers) memo.answers.clear();
        memo.answers.emplace(key, SumMemo::Answer{sets, support, aborted, ok});
        return ok;
    }

    bool search() {
        const int k = int(cells.size());
        for (int i = k - 1; i >= 0; --i) {
            const DigitMask m = grid.candidates(cells[std::size_t(i)]);
            if (!m) return true;  // a dead cell: no support anywhere
            const int lo = __builtin_ctz(m) + 1, hi = 31 - __builtin_clz(m) + 1;
            min_rest[std::size_t(i)] = min_rest[std::size_t(i) + 1] + lo;
            max_rest[std::size_t(i)] = max_rest[std::size_t(i) + 1] + hi;
        }
        if (k <= kMaxClique && all_see_each_other()) return run_clique();
        visit(0, 0, 0);
        return !aborted;
    }

    bool all_see_each_other() const {
        for (std::size_t i = 0; i < cells.size(); ++i)
            for (std::size_t j = i + 1; j < cells.size(); ++j)
                if (!grid.shape().sees(cells[i], cells[j])) return false;
        return true;
    }

    // Cells that all see each other (a cage's, or a clique in a house) take different symbols: the
    // assignments are the matchings of the cells to the symbols of each combination of the right
    // size and sum, found by a table over the symbols used so far (a 64-bit word per cell)
    // instead of visiting every assignment. The same supports and sets as visit(), in microseconds.
    bool run_clique() {
        const int k = int(cells.size());
        const int full = (1 << k) - 1;  // every symbol of the combination taken
        for (DigitMask combo : cage_combinations(grid.shape().side(), k, total)) {
            if ((combo & must) != must) continue;
            int digit[kMaxClique];
            int nd = 0;
            for (DigitMask m = combo; m; m &= DigitMask(m - 1)) digit[nd++] = __builtin_ctz(m) + 1;
            std::array<unsigned, kMaxClique> allow{};  // bit j: the cell can take digit[j]
            bool dead = false;
            for (int i = 0; i < k && !dead; ++i) {
                for (int j = 0; j < k; ++j)
                    if (grid.has(cells[std::size_t(i)], digit[j])) allow[std::size_t(i)] |= 1u << j;
                dead = allow[std::size_t(i)] == 0;
            }
            if (dead) continue;
            // Sets of `used` (bit u of a word: the symbols digit[j] for the bits j of u are taken) as
            // 64-bit words. done[i]: cells i.. can take exactly the symbols not in `used`; reach[i]:
            // cells before i can take exactly `used`. Taking digit[j] moves u to u + 2^j where bit j
            // of u is clear, a shift of the word.
            std::array<std::uint64_t, kMaxClique + 1> done{};
            done[std::size_t(k)] = std::uint64_t(1) << full;
            for (int i = k - 1; i >= 0; --i)
                for (unsigned m = allow[std::size_t(i)]; m; m &= m - 1) {
                    const int j = __builtin_ctz(m);
                    done[std::size_t(i)] |= (done[std::size_t(i) + 1] & kHasBit[j]) >> (1 << j);
                }
            if (!(done[0] & 1)) continue;
            sets.push_back(combo);
            std::uint64_t reach = 1;
            for (int i = 0; i < k; ++i) {
                std::uint64_t next = 0;
                for (unsigned m = allow[std::size_t(i)]; m; m &= m - 1) {
                    const int j = __builtin_ctz(m);
                    const std::uint64_t to = ((reach & ~kHasBit[j]) << (1 << j)) & done[std::size_t(i) + 1];
                    if (!to) continue;
                    next |= to;
                    support[std::size_t(i)] |= bit_of(digit[j]);
                }
                reach = next;
            }
        }
        return true;
    }

    void visit(int i, int sum, DigitMask used) {
        if (aborted) return;
        if (--budget < 0) {
            aborted = true;
            return;
        }
        const int k = int(cells.size());
        if (i == k) {
            if (sum != total || (used & must) != must) return;
            for (int j = 0; j < k; ++j) support[std::size_t(j)] |= bit_of(value[std::size_t(j)]);
            if (std::find(sets.begin(), sets.end(), used) == sets.end()) sets.push_back(used);
            return;
        }
        const int cell = cells[std::size_t(i)];
        for (DigitMask m = grid.candidates(cell); m; m &= DigitMask(m - 1)) {
            const int d = __builtin_ctz(m) + 1;
            if (sum + d + min_rest[std::size_t(i) + 1] > total) break;  // ascending: only larger after
            if (sum + d + max_rest[std::size_t(i) + 1] < total) continue;
            bool clash = false;
            for (int j = 0; j < i && !clash; ++j)
                clash = value[std::size_t(j)] == d && grid.shape().sees(cells[std::size_t(j)], cell);
            if (clash) continue;
            value[std::size_t(i)] = d;
            visit(i + 1, sum + d, DigitMask(used | bit_of(d)));
        }
    }
};

// A cage's open cells and what they must add up to (its sum less the symbols placed in it).
struct CageState {
    std::vector<int> open;
    int rest = 0;
    DigitMask placed = 0;
};

// Into `out`, whose cell list keeps its room (the finders ask for every cage at every step).
void cage_state(const Candidates& grid, int k, CageState& out) {
    const Cage& cage = grid.shape().cage(k);
    out.open.clear();
    out.rest = cage.sum;
    out.placed = 0;
    for (int cell : cage.cells) {
        if (grid.is_empty(cell)) {
            out.open.push_back(cell);
        } else {
            out.rest -= grid.digit(cell);
            out.placed = DigitMask(out.placed | bit_of(grid.digit(cell)));
        }
    }
}

CageState cage_state(const Candidates& grid, int k) {
    CageState out;
    cage_state(grid, k, out);
    return out;
}

// "8+9" or "1+5+9 or 2+4+9" (the first kMaxCombos), sorted as a player lists them.
Phrase sets_text(std::vector<DigitMask> sets, int side) {
    std::vector<DigitMask> ordered;
    for (int size = 1; size <= side && ordered.size() < sets.size(); ++size)
        for (int sum = 1; sum <= side * (side + 1) / 2; ++sum)
            for (DigitMask c : cage_combinations(side, size, sum))
                if (std::find(sets.begin(), sets.end(), c) != sets.end()) ordered.push_back(c);
    // "1+9 or 2+8 or 3 more", each "or" a template.
    Phrase out;
    for (std::size_t i = 0; i < ordered.size() && i < kMaxCombos; ++i) {
        Phrase item = Phrase::text(combination_text(ordered[i]));
        out = i ? Phrase(N_("{a} or {b}"), {{"a", std::move(out)}, {"b", std::move(item)}}) : std::move(item);
    }
    if (ordered.size() > kMaxCombos)
        out = Phrase(N_("{a} or {b}"),
                     {{"a", std::move(out)},
                      {"b", Phrase(N_("{n} more"), {{"n", std::to_string(ordered.size() - kMaxCombos)}})}});
    return out;
}

// What the cells that lose candidates keep, as a player says it: "r1c4 and r2c4 can only be 7 or
// 9; r3c4 can only be 1" (cells keeping the same symbols together, in the order of `cells`,
// symbols as the board shows them). keep[i]: the symbols cells[i] keeps. The step's eliminations
// are drawn on the board; the sentence teaches what is left instead of listing each of them.
Phrase kept_text(const Candidates& grid, const std::vector<int>& cells, const std::vector<DigitMask>& keep) {
    const Shape& shape = grid.shape();
    std::vector<DigitMask> masks;            // the distinct kept sets, first seen first
    std::vector<std::vector<Phrase>> named;  // the cells keeping each
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const DigitMask now = grid.candidates(cells[i]);
        const DigitMask kept = DigitMask(now & keep[i]);
        if (kept == now) continue;
        const auto it = std::find(masks.begin(), masks.end(), kept);
        const std::size_t at = std::size_t(it - masks.begin());
        if (it == masks.end()) {
            masks.push_back(kept);
            named.emplace_back();
        }
        named[at].push_back(Phrase::text(shape.cell_name(cells[i])));
    }
    Phrase out;
    for (std::size_t g = 0; g < masks.size(); ++g) {
        std::vector<Phrase> symbols;
        for (DigitMask m = masks[g]; m; m &= DigitMask(m - 1))
            symbols.push_back(Phrase::text(sym(__builtin_ctz(m) + 1)));
        Phrase item =
            symbols.empty()
                ? Phrase(N_("{cells} can hold no symbol"), {{"cells", std::move(named[g]), PhraseArg::kAnd}})
                : Phrase(N_("{cells} can only be {symbols}"), {{"cells", std::move(named[g]), PhraseArg::kAnd},
                                                               {"symbols", std::move(symbols), PhraseArg::kOr}});
        out = g ? Phrase(N_("{a}; {b}"), {{"a", std::move(out)}, {"b", std::move(item)}}) : std::move(item);
    }
    return out;
}

// Keeps, for each open cell, the symbols of its support; the rest are the step's eliminations.
void eliminate_unsupported(const Candidates& grid, Step& step, const std::vector<int>& open,
                           std::span<const DigitMask> support) {
    for (std::size_t i = 0; i < open.size(); ++i) {
        const DigitMask drop = DigitMask(grid.candidates(open[i]) & ~support[i]);
        for (DigitMask m = drop; m; m &= DigitMask(m - 1))
            step.eliminations.push_back(cand(open[i], __builtin_ctz(m) + 1));
    }
}

std::vector<DigitMask> supports(const SumSearch& search) {
    return {search.support.begin(), search.support.begin() + std::ptrdiff_t(search.cells.size())};
}

void add_cage_evidence(const Candidates& grid, Step& step, std::span<const std::uint8_t> cells) {
    for (int cell : cells)
        if (grid.is_empty(cell)) step.evidence.push_back({cand(cell, 0), Role::Cause});
}

// A cage as Shape::cage_name writes it ("cage r1c1+r1c2 (sum 3)", "cage at r4c4 (5 cells, sum 20)").
Phrase cage_label(const Shape& shape, int k) {
    const Cage& cage = shape.cage(k);
    if (cage.cells.empty()) return Phrase(N_("cage with no cells"));
    if (cage.cells.size() <= 3) {
        std::string cells;
        for (std::size_t i = 0; i < cage.cells.size(); ++i) {
            if (i) cells += '+';
            cells += shape.cell_name(cage.cells[i]);
        }
        return Phrase(N_("cage {cells} (sum {sum})"), {{"cells", cells}, {"sum", std::to_string(cage.sum)}});
    }
    return Phrase(N_("cage at {cell} ({n} cells, sum {sum})"), {{"cell", shape.cell_name(cage.cells[0])},
                                                                {"n", std::to_string(cage.cells.size())},
                                                                {"sum", std::to_string(cage.sum)}});
}

// ---- Rule of 45 --------------------------------------------------------------------------------

// A group of houses whose symbols add up to a known total: 1 to 3 neighbouring rows or columns,
// or one box or region.
struct Group {
    std::vector<int> houses;
    Phrase name;  // "row 1", "rows 1 to 3", "box 5"
};

std::vector<Group> groups_of(const Shape& shape) {
    std::vector<int> rows, columns, boxes;
    for (int h = 0; h < shape.house_count(); ++h) {
        const ShapeHouseKind kind = shape.house_kind(h);
        if (kind == ShapeHouseKind::Row) rows.push_back(h);
        if (kind == ShapeHouseKind::Column) columns.push_back(h);
        if (kind == ShapeHouseKind::Box || kind == ShapeHouseKind::Region) boxes.push_back(h);
    }
    std::vector<Group> out;
    // `pair` and `run` are the templates of two and three neighbouring lines.
    auto lines = [&](const std::vector<int>& line, const char* pair, const char* run) {
        for (int width = 1; width <= 3; ++width)
            for (int first = 0; first + width <= int(line.size()); ++first) {
                Group g;
                for (int i = 0; i < width; ++i) g.houses.push_back(line[std::size_t(first + i)]);
                if (width == 1)
                    g.name = house_phrase(shape, g.houses[0]);
                else
                    g.name = Phrase(width == 2 ? pair : run,
                                    {{"a", std::to_string(first + 1)}, {"b", std::to_string(first + width)}});
                out.push_back(std::move(g));
            }
    };
    for (int b : boxes) out.push_back({{b}, house_phrase(shape, b)});
    lines(rows, N_("rows {a} and {b}"), N_("rows {a} to {b}"));
    lines(columns, N_("columns {a} and {b}"), N_("columns {a} to {b}"));
    return out;
}

// Innies (cells of the group in cages that cross its edge, or in no cage) and outies (the cells of
// those cages outside the group), with the totals the rule of 45 gives them.
struct Split {
    std::vector<int> innies, outies;
    int innie_total = 0, outie_total = 0;
    bool outies_known = false;  // false when a cell of the group is in no cage
    int inside_sum = 0;         // the cages wholly inside
    std::vector<int> inside_cages, crossing_cages;
};

Split split_group(const Shape& shape, const Group& group) {
    const int n = shape.side();
    std::vector<char> in(std::size_t(shape.cell_count()), 0);
    for (int h : group.houses)
        for (int cell : shape.house_cells(h)) in[std::size_t(cell)] = 1;
    Split out;
    out.outies_known = true;
    int crossing_sum = 0;
    std::vector<char> seen(std::size_t(shape.cage_count()), 0);
    for (int h : group.houses)
        for (int cell : shape.house_cells(h)) {
            const int k = shape.cage_of(cell);
            if (k < 0) {
                out.innies.push_back(cell);
                out.outies_known = false;
                continue;
            }
            if (seen[std::size_t(k)]) continue;
            seen[std::size_t(k)] = 1;
            const Cage& cage = shape.cage(k);
            bool all_in = true;
            for (int c : cage.cells) all_in = all_in && in[std::size_t(c)];
            if (all_in) {
                out.inside_sum += cage.sum;
                out.inside_cages.push_back(k);
                continue;
            }
            out.crossing_cages.push_back(k);
            crossing_sum += cage.sum;
            for (int c : cage.cells) (in[std::size_t(c)] ? out.innies : out.outies).push_back(c);
        }
    std::sort(out.innies.begin(), out.innies.end());
    std::sort(out.outies.begin(), out.outies.end());
    out.innie_total = int(group.houses.size()) * n * (n + 1) / 2 - out.inside_sum;
    out.outie_total = crossing_sum - out.innie_total;
    return out;
}

// Open cells of `cells` and the total left for them once the placed symbols are taken off.
int open_part(const Candidates& grid, const std::vector<int>& cells, int total, std::vector<int>& open) {
    open.clear();
    for (int cell : cells) {
        if (grid.is_empty(cell))
            open.push_back(cell);
        else
            total -= grid.digit(cell);
    }
    return total;
}

// The sentence's arithmetic: "row 1 adds up to 45; the cages wholly inside it make 38, so the
// innie r1c9 is 7"; "... and the cages crossing out of them make 31, so the outies r3c5 and r3c6
// make 13".
// "row 1 adds up to 45; the cages wholly inside it make 30, so the innie r1c9 is 15", as a phrase.
Phrase rule45_text(const Shape& shape, const Group& group, const Split& split, bool outies,
                   const std::vector<int>& cells, int total) {
    const int n = shape.side();
    const int whole = int(group.houses.size()) * n * (n + 1) / 2;
    const bool one = group.houses.size() == 1;
    std::vector<PhraseArg> sums = {
        {"group", group.name}, {"whole", std::to_string(whole)}, {"inside", std::to_string(split.inside_sum)}};
    const char* sum_format = one ? N_("{group} adds up to {whole}; the cages wholly inside it make {inside}")
                                 : N_("{group} add up to {whole}; the cages wholly inside them make {inside}");
    if (outies) {
        sums.emplace_back("crossing", std::to_string(split.innie_total + split.outie_total));
        sum_format = one ? N_("{group} adds up to {whole}; the cages wholly inside it make {inside} and the cages "
                              "crossing out of it make {crossing}")
                         : N_("{group} add up to {whole}; the cages wholly inside them make {inside} and the cages "
                              "crossing out of them make {crossing}");
    }
    const bool many = cells.size() > 1;
    const char* format =
        outies
            ? (many ? N_("{sums}, so the outies {cells} make {total}") : N_("{sums}, so the outie {cells} is {total}"))
            : (many ? N_("{sums}, so the innies {cells} make {total}") : N_("{sums}, so the innie {cells} is {total}"));
    return Phrase(format, {{"sums", Phrase(sum_format, std::move(sums))},
                           {"cells", cell_list(shape, cells)},
                           {"total", std::to_string(total)}});
}

// The groups of a shape and their splits, which depend on its houses and cages alone: kept per
// thread for the last shape seen (a path asks for them at every step, the generator on many paths
// of one layout), told apart by the whole spec.
struct GroupSplits {
    ShapeSpec spec;
    std::vector<std::pair<Group, Split>> splits;
    bool valid = false;
};

const std::vector<std::pair<Group, Split>>& group_splits(const Shape& shape) {
    thread_local GroupSplits memo;
    if (!memo.valid || !(memo.spec == shape.spec())) {
        memo.splits.clear();
        for (Group& group : groups_of(shape)) {
            Split split = split_group(shape, group);
            memo.splits.emplace_back(std::move(group), std::move(split));
        }
        memo.spec = shape.spec();
        memo.valid = true;
    }
    return memo.splits;
}

void rule45(const Candidates& grid, StepCollector& out, bool single) {
    const Shape& shape = grid.shape();
    if (!shape.is_killer()) return;
    std::vector<int> open;  // the group's open innies or outies (its room kept from group to group)
    for (const auto& [group, split] : group_splits(shape)) {
        for (int side = 0; side < 2; ++side) {
            const bool outies = side == 1;
            if (outies && !split.outies_known) continue;
            const std::vector<int>& cells = outies ? split.outies : split.innies;
            if (cells.empty()) continue;
            const int total = open_part(grid, cells, outies ? split.outie_total : split.innie_total, open);
            if (open.empty()) continue;
            if (single != (open.size() == 1)) continue;
            if (open.size() > 4) continue;
            Step step;
            std::vector<DigitMask> kept;  // Rule of 45 Sum: what the open cells keep
            step.technique = single ? Technique::InnieOutie : Technique::InnieOutieSum;
            step.houses = group.houses;
            if (single) {
                const int cell = open[0];
                if (total < 1 || total > shape.side() || !grid.has(cell, total)) continue;  // broken: not ours
                step.placements.push_back(cand(cell, total));
                step.evidence.push_back({cand(cell, total), Role::Cause});
            } else {
                SumSearch search{grid, open, total};
                if (!search.run()) continue;
                kept = supports(search);
                eliminate_unsupported(grid, step, open, kept);
                if (step.eliminations.empty()) continue;
                for (int cell : open) step.evidence.push_back({cand(cell, 0), Role::Cause});
            }
            for (int k : split.crossing_cages)
                for (int c : shape.cage(k).cells)
                    if (grid.is_empty(c) && std::find(open.begin(), open.end(), c) == open.end())
                        step.evidence.push_back({cand(c, 0), Role::Pincer});
            if (steps_quiet()) {  // no sentence: its arguments are not built either
                if (out.add(std::move(step))) return;
                continue;
            }
            Phrase reason =
                rule45_text(shape, group, split, outies, cells, outies ? split.outie_total : split.innie_total);
            if (open.size() < cells.size()) {
                // "; r1c1 holds 5, r1c2 holds 3, so r1c3 is 7": the placed ones leave the open ones.
                std::vector<Phrase> held;
                for (int cell : cells)
                    if (!grid.is_empty(cell))
                        held.push_back(Phrase(N_("{cell} holds {digit}"),
                                              {{"cell", shape.cell_name(cell)}, {"digit", sym(grid.digit(cell))}}));
                reason = Phrase(open.size() == 1 ? N_("{reason}; {held}, so {cells} is {total}")
                                                 : N_("{reason}; {held}, so {cells} make {total}"),
                                {{"reason", std::move(reason)},
                                 {"held", std::move(held), PhraseArg::kComma},
                                 {"cells", cell_list(shape, open)},
                                 {"total", std::to_string(total)}});
            }
            if (single)
                step.say(N_("{technique}: {reason}."),
                         {{"technique", technique_phrase(step.technique)}, {"reason", std::move(reason)}});
            else
                step.say(N_("{technique}: {reason}, so {kept}."), {{"technique", technique_phrase(step.technique)},
                                                                   {"reason", std::move(reason)},
                                                                   {"kept", kept_text(grid, open, kept)}});
            if (out.add(std::move(step))) return;
        }
    }
}

}  // namespace

void cage_combination(const Candidates& grid, StepCollector& out) {
    const Shape& shape = grid.shape();
    if (!shape.is_killer()) return;
    CageState state;
    for (int k = 0; k < shape.cage_count(); ++k) {
        cage_state(grid, k, state);
        if (state.open.empty()) continue;
        SumSearch search{grid, state.open, state.rest};
        if (!search.run() || search.sets.empty()) continue;
        Step step;
        step.technique = Technique::CageCombination;
        const std::vector<DigitMask> kept = supports(search);
        eliminate_unsupported(grid, step, state.open, kept);
        if (step.eliminations.empty()) continue;
        add_cage_evidence(grid, step, shape.cage(k).cells);
        if (steps_quiet()) {  // no sentence: its arguments are not built either
            if (out.add(std::move(step))) return;
            continue;
        }
        std::vector<PhraseArg> args = {{"technique", technique_phrase(step.technique)},
                                       {"cage", cage_label(shape, k)},
                                       {"sets", sets_text(search.sets, shape.side())},
                                       {"kept", kept_text(grid, state.open, kept)}};
        if (state.placed) {
            args.emplace_back("placed", combination_text(state.placed));
            args.emplace_back("rest", std::to_string(state.rest));
            step.say(N_("{technique}: {cage} holds {placed} already, so its other cells make {rest}: {sets}, so "
                        "{kept}."),
                     std::move(args));
        } else {
            step.say(N_("{technique}: {cage} is {sets}, so {kept}."), std::move(args));
        }
        if (out.add(std::move(step))) return;
    }
}

void innie_outie(const Candidates& grid, StepCollector& out) {
    rule45(grid, out, true);
}

void innie_outie_sum(const Candidates& grid, StepCollector& out) {
    rule45(grid, out, false);
}

void cage_locked(const Candidates& grid, StepCollector& out) {
    const Shape& shape = grid.shape();
    if (!shape.is_killer()) return;
    // A symbol every way of making a cage's sum uses, whose places in the cage all lie in one
    // house: it leaves the rest of that house.
    CageState state;
    for (int k = 0; k < shape.cage_count(); ++k) {
        cage_state(grid, k, state);
        if (state.open.size() < 2) continue;
        SumSearch search{grid, state.open, state.rest};
        if (!search.run() || search.sets.empty()) continue;
        DigitMask every = DigitMask(~0u);
        for (DigitMask set : search.sets) every &= set;
        for (DigitMask m = every; m; m &= DigitMask(m - 1)) {
            const int d = __builtin_ctz(m) + 1;
            std::vector<int> places;
            for (int cell : state.open)
                if (grid.has(cell, d)) places.push_back(cell);
            if (places.empty()) continue;
            for (int house : shape.houses_of(places[0])) {
                const auto cells = shape.house_cells(house);
                bool all = true;
                for (int p : places) all = all && std::find(cells.begin(), cells.end(), p) != cells.end();
                if (!all) continue;
                Step step;
                step.technique = Technique::CageLocked;
                for (int cell : cells)
                    if (shape.cage_of(cell) != k && grid.has(cell, d)) step.eliminations.push_back(cand(cell, d));
                if (step.eliminations.empty()) continue;
                step.houses = {house};
                for (int p : places) step.evidence.push_back({cand(p, d), Role::Cause});
                add_cage_evidence(grid, step, shape.cage(k).cells);
                if (!steps_quiet())  // no sentence: its arguments are not built either
                    step.say(
                        N_("{technique}: {cage} is {sets}; each uses {digit}, which can only go in {cells}, all in "
                           "{house}, so no other cell of {house} can be {digit}."),
                        {{"technique", technique_phrase(step.technique)},
                         {"cage", cage_label(shape, k)},
                         {"sets", sets_text(search.sets, shape.side())},
                         {"digit", sym(d)},
                         {"cells", cell_list(shape, places)},
                         {"house", house_phrase(shape, house)}});
                if (out.add(std::move(step))) return;
            }
        }
    }
    // A house whose places for a symbol all lie in one cage: the cage holds it, so the cage's
    // combinations without it go.
    for (int house = 0; house < shape.house_count(); ++house) {
        for (int d = 1; d <= shape.side(); ++d) {
            const std::uint16_t where = grid.positions(house, d);
            if (!where) continue;
            const auto cells = shape.house_cells(house);
            int k = -1;
            bool one_cage = true;
            std::vector<int> places;
            for (std::uint16_t m = where; m && one_cage; m &= std::uint16_t(m - 1)) {
                const int cell = cells[std::size_t(__builtin_ctz(m))];
                places.push_back(cell);
                const int c = shape.cage_of(cell);
                if (c < 0 || (k >= 0 && c != k)) one_cage = false;
                k = c;
            }
            if (!one_cage || k < 0) continue;
            const CageState state = cage_state(grid, k);
            if (state.placed & bit_of(d)) continue;
            SumSearch all{grid, state.open, state.rest};
            SumSearch with{grid, state.open, state.rest, bit_of(d)};
            if (!all.run() || !with.run() || with.sets.empty()) continue;
            Step step;
            step.technique = Technique::CageLocked;
            const std::vector<DigitMask> kept = supports(with);
            eliminate_unsupported(grid, step, state.open, kept);
            if (step.eliminations.empty()) continue;
            step.houses = {house};
            for (int p : places) step.evidence.push_back({cand(p, d), Role::Cause});
            add_cage_evidence(grid, step, shape.cage(k).cells);
            if (!steps_quiet())  // no sentence: its arguments are not built either
                step.say(N_("{technique}: in {house}, {digit} can only go in {cells}, all in {cage}, so the cage holds "
                            "{digit} and is {sets}: {kept}."),
                         {{"technique", technique_phrase(step.technique)},
                          {"house", house_phrase(shape, house)},
                          {"digit", sym(d)},
                          {"cells", cell_list(shape, places)},
                          {"cage", cage_label(shape, k)},
                          {"sets", sets_text(with.sets, shape.side())},
                          {"kept", kept_text(grid, state.open, kept)}});
            if (out.add(std::move(step))) return;
        }
    }
}

bool killer_cages_broken(const Candidates& grid) {
    const Shape& shape = grid.shape();
    CageState state;
    for (int k = 0; k < shape.cage_count(); ++k) {
        cage_state(grid, k, state);
        if (state.open.empty()) {
            if (state.rest != 0) return true;
            continue;
        }
        SumSearch search{grid, state.open, state.rest};
        if (search.run() && search.sets.empty()) return true;
    }
    return false;
}

}  // namespace sudoku
