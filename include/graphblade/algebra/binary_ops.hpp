// Binary operators (z = f(x, y)) and index operators. An index operator sees the
// positions of the product C(i,j) = ⊕_k A(i,k) ⊗ B(k,j): firsti = i,
// secondi = k (for w = u·A that is the frontier vertex: BFS parents), secondj = j.
#pragma once
#include <cstdint>
#include <limits>
#include <type_traits>

#include "graphblade/core/types.hpp"

namespace graphblade {

template <class T> struct land_op   { using value_type = T; GB_HD T operator()(T x, T y) const { return T(x && y); } };
template <class T> struct lor_op    { using value_type = T; GB_HD T operator()(T x, T y) const { return T(x || y); } };
template <class T> struct pair_op   { using value_type = T; GB_HD T operator()(T, T) const { return T(1); } };
template <class T> struct first_op  { using value_type = T; GB_HD T operator()(T x, T) const { return x; } };
template <class T> struct second_op { using value_type = T; GB_HD T operator()(T, T y) const { return y; } };

namespace detail {
/// The type plus/minus/times/ainv compute in: for an integer type other than
/// bool, an unsigned type at least as wide as `unsigned` (no promotion to a
/// signed int), so overflow wraps modulo 2^bits as in C's unsigned arithmetic
/// instead of being undefined; the result converts back to T (two's
/// complement). Floating types and bool compute as themselves.
template <class T, bool = std::is_integral<T>::value && !std::is_same<T, bool>::value>
struct wrapping { using type = T; };
template <class T>
struct wrapping<T, true> { using type = std::common_type_t<unsigned, std::make_unsigned_t<T>>; };
template <class T> using wrapping_t = typename wrapping<T>::type;
}  // namespace detail

/// Integer plus, minus, times and ainv wrap on overflow (INT_MAX + 1 == INT_MIN), see detail::wrapping.
template <class T> struct plus_op   { using value_type = T; GB_HD T operator()(T x, T y) const { using W = detail::wrapping_t<T>; return T(W(x) + W(y)); } };
template <class T> struct minus_op  { using value_type = T; GB_HD T operator()(T x, T y) const { using W = detail::wrapping_t<T>; return T(W(x) - W(y)); } };
template <class T> struct times_op  { using value_type = T; GB_HD T operator()(T x, T y) const { using W = detail::wrapping_t<T>; return T(W(x) * W(y)); } };
template <class T> struct min_op    { using value_type = T; GB_HD T operator()(T x, T y) const { return y < x ? y : x; } };
template <class T> struct max_op    { using value_type = T; GB_HD T operator()(T x, T y) const { return x < y ? y : x; } };

/// z = x / y. Integer division by zero follows SuiteSparse:GraphBLAS instead of trapping:
/// 0 / 0 = 0, x / 0 = the largest value for x > 0 and the smallest for x < 0.
template <class T> struct div_op {
  using value_type = T;
  GB_HD T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      if (y == T(0)) return x == T(0) ? T(0) : x > T(0) ? std::numeric_limits<T>::max() : std::numeric_limits<T>::min();
    }
    return T(x / y);
  }
};
/// Comparisons: z = (x op y) as bool over the domain T (GrB_EQ_T, GrB_NE_T, GrB_LT_T, ...);
/// ewise_mult(C, ..., eq_op<T>{}, A, B) gives where A and B agree (see isequal).
template <class T> struct eq_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x == y; } };
template <class T> struct ne_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x != y; } };
template <class T> struct lt_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x < y; } };
template <class T> struct le_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x <= y; } };
template <class T> struct gt_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x > y; } };
template <class T> struct ge_op { using value_type = T; GB_HD bool operator()(T x, T y) const { return x >= y; } };

/// Marker base: an index operator is called as op(x, y, i, k, j).
struct index_op_tag {};

