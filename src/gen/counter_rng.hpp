// Counter-based random numbers for the generators: every random word is a pure
// function of (seed, stream, counter), a SplitMix64-style finalizer applied to a
// Weyl sequence, so an edge's random numbers depend only on the seed and the
// edge's index — never on which thread draws them or in which order.
#pragma once
#include <cstdint>

namespace graphblade::gen::detail {

/// SplitMix64 finalizer (Steele, Lea, Flood 2014): a bijective 64-bit mixer.
inline std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// A stream of random 64-bit words keyed by (seed, stream id); word(i) is O(1)
/// and independent of every other draw, so loops over i parallelize freely.
class counter_rng {
 public:
  counter_rng(std::uint64_t seed, std::uint64_t stream)
      : key_(mix64(mix64(seed ^ 0x6a09e667f3bcc909ULL) + stream * 0x9e3779b97f4a7c15ULL)) {}
  /// The i-th random word of this stream.
  std::uint64_t word(std::uint64_t i) const { return mix64(key_ + (i + 1) * 0x9e3779b97f4a7c15ULL); }
  /// Random word number j of item i, for items that draw up to 2^8 words each.
  std::uint64_t word(std::uint64_t i, unsigned j) const { return word((i << 8) | j); }

 private:
  std::uint64_t key_;
};

/// Streams used by the generators (one per purpose, so draws never collide).
enum stream_id : std::uint64_t { stream_kronecker = 1, stream_permutation = 2, stream_uniform = 3 };

/// A seeded bijection of [0, 2^bits) (bits <= 32): xor, odd multiply and
/// xorshift rounds, each invertible modulo 2^bits. O(1) per vertex, no table;
/// used to scramble vertex ids as the Graph500 spec asks.
class power_of_two_permutation {
 public:
  power_of_two_permutation(int bits, std::uint64_t seed) : bits_(bits), mask_(bits >= 64 ? ~0ULL : (1ULL << bits) - 1) {
    counter_rng rng(seed, stream_permutation);
    for (int r = 0; r < rounds; ++r) {
      xor_[r] = rng.word(2 * r) & mask_;
      mul_[r] = (rng.word(2 * r + 1) | 1ULL) & mask_;
      if (mul_[r] == 0) mul_[r] = 1;  // only when bits == 0
    }
  }
  /// The image of x (x < 2^bits).
  std::uint64_t operator()(std::uint64_t x) const {
    if (bits_ == 0) return x;
    int shift = bits_ / 2 + 1;
    for (int r = 0; r < rounds; ++r) {
      x = ((x ^ xor_[r]) * mul_[r]) & mask_;
      x ^= x >> shift;  // invertible: the top `shift` bits pass unchanged
    }
    return x;
  }

 private:
  static constexpr int rounds = 3;
  int bits_;
  std::uint64_t mask_;
  std::uint64_t xor_[rounds], mul_[rounds];
};

}  // namespace graphblade::gen::detail
