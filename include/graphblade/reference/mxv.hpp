// Reference mxv and vxm (GraphBLAS C API 2.0 §4.3.2-4.3.3), serial:
//   mxv: t(i) = ⊕_k M(i,k) ⊗ u(k),   vxm: t(j) = ⊕_k u(k) ⊗ M(k,j),
// M = A or Aᵀ; index operators see (i, k, 0) for mxv and (0, k, j) for vxm.
// An "any" monoid keeps the first term in ascending k.
#pragma once
#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

template <class W, class Mask, class Accum, class Semiring, class TA, class TU>
void mxv(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const Vector<TU>& u, bool replace) {
  using D = typename Semiring::value_type;
  auto uu = entries_of(u);
  auto rows = rows_of(A);
  vec_map<W> t;
  for (index_t i = 0; i < A.nrows(); ++i) {
    bool any = false;
    D sum = s.add.identity();
    for (auto& [k, a] : rows[i]) {
      auto it = uu.find(k);
      if (it == uu.end()) continue;
      D term = multiply(s.mult, D(a), D(it->second), i, k, index_t(0));
      sum = any ? s.add(sum, term) : term;
      any = true;
    }
    if (any) t[i] = W(sum);
  }
  merge_vector(w, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class Semiring, class TU, class TA>
void vxm(Vector<W>& w, const Mask& mask, const Accum& accum, const Semiring& s, const Vector<TU>& u,
         const matrix_operand<TA>& A, bool replace) {
  using D = typename Semiring::value_type;
  auto rows = rows_of(A);
  std::map<index_t, D> sum;
  for (auto& [k, x] : entries_of(u))
    for (auto& [j, a] : rows[k]) {
      D term = multiply(s.mult, D(x), D(a), index_t(0), k, j);
      auto it = sum.find(j);
      if (it == sum.end()) sum[j] = term;
      else it->second = s.add(it->second, term);
    }
  vec_map<W> t;
  for (auto& [j, x] : sum) t[j] = W(x);
  merge_vector(w, mask, accum, t, replace);
}

}  // namespace graphblade::reference
