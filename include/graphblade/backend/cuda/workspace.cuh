// The device workspace: grow-only scratch arrays of the CUDA kernels, kept per
// (host thread, device) between calls, so that a BFS allocates nothing per
// level once the first levels have sized it (ARCHITECTURE.md, "Performance
// habits": reuse workspaces across BFS levels). Each slot is one purpose; a
// call may use several slots at once but never one slot for two things.
#pragma once
#include <cuda_runtime.h>

#include <array>
#include <cstddef>
#include <utility>
#include <vector>

#include "graphblade/core/types.hpp"

namespace graphblade::gpu {

/// Purposes of the scratch arrays (one allocation each).
enum class slot : int {
  t_bits,         ///< bitset of computed terms, one bit per output index
  t_values,       ///< term values (semiring domain), one per output index
  t_list,         ///< indices of the computed terms (push / edge kernels)
  mask_bytes,     ///< a sparse mask scattered into one byte per index
  input_present,  ///< a sparse input vector scattered into a bitmap
  input_values,
  second_present,  ///< a second sparse input (ewise) scattered into a bitmap
  second_values,
  index_list,     ///< an index list copied from the host (subassign, extract)
  reduce_out,     ///< the result of a device reduction
  sort_positions,  ///< the identity permutation a key sort starts from
  old_present,    ///< the output's old entries as a bitmap (sparse outputs)
  old_values,
  out_present,    ///< the merged result before it is stored in w
  out_values,
  frontier,       ///< input entries as a list (push over a bitmap input)
  frontier_values,
  edge_offsets,   ///< exclusive scan of frontier degrees (load-balanced push)
  bins,           ///< degree bins of the load-balanced pull
  cub_temp,       ///< CUB temporary storage
  count_
};

/// Grow the device scratch buffer (ptr, size) of `device` to hold `bytes`:
/// 1.5x growth in 256-byte multiples, contents not kept. Returns true when it
/// reallocated (the workspace counts those; a BFS level must not).
bool grow_device_scratch(void*& ptr, std::size_t& size, std::size_t bytes, int device);

/// A recorded device loop (ops/loop.hpp) on `device` was made (+1) or destroyed (-1). While one
/// lives, workspaces keep the scratch arrays they outgrow (its graph holds their addresses).
void note_recorded_graph(int device, int delta);

class workspace {
 public:
  /// A workspace on CUDA device `device`; allocates nothing yet.
  explicit workspace(int device);
  ~workspace();
  workspace(const workspace&) = delete;
  workspace& operator=(const workspace&) = delete;

  /// At least `bytes` of device memory for slot s (contents unspecified). Grows
  /// by at least 1.5x so a slowly growing request reallocates O(log n) times.
  /// A slot that must grow while a device loop body is recorded throws
  /// not_capturable (the body must run once eagerly first, to size it) and keeps
  /// its array; the array a slot outgrows while a recorded loop lives is kept
  /// until no recorded loop lives (the loop's graph still points into it).
  void* raw(slot s, std::size_t bytes);
  template <class T>
  T* get(slot s, std::size_t n) {
    return static_cast<T*>(raw(s, n * sizeof(T)));
  }

  /// Number of device counters available.
  static constexpr int counters = 10;
  /// `counters` 64-bit counters in device memory (zero when the workspace is made; not cleared here).
  offset_t* device_counters() const { return device_counters_; }
  /// Clear the first n device counters (asynchronously, on stream()).
  void clear_counters(int n);
  /// Copy the first n device counters to pinned host memory and wait for them.
  const offset_t* read_counters(int n);
  /// The 64-bit value at device address `cell` (any, on this device), read through the pinned host memory
  /// after the work queued before it: one asynchronous copy and one host wait.
  offset_t read_value(const offset_t* cell);

  int device() const { return device_; }
  /// The stream every graphblade kernel of this workspace runs on: the legacy default
  /// stream, or the recording stream while a device loop body is recorded (ops/loop.hpp).
  cudaStream_t stream() const { return stream_; }
  /// Send this workspace's work to `s` (nullptr: back to the legacy stream); returns the previous stream.
  /// (The cuSPARSE context stays on the legacy stream, so a cuSPARSE call cannot be recorded.)
  cudaStream_t redirect(cudaStream_t s) {
    std::swap(stream_, s);
    return s;
  }
  /// Number of streaming multiprocessors of the device.
  int sm_count() const { return sm_count_; }
  /// Device bytes held by the scratch slots.
  std::size_t bytes_held() const;
  /// Device bytes of outgrown arrays kept for a recorded loop that lives (see raw).
  std::size_t bytes_retired() const;
  /// cudaMalloc calls made by this workspace so far (tests check that reuse works).
  std::size_t allocation_count() const { return allocations_; }
  /// Free every slot (the next use allocates again); while a recorded loop lives the
  /// arrays are kept aside instead and freed by the first release() after it is gone.
  void release();

 private:
  int device_;
  int sm_count_ = 1;
  std::array<void*, static_cast<int>(slot::count_)> ptr_{};
  std::array<std::size_t, static_cast<int>(slot::count_)> size_{};
  cudaStream_t stream_ = nullptr;
  offset_t* device_counters_ = nullptr;
  offset_t* host_counters_ = nullptr;
  std::size_t allocations_ = 0;
  std::vector<std::pair<void*, std::size_t>> retired_;  ///< outgrown arrays a recorded loop may still use
  /// Free the retired arrays (no recorded loop lives) and set `p` aside or free it.
  void retire(void* p, std::size_t bytes);
};

/// The calling thread's workspace for CUDA device `device` (created on first use).
workspace& default_workspace(int device);

}  // namespace graphblade::gpu
