// Runs one of the project's programs the way a user would, from a shell, and captures what it says.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

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

struct InterruptedRun {
    int exit_code = -1;  // -1 when the program did not exit normally (killed by the signal itself)
    std::string output;  // stdout
    std::string error;   // stderr
};

/// Whether process `pid` has a handler installed for `signal` (Linux: the SigCgt mask of
/// /proc/PID/status).
inline bool catches_signal(pid_t pid, int signal) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) >> (signal - 1)) & 1;
    return false;
}

/// Starts `argv` directly (no shell) with `input` on its standard input and `extra_env` added to
/// the environment, sends it SIGINT `after_ms` milliseconds after it starts catching SIGINT (so
/// a slow start cannot make the signal come too early; at most 10 s after the start), and waits
/// for it (killing it if it has not stopped 10 s later). For testing how a program stops when the
/// user presses Ctrl-C. The input and outputs must each fit in a pipe buffer (64 KiB).
inline InterruptedRun run_and_interrupt(std::initializer_list<std::string> argv, const std::string& input,
                                        std::initializer_list<std::string> extra_env, int after_ms) {
    InterruptedRun run;
    std::vector<std::string> args(argv), env(extra_env);
    for (char** e = environ; *e; ++e) env.emplace_back(*e);
    std::vector<char*> arg_ptrs, env_ptrs;
    for (auto& a : args) arg_ptrs.push_back(a.data());
    for (auto& e : env) env_ptrs.push_back(e.data());
    arg_ptrs.push_back(nullptr);
    env_ptrs.push_back(nullptr);
    int in[2], out[2], err[2];
    if (pipe(in) != 0 || pipe(out) != 0 || pipe(err) != 0) return run;
    // The input goes in before the program starts (it fits the pipe), so no write can meet a closed pipe.
    bool written = write(in[1], input.data(), input.size()) == ssize_t(input.size());
    close(in[1]);
    if (!written) return run;
    pid_t pid = fork();
    if (pid < 0) return run;
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        for (int fd : {in[0], out[0], out[1], err[0], err[1]}) close(fd);
        // A test run started in the background by a script inherits SIGINT ignored; the program
        // (which keeps an ignored SIGINT ignored, as nohup wants) must see it as a user's Ctrl-C.
        struct sigaction by_default {};
        by_default.sa_handler = SIG_DFL;
        sigaction(SIGINT, &by_default, nullptr);
        execve(arg_ptrs[0], arg_ptrs.data(), env_ptrs.data());
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    close(err[1]);
    auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!catches_signal(pid, SIGINT) && std::chrono::steady_clock::now() < give_up)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::this_thread::sleep_for(std::chrono::milliseconds(after_ms));
    kill(pid, SIGINT);
    // A program that does not stop on SIGINT is killed after 10 s rather than hanging the tests.
    int status = 0;
    give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > give_up) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    for (auto [fd, text] : {std::pair{out[0], &run.output}, std::pair{err[0], &run.error}}) {
        std::array<char, 4096> buffer;
        ssize_t n;
        while ((n = read(fd, buffer.data(), buffer.size())) > 0) text->append(buffer.data(), std::size_t(n));
        close(fd);
    }
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

}  // namespace sudoku::test
