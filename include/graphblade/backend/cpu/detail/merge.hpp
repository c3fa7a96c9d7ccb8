// The last step of a masked vector operation, with exactly the reference's
// semantics (graphblade/reference/merge.hpp, GraphBLAS C API §3.5.4), in parallel:
//   z = accum ? w ⊙ t (union) : t;  w(i) = z(i) where the mask allows i,
//   else w(i) kept (merge) or deleted (replace).
// Two passes into a bitmap: (1) what survives of the old w, (2) t on top.
#pragma once
#include <cstdint>
#include <cstring>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/detail/views.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"

namespace graphblade::cpu::detail {

/// The merged vector (bitmap, a recycled spare). Reads w_old, mask and t only:
/// w_old may alias the mask's container; nothing is written to any of them.
template <class W, class Mask, class Accum>
Vector<W> merge_into_bitmap(const Vector<W>& w_old, const Mask& mask, const Accum& accum, const Vector<W>& t,
                            bool replace) {
  constexpr bool has_accum = !is_no_accum_v<Accum>;
  const index_t n = w_old.size();
  const std::int64_t nn = n;
  Vector<W> out = take_bitmap<W>(n);
  std::uint8_t* present = out.present().data();
  W* values = out.values().data();
  // Pass 1: the old entries that survive: under the mask only when accumulating, outside it unless replacing.
  auto survives = [&](index_t i) { return mask.allows(i) ? has_accum : !replace; };
  if (w_old.kind() == storage::sparse) {
    if (n) std::memset(present, 0, n);  // present is null when n == 0
    const index_t* idx = w_old.indices().data();
    const W* val = w_old.values().data();
    const std::int64_t nv = std::int64_t(w_old.nvals());
#pragma omp parallel for schedule(static) if (nv > 65536)
    for (std::int64_t e = 0; e < nv; ++e)
      if (survives(idx[e])) {
        present[idx[e]] = 1;
        values[idx[e]] = val[e];
      }
  } else {
    const std::uint8_t* old_present = w_old.kind() == storage::bitmap ? w_old.present().data() : nullptr;
    const W* old_values = w_old.values().data();
#pragma omp parallel for schedule(static) if (nn > 65536)
    for (std::int64_t ii = 0; ii < nn; ++ii) {
      const index_t i = index_t(ii);
      const bool keep = (old_present == nullptr || old_present[i]) && survives(i);
      present[i] = keep;
      if (keep) values[i] = old_values[i];
    }
  }
  // Pass 2: t under the mask, accumulated onto what pass 1 kept.
  auto apply_t = [&](index_t i, const W& x) {
    if (!mask.allows(i)) return;
    if constexpr (has_accum) {
      if (present[i]) {
        values[i] = W(accum(values[i], x));
        return;
      }
    }
    values[i] = x;
    present[i] = 1;
  };
  entry_list<W> te = entries_view(t);
#pragma omp parallel for schedule(static) if (te.count > 65536)
  for (std::int64_t p = 0; p < te.count; ++p) {
    index_t i;
    W x;
    if (te.get(p, i, x)) apply_t(i, x);
  }
  offset_t nvals = 0;
#pragma omp parallel for schedule(static) reduction(+ : nvals) if (nn > 65536)
  for (std::int64_t i = 0; i < nn; ++i) nvals += present[i];
  out.set_nvals(nvals, true);
  return out;
}

}  // namespace graphblade::cpu::detail
