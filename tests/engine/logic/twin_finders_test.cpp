// The twin test (issue #34): before a classic finder (techniques.hpp) is deleted and the classic
// board goes through the general finders (shape_techniques.hpp), both must report the same steps
// on the same classic positions. Each classic finder with a general twin runs to exhaustion next
// to it, called directly (next_shape_step hands the classic shape to the classic code), on:
//   * the states along the easiest-first paths of tests/data/logic/sample_puzzles.txt (the grid
//     before every step other than a single, the start, and the grid right after each such step);
//   * the states along the paths of tests/data/logic/hardest_forcing.txt;
//   * the 66 states of tests/data/logic/technique_examples.tsv;
//   * a copy of every 20th of those with some candidates that are not the solution's removed.
// Required per position and finder: the same set of steps as (technique, sorted placements,
// sorted eliminations), and the same first step (the solving path takes the first). Evidence,
// houses, links, blockers and the sentence may differ: they are compared and only reported.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/shape_logic.hpp"
#include "engine/logic/shape_techniques.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/notation.hpp"
#include "engine/solver.hpp"

using namespace sudoku;

namespace {

// Classic techniques whose finder has no general twin in shape_technique_order() yet. Whoever
// merges a port removes its technique here (the test fails while a ported technique is listed, so
// its comparison is not skipped unnoticed).
// Every classic technique has its general twin now: the list is empty.
const std::vector<Technique> kNotYetPorted = {};

bool not_yet_ported(Technique t) {
    return std::find(kNotYetPorted.begin(), kNotYetPorted.end(), t) != kNotYetPorted.end();
}

bool is_single(Technique t) {
    return t == Technique::FullHouse || t == Technique::HiddenSingleBox || t == Technique::HiddenSingleRow ||
           t == Technique::HiddenSingleColumn || t == Technique::NakedSingle;
}

struct Position {
    std::string source;  // "sample_puzzles.txt line 12, before step 30" ...
    CandidateGrid grid;
};

// Every state of the puzzle's path worth comparing on: the start, the grid before each step that is
// not a single, the grid right after such a step (where its eliminations open singles), and the
// grid before the first of each run of full houses.
void add_path_positions(std::vector<Position>& out, const std::string& source, const Digits& puzzle) {
    CandidateGrid grid = CandidateGrid::from_digits(puzzle);
    out.push_back({source + ", start", grid});
    const SolvePath path = solve_logically(puzzle);
    bool after_hard = false;
    for (std::size_t i = 0; i < path.steps.size(); ++i) {
        const Step& step = path.steps[i];
        const bool single = is_single(step.technique);
        const bool first_full_house =
            step.technique == Technique::FullHouse && (i == 0 || path.steps[i - 1].technique != Technique::FullHouse);
        if (!single || after_hard || first_full_house)
            out.push_back({source + ", before step " + std::to_string(i + 1), grid});
        after_hard = !single;
        grid.apply(step);
    }
}

std::vector<Digits> read_puzzles(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/" + name);
    REQUIRE(in);
    std::vector<Digits> out;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        auto parsed = parse_line(line);
        REQUIRE(parsed.ok());
        out.push_back(parsed.value().digits());
    }
    return out;
}

// The technique examples' states, with the candidates each example removed beforehand
// ("candidates removed beforehand: r1c1<>6 r1c2<>6 |"), as all_steps_test.cpp reads them.
void add_example_positions(std::vector<Position>& out) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/logic/technique_examples.tsv");
    REQUIRE(in);
    std::string line;
    std::getline(in, line);  // header
    int row = 1;
    while (std::getline(in, line)) {
        ++row;
        std::stringstream fields(line);
        std::string label, puzzle, effect;
        std::getline(fields, label, '\t');
        std::getline(fields, puzzle, '\t');
        std::getline(fields, effect, '\t');
        auto parsed = parse_line(puzzle);
        REQUIRE(parsed.ok());
        CandidateGrid grid = CandidateGrid::from_digits(parsed.value().digits());
        const std::string removed = "candidates removed beforehand:";
        if (auto at = effect.find(removed); at != std::string::npos) {
            auto end = effect.find('|', at);
            std::stringstream tokens(effect.substr(at + removed.size(), end - at - removed.size()));
            for (std::string token; tokens >> token;)
                grid.eliminate(cell_at(token[1] - '1', token[3] - '1'), token.back() - '0');
        }
        out.push_back({"technique_examples.tsv line " + std::to_string(row) + " (" + label + ")", grid});
    }
}

