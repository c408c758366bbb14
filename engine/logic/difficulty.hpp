// Difficulty: the one table that says how hard each technique is. The rater, the generator, the UI
// and the README all read it.
//
// A puzzle's level is the level of the hardest technique its easiest-first solving path needs;
// its score, on Sudoku Explainer's scale (1.0 - 11+), is the highest step score on that path.
#pragma once

#include <optional>
#include <string_view>

#include "engine/logic/step.hpp"

namespace sudoku {

enum class Level : std::uint8_t { Easy, Medium, Hard, Expert, Extreme };
inline constexpr int kLevelCount = 5;

std::string_view level_name(Level level);  // "Easy" ...
/// Parses a level name, case-insensitively.
std::optional<Level> parse_level(std::string_view name);

struct TechniqueDifficulty {
    Technique technique;
    Level level;
    double score;  // Sudoku Explainer's rating of the technique (chains add length bonuses)
};

/// The row of the table for one technique.
const TechniqueDifficulty& difficulty_of(Technique technique);

/// Score of one step: the technique's score, plus Sudoku Explainer's length bonus for chain techniques
/// (+0.1 each time the chain's length passes 4, 6, 8, 12, 16, 24, 32, ...).
double step_score(const Step& step);

}  // namespace sudoku
