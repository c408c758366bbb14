#include "saves/slot_store.hpp"

#include <chrono>
#include <system_error>

#include "saves/json_guard.hpp"

namespace sudoku::saves {

namespace {

const Status kOk = std::monostate{};

std::vector<std::string> all_slots() {
    std::vector<std::string> slots{std::string(kAutosaveSlot), std::string(kQuicksaveSlot)};
    for (int n = 1; n <= kNumberedSlots; ++n) slots.push_back(std::to_string(n));
    return slots;
}

}  // namespace

WallClock system_wall_clock() {
    return [] {
        return std::int64_t(
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch())
                .count());
    };
}

Result<std::string> slot_file_name(std::string_view slot) {
    if (slot == kAutosaveSlot || slot == kQuicksaveSlot) {
        std::string name(slot);
        name += ".json";
        return name;
    }
    bool numeric = !slot.empty() && slot.size() <= 2 && slot[0] >= '1' && slot[0] <= '9';
    for (char c : slot) numeric = numeric && c >= '0' && c <= '9';
    if (numeric) {
        std::string name = "slot-";
        name += slot;
        name += ".json";
        return name;
    }
    std::string message = "\"";
    message += quote_for_message(slot);
    message += "\" is not a save slot (expected 1 to ";
    message += std::to_string(kNumberedSlots);
    message += ", autosave or quicksave)";
    return Error{0, std::move(message)};
}

SlotStore::SlotStore(std::filesystem::path dir, WallClock wall_clock)
    : dir_(std::move(dir)), wall_clock_(std::move(wall_clock)) {}

Result<std::filesystem::path> SlotStore::path_of(std::string_view slot) const {
    auto name = slot_file_name(slot);
    if (!name) return name.error();
    return dir_ / name.value();
}

Status SlotStore::save(std::string_view slot, const game::Game& game) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (ec) {
        std::string message = dir_.string();
        message += ": cannot create the save folder: ";
        message += ec.message();
        return Error{0, std::move(message)};
    }
    remove_stale_temporaries(path.value());
    return write_file_atomic(path.value(), save_to_json(game, wall_clock_()));
}

Result<LoadedGame> SlotStore::load_file(const std::filesystem::path& path, const game::Clock& clock,
                                        const game::Settings& settings) const {
    auto text = read_file_capped(path);
    if (!text) return text.error();
    return load_from_json(text.value(), path.filename().string(), clock, settings);
}

Result<LoadedGame> SlotStore::load(std::string_view slot, const game::Clock& clock,
                                   const game::Settings& settings) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    return load_file(path.value(), clock, settings);
}

Result<LoadedGame> SlotStore::load_backup(std::string_view slot, const game::Clock& clock,
                                          const game::Settings& settings) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    return load_file(backup_path(path.value()), clock, settings);
}

Status SlotStore::remove(std::string_view slot) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    for (const auto& file : {path.value(), backup_path(path.value())}) {
        std::error_code ec;
        std::filesystem::remove(file, ec);
        if (ec) {
            std::string message = file.filename().string();
            message += ": cannot delete: ";
            message += ec.message();
            return Error{0, std::move(message)};
        }
    }
    return kOk;
}

std::vector<SlotInfo> SlotStore::list() const {
    std::vector<SlotInfo> out;
    for (const std::string& slot : all_slots()) {
        std::filesystem::path path = dir_ / slot_file_name(slot).value();
        std::error_code ec;
        if (!std::filesystem::exists(path, ec)) continue;
        SlotInfo info;
        info.slot = slot;
        info.path = path;
        info.has_backup = std::filesystem::exists(backup_path(path), ec);
        auto text = read_file_capped(path);
        if (!text) {
            info.error = text.error().message;
        } else if (auto summary = summarize_json(text.value(), path.filename().string()); summary) {
            info.summary = summary.value();
        } else {
            info.error = summary.error().message;
        }
        out.push_back(std::move(info));
    }
    return out;
}

std::optional<SlotInfo> SlotStore::latest_resumable() const {
    std::optional<SlotInfo> best;
    for (SlotInfo& info : list()) {
        if (!info.summary) continue;
        auto state = info.summary->state;
        if (state != game::GameState::Playing && state != game::GameState::Paused) continue;
        if (!best || info.summary->saved_at > best->summary->saved_at) best = std::move(info);
    }
    return best;
}

}  // namespace sudoku::saves
