// The CUDA kernels of one iBFS level (Liu, Huang & Hu, SIGMOD'16 §6,
// Algorithms 1 and 2) as ibfs.cu's level loop runs them: O(frontier edges)
// work per top-down level, O(in-edges of the rows still open) per bottom-up
// level, every count on the device. S = the bitwise status array (kw words a
// row), F = the bits found by the last level (zero outside the joint frontier
// queue q), F' = the bits this level finds (zero before it), L = the n x 64·kw
// levels, P_b = bit b of the levels found so far (n x kw words a plane),
// live = ∨_v F(v) (the instances whose last level found a vertex), o = the rows
// some live instance may still reach (every row before the first bottom-up level).
//   push:   for u in q, v ∈ out(u), edge-balanced:  new = F(u) ∧ ¬S(v) ;  S(v) ∨= new ;  F'(v) ∨= new
//   pull:   for v in o, one warp (blocks over chunks of the in-edges above pull_heavy_degree):
//           F'(v) = (∨_{u ∈ in(v)} S(u)) ∧ live ∧ ¬S(v), the OR stopping once it covers live ∧ ¬S(v)
//           (early termination; S is read only) ;  o' = the rows not covered
//   either: v appended to q' once (the rows a level found) ;  o' likewise
//   finish: for v in q':  S(v) ∨= F'(v) ;  P_b(v) ∨= F'(v) for the set bits b of depth ;  live' ∨= F'(v) ;
//           mark(v) = depth ;  m_f += deg(v) ;  m_full += deg(v) if S(v) is full ;  qdeg(i) = deg(q'(i))
//   clear:  for u in q:   F(u) = 0   (F becomes the next level's F')
//   levels (after the last level):  L = Σ_b 2^b·P_b where S, −1 elsewhere, each row of L written once, whole
//           (the depth planes P_b: writing L level by level wrote parts of its sectors several times)
// Early termination at "every live instance has visited v" (ibfs_host.cpp says why it is exact):
// an instance whose source lies in a small component never fills a row of the giant one, and
// without the live mask every bottom-up level would read every in-edge of every row.
//
// A warp works on one row at a time, its lanes over (edge, word) pairs: the row's words in
// slabs of at most 32, W = the power of two ≥ the slab's words lanes per edge, 32 / W edges a
// round; lanes with the same word combine their ORs with xor shuffles over offsets W … 16.
#pragma once
#include <cuda_runtime.h>

#include <cstdint>

#include "graphblade/backend/cuda/detail/frontier_queue.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/types.hpp"

namespace graphblade::gpu::ibfs_kernels {

/// The cells of the device counters one level fills (workspace::device_counters()).
enum counter : int { queue_size = 0, frontier_edges = 1, full_edges = 2, open_size = 3, heavy_size = 4, count = 5 };

constexpr std::uint64_t all_ones = ~std::uint64_t(0);
using detail::full_warp;

/// The power of two ≥ words (words ≤ 32): lanes per edge of a slab of `words` words.
__host__ __device__ inline index_t lanes_per_edge(index_t words) {
  index_t w = 1;
  while (w < words) w *= 2;
  return w;
}

/// The frontier edges a warp of push_level takes at a time (a contiguous run: one binary search).
constexpr offset_t push_warp_edges = 256;

/// Top-down, edge-balanced: each warp takes runs of push_warp_edges consecutive out-edges of the joint
/// frontier (edge e belongs to the first queue position i with edge_end(i) > e, edge_end = the inclusive
/// prefix sum of the out-degrees of q), finds the position of the run's first edge by one binary search and
/// walks on from there; its lanes over (edge, word) pairs, P = lanes_per_edge(kw) lanes an edge for
/// kw ≤ 32 (lanes of a word ≥ kw idle), kw lanes beyond (words in turns of 32).
static __global__ void push_level(const offset_t* out_offsets, const index_t* out_indices, const index_t* queue,
                                  const offset_t* edge_end, offset_t queue_count, offset_t edges, index_t kw,
                                  const std::uint64_t* F, std::uint64_t* S, std::uint64_t* F_next,
                                  std::int32_t depth, std::int32_t* mark, index_t* next_queue, offset_t* counters) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  const index_t P = kw <= 32 ? lanes_per_edge(kw) : 32;  // lanes an edge
  const offset_t per_round = offset_t(32 / P);             // edges a round
  for (offset_t run = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32 * push_warp_edges; run < edges;
       run += warps * push_warp_edges) {
    const offset_t run_end = edges - run < push_warp_edges ? edges : run + push_warp_edges;
    offset_t lo = 0, hi = queue_count - 1;  // the position of the run's first edge
    while (lo < hi) {
      const offset_t mid = (lo + hi) / 2;
      if (edge_end[mid] > run) hi = mid; else lo = mid + 1;
    }
    offset_t i = lo;
    for (offset_t e = run + offset_t(lane) / P; e < run_end; e += per_round) {
      while (edge_end[i] <= e) ++i;  // this lane's edge moves on monotonically
      const index_t u = queue[i];
      const offset_t before = i == 0 ? 0 : edge_end[i - 1];
      const index_t v = out_indices[out_offsets[u] + (e - before)];
      for (index_t w = index_t(lane) % P; w < kw; w += P) {
        const std::uint64_t x = F[offset_t(u) * kw + w];
        if (!x) continue;
        const offset_t at = offset_t(v) * kw + w;
        if (!(x & ~S[at])) continue;  // nothing new for v in this word (a plain read: only bits are ever added)
        const std::uint64_t added =
            x & ~std::uint64_t(atomicOr(reinterpret_cast<unsigned long long*>(S + at), (unsigned long long)x));
        if (!added) continue;
        atomicOr(reinterpret_cast<unsigned long long*>(F_next + at), (unsigned long long)added);
        if (atomicMax(mark + v, depth) < depth) detail::append_index(next_queue, counters + queue_size, v);
      }
    }
  }
}

