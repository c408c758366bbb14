// The App's saves: slots, autosave, settings and statistics files (the files themselves are the
// saves layer's; this decides when and reports what happened in the message line).
#include <SDL.h>

#include "game/ui/app.hpp"
#include "saves/save_dir.hpp"
#include "saves/settings_file.hpp"
#include "saves/statistics_file.hpp"

namespace sudoku::ui {

void App::open_saves(const std::optional<std::filesystem::path>& save_dir) {
    saves::SaveDirOptions where;
    where.command_line = save_dir;
    if (char* pref = SDL_GetPrefPath("", "sudoku")) {
        where.platform = std::filesystem::path(pref);
        SDL_free(pref);
    }
    auto dir = saves::resolve_save_dir(where);
    if (!dir) {
        message = "Saving is off: " + dir.error().message;
        return;
    }
    store.emplace(dir.value());
    settings_file = dir.value() / saves::kSettingsFileName;
    statistics_file = dir.value() / saves::kStatisticsFileName;
    auto loaded = saves::load_settings(settings_file);
    settings = loaded.settings;
    if (!loaded.warnings.empty()) message = loaded.warnings.front();
    auto stats_loaded = saves::load_statistics(statistics_file);
    if (stats_loaded) {
        stats = stats_loaded.value().statistics;
    } else {
        statistics_writable = false;
        message = stats_loaded.error().message + " (statistics will not be saved this session)";
    }
    resumable = store->latest_resumable();
}

void App::save_to(std::string_view slot) {
    if (!store || !game) return;
    auto saved = store->save(slot, *game);
    if (!saved) {
        message = "Not saved: " + saved.error().message;
        return;
    }
    message = "Saved to " + std::string(slot == saves::kQuicksaveSlot ? "the quick-save" : "slot " + std::string(slot)) + ".";
    if (slot == saves::kAutosaveSlot) autosaver.saved(clock(), true);
}

void App::load_from(std::string_view slot) {
    if (!store) return;
    auto loaded = store->load(slot, clock, settings);
    if (!loaded) {
        message = "Not loaded: " + loaded.error().message;
        return;
    }
    autosave(true);  // keep what was being played before switching
    game = std::move(loaded.value().game);
    level = game->info().level.value_or(Level::Medium);
    seed = game->info().seed.value_or(0);
    puzzle_origin = "Loaded from " + std::string(slot);
    hint.reset();
    hint_level = 0;
    show_win = false;
    win_recorded = game->state() == game::GameState::Won || game->state() == game::GameState::Lost;
    autosaver.reset();
    message = "Loaded " + std::string(slot) + (game->state() == game::GameState::Paused ? " (paused: press P)." : ".");
    show_load = false;
    show_resume = false;
}

void App::delete_slot(std::string_view slot) {
    if (!store) return;
    auto removed = store->remove(slot);
    message = removed ? "Deleted " + std::string(slot) + "." : removed.error().message;
    slots = store->list();
}

void App::open_load_dialog() {
    if (!store) {
        message = "Saving is off: no save folder.";
        return;
    }
    slots = store->list();
    show_load = true;
}

void App::autosave(bool force) {
    if (!store || !game) return;
    const std::int64_t now = clock();
    if (force ? !autosaver.dirty() : !autosaver.due(now)) return;
    auto saved = store->save(saves::kAutosaveSlot, *game);
    autosaver.saved(now, saved.ok());
    if (!saved) message = "Autosave failed: " + saved.error().message;
}

void App::save_settings() {
    if (settings_file.empty()) return;
    auto saved = saves::save_settings(settings_file, settings);
    if (!saved) message = "Settings not saved: " + saved.error().message;
}

void App::save_statistics() {
    if (statistics_file.empty() || !statistics_writable) return;
    auto saved = saves::save_statistics(statistics_file, stats);
    if (!saved) message = "Statistics not saved: " + saved.error().message;
}

}  // namespace sudoku::ui
