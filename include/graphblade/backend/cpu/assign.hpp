// CPU assign / subassign, OpenMP:
//   assign_scalar: w<M> = accum(w, x) at every position (GrB_ALL)
//   assign:        w<M> = accum(w, u), u of w's size (GrB_ALL)
//   subassign:     w(I)<M> = accum(w(I), u or x), M and u of size |I| (GxB_subassign):
//                  one parallel pass over I writes into a bitmap copy of w
//                  (I's indices are distinct, so the writes never collide).
#pragma once
#include <vector>

#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cpu/assign_gather.hpp"
#include "graphblade/backend/cpu/assign_in_place.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

template <class W, class Mask, class Accum, class X>
void assign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, const descriptor& desc) {
  W value = W(x);
  if (assign_in_place_applies(w, mask, accum, desc.replace)) {
    if constexpr (!is_no_mask_v<Mask>)
      assign_in_place(w, mask, [&](index_t, offset_t, W& z) { return z = value, true; });
    return;
  }
  merge_vector(w, mask, accum, bitmap_terms<W>(w.size(), [&](index_t, W& z) { return z = value, true; }),
               desc.replace);
}

template <class W, class Mask, class Accum, class TU>
void assign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const descriptor& desc) {
  if (assign_in_place_applies(w, mask, accum, desc.replace, &u)) {
    if constexpr (!is_no_mask_v<Mask>) {
      const TU* uv = u.values().data();
      if (u.kind() == storage::sparse) {  // u is the mask: its k-th entry is t(i)
        assign_in_place(w, mask, [&](index_t, offset_t k, W& z) { return z = W(uv[k]), true; });
      } else {
        const std::uint8_t* up = u.kind() == storage::dense ? nullptr : u.present().data();
        assign_in_place(w, mask, [&](index_t i, offset_t, W& z) {
          return (!up || up[i]) && (z = W(uv[i]), true);
        });
      }
    }
    return;
  }
  if (assign_gather_applies<W>(mask, accum, desc.replace, u)) {
    if constexpr (!is_no_mask_v<Mask>) assign_gather(w, mask, u);
    return;
  }
  auto a = lookup_of(u);
  auto t = bitmap_terms<W>(w.size(), [&](index_t i, W& z) { return a.has(i) && (z = W(a.value(i)), true); });
  merge_vector(w, mask, accum, t, desc.replace);
}

/// w(I)<mask> = accum(w(I), t) where term(k, z) gives t(k) for k < |I|.
template <class W, class Mask, class Accum, class TermFn>
void subassign_terms(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const std::vector<index_t>& I,
                     const TermFn& term, bool replace, bool term_reads_w = false) {
  if constexpr (is_no_mask_v<Mask> && is_no_accum_v<Accum>) {
    // Without mask and accumulator w(I) = t exactly (replace changes nothing
    // outside I for subassign): write a bitmap w in place, O(|I|).
    if (w.kind() == storage::bitmap && !term_reads_w) return subassign_in_place(w, I, term);
    if (w.kind() == storage::sparse && w.nvals() == 0) return subassign_into_empty(w, I, term);
  }
  auto mask = mask_of(mask_arg);
  Vector<W> out = w.to_storage(storage::bitmap);  // a copy: w may be the mask or u
  std::uint8_t* p = out.present().data();
  W* v = out.values().data();
  const index_t* ids = I.data();
#pragma omp parallel for schedule(static) if (std::int64_t(I.size()) > parallel_grain)
  for (std::int64_t k = 0; k < std::int64_t(I.size()); ++k) {
    index_t i = ids[k];
    W tz = W(), z;
    bool has_t = term(index_t(k), tz);
    bool keep = backend::merged_entry(mask.allows(index_t(k)), replace, accum, bool(p[i]), v[i], has_t, tz, z);
    p[i] = keep ? 1 : 0;
    if (keep) v[i] = z;
  }
  out.set_nvals(count_present(p, out.size()));
  store_like(w, std::move(out));
}

template <class W, class Mask, class Accum, class TU>
void subassign(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const std::vector<index_t>& I,
               const descriptor& desc) {
  auto a = lookup_of(u);
  subassign_terms(w, mask, accum, I, [&](index_t k, W& z) { return a.has(k) && (z = W(a.value(k)), true); },
                  desc.replace, static_cast<const void*>(&u) == static_cast<const void*>(&w));
}

template <class W, class Mask, class Accum, class X>
void subassign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, const std::vector<index_t>& I,
                      const descriptor& desc) {
  W value = W(x);
  subassign_terms(w, mask, accum, I, [&](index_t, W& z) { return z = value, true; }, desc.replace);
}

}  // namespace graphblade::cpu
