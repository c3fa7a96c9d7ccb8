// One product term of mxv / vxm in the kernels' common orientation: output o
// gathers over contraction index k from N(o, k) (N = A or Aᵀ as the call
// demands) and u(k). The operand order and the index operator's (i, k, j)
// follow the call: mxv computes A(o,k) ⊗ u(k) with (o, k, 0), vxm computes
// u(k) ⊗ A(k,o) with (0, k, o) — exactly as the reference oracle does.
#pragma once
#include "graphblade/algebra/binary_ops.hpp"

namespace graphblade::cpu::detail {

template <bool VXM, class Semiring, class D>
inline D product_term(const Semiring& s, D a, D x, index_t o, index_t k) {
  if constexpr (VXM) return multiply(s.mult, x, a, index_t(0), k, o);
  else return multiply(s.mult, a, x, o, k, index_t(0));
}

}  // namespace graphblade::cpu::detail
