// Puzzle exchange formats: every writer's output reads back as the same puzzle (and progress where
// the format carries it), real examples from other programs import, and bad input is named exactly.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/formats/formats.hpp"
#include "engine/model/notation.hpp"

using namespace sudoku;
using namespace sudoku::formats;

namespace {

const std::string kPuzzle = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const std::string kSolution = "652483917978162435314975628825736149791824563436519872269348751547291386183657294";

PuzzleState puzzle_state(const std::string& line) {
    return PuzzleState{parse_line(line).value(), {}};
}

/// kPuzzle with some of the solution filled in by the player and notes in some empty cells
/// (several candidates each, some cells without notes).
PuzzleState progress_state(bool with_notes) {
    PuzzleState state = puzzle_state(kPuzzle);
    for (int cell : {0, 2, 3, 20, 40, 79})
        if (!state.grid.is_given(cell)) state.grid.set_digit(cell, kSolution[cell] - '0');
    if (with_notes) {
        CandidateMasks notes{};
        int k = 0;
        for (int cell = 0; cell < kCells; ++cell)
            if (state.grid.is_empty(cell) && k++ % 3 != 0)
                notes[cell] = DigitMask(digit_bit(kSolution[cell] - '0') | digit_bit(cell % 9 + 1) | digit_bit(9));
        state.notes = notes;
    }
    return state;
}

PuzzleState givens_of(const PuzzleState& state) {
    return PuzzleState{Grid::from_givens(state.grid.givens()), {}};
}

std::string read_data(const std::string& name) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/formats/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string error_of(std::string_view text, Format format) {
    auto parsed = parse_puzzle(text, format);
    return parsed ? std::string("(no error)") : parsed.error().to_string();
}

std::string import_error(std::string_view text) {
    auto imported = import_puzzle(text);
    return imported ? std::string("(no error)") : imported.error().to_string();
}

}  // namespace

TEST_CASE("Every format writes a puzzle that reads back as the same puzzle", "[formats]") {
    auto format = GENERATE(from_range(kAllFormats));
    auto line = GENERATE(as<std::string>{}, kPuzzle, kSolution, std::string(81, '.'), "1" + std::string(80, '.'),
                         std::string(80, '.') + "9");
    CAPTURE(format_name(format), line);
    PuzzleState state = puzzle_state(line);
    std::string text = export_puzzle(state, format);
    CAPTURE(text);
    auto read = parse_puzzle(text, format);
    REQUIRE(read.ok());
    CHECK(read.value() == state);
    auto imported = import_puzzle(text);
    REQUIRE(imported.ok());
    CHECK(imported.value().format == format);
    CHECK(imported.value().state == state);
}

TEST_CASE("Formats that carry progress keep the player's digits and notes", "[formats]") {
    auto format = GENERATE(from_range(kAllFormats));
    bool with_notes = GENERATE(false, true);
    CAPTURE(format_name(format), with_notes);
    PuzzleState state = progress_state(with_notes);
    auto read = parse_puzzle(export_puzzle(state, format), format);
    REQUIRE(read.ok());
    if (carries_progress(format))
        CHECK(read.value() == state);
    else
        CHECK(read.value() == givens_of(state));
}

TEST_CASE("Format names round-trip and unknown names are refused", "[formats]") {
    for (Format format : kAllFormats) CHECK(format_from_name(format_name(format)) == format);
    CHECK_FALSE(format_from_name("csv").has_value());
    CHECK(is_multiline(Format::Sdk));
    CHECK_FALSE(is_multiline(Format::Sencode));
}

