// sudoku-cli print and export: booklets of puzzles as PDF, and one board as PDF, PNG or SVG
// (print/export.hpp draws them).
#include <sys/stat.h>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/formats/shape_text.hpp"
#include "engine/formats/solo_id.hpp"
#include "engine/model/notation.hpp"
#include "print/export.hpp"
#include "print/puzzles.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

namespace {

constexpr const char* kPrintUsage = R"(Usage: sudoku-cli print --level L [OPTIONS] -o FILE.pdf
       sudoku-cli print [OPTIONS] -o FILE.pdf [FILE|-]...

Writes a booklet of puzzles as a PDF: new puzzles at a level (--level), or the puzzles of files
(any form the other commands read; with no FILE and no --level, standard input). Each puzzle is
labelled with its number, and new ones with their level and seed (puzzles from files with their
rated level); --solutions adds answer pages at the end.
Options:
  --level L        make new puzzles: easy, medium, hard, expert or extreme
  --count N        how many new puzzles (1 to 500; default: one page's worth); puzzle i uses seed S+i
  --seed S         the first seed (default: taken from the clock, and printed on stderr)
  --shape PARAMS   the board, as generate takes it: 3x3 (default), 2x3, 4x4, 3x3x, 3x3w, 9j, 3x3k...
  --per-page N     puzzles on a page: 1, 2, 4 (default) or 6
  --paper P        a4 (default) or letter
  --solutions      add answer pages at the end
  --title TEXT     the title on every page (default "Sudoku", with the level)
  -o, --output F   the PDF to write (required); an existing file is replaced only once the new
                   one is complete
Exit status: 0 written, 1 bad input or the file cannot be written, 2 usage error.
)";

constexpr const char* kExportUsage = R"(Usage: sudoku-cli export PUZZLE|FILE|- [--format F] [--size N] -o FILE

Draws one board alone, as it would be printed, to a PDF, PNG or SVG file. PUZZLE is an
81-character line or a Solo game ID; FILE (or - for standard input) gives its first puzzle.
Options:
  --format F       pdf, png or svg (default: from the output's extension)
  --size N         the image's side: pixels for PNG (16 to 4096), points for PDF and SVG (16 to
                   20000; default 600)
  -o, --output F   the file to write (required); an existing file is replaced only once the new
                   one is complete
Exit status: 0 written, 1 bad input or the file cannot be written, 2 usage error.
)";

bool parse_number(std::string_view text, std::uint64_t& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

/// Whether the output's folder exists (checked before the work, so a typo fails at once).
bool folder_missing(const std::string& path) {
    std::filesystem::path folder = std::filesystem::path(path).parent_path();
    std::error_code ec;
    return !folder.empty() && !std::filesystem::is_directory(folder, ec);
}

int cannot_write(const std::string& message) {
    std::fprintf(stderr, "sudoku-cli: %s\n", message.c_str());
    return 1;
}

/// Reads every puzzle of the files; false (after reporting) when some input was bad.
bool read_puzzles(const std::vector<std::string>& files, std::vector<Puzzle>& out) {
    bool bad = false;
    for (const auto& file : files) {
        auto summary = for_each_puzzle(file, [&](const PuzzleLine& line) {
            Puzzle p = line.as_shaped();
            if (report_broken_shape_rules(line.where(), *p.shape, p.givens)) {
                bad = true;
                return;
            }
            out.push_back(std::move(p));
        });
        bad = bad || summary.bad_lines > 0;
    }
    return !bad;
}

}  // namespace

