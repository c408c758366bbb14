#include <catch2/catch.hpp>

#include "fixtures.hpp"

#include "engine/logic/logical_solver.hpp"

using namespace sudoku;
using namespace sudoku::game;
using namespace sudoku::game::testing;

namespace {

std::uint8_t u8(int cell) {
    return std::uint8_t(cell);
}

// r5c5 = 5, the only place for 5 in box 5 (hand-made, as the real finder would report it).
Step hidden_single() {
    Step step;
    step.technique = Technique::HiddenSingleBox;
    step.placements = {{u8(c(5, 5)), 5}};
    step.evidence = {{{u8(c(5, 5)), 5}, Role::Cause}, {{u8(c(4, 5)), 0}, Role::Cause}};
    step.houses = {box_house(4)};
    return step;
}

// Removes 2 from r1c3 and r1c4 (the cells and house are made up; the effect is sound).
Step pointing() {
    Step step;
    step.technique = Technique::Pointing;
    step.eliminations = {{u8(c(1, 3)), 2}, {u8(c(1, 4)), 2}};
    step.houses = {box_house(2), row_house(0)};
    step.explanation = "In box 3, 2 is confined to row 1, so it is removed from the rest of row 1.";
    return step;
}

struct FakeFinder {
    std::shared_ptr<int> calls = std::make_shared<int>(0);
    std::shared_ptr<Digits> seen_digits = std::make_shared<Digits>();
    std::shared_ptr<std::array<DigitMask, kCells>> seen = std::make_shared<std::array<DigitMask, kCells>>();
    std::optional<Step> step;

    StepFinder finder() const {
        return [calls = calls, seen_digits = seen_digits, seen = seen, step = step](
                   const Digits& digits, const std::array<DigitMask, kCells>& candidates) {
            ++*calls;
            *seen_digits = digits;
            *seen = candidates;
            return step;
        };
    }
};

}  // namespace

TEST_CASE("Level one names the technique and the house", "[game][hint]") {
    CHECK(hint_text(hidden_single(), HintLevel::Technique) == "Hidden Single in box 5");
    CHECK(hint_text(pointing(), HintLevel::Technique) == "Pointing in box 3");
    Step no_house = hidden_single();
    no_house.houses.clear();
    CHECK(hint_text(no_house, HintLevel::Technique) == "Hidden Single");
}

TEST_CASE("Level two explains the step or lists its evidence", "[game][hint]") {
    // The engine's sentence when the step has one (it names the proving cells)...
    CHECK(hint_text(pointing(), HintLevel::Evidence) == pointing().explanation);
    // ...else the evidence cells and candidates.
    CHECK(hint_text(hidden_single(), HintLevel::Evidence) == "Hidden Single in box 5, evidence r5c5(5) r4c5");
}

TEST_CASE("Level three tells the effect or the step's own sentence", "[game][hint]") {
    CHECK(hint_text(hidden_single(), HintLevel::Apply) == "Hidden Single in box 5: r5c5=5");
    CHECK(hint_text(pointing(), HintLevel::Apply) == pointing().explanation);
}

TEST_CASE("A Killer cage hint names the technique, then says what the cells can hold", "[game][hint][killer]") {
    // r1c1+r1c2 make 17: 8+9. Level one names the technique; two and three teach with the engine's
    // sentence (what the cells keep), while the step's 14 eliminations are what the board draws.
    auto shape = Shape::from_params(parse_shape_params("3x3k").value(), {}, {{{0, 1}, 17}}).value();
    const auto grid = Candidates::from_digits(*shape, ShapeDigits(81, 0));
    const auto step = next_step(grid);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 14);
    CHECK(hint_text(*step, HintLevel::Technique, *shape) == "Cage Combinations");
    const std::string sentence =
        "Cage Combinations: cage r1c1+r1c2 (sum 17) is 8+9, so r1c1 and r1c2 can only be 8 or 9.";
    CHECK(hint_text(*step, HintLevel::Evidence, *shape) == sentence);
    CHECK(hint_text(*step, HintLevel::Apply, *shape) == sentence);
}

