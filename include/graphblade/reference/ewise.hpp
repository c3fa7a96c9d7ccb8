// Reference element-wise operations (GraphBLAS C API 2.0 §4.3.4-4.3.5), serial:
//   ewise_add:  T = A ∪ B, T(p) = op(A(p), B(p)) where both exist, else the one that does;
//   ewise_mult: T = A ∩ B, T(p) = op(A(p), B(p));
// then C<M> = accum(C, T). Vectors and matrices (each input may be transposed).
#pragma once
#include <utility>

#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

/// Union of two entry maps: op where both exist, the value (cast to op's result) where one does.
template <class W, class K, class TA, class TB, class Op>
std::map<K, W> union_entries(const std::map<K, TA>& a, const std::map<K, TB>& b, const Op& op) {
  using Z = decltype(op(std::declval<TA>(), std::declval<TB>()));
  std::map<K, W> t;
  for (auto& [p, x] : a) {
    auto it = b.find(p);
    t[p] = it == b.end() ? W(Z(x)) : W(op(x, it->second));
  }
  for (auto& [p, y] : b)
    if (!a.count(p)) t[p] = W(Z(y));
  return t;
}

/// Intersection of two entry maps: op where both exist.
template <class W, class K, class TA, class TB, class Op>
std::map<K, W> intersect_entries(const std::map<K, TA>& a, const std::map<K, TB>& b, const Op& op) {
  std::map<K, W> t;
  for (auto& [p, x] : a) {
    auto it = b.find(p);
    if (it != b.end()) t[p] = W(op(x, it->second));
  }
  return t;
}

template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_add(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
               const Vector<TV>& v, bool replace) {
  merge_vector(w, mask, accum, union_entries<W>(entries_of(u), entries_of(v), op), replace);
}

template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_mult(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
                const Vector<TV>& v, bool replace) {
  merge_vector(w, mask, accum, intersect_entries<W>(entries_of(u), entries_of(v), op), replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_add(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
               const matrix_operand<TB>& B, bool replace) {
  merge_matrix(C, mask, accum,
               union_entries<W>(entries_of(A.A, A.transposed), entries_of(B.A, B.transposed), op), replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_mult(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
                const matrix_operand<TB>& B, bool replace) {
  merge_matrix(C, mask, accum,
               intersect_entries<W>(entries_of(A.A, A.transposed), entries_of(B.A, B.transposed), op), replace);
}

}  // namespace graphblade::reference
