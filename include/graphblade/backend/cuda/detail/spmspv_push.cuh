// Push SpMSpV kernels (top-down BFS step; GraphBLAST's SpMSpV; TurboBFS's
// scatter): every input entry k of the frontier scatters N(o,k) ⊗ u(k) to the
// outputs o in its list N(:, k) that the mask allows. Three mappings:
//   spmspv_push_thread          one thread per frontier entry
//   spmspv_push_warp            one warp per frontier entry
//   spmspv_push_load_balanced   one thread per frontier *edge*: the frontier's
//       degrees are exclusive-scanned (cub::DeviceScan, src/cuda/primitives.cu)
//       and each thread binary-searches its edge's frontier entry (the
//       "LB" advance of gunrock / merge-path over the scanned degrees).
//   spmspv_push_warp_scan       a frontier whose count only the device knows
//       (asynchronous operators, issue 12), on graphs of low mean degree:
//       each warp takes 32 frontier entries at a time, scans their degrees
//       with shuffles and walks their edges together (the warp-level form of
//       the same idea); entries of larger degree are listed instead for
//       spmspv_push_heavy: a block per entry, and the largest spread over the
//       whole grid. Cheap per level on the small frontiers of roads and meshes.
//   spmspv_push_range_offsets + spmspv_push_range_balanced: the same one
//       thread per edge for a frontier whose count only the device knows
//       (asynchronous operators, issue 12), with no host-sized scan: block b
//       of a fixed grid of G blocks scans the degrees of its slice of the
//       entries [F·b/G, F·(b+1)/G) (offsets within the slice, and the
//       slice's total), and the last block to finish scans the G totals;
//       then block b takes the edges [E·b/G, E·(b+1)/G), finding each edge's
//       slice and then its entry by binary search. O(F + E + G) a level,
//       whatever the frontier's capacity; a block without edges returns at once.
//       Its claims go on the output list a block at a time (one atomic per
//       256 edges, where the others take one per warp).
#pragma once
#include <cstdint>

#include <cub/block/block_scan.cuh>

#include "graphblade/backend/cuda/detail/device_count.cuh"
#include "graphblade/backend/cuda/detail/product_term.cuh"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/scatter_sink.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"

