// Monoids: an associative, commutative operator with an identity and, where one
// exists, a terminal (annihilator) value that lets a reduction stop early —
// the early exit of bottom-up BFS (TurboBFS Alg. 6, Beamer's pull step).
#pragma once
#include <limits>
#include <type_traits>

#include "graphblade/core/types.hpp"

namespace graphblade {

namespace detail {
template <class T>
GB_HD constexpr T lowest_value() {
  if constexpr (std::is_floating_point_v<T>) return -std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::lowest();
}
template <class T>
GB_HD constexpr T highest_value() {
  if constexpr (std::is_floating_point_v<T>) return std::numeric_limits<T>::infinity();
  else return std::numeric_limits<T>::max();
}
}  // namespace detail

/// Logical or: identity false, terminal true.
template <class T = bool>
struct lor_monoid {
  using value_type = T;
  static constexpr bool has_terminal = true;
  GB_HD static constexpr T identity() { return T(0); }
  GB_HD static constexpr T terminal() { return T(1); }
  GB_HD T operator()(T a, T b) const { return T(a || b); }
  GB_HD static constexpr bool is_terminal(T x) { return bool(x); }
};

/// Logical and: identity true, terminal false.
template <class T = bool>
struct land_monoid {
  using value_type = T;
  static constexpr bool has_terminal = true;
  GB_HD static constexpr T identity() { return T(1); }
  GB_HD static constexpr T terminal() { return T(0); }
  GB_HD T operator()(T a, T b) const { return T(a && b); }
  GB_HD static constexpr bool is_terminal(T x) { return !bool(x); }
};

/// "Any": returns either operand; every value is terminal (stop at the first).
/// Results are nondeterministic where several entries contribute.
template <class T>
struct any_monoid {
  using value_type = T;
  static constexpr bool has_terminal = true;
  GB_HD static constexpr T identity() { return T(0); }
  GB_HD static constexpr T terminal() { return T(0); }
  GB_HD T operator()(T a, T) const { return a; }
  GB_HD static constexpr bool is_terminal(T) { return true; }
};

/// Addition: identity 0, no terminal.
template <class T>
struct plus_monoid {
  using value_type = T;
  static constexpr bool has_terminal = false;
  GB_HD static constexpr T identity() { return T(0); }
  GB_HD static constexpr T terminal() { return T(0); }
  GB_HD T operator()(T a, T b) const { return T(a + b); }
  GB_HD static constexpr bool is_terminal(T) { return false; }
};

/// Multiplication: identity 1; terminal 0 for integers (not for floats: NaN·0).
template <class T>
struct times_monoid {
  using value_type = T;
  static constexpr bool has_terminal = std::is_integral_v<T>;
  GB_HD static constexpr T identity() { return T(1); }
  GB_HD static constexpr T terminal() { return T(0); }
  GB_HD T operator()(T a, T b) const { return T(a * b); }
  GB_HD static constexpr bool is_terminal(T x) { return has_terminal && x == T(0); }
};

/// Minimum: identity +inf (or max), terminal -inf (or lowest).
template <class T>
struct min_monoid {
  using value_type = T;
  static constexpr bool has_terminal = true;
  GB_HD static constexpr T identity() { return detail::highest_value<T>(); }
  GB_HD static constexpr T terminal() { return detail::lowest_value<T>(); }
  GB_HD T operator()(T a, T b) const { return b < a ? b : a; }
  GB_HD static constexpr bool is_terminal(T x) { return x == terminal(); }
};

/// Maximum: identity -inf (or lowest), terminal +inf (or max).
template <class T>
struct max_monoid {
  using value_type = T;
  static constexpr bool has_terminal = true;
  GB_HD static constexpr T identity() { return detail::lowest_value<T>(); }
  GB_HD static constexpr T terminal() { return detail::highest_value<T>(); }
  GB_HD T operator()(T a, T b) const { return a < b ? b : a; }
  GB_HD static constexpr bool is_terminal(T x) { return x == terminal(); }
};

}  // namespace graphblade
