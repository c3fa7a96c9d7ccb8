// C<mask, replace> = accum(C, T) on the CPU: one parallel pass per major
// vector of C, walking C's, T's and the mask's sorted entries together.
#pragma once
#include "graphblade/backend/cpu/major_view.hpp"
#include "graphblade/backend/common/merge_rule.hpp"

namespace graphblade::cpu {

/// T must have C's shape; it is read in C's orientation (by rows for CSR C).
template <class W, class Mask, class Accum>
void merge_matrix(Matrix<W>& C, const Mask& mask_arg, const Accum& accum, const Matrix<W>& T, bool replace) {
  bool by_rows = stored_by_rows(C.storage_format());
  auto mask = mask_rows_of(mask_arg, by_rows);
  auto c = major_view_of(C, false, by_rows);
  auto t = major_view_of(T, false, by_rows);
  auto row = [&](index_t r, auto&& emit) {
    auto cur = mask.at(r);
    offset_t kc = c.begin(r), ec = c.end(r), kt = t.begin(r), et = t.end(r);
    while (kc < ec || kt < et) {
      index_t pc = kc < ec ? c.idx[kc] : max_index, pt = kt < et ? t.idx[kt] : max_index;
      index_t p = pc < pt ? pc : pt;
      bool has_old = pc == p, has_t = pt == p;
      W old = has_old ? c.value(kc) : W(), tv = has_t ? t.value(kt) : W(), z = W();
      if (backend::merged_entry(cur.allows(p), replace, accum, has_old, old, has_t, tv, z)) emit(p, z);
      kc += has_old;
      kt += has_t;
    }
  };
  Matrix<W> out = build_by_major<W>(C.nrows(), C.ncols(), by_rows, C.storage_format(), row);
  C = std::move(out);
}

}  // namespace graphblade::cpu
