// Shared checks of the GraphBLAS BFS tests: the three registered names and
// one comparison with the serial reference (exact levels, depth and σ, σ
// relative past 2^53, Graph500-valid parents: turbo_mismatch of the shared
// BFS test helpers).
#pragma once
#include <string>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "test_turbo_compare.hpp"

namespace gbtest {

inline const char* const gb_bfs_names[] = {"gb-push", "gb-pull", "gb-auto"};

/// Run `algo` from s and compare it with the reference result (computed when not given).
inline void check_against_reference(const graphblade::Matrix<bool>& A, graphblade::index_t s, const char* algo,
                                    const graphblade::bfs_result* ref_in = nullptr) {
  const graphblade::bfs_result ref = ref_in ? *ref_in : graphblade::reference_bfs(A, s);
  graphblade::bfs_result r = graphblade::find_bfs_algorithm(algo).run(A, s);
  CHECK(r.source == s);
  const std::string problem = turbo_mismatch(A, ref, r, true);
  INFO(problem);
  CHECK(problem.empty());
}

}  // namespace gbtest
