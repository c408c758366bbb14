#include "game/core/hint.hpp"

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/logic/logical_solver.hpp"

#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"
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

std::vector<Technique> techniques_needed(const Shape& shape, const ShapeDigits& givens) {
    SolvePath path;
    if (shape.is_classic()) {
        Digits classic{};
        std::copy_n(givens.begin(), kCells, classic.begin());
        path = solve_logically(classic);
    } else {
        path = solve_logically(shape, givens);
    }
    std::vector<Technique> out;
    for (const Step& step : path.steps)
        if (std::find(out.begin(), out.end(), step.technique) == out.end()) out.push_back(step.technique);
    return out;
}

StepFinder logical_step_finder() {
    return [](const Digits& digits, const std::array<DigitMask, kCells>& candidates) {
        return next_step(Candidates::from_player_notes(digits, candidates));
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
    // A classic board's steps on Shape::classic(), as the classic hint (logical_step_finder) finds them.
    const Shape& shape = board.shape().is_classic() ? *Shape::classic() : board.shape();
    const std::vector<DigitMask> notes(candidates.begin(), candidates.begin() + shape.cell_count());
    return all_steps(Candidates::from_player_notes(shape, digits, notes));
}

std::optional<NotesProblem> check_notes(const Board& board, const ShapeDigits& solution) {
    const Shape& shape = board.shape();
    const ShapeDigits& digits = board.grid.digits();
    const int cells = shape.cell_count();
    NotesProblem problem;
    bool found = false;
    for (int cell = 0; cell < cells && !found; ++cell) {
        const DigitMask notes = board.notes[std::size_t(cell)];
        const int needed = solution[std::size_t(cell)];
        if (digits[std::size_t(cell)] != 0 || notes == 0 || needed == 0 || (notes & digit_bit(needed))) continue;
        problem.kind = NotesProblem::Missing;
        problem.candidate = Candidate{std::uint8_t(cell), std::uint8_t(needed)};
        found = true;
    }
    for (int cell = 0; cell < cells && !found; ++cell) {
        const DigitMask notes = board.notes[std::size_t(cell)];
        if (digits[std::size_t(cell)] != 0 || notes == 0) continue;
        for (int peer : shape.peers(cell)) {
            const int held = digits[std::size_t(peer)];
            if (held == 0 || !(notes & digit_bit(held))) continue;
            if (found && held >= problem.candidate.digit) continue;
            problem.kind = NotesProblem::Stale;
            problem.candidate = Candidate{std::uint8_t(cell), std::uint8_t(held)};
            problem.peer = peer;
            found = true;
        }
    }
    if (!found) return std::nullopt;
    Step& drawing = problem.drawing;
    if (problem.kind == NotesProblem::Missing) {
        drawing.evidence = {{problem.candidate, Role::Cause}};
    } else {
        drawing.eliminations = {problem.candidate};
        drawing.evidence = {{{problem.candidate.cell, 0}, Role::Cause},
                            {{std::uint8_t(problem.peer), problem.candidate.digit}, Role::Cause}};
    }
    return problem;
}

namespace {

std::string notes_hint_text(const NotesProblem& problem, HintLevel level, const Shape& shape) {
    const std::string cell = shape.cell_name(problem.candidate.cell);
    const std::string digit(1, symbol_char(problem.candidate.digit));
    const std::string peer = problem.peer >= 0 ? shape.cell_name(problem.peer) : std::string();
    const std::pair<std::string_view, std::string_view> values[] = {{"cell", cell}, {"digit", digit}, {"peer", peer}};
    return fill_placeholders(notes_hint_format(problem, level), values);
}

}  // namespace

const char* notes_hint_format(const NotesProblem& problem, HintLevel level) {
    const bool missing = problem.kind == NotesProblem::Missing;
    return level == HintLevel::Technique ? N_("check the notes of {cell}")
           : level == HintLevel::Evidence
               ? (missing ? N_("{cell}: your notes leave out {digit}, but {digit} is still possible there")
                          : N_("{cell}: your notes keep {digit}, but {peer} holds {digit}"))
           : missing ? N_("{digit} put back in the notes of {cell}")
                     : N_("{digit} taken out of the notes of {cell}");
}

Result<Hint> make_hint(const Board& board, const ShapeDigits& solution, const StepFinder& finder,
                       const ShapeStepFinder& shape_finder, HintLevel level, bool clean_peers,
                       bool check_player_notes) {
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
    if (check_player_notes) {
        if (auto problem = check_notes(board, solution)) {
            const int cell = problem->candidate.cell;
            const DigitMask bit = digit_bit(problem->candidate.digit);
            const DigitMask notes = board.notes[std::size_t(cell)];
            hint.text = notes_hint_text(*problem, level, shape);
            hint.move =
                Move::set_notes({cell}, DigitMask(problem->kind == NotesProblem::Missing ? notes | bit : notes & ~bit));
            hint.notes = std::move(problem);
            return hint;
        }
    }
    std::optional<Step> step;
    const Notes candidates = hint_candidates(board, solution);
    if (shape.is_classic()) {
        if (!finder) return Error::say(0, Phrase(N_("hints are not available")));
        std::array<DigitMask, kCells> classic{};
        std::copy_n(candidates.begin(), kCells, classic.begin());
        step = finder(board.grid.classic_digits(), classic);
    } else {
        if (!shape_finder) return Error::say(0, Phrase(N_("hints are not available")));
        step = shape_finder(shape, digits, candidates);
    }
    if (!step || (step->placements.empty() && step->eliminations.empty())) return Error::say(0, Phrase(kNoStep.data()));
    hint.text = hint_text(*step, level, shape);
    hint.move = Move::apply_step(*step, clean_peers);
    hint.step = std::move(step);
    return hint;
}

}  // namespace sudoku::game
