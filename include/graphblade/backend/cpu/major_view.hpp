// Compressed access to a matrix operand by rows or by columns for the CPU
// kernels, a two-pass (count, fill) parallel builder of compressed output, and
// the assembly of a Matrix in the output's format. Formats are converted only
// where the needed orientation is missing: CSR<->CSC when the operand is
// stored the other way, once per matrix (Matrix::in_format keeps the
// conversion with the operand, so the next call on it converts nothing); COOC
// is read as CSC (its column pointers are found by binary search on the sorted
// column ids, no entry is moved).
#pragma once
#include <cstdint>
#include <memory>
#include <utility>

#include "graphblade/container/detail/compress.hpp"
#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/grain.hpp"

namespace graphblade::cpu {

/// Major vectors (rows or columns) of op(A): entries of major r are
/// idx[off[r] .. off[r+1]) in ascending minor order.
template <class T>
struct major_view {
  index_t nmajor = 0, nminor = 0;
  const offset_t* off = nullptr;
  const index_t* idx = nullptr;
  const T* val = nullptr;                      ///< null: pattern, every entry reads T(1)
  std::shared_ptr<const Matrix<T>> converted;  ///< A in the other orientation (kept with A: Matrix::in_format)
  buffer<offset_t> owned_offsets;
  offset_t begin(index_t r) const { return off[r]; }
  offset_t end(index_t r) const { return off[r + 1]; }
  T value(offset_t k) const { return val ? val[k] : T(1); }
};

/// op(A) = A or Aᵀ viewed by rows (by_rows) or by columns.
template <class T>
major_view<T> major_view_of(const Matrix<T>& A, bool transposed, bool by_rows) {
  major_view<T> v;
  index_t op_rows = transposed ? A.ncols() : A.nrows(), op_cols = transposed ? A.nrows() : A.ncols();
  v.nmajor = by_rows ? op_rows : op_cols;
  v.nminor = by_rows ? op_cols : op_rows;
  bool need_rows_of_A = by_rows != transposed;
  const Matrix<T>* src = &A;
  if (need_rows_of_A != (A.storage_format() == format::csr)) {
    v.converted = A.in_format(need_rows_of_A ? format::csr : format::csc);  // converted once, kept with A
    src = v.converted.get();
  }
  if (src->storage_format() == format::cooc) {
    v.owned_offsets = graphblade::detail::offsets_of_sorted(src->major_indices(), src->ncols());
    v.off = v.owned_offsets.data();
  } else {
    v.off = src->offsets().data();
  }
  v.idx = src->indices().data();
  v.val = src->is_pattern() ? nullptr : src->values().data();
  return v;
}

/// True when a matrix stored in f is kept by rows (CSR), false by columns (CSC, COOC).
inline bool stored_by_rows(format f) { return f == format::csr; }

/// Build a matrix major by major, in parallel, in two passes: row(r, emit)
/// calls emit(minor, value) in ascending minor order (it runs twice: count, fill).
/// Returns it stored as `f` (CSR when by_rows, otherwise CSC or COOC).
template <class W, class RowFn>
Matrix<W> build_by_major(index_t nrows, index_t ncols, bool by_rows, format f, const RowFn& row) {
  index_t nmajor = by_rows ? nrows : ncols;
  buffer<offset_t> off(std::size_t(nmajor) + 1);
#pragma omp parallel for schedule(dynamic, 64) if (nmajor > parallel_grain / 16)
  for (std::int64_t r = 0; r < std::int64_t(nmajor); ++r) {
    offset_t c = 0;
    row(index_t(r), [&c](index_t, const W&) { ++c; });
    off[r] = c;
  }
  off[nmajor] = 0;
  offset_t total = graphblade::detail::exclusive_scan_inplace(off.data(), std::size_t(nmajor) + 1);
  buffer<index_t> idx(total);
  buffer<W> val(total);
#pragma omp parallel for schedule(dynamic, 64) if (nmajor > parallel_grain / 16)
  for (std::int64_t r = 0; r < std::int64_t(nmajor); ++r) {
    offset_t k = off[r];
    row(index_t(r), [&](index_t j, const W& x) {
      idx[k] = j;
      val[k] = x;
      ++k;
    });
  }
  Matrix<W> out = Matrix<W>::adopt(nrows, ncols, by_rows ? format::csr : format::csc, std::move(off), std::move(idx),
                                   buffer<index_t>(), std::move(val), host, false);
  return out.storage_format() == f ? out : out.to_format(f);
}

/// Mask test along one major vector, for ascending minor positions.
struct all_allowed_rows {
  struct cursor {
    bool allows(index_t) { return true; }
  };
  cursor at(index_t) const { return {}; }
};
template <class M>
struct matrix_mask_rows {
  major_view<M> v;
  bool structural = false, complemented = false;
  struct cursor {
    const matrix_mask_rows* m;
    offset_t k, end;
    /// Positions must be asked in ascending order.
    bool allows(index_t p) {
      while (k < end && m->v.idx[k] < p) ++k;
      bool on = k < end && m->v.idx[k] == p && (m->structural || m->v.value(k) != M(0));
      return on != m->complemented;
    }
  };
  cursor at(index_t r) const { return {this, v.begin(r), v.end(r)}; }
};
inline all_allowed_rows mask_rows_of(no_mask_t, bool) { return {}; }
template <class M>
matrix_mask_rows<M> mask_rows_of(const mask_view<Matrix<M>>& m, bool by_rows) {
  return {major_view_of(m.container(), false, by_rows), m.structural, m.complemented};
}

}  // namespace graphblade::cpu
