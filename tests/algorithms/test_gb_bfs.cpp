// GraphBLAS BFS (gb-push, gb-pull, gb-auto) against the serial reference BFS:
// exact levels and σ, Graph500-valid parents, on hand-made and generated
// graphs (tree, grid, Kronecker, directed uniform) from several sources, with
// every subset of outputs; gb-auto's direction switch is checked to happen.
#include <cmath>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "catch_compat.hpp"
#include "gb_bfs_checks.hpp"

namespace gb = graphblade;
using gb::index_t;

TEST_CASE("gb-push/pull/auto equal the reference BFS (levels, sigma) with valid parents on generated graphs",
          "[algorithms][gb_bfs]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs())
    for (index_t s : gbtest::turbo_sources(A))
      for (const char* algo : gbtest::gb_bfs_names) {
        INFO(name << ", " << algo << ", source " << s);
        gbtest::check_against_reference(A, s, algo);
      }
}

TEST_CASE("gb BFS on larger generated graphs (parallel kernel paths) equals the reference", "[algorithms][gb_bfs]") {
  namespace gen = gb::gen;
  gen::edge_list directed = gen::uniform(12, 6, 11);
  directed.undirected = false;
  std::vector<std::pair<const char*, gb::Matrix<bool>>> graphs;
  graphs.emplace_back("kron scale 14", gbtest::graph_from_generator(gen::kronecker(14, 16, 2)));
  graphs.emplace_back("directed uniform scale 12", gbtest::graph_from_generator(directed));
  graphs.emplace_back("grid 60x70", gbtest::graph_from_generator(gen::grid(60, 70)));
  for (auto& [name, A] : graphs)
    for (index_t s : gbtest::turbo_sources(A))
      for (const char* algo : gbtest::gb_bfs_names) {
        INFO(name << ", " << algo << ", source " << s);
        gbtest::check_against_reference(A, s, algo);
      }
}

TEST_CASE("gb BFS computes exactly the outputs asked for, each still exact", "[algorithms][gb_bfs]") {
  auto A = gbtest::graph_from_generator(gb::gen::kronecker(10, 8, 5));
  const index_t s = gbtest::turbo_hub(A);
  const gb::bfs_result ref = gb::reference_bfs(A, s);
  for (const char* algo : gbtest::gb_bfs_names)
    for (int mask = 0; mask < 8; ++mask) {
      gb::bfs_options opt;
      opt.levels = mask & 1;
      opt.parents = mask & 2;
      opt.sigma = mask & 4;
      INFO(algo << " levels " << opt.levels << " parents " << opt.parents << " sigma " << opt.sigma);
      gb::bfs_result r = gb::find_bfs_algorithm(algo).run(A, s, "cpu", opt);
      CHECK(r.level.empty() == !opt.levels);
      CHECK(r.parent.empty() == !opt.parents);
      CHECK(r.sigma.empty() == !opt.sigma);
      CHECK(r.depth == ref.depth);
      if (opt.levels) CHECK(r.level == ref.level);
      if (opt.sigma) CHECK(r.sigma == ref.sigma);
      if (opt.parents) CHECK(gb::validate_parents(A, s, r.parent).ok);
    }
}

TEST_CASE("gb-auto pulls on a Kronecker graph by default and never when alpha is tiny, exact either way",
          "[algorithms][gb_bfs]") {
  auto A = gbtest::graph_from_generator(gb::gen::kronecker(12, 16, 7));
  const index_t s = gbtest::turbo_hub(A);
  const gb::bfs_result ref = gb::reference_bfs(A, s);
  gb::gb_bfs_graph g(A);
  CHECK_FALSE(g.A_csc.has_value());  // symmetric: pull reads A's rows
  for (double alpha : {15.0, 1e-12}) {
    gb::bfs_options opt;
    opt.knobs["alpha"] = alpha;
    gb::gb_bfs_vectors v;
    gb::gb_bfs(g, s, gb::gb_bfs_direction::automatic, opt, v);
    if (alpha > 1) CHECK(v.pull_levels > 0);
    else CHECK(v.pull_levels == 0);
    CHECK(v.pull_levels < v.depth + 1);
    gb::bfs_result r = gb::to_bfs_result(v, opt);
    CHECK(r.level == ref.level);
    CHECK(r.sigma == ref.sigma);
  }
  gb::bfs_options bad;
  bad.knobs["beta"] = 0;
  gb::gb_bfs_vectors v;
  CHECK_THROWS_AS(gb::gb_bfs(g, s, gb::gb_bfs_direction::automatic, bad, v), gb::invalid_value);
  CHECK_THROWS_AS(gb::gb_bfs(g, A.nrows(), gb::gb_bfs_direction::push, {}, v), gb::invalid_index);
}

TEST_CASE("gb BFS keeps a CSC only for directed graphs", "[algorithms][gb_bfs]") {
  auto directed = gbtest::graph_from_edges(4, {{0, 1}, {1, 2}, {2, 0}, {3, 1}}, false);
  auto undirected = gbtest::graph_from_edges(4, {{0, 1}, {1, 2}, {2, 0}, {3, 1}}, true);
  CHECK(gb::gb_bfs_graph(directed).A_csc.has_value());
  CHECK_FALSE(gb::gb_bfs_graph(undirected).A_csc.has_value());
}
