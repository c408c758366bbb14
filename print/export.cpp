#include "print/export.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "engine/model/text.hpp"
#include "print/cairo_api.hpp"

namespace sudoku::print {

namespace {

bool same_word(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

/// Finishes a surface that wrote into `bytes`; an Error when cairo failed.
Result<std::string> finish(cairo_surface_t* surface, cairo_t* cr, std::string& bytes) {
    cairo_status_t status = cairo().cairo_status(cr);
    cairo().cairo_destroy(cr);
    cairo().cairo_surface_finish(surface);
    if (status == CAIRO_STATUS_SUCCESS) status = cairo().cairo_surface_status(surface);
    cairo().cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
        return Error{0, std::string("cairo: ") + cairo().cairo_status_to_string(status)};
    return std::move(bytes);
}

void set_rgb(cairo_t* cr, std::uint32_t rgb) {
    cairo().cairo_set_source_rgb(cr, ((rgb >> 16) & 0xFF) / 255.0, ((rgb >> 8) & 0xFF) / 255.0, (rgb & 0xFF) / 255.0);
}

/// Whether the text holds a CJK character (U+2E80 and up, as UTF-8 lead bytes E2 BA and above):
/// DejaVu Sans has none, and cairo's toy font API does not fall back per glyph.
bool has_cjk(const std::string& text) {
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        const auto lead = static_cast<unsigned char>(text[i]), next = static_cast<unsigned char>(text[i + 1]);
        if (lead >= 0xE3 && lead <= 0xEF) return true;
        if (lead == 0xE2 && next >= 0xBA) return true;
    }
    return false;
}

void text_at(cairo_t* cr, const std::string& text, double x, double y, double size, bool bold) {
    // Chinese in WenQuanYi Micro Hei, the font the game's UI draws Chinese with (a dependency of
    // the package, like DejaVu): cairo embeds the glyphs it uses in the PDF.
    cairo().cairo_select_font_face(cr, has_cjk(text) ? "WenQuanYi Micro Hei" : "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                                   bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo().cairo_set_font_size(cr, size);
    cairo().cairo_move_to(cr, x, y);
    cairo().cairo_show_text(cr, text.c_str());
}

double text_width(cairo_t* cr, const std::string& text) {
    cairo_text_extents_t e;
    cairo().cairo_text_extents(cr, text.c_str(), &e);
    return e.x_advance;
}

void grid_of(int per_page, int& cols, int& rows) {
    switch (per_page) {
        case 1:
            cols = 1, rows = 1;
            break;
        case 2:
            cols = 1, rows = 2;
            break;
        case 4:
            cols = 2, rows = 2;
            break;
        case 6:
            cols = 2, rows = 3;
            break;
        case 12:
            cols = 3, rows = 4;
            break;
        default:
            cols = 2, rows = 3;
            break;
    }
}

constexpr double kMargin = 40;
constexpr double kTitleBand = 34;
constexpr double kFooterBand = 20;

PagePlace place_on_page(double width, double height, int per_page, int index, bool answers) {
    int cols = 2, rows = 3;
    grid_of(per_page, cols, rows);
    const double top = kMargin + kTitleBand, bottom = height - kMargin - kFooterBand;
    const double slot_w = (width - 2 * kMargin) / cols, slot_h = (bottom - top) / rows;
    const double label_h = answers ? 12 : 15, gap = answers ? 12 : 18;
    PagePlace at;
    at.size = std::min(slot_w - gap, slot_h - label_h - gap);
    const int col = index % cols, row = index / cols;
    at.x = kMargin + col * slot_w + (slot_w - at.size) / 2;
    at.y = top + row * slot_h + (slot_h - label_h - at.size) / 2 + label_h;
    return at;
}

/// One page: its title, its footer, and up to cols x rows boards, each under its label.
struct PageItem {
    BoardPicture picture;
    std::string label;
};
void draw_page(cairo_t* cr, double width, double height, const std::string& title, int page, int pages,
               const std::vector<PageItem>& items, int per_page, bool answers,
               const std::function<std::string(const char*)>& translate) {
    set_rgb(cr, 0xFFFFFF);
    cairo().cairo_paint(cr);
    set_rgb(cr, 0x111318);
    text_at(cr, title, kMargin, kMargin + 14, 16, true);
    cairo().cairo_set_line_width(cr, 0.6);
    cairo().cairo_move_to(cr, kMargin, kMargin + 22);
    cairo().cairo_line_to(cr, width - kMargin, kMargin + 22);
    cairo().cairo_stroke(cr);
    const std::string footer =
        render(Phrase(N_("Page {page} of {pages}"), {{"page", std::to_string(page)}, {"pages", std::to_string(pages)}}),
               translate);
    text_at(cr, "", 0, 0, 9, false);
    text_at(cr, footer, (width - text_width(cr, footer)) / 2, height - kMargin + 6, 9, false);

    DrawStyle style;
    if (answers) style.player = 0x4A4F5A;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const PagePlace at = place_on_page(width, height, per_page, int(i), answers);
        set_rgb(cr, 0x22262E);
        text_at(cr, items[i].label, at.x, at.y - 5, answers ? 8 : 9.5, false);
        draw_board(cr, items[i].picture, at.x, at.y, at.size, style);
    }
}

}  // namespace

std::optional<Format> parse_format(std::string_view name) {
    if (same_word(name, "pdf")) return Format::Pdf;
    if (same_word(name, "png")) return Format::Png;
    if (same_word(name, "svg")) return Format::Svg;
    return std::nullopt;
}

std::string_view format_name(Format format) {
    switch (format) {
        case Format::Pdf:
            return "pdf";
        case Format::Png:
            return "png";
        case Format::Svg:
            return "svg";
    }
    return "pdf";
}

std::string_view format_extension(Format format) {
    switch (format) {
        case Format::Pdf:
            return ".pdf";
        case Format::Png:
            return ".png";
        case Format::Svg:
            return ".svg";
    }
    return ".pdf";
}

std::optional<Paper> parse_paper(std::string_view name) {
    if (same_word(name, "a4")) return Paper::A4;
    if (same_word(name, "letter")) return Paper::Letter;
    return std::nullopt;
}

void paper_size(Paper paper, double& width, double& height) {
    if (paper == Paper::Letter) {
        width = 612, height = 792;  // 8.5 x 11 in
    } else {
        width = 595.276, height = 841.89;  // 210 x 297 mm
    }
}

double export_margin(int size) {
    return std::max(2.0, std::round(size * 0.025));
}

Result<std::string> export_board(const BoardPicture& board, Format format, int size, const DrawStyle& style) {
    if (!board.shape || int(board.givens.size()) != board.shape->cell_count())
        return Error::say(0, Phrase(N_("nothing to export: the board is empty")));
    if (size < 16 || size > 20000) return Error::say(0, Phrase(N_("the size must be 16 to 20000")));
    if (format == Format::Png && size > kMaxPngSize)
        return Error::say(0, Phrase(N_("a PNG is at most {max} pixels wide (not {size}); SVG and PDF draw any size"),
                                    {{"max", std::to_string(kMaxPngSize)}, {"size", std::to_string(size)}}));
    if (std::string why; !load_cairo(&why)) return Error{0, why};
    std::string bytes;
    const double margin = export_margin(size);
    cairo_surface_t* surface = nullptr;
    switch (format) {
        case Format::Pdf:
            surface = cairo().cairo_pdf_surface_create_for_stream(append_bytes, &bytes, size, size);
            cairo().cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, "Sudoku");
            break;
        case Format::Svg:
            surface = cairo().cairo_svg_surface_create_for_stream(append_bytes, &bytes, size, size);
            break;
        case Format::Png:
            surface = cairo().cairo_image_surface_create(CAIRO_FORMAT_RGB24, size, size);
            break;
    }
    cairo_t* cr = cairo().cairo_create(surface);
    set_rgb(cr, 0xFFFFFF);
    cairo().cairo_paint(cr);
    DrawStyle drawn = style;
    drawn.snap_to_pixels = format == Format::Png;
    draw_board(cr, board, margin, margin, size - 2 * margin, drawn);
    if (format == Format::Png) {
        cairo().cairo_surface_flush(surface);
        cairo_status_t status = cairo().cairo_status(cr);
        if (status == CAIRO_STATUS_SUCCESS)
            status = cairo().cairo_surface_write_to_png_stream(surface, append_bytes, &bytes);
        cairo().cairo_destroy(cr);
        cairo().cairo_surface_destroy(surface);
        if (status != CAIRO_STATUS_SUCCESS)
            return Error{0, std::string("cairo: ") + cairo().cairo_status_to_string(status)};
        return bytes;
    }
    return finish(surface, cr, bytes);
}

