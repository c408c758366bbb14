// Fuzzes the readers of puzzles of every shape: Solo game IDs, shape text and the any-shape
// detector. Whatever a reader accepts must write back and read again to the same shape and givens,
// in both shaped formats.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"

namespace {

[[noreturn]] void fail(const char* what, const std::string& text) {
    std::fprintf(stderr, "shape round trip failed (%s): %s\n", what, text.c_str());
    std::abort();
}

void check(const sudoku::Puzzle& puzzle) {
    using namespace sudoku::formats;
    if (int(puzzle.givens.size()) != puzzle.shape->cell_count()) fail("wrong number of cells", "");
    std::string id = format_solo_id(*puzzle.shape, puzzle.givens);
    auto from_id = parse_solo_id(id);
    if (!from_id) fail("written ID does not read", id + " -> " + from_id.error().to_string());
    if (!(*from_id.value().shape == *puzzle.shape) || from_id.value().givens != puzzle.givens) fail("ID differs", id);
    std::string text = format_shape_text(*puzzle.shape, puzzle.givens);
    auto from_text = parse_shape_text(text);
    if (!from_text) fail("written text does not read", text + " -> " + from_text.error().to_string());
    if (!(*from_text.value().shape == *puzzle.shape) || from_text.value().givens != puzzle.givens)
        fail("text differs", text);
    auto detected = parse_any_shaped(id);
    if (!detected || detected.value().givens != puzzle.givens) fail("ID not detected", id);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudoku::formats;
    std::string_view text(reinterpret_cast<const char*>(data), size);
    if (auto id = parse_solo_id(text)) check(id.value());
    if (auto shaped = parse_shape_text(text)) check(shaped.value());
    if (auto any = parse_any_shaped(text)) check(any.value());
    return 0;
}
