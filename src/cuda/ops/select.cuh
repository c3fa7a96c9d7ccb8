// CUDA backend entry of select (included by graphblade/ops/select.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// select on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void select(Args&&...) {
  detail::not_implemented("select");
}

}  // namespace graphblade::gpu
