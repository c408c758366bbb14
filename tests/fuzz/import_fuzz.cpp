// Fuzzes import_puzzle (recognition and every reader): whatever it accepts must write and read
// back in every format.
#include <cstddef>
#include <cstdint>

#include "tests/fuzz/fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto imported = sudoku::formats::import_puzzle(text);
    if (imported) sudoku::fuzz::check_all_formats(imported.value().state);
    return 0;
}
