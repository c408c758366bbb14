// Each technique on grid states where HoDoKu found it as the next step: our finder must find an
// instance with exactly HoDoKu's effect (placements and eliminations).
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"

using namespace sudoku;

namespace {

struct Example {
    std::string technique_label;
    std::string puzzle;
    std::string effect;
};

std::vector<Example> load_examples() {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/technique_examples.tsv");
    std::vector<Example> out;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::stringstream fields(line);
        Example e;
        std::getline(fields, e.technique_label, '\t');
        std::getline(fields, e.puzzle, '\t');
        std::getline(fields, e.effect, '\t');
        out.push_back(e);
    }
    return out;
}

const std::map<std::string, Technique> kLabels = {
    {"naked single", Technique::NakedSingle},
    {"hidden single", Technique::HiddenSingleBox},  // any of the three kinds: see below
    {"pointing (locked candidates type 1)", Technique::Pointing},
    {"claiming / box-line reduction (locked candidates type 2)", Technique::Claiming},
    {"naked pair", Technique::NakedPair},
    {"naked triple", Technique::NakedTriple},
    {"naked quad", Technique::NakedQuad},
    {"hidden pair", Technique::HiddenPair},
    {"hidden triple", Technique::HiddenTriple},
    {"hidden quad", Technique::HiddenQuad},
    {"X-Wing", Technique::XWing},
    {"Swordfish", Technique::Swordfish},
    {"Jellyfish", Technique::Jellyfish},
    {"finned X-Wing", Technique::FinnedXWing},
    {"XY-Wing", Technique::XYWing},
    {"XYZ-Wing", Technique::XYZWing},
    {"W-Wing", Technique::WWing},
    {"simple colouring", Technique::SimpleColouring},
    {"unique rectangle type 1", Technique::UniqueRectangle1},
    {"BUG+1", Technique::BugPlusOne},
    {"X-chain", Technique::XChain},
    {"XY-chain", Technique::XYChain},
};

// Parses "r4c6=7" / "r4c6<>7" tokens following `label` up to the next '|'.
std::vector<Candidate> candidates_after(const std::string& effect, const std::string& label) {
    std::vector<Candidate> out;
    auto at = effect.find(label);
    if (at == std::string::npos) return out;
    auto end = effect.find('|', at);
    std::stringstream tokens(
        effect.substr(at + label.size(), end == std::string::npos ? std::string::npos : end - at - label.size()));
    std::string token;
    while (tokens >> token) {
        REQUIRE(token.size() >= 6);
        REQUIRE(token[0] == 'r');
        int row = token[1] - '1', col = token[3] - '1';
        out.push_back({std::uint8_t(cell_at(row, col)), std::uint8_t(token.back() - '0')});
    }
    return out;
}

