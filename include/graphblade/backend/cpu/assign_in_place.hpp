// CPU fast path of assign for the BFS update `level<s(q)> = d` / `parent<s(p)> = p`:
// a structural, non-complemented mask, no accumulator, merge (no replace), and a
// bitmap output that is not the mask. Then w(i) changes only at the mask's
// entries, so one pass over them (O(nvals(mask)) for a sparse mask) writes w in
// place: no temporary vector, no O(n) merge. Same result as the GraphBLAS rule
// (w(i) = t(i) where the mask allows, t(i) absent deletes w(i)).
// Also subassign w(I) = t without mask and accumulator into a bitmap w (the
// BFS start, level(s) = 0): O(|I|) in place instead of an O(n) copy.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/grain.hpp"

namespace graphblade::cpu {

/// Does the fast path apply? `u` is the source vector (or null for a scalar).
template <class W, class Mask, class Accum, class TU = W>
bool assign_in_place_applies(const Vector<W>& w, const Mask& mask, const Accum&, bool replace,
                             const Vector<TU>* u = nullptr) {
  if constexpr (is_no_mask_v<Mask> || !is_no_accum_v<Accum>) {
    return false;
  } else {
    const auto& m = mask.container();
    if (!mask.structural || mask.complemented || replace || w.kind() != storage::bitmap) return false;
    if (static_cast<const void*>(&m) == static_cast<const void*>(&w)) return false;
    if (m.kind() == storage::dense) return false;
    if (u && static_cast<const void*>(u) == static_cast<const void*>(&w)) return false;
    // a sparse u is read through its own entry list only when it is the mask itself
    if (u && u->kind() == storage::sparse && static_cast<const void*>(u) != static_cast<const void*>(&m))
      return false;
    return true;
  }
}

/// w<s(m)> = t in place, term(i, k, z) giving t(i) for the mask's k-th entry i.
template <class W, class M, class TermFn>
void assign_in_place(Vector<W>& w, const mask_view<Vector<M>>& mask, const TermFn& term) {
  const Vector<M>& m = mask.container();
  std::uint8_t* p = w.present().data();
  W* v = w.values().data();
  std::int64_t delta = 0;
  auto write = [&](index_t i, offset_t k) -> std::int64_t {
    W z;
    bool has = term(i, k, z);
    std::int64_t before = p[i];
    if (has) v[i] = z;
    p[i] = has ? 1 : 0;
    return std::int64_t(has) - before;
  };
  if (m.kind() == storage::sparse) {
    const index_t* idx = m.indices().data();
    std::int64_t nv = std::int64_t(m.nvals());
#pragma omp parallel for reduction(+ : delta) schedule(static) if (nv > parallel_grain)
    for (std::int64_t k = 0; k < nv; ++k) delta += write(idx[k], offset_t(k));
  } else {
    // Eight presence bytes at a time: skip empty words, visit the set bytes of the others.
    const std::uint8_t* mp = m.present().data();
    const std::int64_t n = std::int64_t(m.size());
    const std::int64_t words = n / 8;
#pragma omp parallel for reduction(+ : delta) schedule(static) if (n > parallel_grain)
    for (std::int64_t wi = 0; wi < words; ++wi) {
      std::uint64_t bytes;
      std::memcpy(&bytes, mp + 8 * wi, 8);
      while (bytes) {  // each set byte is 0x01; its lowest bit gives the position
        const int b = __builtin_ctzll(bytes) / 8;
        bytes &= ~(std::uint64_t(0xff) << (8 * b));
        const std::int64_t i = 8 * wi + b;
        delta += write(index_t(i), offset_t(i));
      }
    }
    for (std::int64_t i = 8 * words; i < n; ++i)
      if (mp[i]) delta += write(index_t(i), offset_t(i));
  }
  w.set_nvals(offset_t(std::int64_t(w.nvals()) + delta));
}

/// w(I) = t in place for a bitmap w (no mask, no accumulator: GxB_subassign
/// writes exactly the positions of I), term(k, z) giving t(k); I distinct.
/// term must not read w (subassign_terms is told when the source u is w).
template <class W, class TermFn>
void subassign_in_place(Vector<W>& w, const std::vector<index_t>& I, const TermFn& term) {
  std::uint8_t* p = w.present().data();
  W* v = w.values().data();
  const index_t* ids = I.data();
  const std::int64_t count = std::int64_t(I.size());
  std::int64_t delta = 0;
#pragma omp parallel for reduction(+ : delta) schedule(static) if (count > parallel_grain)
  for (std::int64_t k = 0; k < count; ++k) {
    const index_t i = ids[k];
    W z;
    const bool has = term(index_t(k), z);
    delta += std::int64_t(has) - std::int64_t(p[i]);
    if (has) v[i] = z;
    p[i] = has ? 1 : 0;
  }
  w.set_nvals(offset_t(std::int64_t(w.nvals()) + delta));
}

/// w(I) = t for an empty sparse w: the list of t's entries in I's order.
template <class W, class TermFn>
void subassign_into_empty(Vector<W>& w, const std::vector<index_t>& I, const TermFn& term) {
  Vector<W> out(w.size(), storage::sparse, w.where());
  out.indices() = buffer<index_t>(std::max<std::size_t>(I.size(), 1));
  out.values() = buffer<W>(std::max<std::size_t>(I.size(), 1));
  offset_t count = 0;
  bool sorted = true;
  for (std::size_t k = 0; k < I.size(); ++k) {
    W z;
    if (!term(index_t(k), z)) continue;
    if (count > 0 && out.indices()[count - 1] >= I[k]) sorted = false;
    out.indices()[count] = I[k];
    out.values()[count] = z;
    ++count;
  }
  out.set_nvals(count, sorted);
  w.swap(out);
}

}  // namespace graphblade::cpu