// The positions, built once: every 4th sample puzzle (159 of 633; the file mixes 17-clue puzzles,
// top1465 and forum hardest), the three hardest, the examples. All samples take 3.5 times longer.
const std::vector<Position>& positions() {
    static const std::vector<Position> all = [] {
        std::vector<Position> out;
        const auto samples = read_puzzles("sample_puzzles.txt");
        for (std::size_t i = 0; i < samples.size(); i += 4)
            add_path_positions(out, "sample_puzzles.txt puzzle " + std::to_string(i + 1), samples[i]);
        // The hardest three need (nested) dynamic forcing chains: the states between them.
        const auto hardest = read_puzzles("hardest_forcing.txt");
        for (std::size_t i = 0; i < hardest.size(); ++i)
            add_path_positions(out, "hardest_forcing.txt puzzle " + std::to_string(i + 1), hardest[i]);
        add_example_positions(out);
        // Thinned notes, as a player's may be: from every 20th state, a copy with each candidate
        // that is not the solution's dropped with chance 1/3 (a fixed seed), so patterns the
        // easiest-first paths rarely reach (partial subsets, lone strong links) turn up.
        std::mt19937 random(34);
        const std::size_t states = out.size();
        for (std::size_t i = 0; i < states; i += 20) {
            Digits solution{};
            if (count_solutions(out[i].grid.digits(), 2, &solution) != 1) continue;
            CandidateGrid thinned = out[i].grid;
            for (int cell = 0; cell < kCells; ++cell)
                for (int d = 1; d <= 9; ++d)
                    if (thinned.has(cell, d) && d != solution[std::size_t(cell)] && random() % 3 == 0)
                        thinned.eliminate(cell, d);
            out.push_back({out[i].source + ", thinned", thinned});
        }
        return out;
    }();
    return all;
}

// "1{24}{245}.../..." : each cell's digit or its candidates in braces, rows split by '/', for a
// failure message.
std::string candidates_text(const CandidateGrid& grid) {
    std::string out;
    for (int cell = 0; cell < kCells; ++cell) {
        if (cell && cell % 9 == 0) out += '/';
        if (!grid.is_empty(cell)) {
            out += char('0' + grid.digit(cell));
            continue;
        }
        out += '{';
        for (int d = 1; d <= 9; ++d)
            if (grid.has(cell, d)) out += char('0' + d);
        out += '}';
    }
    return out;
}

/// "Skyscraper: r1c2=5 r3c4<>6": the technique and the effect with placements and eliminations
/// sorted, so equal effects compare equal.
std::string step_key(const Step& step) {
    auto by = [](Candidate a, Candidate b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; };
    Step sorted;
    sorted.placements = step.placements;
    sorted.eliminations = step.eliminations;
    std::sort(sorted.placements.begin(), sorted.placements.end(), by);
    std::sort(sorted.eliminations.begin(), sorted.eliminations.end(), by);
    return std::string(technique_list_name(step.technique)) + ": " + sorted.effect_text();
}

struct Twin {
    Technique technique;                // the classic row's
    Finder classic;                     // its finder
    ShapeFinder general;                // the general finder for the same technique, or null
    std::vector<Technique> techniques;  // what the classic finder reports: its row's, then rows without a finder
};

std::vector<Twin> twins() {
    std::vector<Twin> out;
    const auto classic = technique_order();
    const auto general = shape_technique_order();
    for (std::size_t i = 0; i < classic.size(); ++i) {
        if (!classic[i].finder) continue;
        Twin twin{classic[i].technique, classic[i].finder, nullptr, {}};
        for (std::size_t j = i; j < classic.size() && (j == i || !classic[j].finder); ++j)
            twin.techniques.push_back(classic[j].technique);
        for (std::size_t j = 0; j < general.size(); ++j) {
            if (general[j].technique != twin.technique || !general[j].finder) continue;
            twin.general = general[j].finder;
            // The general finder must report the same techniques (the rows after it without a finder).
            std::vector<Technique> reported;
            for (std::size_t k = j; k < general.size() && (k == j || !general[k].finder); ++k)
                reported.push_back(general[k].technique);
            CHECK(reported == twin.techniques);
        }
        out.push_back(std::move(twin));
    }
    return out;
}

