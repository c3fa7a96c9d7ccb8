// Operations on Scalars (GrB_Scalar), the state of a device loop (ops/loop.hpp,
// issue 13): each is enqueued where the Scalar lives and returns, so a loop
// body can keep counters, depths and branch flags on the device.
//   apply(z, f, x...)   z = f(x...)  (f a function object callable on host and device, GB_HD)
//   nvals(s, u)         s = nvals(u) (u's count copied on the device; no host wait)
// On the host these are plain assignments. Cost: one one-thread kernel on a device.
#pragma once
#include <type_traits>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/loop.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/scalar.cuh"
#endif

namespace graphblade {
inline namespace GB_FRONT_END_NAMESPACE {

/// z = f(x...) where z lives (z may be one of the x). Throws placement_error when the places differ.
template <class Z, class Op, class... X>
void apply(Scalar<Z>& z, const Op& f, const Scalar<X>&... x) {
  static_assert(std::is_invocable_v<const Op&, X...>, "apply(Scalar): f must be callable with the Scalars' values");
  if (((x.where() != z.where()) || ...)) throw placement_error("apply(Scalar): the Scalars live in different places");
  if (z.where().is_host()) {
    *z.data() = Z(f(*x.data()...));
    return;
  }
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  ::graphblade::gpu::apply_scalar(z.where().device, z.data(), f, x.data()...);
#else
  detail::no_device_backend("apply(Scalar)");
#endif
}

/// s = nvals(u), without the host waiting for a count that is still on the device.
template <class T>
void nvals(Scalar<offset_t>& s, const Vector<T>& u) {
  if (s.where() != u.where()) throw placement_error("nvals(Scalar, Vector): the two live in different places");
  if (u.where().is_host()) {
    *s.data() = u.nvals();
    return;
  }
  const offset_t* cell = u.device_count();
  detail::copy_count(u.where().device, s.data(), cell, cell ? 0 : u.nvals());
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
