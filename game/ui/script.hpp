// Headless scripts: one command per line, to drive the game the way a player would.
//
//   key NAME         a key press: SDL key names with optional modifiers, e.g. 5, Left, Ctrl+Z, Shift+3
//   click X Y        left click at window pixel (X, Y)
//   rclick X Y       right click
//   cell R C         left click the centre of board cell row R, column C (1-based, up to 16)
//   cell rRcC        the same by the cell's name: cell r10c12
//   cell MOD R C     a click with modifiers held: cell Ctrl 2 3 (add or remove a cell of the
//                    selection), cell Shift 4 5 (the rectangle from the cursor); MOD is Ctrl, Shift,
//                    Alt or several joined by '+' (Ctrl+Shift); the cell may be a name: cell Ctrl r2c3
//   drag R1 C1 R2 C2 press on cell (R1, C1), move over the cells between, release on (R2, C2):
//                    every cell passed over joins the selection
//                    (a symbol 10-16 is typed with its letter key: key A .. key G)
//   wait SECONDS     advance the game clock (fractions allowed)
//   shot FILE.png    write the current frame
//   export FILE      export the board with progress and notes as Game > Print / Export does
//                    (PDF, PNG or SVG by the file's extension); the game is not changed
//   # comment        (and blank lines) ignored
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/model/result.hpp"

namespace sudoku::ui {

struct ScriptCommand {
    enum class Kind { Key, Click, RightClick, Cell, Drag, Wait, Shot, Export } kind = Kind::Key;
    int line = 0;          // 1-based line in the script
    int key = 0;           // SDL_Keycode
    int modifiers = 0;     // SDL_Keymod
    float x = 0, y = 0;    // click position, or row/column for Cell and the start of a Drag
    float x2 = 0, y2 = 0;  // Drag: the row and column it ends on
    double seconds = 0;
    std::string file;
};

/// Parses a whole script. Errors say "line N: ..." naming what was wrong.
Result<std::vector<ScriptCommand>> parse_script(std::string_view text);

}  // namespace sudoku::ui
