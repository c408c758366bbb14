// sudoku-cli positions: finds positions that teach a technique in puzzle files (issue #18), for the
// technique library's examples (assets/techniques/examples.txt) and the curated practice puzzles
// (assets/techniques/practice.txt). engine/generate/technique_positions.hpp has the search and the format.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>
#include <string>

#include "engine/formats/solo_id.hpp"
#include "engine/generate/classic.hpp"
#include "engine/generate/technique_positions.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kUsage =
    R"(Usage: sudoku-cli positions [--technique T]... [--practice] [--count N] [--fill [--seed S]] [FILE|-]...

Scans puzzle files for positions that teach a technique, and prints them in the format of
assets/techniques/*.txt (NAME<TAB>DIGITS[<TAB>ELIMINATIONS], grouped by technique, easiest
technique first). A line of input is a puzzle: its first field of 81 digits and blanks (so the
puzzle files and tab-separated example lists both work); when the line also says "candidates removed
beforehand: r1c2<>5 ...", those candidates are removed first. A 9x9 Killer puzzle is a Solo game
ID (3x3k:...), alone or as a field. Blank lines and # comments are skipped; any other line without
a puzzle, or a FILE that cannot be read (a directory), is reported and makes the exit status 1.
Progress goes to stderr.

Without --practice: positions on each puzzle's easiest-first path where T is the next step and
nothing harder is needed afterward (no technique of a higher level and, above Easy, no step scored
higher than T's own), with only the eliminations T needs (the technique library's examples). The
fewest eliminations first.
With --practice: practice puzzles, digits only: the puzzle itself when its easiest-first path uses T
and needs nothing harder, else the digits placed at some point of its path that do (the curated
practice puzzles). The fewest givens first.

Options:
  --technique T    a technique, as rate prints it (X-Wing, 'hidden quad'); may be repeated
                   (default: every technique of the classic table). The Killer techniques (Cage
                   Combination, Innie Outie, ...) are found in 9x9 Killer puzzles given as Solo
                   game IDs (3x3k:...), one a line
  --practice       practice puzzles instead of library examples
  --count N        positions per technique (default 3)
  --fill           also where T is next but something harder follows: places digits of the
                   solution away from T's cells (keeping T next, or with --practice on the path)
                   until nothing harder is needed; for techniques that are nearly always followed
                   by harder steps (Skyscraper). Random, from --seed S (default 1)
  --anything-after without --practice: positions where T is next, whatever the path needs after it
                   (to see whether T occurs at all; not for the library, whose test asks for nothing
                   harder afterward)
)";

struct Input {
    Digits digits{};
    std::vector<Candidate> eliminations;
};

/// A line's puzzle: its first field of 81 digits and blanks, and the eliminations after
/// "candidates removed beforehand:".
std::optional<Input> read_input(std::string_view line) {
    Input in;
    bool found = false;
    std::size_t start = 0;
    while (start < line.size() && !found) {
        const std::size_t end = line.find_first_of("\t ", start);
        const std::string_view field = line.substr(start, end == std::string_view::npos ? line.npos : end - start);
        if (field.size() == 81 && field.find_first_not_of(".0123456789") == std::string_view::npos) {
            auto grid = parse_line(field);
            if (grid) in.digits = grid.value().digits(), found = true;
        }
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    if (!found) return std::nullopt;
    const std::string_view marker = "candidates removed beforehand:";
    if (auto at = line.find(marker); at != line.npos) {
        std::string_view rest = line.substr(at + marker.size());
        rest = rest.substr(0, rest.find('|'));
        const std::string text = "Full House\t" + format_line(in.digits) + "\t" + std::string(rest);
        auto parsed = parse_technique_positions(text);
        if (parsed && !parsed.value().empty()) in.eliminations = parsed.value().front().eliminations;
    }
    return in;
}

/// A line's first field that looks like a Solo game ID (a Killer's, in a list like
/// "Cage Combinations<TAB>3x3k:..."), or nothing.
std::string_view solo_id_field(std::string_view line) {
    std::size_t start = 0;
    while (start < line.size()) {
        const std::size_t end = line.find_first_of("\t ", start);
        const std::string_view field = line.substr(start, end == std::string_view::npos ? line.npos : end - start);
        if (formats::looks_like_solo_id(field)) return field;
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return {};
}

int count_givens(const Digits& digits) {
    return int(std::count_if(digits.begin(), digits.end(), [](std::uint8_t d) { return d != 0; }));
}

}  // namespace

int run_positions(const Args& args) {
    if (wants_help(args)) return std::fputs(kUsage, stdout), 0;
    std::vector<Technique> techniques;
    bool practice = false, anything_after = false, fill = false;
    std::uint64_t seed = 1;
    std::uint64_t count = 3;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (option_value(args, i, "--technique", value, missing)) {
            auto found = missing ? std::nullopt : parse_technique(value);
            if (!found)
                return usage_error("--technique needs a technique's name, e.g. \"X-Wing\" or \"naked pair\" (" +
                                   std::string(missing ? "none given" : value) + " is not one)");
            techniques.push_back(*found);
        } else if (option_value(args, i, "--count", value, missing)) {
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), count);
            if (missing || ec != std::errc() || end != value.data() + value.size() || count < 1 || count > 10000)
                return usage_error("--count needs a whole number from 1 to 10000");
        } else if (args[i] == "--fill") {
            fill = true;
        } else if (option_value(args, i, "--seed", value, missing)) {
            auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
            if (missing || ec != std::errc() || end != value.data() + value.size())
                return usage_error("--seed needs a whole number from 0 to 18446744073709551615");
        } else if (args[i] == "--anything-after") {
            anything_after = true;
        } else if (args[i] == "--practice") {
            practice = true;
        } else if (args[i].size() > 1 && args[i][0] == '-') {
            return usage_error("positions: unknown argument '" + std::string(args[i]) + "'");
        } else {
            files.emplace_back(args[i]);
        }
    }
    if (files.empty()) files.emplace_back("-");
    if (techniques.empty())
        for (const TechniqueInfo& info : technique_order())
            if (!needs_clues(info.technique)) techniques.push_back(info.technique);
    auto wanted_index = [&](Technique t) {
        auto at = std::find(techniques.begin(), techniques.end(), t);
        return at == techniques.end() ? -1 : int(at - techniques.begin());
    };

    // Candidates per technique: more than asked for, then the best `count` of them.
    const std::size_t keep = std::size_t(count) * 4;
    std::vector<std::vector<TechniquePosition>> found(techniques.size());
    auto full = [&](int i) { return found[std::size_t(i)].size() >= keep; };
    int status = 0;
    Random random(seed);
    for (const std::string& name : files) {
        InputLines in(name);  // says so when the file cannot be read or is a directory
        std::string line;
        long puzzles = 0;
        auto bad_line = [&](const std::string& message) {
            std::fprintf(stderr, "%s:%d: %s\n", in.source().c_str(), in.line_number(), message.c_str());
            status = 1;
        };
        while (in.next(line)) {
            const std::size_t first = line.find_first_not_of(" \t");
            if (first == std::string::npos || line[first] == '#') continue;
            const auto input = read_input(line);
            if (!input) {
                const std::string_view id = solo_id_field(line);
                if (id.empty()) {
                    bad_line(
                        "no puzzle: expected a field of 81 cells (1-9, and 0 or . for a blank) or a Killer's "
                        "Solo game ID");
                    continue;
                }
                auto board = formats::parse_solo_id(id);
                if (!board) {
                    bad_line(board.error().to_string());
                    continue;
                }
                if (!board.value().shape->is_killer()) {
                    bad_line("a Solo game ID of a " + board.value().shape->display_name() +
                             " puzzle, not a Killer: positions reads classic puzzles as 81 cells and Killer "
                             "puzzles as Solo game IDs");
                    continue;
                }
                // A Killer puzzle (a Solo game ID): positions for the Killer techniques, on 9x9 boards.
                ++puzzles;
                if (board.value().givens.size() != std::size_t(kCells)) continue;
                TechniquePosition start{Technique::FullHouse, {}, {}, board.value().shape};
                std::copy(board.value().givens.begin(), board.value().givens.end(), start.digits.begin());
                auto wanted = [&](Technique t) { return wanted_index(t) >= 0 && !full(wanted_index(t)); };
                for (TechniquePosition& p : teaching_positions(start, wanted)) {
                    const int t = wanted_index(p.technique);
                    if (!full(t)) found[std::size_t(t)].push_back(std::move(p));
                }
                continue;
            }
            if (count_solutions(input->digits, 2) != 1) continue;
            ++puzzles;
            if (practice) {
                const Rating rating = rate(input->digits);
                for (std::size_t t = 0; t < techniques.size(); ++t) {
                    // A technique hidden by the solver's order shows as another on the path.
                    const Technique shown = hidden_by_order(techniques[t]) ? Technique::FinnedXWing : techniques[t];
                    if (full(int(t)) || rating.technique_counts[std::size_t(shown)] == 0) continue;
                    auto start = practice_start(input->digits, techniques[t]);
                    if (!start && fill) start = fill_until_practising(input->digits, techniques[t], random);
                    if (start) found[t].push_back({techniques[t], *start, {}, nullptr});
                }
            } else if (fill) {
                TechniquePosition start{Technique::FullHouse, input->digits, input->eliminations, nullptr};
                auto wanted = [&](Technique t) { return wanted_index(t) >= 0 && !full(wanted_index(t)); };
                for (TechniquePosition& p : teaching_positions(start, wanted, false)) {
                    const int t = wanted_index(p.technique);
                    if (full(t)) continue;
                    if (teaches_next(p.grid(), p.technique)) {
                        found[std::size_t(t)].push_back(std::move(p));
                    } else if (auto filled = fill_until_teaching(p, random)) {
                        found[std::size_t(t)].push_back(std::move(*filled));
                    }
                }
            } else {
                TechniquePosition start{Technique::FullHouse, input->digits, input->eliminations, nullptr};
                auto wanted = [&](Technique t) { return wanted_index(t) >= 0 && !full(wanted_index(t)); };
                for (TechniquePosition& p : teaching_positions(start, wanted, !anything_after)) {
                    const int t = wanted_index(p.technique);
                    if (!full(t)) found[std::size_t(t)].push_back(std::move(p));
                }
            }
            if (std::all_of(techniques.begin(), techniques.end(), [&](Technique t) { return full(wanted_index(t)); }))
                break;
        }
        if (in.failed() || in.long_lines() > 0) status = 1;
        std::fprintf(stderr, "%s: %ld puzzles read\n", in.source().c_str(), puzzles);
    }

    for (std::size_t t = 0; t < techniques.size(); ++t) {
        auto& list = found[t];
        if (!practice) {
            // Fewest eliminations first; trim those of the best few only (each trim solves again).
            std::stable_sort(list.begin(), list.end(), [](const TechniquePosition& a, const TechniquePosition& b) {
                return a.eliminations.size() < b.eliminations.size();
            });
            if (list.size() > std::size_t(count) * 2) list.resize(std::size_t(count) * 2);
            if (!anything_after)
                for (auto& p : list) p = minimise_eliminations(std::move(p));
            std::stable_sort(list.begin(), list.end(), [](const TechniquePosition& a, const TechniquePosition& b) {
                return a.eliminations.size() < b.eliminations.size();
            });
        } else {
            std::stable_sort(list.begin(), list.end(), [](const TechniquePosition& a, const TechniquePosition& b) {
                return count_givens(a.digits) < count_givens(b.digits);
            });
        }
        if (list.size() > count) list.resize(count);
        std::fprintf(stderr, "%s: %zu found\n", std::string(technique_list_name(techniques[t])).c_str(), list.size());
        for (const auto& p : list) std::printf("%s\n", format_technique_position(p).c_str());
    }
    return status;
}

}  // namespace sudoku::cli
