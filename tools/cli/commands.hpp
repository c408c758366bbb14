// The commands of sudoku-cli, one function each, and the small helpers they share.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/geometry.hpp"

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
/// first conflict on stderr the way validate words it, "WHERE: the givens break the rules: 1 appears
/// 2 times in row 1: r1c1 r1c2", and returns true.
bool report_broken_rules(const std::string& where, const Digits& digits);

/// The FILE arguments of a command ("-" when there are none); false after reporting an unknown option.
bool collect_files(const Args& args, std::vector<std::string>& files);

int run_validate(const Args& args);
int run_solve(const Args& args);
int run_count(const Args& args);
int run_rate(const Args& args);
int run_hint(const Args& args);
int run_explain(const Args& args);
int run_generate(const Args& args);
int run_convert(const Args& args);

}  // namespace sudoku::cli
