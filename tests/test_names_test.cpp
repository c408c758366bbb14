// catch_discover_tests hands each test case's name to CTest as an element of a CMake list, so a ';'
// in a name splits it into two names that match nothing: `.ci/run` then fails tests that pass when
// run directly (it happened once, with two names of #33).
#include <catch2/catch.hpp>

#include <string>

TEST_CASE("No test case's name holds a semicolon, which CTest would split in two", "[meta]") {
    const auto& tests = Catch::getRegistryHub().getTestCaseRegistry().getAllTests();
    REQUIRE(tests.size() > 100);
    for (const auto& test : tests) {
        CAPTURE(test.name);
        CHECK(test.name.find(';') == std::string::npos);
    }
}
