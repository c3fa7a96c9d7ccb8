// in_edges_unless_symmetric (in_edges.hpp): one CSC conversion, then a
// parallel comparison of the two index structures.
#include "algorithms/bfs/in_edges.hpp"

#include <cstdint>
#include <utility>

namespace graphblade {

std::optional<Matrix<bool>> in_edges_unless_symmetric(const Matrix<bool>& A_csr) {
  const index_t n = A_csr.nrows();
  Matrix<bool> csc = A_csr.to_format(format::csc);
  bool symmetric = true;
  const offset_t* ro = A_csr.offsets().data();
  const offset_t* co = csc.offsets().data();
  const index_t* ri = A_csr.indices().data();
  const index_t* ci = csc.indices().data();
#pragma omp parallel for reduction(&& : symmetric)
  for (std::int64_t i = 0; i <= std::int64_t(n); ++i) symmetric = symmetric && ro[i] == co[i];
  if (symmetric) {
#pragma omp parallel for reduction(&& : symmetric)
    for (std::int64_t e = 0; e < std::int64_t(A_csr.nvals()); ++e) symmetric = symmetric && ri[e] == ci[e];
  }
  if (symmetric) return std::nullopt;
  return std::optional<Matrix<bool>>(std::move(csc));
}

}  // namespace graphblade
