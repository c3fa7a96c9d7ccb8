// The cuSPARSE handle and the library's scratch memory: one cusparseHandle_t
// per (host thread, device), created on first use and bound to the stream the
// backend runs on (workspace::stream()), with grow-only scratch arrays
// (external buffers of SpMV / SpMM / SpGEMM, 32-bit copies of row offsets)
// taken from the device memory pool (memory::allocate: stream-ordered
// cudaMallocAsync, never managed memory), so repeated products allocate
// nothing. Per thread like the workspace: a handle is never shared by two
// host threads at once (cuSPARSE docs, "Thread Safety").
#pragma once
#include <cusparse.h>

#include <array>
#include <cstddef>

#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::cusparse {

/// Purposes of the library's scratch arrays (one allocation each).
enum class scratch : int {
  external,     ///< the external buffer of SpMV / SpMM
  offsets_a,    ///< 32-bit row offsets of the first sparse operand
  offsets_b,    ///< 32-bit row offsets of the second sparse operand (SpGEMM)
  spgemm_work,  ///< SpGEMM buffer 1 (work estimation, compute)
  spgemm_compute,  ///< SpGEMM buffer 2 (compute, copy)
  count_
};

class context {
 public:
  /// A handle on CUDA device `device` (the caller has made it current).
  explicit context(int device);
  ~context();
  context(const context&) = delete;
  context& operator=(const context&) = delete;

  cusparseHandle_t handle() const { return handle_; }
  int device() const { return device_; }

  /// At least `bytes` of device memory for scratch s (contents unspecified); grows by 1.5x.
  void* raw(scratch s, std::size_t bytes);
  template <class T>
  T* get(scratch s, std::size_t n) {
    return static_cast<T*>(raw(s, n * sizeof(T)));
  }
  /// Device bytes held by the scratch arrays.
  std::size_t bytes_held() const;

 private:
  int device_;
  cusparseHandle_t handle_ = nullptr;
  std::array<void*, static_cast<int>(scratch::count_)> ptr_{};
  std::array<std::size_t, static_cast<int>(scratch::count_)> size_{};
};

/// The calling thread's cuSPARSE context for ws's device, bound to ws.stream()
/// (the device must be current: callers hold a device_guard).
context& context_for(workspace& ws);

}  // namespace graphblade::gpu::cusparse
