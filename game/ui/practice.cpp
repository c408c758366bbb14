#include "game/ui/practice.hpp"

#include <SDL.h>
#include <imgui.h>

#include <string>

#include "engine/generate/classic.hpp"
#include "engine/generate/technique_positions.hpp"
#include "engine/logic/techniques.hpp"
#include "engine/model/text.hpp"
#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"

namespace sudoku::ui {

namespace {

// The grids tried before giving up: about a second on a slow machine (the README's "Practice by
// technique" lists how often each technique turns up).
constexpr int kPracticeAttempts = 8000;

void start_practice_now(App& app, Technique technique) {
    const std::uint64_t seed = std::uint64_t(SDL_GetPerformanceCounter());
    GenerateOptions options;
    options.seed = seed;
    auto made = practice_puzzle(technique, options, kPracticeAttempts);  // curated for the rare ones
    if (!made) {
        app.message = i18n::format(_("No puzzle that practises {technique} turned up this time: it is rare on the "
                                     "easiest-first path. Try again, or another technique."),
                                   {{"technique", i18n::tr(technique_list_name(technique))}});
        return;
    }
    const Level level = made->rating.level;
    app.session.level = level;
    app.session.shape_params = ShapeParams{};  // practice puzzles are classic 9x9
    std::string origin = "Practice: ";
    origin += technique_list_name(technique);
    origin += " #";
    origin += std::to_string(seed);
    app.start_puzzle(Grid::from_givens(made->puzzle), std::move(origin),
                     {level, made->rating.score, seed, 0, technique});
    app.session.origin_phrase =
        Phrase(N_("Practice: {technique} #{seed}"),
               {{"technique", Phrase(technique_list_name(technique).data())}, {"seed", std::to_string(seed)}});
}

}  // namespace

void start_practice(App& app, Technique technique) {
    app.guarded(_("Start a new game?"), _("New game"), [&app, technique] { start_practice_now(app, technique); });
}

void practice_menu(App& app) {
    if (!ImGui::BeginMenu(_("Practice"))) return;
    Level shown = Level::Easy;
    bool first = true;
    for (const TechniqueInfo& info : technique_order()) {
        if (needs_clues(info.technique)) continue;  // practice is on the classic board
        const Level level = difficulty_of(info.technique).level;
        if (first || level != shown) {
            if (!first) ImGui::Separator();
            ImGui::TextDisabled("%s", tr_level(level).c_str());
            shown = level;
            first = false;
        }
        if (ImGui::MenuItem(i18n::tr(technique_list_name(info.technique)).c_str())) start_practice(app, info.technique);
    }
    ImGui::EndMenu();
}

}  // namespace sudoku::ui
