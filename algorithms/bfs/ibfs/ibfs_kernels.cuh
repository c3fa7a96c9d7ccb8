// The CUDA kernels of one iBFS level (Liu, Huang & Hu, SIGMOD'16 §6,
// Algorithms 1 and 2) as ibfs.cu's level loop runs them: O(frontier edges)
// work per top-down level, O(in-edges of the rows still open) per bottom-up
// level, every count on the device. S = the bitwise status array (kw words a
// row), F = the bits found by the last level (zero outside the joint frontier
// queue q), F' = the bits this level finds (zero before it), L = the n x 64·kw
// levels, live = ∨_v F(v) (the instances whose last level found a vertex),
// o = the rows some live instance may still reach (every row before the first
// bottom-up level).
//   push:   for u in q, v ∈ out(u), edge-balanced:  new = F(u) ∧ ¬S(v) ;  S(v) ∨= new ;  F'(v) ∨= new
//   pull:   for v in o, one warp:  F'(v) = (∨_{u ∈ in(v)} S(u)) ∧ live ∧ ¬S(v), the OR stopping once
//           it covers live ∧ ¬S(v) (early termination; S is read only) ;  o' = the rows not covered
//   either: v appended to q' once (the rows a level found) ;  o' likewise
//   finish: for v in q':  S(v) ∨= F'(v) ;  L<F'(v)> = depth ;  live' ∨= F'(v) ;
//           m_f += deg(v) ;  m_full += deg(v) if S(v) is full ;  qdeg(i) = deg(q'(i))
//   clear:  for u in q:   F(u) = 0   (F becomes the next level's F')
//   unreached (after the last level):  L<¬S> = −1
// Early termination at "every live instance has visited v" (ibfs_host.cpp says why it is exact):
// an instance whose source lies in a small component never fills a row of the giant one, and
// without the live mask every bottom-up level would read every in-edge of every row.
//
// A warp works on one row at a time, its lanes over (edge, word) pairs: the row's words in
// slabs of at most 32, W = the power of two ≥ the slab's words lanes per edge, 32 / W edges a
// round; lanes with the same word combine their ORs with xor shuffles over offsets W … 16.
#pragma once
#include <cooperative_groups.h>
#include <cuda_runtime.h>

#include <cstdint>

#include "graphblade/core/types.hpp"

namespace graphblade::gpu::ibfs_kernels {

/// The cells of the device counters one level fills (workspace::device_counters()).
enum counter : int { queue_size = 0, frontier_edges = 1, full_edges = 2, open_size = 3, count = 4 };

constexpr std::uint64_t all_ones = ~std::uint64_t(0);
constexpr unsigned full_warp = 0xffffffffu;

/// The power of two ≥ words (words ≤ 32): lanes per edge of a slab of `words` words.
__host__ __device__ inline index_t lanes_per_edge(index_t words) {
  index_t w = 1;
  while (w < words) w *= 2;
  return w;
}

/// Appends v to list (its length in *size) from every calling lane at once: one atomicAdd per
/// group of converged lanes.
__device__ inline void append_converged(index_t v, index_t* list, offset_t* size) {
  namespace cg = cooperative_groups;
  const cg::coalesced_group group = cg::coalesced_threads();
  offset_t at = 0;
  if (group.thread_rank() == 0)
    at = offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(size), (unsigned long long)group.size()));
  at = group.shfl(at, 0);
  list[at + group.thread_rank()] = v;
}

