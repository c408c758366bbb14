// Fuzzes the sencode reader (codes and sudoku.jonasgeiler.com URLs).
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using sudoku::formats::Format;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto read = sudoku::formats::parse_puzzle(text, Format::Sencode);
    if (read) {
        sudoku::fuzz::check_round_trip(read.value(), Format::Sencode);
        sudoku::fuzz::check_round_trip(read.value(), Format::SencodeUrl);
    }
    return 0;
}
