// Errors are values at the edges: parsers return a Result holding either a value or an Error that
// says what is wrong and where. Nothing a user types or a file contains throws or crashes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "engine/model/phrase.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

struct Error {
    /// 1-based character position in the input the message is about; 0 when it is about the whole.
    int column = 0;
    std::string message;
    /// The same message as a template and its arguments (engine/model/phrase.hpp), for the UI to show in
    /// the player's language (issue #33); without a format the message is all there is.
    Phrase phrase = {};

    /// An error whose message is `said` rendered in English.
    static Error say(int column, Phrase said) {
        Error error{column, render(said)};
        error.phrase = std::move(said);
        return error;
    }
    /// The message as a phrase: `phrase`, or the English message as a literal.
    Phrase as_phrase() const { return phrase.format ? phrase : Phrase::text(message); }
    /// The same with its column, as to_string() says it: "column {n}: {error}".
    Phrase as_phrase_with_column() const {
        if (column <= 0) return as_phrase();
        return Phrase(N_("column {n}: {error}"), {{"n", std::to_string(column)}, {"error", as_phrase()}});
    }

    /// "column 34: 'x' is not a digit or a blank", or just the message when there is no column.
    std::string to_string() const { return column > 0 ? "column " + std::to_string(column) + ": " + message : message; }
};

/// A message cut to at most `max_chars` bytes (at a UTF-8 character boundary) with "…" appended
/// when cut: parse errors echo the offending input, which a damaged file can make megabytes long,
/// and every message that quotes input is shown to a person.
inline std::string capped_message(std::string_view message, std::size_t max_chars = 200) {
    if (message.size() <= max_chars) return std::string(message);
    std::size_t end = max_chars;
    // Back up over UTF-8 continuation bytes so no character is cut in half.
    while (end > 0 && (static_cast<unsigned char>(message[end]) & 0xC0) == 0x80) --end;
    std::string out(message.substr(0, end));
    out += "\u2026";
    return out;
}

template <class T>
class Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<0>(v_); }
    T&& value() && { return std::get<0>(std::move(v_)); }
    const Error& error() const { return std::get<1>(v_); }

private:
    std::variant<T, Error> v_;
};

}  // namespace sudoku
