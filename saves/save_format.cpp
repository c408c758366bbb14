#include "saves/save_format.hpp"

#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <vector>

#include "engine/constraints/registry.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"
#include "saves/json_guard.hpp"

#ifndef SUDOKU_APP_VERSION
#define SUDOKU_APP_VERSION "unknown"
#endif

namespace sudoku::saves {

using game::Counters;
using game::Game;
using game::GameInfo;
using game::GameState;
using game::Notes;

namespace {

// Limits far above any real game; they only stop hostile files from costing time or memory.
constexpr std::size_t kMaxMoves = std::size_t(game::kMaxHistoryMoves);
constexpr std::size_t kMaxMoveChars = 2000;
constexpr std::size_t kMaxMarks = std::size_t(game::kMaxMarks);
constexpr std::int64_t kMaxElapsedMs = std::int64_t(100) * 366 * 24 * 3600 * 1000;  // a century
constexpr std::int64_t kMaxCount = 1000000;                                         // mistakes, hints
constexpr std::int64_t kMaxMistakeLimit = 1000;                                     // as the settings allow
constexpr double kMaxRating = 100.0;

constexpr const char* kFormatTag = "sudoku-save";

// A board's symbols as one line: '1'-'9', 'A'-'G', '.' blank (81 characters on 9x9, as before).
std::string symbols_line(const ShapeDigits& digits) {
    std::string out;
    out.reserve(digits.size());
    for (std::uint8_t d : digits) out += symbol_char(d);
    return out;
}

/// Everything a file says (after migration to the current version), each field checked on its
/// own; install() checks them together.
struct SaveV1 {
    std::string app_version;
    std::int64_t created_at = 0, saved_at = 0;
    game::ShapePtr shape = Shape::classic();  // v3: puzzle.shape and puzzle.regions
    ShapeDigits givens, solution;
    GameInfo info;
    ShapeDigits digits;
    Notes notes{};
    // v4: the other mark layers (board.corner, board.centre, board.colours, board.candidate_colours).
    std::array<game::CornerMarks, kMaxCells> corner{};
    Notes centre{};
    std::array<game::CellColours, kMaxCells> colours{};
    std::array<game::CandidateColours, kMaxCells> candidate_colours{};
    std::vector<std::string> moves;
    int position = 0;
    std::vector<int> marks;
    Counters counters;
    int mistake_limit = 0;  // v2: the limit a Lost game reached (else the one in force when saved)
    GameState state = GameState::Playing;
};

/// Builds "<source>: field "<path>": <what>" messages.
class Reader {
public:
    explicit Reader(std::string_view source) : source_(source) {}

    /// `index` >= 0 names an element of an array field: field "history.moves"[12].
    Error fail(std::string_view path, Phrase what, long index = -1) const {
        if (index >= 0)
            return Error::say(
                0, Phrase(N_("{file}: field \"{field}\"[{index}]: {problem}"), {{"file", source_},
                                                                                {"field", std::string(path)},
                                                                                {"index", std::to_string(index)},
                                                                                {"problem", std::move(what)}}));
        return Error::say(0, Phrase(N_("{file}: field \"{field}\": {problem}"),
                                    {{"file", source_}, {"field", std::string(path)}, {"problem", std::move(what)}}));
    }
    /// A lower layer's error about the field, its phrase kept.
    Error fail(std::string_view path, const Error& error, long index = -1) const {
        return fail(path, error.as_phrase(), index);
    }
    /// The same with the problem as a phrase, for the UI to translate (issue #33).
    Error fail_whole(Phrase what) const {
        return Error::say(0, Phrase(N_("{file}: {problem}"), {{"file", source_}, {"problem", std::move(what)}}));
    }

    Error fail_whole(std::string_view what) const {
        std::string message = source_;
        message += ": ";
        message += what;
        return Error{0, std::move(message)};
    }

    /// Refuses keys other than `known` and reports the first of `known` that is missing.
    std::optional<Error> check_keys(const Json& object, std::string_view path,
                                    std::initializer_list<const char*> known) const {
        return check_keys(object, path, std::span<const char* const>(known.begin(), known.size()));
    }
    std::optional<Error> check_keys(const Json& object, std::string_view path,
                                    std::span<const char* const> known) const {
        for (const auto& [key, value] : object.items()) {
            bool found = false;
            for (const char* name : known) found = found || key == name;
            if (!found) {
                Phrase what(N_("unknown field \"{name}\""), {{"name", quote_for_message(key)}});
                return path.empty() ? fail_whole(std::move(what)) : fail(path, std::move(what));
            }
        }
        for (const char* name : known) {
            if (!object.contains(name)) return fail(join(path, name), Phrase(N_("missing")));
        }
        return std::nullopt;
    }

    static std::string join(std::string_view path, std::string_view key) {
        std::string out(path);
        if (!out.empty()) out += '.';
        out += key;
        return out;
    }

    Result<const Json*> object(const Json& value, std::string_view path) const {
        if (!value.is_object()) return fail(path, expected(Phrase(N_("an object")), value));
        return &value;
    }

    Result<std::string> string(const Json& value, std::string_view path, std::size_t max_chars, long index = -1) const {
        if (!value.is_string()) return fail(path, expected(Phrase(N_("a string")), value), index);
        const auto& text = value.get_ref<const std::string&>();
        if (text.size() > max_chars) {
            return fail(path,
                        Phrase(N_("too long ({n} characters; at most {max})"),
                               {{"n", std::to_string(text.size())}, {"max", std::to_string(max_chars)}}),
                        index);
        }
        return text;
    }

    Result<std::int64_t> integer(const Json& value, std::string_view path, std::int64_t min, std::int64_t max,
                                 long index = -1) const {
        if (!value.is_number()) return fail(path, expected(Phrase(N_("an integer")), value), index);
        bool in_range = false;
        std::int64_t number = 0;
        if (value.is_number_float()) {
            in_range = false;  // 1.5, or an integer too large for 64 bits (1e+20)
        } else if (value.is_number_unsigned()) {
            auto u = value.get<std::uint64_t>();
            in_range = u <= std::uint64_t(max);
            number = in_range ? std::int64_t(u) : 0;
            in_range = in_range && number >= min;
        } else {
            number = value.get<std::int64_t>();
            in_range = number >= min && number <= max;
        }
        if (!in_range) {
            return fail(path,
                        Phrase(N_("expected an integer from {min} to {max}, found {found}"),
                               {{"min", std::to_string(min)}, {"max", std::to_string(max)}, {"found", value.dump()}}),
                        index);
        }
        return number;
    }

