// The dense right-hand sides of mxm, row-parallel over the rows of op(A):
//   SpMM   C = accum(C, A ⊕.⊗ X), X and C row-major DenseMatrix: row i of C
//          folds X(k,:) over the entries A(i,k), k in ascending order (so any
//          and floating sums equal the reference's exactly);
//   bits   C = accum(C, A lor.land X), X and C BitMatrix (iBFS, SIGMOD'16 §4:
//          64 Boolean vectors per word): row i of C is the OR of the rows X(k)
//          over the entries of row i of A, 64·k bits at a time; A by structure.
//          With accum lor a row stops as soon as all its bits are set (iBFS's
//          bottom-up early termination: more ORs cannot change it).
// op(A) by rows: a CSC A (or a transposed CSR A) is converted on the first
// call and kept with A (major_view_of, Matrix::in_format): O(nnz) once.
#pragma once
#include <cstdint>
#include <type_traits>
#include <vector>

#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/major_view.hpp"

namespace graphblade::cpu::detail {

template <class W, class Accum, class Semiring, class TA, class TX>
void spmm_rows_dense(DenseMatrix<W>& C, const Accum& accum, const Semiring& s, const matrix_operand<TA>& Aop,
                     const DenseMatrix<TX>& X) {
  using D = typename Semiring::value_type;
  const major_view<TA> A = major_view_of(Aop.A, Aop.transposed, true);
  const index_t k = X.ncols();
  const std::int64_t nr = A.nmajor;
  const TX* x = X.values().data();
  W* c = C.values().data();
  const std::int64_t work = std::int64_t(A.nmajor ? A.off[A.nmajor] : 0) * std::int64_t(k);
#pragma omp parallel if (work > 16384)
  {
    std::vector<D> sum(k);
#pragma omp for schedule(dynamic, 64)
    for (std::int64_t ii = 0; ii < nr; ++ii) {
      const index_t i = index_t(ii);
      const offset_t first = A.begin(i), last = A.end(i);
      W* crow = c + std::size_t(i) * k;
      if (first == last) {
        if constexpr (is_no_accum_v<Accum>)
          for (index_t j = 0; j < k; ++j) crow[j] = W(s.add.identity());
        continue;
      }
      for (offset_t e = first; e < last; ++e) {
        const index_t kk = A.idx[e];
        const D a = D(A.value(e));
        const TX* xrow = x + std::size_t(kk) * k;
        if (e == first)
          for (index_t j = 0; j < k; ++j) sum[j] = multiply(s.mult, a, D(xrow[j]), i, kk, j);
        else
          for (index_t j = 0; j < k; ++j) sum[j] = s.add(sum[j], multiply(s.mult, a, D(xrow[j]), i, kk, j));
      }
      for (index_t j = 0; j < k; ++j) {
        if constexpr (is_no_accum_v<Accum>) crow[j] = W(sum[j]);
        else crow[j] = W(accum(crow[j], W(sum[j])));
      }
    }
  }
}

template <class Accum, class TA>
void spmm_rows_bits(BitMatrix& C, const Accum&, const matrix_operand<TA>& Aop, const BitMatrix& X) {
  const major_view<TA> A = major_view_of(Aop.A, Aop.transposed, true);
  const index_t w = X.words_per_row();
  const std::int64_t nr = A.nmajor;
  const std::uint64_t* x = X.words().data();
  std::uint64_t* c = C.words().data();
  const std::int64_t work = std::int64_t(A.nmajor ? A.off[A.nmajor] : 0) * std::int64_t(w);
#pragma omp parallel for schedule(dynamic, 256) if (work > 16384)
  for (std::int64_t ii = 0; ii < nr; ++ii) {
    std::uint64_t* crow = c + std::size_t(ii) * w;
    if constexpr (is_no_accum_v<Accum>)
      for (index_t j = 0; j < w; ++j) crow[j] = 0;
    for (offset_t e = A.begin(index_t(ii)); e < A.end(index_t(ii)); ++e) {
      if constexpr (!is_no_accum_v<Accum>) {  // OR into C: a row with every bit set cannot change
        std::uint64_t full = ~std::uint64_t(0);
        for (index_t j = 0; j < w; ++j) full &= crow[j];
        if (full == ~std::uint64_t(0)) break;  // early termination (iBFS §6, Algorithm 1 line 7)
      }
      const std::uint64_t* xrow = x + std::size_t(A.idx[e]) * w;
      for (index_t j = 0; j < w; ++j) crow[j] |= xrow[j];
    }
  }
}

}  // namespace graphblade::cpu::detail
