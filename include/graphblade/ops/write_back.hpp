// Write-backs fused into a product's output (issue 12, item 3): after
//   w<mask> = accum(w, A ⊕.⊗ u)        (mxv / vxm)
// each write-back updates another vector under the structure of the new w:
//   t<s(w)> = x        also_assign(t, x): x a host value or a Scalar (the BFS
//                      level stamp v<s(f)> = depth)
//   t<s(w)> = w        also_assign(t): w's own values, converted to t's type
//                      (the BFS parents π<s(f)> = f, σ<s(f)> = f)
//   s = ⊕_{i∈s(w)} v(i) also_reduce(s, monoid, v): s a Scalar, the monoid's
//                      identity when w is empty (gb-auto's m_f = +/(out_degree<s(f)>))
// passed after the descriptor: mxv(w, mask, accum, s, A, u, desc, also_assign(v, depth), also_assign(π)).
// The result is defined as those operations run right after the product, in
// the order given (the reduce as t<s(w), replace> = v; s = ⊕/t), so any
// backend may run them after it: the CPU backend does, and so does the CUDA
// backend except in the case it fuses. The CUDA backend stores w and does
// every write-back in one kernel (O(nvals(w)), no launch of their own) when w
// comes out sparse (a push, an edge product, or a pull into a sparse w),
// every assign target is a bitmap, and every reduce reads a bitmap or dense v
// (not w) into a Scalar of 4 bytes or more.
//
// A target (and a reduce's v) has w's size and place, is not w itself, and an
// assign target appears once; a Scalar lives in w's place. Breaking a rule
// throws dimension_mismatch, placement_error or invalid_value before any work
// is done.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <type_traits>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/assign.hpp"
#include "graphblade/ops/detail/checks.hpp"
#include "graphblade/ops/detail/write_back_types.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/reduce.hpp"

namespace graphblade {

namespace detail {

/// One write-back's vector target (null for a reduce), the vector it reads or writes, and the
/// place of its Scalar (null for none).
template <class T, class V>
const void* assign_target(const output_assign<T, V>& a) {
  return a.target;
}
template <class S, class Monoid, class TV>
const void* assign_target(const output_reduce<S, Monoid, TV>&) {
  return nullptr;
}
template <class T, class V>
std::pair<std::uint64_t, const place*> vector_of(const output_assign<T, V>& a) {
  return {a.target->size(), &a.target->where()};
}
template <class S, class Monoid, class TV>
std::pair<std::uint64_t, const place*> vector_of(const output_reduce<S, Monoid, TV>& r) {
  return {r.v->size(), &r.v->where()};
}
template <class T, class V>
const place* scalar_place(const output_assign<T, V>& a) {
  if constexpr (std::is_pointer_v<V>) return &a.value->where();
  else return nullptr;
}
template <class S, class Monoid, class TV>
const place* scalar_place(const output_reduce<S, Monoid, TV>& r) {
  return &r.target->where();
}

/// The write-backs' rules (file comment), checked before the product runs.
template <class W, class... Then>
void check_write_backs(const char* op, const Vector<W>& w, const Then&... then) {
  static_assert((is_write_back<Then>::value && ...),
                "mxv / vxm: after the descriptor come write-backs only (also_assign, also_reduce)");
  const void* targets[] = {nullptr, assign_target(then)...};
  const std::pair<std::uint64_t, const place*> vectors[] = {{0, nullptr}, vector_of(then)...};
  const place* scalar_places[] = {nullptr, scalar_place(then)...};
  for (std::size_t k = 1; k < sizeof targets / sizeof targets[0]; ++k) {
    if (targets[k] == static_cast<const void*>(&w))
      throw invalid_value(std::string(op) + ": a write-back target is the output w itself");
    for (std::size_t j = 1; j < k; ++j)
      if (targets[k] && targets[j] == targets[k])
        throw invalid_value(std::string(op) + ": the same vector is the target of two write-backs");
    check_dim(op, "write-back vector size", vectors[k].first, w.size());
    check_same_place(op, *vectors[k].second, w.where());
    if (scalar_places[k]) check_same_place(op, *scalar_places[k], w.where());
  }
}

}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// One write-back run after the product as the operation it stands for: t<s(w)> = x, s or w.
/// (In the front end's namespace: it dispatches to the backends this translation unit has.)
template <class W, class T, class V>
void run_output_assign(const Vector<W>& w, const output_assign<T, V>& a) {
  if constexpr (std::is_same_v<V, output_values_t>) assign(*a.target, structure(w), no_accum, w);
  else if constexpr (std::is_pointer_v<V>) assign(*a.target, structure(w), no_accum, *a.value);
  else assign(*a.target, structure(w), no_accum, a.value);
}
/// A reduce run after the product: t<s(w), replace> = v ; s = ⊕/t.
template <class W, class S, class Monoid, class TV>
void run_output_assign(const Vector<W>& w, const output_reduce<S, Monoid, TV>& r) {
  Vector<TV> t(w.size(), storage::sparse, w.where());
  assign(t, structure(w), no_accum, *r.v, replace);
  reduce(*r.target, no_accum, r.monoid, t);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