/// The rounds a warp loads before it combines and checks (independent loads in flight).
constexpr int pull_unroll = 4;
/// Rows with more in-edges than this are left by the warps of pull_level to the blocks of pull_heavy_chunks.
constexpr offset_t pull_heavy_degree = 4096;

/// One slab of a row: the words [slab, slab + words) on the lanes of a warp, W = lanes_per_edge(words).
struct row_slab {
  index_t W, w;  ///< lanes per edge; this lane's word
  bool mine;     ///< this lane's word is in the slab
  __device__ row_slab(index_t slab, index_t kw, int lane) {
    const index_t words = kw - slab < 32 ? kw - slab : 32;
    W = lanes_per_edge(words);
    w = slab + index_t(lane) % W;
    mine = index_t(lane) % W < words;
  }
};

/// What a bottom-up level ORs over the in-neighbours u of a row: S(u), the visited bits, or — the same
/// new bits, as a bit of S(u) ∧ ¬S(v) can only have been found at the last level — F(u), read only where
/// mark(u) = the last level's depth (u in the joint frontier; mark is n int32, at home in L2), so that an
/// in-neighbour outside a small frontier costs no read of its row.
struct pull_source {
  const std::uint64_t* X;      ///< S, or F with the mark filter
  const std::int32_t* mark;    ///< nullptr: no filter
  std::int32_t frontier_depth;
};

/// acc ∨= X(u) for this lane's word over the in-edges first + j·step + lane / W, j < pull_unroll, below last;
/// then the OR of the lanes of each word (every lane of a word holds it).
__device__ inline std::uint64_t or_in_edges(std::uint64_t acc, offset_t first, offset_t last, offset_t step,
                                            const row_slab& r, std::uint64_t need, int lane,
                                            const index_t* in_indices, const pull_source& src, index_t kw) {
  constexpr index_t none = ~index_t(0);
  index_t u[pull_unroll];
#pragma unroll
  for (int j = 0; j < pull_unroll; ++j) {
    const offset_t e = first + offset_t(j) * step + offset_t(lane) / r.W;
    u[j] = need && e < last ? in_indices[e] : none;
  }
  if (src.mark) {
#pragma unroll
    for (int j = 0; j < pull_unroll; ++j)
      if (u[j] != none && src.mark[u[j]] != src.frontier_depth) u[j] = none;
  }
#pragma unroll
  for (int j = 0; j < pull_unroll; ++j)
    if (u[j] != none) acc |= src.X[offset_t(u[j]) * kw + r.w];
  for (index_t o = r.W; o < 32; o *= 2) acc |= __shfl_xor_sync(full_warp, acc, int(o));
  return acc;
}

