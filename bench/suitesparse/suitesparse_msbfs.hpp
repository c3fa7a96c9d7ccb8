// The SuiteSparse:GraphBLAS baseline of multi-source BFS (iBFS's benchmark):
// written the way a SuiteSparse user writes it, with an n x i Boolean
// frontier matrix F and an n x i level matrix V, one level
//   F<¬s(V), replace> = Aᵀ any.pair F ;  V<s(F)> = depth
// (GrB_mxm with GrB_DESC_RSCT0, GrB_Matrix_assign with GrB_DESC_S); SuiteSparse
// picks saxpy (push) or dot (pull) itself. Built only with GRAPHBLADE_HAS_SUITESPARSE.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// A's pattern as a GraphBLAS matrix, built once outside the timing.
class suitesparse_msbfs {
 public:
  /// A: square CSR pattern (host), A(i, j) = edge i -> j. threads: GxB_NTHREADS (0: OpenMP's maximum).
  explicit suitesparse_msbfs(const Matrix<bool>& A_csr, int threads = 0);
  ~suitesparse_msbfs();
  suitesparse_msbfs(const suitesparse_msbfs&) = delete;
  suitesparse_msbfs& operator=(const suitesparse_msbfs&) = delete;

  /// BFS from every source at once; returns the wall time in ms of the level loop
  /// (frontier setup included, result extraction not).
  double run(const std::vector<index_t>& sources);
  /// The last run's levels, row-major n x i: level[v·i + j] (−1 unreached).
  std::vector<std::int32_t> levels() const;

 private:
  struct state;
  state* s_;
};

}  // namespace graphblade