    Result<std::int64_t> timestamp(const Json& value, std::string_view path) const {
        auto text = string(value, path, 40);
        if (!text) return text.error();
        auto parsed = parse_timestamp(text.value());
        if (!parsed) {
            return fail(path, Phrase(N_("expected a UTC time like \"2024-05-01T21:03:12Z\", found \"{found}\""),
                                     {{"found", quote_for_message(text.value())}}));
        }
        return *parsed;
    }

    /// A line of the shape's cell count of symbols: classic 9x9 through parse_line (81
    /// characters, '.' or '0' blank); other shapes '1'-'9' then 'A'-'G', '.' blank.
    Result<ShapeDigits> line(const Json& value, std::string_view path, const Shape& shape) const {
        auto text = string(value, path, 600);
        if (!text) return text.error();
        if (shape.is_classic()) {
            auto grid = parse_line(text.value());
            if (!grid) {
                const Error& error = grid.error();
                if (error.column <= 0) return fail(path, error);
                return fail(path, Phrase(N_("column {n}: {error}"),
                                         {{"n", std::to_string(error.column)}, {"error", error.as_phrase()}}));
            }
            return game::to_shape_digits(grid.value().digits());
        }
        const std::string& line = text.value();
        if (int(line.size()) != shape.cell_count()) {
            return fail(path, Phrase(N_("expected {n} characters for a {board} board, found {found}"),
                                     {{"n", std::to_string(shape.cell_count())},
                                      {"board", shape_display_parts(shape.params()), PhraseArg::kNone},
                                      {"found", std::to_string(line.size())}}));
        }
        ShapeDigits out(line.size(), 0);
        for (std::size_t i = 0; i < line.size(); ++i) {
            int symbol = parse_symbol_char(line[i]);
            if (symbol < 0 || symbol > shape.side() || (line[i] >= 'a' && line[i] <= 'z')) {
                return fail(path, Phrase(N_("column {n}: '{char}' is not a symbol {range} or '.'"),
                                         {{"n", std::to_string(i + 1)},
                                          {"char", quote_for_message(std::string(1, line[i]))},
                                          {"range", game::symbol_range_phrase(shape.side())}}));
            }
            out[i] = std::uint8_t(symbol);
        }
        return out;
    }

