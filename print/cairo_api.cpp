#include "print/cairo_api.hpp"

#include <dlfcn.h>

#include <cassert>
#include <cstdlib>
#include <mutex>

namespace sudoku::print {

namespace {

struct Loaded {
    CairoApi api;
    bool ok = false;
    std::string error;
};

Loaded load() {
    Loaded out;
    // SUDOKU_CAIRO_LIBRARY names another file, for an unusual install or a test of the failure.
    const char* named = std::getenv("SUDOKU_CAIRO_LIBRARY");
    const std::string file = named && *named ? named : "libcairo.so.2";
    void* library = ::dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char* why = ::dlerror();
        out.error = "cannot load " + file + " to draw with: " + (why ? why : "unknown error");
        return out;
    }
#define SUDOKU_CAIRO_LOAD(name)                                                       \
    out.api.name = reinterpret_cast<decltype(out.api.name)>(::dlsym(library, #name)); \
    if (!out.api.name) {                                                              \
        out.error = file + " has no " #name " (cairo 1.16 or later is needed)";       \
        return out;                                                                   \
    }
    SUDOKU_CAIRO_FUNCTIONS(SUDOKU_CAIRO_LOAD)
#undef SUDOKU_CAIRO_LOAD
    out.ok = true;
    return out;
}

const Loaded& loaded() {
    static const Loaded once = load();
    return once;
}

}  // namespace

const CairoApi* load_cairo(std::string* error) {
    const Loaded& l = loaded();
    if (!l.ok && error) *error = l.error;
    return l.ok ? &l.api : nullptr;
}

const CairoApi& cairo() {
    const Loaded& l = loaded();
    assert(l.ok);
    return l.api;
}

}  // namespace sudoku::print
