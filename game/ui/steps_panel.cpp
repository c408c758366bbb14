#include "game/ui/steps_panel.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "engine/logic/difficulty.hpp"
#include "engine/model/text.hpp"
#include "game/core/hint.hpp"
#include "game/core/shape_engine.hpp"
#include "game/ui/app.hpp"
#include "game/ui/dialogs.hpp"
#include "game/ui/theme.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

const Step* StepsPanel::selected() const {
    if (!listed || group < 0 || group >= int(groups.size())) return nullptr;
    const auto& steps = groups[std::size_t(group)].steps;
    return index >= 0 && index < int(steps.size()) ? &steps[std::size_t(index)] : nullptr;
}

void StepsPanel::clear() {
    listed = false;
    groups.clear();
    group = index = -1;
}

void toggle_steps_panel(App& app) {
    app.steps.open = !app.steps.open;
    if (!app.steps.open) app.steps.group = app.steps.index = -1;  // its evidence leaves the board too
}

void refresh_steps(App& app) {
    StepsPanel& p = app.steps;
    if (!app.session.game) return p.clear();
    const game::Board& board = app.session.game->board();
    if (p.listed && p.digits == board.grid.digits() && p.notes == board.notes) return;
    p.clear();
    p.digits = board.grid.digits();
    p.notes = board.notes;
    p.groups = game::all_hint_steps(board, app.session.game->solution());
    p.listed = true;
}

void choose_adjacent_step(App& app, int delta) {
    refresh_steps(app);
    StepsPanel& p = app.steps;
    std::vector<std::pair<int, int>> all;  // (group, index) in list order
    for (std::size_t g = 0; g < p.groups.size(); ++g)
        for (std::size_t i = 0; i < p.groups[g].steps.size(); ++i) all.emplace_back(int(g), int(i));
    if (all.empty()) return;
    const auto at = std::find(all.begin(), all.end(), std::make_pair(p.group, p.index));
    int n = at == all.end() ? (delta > 0 ? 0 : int(all.size()) - 1) : int(at - all.begin()) + delta;
    n = std::clamp(n, 0, int(all.size()) - 1);
    p.group = all[std::size_t(n)].first;
    p.index = all[std::size_t(n)].second;
    p.reveal = true;
}

void apply_selected_step(App& app) {
    const Step* step = app.steps.selected();
    if (!app.session.game || !step) return;
    auto applied = app.session.game->apply_step(*step);
    if (!applied) {
        app.message = sentence(applied.error());
        return;
    }
    if (applied.value().counted) {
        app.note_progress();
        app.stats.record_hint(app.session.game_level(), step->technique, app.session.game_shape_key());
        app.save_statistics();
    }
    const std::string text = tr_phrase(step->text);
    app.after_change();  // the board changed: a new list, no selection
    app.steps.group = app.steps.index = -1;
    if (app.message.empty()) app.message = text;
}

