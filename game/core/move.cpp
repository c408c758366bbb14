#include "game/core/move.hpp"

#include <algorithm>

#include "engine/constraints/shape.hpp"
#include "engine/model/text.hpp"
#include "game/core/board.hpp"

namespace sudoku::game {

namespace {

std::vector<int> normalised(std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

void append_cells(std::string& out, const std::vector<int>& cells, int side) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        out += i == 0 ? ' ' : ',';
        out += sudoku::cell_name(cells[i], side);
    }
}

char digit_char(int digit) {
    return symbol_char(digit);
}

}  // namespace

Move Move::place(std::vector<int> cells, int digit, bool clean_peers) {
    Move m;
    m.kind = MoveKind::Place;
    m.cells = normalised(std::move(cells));
    m.digit = digit;
    m.clean_peers = clean_peers;
    return m;
}

Move Move::erase(std::vector<int> cells) {
    Move m;
    m.kind = MoveKind::Erase;
    m.cells = normalised(std::move(cells));
    return m;
}

Move Move::toggle_note(std::vector<int> cells, int digit) {
    Move m;
    m.kind = MoveKind::ToggleNote;
    m.cells = normalised(std::move(cells));
    m.digit = digit;
    return m;
}

Move Move::set_notes(std::vector<int> cells, DigitMask notes) {
    Move m;
    m.kind = MoveKind::SetNotes;
    m.cells = normalised(std::move(cells));
    m.notes = notes;
    return m;
}

Move Move::auto_notes(std::vector<int> cells) {
    Move m;
    m.kind = MoveKind::AutoNotes;
    m.cells = normalised(std::move(cells));
    return m;
}

Move Move::clear_notes(std::vector<int> cells) {
    Move m;
    m.kind = MoveKind::ClearNotes;
    m.cells = normalised(std::move(cells));
    return m;
}

Move Move::apply_step(const Step& step, bool clean_peers) {
    return apply_step(step.placements, step.eliminations, clean_peers);
}

Move Move::apply_step(std::vector<Candidate> placements, std::vector<Candidate> eliminations, bool clean_peers) {
    Move m;
    m.kind = MoveKind::ApplyStep;
    m.placements = std::move(placements);
    m.eliminations = std::move(eliminations);
    m.clean_peers = clean_peers;
    return m;
}

Move Move::corner_mark(std::vector<int> cells, int digit) {
    Move m;
    m.kind = MoveKind::CornerMark;
    m.cells = normalised(std::move(cells));
    m.digit = digit;
    return m;
}

Move Move::centre_mark(std::vector<int> cells, int digit) {
    Move m;
    m.kind = MoveKind::CentreMark;
    m.cells = normalised(std::move(cells));
    m.digit = digit;
    return m;
}

Move Move::colour_cells(std::vector<int> cells, int colour) {
    Move m;
    m.kind = MoveKind::Colour;
    m.cells = normalised(std::move(cells));
    m.colour = colour;
    return m;
}

Move Move::colour_candidate(std::vector<int> cells, int digit, int colour) {
    Move m;
    m.kind = MoveKind::CandidateColour;
    m.cells = normalised(std::move(cells));
    m.digit = digit;
    m.colour = colour;
    return m;
}

std::string to_text(const Move& move, int side) {
    std::string out;
    switch (move.kind) {
        case MoveKind::Place:
            out += 'P';
            out += digit_char(move.digit);
            if (move.clean_peers) out += '*';
            break;
        case MoveKind::Erase:
            out += 'E';
            break;
        case MoveKind::ToggleNote:
            out += 'T';
            out += digit_char(move.digit);
            break;
        case MoveKind::SetNotes:
            out += 'N';
            for (int d = 1; d <= 16; ++d)
                if (move.notes & digit_bit(d)) out += digit_char(d);
            break;
        case MoveKind::AutoNotes:
            out += 'A';
            break;
        case MoveKind::ClearNotes:
            out += 'C';
            break;
        case MoveKind::CornerMark:
            out += 'X';
            out += digit_char(move.digit);
            break;
        case MoveKind::CentreMark:
            out += 'M';
            out += digit_char(move.digit);
            break;
        case MoveKind::Colour:
            out += 'V';
            out += char('0' + move.colour);
            break;
        case MoveKind::CandidateColour:
            out += 'V';
            out += char('0' + move.colour);
            out += '/';
            out += digit_char(move.digit);
            break;
        case MoveKind::ApplyStep:
            out += 'H';
            if (move.clean_peers) out += '*';
            for (const Candidate& c : move.placements) {
                out += ' ';
                out += sudoku::cell_name(c.cell, side);
                out += '=';
                out += digit_char(c.digit);
            }
            for (const Candidate& c : move.eliminations) {
                out += ' ';
                out += sudoku::cell_name(c.cell, side);
                out += "<>";
                out += digit_char(c.digit);
            }
            return out;
    }
    append_cells(out, move.cells, side);
    return out;
}

