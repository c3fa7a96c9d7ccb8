// GraphBLAS BFS (gb-push, gb-pull, gb-auto) on device cuda against the serial
// reference BFS (exact levels and σ, Graph500-valid parents: turbo_mismatch of
// the shared BFS test helpers) on the generated graphs of the GPU tests and
// every real graph of ../shared/data; and repeated traversals take no new
// workspace memory (nothing allocated per level once warm).
#include <cstdio>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "algorithms/test_turbo_compare.hpp"
#include "cuda_test.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/gen/generators.hpp"
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

namespace {
/// One gb_bfs on cuda with the given outputs and knobs, as a bfs_result.
gb::bfs_result gb_bfs_cuda(const gb::gb_bfs_graph& g, index_t s, gb::gb_bfs_direction dir, bool parents, bool sigma,
                           double device_loop) {
  gb::bfs_options opt;
  opt.parents = parents;
  opt.sigma = sigma;
  opt.knobs["device_loop"] = device_loop;
  gb::gb_bfs_vectors v;
  gb::gb_bfs(g, s, dir, opt, v);
  return gb::to_bfs_result(v, opt);
}
}  // namespace

TEST_CASE("gb BFS as one recorded device loop equals the eager device path and the reference", "[cuda][gb_bfs][loop][recorded]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::turbo_generated_graphs(false)) {
    const gb::gb_bfs_graph g(A, gb::cuda(0));
    const std::vector<index_t> sources = gbtest::turbo_sources(A);
    std::vector<gb::bfs_result> want;
    for (index_t s : sources) want.push_back(gb::reference_bfs(A, s));
    for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic}) {
      for (int outputs = 0; outputs < 3; ++outputs) {  // levels; levels + parents; levels + parents + sigma
        const bool parents = outputs >= 1, sigma = outputs == 2;
        for (std::size_t i = 0; i < sources.size(); ++i) {  // the recorded graph is reused from the 2nd source on
          const index_t s = sources[i];
          const gb::bfs_result loop = gb_bfs_cuda(g, s, dir, parents, sigma, 1);
          const gb::bfs_result eager = gb_bfs_cuda(g, s, dir, parents, sigma, 0);
          INFO(name << " from " << s << ", direction " << int(dir) << ", outputs " << outputs);
          CHECK(loop.depth == want[i].depth);
          CHECK(loop.level == want[i].level);
          CHECK(eager.level == want[i].level);
          if (sigma) CHECK(gbtest::turbo_mismatch(A, want[i], loop, true).empty());
          if (parents) CHECK(gb::validate_bfs(A, s, loop).ok);
        }
      }
    }
  }
}

TEST_CASE("a recorded gb BFS waits for the device a fixed number of times, not once per level", "[cuda][gb_bfs][loop][recorded]") {
  GB_REQUIRE_CUDA();
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::grid(20, 300));  // depth 318 from a corner
  const gb::gb_bfs_graph g(A, gb::cuda(0));
  for (auto dir : {gb::gb_bfs_direction::push, gb::gb_bfs_direction::pull, gb::gb_bfs_direction::automatic}) {
    (void)gb_bfs_cuda(g, 0, dir, true, false, 1);  // warm
    const gb::device_activity before = gb::device_activity_now();
    const gb::bfs_result r = gb_bfs_cuda(g, 0, dir, true, false, 1);
    const gb::device_activity used = gb::device_activity_now() - before;
    {
      gb::bfs_options opt;
      opt.sigma = false;
      gb::gb_bfs_vectors v;
      gb::gb_bfs(g, 0, dir, opt, v);
      std::printf("gb BFS device loop, direction %d: %llu kernels + %llu library calls + %llu memory ops recorded "
                  "per level; per traversal %llu host syncs, %llu eager launches, %llu graph launches\n",
                  int(dir), (unsigned long long)v.loop_pass.launches, (unsigned long long)v.loop_pass.library_calls,
                  (unsigned long long)v.loop_pass.memory_ops, (unsigned long long)used.host_syncs,
                  (unsigned long long)used.launches, (unsigned long long)used.graph_launches);
      CHECK(v.loop_pass.launches > 0);
    }
    INFO("direction " << int(dir) << ": " << used.host_syncs << " host syncs, " << used.launches << " launches");
    CHECK(r.depth == 318);
    CHECK(gb::validate_bfs(A, 0, r).ok);
    CHECK(used.graph_launches == 1);
    CHECK(used.host_syncs < 40);      // the set-up, the eager first level, the one wait, the results
    CHECK(used.launches < 200);       // the eager first level and set-up; the others run in the graph
  }
}
