// TurboBFS on the CPU (algorithms/bfs/turbo; Artiles & Saeed §III): every
// variant against the reference BFS on hand-made and generated graphs
// (Kronecker, grid, tree, Mycielski, directed uniform), the hybrid's 10 %
// switch rule, the memory footprint (one graph format, pattern-only), errors.
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"
#include "test_turbo_compare.hpp"

using namespace graphblade;

namespace {

/// Traverse a state built by hand (the template directly, host instantiation).
turbo::state host_state(turbo::variant v, const Matrix<bool>& A) {
  turbo::state s;
  s.kind = v;
  s.n = A.nrows();
  s.A = A.to_format(v == turbo::variant::td_cooc ? format::cooc : format::csc);
  return s;
}

}  // namespace

TEST_CASE("every TurboBFS variant matches the reference levels, depth and sigma on generated graphs", "[turbo]") {
  for (const auto& [name, A] : gbtest::turbo_generated_graphs(false))
    gbtest::check_turbo_variants(name, A, gbtest::turbo_sources(A), "cpu");
}

TEST_CASE("TurboBFS variants are registered for the cpu device under the paper's names", "[turbo]") {
  const std::vector<std::string> want{"turbo-td-cooc",   "turbo-td-csc-scalar", "turbo-td-csc-vector",
                                      "turbo-bu-scalar", "turbo-bu-vector",     "turbo-hybrid"};
  CHECK(turbo::variant_names() == want);
  for (const auto& name : want) CHECK(find_bfs_algorithm(name).supports("cpu"));
  CHECK_THROWS_AS(turbo::variant_named("turbo-sideways"), invalid_value);
}

TEST_CASE("the hybrid switches to bottom-up at the level after the frontier reaches switch_fraction of n", "[turbo]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(10, 16, 3));
  const index_t hub = gbtest::turbo_hub(A);  // in the big component
  const bfs_result want = reference_bfs(A, hub);
  std::vector<offset_t> per_level(want.depth + 1, 0);
  for (auto l : want.level)
    if (l >= 0) ++per_level[l];
  for (double fraction : {0.0, 0.05, 0.1, 0.3, 2.0}) {
    // The first level d >= 1 whose size reaches fraction·n makes level d+1 bottom-up.
    std::int64_t expect = -1;
    for (std::int64_t d = 1; d < want.depth; ++d)
      if (double(per_level[d]) >= fraction * double(A.nrows())) {
        expect = d + 1;
        break;
      }
    turbo::state s = host_state(turbo::variant::hybrid, A);
    bfs_options opt;
    opt.knobs[turbo::switch_fraction_knob] = fraction;
    turbo::traverse<turbo::host_tu>(s, hub, opt);
    INFO("switch_fraction " << fraction);
    CHECK(s.bottom_up_from == expect);
    CHECK(s.depth == want.depth);
  }
  // The default is the paper's 10 %.
  turbo::state s = host_state(turbo::variant::hybrid, A);
  turbo::traverse<turbo::host_tu>(s, hub, {});
  turbo::state t = host_state(turbo::variant::hybrid, A);
  bfs_options ten;
  ten.knobs[turbo::switch_fraction_knob] = 0.10;
  turbo::traverse<turbo::host_tu>(t, hub, ten);
  CHECK(s.bottom_up_from == t.bottom_up_from);
  CHECK(s.bottom_up_from > 0);
}

TEST_CASE("the hybrid's results do not depend on where it switches", "[turbo]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(9, 8, 5));
  const bfs_result want = reference_bfs(A, 1);
  for (double fraction : {0.0, 0.02, 0.5, 2.0}) {
    bfs_options opt;
    opt.parents = false;  // the hybrid computes levels and sigma
    opt.knobs[turbo::switch_fraction_knob] = fraction;
    const bfs_result got = find_bfs_algorithm("turbo-hybrid").run(A, 1, "cpu", opt);
    const std::string problem = gbtest::turbo_mismatch(A, want, got, false);
    INFO("switch_fraction " << fraction << ": " << problem);
    CHECK(problem.empty());
  }
}

