#include "game/ui/translate.hpp"

#include <algorithm>

#include "engine/model/notation.hpp"
#include "game/core/shape_engine.hpp"

namespace sudoku::ui {

namespace {

std::string translate(const char* msgid) {
    return i18n::tr(std::string_view(msgid));
}

}  // namespace

const char* language_code(game::UiLanguage language) {
    static constexpr const char* kCodes[] = {"system", "en", "zh_CN", "zh_TW"};
    return kCodes[int(language)];
}

std::string apply_language(game::UiLanguage language) {
    i18n::set_language(language_code(language));
    return i18n::current_language();
}

std::string tr_phrase(const Phrase& phrase) {
    return render(phrase, translate);
}

std::string tr_technique(Technique technique) {
    return i18n::tr(technique_name(technique));
}

std::string tr_level(Level level) {
    return i18n::tr(level_name(level));
}

std::string hint_text(const game::Hint& hint, int hint_level, const Shape& shape) {
    if (hint.wrong_digit) {
        return i18n::format(_("{cell} is not {digit}"),
                            {{"cell", shape.cell_name(hint.wrong_digit->cell)},
                             {"digit", std::string(1, symbol_char(hint.wrong_digit->digit))}});
    }
    if (hint.notes) {
        const game::NotesProblem& notes = *hint.notes;
        const char* format = notes_hint_format(notes, game::HintLevel(std::clamp(hint_level, 1, 3)));
        return i18n::format(_(format), {{"cell", shape.cell_name(notes.candidate.cell)},
                                        {"digit", std::string(1, symbol_char(notes.candidate.digit))},
                                        {"peer", notes.peer >= 0 ? shape.cell_name(notes.peer) : std::string()}});
    }
    if (!hint.step) return tr_message(hint.text);
    const Step& step = *hint.step;
    const std::string technique = tr_technique(step.technique);
    if (hint_level <= 1) {
        if (step.houses.empty()) return technique;
        const Phrase house =
            shape.is_classic() ? house_phrase(step.houses.front()) : house_phrase(shape, step.houses.front());
        return i18n::format(_("{technique} in {house}"), {{"technique", technique}, {"house", tr_phrase(house)}});
    }
    if (step.text.format) return tr_phrase(step.text);
    // A step with no template: its name and effect in notation, never English words.
    return i18n::format(_("{technique}: {effect}"),
                        {{"technique", technique},
                         {"effect", shape.is_classic() ? step.effect_text() : game::shape_step_effects(shape, step)}});
}

Phrase tr_shape_name(const std::string& display_name) {
    // "NxN" then words from a fixed set (Shape::display_name): each word is its own message.
    static constexpr const char* kWords[] = {N_("jigsaw"), N_("X"), N_("Windoku"), N_("Killer")};
    std::string out;
    std::size_t start = 0;
    while (start <= display_name.size()) {
        std::size_t end = display_name.find(' ', start);
        if (end == std::string::npos) end = display_name.size();
        const std::string word = display_name.substr(start, end - start);
        std::string shown = word;
        for (const char* known : kWords)
            if (word == known) shown = i18n::tr(std::string_view(known));
        if (!out.empty()) out += " ";
        out += shown;
        start = end + 1;
    }
    return Phrase::text(out);
}

std::string tr_error(const Error& error) {
    if (!error.phrase.format) return tr_message(error.to_string());
    const std::string text = tr_phrase(error.phrase);
    if (error.column <= 0) return text;
    return i18n::format(_("column {n}: {error}"), {{"n", std::to_string(error.column)}, {"error", text}});
}

std::vector<std::string> tr_warnings(const std::vector<std::string>& warnings, const std::vector<Phrase>& phrases) {
    std::vector<std::string> out;
    out.reserve(warnings.size());
    for (std::size_t i = 0; i < warnings.size(); ++i)
        out.push_back(phrases.size() == warnings.size() && phrases[i].format ? tr_phrase(phrases[i])
                                                                             : tr_message(warnings[i]));
    return out;
}

std::string tr_message(const std::string& message) {
    return i18n::tr(std::string_view(message));
}

std::u32string ui_characters() {
    std::u32string out = i18n::catalogue_characters();
    for (const i18n::Language& language : i18n::languages()) out += i18n::decode_utf8(language.native_name);
    return out;
}

}  // namespace sudoku::ui