/// Bottom-up: each warp takes batches of 32 rows of o (rows = nullptr: every row 0 … row_count − 1),
/// lane j loading row j's number and in-edge range, then works on them one after the other, all lanes
/// on one row, pull_unroll rounds between checks; a row of more than pull_heavy_degree in-edges is
/// appended to `heavy` instead. A batch's rows are appended to q', o' and `heavy` with one atomicAdd
/// per list, and no warp waits for another.
static __global__ void pull_level(const offset_t* in_offsets, const index_t* in_indices, const index_t* rows,
                                  offset_t row_count, index_t kw, const std::uint64_t* live, const std::uint64_t* S,
                                  pull_source src, std::uint64_t* F_next, index_t* next_queue, index_t* next_open,
                                  index_t* heavy, offset_t* counters) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t batch = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32 * 32; batch < row_count;
       batch += warps * 32) {
    const offset_t r = batch + offset_t(lane);
    const index_t my_row = r < row_count ? (rows ? rows[r] : index_t(r)) : 0;
    const offset_t my_first = r < row_count ? in_offsets[my_row] : 0;
    const offset_t my_last = r < row_count ? in_offsets[my_row + 1] : 0;
    const unsigned heavy_rows = __ballot_sync(full_warp, my_last - my_first > pull_heavy_degree);
    const int in_batch = row_count - batch < 32 ? int(row_count - batch) : 32;
    unsigned found_rows = 0, open_rows = 0;
    for (int j = 0; j < in_batch; ++j) {
      const index_t v = __shfl_sync(full_warp, my_row, j);
      const offset_t first = __shfl_sync(full_warp, my_first, j), last = __shfl_sync(full_warp, my_last, j);
      if ((heavy_rows >> j) & 1) continue;
      bool found = false, open = false;
      // no in-edge: v never gains a bit and leaves o
      for (index_t slab = 0; first < last && slab < kw; slab += 32) {
        const row_slab rs(slab, kw, lane);
        const std::uint64_t need = rs.mine ? live[rs.w] & ~S[offset_t(v) * kw + rs.w] : 0;
        if (!__any_sync(full_warp, need != 0)) continue;  // every live instance has visited v here
        const offset_t step = offset_t(32 / rs.W);
        std::uint64_t acc = 0;
        bool covered = false;
        for (offset_t base = first; base < last && !covered; base += pull_unroll * step) {
          acc = or_in_edges(acc, base, last, step, rs, need, lane, in_indices, src, kw);
          covered = __all_sync(full_warp, (acc & need) == need);
        }
        const std::uint64_t bits = acc & need;
        if (bits && index_t(lane) < rs.W) F_next[offset_t(v) * kw + rs.w] = bits;
        found = __any_sync(full_warp, bits != 0) || found;
        open = open || !covered;
      }
      found_rows |= unsigned(found) << j;
      open_rows |= unsigned(open) << j;
    }
    detail::enqueue_found_by_warp(next_queue, counters + queue_size, nullptr, (found_rows >> lane) & 1u, my_row, 0);
    detail::enqueue_found_by_warp(next_open, counters + open_size, nullptr, (open_rows >> lane) & 1u, my_row, 0);
    detail::enqueue_found_by_warp(heavy, counters + heavy_size, nullptr, (heavy_rows >> lane) & 1u, my_row, 0);
  }
}

/// The chunks a heavy row's in-edges are cut into (blockIdx.y of pull_heavy_chunks), each of at least
/// pull_chunk_edges edges.
constexpr unsigned pull_heavy_chunks_max = 32;
constexpr offset_t pull_chunk_edges = 2048;

