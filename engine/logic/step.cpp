#include "engine/logic/step.hpp"

#include <algorithm>

#include "engine/constraints/shape.hpp"
#include "engine/model/notation.hpp"
#include "engine/model/text.hpp"

namespace sudoku {

std::string_view technique_name(Technique technique) {
    switch (technique) {
        case Technique::FullHouse:
            return N_("Full House");
        case Technique::HiddenSingleBox:
            return N_("Hidden Single");
        case Technique::HiddenSingleRow:
            return N_("Hidden Single");
        case Technique::HiddenSingleColumn:
            return N_("Hidden Single");
        case Technique::NakedSingle:
            return N_("Naked Single");
        case Technique::Pointing:
            return N_("Pointing");
        case Technique::Claiming:
            return N_("Claiming");
        case Technique::NakedPair:
            return N_("Naked Pair");
        case Technique::XWing:
            return N_("X-Wing");
        case Technique::HiddenPair:
            return N_("Hidden Pair");
        case Technique::NakedTriple:
            return N_("Naked Triple");
        case Technique::Swordfish:
            return N_("Swordfish");
        case Technique::HiddenTriple:
            return N_("Hidden Triple");
        case Technique::Skyscraper:
            return N_("Skyscraper");
        case Technique::TwoStringKite:
            return N_("2-String Kite");
        case Technique::XYWing:
            return N_("XY-Wing");
        case Technique::XYZWing:
            return N_("XYZ-Wing");
        case Technique::WWing:
            return N_("W-Wing");
        case Technique::FinnedXWing:
            return N_("Finned X-Wing");
        case Technique::FinnedSwordfish:
            return N_("Finned Swordfish");
        case Technique::UniqueRectangle1:
            return N_("Unique Rectangle Type 1");
        case Technique::NakedQuad:
            return N_("Naked Quad");
        case Technique::Jellyfish:
            return N_("Jellyfish");
        case Technique::HiddenQuad:
            return N_("Hidden Quad");
        case Technique::SimpleColouring:
            return N_("Simple Colouring");
        case Technique::BugPlusOne:
            return N_("BUG+1");
        case Technique::XChain:
            return N_("X-Chain");
        case Technique::XYChain:
            return N_("XY-Chain");
        case Technique::AlternatingChain:
            return N_("Alternating Inference Chain");
        case Technique::CageCombination:
            return N_("Cage Combinations");
        case Technique::InnieOutie:
            return N_("Rule of 45");
        case Technique::CageLocked:
            return N_("Cage Locked Candidates");
        case Technique::InnieOutieSum:
            return N_("Rule of 45 Sum");
        case Technique::ClueDeduction:
            return N_("Clue Deduction");
        case Technique::ForcingChain:
            return N_("Forcing Chain");
        case Technique::DynamicForcingChain:
            return N_("Dynamic Forcing Chain");
        case Technique::DynamicForcingChainPlus:
            return N_("Dynamic Forcing Chain (+)");
        case Technique::NestedForcingChain:
            return N_("Nested Forcing Chain");
        case Technique::Guess:
            return N_("Guess");
    }
    return "?";
}

PhraseArg::PhraseArg(std::string name, std::string literal) : name(std::move(name)) {
    parts.push_back(Phrase::text(std::move(literal)));
}
PhraseArg::PhraseArg(std::string name, Phrase phrase) : name(std::move(name)) {
    parts.push_back(std::move(phrase));
}
PhraseArg::PhraseArg(std::string name, std::vector<Phrase> parts, ListKind list)
    : name(std::move(name)), parts(std::move(parts)), list(list) {}

Phrase Phrase::text(std::string literal) {
    Phrase p;
    p.literal = std::move(literal);
    return p;
}

bool Phrase::operator==(const Phrase& other) const {
    if ((format == nullptr) != (other.format == nullptr)) return false;
    if (format && std::string_view(format) != other.format) return false;
    if (literal != other.literal || args.size() != other.args.size()) return false;
    for (std::size_t i = 0; i < args.size(); ++i)
        if (args[i].name != other.args[i].name || args[i].list != other.args[i].list ||
            args[i].parts != other.args[i].parts)
            return false;
    return true;
}

std::string fill_placeholders(std::string_view text,
                              std::span<const std::pair<std::string_view, std::string_view>> values) {
    std::string out;
    out.reserve(text.size() + 32);
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = text.substr(i + 1, close - i - 1);
                auto it = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
                if (it != values.end()) {
                    out += it->second;
                    i = close + 1;
                    continue;
                }
            }
        }
        out += text[i++];
    }
    return out;
}

