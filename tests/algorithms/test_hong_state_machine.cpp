// The Fig. 4 state machine of Hong et al. PACT'11 (hong-hybrid): each
// transition rule on hand-picked level sizes, the paper's default thresholds
// and their knobs, and the per-level trace on graphs whose frontier shapes
// force a path: a grid never leaves Seq/Queue, a tree with a wide tail goes
// Seq → Queue → QueueToRead → Read → Queue (with knob fig4 = 1: the trace
// of Fig. 4 alone; test_hong_bfs.cpp covers the levels beyond the paper).
#include <algorithm>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/hong/hong_bfs.hpp"
#include "graphblade/algorithms/bfs/hong/hong_state_machine.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"
#include "test_reference_graphs.hpp"

namespace gb = graphblade;
using gb::hong_state;
using gb::index_t;

namespace {

/// Fig. 4 alone: hong-hybrid without what it adds beyond the paper.
gb::bfs_options paper_fig4() {
  gb::bfs_options opt;
  opt.knobs = {{"fig4", 1}};
  return opt;
}

/// Thresholds (T1, T2, T3) = (10, 1000, 100), α = β = 2.
gb::hong_thresholds small_thresholds() {
  gb::hong_thresholds t;
  t.t1 = 10;
  t.t2 = 1000;
  t.t3 = 100;
  return t;
}

}  // namespace

TEST_CASE("hong thresholds: paper defaults with T2 = max(2^18, 0.01 N), and knobs override them", "[hong]") {
  auto t = gb::hong_thresholds::from({}, 1000);
  CHECK(t.t1 == 64);
  CHECK(t.t2 == double(1 << 18));
  CHECK(t.t3 == 2048);
  CHECK(t.t4 == 16384);
  CHECK(t.alpha == 2.0);
  CHECK(t.beta == 2.0);
  CHECK(gb::hong_thresholds::from({}, 100000000).t2 == 1000000.0);
  gb::bfs_options opt;
  opt.knobs = {{"t1", 3}, {"t2", 4}, {"t3", 5}, {"t4", 6}, {"alpha", 7}, {"beta", 8}};
  auto k = gb::hong_thresholds::from(opt, 1000);
  CHECK((k.t1 == 3 && k.t2 == 4 && k.t3 == 5 && k.t4 == 6 && k.alpha == 7 && k.beta == 8));
}

TEST_CASE("hong thresholds: bottom-up levels and Seq by edges (beyond the paper) are on by default, "
          "knobs retune them, fig4 = 1 turns them off, bad factors are rejected", "[hong]") {
  auto t = gb::hong_thresholds::from({}, 1000);
  CHECK(t.bottom_up);
  CHECK(t.bu_alpha == 15);
  CHECK(t.bu_beta == 18);
  gb::bfs_options opt;
  opt.knobs = {{"bottom_up", 0}, {"bu_alpha", 3}, {"bu_beta", 4}, {"bu_gamma", 0}, {"seq_edges", 5}};
  auto k = gb::hong_thresholds::from(opt, 1000);
  CHECK((!k.bottom_up && k.bu_alpha == 3 && k.bu_beta == 4 && k.bu_gamma == 0 && k.seq_edges == 5 &&
         k.seq_by_edges()));
  CHECK(t.bu_gamma == 0.25);
  CHECK(t.read_sorted_queue);
  CHECK(t.read_scan_min == t.t2);
  CHECK(t.seq_edges == 65536);
  gb::bfs_options fig4;
  fig4.knobs = {{"fig4", 1}};
  auto f = gb::hong_thresholds::from(fig4, 1000);
  CHECK((!f.bottom_up && !f.seq_by_edges() && !f.read_sorted_queue && f.read_scan_min < 0));
  for (const char* knob : {"alpha", "beta", "bu_alpha", "bu_beta"}) {
    INFO(knob);
    gb::bfs_options bad;
    bad.knobs = {{knob, 0}};
    CHECK_THROWS_AS(gb::hong_thresholds::from(bad, 1000), gb::invalid_value);
  }
  gb::bfs_options negative;
  negative.knobs = {{"bu_gamma", -1}};
  CHECK_THROWS_AS(gb::hong_thresholds::from(negative, 1000), gb::invalid_value);
  CHECK(std::string(gb::to_string(hong_state::bottom_up)) == "bottom_up");
}

TEST_CASE("hong state machine: Seq holds up to T1 and Queue starts above it", "[hong]") {
  gb::hong_state_machine m(small_thresholds());
  CHECK(m.current() == hong_state::seq);
  CHECK(m.advance(1, 10) == hong_state::seq);
  CHECK(m.advance(10, 11) == hong_state::queue);
}

TEST_CASE("hong state machine: Queue goes to QueueToRead above T2, or above T3 with growth over alpha", "[hong]") {
  auto t = small_thresholds();
  gb::hong_state_machine by_size(t);
  by_size.advance(1, 20);
  CHECK(by_size.advance(20, 1001) == hong_state::queue_to_read);

  gb::hong_state_machine slow(t);
  slow.advance(1, 20);
  CHECK(slow.advance(90, 150) == hong_state::queue);  // above T3 but 150 < 2·90: no exponential growth
  CHECK(slow.advance(150, 301) == hong_state::queue_to_read);  // 301 > 2·150 and > T3
  gb::hong_state_machine small(t);
  small.advance(1, 20);
  CHECK(small.advance(20, 99) == hong_state::queue);  // grows 5x but not above T3
  CHECK(small.advance(99, 10) == hong_state::seq);    // back to Seq at T1 and below
}

