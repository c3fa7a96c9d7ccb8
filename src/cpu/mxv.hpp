// CPU backend entry for mxv / vxm. TEMPORARY: forwards to the reference oracle
// until the OpenMP kernels (pull SpMV with early exit, push SpMSpV) land.
#pragma once
#include "graphblade/ops/descriptor.hpp"
#include "src/reference/mxv.hpp"

namespace graphblade::cpu {

template <class W, class Mask, class Accum, class Semiring, class TA, class TU>
void mxv(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const Vector<TU>& u, const descriptor& desc) {
  reference::mxv(w, mask, accum, s, A, u, desc.replace);
}

template <class W, class Mask, class Accum, class Semiring, class TU, class TA>
void vxm(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const matrix_operand<TA>& A, const descriptor& desc) {
  reference::vxm(w, mask, accum, s, u, A, desc.replace);
}

}  // namespace graphblade::cpu
