// Our share code: compact, safe in URLs, carrying the puzzle and optionally the player's digits
// and notes, with a checksum so that a mistyped code is rejected instead of read as another puzzle.
//
//   S1.<base64url>                     "S" and the layout version 1, a dot, then base64url (RFC 4648
//                                      section 5: A-Z a-z 0-9 - _, no padding) of these bytes:
//
//   byte 0        flags: bit 0 = player digits follow, bit 1 = notes follow; bits 2-7 are 0
//   bits          packed most significant bit first, the last byte padded with 0 bits:
//                   81 bits   1 where the cell is a given, r1c1 first
//                   4 bits    each given's digit (1-9), in cell order
//                   flag 0:   1 bit per non-given cell, 1 where the player put a digit;
//                             then 4 bits per such digit (1-9), in cell order
//                   flag 1:   9 bits per cell still empty: its notes, bit d-1 = digit d
//   2 bytes       CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of everything before it,
//                 high byte first
//
// A 25-given puzzle is 37 characters. The CRC catches every change of one or two characters
// (a burst of at most 12 bits), and all but 1 in 65536 of any other damage.
//
// The URL is kShareUrlPrefix followed by the code.
#include "engine/formats/format_parsers.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats::detail {

namespace {

constexpr std::string_view kPrefix = "S1.";
constexpr std::string_view kBase64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr std::uint8_t kHasDigits = 1, kHasNotes = 2;

int base64_value(char c) {
    auto pos = kBase64.find(c);
    return pos == std::string_view::npos ? -1 : int(pos);
}

std::uint16_t crc16(const std::vector<std::uint8_t>& bytes, std::size_t count) {
    std::uint16_t crc = 0xFFFF;
    for (std::size_t i = 0; i < count; ++i) {
        crc = std::uint16_t(crc ^ (bytes[i] << 8));
        for (int bit = 0; bit < 8; ++bit) crc = std::uint16_t((crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1);
    }
    return crc;
}

class BitWriter {
public:
    void put(unsigned value, int bits) {
        for (int i = bits - 1; i >= 0; --i) {
            if (used_ % 8 == 0) bytes_.push_back(0);
            if ((value >> i) & 1) bytes_.back() = std::uint8_t(bytes_.back() | (0x80 >> (used_ % 8)));
            ++used_;
        }
    }
    std::vector<std::uint8_t>& bytes() { return bytes_; }

private:
    std::vector<std::uint8_t> bytes_;
    std::size_t used_ = 0;
};

class BitReader {
public:
    BitReader(const std::vector<std::uint8_t>& bytes, std::size_t begin, std::size_t end)
        : bytes_(bytes), pos_(begin * 8), end_(end * 8) {}
    bool get(int bits, unsigned& value) {
        if (pos_ + std::size_t(bits) > end_) return false;
        value = 0;
        for (int i = 0; i < bits; ++i, ++pos_) value = (value << 1) | ((bytes_[pos_ / 8] >> (7 - pos_ % 8)) & 1u);
        return true;
    }
    /// True when only the zero padding of the last byte is left.
    bool at_end() const {
        if (end_ - pos_ >= 8) return false;
        for (std::size_t p = pos_; p < end_; ++p)
            if ((bytes_[p / 8] >> (7 - p % 8)) & 1) return false;
        return true;
    }

private:
    const std::vector<std::uint8_t>& bytes_;
    std::size_t pos_, end_;
};

std::string to_base64url(const std::vector<std::uint8_t>& bytes) {
    std::string out;
    unsigned buffer = 0;
    int bits = 0;
    for (auto b : bytes) {
        buffer = (buffer << 8) | b;
        bits += 8;
        while (bits >= 6) {
            bits -= 6;
            out += kBase64[(buffer >> bits) & 63];
        }
    }
    if (bits > 0) out += kBase64[(buffer << (6 - bits)) & 63];
    return out;
}

Error checksum_mismatch() {
    return Error::say(0, Phrase(N_("checksum mismatch: the share code was mistyped or cut short")));
}

Result<PuzzleState> read_code(std::string_view code, int offset) {
    if (code.size() < kPrefix.size() || code.substr(0, kPrefix.size()) != kPrefix) {
        if (code.size() >= 3 && code[0] == 'S' && code[1] >= '0' && code[1] <= '9' && code[2] == '.')
            return Error::say(offset + 2, Phrase(N_("unsupported share code version {version} (this program reads "
                                                    "version 1)"),
                                                 {{"version", std::string(1, code[1])}}));
        return Error::say(offset + 1, Phrase(N_("not a share code (expected S1. followed by the code)")));
    }
    std::string_view body = code.substr(kPrefix.size());
    int body_offset = offset + int(kPrefix.size());
    while (!body.empty() && body.back() == '=') body.remove_suffix(1);  // tolerate base64 padding

    std::vector<std::uint8_t> bytes;
    unsigned buffer = 0;
    int bits = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
        int v = base64_value(body[i]);
        if (v < 0)
            return Error::say(body_offset + int(i) + 1,
                              Phrase(N_("{char} is not a share code character (A-Z a-z 0-9 - _)"),
                                     {{"char", describe_char(body[i])}}));
        buffer = (buffer << 6) | unsigned(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            bytes.push_back(std::uint8_t(buffer >> bits));
        }
        buffer &= (1u << bits) - 1;
    }
    // Left-over bits must be the writer's zero padding; anything else is damage the CRC cannot see.
    if (body.size() % 4 == 1 || buffer != 0 || bytes.size() < 3) return checksum_mismatch();
    std::size_t payload = bytes.size() - 2;
    if (crc16(bytes, payload) != ((bytes[payload] << 8) | bytes[payload + 1])) return checksum_mismatch();

    std::uint8_t flags = bytes[0];
    if (flags & ~(kHasDigits | kHasNotes))
        return Error::say(0, Phrase(N_("the share code uses features this program does not know (made by a newer "
                                       "version?)")));
    BitReader in(bytes, 1, payload);
    const Error cut = Error::say(0, Phrase(N_("the share code ends before the puzzle does")));
    unsigned value = 0;
    std::array<bool, kCells> given{};
    for (int cell = 0; cell < kCells; ++cell) {
        if (!in.get(1, value)) return cut;
        given[cell] = value;
    }
    Grid grid;
    auto read_digit = [&](int cell, bool as_given) -> std::optional<Error> {
        if (!in.get(4, value)) return cut;
        if (value < 1 || value > unsigned(kDigits))
            return Error::say(0, Phrase(N_("the share code has the digit {digit} in {cell} (expected 1-9)"),
                                        {{"digit", std::to_string(value)}, {"cell", cell_name(cell)}}));
        if (as_given)
            grid.set_given(cell, int(value));
        else
            grid.set_digit(cell, int(value));
        return std::nullopt;
    };
    for (int cell = 0; cell < kCells; ++cell)
        if (given[cell])
            if (auto error = read_digit(cell, true)) return *error;
    if (flags & kHasDigits) {
        std::array<bool, kCells> placed{};
        for (int cell = 0; cell < kCells; ++cell) {
            if (given[cell]) continue;
            if (!in.get(1, value)) return cut;
            placed[cell] = value;
        }
        for (int cell = 0; cell < kCells; ++cell)
            if (placed[cell])
                if (auto error = read_digit(cell, false)) return *error;
    }
    std::optional<CandidateMasks> notes;
    if (flags & kHasNotes) {
        notes.emplace();
        for (int cell = 0; cell < kCells; ++cell) {
            if (!grid.is_empty(cell)) continue;
            if (!in.get(kDigits, value)) return cut;
            (*notes)[cell] = DigitMask(value);
        }
    }
    if (!in.at_end()) return Error::say(0, Phrase(N_("the share code has data after the puzzle")));
    return PuzzleState{grid, notes};
}

}  // namespace

