// XBFS's steps on a CUDA device (Gaihre et al., HPDC'19 §4-5) over the kernels
// of xbfs_kernels.cuh and the queue generation of
// graphblade/backend/cuda/detail/frontier_queue.cuh, in three level loops:
//   the persistent level loop (knob persistent; by default on graphs of at
//     least 8 entries a vertex): the thin levels in one block
//     (loop_thin_levels), then every other level in one cooperative launch
//     (loop_levels_persistent) that runs a pass's steps with grid barriers at
//     its kernel boundaries and the rules in every block: a status copy,
//     three launches, one copy of the loop's end state and one host wait.
//   the recorded loop (persistent = 0): the whole traversal is one gb::while_loop
//     (ops/loop.hpp), a CUDA graph recorded at the first traversal of a knob
//     set and launched by every later one. The rules of xbfs_levels.hpp run on
//     the device between levels (loop_next_level, one thread), the direction
//     is a conditional IF node, the queue kind and the buffers are read by the
//     kernels from the loop state; thin levels run back to back in one block
//     (loop_thin_levels), and the next mid-size ones back to back across the
//     grid of one cooperative launch (loop_wide_levels). Per traversal: a
//     status copy (from status_init: vertices without in-edges start as
//     never_reached, outside every bottom-up queue), one start kernel, one
//     graph launch, one copy of the loop's end state and one host wait.
//     A small graph (knob small_graph) skips the graph: one cooperative launch
//     (loop_small_graph: the start, then thin levels in one warp or block and
//     wider ones across the grid, in turn, each level ended by every thread
//     from its counts, which a wide level's grid barrier itself carries back;
//     a queue entry keeps its list's bounds beside it; one block whose levels
//     are all thin runs a kernel without the wide levels' code). A level is
//     top-down scan-free over the queue, top-down
//     over every edge (knob small_stream) or bottom-up over the status array
//     (knob small_bottom_up); knobs one_block / one_block_levels: one block
//     with the status, and the graph where it fits, in shared memory. The
//     kernel writes the traversal's end into pinned host memory itself.
//   the host loop (knob device_loop = 0): run_levels with one host read per
//     level (the step's counters), as on the cpu device.
// Nothing is allocated after the first traversal; no level clears an O(n)
// array (the status array is set once per traversal).
#include <algorithm>
#include <cmath>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_segmented_sort.cuh>
#include <map>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#include "algorithms/bfs/xbfs/xbfs_kernels.cuh"
#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "algorithms/bfs/xbfs/xbfs_traverse.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/container/scalar.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/ops/loop.hpp"

namespace graphblade::xbfs {

namespace {

using gpu::detail::launch;
namespace k = kernels;

constexpr int block_threads = k::expand_threads;  // the top-down kernels need it; the others take it too

/// The scratch arrays of both loops, allocated at the first traversal (none later).
void size_scratch(state& s, cudaStream_t stream) {
  if (s.counters.size() < k::counters) s.counters = buffer<offset_t>(k::counters, s.where);
  const offset_t chunks = gpu::detail::chunks_of(s.g.n);
  if (s.chunk_counts.size() < chunks + 1) {
    s.chunk_counts = buffer<offset_t>(chunks + 1, s.where);
    s.chunk_offsets = buffer<offset_t>(chunks + 1, s.where);
    std::size_t bytes = 0;
    GB_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, bytes, s.chunk_counts.data(), s.chunk_offsets.data(),
                                                int(chunks + 1), stream));
    s.scan_temp = buffer<std::uint8_t>(bytes, s.where);
  }
  // chunks of a level's lists of >= chunk_min_edges entries (each vertex once): at most
  // nnz / chunk_edges + nnz / chunk_min_edges (a list makes at most 1 + degree / chunk_edges)
  const std::size_t max_chunks =
      std::size_t(s.edges / double(k::chunk_edges)) + std::size_t(s.edges / double(k::chunk_min_edges)) + 1;
  if (s.chunk_vertex.size() < max_chunks) {
    s.chunk_vertex = buffer<index_t>(max_chunks, s.where);
    s.chunk_begin = buffer<offset_t>(max_chunks, s.where);
  }
}

/// rows[e] = u for every entry e of row u (the COO rows of a CSR).
__global__ void csr_rows(const offset_t* offsets, index_t n, index_t* rows) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t u = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; u < n; u += stride)
    for (offset_t e = offsets[u]; e < offsets[u + 1]; ++e) rows[e] = index_t(u);
}

/// Double-scan, scan I and the prefix sum: chunk_offsets = exclusive sum of the unvisited per chunk. In a device
/// loop (L) the count is skipped when the pass's queue was listed (the prefix sum then adds stale counts that
/// nothing reads).
void count_unvisited(state& s, gpu::workspace& ws, cudaStream_t stream, const k::loop_state* L = nullptr) {
  const offset_t chunks = gpu::detail::chunks_of(s.g.n);
  const unsigned grid = gpu::detail::grid_for(chunks * 32, block_threads, ws);
  const auto* status = static_cast<const std::int32_t*>(s.status.data());
  if (L)
    launch("xbfs_loop_count_unvisited", GB_HERE, k::loop_count_unvisited, grid, block_threads, stream, status, s.g.n,
           s.chunk_counts.data(), L);
  else
    launch("xbfs_count_unvisited", GB_HERE, gpu::detail::count_matching<std::int32_t>, grid, block_threads, stream,
           status, s.g.n, std::int32_t(-1), s.chunk_counts.data());
  std::size_t bytes = s.scan_temp.size();
  ::graphblade::detail::note_library_call();
  GB_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(s.scan_temp.data(), bytes, s.chunk_counts.data(), s.chunk_offsets.data(),
                                              int(chunks + 1), stream));
}

