// CPU ewise_add (union) and ewise_mult (intersection), OpenMP:
//   vectors: sparse inputs give a term list in O(nvals(u) + nvals(v)) and, into
//   a sparse w, an O(k) write-back (sparse_merge.hpp); otherwise one parallel
//   pass over the index range builds the term bitmap, O(n);
//   matrices: one parallel pass per major vector of C merges A's and B's sorted entries.
#pragma once
#include <utility>

#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cpu/merge_matrix.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

/// Terms of u ⊕ v (union when is_union, else intersection). Sparse lists in
/// O(nvals(u) + nvals(v)) when both are sparse, or for an intersection with
/// one sparse side (the other scattered or read in place); else a bitmap, O(n).
template <class W, bool is_union, class Op, class TU, class TV>
Vector<W> ewise_terms(const Op& op, const Vector<TU>& u, const Vector<TV>& v) {
  using Z = decltype(op(std::declval<TU>(), std::declval<TV>()));
  const bool u_list = u.kind() == storage::sparse, v_list = v.kind() == storage::sparse;
  if (u_list && (v_list || !is_union)) {
    // u's entries (combined with v where v has them), then (union) v's entries u lacks
    detail::random_access_input<TV, detail::bytes_role::input, detail::values_role::input> v_scatter(v);
    detail::random_access_input<TU, detail::bytes_role::output, detail::values_role::output> u_scatter(u);
    const auto& a = u_scatter.view();
    const auto& b = v_scatter.view();
    const index_t* ui = u.indices().data();
    const TU* uv = u.values().data();
    const std::int64_t nu = std::int64_t(u.nvals()), nv = is_union ? std::int64_t(v.nvals()) : 0;
    const index_t* vi = v_list ? v.indices().data() : nullptr;
    const TV* vv = v.values().data();
    return sparse_list<W>(u.size(), nu + nv, [&](std::int64_t k, index_t& i, W& z) {
      if (k < nu) {
        i = ui[k];
        if (b.has(i)) return z = W(op(uv[k], b.at(i))), true;
        return is_union && (z = W(Z(uv[k])), true);
      }
      i = vi[k - nu];
      return !a.has(i) && (z = W(Z(vv[k - nu])), true);
    });
  }
  if (v_list && !is_union) {  // intersection: v's entries where u has one
    detail::random_access_input<TU> u_scatter(u);
    const auto& a = u_scatter.view();
    const index_t* vi = v.indices().data();
    const TV* vv = v.values().data();
    return sparse_list<W>(u.size(), std::int64_t(v.nvals()), [&](std::int64_t k, index_t& i, W& z) {
      i = vi[k];
      return a.has(i) && (z = W(op(a.at(i), vv[k])), true);
    });
  }
  auto a = lookup_of(u);
  auto b = lookup_of(v);
  return bitmap_terms<W>(u.size(), [&](index_t i, W& z) {
    bool ha = a.has(i), hb = b.has(i);
    if (ha && hb) z = W(op(a.value(i), b.value(i)));
    else if (is_union && ha) z = W(Z(a.value(i)));
    else if (is_union && hb) z = W(Z(b.value(i)));
    else return false;
    return true;
  });
}

template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_add(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
               const Vector<TV>& v, const descriptor& desc) {
  merge_vector(w, mask, accum, ewise_terms<W, true>(op, u, v), desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TU, class TV>
void ewise_mult(Vector<W>& w, const Mask& mask, const Accum& accum, const Op& op, const Vector<TU>& u,
                const Vector<TV>& v, const descriptor& desc) {
  merge_vector(w, mask, accum, ewise_terms<W, false>(op, u, v), desc.replace);
}

/// Terms of A ⊕ B (union or intersection) in C's format.
template <class W, bool is_union, class Op, class TA, class TB>
Matrix<W> ewise_terms(format f, const Op& op, const matrix_operand<TA>& A, const matrix_operand<TB>& B) {
  using Z = decltype(op(std::declval<TA>(), std::declval<TB>()));
  bool by_rows = stored_by_rows(f);
  auto a = major_view_of(A.A, A.transposed, by_rows);
  auto b = major_view_of(B.A, B.transposed, by_rows);
  auto row = [&](index_t r, auto&& emit) {
    offset_t ka = a.begin(r), ea = a.end(r), kb = b.begin(r), eb = b.end(r);
    while (ka < ea || kb < eb) {
      index_t pa = ka < ea ? a.idx[ka] : max_index, pb = kb < eb ? b.idx[kb] : max_index;
      if (pa == pb) emit(pa, W(op(a.value(ka++), b.value(kb++))));
      else if (pa < pb) {
        if (is_union) emit(pa, W(Z(a.value(ka))));
        ++ka;
      } else {
        if (is_union) emit(pb, W(Z(b.value(kb))));
        ++kb;
      }
    }
  };
  return build_by_major<W>(A.nrows(), A.ncols(), by_rows, by_rows ? format::csr : format::csc, row);
}

template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_add(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
               const matrix_operand<TB>& B, const descriptor& desc) {
  merge_matrix(C, mask, accum, ewise_terms<W, true>(C.storage_format(), op, A, B), desc.replace);
}

template <class W, class Mask, class Accum, class Op, class TA, class TB>
void ewise_mult(Matrix<W>& C, const Mask& mask, const Accum& accum, const Op& op, const matrix_operand<TA>& A,
                const matrix_operand<TB>& B, const descriptor& desc) {
  merge_matrix(C, mask, accum, ewise_terms<W, false>(C.storage_format(), op, A, B), desc.replace);
}

}  // namespace graphblade::cpu
