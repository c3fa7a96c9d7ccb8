// CPU kernels of the bit-matrix operations (ops/bit_matrix_ops.hpp) and of the
// push form of mxm over bit matrices: the word-parallel steps of iBFS (Liu,
// Huang & Hu, SIGMOD'16 §6, bitwise status array), one OpenMP loop each over
// the n·k words (or the rows) of the operands.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/backend/cpu/major_view.hpp"

namespace graphblade::cpu {

/// C = 0; C(rows[j], j) = 1.
inline void bits_from_rows(BitMatrix& C, const std::vector<index_t>& rows) {
  std::uint64_t* c = C.words().data();
  const std::int64_t nw = std::int64_t(C.words().size());
#pragma omp parallel for schedule(static) if (nw > 65536)
  for (std::int64_t i = 0; i < nw; ++i) c[i] = 0;
  const index_t k = C.words_per_row();
  for (std::size_t j = 0; j < rows.size(); ++j) c[std::size_t(rows[j]) * k + j / 64] |= std::uint64_t(1) << (j % 64);
}

/// C = X.
inline void bits_copy(BitMatrix& C, const BitMatrix& X) {
  const std::int64_t nw = std::int64_t(X.words().size());
  const std::uint64_t* x = X.words().data();
  std::uint64_t* c = C.words().data();
#pragma omp parallel for schedule(static) if (nw > 65536)
  for (std::int64_t i = 0; i < nw; ++i) c[i] = x[i];
}

/// C = X ∧ ¬Y.
inline void bits_andnot(BitMatrix& C, const BitMatrix& X, const BitMatrix& Y) {
  const std::int64_t nw = std::int64_t(X.words().size());
  const std::uint64_t *x = X.words().data(), *y = Y.words().data();
  std::uint64_t* c = C.words().data();
#pragma omp parallel for schedule(static) if (nw > 65536)
  for (std::int64_t i = 0; i < nw; ++i) c[i] = x[i] & ~y[i];
}

/// count = number of set bits of X.
inline void bits_count_into(offset_t& count, const BitMatrix& X) {
  const std::int64_t nw = std::int64_t(X.words().size());
  const std::uint64_t* x = X.words().data();
  offset_t total = 0;
#pragma omp parallel for schedule(static) reduction(+ : total) if (nw > 65536)
  for (std::int64_t i = 0; i < nw; ++i) total += offset_t(__builtin_popcountll(x[i]));
  count = total;
}

namespace detail {
/// f = the rows of X with a set bit (all = false) or with every bit set (all = true):
/// a bitmap Vector<bool> whose entries are true.
inline void bits_rows_where(Vector<bool>& f, const BitMatrix& X, bool all) {
  const index_t n = X.nrows(), k = X.words_per_row();
  if (f.size() != n || f.kind() != storage::bitmap) f = Vector<bool>(n, storage::bitmap, X.where());
  const std::uint64_t* x = X.words().data();
  std::uint8_t* present = f.present().data();
  bool* value = f.values().data();
  offset_t count = 0;
#pragma omp parallel for schedule(static) reduction(+ : count) if (std::int64_t(n) * k > 65536)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) {
    std::uint64_t any = 0, every = ~std::uint64_t(0);
    for (index_t j = 0; j < k; ++j) {
      any |= x[std::size_t(i) * k + j];
      every &= x[std::size_t(i) * k + j];
    }
    const bool in = all ? !~every : any != 0;
    present[i] = in ? 1 : 0;
    value[i] = true;
    count += in ? 1 : 0;
  }
  f.set_nvals(count, true);
}
}  // namespace detail

/// f = the rows of X holding a set bit: a bitmap Vector<bool> whose entries are true.
inline void bits_any_row(Vector<bool>& f, const BitMatrix& X) { detail::bits_rows_where(f, X, false); }

/// g = the rows of X with every bit set: a bitmap Vector<bool> whose entries are true.
inline void bits_all_row(Vector<bool>& g, const BitMatrix& X) { detail::bits_rows_where(g, X, true); }

/// L(i, j) = value where M(i, j) is set; L has M's rows and at most M's columns.
template <class T>
void bits_assign(DenseMatrix<T>& L, const BitMatrix& M, const T& value) {
  const index_t n = M.nrows(), k = M.words_per_row(), cols = L.ncols();
  const std::uint64_t* m = M.words().data();
  T* l = L.values().data();
#pragma omp parallel for schedule(static) if (std::int64_t(n) * k > 65536)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) {
    for (index_t w = 0; w < k; ++w) {
      for (std::uint64_t bits = m[std::size_t(i) * k + w]; bits; bits &= bits - 1) {
        const index_t j = 64 * w + index_t(__builtin_ctzll(bits));
        if (j < cols) l[std::size_t(i) * cols + j] = value;
      }
    }
  }
}

/// C<mask> = accum(C, T) word by word, T the unmasked product: bits the mask allows
/// take T (or C | T when accumulate), the others keep C (or are cleared with replace).
/// The mask is M, or ¬M when complemented.
inline void bits_masked_merge(BitMatrix& C, const BitMatrix& M, bool complemented, const BitMatrix& T, bool accumulate,
                              bool replace) {
  std::uint64_t* c = C.words().data();
  const std::uint64_t *m = M.words().data(), *t = T.words().data();
  const std::int64_t nw = std::int64_t(C.words().size());
#pragma omp parallel for schedule(static) if (nw > 65536)
  for (std::int64_t w = 0; w < nw; ++w) {
    const std::uint64_t allow = complemented ? ~m[w] : m[w];
    const std::uint64_t z = accumulate ? t[w] | c[w] : t[w];
    c[w] = (allow & z) | (~allow & (replace ? 0 : c[w]));
  }
}

namespace detail {

/// C ∨= A lor.land X by push: every row u of X with a set bit ORs X(u) into
/// C(v) for the entries (v, u) of op(A), read by the columns of op(A) (for
/// op(A) = Aᵀ with a CSR A these are A's rows, no conversion). Atomic OR:
/// several u share a v (iBFS §6, Algorithm 1 line 5).
template <class TA>
void spmm_push_bits(BitMatrix& C, const matrix_operand<TA>& Aop, const BitMatrix& X) {
  const major_view<TA> A = major_view_of(Aop.A, Aop.transposed, false);
  const index_t w = X.words_per_row();
  const std::uint64_t* x = X.words().data();
  std::uint64_t* c = C.words().data();
#pragma omp parallel for schedule(dynamic, 256) if (std::int64_t(A.nmajor) * w > 16384)
  for (std::int64_t uu = 0; uu < std::int64_t(A.nmajor); ++uu) {
    const std::uint64_t* xrow = x + std::size_t(uu) * w;
    std::uint64_t any = 0;
    for (index_t j = 0; j < w; ++j) any |= xrow[j];
    if (!any) continue;
    for (offset_t e = A.begin(index_t(uu)); e < A.end(index_t(uu)); ++e) {
      std::uint64_t* crow = c + std::size_t(A.idx[e]) * w;
      for (index_t j = 0; j < w; ++j) {
        const std::uint64_t add = xrow[j] & ~__atomic_load_n(crow + j, __ATOMIC_RELAXED);
        if (add) __atomic_fetch_or(crow + j, add, __ATOMIC_RELAXED);
      }
    }
  }
}

}  // namespace detail
}  // namespace graphblade::cpu
