// Shared by the TurboBFS tests (CPU: tests/algorithms/test_turbo_*.cpp, GPU:
// tests/cuda/test_turbo_*.cu): run a TurboBFS variant and compare it with the
// reference BFS — levels and depth exactly, σ exactly while the counts stay
// below 2^53 (past it summation order rounds differently: relative 1e-9, as
// validate_sigma allows), parents by Graph500's rules where produced.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/container/matrix.hpp"
#include "test_reference_graphs.hpp"

namespace gbtest {

/// The first place where `got` differs from the reference `want`, or "" when it matches.
inline std::string turbo_mismatch(const graphblade::Matrix<bool>& A, const graphblade::bfs_result& want,
                                  const graphblade::bfs_result& got, bool expect_parents) {
  using graphblade::index_t;
  const index_t n = A.nrows();
  if (got.level.size() != n) return "level has " + std::to_string(got.level.size()) + " entries";
  if (got.sigma.size() != n) return "sigma has " + std::to_string(got.sigma.size()) + " entries";
  if (got.depth != want.depth) return "depth " + std::to_string(got.depth) + " != " + std::to_string(want.depth);
  for (index_t v = 0; v < n; ++v) {
    if (got.level[v] != want.level[v])
      return "level[" + std::to_string(v) + "] = " + std::to_string(got.level[v]) + ", want " +
             std::to_string(want.level[v]);
    const double w = want.sigma[v], g = got.sigma[v];
    const bool exact = w < 9007199254740992.0;  // 2^53
    if (exact ? g != w : std::fabs(g - w) > 1e-9 * w)
      return "sigma[" + std::to_string(v) + "] = " + std::to_string(g) + ", want " + std::to_string(w);
  }
  if (expect_parents) {
    if (got.parent.size() != n) return "parent has " + std::to_string(got.parent.size()) + " entries";
    auto report = graphblade::validate_parents(A, want.source, got.parent);
    if (!report.ok) return "parents: " + report.summary();
  }
  return "";
}

/// The reference-BFS test graphs plus Mycielski, Kronecker, grid and tree
/// graphs; `larger` picks sizes meant for a GPU run (not under a compute-sanitizer run).
inline std::vector<std::pair<std::string, graphblade::Matrix<bool>>> turbo_generated_graphs(bool larger) {
  namespace gen = graphblade::gen;
  if (graphblade::memory::sanitizer_run()) larger = false;  // compute-sanitizer runs: the smaller set
  std::vector<std::pair<std::string, graphblade::Matrix<bool>>> g;
  for (auto& [name, A] : bfs_test_graphs()) g.emplace_back(name, std::move(A));
  g.emplace_back("mycielski", graph_from_generator(gen::mycielski(larger ? 10 : 9)));
  g.emplace_back("kron", graph_from_generator(gen::kronecker(larger ? 14 : 11, 16, 7)));
  g.emplace_back("grid", graph_from_generator(larger ? gen::grid(100, 150) : gen::grid(40, 60)));
  g.emplace_back("tree", graph_from_generator(larger ? gen::kary_tree(3, 9) : gen::kary_tree(2, 10)));
  return g;
}

/// True for the variants that report parents (bottom-up ones).
inline bool turbo_reports_parents(const std::string& name) { return name.rfind("turbo-bu-", 0) == 0; }

/// Every TurboBFS variant on `device` from each source agrees with the reference (knobs: set on top of
/// the defaults).
inline void check_turbo_variants(const std::string& graph, const graphblade::Matrix<bool>& A,
                                 const std::vector<graphblade::index_t>& sources, const std::string& device,
                                 const std::map<std::string, double>& knobs = {}) {
  std::vector<graphblade::bfs_result> want;
  for (auto s : sources) want.push_back(graphblade::reference_bfs(A, s));
  for (const auto& name : graphblade::turbo::variant_names()) {
    const auto& algo = graphblade::find_bfs_algorithm(name);
    graphblade::bfs_options opt = algo.supported({});  // everything the variant computes
    for (const auto& [knob, value] : knobs) opt.knobs[knob] = value;
    auto state = algo.prepare_for(A, device, opt);
    for (std::size_t i = 0; i < sources.size(); ++i) {
      state->traverse(sources[i], opt);
      const std::string problem = turbo_mismatch(A, want[i], state->result(), turbo_reports_parents(name));
      INFO(graph << ", " << name << " on " << device << ", source " << sources[i] << ": " << problem);
      CHECK(problem.empty());
    }
  }
}

/// The vertex of largest out-degree (the first one; 0 for an empty graph).
inline graphblade::index_t turbo_hub(const graphblade::Matrix<bool>& A) {
  graphblade::index_t hub = 0;
  for (graphblade::index_t v = 1; v < A.nrows(); ++v)
    if (A.major_degree(v) > A.major_degree(hub)) hub = v;
  return hub;
}

/// Sources for a graph: vertex 0, the largest out-degree vertex and one in
/// the middle (distinct, in range); under a compute-sanitizer run (memory::sanitizer_run())
/// the largest out-degree vertex only.
inline std::vector<graphblade::index_t> turbo_sources(const graphblade::Matrix<bool>& A) {
  using graphblade::index_t;
  const index_t n = A.nrows();
  const index_t hub = turbo_hub(A);
  if (graphblade::memory::sanitizer_run() && n > 0) return {hub};
  std::vector<index_t> s{0};
  if (hub != 0) s.push_back(hub);
  if (n / 2 != 0 && n / 2 != hub) s.push_back(n / 2);
  return s;
}

}  // namespace gbtest
