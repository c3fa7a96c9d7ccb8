// The traversal kernels of XBFS on CUDA (Gaihre et al., HPDC'19): the
// top-down expansion (§4.1: scan-free or single-scan status updates, walking
// a queue or, after bottom-up, the bottom-up queue filtered by status) and
// the bottom-up pass (§5: one thread per unvisited vertex with early
// termination, static / thread-centric / warp-centric scheduling, Alg. 1-2,
// and the asynchronous rule of Alg. 3). Queue generation itself is in
// graphblade/backend/cuda/detail/frontier_queue.cuh.
//
// Top-down work per frontier vertex follows its degree (the paper keeps
// Enterprise's degree classes for top-down): a list of at least
// chunk_min_edges entries is cut into chunks of at most chunk_edges that
// every block of the grid shares (top_down_chunks, after the expansion: a
// Kronecker hub's list would keep one block busy for a millisecond); the
// other lists' edges are spread one per thread over a block.
#pragma once
#include <cooperative_groups.h>

#include <cstdint>
#include <cub/block/block_scan.cuh>
#include <cuda/atomic>

#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "algorithms/bfs/xbfs/xbfs_state.hpp"
#include "graphblade/backend/cuda/detail/frontier_queue.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/types.hpp"

namespace graphblade::xbfs::kernels {

using gpu::detail::block_load_cg;
using gpu::detail::full_warp;

/// Device counters of one step (the one host read of a level).
enum counter : int {
  list_size = 0,    ///< top-down: the generated queue; bottom-up: vertices carried to level + 1
  list_edges = 1,   ///< their out-edges
  found = 2,        ///< bottom-up: vertices put on the level
  found_edges = 3,  ///< their out-edges
  queue_size = 4,   ///< bottom-up: entries of its queue
  cursor = 5,       ///< bottom-up: the dynamic schedulers' shared counter
  chunks = 6,       ///< top-down: edge chunks of long lists queued for top_down_chunks
  rest_edges = 7,   ///< bottom-up: in-edges of the queue's vertices not put on the level
  listed = 8,       ///< vertices listed as unvisited for the next bottom-up pass (level_plan::list)
  level_end = 9,    ///< small-graph wide levels: the arrivals at the level's barrier with their counts
                    ///< (end_wide_small_level)
  counters = 10
};

/// Edges per chunk of a long adjacency list (one block's share in top_down_chunks).
inline constexpr offset_t chunk_edges = 4096;
/// The top-down expansion (expand_frontier) queues lists of at least this many entries as chunks (a list
/// makes at most 1 + degree / chunk_edges chunks; the device loop's wide levels queue only lists of at
/// least chunk_edges).
inline constexpr offset_t chunk_min_edges = 256;

struct top_down_args {
  const offset_t* offsets;  ///< CSR of A
  const index_t* indices;
  std::int32_t* status;
  index_t* parent;       ///< nullptr: parents not asked for
  const index_t* queue;  ///< walked entries; nullptr: every vertex
  offset_t queue_size;
  std::int32_t level;  ///< the level being found (the frontier is level - 1)
  index_t* next;       ///< scan-free: the generated queue
  offset_t* counters;
  index_t* chunk_vertex;  ///< per queued chunk: its frontier vertex
  offset_t* chunk_begin;  ///< and its first edge
  bool claim_once;        ///< single-scan: an atomicCAS claims a vertex, only its winner writes the parent
  bool check_first;       ///< expand_by_edge: read the status before the claim (a level of more edges than vertices)
  /// The small-graph path's queues keep each entry's list bounds beside it (pack_bounds): nullptr, the offsets
  /// are read instead
  const offset_t* queue_bounds;
  offset_t* next_bounds;
  /// The small-graph path in block 0 with a bitmap of the visited vertices in shared memory (loop_small_graph's
  /// Bits): a claim is an atomicOr on it, after which the winner stores the status;
  /// nullptr: a claim is an atomicCAS on the status.
  unsigned* visited;
};

/// Whether v reads unvisited: with Bits its bit clear in a.visited, else its status -1 (a plain load: stale only as
/// unvisited, which the claim settles). The kernels that never claim on the bitmap take Bits false, so that its
/// code costs them nothing (a runtime test made the other graphs' levels ~4 % slower on the H200).
template <bool Bits>
__device__ __forceinline__ bool reads_unvisited(const top_down_args& a, index_t v) {
  if constexpr (Bits) return (a.visited[v >> 5] & (1u << (v & 31))) == 0;
  return a.status[v] == -1;
}

/// status(v) = a.level if v is unvisited; true for the one thread whose claim took v. With Bits one atomicOr on its
/// bit in a.visited (shared memory) and a store of the status (no round trip to L2 in the claim), else one atomicCAS
/// on the status.
template <bool Bits>
__device__ __forceinline__ bool claim_vertex(const top_down_args& a, index_t v) {
  if constexpr (Bits) {
    const unsigned bit = 1u << (v & 31);
    if (atomicOr(a.visited + (v >> 5), bit) & bit) return false;
    a.status[v] = a.level;
    return true;
  }
  return atomicCAS(a.status + v, -1, a.level) == -1;
}

/// A list's bounds in one 64-bit cell, its first entry in the low half and its degree in the high one, where a
/// queue entry keeps them (the small-graph path, whose graphs have fewer than 2^32 entries): the next level
/// loads them beside the entry, not after it.
__device__ __forceinline__ offset_t pack_bounds(offset_t begin, offset_t degree) { return begin | degree << 32; }

/// Entry i of a.queue: its vertex u and its list's first entry and degree, from a.queue_bounds or else the
/// offsets; PastL1: loaded past L1 (other blocks wrote the queue in the same launch).
template <bool PastL1>
__device__ __forceinline__ void queue_entry(const top_down_args& a, offset_t i, index_t& u, offset_t& begin,
                                            offset_t& degree) {
  u = PastL1 ? __ldcg(a.queue + i) : a.queue[i];
  if (a.queue_bounds) {
    const offset_t b = PastL1 ? __ldcg(a.queue_bounds + i) : a.queue_bounds[i];
    begin = b & 0xffffffffu;
    degree = b >> 32;
  } else {
    begin = a.offsets[u];
    degree = a.offsets[u + 1] - begin;
  }
}

/// The bounds of a.next's entry `pos`, found vertex v's list (begin, degree), where the queue keeps them.
__device__ __forceinline__ void store_bounds(const top_down_args& a, bool won, offset_t pos, offset_t begin,
                                             offset_t degree) {
  if (won && a.next_bounds) a.next_bounds[pos] = pack_bounds(begin, degree);
}

/// Where a level's warps append the vertices they found to a.next (enqueue_found_by_warp: every lane of a
/// converged warp calls it; returns the lane's slot) and what counts them:
/// - block_counts: one block's own queue, its size and out-edges in 32-bit counters in shared memory;
/// - grid_counts: the grid's, cells list_size and list_edges of a.counters;
/// - block_tally: the grid's queue (list_size of a.counters gives the slots), the vertices found and their
///   out-edges counted in the block's tally in shared memory instead, with a flag for a list queued as chunks
///   (chunked): end_wide_small_level sums the tallies across the grid in the level's barrier.
/// Each stores a found vertex's list bounds (begin, degree) beside its entry where the queue keeps them
/// (store_bounds).
struct block_counts {
  unsigned* c;  ///< found, edges
  __device__ __forceinline__ offset_t operator()(const top_down_args& a, bool won, index_t v, offset_t begin,
                                                 offset_t degree) const {
    const offset_t pos = gpu::detail::enqueue_found_by_warp(a.next, c, c + 1, won, v, degree);
    store_bounds(a, won, pos, begin, degree);
    return pos;
  }
  __device__ __forceinline__ void chunked() const {}
};
struct grid_counts {
  __device__ __forceinline__ offset_t operator()(const top_down_args& a, bool won, index_t v, offset_t begin,
                                                 offset_t degree) const {
    const offset_t pos =
        gpu::detail::enqueue_found_by_warp(a.next, a.counters + list_size, a.counters + list_edges, won, v, degree);
    store_bounds(a, won, pos, begin, degree);
    return pos;
  }
  __device__ __forceinline__ void chunked() const {}
};
struct block_tally {
  unsigned* t;  ///< found, edges, chunked (shared memory)
  __device__ __forceinline__ offset_t operator()(const top_down_args& a, bool won, index_t v, offset_t begin,
                                                 offset_t degree) const {
    const offset_t pos = gpu::detail::enqueue_found_by_warp<offset_t, unsigned>(a.next, a.counters + list_size, t + 1,
                                                                                won, v, degree, t);
    store_bounds(a, won, pos, begin, degree);
    return pos;
  }
  __device__ __forceinline__ void chunked() const { atomicOr(t + 2, 1u); }
};

/// Single-scan: unvisited v (as read) goes on a.level with parent `parent`. The paper's plain stores
/// (racing writers store the same level and a valid parent), or with claim_once one atomicCAS, after
/// which only the winner stores the parent (kron:24's level-3 hub chunks store both for nearly every
/// edge into arrays larger than L2: bench/results/h100-s20).
__device__ __forceinline__ void claim_single_scan(const top_down_args& a, index_t v, index_t parent) {
  if (a.claim_once) {
    if (atomicCAS(a.status + v, -1, a.level) == -1 && a.parent) a.parent[v] = parent;
    return;
  }
  a.status[v] = a.level;
  if (a.parent) a.parent[v] = parent;
}

/// The edges [begin, end) of frontier vertex u, a long list, queued as chunks of chunk_edges for expand_chunks.
__device__ __forceinline__ void queue_chunks(const top_down_args& a, index_t u, offset_t begin, offset_t end) {
  const offset_t n_chunks = (end - begin + chunk_edges - 1) / chunk_edges;
  const offset_t at = atomicAdd(reinterpret_cast<unsigned long long*>(a.counters + chunks), n_chunks);
  for (offset_t c = 0; c < n_chunks; ++c) {
    a.chunk_vertex[at + c] = u;
    a.chunk_begin[at + c] = begin + c * chunk_edges;
  }
}

/// The owner of edge e of an edge-balanced round: the last of the `owners` entries whose first edge
/// (first_edge, an exclusive scan of their degrees) is <= e (an entry of degree 0 owns none).
template <class T>
__device__ __forceinline__ int edge_owner(const T* first_edge, int owners, T e) {
  int left = 0, right = owners;
  while (right - left > 1) {
    const int mid = (left + right) / 2;
    if (first_edge[mid] <= e)
      left = mid;
    else
      right = mid;
  }
  return left;
}

/// Threads a block of the top-down kernels (top_down, loop_top_down): expand_frontier's block scan.
inline constexpr int expand_threads = 256;
/// Queue entries a thread of expand_frontier reads a round (their loads overlap).
inline constexpr int expand_items = 4;

/// Expand the frontier (the body of the top-down kernels; every thread of the block calls it, with
/// blockDim = expand_threads): Walk = entries are frontier only when their status is level - 1. Block b
/// takes a contiguous share of the queue, so a short queue of heavy entries still spreads over the grid,
/// in rounds of expand_threads * expand_items entries. A list of at least chunk_min_edges entries is
/// queued as chunks for every block (top_down_chunks); the other lists' edges go one per thread over the
/// block (a block scan of their degrees, each thread finds its edge's owner by binary search), so no
/// thread walks a list alone. Before, a block per list of >= blockDim entries, a warp per list of >= 32
/// and a thread per shorter one: a queue of a thousand Kronecker hubs went to the four blocks that held
/// its entries (950 us for 3.7M edges on the H100), and a walk of kron:22's 3.4M-entry bottom-up queue
/// took 260 us in threads' serial walks (bench/results/h100-s20).
/// The shared memory of expand_frontier (declared once by a kernel that calls several of its forms). A
/// round's entries have fewer than chunk_min_edges edges each, so their sum fits 32 bits.
struct expand_storage {
  static constexpr int round_entries = expand_threads * expand_items;
  using scan = cub::BlockScan<unsigned, expand_threads>;
  typename scan::TempStorage scan_storage;
  unsigned first_edge[round_entries];   ///< of each entry of the round, among the round's edges
  offset_t round_begin[round_entries];  ///< its first edge in A
  index_t round_vertex[round_entries];
};

template <bool Walk, bool ScanFree>
__device__ __forceinline__ void expand_frontier(const top_down_args& a, expand_storage& sm) {
  constexpr int round_entries = expand_storage::round_entries;
  static_assert(std::uint64_t(round_entries) * chunk_min_edges < (std::uint64_t(1) << 32),
                "a round's edges fit 32 bits");
  unsigned* const first_edge = sm.first_edge;
  offset_t* const round_begin = sm.round_begin;
  index_t* const round_vertex = sm.round_vertex;
  const int lane = int(threadIdx.x & 31);
  const offset_t share = (a.queue_size + gridDim.x - 1) / gridDim.x;
  const offset_t lo = min(a.queue_size, offset_t(blockIdx.x) * share), hi = min(a.queue_size, lo + share);
  for (offset_t base = lo; base < hi; base += round_entries) {  // the same bounds in every thread
    // thread t holds entries t * expand_items + k of the round (consecutive: the scan's order)
    index_t u[expand_items];
    offset_t begin[expand_items], degree[expand_items];
    for (int k = 0; k < expand_items; ++k) {
      const offset_t i = base + offset_t(threadIdx.x) * expand_items + k;
      u[k] = i < hi ? (a.queue ? a.queue[i] : index_t(i)) : 0;
      begin[k] = degree[k] = 0;
    }
    for (int k = 0; k < expand_items; ++k) {
      const offset_t i = base + offset_t(threadIdx.x) * expand_items + k;
      if (i < hi && (!Walk || a.status[u[k]] == a.level - 1)) {
        begin[k] = a.offsets[u[k]];
        degree[k] = a.offsets[u[k] + 1] - begin[k];
      }
      if (degree[k] >= chunk_min_edges) {
        queue_chunks(a, u[k], begin[k], begin[k] + degree[k]);
        degree[k] = 0;
      }
    }
    unsigned counts[expand_items], first[expand_items], total = 0;
    for (int k = 0; k < expand_items; ++k) counts[k] = unsigned(degree[k]);
    expand_storage::scan(sm.scan_storage).ExclusiveSum(counts, first, total);
    for (int k = 0; k < expand_items; ++k) {
      const int slot = int(threadIdx.x) * expand_items + k;
      first_edge[slot] = first[k];
      round_begin[slot] = begin[k];
      round_vertex[slot] = u[k];
    }
    __syncthreads();
    const int owners = int(min(offset_t(round_entries), hi - base));
    // a warp's lanes stay together (the same bound for all of them): its vertices won are enqueued at once
    for (unsigned e0 = threadIdx.x & ~31u; e0 < total; e0 += expand_threads) {
      const unsigned e = e0 + lane;
      bool won = false;
      index_t v = 0;
      offset_t v_degree = 0;
      if (e < total) {
        const int left = edge_owner(first_edge, owners, e);
        const index_t parent = round_vertex[left];
        v = a.indices[round_begin[left] + (e - first_edge[left])];
        if (a.status[v] == -1) {
          if constexpr (ScanFree) {
            won = atomicCAS(a.status + v, -1, a.level) == -1;  // else another frontier vertex won v
            if (won) {
              if (a.parent) a.parent[v] = parent;
              v_degree = a.offsets[v + 1] - a.offsets[v];
            }
          } else {
            claim_single_scan(a, v, parent);
          }
        }
      }
      if constexpr (ScanFree)
        gpu::detail::enqueue_found_by_warp(a.next, a.counters + list_size, a.counters + list_edges, won, v, v_degree);
    }
    __syncthreads();  // the round's shared entries are read before the next round overwrites them
  }
}

/// Expand the frontier (expand_frontier), one kernel per queue kind.
template <bool Walk, bool ScanFree>
__global__ void __launch_bounds__(expand_threads) top_down(top_down_args a) {
  __shared__ expand_storage sm;
  expand_frontier<Walk, ScanFree>(a, sm);
}

/// Edges a thread of expand_chunks loads at once (their loads overlap).
inline constexpr int chunk_batch = 4;

/// The `count` queued chunks of long lists (counters[chunks]), a block per chunk, each thread chunk_batch edges
/// a round: their ends first, then their status, then the claims. The chunk list is read past L1 (__ldcg): the
/// cooperative loops read chunks that other blocks queued in the same launch.
template <bool ScanFree>
__device__ __forceinline__ void expand_chunks(const top_down_args& a, offset_t count) {
  const unsigned lane = threadIdx.x & 31;
  const offset_t step = offset_t(blockDim.x) * chunk_batch;
  for (offset_t c = blockIdx.x; c < count; c += gridDim.x) {
    const index_t u = __ldcg(a.chunk_vertex + c);
    const offset_t begin = __ldcg(a.chunk_begin + c), end = min(begin + chunk_edges, a.offsets[u + 1]);
    // the same bounds in every lane of a warp: its vertices won are enqueued at once
    for (offset_t e0 = begin + (threadIdx.x & ~31u); e0 < end; e0 += step) {
      index_t v[chunk_batch];
      std::int32_t sv[chunk_batch];
      for (int k = 0; k < chunk_batch; ++k) {
        const offset_t e = e0 + offset_t(k) * blockDim.x + lane;
        v[k] = e < end ? a.indices[e] : 0;
      }
      for (int k = 0; k < chunk_batch; ++k) {
        const offset_t e = e0 + offset_t(k) * blockDim.x + lane;
        sv[k] = e < end ? a.status[v[k]] : 0;
      }
      for (int k = 0; k < chunk_batch; ++k) {
        const offset_t e = e0 + offset_t(k) * blockDim.x + lane;
        bool won = false;
        offset_t v_begin = 0, degree = 0;
        if (e < end && sv[k] == -1) {
          if constexpr (ScanFree) {
            won = atomicCAS(a.status + v[k], -1, a.level) == -1;  // else another frontier vertex won v
            if (won) {
              if (a.parent) a.parent[v[k]] = u;
              v_begin = a.offsets[v[k]];
              degree = a.offsets[v[k] + 1] - v_begin;
            }
          } else {
            claim_single_scan(a, v[k], u);
          }
        }
        if constexpr (ScanFree) grid_counts{}(a, won, v[k], v_begin, degree);
      }
    }
  }
}

/// expand_chunks as a kernel.
template <bool ScanFree>
__global__ void top_down_chunks(top_down_args a) {
  __shared__ offset_t count;
  expand_chunks<ScanFree>(a, block_load_cg(a.counters + chunks, count));
}

struct bottom_up_args {
  const offset_t* in_offsets;  ///< in-edges (A's rows when symmetric, else the CSC of A)
  const index_t* in_indices;
  const offset_t* out_offsets;  ///< for the out-degree of found vertices (the next edge check)
  std::int32_t* status;
  index_t* parent;       ///< nullptr: parents not asked for
  const index_t* queue;  ///< the unvisited vertices (counters[queue_size] of them)
  std::int32_t level;
  bool async;       ///< Alg. 3: a vertex with a neighbour on level (and none on level - 1) goes to level + 1
  bool warp_lists;  ///< static / warp-centric: in-lists of >= 32 entries scanned by the whole warp
  index_t* left;    ///< the vertices the pass leaves at -1, listed for the next pass (nullptr: not listed)
  offset_t* counters;
};

/// What one thread found in a bottom-up pass, added to the counters once per warp at the end: a
/// counter update per found vertex (two million on kron:22) serialises on the counters' addresses.
struct tally {
  offset_t found = 0, found_edges = 0;  ///< put on level, their out-edges
  offset_t next = 0, next_edges = 0;    ///< put on level + 1 (asynchronous), their out-edges
  offset_t rest_edges = 0;              ///< in-edges of the vertices not put on level

