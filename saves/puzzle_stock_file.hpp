// The puzzle stock file (puzzle-stock.json beside the saves): puzzles made ahead of time so that a
// new game starts at once (game/ui/puzzle_stock.hpp keeps it filled), kept across sessions.
//
//   {"format": "sudoku-puzzle-stock", "format_version": 1,
//    "puzzles": [{"shape": "3x3k", "level": "Hard", "seed": 123, "id": "3x3k:...,...,..."}, ...]}
//
// `shape` is the shape's parameters as shape_params_name writes them, `seed` the seed that made
// the puzzle (generate_shape with it gives the same puzzle again), `id` the puzzle as a Solo game
// ID (its cages and jigsaw regions included). The stock is a cache: nothing in it is a record the
// player cannot rebuild, so a file that does not read is an Error the caller sets aside and starts
// empty from, and an entry whose fields have the wrong type is skipped. Whether an entry's puzzle
// is good (it parses, has the shape, one solution) is the reader's to check (this layer knows no
// puzzles).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/logic/difficulty.hpp"
#include "saves/atomic_file.hpp"

namespace sudoku::saves {

inline constexpr std::string_view kPuzzleStockFileName = "puzzle-stock.json";
inline constexpr int kPuzzleStockFormatVersion = 1;
/// At most this many entries are read (a bigger file is someone else's).
inline constexpr std::size_t kMaxStockEntries = 1000;

struct StockEntry {
    std::string shape;  // "3x3k"
    Level level = Level::Easy;
    std::uint64_t seed = 0;
    std::string id;  // Solo game ID
    bool operator==(const StockEntry&) const = default;
};

struct StockLoad {
    std::vector<StockEntry> entries;
    int skipped = 0;  // entries with a missing field or one of the wrong type
};

Result<StockLoad> stock_from_json(std::string_view text, std::string_view source);
std::string stock_to_json(const std::vector<StockEntry>& entries);

/// Reads the file; a missing file is an empty stock.
Result<StockLoad> load_stock(const std::filesystem::path& file);
/// Writes atomically, with no backup (the stock is a cache).
Status save_stock(const std::filesystem::path& file, const std::vector<StockEntry>& entries);

}  // namespace sudoku::saves
