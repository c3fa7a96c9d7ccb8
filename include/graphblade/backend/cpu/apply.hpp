// CPU apply (unary and index-unary), OpenMP: the terms keep the input's
// structure; one parallel pass over the input's entries, then the masked
// write-back. Also the entry-wise term builders that select reuses.
// Cost (vectors): O(nvals(u) + nvals(w) + nvals(mask)) for a sparse u into a
// sparse w (or a bitmap w with an accumulator and no replace), else O(n).
#pragma once
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cpu/merge_matrix.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

/// Terms term(i, x, z) over u's entries: a sparse u gives a sparse list in
/// O(nvals(u)) (the write-back then stays O(k) for a sparse w); a dense/bitmap
/// u is scanned into a bitmap, O(n).
template <class W, class TU, class TermFn>
Vector<W> vector_entry_terms(const Vector<TU>& u, const TermFn& term) {
  if (u.kind() != storage::sparse) {
    auto a = lookup_of(u);
    return bitmap_terms<W>(u.size(), [&](index_t i, W& z) { return a.has(i) && term(i, a.value(i), z); });
  }
  const index_t* idx = u.indices().data();
  const TU* val = u.values().data();
  return sparse_list<W>(u.size(), std::int64_t(u.nvals()), [&](std::int64_t k, index_t& i, W& z) {
    i = idx[k];
    return bool(term(i, val[k], z));
  });
}

/// Terms f_term(i, j, x, z) over op(A)'s entries, in format f.
template <class W, class TA, class TermFn>
Matrix<W> matrix_entry_terms(format f, const matrix_operand<TA>& A, const TermFn& term) {
  bool by_rows = stored_by_rows(f);
  auto a = major_view_of(A.A, A.transposed, by_rows);
  auto row = [&](index_t r, auto&& emit) {
    W z = W();
    for (offset_t k = a.begin(r); k < a.end(r); ++k) {
      index_t m = a.idx[k];
      if (by_rows ? term(r, m, a.value(k), z) : term(m, r, a.value(k), z)) emit(m, z);
    }
  };
  return build_by_major<W>(A.nrows(), A.ncols(), by_rows, by_rows ? format::csr : format::csc, row);
}

template <class W, class Mask, class Accum, class Op, class TU>
void apply(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
           const descriptor& desc) {
  auto t = vector_entry_terms<W>(u, [&](index_t, const TU& x, W& z) { return z = W(f(x)), true; });
  merge_vector(w, mask, accum, t, desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TU, class Thunk>
void apply_index(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& f, const Vector<TU>& u,
                 const Thunk& thunk, const descriptor& desc) {
  auto t = vector_entry_terms<W>(u, [&](index_t i, const TU& x, W& z) { return z = W(f(x, i, index_t(0), thunk)), true; });
  merge_vector(w, mask, accum, t, desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TA>
void apply(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
           const descriptor& desc) {
  auto t = matrix_entry_terms<W>(C.storage_format(), A,
                                 [&](index_t, index_t, const TA& x, W& z) { return z = W(f(x)), true; });
  merge_matrix(C, mask, accum, t, desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class Thunk>
void apply_index(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& f, const matrix_operand<TA>& A,
                 const Thunk& thunk, const descriptor& desc) {
  auto t = matrix_entry_terms<W>(C.storage_format(), A, [&](index_t i, index_t j, const TA& x, W& z) {
    return z = W(f(x, i, j, thunk)), true;
  });
  merge_matrix(C, mask, accum, t, desc.replace);
}

}  // namespace graphblade::cpu
