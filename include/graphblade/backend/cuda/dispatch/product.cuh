// Dispatch layer of the matrix-vector products (CUB's host entry -> dispatch
// -> kernel layering): picks the work mapping, sizes grids, takes temporary
// storage from the workspace and launches the kernels of graphblade/backend/cuda/detail.
// The mapping comes from descriptor::map; automatic picks the load-balanced
// variants (pull: thread per vertex with high-degree vertices deferred to
// warps / blocks; push: one thread per frontier edge), the robust choice on
// skewed (Kronecker, social) degree distributions (measured per mapping by
// bench_cuda_kernels: bench/README.md, "Work mappings of the products").
#pragma once
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/spmspv_push.cuh"
#include "graphblade/backend/cuda/detail/spmv_edge.cuh"
#include "graphblade/backend/cuda/detail/spmv_pull.cuh"
#include "graphblade/backend/cuda/detail/tuning.cuh"
#include "graphblade/backend/cuda/primitives.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::dispatch {

/// The mapping `automatic` stands for.
inline mapping resolve(mapping m) { return m == mapping::automatic ? mapping::load_balanced : m; }

/// Pull SpMV into args.t_bits / t_val for n_out output indices (t_bits zeroed).
template <class S, class TA, class TU>
void pull(const detail::pull_args<S, TA, TU>& g, index_t n_out, mapping m, workspace& ws) {
  using namespace detail;
  const work_list all{nullptr, nullptr, 0, n_out};
  switch (resolve(m)) {
    case mapping::thread:
      launch("spmv_pull_thread", GB_HERE, spmv_pull_thread<S, TA, TU>,
             grid_for(n_out, tuning::block_threads, ws), tuning::block_threads, ws.stream(), g, all);
      return;
    case mapping::warp:
      launch("spmv_pull_warp", GB_HERE, spmv_pull_warp<S, TA, TU>,
             grid_for(offset_t(n_out) * 32, tuning::warp_block_threads, ws), tuning::warp_block_threads,
             ws.stream(), g, all);
      return;
    default: {
      if (n_out == 0) return;
      index_t* lists = ws.get<index_t>(slot::bins, 2 * std::size_t(n_out));
      offset_t* counts = ws.device_counters() + primitives::bin_counts;
      ws.clear_counters(primitives::bin_counts + 2);
      const deferred_lists defer{lists, counts, lists + n_out, counts + 1, tuning::warp_degree, tuning::block_degree};
      launch("spmv_pull_thread_defer", GB_HERE, spmv_pull_thread_defer<S, TA, TU>,
             grid_for(n_out, tuning::block_threads, ws), tuning::block_threads, ws.stream(), g, n_out, defer);
      const unsigned grid = persistent_grid(ws);
      launch("spmv_pull_warp", GB_HERE, spmv_pull_warp<S, TA, TU>, grid, tuning::warp_block_threads, ws.stream(), g,
             work_list{lists, counts, 0, n_out});
      launch("spmv_pull_block", GB_HERE, spmv_pull_block<S, TA, TU>, grid, tuning::vertex_block_threads,
             ws.stream(), g, work_list{lists + n_out, counts + 1, 0, n_out});
      return;
    }
  }
}