/// The arguments of a top-down kernel that do not change between levels.
k::top_down_args top_down_base(state& s, bool claim_once) {
  k::top_down_args a{};
  a.claim_once = claim_once;
  a.offsets = s.g.out_offsets;
  a.indices = s.g.out_indices;
  a.status = s.status.data();
  a.parent = s.parents ? s.parent.data() : nullptr;
  a.counters = s.counters.data();
  a.chunk_vertex = s.chunk_vertex.data();
  a.chunk_begin = s.chunk_begin.data();
  return a;
}

/// The arguments of a bottom-up kernel that do not change between levels.
k::bottom_up_args bottom_up_base(state& s, bool async, bool warp_lists) {
  k::bottom_up_args a{};
  a.in_offsets = s.g.in_offsets;
  a.in_indices = s.g.in_indices;
  a.out_offsets = s.g.out_offsets;
  a.status = s.status.data();
  a.parent = s.parents ? s.parent.data() : nullptr;
  a.async = async;
  a.warp_lists = warp_lists;
  a.counters = s.counters.data();
  return a;
}

class cuda_steps {
 public:
  cuda_steps(state& s, gpu::workspace& ws, bool warp_lists, bool claim_once)
      : s_(s), g_(s.g), ws_(ws), stream_(ws.stream()), warp_lists_(warp_lists), claim_once_(claim_once) {
    size_scratch(s_, stream_);
  }

  offset_t start(index_t source) {
    GB_CUDA_CHECK(gpu::detail::copy_async(s_.status.data(), s_.status_init.data(),
                                          std::size_t(g_.n) * sizeof(std::int32_t), cudaMemcpyDeviceToDevice, stream_));
    launch("xbfs_start", GB_HERE, k::start, 1, 1, stream_, s_.status.data(), parents(), s_.list[0].data(), source);
    s_.list_size = 1;
    return s_.host_offsets[source + 1] - s_.host_offsets[source];
  }

  xbfs_counts top_down(std::int64_t d, td_input in, xbfs_queue out, bool list) {
    const bool scan_free = out == xbfs_queue::scan_free;
    k::top_down_args a = top_down_base(s_, claim_once_);
    std::tie(a.queue, a.queue_size) = s_.walked(in);
    a.level = std::int32_t(d);
    a.next = s_.list[1].data();
    launch("xbfs_reset_counters", GB_HERE, k::reset_counters, 1, 1, stream_, a.counters, offset_t(0), offset_t(0),
           offset_t(0));
    const unsigned grid = gpu::detail::grid_for(a.queue_size, block_threads, ws_);
    const bool walk = in != td_input::list;
    if (walk && scan_free) launch("xbfs_top_down", GB_HERE, k::top_down<true, true>, grid, block_threads, stream_, a);
    if (walk && !scan_free) launch("xbfs_top_down", GB_HERE, k::top_down<true, false>, grid, block_threads, stream_, a);
    if (!walk && scan_free) launch("xbfs_top_down", GB_HERE, k::top_down<false, true>, grid, block_threads, stream_, a);
    if (!walk && !scan_free)
      launch("xbfs_top_down", GB_HERE, k::top_down<false, false>, grid, block_threads, stream_, a);
    if (grid > 0) {  // the chunks of long lists, every block of the grid
      const unsigned chunk_grid = gpu::detail::persistent_grid(ws_);
      if (scan_free)
        launch("xbfs_top_down_chunks", GB_HERE, k::top_down_chunks<true>, chunk_grid, block_threads, stream_, a);
      else
        launch("xbfs_top_down_chunks", GB_HERE, k::top_down_chunks<false>, chunk_grid, block_threads, stream_, a);
    }
    // single-scan: status(v) = d -> the queue (carried included); list: status(v) = -1 -> bu_next
    if (!scan_free) enqueue_on_level(a.level, a.next, list ? s_.bu[s_.bu_next()].data() : nullptr);
    const offset_t* c = read_counters();
    std::swap(s_.list[0], s_.list[1]);
    s_.list_size = c[k::list_size];
    const xbfs_counts r = k::step_counts(c, false, a.queue_size);
    s_.note_listed(list, r.listed);
    return r;
  }

