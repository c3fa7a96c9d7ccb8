// TurboBFS on the GPU (algorithms/bfs/turbo, device instantiation in
// turbo_cuda.cu): every variant on device "cuda" against the reference BFS —
// levels, depth, σ, bottom-up parents — on generated graphs (Kronecker, grid,
// tree, Mycielski, directed uniform) and on the real graphs of
// ../shared/data/graphs. Skipped (never passed) without a CUDA device.
#include <string>
#include <vector>

#include "algorithms/bfs/turbo/kron_pattern.hpp"
#include "algorithms/test_turbo_compare.hpp"
#include "cuda_test.hpp"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/container/detail/compress.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/io/load_graph.hpp"

using namespace graphblade;

TEST_CASE(
    "every TurboBFS variant on cuda matches the reference on generated graphs, by default and through "
    "either loop",
    "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  const auto graphs = gbtest::turbo_generated_graphs(true);
  // persistent -1: the level loop where level_loop_pays, else the operator loop; 1: the level loop; 0: the operator
  // loop (a recorded CUDA graph)
  for (const double persistent : {-1.0, 1.0, 0.0}) {
    INFO("persistent " << persistent);
    for (const auto& [name, A] : graphs)
      gbtest::check_turbo_variants(name, A, gbtest::turbo_sources(A), "cuda", {{turbo::persistent_knob, persistent}});
  }
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
    opt.parents = false;  // the hybrid computes levels and sigma
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
  const std::size_t level_loop = n * 4 + 5 * 8;  // the persistent level loop's levels and counters
  bfs_options levels_sigma;
  levels_sigma.parents = false;                    // what the top-down variants compute
  levels_sigma.knobs[turbo::persistent_knob] = 1;  // the level loop, whatever the graph
  auto td = find_bfs_algorithm("turbo-td-csc-scalar").prepare_for(A, "cuda", levels_sigma);
  td->traverse(0, levels_sigma);
  CHECK(turbo_state_bytes(*td) == csc + identity + 2 * bitmap + level_loop);
  auto cooc = find_bfs_algorithm("turbo-td-cooc").prepare_for(A, "cuda", levels_sigma);
  CHECK(turbo_state_bytes(*cooc) == nnz * 8 + identity + 2 * bitmap);
}

TEST_CASE("every TurboBFS variant prepared on cuda from a prebuilt graph matches the reference",
          "[turbo][cuda][sanitize]") {
  GB_REQUIRE_CUDA();
  const turbo::symmetric_pattern p = turbo::kron_symmetric_pattern(9, 8, 3);
  const Matrix<bool> A = Matrix<bool>::from_compressed(format::csr, p.n, p.n, p.offsets, p.indices);
  const std::vector<index_t> sources = gbtest::turbo_sources(A);
  const place dev = graphblade::cuda(0);
  for (const auto& name : turbo::variant_names()) {
    const turbo::variant v = turbo::variant_named(name);
    Matrix<bool> G =
        turbo::format_for(v) == format::csc
            ? Matrix<bool>::adopt(p.n, p.n, format::csc, p.offsets.to(dev), p.indices.to(dev), {}, {}, dev, true)
            : Matrix<bool>::adopt(p.n, p.n, format::cooc, {}, p.indices.to(dev),
                                  detail::expand_offsets(p.offsets, p.n).to(dev), {}, dev, true);
    auto state = turbo::prepare_prebuilt(v, std::move(G), {}, true);
    for (index_t s : sources) {
      state->traverse(s, {});
      const std::string problem =
          gbtest::turbo_mismatch(A, reference_bfs(A, s), state->result(), gbtest::turbo_reports_parents(name));
      INFO(name << " from " << s << ": " << problem);
      CHECK(problem.empty());
    }
  }
}

namespace {
/// kron 10, grid 20x30 and a directed uniform graph of scale 9, named.
std::vector<std::pair<std::string, Matrix<bool>>> three_small_graphs() {
  gen::edge_list directed = gen::uniform(9, 8, 3);
  directed.undirected = false;
  std::vector<std::pair<std::string, Matrix<bool>>> g;
  g.emplace_back("kron 10", gbtest::graph_from_generator(gen::kronecker(10, 16, 5)));
  g.emplace_back("grid 20x30", gbtest::graph_from_generator(gen::grid(20, 30)));
  g.emplace_back("directed uniform 9", gbtest::graph_from_generator(directed));
  return g;
}
}  // namespace

