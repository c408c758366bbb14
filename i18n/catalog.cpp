#include "i18n/catalog.hpp"

#include <cstdint>
#include <fstream>
#include <sstream>

namespace sudoku::i18n {

namespace {

constexpr std::uint32_t kMagic = 0x950412de;
constexpr std::uint32_t kMagicSwapped = 0xde120495;

std::uint32_t swap32(std::uint32_t v) {
    return (v >> 24) | ((v >> 8) & 0xff00) | ((v << 8) & 0xff0000) | (v << 24);
}

}  // namespace

std::optional<Catalog> Catalog::parse(std::string_view bytes, std::string* error) {
    auto fail = [&](const char* why) -> std::optional<Catalog> {
        if (error) *error = why;
        return std::nullopt;
    };
    bool swapped = false;
    auto word = [&](std::size_t offset, std::uint32_t& out) {
        if (offset > bytes.size() || bytes.size() - offset < 4) return false;
        std::uint32_t v = 0;
        for (int i = 3; i >= 0; --i) v = (v << 8) | static_cast<unsigned char>(bytes[offset + std::size_t(i)]);
        out = swapped ? swap32(v) : v;
        return true;
    };
    std::uint32_t magic = 0;
    if (!word(0, magic)) return fail("too short for a .mo file");
    if (magic == kMagicSwapped)
        swapped = true;
    else if (magic != kMagic)
        return fail("not a .mo file (bad magic number)");
    std::uint32_t revision = 0, count = 0, originals = 0, translations = 0;
    if (!word(4, revision) || !word(8, count) || !word(12, originals) || !word(16, translations))
        return fail("truncated header");
    if ((revision >> 16) > 1) return fail("unknown .mo major revision");
    // A string table entry is its length and offset; the string must lie inside the file.
    auto string_at = [&](std::uint32_t table, std::uint32_t i, std::string_view& out) {
        std::uint32_t length = 0, offset = 0;
        const std::size_t at = std::size_t(table) + std::size_t(i) * 8;
        if (!word(at, length) || !word(at + 4, offset)) return false;
        if (offset > bytes.size() || bytes.size() - offset < length) return false;
        out = bytes.substr(offset, length);
        return true;
    };
    Catalog catalog;
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string_view id, str;
        if (!string_at(originals, i, id) || !string_at(translations, i, str)) return fail("string table out of range");
        if (id.empty() || str.empty()) continue;  // the header entry, or an untranslated message
        // Plural forms are "singular\0plural" / "form0\0form1...": this program keeps the first.
        id = id.substr(0, id.find('\0'));
        str = str.substr(0, str.find('\0'));
        catalog.entries_.emplace(std::string(id), std::string(str));
    }
    return catalog;
}

std::optional<Catalog> Catalog::load(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = "cannot open " + path;
        return std::nullopt;
    }
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return parse(bytes.str(), error);
}

const std::string* Catalog::find(std::string_view msgid) const {
    auto it = entries_.find(msgid);
    return it == entries_.end() ? nullptr : &it->second;
}

}  // namespace sudoku::i18n
