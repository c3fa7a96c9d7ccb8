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

namespace graphblade::gpu {

namespace detail {
/// *z = f(*x...): the inputs are read before z is written (z may alias one); then the test
/// linked to z, if any.
template <class Z, class Op, class... X>
__global__ void apply_scalar_kernel(condition_link test, Z* z, Op f, const X*... x) {
  const Z value = Z(f(*x...));
  *z = value;
  set_linked_condition(test, &value);
}
}  // namespace detail

/// *z = f(*x...) on `device` (all addresses on it); enqueued only.
template <class Z, class Op, class... X>
void apply_scalar(int device, Z* z, const Op& f, const X*... x) {
  workspace& ws = default_workspace(device);
  detail::device_guard on(ws.device());
  detail::launch("apply_scalar_kernel", GB_HERE, detail::apply_scalar_kernel<Z, Op, X...>, 1, 1, ws.stream(),
                 detail::condition_link{}, z, f, x...);
  detail::note_linkable_launch(ws.stream(), z, sizeof(Z), 3 + int(sizeof...(X)));
}

}  // namespace graphblade::gpu
