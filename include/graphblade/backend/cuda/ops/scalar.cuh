// CUDA backend of the Scalar operations (graphblade/ops/scalar_ops.hpp,
// included under nvcc): z = f(x...) as a one-thread kernel on the stream of
// the calling thread (the recording stream inside a device loop's body). The
// kernel is linkable (detail/condition_link.cuh): recorded right before a
// loop's test of z, it sets the test's handle itself.
#pragma once
#include "graphblade/backend/cuda/detail/condition_link.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/ops/detail/scalar_operand.hpp"

namespace graphblade::gpu {

namespace detail {
/// An operand's value: a Scalar's at its address, a vector's count in its cell or as given.
template <class X>
__device__ __forceinline__ X operand_value(const X* x) {
  return *x;
}
__device__ __forceinline__ offset_t operand_value(::graphblade::detail::count_operand c) {
  return c.cell ? *c.cell : c.value;
}

/// *z = f(x...): the inputs are read before z is written (z may alias one); then the test
/// linked to z, if any.
template <class Z, class Op, class... X>
__global__ void apply_scalar_kernel(condition_link test, Z* z, Op f, X... x) {
  const Z value = Z(f(operand_value(x)...));
  *z = value;
  set_linked_condition(test, &value);
}
}  // namespace detail

/// *z = f(x...) on `device` (all addresses on it; each x a Scalar's address or a count_operand); enqueued
/// only.
template <class Z, class Op, class... X>
void apply_scalar(int device, Z* z, const Op& f, X... x) {
  workspace& ws = default_workspace(device);
  detail::device_guard on(ws.device());
  detail::launch("apply_scalar_kernel", GB_HERE, detail::apply_scalar_kernel<Z, Op, X...>, 1, 1, ws.stream(),
                 detail::condition_link{}, z, f, x...);
  detail::note_linkable_launch(ws.stream(), z, sizeof(Z), 3 + int(sizeof...(X)));
}

}  // namespace graphblade::gpu