TEST_CASE("Real examples from other programs import as the puzzle they show", "[formats]") {
    using Row = std::tuple<std::string, Format, std::string, bool>;
    auto [file, format, givens, exact] = GENERATE(table<std::string, Format, std::string, bool>({
        Row{"sencode_jonasgeiler.txt", Format::Sencode,
            "....7.....9356....8.....2.1.6.7..8.34....5..7...24.5..5....8.9...........8....3.2", true},
        Row{"sencode_jonasgeiler_url.txt", Format::SencodeUrl,
            "....7.....9356....8.....2.1.6.7..8.34....5..7...24.5..5....8.9...........8....3.2", true},
        Row{"s9b_easiest_sudoku.txt", Format::SudokuWikiS9B,
            "3..967..1.4.3.2.8..2.....7..7.....9....873...5...1...3..47.51..9.5...2.78..621..4", false},
        Row{"s9b_easiest_sudoku_progress.txt", Format::SudokuWikiS9B,
            "3..967..1.4.3.2.8..2.....7..7.....9....873...5...1...3..47.51..9.5...2.78..621..4", false},
        Row{"sudocue_example.sdk", Format::Sdk,
            "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1", false},
        Row{"simple_sudoku_clipboard.ss", Format::SimpleSudoku,
            ".3.4.....9.28.63.1.......2.8...6.7...6.2.5.9...3.4...8.7.......4.89.25.6.....8.3.", false},
        Row{"sadman_paste_grid.txt", Format::Grid,
            ".234..8..6....7......53.62...5......84.....36......1...52.96......1....7..8..521.", false},
        Row{"sudokusnake_grid.txt", Format::Grid,
            "7.6..2....4...9.3.....732.62...8...515....7...68.....1....17..3..15....46.94.....", false},
        Row{"sudokusnake_line.txt", Format::Line,
            "7.6..2....4...9.3.....732.62...8...515....7...68.....1....17..3..15....46.94.....", false},
        Row{"sudokuwiki_string_definitions_162.txt", Format::SudokuWikiMarks,
            "...1.....1........................1...........1..................................", false},
    }));
    CAPTURE(file);
    std::string text = read_data(file);
    REQUIRE_FALSE(text.empty());
    auto imported = import_puzzle(text);
    REQUIRE(imported.ok());
    CHECK(imported.value().format == format);
    CHECK(format_line(imported.value().state.grid.givens()) == givens);
    if (exact) CHECK(export_puzzle(imported.value().state, format) + "\n" == text);
}

TEST_CASE("SudokuWiki S9B codes from the puzzle-coding library write back byte for byte", "[formats]") {
    for (std::string file : {"s9b_easiest_sudoku.txt", "s9b_easiest_sudoku_progress.txt"}) {
        CAPTURE(file);
        std::string code = read_data(file);
        code.pop_back();  // newline
        auto imported = import_puzzle(code);
        REQUIRE(imported.ok());
        CHECK(export_puzzle(imported.value().state, Format::SudokuWikiS9B) ==
              "https://www.sudokuwiki.org/sudoku.htm?bd=" + code);
    }
    // The first has all nine candidates in every empty cell: that is "no notes".
    auto plain = import_puzzle(read_data("s9b_easiest_sudoku.txt"));
    CHECK_FALSE(plain.value().state.notes.has_value());
    auto progress = import_puzzle(read_data("s9b_easiest_sudoku_progress.txt"));
    REQUIRE(progress.value().state.notes.has_value());
    CHECK(progress.value().state.grid.digit(1) == 5);  // "0e": solved 5
    CHECK_FALSE(progress.value().state.grid.is_given(1));
    CHECK((*progress.value().state.notes)[6] == 0b1000);     // "0q" = 26 = 8 + 18: candidate 4
    CHECK((*progress.value().state.notes)[9] == 0b1101101);  // "3j" = 127 = 109 + 18
}

TEST_CASE("The 81-character line accepts every common blank and ignores text after the cells", "[formats]") {
    auto variant = GENERATE(as<std::string>{}, kPuzzle, "\xEF\xBB\xBF" + kPuzzle, kPuzzle + "\r\n",
                            "  " + kPuzzle + "  # a comment", kPuzzle + "\tEasy\t12", kPuzzle + "#7");
    char blank = GENERATE('.', '0', 'X', '*', '_', ' ');
    // An indented line whose first cell is a space cannot be read: the indentation would eat it.
    if (blank == ' ' && variant[0] == ' ') return;
    std::string text = variant;
    std::replace(text.begin(), text.end(), '.', blank);
    CAPTURE(text);
    auto read = parse_puzzle(text, Format::Line);
    REQUIRE(read.ok());
    CHECK(format_line(read.value().grid) == kPuzzle);
    auto imported = import_puzzle(text);
    REQUIRE(imported.ok());
    CHECK(imported.value().format == Format::Line);
}