TEST_CASE("hong state machine: QueueToRead always leads to Read", "[hong]") {
  gb::hong_state_machine m(small_thresholds());
  m.advance(1, 20);
  REQUIRE(m.advance(20, 5000) == hong_state::queue_to_read);
  CHECK(m.advance(5000, 1) == hong_state::read);
}

TEST_CASE("hong state machine: Read entered by size stays while next > T2 and leaves at T2", "[hong]") {
  gb::hong_state_machine m(small_thresholds());
  m.advance(1, 20);
  m.advance(20, 2000);                                   // -> queue_to_read (size)
  CHECK(m.advance(2000, 3000) == hong_state::read);
  CHECK(m.advance(3000, 1001) == hong_state::read);      // shrinking but above T2
  CHECK(m.advance(1001, 900) == hong_state::queue);      // <= T2: leave, 900 > T1
}

TEST_CASE("hong state machine: Read entered by growth leaves when growth falls below beta", "[hong]") {
  gb::hong_state_machine m(small_thresholds());
  m.advance(1, 20);
  REQUIRE(m.advance(50, 101) == hong_state::queue_to_read);  // growth entry (101 > T3, > 2·50)
  CHECK(m.advance(101, 300) == hong_state::read);
  CHECK(m.advance(300, 700) == hong_state::read);            // 700 >= 2·300: still growing
  CHECK(m.advance(700, 900) == hong_state::queue);           // 900 < 2·700: growth stopped
  gb::hong_state_machine to_seq(small_thresholds());
  to_seq.advance(1, 20);
  to_seq.advance(50, 101);
  to_seq.advance(101, 300);
  CHECK(to_seq.advance(300, 5) == hong_state::seq);          // collapsed frontier: straight to Seq
}

TEST_CASE("hong state machine: a growth entry that passes T2 is then held to the size rule", "[hong]") {
  gb::hong_state_machine m(small_thresholds());
  m.advance(1, 20);
  m.advance(50, 101);                                // growth entry
  m.advance(101, 300);                               // read
  CHECK(m.advance(300, 5000) == hong_state::read);   // above T2
  CHECK(m.advance(5000, 6000) == hong_state::read);  // growth 1.2 < beta, but size keeps Read
  CHECK(m.advance(6000, 1000) == hong_state::queue); // <= T2
}

TEST_CASE("hong-hybrid trace: a 300x300 grid from a corner stays in Seq and Queue", "[hong]") {
  auto A = gbtest::graph_from_generator(gb::gen::grid(300, 300));
  std::vector<hong_state> trace;
  auto r = gb::hong_bfs(A, 0, gb::hong_method::hybrid, paper_fig4(), &trace);
  CHECK(r.level == gb::reference_bfs(A, 0).level);
  REQUIRE(trace.size() == std::size_t(r.depth + 1));  // one state per level, the last finds nothing
  CHECK(std::count(trace.begin(), trace.end(), hong_state::queue) > 0);
  CHECK(std::count(trace.begin(), trace.end(), hong_state::read) == 0);
  CHECK(std::count(trace.begin(), trace.end(), hong_state::queue_to_read) == 0);
  CHECK(trace.front() == hong_state::seq);
  CHECK(trace.back() == hong_state::seq);  // the last levels hold <= T1 vertices again
}

TEST_CASE("hong-hybrid trace: a 4-ary tree with a wide tail goes Queue -> Read -> Queue", "[hong]") {
  // 4-ary tree of depth 7 (levels of 1, 4, ..., 16384 vertices), then 100
  // vertices hung on the last leaf and one more vertex on each of those.
  const auto tree = gb::gen::kary_tree(4, 7);
  std::vector<std::pair<index_t, index_t>> edges;
  for (std::size_t e = 0; e < tree.src.size(); ++e) edges.emplace_back(tree.src[e], tree.dst[e]);
  const index_t leaf = tree.n - 1, n = tree.n + 200;
  for (index_t k = 0; k < 100; ++k) {
    edges.emplace_back(leaf, tree.n + k);
    edges.emplace_back(tree.n + k, tree.n + 100 + k);
  }
  auto A = gbtest::graph_from_edges(n, edges, true);
  std::vector<hong_state> trace;
  auto r = gb::hong_bfs(A, 0, gb::hong_method::hybrid, paper_fig4(), &trace);
  CHECK(r.level == gb::reference_bfs(A, 0).level);
  // Level sizes 1 4 16 64 | 256 1024 | 4096 -> 16384 (growth x4 above T3) | 100 100.
  const std::vector<hong_state> expected = {
      hong_state::seq,   hong_state::seq,   hong_state::seq,           hong_state::seq,  hong_state::queue,
      hong_state::queue, hong_state::queue_to_read, hong_state::read,  hong_state::queue, hong_state::queue};
  CHECK(trace == expected);
}
