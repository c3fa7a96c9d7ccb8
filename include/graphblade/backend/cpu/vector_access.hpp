// Uniform random access to a Vector of any storage for the CPU kernels, the
// vector mask test, and the masked write-back of computed terms into the
// output (keeping the output's storage kind where it can).
// Costs: lookup_of is O(1) for dense/bitmap and O(n) for sparse (an owned
// bitmap copy: the work-efficient paths use detail::random_access_input, an
// O(nvals) scatter, instead); bitmap_terms and count_present are O(n);
// merge_vector is O(nvals(w) + nvals(t) + nvals(mask)) for a sparse t into a
// sparse w (and into a bitmap w with an accumulator and no replace:
// sparse_merge.hpp), else O(n). Every O(n) pass adds n to dense_slots_visited,
// which the tests read to pin the work-efficient paths.
#pragma once
#include <atomic>
#include <cstdint>
#include <utility>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/grain.hpp"
#include "graphblade/backend/cpu/sparse_merge.hpp"
#include "graphblade/backend/common/merge_rule.hpp"

namespace graphblade::cpu {

/// Positions visited by the O(n) passes of the CPU vector operations since
/// start (bitmap_terms, count_present, merge_vector's bitmap merge, the
/// general subassign): an instrumented cost, read by the tests.
inline std::atomic<std::uint64_t> dense_slots_visited{0};

/// Count an O(n) pass over n positions.
inline void note_dense_pass(index_t n) { dense_slots_visited.fetch_add(n, std::memory_order_relaxed); }

/// has(i) / value(i) over a dense or bitmap vector; a sparse vector is first
/// scattered into an owned bitmap copy (O(n), the one conversion needed for
/// random access).
template <class T>
struct vector_lookup {
  const std::uint8_t* present = nullptr;  ///< null: every entry present (dense)
  const T* values = nullptr;
  Vector<T> owned;
  bool has(index_t i) const { return !present || present[i]; }
  T value(index_t i) const { return values[i]; }
};

template <class T>
vector_lookup<T> lookup_of(const Vector<T>& u) {
  vector_lookup<T> L;
  const Vector<T>* src = &u;
  if (u.kind() == storage::sparse) {
    L.owned = u.to_storage(storage::bitmap);
    src = &L.owned;
  }
  L.present = src->kind() == storage::dense ? nullptr : src->present().data();
  L.values = src->values().data();
  return L;
}

/// Mask test per index: no_mask allows everything.
struct all_allowed {
  bool allows(index_t) const { return true; }
};
template <class M>
struct vector_mask {
  vector_lookup<M> m;
  bool structural = false, complemented = false;
  bool allows(index_t i) const {
    bool on = m.has(i) && (structural || m.value(i) != M(0));
    return on != complemented;
  }
};
inline all_allowed mask_of(no_mask_t) { return {}; }
template <class M>
vector_mask<M> mask_of(const mask_view<Vector<M>>& v) {
  return {lookup_of(v.container()), v.structural, v.complemented};
}

/// A bitmap vector of n terms: term(i, z) sets z and returns true where T(i) exists.
template <class W, class TermFn>
Vector<W> bitmap_terms(index_t n, const TermFn& term) {
  note_dense_pass(n);
  Vector<W> t(n, storage::bitmap);
  std::uint8_t* p = t.present().data();
  W* v = t.values().data();
#pragma omp parallel for schedule(static) if (n > parallel_grain)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) p[i] = term(index_t(i), v[i]) ? 1 : 0;
  return t;
}

/// Number of set bytes of a presence array.
inline offset_t count_present(const std::uint8_t* p, index_t n) {
  note_dense_pass(n);
  offset_t c = 0;
#pragma omp parallel for reduction(+ : c) schedule(static) if (n > parallel_grain)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) c += p[i];
  return c;
}

/// w = out (a bitmap with its count set) in w's storage kind: sparse stays
/// sparse (sorted), bitmap stays bitmap, dense stays dense when full (else bitmap).
template <class W>
void store_like(Vector<W>& w, Vector<W>&& out) {
  storage k = w.kind();
  if (k == storage::sparse) out = out.to_storage(storage::sparse);
  else if (k == storage::dense && out.nvals() == out.size()) out = out.to_storage(storage::dense);
  w.swap(out);
}

/// w<mask, replace> = accum(w, t), t a bitmap or a sparse list of w's size
/// (cost: see the file comment).
template <class W, class Mask, class Accum>
void merge_vector(Vector<W>& w, const Mask& mask_arg, const Accum& accum, const Vector<W>& t, bool replace) {
  if (t.kind() == storage::sparse) {
    if (w.kind() == storage::sparse) return merge_sparse(w, mask_arg, accum, t, replace);
    if constexpr (!is_no_accum_v<Accum>)
      if (w.kind() == storage::bitmap && !replace) return merge_sparse_into_bitmap(w, mask_arg, accum, t);
    return merge_vector(w, mask_arg, accum, t.to_storage(storage::bitmap), replace);
  }
  note_dense_pass(w.size());
  auto mask = mask_of(mask_arg);
  auto old = lookup_of(w);
  index_t n = w.size();
  Vector<W> out(n, storage::bitmap);
  std::uint8_t* op = out.present().data();
  W* ov = out.values().data();
  const std::uint8_t* tp = t.present().data();
  const W* tv = t.values().data();
#pragma omp parallel for schedule(static) if (n > parallel_grain)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) {
    bool has_old = old.has(index_t(i));
    W ow = has_old ? old.value(index_t(i)) : W();
    op[i] = backend::merged_entry(mask.allows(index_t(i)), replace, accum, has_old, ow, bool(tp[i]), tv[i], ov[i]) ? 1 : 0;
  }
  out.set_nvals(count_present(op, n));
  store_like(w, std::move(out));
}

}  // namespace graphblade::cpu
