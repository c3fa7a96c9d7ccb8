// GraphBLAS BFS (gb-push, gb-pull, gb-auto) on device cuda against the serial
// reference BFS (exact levels and σ, Graph500-valid parents: turbo_mismatch of
// the shared BFS test helpers) on the generated graphs of the GPU tests and
// every real graph of ../shared/data; and repeated traversals take no new
// workspace memory (nothing allocated per level once warm).
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "algorithms/test_turbo_compare.hpp"
#include "cuda_test.hpp"
#include "graphblade/io/load_graph.hpp"
#ifdef GRAPHBLADE_HAS_CUDA
#include "graphblade/backend/cuda/workspace.cuh"
#endif

namespace gb = graphblade;
using gb::index_t;

namespace {

const char* const gb_bfs_names[] = {"gb-push", "gb-pull", "gb-auto"};

/// Every gb BFS on cuda from each source equals the reference.
void check_gb_bfs_on_cuda(const std::string& graph, const gb::Matrix<bool>& A, const std::vector<index_t>& sources) {
  std::vector<gb::bfs_result> want;
  for (index_t s : sources) want.push_back(gb::reference_bfs(A, s));
  for (const char* name : gb_bfs_names) {
    auto state = gb::find_bfs_algorithm(name).prepare_for(A, "cuda");
    for (std::size_t i = 0; i < sources.size(); ++i) {
      state->traverse(sources[i], {});
      const std::string problem = gbtest::turbo_mismatch(A, want[i], state->result(), true);
      INFO(graph << ", " << name << " on cuda, source " << sources[i] << ": " << problem);
      CHECK(problem.empty());
    }
  }
}

}  // namespace

TEST_CASE("gb BFS on cuda equals the reference (levels, sigma, valid parents) on generated graphs",
          "[cuda][gb_bfs]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::turbo_generated_graphs(true))
    check_gb_bfs_on_cuda(name, A, gbtest::turbo_sources(A));
}

TEST_CASE("gb BFS on cuda equals the reference on every real graph", "[cuda][gb_bfs][data]") {
  GB_REQUIRE_CUDA();
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& file : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(file).A.cast<bool>();
    if (A.nrows() > 0) check_gb_bfs_on_cuda(file, A, {gbtest::turbo_hub(A)});
  }
}

#ifdef GRAPHBLADE_HAS_CUDA
TEST_CASE("repeated gb-auto traversals on cuda allocate no workspace memory", "[cuda][gb_bfs]") {
  GB_REQUIRE_CUDA();
  const auto graphs = gbtest::turbo_generated_graphs(true);
  const gb::Matrix<bool>& A = graphs.back().second;
  const index_t s = gbtest::turbo_hub(A);
  auto state = gb::find_bfs_algorithm("gb-auto").prepare_for(A, "cuda");
  state->traverse(s, {});
  const std::size_t warm = gb::gpu::default_workspace(0).allocation_count();
  state->traverse(s, {});
  state->traverse(s, {});
  CHECK(gb::gpu::default_workspace(0).allocation_count() == warm);
  CHECK(state->result().depth > 0);
}
#endif