bool looks_like_share_code(std::string_view text) {
    return (text.size() >= 3 && text[0] == 'S' && text[1] >= '0' && text[1] <= '9' && text[2] == '.') ||
           starts_with_nocase(text, kShareUrlPrefix);
}

Result<PuzzleState> parse_share_code(std::string_view text, Format& format) {
    int offset = 0;
    std::string_view trimmed = trim_located(text, offset);
    format = Format::Share;
    if (starts_with_nocase(trimmed, kShareUrlPrefix)) {
        format = Format::ShareUrl;
        return read_code(trimmed.substr(kShareUrlPrefix.size()), offset + int(kShareUrlPrefix.size()));
    }
    return read_code(trimmed, offset);
}

std::string write_share_code(const PuzzleState& state) {
    const Grid& grid = state.grid;
    bool has_digits = grid.filled_count() > grid.given_count();
    BitWriter out;
    out.put(std::uint8_t((has_digits ? kHasDigits : 0) | (state.notes ? kHasNotes : 0)), 8);
    for (int cell = 0; cell < kCells; ++cell) out.put(grid.is_given(cell), 1);
    for (int cell = 0; cell < kCells; ++cell)
        if (grid.is_given(cell)) out.put(unsigned(grid.digit(cell)), 4);
    if (has_digits) {
        for (int cell = 0; cell < kCells; ++cell)
            if (!grid.is_given(cell)) out.put(!grid.is_empty(cell), 1);
        for (int cell = 0; cell < kCells; ++cell)
            if (!grid.is_given(cell) && !grid.is_empty(cell)) out.put(unsigned(grid.digit(cell)), 4);
    }
    if (state.notes)
        for (int cell = 0; cell < kCells; ++cell)
            if (grid.is_empty(cell)) out.put((*state.notes)[cell] & kAllDigits, kDigits);
    auto& bytes = out.bytes();
    std::uint16_t crc = crc16(bytes, bytes.size());
    bytes.push_back(std::uint8_t(crc >> 8));
    bytes.push_back(std::uint8_t(crc & 0xFF));
    std::string code(kPrefix);
    code += to_base64url(bytes);
    return code;
}

std::string write_share_url(const PuzzleState& state) {
    std::string out(kShareUrlPrefix);
    out += write_share_code(state);
    return out;
}

}  // namespace sudoku::formats::detail
