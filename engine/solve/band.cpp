// The fast solver. The design follows the public description of the JCZSolve / sk_bforce2 family
// of bitboard solvers (written from scratch here):
//
//  * Candidates are stored per digit as an 81-bit set split into three 27-bit "bands" (a band is
//    three consecutive rows). Within a band a digit must appear exactly once per row and once per
//    box, so its placement is a permutation row -> box; one 512-entry table turns "which rows
//    still have candidates in which boxes" into "which row/box segments some valid permutation
//    still uses". That single lookup performs locked candidates (pointing and claiming) inside the
//    band, finds every hidden single in rows and boxes, and detects dead bands.
//  * A row that has a single candidate left is a placed digit: the cell is removed from the other
//    eight digits and its column from the digit's other two bands. A 27-bit "dirty" word names
//    the (band, digit) planes that changed, so propagation visits only those, in rounds; the nine
//    digits of a band lie side by side, so a placement clears its cell from them four at a time.
//  * Naked singles are found bit-parallel: counting how many of the nine digit planes contain a
//    cell with a few ORs and ANDs gives "exactly one", "exactly two" and "none" for 27 cells at
//    once. Hidden singles in columns (the only house that crosses bands) get a similar pass,
//    and the permutation rule is applied once more turned a quarter: within a stack a digit's
//    three columns take its three bands one each, which gives locked candidates between boxes
//    and columns in both directions (four digits at a time, by bit rotations, without a table).
//  * Triads (after tdoku's write-up): the three cells where a row crosses a box hold three
//    different digits, so a minirow that only three digits can reach holds those, and one that
//    three digits' configurations all use is closed to the others.
//  * When propagation stalls, the search branches as tdoku does: on the configurations
//    (permutations) left to one digit in the band or stack with the fewest configurations in all,
//    the digit with the fewest; when every one is fixed, on a bivalue cell (from the row with the
//    most of them). A search that grows past a node budget (sparse grids, where configurations
//    clash only at the level of cells, late) starts again branching on cells only. Each branch
//    copies the state (124 bytes) onto the call stack: no allocation, no undo log.
#include "engine/solve/band.hpp"

