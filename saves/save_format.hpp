// Save format v5 (documented in saves/README.md, schema in saves/save-v5.schema.json): a Game of
// any shape, with its marks and colours and its puzzle as board + clues (puzzle.constraints, read
// through engine/constraints/registry.hpp), as JSON and back; v1 and v2 files (always 9x9), v3
// files (no marks) and v4 files (Killer cages as puzzle.cages) migrate.
//
// Loading is a transaction: parse (guarded: size, depth, repeated keys), migrate older format
// versions, check every field on its own (types, sizes, digit ranges, givens unchanged), replay the
// moves through the game core, check that the replay gives exactly the stored digits, notes, corner
// and centre marks, colours and candidate colours, put back marks, counters and state, and only
// then hand the Game out. Any failure is an Error naming the source and the field:
// `slot-3.json: field "history.moves": move 13 (P1 r1c1): r1c1 is a given`. Nothing here throws or
// touches a file; slot_store.hpp does the disk.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/logic/difficulty.hpp"
#include "engine/model/result.hpp"
#include "game/core/game.hpp"

namespace sudoku::saves {

/// The version this code writes. Readers accept it and migrate older ones (migrate_save_document).
inline constexpr int kSaveFormatVersion = 5;

/// The game's version, written into every file ("0.1.0").
std::string_view app_version();

/// The save's JSON text (pretty-printed, stable key order). `saved_at`: Unix seconds (UTC). An
/// unknown creation time (GameInfo::created_at == 0) is written as the save time.
std::string save_to_json(const game::Game& game, std::int64_t saved_at);

struct LoadedGame {
    game::Game game;
    std::int64_t created_at = 0;  // Unix seconds, as in the file (also in game.info())
    std::int64_t saved_at = 0;
    std::string app_version;  // of the program that wrote the file
    int format_version = 0;   // as found in the file, before migration
};

/// Parses, checks and replays a save (see above). `source` names the file in messages; `clock` and
/// `rules` are the ones the loaded Game will use.
Result<LoadedGame> load_from_json(std::string_view text, std::string_view source, const game::Clock& clock,
                                  const game::Rules& rules = {});

/// What a load dialog shows, read without replaying (cheap). Every field is checked on its own;
/// only a full load proves the moves replay.
struct SaveSummary {
    game::ShapePtr shape = Shape::classic();  // the board's shape (display_name() for people)
    std::optional<Level> level;
    int cells_to_fill = 0;     // empty cells in the puzzle
    int cells_filled = 0;      // of those, how many hold a digit now
    int progress_percent = 0;  // cells_filled / cells_to_fill, rounded down (100 when won)
    std::int64_t elapsed_ms = 0;
    std::int64_t created_at = 0;
    std::int64_t saved_at = 0;
    game::GameState state = game::GameState::Playing;
};

Result<SaveSummary> summarize_json(std::string_view text, std::string_view source);

/// "2024-05-01T21:03:12Z" for Unix seconds (UTC); years 1970-9999.
std::string format_timestamp(std::int64_t unix_seconds);
/// The inverse; only this exact form is accepted.
std::optional<std::int64_t> parse_timestamp(std::string_view text);

}  // namespace sudoku::saves