  /// Sum over the warp, lane 0 adds to the counters. Every lane of the warp must call it.
  __device__ __forceinline__ void add_to(offset_t* c) {
    constexpr int values = 5;
    offset_t v[values] = {found, found_edges, next, next_edges, rest_edges};
    for (int k = 0; k < values; ++k)
      for (int d = 16; d > 0; d >>= 1) v[k] += __shfl_down_sync(full_warp, v[k], d);
    if ((threadIdx.x & 31) != 0) return;
    const int slot[values] = {kernels::found, kernels::found_edges, list_size, list_edges, kernels::rest_edges};
    for (int k = 0; k < values; ++k)
      if (v[k]) atomicAdd(reinterpret_cast<unsigned long long*>(c + slot[k]), static_cast<unsigned long long>(v[k]));
  }
};

/// The outcome of one queue entry for the listing of the unvisited: true when v stays at -1.
using left_unvisited = bool;

/// The outcome of scanning unvisited v's in-list of in_degree entries (Alg. 3): on level (parent on
/// level - 1), on level + 1 (asynchronous: none on level - 1, `seen` on level) or neither (left at -1).
__device__ __forceinline__ left_unvisited settle(const bottom_up_args& a, index_t v, offset_t in_degree, bool on_level,
                                                 index_t parent, bool has_current, index_t seen, tally& t) {
  if (on_level) {
    a.status[v] = a.level;
    if (a.parent) a.parent[v] = parent;
    ++t.found;
    t.found_edges += a.out_offsets[v + 1] - a.out_offsets[v];
    return false;
  }
  t.rest_edges += in_degree;
  if (!has_current) return true;
  // Lemma 2: no neighbour on level - 1, one on level: v is on level + 1
  a.status[v] = a.level + 1;
  if (a.parent) a.parent[v] = seen;
  ++t.next;
  t.next_edges += a.out_offsets[v + 1] - a.out_offsets[v];
  return false;
}

/// One unvisited vertex (Alg. 3) by one thread: early termination at the first in-neighbour on level - 1.
__device__ __forceinline__ left_unvisited visit_unvisited(const bottom_up_args& a, index_t v, tally& t) {
  index_t seen = 0;
  bool has_current = false;
  const offset_t begin = a.in_offsets[v], end = a.in_offsets[v + 1];
  for (offset_t e = begin; e < end; ++e) {
    const index_t w = a.in_indices[e];
    const std::int32_t sw = a.status[w];
    if (sw == a.level - 1) return settle(a, v, end - begin, true, w, false, 0, t);
    if (a.async && sw == a.level && !has_current) {
      has_current = true;
      seen = w;
    }
  }
  return settle(a, v, end - begin, false, 0, has_current, seen, t);
}

/// The unvisited vertices of a warp (lane: v when has): in-lists of >= 32 entries one after the other
/// by the whole warp, 32 entries a step with a ballot for early termination; shorter ones by their
/// thread (visit_unvisited). Every lane of the warp must call it; a lane's result is its own vertex's.
__device__ __forceinline__ left_unvisited visit_unvisited_warp(const bottom_up_args& a, bool has, index_t v, tally& t) {
  left_unvisited left = false;
  const int lane = threadIdx.x & 31;
  const offset_t begin = has ? a.in_offsets[v] : 0, end = has ? a.in_offsets[v + 1] : 0;
  bool long_list = end - begin >= 32;
  for (unsigned big; (big = __ballot_sync(full_warp, long_list)) != 0;) {
    const int leader = __ffs(big) - 1;
    const index_t wv = __shfl_sync(full_warp, v, leader);
    const offset_t wb = __shfl_sync(full_warp, begin, leader), we = __shfl_sync(full_warp, end, leader);
    bool on_level = false, has_current = false;
    index_t parent = 0, seen = 0;
    for (offset_t e = wb; e < we; e += 32) {  // wb, we: the same in every lane, so is every ballot
      const bool in = e + lane < we;
      const index_t w = in ? a.in_indices[e + lane] : 0;
      const std::int32_t sw = in ? a.status[w] : -2;
      const unsigned hit = __ballot_sync(full_warp, sw == a.level - 1);
      if (hit) {
        on_level = true;
        parent = __shfl_sync(full_warp, w, __ffs(hit) - 1);
        break;
      }
      if (a.async && !has_current) {
        const unsigned current = __ballot_sync(full_warp, sw == a.level);
        if (current) {
          has_current = true;
          seen = __shfl_sync(full_warp, w, __ffs(current) - 1);
        }
      }
    }
    if (lane == leader) {
      left = settle(a, wv, we - wb, on_level, parent, has_current, seen, t);
      long_list = false;
    }
  }
  if (has && end - begin < 32) left = visit_unvisited(a, v, t);
  return left;
}

/// The listing of the unvisited (bottom_up_args::left): a converged warp appends its lanes' `left` vertices
/// with one atomic (every lane of the warp must call it).
__device__ __forceinline__ void list_left(const bottom_up_args& a, left_unvisited left, index_t v) {
  if (a.left) gpu::detail::enqueue_found_by_warp(a.left, a.counters + listed, nullptr, left, v, 0);
}

/// Entries a warp-centric warp fetches at once, in rounds of 32: the paper's warp takes 32 a fetch, but
/// one shared cursor then takes an atomic per 32 of kron:22's four million entries, and they serialise.
inline constexpr int warp_fetch_rounds = 8;

/// One bottom-up pass over the queue's nq entries with the scheduling B (every thread of the grid calls it):
///   static: thread t takes entries t, t + T, t + 2T, ... (T threads in the grid);
///   thread-centric (Alg. 1): the first T entries by thread index, then one entry per atomic fetch;
///   warp-centric (Alg. 2): the first T entries by thread index, then lane 0 fetches 32 * warp_fetch_rounds
///   for its warp, which takes them 32 at a time.
template <xbfs_balance B>
__device__ __forceinline__ void bottom_up_pass(const bottom_up_args& a, offset_t nq) {
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  auto* cursor_word = reinterpret_cast<unsigned long long*>(a.counters + cursor);
  offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x;
  tally t;
  // entry j of the queue by its lane, then the warp lists the vertices left (warp-uniform calls)
  const auto visit = [&](offset_t j) {
    const index_t v = j < nq ? a.queue[j] : 0;
    left_unvisited left = false;
    if (a.warp_lists)
      left = visit_unvisited_warp(a, j < nq, v, t);
    else if (j < nq)
      left = visit_unvisited(a, v, t);
    list_left(a, left, v);
  };
  if constexpr (B == xbfs_balance::static_threads) {
    const offset_t warp_first = i - (threadIdx.x & 31);  // the same in every lane: the loop is warp-uniform
    for (offset_t base = warp_first; base < nq; base += threads) visit(base + (threadIdx.x & 31));
  } else if constexpr (B == xbfs_balance::thread_centric) {  // lanes fetch on their own: thread by thread
    for (; i < nq; i = threads + atomicAdd(cursor_word, 1ull)) {
      const index_t v = a.queue[i];
      if (visit_unvisited(a, v, t) && a.left)
        a.left[atomicAdd(reinterpret_cast<unsigned long long*>(a.counters + listed), 1ull)] = v;
    }
  } else {
    const int lane = threadIdx.x & 31;
    visit(i);
    while (true) {  // warp-uniform: the batch is shared by the warp
      unsigned long long batch = 0;
      if (lane == 0) batch = atomicAdd(cursor_word, 32ull * warp_fetch_rounds);
      batch = __shfl_sync(full_warp, batch, 0);
      if (threads + batch >= nq) break;
      for (int r = 0; r < warp_fetch_rounds; ++r) visit(threads + batch + offset_t(r) * 32 + lane);
    }
  }
  t.add_to(a.counters);
}

/// bottom_up_pass as a kernel.
template <xbfs_balance B>
__global__ void bottom_up(bottom_up_args a) {
  bottom_up_pass<B>(a, a.counters[queue_size]);
}

/// status(source) = 0, parent(source) = source, list = {source}.
__global__ void start(std::int32_t* status, index_t* parent, index_t* list, index_t source) {
  status[source] = 0;
  if (parent) parent[source] = source;
  list[0] = source;
}

/// counters = {list0, edges0, 0, ...}, c[queue_size] = queue0 (a bottom-up queue listed before).
__global__ void reset_counters(offset_t* c, offset_t list0, offset_t edges0, offset_t queue0) {
  for (int k = 0; k < counters; ++k) c[k] = 0;
  c[list_size] = list0;
  c[list_edges] = edges0;
  c[queue_size] = queue0;
}

// ---- The device loop (xbfs_cuda.cu): the level loop of xbfs_levels.hpp with its state in device
// memory. A pass is [loop_thin_levels] [loop_wide_levels] IF(bottom_up){ queue generation, bottom_up_pass }
// ELSE { expand, chunks, single-scan }, then loop_next_level (one thread: the counters into the trace
// and the rule state, the plan of the next level, the counters cleared, the loop condition). The
// pass's kernels read the queues and the level from the loop_state, since the buffers they use
// alternate between passes. loop_thin_levels runs the thin levels of a long traversal (top-down,
// scan-free, at most loop_state::thin_edges frontier edges: roads, meshes) one after the other in one block,
// a level costing a few block barriers instead of a pass of the graph; loop_wide_levels runs the next ones
// of at most loop_state::wide_edges with the whole grid, a level costing a grid barrier. When either ends
// the traversal, the rest of the pass does nothing (loop_state::done).

/// Threads of the loop_thin_levels block.
inline constexpr int thin_threads = 1024;

/// Where a small-graph traversal is: the same in every thread that runs its levels, each of which computes it
/// from the same counts (end_small_level), so no thread decides for the others. A plain struct: loop_state
/// carries one from block 0's levels to the other blocks.
struct small_position {
  std::int64_t d;         ///< the level the next step finds
  offset_t size;          ///< entries of the queue it walks (level d - 1)
  offset_t m;             ///< their out-edges (the edge check)
  std::int64_t levels;    ///< levels run (trace records written)
  std::int32_t cur;       ///< the queue it walks: list[cur]
  std::int32_t set;       ///< the grid's counter set for its next level (of three, in turn; the wide levels alone
                          ///< advance it, so the set after the last wide level's, cleared during it, comes next)
  std::int32_t done;      ///< the last level found nothing
  std::int64_t start_ns;  ///< the traversal's start (%globaltimer, read by the trace's writer, thread 0 of block 0)
};

/// The GPU's global nanosecond timer (%globaltimer).
__device__ __forceinline__ std::int64_t global_ns() {
  std::uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return std::int64_t(t);
}

/// A traversal's state on the device.
struct loop_state {
  rule_state rule;
  level_plan plan;          ///< of the level being run (level rule.d)
  std::int32_t level;       ///< rule.d as a status value
  std::int32_t bottom_up;   ///< the IF node's condition: plan.bottom_up
  std::int32_t walk;        ///< top-down: entries are frontier only when on level - 1
  std::int32_t scan_free;   ///< top-down: plan.out == scan_free
  const index_t* td_queue;  ///< top-down: the walked entries (nullptr: every vertex)
  offset_t td_size;         ///< and their number
  index_t* td_next;         ///< top-down: the generated queue
  index_t* bu_queue;        ///< bottom-up: its queue (the unvisited vertices), bu[bu_cur]
  std::int32_t generate;    ///< bottom-up: the queue is generated (double or atomic scan), not listed before
  index_t* list_target;     ///< the step lists the unvisited there (bu[bu_next_slot(bu_cur)]; nullptr: it does not)
  index_t* list[2];         ///< the top-down queues; list[list_cur] is the last generated
  index_t* bu[3];           ///< the ring of bottom-up queues (xbfs_state.hpp); bu[bu_cur] is the last
  offset_t list_size;       ///< entries of list[list_cur]
  offset_t bu_size[3];      ///< entries of bu[0..2]
  std::int32_t list_cur, bu_cur;
  index_t n;
  xbfs_level* trace;  ///< one record per level, the first trace_capacity of them
  std::int64_t trace_capacity;
  std::int64_t levels;   ///< levels run (the trace's length when <= trace_capacity)
  std::int32_t done;     ///< the traversal is over (the rest of the pass does nothing)
  double thin_edges;     ///< frontier edges (the edge check m) up to which loop_thin_levels runs a level
  double wide_edges;     ///< and up to which loop_wide_levels does
  small_position small;  ///< loop_small_graph: block 0's position after its thin levels, for the other blocks
};

/// The plan of level L.rule.d into L; the step counters cleared.
__device__ inline void plan_next_level(loop_state& L, offset_t* c) {
  L.plan = plan_level(L.rule);
  L.level = std::int32_t(L.rule.d);
  L.bottom_up = L.plan.bottom_up;
  if (L.plan.bottom_up) {
    L.bu_cur = bu_next_slot(L.bu_cur);  // listed there, or generated there; the last becomes the one before
    L.bu_queue = L.bu[L.bu_cur];
    L.generate = L.plan.queue != xbfs_queue::listed;
  } else {
    const td_input in = L.plan.in;
    const walked_entries w = walked_by(in, L.list[L.list_cur], L.list_size, L.bu, L.bu_size, L.bu_cur, L.n);
    L.td_queue = w.entries;
    L.td_size = w.size;
    L.td_next = L.list[L.list_cur ^ 1];
    L.walk = in != td_input::list;
    L.scan_free = L.plan.out == xbfs_queue::scan_free;
  }
  L.list_target = L.plan.list ? L.bu[bu_next_slot(L.bu_cur)] : nullptr;
  for (int k = 0; k < counters; ++k) c[k] = 0;
}

/// What a traversal's start writes (loop_start).
struct start_args {
  rule_state rule;
  std::int32_t* status;
  index_t* parent;
  index_t source;
  index_t* list[2];
  index_t* bu[3];
  index_t n;
  xbfs_level* trace;
  std::int64_t trace_capacity;
  double thin_edges, wide_edges;
  offset_t* c;
  std::int32_t* active;
};

/// Start a traversal from `source` (one thread): status(source) = 0, the loop state, the plan of level 1.
__global__ void loop_start(start_args s, loop_state* L) {
  s.status[s.source] = 0;
  if (s.parent) s.parent[s.source] = s.source;
  s.list[0][0] = s.source;
  L->rule = s.rule;
  L->list[0] = s.list[0];
  L->list[1] = s.list[1];
  L->bu[0] = s.bu[0];
  L->bu[1] = s.bu[1];
  L->bu[2] = s.bu[2];
  L->list_cur = 0;
  L->bu_cur = 0;
  L->list_size = 1;
  L->bu_size[0] = L->bu_size[1] = L->bu_size[2] = 0;
  L->n = s.n;
  L->trace = s.trace;
  L->trace_capacity = s.trace_capacity;
  L->levels = 0;
  L->done = 0;
  L->thin_edges = s.thin_edges;
  L->wide_edges = s.wide_edges;
  plan_next_level(*L, s.c);
  *s.active = 1;
}

/// A step's device counters as the rules read them: a bottom-up pass's, or a top-down level's that walked
/// `walked` entries.
GB_HD inline xbfs_counts step_counts(const offset_t* c, bool bottom_up, offset_t walked) {
  return bottom_up ? xbfs_counts::of_pass(c[queue_size], c[found], c[found_edges], c[list_size], c[list_edges],
                                          c[rest_edges], c[listed])
                   : xbfs_counts::of_level(walked, c[list_size], c[list_edges], c[listed]);
}

/// End of level L.rule.d (one thread): its counters into its trace record and the rule state
/// (finish_level), then the next level planned (true) or the traversal over (false, L.done).
__device__ inline bool end_level(loop_state& L, offset_t* c) {
  const xbfs_counts k = step_counts(c, L.plan.bottom_up, L.td_size);
  if (L.plan.bottom_up) {
    L.bu_size[L.bu_cur] = c[queue_size];
  } else {
    L.list_cur ^= 1;
    L.list_size = c[list_size];
  }
  note_listed_in(L.bu_size, L.bu_cur, L.plan.list, k.listed);
  xbfs_level record;
  const bool more = finish_level(L.rule, L.plan, k, record);
  if (L.levels < L.trace_capacity) L.trace[L.levels] = record;
  ++L.levels;
  if (more) {
    plan_next_level(L, c);
  } else {
    L.done = 1;
    L.bottom_up = 0;
  }
  return more;
}

/// End of a pass (one thread): end_level unless loop_thin_levels ended the traversal; the loop condition.
__global__ void loop_next_level(loop_state* L, offset_t* c, std::int32_t* active) {
  *active = !L->done && end_level(*L, c) ? 1 : 0;
}

/// Entries of a thin level's queue the block also keeps in shared memory for the next thin level.
inline constexpr int thin_carry = 512;

/// That copy: each entry with its first edge and degree (two buffers, this level's and the next's; a
/// level of more than thin_carry entries is read from the global queue instead).
struct thin_queue {
  index_t vertex[2][thin_carry];
  offset_t begin[2][thin_carry];
  index_t degree[2][thin_carry];
  /// The level's vertices and their out-edges so far (32-bit: native shared atomics), in three sets that
  /// loop_small_graph's thin levels rotate over (loop_thin_levels takes set 0).
  unsigned found[3][2];
};

/// Edges a thread of expand_by_edge takes at once with the visited bitmap (their loads and claims in flight
/// together): a level of more edges than the block has threads costs one chain of round trips per edge_batch rounds,
/// not per round (grid:300:300 0.95x of one edge at once; on the other paths two took the meshes 3-5 % longer, so
/// they take one).
inline constexpr int edge_batch = 2;

/// The shared scratch of a round of expand_by_edge: the scan of the round's degrees, and per entry its first
/// edge among the round's edges, its first edge in A and its vertex.
struct edge_round {
  using scan = cub::BlockScan<unsigned, thin_threads>;
  typename scan::TempStorage scan_storage;
  unsigned first_edge[thin_threads];
  offset_t round_begin[thin_threads];
  index_t round_vertex[thin_threads];
};

/// One edge_round a block, whichever expand_by_edge uses it: loop_small_graph runs both the thin and the
/// wide one, and two copies would not fit its static shared memory.
__device__ __forceinline__ edge_round& edge_round_scratch() {
  __shared__ edge_round r;
  return r;
}

/// The claims of a thread's Batch edges, edge k from parent(k) to v[k] where in[k], each step for all of them before
/// the next (their round trips overlap): v's list bounds are loaded before the claim, so both round trips overlap
/// (wasted when v is visited); with check_first the status too, and only a vertex read unvisited is claimed (a level
/// of more edges than vertices would otherwise pile atomics onto the same vertices). With Bits the bit is read first
/// (shared memory) and only a vertex read unvisited loads its bounds. The winner of v stores its parent; the vertices
/// won are appended and counted by `append` (every lane of a converged warp calls it, once per k) and, with Carry,
/// also go to q->*[next] while they fit.
template <bool Carry, bool Bits, int Batch, class Parent, class Append>
__device__ __forceinline__ void claim_edges(const top_down_args& a, const bool (&in)[Batch], const index_t (&v)[Batch],
                                            const Parent& parent, thin_queue* q, int next, const Append& append) {
  bool open[Batch], won[Batch];
  offset_t v_begin[Batch], v_end[Batch];
#pragma unroll
  for (int k = 0; k < Batch; ++k) {
    open[k] = in[k] && (!(a.check_first || Bits) || reads_unvisited<Bits>(a, v[k]));
    v_begin[k] = v_end[k] = 0;
    if (open[k] || (in[k] && !Bits)) {
      v_begin[k] = a.offsets[v[k]];
      v_end[k] = a.offsets[v[k] + 1];
    }
  }
#pragma unroll
  for (int k = 0; k < Batch; ++k) {
    won[k] = open[k] && claim_vertex<Bits>(a, v[k]);  // else visited, or another edge won v
    if (won[k] && a.parent) a.parent[v[k]] = parent(k);
  }
#pragma unroll
  for (int k = 0; k < Batch; ++k) {
    const offset_t v_degree = won[k] ? v_end[k] - v_begin[k] : 0;
    const offset_t pos = append(a, won[k], v[k], v_begin[k], v_degree);
    if constexpr (Carry) {
      if (won[k] && pos < offset_t(thin_carry)) {
        q->vertex[next][pos] = v[k];
        q->begin[next][pos] = v_begin[k];
        q->degree[next][pos] = index_t(v_degree);
      }
    }
  }
}

/// Entries [lo, hi) of a top-down scan-free level's queue expanded by one block, one thread per frontier
/// *edge*: the entries are taken thin_threads at a time, a block scan of their degrees gives each edge its
/// owner, and each thread claims its edge's endpoint with one atomicCAS (no status read first, unless
/// a.check_first: checks_first); the vertices a warp claimed are appended to a.next at once (one ballot,
/// enqueue_found_by_warp). Such a level is latency-bound: a
/// thread's chain of dependent global accesses is indices -> status -> offsets when the entry's list bounds are at
/// hand, with queue -> offsets in front otherwise.
/// - Carry (loop_thin_levels, lo = 0): the queue is read from q->*[cur] when `carried` (the block's last
///   level generated it), and the vertices claimed also go to q->*[cur ^ 1] while they fit.
/// - Chunk (loop_wide_levels): a list of at least chunk_edges entries is queued as chunks for expand_chunks,
///   and queue entries, which other blocks wrote in the same launch, are read past L1.
/// - The vertices claimed are appended and counted by `append` (block_counts with Carry).
/// A round's edges are numbered in 32 bits: its entries' degrees sum to less than 2^32 (a level of the wide
/// kernel leaves lists of chunk_edges or more to chunks; the thin one runs on graphs of fewer than 2^32
/// entries only, thin_levels_fit).
/// Every thread of the block calls it; unless [lo, hi) is empty, it ends with a block barrier.
template <bool Carry, bool Chunk, bool Bits = false, class Append>
__device__ __forceinline__ void expand_by_edge(const top_down_args& a, offset_t lo, offset_t hi, thin_queue* q, int cur,
                                               bool carried, const Append& append) {
  using scan = typename edge_round::scan;
  edge_round& r = edge_round_scratch();
  auto& scan_storage = r.scan_storage;
  unsigned* const first_edge = r.first_edge;
  offset_t* const round_begin = r.round_begin;
  index_t* const round_vertex = r.round_vertex;
  const int next = cur ^ 1;
  for (offset_t base = lo; base < hi; base += thin_threads) {
    const offset_t i = base + threadIdx.x;
    index_t u = 0;
    offset_t begin = 0, degree = 0;
    if (i < hi) {
      if (Carry && carried) {  // lo = 0: the whole queue is in q->*[cur]
        u = q->vertex[cur][i];
        begin = q->begin[cur][i];
        degree = q->degree[cur][i];
      } else {
        queue_entry<Chunk>(a, i, u, begin, degree);
      }
    }
    if constexpr (Chunk) {
      if (degree >= chunk_edges) {  // every block takes chunks of it after the level's grid barrier
        queue_chunks(a, u, begin, begin + degree);
        append.chunked();
        degree = 0;
      }
    }
    unsigned first = 0, total = 0;
    scan(scan_storage).ExclusiveSum(unsigned(degree), first, total);
    first_edge[threadIdx.x] = first;
    round_begin[threadIdx.x] = begin;
    round_vertex[threadIdx.x] = u;
    __syncthreads();
    const int owners = int(min(offset_t(thin_threads), hi - base));
    // a warp's lanes stay together (the loop bound is the same for all of them), so the vertices won are
    // enqueued by one ballot per warp
    const unsigned warp_first = threadIdx.x & ~31u;
    constexpr int batch = Bits ? edge_batch : 1;
    for (unsigned e0 = warp_first; e0 < total; e0 += batch * thin_threads) {
      // batch edges a thread, each step for all of them before the next: their round trips overlap
      bool in[batch];
      int left[batch];
      index_t v[batch];
#pragma unroll
      for (int k = 0; k < batch; ++k) {
        const unsigned e = e0 + unsigned(k) * thin_threads + (threadIdx.x & 31);
        in[k] = e < total;
        left[k] = in[k] ? edge_owner(first_edge, owners, e) : 0;
        v[k] = in[k] ? a.indices[round_begin[left[k]] + (e - first_edge[left[k]])] : 0;
      }
      claim_edges<Carry, Bits>(a, in, v, [&](int k) { return round_vertex[left[k]]; }, q, next, append);
    }
    __syncthreads();  // the round's shared entries are read before the next round overwrites them
  }
}

/// Out-edges of its frontier vertex a thread of expand_by_vertex takes at once (their loads and claims in flight
/// together): a grid's or a road network's whole list.
inline constexpr int vertex_batch = 4;

/// A top-down scan-free level's queue (`size` entries) expanded by one block, one thread per frontier *vertex*: thread
/// i walks entry i's list vertex_batch edges a step (claim_edges), the lanes of a warp together up to the warp's
/// longest list. For graphs whose out-degrees are all small (knob vertex_levels): a level then needs no block scan of
/// the degrees, no search for an edge's owner and no barrier between rounds of entries, where expand_by_edge pays all
/// three (a round of a grid's 300 entries: the scan's barriers, a 9-step search, two barriers). The queue is read
/// from q->*[cur] when `carried`, and the vertices claimed also go to q->*[cur ^ 1] while they fit, as in
/// expand_by_edge; the vertices won are appended and counted by `append` (block_counts). Every thread of the block
/// calls it; it ends with a block barrier.
template <bool Bits, class Append>
__device__ __forceinline__ void expand_by_vertex(const top_down_args& a, offset_t size, thin_queue* q, int cur,
                                                 bool carried, const Append& append) {
  for (offset_t base = 0; base < size; base += thin_threads) {
    const offset_t i = base + threadIdx.x;
    index_t u = 0;
    offset_t begin = 0, degree = 0;
    if (i < size) {
      if (carried) {  // the whole queue is in q->*[cur]
        u = q->vertex[cur][i];
        begin = q->begin[cur][i];
        degree = q->degree[cur][i];
      } else {
        queue_entry<false>(a, i, u, begin, degree);
      }
    }
    // the warp's lanes step together (a ballot per edge of a step appends the vertices won)
    const unsigned longest = __reduce_max_sync(gpu::detail::full_warp, unsigned(degree));
    for (unsigned k0 = 0; k0 < longest; k0 += vertex_batch) {
      bool in[vertex_batch];
      index_t v[vertex_batch];
#pragma unroll
      for (int k = 0; k < vertex_batch; ++k) {
        in[k] = k0 + unsigned(k) < degree;
        v[k] = in[k] ? a.indices[begin + k0 + unsigned(k)] : 0;
      }
      claim_edges<true, Bits>(a, in, v, [&](int) { return u; }, q, cur ^ 1, append);
    }
  }
  __syncthreads();  // the level's counts and carried entries, for every thread
}

/// Whether expand_by_edge reads a vertex's status before claiming it on the planned level: when the level
/// walks more edges than the graph has vertices (most of them then meet vertices already claimed). On the 55
/// real graphs (H200, bench/results/h200-s29): mycielskian13 0.126 -> 0.071 ms, median 0.985x; on the thin
/// levels too (median 0.968x against the wide levels alone).
__device__ __forceinline__ bool checks_first(const loop_state& S) { return S.rule.m > double(S.n); }

/// Whether loop_thin_levels runs the planned level: top-down, scan-free, walking the last queue, at most
/// thin_edges frontier edges.
__device__ __forceinline__ bool thin_level(const loop_state& S) {
  return !S.done && !S.plan.bottom_up && S.plan.in == td_input::list && S.plan.out == xbfs_queue::scan_free &&
         S.rule.m <= S.thin_edges;
}

/// The planned level and the ones after it, while each is top-down, scan-free, walks the last
/// queue and has at most thin_edges frontier edges: expand_by_edge in this one block, end_level
/// by thread 0, a barrier. Launched as one block of thin_threads. The loop state, the step counters
/// and (up to thin_carry entries) the queue live in shared memory while the thin levels run: the
/// state is copied in at the start and out at the end, so end_level and the counters' atomics make no
/// global round trips, and a level reads the queue its predecessor left in shared memory.
__global__ void __launch_bounds__(thin_threads) loop_thin_levels(top_down_args a, loop_state* L) {
  __shared__ alignas(loop_state) unsigned char state_bytes[sizeof(loop_state)];  // no constructor in shared memory
  __shared__ offset_t shared_counters[counters];
  __shared__ thin_queue q;
  __shared__ bool thin, carried;  // the planned level is thin; its queue is in q.*[cur] (the first one's is not)
  loop_state& S = *reinterpret_cast<loop_state*>(state_bytes);
  offset_t* const global_counters = a.counters;
  if (threadIdx.x == 0) {
    S = *L;
    thin = thin_level(S);
    carried = false;
  }
  if (threadIdx.x < counters) shared_counters[threadIdx.x] = global_counters[threadIdx.x];
  if (threadIdx.x < 2) q.found[0][threadIdx.x] = 0;
  a.counters = shared_counters;
  __syncthreads();
  // one barrier per level besides expand_by_edge's: thread 0 ends the level and plans the next
  // while the others wait at it
  for (int cur = 0; thin; cur ^= 1) {
    a.queue = S.td_queue;
    a.queue_size = S.td_size;
    a.level = S.level;
    a.next = S.td_next;
    a.check_first = checks_first(S);
    expand_by_edge<true, false>(a, 0, a.queue_size, &q, cur, carried,
                                block_counts{q.found[0]});  // ends with a barrier: the level's
                                                            // writes and counters are visible
    if (threadIdx.x == 0) {
      shared_counters[list_size] += q.found[0][0];
      shared_counters[list_edges] += q.found[0][1];
      q.found[0][0] = q.found[0][1] = 0;
      carried = shared_counters[list_size] <= offset_t(thin_carry);
      end_level(S, shared_counters);
      thin = thin_level(S);
    }
    __syncthreads();
  }
  // the state and the counters back for the rest of the pass (every thread is past the last barrier)
  if (threadIdx.x == 0) *L = S;
  if (threadIdx.x < counters) global_counters[threadIdx.x] = shared_counters[threadIdx.x];
}

/// Whether loop_wide_levels runs the planned level: top-down, scan-free, walking the last queue, at most
/// wide_edges frontier edges.
__device__ __forceinline__ bool wide_level(const loop_state& S) {
  return !S.done && !S.plan.bottom_up && S.plan.in == td_input::list && S.plan.out == xbfs_queue::scan_free &&
         S.rule.m <= S.wide_edges;
}

/// The step counters of a cooperative level loop (loop_wide_levels, loop_levels_persistent), rotating over three
/// sets so that no barrier is spent on clearing them: set 0 is the pass's, sets 1-2 are `spare` (zero between
/// launches); level i adds to set i mod 3 and block 0 clears set (i + 1) mod 3 during level i (its last readers
/// passed the barrier of level i - 1); at the end, after a last barrier, block 0 clears all three. No array of
/// the three pointers: it would live in local memory.
struct rotating_counters {
  offset_t* pass;
  offset_t* spare;
  __device__ __forceinline__ offset_t* set(int k) const { return k == 0 ? pass : spare + (k - 1) * counters; }
  /// Block 0 clears the set after level i's (every thread of the block calls it).
  __device__ __forceinline__ void clear_next(int i) const {
    if (blockIdx.x == 0 && threadIdx.x < counters) set(i == 2 ? 0 : i + 1)[threadIdx.x] = 0;
  }
  /// Block 0 clears all three (every thread of the block calls it, after the last barrier).
  __device__ __forceinline__ void clear_all() const {
    if (blockIdx.x == 0 && threadIdx.x < 3 * counters) set(int(threadIdx.x) / counters)[threadIdx.x % counters] = 0;
  }
};

/// A cooperative level loop's start: thread 0 copies the loop state into the block's shared S (block 0 alone
/// keeps the trace).
__device__ __forceinline__ void load_loop_state(loop_state& S, const loop_state* L) {
  if (threadIdx.x != 0) return;
  S = *L;
  if (blockIdx.x != 0) S.trace_capacity = 0;  // block 0 writes the trace
}

/// A cooperative level loop's end when it ran a level: a grid barrier (every block has read its last level's
/// counters), then block 0 clears the counter sets and writes its S back to L.
__device__ __forceinline__ void store_loop_state(const cooperative_groups::grid_group& grid,
                                                 const rotating_counters& rc, const loop_state& S, loop_state* L) {
  grid.sync();
  rc.clear_all();
  if (blockIdx.x == 0 && threadIdx.x == 0) *L = S;
}

/// Blocks per SM of loop_wide_levels (fewer blocks make a cheaper grid barrier).
inline constexpr int wide_blocks_per_sm = 1;

/// The planned level and the ones after it, while each is top-down, scan-free, walks the last queue and
/// has at most wide_edges frontier edges (a grid's or a road network's mid-size levels, too many edges for
/// one block, too few to fill a pass of the graph), run back to back by the whole grid of a cooperative
/// launch, one grid barrier per level:
/// - each block expands its share of the queue's entries (expand_by_edge), long lists queued as chunks;
/// - grid barrier; when chunks were queued, every block takes them (expand_chunks) and a second barrier;
/// - every block ends the level and plans the next in its own shared copy of the loop state (end_level:
///   the same inputs, so the same decisions everywhere); block 0 alone writes the trace and, at the end,
///   the state.
/// The step counters rotate over three sets (rotating_counters), so that no second barrier per level is
/// needed. Launched with launch_cooperative, thin_threads threads a block.
__global__ void __launch_bounds__(thin_threads) loop_wide_levels(top_down_args a, loop_state* L, offset_t* spare) {
  const cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  __shared__ alignas(loop_state) unsigned char state_bytes[sizeof(loop_state)];  // no constructor in shared memory
  __shared__ offset_t level_counters[counters];
  __shared__ offset_t chunk_count;
  __shared__ bool wide;
  loop_state& S = *reinterpret_cast<loop_state*>(state_bytes);
  const rotating_counters rc{a.counters, spare};
  load_loop_state(S, L);
  if (threadIdx.x == 0) wide = wide_level(S);
  __syncthreads();
  const bool ran = wide;  // the same in every block (the same state)
  for (int i = 0; wide; i = i == 2 ? 0 : i + 1) {
    offset_t* const c = rc.set(i);
    a.counters = c;
    a.queue = S.td_queue;
    a.queue_size = S.td_size;
    a.level = S.level;
    a.next = S.td_next;
    a.check_first = checks_first(S);
    const offset_t share = (a.queue_size + gridDim.x - 1) / gridDim.x;
    const offset_t lo = min(a.queue_size, offset_t(blockIdx.x) * share), hi = min(a.queue_size, lo + share);
    expand_by_edge<false, true>(a, lo, hi, nullptr, 0, false, grid_counts{});  // the grid barrier below orders it
    rc.clear_next(i);
    grid.sync();
    // the same in every block: no chunk is queued after the barrier
    if (const offset_t queued = block_load_cg(c + chunks, chunk_count); queued != 0) {
      expand_chunks<true>(a, queued);
      grid.sync();
    }
    if (threadIdx.x == 0) {
      for (int k = 0; k < counters; ++k) level_counters[k] = __ldcg(c + k);
      end_level(S, level_counters);
      wide = wide_level(S);
    }
    __syncthreads();
  }
  if (ran) store_loop_state(grid, rc, S, L);
}

/// What loop_small_graph reads and writes besides the expansion's arguments.
struct small_graph_args {
  const std::int32_t* status_init;  ///< the status a traversal starts from (never_reached: no in-edges)
  index_t source;
  offset_t source_edges;  ///< its out-degree: the first level's edge check
  index_t n;
  index_t* list[2];            ///< the top-down queues, used in turn
  offset_t* bounds[2];         ///< their entries' list bounds (pack_bounds; nullptr: not kept)
  offset_t* sets;              ///< three sets of step counters for the grid's levels (cleared at the start)
  double thin_edges;           ///< edge check up to which block 0 runs a level alone (0: never)
  double warp_edges;           ///< and up to which its warp 0 does (0: never)
  double bottom_up_edges;      ///< edge check from which a level goes bottom-up over the status array (0: never)
  const offset_t* in_offsets;  ///< in-edges for those levels; nullptr: the out-edges (A symmetric), a.offsets
  const index_t* in_indices;
  const index_t* edge_rows;  ///< the row of each entry of A (COO with a.indices), nullptr: no level streams
  double stream_edges;       ///< a wide top-down level of an edge check of at least this many streams every edge
                             ///< (stream_small_level), a narrower one walks the queue (expand_by_edge)
  bool status_in_shared;     ///< one block, the status in its dynamic shared memory (copied out at the end)
  bool graph_in_shared;      ///< and the graph's offsets and indices after the status or, with loop_small_graph's
                             ///< Bits, the visited bitmap (small_graph_shared_layout)
  offset_t edges;            ///< entries of A (its indices)
  xbfs_level* trace;         ///< one record per level, the first trace_capacity of them
  std::int64_t trace_capacity;
  loop_state* L;    ///< small: the hand-over of block 0's position to the other blocks
  loop_state* end;  ///< the host's pinned copy of the loop state (mapped): at the end rule.depth and levels
};

/// The end of small-graph level p.d, which walked p.size entries (bottom-up: read all n statuses) and found
/// `found` vertices of `edges` out-edges with `threads` threads: its trace record (by `writer`; top-down scan-free
/// as finish_level writes it, or bottom-up over the status array; the time since the traversal's start), then the
/// next level's position; done when it found none (the depth is then p.d - 1).
__device__ __forceinline__ void end_small_level(const small_graph_args& g, small_position& p, offset_t found,
                                                offset_t edges, bool writer, int threads, bool bottom_up = false,
                                                bool streamed = false, bool by_vertex = false) {
  if (writer && p.levels < g.trace_capacity) {
    xbfs_level r;
    r.depth = p.d;
    r.threads = threads;
    r.end_ns = global_ns() - p.start_ns;
    r.bottom_up = bottom_up;
    r.by_vertex = by_vertex;
    r.queue = bottom_up ? xbfs_queue::status_array : streamed ? xbfs_queue::edge_stream : xbfs_queue::scan_free;
    r.input = bottom_up ? offset_t(g.n) : streamed ? g.edges : p.size;
    r.found = found;
    r.frontier_edges = edges;
    g.trace[p.levels] = r;
  }
  ++p.levels;
  if (found == 0) {
    p.done = 1;
    return;
  }
  ++p.d;
  p.size = found;
  p.m = edges;
  p.cur ^= 1;
}

/// The expansion's arguments for small-graph level p.d: it walks list[p.cur] (p.size entries) into
/// list[p.cur ^ 1], reading each endpoint's status first when the level has more edges than the graph vertices.
__device__ __forceinline__ void small_level_args(top_down_args& a, const small_graph_args& g, const small_position& p) {
  a.queue = g.list[p.cur];
  a.queue_size = p.size;
  a.level = std::int32_t(p.d);
  a.next = g.list[p.cur ^ 1];
  a.queue_bounds = g.bounds[p.cur];
  a.next_bounds = g.bounds[p.cur ^ 1];
  a.check_first = double(p.m) > double(g.n);
}

/// loop_small_graph's grid barrier: a block barrier when the grid is one block (then launched plainly).
__device__ __forceinline__ void small_graph_barrier(const cooperative_groups::grid_group& grid) {
  if (gridDim.x == 1)
    __syncthreads();
  else
    grid.sync();
}

/// A wide small-graph level's counts, cells chunks, list_size and list_edges of c (written by the grid before
/// a grid barrier), for every thread of the block: thread 0 loads them past L1 and shares them (block_load_cg).
/// Every thread of the block calls it; the last call's were read before a block barrier.
__device__ __forceinline__ const offset_t* shared_counts(const offset_t* c) {
  __shared__ offset_t counts[3];
  if (threadIdx.x == 0) {
    counts[0] = __ldcg(c + chunks);
    counts[1] = __ldcg(c + list_size);
    counts[2] = __ldcg(c + list_edges);
  }
  __syncthreads();
  return counts;
}

/// The fields of end_wide_small_level's cell: arrivals, blocks that queued chunks, found vertices, their out-edges.
inline constexpr int chunked_at = 9, found_at = 18, edges_at = 41;
static_assert(64 - edges_at == edges_at - found_at, "the found and edges fields are equally wide");

/// The small-graph path's bounds, which end_wide_small_level's packed counts rely on: a graph of fewer than
/// small_graph_edge_limit entries (a level then finds fewer vertices, each by an entry, with fewer out-edges),
/// on at most small_graph_block_limit blocks (the arrivals' and the chunked blocks' fields).
inline constexpr offset_t small_graph_edge_limit = offset_t(1) << (edges_at - found_at);
inline constexpr unsigned small_graph_block_limit = (1u << chunked_at) - 1;

/// The end of a wide small-graph level across the grid, every thread of it calls it after the level's expansion
/// counted in its block's tally t (found, edges, chunked: block_tally), which it zeroes for the next level. A grid
/// barrier whose arrivals carry the counts: thread 0 of each block adds its tally to cell level_end of the level's
/// counter set c in one 64-bit atomicAdd (one arrival in bits [0, 9), chunked in [9, 18), found in [18, 41),
/// edges in [41, 64); small_graph_edge_limit and small_graph_block_limit keep every sum in its field) and polls
/// the cell until every block has arrived: the cell then holds the level's counts. grid.sync() and a load of
/// the counts after it took two round trips to L2 where this takes one. The order is grid.sync()'s: a block
/// barrier, thread 0's fence and arrival, its acquiring polls, a block barrier. Returns {blocks that queued
/// chunks, found, edges} in shared memory, the same in every block.
__device__ __forceinline__ const offset_t* end_wide_small_level(offset_t* c, unsigned* t) {
  __shared__ offset_t counts[3];
  __syncthreads();  // the block's tally is complete, its claims and queue entries written
  if (threadIdx.x == 0) {
    using word = unsigned long long;
    const word mine = 1ull | word(t[2]) << chunked_at | word(t[0]) << found_at | word(t[1]) << edges_at;
    t[0] = t[1] = t[2] = 0;
    word* const cell = reinterpret_cast<word*>(c + level_end);
    __threadfence();
    atomicAdd(cell, mine);
    const cuda::atomic_ref<word, cuda::thread_scope_device> arrivals(*cell);
    constexpr word field = (1ull << chunked_at) - 1;
    word w;
    do {
      w = arrivals.load(cuda::memory_order_acquire);
    } while ((w & field) != gridDim.x);
    counts[0] = offset_t((w >> chunked_at) & field);
    counts[1] = offset_t((w >> found_at) & ((1ull << (edges_at - found_at)) - 1));
    counts[2] = offset_t(w >> edges_at);
  }
  __syncthreads();
  return counts;
}

/// The position block 0 handed over through L (written before a grid barrier) for every thread of the block:
/// thread 0 copies it past L1 and shares it (shared_counts).
__device__ __forceinline__ small_position shared_small_position(const small_position* h) {
  __shared__ small_position p;
  if (threadIdx.x == 0) {
    p.d = __ldcg(&h->d);
    p.size = __ldcg(&h->size);
    p.m = __ldcg(&h->m);
    p.levels = __ldcg(&h->levels);
    p.cur = __ldcg(&h->cur);
    p.set = __ldcg(&h->set);
    p.done = __ldcg(&h->done);
    p.start_ns = __ldcg(&h->start_ns);
  }
  __syncthreads();
  return p;
}

/// Where loop_small_graph's dynamic shared memory holds what it keeps there (bytes from its start, each at a
/// multiple of 16): the status (n int32) or, with `bits`, the visited bitmap (n bits in 32-bit words), then with the
/// graph the offsets (n + 1) and the indices (`edges`).
struct small_graph_shared_layout {
  std::size_t offsets_at, indices_at, status_bytes, graph_bytes;
  __host__ __device__ small_graph_shared_layout(index_t n, offset_t edges, bool bits = false) {
    const auto padded = [](std::size_t b) { return (b + 15) / 16 * 16; };
    status_bytes = bits ? padded((std::size_t(n) + 31) / 32 * sizeof(unsigned))
                        : padded(std::size_t(n) * sizeof(std::int32_t));
    offsets_at = status_bytes;
    indices_at = offsets_at + padded((std::size_t(n) + 1) * sizeof(offset_t));
    graph_bytes = indices_at + padded(std::size_t(edges) * sizeof(index_t));
  }
};

/// dst[0, bytes) = src[0, bytes) by one block, 16 bytes a load and four loads in flight a thread (both 16-byte
/// aligned; src read-only during the kernel).
__device__ __forceinline__ void block_copy(void* dst, const void* src, std::size_t bytes) {
  const std::size_t words = bytes / 16;
  const uint4* from = static_cast<const uint4*>(src);
  uint4* to = static_cast<uint4*>(dst);
  constexpr int batch = 4;
  for (std::size_t base = 0; base < words; base += std::size_t(blockDim.x) * batch) {
    uint4 w[batch];
#pragma unroll
    for (int k = 0; k < batch; ++k) {
      const std::size_t i = base + std::size_t(k) * blockDim.x + threadIdx.x;
      if (i < words) w[k] = __ldg(from + i);
    }
#pragma unroll
    for (int k = 0; k < batch; ++k) {
      const std::size_t i = base + std::size_t(k) * blockDim.x + threadIdx.x;
      if (i < words) to[i] = w[k];
    }
  }
  const std::size_t tail = bytes % 16;
  if (threadIdx.x < tail)
    static_cast<unsigned char*>(dst)[words * 16 + threadIdx.x] =
        static_cast<const unsigned char*>(src)[words * 16 + threadIdx.x];
}

/// Whether small-graph level p.d goes bottom-up over the status array (bottom_up_small_level): an edge check of
/// at least g.bottom_up_edges.
__device__ __forceinline__ bool small_bottom_up(const small_graph_args& g, const small_position& p) {
  return g.bottom_up_edges > 0 && double(p.m) >= g.bottom_up_edges;
}

/// Whether block 0 runs every level of the traversal: a grid of one block, or Bits, the visited bitmap in its shared
/// memory (the other blocks leave after the start).
template <bool Bits>
__device__ __forceinline__ bool alone() {
  return Bits || gridDim.x == 1;
}

/// Whether block 0 runs the next small-graph level alone: thin levels on and a top-down level of an edge check of
/// at most g.thin_edges, or every level (alone).
template <bool Bits>
__device__ __forceinline__ bool small_thin(const small_graph_args& g, const small_position& p) {
  return g.thin_edges > 0 && (alone<Bits>() || (double(p.m) <= g.thin_edges && !small_bottom_up(g, p)));
}

/// Whether warp 0 runs the next small-graph level alone: a top-down level of at most g.warp_edges frontier edges.
__device__ __forceinline__ bool small_warp(const small_graph_args& g, const small_position& p) {
  return double(p.m) <= g.warp_edges && !small_bottom_up(g, p);
}

/// Small-graph level a.level bottom-up over the status array, the paper's fourth strategy (no queue: every status
/// read), by every thread of the first `blocks` blocks (the grid, or block 0 alone). A group of `width` lanes takes a
/// vertex (as many lanes as those blocks have for each vertex, at most a warp: turbo-bu-vector's warp per vertex where
/// they allow it, a thread per vertex where they do not); a vertex whose status is -1 scans its in-list `width`
/// entries a step until one is on level - 1 (early exit; a ballot of the group), which becomes its parent. A list of
/// 32 or more entries in a narrower group is scanned by the whole warp instead (the warp's such lists one after the
/// other): a hub's list by one thread made as-22july06's wide levels 1.2x slower (H200, bench/results/h200-s31). Each
/// vertex has one group, so its status and parent are stores by the group's first lane (status in shared memory: an
/// atomic exchange, which compute-sanitizer's racecheck tells from a race; with Bits its bit in a.visited is set too,
/// and a vertex is open while its bit is clear), and a vertex put on the level during the pass reads as the level,
/// never level - 1. A warp appends the vertices it put on the level to a.next with one atomic (enqueue_found_by_warp:
/// *found of them, *edges their out-edges), so the next level may go either way. A level of a wide frontier costs a
/// read of every status, where top-down pays an atomic per frontier edge. Every thread of those blocks calls it.
template <bool Bits, class Append>
__device__ __forceinline__ void bottom_up_small_level(const top_down_args& a, const small_graph_args& g,
                                                      const Append& append, unsigned blocks) {
  const offset_t* const in_offsets = g.in_offsets ? g.in_offsets : a.offsets;
  const index_t* const in_indices = g.in_offsets ? g.in_indices : a.indices;
  const offset_t threads = offset_t(blocks) * blockDim.x;
  unsigned width = 32;
  while (width > 1 && offset_t(width) * offset_t(g.n) > threads) width /= 2;
  const unsigned lane = threadIdx.x & 31, group_lane = lane & (width - 1), group_first = lane & ~(width - 1);
  const unsigned group_mask = (width == 32 ? full_warp : (1u << width) - 1u) << group_first;
  const offset_t per_warp = 32 / width, warps = threads / 32;
  const offset_t warp = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32;
  // v : status(v) = -1, some in-neighbour u with status(u) = d-1 ; status(v) = d, π(v) = u (the first found)
  for (offset_t first = warp * per_warp; first < offset_t(g.n); first += warps * per_warp) {  // warp-uniform
    const offset_t v = first + lane / width;
    bool open = v < offset_t(g.n) && reads_unvisited<Bits>(a, index_t(v));
    const offset_t begin = open ? in_offsets[v] : 0, end = open ? in_offsets[v + 1] : 0;
    offset_t e = begin + group_lane;
    bool on_level = false;
    index_t parent = 0;
    // a list of 32 or more entries in a group narrower than a warp: by the whole warp, one list after the other
    // (its group's first lane keeps the outcome)
    const bool long_list = open && width < 32 && end - begin >= 32;
    if (long_list) open = false;
    for (unsigned lists = __ballot_sync(full_warp, long_list && group_lane == 0); lists != 0; lists &= lists - 1) {
      const int leader = __ffs(int(lists)) - 1;
      const offset_t lb = __shfl_sync(full_warp, begin, leader), le = __shfl_sync(full_warp, end, leader);
      bool hit = false;
      index_t hit_parent = 0;
      for (offset_t k = lb; k < le; k += 32) {  // lb, le: the same in every lane, so is every ballot
        const bool in = k + lane < le;
        const index_t u = in ? in_indices[k + lane] : 0;
        const unsigned hits = __ballot_sync(full_warp, in && a.status[u] == a.level - 1);
        if (hits) {
          hit = true;
          hit_parent = __shfl_sync(full_warp, u, __ffs(int(hits)) - 1);
          break;
        }
      }
      if (int(lane) == leader) {
        on_level = hit;
        parent = hit_parent;
      }
    }
    while (__any_sync(full_warp, open)) {
      const bool in = open && e < end;
      const index_t u = in ? in_indices[e] : 0;
      const unsigned hits = __ballot_sync(full_warp, in && a.status[u] == a.level - 1) & group_mask;
      const index_t first_hit = __shfl_sync(full_warp, u, hits ? __ffs(int(hits)) - 1 : int(lane));
      if (open && hits) {
        on_level = true;
        parent = first_hit;
        open = false;
      }
      e += width;
      if (e - group_lane >= end) open = false;  // the group is past the list's end (the same in all its lanes)
    }
    const bool won = on_level && group_lane == 0;
    offset_t v_begin = 0, degree = 0;
    if (won) {
      if constexpr (Bits) atomicOr(a.visited + (v >> 5), 1u << (v & 31));  // the word's other bits: other groups'
      if (g.status_in_shared)
        atomicExch(a.status + v, a.level);
      else
        a.status[v] = a.level;
      if (a.parent) a.parent[v] = parent;
      v_begin = a.offsets[v];
      degree = a.offsets[v + 1] - v_begin;
    }
    append(a, won, index_t(v), v_begin, degree);
  }
}

/// Edges of stream_small_level a thread takes a round (their loads in flight together).
inline constexpr int stream_batch = 4;
/// A small graph's levels stream only where the grid holds at most this many edges a thread (one round).
inline constexpr int stream_thread_edges = stream_batch;

/// Small-graph level a.level top-down over every edge, the status array as the frontier (no queue walked; TurboBFS's
/// tdscCOOC order with XBFS's claims), by every thread of the grid: entry e = u -> v (g.edge_rows[e], a.indices[e])
/// with status(u) = level - 1 and status(v) = -1 claims v with one atomicCAS (both statuses read at once, the edges
/// stream_batch a thread a round, coalesced), and a warp appends the vertices it won to a.next (enqueue_found_by_warp:
/// *found of them, *edges their out-edges). A level then costs two rounds of loads and the claims, where a walk of
/// the queue pays its entries, their lists' bounds, a block scan and then the edges (expand_by_edge). Every thread
/// of the grid calls it.
template <class Append>
__device__ __forceinline__ void stream_small_level(const top_down_args& a, const small_graph_args& g,
                                                   const Append& append) {
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  const offset_t lane = threadIdx.x & 31;
  // v = status(v) = -1, u -> v, status(u) = d-1 ; status(v) = d, π(v) = u (the claim's winner)
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x + (threadIdx.x & ~31u); base < g.edges;
       base += threads * stream_batch) {  // warp-uniform
    index_t u[stream_batch], v[stream_batch];
    bool take[stream_batch];
#pragma unroll
    for (int j = 0; j < stream_batch; ++j) {
      const offset_t e = base + offset_t(j) * threads + lane;
      u[j] = e < g.edges ? g.edge_rows[e] : 0;
      v[j] = e < g.edges ? a.indices[e] : 0;
      take[j] = e < g.edges;
    }
#pragma unroll
    for (int j = 0; j < stream_batch; ++j) {
      const std::int32_t su = take[j] ? a.status[u[j]] : 0, sv = take[j] ? a.status[v[j]] : 0;
      take[j] = take[j] && su == a.level - 1 && sv == -1;
    }
#pragma unroll
    for (int j = 0; j < stream_batch; ++j) {
      const bool won = take[j] && atomicCAS(a.status + v[j], -1, a.level) == -1;
      offset_t v_begin = 0, degree = 0;
      if (won) {
        if (a.parent) a.parent[v[j]] = u[j];
        v_begin = a.offsets[v[j]];
        degree = a.offsets[v[j] + 1] - v_begin;
      }
      append(a, won, v[j], v_begin, degree);
    }
  }
}

