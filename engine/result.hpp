// Errors are values at the edges: parsers return a Result holding either a value or an Error that
// says what is wrong and where. Nothing a user types or a file contains throws or crashes.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace sudoku {

struct Error {
    /// 1-based character position in the input the message is about; 0 when it is about the whole.
    int column = 0;
    std::string message;

    /// "column 34: 'x' is not a digit or a blank", or just the message when there is no column.
    std::string to_string() const {
        return column > 0 ? "column " + std::to_string(column) + ": " + message : message;
    }
};

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