    static Phrase expected(Phrase what, const Json& found) {
        return Phrase(N_("expected {what}, found {type}"),
                      {{"what", std::move(what)}, {"type", json_type_phrase(found)}});
    }

private:
    std::string source_;
};

// A row or column number 1..side written without leading zeros; the rest of `name` after it.
std::optional<int> parse_line_number(std::string_view& name, int side) {
    std::size_t length = 0;
    int value = 0;
    while (length < name.size() && length < 2 && name[length] >= '0' && name[length] <= '9') {
        if (length == 0 && name[0] == '0') return std::nullopt;
        value = value * 10 + (name[length] - '0');
        ++length;
    }
    if (length == 0 || value < 1 || value > side) return std::nullopt;
    name.remove_prefix(length);
    return value;
}

// "r4c6", "r10c12" on a board of side `side`.
std::optional<int> parse_cell_name(std::string_view name, int side) {
    if (name.empty() || name[0] != 'r') return std::nullopt;
    name.remove_prefix(1);
    auto row = parse_line_number(name, side);
    if (!row || name.empty() || name[0] != 'c') return std::nullopt;
    name.remove_prefix(1);
    auto col = parse_line_number(name, side);
    if (!col || !name.empty()) return std::nullopt;
    return (*row - 1) * side + (*col - 1);
}

std::string mask_digits(DigitMask mask) {
    std::string out;
    for (int d = 1; d <= kMaxSide; ++d)
        if (mask & digit_bit(d)) out += symbol_char(d);
    return out;
}

std::optional<DigitMask> parse_mask_digits(std::string_view text, int side) {
    DigitMask mask = 0;
    int previous = 0;
    for (char c : text) {
        int symbol = c >= 'a' && c <= 'z' ? -1 : parse_symbol_char(c);
        if (symbol < 1 || symbol > side || symbol <= previous) return std::nullopt;
        previous = symbol;
        mask = DigitMask(mask | digit_bit(previous));
    }
    if (mask == 0) return std::nullopt;
    return mask;
}

// Corner marks in the order typed: "729".
std::string corner_symbols(game::CornerMarks marks) {
    std::string out;
    for (int i = 0; i < game::corner_count(marks); ++i) out += symbol_char(game::corner_at(marks, i));
    return out;
}

// Corner marks as written: 1 to kMaxCornerMarks different symbols 1..side in the order typed.
std::optional<game::CornerMarks> parse_corner_symbols(std::string_view text, int side) {
    if (text.empty() || text.size() > std::size_t(game::kMaxCornerMarks)) return std::nullopt;
    game::CornerMarks marks = 0;
    for (char c : text) {
        int symbol = c >= 'a' && c <= 'z' ? -1 : parse_symbol_char(c);
        if (symbol < 1 || symbol > side || game::corner_has(marks, symbol)) return std::nullopt;
        marks = game::corner_add(marks, symbol);
    }
    return marks;
}

// Candidate colours for messages: "4:2 9:7" (symbol:colour, symbols ascending).
std::string candidate_colours_text(game::CandidateColours colours) {
    std::string out;
    for (int d = 1; d <= kMaxSide; ++d) {
        int colour = game::candidate_colour(colours, d);
        if (colour == 0) continue;
        if (!out.empty()) out += ' ';
        out += symbol_char(d);
        out += ':';
        out += char('0' + colour);
    }
    return out;
}

std::optional<GameState> parse_state(std::string_view name) {
    for (GameState s : {GameState::Playing, GameState::Paused, GameState::Won, GameState::Lost, GameState::GivenUp})
        if (game::state_name(s) == name) return s;
    return std::nullopt;
}

/// The keys each format version added, by the object that holds them ("" for the top level).
struct AddedKey {
    int version;
    const char* object;
    const char* key;
};
constexpr AddedKey kAddedKeys[] = {
    {2, "", "mistake_limit"},          {3, "puzzle", "shape"},       {3, "puzzle", "regions"}, {3, "puzzle", "cages"},
    {4, "puzzle", "practice"},         {4, "board", "corner"},       {4, "board", "centre"},   {4, "board", "colours"},
    {4, "board", "candidate_colours"}, {5, "puzzle", "constraints"},
};

/// Brings an older document up to the current version, one version at a time. Each future
/// format change adds a case here, its keys to kAddedKeys (and a fixture file of the old version
/// in tests/data/saves/).
///
/// One rule for every version, v1 to the current one: a key the file's version did not have is
/// refused, `unknown field "corner"`, as that version refused it and as the current version
/// refuses a key no version has (a later version's). Never taken over, and never written over by
/// a step that adds the key: a v1 file with a mistake_limit or a v2 file with a jigsaw's shape was
/// not written by any version of the game, and reading it either way could quietly change the
/// game; refused, the load changes nothing and the file stays as it is for a version (or a person)
/// that can read it.
Result<Json> migrate_save_document(Json document, int version, const Reader& reader) {
    if (document.is_object()) {
        for (const AddedKey& added : kAddedKeys) {
            if (version >= added.version) continue;
            const std::string_view where = added.object;
            const Json* object = &document;
            if (!where.empty()) {
                auto found = document.find(added.object);
                if (found == document.end() || !found->is_object()) continue;  // refused later, by its type
                object = &*found;
            }
            if (!object->contains(added.key)) continue;
            Phrase what(N_("unknown field \"{name}\""), {{"name", std::string(added.key)}});
            return where.empty() ? reader.fail_whole(std::move(what)) : reader.fail(where, std::move(what));
        }
    }
    while (version < kSaveFormatVersion) {
        switch (version) {
            case 1: {
                // v2 adds "mistake_limit": the limit a Lost game reached. A v1 file does not say;
                // a v1 Lost game was lost at its mistake count at most, so that stands in for it.
                int limit = 0;
                if (document.is_object()) {
                    auto state = document.find("state");
                    auto mistakes = document.find("mistakes");
                    if (state != document.end() && state->is_string() && state->get<std::string>() == "Lost" &&
                        mistakes != document.end() && mistakes->is_number_integer() &&
                        mistakes->get<std::int64_t>() >= 1)
                        limit = int(std::min(mistakes->get<std::int64_t>(), kMaxMistakeLimit));
                    document["mistake_limit"] = limit;
                }
                ++version;
                break;
            }
            case 2: {
                // v3 adds the board's shape (puzzle.shape, puzzle.regions): every v2 game is 9x9.
                if (document.is_object()) {
                    auto puzzle = document.find("puzzle");
                    if (puzzle != document.end() && puzzle->is_object()) {
                        (*puzzle)["shape"] = "3x3";
                        (*puzzle)["regions"] = nullptr;
                    }
                }
                ++version;
                break;
            }
            case 3: {
                // v4 adds the other mark layers: a v3 game has none (and no v3 file has the keys:
                // refused above).
                if (document.is_object()) {
                    auto board = document.find("board");
                    if (board != document.end() && board->is_object()) {
                        for (const char* key : {"corner", "centre", "colours", "candidate_colours"})
                            (*board)[key] = Json::object();
                    }
                }
                ++version;
                break;
            }
            case 4: {
                // v5 holds the puzzle's clues as puzzle.constraints (always there, [] for none): a
                // v4 Killer file's cages become "killer cage" constraints, their cell list a list
                // of one and their other keys kept (for the checks to name); other v4 files, and
                // one with "cages": null, have none.
                if (document.is_object()) {
                    auto puzzle = document.find("puzzle");
                    if (puzzle != document.end() && puzzle->is_object()) {
                        Json constraints = Json::array();
                        if (auto cages = puzzle->find("cages"); cages != puzzle->end()) {
                            if (cages->is_array()) {
                                for (std::size_t k = 0; k < cages->size(); ++k) {
                                    const Json& cage = (*cages)[k];
                                    if (!cage.is_object()) {
                                        constraints.push_back(cage);  // refused later, by its type
                                        continue;
                                    }
                                    if (cage.contains("kind"))  // v4 refused it: not taken over
                                        return reader.fail("puzzle.cages[" + std::to_string(k) + "]",
                                                           Phrase(N_("unknown field \"{name}\""), {{"name", "kind"}}));
                                    Json item = {{"kind", "killer cage"}};
                                    for (const auto& [key, value] : cage.items())
                                        item[key] = key == "cells" ? Json::array({value}) : value;
                                    constraints.push_back(std::move(item));
                                }
                            } else if (!cages->is_null()) {
                                constraints = *cages;  // refused later, by its type
                            }
                            puzzle->erase(cages);
                        }
                        (*puzzle)["constraints"] = std::move(constraints);
                    }
                }
                ++version;
                break;
            }
            default: {
                return reader.fail("format_version", Phrase(N_("unknown format version {version}"),
                                                            {{"version", std::to_string(version)}}));
            }
        }
    }
    return document;
}

// puzzle.constraints: each clue a record (engine/constraints/registry.hpp) as an object: its
// "kind", its "cells" as a list of cell lists ("r1c1 r1c2"), its numbers as integer fields. The
// registry checks each one; Shape::with_clues checks them together.
Result<std::vector<std::shared_ptr<const Constraint>>> decode_constraints(const Json& list, const Board& board,
                                                                          const Reader& r) {
    const std::size_t max = std::size_t(board.cell_count());
    if (!list.is_array() || list.size() > max)
        return r.fail("puzzle.constraints",
                      Phrase(N_("expected a list of at most {n} clues, each {\"kind\": \"killer cage\", \"cells\": "
                                "[\"r1c1 r1c2\"], \"sum\": 17}"),
                             {{"n", std::to_string(max)}}));
    std::vector<std::shared_ptr<const Constraint>> out;
    for (std::size_t k = 0; k < list.size(); ++k) {
        const std::string path = "puzzle.constraints[" + std::to_string(k) + "]";
        auto item = r.object(list[k], path);
        if (!item) return item.error();
        const Json& clue = *item.value();
        for (const char* key : {"kind", "cells"})
            if (!clue.contains(key)) return r.fail(Reader::join(path, key), Phrase(N_("missing")));
        ConstraintRecord record;
        auto kind = r.string(clue["kind"], path + ".kind", 40);
        if (!kind) return kind.error();
        record.kind = kind.value();
        const Json& lists = clue["cells"];
        if (!lists.is_array()) return r.fail(path + ".cells", Reader::expected(Phrase(N_("an array")), lists));
        for (std::size_t i = 0; i < lists.size(); ++i) {
            auto names = r.string(lists[i], path + ".cells", 2000, long(i));
            if (!names) return names.error();
            std::vector<int> cells;
            std::string_view rest = names.value();
            while (!rest.empty()) {
                const std::size_t space = rest.find(' ');
                const std::string_view name = rest.substr(0, space);
                rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
                auto cell = parse_cell_name(name, board.side());
                if (!cell)
                    return r.fail(path + ".cells",
                                  Phrase(N_("'{name}' is not a cell of the board (r1c1 to {last})"),
                                         {{"name", quote_for_message(std::string(name))},
                                          {"last", board.cell_name(board.cell_count() - 1)}}),
                                  long(i));
                cells.push_back(*cell);
            }
            record.cells.push_back(std::move(cells));
        }
        for (const auto& [key, value] : clue.items()) {
            if (key == "kind" || key == "cells") continue;
            auto number = r.integer(value, Reader::join(path, quote_for_message(key)), -kMaxCount, kMaxCount);
            if (!number) return number.error();
            record.values.emplace_back(key, int(number.value()));
        }
        std::string field;
        auto made = make_constraint(record, board, &field);
        if (!made) return r.fail(Reader::join(path, quote_for_message(field)), made.error());
        out.push_back(std::move(made).value());
    }
    return out;
}

// puzzle.shape (Solo's parameters: "3x3", "2x3", "3x3x", "3x3w", "9j") and puzzle.regions (null,
// or for a jigsaw the region of every cell as symbols 1..n, row by row).
Result<game::ShapePtr> decode_shape(const Json& puzzle, const Reader& r) {
    auto name = r.string(puzzle["shape"], "puzzle.shape", 20);
    if (!name) return name.error();
    auto params = parse_shape_params(name.value());
    if (!params) return r.fail("puzzle.shape", params.error());
    const Json& regions = puzzle["regions"];
    std::vector<std::uint8_t> map;
    const int side = params.value().side();
    if (params.value().jigsaw_side != 0) {
        auto text = r.string(regions, "puzzle.regions", 300);
        if (!text) return text.error();
        if (int(text.value().size()) != side * side) {
            return r.fail("puzzle.regions",
                          Phrase(N_("expected {n} characters (the region 1-{last} of every cell), found {found}"),
                                 {{"n", std::to_string(side * side)},
                                  {"last", std::string(1, symbol_char(side))},
                                  {"found", std::to_string(text.value().size())}}));
        }
        for (std::size_t i = 0; i < text.value().size(); ++i) {
            char c = text.value()[i];
            int region = c >= 'a' && c <= 'z' ? -1 : parse_symbol_char(c);
            if (region < 1 || region > side) {
                return r.fail("puzzle.regions", Phrase(N_("column {n}: '{char}' is not a region {range}"),
                                                       {{"n", std::to_string(i + 1)},
                                                        {"char", quote_for_message(std::string(1, c))},
                                                        {"range", game::symbol_range_phrase(side)}}));
            }
            map.push_back(std::uint8_t(region - 1));
        }
    } else if (!regions.is_null()) {
        return r.fail("puzzle.regions", Phrase(N_("expected null: only a jigsaw board has regions")));
    }
    // The board without its clues (its regions checked), for the registry to read the clues on.
    ShapeParams plain_params = params.value();
    plain_params.killer = false;
    auto plain = Shape::from_params(plain_params, map);
    if (!plain) return r.fail(params.value().jigsaw_side ? "puzzle.regions" : "puzzle.shape", plain.error());
    // puzzle.constraints: the clues, [{"kind": "killer cage", "cells": ["r1c1 r1c2"], "sum": 17}, ...].
    auto clues = decode_constraints(puzzle["constraints"], *plain.value(), r);
    if (!clues) return clues.error();
    auto shape = Shape::with_clues(params.value(), std::move(map), std::move(clues).value());
    if (!shape) return r.fail("puzzle.constraints", shape.error());
    return std::move(shape).value();
}

Result<SaveV1> decode_puzzle(const Json& puzzle, const Reader& r, SaveV1 save) {
    // puzzle.constraints always (migrated files get theirs); puzzle.practice only in a practice
    // puzzle's file.
    std::vector<const char*> keys = {"shape",    "regions", "constraints", "givens",
                                     "solution", "level",   "rating",      "seed"};
    if (puzzle.contains("practice")) keys.push_back("practice");
    if (auto bad = r.check_keys(puzzle, "puzzle", keys)) return *bad;
    auto shape = decode_shape(puzzle, r);
    if (!shape) return shape.error();
    save.shape = std::move(shape).value();
    const Shape& board = *save.shape;
    auto givens = r.line(puzzle["givens"], "puzzle.givens", board);
    if (!givens) return givens.error();
    save.givens = givens.value();

    auto solution = r.line(puzzle["solution"], "puzzle.solution", board);
    if (!solution) return solution.error();
    save.solution = solution.value();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (save.solution[std::size_t(cell)] == 0)
            return r.fail("puzzle.solution", Phrase(N_("{cell} is blank"), {{"cell", board.cell_name(cell)}}));
        if (save.givens[std::size_t(cell)] != 0 && save.givens[std::size_t(cell)] != save.solution[std::size_t(cell)])
            return r.fail("puzzle.solution",
                          Phrase(N_("{cell} differs from the given"), {{"cell", board.cell_name(cell)}}));
    }

