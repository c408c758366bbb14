// execute_move: the rules of what each move does to a board, as a pure function.
//
// (board, move) -> new board, or an Error saying why the move is refused. Game::apply is the only
// caller in play; tests call it directly. Refusals, checked before anything changes:
//   - a cell outside the board, a digit outside 1-9, notes outside the digits' bits;
//   - a move naming a given (givens never change; the UI leaves them out of selections);
//   - a note move (T, N, A or C with cells, H's eliminations) naming a cell that holds a digit;
//   - P, E, T, N or H without cells or effects;
//   - a move that would change nothing (so the history never holds a no-op).
#pragma once

#include "engine/model/result.hpp"
#include "game/core/board.hpp"
#include "game/core/move.hpp"

namespace sudoku::game {

Result<Board> execute_move(const Board& board, const Move& move);

}  // namespace sudoku::game