TEST_CASE("Grid text reads with or without separators and spaces", "[formats]") {
    std::string plain, spaced, commas;
    for (int row = 0; row < 9; ++row) {
        std::string cells = kPuzzle.substr(std::size_t(row) * 9, 9);
        plain += cells.substr(0, 3) + "|" + cells.substr(3, 3) + "|" + cells.substr(6, 3) + "\r\n";
        for (int col = 0; col < 9; ++col) {
            spaced += cells[std::size_t(col)] == '.' ? '0' : cells[std::size_t(col)];
            spaced += col == 8 ? "  \n" : " ";
            commas += cells[std::size_t(col)];
            commas += col == 8 ? "\n" : ",";
        }
        if (row == 2 || row == 5) plain += "---+---+---\r\n";
    }
    for (const std::string& text : {plain, spaced, commas, export_puzzle(puzzle_state(kPuzzle), Format::Grid)}) {
        CAPTURE(text);
        auto imported = import_puzzle(text);
        REQUIRE(imported.ok());
        CHECK(imported.value().format == Format::Grid);
        CHECK(format_line(imported.value().state.grid) == kPuzzle);
    }
}

TEST_CASE("Bad lines and grids are reported with their position", "[formats]") {
    CHECK(error_of(kPuzzle.substr(0, 33) + "?" + kPuzzle.substr(34), Format::Line) ==
          "column 34: '?' is not a digit or a blank (expected 1-9, or 0 . X * _ or a space for an empty cell)");
    CHECK(error_of(kPuzzle.substr(0, 80), Format::Line) == "too short: expected 81 cells, found 80");
    CHECK(error_of("", Format::Line) == "empty line: expected 81 cells");

    std::string grid = export_puzzle(puzzle_state(kPuzzle), Format::Grid);
    std::string bad = grid;
    bad[bad.find('5')] = 'y';
    CHECK(error_of(bad, Format::Grid) ==
          "line 2, column 5: 'y' is not a digit, a blank (0 . _ X) or a separator (| + - , space)");
    std::string short_row = grid;
    short_row.erase(short_row.find('5'), 2);
    CHECK(error_of(short_row, Format::Grid) == "line 2: row 1 has 8 cells (expected 9)");
    CHECK(error_of(grid.substr(0, grid.rfind("\n|") + 1), Format::Grid) == "expected 9 rows of 9 cells, found 8 rows");
    CHECK(error_of(grid + "1........\n", Format::Grid) ==
          "line 14: unexpected text after the 9th row (expected 9 rows of 9 cells)");
    CHECK(import_error("hello") ==
          "not a puzzle in any format this program reads: expected an 81-character line, a 9x9 grid, an .sdk or .ss "
          "file, a SudokuWiki or sencode link or code, or a share code");
    CHECK(import_error("  \n\n") == "no puzzle: the text is empty");
    CHECK(import_error(kPuzzle + "\n" + kPuzzle + "\n") ==
          "line 2: a second puzzle: the text holds 2 lines that each look like a whole puzzle (expected one puzzle)");
    CHECK(import_error("# from the paper\n" + kPuzzle.substr(0, 5) + "Z") ==
          "line 2, column 6: not a valid 81-character line: 'Z' is not a digit or a blank (expected 1-9, or 0 . X * "
          "_ or a space for an empty cell)");
}

