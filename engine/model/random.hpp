// The project's one source of randomness, specified bit for bit so that the same seed gives the
// same puzzle on every platform and compiler (std::uniform_int_distribution and std::shuffle are
// not specified that way).
//
// Generator: xoshiro256** (Blackman and Vigna, 2018), its state seeded from the 64-bit seed by
// SplitMix64. Bounded integers: Lemire's multiply-and-reject method, unbiased. Shuffle:
// Fisher-Yates from the last element down.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace sudoku {

class Random {
public:
    explicit Random(std::uint64_t seed) {
        for (auto& word : state_) {
            seed += 0x9E3779B97F4A7C15ull;  // SplitMix64
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }

    /// The next 64 random bits.
    std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    /// A uniform integer in [0, bound), bound >= 1.
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        auto low = std::uint32_t(m);
        if (low < bound) {
            const std::uint32_t threshold = std::uint32_t(-bound) % bound;
            while (low < threshold) {
                m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
                low = std::uint32_t(m);
            }
        }
        return std::uint32_t(m >> 32);
    }

    template <class T>
    void shuffle(std::span<T> items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(std::uint32_t(i))]);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t state_[4];
};

}  // namespace sudoku
