// The GraphBLAS write-back rules shared by both backends (host-device inline
// under nvcc). One output position:
// z = accum ? accum(w, t) : t where the mask allows; elsewhere w is kept
// (merge) or deleted (replace). GraphBLAS C API 2.0 §3.5.6, "mask and replace".
#pragma once
#include "graphblade/core/types.hpp"
#include "graphblade/ops/mask.hpp"

namespace graphblade::backend {

/// Whether position p has an output entry, and its value z.
/// allowed: the mask allows p; has_old/old: the output's current entry; has_t/t: the computed term.
template <class W, class Accum>
GB_INLINE bool merged_entry(bool allowed, bool replace, const Accum& accum, bool has_old, const W& old, bool has_t,
                         const W& t, W& z) {
  if (!allowed) {
    if (replace || !has_old) return false;
    z = old;
    return true;
  }
  if constexpr (is_no_accum_v<Accum>) {
    (void)has_old;
    (void)old;
    if (has_t) z = t;
    return has_t;
  } else {
    if (has_t) z = has_old ? W(accum(old, t)) : t;
    else if (has_old) z = old;
    return has_t || has_old;
  }
}

/// s = accum(s, x) for a reduction's scalar result, s = x without an accumulator.
template <class S, class Accum, class D>
void accumulate_scalar(S& s, const Accum& accum, const D& x) {
  if constexpr (is_no_accum_v<Accum>) s = S(x);
  else s = S(accum(s, S(x)));
}

}  // namespace graphblade::backend