TEST_CASE("The finder reasons from candidates narrowed by sound notes only", "[game][hint]") {
    game::Board board;
    board.grid = PlayGrid::from_givens(digits_of(kPuzzle));
    const ShapeDigits solution = to_shape_digits(digits_of(kSolution));
    board.notes[c(1, 3)] = digit_bit(2) | digit_bit(4);  // holds the solution's 4: used
    board.notes[c(1, 4)] = digit_bit(2);                 // lacks the solution's 6: ignored
    auto candidates = hint_candidates(board, solution);
    CHECK(candidates[c(1, 3)] == (digit_bit(2) | digit_bit(4)));
    CHECK(candidates[c(1, 4)] == candidates_of(board.grid, c(1, 4)));
    CHECK(candidates[c(1, 1)] == 0);  // a given
}

TEST_CASE("The game hands the finder the player's digits and the candidates their sound notes leave", "[game][hint]") {
    FakeClock clock;
    Rules settings;
    settings.hints_check_notes = false;  // else the hint would be about r1c6's wrong notes
    Game game = start_game(kPuzzle, clock, settings);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    REQUIRE(game.apply_text("P4 r1c3").ok());   // the player's digit (r1c3 is 4)
    REQUIRE(game.apply_text("N6 r1c4").ok());   // a sound note: r1c4 is 6, of candidates 2 and 6
    REQUIRE(game.apply_text("N26 r1c6").ok());  // a wrong one: r1c6 is 8, of candidates 2, 6 and 8
    REQUIRE(game.hint(HintLevel::Technique).ok());
    REQUIRE(*fake.calls == 1);

    Digits expected_digits = digits_of(kPuzzle);
    expected_digits[c(1, 3)] = 4;
    CHECK(*fake.seen_digits == expected_digits);
    const auto& seen = *fake.seen;
    CHECK(seen[c(1, 4)] == digit_bit(6));                                  // narrowed by the note
    CHECK(seen[c(1, 6)] == (digit_bit(2) | digit_bit(6) | digit_bit(8)));  // the wrong note is ignored
    CHECK(seen[c(1, 3)] == 0);                                             // the player's digit
    CHECK(seen[c(1, 1)] == 0);                                             // a given
    // Every other empty cell has no notes: all the digits its peers leave.
    for (int cell = 0; cell < kCells; ++cell) {
        if (cell == c(1, 4) || cell == c(1, 6)) continue;
        CAPTURE(cell_name(cell));
        CHECK(seen[cell] == (expected_digits[cell] != 0 ? 0 : candidates_of(expected_digits, cell)));
    }
}

TEST_CASE("The engine's step finder reasons from the candidates it is given", "[game][hint]") {
    // From the puzzle's own candidates the first step is a Hidden Single (8 in box 2, at r1c6).
    // Notes that leave every empty cell only its solution's digit make every cell a Naked Single,
    // which the finder must then report (no house has a single empty cell, so no Full House).
    const Digits digits = digits_of(kPuzzle);
    const Digits solution = digits_of(kSolution);
    auto plain = next_step(Candidates::from_digits(digits));
    REQUIRE(plain);
    REQUIRE(plain->technique == Technique::HiddenSingleBox);
    std::array<DigitMask, kCells> candidates{};
    for (int cell = 0; cell < kCells; ++cell)
        if (digits[cell] == 0) candidates[cell] = digit_bit(solution[cell]);

    auto step = logical_step_finder()(digits, candidates);
    REQUIRE(step);
    CAPTURE(step->effect_text());
    CHECK(step->technique == Technique::NakedSingle);
    REQUIRE(step->placements.size() == 1);
    CHECK(step->placements[0].digit == solution[step->placements[0].cell]);
}

