// Device-memory hooks of graphblade::memory for a build with the CUDA backend
// (declared in src/core/cuda_memory.hpp): plain cudaMalloc / cudaFree (never
// managed memory), cudaMemcpy with unified addressing, cudaMemset. Failures
// become cuda_error (call, file, line) or out_of_memory (bytes asked, free).
#include <cuda_runtime.h>

#include "graphblade/core/errors.hpp"
#include "src/core/cuda_memory.hpp"
#include "src/cuda/detail/check.cuh"
#include "src/cuda/detail/device_guard.cuh"

namespace graphblade::memory::detail {

void* cuda_allocate(std::size_t bytes, int device) {
  gpu::detail::device_guard on(device);
  void* p = nullptr;
  cudaError_t status = cudaMalloc(&p, bytes);
  if (status == cudaErrorMemoryAllocation) {
    (void)cudaGetLastError();
    std::size_t free_bytes = 0, total = 0;
    (void)cudaMemGetInfo(&free_bytes, &total);
    throw out_of_memory("cuda:" + std::to_string(device), bytes, free_bytes);
  }
  GB_CUDA_CHECK(status);
  return p;
}

void cuda_deallocate(void* p, int device) noexcept {
  int previous = -1;
  if (cudaGetDevice(&previous) == cudaSuccess && previous != device) (void)cudaSetDevice(device);
  (void)cudaFree(p);  // a destructor cannot throw; a failing free means a dead context anyway
  if (previous >= 0 && previous != device) (void)cudaSetDevice(previous);
}

void cuda_copy(void* dst, const place& dst_place, const void* src, const place& src_place, std::size_t bytes) {
  // Unified virtual addressing: the runtime knows each pointer's device.
  gpu::detail::device_guard on(dst_place.is_cuda() ? dst_place.device : src_place.device);
  GB_CUDA_CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyDefault));
}

void cuda_fill_bytes(void* p, int device, int value, std::size_t bytes) {
  gpu::detail::device_guard on(device);
  GB_CUDA_CHECK(cudaMemset(p, value, bytes));
}

int cuda_device_count() noexcept {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    (void)cudaGetLastError();  // no driver / no device: report none
    return 0;
  }
  return n;
}

}  // namespace graphblade::memory::detail
