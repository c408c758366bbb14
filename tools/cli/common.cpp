#include <cstdio>

#include "engine/constraints/rules.hpp"
#include "engine/formats/shape_text.hpp"
#include "engine/model/notation.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/puzzle_input.hpp"

namespace sudoku::cli {

int usage_error(const std::string& message) {
    std::fprintf(stderr, "sudoku-cli: %s\nTry 'sudoku-cli --help'.\n", message.c_str());
    return 2;
}

bool wants_help(const Args& args) {
    for (auto arg : args)
        if (arg == "-h" || arg == "--help") return true;
    return false;
}

bool report_broken_rules(const std::string& where, const Digits& digits) {
    return report_broken_shape_rules(where, *Shape::classic(), ShapeDigits(digits.begin(), digits.end()));
}

bool report_broken_shape_rules(const std::string& where, const Shape& shape, const ShapeDigits& digits) {
    auto breaks = find_breaks(shape, digits);
    if (breaks.empty()) return false;
    std::fprintf(stderr, "%s: the givens break the rules: %s\n", where.c_str(), breaks.front().describe(shape).c_str());
    return true;
}

std::string write_like_input(const PuzzleLine& line, const ShapeDigits& digits) {
    switch (line.form) {
        case InputForm::Solo:
            return formats::format_solo_id(*line.shaped.shape, digits);
        case InputForm::ShapeText:
            return formats::format_shape_text(*line.shaped.shape, digits);
        case InputForm::Line:
            break;
    }
    return format_line(formats::classic_digits(digits));
}

void print_like_input(const PuzzleLine& line, const ShapeDigits& digits) {
    std::string text = write_like_input(line, digits);
    if (text.empty() || text.back() != '\n') text += '\n';
    std::fputs(text.c_str(), stdout);
}

bool collect_files(const Args& args, std::vector<std::string>& files) {
    for (auto arg : args) {
        if (arg.size() > 1 && arg[0] == '-') {
            usage_error("unknown option '" + std::string(arg) + "'");
            return false;
        }
        files.emplace_back(arg);
    }
    if (files.empty()) files.emplace_back("-");
    return true;
}

bool option_value(const Args& args, std::size_t& i, std::string_view name, std::string_view& value, bool& missing) {
    std::string_view arg = args[i];
    missing = false;
    if (arg == name) {
        if (i + 1 >= args.size()) {
            missing = true;
        } else {
            value = args[++i];
        }
        return true;
    }
    if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=') {
        value = arg.substr(name.size() + 1);
        return true;
    }
    return false;
}

}  // namespace sudoku::cli
