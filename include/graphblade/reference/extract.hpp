// Reference extract (GraphBLAS C API 2.0 §4.3.6 and §4.5.x extractElement),
// nvals and clear, serial:
//   extract_element: u(i) or nothing;  A(i,j) or nothing
//   extract:         w<M> = accum(w, u(I)), T(k) = u(I[k]) where present; w has |I| entries
//                    (I may repeat indices)
//   nvals:           number of entries;  clear: remove every entry, keep the size.
#pragma once
#include <optional>
#include <vector>

#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

template <class T>
std::optional<T> extract_element(const Vector<T>& u, index_t i) {
  auto m = entries_of(u);
  auto it = m.find(i);
  return it == m.end() ? std::nullopt : std::optional<T>(it->second);
}

template <class T>
std::optional<T> extract_element(const Matrix<T>& A, index_t i, index_t j) {
  auto m = entries_of(A);
  auto it = m.find({i, j});
  return it == m.end() ? std::nullopt : std::optional<T>(it->second);
}

template <class W, class Mask, class Accum, class TU>
void extract(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const std::vector<index_t>& I,
             bool replace) {
  auto all = entries_of(u);
  vec_map<W> t;
  for (index_t k = 0; k < I.size(); ++k) {
    auto it = all.find(I[k]);
    if (it != all.end()) t[k] = W(it->second);
  }
  merge_vector(w, mask, accum, t, replace);
}

template <class T>
offset_t nvals(const Vector<T>& u) { return entries_of(u).size(); }
template <class T>
offset_t nvals(const Matrix<T>& A) { return entries_of(A).size(); }

template <class T>
void clear(Vector<T>& w) { assign_entries(w, vec_map<T>{}); }
template <class T>
void clear(Matrix<T>& C) { assign_entries(C, mat_map<T>{}); }

}  // namespace graphblade::reference
