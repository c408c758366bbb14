// Forcing chains over constraints (issue #34 point 4; engine/logic/branch.hpp): a branch runs the
// board's constraints when its singles stall, so on a Killer board "r1c1=5" also takes out what a
// cage's sum forbids. On a Killer position where the chains that read only houses and peers find
// nothing, the chains find steps, each true in the unique solution and naming the cage it used.
//
// What the chains read before is rebuilt in the test: the same board with each cage a constraint
// that only makes its cells peers (no sum), so the same candidates see the same houses and peers.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/exact.hpp"
#include "tests/support/even_cells.hpp"

namespace sudoku {
namespace {

// A cage without its sum: its cells differ, nothing more.
class CagePeers final : public Constraint {
public:
    explicit CagePeers(std::vector<std::uint8_t> cells) : cells_(std::move(cells)) {}
    std::string_view kind() const override { return "cage peers"; }
    Phrase name(const Board& board) const override { return Phrase::text("peers " + board.cell_name(cells_[0])); }
    std::span<const std::uint8_t> cells() const override { return cells_; }
    void check(const Board&, const ShapeDigits&, std::vector<RuleBreak>&) const override {}
    bool propagate(Domains&) const override { return true; }
    bool idempotent() const override { return true; }
    void add_peers(std::span<BigCellSet> peers) const override {
        for (std::uint8_t a : cells_)
            for (std::uint8_t b : cells_)
                if (a != b) peers[a].insert(b);
    }
    ConstraintRecord record() const override {
        return {"cage peers", {std::vector<int>(cells_.begin(), cells_.end())}, {}};
    }

private:
    std::vector<std::uint8_t> cells_;
};

using test::EvenCells;

// The Killer board's cages as peers only, on the same plain board.
std::shared_ptr<const Shape> without_sums(const Shape& killer) {
    ShapeSpec spec = killer.spec();
    spec.constraints.clear();
    for (const Cage& cage : killer.cages()) spec.constraints.push_back(std::make_shared<CagePeers>(cage.cells));
    auto made = Shape::make(std::move(spec));
    REQUIRE(made.ok());
    return made.value();
}

// A 9x9 Killer the generator rated Extreme with a guess before the chains ran the constraints
// (sudoku-cli generate --shape 3x3k --level extreme --seed 1, at the branch's start).
constexpr const char* kKiller =
    "3x3k:zzzc,ac_c_aaa__aab_ba_a___b__aa__aa_b_____aaaaa___ba__a_a_a_a_bbb_aa_ba_a_c_c_a____baba,15a28c26_"
    "13a21c19d6b20d18_12c17d27d16_25_29d24f15b19f18b22a15j";

void check_sound(const std::vector<Step>& steps, const Candidates& grid, const ShapeDigits& solution) {
    for (const Step& step : steps) {
        CAPTURE(step.explanation);
        for (const Candidate& c : step.placements) CHECK(solution[c.cell] == c.digit);
        for (const Candidate& c : step.eliminations) {
            CHECK(grid.has(c.cell, c.digit));
            CHECK(solution[c.cell] != c.digit);
        }
    }
}

bool names_a_cage(const Step& step) {
    return step.explanation.find(" by cage ") != std::string::npos ||
           step.explanation.find(" could not hold") != std::string::npos;
}

}  // namespace

TEST_CASE("Forcing chains run the cages' sums inside their branches, every step sound", "[forcing][dynamic][killer]") {
    auto parsed = formats::parse_solo_id(kKiller);
    REQUIRE(parsed.ok());
    const Shape& shape = *parsed.value().shape;
    const ShapeDigits& puzzle = parsed.value().givens;
    REQUIRE(shape.is_killer());
    ShapeDigits solution;
    REQUIRE(count_solutions(shape, puzzle, 2, &solution) == 1);

    // Where every technique below Extreme is stuck.
    Candidates grid = Candidates::from_digits(shape, puzzle);
    while (auto step = next_step(grid, Level::Expert)) grid.apply(*step);
    REQUIRE_FALSE(grid.is_solved());

    // The same candidates on the board whose cages are peers only: no chain there.
    const auto plain = without_sums(shape);
    std::vector<DigitMask> notes(grid.masks().begin(), grid.masks().end());
    const Candidates twin = Candidates::from_player_notes(*plain, grid.digits(), notes);
    REQUIRE(std::equal(twin.masks().begin(), twin.masks().end(), grid.masks().begin()));
    for (Finder finder : {forcing_chain, dynamic_forcing_chain}) {
        StepCollector out(1);
        finder(twin, out);
        CHECK(out.steps().empty());
    }

    // With the sums: steps, each sound, and those that used a cage say which.
    StepCollector forcing(1000);
    forcing_chain(grid, forcing);
    REQUIRE_FALSE(forcing.steps().empty());
    check_sound(forcing.steps(), grid, solution);
    bool named = false;
    for (const Step& step : forcing.steps()) named |= names_a_cage(step);
    CHECK(named);
}

TEST_CASE("A chain that uses a cage tells it, in the fact it made or in the contradiction", "[forcing][killer]") {
    auto parsed = formats::parse_solo_id(kKiller);
    REQUIRE(parsed.ok());
    const Shape& shape = *parsed.value().shape;
    Candidates grid = Candidates::from_digits(shape, parsed.value().givens);
    while (auto step = next_step(grid, Level::Expert)) grid.apply(*step);
    StepCollector out(1000);
    forcing_chain(grid, out);
    bool by = false, broken = false;
    for (const Step& step : out.steps()) {
        by |= step.explanation.find(" by cage ") != std::string::npos;
        broken |= step.explanation.find(" could not hold") != std::string::npos;
        // A sentence of the clues' own, not the singles' alone.
        if (step.explanation.find(" by cage ") != std::string::npos)
            CHECK(step.explanation.find("singles and the clues") != std::string::npos);
    }
    CHECK((by || broken));
}

TEST_CASE("Killers that needed a guess are solved by the chains, every step sound", "[forcing][dynamic][killer]") {
    // The same generator's, seeds 4 and 5: the dynamic chains' turn (the nested chain is not used
    // on Killer boards: too slow there, engine/logic/dynamic.cpp).
    const struct {
        const char* id;
        Technique hardest;
    } killers[] = {{kKiller, Technique::ForcingChain},
                   {"3x3k:zzzc,ba_aa_c__a_ba_a___ba_c__bc__a_a_a__ca_aa_bb_ba_b__ba_a__b__bca___a__aa_aa__aaa__a_,"
                    "12b12a26_17a8_33h23b16_12b22e33a27d19f23e23e26_22b20b11c12j8a",
                    Technique::DynamicForcingChain},
                   {"3x3k:zzzc,b_bcb__a__a_b_aaa___a_aa_aa_____a______bb___cacaaacb_aabc___ab___a_c_b_a____a_a_ab,"
                    "26b21_30b16i10_21a23_17_11i11a7a17_14b20a27_11d21f25_9a13b23_32r",
                    Technique::DynamicForcingChainPlus}};
    for (const auto& [id, hardest] : killers) {
        auto parsed = formats::parse_solo_id(id);
        REQUIRE(parsed.ok());
        const Shape& shape = *parsed.value().shape;
        const ShapeDigits& puzzle = parsed.value().givens;
        CAPTURE(id);
        ShapeDigits solution;
        REQUIRE(count_solutions(shape, puzzle, 2, &solution) == 1);
        const SolvePath path = solve_logically(shape, puzzle, false);
        REQUIRE(path.solved);
        CHECK(path.guesses == 0);
        Candidates grid = Candidates::from_digits(shape, puzzle);
        bool met = false;
        for (const Step& step : path.steps) {
            CAPTURE(step.explanation);
            met |= step.technique == hardest;
            for (const Candidate& c : step.placements) REQUIRE(solution[c.cell] == c.digit);
            for (const Candidate& c : step.eliminations) {
                REQUIRE(grid.has(c.cell, c.digit));
                REQUIRE(solution[c.cell] != c.digit);
            }
            grid.apply(step);
        }
        CHECK(met);
        CHECK(grid.is_solved());
        const Rating rating = rate(shape, puzzle);
        CHECK(rating.guesses == 0);
        CHECK(rating.level == Level::Extreme);
    }
}

TEST_CASE("The chains run any clue in their branches, the nested chain too, every step sound", "[forcing][dynamic]") {
    // top1465 #2 (dynamic chains on the classic board) with an even clue on all its empty cells
    // whose symbol is even, and givens taken out while the clue keeps the solution unique: the clue
    // makes no steps of its own here, so no finder reads it; the chains' branches do.
    auto line = parse_line("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");
    REQUIRE(line.ok());
    const Digits digits = line.value().digits();
    ShapeDigits puzzle(digits.begin(), digits.end());
    ShapeDigits solution;
    REQUIRE(count_solutions(*Shape::classic(), puzzle, 2, &solution) == 1);
    std::vector<std::uint8_t> even;
    for (int cell = 0; cell < 81; ++cell)
        if (!puzzle[std::size_t(cell)] && solution[std::size_t(cell)] % 2 == 0) even.push_back(std::uint8_t(cell));
    ShapeSpec spec = Shape::classic()->spec();
    spec.constraints.push_back(std::make_shared<EvenCells>(even, false));
    auto made = Shape::make(std::move(spec));
    REQUIRE(made.ok());
    const Shape& shape = *made.value();
    REQUIRE(shape.constraints());
    for (int cell = 0; cell < 81; ++cell) {
        if (!puzzle[std::size_t(cell)]) continue;
        ShapeDigits fewer = puzzle;
        fewer[std::size_t(cell)] = 0;
        if (count_solutions(shape, fewer, 2) == 1) puzzle = fewer;
    }
    CHECK(count_solutions(*Shape::classic(), puzzle, 2) == 2);

    const SolvePath path = solve_logically(shape, puzzle, false);
    Candidates grid = Candidates::from_digits(shape, puzzle);
    int named = 0, nested_looked = 0;
    for (const Step& step : path.steps) {
        CAPTURE(step.explanation);
        named += step.explanation.find(" by even ") != std::string::npos;
        for (const Candidate& c : step.placements) REQUIRE(solution[c.cell] == c.digit);
        for (const Candidate& c : step.eliminations) {
            REQUIRE(grid.has(c.cell, c.digit));
            REQUIRE(solution[c.cell] != c.digit);
        }
        // Where the path takes a chain, the nested chain's search runs over the clue too.
        if (difficulty_of(step.technique).level == Level::Extreme && nested_looked < 2) {
            ++nested_looked;
            StepCollector out(3);
            nested_forcing_chain(grid, out);
            check_sound(out.steps(), grid, solution);
        }
        grid.apply(step);
    }
    CHECK(path.solved);
    CHECK(named > 0);
    CHECK(nested_looked > 0);
}

}  // namespace sudoku
