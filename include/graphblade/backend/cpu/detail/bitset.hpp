// Bit-packed sets for the BFS-sized kernels (Beamer et al. SC'12 §4 and the
// GAP reference keep the frontier of the bottom-up step as a bitmap so its
// random probes stay in cache): one bit per index, 8x smaller than the byte
// maps of views.hpp. Built per call by packing a predicate over [0, n) (O(n)
// sequential work, done only when the kernel's own work is of that order) and
// probed with test / test-and-test-and-set.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "graphblade/backend/cpu/detail/workspace.hpp"

namespace graphblade::cpu::detail {

/// bits[i / 64] bit i % 64, over a scratch array of the calling thread.
struct bitset_view {
  std::uint64_t* words;
  bool test(index_t i) const { return (words[i >> 6] >> (i & 63)) & 1u; }
  /// Test-and-test-and-set: true for exactly one caller per clear bit.
  bool claim(index_t i) const {
    std::uint64_t* w = words + (i >> 6);
    const std::uint64_t bit = std::uint64_t(1) << (i & 63);
    if (__atomic_load_n(w, __ATOMIC_RELAXED) & bit) return false;
    return (__atomic_fetch_or(w, bit, __ATOMIC_RELAXED) & bit) == 0;
  }
};

/// Roles of the scratch bitsets: distinct arrays, so one call may use several.
enum class bits_role { blocked, input };

template <bits_role Role>
inline thread_local scratch_values<std::uint64_t> bit_words;

/// A bitset of n bits with bit i = pred(i), in the calling thread's scratch.
template <bits_role Role, class Pred>
bitset_view pack_bits(index_t n, const Pred& pred) {
  const std::int64_t nwords = (std::int64_t(n) + 63) / 64;
  std::uint64_t* words = bit_words<Role>.get(std::size_t(nwords));
#pragma omp parallel for schedule(static) if (nwords > 1024)
  for (std::int64_t w = 0; w < nwords; ++w) {
    const std::int64_t lo = w * 64;
    const int count = int(std::min<std::int64_t>(64, std::int64_t(n) - lo));
    std::uint64_t bits = 0;
    for (int b = 0; b < count; ++b) bits |= std::uint64_t(pred(index_t(lo + b)) ? 1 : 0) << b;
    words[w] = bits;
  }
  return {words};
}

/// A bitset of n bits with bit i = (bytes[i] != 0) != invert; 64 bytes per
/// word, 16 at a time with SSE2 (a presence byte map packs at memory speed).
template <bits_role Role>
bitset_view pack_byte_bits(const std::uint8_t* bytes, index_t n, bool invert) {
  const std::int64_t nwords = (std::int64_t(n) + 63) / 64;
  const std::int64_t full = std::int64_t(n) / 64;
  std::uint64_t* words = bit_words<Role>.get(std::size_t(nwords));
  const std::uint64_t flip = invert ? ~std::uint64_t(0) : 0;
#pragma omp parallel for schedule(static) if (nwords > 1024)
  for (std::int64_t w = 0; w < full; ++w) {
    const std::uint8_t* b = bytes + 64 * w;
    std::uint64_t zero_bits = 0;  // bit j: byte j is zero
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (int part = 0; part < 4; ++part) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + 16 * part));
      zero_bits |= std::uint64_t(std::uint32_t(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)))) << (16 * part);
    }
#else
    for (int j = 0; j < 64; ++j) zero_bits |= std::uint64_t(b[j] == 0) << j;
#endif
    words[w] = ~zero_bits ^ flip;
  }
  if (full < nwords) {
    std::uint64_t bits = 0;
    for (std::int64_t i = 64 * full; i < std::int64_t(n); ++i)
      bits |= std::uint64_t((bytes[i] != 0) != invert) << (i - 64 * full);
    words[full] = bits;
  }
  return {words};
}

}  // namespace graphblade::cpu::detail
