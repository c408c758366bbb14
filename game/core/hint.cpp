#include "game/core/hint.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/logic/logical_solver.hpp"
#include "engine/logic/shape_logic.hpp"

#include "engine/notation.hpp"
#include "engine/text.hpp"
#include "game/core/shape_engine.hpp"

namespace sudoku::game {

// Said when no technique applies: the player may guess, and a branch point makes that safe.
constexpr std::string_view kNoStep =
    N_("no logical step found from here: none of the techniques I know applies, so the next move is a guess "
       "(Mark branch lets you try one and come back)");

Notes hint_candidates(const Board& board, const ShapeDigits& solution) {
    Notes out{};
    const ShapeDigits& digits = board.grid.digits();
    for (std::size_t cell = 0; cell < digits.size(); ++cell) {
        if (digits[cell] != 0) continue;
        out[cell] = candidates_of(board.grid, int(cell));
        DigitMask notes = board.notes[cell];
        if (notes != 0 && (notes & digit_bit(solution[cell]))) out[cell] &= notes;
    }
    return out;
}

std::string hint_text(const Step& step, HintLevel level) {
    return hint_text(step, level, *Shape::classic());
}

std::string hint_text(const Step& step, HintLevel level, const Shape& shape) {
    const bool classic = shape.is_classic();
    std::string text(technique_name(step.technique));
    if (!step.houses.empty()) {
        text += " in ";
        text += classic ? house_name(step.houses.front()) : shape.house_name(step.houses.front());
    }
    if (level == HintLevel::Technique) return text;
    if (level == HintLevel::Apply) {
        if (!step.explanation.empty()) return step.explanation;
        text += ": ";
        text += classic ? step.effect_text() : shape_step_effects(shape, step);
        return text;
    }
    // Level 2 teaches why: the engine's sentence names the cells and candidates that prove the
    // step (drawn on the board at the same time). Without one, list the evidence.
    if (!step.explanation.empty()) return step.explanation;
    if (!step.evidence.empty()) {
        text += ", evidence";
        for (const Evidence& e : step.evidence) {
            text += ' ';
            text += classic ? cell_name(e.candidate.cell) : shape.cell_name(e.candidate.cell);
            if (e.candidate.digit != 0) {
                text += '(';
                text += symbol_char(e.candidate.digit);
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

ShapeStepFinder shape_step_finder() {
    return [](const Shape& shape, const ShapeDigits& digits, const Notes& candidates) {
        return next_shape_hint_step(shape, digits, candidates);
    };
}

std::vector<StepGroup> all_hint_steps(const Board& board, const ShapeDigits& solution) {
    const ShapeDigits& digits = board.grid.digits();
    for (std::size_t cell = 0; cell < digits.size(); ++cell)
        if (digits[cell] != 0 && digits[cell] != solution[cell]) return {};
    const Notes candidates = hint_candidates(board, solution);
    const Shape& shape = board.shape();
    if (shape.is_classic()) {
        std::array<DigitMask, kCells> classic{};
        std::copy_n(candidates.begin(), kCells, classic.begin());
        return all_steps(CandidateGrid::from_player_notes(board.grid.classic_digits(), classic));
    }
    const std::vector<DigitMask> notes(candidates.begin(), candidates.begin() + shape.cell_count());
    return all_shape_steps(ShapeCandidates::from_player_notes(shape, digits, notes));
}

Result<Hint> make_hint(const Board& board, const ShapeDigits& solution, const StepFinder& finder,
                       const ShapeStepFinder& shape_finder, HintLevel level, bool clean_peers) {
    Hint hint;
    hint.level = level;
    const Shape& shape = board.shape();
    const ShapeDigits& digits = board.grid.digits();
    for (std::size_t cell = 0; cell < digits.size(); ++cell) {
        if (digits[cell] == 0 || digits[cell] == solution[cell]) continue;
        hint.wrong_digit = Candidate{std::uint8_t(cell), digits[cell]};
        hint.text = shape.cell_name(int(cell));
        hint.text += " is not ";
        hint.text += symbol_char(digits[cell]);
        hint.move = Move::erase({int(cell)});
        return hint;
    }
    std::optional<Step> step;
    const Notes candidates = hint_candidates(board, solution);
    if (shape.is_classic()) {
        if (!finder) return Error{0, N_("hints are not available")};
        std::array<DigitMask, kCells> classic{};
        std::copy_n(candidates.begin(), kCells, classic.begin());
        step = finder(board.grid.classic_digits(), classic);
    } else {
        if (!shape_finder) return Error{0, N_("hints are not available")};
        step = shape_finder(shape, digits, candidates);
    }
    if (!step || (step->placements.empty() && step->eliminations.empty())) return Error{0, std::string(kNoStep)};
    hint.text = hint_text(*step, level, shape);
    hint.move = Move::apply_step(*step, clean_peers);
    hint.step = std::move(step);
    return hint;
}

}  // namespace sudoku::game