#include <array>
#include <cassert>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sudoku {
namespace {

static_assert(kSide == 9 && kBoxRows == 3 && kBoxCols == 3, "the bitboard solver is for classic 9x9");

constexpr int kBands = 3;
constexpr int kPlanes = kDigits * kBands;                         // 27 (digit, band) pairs
constexpr std::uint32_t kBandBits = (1u << 27) - 1;               // all 27 cells of a band
constexpr std::uint32_t kRow0 = 0x1FF;                            // the first row of a band
constexpr std::uint32_t kColumnSpread = 1u | 1u << 9 | 1u << 18;  // one column in all three rows

constexpr std::uint32_t row_bits(int row) {
    return kRow0 << (9 * row);
}

// ---- Tables (built at compile time) ----------------------------------------------------------

// The six permutations row -> box of a band (or band -> column of a stack).
constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

// Permutation p as a shape (below): bit 3*r + kPerms[p][r] for each row r.
constexpr std::uint32_t perm_shape(int p) {
    return 1u << kPerms[p][0] | 1u << (3 + kPerms[p][1]) | 1u << (6 + kPerms[p][2]);
}

// Permutation p as the band cells it allows: row r's three cells in box kPerms[p][r].
constexpr std::uint32_t perm_segments(int p) {
    return 7u << (3 * kPerms[p][0]) | 7u << (9 + 3 * kPerms[p][1]) | 7u << (18 + 3 * kPerms[p][2]);
}
//
// A band's "shape" for one digit is a 9-bit mask: bit 3*r + b is set when row r of the band still
// has a candidate inside box b of the band.
struct Tables {
    // 9 bits of one row -> 3 bits: which of the band's three boxes the row has candidates in.
    std::array<std::uint8_t, 512> row_boxes{};
    // shape -> the valid permutations, bit p for kPerms[p] (the alternatives of a branch).
    std::array<std::uint8_t, 512> valid_perms{};
    // shape -> the 27-bit mask of row/box segments that belong to at least one valid permutation
    // (each row in a different box, each box used by one row). 0 when none is valid.
    std::array<std::uint32_t, 512> permutations{};
    // minirows -> the other minirows of their rows and boxes (a digit in one is in none of those).
    std::array<std::uint16_t, 512> conflicts{};
    // plane index 9*b + d -> d and b; next_band[b] = (b + 1) % 3 for b < 4.
    std::array<std::uint8_t, kPlanes> digit_of{};
    std::array<std::uint8_t, kPlanes> band_of{};
    std::array<std::uint8_t, 4> next_band{};
    // For the triads pass, indexed by a band's fold (below), the transposed shape: `fold_rules`
    // holds the minirows that every valid permutation uses (transposed, bits 0..8) and how many
    // valid permutations ("configurations") there are (bits 12..14); `fold_permutations` the
    // cells of the valid permutations. (`conflicts` serves both orders: "same row or same box"
    // is symmetric.)
    std::array<std::uint16_t, 512> fold_rules{};
    std::array<std::uint32_t, 512> fold_permutations{};
};

constexpr std::uint32_t transpose_shape(std::uint32_t x) {
    std::uint32_t t = 0;
    for (int r = 0; r < 3; ++r)
        for (int b = 0; b < 3; ++b)
            if (x & (1u << (3 * r + b))) t |= 1u << (3 * b + r);
    return t;
}

constexpr Tables make_tables() {
    Tables t{};
    for (int v = 0; v < 512; ++v) {
        int boxes = 0;
        for (int b = 0; b < 3; ++b)
            if (v & (7 << (3 * b))) boxes |= 1 << b;
        t.row_boxes[v] = std::uint8_t(boxes);
    }
    for (int i = 0; i < kPlanes; ++i) {
        t.digit_of[i] = std::uint8_t(i % 9);
        t.band_of[i] = std::uint8_t(i / 9);
    }
    t.next_band = {1, 2, 0, 1};
    for (int shape = 0; shape < 512; ++shape) {
        std::uint32_t mask = 0, forced = 0x1FF;
        int configs = 0;
        for (int p = 0; p < 6; ++p) {
            if ((std::uint32_t(shape) & perm_shape(p)) != perm_shape(p)) continue;
            mask |= perm_segments(p);
            t.valid_perms[shape] |= std::uint8_t(1u << p);
            forced &= perm_shape(p);
            ++configs;
        }
        const std::uint32_t fold = transpose_shape(std::uint32_t(shape));
        t.fold_rules[fold] = std::uint16_t(transpose_shape(configs ? forced : 0) | std::uint32_t(configs) << 12);
        t.fold_permutations[fold] = mask;
        int conflicts = 0;
        for (int m = 0; m < 9; ++m)
            if (shape & (1 << m))
                for (int n = 0; n < 9; ++n)
                    if (n / 3 == m / 3 || n % 3 == m % 3) conflicts |= 1 << n;
        t.conflicts[shape] = std::uint16_t(conflicts & ~shape);
        t.permutations[shape] = mask;
    }
    return t;
}

constexpr Tables kTables = make_tables();

// A band's minirows with a candidate, as 9 bits without a table lookup: each minirow's "any" bit
// lands at 9r + 3b, and folding the three rows onto the first puts minirow (r, b) at bit 3b + r
// (the shape transposed; no two collide). For one plane or four side by side.
template <typename Word>
inline Word fold(Word a) {
    const Word occ = (a | a >> 1 | a >> 2) & 0x1249249u;
    return (occ | occ >> 8 | occ >> 16) & 0x1FFu;
}

// Three independent lookups. (A BMI2 version, folding segments and gathering with pext, measured
// about 5% slower overall on the development machine, so there is only this one.)
inline std::uint32_t band_shape(std::uint32_t a) {
    return std::uint32_t(kTables.row_boxes[a & kRow0]) | std::uint32_t(kTables.row_boxes[(a >> 9) & kRow0]) << 3 |
           std::uint32_t(kTables.row_boxes[a >> 18]) << 6;
}

// ---- Four planes side by side ----------------------------------------------------------------
//
// Some passes treat four digits' planes at once, one per 32-bit lane: GCC's vector extension
// (clang has it too) compiles this to SSE2 on x86-64, which every x86-64 has, so the one source
// needs no runtime dispatch, and to NEON or to plain scalar code elsewhere.
typedef std::uint32_t Lanes __attribute__((vector_size(16)));

inline Lanes splat(std::uint32_t x) {
    return Lanes{x, x, x, x};
}

inline Lanes load_lanes(const std::uint32_t* p) {
    Lanes v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

inline void store_lanes(std::uint32_t* p, Lanes v) {
    std::memcpy(p, &v, sizeof v);
}

// One bit per lane (bit k for lane k) of a comparison's result (each lane all ones or zero).
template <typename Mask>
inline std::uint32_t lane_bits(Mask m) {
#if defined(__SSE2__)
    return std::uint32_t(_mm_movemask_ps(_mm_castsi128_ps((__m128i)m)));
#else
    return std::uint32_t(m[0] & 1) | std::uint32_t(m[1] & 1) << 1 | std::uint32_t(m[2] & 1) << 2 |
           std::uint32_t(m[3] & 1) << 3;
#endif
}

// The planes among the nine at `band` that have any of `cells`, as bits 0..8.
inline std::uint32_t planes_with(const std::uint32_t* band, std::uint32_t cells) {
    const Lanes p = splat(cells);
    return lane_bits((load_lanes(band) & p) != 0) | lane_bits((load_lanes(band + 4) & p) != 0) << 4 |
           std::uint32_t((band[8] & cells) != 0) << 8;
}

// Clears `cells` from the nine planes at `band`; returns planes_with(band, cells) as it was.
inline std::uint32_t clear_cells(std::uint32_t* band, std::uint32_t cells) {
    const std::uint32_t hit = planes_with(band, cells);
    const Lanes keep = splat(~cells);
    store_lanes(band, load_lanes(band) & keep);
    store_lanes(band + 4, load_lanes(band + 4) & keep);
    band[8] &= ~cells;
    return hit;
}

// ---- State -----------------------------------------------------------------------------------
//
// Data layout. cand[9*b + d] holds the candidate cells of digit d+1 in band b, one bit per cell:
//
//   band b = rows 3b..3b+2          bit index inside the 27-bit word
//   +-------+-------+-------+
//   | box 0 | box 1 | box 2 |       row 3b+0:  bits  0.. 8  (column c -> bit c)
//   |       |       |       |       row 3b+1:  bits  9..17  (column c -> bit 9 + c)
//   |       |       |       |       row 3b+2:  bits 18..26  (column c -> bit 18 + c)
//   +-------+-------+-------+
//
//   cand[]:  [d1 b0][d2 b0] ... [d9 b0][d1 b1] ... [d9 b1][d1 b2] ... [d9 b2]   27 words
//   open[]:  per band, the cells not yet placed                          3 words
//   dirty:   bit i set when cand[i] changed since it was last propagated  1 word
//
// So bit i of band b is cell 27*b + i in the row-major numbering of geometry.hpp. A placed cell
// keeps exactly one digit's bit; that digit's row, box and column hold no other bit. "dirty" lets
// propagation visit only the planes that changed since they were last examined.
struct State {
    std::array<std::uint32_t, kPlanes> cand;
    std::array<std::uint32_t, kBands> open;
    std::uint32_t dirty;
};

constexpr std::uint32_t kAllPlanes = (1u << kPlanes) - 1;

// Restricts digit d's row containing `cell` (one bit of band b) to that cell. Propagation then
// sees a row with a single candidate and does the rest of the placement.
inline void place(State& s, int d, int b, std::uint32_t cell) {
    std::uint32_t row = cell <= (1u << 8) ? row_bits(0) : cell <= (1u << 17) ? row_bits(1) : row_bits(2);
    s.cand[9 * b + d] = (s.cand[9 * b + d] & ~row) | cell;
    s.dirty |= 1u << (9 * b + d);
}

// Band-local propagation to a fixed point: for every plane that changed, keep only segments of
// valid permutations and place rows left with one candidate. Returns false on a contradiction.
//
// The planes are visited in rounds: each round takes the planes dirty when it starts, and what
// its visits change is left to the next round (unless the plane's turn in this round is still
// to come). So choosing the next plane never waits for the last visit's loads: visits overlap
// in the processor. The fixed point is the same in any order.
inline bool propagate_bands(State& s) {
    // Local copies: the planes are written through a pointer, which the compiler must otherwise
    // assume may alias `dirty` and `open` (all are 32-bit words of one struct).
    std::uint32_t dirty = s.dirty;
    std::uint32_t open[kBands] = {s.open[0], s.open[1], s.open[2]};
    while (dirty) {
        for (std::uint32_t round = dirty; round; round &= round - 1) {
            const int i = __builtin_ctz(round);
            dirty &= ~(1u << i);
            const int d = kTables.digit_of[i], b = kTables.band_of[i];
            std::uint32_t a = s.cand[i];
            a &= kTables.permutations[band_shape(a)];
            if (a == 0) {
                s.dirty = dirty;
                return false;
            }
            // Every row is non-empty now, so subtracting 1 per row cannot borrow across rows:
            // a row of m is zero exactly when that row of a has a single bit.
            std::uint32_t m = a & (a - kColumnSpread);
            std::uint32_t single = ((m & row_bits(0)) ? 0 : row_bits(0)) | ((m & row_bits(1)) ? 0 : row_bits(1)) |
                                   ((m & row_bits(2)) ? 0 : row_bits(2));
            std::uint32_t placed = a & single & open[b];
            s.cand[i] = a;
            if (!placed) continue;
            // The permutation table has already cleared the placed cells' boxes in this band
            // (every valid permutation puts that row in that box), and a column inside a band
            // lies in one box. What remains: the same cells in the other digits, and the
            // columns in the digit's other two bands.
            open[b] &= ~placed;
            std::uint32_t* band = &s.cand[9 * b];
            const std::uint32_t hit = clear_cells(band, placed);
            band[d] = a;  // the digit's own plane keeps them
            dirty |= (hit & ~(1u << d)) << (9 * b);
            std::uint32_t cols = (placed | placed >> 9 | placed >> 18) & kRow0;
            std::uint32_t col_mask = ~(cols * kColumnSpread);
            const int i1 = 9 * kTables.next_band[b] + d, i2 = 9 * kTables.next_band[b + 1] + d;
            const std::uint32_t x1 = s.cand[i1], x2 = s.cand[i2];
            s.cand[i1] = x1 & col_mask;
            s.cand[i2] = x2 & col_mask;
            dirty |= std::uint32_t((x1 & ~col_mask) != 0) << i1 | std::uint32_t((x2 & ~col_mask) != 0) << i2;
        }
    }
    s.dirty = 0;
    s.open = {open[0], open[1], open[2]};
    return true;
}

// ---- Columns: hidden singles and the band rule turned a quarter -------------------------------
//
// Per digit: a column with no candidate is a contradiction, a column with one is a hidden single,
// and within a stack the digit's three columns take its three bands one each (the band rule
// turned a quarter: locked candidates between boxes and columns, both ways). Four digits at once,
// one per lane, without tables: in a 9-bit word of columns, rotating each stack's three bits
// lines column j up with columns j+1 and j+2 of the same stack, and column j of band b belongs to
// a valid assignment exactly when the other two bands can take the other two columns, in one
// order or the other.

// Bit j of each stack takes bit (j + 1) % 3, resp. (j + 2) % 3, of the same stack.
inline Lanes rotate1(Lanes x) {
    return ((x >> 1) & 0xDBu) | ((x << 2) & 0x124u);
}
inline Lanes rotate2(Lanes x) {
    return ((x >> 2) & 0x49u) | ((x << 1) & 0x1B6u);
}
// A band's 27 bits -> the 9 columns with a candidate; 9 columns -> their cells in all three rows.
inline Lanes columns_of(Lanes a) {
    return (a | a >> 9 | a >> 18) & kRow0;
}
inline Lanes cells_of(Lanes cols) {
    return cols | cols << 9 | cols << 18;
}
// The number of set bits in each stack's three bits, in the stack's low bits.
inline Lanes count_per_stack(Lanes x) {
    return (x & 0x49u) + ((x >> 1) & 0x49u) + ((x >> 2) & 0x49u);
}

enum class ColumnResult { Contradiction, Unchanged, Changed };

// The column pass for digits 4g..4g+3 (g = 2: digit 8 alone, the other lanes ignored). Stores
// each digit's configurations per stack (3 bits each) in stack_counts[4g..4g+3].
template <int kGroup>
inline ColumnResult columns_group(State& s, std::uint32_t* stack_counts) {
    constexpr int d0 = 4 * kGroup;
    constexpr std::uint32_t kValid = kGroup < 2 ? 0xF : 0x1;
    Lanes a[kBands];
    for (int b = 0; b < kBands; ++b)
        a[b] = kGroup < 2 ? load_lanes(&s.cand[9 * b + d0]) : Lanes{s.cand[9 * b + d0], 0, 0, 0};
    const Lanes any[kBands] = {columns_of(a[0]), columns_of(a[1]), columns_of(a[2])};
    const Lanes r1[kBands] = {rotate1(any[0]), rotate1(any[1]), rotate1(any[2])};
    const Lanes r2[kBands] = {rotate2(any[0]), rotate2(any[1]), rotate2(any[2])};
    // The assignments through each of band 0's columns: bands 1 and 2 on the next two columns,
    // in either order. Their number per stack is the stack's number of configurations.
    const Lanes through12 = any[0] & r1[1] & r2[2], through21 = any[0] & r2[1] & r1[2];
    store_lanes(stack_counts + d0, count_per_stack(through12) + count_per_stack(through21));
    const Lanes keep[kBands] = {through12 | through21, any[1] & ((r1[2] & r2[0]) | (r2[2] & r1[0])),
                                any[2] & ((r1[0] & r2[1]) | (r2[0] & r1[1]))};
    if ((lane_bits((keep[0] | keep[1] | keep[2]) == kRow0) & kValid) != kValid) return ColumnResult::Contradiction;
    bool changed = false;
    Lanes found[kBands];
    Lanes any_found = splat(0);
    for (int b = 0; b < kBands; ++b) {
        const Lanes c = a[b] & cells_of(keep[b]);
        if (const std::uint32_t diff = ~lane_bits(c == a[b]) & kValid) {
            changed = true;
            s.dirty |= diff << (9 * b + d0);
            if (kGroup < 2)
                store_lanes(&s.cand[9 * b + d0], c);
            else
                s.cand[9 * b + d0] = c[0];
        }
        // Columns with one candidate: in this band only, and in one row of it.
        const Lanes c9 = c >> 9, c18 = c >> 18;
        const Lanes several = (c & c9) | ((c | c9) & c18);
        const Lanes single = keep[b] & ~(several | keep[(b + 1) % 3] | keep[(b + 2) % 3]);
        found[b] = c & cells_of(single) & s.open[b];
        any_found |= found[b];
    }
    if ((lane_bits(any_found != 0) & kValid) == 0) return changed ? ColumnResult::Changed : ColumnResult::Unchanged;
    for (int b = 0; b < kBands; ++b) {
        for (int k = 0; k < (kGroup < 2 ? 4 : 1); ++k) {
            for (std::uint32_t cells = found[b][k]; cells; cells &= cells - 1) {
                const std::uint32_t cell = cells & (0u - cells);
                if (s.cand[9 * b + d0 + k] & cell) place(s, d0 + k, b, cell);
            }
        }
    }
    return ColumnResult::Changed;
}

// The column pass for all nine digits; stack_counts[d] receives digit d's configurations per
// stack (stack k in bits 3k..3k+2). stack_counts has room for 12.
inline ColumnResult columns_pass(State& s, std::uint32_t* stack_counts) {
    const ColumnResult r0 = columns_group<0>(s, stack_counts);
    if (r0 == ColumnResult::Contradiction) return r0;
    const ColumnResult r1 = columns_group<1>(s, stack_counts);
    if (r1 == ColumnResult::Contradiction) return r1;
    const ColumnResult r2 = columns_group<2>(s, stack_counts);
    if (r2 == ColumnResult::Contradiction) return r2;
    return r0 == ColumnResult::Changed || r1 == ColumnResult::Changed || r2 == ColumnResult::Changed
               ? ColumnResult::Changed
               : ColumnResult::Unchanged;
}

enum class Outcome { Contradiction, Solved, Stalled };

// What to branch on when propagation stalls: the candidates of one open cell, or the
// configurations (valid permutations) left to one digit in one band or one stack.
struct Guess {
    enum Kind { Cell, Band, Stack } kind;
    int band;            // Cell: the cell's band; Band: the band; Stack: the stack
    std::uint32_t cell;  // Cell only
    int digit;           // Band and Stack
};

// The nine columns where digit d still has candidates in band b.
inline std::uint32_t columns(const State& s, int b, int d) {
    std::uint32_t a = s.cand[9 * b + d];
    return (a | a >> 9 | a >> 18) & kRow0;
}

// Stack st's shape for one digit, from its columns in the three bands: bit 3*b + c when column c
// of the stack has a candidate in band b.
inline std::uint32_t stack_shape(const std::uint32_t (&cols)[kBands], int st) {
    const int sh = 3 * st;
    return ((cols[0] >> sh) & 7) | ((cols[1] >> sh) & 7) << 3 | ((cols[2] >> sh) & 7) << 6;
}

// Configurations per band (rows 0..2) or stack (rows 3..5) and digit, each row padded with zeros
// to 16 bytes so that it sums without a loop.
using Counts = std::uint8_t[2 * kBands][16];

// The branch of tdoku's design (its README and write-up describe it; written anew here): among
// the three bands and three stacks, the one whose digits have the fewest configurations left in
// all (but more than one each), and in it the digit with the fewest (two when there is one).
// Each configuration is a branch; together they cover every solution, and no two share one.
// False when every digit has a single configuration in every band and stack.
// `counts[k][d]`: digit d's configurations in band k (k < 3) or stack k - 3, as propagation
// leaves them.
bool choose_configuration(const Counts& counts, Guess& guess) {
    int best_total = 6 * kDigits + 1;
    int best = -1;
    for (int k = 0; k < 2 * kBands; ++k) {
        // The sum of the row's 16 bytes (nine counts and zeros): add the two halves bytewise
        // (at most 12 a byte), then multiplying by 0x01...01 sums the eight bytes into the top one.
        std::uint64_t lo, hi;
        std::memcpy(&lo, &counts[k][0], 8);
        std::memcpy(&hi, &counts[k][8], 8);
        const int total = int(((lo + hi) * 0x0101010101010101u) >> 56);
        if (total == kDigits || total >= best_total) continue;  // 9: one configuration each
        best_total = total;
        best = k;
    }
    if (best < 0) return false;
    // The digit with the fewest configurations but one, the first of those: the least key.
    unsigned least = 0xFF;
    for (int d = 0; d < kDigits; ++d) {
        const unsigned c = counts[best][d];
        const unsigned key = c >= 2 ? c << 4 | unsigned(d) : 0xFF;
        least = key < least ? key : least;
    }
    const int digit = int(least & 0xF);
    guess = best < kBands ? Guess{Guess::Band, best, 0, digit} : Guess{Guess::Stack, best - kBands, 0, digit};
    return true;
}

// Full propagation: band-local rules, naked singles, hidden singles in columns, repeated until
// nothing changes. On Stalled, `guess` names what to branch on: a digit's configurations in a
// band or a stack (choose_configuration), else a bivalue cell when there is one, else a cell with
// the fewest candidates.
Outcome propagate(State& s, Guess& guess, bool configurations) {
    Counts counts = {};  // configurations per band/stack and digit
    for (;;) {
        if (!propagate_bands(s)) return Outcome::Contradiction;

        // Bit-parallel counting of candidates per cell over the nine digit planes.
        std::uint32_t bivalue[kBands], singles[kBands], empty = 0;
        for (int b = 0; b < kBands; ++b) {
            std::uint32_t one = 0, two = 0, three = 0;
            for (int d = 0; d < kDigits; ++d) {
                std::uint32_t x = s.cand[9 * b + d];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            const std::uint32_t open = s.open[b];
            empty |= open & ~one;  // an open cell without candidates
            bivalue[b] = open & two & ~three;
            singles[b] = open & ~two;
        }
        if (empty) return Outcome::Contradiction;
        if (singles[0] | singles[1] | singles[2]) {
            for (int b = 0; b < kBands; ++b) {
                for (std::uint32_t cells = singles[b]; cells; cells &= cells - 1) {
                    const std::uint32_t cell = cells & (0u - cells);
                    // The one digit left to the cell. Two naked singles of one digit in one
                    // row: the first wins and the second becomes an empty cell (no digit
                    // here), caught on the next pass.
                    const std::uint32_t digits = planes_with(&s.cand[9 * b], cell);
                    if (digits) place(s, __builtin_ctz(digits), b, cell);
                }
            }
            continue;
        }

        if ((s.open[0] | s.open[1] | s.open[2]) == 0) return Outcome::Solved;

        std::uint32_t stack_counts[12];
        switch (columns_pass(s, stack_counts)) {
            case ColumnResult::Contradiction:
                return Outcome::Contradiction;
            case ColumnResult::Changed:
                continue;
            case ColumnResult::Unchanged:
                break;
        }

        bool progress = false;
        // Triads: the three cells where a row crosses a box (a minirow) hold three different
        // digits. Per band, count for each minirow the digits that can still reach it and the
        // digits that every configuration left to them puts there: fewer than three of the
        // first or more than three of the second is a contradiction; exactly three of the
        // first are forced there, exactly three of the second keep the others out.
        // (In the fold's bit order: the counts are per minirow whatever the order.)
        for (int b = 0; b < kBands; ++b) {
            std::uint32_t shapes[12], forced[kDigits];
            store_lanes(shapes, fold(load_lanes(&s.cand[9 * b])));
            store_lanes(shapes + 4, fold(load_lanes(&s.cand[9 * b + 4])));
            shapes[8] = fold(s.cand[9 * b + 8]);
            std::uint32_t p1 = 0, p2 = 0, p4 = 0, p8 = 0;  // bit-sliced counts per minirow
            std::uint32_t f1 = 0, f2 = 0, f4 = 0;
            for (int d = 0; d < kDigits; ++d) {
                const std::uint32_t x = shapes[d];
                std::uint32_t k = p1 & x;
                p1 ^= x;
                std::uint32_t k2 = p2 & k;
                p2 ^= k;
                p8 |= p4 & k2;
                p4 ^= k2;
                const std::uint32_t rules = kTables.fold_rules[x];
                counts[b][d] = std::uint8_t(rules >> 12);
                const std::uint32_t y = forced[d] = rules & 0x1FF;
                k = f1 & y;
                f1 ^= y;
                f4 |= f2 & k;
                f2 ^= k;
            }
            const std::uint32_t few = ~(p2 | p4 | p8) | (p2 & ~p1 & ~p4 & ~p8);  // 0, 1 or 2
            const std::uint32_t many = f4;                                       // 4 or more
            if ((few & 0x1FF) | many) return Outcome::Contradiction;
            const std::uint32_t in = p1 & p2 & ~p4 & ~p8;  // exactly three can reach it
            const std::uint32_t out = f1 & f2;             // exactly three are forced there
            if (!(in | out)) continue;
            for (int d = 0; d < kDigits; ++d) {
                // In a minirow of `in` the digit is confined to it in its row and its box; from a
                // minirow of `out` that is not forced for it, it is removed.
                std::uint32_t shape = shapes[d] & ~(out & ~forced[d]);
                shape &= ~kTables.conflicts[shape & in];
                const std::uint32_t a = s.cand[9 * b + d] & kTables.fold_permutations[shape];
                if (a != s.cand[9 * b + d]) {
                    s.cand[9 * b + d] = a;
                    s.dirty |= 1u << (9 * b + d);
                    progress = true;
                }
            }
        }
        if (progress) continue;

        if (configurations) {
            for (int d = 0; d < kDigits; ++d) {
                counts[kBands + 0][d] = std::uint8_t(stack_counts[d] & 7);
                counts[kBands + 1][d] = std::uint8_t((stack_counts[d] >> 3) & 7);
                counts[kBands + 2][d] = std::uint8_t(stack_counts[d] >> 6);
            }
            if (choose_configuration(counts, guess)) return Outcome::Stalled;
        }

        // Every configuration is fixed, the cells inside the minirows are not: guess on a
        // bivalue cell, taken from the row with the most bivalue cells.
        int best_row = 0;
        guess = {Guess::Cell, -1, 0, 0};
        for (int b = 0; b < kBands; ++b) {
            for (int r = 0; r < 3; ++r) {
                std::uint32_t in_row = bivalue[b] & row_bits(r);
                int n = symbol_count(in_row);
                if (n > best_row) {
                    best_row = n;
                    guess = {Guess::Cell, b, in_row & (0u - in_row), 0};
                }
            }
        }
        if (guess.band >= 0) return Outcome::Stalled;
        // No bivalue cell (rare): take the open cell with the fewest candidates.
        int best = kDigits + 1;
        for (int b = 0; b < kBands; ++b) {
            for (std::uint32_t open = s.open[b]; open; open &= open - 1) {
                std::uint32_t cell = open & (0u - open);
                const int n = symbol_count(planes_with(&s.cand[9 * b], cell));
                if (n < best) {
                    best = n;
                    guess = {Guess::Cell, b, cell, 0};
                }
            }
        }
        return Outcome::Stalled;
    }
}

Digits extract(const State& s) {
    Digits out{};
    for (int d = 0; d < kDigits; ++d) {
        for (int b = 0; b < kBands; ++b) {
            for (std::uint32_t a = s.cand[9 * b + d]; a; a &= a - 1)
                out[27 * b + __builtin_ctz(a)] = std::uint8_t(d + 1);
        }
    }
    return out;
}

// The alternatives of a guess: the digits of a cell, or the permutations (indices into kPerms)
// of a configuration guess. Returns how many (at least two).
int list_alternatives(const State& s, const Guess& g, int (&out)[kDigits]) {
    int n = 0;
    if (g.kind == Guess::Cell) {
        for (std::uint32_t digits = planes_with(&s.cand[9 * g.band], g.cell); digits; digits &= digits - 1)
            out[n++] = __builtin_ctz(digits);
        return n;
    }
    std::uint32_t shape;
    if (g.kind == Guess::Band) {
        shape = band_shape(s.cand[9 * g.band + g.digit]);
    } else {
        const std::uint32_t cols[kBands] = {columns(s, 0, g.digit), columns(s, 1, g.digit), columns(s, 2, g.digit)};
        shape = stack_shape(cols, g.band);
    }
    for (std::uint32_t valid = kTables.valid_perms[shape]; valid; valid &= valid - 1) out[n++] = __builtin_ctz(valid);
    return n;
}

// Takes alternative `k` of the guess: places the digit, or keeps only that configuration (in a
// stack: each band's column of the stack for the digit).
void take(State& s, const Guess& g, int k) {
    if (g.kind == Guess::Cell) {
        place(s, k, g.band, g.cell);
    } else if (g.kind == Guess::Band) {
        const int i = 9 * g.band + g.digit;
        s.cand[i] &= perm_segments(k);
        s.dirty |= 1u << i;
    } else {
        const int sh = 3 * g.band;
        for (int b = 0; b < kBands; ++b) {
            const std::uint32_t cols = (kRow0 & ~(7u << sh)) | 1u << (sh + kPerms[k][b]);
            s.cand[9 * b + g.digit] &= cols * kColumnSpread;
            s.dirty |= 1u << (9 * b + g.digit);
        }
    }
}

constexpr std::uint64_t kConfigurationNodes = 2000;

// kWatched: call `watch` every kCountWatchNodes nodes. A template parameter, so the plain search
// has no trace of it.
template <bool kWatched>
struct Search {
    int limit;
    int count = 0;
    Digits* first = nullptr;
    std::uint64_t guesses = 0;
    std::uint64_t nodes = 0;
    const CountWatch* watch = nullptr;
    bool stopped = false;
    // Branching on configurations needs far fewer guesses on hard puzzles, but on a sparse grid
    // its choices can clash only at the level of cells, found late: a search that takes more
    // than kConfigurationNodes nodes gives up and is run again branching on cells only.
    bool configurations = true;
    bool gave_up = false;

    // Depth-first search from `s` (which it consumes). Returns true once `limit` solutions have
    // been found, meaning: stop. Recursion depth is bounded by the number of cells.
    bool run(State& s) {
        for (;;) {
            ++nodes;
            if (configurations && nodes > kConfigurationNodes) {
                gave_up = true;
                return true;
            }
            if constexpr (kWatched) {
                if (nodes % kCountWatchNodes == 0 && !(*watch)(count)) {
                    stopped = true;
                    return true;
                }
            }
            Guess g{};
            switch (propagate(s, g, configurations)) {
                case Outcome::Contradiction:
                    return false;
                case Outcome::Solved:
                    if (count == 0 && first) *first = extract(s);
                    return ++count >= limit;
                case Outcome::Stalled:
                    break;
            }
            // Try every alternative but the last on a copy; the last one continues in `s`
            // itself, since nothing else will need that state again.
            int alternatives[kDigits];
            const int n = list_alternatives(s, g, alternatives);
            for (int k = 0; k + 1 < n; ++k) {
                State child = s;
                take(child, g, alternatives[k]);
                ++guesses;
                if (run(child)) return true;
            }
            ++guesses;
            take(s, g, alternatives[n - 1]);
        }
    }
};

// Loads the givens. Returns false when two givens clash in a house.
bool load(const Digits& puzzle, State& s) {
    // Givens are loaded as placed: out of `open`, alone in their row of their digit's plane,
    // out of every other digit's plane and out of their column in the digit's other bands.
    // Their box within the band is left to the first propagation (the permutation rule).
    // Branch-free over the cells (an empty cell adds nothing): whether a cell is empty is as
    // good as random, and generation loads a puzzle for every uniqueness question.
    std::uint32_t row_used[kSide] = {}, col_used[kSide] = {}, box_used[kSide] = {};
    std::uint32_t given[kBands] = {}, mine[kPlanes] = {};
    std::uint32_t clash = 0;
    for (int b = 0; b < kBands; ++b) {
        for (int r = 0; r < 3; ++r) {
            const int row = 3 * b + r;
            for (int col = 0; col < kSide; ++col) {
                const unsigned digit = puzzle[9 * row + col];
                assert(digit <= unsigned(kDigits));
                const std::uint32_t bit = (1u << digit) >> 1;  // 0 for an empty cell
                const int box = 3 * b + col / 3;
                clash |= (row_used[row] | col_used[col] | box_used[box]) & bit;
                row_used[row] |= bit;
                col_used[col] |= bit;
                box_used[box] |= bit;
                const std::uint32_t cell_bit = std::uint32_t(digit != 0) << (9 * r + col);
                given[b] |= cell_bit;
                mine[9 * b + int(digit) - int(digit != 0)] |= cell_bit;
            }
        }
    }
    if (clash) return false;
    for (int d = 0; d < kDigits; ++d) {
        const std::uint32_t m0 = mine[d], m1 = mine[9 + d], m2 = mine[18 + d];
        const std::uint32_t cols =
            (m0 | m0 >> 9 | m0 >> 18 | m1 | m1 >> 9 | m1 >> 18 | m2 | m2 >> 9 | m2 >> 18) & kRow0;
        const std::uint32_t free = ~(cols * kColumnSpread);
        for (int b = 0; b < kBands; ++b) {
            const std::uint32_t m = mine[9 * b + d];
            // A row holding a given of the digit keeps only that cell.
            const std::uint32_t rows = (m & row_bits(0) ? row_bits(0) : 0) | (m & row_bits(1) ? row_bits(1) : 0) |
                                       (m & row_bits(2) ? row_bits(2) : 0);
            s.cand[9 * b + d] = (kBandBits & ~given[b] & free & ~rows) | m;
        }
    }
    s.open = {kBandBits & ~given[0], kBandBits & ~given[1], kBandBits & ~given[2]};
    s.dirty = kAllPlanes;  // everything gets examined once
    return true;
}

// Runs `search` from `s`; when the search on configurations gives up, again on cells only, from
// the same state and with the count started afresh (its work is still counted).
template <bool kWatched>
void run_search(Search<kWatched>& search, State& s) {
    if (!search.configurations) {
        search.run(s);
        return;
    }
    const State start = s;
    search.run(s);
    if (!search.gave_up) return;
    search.configurations = false;
    search.count = 0;
    s = start;
    search.run(s);
}

template <bool kWatched>
int count_with(const Digits& puzzle, Search<kWatched>& search, SearchStats* stats) {
    assert(search.limit >= 1);
    State s;
    if (!load(puzzle, s)) return 0;
    run_search(search, s);
    if (stats) {
        stats->guesses += search.guesses;
        stats->nodes += search.nodes;
    }
    return search.count;
}

}  // namespace

int count_solutions(const Digits& puzzle, int limit, Digits* first, SearchStats* stats) {
    Search<false> search{limit, 0, first};
    return count_with(puzzle, search, stats);
}

int count_solutions_watched(const Digits& puzzle, int limit, const CountWatch& watch, bool* stopped, Digits* first,
                            SearchStats* stats) {
    Search<true> search{limit, 0, first};
    search.watch = &watch;
    int count = count_with(puzzle, search, stats);
    if (stopped) *stopped = search.stopped;
    return count;
}

bool has_other_solution(const Digits& puzzle, const Digits& solution, std::span<const int> cells, SearchStats* stats) {
    // The puzzle's own propagation is shared by every cell's search. When it solves the puzzle
    // without a guess, that solution is the only one.
    State base;
    if (!load(puzzle, base)) return false;
    Guess g{};
    std::uint64_t nodes = 1, guesses = 0;
    bool other = false;
    if (propagate(base, g, false) == Outcome::Stalled) {
        for (int cell : cells) {
            const int d = solution[cell] - 1, b = cell / 27;
            const std::uint32_t bit = 1u << (cell % 27);
            State s = base;
            s.cand[9 * b + d] &= ~bit;  // any digit but the solution's
            s.dirty |= 1u << (9 * b + d);
            Search<false> search{1, 0, nullptr};
            run_search(search, s);
            nodes += search.nodes;
            guesses += search.guesses;
            if (search.count > 0) {
                other = true;
                break;
            }
            place(base, d, b, bit);  // the next cells' searches keep this one's digit
        }
    }
    if (stats) {
        stats->nodes += nodes;
        stats->guesses += guesses;
    }
    return other;
}

std::optional<Digits> solve(const Digits& puzzle, SearchStats* stats) {
    Digits solution{};
    if (count_solutions(puzzle, 1, &solution, stats) == 0) return std::nullopt;
    return solution;
}

}  // namespace sudoku