namespace {

/// A step's line in the list: its effect in r#c# notation ("r4c6=7", "r1c2<>5 r1c3<>5"), with its
/// own score first when the group's steps differ; cut at a whole item to fit `width` pixels.
std::string step_label(const App& app, bool scores_differ, const Step& step, int n, float width) {
    std::string label;
    if (scores_differ) {
        char score[16];
        std::snprintf(score, sizeof score, "%.1f  ", step_score(step));
        label += score;
    }
    const Shape& shape = app.board_shape();
    std::string effect = shape.is_classic() ? step.effect_text() : game::shape_step_effects(shape, step);
    label += effect;
    // Long eliminations: the sentence above the list says them all.
    if (ImGui::CalcTextSize(label.c_str()).x > width) {
        for (std::size_t cut; (cut = label.rfind(' ')) != std::string::npos;) {
            label.resize(cut);
            while (!label.empty() && label.back() == ' ') label.pop_back();
            if (ImGui::CalcTextSize((label + " ...").c_str()).x <= width) break;
        }
        label += " ...";
    }
    label += "##step";
    label += std::to_string(n);
    return label;
}

/// What the panel says about the list: a wrong digit, nothing left, no technique, or how many.
void steps_status(const App& app) {
    const StepsPanel& p = app.steps;
    int total = 0;
    for (const StepGroup& group : p.groups) total += int(group.steps.size());
    if (app.session.game && game::wrong_cells(app.session.game->grid().digits(), app.session.game->solution()).any()) {
        ImGui::TextWrapped(
            "%s", _("A digit on the board is wrong, and no step is reasoned from a wrong digit: a hint (H) names it."));
    } else if (p.groups.empty() && app.session.game && app.session.game->state() == game::GameState::Won) {
        ImGui::TextWrapped("%s", _("Solved: no step is left."));
    } else if (p.groups.empty()) {
        ImGui::TextWrapped("%s", _("No technique applies here: the next move is a guess."));
    } else {
        ImGui::TextDisabled("%s", i18n::format(_("{n} steps of {k} techniques, easiest first; T closes."),
                                               {{"n", std::to_string(total)}, {"k", std::to_string(p.groups.size())}})
                                      .c_str());
    }
}

/// The title, the status, the selected step's sentence and the buttons that play it or close.
void steps_head(App& app, float width) {
    ImGui::PushFont(app.fonts.large ? app.fonts.large : ImGui::GetFont());
    ImGui::TextUnformatted(_("Every step now"));
    ImGui::PopFont();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
    steps_status(app);
    // The selected step: its sentence and the button that plays it.
    const Step* step = app.steps.selected();
    if (step) {
        ImGui::Spacing();
        ImGui::TextUnformatted(tr_phrase(step->text).c_str());
    } else if (!app.steps.groups.empty()) {
        ImGui::TextDisabled("%s", _("Choose a step (click it, or press ] and [) to see it on the board."));
    }
    ImGui::PopTextWrapPos();
    ImGui::BeginDisabled(!step || app.session.game->state() != game::GameState::Playing);
    if (ImGui::Button(_("Apply this step"))) apply_selected_step(app);
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s",
                          _("Plays the chosen step as a hint would (Shift+T; one undo step, it counts as a hint)"));
    ImGui::SameLine();
    if (ImGui::Button(_("Close"))) toggle_steps_panel(app);
    ImGui::Spacing();
}

/// A technique's header: its name, score range and count ("Naked Pair  2.6  (3)###group4").
std::string group_header(const StepGroup& group, const std::string& scores, std::size_t g) {
    std::string header = i18n::tr(technique_list_name(group.technique));
    header += "  ";
    header += scores;
    header += "  (";
    header += std::to_string(group.steps.size());
    header += ")###group";
    header += std::to_string(g);
    return header;
}

/// One technique's steps under its header; `n` counts the steps listed so far (their ids).
void steps_group(App& app, std::size_t g, int& n) {
    StepsPanel& p = app.steps;
    const StepGroup& group = p.groups[g];
    const std::string scores = score_range_text(group);
    // Long lists (forcing chains) start folded.
    ImGui::SetNextItemOpen(group.steps.size() <= 12, ImGuiCond_Appearing);
    if (p.reveal && p.group == int(g)) ImGui::SetNextItemOpen(true);
    if (!ImGui::CollapsingHeader(group_header(group, scores, g).c_str())) {
        n += int(group.steps.size());
        return;
    }
    for (std::size_t i = 0; i < group.steps.size(); ++i) {
        const bool chosen = p.group == int(g) && p.index == int(i);
        const float room = ImGui::GetContentRegionAvail().x;
        if (ImGui::Selectable(step_label(app, scores.find('-') != std::string::npos, group.steps[i], n++, room).c_str(),
                              chosen)) {
            p.group = chosen ? -1 : int(g);
            p.index = chosen ? -1 : int(i);
        }
        if (chosen && p.reveal) {
            ImGui::SetScrollHereY(0.5f);
            p.reveal = false;
        }
    }
}

}  // namespace

void steps_panel(App& app) {
    refresh_steps(app);
    steps_head(app, ImGui::GetContentRegionAvail().x);
    // The list: a header per technique with its score and count, then its steps.
    // In English in the small type, so a technique's name, score and count fit one header line (the
    // small font has no Chinese glyphs beyond the pad's words; the Chinese names are short).
    ImGui::BeginChild("steps", ImVec2(0, 0), true);
    const bool english = i18n::current_language() == "en";
    ImGui::PushFont(english && app.fonts.small ? app.fonts.small : ImGui::GetFont());
    int n = 0;
    for (std::size_t g = 0; g < app.steps.groups.size(); ++g) steps_group(app, g, n);
    ImGui::PopFont();
    ImGui::EndChild();
}

}  // namespace sudoku::ui