/// One small-graph level of `size` queue entries by one warp (all 32 lanes of warp 0 call it; no block
/// barrier): the entries are taken 32 at a time, a warp scan of their degrees gives each lane's edge its owner
/// (a search over the lanes by shuffles), each lane claims its edge's endpoint with one atomicCAS (after reading
/// its status when a.check_first), and a ballot appends the vertices won to a.next and, up to thin_carry, to
/// q.*[cur ^ 1]. The queue is read from q.*[cur] when `carried`. Returns the level's vertices and their
/// out-edges in found and edges (the same in every lane). A level of a few hundred edges costs a block of
/// thin_threads a block-wide scan and barriers for every 1,024 entries, where one warp needs neither.
template <bool Bits>
__device__ __forceinline__ void expand_by_warp(const top_down_args& a, offset_t size, thin_queue& q, int cur,
                                               bool carried, offset_t& found, offset_t& edges) {
  const unsigned lane = threadIdx.x & 31;
  const int next = cur ^ 1;
  found = 0;
  edges = 0;
  for (offset_t base = 0; base < size; base += 32) {
    const offset_t i = base + lane;
    index_t u = 0;
    offset_t begin = 0;
    unsigned degree = 0;
    if (i < size) {
      if (carried) {
        u = q.vertex[cur][i];
        begin = q.begin[cur][i];
        degree = unsigned(q.degree[cur][i]);
      } else {
        offset_t d = 0;
        queue_entry<false>(a, i, u, begin, d);
        degree = unsigned(d);
      }
    }
    unsigned first = degree;  // inclusive scan, then exclusive
    for (int d = 1; d < 32; d *= 2) {
      const unsigned y = __shfl_up_sync(full_warp, first, d);
      if (lane >= unsigned(d)) first += y;
    }
    const unsigned total = __shfl_sync(full_warp, first, 31);
    first -= degree;
    for (unsigned e0 = 0; e0 < total; e0 += 32) {
      const unsigned e = e0 + lane;
      // the owner: the last lane whose first edge is <= e (the lanes' first edges do not decrease)
      int owner = 0;
      for (int step = 16; step > 0; step /= 2)
        if (__shfl_sync(full_warp, first, owner + step) <= e) owner += step;
      const index_t owner_u = __shfl_sync(full_warp, u, owner);
      const offset_t owner_begin = __shfl_sync(full_warp, begin, owner);
      const unsigned owner_first = __shfl_sync(full_warp, first, owner);
      bool won = false;
      index_t v = 0;
      offset_t v_begin = 0;
      unsigned v_degree = 0;
      if (e < total) {
        v = a.indices[owner_begin + (e - owner_first)];
        const bool open = !(a.check_first || Bits) || reads_unvisited<Bits>(a, v);  // as in expand_by_edge
        offset_t v_end = 0;
        if (open || !Bits) {
          v_begin = a.offsets[v];
          v_end = a.offsets[v + 1];
        }
        won = open && claim_vertex<Bits>(a, v);
        if (won) {
          if (a.parent) a.parent[v] = owner_u;
          v_degree = unsigned(v_end - v_begin);
        }
      }
      const unsigned wins = __ballot_sync(full_warp, won);
      if (won) {
        const offset_t pos = found + __popc(wins & ((1u << lane) - 1u));
        a.next[pos] = v;
        store_bounds(a, won, pos, v_begin, v_degree);
        if (pos < offset_t(thin_carry)) {
          q.vertex[next][pos] = v;
          q.begin[next][pos] = v_begin;
          q.degree[next][pos] = index_t(v_degree);
        }
      }
      found += __popc(wins);
      edges += __reduce_add_sync(full_warp, v_degree);  // distinct vertices: at most the graph's entries
    }
  }
  __syncwarp();  // the carried entries are written before the next level reads them
}

