// Calling graphblade's prebuilt BFS algorithms from C++: every registered
// algorithm that runs on the CPU (reference, gb-*, hong-*, turbo-*, ...) through
// the registry, and gb_bfs directly; every result checked by the independent
// validator (levels, Graph500 parent rules, path counts). Exit 0 = all valid.
#include <cstdio>

#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

int main() {
  const auto edges = gb::gen::kronecker(9, 8, 2);
  const gb::Matrix<bool> A = edges.to_matrix().cast<bool>();  // symmetric, no self-loops
  const gb::index_t source = edges.src[0];
  int failures = 0, algorithms = 0;

  // Through the registry: prepare once (untimed), traverse, read the result.
  for (const gb::bfs_algorithm& algo : gb::bfs_algorithms()) {
    if (!algo.supports("cpu")) continue;
    // Ask for what the algorithm computes (its capability flags, algo.outputs): asking a
    // TurboBFS top-down variant for parents, or Hong's methods for sigma, throws not_supported.
    const gb::bfs_options want = algo.supported(gb::bfs_options{});
    auto state = algo.prepare_for(A, "cpu", want);
    state->traverse(source, want);
    const gb::bfs_result r = state->result();
    const gb::validation_report report = gb::validate_bfs(A, source, r);
    std::printf("%-22s depth %2lld  parents %-3s sigma %-3s %s\n", algo.name.c_str(), static_cast<long long>(r.depth),
                r.parent.empty() ? "no" : "yes", r.sigma.empty() ? "no" : "yes", report.summary().c_str());
    failures += !report.ok;
    ++algorithms;
  }

  // gb_bfs directly: the graph prepared once, then one traversal per source.
  const gb::gb_bfs_graph g(A);
  gb::gb_bfs_vectors out;
  gb::gb_bfs(g, source, gb::gb_bfs_direction::automatic, gb::bfs_options{}, out);
  const gb::validation_report report = gb::validate_bfs(A, source, gb::to_bfs_result(out, gb::bfs_options{}));
  std::printf("%-22s %s\n", "gb_bfs (direct)", report.summary().c_str());
  failures += !report.ok;
  return failures == 0 && algorithms > 3 ? 0 : 1;
}
