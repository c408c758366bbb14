#include "engine/logic/techniques.hpp"

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"

namespace sudoku {

bool needs_clues(Technique technique) {
    switch (technique) {
        case Technique::CageCombination:
        case Technique::InnieOutie:
        case Technique::CageLocked:
        case Technique::InnieOutieSum:
        case Technique::ClueDeduction:
            return true;
        default:
            return false;
    }
}

}  // namespace sudoku
