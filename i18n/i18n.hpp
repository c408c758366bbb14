// Translations: which language the program speaks, and the strings in it (issue #19).
//
// The catalogues are GNU gettext .mo files (po/*.po, built by msgfmt), read by Catalog (see
// catalog.hpp for why not through glibc). The language comes from the environment as gettext
// programs choose it (LANGUAGE, then LC_ALL, LC_MESSAGES, LANG) unless the player picked one in
// Settings; English is the msgids themselves and needs no catalogue.
//
//   _("Settings")         the translation of a UI string (the string itself when there is none)
//   N_("...")             marks a string for xgettext without translating it (engine/model/text.hpp)
//   format(_("{n} left"), {{"n", "3"}})   fills named placeholders
//
// Only the UI and the command-line tool use this; the engine never does.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/model/text.hpp"

namespace sudoku::i18n {

/// The languages the program ships: "en" (no catalogue), "zh_CN", "zh_TW".
struct Language {
    const char* code;
    const char* native_name;  // as speakers of it write it: shown untranslated in Settings
};
const std::vector<Language>& languages();

/// The shipped language a locale name or LANGUAGE entry asks for ("zh_CN.UTF-8" -> "zh_CN",
/// "zh_HK" -> "zh_TW", "zh" -> "zh_CN", "en_GB" -> "en", "C" -> "en"), or "" for one not shipped.
std::string match_language(std::string_view locale);

/// The language the environment asks for: the first shipped entry of LANGUAGE (a colon-separated
/// list), else of the first of LC_ALL, LC_MESSAGES, LANG that is set; "en" when none matches.
/// `getenv` is a parameter for tests.
std::string language_from_environment(const char* (*getenv)(const char*) = nullptr);

/// Where .mo files are looked for, in order: $SUDOKU_LOCALEDIR, the directory share/locale next to
/// the executable's bin/ (the build tree and any install prefix), and the configured install
/// prefix's locale directory.
std::vector<std::string> locale_dirs();

/// Switches to `code` ("en", "zh_CN", "zh_TW"; "" or "system" means the environment's choice).
/// Returns false (and stays in English) when the catalogue is missing or unreadable; `error`
/// says why.
bool set_language(std::string_view code, std::string* error = nullptr);
/// The language in use ("en" when no catalogue is loaded).
const std::string& current_language();

/// The translation of msgid in the current language, or msgid itself.
const char* tr(const char* msgid);
std::string tr(std::string_view msgid);
/// Whether the current catalogue translates msgid.
bool has_translation(std::string_view msgid);

/// Every character of every translation loaded (UTF-32), for the font atlas's glyph ranges.
std::u32string catalogue_characters();

/// `text` with each {name} replaced by its value; unknown placeholders are kept as they are.
std::string format(std::string_view text, std::initializer_list<std::pair<std::string_view, std::string_view>> args);

/// The code points of a UTF-8 string (invalid bytes are skipped).
std::u32string decode_utf8(std::string_view text);

}  // namespace sudoku::i18n

#ifndef _
#define _(msgid) ::sudoku::i18n::tr(msgid)
#endif
