#include "engine/constraints/cage_math.hpp"

#include <catch2/catch.hpp>
#include <vector>

using namespace sudoku;

namespace {
DigitMask digits(std::initializer_list<int> symbols) {
    DigitMask mask = 0;
    for (int s : symbols) mask = DigitMask(mask | (1u << (s - 1)));
    return mask;
}
std::vector<DigitMask> list(int side, int size, int sum) {
    auto span = cage_combinations(side, size, sum);
    return {span.begin(), span.end()};
}
long binomial(int n, int k) {
    long r = 1;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return r;
}
}  // namespace

TEST_CASE("cage combinations: the sets of different symbols that make a sum", "[killer]") {
    CHECK(list(9, 2, 17) == std::vector<DigitMask>{digits({8, 9})});
    CHECK(list(9, 2, 3) == std::vector<DigitMask>{digits({1, 2})});
    CHECK(list(9, 2, 10) == std::vector<DigitMask>{digits({1, 9}), digits({2, 8}), digits({3, 7}), digits({4, 6})});
    CHECK(list(9, 3, 15).size() == 8);
    CHECK(list(9, 9, 45) == std::vector<DigitMask>{digits({1, 2, 3, 4, 5, 6, 7, 8, 9})});
    CHECK(list(6, 2, 17).empty());  // 6x6: at most 5+6
    CHECK(list(6, 2, 11) == std::vector<DigitMask>{digits({5, 6})});
    CHECK(list(9, 2, 18).empty());  // 9+9 repeats a symbol
    CHECK(list(9, 1, 0).empty());
    CHECK(list(17, 2, 3).empty());
    for (int side : {4, 6, 9, 16})
        for (int size = 1; size <= side; ++size) {
            long total = 0;
            for (int sum = 0; sum <= 136; ++sum) {
                for (DigitMask c : cage_combinations(side, size, sum)) {
                    int s = 0, count = 0;
                    for (int d = 1; d <= side; ++d)
                        if (c >> (d - 1) & 1u) s += d, ++count;
                    REQUIRE(s == sum);
                    REQUIRE(count == size);
                }
                total += long(cage_combinations(side, size, sum).size());
            }
            CHECK(total == binomial(side, size));
        }
}

TEST_CASE("cage options: what the open cells can still take", "[killer]") {
    const DigitMask all = digits({1, 2, 3, 4, 5, 6, 7, 8, 9});
    // 3 cells making 15 with a 9 placed: 1+5+9 or 2+4+9.
    CHECK(cage_options(9, 3, 15, digits({9}), all) == digits({1, 2, 4, 5, 9}));
    // Nothing placed, but the open cells cannot hold 9: every 15 without 9.
    CHECK(cage_options(9, 3, 15, 0, DigitMask(all & ~digits({9}))) == digits({1, 2, 3, 4, 5, 6, 7, 8}));
    // 2 cells making 17 when 8 is ruled out: broken.
    CHECK(cage_options(9, 2, 17, 0, DigitMask(all & ~digits({8}))) == 0);
    CHECK(combination_text(digits({8, 9})) == "8+9");
    CHECK(combination_text(DigitMask(digits({1}) | (1u << 9) | (1u << 15))) == "1+A+G");
}
