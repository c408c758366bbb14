// sencode: the share code of Jonas Geiler's open-source web Sudoku (github.com/jonasgeiler/sudoku),
// and its URL https://sudoku.jonasgeiler.com/#<sencode>. Layout, as that program writes it:
//
//   Base62(structure) SEP Base62(numbers)          Base62 alphabet 0-9 a-z A-Z, most significant first
//
//   structure  an 81-bit number written as the binary string of the cells: cell 0 (r1c1) is the
//              most significant bit, cell 80 the least; a 1 marks a given.
//   numbers    the decimal number spelt by (given - 1) for each given in cell order; leading zeros
//              are lost, so readers pad it back to the number of givens.
//   SEP        '-', or '_' when the grid was reversed (cell i stored as cell 80 - i) before encoding.
//              The writer reverses when the grid has more empty cells at its end than at its start
//              (scanning from both ends at once, the end first), which shortens the structure.
//
// The empty grid is "0-0". Reversed codes are read the same way and then turned back.
#include <algorithm>

#include "engine/formats/format_parsers.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku::formats::detail {

namespace {

constexpr std::string_view kAlphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::string_view kUrlPrefix = "https://sudoku.jonasgeiler.com/#";
// 2^81 < 62^14 and 10^81 < 62^46: longer parts cannot be valid (allowing for leading zeros).
constexpr std::size_t kMaxPartLength = 64;

int base62_value(char c) {
    auto pos = kAlphabet.find(c);
    return pos == std::string_view::npos ? -1 : int(pos);
}

/// Digits (most significant first, each below `from`) re-expressed in base `to`, most significant
/// first, without leading zeros (empty for zero). Schoolbook: the numbers have at most 81 digits.
std::vector<std::uint8_t> convert_base(const std::vector<std::uint8_t>& digits, int from, int to) {
    std::vector<std::uint8_t> out;  // least significant first while building
    for (int d : digits) {
        int carry = d;
        for (auto& o : out) {
            int v = o * from + carry;
            o = std::uint8_t(v % to);
            carry = v / to;
        }
        while (carry) {
            out.push_back(std::uint8_t(carry % to));
            carry /= to;
        }
    }
    std::reverse(out.begin(), out.end());
    return out;
}

std::string to_base62(const std::vector<std::uint8_t>& digits, int from) {
    auto converted = convert_base(digits, from, 62);
    if (converted.empty()) return "0";
    std::string out;
    for (int d : converted) out += kAlphabet[std::size_t(d)];
    return out;
}

/// sencode reverses the grid when scanning from both ends meets a given at the start first.
bool should_reverse(const Digits& digits) {
    for (int i = 0; i < kCells; ++i) {
        if (digits[kCells - 1 - i] != 0) return false;
        if (digits[i] != 0) return true;
    }
    return false;
}

bool is_alnum(char c) {
    return base62_value(c) >= 0;
}

bool is_sencode_host(std::string_view host) {
    return host == "sudoku.jonasgeiler.com" || host == "sudoku.skayo.dev";
}

/// Reads the code itself; `offset` is its 0-based position in the text as given.
Result<PuzzleState> read_code(std::string_view code, int offset) {
    std::size_t sep = std::string_view::npos;
    for (std::size_t i = 0; i < code.size(); ++i) {
        char c = code[i];
        if (is_alnum(c)) continue;
        if (c != '-' && c != '_')
            return Error::say(offset + int(i) + 1,
                              Phrase(N_("{char} is not a Base62 digit (0-9 a-z A-Z) or a separator (- _)"),
                                     {{"char", describe_char(c)}}));
        if (sep != std::string_view::npos)
            return Error::say(offset + int(i) + 1, Phrase(N_("a second separator {char} (a sencode has one - or _)"),
                                                          {{"char", describe_char(c)}}));
        sep = i;
    }
    if (sep == std::string_view::npos)
        return Error::say(0, Phrase(N_("no separator: a sencode is Base62 digits, then - or _, then Base62 digits")));
    std::string_view structure_text = code.substr(0, sep), numbers_text = code.substr(sep + 1);
    if (structure_text.empty())
        return Error::say(offset + 1, Phrase(N_("the structure (the part before the separator) is empty")));
    if (numbers_text.empty())
        return Error::say(offset + int(sep) + 1, Phrase(N_("the numbers (the part after the separator) are empty")));
    if (structure_text.size() > kMaxPartLength)
        return Error::say(offset + 1, Phrase(N_("the structure (the part before the separator) is too long")));
    if (numbers_text.size() > kMaxPartLength)
        return Error::say(offset + int(sep) + 2, Phrase(N_("the numbers (the part after the separator) are too long")));

    auto digits_of_text = [](std::string_view part) {
        std::vector<std::uint8_t> digits;
        for (char c : part) digits.push_back(std::uint8_t(base62_value(c)));
        return digits;
    };
    auto bits = convert_base(digits_of_text(structure_text), 62, 2);
    if (bits.size() > std::size_t(kCells))
        return Error::say(offset + 1,
                          Phrase(N_("the structure (the part before the separator) is larger than 81 bits")));
    bits.insert(bits.begin(), std::size_t(kCells) - bits.size(), 0);  // bit string of the cells, r1c1 first
    int givens = int(std::count(bits.begin(), bits.end(), 1));

    auto numbers = convert_base(digits_of_text(numbers_text), 62, 10);
    if (numbers.size() > std::size_t(givens))
        return Error::say(offset + int(sep) + 2,
                          Phrase(N_("the numbers (the part after the separator) have {n} digits for {givens} givens"),
                                 {{"n", std::to_string(numbers.size())}, {"givens", std::to_string(givens)}}));
    numbers.insert(numbers.begin(), std::size_t(givens) - numbers.size(), 0);

    Digits digits{};
    std::size_t next = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        if (!bits[std::size_t(cell)]) continue;
        int stored = numbers[next++];
        if (stored > kDigits - 1)
            return Error::say(offset + int(sep) + 2,
                              Phrase(N_("the numbers (the part after the separator) store a 9 for given {n} (givens "
                                        "are stored as digit - 1, 0-8)"),
                                     {{"n", std::to_string(next)}}));
        digits[std::size_t(cell)] = std::uint8_t(stored + 1);
    }
    if (code[sep] == '_') std::reverse(digits.begin(), digits.end());
    return PuzzleState{Grid::from_givens(digits), {}};
}

}  // namespace