/// Top-down, edge-balanced: pair t = (edge t / P, word t % P) of the joint frontier's out-edges,
/// P = lanes_per_edge(kw) for kw ≤ 32 (lanes of a word ≥ kw idle), kw beyond. edge_end(i) = the
/// inclusive prefix sum of the out-degrees of q (edge e belongs to the first i with edge_end(i) > e).
static __global__ void push_level(const offset_t* out_offsets, const index_t* out_indices, const index_t* queue,
                                  const offset_t* edge_end, offset_t queue_count, offset_t edges, index_t kw,
                                  const std::uint64_t* F, std::uint64_t* S, std::uint64_t* F_next,
                                  std::int32_t depth, std::int32_t* mark, index_t* next_queue, offset_t* counters) {
  const offset_t per_edge = kw <= 32 ? offset_t(lanes_per_edge(kw)) : offset_t(kw);
  const offset_t total = edges * per_edge, stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const offset_t e = t / per_edge;
    const index_t w = index_t(t % per_edge);
    if (w >= kw) continue;
    // i = the queue position whose edges hold e
    offset_t lo = 0, hi = queue_count - 1;
    while (lo < hi) {
      const offset_t mid = (lo + hi) / 2;
      if (edge_end[mid] > e) hi = mid; else lo = mid + 1;
    }
    const index_t u = queue[lo];
    const std::uint64_t x = F[offset_t(u) * kw + w];
    if (!x) continue;
    const offset_t before = lo == 0 ? 0 : edge_end[lo - 1];
    const index_t v = out_indices[out_offsets[u] + (e - before)];
    const offset_t at = offset_t(v) * kw + w;
    if (!(x & ~S[at])) continue;  // nothing new for v in this word (a plain read: only bits are ever added)
    const std::uint64_t added =
        x & ~std::uint64_t(atomicOr(reinterpret_cast<unsigned long long*>(S + at), (unsigned long long)x));
    if (!added) continue;
    atomicOr(reinterpret_cast<unsigned long long*>(F_next + at), (unsigned long long)added);
    if (atomicMax(mark + v, depth) < depth) append_converged(v, next_queue, counters + queue_size);
  }
}

/// Bottom-up: one warp per row of o (rows = nullptr: every row 0 … row_count − 1), blocks of
/// `threads` threads staging the rows they append in shared memory (one atomicAdd per list a
/// block round).
template <int threads>
__global__ void __launch_bounds__(threads) pull_level(const offset_t* in_offsets, const index_t* in_indices,
                                                      const index_t* rows, offset_t row_count, index_t kw,
                                                      const std::uint64_t* live, const std::uint64_t* S,
                                                      std::uint64_t* F_next, index_t* next_queue, index_t* next_open,
                                                      offset_t* counters) {
  constexpr int warps = threads / 32;
  __shared__ index_t found_rows[warps], open_rows[warps];
  __shared__ int found_count, open_count;
  __shared__ offset_t found_at, open_at;
  const int lane = int(threadIdx.x % 32), warp = int(threadIdx.x / 32);
  for (offset_t round = offset_t(blockIdx.x) * warps; round < row_count; round += offset_t(gridDim.x) * warps) {
    if (threadIdx.x == 0) found_count = open_count = 0;
    __syncthreads();
    const offset_t r = round + warp;
    if (r < row_count) {
      const index_t v = rows ? rows[r] : index_t(r);
      const offset_t first = in_offsets[v], last = in_offsets[v + 1];
      bool found = false, open = false;
      // no in-edge: v never gains a bit and leaves o
      for (index_t slab = 0; first < last && slab < kw; slab += 32) {
        const index_t words = kw - slab < 32 ? kw - slab : 32;
        const index_t W = lanes_per_edge(words);
        const index_t w = slab + index_t(lane) % W;
        const bool mine = index_t(lane) % W < words;
        const std::uint64_t need = mine ? live[w] & ~S[offset_t(v) * kw + w] : 0;
        if (!__any_sync(full_warp, need != 0)) continue;  // every live instance has visited v here
        const offset_t step = offset_t(32 / W);
        std::uint64_t acc = 0;
        bool covered = false;
        for (offset_t base = first; base < last && !covered; base += step) {
          const offset_t e = base + offset_t(lane) / W;
          if (need && e < last) acc |= S[offset_t(in_indices[e]) * kw + w];
          for (index_t o = W; o < 32; o *= 2) acc |= __shfl_xor_sync(full_warp, acc, int(o));
          covered = __all_sync(full_warp, (acc & need) == need);
        }
        const std::uint64_t bits = acc & need;
        if (bits && index_t(lane) < W) F_next[offset_t(v) * kw + w] = bits;
        found = found || __any_sync(full_warp, bits != 0);
        open = open || !covered;
      }
      if (lane == 0 && found) found_rows[atomicAdd(&found_count, 1)] = v;
      if (lane == 0 && open) open_rows[atomicAdd(&open_count, 1)] = v;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      found_at = found_count ? offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(counters + queue_size),
                                                  (unsigned long long)found_count))
                             : 0;
      open_at = open_count ? offset_t(atomicAdd(reinterpret_cast<unsigned long long*>(counters + open_size),
                                                (unsigned long long)open_count))
                           : 0;
    }
    __syncthreads();
    if (int(threadIdx.x) < found_count) next_queue[found_at + threadIdx.x] = found_rows[threadIdx.x];
    if (int(threadIdx.x) < open_count) next_open[open_at + threadIdx.x] = open_rows[threadIdx.x];
    __syncthreads();  // the staged rows are read before the next round overwrites them
  }
}

