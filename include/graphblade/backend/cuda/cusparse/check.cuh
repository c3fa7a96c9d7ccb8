// Error checking for cuSPARSE calls: GB_CUSPARSE_CHECK turns a status other
// than CUSPARSE_STATUS_SUCCESS into graphblade::cuda_error naming the call,
// the status (cusparseGetErrorName / cusparseGetErrorString), the file and the
// line, like GB_CUDA_CHECK does for the runtime (graphblade/backend/cuda/detail/check.cuh;
// ARCHITECTURE.md, "Errors").
#pragma once
#include <cusparse.h>

#include <string>

#include "graphblade/core/errors.hpp"

namespace graphblade::gpu::cusparse {

/// Throw cuda_error for `status` returned by `call` at file:line.
[[noreturn]] inline void throw_cusparse_error(cusparseStatus_t status, const char* call, const char* file, int line) {
  throw cuda_error(std::string(call) + " failed: " + cusparseGetErrorName(status) + " (" +
                   cusparseGetErrorString(status) + ") at " + file + ":" + std::to_string(line));
}

inline void check(cusparseStatus_t status, const char* call, const char* file, int line) {
  if (status != CUSPARSE_STATUS_SUCCESS) throw_cusparse_error(status, call, file, line);
}

}  // namespace graphblade::gpu::cusparse

/// Run a cuSPARSE call; throw graphblade::cuda_error when it fails.
#define GB_CUSPARSE_CHECK(call) ::graphblade::gpu::cusparse::check((call), #call, __FILE__, __LINE__)