bool looks_like_sencode(std::string_view text) {
    std::size_t seps = 0, sep = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '-' || text[i] == '_') {
            ++seps;
            sep = i;
        } else if (!is_alnum(text[i])) {
            return false;
        }
    }
    return seps == 1 && sep > 0 && sep + 1 < text.size();
}

Result<PuzzleState> parse_sencode(std::string_view text, Format& format) {
    int offset = 0;
    std::string_view trimmed = trim_located(text, offset);
    format = Format::Sencode;
    Url url;
    if (!split_url(trimmed, url)) return read_code(trimmed, offset);
    format = Format::SencodeUrl;
    if (!is_sencode_host(url.host))
        return Error::say(offset + 1, Phrase(N_("not a sencode URL: the site is '{host}' (expected "
                                                "sudoku.jonasgeiler.com)"),
                                             {{"host", url.host}}));
    std::size_t hash = url.rest.find('#');
    if (hash == std::string_view::npos)
        return Error::say(0, Phrase(N_("the sencode URL has no #code after the address")));
    return read_code(url.rest.substr(hash + 1), offset + url.rest_offset + int(hash) + 1);
}

std::string write_sencode(const PuzzleState& state) {
    Digits digits = state.grid.givens();
    bool reversed = should_reverse(digits);
    if (reversed) std::reverse(digits.begin(), digits.end());
    std::vector<std::uint8_t> bits, numbers;
    for (int d : digits) {
        bits.push_back(d != 0);
        if (d != 0) numbers.push_back(std::uint8_t(d - 1));
    }
    std::string out = to_base62(bits, 2);
    out += reversed ? '_' : '-';
    out += to_base62(numbers, 10);
    return out;
}

std::string write_sencode_url(const PuzzleState& state) {
    std::string out(kUrlPrefix);
    out += write_sencode(state);
    return out;
}

}  // namespace sudoku::formats::detail
