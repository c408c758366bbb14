#include "engine/generate/technique_positions.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <span>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/notation.hpp"
#include "engine/solve/band.hpp"

// The asset files' text, written into a source file by engine/CMakeLists.txt.
namespace sudoku::assets {
extern const char* const kTechniqueExamples;
extern const char* const kPracticePositions;
}  // namespace sudoku::assets

namespace sudoku {

namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        out.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos) return out;
        start = end + 1;
    }
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\r')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

/// "r4c6<>7" as a candidate.
std::optional<Candidate> parse_elimination(std::string_view token) {
    if (token.size() != 7 || (token[0] != 'r' && token[0] != 'R') || (token[2] != 'c' && token[2] != 'C') ||
        token.substr(4, 2) != "<>")
        return std::nullopt;
    const int row = token[1] - '0', col = token[3] - '0', digit = token[6] - '0';
    if (row < 1 || row > 9 || col < 1 || col > 9 || digit < 1 || digit > 9) return std::nullopt;
    return Candidate{std::uint8_t((row - 1) * 9 + col - 1), std::uint8_t(digit)};
}

}  // namespace

namespace {

std::vector<TechniquePosition> parsed(const char* text) {
    // The assets are checked by the tests (tests/engine/technique_positions_test.cpp): a bad line
    // there cannot reach a build that passes them, so a failure here leaves the list empty.
    auto result = parse_technique_positions(text);
    if (!result) return {};
    return std::move(result).value();
}

/// A random disguise of a puzzle that keeps its logic: digits relabelled, bands and stacks and the
/// rows and columns within them shuffled, and half the time transposed.
Digits disguise(const Digits& puzzle, Random& random) {
    auto lines = [&random] {
        std::array<int, 3> bands{0, 1, 2};
        random.shuffle(std::span<int>(bands));
        std::array<int, 9> order{};
        for (int b = 0; b < 3; ++b) {
            std::array<int, 3> within{0, 1, 2};
            random.shuffle(std::span<int>(within));
            for (int i = 0; i < 3; ++i)
                order[std::size_t(b * 3 + i)] = bands[std::size_t(b)] * 3 + within[std::size_t(i)];
        }
        return order;
    };
    const auto rows = lines();
    const auto cols = lines();
    const bool transpose = random.below(2) == 1;
    std::array<std::uint8_t, 10> relabel{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    random.shuffle(std::span<std::uint8_t>(relabel.data() + 1, 9));
    Digits out{};
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            const int from = rows[std::size_t(r)] * 9 + cols[std::size_t(c)];
            const int to = transpose ? c * 9 + r : r * 9 + c;
            out[std::size_t(to)] = relabel[puzzle[std::size_t(from)]];
        }
    return out;
}

}  // namespace

bool TechniquePosition::operator==(const TechniquePosition& other) const {
    if (technique != other.technique || digits != other.digits || eliminations != other.eliminations ||
        bool(killer) != bool(other.killer))
        return false;
    return !killer || format_technique_position(*this) == format_technique_position(other);
}

Candidates TechniquePosition::grid() const {
    Candidates out = killer ? Candidates::from_digits(*killer, ShapeDigits(digits.begin(), digits.end()))
                            : Candidates::from_digits(digits);
    for (const Candidate& c : eliminations)
        if (out.has(c.cell, c.digit)) out.eliminate(c.cell, c.digit);
    return out;
}

