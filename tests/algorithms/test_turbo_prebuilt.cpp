// TurboBFS from a graph built straight into its one format (the memory
// showcase path of bench_turbo: kron_pattern.hpp + turbo::prepare_prebuilt,
// Artiles & Saeed §III "one format, pattern only"): the direct Kronecker
// arrays equal the generic generator path, every variant prepared from them
// matches the reference BFS, a wrong format is refused, and the hybrid's
// paper_mapping knob changes nothing in the results.
#include <string>
#include <vector>

#include "algorithms/bfs/turbo/kron_pattern.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "catch_compat.hpp"
#include "graphblade/container/detail/compress.hpp"
#include "graphblade/gen/generators.hpp"
#include "test_turbo_compare.hpp"

using namespace graphblade;

namespace {

/// The symmetric pattern as a host matrix in format f (CSR/CSC share the arrays; COOC expands them).
Matrix<bool> as_format(const turbo::symmetric_pattern& p, format f) {
  if (f == format::cooc)
    return Matrix<bool>::adopt(p.n, p.n, format::cooc, {}, p.indices, detail::expand_offsets(p.offsets, p.n), {}, host,
                               true);
  return Matrix<bool>::from_compressed(f, p.n, p.n, p.offsets, p.indices);
}

}  // namespace

TEST_CASE("kron_symmetric_pattern equals the generator's matrix", "[turbo]") {
  for (int scale : {1, 6, 11}) {
    const turbo::symmetric_pattern p = turbo::kron_symmetric_pattern(scale, 16, 7);
    const Matrix<bool> want = gen::kronecker(scale, 16, 7).to_matrix(format::csr).cast<bool>();
    INFO("scale " << scale);
    REQUIRE(p.n == want.nrows());
    REQUIRE(p.offsets.size() == std::size_t(p.n) + 1);
    REQUIRE(p.indices.size() == want.nvals());
    CHECK(std::equal(p.offsets.begin(), p.offsets.end(), want.offsets().begin()));
    CHECK(std::equal(p.indices.begin(), p.indices.end(), want.indices().begin()));
  }
}

TEST_CASE("every TurboBFS variant prepared from a prebuilt graph matches the reference", "[turbo]") {
  const turbo::symmetric_pattern p = turbo::kron_symmetric_pattern(10, 8, 3);
  const Matrix<bool> A = as_format(p, format::csr);
  const std::vector<index_t> sources = gbtest::turbo_sources(A);
  for (const auto& name : turbo::variant_names()) {
    const turbo::variant v = turbo::variant_named(name);
    auto state = turbo::prepare_prebuilt(v, as_format(p, turbo::format_for(v)), {}, true);
    for (index_t s : sources) {
      state->traverse(s, {});
      const bfs_result got = state->result();
      const std::string problem =
          gbtest::turbo_mismatch(A, reference_bfs(A, s), got, gbtest::turbo_reports_parents(name));
      INFO(name << " from " << s << ": " << problem);
      CHECK(problem.empty());
      CHECK(validate_levels(A, s, got.level).ok);  // the showcase's own check agrees
    }
  }
}

TEST_CASE("prepare_prebuilt refuses a graph not in the variant's format", "[turbo]") {
  const turbo::symmetric_pattern p = turbo::kron_symmetric_pattern(5, 4, 1);
  CHECK_THROWS_AS(turbo::prepare_prebuilt(turbo::variant::td_cooc, as_format(p, format::csc), {}), invalid_value);
  CHECK_THROWS_AS(turbo::prepare_prebuilt(turbo::variant::bu_vector, as_format(p, format::csr), {}), invalid_value);
}

TEST_CASE("the hybrid's mapping, push and switch knobs do not change its results", "[turbo]") {
  gen::edge_list directed = gen::uniform(10, 8, 3);
  directed.undirected = false;
  const std::vector<std::pair<std::string, Matrix<bool>>> graphs{
      {"kron 11", gbtest::graph_from_generator(gen::kronecker(11, 16, 5))},
      {"grid 30x40", gbtest::graph_from_generator(gen::grid(30, 40))},
      {"directed uniform 10", gbtest::graph_from_generator(directed)}};
  for (const auto& [name, A] : graphs) {
    for (index_t source : {gbtest::turbo_hub(A), index_t(3)}) {
      const bfs_result want = reference_bfs(A, source);
      for (double paper : {0.0, 1.0})
        for (double push : {0.0, 1.0})
          for (double fraction : {0.0, 0.1, 2.0}) {
            bfs_options opt;
            opt.parents = false;  // the hybrid computes levels and sigma
            opt.knobs[turbo::paper_mapping_knob] = paper;
            opt.knobs[turbo::push_top_down_knob] = push;
            opt.knobs[turbo::switch_fraction_knob] = fraction;
            const std::string problem =
                gbtest::turbo_mismatch(A, want, find_bfs_algorithm("turbo-hybrid").run(A, source, "cpu", opt), false);
            INFO(name << " from " << source << ", paper_mapping " << paper << ", push " << push << ", switch "
                      << fraction << ": " << problem);
            CHECK(problem.empty());
          }
    }
  }
}

TEST_CASE("the hybrid's levels-only run (push top-down without sigma) matches the reference levels", "[turbo]") {
  gen::edge_list directed = gen::uniform(10, 8, 3);
  directed.undirected = false;
  for (const auto& [name, A] : std::vector<std::pair<std::string, Matrix<bool>>>{
           {"kron 11", gbtest::graph_from_generator(gen::kronecker(11, 16, 5))},
           {"tree 3^6", gbtest::graph_from_generator(gen::kary_tree(3, 6))},
           {"directed uniform 10", gbtest::graph_from_generator(directed)}}) {
    for (double fraction : {0.1, 2.0}) {
      bfs_options opt;
      opt.sigma = false;
      opt.parents = false;
      opt.knobs[turbo::switch_fraction_knob] = fraction;
      auto state = find_bfs_algorithm("turbo-hybrid").prepare_for(A, "cpu", opt);
      for (index_t source : {gbtest::turbo_hub(A), index_t(5)}) {
        state->traverse(source, opt);
        const bfs_result got = state->result(), want = reference_bfs(A, source);
        INFO(name << " from " << source << ", switch " << fraction);
        CHECK(got.level == want.level);
        CHECK(got.depth == want.depth);
        CHECK(got.sigma.empty());
      }
    }
  }
}

TEST_CASE("the hybrid pushes top-down only on a symmetric graph and then holds no identity", "[turbo]") {
  const Matrix<bool> A = gbtest::graph_from_generator(gen::kronecker(9, 8, 2));
  bfs_options levels_sigma;  // what the hybrid computes
  levels_sigma.parents = false;
  auto sym = find_bfs_algorithm("turbo-hybrid").prepare_for(A, "cpu", levels_sigma);
  bfs_options pull = levels_sigma;
  pull.knobs[turbo::push_top_down_knob] = 0;
  auto paper = find_bfs_algorithm("turbo-hybrid").prepare_for(A, "cpu", pull);
  // the pulled top-down phase needs the identity pattern (n + 1 offsets, n indices); the push does not
  CHECK(turbo_state_bytes(*paper) - turbo_state_bytes(*sym) == (A.nrows() + 1) * sizeof(offset_t) + A.nrows() * sizeof(index_t));
}