    const Json& level = puzzle["level"];
    if (!level.is_null()) {
        auto name = r.string(level, "puzzle.level", 40);
        if (!name) return name.error();
        auto parsed = parse_level(name.value());
        if (!parsed)
            return r.fail("puzzle.level",
                          Phrase(N_("\"{name}\" is not a level"), {{"name", quote_for_message(name.value())}}));
        save.info.level = *parsed;
    }
    const Json& rating = puzzle["rating"];
    if (!rating.is_null()) {
        if (!rating.is_number())
            return r.fail("puzzle.rating", Reader::expected(Phrase(N_("a number or null")), rating));
        double value = rating.get<double>();
        if (!std::isfinite(value) || value < 0 || value > kMaxRating)
            return r.fail("puzzle.rating",
                          Phrase(N_("expected a rating from 0 to 100, found {found}"), {{"found", rating.dump()}}));
        save.info.rating = value;
    }
    const Json& seed = puzzle["seed"];
    if (!seed.is_null()) {
        auto text = r.string(seed, "puzzle.seed", 20);
        if (!text) return text.error();
        std::uint64_t value = 0;
        bool ok = !text.value().empty() && (text.value().size() == 1 || text.value()[0] != '0');
        for (char c : text.value()) {
            if (!ok) break;
            if (c < '0' || c > '9')
                ok = false;
            else if (value > (std::numeric_limits<std::uint64_t>::max() - std::uint64_t(c - '0')) / 10)
                ok = false;
            else
                value = value * 10 + std::uint64_t(c - '0');
        }
        if (!ok)
            return r.fail("puzzle.seed",
                          Phrase(N_("expected a decimal number from 0 to 18446744073709551615 as a string")));
        save.info.seed = value;
    }
    // puzzle.practice: a practice puzzle's technique, by its list name (absent in other saves).
    if (auto practice = puzzle.find("practice"); practice != puzzle.end() && !practice->is_null()) {
        auto name = r.string(*practice, "puzzle.practice", 60);
        if (!name) return name.error();
        for (int t = 0; t < kTechniqueCount && !save.info.practice; ++t)
            if (technique_list_name(Technique(t)) == name.value()) save.info.practice = Technique(t);
        if (!save.info.practice)
            return r.fail("puzzle.practice",
                          Phrase(N_("\"{name}\" is not a technique"), {{"name", quote_for_message(name.value())}}));
    }
    return save;
}

// The cell a key of a board layer names (board.notes.r4c6), or the error for `path`.
Result<int> layer_cell(std::string_view key, const std::string& path, const Shape& shape, const Reader& r) {
    auto cell = parse_cell_name(key, shape.side());
    if (cell) return *cell;
    if (shape.is_classic()) return r.fail(path, Phrase(N_("not a cell name like r4c6")));
    return r.fail(path, Phrase(N_("not a cell name like r4c6 on a {board} board"),
                               {{"board", shape_display_parts(shape.params()), PhraseArg::kNone}}));
}

std::string layer_path(std::string_view layer, std::string_view key) {
    std::string path = "board.";
    path += layer;
    path += '.';
    path += quote_for_message(key);
    return path;
}

// "expected digits 1-9 in ascending order, at least one" ("symbols" above 9x9).
Phrase expected_symbols(const Shape& shape, Phrase order) {
    return Phrase(shape.is_classic() ? N_("expected digits {range} {order}") : N_("expected symbols {range} {order}"),
                  {{"range", game::symbol_range_phrase(shape.side())}, {"order", std::move(order)}});
}

Result<SaveV1> decode_board(const Json& board, const Reader& r, SaveV1 save) {
    if (auto bad =
            r.check_keys(board, "board", {"digits", "notes", "corner", "centre", "colours", "candidate_colours"}))
        return *bad;
    const Shape& shape = *save.shape;
    auto digits = r.line(board["digits"], "board.digits", shape);
    if (!digits) return digits.error();
    save.digits = digits.value();
    for (std::size_t cell = 0; cell < save.digits.size(); ++cell) {
        if (save.givens[cell] != 0 && save.digits[cell] != save.givens[cell]) {
            const std::string cell_name = shape.cell_name(int(cell));
            const std::string given(1, symbol_char(save.givens[cell]));
            return r.fail("board.digits", save.digits[cell] == 0
                                              ? Phrase(N_("{cell} is a given {given} but holds nothing"),
                                                       {{"cell", cell_name}, {"given", given}})
                                              : Phrase(N_("{cell} is a given {given} but holds {digit}"),
                                                       {{"cell", cell_name},
                                                        {"given", given},
                                                        {"digit", std::string(1, symbol_char(save.digits[cell]))}}));
        }
    }
    auto empty_cell = [&](int cell, const std::string& path, const char* what) -> std::optional<Error> {
        if (save.digits[std::size_t(cell)] == 0) return std::nullopt;
        return r.fail(path, Phrase(N_("the cell holds a digit, so it cannot have {what}"), {{"what", Phrase(what)}}));
    };

    // Pencil notes and centre marks: {"r4c6": "137"}, symbols ascending, on empty cells.
    for (const char* layer : {"notes", "centre"}) {
        const bool is_notes = layer[0] == 'n';
        auto object = r.object(board[layer], Reader::join("board", layer));
        if (!object) return object.error();
        for (const auto& [key, value] : object.value()->items()) {
            const std::string path = layer_path(layer, key);
            auto cell = layer_cell(key, path, shape, r);
            if (!cell) return cell.error();
            auto text = r.string(value, path, std::size_t(shape.side()));
            if (!text) return text.error();
            auto mask = parse_mask_digits(text.value(), shape.side());
            if (!mask) return r.fail(path, expected_symbols(shape, Phrase(N_("in ascending order, at least one"))));
            if (auto bad = empty_cell(cell.value(), path, is_notes ? N_("notes") : N_("centre marks"))) return *bad;
            (is_notes ? save.notes : save.centre)[std::size_t(cell.value())] = *mask;
        }
    }

    // Corner marks: {"r1c3": "729"}, in the order typed, each once, at most 9, on empty cells.
    auto corner = r.object(board["corner"], "board.corner");
    if (!corner) return corner.error();
    for (const auto& [key, value] : corner.value()->items()) {
        const std::string path = layer_path("corner", key);
        auto cell = layer_cell(key, path, shape, r);
        if (!cell) return cell.error();
        auto text = r.string(value, path, std::size_t(game::kMaxCornerMarks));
        if (!text) return text.error();
        auto marks = parse_corner_symbols(text.value(), shape.side());
        if (!marks)
            return r.fail(path,
                          expected_symbols(shape, Phrase(N_("in the order typed, each at most once, at least one"))));
        if (auto bad = empty_cell(cell.value(), path, N_("corner marks"))) return *bad;
        save.corner[std::size_t(cell.value())] = *marks;
    }

    // Cell colours: {"r1c3": "36"}, colours 1-9 ascending, on any cell (givens too).
    auto colours = r.object(board["colours"], "board.colours");
    if (!colours) return colours.error();
    for (const auto& [key, value] : colours.value()->items()) {
        const std::string path = layer_path("colours", key);
        auto cell = layer_cell(key, path, shape, r);
        if (!cell) return cell.error();
        auto text = r.string(value, path, std::size_t(game::kColours));
        if (!text) return text.error();
        auto mask = parse_mask_digits(text.value(), game::kColours);
        if (!mask) return r.fail(path, Phrase(N_("expected colours 1-9 in ascending order, at least one")));
        save.colours[std::size_t(cell.value())] = game::CellColours(*mask);
    }

    // Candidate colours: {"r1c3": {"4": 2, "9": 7}}, symbol -> colour 1-9, on empty cells.
    auto candidate = r.object(board["candidate_colours"], "board.candidate_colours");
    if (!candidate) return candidate.error();
    for (const auto& [key, value] : candidate.value()->items()) {
        const std::string path = layer_path("candidate_colours", key);
        auto cell = layer_cell(key, path, shape, r);
        if (!cell) return cell.error();
        if (!value.is_object() || value.empty())
            return r.fail(path, value.is_object() ? Phrase(N_("expected at least one symbol"))
                                                  : Reader::expected(Phrase(N_("an object like {\"4\": 2}")), value));
        game::CandidateColours colours_of_cell = 0;
        for (const auto& [symbol_key, colour_value] : value.items()) {
            const std::string symbol_path = path + "." + quote_for_message(symbol_key);
            const int symbol = symbol_key.size() != 1 || (symbol_key[0] >= 'a' && symbol_key[0] <= 'z')
                                   ? -1
                                   : parse_symbol_char(symbol_key[0]);
            if (symbol < 1 || symbol > shape.side()) {
                return r.fail(symbol_path,
                              Phrase(N_("not a symbol {range}"), {{"range", game::symbol_range_phrase(shape.side())}}));
            }
            auto colour = r.integer(colour_value, symbol_path, 1, game::kColours);
            if (!colour) return colour.error();
            colours_of_cell = game::with_candidate_colour(colours_of_cell, symbol, int(colour.value()));
        }
        if (auto bad = empty_cell(cell.value(), path, N_("candidate colours"))) return *bad;
        save.candidate_colours[std::size_t(cell.value())] = colours_of_cell;
    }
    return save;
}

Result<SaveV1> decode_history(const Json& history, const Reader& r, SaveV1 save) {
    if (auto bad = r.check_keys(history, "history", {"moves", "position", "marks"})) return *bad;
    const Json& moves = history["moves"];
    if (!moves.is_array()) return r.fail("history.moves", Reader::expected(Phrase(N_("an array")), moves));
    if (moves.size() > kMaxMoves)
        return r.fail("history.moves",
                      Phrase(N_("too many moves ({n}; at most {max})"),
                             {{"n", std::to_string(moves.size())}, {"max", std::to_string(kMaxMoves)}}));
    save.moves.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        auto text = r.string(moves[i], "history.moves", kMaxMoveChars, long(i));
        if (!text) return text.error();
        auto parsed = game::parse_move(text.value(), save.shape->side());
        if (!parsed) {
            return r.fail("history.moves",
                          Phrase(N_("move {n} ({move}): {error}"), {{"n", std::to_string(i + 1)},
                                                                    {"move", quote_for_message(text.value())},
                                                                    {"error", parsed.error().as_phrase_with_column()}}),
                          long(i));
        }
        save.moves.push_back(text.value());
    }
    auto position = r.integer(history["position"], "history.position", 0, std::int64_t(save.moves.size()));
    if (!position) return position.error();
    save.position = int(position.value());

