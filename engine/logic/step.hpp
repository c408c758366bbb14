// Step: one move of human-style reasoning, as the logical solver finds it.
//
// The hint system, the rater and the generator all read the same stream of Steps. A Step carries
// what it does (placements, eliminations) and everything that proves it (the evidence cells and
// candidates with their roles, the houses involved, chain links, the placed digits that rule out
// the rest of a single), so the UI can draw the proof and the sentence can explain it.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/model/geometry.hpp"
#include "engine/model/phrase.hpp"

namespace sudoku {

/// Techniques, roughly easiest first. The numeric values are not stable: use names in files.
enum class Technique : std::uint8_t {
    FullHouse,
    HiddenSingleBox,
    HiddenSingleRow,
    HiddenSingleColumn,
    NakedSingle,
    Pointing,  // locked candidates type 1
    Claiming,  // locked candidates type 2 (box/line reduction)
    NakedPair,
    XWing,
    HiddenPair,
    NakedTriple,
    Swordfish,
    HiddenTriple,
    Skyscraper,
    TwoStringKite,
    XYWing,
    XYZWing,
    WWing,
    FinnedXWing,
    FinnedSwordfish,
    UniqueRectangle1,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    SimpleColouring,
    BugPlusOne,
    XChain,
    XYChain,
    AlternatingChain,  // alternating inference chain (AIC)
    // Killer only (engine/logic/killer.cpp): nothing to find on a board without cages.
    CageCombination,  // a cage's cells keep the symbols of the combinations still possible
    InnieOutie,       // rule of 45: one open innie or outie is placed
    CageLocked,       // a symbol a cage must hold, confined to one house (or the converse)
    InnieOutieSum,    // rule of 45: the innies or outies (2 to 4 open cells) make a known sum
    // Any clue's own step (engine/logic/clues.cpp, Constraint::deductions): the step carries the
    // clue's sentence and score, so a new kind of clue adds no technique.
    ClueDeduction,
    ForcingChain,
    DynamicForcingChain,      // engine/logic/dynamic.cpp: singles over the whole grid, on and off
    DynamicForcingChainPlus,  // ... also locked candidates and naked and hidden pairs
    NestedForcingChain,       // ... also dynamic forcing chains (+) inside the branch
    Guess,                    // not logic: the rater's last resort, never a hint
};
inline constexpr int kTechniqueCount = int(Technique::Guess) + 1;

/// "Hidden Single", "X-Wing", ... as players know them.
std::string_view technique_name(Technique technique);
/// The same, telling apart what shares a name: "Hidden Single (box)", "(row)", "(column)"; for
/// lists of techniques (the steps of a position grouped by technique).
std::string_view technique_list_name(Technique technique);

/// A digit in a cell: a placement (r4c6=7), an elimination (r4c6<>7) or a piece of evidence.
struct Candidate {
    std::uint8_t cell = 0;
    std::uint8_t digit = 0;
    bool operator==(const Candidate&) const = default;
};

/// What a cell or candidate does in the proof. The UI colours evidence by role.
enum class Role : std::uint8_t {
    Cause,    // the deciding candidate(s) of a simple step (the single, the locked digit, the subset)
    Pivot,    // wings: the hinge cell
    Pincer,   // wings: the cells that both see the eliminated candidates
    Base,     // fish: candidates in the base houses
    Fin,      // finned fish: the fin candidates
    LinkOn,   // chains and colouring: candidate that is true if the chain's start is (colour A)
    LinkOff,  // chains and colouring: the other colour / false side
    Corner,   // unique rectangles: the rectangle's cells
};

struct Evidence {
    Candidate candidate;  // digit 0: the whole cell
    Role role = Role::Cause;
    bool operator==(const Evidence&) const = default;
};

/// A link of a chain: from -> to, strong (if from is false, to is true) or weak (if from is true,
/// to is false).
struct ChainLink {
    Candidate from, to;
    bool strong = false;
    bool operator==(const ChainLink&) const = default;
};

/// A placed digit (a given or the player's) that rules out cells or digits for a single, so the
/// UI can show the proof. For a Hidden Single it holds the single's digit and sees `covers` (the
/// empty cells of the single's house that it rules out) from outside that house; for a Naked
/// Single it holds one of the other eight digits and `covers` is the single's cell.
struct Blocker {
    Candidate placed;                  // the blocker's cell and the digit it holds
    std::vector<std::uint8_t> covers;  // the cells it rules out, ascending
    bool operator==(const Blocker&) const = default;
};

class Shape;

/// "row 3", "column 2", "box 5" as phrases ("row {n}", ...), and a technique's name.
Phrase house_phrase(int house);
/// A house of any shape, as Shape::house_name writes it ("region 4", "the main diagonal", ...).
Phrase house_phrase(const Shape& shape, int house);
Phrase technique_phrase(Technique technique);

struct Step {
    Technique technique = Technique::FullHouse;
    std::vector<Candidate> placements;    // digits this step puts in cells
    std::vector<Candidate> eliminations;  // candidates this step removes
    std::vector<Evidence> evidence;       // the cells and candidates that prove it
    std::vector<int> houses;              // houses involved (base houses first for fish), 0..26
    std::vector<int> cover_houses;        // fish: the cover houses
    std::vector<ChainLink> links;         // chains, in order
    std::vector<Blocker> blockers;        // singles: the placed digits that rule out the rest
    std::string explanation;              // one English sentence in r#c# notation: render(text)
    Phrase text;                          // the sentence as a template and its arguments
    double score = 0;                     // a Clue Deduction's score (the clue's own); others: the table's

    /// Sets `text` and `explanation` from a template and its arguments.
    void say(const char* format, std::vector<PhraseArg> args);

    /// "r4c6=7" or "r1c2<>5 r1c3<>5" (placements then eliminations, space separated).
    std::string effect_text() const;
};

/// Whether two steps place and remove the same candidates, in any order.
bool same_effect(const Step& a, const Step& b);

/// While one lives on a thread, Step::say there records no sentence (text and explanation stay
/// empty): for callers that follow a path only for its techniques and effects (the generator's
/// climb), which would otherwise spend a fifth of their time writing sentences nobody reads.
class QuietSteps;
/// Whether a QuietSteps lives on this thread (Step::say then records nothing): a finder may skip
/// building a sentence's arguments.
bool steps_quiet();

class QuietSteps {
public:
    QuietSteps();
    ~QuietSteps();
    QuietSteps(const QuietSteps&) = delete;
    QuietSteps& operator=(const QuietSteps&) = delete;

private:
    bool was_;
};

}  // namespace sudoku