TEST_CASE("Hints come from the injected finder at three levels", "[game][hint]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());

    auto first = game.hint(HintLevel::Technique);
    REQUIRE(first.ok());
    CHECK(first.value().text == "Hidden Single in box 5");
    CHECK(first.value().step->technique == Technique::HiddenSingleBox);
    CHECK_FALSE(first.value().wrong_digit);
    CHECK(first.value().counted);
    CHECK_FALSE(first.value().applied);
    CHECK(game.hints_used() == 1);
    CHECK(game.grid().is_empty(c(5, 5)));

    SECTION("asking deeper at the same position is free") {
        auto second = game.hint(HintLevel::Evidence);
        REQUIRE(second.ok());
        CHECK_FALSE(second.value().counted);
        auto third = game.hint(HintLevel::Apply);
        REQUIRE(third.ok());
        CHECK(third.value().applied);
        CHECK(game.hints_used() == 1);
        CHECK(game.grid().digit(c(5, 5)) == 5);
        CHECK(to_text(game.history().entries().back().move) == "H* r5c5=5");
        SECTION("the applied hint is a move like any other") {
            REQUIRE(game.undo().ok());
            CHECK(game.grid().is_empty(c(5, 5)));
            CHECK(game.hints_used() == 1);  // undo does not give a hint back
        }
        SECTION("the next position counts again") {
            REQUIRE(game.hint(HintLevel::Technique).ok());
            CHECK(game.hints_used() == 2);
        }
    }
    SECTION("a move in between makes the next hint count") {
        auto applied = game.apply_text("P4 r1c3");
        REQUIRE(applied.ok());
        REQUIRE(game.hint(HintLevel::Technique).ok());
        CHECK(game.hints_used() == 2);
    }
}

TEST_CASE("Applying an elimination step removes notes and writes candidates where there were none", "[game][hint]") {
    FakeClock clock;
    Rules settings;
    settings.auto_remove_notes = false;
    Game game = start_game(kPuzzle, clock, settings);
    FakeFinder fake;
    fake.step = pointing();
    game.set_step_finder(fake.finder());
    auto noted = game.apply_text("N124 r1c3");
    REQUIRE(noted.ok());

    auto hint = game.hint(HintLevel::Apply);
    REQUIRE(hint.ok());
    CHECK(hint.value().move == Move::apply_step(pointing(), false));
    CHECK(game.notes(c(1, 3)) == (digit_bit(1) | digit_bit(4)));
    CHECK(game.notes(c(1, 4)) == (game.candidates(c(1, 4)) & ~digit_bit(2)));
    REQUIRE(game.undo().ok());
    CHECK(game.notes(c(1, 3)) == (digit_bit(1) | digit_bit(2) | digit_bit(4)));
    CHECK(game.notes(c(1, 4)) == 0);
}

TEST_CASE("A hint on a board with a wrong digit names the digit instead of reasoning", "[game][hint]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    auto wrong = game.apply_text("P5 r3c4");  // r3c4 is 3
    REQUIRE(wrong.ok());

    auto hint = game.hint(HintLevel::Evidence);
    REQUIRE(hint.ok());
    CHECK(hint.value().text == "r3c4 is not 5");
    REQUIRE(hint.value().wrong_digit);
    CHECK(*hint.value().wrong_digit == Candidate{u8(c(3, 4)), 5});
    CHECK_FALSE(hint.value().step);
    CHECK(*fake.calls == 0);
    CHECK(hint.value().counted);

    SECTION("level three erases it") {
        auto fix = game.hint(HintLevel::Apply);
        REQUIRE(fix.ok());
        CHECK(fix.value().applied);
        CHECK(game.grid().is_empty(c(3, 4)));
        CHECK(game.hints_used() == 1);
    }
}

