// The SuiteSparse:GraphBLAS baseline of batched betweenness centrality, written
// the way LAGraph writes batched Brandes (our own code): an n x b path-count
// matrix P and frontier F, one Boolean level pattern S_d per level, then a
// backward sweep over the levels with a dense dependency matrix B:
//   forward:  F<¬s(P), replace> = Aᵀ plus.second F ;  S_d = s(F) ;  P += F
//   backward: W<s(S_d), replace> = B ⊘ P ;  W<s(S_{d−1}), replace> = A plus.second W ;  B += W ∘ P
//   BC = Σ_j B(:, j) − b   (B starts at 1; level 0, the sources, is never updated)
// Built only with GRAPHBLADE_HAS_SUITESPARSE.
#pragma once
#include <vector>

#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// BC(v) from `sources` (one batch) with SuiteSparse:GraphBLAS; *ms gets the
/// wall time of the computation (graph conversion excluded). threads: GxB_NTHREADS (0: OpenMP's maximum).
std::vector<double> suitesparse_betweenness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                            double* ms = nullptr, int threads = 0);

}  // namespace graphblade