/// The rows a level found (*queue_count of them, read on the device): one warp per (row, word)
/// for S, L and live (lane j writes columns j and j + 32 of the word), then one thread per row
/// for its counts, summed per block into one atomicAdd each. L is n x cols (cols = 64·kw)
/// row-major; degree the out-degrees; qdeg(i) = deg(q'(i)) for the next push's prefix sum.
template <int threads>
__global__ void __launch_bounds__(threads) finish_level(const index_t* queue, const offset_t* queue_count, index_t kw,
                                                        const std::uint64_t* F_next, std::uint64_t* S, std::int32_t* L,
                                                        index_t cols, std::int32_t depth, const std::int64_t* degree,
                                                        std::uint64_t* live_next, offset_t* qdeg, offset_t* counters) {
  const offset_t rows = *queue_count;
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * (threads / 32);
  for (offset_t item = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; item < rows * kw; item += warps) {
    const index_t v = queue[item / kw], w = index_t(item % kw);
    const offset_t at = offset_t(v) * kw + w;
    const std::uint64_t found = F_next[at];
    if (!found) continue;
    std::int32_t* lv = L + offset_t(v) * cols + 64 * offset_t(w);
    if ((found >> lane) & 1) lv[lane] = depth;
    if ((found >> (lane + 32)) & 1) lv[lane + 32] = depth;
    if (lane == 0) {
      S[at] |= found;  // this warp's word only: a pull level leaves S to here
      if ((live_next[w] | found) != live_next[w])
        atomicOr(reinterpret_cast<unsigned long long*>(live_next + w), (unsigned long long)found);
    }
  }
  unsigned long long frontier = 0, full = 0;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < rows; i += offset_t(gridDim.x) * blockDim.x) {
    const index_t v = queue[i];
    // full when S ∨ F' has every bit (the same whether or not the word's warp has written S yet)
    bool is_full = true;
    for (index_t j = 0; j < kw && is_full; ++j)
      is_full = (S[offset_t(v) * kw + j] | F_next[offset_t(v) * kw + j]) == all_ones;
    const offset_t d = offset_t(degree[v]);
    qdeg[i] = d;
    frontier += d;
    if (is_full) full += d;
  }
  for (int o = 16; o > 0; o /= 2) {
    frontier += __shfl_xor_sync(full_warp, frontier, o);
    full += __shfl_xor_sync(full_warp, full, o);
  }
  __shared__ unsigned long long block_frontier, block_full;
  if (threadIdx.x == 0) block_frontier = block_full = 0;
  __syncthreads();
  if (lane == 0 && frontier) atomicAdd(&block_frontier, frontier);
  if (lane == 0 && full) atomicAdd(&block_full, full);
  __syncthreads();
  if (threadIdx.x == 0 && block_frontier)
    atomicAdd(reinterpret_cast<unsigned long long*>(counters + frontier_edges), block_frontier);
  if (threadIdx.x == 0 && block_full)
    atomicAdd(reinterpret_cast<unsigned long long*>(counters + full_edges), block_full);
}

/// F(u) = 0 for the queued rows u (queue_count given by the host).
static __global__ void clear_rows(const index_t* queue, offset_t queue_count, index_t kw, std::uint64_t* F) {
  const offset_t total = queue_count * kw, stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride)
    F[offset_t(queue[t / kw]) * kw + t % kw] = 0;
}

/// mark(q[i]) = depth for the queued rows (the sources' queue).
static __global__ void mark_rows(const index_t* queue, offset_t queue_count, std::int32_t depth, std::int32_t* mark) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < queue_count; i += stride)
    mark[queue[i]] = depth;
}

/// L<¬S> = −1 after the last level: one warp per (row, word), lane j over columns j and j + 32;
/// the only write of L's unreached entries (L is not filled beforehand).
static __global__ void mark_unreached(index_t n, index_t kw, const std::uint64_t* S, std::int32_t* L, index_t cols) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t item = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; item < offset_t(n) * kw;
       item += warps) {
    const std::uint64_t seen = S[item];
    if (seen == all_ones) continue;
    const index_t v = index_t(item / kw), w = index_t(item % kw);
    std::int32_t* lv = L + offset_t(v) * cols + 64 * offset_t(w);
    if (!((seen >> lane) & 1)) lv[lane] = -1;
    if (!((seen >> (lane + 32)) & 1)) lv[lane + 32] = -1;
  }
}

}  // namespace graphblade::gpu::ibfs_kernels
