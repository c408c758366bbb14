// Help > How to play (issue #33): one page per kind of board the game offers (classic, the small
// and big boards, X, Windoku, Jigsaw, Killer and its variants), each with the rules in a few
// sentences and a small example board drawn as the game draws its own. Up/Down or Left/Right (and
// PageUp/PageDown) walk the pages; Esc closes.
#pragma once

#include <array>
#include <optional>

#include "engine/generate/generator.hpp"

namespace sudoku::ui {

struct App;

inline constexpr int kHowToPlayPages = 8;

/// UI state only: the page shown, and each page's example puzzle (made once, when first shown).
struct HowToPlay {
    int page = 0;
    std::array<std::optional<GeneratedShapePuzzle>, kHowToPlayPages> examples;
    int example_cell = 0;  // the cell size of the example drawn last (for --dump-layout)
};

/// Draws the window when it is open.
void how_to_play_window(App& app);

/// The pages' titles, untranslated (for the large font's glyphs).
std::array<const char*, kHowToPlayPages> how_to_play_titles();

}  // namespace sudoku::ui
