// An independent oracle for betweenness: textbook serial Brandes (2001) from
// the given sources (queue BFS, predecessor lists, stack-order dependency
// accumulation), for the host and CUDA tests of betweenness (ibfs_apps.hpp).
#pragma once
#include <cstdint>
#include <queue>
#include <stack>
#include <vector>

#include "graphblade/container/matrix.hpp"

namespace gbtest {

/// Brandes (2001) from the given sources, serial, on the CSR pattern A.
inline std::vector<double> serial_brandes(const graphblade::Matrix<bool>& A,
                                          const std::vector<graphblade::index_t>& sources) {
  using graphblade::index_t;
  using graphblade::offset_t;
  const index_t n = A.nrows();
  const offset_t* off = A.offsets().data();
  const index_t* adj = A.indices().data();
  std::vector<double> bc(n, 0.0);
  for (index_t s : sources) {
    std::vector<std::int64_t> dist(n, -1);
    std::vector<double> sigma(n, 0.0), delta(n, 0.0);
    std::vector<std::vector<index_t>> preds(n);
    std::stack<index_t> order;
    std::queue<index_t> q;
    dist[s] = 0;
    sigma[s] = 1;
    q.push(s);
    while (!q.empty()) {
      const index_t u = q.front();
      q.pop();
      order.push(u);
      for (offset_t e = off[u]; e < off[u + 1]; ++e) {
        const index_t v = adj[e];
        if (dist[v] < 0) {
          dist[v] = dist[u] + 1;
          q.push(v);
        }
        if (dist[v] == dist[u] + 1) {
          sigma[v] += sigma[u];
          preds[v].push_back(u);
        }
      }
    }
    while (!order.empty()) {
      const index_t w = order.top();
      order.pop();
      for (index_t u : preds[w]) delta[u] += sigma[u] / sigma[w] * (1 + delta[w]);
      if (w != s) bc[w] += delta[w];
    }
  }
  return bc;
}

}  // namespace gbtest
