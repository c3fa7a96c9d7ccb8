// Single-source shortest paths by Bellman-Ford over the min.plus semiring:
// d min= d min.plus A until d stops changing (at most n - 1 rounds; a change in
// round n means a negative cycle). Checked against Dijkstra (weights 1..9).
// Exit 0 = right.
#include <cstdio>
#include <functional>
#include <limits>
#include <queue>
#include <stdexcept>
#include <utility>
#include <vector>

#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

/// Distances from `source` over the weighted graph A (A(i, j) = weight of edge i -> j);
/// unreachable vertices have no entry. Throws std::runtime_error on a negative cycle.
gb::Vector<double> bellman_ford(const gb::Matrix<double>& A, gb::index_t source) {
  const gb::index_t n = A.nrows();
  auto d = gb::Vector<double>::from_list(n, {source}, {0.0});
  for (gb::index_t round = 0; round < n; ++round) {
    const gb::Vector<double> before = d;
    gb::vxm(d, gb::no_mask, gb::min_op<double>{}, gb::min_plus<double>{}, d, A);  // d min= d min.plus A
    if (gb::isequal(d, before)) return d;
  }
  throw std::runtime_error("bellman_ford: a negative cycle is reachable from the source");
}

int main() {
  const auto edges = gb::gen::kronecker(10, 8, 4);
  std::vector<double> weight(edges.src.size());
  for (std::size_t e = 0; e < weight.size(); ++e) weight[e] = double(1 + (edges.src[e] * 7 + edges.dst[e] * 3) % 9);
  gb::build_options opt;
  opt.drop_self_loops = true;  // repeated edges keep their smallest weight
  const auto A = gb::Matrix<double>::from_coo(edges.n, edges.n, edges.src, edges.dst, weight, gb::format::csr, opt);
  const gb::index_t source = edges.src[0];
  const gb::Vector<double> d = bellman_ford(A, source);

  // Independent check: Dijkstra over the edge list.
  std::vector<std::vector<std::pair<gb::index_t, double>>> out(edges.n);
  for (std::size_t e = 0; e < weight.size(); ++e)
    if (edges.src[e] != edges.dst[e]) out[edges.src[e]].push_back({edges.dst[e], weight[e]});
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> dist(edges.n, inf);
  using item = std::pair<double, gb::index_t>;
  std::priority_queue<item, std::vector<item>, std::greater<item>> heap;
  dist[source] = 0;
  heap.push({0.0, source});
  while (!heap.empty()) {
    auto [du, u] = heap.top();
    heap.pop();
    if (du > dist[u]) continue;
    for (auto [v, w] : out[u])
      if (du + w < dist[v]) dist[v] = du + w, heap.push({dist[v], v});
  }
  bool ok = true;
  std::size_t reached = 0;
  for (gb::index_t v = 0; v < edges.n; ++v) {
    const auto got = d.get(v);
    reached += got.has_value();
    ok = ok && (dist[v] == inf ? !got : got && *got == dist[v]);
  }
  std::printf("shortest paths from %u: %zu vertices reached, %s\n", source, reached,
              ok ? "equal to Dijkstra" : "WRONG");
  return ok && reached > 1 ? 0 : 1;
}
