#include "saves/json_guard.hpp"

#include "engine/model/text.hpp"

#include <vector>

namespace sudoku::saves {

namespace {

/// Builds a Json value like nlohmann's own DOM parser, refusing depth and repeated keys.
class GuardedBuilder {
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    explicit GuardedBuilder(int max_depth) : max_depth_(max_depth) {}

    Json root;
    Phrase problem;  // set when we stopped the parse ourselves

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool value) { return put(Json(value)); }
    bool number_integer(number_integer_t value) { return put(Json(value)); }
    bool number_unsigned(number_unsigned_t value) { return put(Json(value)); }
    bool number_float(number_float_t value, const string_t&) { return put(Json(value)); }
    bool string(string_t& value) { return put(Json(std::move(value))); }
    bool binary(binary_t& value) { return put(Json::binary(std::move(value))); }

    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(string_t& name) {
        Json& object = *stack_.back();
        if (object.contains(name)) {
            problem = Phrase(N_("the key \"{key}\" appears twice in one object"), {{"key", quote_for_message(name)}});
            return false;
        }
        key_ = std::move(name);
        return true;
    }

    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) {
        syntax_error = ex.what();
        return false;
    }

    std::string syntax_error;

private:
    /// Places a value where the parse is: the root, the next array element or the pending key.
    Json* place(Json value) {
        if (stack_.empty()) {
            root = std::move(value);
            return &root;
        }
        Json& parent = *stack_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        Json& slot = parent[key_];
        slot = std::move(value);
        return &slot;
    }

    bool put(Json value) {
        place(std::move(value));
        return true;
    }

    bool open(Json container) {
        if (int(stack_.size()) >= max_depth_) {
            problem = Phrase(N_("nested deeper than {n} levels"), {{"n", std::to_string(max_depth_)}});
            return false;
        }
        stack_.push_back(place(std::move(container)));
        return true;
    }

    bool close() {
        stack_.pop_back();
        return true;
    }

    int max_depth_;
    std::vector<Json*> stack_;  // pointers stay valid: a container only grows at its end while open
    std::string key_;
};

/// "[json.exception.parse_error.101] parse error at ..." -> "parse error at ...".
std::string without_exception_prefix(std::string message) {
    if (!message.empty() && message[0] == '[') {
        auto end = message.find("] ");
        if (end != std::string::npos) message.erase(0, end + 2);
    }
    return message;
}

}  // namespace

std::string quote_for_message(std::string_view text) {
    static const char* kHex = "0123456789abcdef";
    std::string out;
    std::size_t shown = 0;
    for (char c : text) {
        if (shown == 40) {
            out += "...";
            break;
        }
        auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f && c != '"' && c != '\\') {
            out += c;
        } else {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 15];
        }
        ++shown;
    }
    return out;
}

namespace {

const char* json_type_text(const Json& value) {
    switch (value.type()) {
        case Json::value_t::null:
            return N_("null");
        case Json::value_t::object:
            return N_("an object");
        case Json::value_t::array:
            return N_("an array");
        case Json::value_t::string:
            return N_("a string");
        case Json::value_t::boolean:
            return N_("a boolean");
        case Json::value_t::number_integer:
        case Json::value_t::number_unsigned:
            return N_("an integer");
        case Json::value_t::number_float:
            return N_("a number with a fraction");
        case Json::value_t::binary:
            return N_("binary data");
        case Json::value_t::discarded:
            return N_("nothing");
    }
    return N_("something else");
}

}  // namespace

std::string json_type_name(const Json& value) {
    return json_type_text(value);
}

Phrase json_type_phrase(const Json& value) {
    return Phrase(json_type_text(value));
}

Result<Json> parse_json_guarded(std::string_view text, std::string_view source, JsonLimits limits) {
    if (text.size() > limits.max_bytes)
        return Error::say(0, Phrase(N_("{file}: the file is too large ({n} bytes; the limit is {max})"),
                                    {{"file", std::string(source)},
                                     {"n", std::to_string(text.size())},
                                     {"max", std::to_string(limits.max_bytes)}}));
    if (text.empty()) return Error::say(0, Phrase(N_("{file}: the file is empty"), {{"file", std::string(source)}}));
    // nlohmann's lexer takes a NUL byte for the end of the input, which would let anything after
    // it pass unread. JSON text never holds a raw NUL (inside strings it must be escaped).
    if (auto nul = text.find('\0'); nul != std::string_view::npos)
        return Error::say(0, Phrase(N_("{file}: not valid JSON: a NUL byte at offset {offset}"),
                                    {{"file", std::string(source)}, {"offset", std::to_string(nul)}}));
    GuardedBuilder builder(limits.max_depth);
    bool ok = false;
    try {
        ok = Json::sax_parse(text.begin(), text.end(), &builder, nlohmann::detail::input_format_t::json, true, false);
    } catch (const std::exception& ex) {  // nlohmann throws from some paths (allocation, odd input)
        const std::string said = capped_message("not valid JSON: " + without_exception_prefix(ex.what()));
        return Error::say(0, Phrase(N_("{file}: not valid JSON: {detail}"),
                                    {{"file", std::string(source)}, {"detail", said.substr(said.find(": ") + 2)}}));
    }
    if (builder.problem.format)
        return Error::say(0, Phrase(N_("{file}: refused: {problem}"),
                                    {{"file", std::string(source)}, {"problem", std::move(builder.problem)}}));
    if (!ok) {
        std::string reason =
            builder.syntax_error.empty() ? "parse error" : without_exception_prefix(builder.syntax_error);
        // The parser's own detail stays as it words it; the sentence round it is translatable.
        const std::string said = capped_message("not valid JSON: " + reason);
        return Error::say(0, Phrase(N_("{file}: not valid JSON: {detail}"),
                                    {{"file", std::string(source)}, {"detail", said.substr(said.find(": ") + 2)}}));
    }
    return std::move(builder.root);
}

}  // namespace sudoku::saves

