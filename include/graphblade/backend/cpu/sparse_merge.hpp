// Work-efficient CPU write-back of the vector operations (issue 12): when the
// computed terms t are a sparse list, the masked merge
//   w<mask, replace> = accum(w, t)      (GraphBLAS C API §3.5.4, backend::merged_entry)
// touches only the entries of w, t and the mask, never all n positions:
//   - sparse w: the result's entries are among w's and t's, so one pass over
//     each (t and w scattered into zero byte maps for the membership tests, the
//     mask scattered when sparse; every scatter undone afterwards) builds the
//     new list: O(nvals(w) + nvals(t) + nvals(mask)).
//   - bitmap w, accumulator, no replace: w changes only at t's entries that
//     the mask allows, written in place: O(nvals(t) + nvals(mask)).
// Other combinations (a bitmap w with replace, or without accumulator, where
// entries of w outside t may change everywhere) keep the O(n) bitmap merge of
// vector_access.hpp. sparse_list builds the term lists themselves in O(k).
#pragma once
#include "graphblade/core/openmp.hpp"

#include <cstdint>
#include <vector>

#include "graphblade/backend/common/merge_rule.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"
#include "graphblade/backend/cpu/grain.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"

namespace graphblade::cpu {

/// A sparse vector of size n listing, in candidate order, the candidates k in
/// [0, count) for which pick(k, i, z) returns true (entry i, value z). O(count);
/// two passes (count, then write) over per-thread ranges when count is large,
/// so pick must be pure.
template <class W, class PickFn>
Vector<W> sparse_list(index_t n, std::int64_t count, const PickFn& pick) {
  Vector<W> out(n, storage::sparse);
  out.indices() = buffer<index_t>(std::size_t(std::max<std::int64_t>(count, 1)));
  out.values() = buffer<W>(std::size_t(std::max<std::int64_t>(count, 1)));
  index_t* oi = out.indices().data();
  W* ov = out.values().data();
  const int threads = count > parallel_grain ? omp_get_max_threads() : 1;
  std::vector<offset_t> start(std::size_t(threads) + 1, 0);
  bool sorted = true;
  int team = 1;  // the team OpenMP gave (it may be smaller than asked)
#pragma omp parallel num_threads(threads) reduction(&& : sorted)
  {
    const int t = omp_get_thread_num(), p = omp_get_num_threads();
    if (t == 0) team = p;
    const std::int64_t lo = count * t / p, hi = count * (t + 1) / p;
    if (p > 1) {
      offset_t c = 0;
      index_t i;
      W z;
      for (std::int64_t k = lo; k < hi; ++k) c += pick(k, i, z) ? 1 : 0;
      start[t + 1] = c;
#pragma omp barrier
#pragma omp single
      for (int s = 0; s < p; ++s) start[s + 1] += start[s];
    }
    offset_t at = start[t];
    index_t i;
    W z;
    for (std::int64_t k = lo; k < hi;
         ++k)  // a rejected candidate writes nothing (the next slot may be another thread's)
      if (pick(k, i, z)) {
        if (at > start[t] && oi[at - 1] >= i) sorted = false;
        oi[at] = i;
        ov[at] = z;
        ++at;
      }
    if (p == 1) start[1] = at;
  }
  // the seams between thread ranges
  for (int s = 1; s < team; ++s)
    if (start[s] > 0 && start[s] < start[team] && oi[start[s] - 1] >= oi[start[s]]) sorted = false;
  out.set_nvals(start[team], sorted);
  return out;
}

/// w<mask, replace> = accum(w, t) for a sparse w and a sparse t (see the file comment).
template <class W, class Mask, class Accum>
void merge_sparse(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const Vector<W>& t, bool replace) {
  Vector<W> out;
  {
    detail::mask_access<Mask> mask_scatter(mask_arg);
    detail::random_access_input<W, detail::bytes_role::input, detail::values_role::input> t_scatter(t);
    detail::random_access_input<W, detail::bytes_role::output, detail::values_role::output> w_scatter(w);
    const auto& mask = mask_scatter.view();
    const auto& ta = t_scatter.view();
    const auto& wa = w_scatter.view();
    const index_t* wi = w.indices().data();
    const W* wv = w.values().data();
    const index_t* ti = t.indices().data();
    const W* tv = t.values().data();
    const std::int64_t nw = std::int64_t(w.nvals()), nt = std::int64_t(t.nvals());
    // candidates [0, nw): w's entries; [nw, nw + nt): t's entries that w lacks
    out = sparse_list<W>(w.size(), nw + nt, [&](std::int64_t k, index_t& i, W& z) {
      if (k < nw) {
        i = wi[k];
        const bool has_t = ta.has(i);
        return backend::merged_entry(mask.allows(i), replace, accum, true, wv[k], has_t, has_t ? ta.at(i) : W(), z);
      }
      i = ti[k - nw];
      if (wa.has(i)) return false;
      return backend::merged_entry(mask.allows(i), replace, accum, false, W(), true, tv[k - nw], z);
    });
  }  // the scatters are undone here, before w changes
  w.swap(out);
}

/// w<mask> = accum(w, t) in place for a bitmap w with an accumulator and no
/// replace, t sparse: only t's entries under the mask change w.
template <class W, class Mask, class Accum>
void merge_sparse_into_bitmap(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const Vector<W>& t) {
  static_assert(!is_no_accum_v<Accum>, "in-place merge needs an accumulator");
  detail::mask_access<Mask> mask_scatter(mask_arg);  // a mask aliasing w is read at i before i is written
  const auto& mask = mask_scatter.view();
  std::uint8_t* p = w.present().data();
  W* v = w.values().data();
  const index_t* ti = t.indices().data();
  const W* tv = t.values().data();
  const std::int64_t nt = std::int64_t(t.nvals());
  std::int64_t added = 0;
#pragma omp parallel for reduction(+ : added) schedule(static) if (nt > parallel_grain)
  for (std::int64_t k = 0; k < nt; ++k) {
    const index_t i = ti[k];
    if (!mask.allows(i)) continue;
    if (p[i]) {
      v[i] = W(accum(v[i], tv[k]));
    } else {
      v[i] = tv[k];
      p[i] = 1;
      ++added;
    }
  }
  w.set_nvals(w.nvals() + offset_t(added));
}

}  // namespace graphblade::cpu
