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

/// A thread's entries (i[j], v[j]) of one gather_list pass; in[j]: entry j exists.
template <class W, int B>
struct entry_batch {
  index_t i[B];
  W v[B];
  bool in[B];
};

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

/// Entries a thread of gather_list takes per pass. The kernel is bound by the latency of its
/// dependent loads (list[k], then src[list[k]] and the write-backs' reads: one DRAM round trip
/// each, 27 % of DRAM bandwidth used at one entry a pass on kron:24's level 3), so a thread issues
/// the loads of all its entries of a pass before it waits for any of them. With 4 that store took
/// 282 µs instead of 608 under ncu (57 % of DRAM); 8 measured no faster (bench/results/h200-s33).
inline constexpr int gather_batch = 4;

/// out_idx[k] = list[k] (nothing to write when out_idx is list), out_val[k] = src[list[k]]
/// (src_in_order: src[k]) for k < *count; *count_cell = *count. A pass of the grid's T threads
/// covers gather_batch * T entries, thread t taking k = base + t + j * T (j < gather_batch: each
/// j a coalesced slice). Each write-back (output_write.cuh; a copy per thread) takes the entries
/// (list[k], out_val[k]) of its thread a pass at a time, then finishes once per block (one
/// atomic per block and write-back).
template <class W, class S, class... WB>
__global__ void gather_list(const index_t* list, const offset_t* count, const S* src, bool src_in_order,
                            index_t* out_idx, W* out_val, offset_t* count_cell, WB... wb) {
  constexpr int B = gather_batch;
  const offset_t n = *count;
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  const offset_t first = offset_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (first == 0) *count_cell = n;
  for (offset_t base = first; base < n; base += threads * B) {
    entry_batch<W, B> e;
#pragma unroll
    for (int j = 0; j < B; ++j) {
      const offset_t k = base + offset_t(j) * threads;
      e.in[j] = k < n;
      e.i[j] = e.in[j] ? list[k] : 0;
    }
#pragma unroll
    for (int j = 0; j < B; ++j) {
      const offset_t k = base + offset_t(j) * threads;
      if (e.in[j]) e.v[j] = W(src[src_in_order ? k : offset_t(e.i[j])]);
    }
#pragma unroll
    for (int j = 0; j < B; ++j) {
      const offset_t k = base + offset_t(j) * threads;
      if (!e.in[j]) continue;
      if (out_idx != list) out_idx[k] = e.i[j];
      out_val[k] = e.v[j];
    }
    (wb.take(e), ...);  // (wb: this thread's copies, the kernel's parameters)
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
