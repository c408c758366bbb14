// Print and export (issue #20): a board alone as PDF, PNG or SVG, and booklets of puzzles as PDF
// pages (several puzzles a page, labelled, with answer pages at the end). Everything is drawn by
// draw_board (board_drawing.hpp), so the three formats look alike. The functions here make the
// file's bytes in memory; write_file_replacing puts them on disk without ever leaving a
// half-written file in place of an existing one.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/model/result.hpp"
#include "print/board_drawing.hpp"

namespace sudoku::print {

using Status = Result<std::monostate>;

enum class Format : std::uint8_t { Pdf, Png, Svg };
/// "pdf", "png", "svg" (case-insensitive).
std::optional<Format> parse_format(std::string_view name);
std::string_view format_name(Format format);       // "pdf" ...
std::string_view format_extension(Format format);  // ".pdf" ...

enum class Paper : std::uint8_t { A4, Letter };
/// "a4", "letter" (case-insensitive).
std::optional<Paper> parse_paper(std::string_view name);
/// The paper's width and height in points (1/72 inch).
void paper_size(Paper paper, double& width, double& height);

/// The board alone, in a square image `size` units wide (pixels for PNG, points for PDF and SVG)
/// with a small white margin. PNG lines are snapped to whole pixels.
/// The white margin round a board exported at `size`: the board gets the square (m, m, size - 2m).
double export_margin(int size);

/// The widest PNG export_board draws. Its picture is drawn whole in memory, 4 bytes a pixel: 64 MiB
/// at 4096 pixels (1.6 GB at 20000), and 4096 pixels print a board 35 cm wide at 300 dpi. PDF and SVG
/// are drawn as vectors, so any size costs the same.
constexpr int kMaxPngSize = 4096;

Result<std::string> export_board(const BoardPicture& board, Format format, int size, const DrawStyle& style = {});

/// One puzzle of a booklet.
struct BookletPuzzle {
    std::shared_ptr<const Shape> shape;
    ShapeDigits givens;
    ShapeDigits solution;      // empty: none known (no answer drawn)
    std::string label;         // over the board: "No. 3 · Medium · seed 2029"
    std::string answer_label;  // over its answer: "No. 3"
    /// The same as templates (engine/model/phrase.hpp), drawn through BookletOptions::translate; without
    /// a format the labels above are drawn as they are.
    Phrase label_phrase = {}, answer_phrase = {};
};

struct BookletOptions {
    Paper paper = Paper::A4;
    int per_page = 4;        // 1, 2, 4 or 6
    bool solutions = false;  // answer pages at the end
    std::string title = "Sudoku";
    /// Translates the booklet's templates (labels, "Page 2 of 5", "... — Solutions"): the game
    /// passes its catalogue so the booklet is in the player's language (issue #33); empty: English.
    std::function<std::string(const char*)> translate;
};

/// Whether `per_page` is one a booklet lays out (1, 2, 4 or 6).
bool valid_per_page(int per_page);

/// How many answers an answer page holds for boards of side n (12 up to 9x9, 6 above).
int answers_per_page(int side);

/// The booklet's page count: puzzle pages, then answer pages with `solutions`.
int booklet_page_count(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options);

/// Where board `index` (0-based, reading order) of a page holding `per_page` boards lies, in
/// points from the page's top-left corner: the square draw_board is given. Answer pages hold
/// answers_per_page boards with smaller labels.
struct PagePlace {
    double x = 0, y = 0, size = 0;
};
PagePlace page_place(Paper paper, int per_page, int index, bool answers = false);

/// The booklet as a vector PDF: each page titled, numbered ("Page 2 of 5") and holding per_page
/// puzzles each under its label; with `solutions`, answer pages at the end (answers smaller, the
/// givens bold and the rest of the solution at normal weight).
Result<std::string> booklet_pdf(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options);

/// Writes `bytes` to `path` through a temporary file in the same folder, renamed over `path` once
/// complete and flushed: a failure leaves whatever was at `path` untouched. Errors name the path
/// and the reason: "cannot write out/book.pdf: No such file or directory".
Status write_file_replacing(const std::string& path, std::string_view bytes);

}  // namespace sudoku::print
