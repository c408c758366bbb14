#include "game/ui/script.hpp"

#include <SDL.h>

#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>

#include "engine/shape.hpp"

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
        auto want = [&](std::size_t n, const char* usage) -> std::optional<Error> {
            if (args.size() != n) return at(number_of_line, std::string("expected '") + usage + "'");
            return std::nullopt;
        };
        // "Ctrl", "Shift", "Alt" (any case) as SDL modifier bits, or -1.
        auto modifier = [](std::string mod) {
            for (auto& ch : mod) ch = char(std::tolower(static_cast<unsigned char>(ch)));
            return mod == "ctrl"    ? int(KMOD_LCTRL)
                   : mod == "shift" ? int(KMOD_LSHIFT)
                   : mod == "alt"   ? int(KMOD_LALT)
                                    : -1;
        };
        if (verb == "cell" && (args.size() == 2 || args.size() == 3) && !args[0].empty() &&
            std::isalpha(static_cast<unsigned char>(args[0][0])) && args[0][0] != 'r') {
            // cell MOD R C / cell MOD rRcC: a click with modifiers held
            std::string mods = args[0] + "+";
            for (auto plus = mods.find('+'); plus != std::string::npos; plus = mods.find('+')) {
                const int bit = modifier(mods.substr(0, plus));
                if (bit < 0)
                    return at(number_of_line,
                              "unknown modifier '" + mods.substr(0, plus) + "' (expected Ctrl, Shift or Alt)");
                c.modifiers |= bit;
                mods = mods.substr(plus + 1);
            }
            args.erase(args.begin());
        }
        if (verb == "key") {
            if (auto e = want(1, "key NAME")) return *e;
            std::string name = args[0];
            // Modifiers first: Ctrl+, Shift+, Alt+ (any order, case-insensitive).
            while (true) {
                auto plus = name.find('+');
                if (plus == std::string::npos || plus + 1 == name.size()) break;
                const int bit = modifier(name.substr(0, plus));
                if (bit < 0)
                    return at(number_of_line,
                              "unknown modifier '" + name.substr(0, plus) + "' (expected Ctrl, Shift or Alt)");
                c.modifiers |= bit;
                name = name.substr(plus + 1);
            }
            SDL_Keycode key = SDL_GetKeyFromName(name.c_str());
            if (key == SDLK_UNKNOWN) return at(number_of_line, "unknown key '" + name + "'");
            c.kind = ScriptCommand::Kind::Key;
            c.key = int(key);
        } else if (verb == "cell" && args.size() == 1 && !args[0].empty() && args[0][0] == 'r') {
            // cell r10c12: the cell by its name
            const std::string& name = args[0];
            const auto c_at = name.find('c');
            double a, b;
            if (c_at == std::string::npos || !number(name.substr(1, c_at - 1), a) ||
                !number(name.substr(c_at + 1), b) || a != int(a) || b != int(b) || a < 1 || a > kMaxSide || b < 1 ||
                b > kMaxSide)
                return at(number_of_line, "'" + name + "' is not a cell name like r4c6 or r10c12");
            c.kind = ScriptCommand::Kind::Cell;
            c.x = float(a);
            c.y = float(b);
        } else if (verb == "click" || verb == "rclick" || verb == "cell") {
            if (auto e = want(2, verb == "cell" ? "cell ROW COLUMN" : "click X Y")) return *e;
            double a, b;
            if (!number(args[0], a) || !number(args[1], b))
                return at(number_of_line, "'" + args[0] + " " + args[1] + "' are not two numbers");
            if (verb == "cell" && (a != int(a) || b != int(b) || a < 1 || a > kMaxSide || b < 1 || b > kMaxSide))
                return at(number_of_line, "cell needs a row and a column from 1 to 16");
            c.kind = verb == "click"    ? ScriptCommand::Kind::Click
                     : verb == "rclick" ? ScriptCommand::Kind::RightClick
                                        : ScriptCommand::Kind::Cell;
            c.x = float(a);
            c.y = float(b);
        } else if (verb == "drag") {
            if (auto e = want(4, "drag ROW1 COLUMN1 ROW2 COLUMN2")) return *e;
            double v[4];
            for (int i = 0; i < 4; ++i)
                if (!number(args[std::size_t(i)], v[i]) || v[i] != int(v[i]) || v[i] < 1 || v[i] > kMaxSide)
                    return at(number_of_line, "drag needs two cells as rows and columns from 1 to 16");
            c.kind = ScriptCommand::Kind::Drag;
            c.x = float(v[0]);
            c.y = float(v[1]);
            c.x2 = float(v[2]);
            c.y2 = float(v[3]);
        } else if (verb == "wait") {
            if (auto e = want(1, "wait SECONDS")) return *e;
            if (!number(args[0], c.seconds) || c.seconds < 0 || c.seconds > 1e6)
                return at(number_of_line, "wait needs a number of seconds from 0 to 1000000");
            c.kind = ScriptCommand::Kind::Wait;
        } else if (verb == "shot") {
            if (auto e = want(1, "shot FILE.png")) return *e;
            c.kind = ScriptCommand::Kind::Shot;
            c.file = args[0];
        } else if (verb == "export") {
            if (auto e = want(1, "export FILE.pdf|png|svg")) return *e;
            c.kind = ScriptCommand::Kind::Export;
            c.file = args[0];
        } else {
            return at(number_of_line,
                      "unknown command '" + verb + "' (expected key, click, rclick, cell, drag, wait, shot or export)");
        }
        out.push_back(std::move(c));
    }
    return out;
}

}  // namespace sudoku::ui