TEST_CASE("The hint limit refuses new hints but not a deeper look at the last one", "[game][hint]") {
    FakeClock clock;
    Rules settings;
    settings.hint_limit = 1;
    Game game = start_game(kPuzzle, clock, settings);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    REQUIRE(game.hint(HintLevel::Technique).ok());
    REQUIRE(game.hint(HintLevel::Apply).ok());
    auto refused = game.hint(HintLevel::Technique);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message == "no hints left in this game");
    CHECK(game.hints_used() == 1);
}

TEST_CASE("No finder or no step found is an error that costs no hint", "[game][hint]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    game.set_step_finder(nullptr);
    auto none = game.hint(HintLevel::Technique);
    REQUIRE_FALSE(none.ok());
    CHECK(none.error().message == "hints are not available");

    FakeFinder fake;  // finds nothing
    game.set_step_finder(fake.finder());
    auto nothing = game.hint(HintLevel::Technique);
    REQUIRE_FALSE(nothing.ok());
    CHECK_THAT(nothing.error().message,
               Catch::StartsWith("no logical step found from here") && Catch::Contains("Mark branch"));
    CHECK(*fake.calls == 1);
    CHECK(game.hints_used() == 0);
}

TEST_CASE("A level three hint whose step changes nothing is refused and costs no hint", "[game][hint]") {
    FakeClock clock;
    Rules settings;
    settings.hints_check_notes = false;  // r1c4's notes leave out its 6
    Game game = start_game(kPuzzle, clock, settings);
    FakeFinder fake;
    fake.step = pointing();
    game.set_step_finder(fake.finder());
    auto noted = game.apply_text("N14 r1c3,r1c4");  // 2 is already gone from both
    REQUIRE(noted.ok());
    auto hint = game.hint(HintLevel::Apply);
    REQUIRE_FALSE(hint.ok());
    CHECK(hint.error().message == "the move changes nothing");
    CHECK(game.hints_used() == 0);
}

TEST_CASE("A new game takes its hints from the engine's logical solver", "[game][hint]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    // Compare with the engine directly: the game's first hint is the engine's first step.
    auto expected = next_step(Candidates::from_digits(digits_of(kPuzzle)));
    REQUIRE(expected);
    auto hint = game.hint(HintLevel::Apply);
    REQUIRE(hint.ok());
    REQUIRE(hint.value().step);
    CHECK(hint.value().step->effect_text() == expected->effect_text());
    CHECK(hint.value().applied);
    for (const auto& c : expected->placements) CHECK(game.grid().digit(c.cell) == c.digit);

    // Hints alone solve this puzzle, one step at a time, and every one is sound.
    int hints = 1;
    while (game.state() == GameState::Playing && hints < 200) {
        auto next = game.hint(HintLevel::Apply);
        REQUIRE(next.ok());
        ++hints;
    }
    CHECK(game.state() == GameState::Won);
    CHECK(game.grid().classic_digits() == digits_of(kSolution));
}

TEST_CASE("Every step now lists the engine's steps of the position and none on a wrong digit", "[game][hint][steps]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    auto groups = all_hint_steps(game.board(), game.solution());
    auto expected = all_steps(Candidates::from_digits(digits_of(kPuzzle)));
    REQUIRE(groups.size() == expected.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        CHECK(groups[g].technique == expected[g].technique);
        CHECK(groups[g].steps.size() == expected[g].steps.size());
    }
    // The player's sound notes narrow the candidates, as for a hint: with r1c3's notes at 1,4 (the
    // rules leave 1,2,4; the solution's 4 is kept) no step removes 2 from it any more.
    REQUIRE(game.apply_text("N14 r1c3").ok());
    for (const auto& group : all_hint_steps(game.board(), game.solution()))
        for (const Step& step : group.steps)
            for (const Candidate& e : step.eliminations) CHECK_FALSE((e.cell == c(1, 3) && e.digit == 2));
    // A wrong digit (r1c3 is 4 in the solution): nothing is reasoned from it.
    REQUIRE(game.apply_text("P1 r1c3").ok());
    CHECK(all_hint_steps(game.board(), game.solution()).empty());
}