    const Json& marks = history["marks"];
    if (!marks.is_array()) return r.fail("history.marks", Reader::expected(Phrase(N_("an array")), marks));
    if (marks.size() > kMaxMarks)
        return r.fail("history.marks",
                      Phrase(N_("too many marks (at most {max})"), {{"max", std::to_string(kMaxMarks)}}));
    for (std::size_t i = 0; i < marks.size(); ++i) {
        auto mark = r.integer(marks[i], "history.marks", 0, save.position, long(i));
        if (!mark) return mark.error();
        save.marks.push_back(int(mark.value()));
    }
    return save;
}

Result<SaveV1> decode_v1(const Json& document, const Reader& r) {
    if (auto bad = r.check_keys(document, "",
                                {"format", "format_version", "app_version", "created_at", "saved_at", "puzzle", "board",
                                 "history", "elapsed_ms", "mistakes", "mistake_limit", "hints_used", "state"}))
        return *bad;
    SaveV1 save;
    auto app = r.string(document["app_version"], "app_version", 100);
    if (!app) return app.error();
    save.app_version = app.value();
    auto created = r.timestamp(document["created_at"], "created_at");
    if (!created) return created.error();
    save.created_at = created.value();
    auto saved = r.timestamp(document["saved_at"], "saved_at");
    if (!saved) return saved.error();
    save.saved_at = saved.value();

    auto puzzle = r.object(document["puzzle"], "puzzle");
    if (!puzzle) return puzzle.error();
    auto with_puzzle = decode_puzzle(*puzzle.value(), r, std::move(save));
    if (!with_puzzle) return with_puzzle.error();

    auto board = r.object(document["board"], "board");
    if (!board) return board.error();
    auto with_board = decode_board(*board.value(), r, std::move(with_puzzle).value());
    if (!with_board) return with_board.error();

    auto history = r.object(document["history"], "history");
    if (!history) return history.error();
    auto decoded = decode_history(*history.value(), r, std::move(with_board).value());
    if (!decoded) return decoded.error();
    save = std::move(decoded).value();

    auto elapsed = r.integer(document["elapsed_ms"], "elapsed_ms", 0, kMaxElapsedMs);
    if (!elapsed) return elapsed.error();
    save.counters.elapsed_ms = elapsed.value();
    auto mistakes = r.integer(document["mistakes"], "mistakes", 0, kMaxCount);
    if (!mistakes) return mistakes.error();
    save.counters.mistakes_made = int(mistakes.value());
    auto limit = r.integer(document["mistake_limit"], "mistake_limit", 0, kMaxMistakeLimit);
    if (!limit) return limit.error();
    save.mistake_limit = int(limit.value());
    auto hints = r.integer(document["hints_used"], "hints_used", 0, kMaxCount);
    if (!hints) return hints.error();
    save.counters.hints_used = int(hints.value());

    auto state_text = r.string(document["state"], "state", 20);
    if (!state_text) return state_text.error();
    auto state = parse_state(state_text.value());
    if (!state) {
        return r.fail("state", Phrase(N_("expected \"Playing\", \"Paused\", \"Won\", \"Lost\" or \"GivenUp\", "
                                         "found \"{found}\""),
                                      {{"found", quote_for_message(state_text.value())}}));
    }
    save.state = *state;
    save.info.created_at = save.created_at;
    return save;
}