/// z = i, the row of the first operand's entry (0-based).
template <class T> struct firsti_op : index_op_tag {
  using value_type = T;
  GB_HD T operator()(T, T, index_t i, index_t, index_t) const { return T(i); }
};
/// z = k, the contraction index: the row of B(k,j) / the entry index of u in u·A and A·u.
template <class T> struct secondi_op : index_op_tag {
  using value_type = T;
  GB_HD T operator()(T, T, index_t, index_t k, index_t) const { return T(k); }
};
/// z = j, the column of the second operand's entry.
template <class T> struct secondj_op : index_op_tag {
  using value_type = T;
  GB_HD T operator()(T, T, index_t, index_t, index_t j) const { return T(j); }
};

template <class Op>
inline constexpr bool is_index_op_v = std::is_base_of_v<index_op_tag, Op>;

/// Whether a multiply operator reads its operands' values: an index operator and pair do not
/// (a product may then leave the values of its inputs unread).
template <class Op>
inline constexpr bool reads_operand_values_v = !is_index_op_v<Op>;
template <class T>
inline constexpr bool reads_operand_values_v<pair_op<T>> = false;

/// Call a multiply operator for the product term A(i,k) ⊗ B(k,j).
template <class Op, class T>
GB_INLINE T multiply(const Op& op, T x, T y, index_t i, index_t k, index_t j) {
  if constexpr (is_index_op_v<Op>) return op(x, y, i, k, j);
  else return op(x, y);
}

/// Unary operators for apply().
template <class T> struct identity_op { using value_type = T; GB_HD T operator()(T x) const { return x; } };
template <class T> struct ainv_op     { using value_type = T; GB_HD T operator()(T x) const { using W = detail::wrapping_t<T>; return T(W(0) - W(x)); } };
template <class T> struct one_op      { using value_type = T; GB_HD T operator()(T) const { return T(1); } };
template <class T> struct lnot_op     { using value_type = T; GB_HD T operator()(T x) const { return T(!x); } };

/// Index-unary operators for apply()/select(): f(x, i, j, thunk); vectors pass j = 0.
/// The positional ones (rowindex colindex tril triu) take a std::int64_t thunk whatever T is, as
/// GraphBLAS's GrB_TRIL / GrB_ROWINDEX_INT64 do: select(L, ..., tril_op<bool>{}, A, -1) is the strict
/// lower triangle, the -1 never becomes a bool.
template <class T> struct rowindex_op { using value_type = T; GB_HD T operator()(T, index_t i, index_t, std::int64_t thunk) const { return T(std::int64_t(i) + thunk); } };
template <class T> struct colindex_op { using value_type = T; GB_HD T operator()(T, index_t, index_t j, std::int64_t thunk) const { return T(std::int64_t(j) + thunk); } };
template <class T> struct tril_op     { using value_type = bool; GB_HD bool operator()(T, index_t i, index_t j, std::int64_t thunk) const { return std::int64_t(j) - std::int64_t(i) <= thunk; } };
template <class T> struct triu_op     { using value_type = bool; GB_HD bool operator()(T, index_t i, index_t j, std::int64_t thunk) const { return std::int64_t(j) - std::int64_t(i) >= thunk; } };
template <class T> struct offdiag_op  { using value_type = bool; GB_HD bool operator()(T, index_t i, index_t j, T) const { return i != j; } };
template <class T> struct valuene_op  { using value_type = bool; GB_HD bool operator()(T x, index_t, index_t, T thunk) const { return x != thunk; } };
template <class T> struct valueeq_op  { using value_type = bool; GB_HD bool operator()(T x, index_t, index_t, T thunk) const { return x == thunk; } };
template <class T> struct valuegt_op  { using value_type = bool; GB_HD bool operator()(T x, index_t, index_t, T thunk) const { return x > thunk; } };
template <class T> struct valuelt_op  { using value_type = bool; GB_HD bool operator()(T x, index_t, index_t, T thunk) const { return x < thunk; } };

}  // namespace graphblade
