// CUDA backend entry of apply (included by graphblade/ops/apply.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// apply on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void apply(Args&&...) {
  detail::not_implemented("apply");
}

/// apply_index on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void apply_index(Args&&...) {
  detail::not_implemented("apply_index");
}

}  // namespace graphblade::gpu
