// The CUDA kernels of one iBFS level (Liu, Huang & Hu, SIGMOD'16 §6,
// Algorithms 1 and 2) as ibfs.cu's device loop runs them: O(frontier) work per
// top-down level, one pass over the rows per bottom-up level, every count on
// the device. S = the bitwise status array, F = the bits found by the last
// level (zero outside the joint frontier queue q), F' = the bits this level
// finds (zero before it), L = the n x 64·k levels.
//   push:   for u in q, v ∈ out(u):  new = F(u) ∧ ¬S(v) ;  S(v) ∨= new ;  F'(v) ∨= new
//   pull:   for every v, word w with S(v, w) not full:  F'(v, w) = (∨_{u ∈ in(v)} S(u, w)) ∧ ¬S(v, w),
//           the OR stopping once the word is full (early termination); S is read only
//   either: v enqueued in q' once (mark(v) raised to the depth) when F'(v) gets a bit
//   finish: for v in q':  S(v) ∨= F'(v) ;  L<F'(v)> = depth ;  m_f += deg(v) ;  m_full += deg(v) if S(v) full
//   clear:  for u in q:   F(u) = 0   (F becomes the next level's F')
#pragma once
#include <cuda_runtime.h>

#include <cstdint>

#include "graphblade/core/types.hpp"

namespace graphblade::gpu::ibfs_kernels {

/// The cells of the device counters one level fills (workspace::device_counters()).
enum counter : int { queue_size = 0, frontier_edges = 1, full_edges = 2, count = 3 };

/// Appends v to the queue q' the first time this level finds a bit of it.
__device__ inline void enqueue_once(index_t v, std::int32_t depth, std::int32_t* mark, index_t* next_queue,
                                    offset_t* counters) {
  if (atomicMax(mark + v, depth) < depth) {
    const offset_t at = atomicAdd(reinterpret_cast<unsigned long long*>(counters + queue_size), 1ull);
    next_queue[at] = v;
  }
}

/// Top-down: one warp per queued vertex u, its lanes over the (out-edge, word) pairs of u.
static __global__ void push_level(const offset_t* out_offsets, const index_t* out_indices, const index_t* queue,
                                  offset_t queue_count, index_t kw, const std::uint64_t* F, std::uint64_t* S,
                                  std::uint64_t* F_next, std::int32_t depth, std::int32_t* mark, index_t* next_queue,
                                  offset_t* counters) {
  const offset_t lane = threadIdx.x % 32;
  const offset_t warps = (offset_t(gridDim.x) * blockDim.x) / 32;
  for (offset_t i = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; i < queue_count; i += warps) {
    const index_t u = queue[i];
    const offset_t first = out_offsets[u], pairs = (out_offsets[u + 1] - first) * kw;
    for (offset_t p = lane; p < pairs; p += 32) {
      const index_t w = index_t(p % kw);
      const std::uint64_t x = F[offset_t(u) * kw + w];
      if (!x) continue;
      const index_t v = out_indices[first + p / kw];
      const offset_t at = offset_t(v) * kw + w;
      if (!(x & ~S[at])) continue;  // nothing new for v in this word (a plain read: only bits are ever added)
      const std::uint64_t added =
          x & ~std::uint64_t(atomicOr(reinterpret_cast<unsigned long long*>(S + at), (unsigned long long)x));
      if (!added) continue;
      atomicOr(reinterpret_cast<unsigned long long*>(F_next + at), (unsigned long long)added);
      enqueue_once(v, depth, mark, next_queue, counters);
    }
  }
}

/// Bottom-up: one thread per (vertex, word), over the in-edges, until the word is full.
static __global__ void pull_level(const offset_t* in_offsets, const index_t* in_indices, index_t n, index_t kw,
                                  const std::uint64_t* S, std::uint64_t* F_next, std::int32_t depth,
                                  std::int32_t* mark, index_t* next_queue, offset_t* counters) {
  const offset_t total = offset_t(n) * kw, stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const std::uint64_t mine = S[t];
    if (mine == ~std::uint64_t(0)) continue;
    const index_t v = index_t(t / kw), w = index_t(t % kw);
    std::uint64_t acc = mine;
    for (offset_t e = in_offsets[v]; e < in_offsets[v + 1] && acc != ~std::uint64_t(0); ++e)
      acc |= S[offset_t(in_indices[e]) * kw + w];
    if (acc == mine) continue;
    F_next[t] = acc & ~mine;
    enqueue_once(v, depth, mark, next_queue, counters);
  }
}

/// The queued rows after a level: one thread per (queued vertex, word); *queue_count is read on the device.
/// L is n x cols (cols ≤ 64·kw) row-major; degree the out-degrees.
static __global__ void finish_level(const index_t* queue, const offset_t* queue_count, index_t kw,
                                    const std::uint64_t* F_next, std::uint64_t* S, std::int32_t* L, index_t cols,
                                    std::int32_t depth, const std::int64_t* degree, offset_t* counters) {
  const offset_t total = *queue_count * kw, stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t t = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; t < total; t += stride) {
    const index_t v = queue[t / kw], w = index_t(t % kw);
    const offset_t row = offset_t(v) * kw;
    const std::uint64_t found = F_next[row + w];
    S[row + w] |= found;  // this thread's word only: a pull level leaves S to here
    for (std::uint64_t bits = found; bits; bits &= bits - 1) {
      const index_t c = 64 * w + index_t(__ffsll((long long)bits) - 1);
      if (c < cols) L[offset_t(v) * cols + c] = depth;
    }
    if (w != 0) continue;
    // the row's counts, once per vertex: full when S ∨ F' (the same whether or not the
    // other words' threads have written S yet) has every bit
    bool full = true;
    for (index_t j = 0; j < kw && full; ++j) full = (S[row + j] | F_next[row + j]) == ~std::uint64_t(0);
    const unsigned long long d = (unsigned long long)degree[v];
    atomicAdd(reinterpret_cast<unsigned long long*>(counters + frontier_edges), d);
    if (full) atomicAdd(reinterpret_cast<unsigned long long*>(counters + full_edges), d);
  }
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

}  // namespace graphblade::gpu::ibfs_kernels
