// iBFS (algorithms/bfs/ibfs): every (source, vertex) level against the serial
// reference BFS and the independent level checker, on hand-made and generated
// graphs, for source counts around the 64-bit word boundaries (1, 63, 64, 65,
// 130), duplicate and isolated sources, each direction policy, one- and
// two-word groups, GroupBy on and off; parents by Graph500's rules
// (validate_bfs per source); depth-limited runs; the groups and their
// automatic size; errors.
#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "test_reference_graphs.hpp"

using namespace graphblade;

namespace {

/// `count` sources drawn with replacement (so duplicates occur), vertex 0 and n-1 always in.
std::vector<index_t> some_sources(index_t n, std::size_t count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<index_t> s;
  for (std::size_t j = 0; j < count; ++j) s.push_back(index_t(rng() % n));
  if (count > 0) s[0] = 0;
  if (count > 1) s[count - 1] = n - 1;
  return s;
}

/// Column j of r against the reference from sources[j] (levels cut at max_depth) and the checker.
void check_levels(const Matrix<bool>& A, const ibfs_result& r, std::int64_t max_depth = -1) {
  REQUIRE(r.n == A.nrows());
  REQUIRE(r.level.size() == std::size_t(r.n) * r.sources.size());
  for (std::size_t j = 0; j < r.sources.size(); ++j) {
    const bfs_result ref = reference_bfs(A, r.sources[j]);
    std::vector<std::int64_t> got(r.n);
    std::size_t wrong = 0;
    for (index_t v = 0; v < r.n; ++v) {
      got[v] = r.at(v, j);
      const std::int64_t want = (max_depth >= 0 && ref.level[v] > max_depth) ? -1 : ref.level[v];
      wrong += got[v] != want ? 1 : 0;
    }
    INFO("source #" << j << " = " << r.sources[j]);
    CHECK(wrong == 0);
    if (max_depth < 0) {
      const validation_report rep = validate_levels(A, r.sources[j], got);
      INFO(rep.summary());
      CHECK(rep.ok);
    }
  }
}

/// Column j of r's parents and levels, as one bfs_result per source, through validate_bfs.
void check_parents(const Matrix<bool>& A, const ibfs_result& r) {
  REQUIRE(r.parent.size() == std::size_t(r.n) * r.sources.size());
  for (std::size_t j = 0; j < r.sources.size(); ++j) {
    const validation_report rep = validate_bfs(A, r.sources[j], r.instance(j));
    INFO("parents of source #" << j << " = " << r.sources[j] << ": " << rep.summary());
    CHECK(rep.ok);
  }
}

}  // namespace

TEST_CASE("ibfs levels equal the reference for every source", "[ibfs]") {
  for (auto& [name, A] : gbtest::bfs_test_graphs()) {
    for (std::size_t count : {1, 63, 64, 65, 130}) {
      const std::vector<index_t> sources = some_sources(A.nrows(), count, unsigned(count));
      for (gb_bfs_direction dir : {gb_bfs_direction::push, gb_bfs_direction::pull, gb_bfs_direction::automatic}) {
        ibfs_options opt;
        opt.direction = dir;
        opt.group_words = count % 2 ? 1 : 2;
        opt.group_by = count != 64;
        opt.parents = dir != gb_bfs_direction::push || count == 65;
        INFO(name << ", " << count << " sources, direction " << int(dir));
        const ibfs_result r = ibfs(A, sources, opt);
        check_levels(A, r);
        if (opt.parents) check_parents(A, r);
        if (!opt.parents) CHECK(r.parent.empty());
      }
    }
  }
}

TEST_CASE("ibfs: isolated and duplicate sources", "[ibfs]") {
  // 0-1-2 path, 3 isolated, 4->0 one way
  const Matrix<bool> A = gbtest::graph_from_edges(5, {{0, 1}, {1, 2}, {2, 1}, {1, 0}, {4, 0}}, false);
  ibfs_options opt;
  opt.parents = true;
  const ibfs_result r = ibfs(A, {3, 3, 4, 2, 4}, opt);
  check_levels(A, r);
  check_parents(A, r);
  CHECK(r.parent_at(3, 1) == 3);   // an isolated source is its own parent
  CHECK(r.parent_at(0, 1) == -1);  // and reaches nothing
  CHECK(r.parent_at(2, 2) == 1);   // 4 -> 0 -> 1 -> 2
  CHECK(r.parent_at(0, 4) == 4);
  CHECK(r.at(3, 0) == 0);
  CHECK(r.at(0, 0) == -1);
  CHECK(r.at(2, 2) == 3);  // 4 -> 0 -> 1 -> 2
  CHECK(r.at(4, 3) == -1);  // nothing leads back to 4
}

TEST_CASE("ibfs with max_depth keeps the levels within the hops", "[ibfs]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(9, 8, 7));
  for (std::int64_t hops : {0, 1, 2, 3}) {
    ibfs_options opt;
    opt.max_depth = hops;
    INFO("hops " << hops);
    check_levels(A, ibfs(A, some_sources(A.nrows(), 70, 3), opt), hops);
  }
}

TEST_CASE("ibfs GroupBy forms a partition of the sources into groups of 64·k", "[ibfs]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(10, 16, 1));
  const std::vector<index_t> sources = some_sources(A.nrows(), 300, 9);
  for (bool group_by : {false, true}) {
    ibfs_options opt;
    opt.group_by = group_by;
    opt.group_words = 1;
    opt.q = 32;
    const auto groups = ibfs_form_groups(A, sources, opt);
    CHECK(groups.size() == 5);
    std::multiset<index_t> seen;
    for (const auto& g : groups) {
      CHECK(g.size() <= 64);
      seen.insert(g.begin(), g.end());
    }
    CHECK(seen.size() == sources.size());
    for (index_t j = 0; j < index_t(sources.size()); ++j) CHECK(seen.count(j) == 1);
    if (!group_by)
      for (std::size_t g = 0; g < groups.size(); ++g) CHECK(groups[g][0] == index_t(64 * g));
  }
}

TEST_CASE("ibfs rejects bad sources and group sizes", "[ibfs]") {
  const Matrix<bool> A = gbtest::graph_from_edges(3, {{0, 1}, {1, 2}}, true);
  CHECK_THROWS_AS(ibfs(A, {0, 3}), invalid_index);
  CHECK(ibfs(A, {}).level.empty());
}

TEST_CASE("ibfs sizes its groups from the sources and the free memory", "[ibfs]") {
  ibfs_options opt;  // group_words 0: automatic
  CHECK(ibfs_group_words(opt, 1000, 1, host) == 1);
  CHECK(ibfs_group_words(opt, 1000, 130, host) == 3);
  CHECK(ibfs_group_words(opt, 1000, 100000, host) == 16);
  CHECK(ibfs_group_bytes(1000, 2) == 1000 * 2 * (3 * 8 + 64 * 4));
  opt.group_words = 5;
  CHECK(ibfs_group_words(opt, 1000, 1, host) == 5);
  // more vertices than any memory holds: not even one group of 64 fits
  opt.group_words = 0;
  CHECK_THROWS_AS(ibfs_group_words(opt, index_t(-1), 64, host), out_of_memory);
}
