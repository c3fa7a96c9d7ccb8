// Shared checks of the GraphBLAS BFS tests: the three registered names, the
// sources to try (0, the highest-degree vertex, the middle vertex) and the
// comparison with the serial reference (exact levels, depth and σ — exact
// below 2^53, relative 1e-12 above — plus the Graph500 parent validator).
#pragma once
#include <cmath>
#include <vector>

#include "algorithms/bfs/reference.hpp"
#include "algorithms/bfs/registry.hpp"
#include "algorithms/validate/validate.hpp"
#include "catch_compat.hpp"

namespace gbtest {

inline const char* const gb_bfs_names[] = {"gb-push", "gb-pull", "gb-auto"};

inline graphblade::index_t highest_degree_vertex(const graphblade::Matrix<bool>& A) {
  const graphblade::offset_t* ptr = A.offsets().data();
  graphblade::index_t best = 0;
  for (graphblade::index_t v = 1; v < A.nrows(); ++v)
    if (ptr[v + 1] - ptr[v] > ptr[best + 1] - ptr[best]) best = v;
  return best;
}

inline std::vector<graphblade::index_t> test_sources(const graphblade::Matrix<bool>& A) {
  return {0, highest_degree_vertex(A), A.nrows() / 2};
}

/// σ equal to the reference: exactly while counts are exact in double.
inline bool same_sigma(const std::vector<double>& got, const std::vector<double>& want) {
  if (got.size() != want.size()) return false;
  for (std::size_t v = 0; v < got.size(); ++v) {
    if (want[v] < 9007199254740992.0 ? got[v] != want[v] : std::abs(got[v] - want[v]) > 1e-12 * want[v])
      return false;
  }
  return true;
}

inline void check_against_reference(const graphblade::Matrix<bool>& A, graphblade::index_t s, const char* algo,
                                    const graphblade::bfs_result* ref_in = nullptr) {
  const graphblade::bfs_result ref = ref_in ? *ref_in : graphblade::reference_bfs(A, s);
  graphblade::bfs_result r = graphblade::find_bfs_algorithm(algo).run(A, s);
  CHECK(r.source == s);
  CHECK(r.depth == ref.depth);
  CHECK(r.level == ref.level);
  CHECK(same_sigma(r.sigma, ref.sigma));
  auto rep = graphblade::validate_parents(A, s, r.parent);
  INFO(rep.summary());
  CHECK(rep.ok);
}

}  // namespace gbtest
