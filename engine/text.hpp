// N_(): marks an English string literal as a message for translation (xgettext --keyword=N_)
// without translating it. The engine writes English only; the UI translates the marked templates
// and names (technique names, house names, step sentences) when it shows them.
#pragma once

#ifndef N_
#define N_(msgid) msgid
#endif