  xbfs_counts bottom_up(std::int64_t d, xbfs_queue gen, xbfs_balance balance, bool async, bool list) {
    s_.bu_cur = s_.bu_next();  // listed there, or generated there; the last becomes the one before
    offset_t* counters = s_.counters.data();
    const offset_t listed = gen == xbfs_queue::listed ? s_.bu_size[s_.bu_cur] : 0;
    launch("xbfs_reset_counters", GB_HERE, k::reset_counters, 1, 1, stream_, counters, offset_t(0), offset_t(0),
           listed);
    const std::int32_t* status = s_.status.data();
    index_t* queue = s_.bu[s_.bu_cur].data();
    if (gen == xbfs_queue::double_scan) {  // sorted: count per chunk, prefix sum, fill
      count_unvisited(s_, ws_, stream_);
      const unsigned grid = gpu::detail::grid_for(gpu::detail::chunks_of(g_.n) * 32, block_threads, ws_);
      launch("xbfs_fill_unvisited", GB_HERE, gpu::detail::fill_matching<std::int32_t>, std::max(grid, 1u),
             block_threads, stream_, status, g_.n, std::int32_t(-1),
             static_cast<const offset_t*>(s_.chunk_offsets.data()), queue, counters + k::queue_size);
    } else if (gen == xbfs_queue::atomic_scan) {  // ablation: one atomic scan (unsorted)
      launch("xbfs_atomic_scan", GB_HERE, gpu::detail::enqueue_matching<std::int32_t>,
             gpu::detail::grid_for(g_.n, block_threads, ws_), block_threads, stream_, status, g_.n, std::int32_t(-1),
             static_cast<const offset_t*>(nullptr), queue, counters + k::queue_size, static_cast<offset_t*>(nullptr),
             std::int32_t(0), static_cast<index_t*>(nullptr), static_cast<offset_t*>(nullptr));
    }
    k::bottom_up_args a = bottom_up_base(s_, async, warp_lists_);
    a.queue = queue;
    a.level = std::int32_t(d);
    a.left = list ? s_.bu[s_.bu_next()].data() : nullptr;
    const unsigned grid = gpu::detail::persistent_grid(ws_);
    switch (balance) {
      case xbfs_balance::static_threads:
        launch("xbfs_bottom_up_static", GB_HERE, k::bottom_up<xbfs_balance::static_threads>, grid, block_threads,
               stream_, a);
        break;
      case xbfs_balance::thread_centric:
        launch("xbfs_bottom_up_thread", GB_HERE, k::bottom_up<xbfs_balance::thread_centric>, grid, block_threads,
               stream_, a);
        break;
      case xbfs_balance::warp_centric:
        launch("xbfs_bottom_up_warp", GB_HERE, k::bottom_up<xbfs_balance::warp_centric>, grid, block_threads, stream_,
               a);
        break;
    }
    const offset_t* c = read_counters();
    s_.bu_size[s_.bu_cur] = c[k::queue_size];
    const xbfs_counts r = k::step_counts(c, true, 0);
    s_.note_listed(list, r.listed);
    return r;
  }

 private:
  index_t* parents() { return s_.parents ? s_.parent.data() : nullptr; }

  /// Single-scan generation: every v with status(v) = level appended to list, with its out-edges; with
  /// `unvisited`, every v with status -1 listed there.
  void enqueue_on_level(std::int32_t level, index_t* list, index_t* unvisited) {
    launch("xbfs_single_scan", GB_HERE, gpu::detail::enqueue_matching<std::int32_t>,
           gpu::detail::grid_for(g_.n, block_threads, ws_), block_threads, stream_,
           static_cast<const std::int32_t*>(s_.status.data()), g_.n, level, g_.out_offsets, list,
           s_.counters.data() + k::list_size, s_.counters.data() + k::list_edges, std::int32_t(-1), unvisited,
           s_.counters.data() + k::listed);
  }

  /// The one host read of a level.
  const offset_t* read_counters() {
    GB_CUDA_CHECK(
        cudaMemcpyAsync(host_counters_, s_.counters.data(), sizeof(host_counters_), cudaMemcpyDeviceToHost, stream_));
    GB_HOST_SYNC(stream_);
    return host_counters_;
  }

  state& s_;
  const graph_arrays& g_;
  gpu::workspace& ws_;
  cudaStream_t stream_;
  bool warp_lists_;
  bool claim_once_;
  offset_t host_counters_[k::counters] = {};
};

/// Levels a device loop keeps in its trace (the traversal's depth is exact beyond them).
constexpr std::int64_t max_trace_levels = std::int64_t(1) << 16;

/// loop_small_graph's instance for a traversal: the wide levels' code only where a level may run across the grid
/// (not block_levels); with block_levels, the claims on the visited bitmap (bits) or the status, and block 0's
/// levels a thread per frontier vertex (by_vertex) or per edge. The one place that names the instances: the device
/// loop sets each one's shared memory, the launch takes one.
void (*small_graph_kernel(bool block_levels, bool bits, bool by_vertex))(k::top_down_args, k::small_graph_args) {
  if (!block_levels) return k::loop_small_graph<true, false>;
  if (bits) return by_vertex ? k::loop_small_graph<false, true, true> : k::loop_small_graph<false, true>;
  return by_vertex ? k::loop_small_graph<false, false, true> : k::loop_small_graph<false, false>;
}

}  // namespace

/// The device loop of a state (xbfs_state.hpp): the loop state, the trace, the loop condition, a
/// pinned copy of the state for the one host read, and the recorded graphs, one per bottom-up
/// balancing x queue kind x parents (recorded at their first traversal, launched by the others).
struct device_loop {
  buffer<k::loop_state> loop;
  buffer<xbfs_level> trace;
  buffer<offset_t> spare_counters;        ///< the cooperative loops' counter sets 1 and 2 (zero between launches)
  buffer<offset_t> small_counters;        ///< loop_small_graph's three counter sets (it clears them)
  unsigned wide_grid = 0;                 ///< loop_wide_levels' blocks (0: no cooperative launch on the device)
  unsigned small_grid = 0;                ///< loop_small_graph's blocks (0: no cooperative launch on the device)
  std::size_t shared_bytes_max = 0;       ///< loop_small_graph's dynamic shared memory at most (one block)
  int persistent_grid[3] = {-1, -1, -1};  ///< loop_levels_persistent's blocks per balancing (-1: not asked yet)
  Scalar<std::int32_t> active;
  k::loop_state* host_copy = nullptr;         ///< pinned host memory: the one host read of a traversal's end state
  k::loop_state* host_copy_mapped = nullptr;  ///< its device address (the small-graph path writes it directly)
  std::map<int, std::unique_ptr<while_loop>> graphs;

