// reduce, GraphBLAS C order (output, [mask,] accumulator, monoid, input, descriptor):
//   s = accum(s, ⊕_i u(i))           vector -> scalar (the monoid's identity when u is empty)
//   s = accum(s, ⊕_ij A(i,j))        matrix -> scalar
//   w<mask> = accum(w, ⊕_j A(i,j))   matrix -> vector by rows; transpose(A) reduces columns
//   s = accum(s, ⊕_i u(i))           vector -> Scalar in u's place: on a device the result stays
//                                     there and the host does not wait (a device loop's condition)
// An any_monoid may return any one term.
#pragma once
#include <type_traits>

#include "graphblade/algebra/monoid_traits.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/reduce.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/reduce.cuh"
#endif

namespace graphblade {

namespace detail {
/// reduce takes a monoid (plus_monoid<T>{}, ...), not a semiring: say so at the call (the
/// callers then skip the backend under `if constexpr`, so this is the only error).
template <class Monoid>
constexpr void check_reduce_monoid() {
  static_assert(is_monoid_v<Monoid>,
                "reduce: the operator must be a monoid (e.g. gb::plus_monoid<T>{}); a semiring such as "
                "gb::plus_times<T> is not one: pass its additive monoid");
}
}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// s = accum(s, ⊕ u) with a monoid. Throws nothing beyond the backend's errors.
template <class S, class Accum, class Monoid, class TU, std::enable_if_t<std::is_arithmetic_v<S>, int> = 0>
void reduce(S& s, const Accum& accum, const Monoid& m, const Vector<TU>& u, const descriptor& desc = default_desc) {
  detail::check_reduce_monoid<Monoid>();
  if constexpr (is_monoid_v<Monoid>) GB_DISPATCH(u.where(), reduce, s, accum, m, u, desc);
}

/// s = accum(s, ⊕ u) into a Scalar in u's place; on a device it is enqueued only (no host wait).
/// Throws placement_error when s and u live in different places.
template <class S, class Accum, class Monoid, class TU>
void reduce(Scalar<S>& s, const Accum& accum, const Monoid& m, const Vector<TU>& u,
            const descriptor& desc = default_desc) {
  detail::check_same_place("reduce", u.where(), s.where());
  if (u.where().is_host()) {
    ::graphblade::cpu::reduce(*s.data(), accum, m, u, desc);
    return;
  }
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  ::graphblade::gpu::reduce_to_device(s.data(), accum, m, u);
#else
  ::graphblade::detail::no_device_backend("reduce");
#endif
}

/// s = accum(s, ⊕ A) with a monoid.
template <class S, class Accum, class Monoid, class TA, std::enable_if_t<std::is_arithmetic_v<S>, int> = 0>
void reduce(S& s, const Accum& accum, const Monoid& m, const Matrix<TA>& A, const descriptor& desc = default_desc) {
  detail::check_reduce_monoid<Monoid>();
  if constexpr (is_monoid_v<Monoid>) GB_DISPATCH(A.where(), reduce, s, accum, m, A, desc);
}

/// w<mask> = accum(w, ⊕_j A(i,j)). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Monoid, class AArg>
void reduce(Vector<W>& w, const MaskArg& mask_arg, const Accum& accum, const Monoid& m, const AArg& A_arg,
            const descriptor& desc = default_desc) {
  detail::check_reduce_monoid<Monoid>();
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  detail::check_dim("reduce", "A rows", A.nrows(), w.size());
  detail::check_vector_mask("reduce", mask, w.size(), w.where());
  detail::check_same_place("reduce", A.A.where(), w.where());
  if constexpr (is_monoid_v<Monoid>) GB_DISPATCH(w.where(), reduce, w, mask, accum, m, A, desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
