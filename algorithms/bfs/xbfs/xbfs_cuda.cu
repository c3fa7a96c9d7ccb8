// XBFS's steps on a CUDA device (Gaihre et al., HPDC'19 §4-5): the level loop
// of xbfs_levels.hpp over the kernels of xbfs_kernels.cuh and the queue
// generation of graphblade/backend/cuda/detail/frontier_queue.cuh. Host
// synchronisation: exactly one per level, the read of the step's counters
// (queue size, vertices found, their out-edges, carried vertices), which the
// level loop needs for the paper's switching rules; everything else is
// queued on the workspace stream. The per-traversal setup is a status memset
// and one 1-thread kernel; nothing is allocated after the first traversal.
#include <cub/device/device_scan.cuh>
#include <utility>

#include "algorithms/bfs/xbfs/xbfs_kernels.cuh"
#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "algorithms/bfs/xbfs/xbfs_traverse.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::xbfs {

namespace {

using gpu::detail::launch;
namespace k = kernels;

constexpr int block_threads = 256;

class cuda_steps {
 public:
  cuda_steps(state& s, gpu::workspace& ws) : s_(s), g_(s.g), ws_(ws), stream_(ws.stream()) {
    if (s_.counters.size() < k::counters) s_.counters = buffer<offset_t>(k::counters, s_.where);
    const offset_t chunks = gpu::detail::chunks_of(g_.n);
    if (s_.chunk_counts.size() < chunks + 1) {
      s_.chunk_counts = buffer<offset_t>(chunks + 1, s_.where);
      s_.chunk_offsets = buffer<offset_t>(chunks + 1, s_.where);
      std::size_t bytes = 0;
      GB_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, bytes, s_.chunk_counts.data(), s_.chunk_offsets.data(),
                                                  int(chunks + 1), stream_));
      s_.scan_temp = buffer<std::uint8_t>(bytes, s_.where);
    }
    // chunks of lists of >= chunk_edges entries: at most 2 nnz / chunk_edges (each list ends one chunk)
    const std::size_t max_chunks = std::size_t(2 * s_.edges / double(k::chunk_edges)) + 1;
    if (s_.chunk_vertex.size() < max_chunks) {
      s_.chunk_vertex = buffer<index_t>(max_chunks, s_.where);
      s_.chunk_begin = buffer<offset_t>(max_chunks, s_.where);
    }
  }

  offset_t start(index_t source) {
    GB_CUDA_CHECK(cudaMemsetAsync(s_.status.data(), 0xff, std::size_t(g_.n) * sizeof(std::int32_t), stream_));
    launch("xbfs_start", GB_HERE, k::start, 1, 1, stream_, s_.status.data(), parents(), s_.list[0].data(), source);
    s_.list_size = 1;
    s_.carried_size = s_.carried_edges = 0;
    return s_.host_offsets[source + 1] - s_.host_offsets[source];
  }

  xbfs_counts top_down(std::int64_t d, td_input in, xbfs_queue out) {
    const bool scan_free = out == xbfs_queue::scan_free;
    k::top_down_args a{};
    a.offsets = g_.out_offsets;
    a.indices = g_.out_indices;
    a.status = s_.status.data();
    a.parent = parents();
    a.queue = in == td_input::list             ? s_.list[0].data()
              : in == td_input::bu_last        ? s_.bu[0].data()
              : in == td_input::bu_before_last ? s_.bu[1].data()
                                               : nullptr;
    a.queue_size = in == td_input::list             ? s_.list_size
                   : in == td_input::bu_last        ? s_.bu_size[0]
                   : in == td_input::bu_before_last ? s_.bu_size[1]
                                                    : offset_t(g_.n);
    a.level = std::int32_t(d);
    a.next = s_.list[1].data();
    a.counters = s_.counters.data();
    a.chunk_vertex = s_.chunk_vertex.data();
    a.chunk_begin = s_.chunk_begin.data();
    launch("xbfs_reset_counters", GB_HERE, k::reset_counters, 1, 1, stream_, a.counters, offset_t(0), offset_t(0));
    // scan-free: the vertices the last asynchronous pass carried are on level d already, the only ones
    // before this expansion: the generated queue starts with them (single-scan picks them up anyway)
    if (scan_free && s_.carried_size > 0) enqueue_on_level(a.level, a.next);
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
    if (!scan_free) enqueue_on_level(a.level, a.next);  // single-scan: status(v) = d -> the queue
    const offset_t* c = read_counters();
    s_.carried_size = s_.carried_edges = 0;
    std::swap(s_.list[0], s_.list[1]);
    s_.list_size = c[k::list_size];
    xbfs_counts r;
    r.input = a.queue_size;
    r.found = c[k::list_size];
    r.found_edges = c[k::list_edges];
    return r;
  }

  xbfs_counts bottom_up(std::int64_t d, xbfs_queue gen, xbfs_balance balance, bool async) {
    std::swap(s_.bu[0], s_.bu[1]);
    s_.bu_size[1] = s_.bu_size[0];
    offset_t* counters = s_.counters.data();
    launch("xbfs_reset_counters", GB_HERE, k::reset_counters, 1, 1, stream_, counters, offset_t(0), offset_t(0));
    const std::int32_t* status = s_.status.data();
    index_t* queue = s_.bu[0].data();
    if (gen == xbfs_queue::double_scan) {  // sorted: count per chunk, prefix sum, fill
      const offset_t chunks = gpu::detail::chunks_of(g_.n);
      const unsigned grid = gpu::detail::grid_for(chunks * 32, block_threads, ws_);
      launch("xbfs_count_unvisited", GB_HERE, gpu::detail::count_matching<std::int32_t>, grid, block_threads, stream_,
             status, g_.n, std::int32_t(-1), s_.chunk_counts.data());
      std::size_t bytes = s_.scan_temp.size();
      GB_CUDA_CHECK(cub::DeviceScan::ExclusiveSum(s_.scan_temp.data(), bytes, s_.chunk_counts.data(),
                                                  s_.chunk_offsets.data(), int(chunks + 1), stream_));
      launch("xbfs_fill_unvisited", GB_HERE, gpu::detail::fill_matching<std::int32_t>, std::max(grid, 1u),
             block_threads, stream_, status, g_.n, std::int32_t(-1),
             static_cast<const offset_t*>(s_.chunk_offsets.data()), queue, counters + k::queue_size);
    } else {  // ablation: one atomic scan (unsorted)
      launch("xbfs_atomic_scan", GB_HERE, gpu::detail::enqueue_matching<std::int32_t>,
             gpu::detail::grid_for(g_.n, block_threads, ws_), block_threads, stream_, status, g_.n, std::int32_t(-1),
             static_cast<const offset_t*>(nullptr), queue, counters + k::queue_size, static_cast<offset_t*>(nullptr));
    }
    k::bottom_up_args a{};
    a.in_offsets = g_.in_offsets;
    a.in_indices = g_.in_indices;
    a.out_offsets = g_.out_offsets;
    a.status = s_.status.data();
    a.parent = parents();
    a.queue = queue;
    a.level = std::int32_t(d);
    a.async = async;
    a.counters = counters;
    const unsigned grid = gpu::detail::persistent_grid(ws_);
    switch (balance) {
      case xbfs_balance::static_threads:
        launch("xbfs_bottom_up_static", GB_HERE, k::bottom_up_static, grid, block_threads, stream_, a);
        break;
      case xbfs_balance::thread_centric:
        launch("xbfs_bottom_up_thread", GB_HERE, k::bottom_up_thread_centric, grid, block_threads, stream_, a);
        break;
      case xbfs_balance::warp_centric:
        launch("xbfs_bottom_up_warp", GB_HERE, k::bottom_up_warp_centric, grid, block_threads, stream_, a);
        break;
    }
    const offset_t* c = read_counters();
    s_.bu_size[0] = c[k::queue_size];
    s_.carried_size = c[k::list_size];  // counted only: a top-down level after this pass scans for them
    s_.carried_edges = c[k::list_edges];
    xbfs_counts r;
    r.input = c[k::queue_size];
    r.found = c[k::found];
    r.found_edges = c[k::found_edges];
    r.found_next = c[k::list_size];
    r.next_edges = c[k::list_edges];
    return r;
  }

 private:
  index_t* parents() { return s_.parents ? s_.parent.data() : nullptr; }

  /// Single-scan generation: every v with status(v) = level appended to list, with its out-edges.
  void enqueue_on_level(std::int32_t level, index_t* list) {
    launch("xbfs_single_scan", GB_HERE, gpu::detail::enqueue_matching<std::int32_t>,
           gpu::detail::grid_for(g_.n, block_threads, ws_), block_threads, stream_,
           static_cast<const std::int32_t*>(s_.status.data()), g_.n, level, g_.out_offsets, list,
           s_.counters.data() + k::list_size, s_.counters.data() + k::list_edges);
  }

  /// The one host read of a level.
  const offset_t* read_counters() {
    GB_CUDA_CHECK(
        cudaMemcpyAsync(host_counters_, s_.counters.data(), sizeof(host_counters_), cudaMemcpyDeviceToHost, stream_));
    GB_CUDA_CHECK(cudaStreamSynchronize(stream_));
    return host_counters_;
  }

  state& s_;
  const graph_arrays& g_;
  gpu::workspace& ws_;
  cudaStream_t stream_;
  offset_t host_counters_[k::counters] = {};
};

}  // namespace

std::int64_t traverse_on_cuda(state& s, index_t source, const settings& cfg) {
  gpu::workspace& ws = gpu::default_workspace(s.where.device);
  gpu::detail::device_guard on(ws.device());
  cuda_steps steps(s, ws);
  return run_levels(steps, source, cfg, s.edges, s.trace);
}

}  // namespace graphblade::xbfs
