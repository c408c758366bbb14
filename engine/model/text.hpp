// N_(): marks an English string literal as a message for translation (xgettext --keyword=N_)
// without translating it. The engine writes English only; the UI translates the marked templates
// and names (technique names, house names, step sentences) when it shows them. Lower layers hand
// the UI such templates with their arguments as a Phrase (engine/model/phrase.hpp), errors too
// (Error::say, engine/model/result.hpp), and print/ renders them through BookletOptions::translate.
#pragma once

#ifndef N_
#define N_(msgid) msgid
#endif