Result<std::vector<TechniquePosition>> parse_technique_positions(std::string_view text) {
    std::vector<TechniquePosition> out;
    int number = 0;
    for (std::string_view line : split(text, '\n')) {
        ++number;
        line = trim(line);
        if (line.empty() || line.front() == '#') continue;
        // Appended piece by piece: GCC 12 -O3 warns falsely (-Wrestrict) on "'" + std::string.
        auto fail = [number](std::string_view quoted, std::string_view message) {
            std::string text = "line ";
            text += std::to_string(number);
            text += ": ";
            if (!quoted.empty()) {
                text += '\'';
                text += capped_message(quoted);
                text += "' ";
            }
            text += message;
            return Error{0, std::move(text)};
        };
        const auto fields = split(line, '\t');
        if (fields.size() < 2 || fields.size() > 3)
            return fail({}, "expected NAME<TAB>DIGITS[<TAB>ELIMINATIONS], found " + std::to_string(fields.size()) +
                                " tab-separated fields");
        TechniquePosition position;
        const auto technique = parse_technique(trim(fields[0]));
        if (!technique) return fail(trim(fields[0]), "is not a technique's name");
        position.technique = *technique;
        if (needs_clues(*technique)) {
            auto board = formats::parse_solo_id(trim(fields[1]));
            if (!board) return fail({}, "the Killer board: " + board.error().to_string());
            const auto& shaped = board.value();
            if (!shaped.shape->is_killer() || shaped.shape->cell_count() != kCells)
                return fail({}, "a Killer technique's position is a 9x9 Killer board (3x3k:...)");
            std::copy(shaped.givens.begin(), shaped.givens.end(), position.digits.begin());
            position.killer = shaped.shape;
        } else {
            auto grid = parse_line(trim(fields[1]));
            if (!grid) return fail({}, "the digits: " + grid.error().to_string());
            position.digits = grid.value().digits();
        }
        if (fields.size() == 3) {
            for (std::string_view token : split(trim(fields[2]), ' ')) {
                if (token.empty()) continue;
                const auto candidate = parse_elimination(token);
                if (!candidate) return fail(token, "is not an elimination such as r4c6<>7");
                position.eliminations.push_back(*candidate);
            }
        }
        out.push_back(std::move(position));
    }
    return out;
}

std::string format_technique_position(const TechniquePosition& position) {
    std::string out(technique_list_name(position.technique));
    out += '\t';
    out += position.killer
               ? formats::format_solo_id(*position.killer, ShapeDigits(position.digits.begin(), position.digits.end()))
               : format_line(position.digits);
    if (!position.eliminations.empty()) {
        out += '\t';
        for (std::size_t i = 0; i < position.eliminations.size(); ++i) {
            if (i) out += ' ';
            out += cell_name(position.eliminations[i].cell);
            out += "<>";
            out += char('0' + position.eliminations[i].digit);
        }
    }
    return out;
}

bool hidden_by_order(Technique technique) {
    return technique == Technique::Skyscraper;
}

namespace {

/// The symbols of a 9x9 board's candidates as Digits.
Digits classic_digits(const Candidates& grid) {
    Digits out{};
    std::copy_n(grid.digits().begin(), kCells, out.begin());
    return out;
}

// The candidates `full` (the digits' own candidates) has and `grid` (the same digits, some
// candidates removed) does not: a position's eliminations (9x9 boards, classic or Killer).
std::vector<Candidate> removed_beyond(const Candidates& full, const Candidates& grid) {
    std::vector<Candidate> out;
    for (int cell = 0; cell < kCells; ++cell)
        for (int d = 1; d <= 9; ++d)
            if (full.has(cell, d) && !grid.has(cell, d)) out.push_back({std::uint8_t(cell), std::uint8_t(d)});
    return out;
}

/// The technique's own step with the same effect as `step`, for a technique hidden by the order.
std::optional<Step> own_step(const Candidates& grid, const Step& step, Technique technique) {
    if (step.technique == technique) return step;
    if (!hidden_by_order(technique) || step.technique == Technique::Guess) return std::nullopt;
    for (Step& s : find_all(technique, grid))
        if (same_effect(s, step)) return std::move(s);
    return std::nullopt;
}

/// The rest of the easiest-first path from `grid`, up to `technique`'s level: whether it solves the
/// grid with a step of the technique and nothing scored above the technique's own highest step (a
/// step hidden by the order scores as the technique; with `own_only`, only the technique's own
/// steps count as its). `first_only`: the technique must be the first step.
bool path_needs_nothing_harder(const Candidates& grid, Technique technique, bool first_only, bool own_only = false) {
    const Level level = difficulty_of(technique).level;
    Candidates g = grid;
    double own = -1, highest = 0;
    std::optional<Step> step = next_step(g, level);
    for (int n = 0; step && n < 1000; ++n) {
        double score = step_score(*step);
        if (own_only ? step->technique == technique : step_is(g, *step, technique)) {
            if (step->technique != technique) score = difficulty_of(technique).score;
            own = std::max(own, score);
        } else if (n == 0 && first_only) {
            return false;
        }
        highest = std::max(highest, score);
        g.apply(*step);
        if (g.is_solved()) break;
        step = next_step(g, level);
    }
    return g.is_solved() && own >= 0 && (level == Level::Easy || highest <= own + 1e-9);
}

/// The cells a step reads or changes: its evidence, placements, eliminations and links.
CellSet step_cells(const Step& step) {
    CellSet out;
    for (const Evidence& e : step.evidence) out.insert(e.candidate.cell);
    for (const Candidate& c : step.placements) out.insert(c.cell);
    for (const Candidate& c : step.eliminations) out.insert(c.cell);
    for (const ChainLink& l : step.links) out.insert(l.from.cell), out.insert(l.to.cell);
    return out;
}

std::array<int, kCells> shuffled_cells(Random& random) {
    std::array<int, kCells> cells{};
    for (int i = 0; i < kCells; ++i) cells[std::size_t(i)] = i;
    random.shuffle(std::span<int>(cells));
    return cells;
}

bool path_uses(const Digits& digits, Technique technique) {
    Candidates g = Candidates::from_digits(digits);
    bool used = false;
    for (int guard = 0; guard < 1000 && !g.is_solved(); ++guard) {
        const std::optional<Step> step = next_step(g);
        if (!step) return false;
        used = used || step_is(g, *step, technique);
        g.apply(*step);
    }
    return used && g.is_solved();
}

/// The technique's step that is next in `grid` (step_is), or none.
std::optional<Step> next_own_step(const Candidates& grid, Technique technique) {
    const auto step = next_step(grid);
    return step ? own_step(grid, *step, technique) : std::nullopt;
}

}  // namespace

