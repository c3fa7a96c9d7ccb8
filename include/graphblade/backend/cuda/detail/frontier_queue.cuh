// Frontier-queue generation on the device from a status array (one int32 per
// vertex), the four designs of XBFS (Gaihre et al., HPDC'19 §4) as reusable
// pieces for any traversal that keeps a status array:
//   enqueue_found      scan-free: called by the thread that won a vertex while
//                      expanding; warp-aggregated atomic enqueue (§4.1, Obs. 1)
//   enqueue_found_by_warp  the same, called by a whole converged warp (ballot)
//   enqueue_matching   single-scan: one pass over the status array, every
//                      match enqueued atomically (unsorted; §4.1)
//   count_matching + (cub exclusive scan) + fill_matching
//                      double-scan: a warp owns a chunk of chunk_items
//                      entries; scan I counts its matches with __ballot_sync,
//                      the prefix sum gives each chunk its offset, scan II
//                      writes them in order (sorted, coalesced; §4.2)
// The kernels are templates on the status type S (a signed integer; the level
// in XBFS).
// "No generation" (Observation 2) is a traversal that walks an earlier queue
// and filters it by status: nothing to generate, so nothing here.
#pragma once
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include <cstdint>

#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/types.hpp"

namespace graphblade::gpu::detail {

/// Entries of the status array one warp scans per chunk in the double-scan (32 ballots).
inline constexpr index_t chunk_items = 32 * 32;

/// Number of chunks of a status array of n entries.
__host__ __device__ inline offset_t chunks_of(index_t n) { return (offset_t(n) + chunk_items - 1) / chunk_items; }

/// Scan-free enqueue: append v to list[*count ...] and add its degree to *edges (nullptr: not counted);
/// warp-aggregated.
__device__ __forceinline__ void enqueue_found(index_t* list, offset_t* count, offset_t* edges, index_t v,
                                              offset_t degree) {
  if (edges) {
    namespace cg = cooperative_groups;
    cg::coalesced_group g = cg::coalesced_threads();
    const unsigned long long sum =
        cg::reduce(g, static_cast<unsigned long long>(degree), cg::plus<unsigned long long>());
    if (g.thread_rank() == 0) atomicAdd(reinterpret_cast<unsigned long long*>(edges), sum);
  }
  append_index(list, count, v);
}

/// Scan-free enqueue called by all 32 lanes of a converged warp, `found` on the lanes that won their
/// vertex v (of `degree` out-edges: at most 2^32, the columns an index_t addresses): the found ones are
/// appended to list[*count ...] and their degrees added to *edges (nullptr: not counted), one atomicAdd
/// each per warp; returns the lane's slot (0 where not found). No coalesced group: a ballot, a popc and
/// two native 32-bit warp sums (loop_thin_levels spent most of a level in enqueue_found's generic
/// coalesced-group reduce, bench/results/h100-s9).
__device__ __forceinline__ offset_t enqueue_found_by_warp(index_t* list, offset_t* count, offset_t* edges, bool found,
                                                          index_t v, offset_t degree) {
  const unsigned won = __ballot_sync(full_warp, found);
  if (won == 0) return 0;
  const int lane = int(threadIdx.x & 31);
  const int leader = __ffs(won) - 1;
  unsigned long long base = 0;
  if (lane == leader) base = atomicAdd(reinterpret_cast<unsigned long long*>(count), __popc(won));
  if (edges) {
    // the degrees' sum in two 32-bit parts: 32 values of 16 bits, and 32 of at most 17 bits (degree <= 2^32)
    const offset_t d = found ? degree : 0;
    const unsigned low = __reduce_add_sync(full_warp, unsigned(d & 0xffff));
    const unsigned high = __reduce_add_sync(full_warp, unsigned(d >> 16));
    if (lane == leader)
      atomicAdd(reinterpret_cast<unsigned long long*>(edges), (static_cast<unsigned long long>(high) << 16) + low);
  }
  base = __shfl_sync(full_warp, base, leader);
  const offset_t at = offset_t(base) + offset_t(__popc(won & ((1u << lane) - 1)));
  if (found) list[at] = v;
  return found ? at : 0;
}

/// Single-scan: every v with status[v] == value appended to list (unsorted), its out-degree
/// (offsets[v+1] - offsets[v]; offsets nullptr: none) added to *edges. The body of a grid-stride
/// kernel (a device loop calls it with the list its pass picked).
template <class S>
__device__ __forceinline__ void enqueue_matching_items(const S* status, index_t n, S value, const offset_t* offsets,
                                                       index_t* list, offset_t* count, offset_t* edges) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t v = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; v < n; v += stride)
    if (status[v] == value)
      enqueue_found(list, count, offsets ? edges : nullptr, index_t(v), offsets ? offsets[v + 1] - offsets[v] : 0);
}

/// Single-scan as a kernel (enqueue_matching_items).
template <class S>
__global__ void enqueue_matching(const S* status, index_t n, S value, const offset_t* offsets, index_t* list,
                                 offset_t* count, offset_t* edges) {
  enqueue_matching_items(status, n, value, offsets, list, count, edges);
}

/// Double-scan, scan I: counts[c] = matches of status == value in chunk c (one warp per chunk);
/// counts[chunks] = 0 so that the exclusive scan of chunks + 1 entries ends with the total.
template <class S>
__global__ void count_matching(const S* status, index_t n, S value, offset_t* counts) {
  const int lane = threadIdx.x & 31;
  const offset_t chunks = chunks_of(n);
  const offset_t warps = offset_t(gridDim.x) * (blockDim.x >> 5);
  if (blockIdx.x == 0 && threadIdx.x == 0) counts[chunks] = 0;
  for (offset_t c = offset_t(blockIdx.x) * (blockDim.x >> 5) + (threadIdx.x >> 5); c < chunks; c += warps) {
    offset_t matches = 0;
    for (index_t j = 0; j < chunk_items; j += 32) {
      const offset_t v = c * chunk_items + j + lane;
      matches += __popc(__ballot_sync(full_warp, v < n && status[v] == value));
    }
    if (lane == 0) counts[c] = matches;
  }
}

/// Double-scan, scan II: the matches of chunk c written in order from offsets[c]; *total = offsets[chunks].
/// The body of a grid-stride kernel (a device loop calls it with the list its pass picked).
template <class S>
__device__ __forceinline__ void fill_matching_items(const S* status, index_t n, S value, const offset_t* offsets,
                                                    index_t* list, offset_t* total) {
  const int lane = threadIdx.x & 31;
  const unsigned lower = (1u << lane) - 1;
  const offset_t chunks = chunks_of(n);
  const offset_t warps = offset_t(gridDim.x) * (blockDim.x >> 5);
  if (blockIdx.x == 0 && threadIdx.x == 0) *total = offsets[chunks];
  for (offset_t c = offset_t(blockIdx.x) * (blockDim.x >> 5) + (threadIdx.x >> 5); c < chunks; c += warps) {
    offset_t at = offsets[c];
    for (index_t j = 0; j < chunk_items; j += 32) {
      const offset_t v = c * chunk_items + j + lane;
      const bool match = v < n && status[v] == value;
      const unsigned ballot = __ballot_sync(full_warp, match);
      if (match) list[at + __popc(ballot & lower)] = index_t(v);
      at += __popc(ballot);
    }
  }
}

/// Double-scan, scan II as a kernel (fill_matching_items).
template <class S>
__global__ void fill_matching(const S* status, index_t n, S value, const offset_t* offsets, index_t* list,
                              offset_t* total) {
  fill_matching_items(status, n, value, offsets, list, total);
}

}  // namespace graphblade::gpu::detail
