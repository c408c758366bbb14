// Fuzzes the plain-text readers (81-character line, grid, .sdk, .ss) each on its own.
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using sudoku::formats::Format;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    for (Format format : {Format::Line, Format::Grid, Format::Sdk, Format::SimpleSudoku}) {
        auto read = sudoku::formats::parse_puzzle(text, format);
        if (read) sudoku::fuzz::check_round_trip(read.value(), format);
    }
    return 0;
}