/// The next small-graph levels while small_thin, in block 0 alone (every thread of it calls it). A level of at
/// most g.warp_edges frontier edges (and the next ones while they stay so) runs in warp 0 alone
/// (expand_by_warp), the other warps waiting at a block barrier; another one in the whole block: expand_by_edge
/// with the counts in a shared set, then every thread reads them and ends the level itself (end_small_level):
/// one block barrier a level besides expand_by_edge's, no thread in front of the others. Up to thin_carry
/// entries of a level's queue stay in shared memory for the next one. The shared sets (zero at the start)
/// rotate over the block's levels: set k + 1 is cleared during the level that counts in set k, after its last
/// readers passed the barrier before.
template <bool Bits, bool ByVertex>
__device__ __forceinline__ void run_small_thin_levels(top_down_args a, const small_graph_args& g, small_position& p) {
  __shared__ thin_queue q;
  __shared__ small_position warp_end;  // warp 0's position after its levels, for the block
  __shared__ bool warp_carried;
  if (threadIdx.x < 6) q.found[threadIdx.x / 2][threadIdx.x % 2] = 0;
  __syncthreads();
  bool carried = false;  // the first level walks the global queue
  int set = 0;
  while (!p.done && small_thin<Bits>(g, p)) {
    // q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d
    if (small_warp(g, p)) {
      if (threadIdx.x < 32) {
        do {
          small_level_args(a, g, p);
          offset_t found = 0, edges = 0;
          expand_by_warp<Bits>(a, p.size, q, p.cur, carried, found, edges);
          carried = found <= offset_t(thin_carry);
          end_small_level(g, p, found, edges, threadIdx.x == 0, 32);
        } while (!p.done && small_warp(g, p));
        if (threadIdx.x == 0) {
          warp_end = p;
          warp_carried = carried;
        }
      }
      __syncthreads();  // warp 0's levels, their claims and carried entries, for the block
      p = warp_end;
      carried = warp_carried;
      continue;
    }
    if (threadIdx.x < 2) q.found[set == 2 ? 0 : set + 1][threadIdx.x] = 0;
    small_level_args(a, g, p);
    const bool bottom_up = small_bottom_up(g, p);  // one block: then the block reads every status
    if (bottom_up) {
      bottom_up_small_level<Bits>(a, g, block_counts{q.found[set]}, 1);
      __syncthreads();
    } else if constexpr (ByVertex) {
      expand_by_vertex<Bits>(a, p.size, &q, p.cur, carried, block_counts{q.found[set]});  // ends with a barrier
    } else {
      expand_by_edge<true, false, Bits>(a, 0, p.size, &q, p.cur, carried,
                                        block_counts{q.found[set]});  // ends with a barrier
    }
    const offset_t found = q.found[set][0], edges = q.found[set][1];
    carried = !bottom_up && found <= offset_t(thin_carry);  // a bottom-up level leaves its queue in a.next only
    end_small_level(g, p, found, edges, threadIdx.x == 0, int(blockDim.x), bottom_up, false, ByVertex && !bottom_up);
    set = set == 2 ? 0 : set + 1;
  }
}

