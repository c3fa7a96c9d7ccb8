// iBFS (algorithms/bfs/ibfs): every (source, vertex) level against the serial
// reference BFS and the independent level checker, on hand-made and generated
// graphs, for source counts around the 64-bit word boundaries (1, 63, 64, 65,
// 130), duplicate and isolated sources, each direction policy, one- and
// two-word groups, GroupBy on and off; parents by Graph500's rules
// (validate_bfs per source); depth-limited runs; the groups and their
// automatic size; errors. The group's direction switch: its per-level trace
// against the rule written out serially from the reference levels, and
// against gb-auto for a group of one repeated source.
#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
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

/// The direction of each level of one group from `sources` by Beamer's rule
/// (α, β), written out from the reference levels: level d expands the joint
/// frontier f = {v : some instance reached v at depth d − 1}, m_f = Σ_f
/// out-degree; with joint_unexplored, m_u = Σ out-degree over the vertices some
/// instance had not reached by depth d − 2 (not yet expanded by every one);
/// without, m_u = nnz − Σ m_f of the earlier push levels (the single-source
/// count). One entry per level expanded, the last (finding nothing) included.
std::vector<bool> reference_directions(const Matrix<bool>& A, const std::vector<index_t>& sources, double alpha,
                                       double beta, bool joint_unexplored) {
  const index_t n = A.nrows();
  std::vector<bfs_result> ref;
  std::int64_t deepest = 0;
  for (index_t s : sources) {
    ref.push_back(reference_bfs(A, s));
    for (std::int64_t l : ref.back().level) deepest = std::max(deepest, l);
  }
  const offset_t* off = A.offsets().data();
  bool push = true;
  double unexplored = double(A.nvals()), last_nf = 0;
  std::vector<bool> directions;
  for (std::int64_t d = 1; d <= deepest + 1; ++d) {
    double nf = 0, mf = 0, mu = 0;
    for (index_t v = 0; v < n; ++v) {
      bool in_f = false, unexpanded = false;
      for (const bfs_result& r : ref) {
        in_f = in_f || r.level[v] == d - 1;
        unexpanded = unexpanded || r.level[v] < 0 || r.level[v] > d - 2;
      }
      const double degree = double(off[v + 1] - off[v]);
      nf += in_f ? 1 : 0;
      mf += in_f ? degree : 0;
      mu += unexpanded ? degree : 0;
    }
    if (push) {
      if (joint_unexplored) unexplored = mu;
      if (mf > unexplored / alpha)
        push = false;
      else
        unexplored -= mf;
    } else if (nf < last_nf && nf <= double(n) / beta) {
      push = true;
    }
    last_nf = nf;
    directions.push_back(push);
  }
  return directions;
}

/// The directions the single group of `sources` (64·k of them) took.
std::vector<bool> ibfs_directions(const Matrix<bool>& A, const std::vector<index_t>& sources, const ibfs_options& opt) {
  std::vector<bool> pushed;
  int groups = 0;
  ibfs_run(gb_bfs_graph(A, host), sources, opt, [&](const ibfs_group& g) {
    pushed = g.pushed;
    ++groups;
  });
  REQUIRE(groups == 1);
  return pushed;
}

/// "P" for a push level, "B" for a bottom-up one.
std::string trace(const std::vector<bool>& pushed) {
  std::string t;
  for (bool p : pushed) t += p ? 'P' : 'B';
  return t;
}

}  // namespace

