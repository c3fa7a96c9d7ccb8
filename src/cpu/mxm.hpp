// CPU backend entry for mxm. TEMPORARY: forwards to the reference oracle until
// the OpenMP kernels (SpGEMM, SpMM, bit-packed SpMM) land. Signatures are the
// contract the front end (include/graphblade/ops/mxm.hpp) calls.
#pragma once
#include "graphblade/ops/descriptor.hpp"
#include "src/reference/mxm.hpp"

namespace graphblade::cpu {

/// C<mask> = accum(C, A ⊕.⊗ B), sparse x sparse.
template <class W, class Mask, class Accum, class Semiring, class TA, class TB>
void mxm(Matrix<W>& C, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const matrix_operand<TB>& B, const descriptor& desc) {
  reference::mxm(C, mask, accum, s, A, B, desc.replace);
}

/// C = accum(C, A ⊕.⊗ X), sparse x DenseMatrix (SpMM).
template <class W, class Accum, class Semiring, class TA, class TX>
void mxm_dense(DenseMatrix<W>& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
               const DenseMatrix<TX>& X, const descriptor&) {
  reference::mxm_dense(C, accum, s, A, X);
}

/// C = accum(C, A lor.land X), sparse x BitMatrix (64·k Boolean vectors per pass).
template <class Accum, class Semiring, class TA>
void mxm_bits(BitMatrix& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A, const BitMatrix& X,
              const descriptor&) {
  reference::mxm_bits(C, accum, s, A, X);
}

}  // namespace graphblade::cpu
