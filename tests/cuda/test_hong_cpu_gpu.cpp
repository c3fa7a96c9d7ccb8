// hong-cpu-gpu (Hong et al. PACT'11 §III-B, Fig. 5): exact levels against the
// reference BFS and Graph500-valid parents (algorithms/validate) on generated
// graphs (kron 16..18, uniform, grid 300x300, 4-ary tree depth 9, the small
// reference graphs) and every real graph of ../shared/data, with a small T4
// (knob t4) so the migration to the GPU happens on small graphs, the default
// T4, a T4 that never migrates and gpu_only (migration at level 0). The
// migration level must be the one Fig. 5's test predicts from the reference
// level sizes (first level L with |L| > T4 and |L| > α·|L-1|), and the trace
// must read CPU states, then gpu. Without a CUDA device the cases skip, and
// the registry reports the algorithm unavailable.
#include <algorithm>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/hong/hong_cpu_gpu.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "algorithms/test_reference_graphs.hpp"
#include "algorithms/test_turbo_compare.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "cuda_test.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

using named_graph = std::pair<std::string, gb::Matrix<bool>>;

/// Fig. 5's migration level predicted from the reference levels (-1: none).
std::int32_t expected_migration(const gb::bfs_result& ref, const gb::bfs_options& opt) {
  if (opt.knob("gpu_only", 0) != 0) return 0;
  const gb::hong_thresholds t = gb::hong_thresholds::from(opt, index_t(ref.level.size()));
  std::vector<double> size(ref.depth + 1, 0);
  for (auto l : ref.level)
    if (l >= 0) size[l] += 1;
  for (std::int64_t L = 1; L <= ref.depth; ++L)
    if (gb::hong_should_migrate(t, gb::offset_t(size[L - 1]), gb::offset_t(size[L]))) return std::int32_t(L);
  return -1;
}

gb::bfs_options with_knobs(std::initializer_list<std::pair<const std::string, double>> knobs) {
  gb::bfs_options opt;
  opt.sigma = false;
  opt.knobs = knobs;
  return opt;
}

/// Runs hong-cpu-gpu from each source on one prepared traversal; checks levels,
/// parents, the migration level and the trace. Returns how many runs migrated.
int check_hong_cpu_gpu(const std::string& graph, const gb::Matrix<bool>& A, const std::vector<index_t>& sources,
                       const gb::bfs_options& opt) {
  gb::hong_cpu_gpu_traversal bfs(A, gb::cuda(0));
  int migrated = 0;
  for (index_t s : sources) {
    INFO(graph << ", source " << s);
    gb::bfs_options ref_opt;
    ref_opt.sigma = false;
    const gb::bfs_result ref = gb::reference_bfs(A, s, ref_opt);
    bfs.run(s, opt);
    const gb::bfs_result r = bfs.result(opt);
    CHECK(r.level == ref.level);
    CHECK(r.depth == ref.depth);
    CHECK(r.source == s);
    const auto rep = gb::validate_parents(A, s, r.parent);
    INFO(rep.summary());
    CHECK(rep.ok);
    const std::int32_t want = expected_migration(ref, opt);
    CHECK(bfs.migration_level() == want);
    const auto& trace = bfs.trace();
    REQUIRE(trace.size() == std::size_t(ref.depth + 1));
    for (std::size_t L = 0; L < trace.size(); ++L)
      CHECK((trace[L] == gb::hong_state::gpu) == (want >= 0 && std::int64_t(L) >= want));
    migrated += bfs.migration_level() >= 0;
  }
  return migrated;
}

/// The test graphs; a compute-sanitizer run (memory::sanitizer_run()) takes smaller ones of the same kinds.
std::vector<named_graph> generated_graphs() {
  namespace gen = gb::gen;
  const bool small = gb::memory::sanitizer_run();
  std::vector<named_graph> g;
  for (auto& [name, A] : gbtest::bfs_test_graphs()) g.emplace_back(name, std::move(A));
  for (int s : small ? std::vector<int>{12} : std::vector<int>{16, 17, 18})
    g.emplace_back("kron:" + std::to_string(s), gbtest::graph_from_generator(gen::kronecker(s, 16, 7)));
  const int u = small ? 12 : 16, side = small ? 60 : 300, depth = small ? 6 : 9;
  g.emplace_back("uniform:" + std::to_string(u) + ":8", gbtest::graph_from_generator(gen::uniform(u, 8, 3)));
  g.emplace_back("grid:" + std::to_string(side) + ":" + std::to_string(side),
                 gbtest::graph_from_generator(gen::grid(side, side)));
  g.emplace_back("tree:4:" + std::to_string(depth), gbtest::graph_from_generator(gen::kary_tree(4, depth)));
  return g;
}

}  // namespace

TEST_CASE("hong-cpu-gpu migrates where Fig. 5 says and equals the reference on generated graphs",
          "[cuda][hong][hong_cpu_gpu]") {
  GB_REQUIRE_CUDA();
  for (const auto& [name, A] : generated_graphs()) {
    const auto sources = gbtest::turbo_sources(A);
    // T4 = 64: migration on the small graphs too (kron, uniform, tree grow exponentially).
    const int small_t4 = check_hong_cpu_gpu(name + ", t4=64", A, sources, with_knobs({{"t4", 64}}));
    if (name.rfind("kron:", 0) == 0 || name.rfind("uniform:", 0) == 0 || name.rfind("tree:", 0) == 0)
      CHECK(small_t4 > 0);
    if (name.rfind("grid:", 0) == 0) CHECK(small_t4 == 0);  // linear growth: the mesh never migrates
    check_hong_cpu_gpu(name + ", default t4", A, sources, with_knobs({}));
    // A T4 above every level: the whole search stays on the CPU.
    CHECK(check_hong_cpu_gpu(name + ", t4=1e12", A, sources, with_knobs({{"t4", 1e12}})) == 0);
    // gpu_only: migration at level 0, every level on the GPU.
    CHECK(check_hong_cpu_gpu(name + ", gpu_only", A, sources, with_knobs({{"gpu_only", 1}})) ==
          int(sources.size()));
  }
}

