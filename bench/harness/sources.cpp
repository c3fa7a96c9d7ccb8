// The named source rules of the benchmarks (sources.hpp).
#include "bench/harness/sources.hpp"

#include <algorithm>
#include <random>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::bench {

namespace {

bool has_neighbour(const Matrix<bool>& A, index_t v) {
  for (offset_t k = A.offsets()[v]; k < A.offsets()[v + 1]; ++k)
    if (A.indices()[k] != v) return true;
  return false;
}

/// True when a BFS from v reaches at least a tenth of the vertices.
bool in_giant_component(const Matrix<bool>& A, index_t v) {
  if (!has_neighbour(A, v)) return false;
  bfs_options levels_only;
  levels_only.parents = levels_only.sigma = false;
  const auto level = reference_bfs(A, v, levels_only).level;
  const auto reached = std::count_if(level.begin(), level.end(), [](std::int64_t l) { return l >= 0; });
  return std::int64_t(reached) * 10 >= std::int64_t(A.nrows());
}

bool satisfies(const Matrix<bool>& A, index_t v, source_rule rule) {
  switch (rule) {
    case source_rule::has_neighbour:
      return has_neighbour(A, v);
    case source_rule::has_out_edge:
      return A.major_degree(v) > 0;
    case source_rule::giant_component:
      return in_giant_component(A, v);
  }
  return false;
}

}  // namespace

const char* to_string(source_rule rule) {
  switch (rule) {
    case source_rule::has_neighbour:
      return "has_neighbour";
    case source_rule::has_out_edge:
      return "has_out_edge";
    case source_rule::giant_component:
      return "giant_component";
  }
  return "?";
}

source_rule source_rule_named(const std::string& name) {
  for (auto rule : {source_rule::has_neighbour, source_rule::has_out_edge, source_rule::giant_component})
    if (name == to_string(rule)) return rule;
  throw invalid_value("unknown source rule '" + name + "' (known: has_neighbour, has_out_edge, giant_component)");
}

std::vector<index_t> pick_sources(const Matrix<bool>& A, int count, std::uint64_t seed, source_rule rule) {
  if (A.storage_format() != format::csr) throw invalid_value("pick_sources: the graph must be given in CSR");
  const index_t n = A.nrows();
  std::mt19937_64 rng(seed);
  std::vector<index_t> picked;
  auto take = [&](index_t v) {
    if (std::find(picked.begin(), picked.end(), v) == picked.end() && satisfies(A, v, rule)) picked.push_back(v);
  };
  // Random draws first (fast where most vertices qualify), then a scan in order.
  // The giant-component test runs a BFS per candidate: fewer tries.
  const int tries = rule == source_rule::giant_component ? 50 * count : 64 * count;
  for (int t = 0; n && t < tries && int(picked.size()) < count; ++t) take(index_t(rng() % n));
  if (rule != source_rule::giant_component)
    for (index_t v = 0; v < n && int(picked.size()) < count; ++v) take(v);
  if (picked.empty())
    throw invalid_value(std::string("the graph has no vertex to start a BFS from by rule ") + to_string(rule));
  return picked;
}

}  // namespace graphblade::bench
