// The commands of sudoku-cli, one function each, and the small helpers they share.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/model/geometry.hpp"

namespace sudoku::cli {

using Args = std::vector<std::string_view>;

/// Prints "sudoku-cli: MESSAGE" and a pointer to --help on stderr; returns exit status 2.
int usage_error(const std::string& message);

/// Whether the arguments ask for help (-h or --help anywhere).
bool wants_help(const Args& args);

/// Reads the value after an option (`--limit 5` or `--limit=5`); advances `i` past it.
/// Returns false when the option is not `name`; sets `missing` when it is but has no value.
bool option_value(const Args& args, std::size_t& i, std::string_view name, std::string_view& value, bool& missing);

/// When the givens of `digits` break the rules (a digit twice in a row, column or box), reports the
/// first conflict on stderr the way validate words it, "WHERE: the givens break the rules: row
/// rule: 1 appears twice in row 1, r1c1 and r1c2", and returns true.
bool report_broken_rules(const std::string& where, const Digits& digits);

/// The same for a puzzle of any shape, worded by the shape's rules: "WHERE: the givens break the
/// rules: box rule: 5 appears twice in box 2, r1c4 and r2c5".
bool report_broken_shape_rules(const std::string& where, const Shape& shape, const ShapeDigits& digits);

struct PuzzleLine;
/// A grid (the givens or a solution) written the way the puzzle came: an 81-character line, a Solo
/// game ID (every filled cell a given), or a shape text block (several lines, ending in '\n').
std::string write_like_input(const PuzzleLine& line, const ShapeDigits& digits);
/// Prints a grid written like its input: a line, or a shape text block as it is.
void print_like_input(const PuzzleLine& line, const ShapeDigits& digits);

/// The FILE arguments of a command ("-" when there are none); false after reporting an unknown option.
bool collect_files(const Args& args, std::vector<std::string>& files);

int run_validate(const Args& args);
int run_solve(const Args& args);
int run_count(const Args& args);
int run_rate(const Args& args);
int run_hint(const Args& args);
int run_steps(const Args& args);
int run_explain(const Args& args);
int run_generate(const Args& args);
int run_convert(const Args& args);
int run_print(const Args& args);
int run_export(const Args& args);
int run_positions(const Args& args);

}  // namespace sudoku::cli
