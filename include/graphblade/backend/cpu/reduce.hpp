// CPU reduce, OpenMP: vector or matrix -> scalar by a monoid (each thread
// folds one contiguous chunk, the partial results are folded in chunk order),
// and matrix -> vector row-wise (one parallel pass over the rows of op(A); a
// CSC/COOC A is converted to rows: folding columns into rows would need a
// per-monoid atomic).
#pragma once
#include "graphblade/core/openmp.hpp"

#include <vector>

#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/common/merge_rule.hpp"
#include "graphblade/backend/cpu/major_view.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

using backend::accumulate_scalar;

/// ⊕ of value(k) over the k in [0, n) with has(k); identity when none.
/// Deterministic for a given thread count; an any monoid keeps the first term of some chunk.
template <class Monoid, class HasFn, class ValueFn>
typename Monoid::value_type fold_parallel(const Monoid& m, std::int64_t n, const HasFn& has, const ValueFn& value) {
  using D = typename Monoid::value_type;
  int nt = n > parallel_grain ? omp_get_max_threads() : 1;
  std::vector<D> part(nt, m.identity());
  std::vector<char> any(nt, 0);
#pragma omp parallel num_threads(nt)
  {
    int t = omp_get_thread_num(), p = omp_get_num_threads();
    std::int64_t lo = n * t / p, hi = n * (t + 1) / p;
    D sum = m.identity();
    bool seen = false;
    for (std::int64_t k = lo; k < hi; ++k)
      if (has(k)) {
        D x = D(value(k));
        sum = seen ? m(sum, x) : x;
        seen = true;
      }
    part[t] = sum;
    any[t] = seen;
  }
  D sum = m.identity();
  bool seen = false;
  for (int t = 0; t < nt; ++t)
    if (any[t]) {
      sum = seen ? m(sum, part[t]) : part[t];
      seen = true;
    }
  return sum;
}

/// s = accum(s, ⊕_i u(i)).
template <class S, class Accum, class Monoid, class TU>
void reduce(S& s, const Accum& accum, const Monoid& m, const Vector<TU>& u, const descriptor&) {
  const TU* val = u.values().data();
  if (u.kind() == storage::bitmap) {
    const std::uint8_t* p = u.present().data();
    accumulate_scalar(s, accum, fold_parallel(m, u.size(), [&](std::int64_t i) { return p[i] != 0; },
                                              [&](std::int64_t i) { return val[i]; }));
  } else {  // dense: n values; sparse: nvals values (order does not matter to a monoid)
    std::int64_t n = u.kind() == storage::dense ? u.size() : u.nvals();
    accumulate_scalar(s, accum, fold_parallel(m, n, [](std::int64_t) { return true; },
                                              [&](std::int64_t k) { return val[k]; }));
  }
}

/// s = accum(s, ⊕_ij A(i,j)) over the stored entries (any format).
template <class S, class Accum, class Monoid, class TA>
void reduce(S& s, const Accum& accum, const Monoid& m, const Matrix<TA>& A, const descriptor&) {
  accumulate_scalar(s, accum, fold_parallel(m, std::int64_t(A.nvals()), [](std::int64_t) { return true; },
                                            [&](std::int64_t k) { return A.value_at(offset_t(k)); }));
}

/// w<mask> = accum(w, ⊕_j op(A)(i,j)), w(i) present where row i has an entry.
template <class W, class Mask, class Accum, class Monoid, class TA>
void reduce(Vector<W>& w, const Mask& mask, const Accum& accum, const Monoid& m, const matrix_operand<TA>& A,
            const descriptor& desc) {
  using D = typename Monoid::value_type;
  auto a = major_view_of(A.A, A.transposed, true);
  auto t = bitmap_terms<W>(A.nrows(), [&](index_t r, W& z) {
    offset_t k = a.begin(r), e = a.end(r);
    if (k == e) return false;
    D sum = D(a.value(k));
    for (++k; k < e; ++k) sum = m(sum, D(a.value(k)));
    z = W(sum);
    return true;
  });
  merge_vector(w, mask, accum, t, desc.replace);
}

}  // namespace graphblade::cpu
