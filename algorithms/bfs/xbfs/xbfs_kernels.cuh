// The traversal kernels of XBFS on CUDA (Gaihre et al., HPDC'19): the
// top-down expansion (§4.1: scan-free or single-scan status updates, walking
// a queue or, after bottom-up, the bottom-up queue filtered by status) and
// the bottom-up pass (§5: one thread per unvisited vertex with early
// termination, static / thread-centric / warp-centric scheduling, Alg. 1-2,
// and the asynchronous rule of Alg. 3). Queue generation itself is in
// graphblade/backend/cuda/detail/frontier_queue.cuh.
//
// Top-down work per frontier vertex follows its degree (the paper keeps
// Enterprise's degree classes for top-down): a list of at least chunk_edges
// entries is cut into chunks of chunk_edges that every block of the grid
// shares (top_down_chunks, after the expansion: a Kronecker hub's list would
// keep one block busy for a millisecond), a block takes a list of at least
// blockDim entries, a warp one of at least 32, a thread the rest (the block's
// owner is elected by atomicMin in shared memory, so racecheck sees no hazard).
#pragma once
#include <climits>
#include <cstdint>

#include "graphblade/backend/cuda/detail/frontier_queue.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/types.hpp"

namespace graphblade::xbfs::kernels {

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
  counters = 7
};

/// Edges per chunk of a long adjacency list (one block's share in top_down_chunks).
inline constexpr offset_t chunk_edges = 4096;

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
};

/// Visit edge e of frontier vertex u.
template <bool ScanFree>
__device__ __forceinline__ void visit_edge(const top_down_args& a, index_t u, offset_t e) {
  const index_t v = a.indices[e];
  if (a.status[v] != -1) return;
  if constexpr (ScanFree) {
    if (atomicCAS(a.status + v, -1, a.level) != -1) return;  // another frontier vertex won v
    if (a.parent) a.parent[v] = u;
    gpu::detail::enqueue_found(a.next, a.counters + list_size, a.counters + list_edges, v,
                               a.offsets[v + 1] - a.offsets[v]);
  } else {
    a.status[v] = a.level;          // racing writers store the same level (single-scan: no atomic)
    if (a.parent) a.parent[v] = u;  // any racing u is on level - 1: a valid parent
  }
}

/// Expand the frontier: Walk = entries are frontier only when their status is level - 1.
template <bool Walk, bool ScanFree>
__global__ void top_down(top_down_args a) {
  __shared__ int owner;
  __shared__ index_t block_u;
  __shared__ offset_t block_begin, block_end;
  if (threadIdx.x == 0) owner = INT_MAX;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  // base is the same for every thread of a block: the barriers below are reached by all of them
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < a.queue_size; base += stride) {
    const offset_t i = base + threadIdx.x;
    index_t u = 0;
    offset_t begin = 0, end = 0;
    if (i < a.queue_size) {
      u = a.queue ? a.queue[i] : index_t(i);
      if (!Walk || a.status[u] == a.level - 1) {
        begin = a.offsets[u];
        end = a.offsets[u + 1];
      }
    }
    // lists of >= chunk_edges entries: queued as chunks for every block (top_down_chunks)
    if (end - begin >= chunk_edges) {
      const offset_t n_chunks = (end - begin + chunk_edges - 1) / chunk_edges;
      const offset_t at = atomicAdd(reinterpret_cast<unsigned long long*>(a.counters + chunks), n_chunks);
      for (offset_t c = 0; c < n_chunks; ++c) {
        a.chunk_vertex[at + c] = u;
        a.chunk_begin[at + c] = begin + c * chunk_edges;
      }
      begin = end;
    }
    // a block per list of >= blockDim entries
    while (__syncthreads_or(end - begin >= blockDim.x)) {
      if (end - begin >= blockDim.x) atomicMin(&owner, int(threadIdx.x));
      __syncthreads();
      if (owner == int(threadIdx.x)) {
        block_u = u;
        block_begin = begin;
        block_end = end;
        begin = end;
      }
      __syncthreads();
      const index_t bu = block_u;
      const offset_t bb = block_begin, be = block_end;
      for (offset_t e = bb + threadIdx.x; e < be; e += blockDim.x) visit_edge<ScanFree>(a, bu, e);
      __syncthreads();  // every thread has read owner and the block_* values
      if (threadIdx.x == 0) owner = INT_MAX;
    }
    // a warp per list of >= 32 entries
    for (unsigned big; (big = __ballot_sync(full_warp, end - begin >= 32)) != 0;) {
      const int leader = __ffs(big) - 1;
      const index_t wu = __shfl_sync(full_warp, u, leader);
      const offset_t wb = __shfl_sync(full_warp, begin, leader), we = __shfl_sync(full_warp, end, leader);
      if (lane == leader) begin = end;
      for (offset_t e = wb + lane; e < we; e += 32) visit_edge<ScanFree>(a, wu, e);
    }
    // a thread per shorter list
    for (offset_t e = begin; e < end; ++e) visit_edge<ScanFree>(a, u, e);
  }
}

