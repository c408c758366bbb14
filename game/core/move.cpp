#include "game/core/move.hpp"

#include <algorithm>

#include "engine/notation.hpp"

namespace sudoku::game {

namespace {

std::vector<int> normalised(std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

void append_cells(std::string& out, const std::vector<int>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        out += i == 0 ? ' ' : ',';
        out += cell_name(cells[i]);
    }
}

char digit_char(int digit) {
    return char('0' + digit);
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

std::string to_text(const Move& move) {
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
            for (int d = 1; d <= kDigits; ++d)
                if (move.notes & digit_bit(d)) out += digit_char(d);
            break;
        case MoveKind::AutoNotes:
            out += 'A';
            break;
        case MoveKind::ClearNotes:
            out += 'C';
            break;
        case MoveKind::ApplyStep:
            out += 'H';
            if (move.clean_peers) out += '*';
            for (const Candidate& c : move.placements) {
                out += ' ';
                out += cell_name(c.cell);
                out += '=';
                out += digit_char(c.digit);
            }
            for (const Candidate& c : move.eliminations) {
                out += ' ';
                out += cell_name(c.cell);
                out += "<>";
                out += digit_char(c.digit);
            }
            return out;
    }
    append_cells(out, move.cells);
    return out;
}

namespace {

std::string quoted(char c) {
    auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) {
        std::string s = "'";
        s += c;
        s += '\'';
        return s;
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string s = "byte 0x";
    s += kHex[u >> 4];
    s += kHex[u & 15];
    return s;
}

// A cursor over the text that turns every failure into an Error naming the column.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return at_end() ? '\0' : text_[pos_]; }
    int column() const { return int(pos_) + 1; }

    bool accept(char c) {
        if (peek() != c || at_end()) return false;
        ++pos_;
        return true;
    }

    Error error(std::string what_was_expected) const {
        std::string message = at_end() ? std::string("end of text") : quoted(peek());
        message += ": expected ";
        message += what_was_expected;
        return Error{column(), std::move(message)};
    }

    // digit = 1..9
    Result<int> digit() {
        char c = peek();
        if (at_end() || c < '1' || c > char('0' + kDigits)) return error("a digit 1-9");
        ++pos_;
        return int(c - '0');
    }

    // cell = "r" digit "c" digit
    Result<int> cell() {
        if (!accept('r')) return error("a cell such as r4c6");
        auto row = digit();
        if (!row) return row.error();
        if (!accept('c')) return error("'c' and a column 1-9");
        auto col = digit();
        if (!col) return col.error();
        return cell_at(row.value() - 1, col.value() - 1);
    }

    // cells = cell {"," cell}, strictly ascending
    Result<std::vector<int>> cells() {
        std::vector<int> out;
        do {
            int start = column();
            auto c = cell();
            if (!c) return c.error();
            if (!out.empty() && c.value() <= out.back()) {
                std::string message = cell_name(c.value());
                message +=
                    c.value() == out.back() ? " is listed twice" : " is out of order (cells ascend in reading order)";
                return Error{start, std::move(message)};
            }
            out.push_back(c.value());
        } while (accept(','));
        return out;
    }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

Result<Move> finish(Reader& in, Move move) {
    if (!in.at_end()) return in.error("the end of the move");
    return move;
}

// " " cells, then the end.
Result<Move> with_cells(Reader& in, Move move) {
    if (!in.accept(' ')) return in.error("a space and then cells");
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
    if (in.at_end()) return in.error("a space and an effect such as r4c6=7 or r1c2<>5");
    while (!in.at_end()) {
        if (!in.accept(' ')) return in.error("a space and an effect such as r4c6=7 or r1c2<>5");
        auto cell = in.cell();
        if (!cell) return cell.error();
        bool placement = in.accept('=');
        if (!placement && !(in.accept('<') && in.accept('>'))) return in.error("'=' or '<>'");
        auto digit = in.digit();
        if (!digit) return digit.error();
        Candidate c{std::uint8_t(cell.value()), std::uint8_t(digit.value())};
        (placement ? move.placements : move.eliminations).push_back(c);
    }
    return move;
}

}  // namespace

Result<Move> parse_move(std::string_view text) {
    Reader in(text);
    if (in.at_end()) return Error{0, "empty move: expected one of P E T N A C H"};
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
                    std::string message = "note ";
                    message += char('0' + digit.value());
                    message += digit.value() == last ? " is listed twice" : " is out of order (notes ascend)";
                    return Error{start, std::move(message)};
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
        default:
            return in.error("a move: one of P E T N A C H");
    }
}

}  // namespace sudoku::game