TEST_CASE("TurboBFS keeps one pattern-only graph format plus its state bitmaps", "[turbo]") {
  gen::edge_list el = gen::uniform(9, 6, 11);
  el.undirected = false;  // directed: a CSR copy would differ from the CSC
  const Matrix<bool> A = gbtest::graph_from_generator(el);
  const std::size_t n = A.nrows(), nnz = A.nvals();
  const std::size_t csc = (n + 1) * 8 + nnz * 4, cooc = nnz * 8, identity = (n + 1) * 8 + n * 4;
  const std::size_t bitmap = n * (1 + 8);
  bfs_options all;  // levels + parents + sigma
  bfs_options levels_only;
  levels_only.sigma = false;
  levels_only.parents = false;
  struct expectation {
    const char* name;
    bfs_options opt;
    std::size_t bytes;
  };
  const expectation cases[] = {
      {"turbo-td-cooc", all, cooc + identity + 2 * bitmap},
      {"turbo-td-csc-scalar", all, csc + identity + 2 * bitmap},
      {"turbo-td-csc-vector", all, csc + identity + 2 * bitmap},
      {"turbo-bu-scalar", all, csc + 2 * bitmap},
      {"turbo-bu-scalar", levels_only, csc + bitmap},
      {"turbo-bu-vector", levels_only, csc + bitmap},
      {"turbo-hybrid", levels_only, csc + identity + 2 * bitmap},
  };
  for (const auto& c : cases) {
    const bfs_options opt = find_bfs_algorithm(c.name).supported(c.opt);  // top-down: no parents
    auto state = find_bfs_algorithm(c.name).prepare_for(A, "cpu", opt);
    INFO(c.name);
    CHECK(turbo_state_bytes(*state) == c.bytes);
    state->traverse(0, opt);  // traversing allocates no further state
    CHECK(turbo_state_bytes(*state) == c.bytes);
  }
  auto ref = find_bfs_algorithm("reference").prepare_for(A, "cpu");
  CHECK(turbo_state_bytes(*ref) == 0);
}

TEST_CASE("TurboBFS computes only what is asked: bottom-up levels without sigma", "[turbo]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::grid(20, 30));
  bfs_options opt;
  opt.sigma = false;
  const bfs_result want = reference_bfs(A, 5);
  for (const char* name : {"turbo-bu-scalar", "turbo-bu-vector"}) {
    const bfs_result got = find_bfs_algorithm(name).run(A, 5, "cpu", opt);
    INFO(name);
    CHECK(got.sigma.empty());
    CHECK(got.level == want.level);
    CHECK(validate_parents(A, 5, got.parent).ok);
  }
}

TEST_CASE("TurboBFS rejects a source out of range and a bad device_loop or persistent knob", "[turbo]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::grid(3, 3));
  for (const auto& name : turbo::variant_names()) {
    bfs_options opt = find_bfs_algorithm(name).supported({});
    auto state = find_bfs_algorithm(name).prepare_for(A, "cpu", opt);
    CHECK_THROWS_AS(state->traverse(9, opt), invalid_index);
    bfs_options bad_loop = opt, bad_persistent = opt;
    bad_loop.knobs[turbo::device_loop_knob] = 2;
    CHECK_THROWS_AS(state->traverse(0, bad_loop), invalid_value);
    bad_persistent.knobs[turbo::persistent_knob] = 0.5;
    CHECK_THROWS_AS(state->traverse(0, bad_persistent), invalid_value);
    bad_persistent.knobs[turbo::persistent_knob] = 2;
    CHECK_THROWS_AS(state->traverse(0, bad_persistent), invalid_value);
    opt.knobs[turbo::persistent_knob] = 1;  // the host ignores the value, once it is valid
    state->traverse(0, opt);
    CHECK(state->result().level == reference_bfs(A, 0).level);
  }
}

TEST_CASE("TurboBFS takes the persistent level loop by default on the graphs where it measured faster", "[turbo]") {
  using turbo::level_loop_pays;
  using turbo::variant;
  const offset_t big = (offset_t(1) << 24) + 1;
  for (const variant v : {variant::td_cooc, variant::td_csc_vector, variant::bu_vector}) {
    CHECK(level_loop_pays(v, 1000, 1000 * 64));  // dense but small: yes
    CHECK_FALSE(level_loop_pays(v, 1u << 20, big));
  }
  for (const variant v : {variant::td_csc_scalar, variant::bu_scalar}) {
    CHECK(level_loop_pays(v, 1000, 8000));        // a road graph or a mesh
    CHECK_FALSE(level_loop_pays(v, 1000, 8001));  // a thread would walk a hub's in-list
    CHECK_FALSE(level_loop_pays(v, 1u << 22, big));
  }
}
