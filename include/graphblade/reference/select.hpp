// Reference select (GraphBLAS C API 2.0 §4.3.9), serial:
//   C<M> = accum(C, select(A, f, thunk)),  T(i,j) = A(i,j) where f(A(i,j), i, j, thunk)
// is true (vectors pass j = 0): tril, triu, offdiag, valueeq/ne/gt/lt, ...
#pragma once
#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void select(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
            const Thunk& thunk, bool replace) {
  vec_map<W> t;
  for (auto& [i, x] : entries_of(u))
    if (f(x, i, index_t(0), thunk)) t[i] = W(x);
  merge_vector(w, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void select(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
            const Thunk& thunk, bool replace) {
  mat_map<W> t;
  for (auto& [ij, x] : entries_of(A.A, A.transposed))
    if (f(x, ij.first, ij.second, thunk)) t[ij] = W(x);
  merge_matrix(C, mask, accum, t, replace);
}

}  // namespace graphblade::reference