/// The next small-graph levels while not small_thin, across the grid (every thread of it calls it): bottom-up over
/// the status array from an edge check of g.bottom_up_edges, top-down over every edge from g.stream_edges, else
/// each block expands its share of the queue (expand_by_edge, lists of chunk_edges or more queued as chunks). The
/// level's vertices go to the grid's queue and are counted in each block's tally (block_tally); the barrier sums
/// the tallies (end_wide_small_level), so every thread has the level's counts and ends the level itself. When a
/// block queued chunks: every block takes them (expand_chunks, counted in set p.set of g.sets), a grid barrier,
/// and the counts read from the set (shared_counts). Block 0 clears set p.set + 1 during the level (its last
/// readers passed the barrier before).
__device__ __forceinline__ void run_small_wide_levels(const cooperative_groups::grid_group& grid, top_down_args a,
                                                      const small_graph_args& g, small_position& p) {
  __shared__ unsigned tally[3];  // block_tally's: found, edges, chunked
  if (threadIdx.x < 3) tally[threadIdx.x] = 0;
  __syncthreads();
  const block_tally append{tally};
  while (!p.done && !small_thin<false>(g, p)) {
    offset_t* const c = g.sets + p.set * counters;
    if (blockIdx.x == 0 && threadIdx.x < counters) g.sets[(p.set == 2 ? 0 : p.set + 1) * counters + threadIdx.x] = 0;
    a.counters = c;
    small_level_args(a, g, p);
    const bool bottom_up = small_bottom_up(g, p),
               streamed = !bottom_up && g.edge_rows != nullptr && double(p.m) >= g.stream_edges;
    if (bottom_up) {
      bottom_up_small_level<false>(a, g, append, gridDim.x);
    } else if (streamed) {
      stream_small_level(a, g, append);
    } else {
      const offset_t share = (p.size + gridDim.x - 1) / gridDim.x;
      const offset_t lo = min(p.size, offset_t(blockIdx.x) * share), hi = min(p.size, lo + share);
      expand_by_edge<false, true>(a, lo, hi, nullptr, 0, false, append);  // the barrier below orders it
    }
    const offset_t* const level = end_wide_small_level(c, tally);
    offset_t found = level[1], edges = level[2];
    if (level[0] != 0) {  // the same in every block: chunks were queued (never bottom-up or streamed)
      __shared__ offset_t chunk_count;
      expand_chunks<true>(a, block_load_cg(c + chunks, chunk_count));  // counted in c: the queue's whole size,
      small_graph_barrier(grid);                                       // the chunks' out-edges
      const offset_t* const counts = shared_counts(c);
      found = counts[1];
      edges += counts[2];
    }
    end_small_level(g, p, found, edges, blockIdx.x == 0 && threadIdx.x == 0, int(gridDim.x * blockDim.x), bottom_up,
                    streamed);
    p.set = p.set == 2 ? 0 : p.set + 1;
  }
}

