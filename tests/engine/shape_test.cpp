#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "engine/constraints/rules.hpp"
#include "engine/constraints/shape.hpp"
#include "engine/model/geometry.hpp"

using namespace sudoku;

namespace {
std::shared_ptr<const Shape> shape_of(const std::string& params, std::vector<std::uint8_t> regions = {}) {
    auto p = parse_shape_params(params);
    REQUIRE(p.ok());
    auto s = Shape::from_params(p.value(), std::move(regions));
    INFO(params << ": " << (s.ok() ? "" : s.error().message));
    REQUIRE(s.ok());
    return s.value();
}
}  // namespace

TEST_CASE("Shape parameters read Solo's vocabulary", "[shape]") {
    auto p = parse_shape_params("3x3");
    REQUIRE(p.ok());
    CHECK(p.value().side() == 9);
    CHECK_FALSE(p.value().diagonals);
    // Solo: "AxB" has c = A, r = B and blocks (y / c) * c + x / r: A rows high, B wide.
    auto six = parse_shape_params("3x2").value();
    CHECK(six.box_rows == 3);
    CHECK(six.box_cols == 2);
    CHECK(parse_shape_params("2x3").value().box_rows == 2);
    CHECK(parse_shape_params("4").value().side() == 16);
    auto jig = parse_shape_params("9jx").value();
    CHECK(jig.jigsaw_side == 9);
    CHECK(jig.diagonals);
    CHECK(parse_shape_params("3x3j").value().jigsaw_side == 9);
    CHECK(parse_shape_params("3x3w").value().windows);
    CHECK(parse_shape_params("3x3xdha").value().diagonals);  // Solo's difficulty and symmetry ignored
    CHECK(shape_params_name(parse_shape_params("3x2x").value()) == "3x2x");
    CHECK(shape_params_name(parse_shape_params("9jx").value()) == "9jx");
}

TEST_CASE("Shape parameters that cannot be played are refused in a sentence", "[shape]") {
    CHECK(parse_shape_params("3x3q").error().message == "'3x3q': 'q' is not a shape option");
    CHECK(parse_shape_params("5x5").error().message.find("sides from 4 to 16") != std::string::npos);
    CHECK(parse_shape_params("1x9").error().message.find("at least 2 cells each way") != std::string::npos);
    CHECK(parse_shape_params("x").error().message.find("starts with a number") != std::string::npos);
    CHECK(parse_shape_params("2x3w").error().message.find("Windoku rule needs a 9x9 board") != std::string::npos);
    CHECK_FALSE(parse_shape_params("99999999x3").ok());
}

TEST_CASE("Shape::classic has the same houses and peers as the compile-time tables", "[shape]") {
    const Shape& s = *Shape::classic();
    CHECK(s.is_classic());
    REQUIRE(s.house_count() == kHouses);
    for (int h = 0; h < kHouses; ++h)
        for (int i = 0; i < kSide; ++i) CHECK(s.house_cells(h)[std::size_t(i)] == house_cells(h)[std::size_t(i)]);
    for (int c = 0; c < kCells; ++c) {
        REQUIRE(s.peers(c).size() == std::size_t(kPeers));
        for (int i = 0; i < kPeers; ++i) CHECK(s.peers(c)[std::size_t(i)] == peers_of(c)[std::size_t(i)]);
        CHECK(s.region_of(c) == box_of(c));
    }
}

TEST_CASE("Every shape's houses hold n cells, and peers are the cells sharing one", "[shape]") {
    for (const char* params : {"2x2", "2x3", "3x2", "2x4", "3x3", "2x5", "3x4", "3x5", "4x4", "3x3x", "3x3w", "2x2x"}) {
        auto shape = shape_of(params);
        const int n = shape->side();
        INFO(params);
        for (int h = 0; h < shape->house_count(); ++h) {
            std::set<int> cells(shape->house_cells(h).begin(), shape->house_cells(h).end());
            CHECK(int(cells.size()) == n);
        }
        for (int c = 0; c < n * n; ++c)
            for (int o = 0; o < n * n; ++o) {
                bool share = false;
                for (auto h : shape->houses_of(c))
                    for (auto m : shape->house_cells(h)) share = share || (m == o);
                CHECK(shape->sees(c, o) == (share && c != o));
            }
    }
}