int run_print(const Args& args) {
    if (wants_help(args)) return std::fputs(kPrintUsage, stdout), 0;
    print::BookletOptions options;
    std::optional<Level> level;
    std::uint64_t count = 0, seed = 0;
    bool have_seed = false, have_title = false;
    std::optional<ShapeParams> shape_params;
    std::string output;
    std::vector<std::string> files;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (option_value(args, i, "--level", value, missing)) {
            level = missing ? std::nullopt : parse_level(value);
            if (!level) return usage_error("--level needs one of easy, medium, hard, expert, extreme");
        } else if (option_value(args, i, "--count", value, missing)) {
            if (missing || !parse_number(value, count) || count < 1 || count > 500)
                return usage_error("--count needs a whole number from 1 to 500");
        } else if (option_value(args, i, "--seed", value, missing)) {
            if (missing || !parse_number(value, seed))
                return usage_error("--seed needs a whole number from 0 to 18446744073709551615");
            have_seed = true;
        } else if (option_value(args, i, "--shape", value, missing)) {
            if (missing) return usage_error("--shape needs the board's parameters, e.g. 3x3, 2x3, 3x3x or 9j");
            auto params = parse_shape_params(value);
            if (!params) return usage_error("--shape: " + params.error().message);
            shape_params = params.value();
        } else if (option_value(args, i, "--per-page", value, missing)) {
            std::uint64_t n = 0;
            if (missing || !parse_number(value, n) || !print::valid_per_page(int(std::min<std::uint64_t>(n, 99))))
                return usage_error("--per-page needs 1, 2, 4 or 6" +
                                   (missing ? std::string() : " (not '" + std::string(value) + "')"));
            options.per_page = int(n);
        } else if (option_value(args, i, "--paper", value, missing)) {
            auto paper = missing ? std::nullopt : print::parse_paper(value);
            if (!paper)
                return usage_error("--paper needs a4 or letter" +
                                   (missing ? std::string() : " (not '" + std::string(value) + "')"));
            options.paper = *paper;
        } else if (option_value(args, i, "--title", value, missing)) {
            if (missing) return usage_error("--title needs the text of the title");
            options.title = std::string(value);
            have_title = true;
        } else if (option_value(args, i, "--output", value, missing) || option_value(args, i, "-o", value, missing)) {
            if (missing || value.empty()) return usage_error("-o needs the name of the PDF to write");
            output = std::string(value);
        } else if (args[i] == "--solutions") {
            options.solutions = true;
        } else if (args[i].size() > 1 && args[i][0] == '-') {
            return usage_error("print: unknown option '" + std::string(args[i]) + "'");
        } else {
            files.emplace_back(args[i]);
        }
    }
    if (output.empty()) return usage_error("print needs -o FILE.pdf (the booklet to write)");
    if (level && !files.empty()) return usage_error("print: --level makes new puzzles; it cannot be used with files");
    if (!level && (count || have_seed || shape_params))
        return usage_error("print: --count, --seed and --shape make new puzzles: they need --level");
    if (folder_missing(output)) {
        std::string message = "cannot write ";
        message += output;
        message += ": no such folder";
        return cannot_write(message);
    }

    std::vector<print::BookletPuzzle> puzzles;
    if (level) {
        if (!have_seed) {
            seed = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count());
            std::fprintf(stderr, "seed %llu\n", static_cast<unsigned long long>(seed));
        }
        if (!count) count = std::uint64_t(options.per_page);
        const ShapeParams params = shape_params.value_or(ShapeParams{});
        for (std::uint64_t i = 0; i < count; ++i) {
            auto made = print::generated_puzzle(params, *level, seed + i, int(i) + 1);
            if (!made) {
                std::fprintf(stderr, "sudoku-cli: print: %s\n", made.error().message.c_str());
                return 1;
            }
            puzzles.push_back(std::move(made).value());
        }
        if (!have_title) {
            options.title += " \u00b7 ";
            options.title += level_name(*level);
        }
    } else {
        if (files.empty()) files.emplace_back("-");
        std::vector<Puzzle> read;
        if (!read_puzzles(files, read)) {
            std::fputs("sudoku-cli: print: nothing written (fix the input above)\n", stderr);
            return 1;
        }
        if (read.empty()) {
            std::fputs("sudoku-cli: print: no puzzles in the input; nothing written\n", stderr);
            return 1;
        }
        for (std::size_t i = 0; i < read.size(); ++i)
            puzzles.push_back(print::given_puzzle(read[i].shape, read[i].givens, int(i) + 1, true));
    }
    auto pdf = print::booklet_pdf(puzzles, options);
    if (!pdf) return cannot_write("print: " + pdf.error().message);
    auto written = print::write_file_replacing(output, pdf.value());
    if (!written) return cannot_write(written.error().message);
    const int pages = print::booklet_page_count(puzzles, options);
    std::printf("%s: %zu %s, %d %s\n", output.c_str(), puzzles.size(), puzzles.size() == 1 ? "puzzle" : "puzzles",
                pages, pages == 1 ? "page" : "pages");
    return 0;
}

