// The App's saves: slots, autosave, settings and statistics files (the files themselves are the
// saves layer's; this decides when and reports what happened in the message line).
#include <SDL.h>

#include <algorithm>
#include <cstdlib>

#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"
#include "saves/save_dir.hpp"
#include "saves/settings_file.hpp"
#include "saves/statistics_file.hpp"

namespace sudoku::ui {

namespace {

std::string bullet_list(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines) {
        out += "\n  - ";
        out += capped_message(line);
    }
    return out;
}

std::string set_aside_text(const saves::SetAside& s) {
    return i18n::format(_("{file} could not be read, so it was moved to {moved} (nothing was written over it). Why: "
                          "{reason}"),
                        {{"file", s.original.filename().string()},
                         {"moved", s.moved_to.filename().string()},
                         {"reason", capped_message(tr_phrase(s.why.format ? s.why : Phrase::text(s.reason)))}});
}

std::string moved_text(const std::filesystem::path& moved) {
    return i18n::format(_("The original file was moved to {file}."), {{"file", moved.filename().string()}});
}

// Settings: keep the good keys, reset the bad ones, and keep the file as it was beside them. A
// newer version's file is used for what this version knows and left alone (not written this
// session: that would drop the keys this version does not know).
void open_settings(App& app, std::int64_t now) {
    std::error_code absent;
    app.saves.first_run = !std::filesystem::exists(app.saves.settings_file, absent);  // before anything writes it
    auto loaded = saves::load_settings(app.saves.settings_file);
    app.settings = loaded.settings;
    apply_language(app.settings.language);
    if (!loaded.newer_version.empty()) {
        app.saves.settings_writable = false;
        std::string text = i18n::format(_("{problem}. Its settings that this version knows are used, but settings "
                                          "will not be saved this session, so that file stays as it is."),
                                        {{"problem", tr_phrase(loaded.newer_version_phrase)}});
        if (!loaded.warnings.empty())
            text += "\n" + std::string(_("These could not be used and are at their defaults:")) +
                    bullet_list(tr_warnings(loaded.warnings, loaded.warning_phrases));
        app.notify(std::move(text));
        return;
    }
    if (loaded.warnings.empty()) return;
    std::error_code ec;
    const bool whole_file_bad = loaded.unreadable;
    std::string text = whole_file_bad ? _("settings.json had problems; all settings are back to their defaults.")
                                      : _("settings.json had problems; the good settings were kept and these were "
                                          "reset:");
    text += bullet_list(tr_warnings(loaded.warnings, loaded.warning_phrases));
    if (std::filesystem::exists(app.saves.settings_file, ec)) {
        auto moved = saves::set_aside(app.saves.settings_file, whole_file_bad ? "unreadable" : "damaged", now);
        text += "\n" + (moved ? moved_text(moved.value()) : tr_error(moved.error()));
        if (moved) app.save_settings();
    }
    app.notify(std::move(text));
}

// Statistics: a record the player cannot rebuild. A newer version's file is left alone (and not
// written this session); a damaged one is set aside and replaced by what could be read.
void open_statistics(App& app, std::int64_t now) {
    auto loaded = saves::load_statistics(app.saves.statistics_file);
    const char* not_saved = _("{problem} (statistics will not be saved this session)");
    if (loaded) {
        app.stats = loaded.value().statistics;
        app.saves.statistics_unknown = loaded.value().unknown;
        if (loaded.value().warnings.empty()) return;
        auto moved = saves::set_aside(app.saves.statistics_file, "damaged", now);
        std::string text = _("statistics.json had values of the wrong kind; they count as 0 now:") +
                           bullet_list(tr_warnings(loaded.value().warnings, loaded.value().warning_phrases));
        text += "\n" +
                (moved ? moved_text(moved.value()) : i18n::format(not_saved, {{"problem", tr_error(moved.error())}}));
        app.saves.statistics_writable = moved.ok();
        if (moved) app.save_statistics();
        app.notify(std::move(text));
    } else if (saves::is_newer_version(loaded.error())) {
        app.saves.statistics_writable = false;
        app.notify(i18n::format(_("{problem}. Statistics will not be saved this session, so that file stays as it is."),
                                {{"problem", tr_error(loaded.error())}}));
    } else {
        auto moved = saves::set_aside(app.saves.statistics_file, "unreadable", now);
        app.saves.statistics_writable = moved.ok();
        app.notify(i18n::format(_("Your statistics could not be read ({problem}). {then}"),
                                {{"problem", tr_error(loaded.error())},
                                 {"then", moved ? i18n::format(_("The file was moved to {file} and statistics start "
                                                                 "afresh."),
                                                               {{"file", moved.value().filename().string()}})
                                                : i18n::format(not_saved, {{"problem", tr_error(moved.error())}})}}));
    }
}

// The autosave: a damaged one would be written over by the first autosave of this session. Its
// .bak (the autosave before) may hold the same unfinished game, a move or so older: offered, by
// name and date, unless another save is newer.
void check_autosave(App& app) {
    auto checked = app.saves.store->set_aside_if_unreadable(saves::kAutosaveSlot);
    app.saves.resumable = app.saves.store->latest_resumable();
    app.saves.resumable_backup = false;
    if (!checked) {
        app.notify(
            i18n::format(_("The autosave could not be checked: {error}"), {{"error", tr_error(checked.error())}}));
        return;
    }
    if (!checked.value()) return;
    std::string text = set_aside_text(*checked.value());
    auto backup = app.saves.store->resumable_backup(saves::kAutosaveSlot);
    const auto time = [](const saves::SlotInfo& i) { return std::min(i.summary->saved_at, i.modified_at); };
    if (backup && (!app.saves.resumable || time(*backup) >= time(*app.saves.resumable))) {
        text += "\n" + i18n::format(_("The autosave before it, {file} (saved {date}), can be read and is offered to "
                                      "resume."),
                                    {{"file", backup->path.filename().string()},
                                     {"date", saves::format_timestamp(time(*backup))}});
        app.saves.resumable = std::move(backup);
        app.saves.resumable_backup = true;
    }
    app.notify(std::move(text));
}

}  // namespace

