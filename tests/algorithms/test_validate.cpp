// The BFS validators accept the reference BFS on several graphs and reject
// each kind of corrupted output (one test case per corruption), with a
// message naming the problem.
#include <string>

#include "algorithms/bfs/reference.hpp"
#include "algorithms/validate/validate.hpp"
#include "test_reference_graphs.hpp"
#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

// 0-1, 0-2, 1-2 (triangle), 2-3, 1-4, and 5-6 unreached from 0.
// Levels from 0: 0, 1, 1, 2, 2, -1, -1. Parents: 0, 0, 0, 2, 1, -1, -1.
gb::Matrix<bool> small_graph() {
  return gbtest::graph_from_edges(7, {{0, 1}, {0, 2}, {1, 2}, {2, 3}, {1, 4}, {5, 6}}, true);
}

bool mentions(const gb::validation_report& rep, const std::string& word) {
  return rep.summary().find(word) != std::string::npos;
}

}  // namespace

TEST_CASE("validators accept the reference BFS on every test graph and several sources", "[validate]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    for (index_t s : {index_t(0), index_t(A.nrows() / 2), index_t(A.nrows() - 1)}) {
      INFO(name << ", source " << s);
      auto r = gb::reference_bfs(A, s);
      auto rep = gb::validate_bfs(A, s, r);
      INFO(rep.summary());
      CHECK(rep.ok);
      CHECK(gb::validate_levels(A, s, r.level).ok);
      CHECK(gb::validate_parents(A, s, r.parent).ok);
      CHECK(gb::validate_sigma(A, s, r.level, r.sigma).ok);
    }
  }
}

TEST_CASE("validate_levels rejects a level that is one too high", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.level[3] = 3;  // 2 -> 3 would skip a level
  auto rep = gb::validate_levels(A, 0, r.level);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "skips levels"));
}

TEST_CASE("validate_levels rejects a level that is too low (no predecessor one level up)", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.level[3] = 1;
  auto rep = gb::validate_levels(A, 0, r.level);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "no in-neighbour"));
}

TEST_CASE("validate_levels rejects a reachable vertex marked unreached", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.level[4] = -1;
  auto rep = gb::validate_levels(A, 0, r.level);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "unreached 4"));
}

TEST_CASE("validate_levels rejects an unreachable vertex given a level", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.level[5] = 1;
  CHECK_FALSE(gb::validate_levels(A, 0, r.level).ok);
}

TEST_CASE("validate_levels rejects a wrong source level, a second root and a short array", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  auto bad = r.level;
  bad[0] = 1;
  CHECK_FALSE(gb::validate_levels(A, 0, bad).ok);
  bad = r.level;
  bad[5] = 0;  // an unreachable vertex posing as a second source
  CHECK_FALSE(gb::validate_levels(A, 0, bad).ok);
  bad = r.level;
  bad.pop_back();
  CHECK(mentions(gb::validate_levels(A, 0, bad), "entries"));
}

TEST_CASE("validate_parents rejects a parent that is not an edge", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.parent[4] = 2;  // 2 is one level up from 4, but 2 -> 4 is not an edge
  auto rep = gb::validate_parents(A, 0, r.parent);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "not an edge"));
}

TEST_CASE("validate_parents rejects a parent cycle", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.parent[1] = 2;  // 1 <-> 2 are edges, but now 1 -> 2 -> 1 never reaches 0
  r.parent[2] = 1;
  auto rep = gb::validate_parents(A, 0, r.parent);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "cycle"));
}

TEST_CASE("validate_parents rejects a reachable vertex without a parent", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.parent[3] = -1;
  auto rep = gb::validate_parents(A, 0, r.parent);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "has no parent"));
}

TEST_CASE("validate_parents rejects a parent for an unreachable vertex", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.parent[6] = 5;  // 5 -> 6 is an edge, but 5 has no parent: not rooted at the source
  auto rep = gb::validate_parents(A, 0, r.parent);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "not rooted"));
}

TEST_CASE("validate_parents rejects a tree of real edges that is not a BFS tree", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  r.parent[2] = 1;  // 1 -> 2 is an edge, but 2 now sits at depth 2 although 0 -> 2 exists
  auto rep = gb::validate_parents(A, 0, r.parent);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "not a BFS tree"));
}

TEST_CASE("validate_parents rejects a wrong root and out-of-range parents", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  auto bad = r.parent;
  bad[0] = -1;
  CHECK(mentions(gb::validate_parents(A, 0, bad), "expected the source"));
  bad = r.parent;
  bad[3] = 99;
  CHECK(mentions(gb::validate_parents(A, 0, bad), "neither -1 nor a vertex"));
}

TEST_CASE("validate_sigma rejects a wrong path count", "[validate]") {
  // Grid: many vertices with several shortest paths.
  auto A = gbtest::graph_from_generator(gb::gen::grid(5, 5));
  auto r = gb::reference_bfs(A, 0);
  r.sigma[12] += 1;  // vertex (2, 2): 6 paths, now 7
  auto rep = gb::validate_sigma(A, 0, r.level, r.sigma);
  CHECK_FALSE(rep.ok);
  CHECK(mentions(rep, "sigma[12] = 7, expected 6"));
}

TEST_CASE("validate_sigma rejects a count on an unreached vertex and a wrong source count", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  auto bad = r.sigma;
  bad[5] = 1;
  CHECK(mentions(gb::validate_sigma(A, 0, r.level, bad), "unreached"));
  bad = r.sigma;
  bad[0] = 2;  // also breaks its children's sums; the source is reported first
  CHECK(mentions(gb::validate_sigma(A, 0, r.level, bad), "sigma[0] = 2, expected 1"));
}

TEST_CASE("validate_bfs rejects a wrong depth and a wrong source in the result", "[validate]") {
  auto A = small_graph();
  auto r = gb::reference_bfs(A, 0);
  auto bad = r;
  bad.depth = 3;
  CHECK(mentions(gb::validate_bfs(A, 0, bad), "depth"));
  bad = r;
  bad.source = 1;
  CHECK_FALSE(gb::validate_bfs(A, 0, bad).ok);
}

TEST_CASE("validators throw invalid_value for a graph not in CSR", "[validate]") {
  auto A = small_graph().to_format(gb::format::csc);
  std::vector<std::int64_t> level(7, -1);
  CHECK_THROWS_AS(gb::validate_levels(A, 0, level), gb::invalid_value);
}
