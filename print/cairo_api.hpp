// cairo, loaded when first needed: sudoku-cli's commands other than print and export start
// without cairo and the X libraries it brings (about 1.2 ms of every start, more than the solving
// of a few hundred puzzles). The print code calls cairo through the table below, whose entries
// have cairo's own types (checked by the compiler against cairo's headers).
#pragma once

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <string>

namespace sudoku::print {

// Every cairo function the print code calls.
#define SUDOKU_CAIRO_FUNCTIONS(X)          \
    X(cairo_create)                        \
    X(cairo_destroy)                       \
    X(cairo_fill)                          \
    X(cairo_font_extents)                  \
    X(cairo_image_surface_create)          \
    X(cairo_line_to)                       \
    X(cairo_move_to)                       \
    X(cairo_new_path)                      \
    X(cairo_paint)                         \
    X(cairo_pdf_surface_create_for_stream) \
    X(cairo_pdf_surface_set_metadata)      \
    X(cairo_rectangle)                     \
    X(cairo_restore)                       \
    X(cairo_save)                          \
    X(cairo_select_font_face)              \
    X(cairo_set_dash)                      \
    X(cairo_set_font_size)                 \
    X(cairo_set_line_cap)                  \
    X(cairo_set_line_width)                \
    X(cairo_set_source_rgb)                \
    X(cairo_set_source_rgba)               \
    X(cairo_show_page)                     \
    X(cairo_show_text)                     \
    X(cairo_status)                        \
    X(cairo_status_to_string)              \
    X(cairo_stroke)                        \
    X(cairo_surface_destroy)               \
    X(cairo_surface_finish)                \
    X(cairo_surface_flush)                 \
    X(cairo_surface_status)                \
    X(cairo_surface_write_to_png_stream)   \
    X(cairo_svg_surface_create_for_stream) \
    X(cairo_text_extents)

struct CairoApi {
#define SUDOKU_CAIRO_POINTER(name) decltype(&::name) name = nullptr;
    SUDOKU_CAIRO_FUNCTIONS(SUDOKU_CAIRO_POINTER)
#undef SUDOKU_CAIRO_POINTER
};

/// cairo's functions, loaded from libcairo.so.2 (or the file the environment variable
/// SUDOKU_CAIRO_LIBRARY names) on the first call; thread-safe, and the library stays loaded. Null
/// when the library or one of its functions cannot be loaded; *error (if given) then says why:
/// "cannot load libcairo.so.2 to draw with: ...".
const CairoApi* load_cairo(std::string* error = nullptr);

/// The loaded table. Precondition: load_cairo() succeeded (the entry points that make a cairo
/// surface check it first).
const CairoApi& cairo();

}  // namespace sudoku::print
