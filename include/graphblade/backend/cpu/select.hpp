// CPU select, OpenMP: the terms are the input's entries passing the
// index-unary predicate f(x, i, j, thunk); one parallel pass, then the masked write-back.
// Cost (vectors): as apply (apply.hpp), O(k) for a sparse u into a sparse w.
#pragma once
#include "graphblade/backend/cpu/apply.hpp"

namespace graphblade::cpu {

template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void select(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
            const Thunk& thunk, const descriptor& desc) {
  auto t = vector_entry_terms<W>(u, [&](index_t i, const TU& x, W& z) {
    z = W(x);
    return bool(f(x, i, index_t(0), thunk));
  });
  merge_vector(w, mask, accum, t, desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void select(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
            const Thunk& thunk, const descriptor& desc) {
  auto t = matrix_entry_terms<W>(C.storage_format(), A, [&](index_t i, index_t j, const TA& x, W& z) {
    z = W(x);
    return bool(f(x, i, j, thunk));
  });
  merge_matrix(C, mask, accum, t, desc.replace);
}

}  // namespace graphblade::cpu