namespace graphblade::gpu::detail {

/// The frontier: input indices and their values, either parallel to the
/// indices (values[f]) or addressed by index (values[indices[f]]).
template <class TU>
struct frontier_ref {
  const index_t* indices = nullptr;
  const TU* values = nullptr;
  bool values_by_index = false;
  counted count;  ///< the number of entries (a host value, or a device cell)
  __device__ __forceinline__ TU value(offset_t f, index_t k) const { return values[values_by_index ? k : f]; }
};

template <class Semiring, class TA, class TU>
struct push_args {
  using D = typename Semiring::value_type;
  product_term<Semiring> term;
  lists_ref<TA> lists;  ///< N(:, k) for every input k
  frontier_ref<TU> frontier;
  mask_ref mask;
  scatter_sink<typename Semiring::add_type, D> sink;
};

/// The term of edge e (N(o, k), o its output) for the entry k of value x, into the sink.
template <class Args>
__device__ __forceinline__ void push_edge(const Args& g, offset_t e, index_t k, typename Args::D x) {
  using D = typename Args::D;
  const index_t o = g.lists.indices[e];
  if (g.sink.settled(o) || !g.mask.allows(o)) return;
  g.sink.put(o, g.term(D(g.lists.value(e)), x, o, k));
}

/// push_edge's claim without the list: true when this thread claimed o (term: its term), for
/// the sink's put_block.
template <class Args>
__device__ __forceinline__ bool claim_edge(const Args& g, offset_t e, index_t k, typename Args::D x, index_t& o,
                                           typename Args::D& term) {
  using D = typename Args::D;
  o = g.lists.indices[e];
  if (g.sink.settled(o) || !g.mask.allows(o)) return false;
  term = g.term(D(g.lists.value(e)), x, o, k);
  return g.sink.claim(o, term);
}

template <class Semiring, class TA, class TU>
__global__ void spmspv_push_thread(push_args<Semiring, TA, TU> g) {
  using D = typename Semiring::value_type;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  const offset_t F = g.frontier.count.size();
  for (offset_t f = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; f < F; f += stride) {
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    for (offset_t e = g.lists.offsets[k]; e < g.lists.offsets[k + 1]; ++e) push_edge(g, e, k, x);
  }
}

template <class Semiring, class TA, class TU>
__global__ void spmspv_push_warp(push_args<Semiring, TA, TU> g) {
  using D = typename Semiring::value_type;
  const int lane = threadIdx.x & 31;
  const offset_t warps = offset_t(gridDim.x) * (blockDim.x >> 5);
  const offset_t F = g.frontier.count.size();
  for (offset_t f = offset_t(blockIdx.x) * (blockDim.x >> 5) + (threadIdx.x >> 5); f < F; f += warps) {
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    for (offset_t e = g.lists.offsets[k] + lane; e < g.lists.offsets[k + 1]; e += 32) push_edge(g, e, k, x);
  }
}

/// The largest p in [lo, hi) with before[p] <= x, given before[lo] <= x: over the exclusive scan of
/// the entries' degrees, the entry whose edges hold edge x.
__device__ __forceinline__ offset_t entry_of_edge(const offset_t* before, offset_t lo, offset_t hi, offset_t x) {
  while (hi - lo > 1) {
    const offset_t mid = (lo + hi) / 2;
    if (before[mid] <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}

/// edge_offsets[f] = edges of frontier entries before f; edge_offsets[count] = total.
template <class Semiring, class TA, class TU>
__global__ void spmspv_push_load_balanced(push_args<Semiring, TA, TU> g, const offset_t* edge_offsets) {
  using D = typename Semiring::value_type;
  const offset_t F = g.frontier.count.size();
  const offset_t total = edge_offsets[F];
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < total; e += stride) {
    const offset_t lo = entry_of_edge(edge_offsets, 0, F, e);
    const index_t k = g.frontier.indices[lo];
    push_edge(g, g.lists.offsets[k] + (e - edge_offsets[lo]), k, D(g.frontier.value(lo, k)));
  }
}

/// Entry slice of block b among G blocks over F entries: [F·b/G, F·(b+1)/G).
__device__ __forceinline__ offset_t slice_start(offset_t F, offset_t b, offset_t G) { return F * b / G; }

/// The exclusive scan of item(i) for i in [begin, end) by one block, Threads at a time: put(i, before)
/// with the sum of the items from begin to i; returns the sum of them all. Every thread of the block
/// calls it (block-wide scans); `scratch` is free again when it returns.
template <int Threads, class Item, class Put>
__device__ __forceinline__ offset_t block_scan_range(offset_t begin, offset_t end, Item item, Put put,
                                                     typename cub::BlockScan<offset_t, Threads>::TempStorage& scratch) {
  using block_scan = cub::BlockScan<offset_t, Threads>;
  offset_t running = 0;
  for (offset_t base = begin; base < end; base += Threads) {
    const offset_t i = base + threadIdx.x;
    offset_t before = 0, tile = 0;
    block_scan(scratch).ExclusiveSum(i < end ? item(i) : offset_t(0), before, tile);
    if (i < end) put(i, running + before);
    running += tile;
    __syncthreads();  // (scratch is reused by the next tile)
  }
  return running;
}

/// Pass 1 of the device-count push: block b writes, for each entry f of its slice, the edges of the
/// slice's entries before f (local[f]), and the slice's edge total (totals[b]); the last block to
/// finish (counted in *done, zero between launches: that block sets it back) scans the totals into
/// slice_edges[0..G] (slice_edges[s] = edges of the slices before s, slice_edges[G] = all).
template <int Threads, class Semiring, class TA, class TU>
__global__ void spmspv_push_range_offsets(push_args<Semiring, TA, TU> g, offset_t* local, offset_t* totals,
                                          offset_t* slice_edges, unsigned* done) {
  __shared__ typename cub::BlockScan<offset_t, Threads>::TempStorage scratch;
  __shared__ bool last;
  const offset_t F = g.frontier.count.size(), G = gridDim.x;
  const offset_t begin = slice_start(F, blockIdx.x, G), end = slice_start(F, blockIdx.x + 1, G);
  const auto degree = [&](offset_t f) {
    const index_t k = g.frontier.indices[f];
    return g.lists.offsets[k + 1] - g.lists.offsets[k];
  };
  const offset_t edges =
      block_scan_range<Threads>(begin, end, degree, [&](offset_t f, offset_t before) { local[f] = before; }, scratch);
  if (threadIdx.x == 0) {
    totals[blockIdx.x] = edges;
    __threadfence();  // the total is visible before the block counts as done
    last = atomicAdd(done, 1u) == unsigned(G) - 1;
  }
  __syncthreads();
  if (!last) return;
  __threadfence();
  // (the totals were written by other blocks: read past L1)
  const auto total = [&](offset_t s) { return __ldcg(totals + s); };
  const offset_t all =
      block_scan_range<Threads>(0, G, total, [&](offset_t s, offset_t before) { slice_edges[s] = before; }, scratch);
  if (threadIdx.x == 0) {
    slice_edges[G] = all;
    *done = 0;
  }
}

/// Pass 2: block b takes the edges [E·b/G, E·(b+1)/G) of the E in all, one thread per edge (a block
/// with none returns at once); with slice_edges in shared memory (dynamic: G + 1 offsets), each
/// finds its slice by binary search there, then its entry by binary search in the slice's local
/// offsets. The block's claims of each pass go on the list with one atomic (put_block).
template <int Threads, class Semiring, class TA, class TU>
__global__ void spmspv_push_range_balanced(push_args<Semiring, TA, TU> g, const offset_t* local,
                                           const offset_t* slice_edges) {
  using D = typename Semiring::value_type;
  using block_scan = cub::BlockScan<offset_t, Threads>;
  __shared__ typename block_scan::TempStorage scratch;
  __shared__ offset_t block_at;
  extern __shared__ offset_t edges_before[];  // slice_edges, copied
  const offset_t F = g.frontier.count.size(), G = gridDim.x;
  const offset_t E = slice_edges[G];
  const offset_t first = E * blockIdx.x / G, last = E * (blockIdx.x + 1) / G;
  if (first >= last) return;  // (the whole block: first and last are the block's)
  for (offset_t s = threadIdx.x; s <= G; s += Threads) edges_before[s] = slice_edges[s];
  __syncthreads();
  // every thread of the block runs the same passes (put_block)
  for (offset_t base = first; base < last; base += Threads) {
    const offset_t e = base + threadIdx.x;
    bool claimed = false;
    index_t o = 0;
    D term{};
    if (e < last) {
      const offset_t slice = entry_of_edge(edges_before, 0, G, e);
      const offset_t within = e - edges_before[slice];
      const offset_t f = entry_of_edge(local, slice_start(F, slice, G), slice_start(F, slice + 1, G), within);
      const index_t k = g.frontier.indices[f];
      claimed = claim_edge(g, g.lists.offsets[k] + (within - local[f]), k, D(g.frontier.value(f, k)), o, term);
    }
    g.sink.template put_block<block_scan>(claimed, o, term, scratch, block_at);
  }
}

/// Chunks of 32 frontier entries per warp (count read on the device): the chunk's degrees are
/// warp-scanned into shared memory, then the warp's lanes take its edges in turn, each finding its
/// entry by binary search in the scan. Entries of degree > heavy_degree are listed instead (for
/// spmspv_push_heavy; those above huge_degree apart), so a chunk holds at most 32 * heavy_degree edges. Warp-sized chunks keep
/// every warp of the grid busy on a frontier of tens of thousands of entries, where block-sized
/// ones left most blocks idle (kron:22's second level: 948 µs against 46 µs for the load-balanced
/// push of the same frontier with its count on the host, session 23).
template <int Threads, class Semiring, class TA, class TU>
__global__ void spmspv_push_warp_scan(push_args<Semiring, TA, TU> g, offset_t heavy_degree, offset_t huge_degree,
                                      offset_t* heavy, offset_t* heavy_count, offset_t* huge, offset_t* huge_count) {
  using D = typename Semiring::value_type;
  constexpr int warps = Threads / 32;
  __shared__ offset_t start[warps][33];  // start[w][t] = edges of warp w's chunk entries before t
  __shared__ index_t vertex[warps][32];
  const int lane = int(threadIdx.x & 31), w = int(threadIdx.x >> 5);
  const offset_t F = g.frontier.count.size();
  const offset_t step = offset_t(gridDim.x) * warps * 32;
  // the chunk is the same for the warp's 32 lanes: every lane reaches every shuffle
  for (offset_t chunk = (offset_t(blockIdx.x) * warps + w) * 32; chunk < F; chunk += step) {
    const offset_t f = chunk + lane;
    offset_t degree = 0;
    if (f < F) {
      const index_t k = g.frontier.indices[f];
      vertex[w][lane] = k;
      degree = g.lists.offsets[k + 1] - g.lists.offsets[k];
      if (degree > huge_degree) {  // left to spmspv_push_heavy, over the whole grid
        huge[atomicAdd(reinterpret_cast<unsigned long long*>(huge_count), 1ull)] = f;
        degree = 0;
      } else if (degree > heavy_degree) {  // left to spmspv_push_heavy, a block
        heavy[atomicAdd(reinterpret_cast<unsigned long long*>(heavy_count), 1ull)] = f;
        degree = 0;
      }
    }
    offset_t inclusive = degree;
    for (int d = 1; d < 32; d <<= 1) {
      const offset_t below = __shfl_up_sync(full_warp, inclusive, d);
      if (lane >= d) inclusive += below;
    }
    start[w][lane] = inclusive - degree;
    const offset_t total = __shfl_sync(full_warp, inclusive, 31);
    if (lane == 31) start[w][32] = total;
    __syncwarp();
    const offset_t entries = F - chunk < 32 ? F - chunk : 32;
    for (offset_t e = offset_t(lane); e < total; e += 32) {
      const offset_t lo = entry_of_edge(start[w], 0, entries, e);
      const index_t k = vertex[w][lo];
      push_edge(g, g.lists.offsets[k] + (e - start[w][lo]), k, D(g.frontier.value(chunk + lo, k)));
    }
    __syncwarp();  // the warp's shared rows are refilled by its next chunk
  }
}

/// The frontier entries spmspv_push_warp_scan left out, listed by degree: heavy[h], h < *heavy_count
/// (degree up to huge_degree), a block per entry in turn; then huge[u], u < *huge_count (larger: the
/// Kronecker hubs), each spread over the whole grid, so that no block walks a hub alone (a block per
/// heavy entry took kron:22's second level 534 µs, against 197 µs for the load-balanced push).
template <class Semiring, class TA, class TU>
__global__ void spmspv_push_heavy(push_args<Semiring, TA, TU> g, const offset_t* heavy, const offset_t* heavy_count,
                                  const offset_t* huge, const offset_t* huge_count) {
  using D = typename Semiring::value_type;
  const offset_t H = *heavy_count, U = *huge_count;
  for (offset_t h = blockIdx.x; h < H; h += gridDim.x) {
    const offset_t f = heavy[h];
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    for (offset_t e = g.lists.offsets[k] + threadIdx.x; e < g.lists.offsets[k + 1]; e += blockDim.x) push_edge(g, e, k, x);
  }
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t u = 0; u < U; ++u) {
    const offset_t f = huge[u];
    const index_t k = g.frontier.indices[f];
    const D x = D(g.frontier.value(f, k));
    const offset_t end = g.lists.offsets[k + 1];
    for (offset_t e = g.lists.offsets[k] + offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < end; e += stride)
      push_edge(g, e, k, x);
  }
}

}  // namespace graphblade::gpu::detail
