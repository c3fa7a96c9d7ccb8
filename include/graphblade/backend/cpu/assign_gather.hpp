// CPU fast path of assign for `w<s(m), replace> = u` with a sparse structural
// (not complemented) mask and no accumulator: the gather of u at the mask's
// entries that gb-auto BFS uses for the frontier's out-degrees
// (d<s(f), replace> = out_degree, Beamer SC'12 m_f). With replace, w keeps
// nothing outside the mask and, without an accumulator, takes exactly t(i)
// under it (GraphBLAS C API §3.5.4), so the result is the sparse list of the
// mask's indices i where u(i) exists, valued u(i): O(nvals(m)) work instead of
// the general O(n) merge. The list keeps the mask's order (sorted iff m is).
#pragma once
#include "graphblade/core/openmp.hpp"

#include <cstdint>
#include <vector>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"
#include "graphblade/backend/cpu/grain.hpp"

namespace graphblade::cpu {

/// Does the gather path apply? u must be dense or bitmap, or the mask itself.
template <class W, class Mask, class Accum, class TU>
bool assign_gather_applies(const Mask& mask, const Accum&, bool replace, const Vector<TU>& u) {
  if constexpr (is_no_mask_v<Mask> || !is_no_accum_v<Accum>) {
    return false;
  } else {
    const auto& m = mask.container();
    if (!mask.structural || mask.complemented || !replace || m.kind() != storage::sparse) return false;
    return u.kind() != storage::sparse || static_cast<const void*>(&u) == static_cast<const void*>(&m);
  }
}

/// w<s(m), replace> = u as a sparse list (see the file comment).
template <class W, class M, class TU>
void assign_gather(Vector<W>& w, const mask_view<Vector<M>>& mask, const Vector<TU>& u) {
  const Vector<M>& m = mask.container();
  const std::int64_t nv = std::int64_t(m.nvals());
  const index_t* idx = m.indices().data();
  Vector<W> out = detail::take_sparse<W>(w.size(), std::size_t(nv));
  index_t* oi = out.indices().data();
  W* ov = out.values().data();
  const TU* uv = u.values().data();
  offset_t count = 0;
  if (u.kind() != storage::bitmap) {  // dense u, or u is the mask: every mask entry has a term
    const bool by_position = u.kind() == storage::sparse;
#pragma omp parallel for schedule(static) if (nv > parallel_grain)
    for (std::int64_t k = 0; k < nv; ++k) {
      oi[k] = idx[k];
      ov[k] = W(by_position ? uv[k] : uv[idx[k]]);
    }
    count = offset_t(nv);
  } else {  // bitmap u: keep the mask entries where u has an entry, in order
    const std::uint8_t* up = u.present().data();
    const int threads = nv > parallel_grain ? omp_get_max_threads() : 1;
    std::vector<offset_t> start(std::size_t(threads) + 1, 0);
#pragma omp parallel num_threads(threads)
    {
      const int t = omp_get_thread_num(), p = omp_get_num_threads();
      const std::int64_t lo = nv * t / p, hi = nv * (t + 1) / p;
      offset_t c = 0;
      for (std::int64_t k = lo; k < hi; ++k) c += up[idx[k]];
      start[t + 1] = c;
#pragma omp barrier
#pragma omp single
      {
        for (int s = 0; s < p; ++s) start[s + 1] += start[s];
        count = start[p];
      }
      offset_t at = start[t];
      for (std::int64_t k = lo; k < hi; ++k)
        if (up[idx[k]]) {
          oi[at] = idx[k];
          ov[at] = W(uv[idx[k]]);
          ++at;
        }
    }
  }
  out.set_nvals(count, m.sorted());
  detail::install_result(w, std::move(out));
}

}  // namespace graphblade::cpu
