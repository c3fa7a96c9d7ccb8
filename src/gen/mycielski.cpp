// Mycielski graphs M_k (Mycielski 1955): triangle-free with chromatic number k,
// the family behind SuiteSparse's mycielskian* matrices. M_2 = K_2 and
// M_{i+1} = Mycielskian(M_i): for G on v_0..v_{n-1}, add shadows u_i = n + i and
// a hub w = 2n; keep G's edges, add (u_i, v_j) and (u_j, v_i) for every edge
// (v_i, v_j), and (u_i, w) for every i. Vertex order: originals, shadows, hub.
// n_k = 3·2^(k-2) - 1; edges_{k+1} = 3·edges_k + n_k.
#include <string>

#include "gen_common.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::gen {
namespace {

/// Largest k whose vertex count 3·2^(k-2) - 1 fits below max_index.
constexpr int max_mycielski_order = 32;

}  // namespace

edge_list mycielski(int k) {
  if (k < 2 || k > max_mycielski_order)
    throw invalid_value("mycielski: order k = " + std::to_string(k) + " outside [2, " +
                        std::to_string(max_mycielski_order) + "] (M_2 = K_2; larger k do not fit 32-bit ids)");
  // Sizes first, so the arrays are allocated once.
  std::uint64_t n = 2, m = 1;
  for (int i = 2; i < k; ++i) {
    m = 3 * m + n;
    n = 2 * n + 1;
  }
  edge_list out = detail::undirected_edge_list(n, m);
  index_t* src = out.src.data();
  index_t* dst = out.dst.data();
  src[0] = 0;
  dst[0] = 1;
  std::uint64_t cur_n = 2, cur_m = 1;
  for (int i = 2; i < k; ++i) {
    // Edges [0, cur_m) are G's; shadow edges go to [cur_m, 3·cur_m), hub edges after.
    const index_t shadow = index_t(cur_n), hub = index_t(2 * cur_n);
#pragma omp parallel for schedule(static)
    for (std::int64_t e = 0; e < std::int64_t(cur_m); ++e) {
      const index_t a = src[e], b = dst[e];
      const std::uint64_t at = cur_m + 2 * std::uint64_t(e);
      src[at] = shadow + a;
      dst[at] = b;
      src[at + 1] = shadow + b;
      dst[at + 1] = a;
    }
    const std::uint64_t hub_at = 3 * cur_m;
#pragma omp parallel for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(cur_n); ++v) {
      src[hub_at + v] = shadow + index_t(v);
      dst[hub_at + v] = hub;
    }
    cur_m = 3 * cur_m + cur_n;
    cur_n = 2 * cur_n + 1;
  }
  return out;
}

}  // namespace graphblade::gen