bool step_is(const Candidates& grid, const Step& step, Technique technique) {
    return own_step(grid, step, technique).has_value();
}

std::optional<Step> example_step(const TechniquePosition& position) {
    if (position.killer) {
        auto step = next_step(position.grid());
        if (step && step->technique == position.technique) return step;
        return std::nullopt;
    }
    return next_own_step(position.grid(), position.technique);
}

bool practises(const Digits& puzzle, Technique technique) {
    return path_needs_nothing_harder(Candidates::from_digits(puzzle), technique, false, true);
}

bool practises_technique(const Digits& puzzle, Technique technique) {
    return path_needs_nothing_harder(Candidates::from_digits(puzzle), technique, false);
}

bool teaches_next(const Candidates& grid, Technique technique) {
    return path_needs_nothing_harder(grid, technique, true);
}

const std::vector<TechniquePosition>& technique_examples() {
    static const std::vector<TechniquePosition> examples = parsed(assets::kTechniqueExamples);
    return examples;
}

const TechniquePosition* technique_example(Technique technique) {
    for (const TechniquePosition& p : technique_examples())
        if (p.technique == technique) return &p;
    return nullptr;
}

const std::vector<TechniquePosition>& curated_practice_positions() {
    static const std::vector<TechniquePosition> positions = parsed(assets::kPracticePositions);
    return positions;
}

std::vector<Digits> curated_practice(Technique technique) {
    std::vector<Digits> out;
    for (const TechniquePosition& p : curated_practice_positions())
        if (p.technique == technique) out.push_back(p.digits);
    return out;
}

std::optional<GeneratedPuzzle> practice_puzzle(Technique technique, const GenerateOptions& options, int max_attempts) {
    const std::vector<Digits> curated = curated_practice(technique);
    if (curated.empty()) return generate_for_technique(technique, options, max_attempts);
    Random random(options.seed);
    GeneratedPuzzle out;
    out.puzzle = curated[random.below(std::uint32_t(curated.size()))];
    for (int tries = 0; tries < 12; ++tries) {
        const Digits disguised = disguise(out.puzzle, random);
        if (practises_technique(disguised, technique)) {
            out.puzzle = disguised;
            break;
        }
    }
    const auto solution = solve(out.puzzle);
    if (!solution) return std::nullopt;  // the tests keep every curated puzzle solvable
    out.solution = *solution;
    out.rating = rate(out.puzzle);
    return out;
}

