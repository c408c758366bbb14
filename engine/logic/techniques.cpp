#include "engine/logic/techniques.hpp"

#include "engine/logic/shape_logic.hpp"
#include "engine/logic/shape_techniques.hpp"

namespace sudoku {

std::span<const TechniqueInfo> technique_order() {
    return shape_technique_order();
}

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

std::vector<Step> find_all(Technique technique, const ShapeCandidates& grid, int limit) {
    return find_all_shape(technique, grid, limit);
}

}  // namespace sudoku
