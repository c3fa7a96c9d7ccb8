// XBFS (xbfs.hpp; Gaihre et al., HPDC'19) on device cuda: levels equal the
// reference BFS and validate_bfs accepts levels and parents, on generated
// graphs (directed, unreached vertices, path, Kronecker, uniform, grid) and
// every real graph of ../shared/data, under every knob set (each technique
// off in turn); each queue generation, balancing and the asynchronous
// bottom-up fire (asserted from the trace), and the device takes the same
// per-level decisions as the host step set. The [sanitize] / [racecheck]
// case is small enough for compute-sanitizer.
#include <set>
#include <string>
#include <vector>

#include "algorithms/test_turbo_compare.hpp"
#include "algorithms/xbfs_checks.hpp"
#include "cuda_test.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::xbfs_queue;

TEST_CASE("xbfs on cuda matches the reference on small graphs under every knob set",
          "[cuda][xbfs][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs()) gbtest::check_xbfs(name, A, gbtest::turbo_sources(A), "cuda");
  const gb::Matrix<bool> K = gbtest::graph_from_generator(gb::gen::kronecker(10, 16, 3));
  const gbtest::xbfs_fired fired = gbtest::check_xbfs("kron 10", K, {gbtest::turbo_hub(K), 1}, "cuda");
  CHECK(fired.has(xbfs_queue::double_scan));
  CHECK(fired.has(xbfs_queue::none));
}

TEST_CASE("xbfs on cuda matches the reference on generated graphs under every knob set; each strategy fires",
          "[cuda][xbfs]") {
  GB_REQUIRE_CUDA();
  gbtest::check_xbfs_generated(!gb::memory::sanitizer_run(), "cuda");  // the smaller graphs under compute-sanitizer
}

TEST_CASE("xbfs takes the same per-level decisions on cuda as on cpu", "[cuda][xbfs]") {
  GB_REQUIRE_CUDA();
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  for (const auto& [name, A] : gbtest::xbfs_generated_graphs(!gb::memory::sanitizer_run())) {
    auto cpu = algo.prepare_for(A, "cpu", algo.supported({}));
    auto dev = algo.prepare_for(A, "cuda", algo.supported({}));
    for (const auto& [knobs_name, knobs] : gbtest::xbfs_knob_sets()) {
      gb::bfs_options opt = algo.supported({});
      opt.knobs = knobs;
      const gb::index_t s = gbtest::turbo_hub(A);
      cpu->traverse(s, opt);
      dev->traverse(s, opt);
      const auto a = gb::xbfs_trace(*cpu), b = gb::xbfs_trace(*dev);
      INFO(name << " (" << knobs_name << ")");
      REQUIRE(a.size() == b.size());
      for (std::size_t i = 0; i < a.size(); ++i) {
        CHECK(a[i].bottom_up == b[i].bottom_up);
        CHECK(a[i].queue == b[i].queue);
        // the split between a pass and the asynchronous finds of the pass before depends on thread order,
        // the level's size does not
        const auto on_level = [](const std::vector<gb::xbfs_level>& t, std::size_t l) {
          return t[l].found + (t[l].bottom_up && l > 0 ? t[l - 1].found_next : 0);
        };
        CHECK(on_level(a, i) == on_level(b, i));
        CHECK(a[i].frontier_edges == b[i].frontier_edges);
        if (!a[i].bottom_up && a[i].queue != xbfs_queue::none) CHECK(a[i].input == b[i].input);
      }
    }
  }
}

TEST_CASE("xbfs on cuda matches the reference on every real graph", "[cuda][xbfs][data]") {
  GB_REQUIRE_CUDA();
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(path).A.cast<bool>();
    if (A.nrows() > 0) gbtest::check_xbfs(gb::io::graph_name(path), A, gbtest::turbo_sources(A), "cuda");
  }
}
