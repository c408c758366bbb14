#include "saves/statistics_file.hpp"

#include <span>
#include <system_error>

#include "engine/constraints/shape.hpp"
#include "engine/model/text.hpp"
#include "saves/json_guard.hpp"

namespace sudoku::saves {

using game::LevelStats;
using game::Statistics;

namespace {

constexpr std::int64_t kMaxCount = 100000000;
constexpr std::int64_t kMaxMs = std::int64_t(1) << 50;
constexpr const char* kNewer = "written by a newer version of the game";

/// A problem with the whole file, as a phrase for the UI to translate (issue #33).
Error whole(std::string_view source, const char* what) {
    return Error::say(0, Phrase(N_("{file}: {problem}"), {{"file", std::string(source)}, {"problem", Phrase(what)}}));
}

// One table of per-level figures, parent[key] = {"Easy": {...}, ...}; a missing key is all zeros.
void read_level_table(const Json& parent, const std::string& key, const std::string& name, game::LevelTable& table,
                      std::vector<std::string>& warnings, std::vector<Phrase>* phrases) {
    auto levels = parent.find(key);
    if (levels == parent.end()) return;
    if (!levels->is_object()) {
        TolerantReader(parent, name, warnings, phrases)
            .warn(key,
                  Phrase(N_("expected an object, found {type}; using zeros"), {{"type", json_type_phrase(*levels)}}));
        return;
    }
    const std::string where = key == "levels" ? name + " levels." : name + " shapes." + key + ".";
    for (int i = 0; i < kLevelCount; ++i) {
        std::string level(level_name(Level(i)));
        auto entry = levels->find(level);
        if (entry == levels->end()) continue;
        if (!entry->is_object()) {
            TolerantReader(*levels, key == "levels" ? name : name + " shapes." + key, warnings, phrases)
                .warn(level, Phrase(N_("expected an object, found {type}; using zeros"),
                                    {{"type", json_type_phrase(*entry)}}));
            continue;
        }
        LevelStats& s = table[std::size_t(i)];
        TolerantReader reader(*entry, where + level, warnings, phrases);
        reader.read("games_started", s.games_started, 0, int(kMaxCount));
        reader.read("games_won", s.games_won, 0, int(kMaxCount));
        reader.read("games_abandoned", s.games_abandoned, 0, int(kMaxCount));
        reader.read("games_given_up", s.games_given_up, 0, int(kMaxCount));
        reader.read("best_ms", s.best_ms, 0, kMaxMs);
        reader.read("total_won_ms", s.total_won_ms, 0, kMaxMs);
        reader.read("current_streak", s.current_streak, 0, int(kMaxCount));
        reader.read("best_streak", s.best_streak, 0, int(kMaxCount));
        reader.read("hints_used", s.hints_used, 0, int(kMaxCount));
    }
}

constexpr const char* kLevelFields[] = {"games_started",  "games_won",   "games_abandoned",
                                        "games_given_up", "best_ms",     "total_won_ms",
                                        "current_streak", "best_streak", "hints_used"};
constexpr const char* kTechniqueFields[] = {"needed", "practice_won", "practice_ms"};

// The unknown part of a file: a copy of the document from which everything this version reads
// (or warned about and replaced with zeros) is removed, key by key; what is left is kept.
void drop_fields(Json& entry, std::span<const char* const> fields) {
    for (const char* field : fields) entry.erase(field);
}

// Drops `parent[key]` when this version read it whole: not an object (warned about), or empty
// once the known fields are gone.
void drop_if_read(Json& parent, const std::string& key) {
    auto value = parent.find(key);
    if (value != parent.end() && (!value->is_object() || value->empty())) parent.erase(value);
}

// A level table ({"Easy": {...}, "Legendary": {...}}): the known levels' known fields.
void drop_known_levels(Json& table) {
    for (int i = 0; i < kLevelCount; ++i) {
        const std::string level(level_name(Level(i)));
        auto entry = table.find(level);
        if (entry == table.end()) continue;
        if (entry->is_object()) drop_fields(*entry, kLevelFields);
        drop_if_read(table, level);
    }
}

bool is_shape_key(const std::string& key) {
    auto params = parse_shape_params(key);
    return params && !game::is_classic_key(key) && shape_params_name(params.value()) == key;
}

Json unknown_part(Json document) {
    document.erase("format");
    document.erase("format_version");
    if (auto levels = document.find("levels"); levels != document.end() && levels->is_object())
        drop_known_levels(*levels);
    drop_if_read(document, "levels");
    if (auto shapes = document.find("shapes"); shapes != document.end() && shapes->is_object()) {
        std::vector<std::string> known;
        for (const auto& [key, table] : shapes->items())
            if (is_shape_key(key)) known.push_back(key);
        for (const std::string& key : known) {
            if ((*shapes)[key].is_object()) drop_known_levels((*shapes)[key]);
            drop_if_read(*shapes, key);
        }
    }
    drop_if_read(document, "shapes");
    if (auto taught = document.find("taught"); taught != document.end() && taught->is_object()) {
        for (int t = 0; t < kTechniqueCount; ++t) taught->erase(std::string(technique_list_name(Technique(t))));
        taught->erase("Hidden Single");
    }
    drop_if_read(document, "taught");
    if (auto techniques = document.find("techniques"); techniques != document.end() && techniques->is_object()) {
        for (int t = 0; t < kTechniqueCount; ++t) {
            const std::string technique(technique_list_name(Technique(t)));
            auto entry = techniques->find(technique);
            if (entry == techniques->end()) continue;
            if (entry->is_object()) drop_fields(*entry, kTechniqueFields);
            drop_if_read(*techniques, technique);
        }
    }
    drop_if_read(document, "techniques");
    return document;
}

// Puts the kept part back: each key where this version wrote none, objects merged key by key.
void merge_unknown(nlohmann::ordered_json& ours, const nlohmann::ordered_json& kept) {
    for (const auto& [key, value] : kept.items()) {
        auto here = ours.find(key);
        if (here == ours.end())
            ours[key] = value;
        else if (here->is_object() && value.is_object())
            merge_unknown(*here, value);
        // else this version writes the key itself: its value stands
    }
}

nlohmann::ordered_json level_table_json(const game::LevelTable& table) {
    nlohmann::ordered_json levels = nlohmann::ordered_json::object();
    for (int i = 0; i < kLevelCount; ++i) {
        const LevelStats& s = table[std::size_t(i)];
        nlohmann::ordered_json entry;
        entry["games_started"] = s.games_started;
        entry["games_won"] = s.games_won;
        entry["games_abandoned"] = s.games_abandoned;
        entry["games_given_up"] = s.games_given_up;
        entry["best_ms"] = s.best_ms;
        entry["total_won_ms"] = s.total_won_ms;
        entry["current_streak"] = s.current_streak;
        entry["best_streak"] = s.best_streak;
        entry["hints_used"] = s.hints_used;
        levels[std::string(level_name(Level(i)))] = std::move(entry);
    }
    return levels;
}

}  // namespace

Result<StatisticsLoad> statistics_from_json(std::string_view text, std::string_view source) {
    auto parsed = parse_json_guarded(text, source, JsonLimits{std::size_t(1) << 20, 8});
    if (!parsed) return parsed.error();
    const Json& document = parsed.value();
    if (!document.is_object()) return whole(source, N_("not a statistics file (expected a JSON object)"));
    auto format = document.find("format");
    if (format == document.end() || !format->is_string() ||
        format->get_ref<const std::string&>() != "sudoku-statistics")
        return whole(source, N_("not a statistics file (field \"format\" is not \"sudoku-statistics\")"));
    auto version = document.find("format_version");
    if (version == document.end() || !version->is_number_integer() || version->get<std::int64_t>() < 1)
        return whole(source, N_("field \"format_version\": expected a positive integer"));
    if (version->is_number_unsigned() ? version->get<std::uint64_t>() > std::uint64_t(kStatisticsFormatVersion)
                                      : version->get<std::int64_t>() > kStatisticsFormatVersion) {
        // kNewer is the start of the English message (is_newer_version looks for it).
        return Error::say(0, Phrase(N_("{file}: written by a newer version of the game (format version {version}): "
                                       "update the game to read it"),
                                    {{"file", std::string(source)}, {"version", version->dump()}}));
    }

    StatisticsLoad out;
    std::string name(source);
    read_level_table(document, "levels", name, out.statistics.levels, out.warnings, &out.warning_phrases);
    // "shapes": {"2x3": {"Easy": {...}, ...}, ...}: every shape but classic 9x9, by its parameters.
    auto shapes = document.find("shapes");
    if (shapes != document.end() && shapes->is_object()) {
        for (const auto& [key, table] : shapes->items()) {
            if (!is_shape_key(key)) continue;  // a shape this version does not know: kept in `unknown`
            if (!table.is_object()) {
                TolerantReader(*shapes, name + " shapes", out.warnings, &out.warning_phrases)
                    .warn(key,
                          Phrase(N_("expected an object, found {type}; ignored"), {{"type", json_type_phrase(table)}}));
                continue;
            }
            game::LevelTable levels{};
            read_level_table(*shapes, key, name + " shapes", levels, out.warnings, &out.warning_phrases);
            out.statistics.shapes[key] = levels;
        }
    } else if (shapes != document.end()) {
        TolerantReader(document, name, out.warnings, &out.warning_phrases)
            .warn("shapes",
                  Phrase(N_("expected an object, found {type}; using zeros"), {{"type", json_type_phrase(*shapes)}}));
    }
    auto taught = document.find("taught");
    if (taught != document.end() && taught->is_object()) {
        TolerantReader reader(*taught, name + " taught", out.warnings, &out.warning_phrases);
        for (int t = 0; t < kTechniqueCount; ++t) {
            std::string technique(technique_list_name(Technique(t)));  // the hidden singles apart
            reader.read(technique.c_str(), out.statistics.taught[std::size_t(t)], 0, int(kMaxCount));
        }
        // Files written before the hidden singles were told apart: one "Hidden Single" for the three.
        int hidden_single = 0;
        reader.read("Hidden Single", hidden_single, 0, int(kMaxCount));
        out.statistics.taught[std::size_t(Technique::HiddenSingleBox)] += hidden_single;
    } else if (taught != document.end()) {
        TolerantReader(document, name, out.warnings, &out.warning_phrases)
            .warn("taught",
                  Phrase(N_("expected an object, found {type}; using zeros"), {{"type", json_type_phrase(*taught)}}));
    }
    // "techniques": {"X-Wing": {"needed": 3, "practice_won": 1, "practice_ms": [61000]}, ...}
    auto techniques = document.find("techniques");
    if (techniques != document.end() && techniques->is_object()) {
        for (int t = 0; t < kTechniqueCount; ++t) {
            const std::string technique(technique_list_name(Technique(t)));  // the hidden singles apart
            auto entry = techniques->find(technique);
            if (entry == techniques->end()) continue;
            const std::string where = name + " techniques";
            if (!entry->is_object()) {
                TolerantReader(*techniques, where, out.warnings, &out.warning_phrases)
                    .warn(technique, Phrase(N_("expected an object, found {type}; using zeros"),
                                            {{"type", json_type_phrase(*entry)}}));
                continue;
            }
            game::TechniqueStats& stats = out.statistics.techniques[std::size_t(t)];
            TolerantReader reader(*entry, where + "." + technique, out.warnings, &out.warning_phrases);
            reader.read("needed", stats.needed, 0, int(kMaxCount));
            reader.read("practice_won", stats.practice_won, 0, int(kMaxCount));
            auto times = entry->find("practice_ms");
            if (times == entry->end()) continue;
            bool good = times->is_array() && times->size() <= game::kPracticeTimesKept;
            for (std::size_t i = 0; good && i < times->size(); ++i) {
                const Json& ms = (*times)[i];
                good = ms.is_number_integer() && ms.get<std::int64_t>() >= 0 && ms.get<std::int64_t>() <= kMaxMs;
                if (good) stats.practice_ms.push_back(ms.get<std::int64_t>());
            }
            if (!good) {
                stats.practice_ms.clear();
                reader.warn("practice_ms", Phrase(N_("expected at most 50 times in milliseconds; ignored")));
            }
        }
    } else if (techniques != document.end()) {
        TolerantReader(document, name, out.warnings, &out.warning_phrases)
            .warn("techniques", Phrase(N_("expected an object, found {type}; using zeros"),
                                       {{"type", json_type_phrase(*techniques)}}));
    }
    if (Json unknown = unknown_part(document); !unknown.empty()) out.unknown = unknown.dump();
    return out;
}

std::string statistics_to_json(const Statistics& statistics, std::string_view unknown) {
    nlohmann::ordered_json document;
    document["format"] = "sudoku-statistics";
    document["format_version"] = kStatisticsFormatVersion;
    document["levels"] = level_table_json(statistics.levels);
    if (!statistics.shapes.empty()) {
        nlohmann::ordered_json shapes = nlohmann::ordered_json::object();
        for (const auto& [key, table] : statistics.shapes) shapes[key] = level_table_json(table);
        document["shapes"] = std::move(shapes);
    }
    nlohmann::ordered_json taught = nlohmann::ordered_json::object();
    for (int t = 0; t < kTechniqueCount; ++t)
        if (statistics.taught[std::size_t(t)] != 0)
            taught[std::string(technique_list_name(Technique(t)))] = statistics.taught[std::size_t(t)];
    document["taught"] = std::move(taught);
    nlohmann::ordered_json techniques = nlohmann::ordered_json::object();
    for (int t = 0; t < kTechniqueCount; ++t) {
        const game::TechniqueStats& stats = statistics.techniques[std::size_t(t)];
        if (stats == game::TechniqueStats{}) continue;
        nlohmann::ordered_json entry;
        entry["needed"] = stats.needed;
        entry["practice_won"] = stats.practice_won;
        entry["practice_ms"] = stats.practice_ms;
        techniques[std::string(technique_list_name(Technique(t)))] = std::move(entry);
    }
    document["techniques"] = std::move(techniques);
    if (!unknown.empty()) {
        auto kept = nlohmann::ordered_json::parse(unknown, nullptr, false);
        if (kept.is_object()) merge_unknown(document, kept);
    }
    std::string text = document.dump(2);
    text += '\n';
    return text;
}

bool is_newer_version(const Error& error) {
    return error.message.find(kNewer) != std::string::npos;
}

Result<StatisticsLoad> load_statistics(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return StatisticsLoad{};
    auto text = read_file_capped(file, std::size_t(1) << 20);
    if (!text) return text.error();
    try {
        return statistics_from_json(text.value(), file.filename().string());
    } catch (const std::exception& ex) {
        return Error::say(0, Phrase(N_("{file}: cannot be read: {reason}"),
                                    {{"file", file.filename().string()}, {"reason", std::string(ex.what())}}));
    }
}

Status save_statistics(const std::filesystem::path& file, const Statistics& statistics, std::string_view unknown) {
    std::error_code ec;
    if (!file.parent_path().empty()) std::filesystem::create_directories(file.parent_path(), ec);
    return write_file_atomic(file, statistics_to_json(statistics, unknown));
}

}  // namespace sudoku::saves
