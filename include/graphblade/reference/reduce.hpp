// Reference reduce (GraphBLAS C API 2.0 §4.3.10), serial:
//   s = accum(s, ⊕_i u(i))             vector -> scalar (identity when u is empty)
//   s = accum(s, ⊕_ij A(i,j))          matrix -> scalar
//   w<M> = accum(w, ⊕_j A(i,j))        matrix -> vector, row-wise (transpose(A): column-wise);
//                                       w(i) exists where row i has an entry.
// An "any" monoid keeps the first term in ascending index order.
#pragma once
#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

/// ⊕ over the values of an entry map in key order; identity when empty.
template <class Monoid, class Map>
typename Monoid::value_type fold_values(const Monoid& m, const Map& entries) {
  using D = typename Monoid::value_type;
  D sum = m.identity();
  bool any = false;
  for (auto& kv : entries) {
    sum = any ? m(sum, D(kv.second)) : D(kv.second);
    any = true;
  }
  return sum;
}

template <class S, class Accum, class D>
void accumulate_scalar(S& s, const Accum& accum, const D& x) {
  if constexpr (is_no_accum_v<Accum>) s = S(x);
  else s = S(accum(s, S(x)));
}

template <class S, class Accum, class Monoid, class TU>
void reduce(S& s, const Accum& accum, const Monoid& m, const Vector<TU>& u) {
  accumulate_scalar(s, accum, fold_values(m, entries_of(u)));
}

template <class S, class Accum, class Monoid, class TA>
void reduce(S& s, const Accum& accum, const Monoid& m, const Matrix<TA>& A) {
  accumulate_scalar(s, accum, fold_values(m, entries_of(A)));
}

template <class W, class Mask, class Accum, class Monoid, class TA>
void reduce(Vector<W>& w, const Mask& mask, const Accum& accum, const Monoid& m, const matrix_operand<TA>& A,
            bool replace) {
  auto rows = rows_of(A);
  vec_map<W> t;
  for (index_t i = 0; i < A.nrows(); ++i)
    if (!rows[i].empty()) t[i] = W(fold_values(m, rows[i]));
  merge_vector(w, mask, accum, t, replace);
}

}  // namespace graphblade::reference