void App::open_saves(const std::optional<std::filesystem::path>& save_dir) {
    saves::SaveDirOptions where;
    where.command_line = save_dir;
    if (char* pref = SDL_GetPrefPath("", "sudoku")) {
        where.platform = std::filesystem::path(pref);
        SDL_free(pref);
    }
    auto dir = saves::resolve_save_dir(where);
    if (!dir) {
        notify(i18n::format(_("Saving is off: {error}"), {{"error", tr_error(dir.error())}}));
        return;
    }
    saves.store.emplace(dir.value());
    saves.settings_file = dir.value() / saves::kSettingsFileName;
    saves.statistics_file = dir.value() / saves::kStatisticsFileName;
    const std::int64_t now = saves::system_wall_clock()();
    open_settings(*this, now);
    open_statistics(*this, now);
    check_autosave(*this);
}

namespace {

std::string slot_title(std::string_view slot) {
    if (slot == saves::kQuicksaveSlot) return "the quick-save";
    if (slot == saves::kAutosaveSlot) return "the autosave";
    return "slot " + std::string(slot);
}

// The same, translated.
std::string slot_title_tr(std::string_view slot) {
    if (slot == saves::kQuicksaveSlot) return _("the quick-save");
    if (slot == saves::kAutosaveSlot) return _("the autosave");
    return i18n::format(_("slot {n}"), {{"n", slot}});
}

std::string with_error(const char* format, const std::string& error) {
    return i18n::format(format, {{"error", error}});
}

}  // namespace

void App::save_to(std::string_view slot) {
    if (!saves.store || !session.game) return;
    auto saved = saves.store->save(slot, *session.game);
    if (!saved) {
        message = with_error(_("Not saved: {error}"), tr_error(saved.error()));
        return;
    }
    if (saved.value().set_aside) notify(set_aside_text(*saved.value().set_aside));
    message = i18n::format(_("Saved to {slot}."), {{"slot", slot_title_tr(slot)}});
    if (slot == saves::kAutosaveSlot) {
        session.autosaver.saved(clock(), true);
        session.autosaved_clock.emplace(session.game->elapsed_ms(), session.game->state());
        session.autosave_error.clear();
    }
}

