#include "saves/puzzle_stock_file.hpp"

#include <system_error>

#include "saves/json_guard.hpp"

namespace sudoku::saves {

namespace {

Error whole(std::string_view source, std::string_view what) {
    std::string message(source);
    message += ": ";
    message += what;
    return Error{0, std::move(message)};
}

}  // namespace

Result<StockLoad> stock_from_json(std::string_view text, std::string_view source) {
    auto parsed = parse_json_guarded(text, source, JsonLimits{std::size_t(1) << 20, 4});
    if (!parsed) return parsed.error();
    const Json& document = parsed.value();
    if (!document.is_object()) return whole(source, "not a puzzle stock file (expected a JSON object)");
    auto format = document.find("format");
    if (format == document.end() || !format->is_string() ||
        format->get_ref<const std::string&>() != "sudoku-puzzle-stock")
        return whole(source, "not a puzzle stock file (field \"format\" is not \"sudoku-puzzle-stock\")");
    auto version = document.find("format_version");
    if (version == document.end() || !version->is_number_unsigned() ||
        version->get<std::uint64_t>() != std::uint64_t(kPuzzleStockFormatVersion))
        return whole(source, "field \"format_version\": expected 1");
    auto puzzles = document.find("puzzles");
    if (puzzles == document.end() || !puzzles->is_array()) return whole(source, "field \"puzzles\": expected an array");
    StockLoad out;
    for (const Json& item : *puzzles) {
        if (out.entries.size() >= kMaxStockEntries) break;
        auto shape = item.is_object() ? item.find("shape") : item.end();
        auto level = item.is_object() ? item.find("level") : item.end();
        auto seed = item.is_object() ? item.find("seed") : item.end();
        auto id = item.is_object() ? item.find("id") : item.end();
        const bool good = item.is_object() && shape != item.end() && shape->is_string() && level != item.end() &&
                          level->is_string() && seed != item.end() && seed->is_number_unsigned() && id != item.end() &&
                          id->is_string();
        const std::optional<Level> parsed_level =
            good ? parse_level(level->get_ref<const std::string&>()) : std::nullopt;
        if (!good || !parsed_level) {
            ++out.skipped;
            continue;
        }
        out.entries.push_back(
            {shape->get<std::string>(), *parsed_level, seed->get<std::uint64_t>(), id->get<std::string>()});
    }
    return out;
}

std::string stock_to_json(const std::vector<StockEntry>& entries) {
    nlohmann::ordered_json document;
    document["format"] = "sudoku-puzzle-stock";
    document["format_version"] = kPuzzleStockFormatVersion;
    nlohmann::ordered_json puzzles = nlohmann::ordered_json::array();
    for (const StockEntry& e : entries) {
        nlohmann::ordered_json item;
        item["shape"] = e.shape;
        item["level"] = std::string(level_name(e.level));
        item["seed"] = e.seed;
        item["id"] = e.id;
        puzzles.push_back(std::move(item));
    }
    document["puzzles"] = std::move(puzzles);
    std::string text = document.dump(1);
    text += '\n';
    return text;
}

Result<StockLoad> load_stock(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return StockLoad{};
    auto text = read_file_capped(file, std::size_t(1) << 20);
    if (!text) return text.error();
    try {
        return stock_from_json(text.value(), file.filename().string());
    } catch (const std::exception& ex) {
        return whole(file.filename().string(), std::string("cannot be read: ") + ex.what());
    }
}

Status save_stock(const std::filesystem::path& file, const std::vector<StockEntry>& entries) {
    return write_file_atomic(file, stock_to_json(entries), AtomicWriteOptions{false});
}

}  // namespace sudoku::saves