TEST_CASE("ibfs switches direction on the joint frontier, its unexplored edges counted once", "[ibfs]") {
  // 128 instances: on kron from 128 random sources; on a 64 x 64 grid and a directed
  // uniform graph from 8 sources 16 times each, a joint frontier that grows level by
  // level while every instance still has most of the graph ahead (the case where
  // nnz − Σ m_f, which counts a vertex once per instance reaching it, runs out first)
  const Matrix<bool> kron = gbtest::graph_from_generator(gen::kronecker(12, 16, 5));
  const Matrix<bool> grid = gbtest::graph_from_generator(gen::grid(64, 64));
  gen::edge_list directed_edges = gen::uniform(11, 4, 2);
  directed_edges.undirected = false;
  const Matrix<bool> directed = gbtest::graph_from_generator(directed_edges);
  for (const Matrix<bool>* A : {&kron, &grid, &directed}) {
    const std::size_t distinct = A == &kron ? 128 : 8;
    std::mt19937 rng(7);
    std::vector<index_t> sources;
    while (sources.size() < distinct) {
      const index_t s = index_t(rng() % A->nrows());
      if (A->offsets()[s + 1] > A->offsets()[s]) sources.push_back(s);
    }
    while (sources.size() < 128) sources.push_back(sources[sources.size() % distinct]);
    for (double alpha : {15.0, 4.0}) {
      ibfs_options opt;
      opt.group_words = 2;
      opt.group_by = false;
      opt.alpha = alpha;
      const std::string got = trace(ibfs_directions(*A, sources, opt));
      const std::string want = trace(reference_directions(*A, sources, alpha, opt.beta, true));
      const std::string per_instance = trace(reference_directions(*A, sources, alpha, opt.beta, false));
      INFO("n " << A->nrows() << ", alpha " << alpha << ": ibfs " << got << ", joint rule " << want
                << ", nnz − Σ m_f " << per_instance);
      CHECK(got == want);
      // on the grid the two counts part: nnz − Σ m_f leaves push levels earlier
      if (A == &grid) CHECK(want.find('B') > per_instance.find('B'));
    }
  }
}

TEST_CASE("ibfs of one repeated source switches where gb-auto does", "[ibfs]") {
  // 64 copies of s: m_u counts the edges of the vertices not yet expanded, which is
  // nnz − Σ m_f up to the first bottom-up level (after it gb-auto stops counting)
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(12, 16, 5));
  for (index_t s : {index_t(0), index_t(17), index_t(1000)}) {
    if (A.offsets()[s + 1] == A.offsets()[s]) continue;
    ibfs_options opt;
    opt.group_words = 1;
    const std::string got = trace(ibfs_directions(A, std::vector<index_t>(64, s), opt));
    bfs_options knobs;
    knobs.knobs = {{"level_stats", 1}};
    gb_bfs_vectors out;
    gb_bfs(gb_bfs_graph(A, host), s, gb_bfs_direction::automatic, knobs, out);
    std::string want;
    for (const gb_bfs_level_stat& level : out.level_stats) want += level.push ? 'P' : 'B';
    INFO("source " << s << ": ibfs " << got << ", gb-auto " << want);
    REQUIRE(want.find('B') != std::string::npos);
    CHECK(got.substr(0, want.find('B') + 1) == want.substr(0, want.find('B') + 1));
  }
}

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

TEST_CASE("ibfs byte levels: equal levels, and int32 once a group goes deeper than 127", "[ibfs]") {
  // the test graphs (shallow: bytes kept), and a path of 300 vertices beside one of 10: the group of
  // sources on the short path stays within 127 (bytes kept), the group of the long path's end goes to
  // level 299 (the host widens its byte levels mid-traversal)
  auto graphs = gbtest::bfs_test_graphs();
  graphs.emplace_back("paths of 300 and 10", gbtest::long_and_short_paths());
  for (auto& [name, A] : graphs) {
    const bool deep = A.nrows() == 310;
    std::vector<index_t> sources = some_sources(A.nrows(), 65, 5);
    if (deep) {
      for (std::size_t j = 0; j < sources.size(); ++j) sources[j] = index_t(300 + j % 10);
      sources[64] = 0;  // the second group: one source at the long path's end
    }
    ibfs_options opt;
    opt.byte_levels = true;
    opt.group_words = 1;
    opt.group_by = false;
    opt.parents = true;
    INFO(name);
    const ibfs_result r = ibfs(A, sources, opt);
    check_levels(A, r);
    check_parents(A, r);
    std::vector<bool> bytes;
    gb_bfs_graph g(A);
    ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
      bytes.push_back(group.level_bytes.nrows() == A.nrows());
      CHECK((group.level.nrows() == A.nrows()) != bytes.back());  // one of the two holds the levels
      CHECK(bytes.back() == (group.depth <= ibfs_byte_level_max));
    });
    CHECK(bytes == std::vector<bool>{true, !deep});
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
  CHECK(ibfs_group_bytes(1000, 2) ==
        1000 * 2 * (7 * 8 + 64 * 4) + 1000 * (4 * sizeof(index_t) + 4 + 2 * sizeof(offset_t)));
  opt.group_words = 5;
  CHECK(ibfs_group_words(opt, 1000, 1, host) == 5);
  // more vertices than any memory holds: not even one group of 64 fits
  opt.group_words = 0;
  CHECK_THROWS_AS(ibfs_group_words(opt, index_t(-1), 64, host), out_of_memory);
}
