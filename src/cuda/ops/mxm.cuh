// CUDA backend entry of mxm (included by graphblade/ops/mxm.hpp under nvcc).
// Not implemented on the device yet: every call throws not_supported.
#pragma once
#include "src/cuda/ops/not_implemented.cuh"

namespace graphblade::gpu {

/// mxm on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void mxm(Args&&...) {
  detail::not_implemented("mxm");
}

/// mxm_dense on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void mxm_dense(Args&&...) {
  detail::not_implemented("mxm_dense");
}

/// mxm_bits on a CUDA device: not implemented yet (throws not_supported).
template <class... Args>
void mxm_bits(Args&&...) {
  detail::not_implemented("mxm_bits");
}

}  // namespace graphblade::gpu
