// Erdős–Rényi-like uniform random graph G(n, m) with n = 2^scale and
// m = edge_factor·2^scale: both endpoints of every edge uniform over [0, n),
// drawn from a counter-based hash of (seed, edge id), so the list does not
// depend on the thread count. Self-loops and duplicates are kept in the list.
#include "gen_common.hpp"
#include "counter_rng.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::gen {

edge_list uniform(int scale, int edge_factor, std::uint64_t seed) {
  const std::uint64_t m = detail::checked_edge_count("uniform", scale, edge_factor);
  const detail::counter_rng rng(seed, detail::stream_uniform);
  const std::uint64_t mask = (std::uint64_t(1) << scale) - 1;

  edge_list out = detail::undirected_edge_list(std::uint64_t(1) << scale, m);
  index_t* src = out.src.data();
  index_t* dst = out.dst.data();
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < std::int64_t(m); ++e) {
    // One 64-bit word per edge: low half -> source, high half -> destination
    // (n is a power of two <= 2^31, so masking keeps them uniform).
    const std::uint64_t w = rng.word(std::uint64_t(e));
    src[e] = index_t(w & mask);
    dst[e] = index_t((w >> 32) & mask);
  }
  return out;
}

}  // namespace graphblade::gen