/// The queued chunks of long lists, a block per chunk (counters[chunks] of them).
template <bool ScanFree>
__global__ void top_down_chunks(top_down_args a) {
  const offset_t count = a.counters[chunks];
  for (offset_t c = blockIdx.x; c < count; c += gridDim.x) {
    const index_t u = a.chunk_vertex[c];
    const offset_t begin = a.chunk_begin[c], end = min(begin + chunk_edges, a.offsets[u + 1]);
    for (offset_t e = begin + threadIdx.x; e < end; e += blockDim.x) visit_edge<ScanFree>(a, u, e);
  }
}

struct bottom_up_args {
  const offset_t* in_offsets;  ///< in-edges (A's rows when symmetric, else the CSC of A)
  const index_t* in_indices;
  const offset_t* out_offsets;  ///< for the out-degree of found vertices (the next edge check)
  std::int32_t* status;
  index_t* parent;       ///< nullptr: parents not asked for
  const index_t* queue;  ///< the unvisited vertices (counters[queue_size] of them)
  std::int32_t level;
  bool async;  ///< Alg. 3: a vertex with a neighbour on level (and none on level - 1) goes to level + 1
  offset_t* counters;
};

/// What one thread found in a bottom-up pass, added to the counters once per warp at the end: a
/// counter update per found vertex (two million on kron:22) serialises on the counters' addresses.
struct tally {
  offset_t found = 0, found_edges = 0;  ///< put on level, their out-edges
  offset_t next = 0, next_edges = 0;    ///< put on level + 1 (asynchronous), their out-edges

  /// Sum over the warp, lane 0 adds to the counters. Every lane of the warp must call it.
  __device__ __forceinline__ void add_to(offset_t* c) {
    offset_t v[4] = {found, found_edges, next, next_edges};
    for (int k = 0; k < 4; ++k)
      for (int d = 16; d > 0; d >>= 1) v[k] += __shfl_down_sync(full_warp, v[k], d);
    if ((threadIdx.x & 31) != 0) return;
    const int slot[4] = {kernels::found, kernels::found_edges, list_size, list_edges};
    for (int k = 0; k < 4; ++k)
      if (v[k]) atomicAdd(reinterpret_cast<unsigned long long*>(c + slot[k]), static_cast<unsigned long long>(v[k]));
  }
};

/// One unvisited vertex (Alg. 3): early termination at the first in-neighbour on level - 1.
__device__ __forceinline__ void visit_unvisited(const bottom_up_args& a, index_t v, tally& t) {
  index_t seen = 0;
  bool has_current = false;
  for (offset_t e = a.in_offsets[v]; e < a.in_offsets[v + 1]; ++e) {
    const index_t w = a.in_indices[e];
    const std::int32_t sw = a.status[w];
    if (sw == a.level - 1) {
      a.status[v] = a.level;
      if (a.parent) a.parent[v] = w;
      ++t.found;
      t.found_edges += a.out_offsets[v + 1] - a.out_offsets[v];
      return;
    }
    if (a.async && sw == a.level && !has_current) {
      has_current = true;
      seen = w;
    }
  }
  if (has_current) {  // Lemma 2: no neighbour on level - 1, one on level: v is on level + 1
    a.status[v] = a.level + 1;
    if (a.parent) a.parent[v] = seen;
    ++t.next;
    t.next_edges += a.out_offsets[v + 1] - a.out_offsets[v];
  }
}

/// Static: thread t takes entries t, t + T, t + 2T, ... (T threads in the grid).
__global__ void bottom_up_static(bottom_up_args a) {
  const offset_t nq = a.counters[queue_size];
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  tally t;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < nq; i += threads)
    visit_unvisited(a, a.queue[i], t);
  t.add_to(a.counters);
}

/// Alg. 1, thread-centric: the first T entries by thread index, then one entry per atomic fetch.
__global__ void bottom_up_thread_centric(bottom_up_args a) {
  const offset_t nq = a.counters[queue_size];
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  auto* cursor_word = reinterpret_cast<unsigned long long*>(a.counters + cursor);
  tally t;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < nq; i = threads + atomicAdd(cursor_word, 1ull))
    visit_unvisited(a, a.queue[i], t);
  t.add_to(a.counters);
}

/// Alg. 2, warp-centric: the first T entries by thread index, then lane 0 fetches 32 for its warp.
__global__ void bottom_up_warp_centric(bottom_up_args a) {
  const offset_t nq = a.counters[queue_size];
  const offset_t threads = offset_t(gridDim.x) * blockDim.x;
  const int lane = threadIdx.x & 31;
  auto* cursor_word = reinterpret_cast<unsigned long long*>(a.counters + cursor);
  offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x;
  tally t;
  while (true) {
    if (i < nq) visit_unvisited(a, a.queue[i], t);
    unsigned long long batch = 0;
    if (lane == 0) batch = atomicAdd(cursor_word, 32ull);
    batch = __shfl_sync(full_warp, batch, 0);
    if (threads + batch >= nq) break;
    i = threads + batch + lane;
  }
  t.add_to(a.counters);
}

/// status(source) = 0, parent(source) = source, list = {source}.
__global__ void start(std::int32_t* status, index_t* parent, index_t* list, index_t source) {
  status[source] = 0;
  if (parent) parent[source] = source;
  list[0] = source;
}

/// counters = {list0, edges0, 0, ...}.
__global__ void reset_counters(offset_t* c, offset_t list0, offset_t edges0) {
  for (int k = 0; k < counters; ++k) c[k] = 0;
  c[list_size] = list0;
  c[list_edges] = edges0;
}

}  // namespace graphblade::xbfs::kernels