/// A small graph's whole traversal in one cooperative launch (thin_threads threads a block): the status from
/// status_init and the source (a grid barrier), then, in turn, the thin levels in block 0 while the others wait at
/// a grid barrier (block 0 hands its position over through L->small) and the wider ones across the grid, one grid
/// barrier a level (end_wide_small_level, which brings the level's counts back with it). A level is top-down
/// scan-free over the queue, top-down over every edge (g.stream_edges) or bottom-up over the status array
/// (g.bottom_up_edges), chosen by its edge check alone, and every way leaves the next queue (with its entries' list
/// bounds, g.bounds, where the graph is read from global memory) and its counts: no loop state is planned or
/// copied per level, a level's end is its counts, which every thread reads. At the end thread 0 writes the depth and
/// the levels run into the host's pinned copy. With one block the grid barriers are block barriers
/// (small_graph_barrier), and the launch may be a plain one; with g.status_in_shared (one block) the status lives in
/// the block's dynamic shared memory, copied out at the end, and with g.graph_in_shared the graph too (copied in at the
/// start: every load of a level is then a shared one). With Bits the grid writes the status in device
/// memory and every block but block 0 leaves after the start's barrier; block 0 runs every level with a bitmap of the
/// visited vertices in its dynamic shared memory (top_down_args::visited; the status too large for it). Grid false:
/// every level thin (g.thin_edges > 0), in one block launched plainly or in block 0 alone after the start (the
/// bitmap); the wide levels' code is left out, and with it its registers (and their spills). ByVertex (Grid false):
/// block 0's levels expand a thread per frontier vertex (expand_by_vertex; every out-degree of the graph small).
template <bool Grid, bool Bits, bool ByVertex = false>
__global__ void __launch_bounds__(thin_threads) loop_small_graph(top_down_args a, small_graph_args g) {
  static_assert(!(Grid && Bits), "with the bitmap block 0 runs every level");
  static_assert(!(Grid && ByVertex), "a thread per vertex in the block levels of one block only");
  const std::int64_t start = blockIdx.x == 0 && threadIdx.x == 0 ? global_ns() : 0;  // the trace's clock
  const cooperative_groups::grid_group grid = cooperative_groups::this_grid();
  extern __shared__ uint4 shared_words[];  // small_graph_shared_layout
  std::int32_t* const shared_status = reinterpret_cast<std::int32_t*>(shared_words);
  std::int32_t* const status = a.status;
  if (g.status_in_shared) a.status = shared_status;  // the expansion's claims become shared-memory atomics
  if constexpr (Bits) a.visited = reinterpret_cast<unsigned*>(shared_words);  // or atomics on a bitmap there
  if (g.graph_in_shared) {  // and its loads of offsets and indices shared-memory loads
    const small_graph_shared_layout at(g.n, g.edges, Bits);
    unsigned char* const base = reinterpret_cast<unsigned char*>(shared_words);
    block_copy(base + at.offsets_at, a.offsets, (std::size_t(g.n) + 1) * sizeof(offset_t));
    block_copy(base + at.indices_at, a.indices, std::size_t(g.edges) * sizeof(index_t));
    a.offsets = reinterpret_cast<const offset_t*>(base + at.offsets_at);
    a.indices = reinterpret_cast<const index_t*>(base + at.indices_at);
  }  // the barrier after the start orders the copies before the first level
  // status = status_init, status(source) = 0, π(source) = source, q = {source}
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t v = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; v < g.n; v += stride)
    a.status[v] = v == g.source ? 0 : g.status_init[v];
  if (Bits && blockIdx.x == 0) {  // {source}: a vertex without in-edges is never claimed top-down, and its empty
                                  // in-list finds it nothing bottom-up
    for (offset_t w = threadIdx.x; w < (offset_t(g.n) + 31) / 32; w += blockDim.x)
      a.visited[w] = w == offset_t(g.source) / 32 ? 1u << (g.source & 31) : 0u;
  }
  if (blockIdx.x == 0) {
    if (threadIdx.x < 3 * counters) g.sets[threadIdx.x] = 0;
    if (threadIdx.x == 0) {
      if (a.parent) a.parent[g.source] = g.source;
      g.list[0][0] = g.source;
      if (g.bounds[0]) g.bounds[0][0] = pack_bounds(a.offsets[g.source], g.source_edges);
    }
  }
  small_graph_barrier(grid);
  if (Bits && blockIdx.x != 0) return;  // they helped with the status; the levels are block 0's
  small_position p{1, 1, g.source_edges, 0, 0, 0, 0, start};
  while (!p.done) {
    if constexpr (Grid) {
      if (!small_thin<Bits>(g, p)) {
        run_small_wide_levels(grid, a, g, p);
        continue;
      }
    }
    if (blockIdx.x == 0) {
      run_small_thin_levels<Bits, ByVertex>(a, g, p);
      if (threadIdx.x == 0 && !alone<Bits>()) g.L->small = p;
    }
    if (!alone<Bits>()) {  // the same in every block: every block reads block 0's position after the barrier
      grid.sync();
      if (blockIdx.x != 0) p = shared_small_position(&g.L->small);
    }
  }
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    g.end->rule.depth = p.d - 1;  // straight into the host's pinned copy: no copy after the kernel
    g.end->levels = p.levels;
  }
  if (g.status_in_shared) {  // one block: its last level ended with a barrier
    for (offset_t v = threadIdx.x; v < g.n; v += blockDim.x) status[v] = shared_status[v];
  }
}

