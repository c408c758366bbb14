#include "saves/slot_store.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <system_error>

#include "engine/model/text.hpp"
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
    return Error::say(0, Phrase(N_("\"{slot}\" is not a save slot (expected 1 to {n}, autosave or quicksave)"),
                                {{"slot", quote_for_message(slot)}, {"n", std::to_string(kNumberedSlots)}}));
}

SlotStore::SlotStore(std::filesystem::path dir, WallClock wall_clock)
    : dir_(std::move(dir)), wall_clock_(std::move(wall_clock)) {}

Result<std::filesystem::path> SlotStore::path_of(std::string_view slot) const {
    auto name = slot_file_name(slot);
    if (!name) return name.error();
    return dir_ / name.value();
}

namespace {

std::optional<SlotStore::FileStamp> stamp_of(const std::filesystem::path& path, mode_t* mode = nullptr) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return std::nullopt;
    if (mode) *mode = info.st_mode;
    SlotStore::FileStamp stamp;
    stamp.device = std::uint64_t(info.st_dev);
    stamp.inode = std::uint64_t(info.st_ino);
    stamp.size = std::uint64_t(info.st_size);
    stamp.modified_ns = std::int64_t(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
    return stamp;
}

// A summary read of a game in progress (Playing or Paused): what the player may resume.
bool resumable(const SlotInfo& info) {
    if (!info.summary) return false;
    const auto state = info.summary->state;
    return state == game::GameState::Playing || state == game::GameState::Paused;
}

std::int64_t never() {
    return 0;
}

}  // namespace

Result<std::optional<SetAside>> SlotStore::protect(const std::filesystem::path& path) const {
    const std::string name = path.filename().string();
    struct stat link_info {};
    if (::lstat(path.c_str(), &link_info) != 0) return std::optional<SetAside>{};  // nothing there yet
    struct stat target_info {};
    if (S_ISLNK(link_info.st_mode) && ::stat(path.c_str(), &target_info) != 0 && errno == ENOENT)
        return std::optional<SetAside>{};  // a link to no file yet: the save makes that file
    mode_t mode = 0;
    auto stamp = stamp_of(path, &mode);
    if (stamp && S_ISREG(mode)) {
        if (auto mine = written_.find(name); mine != written_.end() && mine->second == *stamp)
            return std::optional<SetAside>{};  // this store wrote it: it loads
    }
    // Not ours (an earlier session, another program, a damaged disk): it must load to be replaced.
    Error problem;
    auto text = read_file_capped(path);
    if (!text) {
        problem = text.error();
    } else if (auto loaded = load_from_json(text.value(), name, never); !loaded) {
        problem = loaded.error();
    } else {
        return std::optional<SetAside>{};
    }
    auto moved = set_aside(path, "unreadable", wall_clock_());
    if (!moved) return moved.error();
    written_.erase(name);
    summaries_.erase(name);
    return std::optional<SetAside>{SetAside{path, moved.value(), capped_message(problem.message), problem.as_phrase()}};
}

Result<std::optional<SetAside>> SlotStore::set_aside_if_unreadable(std::string_view slot) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    return protect(path.value());
}

Result<SaveReport> SlotStore::save(std::string_view slot, const game::Game& game) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (ec) {
        return Error::say(0, Phrase(N_("{folder}: cannot create the save folder: {reason}"),
                                    {{"folder", dir_.string()}, {"reason", ec.message()}}));
    }
    const std::string name = path.value().filename().string();
    std::string text = save_to_json(game, wall_clock_());
    if (text.size() > kMaxFileBytes) {
        // The loader would refuse it: writing it would replace a good save with one that cannot load.
        return Error::say(
            0, Phrase(N_("{file}: not saved: the game's history is too long for a save file ({n} bytes; "
                         "the limit is {max})"),
                      {{"file", name}, {"n", std::to_string(text.size())}, {"max", std::to_string(kMaxFileBytes)}}));
    }
    SaveReport report;
    auto protected_ = protect(path.value());
    if (!protected_) return protected_.error();
    report.set_aside = std::move(protected_).value();
    remove_stale_temporaries(path.value());
    if (auto written = write_file_atomic(path.value(), text); !written) return written.error();
    if (auto stamp = stamp_of(path.value())) {
        written_[name] = *stamp;
        if (auto summary = summarize_json(text, name)) summaries_[name] = CachedSummary{*stamp, summary.value(), {}};
    }
    return report;
}

Result<LoadedGame> SlotStore::load_file(const std::filesystem::path& path, const game::Clock& clock,
                                        const game::Rules& rules) const {
    auto text = read_file_capped(path);
    if (!text) return text.error();
    return load_from_json(text.value(), path.filename().string(), clock, rules);
}

Result<LoadedGame> SlotStore::load(std::string_view slot, const game::Clock& clock, const game::Rules& rules) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    return load_file(path.value(), clock, rules);
}

