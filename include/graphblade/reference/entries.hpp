// The reference oracle's view of containers: ordered maps of entries, so each
// operation can be written as the GraphBLAS C spec states it, with no concern
// for storage formats. Serial, short, obviously correct; host only.
#pragma once
#include <map>
#include <utility>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"

namespace graphblade::reference {

template <class T>
using vec_map = std::map<index_t, T>;
template <class T>
using mat_map = std::map<std::pair<index_t, index_t>, T>;

template <class T>
vec_map<T> entries_of(const Vector<T>& v) {
  vec_map<T> m;
  for (auto& [i, x] : v.entries()) m[i] = x;
  return m;
}

/// Entries of A (or Aᵀ when transposed) keyed by (row, col) of the operand.
template <class T>
mat_map<T> entries_of(const Matrix<T>& A0, bool transposed = false) {
  Matrix<T> A = A0.to_format(format::csr);
  mat_map<T> m;
  for (index_t i = 0; i < A.nrows(); ++i)
    for (offset_t k = A.offsets()[i]; k < A.offsets()[i + 1]; ++k) {
      index_t j = A.indices()[k];
      m[transposed ? std::make_pair(j, i) : std::make_pair(i, j)] = A.value_at(k);
    }
  return m;
}

/// Row lists of the operand: rows[i] = {(k, value)} in ascending k.
template <class T>
std::vector<std::vector<std::pair<index_t, T>>> rows_of(const matrix_operand<T>& op) {
  std::vector<std::vector<std::pair<index_t, T>>> rows(op.nrows());
  for (auto& [ij, x] : entries_of(op.A, op.transposed)) rows[ij.first].emplace_back(ij.second, x);
  return rows;
}

/// Does the mask allow writing position i (vector) / (i, j) (matrix)?
inline bool allows(no_mask_t, index_t) { return true; }
inline bool allows(no_mask_t, index_t, index_t) { return true; }
template <class M>
bool allows(const mask_view<Vector<M>>& m, index_t i) {
  auto x = m.container().get(i);
  bool on = x.has_value() && (m.structural || x.value() != M(0));
  return on != m.complemented;
}
template <class M>
bool allows(const mask_view<Matrix<M>>& m, index_t i, index_t j) {
  auto x = m.container().get(i, j);
  bool on = x.has_value() && (m.structural || x.value() != M(0));
  return on != m.complemented;
}

/// w = the given entries, stored sparse and sorted (size unchanged).
template <class T>
void assign_entries(Vector<T>& w, const vec_map<T>& m) {
  std::vector<index_t> idx;
  std::vector<T> val;
  for (auto& [i, x] : m) {
    idx.push_back(i);
    val.push_back(x);
  }
  w = Vector<T>::from_list(w.size(), idx, val);
}

/// C = the given entries, in C's current format; valued.
template <class T>
void assign_entries(Matrix<T>& C, const mat_map<T>& m) {
  std::vector<index_t> r, c;
  std::vector<T> v;
  for (auto& [ij, x] : m) {
    r.push_back(ij.first);
    c.push_back(ij.second);
    v.push_back(x);
  }
  format f = C.storage_format();
  C = Matrix<T>::from_coo(C.nrows(), C.ncols(), r, c, v, format::csr).to_format(f);
  if (m.empty()) C = Matrix<T>(C.nrows(), C.ncols(), f, false);
}

}  // namespace graphblade::reference
