// Guarded JSON parsing for everything the saves layer reads: a size limit before parsing, a depth
// limit and a ban on repeated keys while parsing (nlohmann's SAX interface, so nothing deep is
// ever built), and no exception escaping. Internal to saves/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/model/result.hpp"

namespace sudoku::saves {

using Json = nlohmann::json;

struct JsonLimits {
    std::size_t max_bytes = std::size_t(4) << 20;
    int max_depth = 32;  // objects and arrays nested deeper than this are refused
};

/// Parses `text` (the contents of `source`, a file name used in messages) or says why not:
/// "slot-3.json: not valid JSON: parse error at line 3, column 1: ...".
Result<Json> parse_json_guarded(std::string_view text, std::string_view source, JsonLimits limits = {});

/// A string from a file as a message quotes it: at most 40 characters, non-printables as \xNN.
std::string quote_for_message(std::string_view text);

/// The JSON type name for messages: "a string", "a number", "an object", ...; as a phrase too.
std::string json_type_name(const Json& value);
Phrase json_type_phrase(const Json& value);

}  // namespace sudoku::saves

namespace sudoku::saves {

/// Reads the members of a JSON object one key at a time, tolerantly: a missing key keeps the
/// default, a key of the wrong type or out of range keeps the default and adds a warning
/// ("settings.json: key "ui_scale": expected a number from 0.5 to 4, found a string; using 1").
/// Unknown keys are the caller's to ignore. For settings and statistics files. With `phrases`,
/// each warning is also added there as a phrase (issue #33), for the UI to show translated.
class TolerantReader {
public:
    TolerantReader(const Json& object, std::string source, std::vector<std::string>& warnings,
                   std::vector<Phrase>* phrases = nullptr)
        : object_(object), source_(std::move(source)), warnings_(warnings), phrases_(phrases) {}

    void read(const char* key, bool& value);
    void read(const char* key, int& value, int min, int max);
    void read(const char* key, std::int64_t& value, std::int64_t min, std::int64_t max);
    void read(const char* key, float& value, float min, float max);
    /// A string that must be one of `names`; `value` becomes its index.
    void read_choice(const char* key, int& value, std::initializer_list<const char*> names);

    /// Adds a warning about `key` (for callers' own checks).
    void warn(std::string_view key, std::string_view what);
    void warn(std::string_view key, Phrase what);

private:
    const Json* find(const char* key) const;

    const Json& object_;
    std::string source_;
    std::vector<std::string>& warnings_;
    std::vector<Phrase>* phrases_;
};

}  // namespace sudoku::saves
