// The last step of every GraphBLAS operation, literally as the C spec defines
// it: z = accum ? (w ⊙ t, union) : t; then w(i) = z(i) where the mask allows,
// and where it does not, w(i) is kept (merge) or deleted (replace).
#pragma once
#include "graphblade/reference/entries.hpp"

namespace graphblade::reference {

template <class A, class T>
vec_map<T> accumulate(const A& accum, const vec_map<T>& w, const vec_map<T>& t) {
  if constexpr (is_no_accum_v<A>) {
    return t;
  } else {
    vec_map<T> z = w;
    for (auto& [i, x] : t) {
      auto it = z.find(i);
      if (it == z.end()) z[i] = x;
      else it->second = T(accum(it->second, x));
    }
    return z;
  }
}

/// A vector mask over a bitmap copy of its container, so allows() is O(1) (no_mask passes through).
template <class Mask>
struct mask_container {
  using type = Vector<std::uint8_t>;  // unused by no_mask
};
template <class C>
struct mask_container<mask_view<C>> {
  using type = C;
};
inline no_mask_t random_access_mask(no_mask_t m, const void*) { return m; }
template <class M>
mask_view<Vector<M>> random_access_mask(const mask_view<Vector<M>>& m, Vector<M>* copy) {
  *copy = m.container().to_storage(storage::bitmap);
  return {copy, m.structural, m.complemented};
}

/// w<mask, replace> = accum(w, t) for vectors; t already cast to w's domain.
template <class T, class Mask, class Accum>
void merge_vector(Vector<T>& w, const Mask& mask_arg, const Accum& accum, const vec_map<T>& t, bool replace) {
  typename mask_container<Mask>::type copy;
  auto mask = random_access_mask(mask_arg, &copy);
  vec_map<T> old = entries_of(w);
  vec_map<T> z = accumulate(accum, old, t);
  vec_map<T> out;
  for (index_t i = 0; i < w.size(); ++i) {
    bool on = allows(mask, i);
    const vec_map<T>& src = on ? z : old;
    if (!on && replace) continue;
    auto it = src.find(i);
    if (it != src.end()) out[i] = it->second;
  }
  assign_entries(w, out);
}

/// C<mask, replace> = accum(C, T) for matrices.
template <class T, class Mask, class Accum>
void merge_matrix(Matrix<T>& C, const Mask& mask, const Accum& accum, const mat_map<T>& t, bool replace) {
  mat_map<T> old = entries_of(C);
  mat_map<T> z;
  if constexpr (is_no_accum_v<Accum>) {
    z = t;
  } else {
    z = old;
    for (auto& [ij, x] : t) {
      auto it = z.find(ij);
      if (it == z.end()) z[ij] = x;
      else it->second = T(accum(it->second, x));
    }
  }
  mat_map<T> out;
  for (index_t i = 0; i < C.nrows(); ++i)
    for (index_t j = 0; j < C.ncols(); ++j) {
      bool on = allows(mask, i, j);
      if (!on && replace) continue;
      const mat_map<T>& src = on ? z : old;
      auto it = src.find({i, j});
      if (it != src.end()) out[{i, j}] = it->second;
    }
  assign_entries(C, out);
}

}  // namespace graphblade::reference
