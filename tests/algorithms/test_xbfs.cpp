// XBFS (xbfs.hpp; Gaihre et al., HPDC'19) on the CPU: levels equal the
// reference BFS and validate_bfs accepts levels and parents, on generated
// graphs (directed, unreached vertices, path, Kronecker, uniform, grid) and
// every real graph of ../shared/data, under every knob set (each technique
// off in turn); graphs chosen so that each queue generation, each bottom-up
// balancing and the asynchronous bottom-up fire, asserted from the trace.
#include <set>
#include <string>
#include <vector>

#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"
#include "test_turbo_compare.hpp"
#include "xbfs_checks.hpp"

namespace gb = graphblade;
using gb::xbfs_queue;

TEST_CASE("xbfs on cpu matches the reference on generated graphs under every knob set; each strategy fires", "[xbfs]") {
  gbtest::check_xbfs_generated(false, "cpu");
  gbtest::check_xbfs_without_in_edges("cpu");
}

TEST_CASE("xbfs default rule on a Kronecker graph: scan-free, single-scan, double-scan, none (Fig. 7)", "[xbfs]") {
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::kronecker(12, 16, 7));
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  auto state = algo.prepare_for(A, "cpu", algo.supported({}));
  bool single_scan = false;
  // vertex 0, the hub and the middle vertex (turbo_sources, whatever a sanitizer run takes there)
  for (gb::index_t s : {gb::index_t(0), gbtest::turbo_hub(A), A.nrows() / 2}) {
    state->traverse(s, algo.supported({}));
    const auto trace = gb::xbfs_trace(*state);
    std::string fired;
    for (const auto& l : trace) fired += std::string(gb::to_string(l.queue)) + (l.bottom_up ? "(bu) " : " ");
    INFO("source " << s << ", levels: " << fired);
    REQUIRE(trace.size() >= 3);
    CHECK(trace.front().queue == xbfs_queue::scan_free);
    bool bottom_up = false;
    for (std::size_t i = 0; i < trace.size(); ++i) {
      single_scan = single_scan || trace[i].queue == xbfs_queue::single_scan;
      if (trace[i].bottom_up) bottom_up = true;
      if (trace[i].bottom_up)
        CHECK(trace[i].queue == xbfs_queue::double_scan);
      else if (i > 0 && trace[i - 1].bottom_up)
        CHECK(trace[i].queue == xbfs_queue::none);
    }
    CHECK(bottom_up);
    CHECK(gbtest::xbfs_problem(A, gb::reference_bfs(A, s), state->result()).empty());
  }
  CHECK(single_scan);  // predicted from lambda where the source's level had a level before it
}

