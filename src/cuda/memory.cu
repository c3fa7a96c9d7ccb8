// Device-memory hooks of graphblade::memory for a build with the CUDA backend
// (declared in graphblade/core/detail/device_hooks.hpp): device memory from the device's
// stream-ordered pool (cudaMallocAsync / cudaFreeAsync on the legacy stream
// that every graphblade call uses; never managed memory), kept cached by a
// release threshold so that the vectors a BFS makes per traversal and per
// direction switch cost no cudaMalloc / cudaFree (each of those synchronises
// the device); cudaMemcpy with unified addressing, cudaMemset. Failures become
// cuda_error (call, file, line) or out_of_memory (bytes asked, free): on a
// failed allocation the pool's cache is released and the allocation retried once.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#include "graphblade/core/device_activity.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/core/detail/device_hooks.hpp"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"

namespace graphblade::memory::detail {

namespace {

/// The device's default memory pool, set (once per device) to keep freed memory cached.
cudaMemPool_t cached_pool(int device) {
  static std::mutex m;
  static std::map<int, cudaMemPool_t> pools;
  std::lock_guard<std::mutex> lock(m);
  auto it = pools.find(device);
  if (it != pools.end()) return it->second;
  cudaMemPool_t pool;
  GB_CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, device));
  std::uint64_t keep = ~std::uint64_t(0);
  GB_CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
  return pools[device] = pool;
}

}  // namespace

void* cuda_allocate(std::size_t bytes, int device) {
  gpu::detail::device_guard on(device);
  const cudaMemPool_t pool = cached_pool(device);
  void* p = nullptr;
  cudaError_t status = cudaMallocAsync(&p, bytes, nullptr);
  if (status == cudaErrorMemoryAllocation) {  // give the cache back and try once more
    (void)cudaGetLastError();
    ::graphblade::detail::note_host_sync();
    GB_CUDA_CHECK(cudaDeviceSynchronize());
    GB_CUDA_CHECK(cudaMemPoolTrimTo(pool, 0));
    status = cudaMallocAsync(&p, bytes, nullptr);
  }
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
  // Stream-ordered: the memory returns to the pool after the work queued before it.
  // A destructor cannot throw; a failing free means a dead context anyway.
  (void)cudaFreeAsync(p, nullptr);
  if (previous >= 0 && previous != device) (void)cudaSetDevice(previous);
}

void cuda_copy(void* dst, const place& dst_place, const void* src, const place& src_place, std::size_t bytes) {
  // Unified virtual addressing: the runtime knows each pointer's device.
  gpu::detail::device_guard on(dst_place.is_cuda() ? dst_place.device : src_place.device);
  if (dst_place.is_cuda() && src_place.is_cuda() && dst_place.device == src_place.device) {
    // Within one device: enqueued on the calling thread's graphblade stream, ordered with the operations
    // (and recorded inside a device loop body); the host does not wait.
    GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(dst, src, bytes, cudaMemcpyDeviceToDevice,
                                                        gpu::default_workspace(dst_place.device).stream()));
    return;
  }
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_blocking(dst, src, bytes, cudaMemcpyDefault));
}

namespace {
/// The bytes of a store(), passed by value in the kernel's arguments.
struct store_payload {
  unsigned char bytes[store_max_bytes];
};
/// dst[0, n) = p.bytes[0, n).
__global__ void store_bytes(unsigned char* dst, store_payload p, unsigned n) {
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x) dst[i] = p.bytes[i];
}
}  // namespace

void cuda_store(void* dst, int device, const void* src, std::size_t bytes) {
  gpu::detail::device_guard on(device);
  store_payload p;
  std::memcpy(p.bytes, src, bytes);
  ::graphblade::detail::note_launch();
  store_bytes<<<1, 32, 0, gpu::default_workspace(device).stream()>>>(static_cast<unsigned char*>(dst), p,
                                                                      unsigned(bytes));
  GB_CUDA_CHECK(cudaGetLastError());
}

void cuda_read_to_host(const host_read* reads, std::size_t count, int device) {
  gpu::detail::device_guard on(device);
  const auto padded = [](std::size_t bytes) { return (bytes + 15) / 16 * 16; };
  std::size_t total = 0;
  for (std::size_t k = 0; k < count; ++k) total += padded(reads[k].bytes);
  if (total == 0) return;
  const cudaStream_t stream = gpu::default_workspace(device).stream();
  void* staging = nullptr;  // the pieces side by side on the device, then one copy out and one wait
  GB_CUDA_CHECK(cudaMallocAsync(&staging, total, stream));
  std::size_t at = 0;
  for (std::size_t k = 0; k < count; ++k) {
    if (reads[k].bytes)
      GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(static_cast<unsigned char*>(staging) + at, reads[k].src,
                                                          reads[k].bytes, cudaMemcpyDeviceToDevice, stream));
    at += padded(reads[k].bytes);
  }
  std::vector<unsigned char> out(total);
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(out.data(), staging, total, cudaMemcpyDeviceToHost, stream));
  GB_CUDA_CHECK(cudaFreeAsync(staging, stream));
  GB_HOST_SYNC(stream);
  at = 0;
  for (std::size_t k = 0; k < count; ++k) {
    std::memcpy(reads[k].dst, out.data() + at, reads[k].bytes);
    at += padded(reads[k].bytes);
  }
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