namespace {

Phrase quoted(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) {
        std::string s = "'";
        s += c;
        s += '\'';
        return Phrase::text(std::move(s));
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string s = "0x";
    s += kHex[u >> 4];
    s += kHex[u & 15];
    return Phrase(N_("byte {hex}"), {{"hex", std::move(s)}});
}

// A cursor over the text that turns every failure into an Error naming the column.
class Reader {
public:
    Reader(std::string_view text, int side) : text_(text), side_(side) {}
    int side() const { return side_; }

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    int column() const { return int(pos_) + 1; }

    bool accept(char c) {
        if (peek() != c || at_end()) return false;
        ++pos_;
        return true;
    }

    Error error(Phrase what_was_expected) const {
        return Error::say(column(), Phrase(N_("{found}: expected {what}"),
                                           {{"found", at_end() ? Phrase(N_("end of text")) : quoted(peek())},
                                            {"what", std::move(what_was_expected)}}));
    }

    // digit = a symbol 1..side: '1'-'9', then 'A'-'G'
    Result<int> digit() {
        int symbol = at_end() ? -1 : parse_symbol_char(peek());
        bool canonical = peek() < 'a';  // letters are upper case in moves
        if (symbol < 1 || symbol > side_ || !canonical) return error(symbol_expected());
        ++pos_;
        return symbol;
    }

    // colour = '0' (none) or '1'..'9'
    Result<int> colour() {
        const char c = peek();
        if (at_end() || c < '0' || c > '9') return error(Phrase(N_("a colour 1-9 (or 0 to clear)")));
        ++pos_;
        return c - '0';
    }

    // A row or column number 1..side (one or two decimal digits, no leading zero).
    Result<int> number() {
        char c = peek();
        if (at_end() || c < '1' || c > '9' || c - '0' > side_) return error(number_expected());
        int start = column();
        ++pos_;
        int value = c - '0';
        if (side_ > 9 && !at_end() && peek() >= '0' && peek() <= '9') {
            value = value * 10 + (peek() - '0');
            ++pos_;
            if (value > side_) {
                return Error::say(start, Phrase(N_("{number} is off the board: expected {what}"),
                                                {{"number", std::to_string(value)}, {"what", number_expected()}}));
            }
        }
        return value;
    }

    // cell = "r" number "c" number
    Result<int> cell() {
        if (!accept('r')) return error(Phrase(N_("a cell such as r4c6")));
        auto row = number();
        if (!row) return row.error();
        if (!accept('c')) {
            return error(Phrase(N_("'c' and a column 1-{n}"), {{"n", std::to_string(side_)}}));
        }
        auto col = number();
        if (!col) return col.error();
        return (row.value() - 1) * side_ + col.value() - 1;
    }

    std::string cell_name(int cell) const { return sudoku::cell_name(cell, side_); }