TEST_CASE("A chosen step is applied as one hint move, counted and refused when it does not fit",
          "[game][hint][steps]") {
    FakeClock clock;
    Rules settings;
    settings.hint_limit = 1;
    Game game = start_game(kPuzzle, clock, settings);
    const auto groups = all_hint_steps(game.board(), game.solution());
    REQUIRE_FALSE(groups.empty());
    const Step chosen = groups.back().steps.back();  // the hardest kind: not the hint's own step

    Step wrong = chosen;  // a placement the solution does not have
    wrong.placements = {{std::uint8_t(c(1, 3)), 1}};
    wrong.eliminations.clear();
    auto refused = game.apply_step(wrong);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().message == "that step does not fit this puzzle");
    CHECK(game.hints_used() == 0);

    auto applied = game.apply_step(chosen);
    REQUIRE(applied.ok());
    CHECK(applied.value().applied);
    CHECK(applied.value().counted);
    CHECK(game.hints_used() == 1);
    REQUIRE(game.history().entries().size() == 1);
    CHECK(game.history().entries()[0].move.kind == MoveKind::ApplyStep);
    for (const Candidate& p : chosen.placements) CHECK(game.grid().digit(p.cell) == p.digit);
    for (const Candidate& e : chosen.eliminations)
        if (game.grid().is_empty(e.cell)) CHECK_FALSE((game.notes(e.cell) >> (e.digit - 1)) & 1u);

    // One undo step takes it back; past the hint limit a new position refuses.
    REQUIRE(game.undo().ok());
    CHECK(game.history().position() == 0);
    REQUIRE(game.redo().ok());
    const auto next = all_hint_steps(game.board(), game.solution());
    REQUIRE_FALSE(next.empty());
    auto limit = game.apply_step(next.front().steps.front());
    REQUIRE_FALSE(limit.ok());
    CHECK(limit.error().message == "no hints left in this game");
}

TEST_CASE("A hint first says which notes leave out the solution's digit", "[game][hint][notes]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    REQUIRE(game.apply_text("N24 r1c3").ok());  // sound: r1c3 is 4, of candidates 1, 2 and 4
    REQUIRE(game.apply_text("N2 r1c4").ok());   // r1c4 is 6: left out
    REQUIRE(game.apply_text("N2 r1c6").ok());   // r1c6 is 8: left out too, but later in reading order

    auto first = game.hint(HintLevel::Technique);
    REQUIRE(first.ok());
    CHECK(first.value().text == "check the notes of r1c4");  // the digit is not given away
    REQUIRE(first.value().notes);
    CHECK(first.value().notes->kind == NotesProblem::Missing);
    CHECK(first.value().notes->candidate == Candidate{u8(c(1, 4)), 6});
    CHECK_FALSE(first.value().step);
    CHECK(*fake.calls == 0);  // no technique before the notes are right
    CHECK(first.value().counted);

    auto second = game.hint(HintLevel::Evidence);
    REQUIRE(second.ok());
    CHECK(second.value().text == "r1c4: your notes leave out 6, but 6 is still possible there");
    CHECK_FALSE(second.value().counted);
    // The board shows the missing digit in the cell.
    CHECK(second.value().notes->drawing.evidence == std::vector<Evidence>{{{u8(c(1, 4)), 6}, Role::Cause}});

    auto third = game.hint(HintLevel::Apply);
    REQUIRE(third.ok());
    CHECK(third.value().applied);
    CHECK(third.value().text == "6 put back in the notes of r1c4");
    CHECK(game.notes(c(1, 4)) == (digit_bit(2) | digit_bit(6)));
    CHECK(game.hints_used() == 1);

    SECTION("the next hint goes on to the next cell, then to the technique") {
        auto next = game.hint(HintLevel::Technique);
        REQUIRE(next.ok());
        CHECK(next.value().text == "check the notes of r1c6");
        REQUIRE(game.hint(HintLevel::Apply).ok());
        auto technique = game.hint(HintLevel::Technique);
        REQUIRE(technique.ok());
        CHECK_FALSE(technique.value().notes);
        CHECK(technique.value().text == "Hidden Single in box 5");
    }
    SECTION("undo takes the mended note back out") {
        REQUIRE(game.undo().ok());
        CHECK(game.notes(c(1, 4)) == digit_bit(2));
    }
}

