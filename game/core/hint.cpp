#include "game/core/hint.hpp"

#include <string>
#include <string_view>

#include "engine/logic/logical_solver.hpp"

#include "engine/notation.hpp"

namespace sudoku::game {

// Said when no technique applies: the player may guess, and a branch point makes that safe.
constexpr std::string_view kNoStep =
    "no logical step found from here: none of the techniques I know applies, so the next move is a guess "
    "(Mark branch lets you try one and come back)";

std::array<DigitMask, kCells> hint_candidates(const Board& board, const Digits& solution) {
    std::array<DigitMask, kCells> out{};
    const Digits& digits = board.grid.digits();
    for (int cell = 0; cell < kCells; ++cell) {
        if (digits[cell] != 0) continue;
        out[cell] = candidates_of(digits, cell);
        DigitMask notes = board.notes[cell];
        if (notes != 0 && (notes & digit_bit(solution[cell]))) out[cell] &= notes;
    }
    return out;
}

std::string hint_text(const Step& step, HintLevel level) {
    std::string text(technique_name(step.technique));
    if (!step.houses.empty()) {
        text += " in ";
        text += house_name(step.houses.front());
    }
    if (level == HintLevel::Technique) return text;
    if (level == HintLevel::Apply) {
        if (!step.explanation.empty()) return step.explanation;
        text += ": ";
        text += step.effect_text();
        return text;
    }
    // Level 2 teaches why: the engine's sentence names the cells and candidates that prove the
    // step (drawn on the board at the same time). Without one, list the evidence.
    if (!step.explanation.empty()) return step.explanation;
    if (!step.evidence.empty()) {
        text += ", evidence";
        for (const Evidence& e : step.evidence) {
            text += ' ';
            text += cell_name(e.candidate.cell);
            if (e.candidate.digit != 0) {
                text += '(';
                text += char('0' + e.candidate.digit);
                text += ')';
            }
        }
    }
    return text;
}

StepFinder logical_step_finder() {
    return [](const Digits& digits, const std::array<DigitMask, kCells>& candidates) {
        return next_step(CandidateGrid::from_player_notes(digits, candidates));
    };
}

Result<Hint> make_hint(const Board& board, const Digits& solution, const StepFinder& finder, HintLevel level,
                       bool clean_peers) {
    Hint hint;
    hint.level = level;
    const Digits& digits = board.grid.digits();
    for (int cell = 0; cell < kCells; ++cell) {
        if (digits[cell] == 0 || digits[cell] == solution[cell]) continue;
        hint.wrong_digit = Candidate{std::uint8_t(cell), digits[cell]};
        hint.text = cell_name(cell);
        hint.text += " is not ";
        hint.text += char('0' + digits[cell]);
        hint.move = Move::erase({cell});
        return hint;
    }
    if (!finder) return Error{0, "hints are not available"};
    std::optional<Step> step = finder(digits, hint_candidates(board, solution));
    if (!step || (step->placements.empty() && step->eliminations.empty())) return Error{0, std::string(kNoStep)};
    hint.text = hint_text(*step, level);
    hint.move = Move::apply_step(*step, clean_peers);
    hint.step = std::move(step);
    return hint;
}

}  // namespace sudoku::game
