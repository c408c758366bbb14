#include "i18n/i18n.hpp"

#include <cstdlib>
#include <filesystem>
#include <optional>

#include "engine/logic/step.hpp"
#include "i18n/catalog.hpp"

namespace sudoku::i18n {

namespace {

struct State {
    std::string language = "en";
    std::optional<Catalog> catalog;
};

State& state() {
    static State s;
    return s;
}

const char* system_getenv(const char* name) {
    return std::getenv(name);
}

}  // namespace

const std::vector<Language>& languages() {
    static const std::vector<Language> kLanguages = {
        {"en", "English"},
        {"zh_CN", "简体中文"},
        {"zh_TW", "繁體中文"},
    };
    return kLanguages;
}

std::string match_language(std::string_view locale) {
    // "ll_CC.codeset@modifier": the codeset and modifier do not choose the catalogue.
    locale = locale.substr(0, locale.find_first_of(".@"));
    const std::string_view lang = locale.substr(0, locale.find('_'));
    const std::string_view rest = lang.size() < locale.size() ? locale.substr(lang.size() + 1) : std::string_view{};
    if (lang == "zh") {
        // Taiwan, Hong Kong and Macau write Traditional characters; "zh_Hant" names the script.
        if (rest == "TW" || rest == "HK" || rest == "MO" || rest.starts_with("Hant")) return "zh_TW";
        return "zh_CN";  // zh_CN, zh_SG, zh_Hans and a bare zh
    }
    if (lang == "en" || lang == "C" || lang == "POSIX") return "en";
    return "";
}

std::string language_from_environment(const char* (*getenv)(const char*)) {
    if (!getenv) getenv = system_getenv;
    if (const char* list = getenv("LANGUAGE"); list && *list) {
        std::string_view rest = list;
        while (!rest.empty()) {
            const std::size_t colon = rest.find(':');
            const std::string_view entry = rest.substr(0, colon);
            if (std::string found = match_language(entry); !entry.empty() && !found.empty()) return found;
            rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
        }
    }
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = getenv(name);
        if (!value || !*value) continue;
        std::string found = match_language(value);
        return found.empty() ? "en" : found;  // the first one set decides, as in setlocale
    }
    return "en";
}

std::vector<std::string> locale_dirs() {
    std::vector<std::string> dirs;
    if (const char* dir = std::getenv("SUDOKU_LOCALEDIR"); dir && *dir) dirs.emplace_back(dir);
    std::error_code ec;
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) dirs.push_back((exe.parent_path().parent_path() / "share" / "locale").string());
#ifdef SUDOKU_INSTALL_LOCALEDIR
    dirs.emplace_back(SUDOKU_INSTALL_LOCALEDIR);
#endif
    return dirs;
}

bool set_language(std::string_view code, std::string* error) {
    std::string wanted = code.empty() || code == "system" ? language_from_environment() : match_language(code);
    State& s = state();
    if (wanted.empty() || wanted == "en") {
        s.language = "en";
        s.catalog.reset();
        return wanted == "en";
    }
    std::string why = "no catalogue for " + wanted;
    for (const std::string& dir : locale_dirs()) {
        const std::string path = dir + "/" + wanted + "/LC_MESSAGES/sudoku.mo";
        std::error_code ec;
        if (!std::filesystem::is_regular_file(path, ec)) continue;
        std::optional<Catalog> catalog = Catalog::load(path, &why);
        if (!catalog) {
            why = path + ": " + why;
            continue;
        }
        s.language = wanted;
        s.catalog = std::move(catalog);
        return true;
    }
    if (error) *error = why;
    s.language = "en";
    s.catalog.reset();
    return false;
}

const std::string& current_language() {
    return state().language;
}

const char* tr(const char* msgid) {
    const State& s = state();
    if (!s.catalog || !msgid) return msgid;
    const std::string* found = s.catalog->find(msgid);
    return found ? found->c_str() : msgid;
}

std::string tr(std::string_view msgid) {
    const State& s = state();
    if (!s.catalog) return std::string(msgid);
    const std::string* found = s.catalog->find(msgid);
    return found ? *found : std::string(msgid);
}

bool has_translation(std::string_view msgid) {
    const State& s = state();
    return s.catalog && s.catalog->find(msgid);
}

std::u32string catalogue_characters() {
    std::u32string out;
    const State& s = state();
    if (!s.catalog) return out;
    for (const auto& [id, str] : s.catalog->entries()) out += decode_utf8(str);
    return out;
}

std::string format(std::string_view text, std::initializer_list<std::pair<std::string_view, std::string_view>> args) {
    return fill_placeholders(text, std::span(args.begin(), args.size()));
}

std::u32string decode_utf8(std::string_view text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        int extra = b < 0x80 ? 0 : (b >> 5) == 6 ? 1 : (b >> 4) == 14 ? 2 : (b >> 3) == 30 ? 3 : -1;
        if (extra < 0 || i + std::size_t(extra) >= text.size()) {
            ++i;
            continue;
        }
        char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1f) : extra == 2 ? (b & 0x0f) : (b & 0x07);
        bool ok = true;
        for (int k = 1; k <= extra; ++k) {
            const auto cont = static_cast<unsigned char>(text[i + std::size_t(k)]);
            if ((cont >> 6) != 2) ok = false;
            c = (c << 6) | (cont & 0x3f);
        }
        if (!ok) {
            ++i;
            continue;
        }
        out += c;
        i += std::size_t(extra) + 1;
    }
    return out;
}

}  // namespace sudoku::i18n
