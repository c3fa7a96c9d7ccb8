// Graph500 Kronecker and R-MAT generators (Graph500 spec v3, section 3
// "Graph Generation"; Chakrabarti, Zhan, Faloutsos, "R-MAT", SDM 2004).
// Each edge descends `scale` levels of the 2x2 initiator, choosing quadrant
// A (0,0), B (0,1), C (1,0) or D (1,1) at each level; its random bits come
// from a counter-based hash of (seed, edge id), so the list does not depend on
// the thread count. Kronecker then scrambles vertex ids with a seeded bijection.
#include <algorithm>
#include <cmath>
#include <string>

#include "graphblade/gen/generators.hpp"
#include "gen_common.hpp"
#include "counter_rng.hpp"

namespace graphblade::gen {
namespace {

/// 32-bit cumulative thresholds of the initiator: a uniform 32-bit word u picks
/// A when u < ta, B when u < tab, C when u < tabc, else D.
struct initiator_thresholds {
  std::uint64_t ta, tab, tabc;
};

initiator_thresholds thresholds_of(double a, double b, double c) {
  auto scaled = [](double p) {
    double t = std::ldexp(p, 32);
    return t >= std::ldexp(1.0, 32) ? (std::uint64_t(1) << 32) : std::uint64_t(t);
  };
  return {scaled(a), scaled(a + b), scaled(a + b + c)};
}

void check_initiator(double a, double b, double c) {
  auto bad = [](double p) { return !(p >= 0.0 && p <= 1.0); };  // also catches NaN
  if (bad(a) || bad(b) || bad(c) || a + b + c > 1.0 + 1e-12)
    throw invalid_value("rmat: initiator a=" + std::to_string(a) + ", b=" + std::to_string(b) +
                        ", c=" + std::to_string(c) + " must be probabilities with a + b + c <= 1");
}

/// Shared core of kronecker() and rmat(): the edges [first, first + count) of
/// the edge_factor·2^scale undirected edges (self-loops and duplicates kept,
/// as Graph500 lists them); count = max means up to the end.
edge_list recursive_matrix(const char* who, int scale, int edge_factor, double a, double b, double c,
                           std::uint64_t seed, bool scramble, std::uint64_t first = 0,
                           std::uint64_t count = ~std::uint64_t(0)) {
  const std::uint64_t m_all = detail::checked_edge_count(who, scale, edge_factor);
  check_initiator(a, b, c);
  if (first > m_all) throw invalid_value(std::string(who) + ": first edge past the list");
  const std::uint64_t m = std::min(count, m_all - first);
  const initiator_thresholds th = thresholds_of(a, b, c);
  const detail::counter_rng rng(seed, detail::stream_kronecker);
  const detail::power_of_two_permutation perm(scale, seed);

  edge_list out = detail::undirected_edge_list(std::uint64_t(1) << scale, m);
  index_t* src = out.src.data();
  index_t* dst = out.dst.data();
#pragma omp parallel for schedule(static)
  for (std::int64_t e = std::int64_t(first); e < std::int64_t(first + m); ++e) {
    std::uint64_t row = 0, col = 0;
    // Two levels per 64-bit word: each 32-bit half picks one quadrant
    // (branch-free: quadrant choices are random, so branches would mispredict).
    for (int level = 0; level < scale; level += 2) {
      const std::uint64_t word = rng.word(std::uint64_t(e), unsigned(level >> 1));
      const int take = scale - level < 2 ? 1 : 2;
      for (int h = 0; h < take; ++h) {
        const std::uint64_t u = (word >> (32 * h)) & 0xffffffffULL;
        const std::uint64_t ge_a = u >= th.ta, ge_ab = u >= th.tab, ge_abc = u >= th.tabc;
        row = (row << 1) | ge_ab;
        col = (col << 1) | (ge_a ^ ge_ab ^ ge_abc);  // 1 exactly in quadrants B and D
      }
    }
    if (scramble) {
      row = perm(row);
      col = perm(col);
    }
    src[e - std::int64_t(first)] = index_t(row);
    dst[e - std::int64_t(first)] = index_t(col);
  }
  return out;
}

}  // namespace

edge_list kronecker(int scale, int edge_factor, std::uint64_t seed) {
  return recursive_matrix("kronecker", scale, edge_factor, 0.57, 0.19, 0.19, seed, true);
}

edge_list kronecker_edges(int scale, int edge_factor, std::uint64_t seed, std::uint64_t first, std::uint64_t count) {
  return recursive_matrix("kronecker", scale, edge_factor, 0.57, 0.19, 0.19, seed, true, first, count);
}

edge_list rmat(int scale, int edge_factor, double a, double b, double c, std::uint64_t seed, bool scramble) {
  return recursive_matrix("rmat", scale, edge_factor, a, b, c, seed, scramble);
}

}  // namespace graphblade::gen