/// Bottom-up for the rows pull_level left (*heavy_count of them, read on the device): block (x, y) takes
/// chunk y of rows x, x + gridDim.x, …, a row cut into at most gridDim.y chunks of at least
/// pull_chunk_edges in-edges; the block's warps OR interleaved runs of the chunk into shared memory, and
/// every pull_unroll rounds of each warp the block merges that OR with the row's accumulator G (kw words a
/// row, zero before; atomicOr) and stops once the merged OR covers live ∧ ¬S(v) (__syncthreads_and).
/// pull_heavy_finish turns G into F' and the lists.
template <int threads>
__global__ void __launch_bounds__(threads) pull_heavy_chunks(const offset_t* in_offsets, const index_t* in_indices,
                                                             const index_t* heavy, const offset_t* heavy_count,
                                                             index_t kw, const std::uint64_t* live,
                                                             const std::uint64_t* S, pull_source src,
                                                             std::uint64_t* G) {
  constexpr int warps = threads / 32;
  __shared__ std::uint64_t block_acc[32];
  const int lane = int(threadIdx.x % 32), warp = int(threadIdx.x / 32);
  const offset_t count = *heavy_count;
  for (offset_t item = blockIdx.x; item < count; item += gridDim.x) {
    const index_t v = heavy[item];
    const offset_t first = in_offsets[v], last = in_offsets[v + 1];
    offset_t length = (last - first + gridDim.y - 1) / gridDim.y;
    if (length < pull_chunk_edges) length = pull_chunk_edges;
    const offset_t chunk_first = first + offset_t(blockIdx.y) * length;
    if (chunk_first >= last) continue;  // this row has fewer chunks (uniform in the block)
    const offset_t chunk_last = last - chunk_first < length ? last : chunk_first + length;
    for (index_t slab = 0; slab < kw; slab += 32) {
      const row_slab rs(slab, kw, lane);
      const index_t at = rs.w - slab;  // the lane's word in block_acc (< 32)
      const std::uint64_t need = rs.mine ? live[rs.w] & ~S[offset_t(v) * kw + rs.w] : 0;
      if (threadIdx.x < 32) block_acc[threadIdx.x] = 0;
      if (!__syncthreads_or(need != 0)) continue;  // every live instance has visited v here
      const offset_t step = offset_t(32 / rs.W), block_step = offset_t(warps) * pull_unroll * step;
      std::uint64_t acc = 0;
      bool covered = false;
      for (offset_t base = chunk_first; base < chunk_last && !covered; base += block_step) {
        acc = or_in_edges(acc, base + offset_t(warp) * pull_unroll * step, chunk_last, step, rs, need, lane,
                          in_indices, src, kw);
        if (index_t(lane) < rs.W && rs.mine && acc)
          atomicOr(reinterpret_cast<unsigned long long*>(block_acc + at), (unsigned long long)acc);
        __syncthreads();
        // G(v) ∨= the block's OR, and the block takes G(v) back (what the row's other chunks found)
        if (warp == 0 && index_t(lane) < rs.W && rs.mine)
          block_acc[at] |= std::uint64_t(atomicOr(reinterpret_cast<unsigned long long*>(G + item * kw + rs.w),
                                                  (unsigned long long)block_acc[at]));
        __syncthreads();  // warp 0's merge is seen by every warp's check
        covered = __syncthreads_and(!rs.mine || (block_acc[at] & need) == need);
      }
      __syncthreads();  // block_acc is read before the next slab clears it
    }
  }
}

/// After pull_heavy_chunks, one warp per heavy row: F'(v) = G(v) ∧ live ∧ ¬S(v), v appended to q' when
/// that has a bit and to o' unless it covers live ∧ ¬S(v); G(v) cleared for the next level.
static __global__ void pull_heavy_finish(const index_t* heavy, const offset_t* heavy_count, index_t kw,
                                         const std::uint64_t* live, const std::uint64_t* S, std::uint64_t* G,
                                         std::uint64_t* F_next, index_t* next_queue, index_t* next_open,
                                         offset_t* counters) {
  const int lane = int(threadIdx.x % 32);
  const offset_t count = *heavy_count, warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t item = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; item < count; item += warps) {
    const index_t v = heavy[item];
    bool found = false, open = false;
    for (index_t slab = 0; slab < kw; slab += 32) {
      const index_t words = kw - slab < 32 ? kw - slab : 32;
      const index_t w = slab + index_t(lane);
      std::uint64_t bits = 0, need = 0, got = 0;
      if (index_t(lane) < words) {
        need = live[w] & ~S[offset_t(v) * kw + w];
        got = G[item * kw + w];
        G[item * kw + w] = 0;
        bits = got & need;
        if (bits) F_next[offset_t(v) * kw + w] = bits;
      }
      found = __any_sync(full_warp, bits != 0) || found;
      open = __any_sync(full_warp, (got & need) != need) || open;
    }
    if (lane == 0 && found) detail::append_index(next_queue, counters + queue_size, v);
    if (lane == 0 && open) detail::append_index(next_open, counters + open_size, v);
  }
}

/// The bits of the levels found so far, plane b holding bit b of each (row, column)'s level (n x kw words
/// each, zero first); a plane is added when the depth reaches 2^count. Levels are written into L from
/// them once, after the last level (write_levels), as whole rows.
struct depth_planes {
  static constexpr int max = 31;
  std::uint64_t* plane[max] = {};
  int count = 0;
};