TEST_CASE("TurboBFS on cuda runs its levels as one recorded device loop from the second traversal on",
          "[turbo][cuda][sanitize]") {
  GB_REQUIRE_CUDA();
  for (const auto& [name, A] : three_small_graphs()) {
    const index_t s = 5;
    const bfs_result want = reference_bfs(A, s);
    for (const auto& variant : turbo::variant_names()) {
      bfs_options opt = find_bfs_algorithm(variant).supported({});
      opt.knobs[turbo::persistent_knob] = 0;  // the operator loop (the next case takes the level loop)
      // a workspace sized by nothing before (no recorded loop lives here): the recording must not need it grown
      gpu::default_workspace(0).release();
      auto state = find_bfs_algorithm(variant).prepare_for(A, "cuda", opt);
      state->traverse(gbtest::turbo_hub(A), opt);  // a host loop on the device, then the loop is recorded
      device_activity before = device_activity_now();
      state->traverse(s, opt);
      const device_activity recorded = device_activity_now() - before;
      INFO(name << ", " << variant << " from " << s);
      std::string problem = gbtest::turbo_mismatch(A, want, state->result(), gbtest::turbo_reports_parents(variant));
      INFO(problem);
      CHECK(problem.empty());
      CHECK(recorded.graph_launches == 1);
      // the set-up's copies (entries, count cells, Scalars) and the end's waits, as many whatever
      // the depth (grid 20x30: 48 levels)
      CHECK(recorded.host_syncs <= 20);
      opt.knobs[turbo::device_loop_knob] = 0;  // the host loop: a wait per level
      before = device_activity_now();
      state->traverse(s, opt);
      const device_activity host_loop = device_activity_now() - before;
      problem = gbtest::turbo_mismatch(A, want, state->result(), gbtest::turbo_reports_parents(variant));
      INFO("device_loop=0: " << problem);
      CHECK(problem.empty());
      CHECK(host_loop.graph_launches == 0);
      CHECK(host_loop.host_syncs > std::uint64_t(want.depth));
    }
  }
}

TEST_CASE("the TurboBFS one-format variants on cuda run a traversal as one cooperative launch and one host wait",
          "[turbo][cuda][sanitize]") {
  GB_REQUIRE_CUDA();
  for (const auto& [name, A] : three_small_graphs()) {
    const index_t s = 5;
    const bfs_result want = reference_bfs(A, s);
    for (const char* variant :
         {"turbo-td-cooc", "turbo-td-csc-scalar", "turbo-td-csc-vector", "turbo-bu-scalar", "turbo-bu-vector"}) {
      for (const bool with_sigma : {true, false}) {
        bfs_options opt = find_bfs_algorithm(variant).supported({});
        opt.sigma = with_sigma;  // bottom-up without σ stops at the first parent; top-down then keeps levels only
        opt.knobs[turbo::persistent_knob] = 1;
        auto state = find_bfs_algorithm(variant).prepare_for(A, "cuda", opt);
        state->traverse(gbtest::turbo_hub(A), opt);  // the first traversal allocates the level array
        const device_activity before = device_activity_now();
        state->traverse(s, opt);
        const device_activity run = device_activity_now() - before;
        bfs_result got = state->result();
        INFO(name << ", " << variant << " from " << s << (with_sigma ? " with sigma" : " without sigma"));
        CHECK(got.sigma.empty() != with_sigma);
        if (!with_sigma) got.sigma = want.sigma;  // turbo_mismatch compares σ: nothing to compare
        const std::string problem = gbtest::turbo_mismatch(A, want, got, gbtest::turbo_reports_parents(variant));
        INFO(problem);
        CHECK(problem.empty());
        CHECK(run.graph_launches == 0);
        CHECK(run.host_syncs == 1);
        CHECK(run.launches == 1);    // the kernel starts the traversal too: no fill, no element store
        CHECK(run.memory_ops == 1);  // the depth's copy to the host
      }
    }
  }
}

