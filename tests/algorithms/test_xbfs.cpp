// XBFS (xbfs.hpp; Gaihre et al., HPDC'19) on the CPU: levels equal the
// reference BFS and validate_bfs accepts levels and parents, on generated
// graphs (directed, unreached vertices, path, Kronecker, uniform, grid) and
// every real graph of ../shared/data, under every knob set (each technique
// off in turn); graphs chosen so that each queue generation, each bottom-up
// balancing and the asynchronous bottom-up fire, asserted from the trace.
#include <set>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/io/load_graph.hpp"
#include "test_turbo_compare.hpp"
#include "xbfs_checks.hpp"

namespace gb = graphblade;
using gb::xbfs_queue;

TEST_CASE("xbfs on cpu matches the reference on generated graphs under every knob set; each strategy fires", "[xbfs]") {
  gbtest::check_xbfs_generated(false, "cpu");
}

TEST_CASE("xbfs default rule on a Kronecker graph: scan-free, single-scan, double-scan, none (Fig. 7)", "[xbfs]") {
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::kronecker(12, 16, 7));
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  auto state = algo.prepare_for(A, "cpu", algo.supported({}));
  bool single_scan = false;
  for (gb::index_t s : gbtest::turbo_sources(A)) {
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
