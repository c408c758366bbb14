#include "engine/logic/step.hpp"

#include "engine/notation.hpp"

namespace sudoku {

std::string_view technique_name(Technique technique) {
    switch (technique) {
        case Technique::FullHouse:
            return "Full House";
        case Technique::HiddenSingleBox:
            return "Hidden Single";
        case Technique::HiddenSingleRow:
            return "Hidden Single";
        case Technique::HiddenSingleColumn:
            return "Hidden Single";
        case Technique::NakedSingle:
            return "Naked Single";
        case Technique::Pointing:
            return "Pointing";
        case Technique::Claiming:
            return "Claiming";
        case Technique::NakedPair:
            return "Naked Pair";
        case Technique::XWing:
            return "X-Wing";
        case Technique::HiddenPair:
            return "Hidden Pair";
        case Technique::NakedTriple:
            return "Naked Triple";
        case Technique::Swordfish:
            return "Swordfish";
        case Technique::HiddenTriple:
            return "Hidden Triple";
        case Technique::Skyscraper:
            return "Skyscraper";
        case Technique::TwoStringKite:
            return "2-String Kite";
        case Technique::XYWing:
            return "XY-Wing";
        case Technique::XYZWing:
            return "XYZ-Wing";
        case Technique::WWing:
            return "W-Wing";
        case Technique::FinnedXWing:
            return "Finned X-Wing";
        case Technique::FinnedSwordfish:
            return "Finned Swordfish";
        case Technique::UniqueRectangle1:
            return "Unique Rectangle Type 1";
        case Technique::NakedQuad:
            return "Naked Quad";
        case Technique::Jellyfish:
            return "Jellyfish";
        case Technique::HiddenQuad:
            return "Hidden Quad";
        case Technique::SimpleColouring:
            return "Simple Colouring";
        case Technique::BugPlusOne:
            return "BUG+1";
        case Technique::XChain:
            return "X-Chain";
        case Technique::XYChain:
            return "XY-Chain";
        case Technique::AlternatingChain:
            return "Alternating Inference Chain";
        case Technique::CageCombination:
            return "Cage Combinations";
        case Technique::InnieOutie:
            return "Rule of 45";
        case Technique::CageLocked:
            return "Cage Locked Candidates";
        case Technique::InnieOutieSum:
            return "Rule of 45 Sum";
        case Technique::ForcingChain:
            return "Forcing Chain";
        case Technique::Guess:
            return "Guess";
    }
    return "?";
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

}  // namespace sudoku
