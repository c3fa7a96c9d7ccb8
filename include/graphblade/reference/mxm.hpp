// Reference mxm (GraphBLAS C API 2.0 §4.3.1), serial and spec-literal:
//   C<M> = accum(C, A ⊕.⊗ B),  T(i,j) = ⊕_k A(i,k) ⊗ B(k,j) over the k where
// both entries exist; index operators see (i, k, j). A and B may be transposed.
// An "any" monoid keeps the first term in ascending k (backends may keep any).
// Also the two dense right-hand sides used by multi-source BFS:
//   mxm_dense: C = accum(C, A ⊕.⊗ X), X and C DenseMatrix (SpMM).
//   mxm_bits:  C = accum(C, A lor.land X), X and C BitMatrix (iBFS, SIGMOD'16 §4);
//   mxm_bits_masked: the same under a BitMatrix mask.
#pragma once
#include <type_traits>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

/// C<mask, replace> = accum(C, A ⊕.⊗ B) for sparse A, B, C.
template <class W, class Mask, class Accum, class Semiring, class TA, class TB>
void mxm(Matrix<W>& C, const Mask& mask, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
         const matrix_operand<TB>& B, bool replace) {
  using D = typename Semiring::value_type;
  auto arows = rows_of(A);
  auto brows = rows_of(B);
  mat_map<W> t;
  for (index_t i = 0; i < A.nrows(); ++i) {
    std::map<index_t, D> sum;  // j -> partial sum; k visited in ascending order
    for (auto& [k, a] : arows[i])
      for (auto& [j, b] : brows[k]) {
        D term = multiply(s.mult, D(a), D(b), i, k, j);
        auto it = sum.find(j);
        if (it == sum.end()) sum[j] = term;
        else it->second = s.add(it->second, term);
      }
    for (auto& [j, x] : sum) t[{i, j}] = W(x);
  }
  merge_matrix(C, mask, accum, t, replace);
}

/// C = accum(C, A ⊕.⊗ X) with X (A.ncols() x k) and C (A.nrows() x k) dense.
/// T(i,j) exists exactly where row i of A has an entry (X is full). Without
/// accum C(i,j) = T(i,j), and the monoid's identity where row i of A is empty
/// (a dense C cannot lose entries); with accum C(i,j) = accum(C(i,j), T(i,j))
/// where T(i,j) exists and is unchanged elsewhere.
template <class W, class Accum, class Semiring, class TA, class TX>
void mxm_dense(DenseMatrix<W>& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& A,
               const DenseMatrix<TX>& X) {
  using D = typename Semiring::value_type;
  auto arows = rows_of(A);
  for (index_t i = 0; i < A.nrows(); ++i)
    for (index_t j = 0; j < X.ncols(); ++j) {
      bool any = false;
      D sum = s.add.identity();
      for (auto& [k, a] : arows[i]) {
        D term = multiply(s.mult, D(a), D(X(k, j)), i, k, j);
        sum = any ? s.add(sum, term) : term;
        any = true;
      }
      if constexpr (is_no_accum_v<Accum>) C(i, j) = W(sum);
      else if (any) C(i, j) = W(accum(C(i, j), W(sum)));
    }
}

/// C = accum(C, A lor.land X) with X (A.ncols() x 64w bits) and C (A.nrows() x 64w).
/// A is used by its structure (every stored entry reads as true), so bit b of
/// C(i) is the OR over the k in row i of A of bit b of X(k). accum is no_accum
/// (overwrite) or lor_op (C |= T).
template <class Accum, class Semiring, class TA>
void mxm_bits(BitMatrix& C, const Accum& accum, const Semiring&, const matrix_operand<TA>& A, const BitMatrix& X) {
  (void)accum;
  auto arows = rows_of(A);
  for (index_t i = 0; i < A.nrows(); ++i)
    for (index_t b = 0; b < X.ncols(); ++b) {
      bool bit = false;
      for (auto& kv : arows[i]) bit = bit || X.get(kv.first, b);
      if constexpr (is_no_accum_v<Accum>) C.set(i, b, bit);
      else C.set(i, b, C.get(i, b) || bit);
    }
}

/// C<M> = accum(C, A lor.land X) with a BitMatrix mask M (complemented: ¬M), bit by bit:
/// where the mask allows, C(i,b) = T(i,b) (or C(i,b) || T(i,b) with lor_op); elsewhere C(i,b)
/// is kept, or cleared with replace.
template <class Accum, class Semiring, class TA>
void mxm_bits_masked(BitMatrix& C, const BitMatrix& M, bool complemented, const Accum& accum, const Semiring& s,
                     const matrix_operand<TA>& A, const BitMatrix& X, bool replace) {
  BitMatrix T(C.nrows(), C.words_per_row());
  mxm_bits(T, no_accum, s, A, X);
  for (index_t i = 0; i < C.nrows(); ++i)
    for (index_t b = 0; b < C.ncols(); ++b) {
      if (M.get(i, b) != complemented) {
        if constexpr (is_no_accum_v<Accum>) C.set(i, b, T.get(i, b));
        else C.set(i, b, C.get(i, b) || T.get(i, b));
      } else if (replace) {
        C.set(i, b, false);
      }
    }
}

}  // namespace graphblade::reference
