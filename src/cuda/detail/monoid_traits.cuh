// Compile-time facts about a semiring's additive monoid that the kernels use:
// early exit (a terminal value exists), "any" (first writer wins, no
// combining), and which hardware atomic implements the monoid, if any.
#pragma once
#include <type_traits>

#include "graphblade/algebra/monoid.hpp"

namespace graphblade::gpu::detail {

template <class M, class = void>
struct has_terminal_member : std::false_type {};
template <class M>
struct has_terminal_member<M, std::void_t<decltype(M::has_terminal)>> : std::bool_constant<M::has_terminal> {};
/// True when the monoid has a terminal value (reductions may stop early).
template <class M>
inline constexpr bool has_terminal_v = has_terminal_member<M>::value;

template <class M>
struct is_any_monoid : std::false_type {};
template <class T>
struct is_any_monoid<any_monoid<T>> : std::true_type {};
/// any: the first term to arrive is the result (GraphBLAS GxB_ANY).
template <class M>
inline constexpr bool is_any_v = is_any_monoid<M>::value;

template <class M>
struct is_plus_monoid : std::false_type {};
template <class T>
struct is_plus_monoid<plus_monoid<T>> : std::true_type {};
template <class M>
struct is_min_monoid : std::false_type {};
template <class T>
struct is_min_monoid<min_monoid<T>> : std::true_type {};
template <class M>
struct is_max_monoid : std::false_type {};
template <class T>
struct is_max_monoid<max_monoid<T>> : std::true_type {};
template <class M>
struct is_lor_monoid : std::false_type {};
template <class T>
struct is_lor_monoid<lor_monoid<T>> : std::true_type {};

/// Whether x is the monoid's terminal value (false when it has none).
template <class M, class T>
__device__ __forceinline__ bool reached_terminal(const M& add, const T& x) {
  if constexpr (has_terminal_v<M>) return add.is_terminal(x);
  else return false;
}

}  // namespace graphblade::gpu::detail
