// CPU extract, OpenMP: one element of a vector or matrix (no conversion: a
// sorted sparse vector is binary-searched, an unsorted one scanned), and
// w<M> = accum(w, u(I)) by one parallel gather over I: O(|I| + nvals(u) +
// nvals(w) + nvals(mask)) into a sparse w, else O(n + |I|).
#pragma once
#include <algorithm>
#include <optional>
#include <vector>

#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

template <class T>
std::optional<T> extract_element(const Vector<T>& u, index_t i) {
  if (u.kind() != storage::sparse) return u.get(i);
  const index_t* b = u.indices().data();
  const index_t* e = b + u.nvals();
  const index_t* at = u.sorted() ? std::lower_bound(b, e, i) : std::find(b, e, i);
  if (at == e || *at != i) return std::nullopt;
  return u.values()[at - b];
}

template <class T>
std::optional<T> extract_element(const Matrix<T>& A, index_t i, index_t j) {
  return A.get(i, j);
}

template <class W, class Mask, class Accum, class TU>
void extract(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const std::vector<index_t>& I,
             const descriptor& desc) {
  const index_t* ids = I.data();
  if (w.kind() == storage::sparse) {  // O(|I| + nvals(u) + nvals(w) + nvals(mask)): a term list over k < |I|
    Vector<W> t;
    {
      detail::random_access_input<TU> u_scatter(u);  // undone before the merge scatters t
      const auto& a = u_scatter.view();
      t = sparse_list<W>(w.size(), std::int64_t(I.size()), [&](std::int64_t k, index_t& i, W& z) {
        i = index_t(k);
        return a.has(ids[k]) && (z = W(a.at(ids[k])), true);
      });
    }
    return merge_vector(w, mask, accum, t, desc.replace);
  }
  auto a = lookup_of(u);
  auto t = bitmap_terms<W>(w.size(), [&](index_t k, W& z) {
    index_t i = ids[k];
    return a.has(i) && (z = W(a.value(i)), true);
  });
  merge_vector(w, mask, accum, t, desc.replace);
}

}  // namespace graphblade::cpu
