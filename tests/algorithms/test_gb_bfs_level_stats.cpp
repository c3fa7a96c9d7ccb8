// gb_bfs_vectors::level_stats (read by bench/bench_per_level.cpp): one record
// per level, the last one empty; each level's frontier is the previous level's
// found count and matches the reference BFS's level sizes; the directions agree
// with pull_levels.
#include <vector>

#include "catch_compat.hpp"
#include "gb_bfs_checks.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"

namespace gb = graphblade;
using gb::index_t;

TEST_CASE("gb BFS level_stats list every level with the reference's level sizes", "[algorithms][gb_bfs]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    const index_t s = gbtest::turbo_hub(A);
    const gb::bfs_result ref = gb::reference_bfs(A, s);
    std::vector<gb::offset_t> size(std::size_t(ref.depth) + 2, 0);
    for (auto l : ref.level)
      if (l >= 0) ++size[std::size_t(l)];
    gb::gb_bfs_graph g(A);
    for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic}) {
      INFO(name << ", direction " << int(dir));
      gb::bfs_options opt;
      opt.knobs["level_stats"] = 1;  // opt-in
      gb::gb_bfs_vectors v;
      gb::gb_bfs(g, s, dir, opt, v);
      REQUIRE(v.level_stats.size() == std::size_t(v.depth) + 1);
      int pulls = 0;
      for (std::size_t d = 0; d < v.level_stats.size(); ++d) {
        const auto& L = v.level_stats[d];
        CHECK(L.depth == std::int64_t(d) + 1);
        CHECK(L.frontier == size[d]);
        CHECK(L.found == size[d + 1]);
        CHECK(L.seconds >= 0);
        pulls += L.push ? 0 : 1;
      }
      CHECK(v.level_stats.back().found == 0);
      CHECK(pulls == v.pull_levels);
    }
  }
}

TEST_CASE("gb BFS records level_stats only when asked (knob level_stats)", "[algorithms][gb_bfs]") {
  auto graphs = gbtest::bfs_test_graphs();
  const auto& A = graphs.front().second;
  gb::gb_bfs_graph g(A);
  gb::bfs_options opt;
  gb::gb_bfs_vectors v;
  gb::gb_bfs(g, gbtest::turbo_hub(A), gb::gb_bfs_direction::automatic, opt, v);
  CHECK(v.level_stats.empty());
  CHECK(v.depth > 0);
}