PagePlace page_place(Paper paper, int per_page, int index, bool answers) {
    double width = 0, height = 0;
    paper_size(paper, width, height);
    return place_on_page(width, height, per_page, index, answers);
}

bool valid_per_page(int per_page) {
    return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6;
}

int answers_per_page(int side) {
    return side <= 9 ? 12 : 6;
}

namespace {

int ceil_div(int a, int b) {
    return (a + b - 1) / b;
}
int answer_count(const std::vector<BookletPuzzle>& puzzles) {
    return int(
        std::count_if(puzzles.begin(), puzzles.end(), [](const BookletPuzzle& p) { return !p.solution.empty(); }));
}
std::string label_of(const Phrase& phrase, const std::string& label,
                     const std::function<std::string(const char*)>& translate) {
    return phrase.format ? render(phrase, translate) : label;
}
int largest_side(const std::vector<BookletPuzzle>& puzzles) {
    int side = 4;
    for (const auto& p : puzzles) side = std::max(side, p.shape->side());
    return side;
}

}  // namespace

int booklet_page_count(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options) {
    int pages = ceil_div(int(puzzles.size()), options.per_page);
    if (options.solutions) pages += ceil_div(answer_count(puzzles), answers_per_page(largest_side(puzzles)));
    return pages;
}

