// Helpers for the generator tests: degrees and BFS levels read off a CSR
// matrix, a symmetry check, and the set of distinct undirected edges of a list
// (the independent count the built matrix must agree with).
#pragma once
#include <algorithm>
#include <queue>
#include <set>
#include <utility>
#include <vector>

#include "graphblade/gen/generators.hpp"

namespace gentest {

using graphblade::index_t;
using graphblade::offset_t;

/// Row degrees of a CSR matrix.
inline std::vector<offset_t> degrees(const graphblade::Matrix<double>& A) {
  std::vector<offset_t> d(A.nrows());
  for (index_t i = 0; i < A.nrows(); ++i) d[i] = A.major_degree(i);
  return d;
}

/// True when the CSR matrix A equals its transpose entry for entry.
inline bool is_symmetric(const graphblade::Matrix<double>& A) {
  auto T = A.transposed();
  return std::equal(A.offsets().begin(), A.offsets().end(), T.offsets().begin()) && A.nvals() == T.nvals() &&
         std::equal(A.indices().begin(), A.indices().end(), T.indices().begin());
}

/// Distinct unordered pairs {u, v}, u != v, of an edge list.
inline std::set<std::pair<index_t, index_t>> distinct_undirected_edges(const graphblade::gen::edge_list& g) {
  std::set<std::pair<index_t, index_t>> s;
  for (std::size_t e = 0; e < g.src.size(); ++e)
    if (g.src[e] != g.dst[e]) s.emplace(std::min(g.src[e], g.dst[e]), std::max(g.src[e], g.dst[e]));
  return s;
}

/// BFS levels from `source` over a CSR matrix (-1 = unreached).
inline std::vector<long> bfs_levels(const graphblade::Matrix<double>& A, index_t source) {
  std::vector<long> level(A.nrows(), -1);
  std::queue<index_t> q;
  level[source] = 0;
  q.push(source);
  while (!q.empty()) {
    index_t u = q.front();
    q.pop();
    for (offset_t k = A.offsets()[u]; k < A.offsets()[u + 1]; ++k) {
      index_t v = A.indices()[k];
      if (level[v] < 0) {
        level[v] = level[u] + 1;
        q.push(v);
      }
    }
  }
  return level;
}

}  // namespace gentest