namespace sudoku::saves {

namespace {

std::string number_text(double value) {
    Json j = value;
    return j.dump();
}

}  // namespace

const Json* TolerantReader::find(const char* key) const {
    auto it = object_.find(key);
    return it == object_.end() ? nullptr : &*it;
}

void TolerantReader::warn(std::string_view key, std::string_view what) {
    warn(key, Phrase::text(std::string(what)));
}

void TolerantReader::warn(std::string_view key, Phrase what) {
    Phrase said(N_("{file}: key \"{key}\": {problem}"),
                {{"file", source_}, {"key", quote_for_message(key)}, {"problem", std::move(what)}});
    warnings_.push_back(render(said));
    if (phrases_) phrases_->push_back(std::move(said));
}

void TolerantReader::read(const char* key, bool& value) {
    const Json* found = find(key);
    if (found == nullptr) return;
    if (found->is_boolean()) {
        value = found->get<bool>();
        return;
    }
    warn(key, Phrase(N_("expected true or false, found {type}; using {value}"),
                     {{"type", json_type_phrase(*found)}, {"value", value ? "true" : "false"}}));
}

void TolerantReader::read(const char* key, std::int64_t& value, std::int64_t min, std::int64_t max) {
    const Json* found = find(key);
    if (found == nullptr) return;
    bool ok = false;
    if (found->is_number_unsigned()) {
        auto u = found->get<std::uint64_t>();
        ok = u <= std::uint64_t(max) && std::int64_t(u) >= min;
        if (ok) value = std::int64_t(u);
    } else if (found->is_number_integer()) {
        auto i = found->get<std::int64_t>();
        ok = i >= min && i <= max;
        if (ok) value = i;
    }
    if (ok) return;
    // A number found is quoted as written, anything else named by its type (each its own template,
    // so a language can word the two apart).
    warn(key, Phrase(found->is_number() ? N_("expected an integer from {min} to {max}, found {found}; using {value}")
                                        : N_("expected an integer from {min} to {max}, found {type}; using {value}"),
                     {{"min", std::to_string(min)},
                      {"max", std::to_string(max)},
                      {"found", found->is_number() ? found->dump() : std::string()},
                      {"type", json_type_phrase(*found)},
                      {"value", std::to_string(value)}}));
}

void TolerantReader::read(const char* key, int& value, int min, int max) {
    std::int64_t wide = value;
    read(key, wide, min, max);
    value = int(wide);
}

void TolerantReader::read(const char* key, float& value, float min, float max) {
    const Json* found = find(key);
    if (found == nullptr) return;
    if (found->is_number()) {
        double number = found->get<double>();
        if (number >= min && number <= max) {
            value = float(number);
            return;
        }
    }
    warn(key, Phrase(found->is_number() ? N_("expected a number from {min} to {max}, found {found}; using {value}")
                                        : N_("expected a number from {min} to {max}, found {type}; using {value}"),
                     {{"min", number_text(min)},
                      {"max", number_text(max)},
                      {"found", found->is_number() ? found->dump() : std::string()},
                      {"type", json_type_phrase(*found)},
                      {"value", number_text(value)}}));
}

void TolerantReader::read_choice(const char* key, int& value, std::initializer_list<const char*> names) {
    const Json* found = find(key);
    if (found == nullptr) return;
    if (found->is_string()) {
        int index = 0;
        for (const char* name : names) {
            if (found->get_ref<const std::string&>() == name) {
                value = index;
                return;
            }
            ++index;
        }
    }
    std::string choices;
    int index = 0;
    std::string current;
    for (const char* name : names) {
        choices += index == 0 ? "\"" : ", \"";
        choices += name;
        choices += '"';
        if (index == value) current = name;
        ++index;
    }
    const bool text = found->is_string();
    warn(key, Phrase(text ? N_("expected one of {choices}, found \"{found}\"; using \"{value}\"")
                          : N_("expected one of {choices}, found {type}; using \"{value}\""),
                     {{"choices", choices},
                      {"found", text ? quote_for_message(found->get_ref<const std::string&>()) : std::string()},
                      {"type", json_type_phrase(*found)},
                      {"value", current}}));
}

}  // namespace sudoku::saves