std::string render(const Phrase& phrase, const std::function<std::string(const char*)>& translate) {
    if (!phrase.format) return phrase.literal;
    auto tr = [&](const char* msgid) { return translate ? translate(msgid) : std::string(msgid); };
    std::vector<std::pair<std::string_view, std::string>> values;
    values.reserve(phrase.args.size());
    for (const PhraseArg& arg : phrase.args) {
        std::string value;
        if (arg.list != PhraseArg::kNone) {
            // "a", "a and b", "a, b and c": each join is a template, so a language may reorder it.
            const char* last = arg.list == PhraseArg::kOr      ? N_("{a} or {b}")
                               : arg.list == PhraseArg::kComma ? N_("{a}, {b}")
                                                               : N_("{a} and {b}");
            for (std::size_t i = 0; i < arg.parts.size(); ++i) {
                std::string item = render(arg.parts[i], translate);
                if (i == 0)
                    value = std::move(item);
                else {
                    const std::pair<std::string_view, std::string_view> ab[] = {{"a", value}, {"b", item}};
                    value = fill_placeholders(tr(i + 1 == arg.parts.size() ? last : N_("{a}, {b}")), ab);
                }
            }
        } else {
            for (const Phrase& part : arg.parts) value += render(part, translate);
        }
        values.emplace_back(arg.name, std::move(value));
    }
    std::vector<std::pair<std::string_view, std::string_view>> views(values.begin(), values.end());
    return fill_placeholders(tr(phrase.format), views);
}

std::vector<Phrase> literals(const std::vector<std::string>& items) {
    std::vector<Phrase> out;
    out.reserve(items.size());
    for (const std::string& item : items) out.push_back(Phrase::text(item));
    return out;
}

Phrase house_phrase(int house) {
    static constexpr const char* kKinds[] = {N_("row {n}"), N_("column {n}"), N_("box {n}")};
    return Phrase(kKinds[int(house_kind(house))], {{"n", std::to_string(house_index(house) + 1)}});
}

Phrase house_phrase(const Shape& shape, int house) {
    const std::string n = std::to_string(shape.house_index(house) + 1);
    switch (shape.house_kind(house)) {
        case ShapeHouseKind::Row:
            return Phrase(N_("row {n}"), {{"n", n}});
        case ShapeHouseKind::Column:
            return Phrase(N_("column {n}"), {{"n", n}});
        case ShapeHouseKind::Box:
            return Phrase(N_("box {n}"), {{"n", n}});
        case ShapeHouseKind::Region:
            return Phrase(N_("region {n}"), {{"n", n}});
        case ShapeHouseKind::Diagonal:
            return Phrase(N_("the main diagonal"));
        case ShapeHouseKind::AntiDiagonal:
            return Phrase(N_("the anti-diagonal"));
        case ShapeHouseKind::Window:
            return Phrase(N_("window {n}"), {{"n", n}});
    }
    return Phrase(N_("house {n}"), {{"n", std::to_string(house + 1)}});
}

std::string_view technique_list_name(Technique technique) {
    switch (technique) {
        case Technique::HiddenSingleBox:
            return N_("Hidden Single (box)");
        case Technique::HiddenSingleRow:
            return N_("Hidden Single (row)");
        case Technique::HiddenSingleColumn:
            return N_("Hidden Single (column)");
        default:
            return technique_name(technique);
    }
}

Phrase technique_phrase(Technique technique) {
    return Phrase(technique_name(technique).data());
}

namespace {
thread_local bool quiet_steps = false;
}  // namespace

bool steps_quiet() {
    return quiet_steps;
}

QuietSteps::QuietSteps() : was_(quiet_steps) {
    quiet_steps = true;
}

QuietSteps::~QuietSteps() {
    quiet_steps = was_;
}

void Step::say(const char* format, std::vector<PhraseArg> args) {
    if (quiet_steps) return;
    text = Phrase(format, std::move(args));
    explanation = render(text);
}

std::string Step::effect_text() const {
    std::string out;
    auto add = [&](const Candidate& c, const char* op) {
        if (!out.empty()) out += ' ';
        out += cell_name(c.cell);
        out += op;
        out += char('0' + c.digit);
    };
    for (const auto& c : placements) add(c, "=");
    for (const auto& c : eliminations) add(c, "<>");
    return out;
}

bool same_effect(const Step& a, const Step& b) {
    auto sorted = [](std::vector<Candidate> v) {
        std::sort(v.begin(), v.end(),
                  [](Candidate x, Candidate y) { return std::pair(x.cell, x.digit) < std::pair(y.cell, y.digit); });
        return v;
    };
    return sorted(a.placements) == sorted(b.placements) && sorted(a.eliminations) == sorted(b.eliminations);
}

}  // namespace sudoku
