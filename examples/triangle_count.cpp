// Triangle counting with masked SpGEMM (Azad, Buluç, Gilbert's "Sandia" method, as
// LAGraph writes it): L = tril(A, -1) keeps each undirected edge once, and
// C<s(L)> = L plus.pair Lᵀ counts, for each edge (i, j) of L, the k < j adjacent to
// both, i.e. each triangle i > j > k exactly once; the sum of C is the count.
// Checked against counting common neighbours with std::set. Exit 0 = right.
#include <cstdint>
#include <cstdio>
#include <set>
#include <vector>

#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

/// Number of triangles of the undirected graph A (symmetric pattern, no self-loops).
std::int64_t triangle_count(const gb::Matrix<bool>& A) {
  const gb::index_t n = A.nrows();
  gb::Matrix<bool> L(n, n);
  gb::select(L, gb::no_mask, gb::no_accum, gb::tril_op<bool>{}, A, -1);  // L = tril(A, -1)
  gb::Matrix<std::int64_t> C(n, n, gb::format::csr, false);
  gb::mxm(C, gb::structure(L), gb::no_accum, gb::plus_pair<std::int64_t>{}, L,
          gb::transpose(L));  // C<s(L)> = L plus.pair Lᵀ
  std::int64_t triangles = 0;
  gb::reduce(triangles, gb::no_accum, gb::plus_monoid<std::int64_t>{}, C);  // triangles = Σ C
  return triangles;
}

int main() {
  const auto edges = gb::gen::kronecker(10, 8, 3);
  const gb::Matrix<bool> A = edges.to_matrix().cast<bool>();  // symmetric, no self-loops
  const std::int64_t got = triangle_count(A);

  // Independent check: for every edge u < v, the common neighbours w > v.
  std::vector<std::set<gb::index_t>> adj(edges.n);
  for (std::size_t e = 0; e < edges.src.size(); ++e)
    if (edges.src[e] != edges.dst[e]) adj[edges.src[e]].insert(edges.dst[e]), adj[edges.dst[e]].insert(edges.src[e]);
  std::int64_t want = 0;
  for (gb::index_t u = 0; u < edges.n; ++u)
    for (gb::index_t v : adj[u])
      if (u < v)
        for (gb::index_t w : adj[v])
          if (w > v && adj[u].count(w)) ++want;
  std::printf("triangles: %lld (check: %lld)\n", static_cast<long long>(got), static_cast<long long>(want));
  return got == want && want > 0 ? 0 : 1;
}
