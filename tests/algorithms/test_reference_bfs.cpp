// The reference BFS: exact levels, first-discoverer parents and path counts on
// graphs with known answers (path, grid binomials, directed reachability),
// option handling, errors, and its entry in the BFS algorithm registry.
#include <string>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "test_reference_graphs.hpp"
#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"

namespace gb = graphblade;
using gb::index_t;

TEST_CASE("reference BFS: levels, first-discoverer parents and sigma on a chorded path", "[reference]") {
  // 0-1, 1-2, 2-3, 0-2; 4-5 unreached from 0.
  auto A = gbtest::graph_from_edges(6, {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {4, 5}}, true);
  auto r = gb::reference_bfs(A, 0);
  CHECK(r.level == std::vector<std::int64_t>{0, 1, 1, 2, -1, -1});
  CHECK(r.parent == std::vector<std::int64_t>{0, 0, 0, 2, -1, -1});
  CHECK(r.sigma == std::vector<double>{1, 1, 1, 1, 0, 0});
  CHECK(r.depth == 2);
  CHECK(r.source == 0);
}

TEST_CASE("reference BFS: sigma counts both shortest paths of a diamond", "[reference]") {
  // 0->1, 0->2, 1->3, 2->3, 3->4: two shortest paths to 3 and to 4.
  auto A = gbtest::graph_from_edges(5, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}}, false);
  auto r = gb::reference_bfs(A, 0);
  CHECK(r.sigma == std::vector<double>{1, 1, 1, 2, 2});
  CHECK(r.parent[3] == 1);  // 1 is dequeued before 2
  CHECK(r.level[4] == 3);
}

TEST_CASE("reference BFS: on a grid, level = i + j and sigma = binomial(i + j, i)", "[reference]") {
  const index_t rows = 6, cols = 8;
  auto A = gbtest::graph_from_generator(gb::gen::grid(rows, cols));
  auto r = gb::reference_bfs(A, 0);
  // Vertex ids are row-major (grid(r, c) numbers vertex (i, j) as i * cols + j).
  for (index_t i = 0; i < rows; ++i)
    for (index_t j = 0; j < cols; ++j) {
      double binom = 1;
      for (index_t k = 1; k <= i; ++k) binom = binom * (j + k) / k;
      CHECK(r.level[i * cols + j] == std::int64_t(i + j));
      CHECK(r.sigma[i * cols + j] == binom);
    }
  CHECK(r.depth == rows + cols - 2);
}

TEST_CASE("reference BFS: directed edges are followed only forward", "[reference]") {
  auto A = gbtest::graph_from_edges(4, {{0, 1}, {1, 2}, {2, 0}, {3, 1}}, false);
  auto r = gb::reference_bfs(A, 1);
  CHECK(r.level == std::vector<std::int64_t>{2, 0, 1, -1});
  CHECK(r.parent == std::vector<std::int64_t>{2, 1, 1, -1});
}

TEST_CASE("reference BFS: parents and sigma are left empty when not asked for", "[reference]") {
  auto A = gbtest::graph_from_generator(gb::gen::kary_tree(2, 3));
  gb::bfs_options opt;
  opt.parents = false;
  opt.sigma = false;
  auto r = gb::reference_bfs(A, 0, opt);
  CHECK(r.parent.empty());
  CHECK(r.sigma.empty());
  CHECK(r.level.size() == A.nrows());
  CHECK(r.depth == 3);
}

TEST_CASE("reference BFS: a source out of range throws invalid_index", "[reference]") {
  auto A = gbtest::graph_from_edges(3, {{0, 1}}, true);
  CHECK_THROWS_AS(gb::reference_bfs(A, 3), gb::invalid_index);
}

TEST_CASE("registry: reference is registered for cpu and runs through prepare/traverse", "[registry]") {
  const auto& algo = gb::find_bfs_algorithm("reference");
  CHECK(algo.supports("cpu"));
  CHECK_FALSE(algo.supports("cuda"));
  auto A = gbtest::graph_from_generator(gb::gen::grid(4, 5));
  auto state = algo.prepare_for(A, "cpu");
  state->traverse(7, {});
  auto r = state->result();
  CHECK(r.level == gb::reference_bfs(A, 7).level);
  CHECK(algo.run(A, 7).sigma == gb::reference_bfs(A, 7).sigma);
}

