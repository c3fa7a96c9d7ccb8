// Reference apply (GraphBLAS C API 2.0 §4.3.8), serial:
//   C<M> = accum(C, f(A)),           f unary:        T(p) = f(A(p));
//   C<M> = accum(C, f(A, thunk)),    f index-unary:  T(i,j) = f(A(i,j), i, j, thunk)
// (vectors pass j = 0). T has exactly A's structure. A may be transposed.
#pragma once
#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

template <class W, class Mask, class Accum, class Op, class TU>
void apply(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u, bool replace) {
  vec_map<W> t;
  for (auto& [i, x] : entries_of(u)) t[i] = W(f(x));
  merge_vector(w, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void apply_index(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
                 const Thunk& thunk, bool replace) {
  vec_map<W> t;
  for (auto& [i, x] : entries_of(u)) t[i] = W(f(x, i, index_t(0), thunk));
  merge_vector(w, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class Op, class TA>
void apply(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
           bool replace) {
  mat_map<W> t;
  for (auto& [ij, x] : entries_of(A.A, A.transposed)) t[ij] = W(f(x));
  merge_matrix(C, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void apply_index(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
                 const Thunk& thunk, bool replace) {
  mat_map<W> t;
  for (auto& [ij, x] : entries_of(A.A, A.transposed)) t[ij] = W(f(x, ij.first, ij.second, thunk));
  merge_matrix(C, mask, accum, t, replace);
}

}  // namespace graphblade::reference
