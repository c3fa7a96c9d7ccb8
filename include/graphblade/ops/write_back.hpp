// Write-backs fused into a product's output (issue 12, item 3): after
//   w<mask> = accum(w, A ⊕.⊗ u)        (mxv / vxm)
// each write-back updates another vector under the structure of the new w:
//   t<s(w)> = x        also_assign(t, x): x a host value or a Scalar (the BFS
//                      level stamp v<s(f)> = depth)
//   t<s(w)> = w        also_assign(t): w's own values, converted to t's type
//                      (the BFS parents π<s(f)> = f, σ<s(f)> = f)
// passed after the descriptor: mxv(w, mask, accum, s, A, u, desc, also_assign(v, depth), also_assign(π)).
// The result is defined as those assigns run right after the product, in the
// order given, so any backend may run them after it: the CPU backend does,
// and so does the CUDA backend except in the case it fuses. The CUDA backend
// stores w and every target in one kernel (O(nvals(w)), no extra launch per
// target) when the product's terms are the whole result (no accumulator;
// replace, no mask or an empty w) and come out as a sparse w (a push, an edge
// product, or a pull into a sparse w) and every target is a bitmap.
//
// A target has w's size and place, is not w itself and appears once; a Scalar
// lives in w's place. Breaking a rule throws dimension_mismatch,
// placement_error or invalid_value before any work is done.
#pragma once
#include <cstdint>
#include <string>
#include <type_traits>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/assign.hpp"
#include "graphblade/ops/detail/checks.hpp"
#include "graphblade/ops/mask.hpp"

namespace graphblade {

/// The value of a write-back that stores w's own value at each of w's entries.
struct output_values_t {};

/// target<s(w)> = value after the product's output w (see the file comment). Value: T (a host
/// value), const Scalar<X>* (read where it lives) or output_values_t (w's values).
template <class T, class Value>
struct output_assign {
  Vector<T>* target;
  Value value;
};

/// t<s(w)> = x after the product (x converted to T).
template <class T, class X, std::enable_if_t<std::is_arithmetic_v<X>, int> = 0>
output_assign<T, T> also_assign(Vector<T>& target, const X& x) {
  return {&target, T(x)};
}
/// t<s(w)> = s after the product, s a Scalar read where it lives (a device loop's depth).
template <class T, class X>
output_assign<T, const Scalar<X>*> also_assign(Vector<T>& target, const Scalar<X>& s) {
  return {&target, &s};
}
/// t<s(w)> = w after the product.
template <class T>
output_assign<T, output_values_t> also_assign(Vector<T>& target) {
  return {&target, output_values_t{}};
}

namespace detail {

/// The place of a write-back's Scalar (null for a host value or w's values).
template <class T, class V>
const place* scalar_place(const output_assign<T, V>& a) {
  if constexpr (std::is_pointer_v<V>) return &a.value->where();
  else return nullptr;
}

/// The write-backs' rules (file comment), checked before the product runs.
template <class W, class... T, class... V>
void check_output_assigns(const char* op, const Vector<W>& w, const output_assign<T, V>&... a) {
  const void* targets[] = {nullptr, static_cast<const void*>(a.target)...};
  const std::uint64_t sizes[] = {0, std::uint64_t(a.target->size())...};
  const place* places[] = {nullptr, &a.target->where()...};
  const place* scalar_places[] = {nullptr, scalar_place(a)...};
  for (std::size_t k = 1; k < sizeof targets / sizeof targets[0]; ++k) {
    if (targets[k] == static_cast<const void*>(&w))
      throw invalid_value(std::string(op) + ": a write-back target is the output w itself");
    for (std::size_t j = 1; j < k; ++j)
      if (targets[j] == targets[k])
        throw invalid_value(std::string(op) + ": the same vector is the target of two write-backs");
    check_dim(op, "write-back target size", sizes[k], w.size());
    check_same_place(op, *places[k], w.where());
    if (scalar_places[k]) check_same_place(op, *scalar_places[k], w.where());
  }
}

}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// One write-back run after the product as the assign it stands for: t<s(w)> = x, s or w.
/// (In the front end's namespace: it dispatches to the backends this translation unit has.)
template <class W, class T, class V>
void run_output_assign(const Vector<W>& w, const output_assign<T, V>& a) {
  if constexpr (std::is_same_v<V, output_values_t>) assign(*a.target, structure(w), no_accum, w);
  else if constexpr (std::is_pointer_v<V>) assign(*a.target, structure(w), no_accum, *a.value);
  else assign(*a.target, structure(w), no_accum, a.value);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
