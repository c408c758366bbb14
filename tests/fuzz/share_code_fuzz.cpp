// Fuzzes the share code reader. Most random input fails the checksum, so the target also builds
// a state from the bytes (givens, digits, notes) and round-trips it, which reaches the decoder's
// field parsing with valid checksums.
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku;
    using formats::Format;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto read = formats::parse_puzzle(text, Format::Share);
    if (read) fuzz::check_round_trip(read.value(), Format::Share);

    // Byte i describes cell i: low nibble 1-9 a digit (bit 4: given), otherwise empty with notes
    // from the byte; a trailing byte of 0x80 and above drops the notes.
    formats::PuzzleState state;
    CandidateMasks notes{};
    for (std::size_t i = 0; i < size && i < std::size_t(kCells); ++i) {
        int cell = int(i), digit = data[i] & 15;
        if (digit >= 1 && digit <= kDigits) {
            if (data[i] & 16)
                state.grid.set_given(cell, digit);
            else
                state.grid.set_digit(cell, digit);
        } else {
            notes[cell] = DigitMask((data[i] * 37u) & kAllDigits);
        }
    }
    if (size <= std::size_t(kCells) || data[kCells] < 0x80) state.notes = notes;
    // The formats that carry progress; the givens-only writers are covered by the other targets.
    for (Format format : {Format::Share, Format::ShareUrl, Format::SudokuWikiMarks, Format::SudokuWikiS9B})
        fuzz::check_round_trip(state, format);
    return 0;
}
