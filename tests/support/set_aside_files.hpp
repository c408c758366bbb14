// The copies the saves layer sets aside ("autosave.unreadable-20261123-081500.json", with "-2",
// "-3", ... when a name was taken), found by name in a folder. (Plain string checks: std::regex
// trips a false -Wmaybe-uninitialized in g++ 12's <regex> under the sanitizer build.)
#pragma once

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::test {

/// Whether `name` is "<stem>.<tag>-YYYYMMDD-HHMMSS[-N].json".
inline bool is_set_aside_copy(std::string_view name, std::string_view stem, std::string_view tag) {
    std::string prefix(stem);
    prefix += '.';
    prefix += tag;
    prefix += '-';
    if (name.substr(0, prefix.size()) != prefix) return false;
    name.remove_prefix(prefix.size());
    auto digits = [&](std::size_t n) {
        if (name.size() < n) return false;
        for (std::size_t i = 0; i < n; ++i)
            if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
        name.remove_prefix(n);
        return true;
    };
    if (!digits(8) || name.empty() || name[0] != '-') return false;
    name.remove_prefix(1);
    if (!digits(6)) return false;
    if (!name.empty() && name[0] == '-') {
        name.remove_prefix(1);
        std::size_t n = 0;
        while (n < name.size() && std::isdigit(static_cast<unsigned char>(name[n]))) ++n;
        if (n == 0 || !digits(n)) return false;
    }
    return name == ".json";
}

/// The set-aside copies of `stem` in `dir` with `tag` ("unreadable" or "damaged"; empty: either).
inline std::vector<std::filesystem::path> set_aside_copies(const std::filesystem::path& dir, const std::string& stem,
                                                           const std::string& tag = "") {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        const bool match = tag.empty()
                               ? is_set_aside_copy(name, stem, "unreadable") || is_set_aside_copy(name, stem, "damaged")
                               : is_set_aside_copy(name, stem, tag);
        if (match) out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace sudoku::test