bool App::save_to_free_slot() {
    if (!saves.store || !session.game) return false;
    for (int n = 1; n <= saves::kNumberedSlots; ++n) {
        const std::string slot = std::to_string(n);
        auto path = saves.store->path_of(slot);
        std::error_code ec;
        if (!path || std::filesystem::exists(path.value(), ec) || ec) continue;
        auto saved = saves.store->save(slot, *session.game);
        if (!saved) {
            message = with_error(_("Not saved: {error}"), tr_error(saved.error()));
            return false;
        }
        if (saved.value().set_aside) notify(set_aside_text(*saved.value().set_aside));
        message = i18n::format(_("Saved to {slot}."), {{"slot", slot_title_tr(slot)}});
        return true;
    }
    message = _("Not saved: every slot is in use.");
    return false;
}

void App::load_from(std::string_view slot) {
    std::string name(slot);
    guarded(_("Load another game?"), _("Load it"), [this, name] { load_now(name, false); });
}

void App::restore_backup(std::string_view slot) {
    std::string name(slot);
    guarded(_("Play the previous save?"), _("Restore it"), [this, name] { load_now(name, true); });
}

void App::load_now(const std::string& slot, bool backup) {
    if (!saves.store) return;
    auto loaded = backup ? saves.store->load_backup(slot, clock, settings.rules())
                         : saves.store->load(slot, clock, settings.rules());
    if (!loaded) {
        message = with_error(_("Not loaded: {error}"), capped_message(tr_error(loaded.error())));
        return;
    }
    autosave(true);  // keep what was being played before switching
    leave_game();
    session.game = std::move(loaded.value().game);
    if (session.game->info().level) session.level = *session.game->info().level;
    // A generated puzzle keeps its own name ("Medium #355137570372", as when it was started); the
    // autosave, resumed, is that game itself, so only other slots are named after the level.
    const std::optional<std::uint64_t> seed = session.game->info().level ? session.game->info().seed : std::nullopt;
    std::string level_text =
        session.game->shape().is_classic() ? "" : session.game->shape().display_name() + " \u00b7 ";
    level_text += session.game->info().level ? std::string(level_name(*session.game->info().level)) : "Puzzle";
    if (seed) level_text += " #" + std::to_string(*seed);
    const bool named_alone = seed && !backup && slot == saves::kAutosaveSlot;
    session.shape_params = session.game->shape().params();
    session.puzzle_origin =
        named_alone ? level_text : level_text + (backup ? " \u00b7 previous save of " : " \u00b7 ") + slot_title(slot);
    reset_ui_for_new_game();
    session.autosaver.reset();
    session.autosaved_clock.emplace(session.game->elapsed_ms(),
                                    session.game->state());  // as the file holds it: nothing new yet
    session.autosave_error.clear();
    // Shown translated: the level (and shape), and where the game came from.
    // The level (for the message) and the game's name (puzzle_origin's: the level and its seed),
    // each after the shape on other boards.
    Phrase level_phrase =
        session.game->info().level ? Phrase(level_name(*session.game->info().level).data()) : Phrase(N_("Puzzle"));
    Phrase name =
        seed ? Phrase(N_("{level} #{seed}"), {{"level", level_phrase}, {"seed", std::to_string(*seed)}}) : level_phrase;
    if (!session.game->shape().is_classic()) {
        const Phrase shape_name = tr_shape_name(session.game->shape().display_name());
        level_phrase = Phrase(N_("{shape} \u00b7 {level}"), {{"shape", shape_name}, {"level", level_phrase}});
        name = Phrase(N_("{shape} \u00b7 {level}"), {{"shape", shape_name}, {"level", name}});
    }
    session.origin_phrase =
        named_alone ? name
                    : Phrase(backup ? N_("{level} \u00b7 previous save of {slot}") : N_("{level} \u00b7 {slot}"),
                             {{"level", name}, {"slot", slot_title_tr(slot)}});
    const bool paused = session.game->state() == game::GameState::Paused;
    message = i18n::format(
        backup
            ? (paused ? _("Restored the previous save of {slot} \u00b7 {level} (paused: press Space).")
                      : _("Restored the previous save of {slot} \u00b7 {level}."))
            : (paused ? _("Loaded {slot} \u00b7 {level} (paused: press Space).") : _("Loaded {slot} \u00b7 {level}.")),
        {{"slot", slot_title_tr(slot)}, {"level", tr_phrase(level_phrase)}});
    windows[WindowId::Load] = false;
    windows[WindowId::Resume] = false;
}