TEST_CASE("SadMan sdk files take their header lines and reject unknown ones", "[formats]") {
    std::string rows = export_puzzle(puzzle_state(kPuzzle), Format::Sdk);
    auto read = import_puzzle("#AA. Author\r\n#LHard\r\n" + rows);
    REQUIRE(read.ok());
    CHECK(read.value().format == Format::Sdk);
    CHECK(format_line(read.value().state.grid) == kPuzzle);
    CHECK(error_of("#Qwhat\n" + rows, Format::Sdk) ==
          "line 1: unknown header '#Q' (expected #A, #B, #C, #D, #L, #S or #U)");
    CHECK(import_error("#Qwhat\n#Ame\n" + rows) ==
          "not a valid SadMan Sudoku .sdk file: line 1: unknown header '#Q' (expected #A, #B, #C, #D, #L, #S or #U)");
    std::string bad = rows;
    bad[12] = '0';
    CHECK(error_of(bad, Format::Sdk) == "line 2, column 3: '0' is not a digit or '.'");
    CHECK(error_of(rows.substr(0, 9) + ".\n", Format::Sdk) ==
          "line 1: row 1 has 10 characters (expected 9: digits and '.')");
    CHECK(error_of(rows + "123456789\n", Format::Sdk) == "line 10: unexpected text after the 9th row");
    CHECK(error_of(rows.substr(0, 30), Format::Sdk) == "expected 9 rows of 9 cells, found 3 rows");
}

TEST_CASE("Simple Sudoku ss files read in both the file and the framed form", "[formats]") {
    std::string file = export_puzzle(puzzle_state(kPuzzle), Format::SimpleSudoku);
    CHECK(file.substr(0, 24) == ".5.|.83|.17\n...|1..|4..\n");
    std::string framed = " *-----------*\n";
    for (int row = 0; row < 9; ++row) {
        std::string cells = kPuzzle.substr(std::size_t(row) * 9, 9);
        framed += " |" + cells.substr(0, 3) + "|" + cells.substr(3, 3) + "|" + cells.substr(6, 3) + "|\n";
        if (row == 2 || row == 5) framed += " |---+---+---|\n";
    }
    framed += " *-----------*\n Simple Sudoku\n  Version 4.2n\n";
    for (const std::string& text : {file, framed}) {
        auto read = import_puzzle(text);
        REQUIRE(read.ok());
        CHECK(read.value().format == Format::SimpleSudoku);
        CHECK(format_line(read.value().state.grid) == kPuzzle);
    }
    std::string no_rule = file;
    no_rule.erase(no_rule.find("-----------\n"), 12);
    CHECK(error_of(no_rule, Format::SimpleSudoku) == "line 4: expected '-----------' after row 3");
    std::string bad_cell = file;
    bad_cell[13] = '0';
    CHECK(error_of(bad_cell, Format::SimpleSudoku) == "line 2, column 2: '0' is not a digit or '.'");
    CHECK(error_of(".5.|.83|.1\n", Format::SimpleSudoku) == "line 1: expected row 1 like '..3|4..|...'");
    std::string unclosed = framed.substr(0, framed.find(" *-----------*\n Simple"));
    CHECK(error_of(unclosed, Format::SimpleSudoku) == "expected the closing '*-----------*' after row 9");
    CHECK(import_error(file.substr(0, 36)) == "not a valid Simple Sudoku .ss file: expected 9 rows, found 3");
}

