// The SuiteSparse:GraphBLAS baseline ("suitesparse"): its results pass the
// validators and equal the reference BFS levels / sigma on hand-made and
// generated graphs, in every direction mode and output combination (parents
// only, levels only, both, sigma).
// Skipped when the build has no GraphBLAS.
#include <string>

#include "algorithms/test_reference_graphs.hpp"
#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"

using namespace graphblade;

namespace {

const bfs_algorithm& baseline_or_skip() {
#ifndef GRAPHBLADE_HAS_SUITESPARSE
  GB_SKIP("this build has no SuiteSparse:GraphBLAS baseline");
#endif
  return find_bfs_algorithm("suitesparse");
}

}  // namespace

TEST_CASE("suitesparse baseline: levels and parents validate and levels equal the reference, every direction",
          "[bench][suitesparse]") {
  const bfs_algorithm& algo = baseline_or_skip();
  const int direction = GENERATE(0, 1, 2);  // auto, push only, pull only
  for (const auto& [name, A] : gbtest::bfs_test_graphs()) {
    bfs_options opt;
    opt.sigma = false;
    opt.knobs["direction"] = direction;
    auto state = algo.prepare_for(A, "cpu", opt);
    for (index_t source : {index_t(0), index_t(A.nrows() / 2), index_t(A.nrows() - 1)}) {
      INFO(name << ", source " << source << ", direction " << direction);
      state->traverse(source, opt);
      const bfs_result r = state->result();
      const validation_report rep = validate_bfs(A, source, r);
      INFO(rep.summary());
      CHECK(rep.ok);
      CHECK(r.parent.size() == A.nrows());
      CHECK(r.level == reference_bfs(A, source, opt).level);
    }
  }
}

TEST_CASE("suitesparse baseline: sigma equals the reference's exact path counts", "[bench][suitesparse]") {
  const bfs_algorithm& algo = baseline_or_skip();
  const bool with_parents = GENERATE(false, true);
  for (const auto& [name, A] : gbtest::bfs_test_graphs()) {
    bfs_options opt;
    opt.parents = with_parents;
    const index_t source = A.nrows() / 3;
    INFO(name << ", parents " << with_parents);
    const bfs_result r = algo.run(A, source, "cpu", opt);
    const bfs_result ref = reference_bfs(A, source, opt);
    CHECK(validate_bfs(A, source, r).ok);
    CHECK(r.sigma == ref.sigma);
    CHECK(r.level == ref.level);
    CHECK(r.parent.empty() == !with_parents);
  }
}

TEST_CASE("suitesparse baseline: levels-only mode (any.pair) matches the reference on a Kronecker graph",
          "[bench][suitesparse]") {
  const bfs_algorithm& algo = baseline_or_skip();
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(11, 16, 7));
  bfs_options opt;
  opt.parents = false;
  opt.sigma = false;
  auto state = algo.prepare_for(A, "cpu", opt);
  for (index_t source : {index_t(1), index_t(77), index_t(2047)}) {
    state->traverse(source, opt);
    const bfs_result r = state->result();
    CHECK(r.parent.empty());
    CHECK(r.level == reference_bfs(A, source, opt).level);
    CHECK(r.depth == reference_bfs(A, source, opt).depth);
  }
}

TEST_CASE("suitesparse baseline: parents only (LAGraph's output) computes no levels and passes Graph500's parent rules",
          "[bench][suitesparse]") {
  const bfs_algorithm& algo = baseline_or_skip();
  const int direction = GENERATE(0, 1, 2);
  bfs_options opt;
  opt.levels = false;
  opt.sigma = false;
  opt.knobs["direction"] = direction;
  auto graphs = gbtest::bfs_test_graphs();
  graphs.emplace_back("kron 11", gbtest::graph_from_generator(gen::kronecker(11, 16, 3)));
  for (const auto& [name, A] : graphs) {
    auto state = algo.prepare_for(A, "cpu", opt);
    for (index_t source : {index_t(0), index_t(A.nrows() / 2), index_t(A.nrows() - 1)}) {
      INFO(name << ", source " << source << ", direction " << direction);
      state->traverse(source, opt);
      const bfs_result r = state->result();
      CHECK(r.level.empty());
      REQUIRE(r.parent.size() == A.nrows());
      CHECK(validate_parents(A, source, r.parent).ok);
      CHECK(validate_bfs(A, source, r).ok);
      // Reached exactly where the reference reaches.
      const bfs_result ref = reference_bfs(A, source, opt);
      for (index_t v = 0; v < A.nrows(); ++v) CHECK((r.parent[v] >= 0) == (ref.level[v] >= 0));
    }
  }
}

TEST_CASE("suitesparse baseline: a source out of range and a bad knob are rejected", "[bench][suitesparse]") {
  const bfs_algorithm& algo = baseline_or_skip();
  const Matrix<bool> A = gbtest::graph_from_generator(gen::grid(3, 3));
  auto state = algo.prepare_for(A, "cpu");
  CHECK_THROWS_AS(state->traverse(9, bfs_options{}), invalid_index);
  bfs_options bad;
  bad.knobs["direction"] = 3;
  CHECK_THROWS_AS(state->traverse(0, bad), invalid_value);
  CHECK_THROWS_AS(algo.prepare_for(A, "cuda"), invalid_value);
}