/// Parse, identify, migrate and decode: everything short of replaying.
Result<SaveV1> decode(std::string_view text, std::string_view source, int* format_version) {
    Reader r(source);
    auto parsed = parse_json_guarded(text, source);
    if (!parsed) return parsed.error();
    Json document = std::move(parsed).value();
    if (!document.is_object()) return r.fail_whole(Phrase(N_("not a save file (expected a JSON object)")));
    const Json* format = document.contains("format") ? &document["format"] : nullptr;
    if (format == nullptr || !format->is_string() || format->get_ref<const std::string&>() != kFormatTag)
        return r.fail_whole(Phrase(N_("not a save file (field \"format\" is not \"sudoku-save\")")));
    if (!document.contains("format_version")) return r.fail("format_version", Phrase(N_("missing")));
    auto version = r.integer(document["format_version"], "format_version", 0, std::numeric_limits<int>::max());
    if (!version) return version.error();
    if (version.value() > kSaveFormatVersion) {
        return r.fail_whole(
            Phrase(N_("saved by a newer version of the game (format version {version}; this "
                      "version reads up to {max}): update the game to load it"),
                   {{"version", std::to_string(version.value())}, {"max", std::to_string(kSaveFormatVersion)}}));
    }
    *format_version = int(version.value());
    auto migrated = migrate_save_document(std::move(document), int(version.value()), r);
    if (!migrated) return migrated.error();
    return decode_v1(migrated.value(), r);
}

