// RAII switch of the calling thread's current CUDA device: graphblade calls
// act on the device their operands live on and restore the caller's choice.
#pragma once
#include <cuda_runtime.h>

#include "graphblade/backend/cuda/detail/check.cuh"

namespace graphblade::gpu::detail {

class device_guard {
 public:
  explicit device_guard(int device) {
    GB_CUDA_CHECK(cudaGetDevice(&previous_));
    if (previous_ != device) GB_CUDA_CHECK(cudaSetDevice(device));
    else previous_ = -1;
  }
  ~device_guard() {
    if (previous_ >= 0) (void)cudaSetDevice(previous_);
  }
  device_guard(const device_guard&) = delete;
  device_guard& operator=(const device_guard&) = delete;

 private:
  int previous_ = -1;
};

}  // namespace graphblade::gpu::detail
