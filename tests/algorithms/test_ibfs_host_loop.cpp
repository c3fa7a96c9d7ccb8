// The host iBFS group loop over work lists (algorithms/bfs/ibfs/ibfs_host.cpp)
// against the same loop written on the operator API (ibfs_levels.hpp: full
// O(n·k) passes per level): the same levels, depth and direction trace for one
// group, on generated graphs (symmetric and directed, with isolated vertices
// and a long diameter), one-, two-, three- and 17-word groups, duplicate sources,
// each direction policy, depth limits. Run at 1 and 3 OpenMP threads (3: the
// per-thread lists flushed from uneven parts).
#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "algorithms/bfs/ibfs/ibfs_levels.hpp"
#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/core/openmp.hpp"
#include "test_reference_graphs.hpp"

using namespace graphblade;

TEST_CASE("ibfs host loop over work lists equals the operator-API loop", "[ibfs]") {
  gen::edge_list directed_edges = gen::uniform(10, 3, 4);
  directed_edges.undirected = false;
  const std::vector<std::pair<std::string, Matrix<bool>>> graphs = {
      {"kron", gbtest::graph_from_generator(gen::kronecker(10, 8, 3))},
      {"grid", gbtest::graph_from_generator(gen::grid(40, 25))},
      {"directed", gbtest::graph_from_generator(directed_edges)},
  };
  const int saved_threads = omp_get_max_threads();
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
#if defined(_OPENMP)
            omp_set_num_threads(threads);
#endif
            ibfs_group lists;
            lists.sources = sources;
            ibfs_group_on_host(g, opt, lists);
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
#if defined(_OPENMP)
          omp_set_num_threads(saved_threads);
#endif
        }
      }
    }
  }
}
