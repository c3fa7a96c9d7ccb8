// The BFS validators accept the reference BFS on several graphs and reject
// each kind of corrupted output (one test case per corruption), with a
// message naming the problem.
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/gen/generators.hpp"
#include "test_reference_graphs.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

using changes = std::initializer_list<std::pair<index_t, double>>;

// 0-1, 0-2, 1-2 (triangle), 2-3, 1-4, and 5-6 unreached from 0.
// Levels from 0: 0, 1, 1, 2, 2, -1, -1. Parents: 0, 0, 0, 2, 1, -1, -1. Sigma: 1, 1, 1, 1, 1, 0, 0.
const gb::Matrix<bool>& small_graph() {
  static const auto A = gbtest::graph_from_edges(7, {{0, 1}, {0, 2}, {1, 2}, {2, 3}, {1, 4}, {5, 6}}, true);
  return A;
}

/// The reference BFS of small_graph() from 0 with some entries of one array overwritten.
template <class T>
gb::bfs_result corrupted(std::vector<T> gb::bfs_result::*array, changes edits) {
  gb::bfs_result r = gb::reference_bfs(small_graph(), 0);
  for (auto [v, value] : edits) (r.*array)[v] = T(value);
  return r;
}

gb::validation_report levels_with(changes edits) {
  return gb::validate_levels(small_graph(), 0, corrupted(&gb::bfs_result::level, edits).level);
}
gb::validation_report parents_with(changes edits) {
  return gb::validate_parents(small_graph(), 0, corrupted(&gb::bfs_result::parent, edits).parent);
}
gb::validation_report sigma_with(changes edits) {
  const auto r = corrupted(&gb::bfs_result::sigma, edits);
  return gb::validate_sigma(small_graph(), 0, r.level, r.sigma);
}

