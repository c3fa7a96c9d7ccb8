// CUDA backend entry of reduce (included by graphblade/ops/reduce.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// reduce on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void reduce(Args&&...) {
  detail::not_implemented("reduce");
}

}  // namespace graphblade::gpu
