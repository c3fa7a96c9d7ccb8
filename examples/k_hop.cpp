// k-hop reachability: the vertices within k edges of a source, k masked push
// steps q<¬s(reach), replace> = q any.pair A, each with the write-back
// reach<s(q)> = true in the same call (also_assign, ops/write_back.hpp).
// Checked against a textbook queue BFS's levels (level <= k). Exit 0 = right.
#include <cstdio>
#include <queue>
#include <vector>

#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

/// The set of vertices reachable from `source` in at most k steps (A(i, j) = edge i -> j).
gb::Vector<bool> k_hop(const gb::Matrix<bool>& A, gb::index_t source, int k) {
  const gb::index_t n = A.nrows();
  auto q = gb::Vector<bool>::from_list(n, {source}, {true});
  gb::Vector<bool> reach = q;
  for (int step = 0; step < k && q.nvals() > 0; ++step) {
    // q<¬s(reach), r> = q any.pair A ; reach<s(q)> = true
    gb::vxm(q, gb::complement(gb::structure(reach)), gb::no_accum, gb::any_pair<bool>{}, q, A, gb::replace,
            gb::also_assign(reach, true));
  }
  return reach;
}

int main() {
  const auto edges = gb::gen::kronecker(11, 4, 9);
  const auto A = gb::Matrix<bool>::from_coo(edges.n, edges.n, edges.src, edges.dst);  // directed
  const gb::index_t source = edges.src[0];
  const int k = 2;
  const gb::Vector<bool> reach = k_hop(A, source, k);

  // Independent check: queue BFS levels over the edge list.
  std::vector<std::vector<gb::index_t>> out(edges.n);
  for (std::size_t e = 0; e < edges.src.size(); ++e) out[edges.src[e]].push_back(edges.dst[e]);
  std::vector<int> level(edges.n, -1);
  std::queue<gb::index_t> queue;
  level[source] = 0;
  queue.push(source);
  while (!queue.empty()) {
    const gb::index_t u = queue.front();
    queue.pop();
    for (gb::index_t v : out[u])
      if (level[v] < 0) level[v] = level[u] + 1, queue.push(v);
  }
  bool ok = true;
  std::size_t want = 0;
  for (gb::index_t v = 0; v < edges.n; ++v) {
    const bool within = level[v] >= 0 && level[v] <= k;
    want += within;
    ok = ok && within == reach.get(v).has_value();
  }
  std::printf("%d-hop set of %u: %zu vertices (check: %zu)\n", k, source, std::size_t(reach.nvals()), want);
  return ok && want > 1 ? 0 : 1;
}
