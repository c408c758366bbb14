#include "engine/logic/techniques.hpp"

#include <algorithm>

#include "engine/notation.hpp"
#include "engine/text.hpp"

namespace sudoku {

namespace {

// Easiest first: every technique of a level comes before any of the next level (a puzzle's level is
// the hardest class its path needs, so the path must exhaust each class before moving on), and
// within a level by Sudoku Explainer's score. The solver takes the first technique that applies,
// so this order decides the solving path and with it the rating. The three hidden single kinds
// share one finder, listed on the first of their rows.
constexpr TechniqueInfo kOrder[] = {
    // Easy
    {Technique::FullHouse, find_full_house},
    {Technique::HiddenSingleBox, find_hidden_single},
    {Technique::HiddenSingleRow, nullptr},
    {Technique::HiddenSingleColumn, nullptr},
    {Technique::NakedSingle, find_naked_single},
    // Medium
    {Technique::Pointing, find_pointing},
    {Technique::Claiming, find_claiming},
    {Technique::NakedPair, find_naked_pair},
    {Technique::HiddenPair, find_hidden_pair},
    {Technique::NakedTriple, find_naked_triple},
    {Technique::HiddenTriple, find_hidden_triple},
    // Hard
    {Technique::XWing, find_x_wing},
    {Technique::FinnedXWing, find_finned_x_wing},
    {Technique::Swordfish, find_swordfish},
    {Technique::Skyscraper, find_skyscraper},
    {Technique::TwoStringKite, find_two_string_kite},
    {Technique::XYWing, find_xy_wing},
    {Technique::XYZWing, find_xyz_wing},
    {Technique::WWing, find_w_wing},
    {Technique::UniqueRectangle1, find_unique_rectangle_1},
    {Technique::NakedQuad, find_naked_quad},
    {Technique::HiddenQuad, find_hidden_quad},
    // Expert
    {Technique::FinnedSwordfish, find_finned_swordfish},
    {Technique::SimpleColouring, find_simple_colouring},
    {Technique::Jellyfish, find_jellyfish},
    {Technique::BugPlusOne, find_bug_plus_one},
    {Technique::XChain, find_x_chain},
    {Technique::XYChain, find_xy_chain},
    {Technique::AlternatingChain, find_alternating_chain},
    // Extreme
    {Technique::ForcingChain, find_forcing_chain},
    {Technique::DynamicForcingChain, find_dynamic_forcing_chain},
    {Technique::DynamicForcingChainPlus, find_dynamic_forcing_chain_plus},
    {Technique::NestedForcingChain, find_nested_forcing_chain},
};

}  // namespace

std::span<const TechniqueInfo> technique_order() {
    return kOrder;
}

std::vector<Step> find_all(Technique technique, const CandidateGrid& grid, int limit) {
    // The three hidden single kinds share one finder: run it and keep the asked kind.
    Technique finder_of = technique;
    if (technique == Technique::HiddenSingleRow || technique == Technique::HiddenSingleColumn)
        finder_of = Technique::HiddenSingleBox;
    for (const auto& info : kOrder) {
        if (info.technique != finder_of || !info.finder) continue;
        StepCollector out(finder_of == technique ? limit : 1000);
        info.finder(grid, out);
        auto& steps = out.steps();
        if (finder_of != technique || technique == Technique::HiddenSingleBox)
            std::erase_if(steps, [&](const Step& s) { return s.technique != technique; });
        if (int(steps.size()) > limit) steps.resize(limit);
        return std::move(steps);
    }
    return {};
}

std::string cell_list(std::span<const int> cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out += ", ";
        out += cell_name(cells[i]);
    }
    return out;
}

namespace {
template <class Cells>
void eliminate_from_cells(const CandidateGrid& grid, Step& step, const Cells& cells, int digit,
                          std::span<const int> except) {
    for (int cell : cells) {
        if (!grid.has(cell, digit) || std::find(except.begin(), except.end(), cell) != except.end()) continue;
        step.eliminations.push_back({std::uint8_t(cell), std::uint8_t(digit)});
    }
}
}  // namespace

void eliminate_from(const CandidateGrid& grid, Step& step, std::span<const int> cells, int digit,
                    std::span<const int> except) {
    eliminate_from_cells(grid, step, cells, digit, except);
}

void eliminate_from(const CandidateGrid& grid, Step& step, std::span<const std::uint8_t> cells, int digit,
                    std::span<const int> except) {
    eliminate_from_cells(grid, step, cells, digit, except);
}

Phrase contradiction_phrase(int cell, int house, int digit) {
    if (cell >= 0) return Phrase(N_("{cell} would have no candidate left"), {{"cell", cell_name(cell)}});
    return Phrase(N_("{house} would have no place for {digit}"),
                  {{"house", house_phrase(house)}, {"digit", std::to_string(digit)}});
}

std::string elimination_list(const Step& step) {
    std::string out;
    for (std::size_t i = 0; i < step.eliminations.size(); ++i) {
        if (i) out += ", ";
        out += cell_name(step.eliminations[i].cell);
        out += "<>";
        out += char('0' + step.eliminations[i].digit);
    }
    return out;
}

}  // namespace sudoku
