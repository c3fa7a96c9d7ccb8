// CPU assign / subassign, OpenMP:
//   assign_scalar: w<M> = accum(w, x) at every position (GrB_ALL)
//   assign:        w<M> = accum(w, u), u of w's size (GrB_ALL)
//   subassign:     w(I)<M> = accum(w(I), u or x), M and u of size |I| (GxB_subassign)
// Costs: the in-place and gather fast paths (assign_in_place.hpp,
// assign_gather.hpp) are O(nvals(mask)); otherwise a sparse w takes the
// work-efficient list merge (sparse_merge.hpp): assign with a sparse u, or
// with a non-complemented sparse mask (the terms outside the mask are never
// read, so the term list is the mask's entries), costs O(nvals(u) + nvals(w) +
// nvals(mask)); subassign into a sparse w costs O(nvals(w) + |I|). Other
// cases: one O(n) pass into a bitmap (subassign: a bitmap copy of w written at
// I in parallel; I's indices are distinct, so the writes never collide).
#pragma once
#include <vector>

#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cpu/apply.hpp"
#include "graphblade/backend/cpu/assign_gather.hpp"
#include "graphblade/backend/cpu/assign_in_place.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"

namespace graphblade::cpu {

/// w<mask> = accum(w, t) with t = term(i, z) taken only at the entries of a
/// sparse, non-complemented mask (the only positions it allows, so the terms
/// elsewhere are never read): O(nvals(mask)) terms. False (nothing done) for other masks.
template <class W, class Mask, class Accum, class TermFn>
bool merge_terms_at_mask(Vector<W>& w, const Mask& mask, const Accum& accum, const TermFn& term, bool replace) {
  if constexpr (is_no_mask_v<Mask>) {
    return false;
  } else {
    const auto& m = mask.container();
    if (mask.complemented || m.kind() != storage::sparse) return false;
    const index_t* idx = m.indices().data();
    merge_vector(w, mask, accum, sparse_list<W>(w.size(), std::int64_t(m.nvals()), [&](std::int64_t k, index_t& i, W& z) {
      i = idx[k];
      return term(i, z);
    }), replace);
    return true;
  }
}

template <class W, class Mask, class Accum, class X>
void assign_scalar(Vector<W>& w, const Mask& mask, const Accum& accum, const X& x, const descriptor& desc) {
  W value = W(x);
  if (assign_in_place_applies(w, mask, accum, desc.replace)) {
    if constexpr (!is_no_mask_v<Mask>)
      assign_in_place(w, mask, [&](index_t, offset_t, W& z) { return z = value, true; });
    return;
  }
  const auto term = [&](index_t, W& z) { return z = value, true; };
  if (merge_terms_at_mask(w, mask, accum, term, desc.replace)) return;
  merge_vector(w, mask, accum, bitmap_terms<W>(w.size(), term), desc.replace);
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
  if (u.kind() == storage::sparse)  // the terms are u's entries
    return merge_vector(w, mask, accum,
                        vector_entry_terms<W>(u, [](index_t, const TU& x, W& z) { return z = W(x), true; }),
                        desc.replace);
  auto a = lookup_of(u);  // dense or bitmap: O(1)
  const auto term = [&](index_t i, W& z) { return a.has(i) && (z = W(a.value(i)), true); };
  if (merge_terms_at_mask(w, mask, accum, term, desc.replace)) return;
  merge_vector(w, mask, accum, bitmap_terms<W>(w.size(), term), desc.replace);
}

/// w(I)<mask> = accum(w(I), t) for a sparse w in O(nvals(w) + |I|): w's
/// entries outside I, then the merged entries at I (term(k, z) gives t(k)).
template <class W, class MaskFn, class Accum, class TermFn>
void subassign_sparse(Vector<W>& w, const MaskFn& mask, const Accum& accum, const std::vector<index_t>& I,
                      const TermFn& term, bool replace) {
  Vector<W> out;
  {
    detail::random_access_input<W, detail::bytes_role::output, detail::values_role::output> w_scatter(w);
    const auto& wa = w_scatter.view();
    std::uint8_t* in_I = detail::scratch_bytes<detail::bytes_role::index_set>.get(w.size());
    const index_t* ids = I.data();
    const std::int64_t ni = std::int64_t(I.size()), nw = std::int64_t(w.nvals());
    for (std::int64_t k = 0; k < ni; ++k) in_I[ids[k]] = 1;
    const index_t* wi = w.indices().data();
    const W* wv = w.values().data();
    out = sparse_list<W>(w.size(), nw + ni, [&](std::int64_t k, index_t& i, W& z) {
      if (k < nw) {
        i = wi[k];
        return !in_I[i] && (z = wv[k], true);
      }
      i = ids[k - nw];
      W tz = W();
      const bool has_t = term(index_t(k - nw), tz), has_old = wa.has(i);
      return backend::merged_entry(mask.allows(index_t(k - nw)), replace, accum, has_old, has_old ? wa.at(i) : W(),
                                   has_t, tz, z);
    });
    for (std::int64_t k = 0; k < ni; ++k) in_I[ids[k]] = 0;
  }
  w.swap(out);
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
  auto mask = mask_of(mask_arg);  // of size |I|: O(|I|)
  if (w.kind() == storage::sparse) return subassign_sparse(w, mask, accum, I, term, replace);
  note_dense_pass(w.size());
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
