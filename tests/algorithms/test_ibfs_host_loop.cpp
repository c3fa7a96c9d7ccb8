// The host iBFS group loop over work lists (algorithms/bfs/ibfs/ibfs_host.cpp)
// against the same loop written on the operator API (ibfs_levels.hpp: full
// O(n·k) passes per level): the same levels, depth and direction trace for one
// group, on generated graphs (symmetric and directed, with isolated vertices
// and a long diameter), one-, two-, three- and 17-word groups, duplicate sources,
// each direction policy, depth limits. Run at 1 and 3 OpenMP threads (3: the
// per-thread lists flushed from uneven parts). Then the host loop against reference_bfs
// across the depth planes' last depth and on pull levels that read F of the queue only.
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "algorithms/bfs/ibfs/ibfs_levels.hpp"
#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/core/openmp.hpp"
#include "test_reference_graphs.hpp"

using namespace graphblade;

namespace {

/// One group of sources through the host loop on `threads` OpenMP threads (the count restored after).
ibfs_group run_host_loop(const gb_bfs_graph& g, const ibfs_options& opt, const std::vector<index_t>& sources,
                         int threads) {
  const int saved_threads = omp_get_max_threads();
#if defined(_OPENMP)
  omp_set_num_threads(threads);
#endif
  ibfs_group group;
  group.sources = sources;
  ibfs_group_on_host(g, opt, group);
#if defined(_OPENMP)
  omp_set_num_threads(saved_threads);
#endif
  return group;
}

}  // namespace

TEST_CASE("ibfs host loop over work lists equals the operator-API loop", "[ibfs]") {
  gen::edge_list directed_edges = gen::uniform(10, 3, 4);
  directed_edges.undirected = false;
  const std::vector<std::pair<std::string, Matrix<bool>>> graphs = {
      {"kron", gbtest::graph_from_generator(gen::kronecker(10, 8, 3))},
      {"grid", gbtest::graph_from_generator(gen::grid(40, 25))},
      {"directed", gbtest::graph_from_generator(directed_edges)},
  };
  for (const auto& [name, A] : graphs) {
    const gb_bfs_graph g(A, host);
    for (index_t k : {1, 2, 3, 17}) {  // 17: two slabs of the host's bottom-up OR
      std::mt19937 rng(k);
      std::vector<index_t> sources(64 * std::size_t(k));
      for (index_t& s : sources) s = index_t(rng() % A.nrows());
      sources[1] = sources[0];  // a duplicate
      for (gb_bfs_direction dir : {gb_bfs_direction::automatic, gb_bfs_direction::push, gb_bfs_direction::pull}) {
        for (std::int64_t max_depth : {-1, 2}) {
          ibfs_options opt;
          opt.group_words = k;
          opt.direction = dir;
          opt.max_depth = max_depth;
          ibfs_group operators;
          operators.sources = sources;
          run_ibfs_group(g, opt, operators);
          for (int threads : {1, 3}) {
            const ibfs_group lists = run_host_loop(g, opt, sources, threads);
            INFO(name << ", k " << k << ", direction " << int(dir) << ", max depth " << max_depth << ", threads "
                      << threads);
            const auto& got = lists.level.values();
            const auto& want = operators.level.values();
            REQUIRE(got.size() == want.size());
            CHECK(std::equal(got.data(), got.data() + got.size(), want.data()));
            CHECK(lists.depth == operators.depth);
            CHECK(lists.pushed == operators.pushed);
            CHECK(lists.pull_levels == operators.pull_levels);
          }
        }
      }
    }
  }
}

TEST_CASE("ibfs host loop: levels across the depth planes' last depth, and filtered pull levels, equal the reference",
          "[ibfs]") {
  // Paths of 15, 16 and 17 edges (a group as deep as the four depth planes hold, one level more, two more)
  // beside an isolated vertex, and kron with four-word groups (its first pull level has few rows in q, so
  // the pull reads F of the queue's rows only); int32 and byte levels, every direction, at 1 and 3 threads.
  std::vector<std::pair<std::string, Matrix<bool>>> graphs;
  for (index_t length : {15, 16, 17}) {
    std::vector<std::pair<index_t, index_t>> edges;
    for (index_t v = 0; v < length; ++v) edges.push_back({v, v + 1});
    graphs.emplace_back("path of " + std::to_string(length) + " edges",
                        gbtest::graph_from_edges(length + 2, edges, true));
  }
  graphs.emplace_back("kron", gbtest::graph_from_generator(gen::kronecker(11, 16, 5)));
  for (const auto& [name, A] : graphs) {
    const gb_bfs_graph g(A, host);
    const bool kron = name == "kron";
    const index_t n = A.nrows(), k = kron ? 4 : 1;
    std::mt19937 rng(11);
    std::vector<index_t> sources(64 * std::size_t(k));
    for (index_t& s : sources) s = index_t(rng() % n);
    sources[0] = 0;      // a path's end: the group runs the whole path
    sources[1] = n - 1;  // isolated on the paths
    std::vector<bfs_result> want;
    for (index_t s : sources) want.push_back(reference_bfs(A, s));
    for (bool bytes : {false, true}) {
      for (gb_bfs_direction dir : {gb_bfs_direction::automatic, gb_bfs_direction::push, gb_bfs_direction::pull}) {
        for (int threads : {1, 3}) {
          ibfs_options opt;
          opt.group_words = k;
          opt.direction = dir;
          opt.byte_levels = bytes;
          const ibfs_group group = run_host_loop(g, opt, sources, threads);
          INFO(name << ", bytes " << bytes << ", direction " << int(dir) << ", threads " << threads);
          CHECK((group.level_bytes.nrows() != 0) == bytes);
          if (!kron) CHECK(group.depth == n - 2);
          const DenseMatrix<std::int32_t> L = ibfs_levels_on_host(group);
          std::size_t wrong = 0;
          for (std::size_t c = 0; c < sources.size(); ++c)
            for (index_t v = 0; v < n; ++v) wrong += L(v, index_t(c)) != want[c].level[v];
          CHECK(wrong == 0);
        }
      }
    }
  }
}
