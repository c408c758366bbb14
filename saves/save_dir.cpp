#include "saves/save_dir.hpp"

#include "engine/model/text.hpp"

#include <cstdlib>
#include <system_error>

namespace sudoku::saves {

namespace {

std::optional<std::filesystem::path> non_empty(const Environment& environment, const char* name) {
    auto value = environment(name);
    if (!value || value->empty()) return std::nullopt;
    return std::filesystem::path(*value);
}

Result<std::filesystem::path> made_absolute(const std::filesystem::path& path, const char* what) {
    std::error_code ec;
    auto absolute = std::filesystem::absolute(path, ec);
    if (ec) {
        return Error::say(0, Phrase(N_("cannot use the save folder from {where}: {reason}"),
                                    {{"where", std::string(what)}, {"reason", ec.message()}}));
    }
    return absolute.lexically_normal();
}

}  // namespace

Environment process_environment() {
    return [](const char* name) -> std::optional<std::string> {
        const char* value = std::getenv(name);
        if (value == nullptr) return std::nullopt;
        return std::string(value);
    };
}

Result<std::filesystem::path> resolve_save_dir(const SaveDirOptions& options, const Environment& environment) {
    if (options.command_line && !options.command_line->empty())
        return made_absolute(*options.command_line, "--save-dir");
    if (auto dir = non_empty(environment, "SUDOKU_SAVE_DIR")) return made_absolute(*dir, "SUDOKU_SAVE_DIR");
    if (auto data = non_empty(environment, "XDG_DATA_HOME"); data && data->is_absolute())
        return (*data / "sudoku").lexically_normal();
    if (auto home = non_empty(environment, "HOME"); home && home->is_absolute())
        return (*home / ".local" / "share" / "sudoku").lexically_normal();
    if (options.platform && options.platform->is_absolute()) return options.platform->lexically_normal();
    return Error::say(0, Phrase(N_("no folder for saves: set HOME, XDG_DATA_HOME or SUDOKU_SAVE_DIR, or start the "
                                   "game with --save-dir DIR")));
}

}  // namespace sudoku::saves
