// Compile-time facts about monoids that both backends use, and the monoid
// contract written down once. A monoid M over T provides:
//   using value_type = T;
//   static constexpr bool has_terminal;      // a value x with x ⊕ y = x for every y exists
//   static T identity();                     // 0 ⊕ x = x
//   static T terminal();                     // meaningful only when has_terminal
//   static bool is_terminal(T x);            // false for every x when !has_terminal
//   T operator()(T a, T b) const;            // associative and commutative
// "any" (GraphBLAS GxB_ANY) returns either operand: every value is terminal
// and the first term to arrive is the result (kernels let the first writer win).
#pragma once
#include <type_traits>

#include "graphblade/algebra/monoid.hpp"

namespace graphblade {

namespace detail {
template <class M, class = void>
struct monoid_contract : std::false_type {};
template <class M>
struct monoid_contract<M, std::void_t<typename M::value_type, decltype(M::has_terminal), decltype(M::identity()),
                                      decltype(M::terminal()),
                                      decltype(M::is_terminal(std::declval<typename M::value_type>())),
                                      decltype(std::declval<const M&>()(std::declval<typename M::value_type>(),
                                                                        std::declval<typename M::value_type>()))>>
    : std::bool_constant<std::is_convertible_v<decltype(M::identity()), typename M::value_type> &&
                         std::is_convertible_v<decltype(M::terminal()), typename M::value_type> &&
                         std::is_convertible_v<decltype(M::is_terminal(std::declval<typename M::value_type>())),
                                               bool> &&
                         std::is_same_v<std::remove_cv_t<decltype(M::has_terminal)>, bool>> {};
}  // namespace detail

/// True when M meets the monoid contract above (checked with static_assert by the front ends).
template <class M>
inline constexpr bool is_monoid_v = detail::monoid_contract<M>::value;

/// True when the monoid has a terminal value (reductions may stop early).
template <class M>
inline constexpr bool has_terminal_v = M::has_terminal;

template <class M>
inline constexpr bool is_any_monoid_v = false;
template <class T>
inline constexpr bool is_any_monoid_v<any_monoid<T>> = true;
template <class M>
inline constexpr bool is_plus_monoid_v = false;
template <class T>
inline constexpr bool is_plus_monoid_v<plus_monoid<T>> = true;
template <class M>
inline constexpr bool is_min_monoid_v = false;
template <class T>
inline constexpr bool is_min_monoid_v<min_monoid<T>> = true;
template <class M>
inline constexpr bool is_max_monoid_v = false;
template <class T>
inline constexpr bool is_max_monoid_v<max_monoid<T>> = true;
template <class M>
inline constexpr bool is_lor_monoid_v = false;
template <class T>
inline constexpr bool is_lor_monoid_v<lor_monoid<T>> = true;

static_assert(is_monoid_v<lor_monoid<bool>> && is_monoid_v<land_monoid<bool>> && is_monoid_v<any_monoid<int>> &&
              is_monoid_v<plus_monoid<double>> && is_monoid_v<times_monoid<float>> &&
              is_monoid_v<min_monoid<int>> && is_monoid_v<max_monoid<double>>);
static_assert(is_any_monoid_v<any_monoid<bool>> && !is_any_monoid_v<lor_monoid<bool>>);

}  // namespace graphblade
