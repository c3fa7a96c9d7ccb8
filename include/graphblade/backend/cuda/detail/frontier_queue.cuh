// Frontier-queue generation on the device from a status array (one int32 per
// vertex), the four designs of XBFS (Gaihre et al., HPDC'19 §4) as reusable
// pieces for any traversal that keeps a status array:
//   enqueue_found_by_warp  scan-free: called by a whole converged warp while
//                      expanding, the lanes that won a vertex appended with
//                      one atomic per warp (§4.1, Obs. 1)
//   enqueue_matching   single-scan: one pass over the status array, the
//                      matches appended with one atomic per block round
//                      (unsorted; §4.1)
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
#include <cstdint>

#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/types.hpp"

namespace graphblade::gpu::detail {

/// Entries of the status array one warp scans per chunk in the double-scan (32 ballots).
inline constexpr index_t chunk_items = 32 * 32;

/// Number of chunks of a status array of n entries.
__host__ __device__ inline offset_t chunks_of(index_t n) { return (offset_t(n) + chunk_items - 1) / chunk_items; }

/// The counters of enqueue_found_by_warp: 64-bit ones (global memory: native atomics), or 32-bit ones (shared
/// memory, where a 64-bit atomicAdd compiles to a compare-and-swap loop: ATOMS.CAST.SPIN.64 on sm_90).
__device__ __forceinline__ offset_t add_to_count(offset_t* count, offset_t x) {
  return offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(count), static_cast<unsigned long long>(x)));
}
__device__ __forceinline__ offset_t add_to_count(unsigned* count, offset_t x) { return atomicAdd(count, unsigned(x)); }

/// T, in a parameter that takes no part in template argument deduction (so that it may be nullptr).
template <class T>
struct not_deduced {
  using type = T;
};

/// Scan-free enqueue called by all 32 lanes of a converged warp, `found` on the lanes that won their
/// vertex v (of `degree` out-edges: at most 2^32, the columns an index_t addresses): the found ones are
/// appended to list[*count ...] and their degrees added to *edges (nullptr: not counted), one atomicAdd
/// each per warp; returns the lane's slot (0 where not found). Count: offset_t, or unsigned where every
/// total stays below 2^32 (the warp's found vertices are distinct, so their degrees sum to at most the
/// graph's entries). EdgeCount (Count unless named): the type of *edges and of *also_found, which, when
/// given, counts the found vertices a second time (a block's own tally in shared memory beside a grid's
/// queue, say). No coalesced group: a ballot, a popc and two native 32-bit warp sums (loop_thin_levels
/// spent most of a level in a generic coalesced-group reduce, bench/results/h100-s9).
template <class Count, class EdgeCount = Count>
__device__ __forceinline__ offset_t enqueue_found_by_warp(index_t* list, Count* count,
                                                          typename not_deduced<EdgeCount>::type* edges, bool found,
                                                          index_t v, offset_t degree, EdgeCount* also_found = nullptr) {
  const unsigned won = __ballot_sync(full_warp, found);
  if (won == 0) return 0;
  const int lane = int(threadIdx.x & 31);
  const int leader = __ffs(won) - 1;
  unsigned long long base = 0;
  if (lane == leader) {
    base = add_to_count(count, offset_t(__popc(won)));
    if (also_found) add_to_count(also_found, offset_t(__popc(won)));
  }
  if (edges) {
    // the degrees' sum in two 32-bit parts: 32 values of 16 bits, and 32 of at most 17 bits (degree <= 2^32)
    const offset_t d = found ? degree : 0;
    const unsigned low = __reduce_add_sync(full_warp, unsigned(d & 0xffff));
    const unsigned high = __reduce_add_sync(full_warp, unsigned(d >> 16));
    if (lane == leader) add_to_count(edges, (offset_t(high) << 16) + low);
  }
  base = __shfl_sync(full_warp, base, leader);
  const offset_t at = offset_t(base) + offset_t(__popc(won & ((1u << lane) - 1)));
  if (found) list[at] = v;
  return found ? at : 0;
}

/// Single-scan: every v with status[v] == value appended to list, its out-degree (offsets[v+1] -
/// offsets[v]; offsets nullptr: none) added to *edges. With other_list, the same scan also appends every v
/// with status[v] == other_value to other_list (*other_count of them; XBFS lists the unvisited vertices for
/// the next bottom-up pass while it collects a level). A block takes matching_items_per_thread * blockDim
/// consecutive entries a round and appends its matches in order with one atomicAdd per list on its count (a
/// ballot per warp, the warps' counts summed by thread 0); the degrees are summed per thread and added once
/// per block. An atomic per match (or per warp) serialises on *count: 320 us for kron:22's 760k matches on
/// the H100 (bench/results/h100-s20). The lists are not sorted: a block round's matches are contiguous, warp
/// by warp. The body of a grid-stride kernel of at most 1024 threads a block (a multiple of 32), called by
/// every thread of the block (it has block barriers); a device loop calls it with the list its pass picked.
/// 8 entries a thread a round (half the rounds, so half the atomics, of 4; their loads in flight together):
/// xbfs kron:22 0.480-0.484 -> 0.453-0.458 ms, kron:24 1.065 -> 1.033 on the H200 together with the unrolled
/// lists below (bench/results/h200-s27, call 7).
inline constexpr int matching_items_per_thread = 8;