TEST_CASE("hong-cpu-gpu equals the reference on every real graph", "[cuda][hong][hong_cpu_gpu][data]") {
  GB_REQUIRE_CUDA();
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& file : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(file).A.cast<bool>();
    if (A.nrows() == 0) continue;
    const std::vector<index_t> sources{gbtest::turbo_hub(A), 0};
    check_hong_cpu_gpu(file + ", t4=64", A, sources, with_knobs({{"t4", 64}}));
    check_hong_cpu_gpu(file + ", default t4", A, sources, with_knobs({}));
  }
}

TEST_CASE("hong-cpu-gpu through the registry on cuda, a small case for the sanitizers",
          "[cuda][hong][hong_cpu_gpu][sanitize]") {
  GB_REQUIRE_CUDA();
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::kronecker(10, 8, 5));
  gb::bfs_options opt = with_knobs({{"t4", 16}, {"gpu_alpha", 4}});
  auto state = gb::find_bfs_algorithm("hong-cpu-gpu").prepare_for(A, "cuda", opt);
  for (index_t s : gbtest::turbo_sources(A)) {
    INFO("source " << s);
    state->traverse(s, opt);  // the same prepared state, reused
    const gb::bfs_result r = state->result();
    const gb::bfs_result ref = gb::reference_bfs(A, s);
    CHECK(r.level == ref.level);
    CHECK(r.depth == ref.depth);
    CHECK(gb::validate_parents(A, s, r.parent).ok);
  }
  CHECK(check_hong_cpu_gpu("kron:10, t4=16", A, gbtest::turbo_sources(A), with_knobs({{"t4", 16}})) > 0);
  CHECK(check_hong_cpu_gpu("kron:10, gpu_only", A, {0}, with_knobs({{"gpu_only", 1}})) == 1);
  const gb::Matrix<bool> D = gbtest::bfs_test_graphs()[1].second;  // directed: unreached vertices
  CHECK(check_hong_cpu_gpu("directed cycle + tail, gpu_only", D, {0, 3}, with_knobs({{"gpu_only", 1}})) == 2);
  CHECK_THROWS_AS(state->traverse(A.nrows(), opt), gb::invalid_index);
}

TEST_CASE("hong-cpu-gpu's GPU levels run as one recorded device loop, equal to the host loop",
          "[cuda][hong][hong_cpu_gpu][loop][sanitize]") {
  GB_REQUIRE_CUDA();
  const bool small = gb::memory::sanitizer_run();
  const int side = small ? 20 : 60;
  for (const auto& [name, A] : std::vector<named_graph>{
           {"grid", gbtest::graph_from_generator(gb::gen::grid(side, side + 7))},
           {"tree:3:6", gbtest::graph_from_generator(gb::gen::kary_tree(3, 6))},
           {"kron:10", gbtest::graph_from_generator(gb::gen::kronecker(10, 16, 5))}}) {
    const auto sources = gbtest::turbo_sources(A);
    for (double loop : {1.0, 0.0}) {
      // gpu_only: every level on the GPU; t4 = 16: the CPU levels first (the loop starts after them)
      for (const auto& knobs : {with_knobs({{"gpu_only", 1}, {"device_loop", loop}}),
                                with_knobs({{"t4", 16}, {"device_loop", loop}})}) {
        gb::hong_cpu_gpu_traversal bfs(A, gb::cuda(0));
        bool recorded = false;  // a GPU phase ran before on this traversal (and recorded its loop)
        for (index_t s : sources) {
          INFO(name << ", device_loop " << loop << ", source " << s);
          const gb::bfs_result ref = gb::reference_bfs(A, s);
          const gb::device_activity before = gb::device_activity_now();
          bfs.run(s, knobs);
          const gb::device_activity used = gb::device_activity_now() - before;
          const gb::bfs_result r = bfs.result(knobs);
          CHECK(r.level == ref.level);
          CHECK(r.depth == ref.depth);
          CHECK(gb::validate_parents(A, s, r.parent).ok);
          const bool migrated = bfs.migration_level() >= 0;
          const std::int64_t gpu_levels = ref.depth - bfs.migration_level() + 1;
          if (loop == 1 && migrated && recorded) {  // the kept recording: one graph launch
            CHECK(used.graph_launches == 1);
            CHECK(used.host_syncs == 1);  // the results (InitGPU's copy is enqueued), whatever the depth
          }
          if (loop == 0 && migrated) {
            CHECK(used.graph_launches == 0);
            CHECK(used.host_syncs >= std::uint64_t(gpu_levels));  // a wait per GPU level
          }
          recorded = recorded || (loop == 1 && migrated);
        }
      }
    }
  }
}

TEST_CASE("hong-cpu-gpu runs on cuda only and is reported unavailable without a CUDA device", "[hong_cpu_gpu]") {
  const auto& algo = gb::find_bfs_algorithm("hong-cpu-gpu");
  CHECK(algo.supports("cuda"));
  CHECK_FALSE(algo.supports("cpu"));
  const gb::Matrix<bool> A = gbtest::graph_from_generator(gb::gen::grid(4, 4));
  CHECK_THROWS_AS(algo.prepare_for(A, "cpu"), gb::invalid_value);
  if (!gb::memory::cuda_available()) CHECK_THROWS_AS(algo.prepare_for(A, "cuda"), gb::not_supported);
}
