// CUDA backend entry of ewise (included by graphblade/ops/ewise.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// ewise_add on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void ewise_add(Args&&...) {
  detail::not_implemented("ewise_add");
}

/// ewise_mult on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void ewise_mult(Args&&...) {
  detail::not_implemented("ewise_mult");
}

}  // namespace graphblade::gpu