TEST_CASE("SudokuWiki links read in all three forms and name what is wrong", "[formats]") {
    std::string digits = kPuzzle;
    std::replace(digits.begin(), digits.end(), '.', '0');
    for (std::string url : {"https://www.sudokuwiki.org/sudoku.htm?bd=" + digits,
                            "http://sudokuwiki.org/Sudoku.htm?n=1&bd=" + kPuzzle + "#top",
                            "www.sudokuwiki.org/sudoku.htm?bd=" + digits}) {
        CAPTURE(url);
        auto read = import_puzzle(url);
        REQUIRE(read.ok());
        CHECK(read.value().format == Format::SudokuWiki);
        CHECK(format_line(read.value().state.grid) == kPuzzle);
    }
    CHECK(export_puzzle(puzzle_state(kPuzzle), Format::SudokuWiki) ==
          "https://www.sudokuwiki.org/sudoku.htm?bd=" + digits);
    const std::string base = "https://www.sudokuwiki.org/sudoku.htm?bd=";
    CHECK(import_error("https://www.sudokuwiki.org/sudoku.htm") ==
          "not a valid SudokuWiki URL: the SudokuWiki URL has no bd= parameter (the puzzle)");
    CHECK(
        import_error(base + digits.substr(0, 80)) ==
        "column 42: not a valid SudokuWiki URL: the puzzle has 80 characters (expected 81 digits, 162 base-32 digits, "
        "or S9B and 162 base-36 digits)");
    CHECK(import_error(base + digits.substr(0, 9) + "w" + digits.substr(10)) ==
          "column 51: not a valid SudokuWiki URL: 'w' is not a digit or a blank (expected 1-9, 0 or .)");
    std::string marks = export_puzzle(progress_state(true), Format::SudokuWikiMarks);
    CHECK(import_error(marks.substr(0, 60) + "w" + marks.substr(61)) ==
          "column 61: not a valid SudokuWiki URL with pencil marks (162 characters): 'w' is not a base-32 digit (0-9, "
          "a-v)");
    CHECK(import_error(base + "01" + std::string(160, '0')) ==
          "column 42: not a valid SudokuWiki URL with pencil marks (162 characters): cell r1c1 is marked as a clue but "
          "holds no digit");
    CHECK(import_error(base + "S9Bzz" + std::string(160, '0')) ==
          "column 45: not a valid SudokuWiki S9B code: cell r1c1 has the value 1295 (expected 0-529)");
    CHECK(import_error(base + "S9B00") ==
          "column 42: not a valid SudokuWiki S9B code: the S9B code has 2 characters after S9B (expected 162: two "
          "base-36 digits per cell)");
    CHECK(import_error("https://example.com/?bd=" + digits) ==
          "column 1: a link to 'example.com', which is not a puzzle site this program reads (expected "
          "www.sudokuwiki.org, sudoku.jonasgeiler.com or a share link)");
}

TEST_CASE("A single note cannot be told from a solved cell in the 162 form but can in S9B", "[formats]") {
    PuzzleState state = puzzle_state(kPuzzle);
    CandidateMasks notes{};
    notes[0] = digit_bit(6);
    notes[2] = digit_bit(2) | digit_bit(4);
    state.notes = notes;
    auto marks = parse_puzzle(export_puzzle(state, Format::SudokuWikiMarks), Format::SudokuWikiMarks);
    REQUIRE(marks.ok());
    CHECK(marks.value().grid.digit(0) == 6);
    CHECK_FALSE(marks.value().grid.is_given(0));
    auto s9b = parse_puzzle(export_puzzle(state, Format::SudokuWikiS9B), Format::SudokuWikiS9B);
    REQUIRE(s9b.ok());
    CHECK(s9b.value() == state);
}

TEST_CASE("sencode reverses grids that end in blanks and reads codes back", "[formats]") {
    CHECK(export_puzzle(PuzzleState{}, Format::Sencode) == "0-0");
    CHECK(import_puzzle("0-0").value().state == PuzzleState{});
    // Givens only at the start: the code is written reversed, with '_'.
    PuzzleState front = puzzle_state("12" + std::string(79, '.'));
    std::string code = export_puzzle(front, Format::Sencode);
    CHECK(code == "3_a");
    CHECK(import_puzzle(code).value().state == front);
    PuzzleState back = puzzle_state(std::string(79, '.') + "12");
    CHECK(export_puzzle(back, Format::Sencode) == "3-1");
    CHECK(export_puzzle(back, Format::SencodeUrl) == "https://sudoku.jonasgeiler.com/#3-1");
    // A leading given of 1 is stored as 0 and lost from the number: readers pad it back.
    CHECK(import_puzzle("3-1").value().state == back);
    CHECK(import_puzzle("https://sudoku.skayo.dev/#3-1").value().format == Format::SencodeUrl);
    // Found by the fuzzer: a sencode that starts like an S9B code is still a sencode.
    CHECK(import_puzzle("S9Bx_1hldGVw").value().format == Format::Sencode);
}