/// The rows a level found (*queue_count of them, read on the device), one warp per row, the lanes over its
/// words: S(v) ∨= F'(v), live' ∨= F'(v), P_b(v) ∨= F'(v) for the set bits b of depth, and the row's counts
/// (m_f, m_full, qdeg), summed per block into one atomicAdd each. degree: the out-degrees; qdeg(i) =
/// deg(q'(i)) for the next push's prefix sum.
template <int threads>
__global__ void __launch_bounds__(threads) finish_level(const index_t* queue, const offset_t* queue_count, index_t kw,
                                                        const std::uint64_t* F_next, std::uint64_t* S,
                                                        depth_planes planes, std::int32_t depth,
                                                        const std::int64_t* degree, std::int32_t* mark,
                                                        std::uint64_t* live_next, offset_t* qdeg,
                                                        offset_t* counters) {
  const offset_t rows = *queue_count;
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * (threads / 32);
  unsigned long long frontier = 0, full = 0;  // lane 0's sums
  for (offset_t i = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; i < rows; i += warps) {
    const index_t v = queue[i];
    bool is_full = true;
    for (index_t slab = 0; slab < kw; slab += 32) {
      const index_t words = kw - slab < 32 ? kw - slab : 32;
      const offset_t at = offset_t(v) * kw + slab + index_t(lane);
      std::uint64_t seen = all_ones;
      if (index_t(lane) < words) {
        const std::uint64_t found = F_next[at];
        seen = S[at] | found;
        if (found) {
          S[at] = seen;
          for (int b = 0; b < planes.count; ++b)
            if ((depth >> b) & 1) planes.plane[b][at] |= found;
          if (found & ~live_next[slab + lane])
            atomicOr(reinterpret_cast<unsigned long long*>(live_next + slab + lane), (unsigned long long)found);
        }
      }
      is_full = __all_sync(full_warp, seen == all_ones) && is_full;
    }
    if (lane == 0) {
      mark[v] = depth;  // v is in the joint frontier of depth (a push level has set it already)
      const offset_t d = offset_t(degree[v]);
      qdeg[i] = d;
      frontier += d;
      if (is_full) full += d;
    }
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

/// L from the depth planes after the last level, every entry written once: L(v, c) = Σ_b 2^b·P_b(v, c)
/// where S(v, c) is set, −1 elsewhere. A flat grid over the 16-byte pieces of L: each thread takes
/// 16 / sizeof(T) consecutive columns of one word of S (4 int32 levels, or 16 byte levels), reads that
/// word of S and of each plane (the threads of one word read it together) and stores its levels as one
/// 16-byte store, consecutive threads writing consecutive pieces. L is n x 64·kw row-major, 16-byte
/// aligned, so word v·kw + w of S covers L's 64 entries from 64·(v·kw + w). T: std::int32_t or std::int8_t
/// (levels up to 127).
template <class T>
__global__ void write_levels(index_t n, index_t kw, const std::uint64_t* S, depth_planes planes, T* L) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 1, "int32 or byte levels");
  constexpr int cells = 16 / int(sizeof(T)), parts = 64 / cells;  // per thread; per word of S
  constexpr unsigned cell_mask = (1u << cells) - 1u;
  const offset_t pieces = offset_t(n) * offset_t(kw) * parts;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < pieces; i += stride) {
    const offset_t word = i / parts;
    const int shift = int(i % parts) * cells;
    const unsigned seen = unsigned(S[word] >> shift) & cell_mask;
    int cell[cells] = {};
    if (seen) {
#pragma unroll 4
      for (int b = 0; b < planes.count; ++b) {
        const unsigned p = unsigned(planes.plane[b][word] >> shift) & cell_mask;
#pragma unroll
        for (int j = 0; j < cells; ++j) cell[j] |= int((p >> j) & 1u) << b;
      }
    }
#pragma unroll
    for (int j = 0; j < cells; ++j) cell[j] = (seen >> j) & 1u ? cell[j] : -1;
    T* at = L + word * 64 + offset_t(shift);
    if constexpr (sizeof(T) == 4) {
      *reinterpret_cast<int4*>(at) = make_int4(cell[0], cell[1], cell[2], cell[3]);
    } else {
      unsigned packed[4];
#pragma unroll
      for (int k = 0; k < 4; ++k)
        packed[k] = (unsigned(cell[4 * k]) & 0xFFu) | (unsigned(cell[4 * k + 1]) & 0xFFu) << 8 |
                    (unsigned(cell[4 * k + 2]) & 0xFFu) << 16 | (unsigned(cell[4 * k + 3]) & 0xFFu) << 24;
      *reinterpret_cast<uint4*>(at) = make_uint4(packed[0], packed[1], packed[2], packed[3]);
    }
  }
}

}  // namespace graphblade::gpu::ibfs_kernels
