#include "engine/logic/techniques.hpp"

#include "engine/logic/finders.hpp"
#include "engine/logic/logical_solver.hpp"

namespace sudoku {

bool killer_technique(Technique technique) {
    switch (technique) {
        case Technique::CageCombination:
        case Technique::InnieOutie:
        case Technique::CageLocked:
        case Technique::InnieOutieSum:
            return true;
        default:
            return false;
    }
}

}  // namespace sudoku