std::vector<TechniquePosition> teaching_positions(const TechniquePosition& start,
                                                  const std::function<bool(Technique)>& wanted, bool nothing_harder) {
    std::vector<TechniquePosition> out;
    if (start.killer && (!start.killer->is_killer() || start.killer->cell_count() != kCells)) return out;
    Candidates g = start.grid();
    for (int guard = 0; guard < 1000 && !g.is_solved(); ++guard) {
        const std::optional<Step> step = next_step(g);
        if (!step) break;
        std::vector<Technique> techniques{step->technique};
        if (step->technique == Technique::FinnedXWing && wanted(Technique::Skyscraper) &&
            step_is(g, *step, Technique::Skyscraper))
            techniques.push_back(Technique::Skyscraper);
        for (Technique t : techniques) {
            if (!wanted(t) || (start.killer ? !needs_clues(t) : nothing_harder && !teaches_next(g, t))) continue;
            out.push_back({t, classic_digits(g), removed_beyond(Candidates::from_digits(g.shape(), g.digits()), g),
                           start.killer});
        }
        g.apply(*step);
    }
    return out;
}

TechniquePosition minimise_eliminations(TechniquePosition position) {
    for (std::size_t i = position.eliminations.size(); i-- > 0;) {
        TechniquePosition fewer = position;
        fewer.eliminations.erase(fewer.eliminations.begin() + std::ptrdiff_t(i));
        const bool teaches =
            fewer.killer ? example_step(fewer).has_value() : teaches_next(fewer.grid(), fewer.technique);
        if (teaches) position = std::move(fewer);
    }
    return position;
}

std::optional<TechniquePosition> fill_until_teaching(const TechniquePosition& position, Random& random) {
    const auto solution = solve(position.digits);
    const Candidates start = position.grid();
    const auto step = next_own_step(start, position.technique);
    if (!solution || !step) return std::nullopt;
    const CellSet keep = step_cells(*step);
    Candidates g = start;
    for (int cell : shuffled_cells(random)) {
        if (teaches_next(g, position.technique)) {
            TechniquePosition out = position;
            out.digits = classic_digits(g);
            return minimise_eliminations(std::move(out));
        }
        if (!g.is_empty(cell) || keep.contains(cell)) continue;
        Candidates tried = g;
        tried.place(cell, (*solution)[std::size_t(cell)]);
        const auto next = next_own_step(tried, position.technique);
        if (next && step_cells(*next) == keep) g = tried;
    }
    return std::nullopt;
}

std::optional<Digits> fill_until_practising(const Digits& digits, Technique technique, Random& random) {
    const auto solution = solve(digits);
    if (!solution || !path_uses(digits, technique)) return std::nullopt;
    Digits d = digits;
    for (int cell : shuffled_cells(random)) {
        if (practises_technique(d, technique)) return d;
        if (d[std::size_t(cell)]) continue;
        Digits tried = d;
        tried[std::size_t(cell)] = (*solution)[std::size_t(cell)];
        if (path_uses(tried, technique)) d = tried;
    }
    return std::nullopt;
}

std::optional<Digits> practice_start(const Digits& puzzle, Technique technique) {
    if (practises_technique(puzzle, technique)) return puzzle;
    // The digits before each step that is not a single, up to the last step of the technique.
    std::vector<Digits> snapshots;
    std::size_t last = 0;
    Candidates g = Candidates::from_digits(puzzle);
    for (int guard = 0; guard < 1000 && !g.is_solved(); ++guard) {
        const std::optional<Step> step = next_step(g);
        if (!step) break;
        if (difficulty_of(step->technique).level != Level::Easy) snapshots.push_back(classic_digits(g));
        if (step->technique == technique) last = snapshots.size();
        g.apply(*step);
    }
    for (std::size_t i = 0; i < last; ++i)
        if (snapshots[i] != puzzle && practises_technique(snapshots[i], technique)) return snapshots[i];
    return std::nullopt;
}

}  // namespace sudoku
