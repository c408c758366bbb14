#include "game/ui/script.hpp"

#include <SDL.h>

#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>

#include "engine/constraints/shape.hpp"

namespace sudoku::ui {

namespace {

// A finite decimal number: from_chars also reads "nan" and "inf", which no command wants.
bool number(const std::string& text, double& out) {
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && std::isfinite(out);
}

Error at(int line, const std::string& message) {
    return Error{0, "line " + std::to_string(line) + ": " + message};
}

using Problem = std::optional<std::string>;  // what is wrong with a command, without its line

Problem want(const std::vector<std::string>& args, std::size_t n, const char* usage) {
    if (args.size() != n) return std::string("expected '") + usage + "'";
    return std::nullopt;
}

// "Ctrl", "Shift", "Alt" (any case) as SDL modifier bits, or -1.
int modifier(std::string mod) {
    for (auto& ch : mod) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return mod == "ctrl" ? int(KMOD_LCTRL) : mod == "shift" ? int(KMOD_LSHIFT) : mod == "alt" ? int(KMOD_LALT) : -1;
}

Problem unknown_modifier(const std::string& mod) {
    return "unknown modifier '" + mod + "' (expected Ctrl, Shift or Alt)";
}

// cell MOD R C / cell MOD rRcC: a click with modifiers held. Takes MOD off the arguments.
Problem take_cell_modifiers(std::vector<std::string>& args, ScriptCommand& c) {
    std::string mods = args[0] + "+";
    for (auto plus = mods.find('+'); plus != std::string::npos; plus = mods.find('+')) {
        const int bit = modifier(mods.substr(0, plus));
        if (bit < 0) return unknown_modifier(mods.substr(0, plus));
        c.modifiers |= bit;
        mods = mods.substr(plus + 1);
    }
    args.erase(args.begin());
    return std::nullopt;
}

Problem parse_key(const std::vector<std::string>& args, ScriptCommand& c) {
    if (auto e = want(args, 1, "key NAME")) return e;
    std::string name = args[0];
    // Modifiers first: Ctrl+, Shift+, Alt+ (any order, case-insensitive).
    while (true) {
        auto plus = name.find('+');
        if (plus == std::string::npos || plus + 1 == name.size()) break;
        const int bit = modifier(name.substr(0, plus));
        if (bit < 0) return unknown_modifier(name.substr(0, plus));
        c.modifiers |= bit;
        name = name.substr(plus + 1);
    }
    SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
    if (key == SDLK_UNKNOWN) return "unknown key '" + name + "'";
    c.kind = ScriptCommand::Kind::Key;
    c.key = int(key);
    return std::nullopt;
}

// cell r10c12: the cell by its name.
Problem parse_cell_name(const std::string& name, ScriptCommand& c) {
    const auto c_at = name.find('c');
    double a, b;
    if (c_at == std::string::npos || !number(name.substr(1, c_at - 1), a) || !number(name.substr(c_at + 1), b) ||
        a != int(a) || b != int(b) || a < 1 || a > kMaxSide || b < 1 || b > kMaxSide)
        return "'" + name + "' is not a cell name like r4c6 or r10c12";
    c.kind = ScriptCommand::Kind::Cell;
    c.x = float(a);
    c.y = float(b);
    return std::nullopt;
}

// click X Y, rclick X Y, cell ROW COLUMN.
Problem parse_point(const std::string& verb, const std::vector<std::string>& args, ScriptCommand& c) {
    if (auto e = want(args, 2, verb == "cell" ? "cell ROW COLUMN" : "click X Y")) return e;
    double a, b;
    if (!number(args[0], a) || !number(args[1], b)) return "'" + args[0] + " " + args[1] + "' are not two numbers";
    if (verb == "cell" && (a != int(a) || b != int(b) || a < 1 || a > kMaxSide || b < 1 || b > kMaxSide))
        return std::string("cell needs a row and a column from 1 to 16");
    c.kind = verb == "click"    ? ScriptCommand::Kind::Click
             : verb == "rclick" ? ScriptCommand::Kind::RightClick
                                : ScriptCommand::Kind::Cell;
    c.x = float(a);
    c.y = float(b);
    return std::nullopt;
}

Problem parse_drag(const std::vector<std::string>& args, ScriptCommand& c) {
    if (auto e = want(args, 4, "drag ROW1 COLUMN1 ROW2 COLUMN2")) return e;
    double v[4];
    for (int i = 0; i < 4; ++i)
        if (!number(args[std::size_t(i)], v[i]) || v[i] != int(v[i]) || v[i] < 1 || v[i] > kMaxSide)
            return std::string("drag needs two cells as rows and columns from 1 to 16");
    c.kind = ScriptCommand::Kind::Drag;
    c.x = float(v[0]);
    c.y = float(v[1]);
    c.x2 = float(v[2]);
    c.y2 = float(v[3]);
    return std::nullopt;
}

Problem parse_wait(const std::vector<std::string>& args, ScriptCommand& c) {
    if (auto e = want(args, 1, "wait SECONDS")) return e;
    if (!number(args[0], c.seconds) || c.seconds < 0 || c.seconds > 1e6)
        return std::string("wait needs a number of seconds from 0 to 1000000");
    c.kind = ScriptCommand::Kind::Wait;
    return std::nullopt;
}

// shot FILE.png, export FILE.pdf|png|svg.
Problem parse_file_command(ScriptCommand::Kind kind, const char* usage, const std::vector<std::string>& args,
                           ScriptCommand& c) {
    if (auto e = want(args, 1, usage)) return e;
    c.kind = kind;
    c.file = args[0];
    return std::nullopt;
}

// One command from its verb and arguments into `c`.
Problem parse_command(const std::string& verb, std::vector<std::string> args, ScriptCommand& c) {
    if (verb == "cell" && (args.size() == 2 || args.size() == 3) && !args[0].empty() &&
        std::isalpha(static_cast<unsigned char>(args[0][0])) && args[0][0] != 'r')
        if (auto e = take_cell_modifiers(args, c)) return e;
    if (verb == "key") return parse_key(args, c);
    if (verb == "cell" && args.size() == 1 && !args[0].empty() && args[0][0] == 'r') return parse_cell_name(args[0], c);
    if (verb == "click" || verb == "rclick" || verb == "cell") return parse_point(verb, args, c);
    if (verb == "drag") return parse_drag(args, c);
    if (verb == "wait") return parse_wait(args, c);
    if (verb == "shot") return parse_file_command(ScriptCommand::Kind::Shot, "shot FILE.png", args, c);
    if (verb == "export") return parse_file_command(ScriptCommand::Kind::Export, "export FILE.pdf|png|svg", args, c);
    return "unknown command '" + verb + "' (expected key, click, rclick, cell, drag, wait, shot or export)";
}

}  // namespace

Result<std::vector<ScriptCommand>> parse_script(std::string_view text) {
    std::vector<ScriptCommand> out;
    std::istringstream in{std::string(text)};
    std::string line;
    int number_of_line = 0;
    while (std::getline(in, line)) {
        ++number_of_line;
        std::istringstream words(line);
        std::string verb;
        if (!(words >> verb) || verb[0] == '#') continue;
        std::vector<std::string> args;
        for (std::string w; words >> w;) args.push_back(w);
        ScriptCommand c;
        c.line = number_of_line;
        if (auto problem = parse_command(verb, std::move(args), c)) return at(number_of_line, *problem);
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace sudoku::ui