ShapeCandidates shape_grid(const CandidateGrid& grid) {
    return ShapeCandidates::from_player_notes(*Shape::classic(), grid.digits(), grid.masks());
}

std::vector<Step> run(Finder finder, const CandidateGrid& grid) {
    StepCollector out(100000);
    finder(grid, out);
    return std::move(out.steps());
}

std::vector<Step> run(ShapeFinder finder, const ShapeCandidates& grid) {
    StepCollector out(100000);
    finder(grid, out);
    return std::move(out.steps());
}

std::string keys_text(const std::set<std::string>& keys) {
    std::string out;
    for (const auto& k : keys) out += "\n    " + k;
    return out.empty() ? "\n    (none)" : out;
}

// What a step shows beside its effect, for the report: evidence (sorted), houses, cover houses,
// links, blockers.
struct Shown {
    std::vector<std::pair<int, int>> evidence;
    std::vector<int> houses, cover_houses;
    std::vector<ChainLink> links;
    std::vector<Blocker> blockers;
};
Shown shown(const Step& step) {
    Shown s;
    for (const Evidence& e : step.evidence)
        s.evidence.push_back({e.candidate.cell * 16 + e.candidate.digit, int(e.role)});
    std::sort(s.evidence.begin(), s.evidence.end());
    s.houses = step.houses;
    s.cover_houses = step.cover_houses;
    s.links = step.links;
    s.blockers = step.blockers;
    return s;
}

}  // namespace