  device_loop(const place& where, index_t n, const gpu::workspace& ws)
      : loop(1, where),
        trace(std::size_t(std::min<std::int64_t>(std::int64_t(n) + 1, max_trace_levels)), where),
        spare_counters(2 * k::counters, where),
        small_counters(3 * k::counters, where),
        wide_grid(gpu::detail::cooperative_grid(k::loop_wide_levels, k::thin_threads, k::wide_blocks_per_sm, ws)),
        small_grid(
            gpu::detail::cooperative_grid(small_graph_kernel(false, false, false), k::thin_threads,
                                          k::wide_blocks_per_sm, ws)),
        active(0, where) {
    memory::fill_bytes(spare_counters.data(), where, 0, spare_counters.bytes());
    // loop_small_graph in one block may keep the status in its dynamic shared memory: what the device allows a
    // block beyond the kernel's static shared memory
    int optin = 0;
    GB_CUDA_CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, ws.device()));
    int dynamic = optin;
    const auto small_kernels = {small_graph_kernel(false, false, false), small_graph_kernel(true, false, false),
                                small_graph_kernel(true, true, false), small_graph_kernel(true, false, true),
                                small_graph_kernel(true, true, true)};
    for (auto* kernel : small_kernels) {
      cudaFuncAttributes attributes{};
      GB_CUDA_CHECK(cudaFuncGetAttributes(&attributes, kernel));
      dynamic = std::min(dynamic, optin - int(attributes.sharedSizeBytes));
    }
    if (dynamic > 0) {
      for (auto* kernel : small_kernels)
        GB_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, dynamic));
      shared_bytes_max = std::size_t(dynamic);
    }
    // set once: loop_thin_levels copies the whole state in, and device_trace copies whole records
    // (padding included), so neither reads memory never written (compute-sanitizer initcheck)
    memory::fill_bytes(loop.data(), where, 0, loop.bytes());
    memory::fill_bytes(trace.data(), where, 0, trace.bytes());
    GB_CUDA_CHECK(cudaHostAlloc(reinterpret_cast<void**>(&host_copy), sizeof(k::loop_state), cudaHostAllocMapped));
    GB_CUDA_CHECK(cudaHostGetDevicePointer(reinterpret_cast<void**>(&host_copy_mapped), host_copy, 0));
  }
  ~device_loop() {
    if (host_copy) (void)cudaFreeHost(host_copy);
  }
  device_loop(const device_loop&) = delete;
  device_loop& operator=(const device_loop&) = delete;
};