TEST_CASE("A hint points out a note that a placed peer rules out", "[game][hint][notes]") {
    FakeClock clock;
    Game game = start_game(kPuzzle, clock);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    // r1c3 is 4; 5 is given at r1c1 and 6 at r2c1, both in its box: 5 is named (the lower).
    REQUIRE(game.apply_text("N2456 r1c3").ok());

    auto evidence = game.hint(HintLevel::Evidence);
    REQUIRE(evidence.ok());
    REQUIRE(evidence.value().notes);
    CHECK(evidence.value().notes->kind == NotesProblem::Stale);
    CHECK(evidence.value().notes->peer == c(1, 1));
    CHECK(evidence.value().text == "r1c3: your notes keep 5, but r1c1 holds 5");
    CHECK(evidence.value().notes->drawing.eliminations == std::vector<Candidate>{{u8(c(1, 3)), 5}});

    auto apply = game.hint(HintLevel::Apply);
    REQUIRE(apply.ok());
    CHECK(apply.value().text == "5 taken out of the notes of r1c3");
    CHECK(game.notes(c(1, 3)) == (digit_bit(2) | digit_bit(4) | digit_bit(6)));

    SECTION("a note left out comes before a note kept") {
        REQUIRE(game.apply_text("N9 r9c1").ok());  // r9c1 is 3
        auto hint = game.hint(HintLevel::Evidence);
        REQUIRE(hint.ok());
        CHECK(hint.value().text == "r9c1: your notes leave out 3, but 3 is still possible there");
    }
}

TEST_CASE("With the notes check off, hints reason from sound notes as before", "[game][hint][notes]") {
    FakeClock clock;
    Rules settings;
    settings.hints_check_notes = false;
    Game game = start_game(kPuzzle, clock, settings);
    FakeFinder fake;
    fake.step = hidden_single();
    game.set_step_finder(fake.finder());
    REQUIRE(game.apply_text("N28 r1c4").ok());  // leaves out r1c4's 6

    auto hint = game.hint(HintLevel::Technique);
    REQUIRE(hint.ok());
    CHECK_FALSE(hint.value().notes);
    CHECK(hint.value().text == "Hidden Single in box 5");
    CHECK(*fake.calls == 1);
    CHECK((*fake.seen)[c(1, 4)] == candidates_of(game.board().grid, c(1, 4)));  // the wrong notes ignored
}

TEST_CASE("Cells without notes are not judged", "[game][hint][notes]") {
    game::Board board;
    board.grid = PlayGrid::from_givens(digits_of(kPuzzle));
    const ShapeDigits solution = to_shape_digits(digits_of(kSolution));
    CHECK_FALSE(check_notes(board, solution));
    board.notes[c(1, 3)] = digit_bit(4);  // r1c3 is 4, of candidates 1, 2 and 4
    CHECK_FALSE(check_notes(board, solution));
    board.notes[c(1, 3)] |= digit_bit(1) | digit_bit(2);
    CHECK_FALSE(check_notes(board, solution));
    board.notes[c(1, 3)] |= digit_bit(7);  // r1c3 sees the given 7 at r1c5
    auto problem = check_notes(board, solution);
    REQUIRE(problem);
    CHECK(problem->kind == NotesProblem::Stale);
    CHECK(problem->candidate == Candidate{u8(c(1, 3)), 7});
    CHECK(problem->peer == c(1, 5));
}