/// Replays and cross-checks; the Game is handed out only when everything agrees.
Result<Game> install(const SaveV1& save, const Reader& r, const game::Clock& clock, const game::Rules& rules) {
    const Shape& shape = *save.shape;
    auto started = Game::start(save.shape, save.givens, clock, rules);
    if (!started) return r.fail("puzzle.givens", started.error());
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (started.value().solution()[std::size_t(cell)] != save.solution[std::size_t(cell)]) {
            return r.fail("puzzle.solution", Phrase(N_("not the puzzle's solution (first difference at {cell})"),
                                                    {{"cell", shape.cell_name(cell)}}));
        }
    }

    auto replayed = Game::replay(save.shape, save.givens, save.moves, save.position, clock, rules);
    if (!replayed) {
        // The core says "move 13 (P1 r1c1): ..."; the field names the array element too.
        const std::string& message = replayed.error().message;
        long index = -1;
        if (message.rfind("move ", 0) == 0) {
            long number = 0;
            for (std::size_t i = 5; i < message.size() && i < 12 && message[i] >= '0' && message[i] <= '9'; ++i)
                number = number * 10 + (message[i] - '0');
            index = number - 1;
        }
        return r.fail("history.moves", replayed.error(), index);
    }
    Game game = std::move(replayed).value();

    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        int after = game.grid().digit(cell);
        int before = save.digits[std::size_t(cell)];
        if (after != before) {
            const char* format =
                before == 0
                    ? (after == 0 ? nullptr
                                  : N_("{cell} is empty in the file but holds {after} after replaying the moves"))
                    : (after == 0 ? N_("{cell} holds {before} in the file but is empty after replaying the moves")
                                  : N_("{cell} holds {before} in the file but holds {after} after replaying the "
                                       "moves"));
            return r.fail("board.digits", Phrase(format, {{"cell", shape.cell_name(cell)},
                                                          {"before", std::string(1, symbol_char(before))},
                                                          {"after", std::string(1, symbol_char(after))}}));
        }
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (game.notes(cell) != save.notes[std::size_t(cell)]) {
            return r.fail("board.notes",
                          Phrase(N_("{cell} has {what} \"{in_file}\" in the file but \"{replayed}\" after replaying "
                                    "the moves"),
                                 {{"cell", shape.cell_name(cell)},
                                  {"what", Phrase(N_("notes"))},
                                  {"in_file", mask_digits(save.notes[std::size_t(cell)])},
                                  {"replayed", mask_digits(game.notes(cell))}}));
        }
    }
    // The other layers, as the notes: what the moves make must be what the file says.
    auto disagree = [&](const char* field, int cell, const char* what, const std::string& in_file,
                        const std::string& replayed) {
        return r.fail(field, Phrase(N_("{cell} has {what} \"{in_file}\" in the file but \"{replayed}\" after "
                                       "replaying the moves"),
                                    {{"cell", shape.cell_name(cell)},
                                     {"what", Phrase(what)},
                                     {"in_file", in_file},
                                     {"replayed", replayed}}));
    };
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const std::size_t i = std::size_t(cell);
        if (game.corner(cell) != save.corner[i])
            return disagree("board.corner", cell, N_("corner marks"), corner_symbols(save.corner[i]),
                            corner_symbols(game.corner(cell)));
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const std::size_t i = std::size_t(cell);
        if (game.centre(cell) != save.centre[i])
            return disagree("board.centre", cell, N_("centre marks"), mask_digits(save.centre[i]),
                            mask_digits(game.centre(cell)));
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const std::size_t i = std::size_t(cell);
        if (game.colours(cell) != save.colours[i])
            return disagree("board.colours", cell, N_("colours"), mask_digits(save.colours[i]),
                            mask_digits(game.colours(cell)));
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const std::size_t i = std::size_t(cell);
        if (game.candidate_colours(cell) != save.candidate_colours[i])
            return disagree("board.candidate_colours", cell, N_("candidate colours"),
                            candidate_colours_text(save.candidate_colours[i]),
                            candidate_colours_text(game.candidate_colours(cell)));
    }
    if (game.mistakes_made() > save.counters.mistakes_made) {
        return r.fail("mistakes", Phrase(N_("{n} is fewer than the {placed} wrong digits the moves place"),
                                         {{"n", std::to_string(save.counters.mistakes_made)},
                                          {"placed", std::to_string(game.mistakes_made())}}));
    }
    if (auto marked = game.restore_marks(save.marks); !marked) return r.fail("history.marks", marked.error());
    game.restore_counters(save.counters);
    if (auto restored = game.restore_state(save.state, save.mistake_limit); !restored)
        return r.fail("state", restored.error());
    game.set_info(save.info);
    return game;
}

// --- Timestamps (civil-from-days and days-from-civil, proleptic Gregorian, UTC) ----------------

std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = unsigned(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + std::int64_t(doe) - 719468;
}

void civil_from_days(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d) {
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = std::int64_t(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2;
}

constexpr std::int64_t kMaxTimestamp = 253402300799;  // 9999-12-31T23:59:59Z

void append_padded(std::string& out, std::int64_t value, int width) {
    std::string digits = std::to_string(value);
    if (int(digits.size()) < width) out.append(std::size_t(width) - digits.size(), '0');
    out += digits;
}

}  // namespace

std::string_view app_version() {
    return SUDOKU_APP_VERSION;
}

std::string format_timestamp(std::int64_t unix_seconds) {
    unix_seconds = std::clamp<std::int64_t>(unix_seconds, 0, kMaxTimestamp);
    std::int64_t days = unix_seconds / 86400, rest = unix_seconds % 86400;
    std::int64_t y = 0;
    unsigned m = 0, d = 0;
    civil_from_days(days, y, m, d);
    std::string out;
    append_padded(out, y, 4);
    out += '-';
    append_padded(out, m, 2);
    out += '-';
    append_padded(out, d, 2);
    out += 'T';
    append_padded(out, rest / 3600, 2);
    out += ':';
    append_padded(out, rest / 60 % 60, 2);
    out += ':';
    append_padded(out, rest % 60, 2);
    out += 'Z';
    return out;
}

