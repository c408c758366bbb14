// Migration applies one rule to every format version (issue #40): a key that the file's version
// did not have is refused, as that version refused it and as this version refuses a key no
// version has; never taken over or written over by the step that adds it.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "save_test_support.hpp"
#include "saves/save_format.hpp"

using namespace sudoku;
using namespace sudoku::game::testing;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

using Json = nlohmann::json;

/// The v1 fixture as a file of `version`: with the keys versions 2 to `version` added.
Json fixture_as(int version) {
    Json document = Json::parse(read_text(kFixtures / "v1-expert-paused.json"));
    document["format_version"] = version;
    if (version >= 2) document["mistake_limit"] = 0;
    if (version >= 3) {
        document["puzzle"]["shape"] = "3x3";
        document["puzzle"]["regions"] = nullptr;
    }
    if (version >= 4)
        for (const char* layer : {"corner", "centre", "colours", "candidate_colours"})
            document["board"][layer] = Json::object();
    if (version >= 5) document["puzzle"]["constraints"] = Json::array();
    return document;
}

struct LaterKey {
    int version;         // the format version that added it (6: none has it yet)
    const char* object;  // "" for the top level
    const char* key;
    Json value;
};

std::string load_message(const Json& document) {
    FakeClock clock;
    auto loaded = load_from_json(document.dump(2), "slot-1.json", clock.clock());
    return loaded.ok() ? std::string("loaded") : loaded.error().message;
}

}  // namespace

TEST_CASE("Every format version refuses the keys of a later version, the same way", "[save][migration]") {
    const std::vector<LaterKey> later = {
        {2, "", "mistake_limit", 3},
        {3, "puzzle", "shape", "3x3"},
        {3, "puzzle", "regions", nullptr},
        {3, "puzzle", "cages", Json::array({Json{{"sum", 7}, {"cells", "r1c2"}}})},
        {4, "puzzle", "practice", "X-Wing"},
        {4, "board", "corner", Json::object()},
        {4, "board", "centre", Json::object()},
        {4, "board", "colours", Json::object()},
        {4, "board", "candidate_colours", Json::object()},
        {5, "puzzle", "constraints", Json::array()},
        {6, "board", "strokes", Json::object()},  // a later version's, as far as this one knows
        {6, "", "variant", "anti-knight"},
    };
    for (int version = 1; version <= kSaveFormatVersion; ++version) {
        CAPTURE(version);
        const Json good = fixture_as(version);
        REQUIRE(load_message(good) == "loaded");
        for (const LaterKey& added : later) {
            if (added.version <= version) continue;
            CAPTURE(added.object, added.key);
            Json bad = good;
            (std::string_view(added.object).empty() ? bad : bad[added.object])[added.key] = added.value;
            const std::string expected =
                std::string("slot-1.json: ") +
                (std::string_view(added.object).empty() ? "" : "field \"" + std::string(added.object) + "\": ") +
                "unknown field \"" + added.key + "\"";
            CHECK(load_message(bad) == expected);
        }
    }
}

TEST_CASE("A migration step never writes over what an older file already says", "[save][migration]") {
    // Before, the v1 step replaced a v1 file's mistake_limit and the v2 step turned a v2 file's
    // jigsaw shape into "3x3": the file loaded as another game. Now both are refused.
    Json v1 = fixture_as(1);
    v1["mistake_limit"] = 7;
    CHECK(load_message(v1) == "slot-1.json: unknown field \"mistake_limit\"");
    Json v2 = fixture_as(2);
    v2["puzzle"]["shape"] = "9j";
    v2["puzzle"]["regions"] = std::string(81, '1');
    CHECK(load_message(v2) == "slot-1.json: field \"puzzle\": unknown field \"shape\"");
}
