// The headless game's script (game/ui/script.hpp): each verb read into its command, modifiers on
// keys and cells, and each mistake named with its line.
#include <catch2/catch.hpp>

#include <SDL.h>

#include "game/ui/script.hpp"

using namespace sudoku;
using namespace sudoku::ui;

namespace {

std::string error_of(const std::string& text) {
    auto parsed = parse_script(text);
    REQUIRE_FALSE(parsed);
    return parsed.error().message;
}

}  // namespace

TEST_CASE("A script reads every verb, with modifiers and cell names", "[script]") {
    auto parsed = parse_script(
        "# a comment\n\nkey Ctrl+Shift+z\ncell 4 6\ncell Ctrl+Alt r10c12\nclick 10.5 20\nrclick 1 2\n"
        "drag 1 2 3 4\nwait 0.5\nshot a.png\nexport b.pdf\n");
    REQUIRE(parsed);
    const auto& c = parsed.value();
    REQUIRE(c.size() == 9);
    CHECK(c[0].kind == ScriptCommand::Kind::Key);
    CHECK(c[0].line == 3);
    CHECK(c[0].key == int(SDLK_z));
    CHECK(c[0].modifiers == int(KMOD_LCTRL | KMOD_LSHIFT));
    CHECK((c[1].kind == ScriptCommand::Kind::Cell && c[1].x == 4 && c[1].y == 6 && c[1].modifiers == 0));
    CHECK((c[2].kind == ScriptCommand::Kind::Cell && c[2].x == 10 && c[2].y == 12));
    CHECK(c[2].modifiers == int(KMOD_LCTRL | KMOD_LALT));
    CHECK((c[3].kind == ScriptCommand::Kind::Click && c[3].x == 10.5f && c[3].y == 20));
    CHECK(c[4].kind == ScriptCommand::Kind::RightClick);
    CHECK((c[5].kind == ScriptCommand::Kind::Drag && c[5].x == 1 && c[5].y == 2 && c[5].x2 == 3 && c[5].y2 == 4));
    CHECK((c[6].kind == ScriptCommand::Kind::Wait && c[6].seconds == 0.5));
    CHECK((c[7].kind == ScriptCommand::Kind::Shot && c[7].file == "a.png"));
    CHECK((c[8].kind == ScriptCommand::Kind::Export && c[8].file == "b.pdf"));
    CHECK(parse_script("key +").value()[0].key == int(SDLK_PLUS));  // a lone '+' is the key itself
}

TEST_CASE("A script's mistakes are named with their line", "[script]") {
    CHECK(error_of("key a\nkey\n") == "line 2: expected 'key NAME'");
    CHECK(error_of("key Hyper+a") == "line 1: unknown modifier 'Hyper' (expected Ctrl, Shift or Alt)");
    CHECK(error_of("key NoSuchKey") == "line 1: unknown key 'NoSuchKey'");
    CHECK(error_of("cell Meta 1 2") == "line 1: unknown modifier 'Meta' (expected Ctrl, Shift or Alt)");
    CHECK(error_of("cell r4x6") == "line 1: 'r4x6' is not a cell name like r4c6 or r10c12");
    CHECK(error_of("cell r17c1") == "line 1: 'r17c1' is not a cell name like r4c6 or r10c12");
    CHECK(error_of("cell 1") == "line 1: expected 'cell ROW COLUMN'");
    CHECK(error_of("click 1") == "line 1: expected 'click X Y'");
    CHECK(error_of("click a b") == "line 1: 'a b' are not two numbers");
    CHECK(error_of("cell 0 3") == "line 1: cell needs a row and a column from 1 to 16");
    CHECK(error_of("drag 1 2 3") == "line 1: expected 'drag ROW1 COLUMN1 ROW2 COLUMN2'");
    CHECK(error_of("drag 1 2 3 17") == "line 1: drag needs two cells as rows and columns from 1 to 16");
    CHECK(error_of("wait -1") == "line 1: wait needs a number of seconds from 0 to 1000000");
    CHECK(error_of("wait nan") == "line 1: wait needs a number of seconds from 0 to 1000000");
    CHECK(error_of("shot") == "line 1: expected 'shot FILE.png'");
    CHECK(error_of("export a b") == "line 1: expected 'export FILE.pdf|png|svg'");
    CHECK(error_of("jump 1") ==
          "line 1: unknown command 'jump' (expected key, click, rclick, cell, drag, wait, shot or export)");
}