/// Top-down expansion of the planned level (grid-stride over its queue).
__global__ void __launch_bounds__(expand_threads) loop_top_down(top_down_args a, const loop_state* L) {
  __shared__ expand_storage sm;
  if (L->done) return;
  a.queue = L->td_queue;
  a.queue_size = L->td_size;
  a.level = L->level;
  a.next = L->td_next;
  if (L->walk) {
    if (L->scan_free)
      expand_frontier<true, true>(a, sm);
    else
      expand_frontier<true, false>(a, sm);
  } else {
    if (L->scan_free)
      expand_frontier<false, true>(a, sm);
    else
      expand_frontier<false, false>(a, sm);
  }
}

/// The chunks of long lists the expansion queued.
__global__ void loop_top_down_chunks(top_down_args a, const loop_state* L) {
  __shared__ offset_t count;
  if (L->done) return;
  a.level = L->level;
  a.next = L->td_next;
  if (L->scan_free)
    expand_chunks<true>(a, block_load_cg(a.counters + chunks, count));
  else
    expand_chunks<false>(a, block_load_cg(a.counters + chunks, count));
}

/// Single-scan generation of the planned top-down level (nothing when it is scan-free).
__global__ void loop_single_scan(const std::int32_t* status, index_t n, const offset_t* out_offsets, offset_t* c,
                                 const loop_state* L) {
  if (L->done || L->scan_free) return;
  // list_unvisited: the same scan lists status -1 for the next bottom-up pass
  gpu::detail::enqueue_matching_items(status, n, L->level, out_offsets, L->td_next, c + list_size, c + list_edges,
                                      std::int32_t(-1), L->list_target, c + listed);
}