std::optional<std::int64_t> parse_timestamp(std::string_view text) {
    // YYYY-MM-DDTHH:MM:SSZ
    if (text.size() != 20) return std::nullopt;
    const char* pattern = "dddd-dd-ddTdd:dd:ddZ";
    for (std::size_t i = 0; i < 20; ++i) {
        if (pattern[i] == 'd' ? (text[i] < '0' || text[i] > '9') : text[i] != pattern[i]) return std::nullopt;
    }
    auto number = [&](std::size_t at, std::size_t width) {
        int value = 0;
        for (std::size_t i = at; i < at + width; ++i) value = value * 10 + (text[i] - '0');
        return value;
    };
    int year = number(0, 4), month = number(5, 2), day = number(8, 2);
    int hour = number(11, 2), minute = number(14, 2), second = number(17, 2);
    if (year < 1970 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59)
        return std::nullopt;
    static constexpr std::array<int, 12> kDays{31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    if (day > kDays[std::size_t(month - 1)] || (month == 2 && day == 29 && !leap)) return std::nullopt;
    return days_from_civil(year, unsigned(month), unsigned(day)) * 86400 + hour * 3600 + minute * 60 + second;
}

std::string save_to_json(const Game& game, std::int64_t saved_at) {
    using Ordered = nlohmann::ordered_json;
    const GameInfo& info = game.info();
    Ordered document;
    document["format"] = kFormatTag;
    document["format_version"] = kSaveFormatVersion;
    document["app_version"] = std::string(app_version());
    document["created_at"] = format_timestamp(info.created_at != 0 ? info.created_at : saved_at);
    document["saved_at"] = format_timestamp(saved_at);

    const Shape& shape = game.shape();
    Ordered puzzle;
    puzzle["shape"] = shape.params_name();
    if (shape.is_jigsaw()) {
        std::string regions;
        for (int cell = 0; cell < shape.cell_count(); ++cell) regions += symbol_char(shape.region_of(cell) + 1);
        puzzle["regions"] = regions;
    } else {
        puzzle["regions"] = nullptr;
    }
    // Every clue the board's rules do not imply, in the spec's order, as its record.
    Ordered constraints = Ordered::array();
    for (const auto& clue : shape.spec().constraints) {
        if (clue->implied()) continue;
        const ConstraintRecord record = clue->record();
        Ordered item;
        item["kind"] = record.kind;
        Ordered lists = Ordered::array();
        for (const std::vector<int>& cells : record.cells) {
            std::string names;
            for (int cell : cells) {
                if (!names.empty()) names += ' ';
                names += shape.cell_name(cell);
            }
            lists.push_back(std::move(names));
        }
        item["cells"] = std::move(lists);
        for (const auto& [name, value] : record.values) item[name] = value;
        constraints.push_back(std::move(item));
    }
    puzzle["constraints"] = std::move(constraints);
    puzzle["givens"] = symbols_line(game.grid().givens());
    puzzle["solution"] = symbols_line(game.solution());
    puzzle["level"] = info.level ? Ordered(std::string(level_name(*info.level))) : Ordered(nullptr);
    puzzle["rating"] = info.rating ? Ordered(*info.rating) : Ordered(nullptr);
    puzzle["seed"] = info.seed ? Ordered(std::to_string(*info.seed)) : Ordered(nullptr);
    if (info.practice) puzzle["practice"] = std::string(technique_list_name(*info.practice));
    document["puzzle"] = std::move(puzzle);

    Ordered board;
    board["digits"] = symbols_line(game.grid().digits());
    Ordered notes = Ordered::object();
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        if (game.notes(cell) != 0) notes[shape.cell_name(cell)] = mask_digits(game.notes(cell));
    board["notes"] = std::move(notes);
    Ordered corner = Ordered::object();
    Ordered centre = Ordered::object();
    Ordered colours = Ordered::object();
    Ordered candidate_colours = Ordered::object();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const std::string name = shape.cell_name(cell);
        if (game.corner(cell) != 0) corner[name] = corner_symbols(game.corner(cell));
        if (game.centre(cell) != 0) centre[name] = mask_digits(game.centre(cell));
        if (game.colours(cell) != 0) colours[name] = mask_digits(game.colours(cell));
        if (game.candidate_colours(cell) != 0) {
            Ordered by_symbol = Ordered::object();
            for (int d = 1; d <= shape.side(); ++d) {
                const int colour = game::candidate_colour(game.candidate_colours(cell), d);
                if (colour != 0) by_symbol[std::string(1, symbol_char(d))] = colour;
            }
            candidate_colours[name] = std::move(by_symbol);
        }
    }
    board["corner"] = std::move(corner);
    board["centre"] = std::move(centre);
    board["colours"] = std::move(colours);
    board["candidate_colours"] = std::move(candidate_colours);
    document["board"] = std::move(board);

    Ordered history;
    Ordered moves = Ordered::array();
    for (const auto& entry : game.history().entries()) moves.push_back(game.move_text(entry.move));
    history["moves"] = std::move(moves);
    history["position"] = game.history().position();
    history["marks"] = game.marks();
    document["history"] = std::move(history);

    Counters counters = game.counters();
    document["elapsed_ms"] = counters.elapsed_ms;
    document["mistakes"] = counters.mistakes_made;
    const game::Rules& rules = game.rules();
    document["mistake_limit"] = game.state() == GameState::Lost                        ? game.lost_limit()
                                : rules.mistakes_mode == game::MistakesMode::Highlight ? rules.mistake_limit
                                                                                       : 0;
    document["hints_used"] = counters.hints_used;
    document["state"] = std::string(game::state_name(game.state()));
    std::string text = document.dump(2);
    text += '\n';
    return text;
}

Result<LoadedGame> load_from_json(std::string_view text, std::string_view source, const game::Clock& clock,
                                  const game::Rules& rules) {
    int version = 0;
    Reader r(source);
    try {
        auto decoded = decode(text, source, &version);
        if (!decoded) return decoded.error();
        const SaveV1& save = decoded.value();
        auto game = install(save, r, clock, rules);
        if (!game) return game.error();
        return LoadedGame{std::move(game).value(), save.created_at, save.saved_at, save.app_version, version};
    } catch (const std::exception& ex) {  // nlohmann or the allocator: contained here, never past the edge
        return r.fail_whole(std::string("cannot be read: ") + ex.what());
    }
}

Result<SaveSummary> summarize_json(std::string_view text, std::string_view source) {
    int version = 0;
    Reader r(source);
    try {
        auto decoded = decode(text, source, &version);
        if (!decoded) return decoded.error();
        const SaveV1& save = decoded.value();
        SaveSummary summary;
        summary.level = save.info.level;
        summary.shape = save.shape;
        for (std::size_t cell = 0; cell < save.givens.size(); ++cell) {
            if (save.givens[cell] != 0) continue;
            ++summary.cells_to_fill;
            if (save.digits[cell] != 0) ++summary.cells_filled;
        }
        summary.progress_percent =
            summary.cells_to_fill == 0 ? 100 : summary.cells_filled * 100 / summary.cells_to_fill;
        summary.elapsed_ms = save.counters.elapsed_ms;
        summary.created_at = save.created_at;
        summary.saved_at = save.saved_at;
        summary.state = save.state;
        return summary;
    } catch (const std::exception& ex) {
        return r.fail_whole(std::string("cannot be read: ") + ex.what());
    }
}

}  // namespace sudoku::saves