TEST_CASE("the TurboBFS one-format variants on cuda keep results apart across graphs, sources and the two loops",
          "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  // one state, traversals alternating between the level loop and the operator loop, from sources of
  // different depths: nothing one leaves behind (levels, counters, count cells) may leak into the next
  const Matrix<bool> A = gbtest::graph_from_generator(gen::grid(30, 40));
  const std::vector<index_t> sources{0, 615, 1199, 7};
  for (const char* variant : {"turbo-td-cooc", "turbo-td-csc-vector", "turbo-bu-scalar"}) {
    bfs_options opt = find_bfs_algorithm(variant).supported({});
    auto state = find_bfs_algorithm(variant).prepare_for(A, "cuda", opt);
    for (int round = 0; round < 2; ++round) {
      for (const index_t s : sources) {
        opt.knobs[turbo::persistent_knob] = (s + round) % 2 == 0 ? 1 : 0;
        state->traverse(s, opt);
        const std::string problem =
            gbtest::turbo_mismatch(A, reference_bfs(A, s), state->result(), gbtest::turbo_reports_parents(variant));
        INFO(variant << " from " << s << ", persistent " << opt.knobs[turbo::persistent_knob] << ": " << problem);
        CHECK(problem.empty());
      }
    }
  }
}

TEST_CASE("repeated TurboBFS traversals on cuda allocate no workspace", "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(12, 16, 5));
  const index_t hub = gbtest::turbo_hub(A);
  gpu::workspace& ws = gpu::default_workspace(0);
  for (const auto& name : turbo::variant_names()) {
    const bfs_options opt = find_bfs_algorithm(name).supported({});
    auto state = find_bfs_algorithm(name).prepare_for(A, "cuda", opt);
    state->traverse(hub, opt);  // size the workspace (push scratch grows with the largest frontier)
    state->traverse(0, opt);
    const std::size_t before = ws.allocation_count();
    state->traverse(0, opt);
    state->traverse(hub, opt);
    INFO(name);
    CHECK(ws.allocation_count() == before);
  }
}

TEST_CASE("the hybrid on cuda gives the same result with the paper's and the binned mapping", "[turbo][cuda]") {
  GB_REQUIRE_CUDA();
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(13, 16, 5));
  for (index_t source : {gbtest::turbo_hub(A), index_t(7)}) {
    const bfs_result want = reference_bfs(A, source);
    for (double paper : {0.0, 1.0}) {
      bfs_options opt;
      opt.parents = false;  // the hybrid computes levels and sigma
      opt.knobs[turbo::paper_mapping_knob] = paper;
      const std::string problem =
          gbtest::turbo_mismatch(A, want, find_bfs_algorithm("turbo-hybrid").run(A, source, "cuda", opt), false);
      INFO("source " << source << ", paper_mapping " << paper << ": " << problem);
      CHECK(problem.empty());
    }
  }
}

TEST_CASE("the hybrid on cuda pushes top-down with and without sigma and matches the reference",
          "[turbo][cuda][sanitize]") {
  GB_REQUIRE_CUDA();
  for (const auto& [name, A] : three_small_graphs()) {
    for (index_t source : {gbtest::turbo_hub(A), index_t(5)}) {
      const bfs_result want = reference_bfs(A, source);
      for (double push : {0.0, 1.0}) {
        bfs_options levels_only;
        levels_only.sigma = false;
        levels_only.parents = false;
        levels_only.knobs[turbo::push_top_down_knob] = push;
        const bfs_result got = find_bfs_algorithm("turbo-hybrid").run(A, source, "cuda", levels_only);
        INFO(name << " from " << source << ", push " << push);
        CHECK(got.level == want.level);
        CHECK(got.depth == want.depth);
        bfs_options all;
        all.parents = false;  // levels and sigma: all the hybrid computes
        all.knobs[turbo::push_top_down_knob] = push;
        const std::string problem =
            gbtest::turbo_mismatch(A, want, find_bfs_algorithm("turbo-hybrid").run(A, source, "cuda", all), false);
        INFO(problem);
        CHECK(problem.empty());
      }
    }
  }
}
