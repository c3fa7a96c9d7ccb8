// CPU backend entry for mxm: SpGEMM (Gustavson, masked; mxm_spgemm.hpp), SpMM
// over a DenseMatrix and lor.land over a BitMatrix (mxm_dense.hpp). SpGEMM's
// result goes straight into C when nothing of C survives (no accumulator, and
// replace / no mask / C empty), else through the shared matrix merge with
// the reference's semantics. Signatures are the contract of ops/mxm.hpp.
#pragma once
#include <utility>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/bit_matrix_ops.hpp"
#include "graphblade/backend/cpu/merge_matrix.hpp"
#include "graphblade/backend/cpu/mxm_dense.hpp"
#include "graphblade/backend/cpu/mxm_spgemm.hpp"

namespace graphblade::cpu {

/// C<mask> = accum(C, A ⊕.⊗ B), sparse x sparse.
template <class W, class Mask, class Accum, class Semiring, class TA, class TB>
void mxm(Matrix<W>& C, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const matrix_operand<TB>& B, const descriptor& desc) {
  Matrix<W> T = detail::spgemm_gustavson<W>(s, mask, A, B);
  if (is_no_accum_v<Accum> && (desc.replace || is_no_mask_v<Mask> || C.nvals() == 0)) {
    C = T.storage_format() == C.storage_format() ? std::move(T) : T.to_format(C.storage_format());
  } else {
    merge_matrix(C, mask, accum, T, desc.replace);
  }
}

/// C = accum(C, A ⊕.⊗ X), sparse x DenseMatrix (SpMM).
template <class W, class Accum, class Semiring, class TA, class TX>
void mxm_dense(DenseMatrix<W>& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
               const DenseMatrix<TX>& X, const descriptor&) {
  detail::spmm_rows_dense(C, accum, s, A, X);
}

/// C = accum(C, A lor.land X), sparse x BitMatrix (64·k Boolean vectors per pass):
/// by the rows of op(A) (gather), or, with accum lor when op(A) is stored by
/// columns (a transposed CSR, a CSC), by the rows of X that hold a bit,
/// scattered along those columns (push; bit_matrix_ops.hpp) as the CUDA backend does.
template <class Accum, class Semiring, class TA>
void mxm_bits(BitMatrix& C, const Accum& accum, const Semiring&, const matrix_operand<TA>& A, const BitMatrix& X,
              const descriptor&) {
  const bool columns_stored = stored_by_rows(A.A.storage_format()) == A.transposed;
  if (!is_no_accum_v<Accum> && columns_stored) return detail::spmm_push_bits(C, A, X);
  detail::spmm_rows_bits(C, accum, A, X);
}

}  // namespace graphblade::cpu