/// A failed report whose message names the problem.
bool rejected(const gb::validation_report& rep, const std::string& words) {
  return !rep.ok && rep.summary().find(words) != std::string::npos;
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

TEST_CASE("the unmodified small graph passes, so the corruption tests below test the corruption", "[validate]") {
  CHECK(levels_with({}).ok);
  CHECK(parents_with({}).ok);
  CHECK(sigma_with({}).ok);
}

TEST_CASE("validate_levels rejects a level that is one too high", "[validate]") {
  CHECK(rejected(levels_with({{3, 3}}), "skips levels"));  // 2 -> 3 would skip a level
}

TEST_CASE("validate_levels rejects a level that is too low (no predecessor one level up)", "[validate]") {
  CHECK(rejected(levels_with({{3, 1}}), "no in-neighbour"));
}

TEST_CASE("validate_levels rejects a reachable vertex marked unreached", "[validate]") {
  CHECK(rejected(levels_with({{4, -1}}), "unreached 4"));
}

TEST_CASE("validate_levels rejects an unreachable vertex given a level", "[validate]") {
  CHECK(rejected(levels_with({{5, 1}}), "no in-neighbour"));
}

TEST_CASE("validate_levels rejects a wrong source level and a second root", "[validate]") {
  CHECK(rejected(levels_with({{0, 1}}), "expected 0"));
  CHECK(rejected(levels_with({{5, 0}}), "no in-neighbour"));  // an unreachable vertex posing as a source
  CHECK(rejected(levels_with({{6, -2}}), "below -1"));
}

TEST_CASE("validate_levels rejects an array of the wrong length", "[validate]") {
  std::vector<std::int64_t> level = gb::reference_bfs(small_graph(), 0).level;
  level.pop_back();
  CHECK(rejected(gb::validate_levels(small_graph(), 0, level), "entries"));
}

TEST_CASE("validate_parents rejects a parent that is not an edge", "[validate]") {
  CHECK(rejected(parents_with({{4, 2}}), "not an edge"));  // 2 is one level up from 4, 2 -> 4 is no edge
}

TEST_CASE("validate_parents rejects a parent cycle", "[validate]") {
  CHECK(rejected(parents_with({{1, 2}, {2, 1}}), "cycle"));  // both are edges; 1 -> 2 -> 1 never reaches 0
}

TEST_CASE("validate_parents rejects a reachable vertex without a parent", "[validate]") {
  CHECK(rejected(parents_with({{3, -1}}), "has no parent"));
}

TEST_CASE("validate_parents rejects a parent for an unreachable vertex", "[validate]") {
  CHECK(rejected(parents_with({{6, 5}}), "not rooted"));  // 5 -> 6 is an edge, 5 has no parent
}

TEST_CASE("validate_parents rejects a tree of real edges that is not a BFS tree", "[validate]") {
  CHECK(rejected(parents_with({{2, 1}}), "not a BFS tree"));  // 2 at depth 2 although 0 -> 2 exists
}

TEST_CASE("validate_parents rejects a wrong root and out-of-range parents", "[validate]") {
  CHECK(rejected(parents_with({{0, -1}}), "expected the source"));
  CHECK(rejected(parents_with({{3, 99}}), "neither -1 nor a vertex"));
}

TEST_CASE("validate_sigma rejects a wrong path count", "[validate]") {
  // Grid: vertex (2, 2) has 6 shortest paths from (0, 0); claim 7.
  auto A = gbtest::graph_from_generator(gb::gen::grid(5, 5));
  auto r = gb::reference_bfs(A, 0);
  r.sigma[12] += 1;
  CHECK(rejected(gb::validate_sigma(A, 0, r.level, r.sigma), "sigma[12] = 7, expected 6"));
}

TEST_CASE("validate_sigma rejects a count on an unreached vertex", "[validate]") {
  CHECK(rejected(sigma_with({{5, 1}}), "unreached"));
}

TEST_CASE("validate_sigma rejects a wrong source count", "[validate]") {
  CHECK(rejected(sigma_with({{0, 2}}), "sigma[0] = 2, expected 1"));  // reported before its children
}

TEST_CASE("validate_bfs rejects a wrong depth and a wrong source in the result", "[validate]") {
  auto r = gb::reference_bfs(small_graph(), 0);
  r.depth = 3;
  CHECK(rejected(gb::validate_bfs(small_graph(), 0, r), "depth"));
  r = gb::reference_bfs(small_graph(), 0);
  r.source = 1;
  CHECK(rejected(gb::validate_bfs(small_graph(), 0, r), "result names source 1"));
}

TEST_CASE("validate_bfs checks a parents-only result (Graph500's output) by the parent rules alone", "[validate]") {
  auto r = gb::reference_bfs(small_graph(), 0);
  r.level.clear();
  r.sigma.clear();
  CHECK(gb::validate_bfs(small_graph(), 0, r).ok);
  r.parent[3] = 1;  // 1-3 is not an edge
  CHECK(!gb::validate_bfs(small_graph(), 0, r).ok);
  r = gb::reference_bfs(small_graph(), 0);
  r.level.clear();
  r.sigma.clear();
  r.source = 1;
  CHECK(rejected(gb::validate_bfs(small_graph(), 0, r), "result names source 1"));
  r.parent.clear();  // nothing at all: levels are required
  CHECK(!gb::validate_bfs(small_graph(), 0, r).ok);
}

TEST_CASE("validators throw invalid_value for a graph not in CSR", "[validate]") {
  auto A = small_graph().to_format(gb::format::csc);
  std::vector<std::int64_t> level(7, -1);
  CHECK_THROWS_AS(gb::validate_levels(A, 0, level), gb::invalid_value);
}

namespace {

/// validate_parents_on_edges over `shares` consecutive shares of the list, the marks or'ed, then
/// validate_tree_edges_seen over `shares` vertex ranges: what a distributed Graph500 run does.
gb::validation_report on_edge_shares(const std::vector<index_t>& src, const std::vector<index_t>& dst, index_t source,
                                     const std::vector<std::int64_t>& parent, int shares) {
  const std::size_t m = src.size(), n = parent.size();
  std::vector<std::uint8_t> seen_all(n, 0);
  gb::validation_report rep;
  for (int k = 0; k < shares; ++k) {
    const std::size_t lo = m * k / shares, hi = m * (k + 1) / shares;
    std::vector<std::uint8_t> seen;
    rep.merge(gb::validate_parents_on_edges(source, parent, src.data() + lo, dst.data() + lo, hi - lo, seen));
    for (std::size_t v = 0; v < n; ++v) seen_all[v] |= seen[v];
  }
  for (int k = 0; k < shares; ++k) {
    const index_t first = index_t(n * k / shares), last = index_t(n * (k + 1) / shares);
    rep.merge(gb::validate_tree_edges_seen(source, parent, seen_all.data() + first, first, last));
  }
  return rep;
}

// small_graph()'s edges as a list, one of them twice, plus a self-loop (skipped, as Graph500 does).
const std::vector<index_t> small_src{0, 0, 1, 2, 1, 5, 3, 2}, small_dst{1, 2, 2, 3, 4, 6, 3, 1};

}  // namespace

TEST_CASE("the edge-list validator, split into shares, rejects each corruption validate_parents rejects",
          "[validate]") {
  for (int shares : {1, 2, 3, 8}) {
    INFO(shares << " shares");
    auto check = [&](changes edits, const std::string& words) {
      const auto parent = corrupted(&gb::bfs_result::parent, edits).parent;
      const auto rep = on_edge_shares(small_src, small_dst, 0, parent, shares);
      INFO(rep.summary());
      return words.empty() ? rep.ok : rejected(rep, words);
    };
    CHECK(check({}, ""));
    CHECK(check({{4, 2}}, "not an edge"));
    CHECK(check({{1, 2}, {2, 1}}, "cycle"));
    CHECK(check({{3, -1}}, "has no parent"));
    CHECK(check({{6, 5}}, "not rooted"));
    CHECK(check({{2, 1}}, "not a BFS tree"));
    CHECK(check({{0, -1}}, "expected the source"));
    CHECK(check({{3, 99}}, "neither -1 nor a vertex"));
  }
  std::vector<std::uint8_t> wrong_size(3);
  const auto parent = gb::reference_bfs(small_graph(), 0).parent;
  CHECK_THROWS_AS(gb::validate_parents_on_edges(0, parent, small_src.data(), small_dst.data(), 2, wrong_size),
                  gb::invalid_value);
  CHECK_THROWS_AS(gb::validate_tree_edges_seen(0, parent, wrong_size.data(), 5, 9), gb::invalid_value);
  const std::vector<index_t> outside{7};
  std::vector<std::uint8_t> seen;
  CHECK(rejected(gb::validate_parents_on_edges(0, parent, outside.data(), small_dst.data(), 1, seen), "not a vertex"));
}

TEST_CASE("the edge-list validator agrees with validate_parents on Kronecker graphs and random corruptions",
          "[validate]") {
  const auto list = gb::gen::kronecker(8, 8, 5);
  const index_t n = index_t(1) << 8;
  gb::build_options bo;
  bo.symmetrize = true;
  bo.drop_self_loops = true;
  const auto A = gb::Matrix<bool>::from_coo(n, n, list.src, list.dst, {}, gb::format::csr, bo);
  std::uint64_t x = 12345;
  auto next = [&](std::uint64_t bound) {  // xorshift
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x % bound;
  };
  int rejected_count = 0;
  for (int trial = 0; trial < 300; ++trial) {
    index_t source = index_t(next(n));
    while (A.offsets()[source + 1] == A.offsets()[source]) source = index_t(next(n));
    auto parent = gb::reference_bfs(A, source).parent;
    const int edits = int(trial % 4);  // trial % 4 == 0: the untouched tree
    for (int e = 0; e < edits; ++e) {
      const index_t v = index_t(next(n));
      const std::uint64_t kind = next(3);
      if (kind == 0) parent[v] = -1;
      else if (kind == 1) parent[v] = std::int64_t(next(n));
      else if (parent[v] >= 0) parent[v] = parent[parent[v]];  // the grandparent: one level up, maybe no edge
    }
    const auto csr = gb::validate_parents(A, source, parent);
    const int shares = 1 + int(trial % 5);
    const auto split = on_edge_shares(list.src, list.dst, source, parent, shares);
    INFO("trial " << trial << ", source " << source << ", " << shares << " shares: " << csr.summary() << " | "
                  << split.summary());
    CHECK(csr.ok == split.ok);
    if (edits == 0) CHECK(split.ok);
    rejected_count += !csr.ok;
  }
  CHECK(rejected_count > 100);  // the corruptions above are mostly caught: the comparison is not vacuous
}
