// Operations on Scalars (GrB_Scalar), the state of a device loop (ops/loop.hpp,
// issue 13): each is enqueued where the Scalar lives and returns, so a loop
// body can keep counters, depths and branch flags on the device.
//   apply(z, f, x...)   z = f(x...)  (f a function object callable on host and device, GB_HD; each x a
//                       Scalar, or nvals_of(u): u's entry count read when the apply runs)
//   nvals(s, u)         s = nvals(u) (u's count copied on the device; no host wait)
// On the host these are plain assignments. Cost: one one-thread kernel on a device.
#pragma once
#include <type_traits>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/detail/scalar_operand.hpp"
#include "graphblade/ops/loop.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/scalar.cuh"
#endif

namespace graphblade {

/// u's entry count as an operand of apply(Scalar) (nvals_of): read where u lives when the apply runs, on a
/// device in u's count cell while the count is there (no host wait). A loop that advances its state on |u|
/// then needs no nvals into a Scalar first: one one-thread kernel less a pass. It refers to u, which must
/// outlive the apply (and a recorded loop that holds it, like any operand).
template <class T>
struct vector_count {
  const Vector<T>* u;
};

/// nvals_of(u): u's entry count as an operand of apply(Scalar).
template <class T>
vector_count<T> nvals_of(const Vector<T>& u) {
  return {&u};
}

namespace detail {
/// An operand of apply(Scalar): its value type, its place, its value on the host and what a device
/// kernel reads (a Scalar's address; a count's cell, or the count where the host knows it).
template <class X>
struct scalar_operand;
template <class X>
struct scalar_operand<Scalar<X>> {
  using value_type = X;
  static const place& where(const Scalar<X>& x) { return x.where(); }
  static X host_value(const Scalar<X>& x) { return *x.data(); }
  static const X* device(const Scalar<X>& x) { return x.data(); }
};
template <class T>
struct scalar_operand<vector_count<T>> {
  using value_type = offset_t;
  static const place& where(const vector_count<T>& c) { return c.u->where(); }
  static offset_t host_value(const vector_count<T>& c) { return c.u->nvals(); }
  static ::graphblade::detail::count_operand device(const vector_count<T>& c) {
    const offset_t* cell = c.u->device_count();
    return {cell, cell ? 0 : c.u->nvals()};
  }
};
template <class X, class = void>
struct is_scalar_operand : std::false_type {};
template <class X>
struct is_scalar_operand<X, std::void_t<typename scalar_operand<X>::value_type>> : std::true_type {};
}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// z = f(x...) where z lives (z may be one of the x); each x a Scalar or nvals_of(u). Throws placement_error
/// when the places differ.
template <class Z, class Op, class... X,
          class = std::enable_if_t<(detail::is_scalar_operand<X>::value && ...)>>
void apply(Scalar<Z>& z, const Op& f, const X&... x) {
  static_assert(std::is_invocable_v<const Op&, typename detail::scalar_operand<X>::value_type...>,
                "apply(Scalar): f must be callable with the operands' values");
  if (((detail::scalar_operand<X>::where(x) != z.where()) || ...))
    throw placement_error("apply(Scalar): the operands live in different places");
  if (z.where().is_host()) {
    *z.data() = Z(f(detail::scalar_operand<X>::host_value(x)...));
    return;
  }
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
  ::graphblade::gpu::apply_scalar(z.where().device, z.data(), f, detail::scalar_operand<X>::device(x)...);
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