/// Push SpMSpV from args.frontier into args.sink; mean_degree: the matrix's entries per list. A
/// frontier whose count only the device knows goes to the warp chunks (mapping warp or thread, or
/// automatic on a mean degree of at most tuning::warp_chunk_push_max_degree), else to one thread per
/// edge over the grid's slices.
template <class S, class TA, class TU>
void push(const detail::push_args<S, TA, TU>& g, mapping m, double mean_degree, workspace& ws) {
  using namespace detail;
  if (g.frontier.count.known_empty()) return;
  constexpr int threads = tuning::block_threads;
  const bool chunks = m == mapping::automatic ? mean_degree <= tuning::warp_chunk_push_max_degree
                                              : m != mapping::load_balanced;
  if (g.frontier.count.cell && chunks) {  // warp chunks, heavy entries a block each, hubs over the grid
    const std::size_t lists = std::size_t(g.lists.count) + 1;
    offset_t* heavy = ws.get<offset_t>(slot::edge_offsets, 2 * lists);  // the heavy list, then the huge one
    offset_t* huge = heavy + lists;
    offset_t* heavy_count = ws.device_counters() + primitives::heavy_count;
    offset_t* huge_count = heavy_count + 1;
    GB_CUDA_CHECK(memset_async(heavy_count, 0, 2 * sizeof(offset_t), ws.stream()));
    launch("spmspv_push_warp_scan", GB_HERE, spmspv_push_warp_scan<threads, S, TA, TU>, persistent_grid(ws),
           threads, ws.stream(), g, offset_t(tuning::heavy_push_degree), offset_t(tuning::huge_push_degree), heavy,
           heavy_count, huge, huge_count);
    launch("spmspv_push_heavy", GB_HERE, spmspv_push_heavy<S, TA, TU>, persistent_grid(ws), threads, ws.stream(), g,
           static_cast<const offset_t*>(heavy), static_cast<const offset_t*>(heavy_count),
           static_cast<const offset_t*>(huge), static_cast<const offset_t*>(huge_count));
    return;
  }
  if (g.frontier.count.cell) {  // one thread per edge over a fixed grid's slices
    const unsigned grid = persistent_grid(ws);
    // the slices' local offsets (up to the frontier's capacity), their totals, then the totals' scan
    offset_t* local = ws.get<offset_t>(slot::edge_offsets, std::size_t(g.lists.count) + 1 + 2 * std::size_t(grid) + 1);
    offset_t* totals = local + g.lists.count + 1;
    offset_t* slice_edges = totals + grid;
    unsigned* done = reinterpret_cast<unsigned*>(ws.device_counters() + primitives::slices_done);
    launch("spmspv_push_range_offsets", GB_HERE, spmspv_push_range_offsets<threads, S, TA, TU>, grid, threads,
           ws.stream(), g, local, totals, slice_edges, done);
    launch_shared("spmspv_push_range_balanced", GB_HERE, spmspv_push_range_balanced<threads, S, TA, TU>, grid, threads,
                  (std::size_t(grid) + 1) * sizeof(offset_t), ws.stream(), g, static_cast<const offset_t*>(local),
                  static_cast<const offset_t*>(slice_edges));
    return;
  }
  const offset_t F = g.frontier.count.host;
  switch (resolve(m)) {
    case mapping::thread:
      launch("spmspv_push_thread", GB_HERE, spmspv_push_thread<S, TA, TU>, grid_for(F, tuning::block_threads, ws),
             tuning::block_threads, ws.stream(), g);
      return;
    case mapping::warp:
      launch("spmspv_push_warp", GB_HERE, spmspv_push_warp<S, TA, TU>,
             grid_for(F * 32, tuning::warp_block_threads, ws), tuning::warp_block_threads, ws.stream(), g);
      return;
    default: {
      offset_t* edge_offsets = ws.get<offset_t>(slot::edge_offsets, F + 1);
      primitives::frontier_edge_offsets(g.lists.offsets, g.frontier.indices, F, edge_offsets, ws);
      launch("spmspv_push_load_balanced", GB_HERE, spmspv_push_load_balanced<S, TA, TU>, persistent_grid(ws),
             tuning::block_threads, ws.stream(), g, static_cast<const offset_t*>(edge_offsets));
      return;
    }
  }
}

/// Edge-parallel SpMV over COOC entries into args.sink.
template <class S, class TA, class TU>
void edge(const detail::edge_args<S, TA, TU>& g, workspace& ws) {
  using namespace detail;
  launch("spmv_edge_cooc", GB_HERE, spmv_edge_cooc<S, TA, TU>, grid_for(g.entries.nnz, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), g);
}

}  // namespace graphblade::gpu::dispatch
