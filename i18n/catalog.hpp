// A GNU gettext message catalogue (.mo file), read directly.
//
// The game reads its .mo files itself instead of going through glibc's gettext(): glibc ignores
// every catalogue unless setlocale() succeeded for a locale that is generated on the machine, and
// a fresh Debian system has only C.UTF-8. Reading the file (the format is a header and two tables
// of offsets, documented in the gettext manual, "The Format of GNU MO Files") makes the language
// depend only on the catalogue found, and switching languages at run time is replacing a map.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku::i18n {

class Catalog {
public:
    /// Parses the bytes of a .mo file; nullopt (and `error`) when they are not one.
    static std::optional<Catalog> parse(std::string_view bytes, std::string* error = nullptr);
    /// Reads and parses a .mo file.
    static std::optional<Catalog> load(const std::string& path, std::string* error = nullptr);

    /// The translation of msgid, or nullptr when the catalogue has none (or an empty one).
    const std::string* find(std::string_view msgid) const;
    /// Every translation (the msgstrs), for the font's glyph set.
    const std::map<std::string, std::string, std::less<>>& entries() const { return entries_; }
    std::size_t size() const { return entries_.size(); }

private:
    std::map<std::string, std::string, std::less<>> entries_;
};

}  // namespace sudoku::i18n