TEST_CASE("A 6x6 with 2x3 boxes numbers its boxes left to right, top to bottom", "[shape]") {
    auto s = shape_of("2x3");
    CHECK(s->region_of(s->cell_at(0, 0)) == 0);
    CHECK(s->region_of(s->cell_at(0, 3)) == 1);
    CHECK(s->region_of(s->cell_at(1, 5)) == 1);
    CHECK(s->region_of(s->cell_at(2, 0)) == 2);
    CHECK(s->region_of(s->cell_at(5, 5)) == 5);
    CHECK(s->house_name(s->region_house(3)) == "box 4");
    auto big = shape_of("4x4");
    CHECK(big->cell_name(big->cell_at(9, 11)) == "r10c12");
}

TEST_CASE("Jigsaw regions must be n connected pieces of n cells", "[shape]") {
    // 4x4: four L/strip pieces.
    std::vector<std::uint8_t> ok = {0, 0, 0, 1,  //
                                    0, 2, 1, 1,  //
                                    2, 2, 3, 1,  //
                                    2, 3, 3, 3};
    auto s = shape_of("4j", ok);
    CHECK(s->is_jigsaw());
    CHECK(s->house_name(s->region_house(2)) == "region 3");
    auto p = parse_shape_params("4j").value();
    std::vector<std::uint8_t> split = ok;
    std::swap(split[0], split[15]);  // region 0 now has a cell in the far corner
    auto bad = Shape::from_params(p, split);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.find("more than one piece") != std::string::npos);
    std::vector<std::uint8_t> sizes = ok;
    sizes[3] = 0;
    CHECK(Shape::from_params(p, sizes).error().message.find("region 1 has 5 cells") != std::string::npos);
    CHECK_FALSE(Shape::from_params(p, {0, 1}).ok());
}

TEST_CASE("Killer cages are data of the shape: peers, names and checks", "[shape][killer]") {
    // A 4x4 Killer board: two cages on the top row, one in the corner below.
    auto p = parse_shape_params("2x2k").value();
    CHECK(p.killer);
    std::vector<Cage> cages = {{{0, 1}, 3}, {{3, 2}, 7}, {{12, 13, 8}, 6}};
    auto made = Shape::from_params(p, {}, cages);
    INFO((made.ok() ? "" : made.error().message));
    REQUIRE(made.ok());
    const Shape& s = *made.value();
    CHECK(s.is_killer());
    CHECK_FALSE(s.is_classic());
    CHECK(s.params_name() == "2x2k");
    CHECK(s.display_name() == "4x4 Killer");
    REQUIRE(s.cage_count() == 3);
    CHECK(s.cage(1).cells == std::vector<std::uint8_t>{2, 3});  // sorted
    CHECK(s.cage_of(13) == 2);
    CHECK(s.cage_of(5) == -1);
    CHECK(s.cage_name(0) == "cage r1c1+r1c2 (sum 3)");
    CHECK(s.cage_name(2) == "cage r3c1+r4c1+r4c2 (sum 6)");
    CHECK(s.sees(8, 13));
    // A cage across two boxes and no line: r2c2 (5) and r3c3 (10) would not be peers without it.
    auto across = Shape::from_params(p, {}, {{{5, 6, 10}, 6}}).value();
    CHECK(across->sees(5, 10));
    CHECK_FALSE(shape_of("2x2")->sees(5, 10));
    CHECK(across->peers(5).size() == shape_of("2x2")->peers(5).size() + 1);

    auto error_of = [&](std::vector<Cage> bad) {
        auto r = Shape::from_params(p, {}, std::move(bad));
        return r.ok() ? std::string("accepted") : r.error().message;
    };
    CHECK(error_of({{{0, 1}, 8}}) == "cage r1c1+r1c2 (sum 8): 2 different symbols add up to 3 to 7");
    // One sum only: said once ("add up to 10", not "10 to 10"); a cell holds one symbol.
    CHECK(error_of({{{0, 1, 4, 5}, 11}}) == "cage at r1c1 (4 cells, sum 11): 4 different symbols add up to 10");
    CHECK(error_of({{{0}, 5}}) == "cage r1c1 (sum 5): a cell holds 1 to 4");
    CHECK(error_of({{{0, 5}, 3}}) == "cage r1c1+r2c2 (sum 3) is in more than one piece; a cage must be connected");
    CHECK(error_of({{{0, 1}, 3}, {{1, 2}, 5}}) ==
          "r1c2 is in two cages: cage r1c1+r1c2 (sum 3) and cage r1c2+r1c3 (sum 5)");
    CHECK(error_of({{{0, 1, 2, 3, 7}, 10}}) ==
          "cage at r1c1 (5 cells, sum 10) has 5 cells; a cage of a 4x4 board holds at most 4");
    CHECK(error_of({{{0, 16}, 3}}) == "cage 1 has a cell off the 4x4 board");
    CHECK(error_of({}) == "a Killer board needs its cages");
    CHECK(Shape::from_params(parse_shape_params("2x2").value(), {}, cages).error().message ==
          "only a Killer board has cages");
}