TEST_CASE("The general finders find what their classic twins find on classic positions", "[twins]") {
    const auto& all = positions();
    const auto pairs = twins();
    REQUIRE(all.size() > 1000);

    // Every classic finder has a general twin or is listed as not yet ported; nothing ported stays listed.
    for (const Twin& twin : pairs) {
        INFO(technique_list_name(twin.technique));
        if (twin.general) {
            CHECK_FALSE(not_yet_ported(twin.technique));  // ported: remove it from kNotYetPorted
        } else {
            CHECK(not_yet_ported(twin.technique));
            WARN("[twins] skipped, no general finder yet: " << technique_list_name(twin.technique));
        }
    }

    std::map<std::string, int> steps_seen, differences, first_differences, shown_differences;
    std::map<std::string, std::string> shown_example, order_example;
    std::map<std::string, int> order_differences;
    std::size_t index = 0;
    for (const Position& p : all) {
        const ShapeCandidates shaped = shape_grid(p.grid);
        const bool forcing_here = index++ % 40 == 0;
        for (const Twin& twin : pairs) {
            if (!twin.general) continue;
            // The forcing chains run to exhaustion take seconds a position: every 40th position
            // here (146), and shape_forcing_test.cpp holds them to their twins along the hardest paths.
            if (difficulty_of(twin.technique).level == Level::Extreme && !forcing_here) continue;
            const std::vector<Step> a = run(twin.classic, p.grid);
            const std::vector<Step> b = run(twin.general, shaped);
            for (Technique t : twin.techniques) {
                const std::string name(technique_list_name(t));
                std::set<std::string> keys_a, keys_b;
                std::map<std::string, const Step*> first_a, first_b;
                for (const Step& s : a)
                    if (s.technique == t) keys_a.insert(step_key(s)), first_a.emplace(step_key(s), &s);
                for (const Step& s : b)
                    if (s.technique == t) keys_b.insert(step_key(s)), first_b.emplace(step_key(s), &s);
                steps_seen[name] += int(keys_a.size());
                if (keys_a != keys_b) {
                    if (++differences[name] <= 3) {
                        std::set<std::string> only_a, only_b;
                        std::set_difference(keys_a.begin(), keys_a.end(), keys_b.begin(), keys_b.end(),
                                            std::inserter(only_a, only_a.end()));
                        std::set_difference(keys_b.begin(), keys_b.end(), keys_a.begin(), keys_a.end(),
                                            std::inserter(only_b, only_b.end()));
                        FAIL_CHECK(name << " differs at " << p.source << "\n  " << format_line(p.grid.digits())
                                        << "\n  " << candidates_text(p.grid) << "\n  only classic:" << keys_text(only_a)
                                        << "\n  only general:" << keys_text(only_b));
                    }
                    continue;
                }
                // Evidence, houses, links, blockers, sentence of the first step of each effect: reported only.
                for (const auto& [key, step] : first_a) {
                    const Shown x = shown(*step), y = shown(*first_b.at(key));
                    const char* what = x.evidence != y.evidence                            ? "evidence"
                                       : x.houses != y.houses                              ? "houses"
                                       : x.cover_houses != y.cover_houses                  ? "cover houses"
                                       : x.links != y.links                                ? "links"
                                       : x.blockers != y.blockers                          ? "blockers"
                                       : step->explanation != first_b.at(key)->explanation ? "sentence"
                                                                                           : nullptr;
                    if (!what) continue;
                    if (++shown_differences[name + " (" + what + ")"] == 1)
                        shown_example[name + " (" + what + ")"] = p.source + ": " + key;
                }
            }
            // No finder reports a technique outside its rows (the comparison above would miss it).
            for (const auto* steps : {&a, &b})
                for (const Step& s : *steps)
                    if (std::find(twin.techniques.begin(), twin.techniques.end(), s.technique) == twin.techniques.end())
                        FAIL_CHECK(technique_list_name(twin.technique)
                                   << "'s finder reports " << technique_list_name(s.technique));
            // The whole stream in order, duplicates included: reported only.
            {
                bool same = a.size() == b.size();
                for (std::size_t k = 0; same && k < a.size(); ++k) same = step_key(a[k]) == step_key(b[k]);
                if (!same && ++order_differences[std::string(technique_list_name(twin.technique))] == 1)
                    order_example[std::string(technique_list_name(twin.technique))] = p.source;
            }
            // The first step, which the solving path takes.
            if (a.empty() != b.empty() || (!a.empty() && step_key(a.front()) != step_key(b.front()))) {
                const std::string name(technique_list_name(twin.technique));
                if (++first_differences[name] <= 3)
                    FAIL_CHECK(name << ": first steps differ at " << p.source << "\n  " << format_line(p.grid.digits())
                                    << "\n  " << candidates_text(p.grid) << "\n  classic: "
                                    << (a.empty() ? "(none)" : step_key(a.front()) + " / " + a.front().explanation)
                                    << "\n  general: "
                                    << (b.empty() ? "(none)" : step_key(b.front()) + " / " + b.front().explanation));
            }
        }
    }

    std::map<std::string, int> per_file;
    for (const Position& p : all) ++per_file[p.source.substr(0, p.source.find(' '))];
    std::string summary = "[twins] " + std::to_string(all.size()) + " positions (";
    for (const auto& [file, n] : per_file) summary += file + ": " + std::to_string(n) + ", ";
    const auto thinned =
        std::count_if(all.begin(), all.end(), [](const Position& p) { return p.source.ends_with(", thinned"); });
    summary += std::to_string(thinned) + " of them thinned); distinct steps per technique:";
    for (const auto& [name, n] : steps_seen) summary += "\n  " + name + ": " + std::to_string(n);
    WARN(summary);
    for (const auto& [what, n] : shown_differences)
        WARN("[twins] same effect, different " << what << " on " << n << " steps, e.g. " << shown_example[what]);
    for (const auto& [name, n] : order_differences)
        WARN("[twins] " << name << ": the same steps in another order or repeated differently on " << n
                        << " positions, e.g. " << order_example[name]);
    for (const auto& [name, n] : differences) FAIL_CHECK(name << ": the step sets differ on " << n << " positions");
    for (const auto& [name, n] : first_differences)
        FAIL_CHECK(name << ": the first steps differ on " << n << " positions");
}

