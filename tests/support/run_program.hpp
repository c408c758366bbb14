// Runs one of the project's programs the way a user would, from a shell, and captures what it says.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace sudoku::test {

struct ProgramRun {
    int exit_code = -1;
    std::string output;  // stdout, and stderr too when the command redirects it (2>&1)
};

/// Runs `command` through /bin/sh and waits for it.
inline ProgramRun run_program(const std::string& command) {
    ProgramRun run;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return run;
    std::array<char, 4096> buffer;
    std::size_t n;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) run.output.append(buffer.data(), n);
    int status = pclose(pipe);
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

/// Single-quotes a string for /bin/sh.
inline std::string shell_quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

}  // namespace sudoku::test