Result<LoadedGame> SlotStore::load_backup(std::string_view slot, const game::Clock& clock,
                                          const game::Rules& rules) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    return load_file(backup_path(path.value()), clock, rules);
}

Status SlotStore::remove(std::string_view slot) const {
    auto path = path_of(slot);
    if (!path) return path.error();
    for (const auto& file : {path.value(), backup_path(path.value())}) {
        std::error_code ec;
        std::filesystem::remove(file, ec);
        if (ec) {
            return Error::say(0, Phrase(N_("{file}: cannot delete: {reason}"),
                                        {{"file", file.filename().string()}, {"reason", ec.message()}}));
        }
    }
    return kOk;
}

std::vector<SlotInfo> SlotStore::list_files() const {
    std::vector<SlotInfo> out;
    for (const std::string& slot : all_slots()) {
        std::filesystem::path path = dir_ / slot_file_name(slot).value();
        struct stat link_info {};
        if (::lstat(path.c_str(), &link_info) != 0) continue;
        SlotInfo info;
        info.slot = slot;
        info.path = path;
        std::error_code ec;
        info.has_backup = std::filesystem::is_regular_file(backup_path(path), ec);
        info.modified_at = std::int64_t(link_info.st_mtim.tv_sec);
        if (auto stamp = stamp_of(path)) {
            info.modified_at = std::int64_t(stamp->modified_ns / 1000000000);
            auto cached = summaries_.find(path.filename().string());
            if (cached != summaries_.end() && cached->second.stamp == *stamp) {
                info.summary = cached->second.summary;
                info.error = cached->second.error;
                info.error_phrase = cached->second.error_phrase;
                info.summary_read = true;
            }
        }
        out.push_back(std::move(info));
    }
    return out;
}

void SlotStore::read_summary(SlotInfo& info) const {
    if (info.summary_read) return;
    info.summary_read = true;
    const std::string name = info.path.filename().string();
    auto stamp = stamp_of(info.path);
    if (stamp) {
        auto cached = summaries_.find(name);
        if (cached != summaries_.end() && cached->second.stamp == *stamp) {
            info.summary = cached->second.summary;
            info.error = cached->second.error;
            info.error_phrase = cached->second.error_phrase;
            return;
        }
    }
    auto text = read_file_capped(info.path);
    if (!text) {
        info.error = capped_message(text.error().message);
        info.error_phrase = text.error().as_phrase();
    } else if (auto summary = summarize_json(text.value(), name); summary) {
        info.summary = summary.value();
    } else {
        info.error = capped_message(summary.error().message);
        info.error_phrase = summary.error().as_phrase();
    }
    // Cache only what was read from a regular file that did not change while it was read.
    if (stamp && text && stamp_of(info.path) == stamp)
        summaries_[name] = CachedSummary{*stamp, info.summary, info.error, info.error_phrase};
}

std::vector<SlotInfo> SlotStore::list() const {
    std::vector<SlotInfo> out = list_files();
    for (SlotInfo& info : out) read_summary(info);
    return out;
}

std::optional<SlotInfo> SlotStore::latest_resumable() const {
    // Newest file first: a save's time is capped by its file's time, so once a resumable game is
    // found, an older file cannot beat it and need not be read.
    std::vector<SlotInfo> files = list_files();
    std::stable_sort(files.begin(), files.end(),
                     [](const SlotInfo& a, const SlotInfo& b) { return a.modified_at > b.modified_at; });
    std::optional<SlotInfo> best;
    std::int64_t best_time = 0;
    for (SlotInfo& info : files) {
        // Sorted newest first, the autosave first among files of the same second: a file no newer
        // than the best time can at most tie, and only the autosave wins a tie.
        if (best && (info.modified_at < best_time || (info.modified_at == best_time && info.slot != kAutosaveSlot)))
            break;
        read_summary(info);
        if (!resumable(info)) continue;
        const std::int64_t time = std::min(info.summary->saved_at, info.modified_at);
        const bool wins = !best || time > best_time || (time == best_time && info.slot == kAutosaveSlot);
        if (wins) {
            best_time = time;
            best = std::move(info);
        }
    }
    return best;
}

std::optional<SlotInfo> SlotStore::resumable_backup(std::string_view slot) const {
    auto path = path_of(slot);
    if (!path) return std::nullopt;
    SlotInfo info;
    info.slot = std::string(slot);
    info.path = backup_path(path.value());
    struct stat file_info {};
    if (::stat(info.path.c_str(), &file_info) != 0 || !S_ISREG(file_info.st_mode)) return std::nullopt;
    info.modified_at = std::int64_t(file_info.st_mtim.tv_sec);
    read_summary(info);
    if (!resumable(info)) return std::nullopt;
    return info;
}

std::vector<std::filesystem::path> SlotStore::set_aside_files() const {
    std::vector<std::filesystem::path> out;
    std::error_code ec;
    for (auto it = std::filesystem::directory_iterator(dir_, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec))
        if (is_set_aside_name(it->path().filename().string())) out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace sudoku::saves