namespace {

/// One pass of the device loop: the thin levels (knob thin_levels), the wide ones (knob wide_levels), the
/// planned level's step, then loop_next_level. Kernels read the planned queues and level from the loop
/// state. Recorded once; with every loop eager (GRAPHBLADE_LOOP_MODE=eager: the compute-sanitizer runs of racecheck and
/// synccheck) the same kernels run as a host loop, the direction read by the host.
void record_pass(state& s, gpu::workspace& ws, device_loop& dl, xbfs_balance balance, bool sorted, bool async,
                 bool thin, bool wide, bool warp_lists, bool claim_once) {
  k::loop_state* L = dl.loop.data();
  const index_t n = s.g.n;
  // the thin levels from here on, in one block
  if (thin)
    launch("xbfs_loop_thin_levels", GB_HERE, k::loop_thin_levels, 1, k::thin_threads, ws.stream(),
           top_down_base(s, claim_once), L);
  // then the mid-size levels, across the grid (one cooperative launch)
  if (wide)
    gpu::detail::launch_cooperative("xbfs_loop_wide_levels", GB_HERE, k::loop_wide_levels, dl.wide_grid,
                                    k::thin_threads, ws.stream(), top_down_base(s, claim_once), L,
                                    dl.spare_counters.data());
  const auto top_down = [&] {
    const cudaStream_t st = ws.stream();
    const k::top_down_args a = top_down_base(s, claim_once);
    const unsigned grid = gpu::detail::persistent_grid(ws);
    // q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d ; then the chunks of long lists
    launch("xbfs_loop_top_down", GB_HERE, k::loop_top_down, grid, block_threads, st, a, L);
    launch("xbfs_loop_top_down_chunks", GB_HERE, k::loop_top_down_chunks, grid, block_threads, st, a, L);
    // single-scan levels: q' = {v : status(v) = d} (carried vertices included)
    launch("xbfs_loop_single_scan", GB_HERE, k::loop_single_scan, gpu::detail::grid_for(n, block_threads, ws),
           block_threads, st, static_cast<const std::int32_t*>(s.status.data()), n, s.g.out_offsets, s.counters.data(),
           static_cast<const k::loop_state*>(L));
  };
  const auto bottom_up = [&] {
    const cudaStream_t st = ws.stream();
    const std::int32_t* status = s.status.data();
    // q = {v : status(v) = -1} (sorted: count, prefix sum, fill; else one atomic scan)
    if (sorted) {
      count_unvisited(s, ws, st, L);
      const unsigned grid = gpu::detail::grid_for(gpu::detail::chunks_of(n) * 32, block_threads, ws);
      launch("xbfs_loop_fill_unvisited", GB_HERE, k::loop_fill_unvisited, std::max(grid, 1u), block_threads, st, status,
             n, static_cast<const offset_t*>(s.chunk_offsets.data()), s.counters.data(),
             static_cast<const k::loop_state*>(L));
    } else {
      launch("xbfs_loop_atomic_scan", GB_HERE, k::loop_atomic_scan, gpu::detail::grid_for(n, block_threads, ws),
             block_threads, st, status, n, s.counters.data(), static_cast<const k::loop_state*>(L));
    }
    // status(v) = d for v ∈ q with an in-neighbour on d-1 (early exit), else d+1 with one on d (asynchronous)
    const k::bottom_up_args a = bottom_up_base(s, async, warp_lists);
    const unsigned grid = gpu::detail::persistent_grid(ws);
    const auto* Lc = static_cast<const k::loop_state*>(L);
    switch (balance) {
      case xbfs_balance::static_threads:
        launch("xbfs_loop_bottom_up_static", GB_HERE, k::loop_bottom_up<xbfs_balance::static_threads>, grid,
               block_threads, st, a, Lc);
        break;
      case xbfs_balance::thread_centric:
        launch("xbfs_loop_bottom_up_thread", GB_HERE, k::loop_bottom_up<xbfs_balance::thread_centric>, grid,
               block_threads, st, a, Lc);
        break;
      case xbfs_balance::warp_centric:
        launch("xbfs_loop_bottom_up_warp", GB_HERE, k::loop_bottom_up<xbfs_balance::warp_centric>, grid, block_threads,
               st, a, Lc);
        break;
    }
  };
  // the direction the rules chose on the device: a conditional IF node; run eagerly (GRAPHBLADE_LOOP_MODE=eager),
  // the host reads it (one wait)
  if (!::graphblade::detail::record_device_if(ws.device(), &L->bottom_up, sizeof(L->bottom_up), bottom_up, top_down)) {
    std::int32_t up = 0;
    GB_CUDA_CHECK(gpu::detail::copy_async(&up, &L->bottom_up, sizeof(up), cudaMemcpyDeviceToHost, ws.stream()));
    GB_HOST_SYNC(ws.stream());
    if (up)
      bottom_up();
    else
      top_down();
  }
  launch("xbfs_loop_next_level", GB_HERE, k::loop_next_level, 1, 1, ws.stream(), L, s.counters.data(),
         dl.active.data());
}

/// Whether loop_thin_levels runs: knob thin_levels on, and a graph of fewer than 2^32 entries (it counts a
/// level's vertices and edges in 32 bits).
bool thin_levels_fit(const state& s, const settings& cfg) { return cfg.thin_edges > 0 && s.edges < 4294967296.0; }

/// What a traversal's start writes (loop_start): status(source) = 0, the loop state from
/// `first`, the thin and wide kernels' level limits.
k::start_args start_of(state& s, device_loop& dl, index_t source, const rule_state& first, double thin_edges,
                       double wide_edges) {
  k::start_args a{};
  a.rule = first;
  a.status = s.status.data();
  a.parent = s.parents ? s.parent.data() : nullptr;
  a.source = source;
  a.list[0] = s.list[0].data();
  a.list[1] = s.list[1].data();
  for (int k = 0; k < 3; ++k) a.bu[k] = s.bu[k].data();
  a.n = s.g.n;
  a.trace = dl.trace.data();
  a.trace_capacity = std::int64_t(dl.trace.size());
  a.thin_edges = thin_edges;
  a.wide_edges = wide_edges;
  a.c = s.counters.data();
  a.active = dl.active.data();
  return a;
}

/// A traversal's start on the device: the status from status_init (vertices without in-edges never_reached),
/// then loop_start (start_of).
void start_traversal(state& s, gpu::workspace& ws, device_loop& dl, index_t source, const rule_state& first,
                     double thin_edges, double wide_edges) {
  const cudaStream_t st = ws.stream();
  ::graphblade::detail::note_memory_op();
  GB_CUDA_CHECK(gpu::detail::copy_async(s.status.data(), s.status_init.data(),
                                        std::size_t(s.g.n) * sizeof(std::int32_t), cudaMemcpyDeviceToDevice, st));
  launch("xbfs_loop_start", GB_HERE, k::loop_start, 1, 1, st, start_of(s, dl, source, first, thin_edges, wide_edges),
         dl.loop.data());
}

/// After the traversal's one host wait: its levels (the device trace's length) from the host copy of the end state;
/// returns the depth.
std::int64_t read_end_state(state& s, const device_loop& dl) {
  s.trace.clear();
  s.trace_on_device = std::min<std::int64_t>(dl.host_copy->levels, std::int64_t(dl.trace.size()));
  return dl.host_copy->rule.depth;
}

/// The traversal's one host wait: the loop's end state copied back; returns the depth.
std::int64_t finish_traversal(state& s, gpu::workspace& ws, device_loop& dl) {
  const cudaStream_t st = ws.stream();
  ::graphblade::detail::note_memory_op();
  GB_CUDA_CHECK(cudaMemcpyAsync(dl.host_copy, dl.loop.data(), sizeof(k::loop_state), cudaMemcpyDeviceToHost, st));
  GB_HOST_SYNC(st);  // the traversal's one host wait
  return read_end_state(s, dl);
}

/// A graph of at most cfg.small_graph edges in one cooperative launch (loop_small_graph; its own rules, so that
/// a level's end is its counts: top-down scan-free, streamed or bottom-up by the edge check): the status and the
/// start, then the thin levels in block 0 and the others across the grid, in turn; in one block where the status (or
/// else a bitmap of the visited vertices: knob visited_bits) fits shared memory and the graph is small (one_block) or
/// its levels thin (one_block_levels). No CUDA graph: one
/// launch and one host wait per traversal (the kernel writes the end state into the host's pinned copy itself: no copy
/// after it).
std::int64_t traverse_small_graph(state& s, gpu::workspace& ws, device_loop& dl, index_t source, const settings& cfg) {
  k::small_graph_args g{};
  // one block with the status in shared memory (knob one_block), or as many blocks as give each thread at most
  // small_thread_edges of a level (a level walks at most every entry once), at most the cooperative grid: a
  // smaller grid makes a cheaper grid barrier
  const auto aligned = [](const void* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; };
  // the claims in one block's shared memory: on the status where it fits, else (or with visited_bits = 1) on a
  // bitmap of the visited vertices where that fits and thin levels are on (the bitmap's levels are all block 0's)
  const bool status_fits = k::small_graph_shared_layout(s.g.n, 0).status_bytes <= dl.shared_bytes_max;
  const bool bits = cfg.visited_bits != 0 && cfg.thin_edges > 0 && (cfg.visited_bits == 1 || !status_fits) &&
                    k::small_graph_shared_layout(s.g.n, 0, true).status_bytes <= dl.shared_bytes_max;
  const k::small_graph_shared_layout at(s.g.n, offset_t(s.edges), bits);
  // one block: up to one_block edges, or when the levels average at most one_block_levels edges (|E| / the depth
  // estimate, asked once a state)
  const bool claims_fit = status_fits || bits;
  bool one_block = s.edges <= cfg.one_block && claims_fit;
  if (!one_block && claims_fit && cfg.one_block_levels > 0) {
    if (s.estimated_depth < 0) s.estimated_depth = depth_estimate(s.host_offsets, s.host_indices, s.g.n);
    one_block = s.estimated_depth > 0 && s.edges <= cfg.one_block_levels * double(s.estimated_depth);
  }
  const bool visited_in_shared = one_block && bits;  // loop_small_graph<false, true>
  g.status_in_shared = one_block && !bits;
  g.graph_in_shared = one_block && cfg.shared_graph && at.graph_bytes <= dl.shared_bytes_max &&
                      aligned(s.g.out_offsets) && aligned(s.g.out_indices);
  g.edges = offset_t(s.edges);
  // with the bitmap a block of threads a thousand vertices writes the status, then block 0 runs on alone: one block
  // would take ~40 µs to write grid:300:300's 90,000 (H200)
  const double blocks = g.status_in_shared    ? 1.0
                        : visited_in_shared   ? std::ceil(double(s.g.n) / k::thin_threads)
                                              : std::ceil(s.edges / (double(k::thin_threads) * cfg.small_thread_edges));
  const unsigned grid = unsigned(std::clamp(blocks, 1.0, double(std::min(dl.small_grid, k::small_graph_block_limit))));
  // a wide top-down level of an edge check of at least small_stream·|E| streams every edge, where the grid holds at
  // most stream_thread_edges of them a thread (the rows of the entries made at the first such traversal)
  if (cfg.small_stream > 0 && s.edges > 0 && s.edges <= k::stream_thread_edges * double(grid) * k::thin_threads) {
    if (s.edge_rows.size() != std::size_t(s.edges)) {
      s.edge_rows = buffer<index_t>(std::size_t(s.edges), s.where);
      launch("xbfs_csr_rows", GB_HERE, csr_rows, gpu::detail::grid_for(s.g.n, block_threads, ws), block_threads,
             ws.stream(), s.g.out_offsets, s.g.n, s.edge_rows.data());
    }
    g.edge_rows = s.edge_rows.data();
    g.stream_edges = cfg.small_stream * s.edges;
  }
  g.status_init = s.status_init.data();
  g.source = source;
  g.source_edges = s.host_offsets[source + 1] - s.host_offsets[source];
  g.n = s.g.n;
  g.list[0] = s.list[0].data();
  g.list[1] = s.list[1].data();
  if (!g.graph_in_shared) {  // each queue entry's list bounds beside it (in shared memory the offsets cost less)
    for (auto& b : s.list_bounds)
      if (b.size() < s.list[0].size()) b = buffer<offset_t>(s.list[0].size(), s.where);
    g.bounds[0] = s.list_bounds[0].data();
    g.bounds[1] = s.list_bounds[1].data();
  }
  g.sets = dl.small_counters.data();
  g.thin_edges = thin_levels_fit(s, cfg) ? cfg.thin_edges : 0.0;
  g.warp_edges = cfg.warp_edges;
  // levels of an edge check of at least small_bottom_up·|E| bottom-up over the status array, with the in-edges
  // (nullptr: A symmetric, the out-edges, which may be in shared memory)
  g.bottom_up_edges = cfg.bottom_up ? cfg.small_bottom_up * s.edges : 0.0;
  if (s.g.in_offsets != s.g.out_offsets) {
    g.in_offsets = s.g.in_offsets;
    g.in_indices = s.g.in_indices;
  }
  g.trace = dl.trace.data();
  g.trace_capacity = std::int64_t(dl.trace.size());
  g.L = dl.loop.data();
  g.end = dl.host_copy_mapped;
  // status = status_init, status(source) = 0 ; then q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d,
  // level after level: in block 0 while m <= thin_levels, across the grid otherwise
  const std::size_t shared_bytes = g.graph_in_shared ? at.graph_bytes : one_block ? at.status_bytes : 0;
  // without the wide levels' code where no level is wide: the bitmap (block 0 alone after the start), or one block
  // with thin levels on (with thin_levels = 0 one block runs every level as a wide one); there, block 0's levels a
  // thread per frontier vertex where every out-degree is at most vertex_levels (A's largest, asked once a state)
  const bool block_levels = visited_in_shared || (grid == 1 && g.thin_edges > 0);
  bool by_vertex = false;
  if (block_levels && cfg.vertex_levels > 0) {
    if (s.max_out_degree < 0) s.max_out_degree = max_degree(s.host_offsets, s.g.n);
    by_vertex = double(s.max_out_degree) <= cfg.vertex_levels;
  }
  const auto kernel = small_graph_kernel(block_levels, visited_in_shared, by_vertex);
  if (grid == 1)  // no grid barrier in one block (small_graph_barrier): a plain launch
    gpu::detail::launch_shared("xbfs_loop_small_graph", GB_HERE, kernel, 1, k::thin_threads, shared_bytes, ws.stream(),
                               top_down_base(s, cfg.claim_once), g);
  else
    gpu::detail::launch_cooperative_shared("xbfs_loop_small_graph", GB_HERE, kernel, grid, k::thin_threads,
                                           shared_bytes, ws.stream(), top_down_base(s, cfg.claim_once), g);
  GB_HOST_SYNC(ws.stream());  // the traversal's one host wait; the kernel wrote its end into host_copy
  return read_end_state(s, dl);
}

/// loop_levels_persistent for the balancing of cfg as a function pointer.
void (*persistent_kernel(xbfs_balance b))(k::top_down_args, k::bottom_up_args, k::loop_state*, offset_t*, offset_t*,
                                          offset_t*, bool) {
  switch (b) {
    case xbfs_balance::static_threads:
      return k::loop_levels_persistent<xbfs_balance::static_threads>;
    case xbfs_balance::thread_centric:
      return k::loop_levels_persistent<xbfs_balance::thread_centric>;
    default:
      return k::loop_levels_persistent<xbfs_balance::warp_centric>;
  }
}

/// The persistent level loop (knob persistent): the thin levels in one block (loop_thin_levels), then every
/// other level in one cooperative launch (loop_levels_persistent); no CUDA graph. Per traversal: the status
/// copy, loop_start, [thin], the persistent launch, one copy of the end state and one host wait. False (nothing
/// launched) when the device has no cooperative launch for the kernel.
bool traverse_persistent(state& s, gpu::workspace& ws, device_loop& dl, index_t source, const settings& cfg,
                         std::int64_t& depth) {
  auto* const kernel = persistent_kernel(cfg.balance);
  int& grid = dl.persistent_grid[int(cfg.balance)];
  if (grid < 0)  // asked once a state: it depends on the kernel and the device only
    grid = int(gpu::detail::cooperative_grid(kernel, block_threads, k::persistent_blocks_per_sm, ws));
  if (grid == 0) return false;
  const bool thin = thin_levels_fit(s, cfg);
  const rule_state first = first_rule_state(cfg, s.edges, s.host_offsets[source + 1] - s.host_offsets[source]);
  start_traversal(s, ws, dl, source, first, thin ? cfg.thin_edges : 0.0, 0.0);
  k::loop_state* L = dl.loop.data();
  if (thin)
    launch("xbfs_loop_thin_levels", GB_HERE, k::loop_thin_levels, 1, k::thin_threads, ws.stream(),
           top_down_base(s, cfg.claim_once), L);
  gpu::detail::launch_cooperative("xbfs_loop_levels_persistent", GB_HERE, kernel, unsigned(grid), block_threads,
                                  ws.stream(), top_down_base(s, cfg.claim_once),
                                  bottom_up_base(s, cfg.async, cfg.warp_lists), L, dl.spare_counters.data(),
                                  s.chunk_counts.data(), s.chunk_offsets.data(), cfg.sorted);
  depth = finish_traversal(s, ws, dl);
  return true;
}

/// One traversal as a device loop: set-up, one graph launch, one host wait (the loop's end state); a small
/// graph (knob small_graph) without the graph; with knob persistent, one cooperative launch instead of the graph.
std::int64_t traverse_device_loop(state& s, gpu::workspace& ws, index_t source, const settings& cfg) {
  size_scratch(s, ws.stream());
  if (!s.loop) s.loop = std::make_shared<device_loop>(s.where, s.g.n, ws);
  device_loop& dl = *s.loop;
  if (s.edges <= cfg.small_graph && s.edges < double(k::small_graph_edge_limit) && dl.small_grid > 0)
    return traverse_small_graph(s, ws, dl, source, cfg);
  std::int64_t depth = 0;
  const bool persistent = cfg.persistent == 1 || (cfg.persistent == -1 && persistent_pays(s.edges, s.g.n));
  if (persistent && traverse_persistent(s, ws, dl, source, cfg, depth)) return depth;
  const bool wide = cfg.wide_edges > 0 && dl.wide_grid > 0;
  const bool thin = thin_levels_fit(s, cfg);
  const int key = int(cfg.claim_once) * 512 + int(wide) * 256 + int(cfg.warp_lists) * 64 + int(cfg.balance) * 16 +
                  int(thin) * 8 + int(cfg.sorted) * 4 + int(cfg.async) * 2 + int(s.parents);
  std::unique_ptr<while_loop>& graph = dl.graphs[key];
  if (!graph) {
    state* sp = &s;
    gpu::workspace* wp = &ws;
    device_loop* dp = &dl;
    const xbfs_balance balance = cfg.balance;
    const bool sorted = cfg.sorted, async = cfg.async, warp_lists = cfg.warp_lists;
    const bool claim_once = cfg.claim_once;
    graph = std::make_unique<while_loop>(
        dl.active, [=] { record_pass(*sp, *wp, *dp, balance, sorted, async, thin, wide, warp_lists, claim_once); });
  }
  const rule_state first = first_rule_state(cfg, s.edges, s.host_offsets[source + 1] - s.host_offsets[source]);
  start_traversal(s, ws, dl, source, first, thin ? cfg.thin_edges : 0.0, wide ? cfg.wide_edges : 0.0);
  graph->run();
  return finish_traversal(s, ws, dl);
}

}  // namespace

