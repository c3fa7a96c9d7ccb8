// TurboBFS on the GPU (algorithms/bfs/turbo, device instantiation in
// turbo_cuda.cu): every variant on device "cuda" against the reference BFS —
// levels, depth, σ, bottom-up parents — on generated graphs (Kronecker, grid,
// tree, Mycielski, directed uniform) and on the real graphs of
// ../shared/data/graphs. Skipped (never passed) without a CUDA device.
#include <string>
#include <vector>

#include "algorithms/test_turbo_compare.hpp"
#include "cuda_test.hpp"
#include "graphblade/io/load_graph.hpp"

using namespace graphblade;

TEST_CASE("every TurboBFS variant on cuda matches the reference on generated graphs", "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  const auto graphs = gbtest::turbo_generated_graphs(true);
  for (const auto& [name, A] : graphs) gbtest::check_turbo_variants(name, A, gbtest::turbo_sources(A), "cuda");
}

TEST_CASE("every TurboBFS variant on cuda matches the reference on every real graph", "[turbo][cuda][data]") {
  GB_REQUIRE_CUDA();
  GB_REQUIRE_DATA(dir);
  const std::vector<std::string> files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const Matrix<bool> A = io::load_graph(path).A.cast<bool>();
    gbtest::check_turbo_variants(io::graph_name(path), A, gbtest::turbo_sources(A), "cuda");
  }
}

TEST_CASE("the hybrid on cuda gives the same result wherever it switches", "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(12, 16, 5));
  const index_t hub = gbtest::turbo_hub(A);
  const bfs_result want = reference_bfs(A, hub);
  for (double fraction : {0.0, 0.05, 0.1, 2.0}) {
    bfs_options opt;
    opt.knobs[turbo::switch_fraction_knob] = fraction;
    const bfs_result got = find_bfs_algorithm("turbo-hybrid").run(A, hub, "cuda", opt);
    const std::string problem = gbtest::turbo_mismatch(A, want, got, false);
    INFO("switch_fraction " << fraction << ": " << problem);
    CHECK(problem.empty());
  }
}

TEST_CASE("TurboBFS on cuda holds one pattern-only graph format on the device", "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  gen::edge_list el = gen::uniform(10, 8, 3);
  el.undirected = false;
  const Matrix<bool> A = gbtest::graph_from_generator(el);
  const std::size_t n = A.nrows(), nnz = A.nvals();
  const std::size_t csc = (n + 1) * 8 + nnz * 4, identity = (n + 1) * 8 + n * 4, bitmap = n * 9;
  auto td = find_bfs_algorithm("turbo-td-csc-scalar").prepare_for(A, "cuda");
  td->traverse(0, {});
  CHECK(turbo_state_bytes(*td) == csc + identity + 2 * bitmap);
  auto cooc = find_bfs_algorithm("turbo-td-cooc").prepare_for(A, "cuda");
  CHECK(turbo_state_bytes(*cooc) == nnz * 8 + identity + 2 * bitmap);
}
