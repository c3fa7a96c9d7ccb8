// The applications of iBFS (ibfs_apps.hpp) against independent serial oracles
// written here: k-hop counts and closeness from the reference BFS levels,
// all-pairs distances from one reference BFS per vertex, betweenness from a
// textbook serial Brandes (queue BFS, stack-order dependency accumulation).
#include <cmath>
#include <random>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/core/errors.hpp"
#include "test_reference_graphs.hpp"
#include "test_serial_brandes.hpp"

using namespace graphblade;

namespace {

std::vector<index_t> random_sources(index_t n, std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<index_t> s(count);
  for (auto& x : s) x = index_t(rng() % n);
  return s;
}

}  // namespace

TEST_CASE("khop counts and closeness equal the reference levels' counts", "[ibfs][ibfs-apps]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    const std::vector<index_t> sources = random_sources(A.nrows(), 67, 5);
    const std::vector<double> close = closeness(A, sources);
    for (std::int64_t hops : {0, 1, 3}) {
      const std::vector<std::int64_t> counts = khop_counts(A, sources, hops);
      for (std::size_t j = 0; j < sources.size(); ++j) {
        const bfs_result ref = reference_bfs(A, sources[j]);
        std::int64_t within = 0, reached = 0, total = 0;
        for (std::int64_t d : ref.level) {
          within += (d >= 0 && d <= hops) ? 1 : 0;
          reached += d >= 0 ? 1 : 0;
          total += d > 0 ? d : 0;
        }
        INFO(name << ", source " << sources[j] << ", hops " << hops);
        CHECK(counts[j] == within);
        CHECK(close[j] == Approx(total ? double(reached - 1) / double(total) : 0.0));
      }
    }
  }
  CHECK_THROWS_AS(khop_counts(gbtest::graph_from_edges(2, {{0, 1}}, true), {0}, -1), invalid_value);
}

TEST_CASE("all-pairs distances equal one reference BFS per vertex", "[ibfs][ibfs-apps]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    if (A.nrows() > 600) continue;
    const ibfs_result d = all_pairs_distances(A);
    std::size_t wrong = 0;
    for (index_t u = 0; u < A.nrows(); ++u) {
      const bfs_result ref = reference_bfs(A, u);
      for (index_t v = 0; v < A.nrows(); ++v) wrong += d.at(v, u) != ref.level[v] ? 1 : 0;
    }
    INFO(name);
    CHECK(wrong == 0);
  }
  CHECK_THROWS_AS(all_pairs_distances(gbtest::graph_from_edges(3, {{0, 1}}, true), {}, 2), invalid_value);
}

TEST_CASE("batched Brandes betweenness equals a serial Brandes", "[ibfs][ibfs-apps][bc]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    for (std::size_t count : {1, 65, 100}) {  // 65: two groups of one word; 100: one group of two
      std::vector<index_t> sources = random_sources(A.nrows(), count, unsigned(count));
      if (count > 1) sources[1] = sources[0];  // a duplicate counts twice
      ibfs_options opt;
      opt.group_words = count == 100 ? 2 : 1;
      const std::vector<double> got = betweenness(A, sources, opt);
      const std::vector<double> want = gbtest::serial_brandes(A, sources);
      std::size_t wrong = 0;
      for (index_t v = 0; v < A.nrows(); ++v)
        wrong += std::abs(got[v] - want[v]) <= 1e-9 * std::max(1.0, std::abs(want[v])) ? 0 : 1;
      INFO(name << ", " << count << " sources");
      CHECK(wrong == 0);
      ibfs_options cut = opt;
      cut.max_depth = 1;  // ignored: betweenness needs the whole BFS DAG
      cut.byte_levels = true;
      CHECK(betweenness(A, sources, cut) == got);
    }
  }
}