namespace {

/// keys[e] = out-degree of in_indices[e] (at most 2^32 - 1).
__global__ void in_neighbour_degrees(const index_t* in_indices, offset_t nnz, const offset_t* out_offsets,
                                     index_t* keys) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < nnz; e += stride) {
    const index_t w = in_indices[e];
    keys[e] = index_t(min(out_offsets[w + 1] - out_offsets[w], offset_t(~index_t(0))));
  }
}

/// status_init[v] = -1, or never_reached when v has no in-edges.
__global__ void initial_status(const offset_t* in_offsets, index_t n, std::int32_t* status_init) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t v = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; v < n; v += stride)
    status_init[v] = in_offsets[v + 1] > in_offsets[v] ? -1 : never_reached;
}

/// Each in-list of s ordered by the out-degree of its vertices, highest first, into s.ordered_in.
void order_in_lists_by_degree(state& s, gpu::workspace& ws) {
  const cudaStream_t st = ws.stream();
  const index_t n = s.g.n;
  const offset_t nnz = s.host_offsets[n];  // in-lists hold as many entries as out-lists
  if (nnz == 0) return;
  buffer<index_t> keys(nnz, s.where), ordered_keys(nnz, s.where), ordered(nnz, s.where);
  launch("xbfs_in_neighbour_degrees", GB_HERE, in_neighbour_degrees, gpu::detail::grid_for(nnz, block_threads, ws),
         block_threads, st, s.g.in_indices, nnz, s.g.out_offsets, keys.data());
  std::size_t bytes = 0;
  GB_CUDA_CHECK(cub::DeviceSegmentedSort::SortPairsDescending(nullptr, bytes, keys.data(), ordered_keys.data(),
                                                              s.g.in_indices, ordered.data(), std::int64_t(nnz),
                                                              std::int64_t(n), s.g.in_offsets, s.g.in_offsets + 1, st));
  buffer<std::uint8_t> temp(std::max<std::size_t>(bytes, 1), s.where);
  ::graphblade::detail::note_library_call();
  GB_CUDA_CHECK(cub::DeviceSegmentedSort::SortPairsDescending(temp.data(), bytes, keys.data(), ordered_keys.data(),
                                                              s.g.in_indices, ordered.data(), std::int64_t(nnz),
                                                              std::int64_t(n), s.g.in_offsets, s.g.in_offsets + 1, st));
  GB_HOST_SYNC(st);  // the temporaries are freed on return
  s.ordered_in = std::move(ordered);
  s.g.in_indices = s.ordered_in.data();
}

}  // namespace

