// Reference assign and subassign (GraphBLAS C API 2.0 §4.3.7; SuiteSparse
// GxB_subassign), serial:
//   assign_scalar: w<M> = accum(w, x)       at every position (GrB_ALL): T(i) = x for all i
//   assign:        w<M> = accum(w, u)       u has w's size (GrB_ALL)
//   subassign:     w(I)<M> = accum(w(I), u) M and u have |I| entries; S = w(I) is
//                  merged as a |I|-vector (replace acts inside S only), then written
//                  back: w(I[k]) = S(k) or deleted; w outside I is unchanged.
//   subassign_repeated: w(I)<M> accum= u with I repeating indices (SuiteSparse
//                  GxB_subassign with an accumulator): for k = 0, 1, ... where M(k)
//                  allows and u(k) exists, w(I[k]) = accum(w(I[k]), u(k)), or u(k)
//                  when w(I[k]) has no entry yet.
// Apart from subassign_repeated, I must hold distinct indices (the front end checks).
#pragma once
#include <vector>

#include "graphblade/reference/merge.hpp"

namespace graphblade::reference {

template <class W, class Mask, class Accum, class X>
void assign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, bool replace) {
  vec_map<W> t;
  for (index_t i = 0; i < w.size(); ++i) t[i] = W(x);
  merge_vector(w, mask, accum, t, replace);
}

template <class W, class Mask, class Accum, class TU>
void assign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, bool replace) {
  vec_map<W> t;
  for (auto& [i, x] : entries_of(u)) t[i] = W(x);
  merge_vector(w, mask, accum, t, replace);
}

/// w(I)<M> = accum(w(I), t), t given as a |I|-entry map (the shared step of both subassigns).
template <class W, class Mask, class Accum>
void subassign_entries(Vector<W>& w, const Mask& mask, const Accum& accum, const vec_map<W>& t,
                       const std::vector<index_t>& I, bool replace) {
  vec_map<W> all = entries_of(w), sub;
  for (index_t k = 0; k < I.size(); ++k) {
    auto it = all.find(I[k]);
    if (it != all.end()) sub[k] = it->second;
  }
  Vector<W> S(index_t(I.size()));
  assign_entries(S, sub);
  merge_vector(S, mask, accum, t, replace);
  vec_map<W> merged = entries_of(S);
  for (index_t k = 0; k < I.size(); ++k) {
    auto it = merged.find(k);
    if (it == merged.end()) all.erase(I[k]);
    else all[I[k]] = it->second;
  }
  assign_entries(w, all);
}

template <class W, class Mask, class Accum, class TU>
void subassign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u,
               const std::vector<index_t>& I, bool replace) {
  vec_map<W> t;
  for (auto& [k, x] : entries_of(u)) t[k] = W(x);
  subassign_entries(w, mask, accum, t, I, replace);
}

template <class W, class Mask, class Accum, class X>
void subassign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x,
                      const std::vector<index_t>& I, bool replace) {
  vec_map<W> t;
  for (index_t k = 0; k < I.size(); ++k) t[k] = W(x);
  subassign_entries(w, mask, accum, t, I, replace);
}

template <class W, class Mask, class Accum, class TU>
void subassign_repeated(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const Vector<TU>& u,
                        const std::vector<index_t>& I) {
  typename mask_container<Mask>::type copy;
  auto mask = random_access_mask(mask_arg, &copy);
  vec_map<W> all = entries_of(w);
  vec_map<TU> terms = entries_of(u);
  for (index_t k = 0; k < I.size(); ++k) {
    auto term = terms.find(k);
    if (term == terms.end() || !allows(mask, k)) continue;
    auto it = all.find(I[k]);
    if (it == all.end()) all[I[k]] = W(term->second);
    else it->second = W(accum(it->second, W(term->second)));
  }
  assign_entries(w, all);
}

}  // namespace graphblade::reference