/// A bottom-up queue listed by the step before: its size into the pass's counter (one thread; a queue to
/// generate is left to the scan kernels). True when the queue is listed.
__device__ __forceinline__ bool take_listed_queue(offset_t* c, const loop_state* L) {
  if (L->generate) return false;
  if (blockIdx.x == 0 && threadIdx.x == 0) c[queue_size] = L->bu_size[L->bu_cur];
  return true;
}

/// Double-scan, scan I, of a queue to generate (nothing for a listed one).
__global__ void loop_count_unvisited(const std::int32_t* status, index_t n, offset_t* chunk_counts,
                                     const loop_state* L) {
  if (L->generate) gpu::detail::count_matching_items(status, n, std::int32_t(-1), chunk_counts);
}

/// Double-scan, scan II, into the planned bottom-up queue (or the listed queue's size).
__global__ void loop_fill_unvisited(const std::int32_t* status, index_t n, const offset_t* chunk_offsets, offset_t* c,
                                    const loop_state* L) {
  if (take_listed_queue(c, L)) return;
  gpu::detail::fill_matching_items(status, n, std::int32_t(-1), chunk_offsets, L->bu_queue, c + queue_size);
}

/// The unsorted bottom-up queue (one atomic scan; ablation) into the planned bottom-up queue (or the listed
/// queue's size).
__global__ void loop_atomic_scan(const std::int32_t* status, index_t n, offset_t* c, const loop_state* L) {
  if (take_listed_queue(c, L)) return;
  gpu::detail::enqueue_matching_items(status, n, std::int32_t(-1), static_cast<const offset_t*>(nullptr), L->bu_queue,
                                      c + queue_size, static_cast<offset_t*>(nullptr));
}

/// The bottom-up pass of the planned level.
template <xbfs_balance B>
__global__ void loop_bottom_up(bottom_up_args a, const loop_state* L) {
  a.queue = L->bu_queue;
  a.level = L->level;
  a.left = L->list_target;
  bottom_up_pass<B>(a, a.counters[queue_size]);
}

/// Entries of the prefix sum a thread of block_exclusive_sum takes a round.
inline constexpr int prefix_items = 4;

/// out[k] = in[0] + ... + in[k - 1] for k < count, by one block of expand_threads threads (every thread
/// calls it), in rounds of expand_threads * prefix_items entries. `in` is read past L1: other blocks
/// wrote it in the same launch.
__device__ __forceinline__ void block_exclusive_sum(const offset_t* in, offset_t* out, offset_t count) {
  using scan = cub::BlockScan<offset_t, expand_threads>;
  __shared__ typename scan::TempStorage storage;
  __shared__ offset_t carry;
  if (threadIdx.x == 0) carry = 0;
  __syncthreads();
  constexpr offset_t round = offset_t(expand_threads) * prefix_items;
  for (offset_t base = 0; base < count; base += round) {
    offset_t x[prefix_items], y[prefix_items], total = 0;
    for (int k = 0; k < prefix_items; ++k) {
      const offset_t i = base + offset_t(threadIdx.x) * prefix_items + k;
      x[k] = i < count ? __ldcg(in + i) : 0;
    }
    scan(storage).ExclusiveSum(x, y, total);
    const offset_t before = carry;
    for (int k = 0; k < prefix_items; ++k) {
      const offset_t i = base + offset_t(threadIdx.x) * prefix_items + k;
      if (i < count) out[i] = before + y[k];
    }
    __syncthreads();  // carry and the scan's storage are read before they change
    if (threadIdx.x == 0) carry = before + total;
    __syncthreads();
  }
}

/// Blocks per SM the persistent level loop takes at most (fewer when its registers allow fewer), and at least
/// (its launch bounds: at most 64 registers a thread; unbounded it took 126-128, two blocks an SM, a quarter
/// of the warps the bottom-up pass hides its memory latency with).
inline constexpr int persistent_blocks_per_sm = 8;
inline constexpr int persistent_min_blocks_per_sm = 4;

/// The persistent level loop (knob persistent): the levels after the thin ones, one after the other, by the
/// whole grid of one cooperative launch. Each level runs the steps a pass of the device loop's graph runs, in
/// the same order and on the same device functions, a grid barrier where the graph has a kernel boundary:
///   top-down:  expand_frontier | expand_chunks (when chunks were queued) | single scan (unless scan-free)
///   bottom-up: [count | prefix sum by block 0 | fill] (a queue to generate, sorted; unsorted: one atomic
///              scan) | bottom_up_pass
/// then every block ends the level on its own shared copy of the loop state (end_level: the same counters,
/// so the same plan, and the same barriers, in every block; block 0 alone writes the trace). The step
/// counters rotate over three sets (rotating_counters); at the end block 0 writes the state back. Values
/// other blocks wrote before a barrier are read with plain loads after it: a grid barrier is a gpu-scope
/// acquire (then a block barrier), which the L1 honours. Launched with launch_cooperative, expand_threads
/// threads a block. Graphs of few entries a vertex and many levels lose with it (persistent_pays).
template <xbfs_balance B>
__global__ void __launch_bounds__(expand_threads, persistent_min_blocks_per_sm)
    loop_levels_persistent(top_down_args td, bottom_up_args bu, loop_state* L, offset_t* spare, offset_t* chunk_counts,
                           offset_t* chunk_offsets, bool sorted) {
  namespace cg = cooperative_groups;
  const cg::grid_group grid = cg::this_grid();
  __shared__ alignas(loop_state) unsigned char state_bytes[sizeof(loop_state)];  // no constructor in shared memory
  __shared__ offset_t level_counters[counters];
  __shared__ offset_t shared_count;  // block_load_cg's copy
  __shared__ expand_storage sm;
  loop_state& S = *reinterpret_cast<loop_state*>(state_bytes);
  const rotating_counters rc{td.counters, spare};
  const std::int32_t* const status = td.status;
  load_loop_state(S, L);
  __syncthreads();
  const bool ran = !S.done;  // the same in every block (the same state)
  const index_t n = S.n;
  for (int i = 0; !S.done; i = i == 2 ? 0 : i + 1) {
    offset_t* const c = rc.set(i);
    rc.clear_next(i);
    offset_t nq = 0;
    if (S.bottom_up) {
      nq = S.bu_size[S.bu_cur];  // a queue listed before
      if (S.generate) {
        // q = {v : status(v) = -1}
        if (sorted) {
          gpu::detail::count_matching_items(status, n, std::int32_t(-1), chunk_counts);
          grid.sync();
          if (blockIdx.x == 0) block_exclusive_sum(chunk_counts, chunk_offsets, gpu::detail::chunks_of(n) + 1);
          grid.sync();
          gpu::detail::fill_matching_items(status, n, std::int32_t(-1), static_cast<const offset_t*>(chunk_offsets),
                                           S.bu_queue, c + queue_size);
        } else {
          gpu::detail::enqueue_matching_items(status, n, std::int32_t(-1), static_cast<const offset_t*>(nullptr),
                                              S.bu_queue, c + queue_size, static_cast<offset_t*>(nullptr));
        }
        grid.sync();
        nq = block_load_cg(c + queue_size, shared_count);
      }
      // status(v) = d for v ∈ q with an in-neighbour on d-1 (early exit), else d+1 with one on d (asynchronous)
      bottom_up_args a = bu;
      a.queue = S.bu_queue;
      a.level = S.level;
      a.left = S.list_target;
      a.counters = c;
      bottom_up_pass<B>(a, nq);
      grid.sync();
    } else {
      // q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d ; then the chunks of long lists
      top_down_args a = td;
      a.counters = c;
      a.queue = S.td_queue;
      a.queue_size = S.td_size;
      a.level = S.level;
      a.next = S.td_next;
      const bool scan_free = S.scan_free;
      if (S.walk) {
        if (scan_free)
          expand_frontier<true, true>(a, sm);
        else
          expand_frontier<true, false>(a, sm);
      } else {
        if (scan_free)
          expand_frontier<false, true>(a, sm);
        else
          expand_frontier<false, false>(a, sm);
      }
      grid.sync();
      // the same in every block: no chunk is queued after the barrier
      if (const offset_t queued = block_load_cg(c + chunks, shared_count); queued != 0) {
        if (scan_free)
          expand_chunks<true>(a, queued);
        else
          expand_chunks<false>(a, queued);
        grid.sync();
      }
      if (!scan_free) {  // single scan: q' = {v : status(v) = d} (and the unvisited listed for bottom-up)
        gpu::detail::enqueue_matching_items(status, n, S.level, td.offsets, S.td_next, c + list_size, c + list_edges,
                                            std::int32_t(-1), S.list_target, c + listed);
        grid.sync();
      }
    }
    if (threadIdx.x == 0) {
      for (int k = 0; k < counters; ++k) level_counters[k] = __ldcg(c + k);
      if (S.bottom_up) level_counters[queue_size] = nq;
      end_level(S, level_counters);
    }
    __syncthreads();
  }
  if (ran) store_loop_state(grid, rc, S, L);
}

}  // namespace graphblade::xbfs::kernels
