#include <catch2/catch.hpp>

#include "saves/autosave.hpp"

using namespace sudoku::saves;

TEST_CASE("Autosave waits for a quiet moment after changes", "[save][autosave]") {
    Autosaver autosaver(AutosaveTiming{2000, 15000, 10000});
    CHECK_FALSE(autosaver.dirty());
    CHECK_FALSE(autosaver.due(100000));

    autosaver.changed(1000);
    CHECK(autosaver.dirty());
    CHECK_FALSE(autosaver.due(2999));
    CHECK(autosaver.due(3000));

    SECTION("each change restarts the quiet period") {
        autosaver.changed(2500);
        CHECK_FALSE(autosaver.due(4000));
        CHECK(autosaver.due(4500));
    }
    SECTION("a player who never stops is saved after the longest delay") {
        for (std::int64_t t = 1000; t < 16000; t += 500) {
            autosaver.changed(t);
            CHECK_FALSE(autosaver.due(t));
        }
        autosaver.changed(16000);
        CHECK(autosaver.due(16000));
    }
    SECTION("a successful save clears it") {
        autosaver.saved(3000, true);
        CHECK_FALSE(autosaver.dirty());
        CHECK_FALSE(autosaver.due(60000));
    }
    SECTION("a failed save is retried later, not every frame") {
        autosaver.saved(3000, false);
        CHECK(autosaver.dirty());
        CHECK_FALSE(autosaver.due(3016));
        CHECK_FALSE(autosaver.due(12999));
        CHECK(autosaver.due(13000));
        autosaver.saved(13000, true);
        CHECK_FALSE(autosaver.due(13000));
    }
    SECTION("a new game starts clean") {
        autosaver.reset();
        CHECK_FALSE(autosaver.dirty());
    }
}