std::vector<Candidate> sorted(std::vector<Candidate> v) {
    std::sort(v.begin(), v.end(),
              [](auto a, auto b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

/// Whether `placed.digit` has no other place than `placed.cell` in the house of the cell that
/// the hidden single `technique` names (its row, column or box), worked out from the grid alone.
bool is_hidden_single_in(const Candidates& grid, Technique technique, Candidate placed) {
    int house = -1;
    if (technique == Technique::HiddenSingleRow) house = row_house(row_of(placed.cell));
    if (technique == Technique::HiddenSingleColumn) house = col_house(col_of(placed.cell));
    if (technique == Technique::HiddenSingleBox) house = box_house(box_of(placed.cell));
    if (house < 0) return false;
    int places = 0;
    for (int cell : house_cells(house)) places += grid.has(cell, placed.digit);
    return places == 1 && grid.has(placed.cell, placed.digit);
}

}  // namespace

TEST_CASE("Every technique finds HoDoKu's step on its example grids", "[logic][techniques]") {
    auto examples = load_examples();
    REQUIRE(examples.size() == 66);
    for (const auto& example : examples) {
        CAPTURE(example.technique_label, example.puzzle, example.effect);
        auto label = kLabels.find(example.technique_label);
        REQUIRE(label != kLabels.end());
        auto parsed = parse_line(example.puzzle);
        REQUIRE(parsed.ok());
        Candidates grid = Candidates::from_digits(parsed.value().digits());
        for (auto c : candidates_after(example.effect, "candidates removed beforehand:"))
            grid.eliminate(c.cell, c.digit);

        auto expected_placements = sorted(candidates_after(example.effect, "place:"));
        auto expected_eliminations = sorted(candidates_after(example.effect, "elim:"));
        REQUIRE(expected_placements.size() + expected_eliminations.size() > 0);

        std::vector<Step> steps;
        if (label->second == Technique::HiddenSingleBox) {
            for (auto kind : {Technique::HiddenSingleBox, Technique::HiddenSingleRow, Technique::HiddenSingleColumn}) {
                auto more = find_all(kind, grid);
                steps.insert(steps.end(), more.begin(), more.end());
            }
        } else {
            steps = find_all(label->second, grid);
        }
        bool found = false;
        for (const Step& step : steps) {
            if (label->second == Technique::HiddenSingleBox) {
                // The kind the step claims must be a house where the digit has no other place.
                REQUIRE(step.placements.size() == 1);
                CHECK(is_hidden_single_in(grid, step.technique, step.placements[0]));
            } else {
                CHECK(step.technique == label->second);
            }
            CHECK_FALSE(step.explanation.empty());
            if (sorted(step.placements) == expected_placements && sorted(step.eliminations) == expected_eliminations)
                found = true;
        }
        INFO("found " << steps.size() << " instances");
        for (const Step& step : steps) INFO(step.effect_text());
        CHECK(found);
    }
}

TEST_CASE("Single steps explain themselves in r#c# notation", "[logic][techniques]") {
    // Row 1 misses only its last cell: a Full House.
    auto parsed = parse_line("12345678." + std::string(72, '.'));
    REQUIRE(parsed.ok());
    Candidates grid = Candidates::from_digits(parsed.value().digits());
    auto full = find_all(Technique::FullHouse, grid);
    REQUIRE(full.size() == 1);
    CHECK(full[0].explanation == "Full House: r1c9 is the last empty cell in row 1, so it is 9.");
    CHECK(full[0].effect_text() == "r1c9=9");
    CHECK(full[0].houses == std::vector<int>{row_house(0)});
}

TEST_CASE("Hidden singles are named after the house they are hidden in", "[logic][techniques]") {
    struct Case {
        std::string grid;
        Technique kind, other_line;
        int cell, house;
        std::string explanation;
    };
    // Row 1 holds 1-6, and the 9s in columns 7 and 8 leave 9 only r1c9 in row 1, while box 3 still
    // has r2c9 and r3c9 for it and column 9 every row. The second grid is the first transposed.
    const Case example = GENERATE(values<Case>({
        {"123456..."
         "........."
         "........."
         "......9.."
         "........."
         "........."
         ".......9."
         "........."
         ".........",
         Technique::HiddenSingleRow, Technique::HiddenSingleColumn, cell_at(0, 8), row_house(0),
         "Hidden Single: in row 1, 9 fits only r1c9: the 9s in r4c7 and r7c8 rule out the rest of row 1."},
        {"1........"
         "2........"
         "3........"
         "4........"
         "5........"
         "6........"
         "...9....."
         "......9.."
         ".........",
         Technique::HiddenSingleColumn, Technique::HiddenSingleRow, cell_at(8, 0), col_house(0),
         "Hidden Single: in column 1, 9 fits only r9c1: the 9s in r7c4 and r8c7 rule out the rest of column 1."},
    }));
    CAPTURE(example.explanation);
    auto parsed = parse_line(example.grid);
    REQUIRE(parsed.ok());
    const Candidates grid = Candidates::from_digits(parsed.value().digits());
    const Candidate placed{std::uint8_t(example.cell), 9};
    auto is_ours = [&](const Step& s) { return s.placements == std::vector<Candidate>{placed}; };

    auto named = find_all(example.kind, grid);
    auto found = std::find_if(named.begin(), named.end(), is_ours);
    REQUIRE(found != named.end());
    CHECK(found->technique == example.kind);
    CHECK(found->houses == std::vector<int>{example.house});
    CHECK(found->explanation == example.explanation);
    // Hidden there only: the other line and the box have more places for the 9.
    auto other = find_all(example.other_line, grid);
    CHECK(std::none_of(other.begin(), other.end(), is_ours));
    auto boxes = find_all(Technique::HiddenSingleBox, grid);
    CHECK(std::none_of(boxes.begin(), boxes.end(), is_ours));
}
