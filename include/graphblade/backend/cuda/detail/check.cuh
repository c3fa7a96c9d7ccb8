// Error checking for CUDA calls: every runtime/library call and every kernel
// launch goes through GB_CUDA_CHECK / GB_CUDA_CHECK_LAUNCH, which turn a
// failure into graphblade::cuda_error naming the call, the file and the line
// (ARCHITECTURE.md, "Errors"). Kernels themselves never throw.
#pragma once
#include <cuda_runtime.h>

#include <cstddef>
#include <string>

#include "graphblade/core/device_activity.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::gpu::detail {

/// Throw cuda_error for `status` returned by `call` at file:line.
[[noreturn]] inline void throw_cuda_error(cudaError_t status, const char* call, const char* file, int line) {
  throw cuda_error(std::string(call) + " failed: " + cudaGetErrorName(status) + " (" + cudaGetErrorString(status) +
                   ") at " + file + ":" + std::to_string(line));
}

inline void check(cudaError_t status, const char* call, const char* file, int line) {
  if (status != cudaSuccess) {
    (void)cudaGetLastError();  // clear a sticky-free error so later calls start clean
    throw_cuda_error(status, call, file, line);
  }
}

/// cudaMemsetAsync, counted in device_activity::memory_ops.
inline cudaError_t memset_async(void* ptr, int value, std::size_t bytes, cudaStream_t stream) {
  ::graphblade::detail::note_memory_op();
  return cudaMemsetAsync(ptr, value, bytes, stream);
}
/// cudaMemcpyAsync, counted in device_activity::memory_ops.
inline cudaError_t copy_async(void* dst, const void* src, std::size_t bytes, cudaMemcpyKind kind, cudaStream_t stream) {
  ::graphblade::detail::note_memory_op();
  return cudaMemcpyAsync(dst, src, bytes, kind, stream);
}
/// The host waits for `stream` (counted in device_activity::host_syncs); a fault of
/// any kernel queued before surfaces here as cuda_error.
inline void host_sync(cudaStream_t stream, const char* file, int line) {
  ::graphblade::detail::note_host_sync();
  check(cudaStreamSynchronize(stream), "cudaStreamSynchronize", file, line);
}
/// A blocking cudaMemcpy (counted as a host synchronisation).
inline cudaError_t copy_blocking(void* dst, const void* src, std::size_t bytes, cudaMemcpyKind kind) {
  ::graphblade::detail::note_host_sync();
  return cudaMemcpy(dst, src, bytes, kind);
}

}  // namespace graphblade::gpu::detail

/// The host waits for `stream`, counted (detail::host_sync).
#define GB_HOST_SYNC(stream) ::graphblade::gpu::detail::host_sync((stream), __FILE__, __LINE__)

/// Run a CUDA runtime call; throw graphblade::cuda_error when it fails.
#define GB_CUDA_CHECK(call) ::graphblade::gpu::detail::check((call), #call, __FILE__, __LINE__)

