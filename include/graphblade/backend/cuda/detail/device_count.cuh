// Kernels over a sparse vector whose entry count only the device knows (issue
// 12, asynchronous operators): the count is read from a device cell by every
// thread of a persistent grid instead of being copied to the host to size the
// grid. `counted` says where the count of a list is: a host value, or a cell.
#pragma once
#include <cstdint>

#include "graphblade/core/types.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/tuning.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::detail {

/// The length of a list: `cell` when only the device knows it (then `host` is unused), else `host`.
struct counted {
  offset_t host = 0;
  const offset_t* cell = nullptr;
  __device__ __forceinline__ offset_t size() const { return cell ? *cell : host; }
  /// True when the list is known to be empty without asking the device.
  bool known_empty() const { return !cell && host == 0; }
};

/// The count of a sparse vector without waiting for it.
template <class T>
counted count_of(const Vector<T>& v) {
  if (const offset_t* cell = v.device_count()) return {0, cell};
  return {v.nvals(), nullptr};
}

/// Blocks for a grid-stride kernel over a counted list.
inline unsigned grid_for(const counted& c, int threads, const workspace& ws) {
  return c.cell ? persistent_grid(ws) : grid_for(c.host, threads, ws);
}

/// out_idx[k] = list[k] (nothing to write when out_idx is list), out_val[k] = src[list[k]]
/// (src_in_order: src[k]) for k < *count; *count_cell = *count. Each write-back (output_write.cuh; a copy per thread) takes the entries
/// (list[k], out_val[k]) of its thread in order, then finishes once per block (one atomic per
/// block and write-back).
template <class W, class S, class... WB>
__global__ void gather_list(const index_t* list, const offset_t* count, const S* src, bool src_in_order,
                            index_t* out_idx, W* out_val, offset_t* count_cell, WB... wb) {
  const offset_t n = *count;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  const offset_t first = offset_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (first == 0) *count_cell = n;
  for (offset_t k = first; k < n; k += stride) {
    const index_t i = list[k];
    const W v = W(src[src_in_order ? k : offset_t(i)]);
    if (out_idx != list) out_idx[k] = i;
    out_val[k] = v;
    (wb.take(i, v), ...);  // (wb: this thread's copies, the kernel's parameters)
  }
  (wb.finish(), ...);
}

/// present[idx[k]] = 1, values[idx[k]] = val[k] (values not null) for k < c.
template <class T>
__global__ void scatter_counted_list(const index_t* idx, const T* val, counted c, std::uint8_t* present, T* values) {
  const offset_t n = c.size();
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride) {
    present[idx[k]] = 1;
    if (values) values[idx[k]] = val[k];
  }
}

/// A sparse mask into one byte per index for k < c: on = structural || value != 0.
template <class M>
__global__ void scatter_counted_mask(const index_t* idx, const M* val, counted c, bool structural, std::uint8_t* on) {
  const offset_t n = c.size();
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride)
    on[idx[k]] = (structural || val[k] != M(0)) ? 1 : 0;
}

}  // namespace graphblade::gpu::detail
