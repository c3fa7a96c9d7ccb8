// CUDA backend entry of assign (included by graphblade/ops/assign.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// assign on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void assign(Args&&...) {
  detail::not_implemented("assign");
}

/// assign_scalar on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void assign_scalar(Args&&...) {
  detail::not_implemented("assign_scalar");
}

/// subassign on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void subassign(Args&&...) {
  detail::not_implemented("subassign");
}

/// subassign_scalar on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void subassign_scalar(Args&&...) {
  detail::not_implemented("subassign_scalar");
}

}  // namespace graphblade::gpu