TEST_CASE("registry: unknown names, unsupported devices and duplicate names are rejected", "[registry]") {
  try {
    gb::find_bfs_algorithm("no-such-bfs");
    FAIL("expected invalid_value");
  } catch (const gb::invalid_value& e) {
    CHECK(std::string(e.what()).find("reference") != std::string::npos);  // lists the known names
  }
  auto A = gbtest::graph_from_edges(3, {{0, 1}}, true);
  CHECK_THROWS_AS(gb::find_bfs_algorithm("reference").prepare_for(A, "cuda"), gb::invalid_value);
  gb::bfs_algorithm dup = gb::find_bfs_algorithm("reference");
  CHECK_THROWS_AS(gb::register_bfs_algorithm(dup), gb::invalid_value);
}

TEST_CASE("registry: the default bfs_options asks for what each algorithm computes; requiring more throws",
          "[registry]") {
  auto A = gbtest::graph_from_edges(6, {{0, 1}, {1, 2}, {2, 3}, {0, 4}, {4, 3}}, true);
  std::size_t families_run = 0;
  for (const auto& algo : gb::bfs_algorithms()) {
    if (!algo.supports("cpu")) continue;
    INFO(algo.name);
    ++families_run;
    CHECK(algo.outputs.levels);
    // The default: every output the algorithm computes, and nothing throws.
    const gb::bfs_options defaults;
    CHECK_NOTHROW(algo.require_outputs(defaults));
    const gb::bfs_result r = algo.run(A, 0);
    CHECK(r.level.empty() == !algo.outputs.levels);
    CHECK(r.parent.empty() == !algo.outputs.parents);
    CHECK(r.sigma.empty() == !algo.outputs.sigma);
    CHECK(gb::validate_bfs(A, 0, r).ok);
    auto state = algo.prepare_for(A, "cpu");  // the two-phase form with the default too
    state->traverse(0, defaults);
    CHECK(gb::validate_bfs(A, 0, state->result()).ok);
    // Required (true): throws when not computed, naming it.
    gb::bfs_options all;
    all.levels = all.parents = all.sigma = true;
    if (algo.outputs.parents && algo.outputs.sigma) {
      CHECK_NOTHROW(algo.require_outputs(all));
    } else {
      CHECK_THROWS_AS(algo.require_outputs(all), gb::not_supported);
      CHECK_THROWS_AS(algo.run(A, 0, "cpu", all), gb::not_supported);
    }
    // supported() resolves the request to what comes back.
    const gb::bfs_options resolved = algo.supported(all);
    CHECK(bool(resolved.parents) == algo.outputs.parents);
    CHECK(bool(resolved.sigma) == algo.outputs.sigma);
    const gb::bfs_result rr = algo.run(A, 0, "cpu", resolved);
    CHECK(rr.parent.empty() == !algo.outputs.parents);
    CHECK(rr.sigma.empty() == !algo.outputs.sigma);
    CHECK(gb::validate_bfs(A, 0, rr).ok);
  }
  CHECK(families_run >= 8);  // reference, gb-*, hong-*, turbo-*
  const auto& td = gb::find_bfs_algorithm("turbo-td-cooc");
  CHECK_FALSE(td.outputs.parents);
  gb::bfs_options want_parents;
  want_parents.parents = true;
  CHECK(want_parents.parents.required());
  CHECK(gb::bfs_options{}.parents.if_computed());
  try {
    td.require_outputs(want_parents);
    FAIL("expected not_supported");
  } catch (const gb::not_supported& e) {
    CHECK(std::string(e.what()).find("parents") != std::string::npos);  // names what is missing
  }
  // false skips an output the algorithm computes.
  gb::bfs_options no_sigma;
  no_sigma.sigma = false;
  CHECK(td.run(A, 0, "cpu", no_sigma).sigma.empty());
}