TEST_CASE("xbfs rules (plan_level, finish_level: the decisions both loops take)", "[xbfs]") {
  namespace x = gb::xbfs;
  gb::bfs_options opt;
  const x::settings cfg(opt);
  x::rule_state r = x::first_rule_state(cfg, 1000, 5);  // threshold 100, m = 5
  CHECK(r.threshold == Approx(100));
  // level 1: m small, no level before: top-down scan-free over the last list
  x::level_plan p = x::plan_level(r);
  CHECK(!p.bottom_up);
  CHECK(p.in == x::td_input::list);
  CHECK(p.out == xbfs_queue::scan_free);
  x::xbfs_counts c;
  c.input = 1;
  c.found = 5;
  c.found_edges = 60;
  gb::xbfs_level level;
  REQUIRE(x::finish_level(r, p, c, level));
  CHECK(level.depth == 1);
  CHECK(level.frontier_edges == 60);
  CHECK(r.d == 2);
  CHECK(r.depth == 1);
  // level 2: m = 60, λ = 12, m·λ >= α|E|: single-scan (the next level is predicted bottom-up)
  p = x::plan_level(r);
  CHECK(!p.bottom_up);
  CHECK(p.out == xbfs_queue::single_scan);
  CHECK(p.queue == xbfs_queue::single_scan);
  c = {};
  c.input = 5;
  c.found = 40;
  c.found_edges = 500;
  REQUIRE(x::finish_level(r, p, c, level));
  // level 3: m = 500 >= 100: bottom-up, sorted double-scan; it carries 3 vertices to level 4
  p = x::plan_level(r);
  CHECK(p.bottom_up);
  CHECK(p.queue == xbfs_queue::double_scan);
  c = {};
  c.input = 900;
  c.found = 200;
  c.found_edges = 150;
  c.found_next = 3;
  c.next_edges = 4;
  REQUIRE(x::finish_level(r, p, c, level));
  CHECK(level.balance == gb::xbfs_balance::warp_centric);
  CHECK(r.carried == 3);
  CHECK(r.m == Approx(150));
  // level 4: still bottom-up (150 >= 100); the level holds the 3 carried vertices too
  p = x::plan_level(r);
  REQUIRE(p.bottom_up);
  c = {};
  c.found = 7;
  c.found_edges = 10;
  c.found_next = 2;
  c.next_edges = 2;
  REQUIRE(x::finish_level(r, p, c, level));
  CHECK(level.frontier_edges == 14);  // 10 + the carried vertices' 4
  CHECK(r.before_last_async);
  // level 5: top-down after two asynchronous passes: walks the queue before the last (Lemma 1), and the
  // carried vertices make it single-scan
  p = x::plan_level(r);
  CHECK(!p.bottom_up);
  CHECK(p.in == x::td_input::bu_before_last);
  CHECK(p.queue == xbfs_queue::none);
  CHECK(p.out == xbfs_queue::single_scan);
  c = {};
  CHECK(!x::finish_level(r, p, c, level));  // an empty level ends the traversal
  CHECK(r.depth == 4);
  // the queue knob (1, 2): a switch back walks every vertex
  gb::bfs_options scan_free_only;
  scan_free_only.knobs = {{gb::xbfs_knobs::queue, 1}};
  x::rule_state q = x::first_rule_state(x::settings(scan_free_only), 1000, 500);
  REQUIRE(x::plan_level(q).bottom_up);
  c = {};
  c.found = 1;
  c.found_edges = 1;
  REQUIRE(x::finish_level(q, x::plan_level(q), c, level));
  CHECK(x::plan_level(q).in == x::td_input::all_vertices);
  CHECK(x::plan_level(q).out == xbfs_queue::scan_free);
}

TEST_CASE("xbfs rejects bad knobs and sources", "[xbfs]") {
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::grid(4, 4));
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  auto state = algo.prepare_for(A, "cpu", algo.supported({}));
  gb::bfs_options opt = algo.supported({});
  CHECK_THROWS_AS(state->traverse(16, opt), gb::invalid_index);
  opt.knobs[gb::xbfs_knobs::queue] = 3;
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  opt.knobs = {{gb::xbfs_knobs::alpha, 0}};
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  opt.knobs = {{gb::xbfs_knobs::balance, -1}};
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  opt.knobs = {{gb::xbfs_knobs::thin_levels, -1}};
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  opt.knobs = {{gb::xbfs_knobs::wide_levels, -1}};
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  opt.knobs = {{gb::xbfs_knobs::small_graph, -1}};
  CHECK_THROWS_AS(state->traverse(0, opt), gb::invalid_value);
  CHECK_NOTHROW(algo.prepare_for(A, "cpu", gb::bfs_options{}));  // the default asks for what xbfs computes
  gb::bfs_options with_sigma;
  with_sigma.sigma = true;  // required, and not computed
  CHECK_THROWS_AS(algo.prepare_for(A, "cpu", with_sigma), gb::not_supported);
}

TEST_CASE("xbfs on cpu matches the reference on every real graph", "[xbfs][data]") {
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(path).A.cast<bool>();
    if (A.nrows() > 0) gbtest::check_xbfs(gb::io::graph_name(path), A, {gbtest::turbo_hub(A)}, "cpu", false);
  }
}
