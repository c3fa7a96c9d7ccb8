// The package test's consumer: a tiny program that uses graphblade's public
// API (containers, one masked vxm, a prebuilt BFS from the registry) and
// checks the results against the hand-computed answer, and that it was compiled
// with OpenMP exactly when it asked for it. Exit 0 = all correct.
#include <cstdio>
#include <vector>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

int main() {
  // The path 0 -> 1 -> 2 -> 3.
  const std::vector<gb::index_t> rows{0, 1, 2};
  const std::vector<gb::index_t> cols{1, 2, 3};
  auto A = gb::Matrix<bool>::from_coo(4, 4, rows, cols);
  auto q = gb::Vector<bool>::from_list(4, {0}, {true});
  // q<¬s(q), replace> = q any.pair A: one BFS step from vertex 0 reaches only 1.
  gb::Vector<bool> next(4);
  gb::vxm(next, gb::complement(gb::structure(q)), gb::no_accum, gb::any_pair<bool>{}, q, A, gb::replace);
  if (next.nvals() != 1 || !next.get(1)) {
    std::fprintf(stderr, "vxm step: expected {1}\n");
    return 1;
  }
  gb::bfs_result r = gb::find_bfs_algorithm("gb-auto").run(A, 0);
  const std::vector<std::int64_t> expected{0, 1, 2, 3};
  if (r.level != expected) {
    std::fprintf(stderr, "gb-auto levels differ from 0 1 2 3\n");
    return 1;
  }
#if defined(_OPENMP)
  const bool openmp = true;
#else
  const bool openmp = false;
#endif
  if (openmp != bool(GRAPHBLADE_CONSUMER_EXPECTS_OPENMP)) {
    std::fprintf(stderr, "compiled %s OpenMP, asked %s\n", openmp ? "with" : "without",
                 GRAPHBLADE_CONSUMER_EXPECTS_OPENMP ? "with" : "without");
    return 1;
  }
  std::printf("consumer: ok (%s OpenMP)\n", openmp ? "with" : "without");
  return 0;
}