TEST_CASE("Bad sencodes are reported with the part that is wrong", "[formats]") {
    CHECK(error_of("ab-c!", Format::Sencode) ==
          "column 5: '!' is not a Base62 digit (0-9 a-z A-Z) or a separator (- _)");
    CHECK(error_of("ab-c_d", Format::Sencode) == "column 5: a second separator '_' (a sencode has one - or _)");
    CHECK(error_of("abcd", Format::Sencode) ==
          "no separator: a sencode is Base62 digits, then - or _, then Base62 digits");
    CHECK(error_of("-abc", Format::Sencode) == "column 1: the structure (the part before the separator) is empty");
    CHECK(error_of("3-", Format::Sencode) == "column 2: the numbers (the part after the separator) are empty");
    CHECK(error_of("ZZZZZZZZZZZZZZ-0", Format::Sencode) ==
          "column 1: the structure (the part before the separator) is larger than 81 bits");
    CHECK(error_of("3-1Z", Format::Sencode) ==
          "column 3: the numbers (the part after the separator) have 3 digits for 2 givens");
    CHECK(error_of("3-9", Format::Sencode) ==
          "column 3: the numbers (the part after the separator) store a 9 for given 2 (givens are stored as digit - 1, "
          "0-8)");
    CHECK(error_of("https://sudoku.jonasgeiler.com/", Format::SencodeUrl) ==
          "the sencode URL has no #code after the address");
    CHECK(error_of("https://sudoku.jonasgeiler.com/#3-!", Format::SencodeUrl) ==
          "column 35: '!' is not a Base62 digit (0-9 a-z A-Z) or a separator (- _)");
}

TEST_CASE("Share codes are compact and carry progress and notes", "[formats]") {
    std::string code = export_puzzle(puzzle_state(kPuzzle), Format::Share);
    CHECK(code.substr(0, 3) == "S1.");
    CHECK(code.size() <= 45);
    CHECK(export_puzzle(puzzle_state(kPuzzle), Format::ShareUrl) == std::string(kShareUrlPrefix) + code);
    auto url = import_puzzle(std::string(kShareUrlPrefix) + code);
    REQUIRE(url.ok());
    CHECK(url.value().format == Format::ShareUrl);
    // Notes that are present but empty stay present.
    PuzzleState empty_notes = puzzle_state(kPuzzle);
    empty_notes.notes = CandidateMasks{};
    CHECK(parse_puzzle(export_puzzle(empty_notes, Format::Share), Format::Share).value() == empty_notes);
}

TEST_CASE("A mistyped share code is rejected with checksum mismatch", "[formats]") {
    std::string code = export_puzzle(progress_state(true), Format::Share);
    static const std::string kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    int checked = 0;
    for (std::size_t i = 3; i < code.size(); ++i) {
        for (char c : {'A', 'z', '0', '_', char(code[i] ^ 1)}) {
            if (c == code[i] || kAlphabet.find(c) == std::string::npos) continue;
            std::string typo = code;
            typo[i] = c;
            CAPTURE(i, c);
            CHECK(error_of(typo, Format::Share) == "checksum mismatch: the share code was mistyped or cut short");
            ++checked;
        }
    }
    CHECK(checked > 100);
    std::string swapped = code;
    std::swap(swapped[10], swapped[11]);
    if (swapped != code)
        CHECK(error_of(swapped, Format::Share) == "checksum mismatch: the share code was mistyped or cut short");
    CHECK(error_of(code.substr(0, code.size() - 1), Format::Share) ==
          "checksum mismatch: the share code was mistyped or cut short");
    CHECK(error_of(code.substr(0, 20) + "!" + code.substr(21), Format::Share) ==
          "column 21: '!' is not a share code character (A-Z a-z 0-9 - _)");
    CHECK(error_of("S2.AAAA", Format::Share) ==
          "column 2: unsupported share code version 2 (this program reads version 1)");
    CHECK(import_error("S1.") == "not a valid share code: checksum mismatch: the share code was mistyped or cut short");
}