TEST_CASE("Rules report a broken house by name and cells", "[shape][rules]") {
    auto x = shape_of("3x3x");
    ShapeDigits d(81, 0);
    d[std::size_t(x->cell_at(0, 0))] = 5;
    d[std::size_t(x->cell_at(3, 3))] = 5;
    auto breaks = find_breaks(*x, d);
    REQUIRE(breaks.size() == 1);
    CHECK(breaks[0].describe(*x) == "diagonal rule: 5 appears twice on the main diagonal, r1c1 and r4c4");

    auto w = shape_of("3x3w");
    ShapeDigits e(81, 0);
    e[std::size_t(w->cell_at(1, 1))] = 7;
    e[std::size_t(w->cell_at(3, 3))] = 7;
    auto wb = find_breaks(*w, e);
    REQUIRE(wb.size() == 1);
    CHECK(wb[0].describe(*w) == "Windoku rule: 7 appears twice in window 1, r2c2 and r4c4");

    auto big = shape_of("4x4");
    ShapeDigits f(256, 0);
    f[0] = 16;
    f[15] = 16;
    auto bb = find_breaks(*big, f);
    REQUIRE(bb.size() == 1);
    CHECK(bb[0].describe(*big) == "row rule: G appears twice in row 1, r1c1 and r1c16");
}

TEST_CASE("A rule refuses a shape it cannot apply to, naming itself", "[shape][rules]") {
    auto six = shape_of("2x3");
    auto windows = make_rule(RuleKind::Window)->applies_to(*six);
    REQUIRE_FALSE(windows.ok());
    CHECK(windows.error().message == "the Windoku rule needs a 9x9 board with 3x3 boxes; this board is 6x6");
    CHECK_FALSE(make_rule(RuleKind::Diagonal)->applies_to(*six).ok());
    CHECK_FALSE(make_rule(RuleKind::Region)->applies_to(*six).ok());
    CHECK(make_rule(RuleKind::Box)->applies_to(*six).ok());
    CHECK(rules_for(*shape_of("3x3xw")).size() == 5);
}

TEST_CASE("Symbols above 9 are letters A to G", "[shape]") {
    CHECK(symbol_char(9) == '9');
    CHECK(symbol_char(10) == 'A');
    CHECK(symbol_char(16) == 'G');
    CHECK(parse_symbol_char('g') == 16);
    CHECK(parse_symbol_char('.') == 0);
    CHECK(parse_symbol_char('H') == -1);
    CHECK(symbol_text(12, false) == "12");
}

TEST_CASE("ShapeSpec equality: the same board and clues, shared or rebuilt", "[shape][constraints]") {
    // operator== skips the records for one shared object and compares two cages by cells and sum:
    // equal specs stay equal, and a different sum, cell or clue count tells them apart.
    ShapeSpec a;
    a.add_cages({{{0, 1}, 3}, {{2, 11}, 10}});
    const ShapeSpec copy = a;  // shares the constraint objects
    CHECK(copy == a);
    ShapeSpec rebuilt;  // new objects, the same cages (cells in another order)
    rebuilt.add_cages({{{1, 0}, 3}, {{2, 11}, 10}});
    CHECK(rebuilt == a);
    ShapeSpec other_sum;
    other_sum.add_cages({{{0, 1}, 4}, {{2, 11}, 10}});
    CHECK_FALSE(other_sum == a);
    ShapeSpec other_cell;
    other_cell.add_cages({{{0, 1}, 3}, {{2, 3}, 10}});
    CHECK_FALSE(other_cell == a);
    ShapeSpec fewer;
    fewer.add_cages({{{0, 1}, 3}});
    CHECK_FALSE(fewer == a);
    ShapeSpec other_board = a;
    other_board.diagonals = true;
    CHECK_FALSE(other_board == a);
}