void App::delete_slot(std::string_view slot) {
    if (!saves.store) return;
    auto removed = saves.store->remove(slot);
    message = removed ? i18n::format(_("Deleted {slot}."), {{"slot", slot}}) : tr_error(removed.error());
    saves.slots = saves.store->list_files();
}

void App::open_load_dialog() {
    if (!saves.store) {
        message = _("Saving is off: no save folder.");
        return;
    }
    saves.list();
    windows[WindowId::Load] = true;
}

void App::autosave(bool force) {
    if (!saves.store || !session.game) return;
    const std::int64_t now = clock();
    // Forced (quit, pause, focus loss, leaving the game): also when only the clock has moved on.
    if (force ? !session.autosaver.dirty() && !session.clock_unsaved() : !session.autosaver.due(now)) return;
    auto saved = saves.store->save(saves::kAutosaveSlot, *session.game);
    session.autosaver.saved(now, saved.ok());
    if (!saved) {
        session.autosave_error = capped_message(tr_error(saved.error()));
        message = with_error(_("Autosave failed: {error}"), session.autosave_error);
        return;
    }
    session.autosaved_clock.emplace(session.game->elapsed_ms(), session.game->state());
    session.autosave_error.clear();
    if (saved.value().set_aside) notify(set_aside_text(*saved.value().set_aside));
}

bool GameSession::clock_unsaved() const {
    if (!game_unfinished()) return false;  // a game with nothing done in it is not worth an autosave
    // A second or more (the clock shows seconds): quitting saves once, not again a few ms later.
    return !autosaved_clock || autosaved_clock->second != game->state() ||
           std::abs(game->elapsed_ms() - autosaved_clock->first) >= 1000;
}

void App::abandon_resumable() {
    if (!saves.store || !saves.resumable) return;
    // The offered game as it was saved: counted as started once something was done in it.
    auto loaded = saves.resumable_backup ? saves.store->load_backup(saves.resumable->slot, clock, settings.rules())
                                         : saves.store->load(saves.resumable->slot, clock, settings.rules());
    if (!loaded) return;
    const game::Game& old = loaded.value().game;
    const auto state = old.state();
    if ((state != game::GameState::Playing && state != game::GameState::Paused) || !old.has_progress()) return;
    stats.record_abandon(old.info().level.value_or(session.level), old.shape().params_name());
    save_statistics();
}

void App::change_settings(const game::Settings& changed) {
    if (changed.language != settings.language) {
        apply_language(changed.language);
        fonts_dirty = true;  // the new language's glyphs, from the next frame
    }
    settings = changed;
    if (session.game) session.game->set_rules(settings.rules());  // the Game gets the rules, nothing else
    settings_unsaved = true;
}

void App::save_settings() {
    settings_unsaved = false;
    if (saves.settings_file.empty() || !saves.settings_writable) return;
    auto saved = saves::save_settings(saves.settings_file, settings);
    if (!saved) message = with_error(_("Settings not saved: {error}"), tr_error(saved.error()));
}

void App::save_statistics() {
    if (saves.statistics_file.empty() || !saves.statistics_writable) return;
    auto saved = saves::save_statistics(saves.statistics_file, stats, saves.statistics_unknown);
    if (!saved) message = with_error(_("Statistics not saved: {error}"), tr_error(saved.error()));
}

}  // namespace sudoku::ui