void prepare_on_cuda(state& s, bool order_lists) {
  gpu::workspace& ws = gpu::default_workspace(s.where.device);
  gpu::detail::device_guard on(ws.device());
  const index_t n = s.g.n;
  if (n == 0) return;
  s.status_init = buffer<std::int32_t>(n, s.where);
  launch("xbfs_initial_status", GB_HERE, initial_status, gpu::detail::grid_for(n, block_threads, ws), block_threads,
         ws.stream(), s.g.in_offsets, n, s.status_init.data());
  if (!order_lists) return;
  try {
    order_in_lists_by_degree(s, ws);
  } catch (const out_of_memory&) {
    // the sort's temporaries (three more copies of the in-indices) did not fit: the in-lists stay in stored
    // order, which changes no result, only the bottom-up's speed
  }
}

std::vector<xbfs_level> device_trace(const state& s) {
  if (!s.loop || s.trace_on_device <= 0) return {};
  return s.loop->trace.prefix(std::size_t(s.trace_on_device)).to_vector();
}

std::int64_t traverse_on_cuda(state& s, index_t source, const settings& cfg) {
  gpu::workspace& ws = gpu::default_workspace(s.where.device);
  gpu::detail::device_guard on(ws.device());
  // under GRAPHBLADE_LOOP_MODE=eager (ops/loop.hpp) the device loop's while_loop runs its passes as a host loop
  if (cfg.device_loop) return traverse_device_loop(s, ws, source, cfg);
  s.trace_on_device = -1;
  cuda_steps steps(s, ws, cfg.warp_lists, cfg.claim_once);
  return run_levels(steps, source, cfg, s.edges, s.trace);
}

}  // namespace graphblade::xbfs
