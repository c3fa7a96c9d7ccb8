// Index lists for extract / subassign: from a Vector's values (GraphBLAS 2.1's
// index vectors, for f = f[f] in FastSV, Zhang-Azad-Hu SIAM PP'20 §3), and the
// fold that subassign uses when an index repeats under an accumulator
// (SuiteSparse GxB_subassign: every term for position i is accumulated into
// w(i) in the order of I, e.g. FastSV's f(f(u)) min= gp(u) over all u).
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/mask.hpp"

namespace graphblade {

/// The values of I's entries in ascending index order, as indices (GraphBLAS index vector).
/// I holds integers; throws invalid_index for a negative value. A device vector is read
/// through a host copy. O(size of I).
template <class TI>
std::vector<index_t> index_list(const Vector<TI>& I) {
  static_assert(std::is_integral_v<TI>, "index_list: an index vector holds integers");
  const Vector<TI> list = (I.where().is_host() ? I : I.to(host)).to_storage(storage::sparse);
  std::vector<index_t> out(list.nvals());
  for (offset_t k = 0; k < list.nvals(); ++k) {
    const TI i = list.values()[k];
    if constexpr (std::is_signed_v<TI>)
      if (i < 0) throw invalid_index("index_list: negative index " + std::to_string(i));
    out[k] = index_t(i);
  }
  return out;
}

namespace detail {

/// True when some index appears twice in I (all < n, checked before).
inline bool has_repeated_index(const std::vector<index_t>& I, index_t n) {
  std::vector<bool> seen(n, false);
  for (index_t i : I) {
    if (seen[i]) return true;
    seen[i] = true;
  }
  return false;
}

/// w(I[k]) = accum(w(I[k]), t(k)) for every entry k of t, k ascending; w(I[k]) = t(k) where w
/// has no entry yet. t (size |I|) already holds only the positions the mask lets through.
/// Serial host fold, O(size of w + |I|); a device w goes through a host copy.
template <class W, class Accum, class TT>
void subassign_fold(Vector<W>& w, const Accum& accum, const Vector<TT>& t, const std::vector<index_t>& I) {
  const place where = w.where();
  Vector<W> out = (where.is_host() ? w : w.to(host)).to_storage(storage::bitmap);
  const Vector<TT> terms = (t.where().is_host() ? t : t.to(host)).to_storage(storage::bitmap);
  offset_t added = 0;
  for (index_t k = 0; k < I.size(); ++k) {
    if (!terms.present()[k]) continue;
    const index_t i = I[k];
    const W x = W(terms.values()[k]);
    if (out.present()[i]) {
      if constexpr (is_no_accum_v<Accum>)
        out.values()[i] = x;  // never reached: repeats need an accum
      else
        out.values()[i] = W(accum(out.values()[i], x));
    } else {
      out.present()[i] = 1;
      out.values()[i] = x;
      ++added;
    }
  }
  out.set_nvals(out.nvals() + added);
  w = where.is_host() ? std::move(out) : out.to(where);
}

}  // namespace detail
}  // namespace graphblade
