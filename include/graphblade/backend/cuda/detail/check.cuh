// Error checking for CUDA calls: every runtime/library call and every kernel
// launch goes through GB_CUDA_CHECK / GB_CUDA_CHECK_LAUNCH, which turn a
// failure into graphblade::cuda_error naming the call, the file and the line
// (ARCHITECTURE.md, "Errors"). Kernels themselves never throw.
#pragma once
#include <cuda_runtime.h>

#include <string>

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

}  // namespace graphblade::gpu::detail

/// Run a CUDA runtime call; throw graphblade::cuda_error when it fails.
#define GB_CUDA_CHECK(call) ::graphblade::gpu::detail::check((call), #call, __FILE__, __LINE__)

