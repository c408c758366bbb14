#include <catch2/catch.hpp>

#include "game/core/settings.hpp"

using namespace sudoku::game;

TEST_CASE("Settings start from the documented defaults", "[game][settings]") {
    Settings settings;
    CHECK(settings.highlight_row_column_box);
    CHECK(settings.highlight_equal_digits);
    CHECK(settings.show_conflicts);
    CHECK(settings.mistakes_mode == MistakesMode::Off);
    CHECK(settings.mistake_limit == 0);
    CHECK(settings.hint_limit == 0);
    CHECK(settings.auto_remove_notes);
    CHECK(settings.show_timer);
    CHECK(settings.theme == Theme::Light);
    CHECK(settings.ui_scale == 1.0f);
    CHECK(settings.check_marks_wrong);
    CHECK(settings.board_labels == BoardLabels::None);
    Settings changed = settings;
    changed.theme = Theme::Dark;
    CHECK_FALSE(changed == settings);
}
