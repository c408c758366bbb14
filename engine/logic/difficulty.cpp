#include "engine/logic/difficulty.hpp"

#include "engine/model/text.hpp"

#include <algorithm>
#include <cctype>

namespace sudoku {

namespace {

// Scores follow Sudoku Explainer 1.2.1.3 where it has the technique. Skyscraper and 2-String Kite
// are its Turbot Fish (6.6). For the techniques it lacks, the score is what Sudoku Explainer needs
// for the same deductions, in HoDoKu's order: a Finned X-Wing, a W-Wing and Simple Colouring are
// short chains to it (6.6, like Turbot Fish and X-Chain), a Finned Swordfish a longer one (6.8).
// Rated 3.4-4.5 before, those made 34 of the 300 puzzles of ../shared/data/ratings score below 5
// where Sudoku Explainer rates 6.5-7.8 (tools/bench/spearman.py).
constexpr TechniqueDifficulty kTable[] = {
    {Technique::FullHouse, Level::Easy, 1.0},
    {Technique::HiddenSingleBox, Level::Easy, 1.2},
    {Technique::HiddenSingleRow, Level::Easy, 1.5},
    {Technique::HiddenSingleColumn, Level::Easy, 1.5},
    {Technique::NakedSingle, Level::Easy, 2.3},
    {Technique::Pointing, Level::Medium, 2.6},
    {Technique::Claiming, Level::Medium, 2.8},
    {Technique::NakedPair, Level::Medium, 3.0},
    {Technique::XWing, Level::Hard, 3.2},
    {Technique::HiddenPair, Level::Medium, 3.4},
    {Technique::NakedTriple, Level::Medium, 3.6},
    {Technique::Swordfish, Level::Hard, 3.8},
    {Technique::HiddenTriple, Level::Medium, 4.0},
    {Technique::Skyscraper, Level::Hard, 6.6},
    {Technique::TwoStringKite, Level::Hard, 6.6},
    {Technique::XYWing, Level::Hard, 4.2},
    {Technique::XYZWing, Level::Hard, 4.4},
    {Technique::WWing, Level::Hard, 6.6},
    {Technique::FinnedXWing, Level::Hard, 6.6},
    {Technique::FinnedSwordfish, Level::Expert, 6.8},
    {Technique::UniqueRectangle1, Level::Hard, 4.5},
    {Technique::NakedQuad, Level::Hard, 5.0},
    {Technique::Jellyfish, Level::Expert, 5.2},
    {Technique::HiddenQuad, Level::Hard, 5.4},
    {Technique::SimpleColouring, Level::Expert, 6.6},
    {Technique::BugPlusOne, Level::Expert, 5.6},
    {Technique::XChain, Level::Expert, 6.6},
    {Technique::XYChain, Level::Expert, 6.6},
    {Technique::AlternatingChain, Level::Expert, 7.0},
    {Technique::CageCombination, Level::Easy, 1.7},
    {Technique::InnieOutie, Level::Easy, 2.0},
    {Technique::CageLocked, Level::Medium, 2.7},
    {Technique::InnieOutieSum, Level::Medium, 3.1},
    {Technique::ClueDeduction, Level::Easy, 2.0},  // the step's own score (Step::score) counts
    {Technique::ForcingChain, Level::Extreme, 8.0},
    {Technique::DynamicForcingChain, Level::Extreme, 8.5},
    {Technique::DynamicForcingChainPlus, Level::Extreme, 8.9},
    {Technique::NestedForcingChain, Level::Extreme, 9.5},
    {Technique::Guess, Level::Extreme, 10.0},
};
static_assert(std::size(kTable) == kTechniqueCount);

constexpr bool table_in_enum_order() {
    for (int i = 0; i < kTechniqueCount; ++i)
        if (int(kTable[i].technique) != i) return false;
    return true;
}
static_assert(table_in_enum_order(), "kTable rows must follow the Technique enum");

constexpr std::string_view kLevelNames[] = {N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert"), N_("Extreme")};

}  // namespace

std::string_view level_name(Level level) {
    return kLevelNames[int(level)];
}

std::optional<Level> parse_level(std::string_view name) {
    for (int i = 0; i < kLevelCount; ++i) {
        std::string_view candidate = kLevelNames[i];
        if (candidate.size() != name.size()) continue;
        bool same = true;
        for (std::size_t j = 0; j < name.size(); ++j)
            same = same && std::tolower(static_cast<unsigned char>(name[j])) ==
                               std::tolower(static_cast<unsigned char>(candidate[j]));
        if (same) return Level(i);
    }
    return std::nullopt;
}

const TechniqueDifficulty& difficulty_of(Technique technique) {
    return kTable[int(technique)];
}

double step_score(const Step& step) {
    if (step.technique == Technique::ClueDeduction) return step.score;
    double score = difficulty_of(step.technique).score;
    // Only chains are scored by length: other steps carry links (a skyscraper's strong links, a
    // colouring's cluster) for the UI to draw, not to make them harder.
    const bool dynamic = step.technique == Technique::DynamicForcingChain ||
                         step.technique == Technique::DynamicForcingChainPlus ||
                         step.technique == Technique::NestedForcingChain;
    const bool chain = step.technique == Technique::XChain || step.technique == Technique::XYChain ||
                       step.technique == Technique::AlternatingChain || step.technique == Technique::ForcingChain ||
                       dynamic;
    if (!chain) return score;
    // A forcing chain's length is the placements its story needs (drawn as LinkOn evidence); a
    // dynamic one's also counts the eliminations (LinkOff candidates) of every branch.
    int length = int(step.links.size());
    if (step.technique == Technique::ForcingChain)
        length = int(std::count_if(step.evidence.begin(), step.evidence.end(),
                                   [](const Evidence& e) { return e.role == Role::LinkOn; }));
    if (dynamic)
        length = int(std::count_if(step.evidence.begin(), step.evidence.end(), [](const Evidence& e) {
            return e.role == Role::LinkOn || (e.role == Role::LinkOff && e.candidate.digit != 0);
        }));
    // Sudoku Explainer's length bonus: thresholds 4, 6, 8, then 12, 16, 24, 32, 48, 64, ...
    int threshold = 4;
    int added = 0;
    while (length > threshold) {
        ++added;
        threshold = threshold < 8 ? threshold + 2 : (added % 2 ? threshold * 3 / 2 : threshold * 4 / 3);
    }
    return score + 0.1 * added;
}

}  // namespace sudoku