Result<std::string> booklet_pdf(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options) {
    if (puzzles.empty()) return Error::say(0, Phrase(N_("no puzzles to print")));
    if (!valid_per_page(options.per_page)) return Error::say(0, Phrase(N_("puzzles per page must be 1, 2, 4 or 6")));
    if (std::string why; !load_cairo(&why)) return Error{0, why};
    double width = 0, height = 0;
    paper_size(options.paper, width, height);
    std::string bytes;
    cairo_surface_t* surface = cairo().cairo_pdf_surface_create_for_stream(append_bytes, &bytes, width, height);
    cairo().cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, options.title.c_str());
    cairo().cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "sudoku");
    cairo_t* cr = cairo().cairo_create(surface);
    const int pages = booklet_page_count(puzzles, options);
    int page = 0;
    for (std::size_t first = 0; first < puzzles.size(); first += std::size_t(options.per_page)) {
        std::vector<PageItem> items;
        for (std::size_t i = first; i < std::min(puzzles.size(), first + std::size_t(options.per_page)); ++i)
            items.push_back({BoardPicture{puzzles[i].shape, puzzles[i].givens, {}, {}},
                             label_of(puzzles[i].label_phrase, puzzles[i].label, options.translate)});
        draw_page(cr, width, height, options.title, ++page, pages, items, options.per_page, false, options.translate);
        cairo().cairo_show_page(cr);
    }
    if (options.solutions) {
        const int per_page = answers_per_page(largest_side(puzzles));
        std::vector<PageItem> items;
        auto flush = [&] {
            const std::string title =
                render(Phrase(N_("{title} \u2014 Solutions"), {{"title", options.title}}), options.translate);
            draw_page(cr, width, height, title, ++page, pages, items, per_page, true, options.translate);
            cairo().cairo_show_page(cr);
            items.clear();
        };
        for (const auto& p : puzzles) {
            if (p.solution.empty()) continue;
            items.push_back({BoardPicture{p.shape, p.givens, p.solution, {}},
                             label_of(p.answer_phrase, p.answer_label, options.translate)});
            if (int(items.size()) == per_page) flush();
        }
        if (!items.empty()) flush();
    }
    return finish(surface, cr, bytes);
}

Status write_file_replacing(const std::string& path, std::string_view bytes) {
    namespace fs = std::filesystem;
    // The system's reason (strerror) stays as the system words it; the sentence round it translates.
    auto fail = [&](Phrase reason) {
        return Status(Error::say(
            0, Phrase(N_("cannot write {path}: {reason}"), {{"path", path}, {"reason", std::move(reason)}})));
    };
    auto fail_errno = [&](int error) { return fail(Phrase::text(std::strerror(error))); };
    if (path.empty()) return Error::say(0, Phrase(N_("no file name given")));
    std::error_code ec;
    if (fs::is_directory(path, ec)) return fail(Phrase(N_("it is a folder")));
    const fs::path target(path);
    fs::path folder = target.parent_path();
    if (folder.empty()) folder = ".";
    std::string name = ".";
    name += target.filename().string();
    name += ".tmp-XXXXXX";
    std::string temp = (folder / name).string();
    int fd = mkstemp(temp.data());
    if (fd < 0) return fail_errno(errno);
    // mkstemp makes the file private (0600): give it the mode a new file would have had.
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    std::size_t done = 0;
    while (done < bytes.size()) {
        ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const int error = n < 0 ? errno : ENOSPC;
            close(fd);
            unlink(temp.c_str());
            return fail_errno(error);
        }
        done += std::size_t(n);
    }
    const bool synced = fsync(fd) == 0;
    const int sync_error = errno;
    if (close(fd) != 0 || !synced) {
        const int error = synced ? errno : sync_error;
        unlink(temp.c_str());
        return fail_errno(error);
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const int error = errno;
        unlink(temp.c_str());
        return fail_errno(error);
    }
    return std::monostate{};
}

}  // namespace sudoku::print
