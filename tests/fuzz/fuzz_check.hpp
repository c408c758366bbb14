// What every format fuzz target checks once a reader has accepted its input: writing the state
// and reading it back gives the same puzzle (and progress, where the format carries it).
// A mismatch aborts, which libFuzzer reports as a crash with the input that caused it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "engine/formats/formats.hpp"
#include "engine/model/notation.hpp"

namespace sudoku::fuzz {

[[noreturn]] inline void fail(const char* what, formats::Format format, const std::string& text) {
    std::fprintf(stderr, "round trip failed (%s) in %s: %s\n", what, std::string(formats::format_name(format)).c_str(),
                 text.c_str());
    std::abort();
}

/// Writes `state` in `format`, reads it back and checks the result.
inline void check_round_trip(const formats::PuzzleState& state, formats::Format format) {
    using namespace formats;
    std::string text = export_puzzle(state, format);
    auto read = parse_puzzle(text, format);
    if (!read) fail("written text does not read", format, text + " -> " + read.error().to_string());
    if (read.value().grid.givens() != state.grid.givens()) fail("givens differ", format, text);
    if (!carries_progress(format)) {
        if (!(read.value() == PuzzleState{Grid::from_givens(state.grid.givens()), {}}))
            fail("not givens only", format, text);
    } else if (format == Format::Share || format == Format::ShareUrl) {
        if (!(read.value() == state)) fail("share code lost something", format, text);
    } else {
        // SudokuWiki's forms normalise notes (all nine = none; in the 162 form a single note is a
        // digit): writing what was read must then be exact.
        std::string again = export_puzzle(read.value(), format);
        if (again != text && parse_puzzle(again, format).value() != read.value()) fail("not idempotent", format, text);
        if (read.value().grid.digits() != state.grid.digits() && format == Format::SudokuWikiS9B)
            fail("S9B lost digits", format, text);
    }
    // And recognition finds the format it was written in.
    auto imported = import_puzzle(text);
    if (!imported) fail("written text is not recognised", format, text + " -> " + imported.error().to_string());
    if (!(imported.value().state == read.value())) fail("import reads differently", format, text);
}

inline void check_all_formats(const formats::PuzzleState& state) {
    for (auto format : formats::kAllFormats) check_round_trip(state, format);
}

}  // namespace sudoku::fuzz
