// Phrase: a sentence (or a name) as a translatable template and its arguments (issue #19), the
// one way the layers under the UI hand it text a player reads: step sentences, names, and error
// details (Error::phrase, engine/model/result.hpp; issue #33). Rendered in English by render(), in the
// player's language by the UI (ui::tr_phrase).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudoku {

/// A sentence (or a name) as a translatable template and its arguments (issue #19). The engine
/// writes English only: `format` is an English msgid marked with N_() (engine/model/text.hpp) with {name}
/// placeholders, filled from `args`; the UI renders the same Phrase through its catalogue, so no
/// sentence is glued from English fragments. A Phrase without a format is `literal`, as is (cell
/// names, digits, notation).
struct Phrase;
struct PhraseArg {
    /// How the parts join: one after the other, or as a list "a, b and c" / "a, b or c" / "a, b, c"
    /// (joined by the templates "{a}, {b}" and "{a} and {b}" or "{a} or {b}").
    enum ListKind : std::uint8_t { kNone, kAnd, kOr, kComma };
    std::string name;  // the placeholder, without braces
    std::vector<Phrase> parts;
    ListKind list = kNone;

    PhraseArg(std::string name, std::string literal);
    PhraseArg(std::string name, Phrase phrase);
    PhraseArg(std::string name, std::vector<Phrase> parts, ListKind list);
};
struct Phrase {
    const char* format = nullptr;  // msgid with {placeholders}; null: the literal
    std::string literal;
    std::vector<PhraseArg> args;

    Phrase() = default;
    explicit Phrase(const char* format, std::vector<PhraseArg> args = {}) : format(format), args(std::move(args)) {}
    static Phrase text(std::string literal);
    bool operator==(const Phrase& other) const;
};

/// `text` with each {name} replaced by its value in `values`; unknown placeholders are kept as
/// they are. render() fills templates with it, and the UI's i18n::format its own strings.
std::string fill_placeholders(std::string_view text,
                              std::span<const std::pair<std::string_view, std::string_view>> values);

/// The phrase with its placeholders filled, each template (formats, list joiners) passed through
/// `translate` first when one is given: English (the msgids themselves) otherwise.
std::string render(const Phrase& phrase, const std::function<std::string(const char*)>& translate = {});

/// Literal items for a list argument ("r1c2", "r3c4": "r1c2 and r3c4").
std::vector<Phrase> literals(const std::vector<std::string>& items);

}  // namespace sudoku