template <class S>
__device__ __forceinline__ void enqueue_matching_items(const S* status, index_t n, S value, const offset_t* offsets,
                                                       index_t* list, offset_t* count, offset_t* edges,
                                                       S other_value = S(), index_t* other_list = nullptr,
                                                       offset_t* other_count = nullptr) {
  constexpr int items = matching_items_per_thread;
  __shared__ offset_t warp_first[2][32];  // per list and warp of the round: its matches, then their first slot
  __shared__ offset_t block_first[2];
  const int lane = int(threadIdx.x & 31), warp = int(threadIdx.x >> 5), warps = int(blockDim.x >> 5);
  const unsigned lower = (1u << lane) - 1;
  const offset_t round = offset_t(blockDim.x) * items, stride = round * gridDim.x;
  const int outputs = other_list ? 2 : 1;
  offset_t degrees = 0;
  // base is the same for every thread of the block: the barriers below are reached by all of them
  for (offset_t base = offset_t(blockIdx.x) * round; base < n; base += stride) {
    unsigned ballot[2][items];
    unsigned warp_matches[2] = {0, 0};
#pragma unroll
    for (int k = 0; k < items; ++k) {
      const offset_t v = base + offset_t(k) * blockDim.x + threadIdx.x;
      const S sv = v < n ? status[v] : S();
      ballot[0][k] = __ballot_sync(full_warp, v < n && sv == value);
      ballot[1][k] = other_list ? __ballot_sync(full_warp, v < n && sv == other_value) : 0u;
      warp_matches[0] += __popc(ballot[0][k]);
      warp_matches[1] += __popc(ballot[1][k]);
    }
    if (lane == 0) warp_first[0][warp] = warp_matches[0], warp_first[1][warp] = warp_matches[1];
    __syncthreads();
    if (threadIdx.x < unsigned(outputs)) {  // thread o sums list o's warps
      const int o = int(threadIdx.x);
      offset_t total = 0;
      for (int w = 0; w < warps; ++w) {
        const offset_t m = warp_first[o][w];
        warp_first[o][w] = total;
        total += m;
      }
      offset_t* const c = o == 0 ? count : other_count;
      block_first[o] = total ? offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(c), total)) : 0;
    }
    __syncthreads();
#pragma unroll
    for (int o = 0; o < 2; ++o) {  // (unrolled, so that the per-list arrays stay in registers)
      if (o >= outputs) break;
      index_t* const out = o == 0 ? list : other_list;
      offset_t at = block_first[o] + warp_first[o][warp];
#pragma unroll
      for (int k = 0; k < items; ++k) {
        if (ballot[o][k] >> lane & 1u) {
          const offset_t v = base + offset_t(k) * blockDim.x + threadIdx.x;
          out[at + __popc(ballot[o][k] & lower)] = index_t(v);
          if (o == 0 && offsets) degrees += offsets[v + 1] - offsets[v];
        }
        at += __popc(ballot[o][k]);
      }
    }
    __syncthreads();  // warp_first and block_first are read before the next round writes them
  }
  if (!edges) return;
  for (int d = 16; d > 0; d >>= 1) degrees += __shfl_down_sync(full_warp, degrees, d);
  if (lane == 0) warp_first[0][warp] = degrees;
  __syncthreads();
  if (threadIdx.x == 0) {
    offset_t sum = 0;
    for (int w = 0; w < warps; ++w) sum += warp_first[0][w];
    if (sum) atomicAdd(reinterpret_cast<unsigned long long*>(edges), static_cast<unsigned long long>(sum));
  }
}

/// Single-scan as a kernel (enqueue_matching_items).
template <class S>
__global__ void enqueue_matching(const S* status, index_t n, S value, const offset_t* offsets, index_t* list,
                                 offset_t* count, offset_t* edges, S other_value, index_t* other_list,
                                 offset_t* other_count) {
  enqueue_matching_items(status, n, value, offsets, list, count, edges, other_value, other_list, other_count);
}

/// Double-scan, scan I: counts[c] = matches of status == value in chunk c (one warp per chunk);
/// counts[chunks] = 0 so that the exclusive scan of chunks + 1 entries ends with the total. The body of a
/// grid-stride kernel (count_matching; a device loop calls it when its pass generates a queue).
template <class S>
__device__ __forceinline__ void count_matching_items(const S* status, index_t n, S value, offset_t* counts) {
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

/// Double-scan, scan I as a kernel (count_matching_items).
template <class S>
__global__ void count_matching(const S* status, index_t n, S value, offset_t* counts) {
  count_matching_items(status, n, value, counts);
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
