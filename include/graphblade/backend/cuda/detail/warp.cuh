// Warp- and block-level helpers of the kernels: shuffles of any small value
// type, the "first term wins" monoid reduction across a warp / block (lower
// lanes first, so an any-monoid keeps the lowest lane's term), and the
// warp-aggregated append of claimed indices to a list, and one cell read
// once a block for the whole block (block_load_cg).
#pragma once
#include <cooperative_groups.h>

#include <cstdint>

#include "graphblade/core/types.hpp"
#include "graphblade/backend/cuda/detail/atomics.cuh"

namespace graphblade::gpu::detail {

inline constexpr unsigned full_warp = 0xffffffffu;

/// __shfl_down_sync for any trivially copyable type of up to 8 bytes.
template <class T>
__device__ __forceinline__ T shfl_down(T v, int delta) {
  static_assert(sizeof(T) <= 8, "values of up to 8 bytes");
  if constexpr (sizeof(T) <= 4) {
    unsigned b = static_cast<unsigned>(to_bits(v));
    return from_bits<T>(__shfl_down_sync(full_warp, b, delta));
  } else {
    unsigned long long b = to_bits(v);
    return from_bits<T>(__shfl_down_sync(full_warp, b, delta));
  }
}

/// Reduce (has, sum) over the warp into lane 0 with the monoid `add`; lanes
/// without a term do not contribute. Every lane of the warp must call it.
template <class Add, class D>
__device__ __forceinline__ void warp_combine(const Add& add, bool& has, D& sum) {
  const int lane = threadIdx.x & 31;
  for (int d = 16; d > 0; d >>= 1) {
    bool other_has = __shfl_down_sync(full_warp, has, d);
    D other = shfl_down(sum, d);
    if (lane + d < 32 && other_has) {
      sum = has ? D(add(sum, other)) : other;
      has = true;
    }
  }
}

/// Reduce (has, sum) over the block into thread 0. Every thread must call it;
/// `scratch_has` / `scratch_sum` are shared arrays of one entry per warp.
template <class Add, class D>
__device__ __forceinline__ void block_combine(const Add& add, bool& has, D& sum, bool* scratch_has, D* scratch_sum) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = blockDim.x >> 5;
  warp_combine(add, has, sum);
  __syncthreads();  // the scratch may still be read from a previous use
  if (lane == 0) {
    scratch_has[warp] = has;
    scratch_sum[warp] = sum;
  }
  __syncthreads();
  if (warp == 0) {
    has = lane < warps ? scratch_has[lane] : false;
    if (has) sum = scratch_sum[lane];
    warp_combine(add, has, sum);
  }
}

/// A position at the end of a list of *count entries: one atomicAdd per group of threads that
/// call this together (warp aggregation).
__device__ __forceinline__ offset_t append_position(offset_t* count) {
  namespace cg = cooperative_groups;
  cg::coalesced_group g = cg::coalesced_threads();
  unsigned long long base = 0;
  if (g.thread_rank() == 0) base = atomicAdd(reinterpret_cast<unsigned long long*>(count), g.size());
  base = g.shfl(base, 0);
  return offset_t(base + g.thread_rank());
}

/// Append index i to list[*count ...] (append_position); returns i's position in the list.
__device__ __forceinline__ offset_t append_index(index_t* list, offset_t* count, index_t i) {
  const offset_t at = append_position(count);
  list[at] = i;
  return at;
}

/// *cell, written by other blocks before a grid barrier (or by an earlier launch), for every thread of the
/// block: thread 0 loads it past L1 into `copy` (shared memory), then a block barrier. Every thread of a grid
/// loading one cell past L1 queues at one L2 slice (on the H200, xbfs's small-graph loop reading a level's
/// counts so took mycielskian13 0.080 ms, 0.075 with the counts loaded once a block; email-Enron 0.112 ->
/// 0.090: bench/results/h200-s30). Every thread of the block calls it; its last read of `copy` is before a
/// block barrier that precedes the call.
__device__ __forceinline__ offset_t block_load_cg(const offset_t* cell, offset_t& copy) {
  if (threadIdx.x == 0) copy = __ldcg(cell);
  __syncthreads();
  return copy;
}

}  // namespace graphblade::gpu::detail