int run_export(const Args& args) {
    if (wants_help(args)) return std::fputs(kExportUsage, stdout), 0;
    std::optional<print::Format> format;
    std::uint64_t size = 600;
    std::string output;
    std::vector<std::string_view> inputs;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view value;
        bool missing = false;
        if (option_value(args, i, "--format", value, missing)) {
            format = missing ? std::nullopt : print::parse_format(value);
            if (!format)
                return usage_error("--format needs pdf, png or svg" +
                                   (missing ? std::string() : " (not '" + std::string(value) + "')"));
        } else if (option_value(args, i, "--size", value, missing)) {
            if (missing || !parse_number(value, size) || size < 16 || size > 20000)
                return usage_error("--size needs a whole number from 16 to 20000");
        } else if (option_value(args, i, "--output", value, missing) || option_value(args, i, "-o", value, missing)) {
            if (missing || value.empty()) return usage_error("-o needs the name of the file to write");
            output = std::string(value);
        } else if (args[i] != "-" && args[i].size() > 1 && args[i][0] == '-') {
            return usage_error("export: unknown option '" + std::string(args[i]) + "'");
        } else {
            inputs.push_back(args[i]);
        }
    }
    if (inputs.size() != 1)
        return usage_error("export needs one puzzle: an 81-character line, a Solo game ID, a FILE or -");
    if (output.empty()) return usage_error("export needs -o FILE (the picture to write)");
    if (!format) {
        const std::string ext = std::filesystem::path(output).extension().string();
        format = print::parse_format(ext.empty() ? ext : ext.substr(1));
        if (!format)
            return usage_error("export: say --format pdf, png or svg (the name '" + output + "' does not tell)");
    }
    if (*format == print::Format::Png && size > std::uint64_t(print::kMaxPngSize))
        return usage_error("export: a PNG is at most " + std::to_string(print::kMaxPngSize) + " pixels wide (--size " +
                           std::to_string(size) + " would take " + std::to_string(size * size * 4 >> 20) +
                           " MiB to draw); --format svg or pdf draws any size");
    if (folder_missing(output)) {
        std::string message = "cannot write ";
        message += output;
        message += ": no such folder";
        return cannot_write(message);
    }

    const std::string input(inputs[0]);
    Puzzle puzzle;
    struct stat info {};
    const bool is_file = input == "-" || ::stat(input.c_str(), &info) == 0;
    if (is_file) {
        bool found = false;
        auto summary = for_each_puzzle_while(input, [&](const PuzzleLine& line) {
            puzzle = line.as_shaped();
            found = true;
            return false;
        });
        if (!found) {
            if (summary.bad_lines == 0)
                std::fprintf(stderr, "%s: no puzzle\n", input == "-" ? "<stdin>" : input.c_str());
            return 1;
        }
    } else if (formats::looks_like_solo_id(input)) {
        auto shaped = formats::parse_solo_id(input);
        if (!shaped) {
            std::fprintf(stderr, "puzzle: %s\n", shaped.error().to_string().c_str());
            return 1;
        }
        puzzle = std::move(shaped).value();
    } else {
        auto parsed = parse_line(input);
        if (!parsed) {
            std::fprintf(stderr, "puzzle: %s (and no file of that name)\n", parsed.error().to_string().c_str());
            return 1;
        }
        puzzle = formats::classic_shaped(parsed.value().givens());
    }
    print::BoardPicture picture{puzzle.shape, puzzle.givens, {}, {}};
    auto bytes = print::export_board(picture, *format, int(size));
    if (!bytes) return cannot_write("export: " + bytes.error().message);
    auto written = print::write_file_replacing(output, bytes.value());
    if (!written) return cannot_write(written.error().message);
    return 0;
}

}  // namespace sudoku::cli
