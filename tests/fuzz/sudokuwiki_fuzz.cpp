// Fuzzes the SudokuWiki reader (URLs and bd= values: 81, 162 and S9B forms).
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using sudoku::formats::Format;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto read = sudoku::formats::parse_puzzle(text, Format::SudokuWiki);
    if (read)
        for (Format format : {Format::SudokuWiki, Format::SudokuWikiMarks, Format::SudokuWikiS9B, Format::Share})
            sudoku::fuzz::check_round_trip(read.value(), format);
    return 0;
}