    // cells = cell {"," cell}, strictly ascending
    Result<std::vector<int>> cells() {
        std::vector<int> out;
        do {
            int start = column();
            auto c = cell();
            if (!c) return c.error();
            if (!out.empty() && c.value() <= out.back()) {
                return Error::say(start, Phrase(c.value() == out.back()
                                                    ? N_("{cell} is listed twice")
                                                    : N_("{cell} is out of order (cells ascend in reading order)"),
                                                {{"cell", cell_name(c.value())}}));
            }
            out.push_back(c.value());
        } while (accept(','));
        return out;
    }

private:
    // Classic texts keep the words of before shapes ("a digit 1-9").
    Phrase symbol_expected() const {
        if (side_ == kDigits) return Phrase(N_("a digit 1-9"));
        return Phrase(N_("a symbol {range}"), {{"range", symbol_range_phrase(side_)}});
    }
    Phrase number_expected() const {
        if (side_ == kDigits) return Phrase(N_("a digit 1-9"));
        return Phrase(N_("a number 1-{n}"), {{"n", std::to_string(side_)}});
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int side_ = kDigits;
};

Result<Move> finish(Reader& in, Move move) {
    if (!in.at_end()) return in.error(Phrase(N_("the end of the move")));
    return move;
}

// " " cells, then the end.
Result<Move> with_cells(Reader& in, Move move) {
    if (!in.accept(' ')) return in.error(Phrase(N_("a space and then cells")));
    auto cells = in.cells();
    if (!cells) return cells.error();
    move.cells = std::move(cells).value();
    return finish(in, std::move(move));
}

// [" " cells], then the end.
Result<Move> with_optional_cells(Reader& in, Move move) {
    if (in.at_end()) return move;
    return with_cells(in, std::move(move));
}

Result<Move> step_effects(Reader& in, Move move) {
    if (in.at_end()) return in.error(Phrase(N_("a space and an effect such as r4c6=7 or r1c2<>5")));
    while (!in.at_end()) {
        if (!in.accept(' ')) return in.error(Phrase(N_("a space and an effect such as r4c6=7 or r1c2<>5")));
        auto cell = in.cell();
        if (!cell) return cell.error();
        bool placement = in.accept('=');
        if (!placement && !(in.accept('<') && in.accept('>'))) return in.error(Phrase(N_("'=' or '<>'")));
        auto digit = in.digit();
        if (!digit) return digit.error();
        Candidate c{std::uint8_t(cell.value()), std::uint8_t(digit.value())};
        (placement ? move.placements : move.eliminations).push_back(c);
    }
    return move;
}

}  // namespace

Result<Move> parse_move(std::string_view text, int side) {
    if (side < kMinSide || side > kMaxSide) return Error::say(0, Phrase(N_("the board's side must be 4-16")));
    Reader in(text, side);
    if (in.at_end()) return Error::say(0, Phrase(N_("empty move: expected one of P E T N A C H X M V")));
    char verb = in.peek();
    Move move;
    switch (verb) {
        case 'P': {
            in.accept('P');
            auto digit = in.digit();
            if (!digit) return digit.error();
            move.kind = MoveKind::Place;
            move.digit = digit.value();
            move.clean_peers = in.accept('*');
            return with_cells(in, std::move(move));
        }
        case 'E':
            in.accept('E');
            move.kind = MoveKind::Erase;
            return with_cells(in, std::move(move));
        case 'T': {
            in.accept('T');
            auto digit = in.digit();
            if (!digit) return digit.error();
            move.kind = MoveKind::ToggleNote;
            move.digit = digit.value();
            return with_cells(in, std::move(move));
        }
        case 'N': {
            in.accept('N');
            move.kind = MoveKind::SetNotes;
            int last = 0;
            while (!in.at_end() && in.peek() != ' ') {
                int start = in.column();
                auto digit = in.digit();
                if (!digit) return digit.error();
                if (digit.value() <= last) {
                    return Error::say(start,
                                      Phrase(digit.value() == last ? N_("note {symbol} is listed twice")
                                                                   : N_("note {symbol} is out of order (notes ascend)"),
                                             {{"symbol", std::string(1, symbol_char(digit.value()))}}));
                }
                last = digit.value();
                move.notes |= digit_bit(last);
            }
            return with_cells(in, std::move(move));
        }
        case 'A':
            in.accept('A');
            move.kind = MoveKind::AutoNotes;
            return with_optional_cells(in, std::move(move));
        case 'C':
            in.accept('C');
            move.kind = MoveKind::ClearNotes;
            return with_optional_cells(in, std::move(move));
        case 'H':
            in.accept('H');
            move.kind = MoveKind::ApplyStep;
            move.clean_peers = in.accept('*');
            return step_effects(in, std::move(move));
        case 'X':
        case 'M': {
            in.accept(verb);
            auto digit = in.digit();
            if (!digit) return digit.error();
            move.kind = verb == 'X' ? MoveKind::CornerMark : MoveKind::CentreMark;
            move.digit = digit.value();
            return with_cells(in, std::move(move));
        }
        case 'V': {
            in.accept('V');
            auto colour = in.colour();
            if (!colour) return colour.error();
            move.colour = colour.value();
            move.kind = MoveKind::Colour;
            if (in.accept('/')) {
                auto digit = in.digit();
                if (!digit) return digit.error();
                move.kind = MoveKind::CandidateColour;
                move.digit = digit.value();
            }
            return with_cells(in, std::move(move));
        }
        default:
            return in.error(Phrase(N_("a move: one of P E T N A C H X M V")));
    }
}

}  // namespace sudoku::game
