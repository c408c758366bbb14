// The UI's side of the translations (issue #19): the language setting applied, and the engine's
// English templates (step sentences, technique, house and level names) shown in the current
// language. Strings of the UI itself are translated where they are written, with _().
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/constraints/shape.hpp"
#include "engine/logic/difficulty.hpp"
#include "engine/logic/step.hpp"
#include "engine/model/result.hpp"
#include "game/core/hint.hpp"
#include "game/core/settings.hpp"
#include "i18n/i18n.hpp"

namespace sudoku::ui {

/// "system", "en", "zh_CN", "zh_TW".
const char* language_code(game::UiLanguage language);
/// Loads the catalogue the setting asks for (the environment's for System). Returns the language
/// now in use.
std::string apply_language(game::UiLanguage language);

/// A Phrase of the engine in the current language.
std::string tr_phrase(const Phrase& phrase);
/// A technique's or a level's name in the current language.
std::string tr_technique(Technique technique);
std::string tr_level(Level level);

/// Shape::display_name() ("9x9 jigsaw X Killer") with its words translated.
Phrase tr_shape_name(const std::string& display_name);

/// The hint's text at the level shown, in the current language: the same facts as game::Hint::text
/// (which stays English), from the step's templates.
std::string hint_text(const game::Hint& hint, int hint_level, const Shape& shape);

/// A lower layer's error in the current language (issue #33): its phrase translated, with its
/// column, or the English message through tr_message when it has no phrase.
std::string tr_error(const Error& error);

/// A lower layer's warnings (the settings file's, saves::SettingsLoad) in the current language:
/// each phrase translated when `phrases` has one per warning, else each English warning through
/// tr_message.
std::vector<std::string> tr_warnings(const std::vector<std::string>& warnings, const std::vector<Phrase>& phrases);

/// A message the game core wrote in English: its translation when the catalogue has that exact
/// message, else the message as it is.
std::string tr_message(const std::string& message);

/// Every character the UI may draw besides ASCII: the catalogue's translations and the languages'
/// own names (the Settings list shows them in every language), as UTF-32.
std::u32string ui_characters();

}  // namespace sudoku::ui