TEST_CASE("The general table orders the classic techniques as the classic table does", "[twins]") {
    // The solving path takes the first step of the first row that finds one: once the classic board
    // runs through shape_technique_order(), its classic techniques must come in technique_order()'s
    // order (the Killer rows in between find nothing on a board without cages).
    std::vector<Technique> classic, general;
    for (const TechniqueInfo& row : technique_order())
        if (!not_yet_ported(row.technique)) classic.push_back(row.technique);
    for (const ShapeTechniqueInfo& row : shape_technique_order())
        if (std::any_of(technique_order().begin(), technique_order().end(),
                        [&](const TechniqueInfo& c) { return c.technique == row.technique; }))
            general.push_back(row.technique);
    auto names = [](const std::vector<Technique>& list) {
        std::string out;
        for (Technique t : list) out += std::string(technique_list_name(t)) + ", ";
        return out;
    };
    INFO("classic: " << names(classic) << "\ngeneral: " << names(general));
    CHECK(classic == general);
}

// Not a test (hidden, no assertion on time): how long each general finder takes against its
// classic twin on the same positions, to exhaustion and for the first step only (as the solver
// calls it). ./build/bin/sudoku_tests "[.twins-bench]"
TEST_CASE("Time of the general finders against their classic twins", "[.twins-bench]") {
    using Clock = std::chrono::steady_clock;
    const auto& all = positions();
    std::vector<ShapeCandidates> shaped;
    for (const Position& p : all) shaped.push_back(shape_grid(p.grid));
    double total[3][2] = {};
    std::string table =
        "[twins] " + std::to_string(all.size()) +
        " positions, ms (best of 3): classic all / general all (ratio) | classic first / general first (ratio)"
        " | general first without sentences (ratio to classic first)";
    for (const Twin& twin : twins()) {
        if (!twin.general) continue;
        double ms[3][2] = {};  // [exhaustive, first, first without sentences][classic, general]
        for (int limit_kind = 0; limit_kind < 3; ++limit_kind) {
            const int limit = limit_kind == 0 ? 100000 : 1;
            const bool text = limit_kind < 2;  // the classic finders write their sentences anyway
            ms[limit_kind][0] = ms[limit_kind][1] = 1e30;
            for (int round = 0; round < 3; ++round) {  // the best of three (the machine is shared)
                auto t0 = Clock::now();
                std::size_t found = 0;
                for (const Position& p : all) {
                    StepCollector out(limit, text);
                    twin.classic(p.grid, out);
                    found += out.steps().size();
                }
                auto t1 = Clock::now();
                for (const ShapeCandidates& g : shaped) {
                    StepCollector out(limit, text);
                    twin.general(g, out);
                    found -= out.steps().size();
                }
                auto t2 = Clock::now();
                CHECK(found == 0);
                ms[limit_kind][0] =
                    std::min(ms[limit_kind][0], std::chrono::duration<double, std::milli>(t1 - t0).count());
                ms[limit_kind][1] =
                    std::min(ms[limit_kind][1], std::chrono::duration<double, std::milli>(t2 - t1).count());
            }
            for (int k = 0; k < 2; ++k) total[limit_kind][k] += ms[limit_kind][k];
        }
        char line[200];
        std::snprintf(line, sizeof line, "\n  %-28s %8.1f / %8.1f (%.2f) | %8.1f / %8.1f (%.2f) | %8.1f (%.2f)",
                      std::string(technique_name(twin.technique)).c_str(), ms[0][0], ms[0][1], ms[0][1] / ms[0][0],
                      ms[1][0], ms[1][1], ms[1][1] / ms[1][0], ms[2][1], ms[2][1] / ms[1][0]);
        table += line;
    }
    char line[200];
    std::snprintf(line, sizeof line, "\n  %-28s %8.1f / %8.1f (%.2f) | %8.1f / %8.1f (%.2f) | %8.1f (%.2f)", "all",
                  total[0][0], total[0][1], total[0][1] / total[0][0], total[1][0], total[1][1],
                  total[1][1] / total[1][0], total[2][1], total[2][1] / total[1][0]);
    table += line;
    std::printf("%s\n", table.c_str());  // not WARN: Catch would wrap the table's lines
}
