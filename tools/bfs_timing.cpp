// Timed BFS runs, traversed-edge counts and source picking (bfs_timing.hpp).
#include "tools/bfs_timing.hpp"

#include <algorithm>
#include <chrono>

#include "bench/harness/sources.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"

namespace graphblade::cli {

void check_device(const bfs_algorithm& algo, const std::string& device) {
  algo.require_device(device);
  if (device == "cuda" && !memory::cuda_available())
    throw not_supported("no CUDA device is available (or this build has no CUDA backend)");
}

timed_bfs time_traversals(bfs_prepared& state, const bfs_graph& g, index_t source, int trials,
                          const bfs_options& opt) {
  if (trials < 1) throw invalid_value("trials must be at least 1");
  timed_bfs t;
  for (int k = 0; k < trials; ++k) {
    const auto start = std::chrono::steady_clock::now();
    state.traverse(source, opt);
    const auto stop = std::chrono::steady_clock::now();
    t.trials_ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
  }
  t.result = state.result();
  t.median_ms = median(t.trials_ms);

  const index_t n = g.A.nrows();
  const auto& r = t.result;
  if (r.level.size() != n && r.parent.size() != n)
    throw invalid_value("the algorithm returned neither levels nor parents for all " + std::to_string(n) +
                        " vertices");
  std::vector<unsigned char> reached(n);
  index_t count = 0;
#pragma omp parallel for reduction(+ : count)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
    reached[v] = r.level.size() == n ? r.level[v] >= 0 : r.parent[v] >= 0;
    count += reached[v];
  }
  t.reached = count;
  t.edges_traversed = count_traversed_edges(g.A, reached, g.undirected);
  t.gteps = t.median_ms > 0 ? double(t.edges_traversed) / (t.median_ms * 1e-3) / 1e9 : 0.0;
  return t;
}

std::vector<offset_t> traversed_edges_per_vertex(const Matrix<bool>& A, bool undirected) {
  const offset_t* rowptr = A.offsets().data();
  const index_t* col = A.indices().data();
  std::vector<offset_t> edges(A.nrows());
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < std::int64_t(A.nrows()); ++u) {
    offset_t e = rowptr[u + 1] - rowptr[u];
    if (undirected) {
      e = 0;
      for (offset_t k = rowptr[u]; k < rowptr[u + 1]; ++k) e += col[k] >= index_t(u);  // {u, v} once
    }
    edges[std::size_t(u)] = e;
  }
  return edges;
}

offset_t count_traversed_edges(const Matrix<bool>& A, const std::vector<unsigned char>& reached, bool undirected) {
  const std::vector<offset_t> per_vertex = traversed_edges_per_vertex(A, undirected);
  offset_t edges = 0;
#pragma omp parallel for reduction(+ : edges) schedule(static)
  for (std::int64_t u = 0; u < std::int64_t(A.nrows()); ++u) edges += reached[u] ? per_vertex[std::size_t(u)] : 0;
  return edges;
}

std::vector<index_t> pick_sources(const Matrix<bool>& A, int count, std::uint64_t seed) {
  return bench::pick_sources(A, count, seed, bench::source_rule::has_neighbour);
}

}  // namespace graphblade::cli
