// Shared helpers for tests that run the game headlessly in a separate process, as a player would:
// a scratch folder, the command line, scripts and the JSON files the game leaves.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/support/run_program.hpp"

namespace sudoku::test {

/// A fresh folder under the system's temporary folder, removed when the test ends.
struct TempDir {
    std::filesystem::path path;
    TempDir() {
        static int counter = 0;
        path = std::filesystem::temp_directory_path() /
               ("sudoku-ui-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
};

/// The game's command line with these arguments, stderr folded into the output.
inline std::string game(const std::string& args) {
    return std::string(SUDOKU_GAME_BINARY) + " " + args + " 2>&1";
}

inline std::string read_file(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

inline void write_file(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary) << text;
}

inline nlohmann::json read_json(const std::filesystem::path& file) {
    return nlohmann::json::parse(read_file(file));
}

/// Writes a headless script into the folder and returns its path, quoted for the shell.
inline std::string script(const TempDir& dir, const std::string& text, const std::string& name = "script.txt") {
    auto path = dir.path / name;
    write_file(path, text);
    return shell_quote(path.string());
}

}  // namespace sudoku::test
