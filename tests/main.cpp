// The one translation unit with Catch2's main: it is slow to compile, so it stays alone.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
