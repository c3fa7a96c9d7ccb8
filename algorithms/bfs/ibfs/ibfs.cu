// The iBFS group loop on a CUDA device (ibfs.hpp; Liu, Huang & Hu, SIGMOD'16
// §4 joint traversal, §6 bitwise status array, Algorithms 1 and 2): the level
// loop of ibfs_levels.hpp with each level's steps fused into the kernels of
// ibfs_kernels.cuh, so that a top-down level costs O(joint frontier edges)
// (edge-balanced over a prefix sum of the queue's degrees), a bottom-up level
// O(in-edges of the rows some live instance may still reach) with early
// termination per row, and the host reads one set of counts per level (|f|,
// m_f, the edges of the rows that became full, |o|) for the direction switch —
// the same rule as ibfs_levels.hpp: m_u = nnz − the out-edges of the rows full
// before the last level. Each level ORs what it found into the depth planes
// (bit b of every level); after the last level L is written from them once,
// in 16-byte stores (int32, or bytes with ibfs_options::byte_levels). No
// allocation in the loop but a depth plane when the depth reaches 16, 32, 64, ….
#include <cuda_runtime.h>

#include <cub/device/device_scan.cuh>

#include <algorithm>
#include <array>
#include <type_traits>
#include <utility>
#include <vector>

#include "algorithms/bfs/ibfs/ibfs_kernels.cuh"
#include "algorithms/bfs/ibfs/ibfs_direction.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/core/memory.hpp"
#include "graphblade/ops/bit_matrix_ops.hpp"

namespace graphblade {

void ibfs_group_on_cuda(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group) {
  namespace k = gpu::ibfs_kernels;
  using gpu::detail::grid_for;
  using gpu::detail::launch;
  if (opt.alpha <= 0 || opt.beta <= 0) throw invalid_value("ibfs: alpha and beta must be > 0");
  const index_t n = g.A->nrows();
  const index_t kw = index_t(group.sources.size() / 64);
  const place& where = g.where;
  gpu::workspace& ws = gpu::default_workspace(where.device);
  gpu::detail::device_guard on(ws.device());
  const int threads = gpu::tuning::block_threads;
  constexpr int warp_threads = gpu::tuning::warp_block_threads, heavy_threads = 512;
  cudaStream_t stream = ws.stream();

  const Matrix<bool>& A = g.adjacency();
  const Matrix<bool>& in_edges = g.A_csc ? *g.A_csc : A;  // in(v): the CSC's column v, or row v when A = Aᵀ
  const std::int64_t* degree = g.out_degree.values().data();
  BitMatrix S(n, kw, where), F(n, kw, where), F_next(n, kw, where);
  // the depth planes: plane b holds bit b of the levels found so far; the four of ibfs_group_bytes (levels
  // up to 15) now, one more each time the depth reaches the next power of two
  std::vector<buffer<std::uint64_t>> plane_words;
  k::depth_planes planes;
  const auto add_plane = [&] {
    plane_words.emplace_back(std::size_t(n) * kw, where);
    memory::fill_bytes(plane_words.back().data(), where, 0, plane_words.back().bytes());
    planes.plane[planes.count++] = plane_words.back().data();
  };
  for (int b = 0; b < 4; ++b) add_plane();
  buffer<index_t> queue(std::size_t(n), where), next_queue(std::size_t(n), where);
  buffer<index_t> open(std::size_t(n), where), next_open(std::size_t(n), where);
  // the rows of more than pull_heavy_degree in-edges a bottom-up level leaves to blocks, and their ORs (G)
  const std::size_t heavy_max = std::size_t(in_edges.nvals() / k::pull_heavy_degree + 1);
  buffer<index_t> heavy(heavy_max, where);
  buffer<std::uint64_t> heavy_or(heavy_max * kw, where);
  memory::fill_bytes(heavy_or.data(), where, 0, heavy_or.bytes());
  buffer<offset_t> qdeg(std::size_t(n), where), edge_end(std::size_t(n), where);
  buffer<std::uint64_t> live(std::size_t(kw), where), live_next(std::size_t(kw), where);
  buffer<std::int32_t> mark(std::size_t(n), where);
  memory::fill_bytes(mark.data(), where, 0xFF, mark.bytes());  // no vertex enqueued yet (−1)
  std::size_t scan_bytes = 0;
  GB_CUDA_CHECK(cub::DeviceScan::InclusiveSum(nullptr, scan_bytes, qdeg.data(), edge_end.data(), std::int64_t(n),
                                              stream));
  buffer<unsigned char> scan_temp(std::max<std::size_t>(scan_bytes, 1), where);
  offset_t* counters = ws.device_counters();

  // F = the sources' unit columns ;  q = the distinct sources ;  S = F and live by the finish step (level 0:
  // no bit in any depth plane)
  bits_from_rows(F, group.sources);
  std::vector<index_t> distinct = group.sources;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  offset_t nf = offset_t(distinct.size());
  memory::copy(queue.data(), where, distinct.data(), host, distinct.size() * sizeof(index_t));
  launch("ibfs_mark_rows", GB_HERE, k::mark_rows, grid_for(nf, threads, ws), threads, stream,
         static_cast<const index_t*>(queue.data()), nf, std::int32_t(0), mark.data());
  ws.clear_counters(k::count);
  GB_CUDA_CHECK(cudaMemcpyAsync(counters + k::queue_size, &nf, sizeof(offset_t), cudaMemcpyHostToDevice, stream));
  const auto finish = [&](std::int32_t depth) {
    while ((depth >> planes.count) != 0) add_plane();  // depth < 2^31: at most depth_planes::max planes
    // S(q') ∨= F'(q') ;  P_b(q') ∨= F'(q') for the bits b of depth ;  live' = ∨ F'(q') ;  m_f = Σ_q' deg ;
    // m_full = Σ deg over the rows of q' now full ;  qdeg = deg(q')
    GB_CUDA_CHECK(cudaMemsetAsync(live_next.data(), 0, live_next.bytes(), stream));
    launch("ibfs_finish_level", GB_HERE, k::finish_level<warp_threads>, grid_for(offset_t(n) * 32, warp_threads, ws),
           warp_threads, stream, static_cast<const index_t*>(next_queue.data()),
           static_cast<const offset_t*>(counters + k::queue_size), kw,
           static_cast<const std::uint64_t*>(F_next.words().data()), S.words().data(), planes, depth, degree,
           mark.data(), live_next.data(), qdeg.data(), counters);
    const offset_t* c = ws.read_counters(k::count);
    return std::array<offset_t, 4>{c[k::queue_size], c[k::frontier_edges], c[k::full_edges], c[k::open_size]};
  };
  // the sources' level: finish over q with F in the place of F'
  std::swap(queue, next_queue);
  std::swap(F, F_next);
  auto counts = finish(0);
  std::swap(queue, next_queue);
  std::swap(F, F_next);
  std::swap(live, live_next);
  double mf = double(counts[1]);
  // the out-edges of the rows full before the last level (m_u = nnz − explored_before) and after it
  double explored_before = 0, explored_now = double(counts[2]);
  // o, the rows a bottom-up level inspects: every row until the first bottom-up level has built it
  bool open_built = false;
  offset_t n_open = offset_t(n);

  ibfs_direction direction(opt, n, g.A->nvals(), group);
  for (std::int64_t depth = 1; opt.max_depth < 0 || depth <= opt.max_depth; ++depth) {
    const bool push = direction.next(double(nf), mf, explored_before);
    ws.clear_counters(k::count);
    if (push) {
      // for u in q, v ∈ out(u):  F'(v) ∨= F(u) ∧ ¬S(v) ;  S(v) ∨= F(u)   (edge e of q: edge_end = +scan(qdeg))
      const offset_t edges = offset_t(mf);
      GB_CUDA_CHECK(cub::DeviceScan::InclusiveSum(scan_temp.data(), scan_bytes, qdeg.data(), edge_end.data(),
                                                  std::int64_t(nf), stream));
      launch("ibfs_push_level", GB_HERE, k::push_level, grid_for(edges / k::push_warp_edges * 32 + 32, threads, ws),
             threads, stream,
             A.offsets().data(), A.indices().data(), static_cast<const index_t*>(queue.data()),
             static_cast<const offset_t*>(edge_end.data()), nf, edges, kw,
             static_cast<const std::uint64_t*>(F.words().data()), S.words().data(), F_next.words().data(),
             std::int32_t(depth), mark.data(), next_queue.data(), counters);
    } else {
      // for v in o:  F'(v) = (∨_{u ∈ in(v)} S(u)) ∧ live ∧ ¬S(v) ;  o' = the rows it did not cover
      // (the OR over F(u) for the u with mark(u) = depth − 1 instead, the same bits, while q is small)
      const bool small_frontier = 4 * nf <= offset_t(n);
      const k::pull_source src{small_frontier ? F.words().data() : S.words().data(),
                               small_frontier ? mark.data() : nullptr, std::int32_t(depth - 1)};
      launch("ibfs_pull_level", GB_HERE, k::pull_level, grid_for(n_open, warp_threads, ws), warp_threads, stream,
             in_edges.offsets().data(),
             in_edges.indices().data(), open_built ? static_cast<const index_t*>(open.data()) : nullptr, n_open,
             kw, static_cast<const std::uint64_t*>(live.data()), static_cast<const std::uint64_t*>(S.words().data()),
             src, F_next.words().data(), next_queue.data(), next_open.data(), heavy.data(), counters);
      // the same for the rows of more than pull_heavy_degree in-edges: blocks over chunks of their in-edges
      // OR into G, then one warp a row turns G into F' and the lists
      launch("ibfs_pull_heavy_chunks", GB_HERE, k::pull_heavy_chunks<heavy_threads>,
             dim3(unsigned(ws.sm_count()), k::pull_heavy_chunks_max), heavy_threads, stream,
             in_edges.offsets().data(), in_edges.indices().data(), static_cast<const index_t*>(heavy.data()),
             static_cast<const offset_t*>(counters + k::heavy_size), kw,
             static_cast<const std::uint64_t*>(live.data()), static_cast<const std::uint64_t*>(S.words().data()), src,
             heavy_or.data());
      launch("ibfs_pull_heavy_finish", GB_HERE, k::pull_heavy_finish, unsigned(ws.sm_count()), warp_threads, stream,
             static_cast<const index_t*>(heavy.data()), static_cast<const offset_t*>(counters + k::heavy_size), kw,
             static_cast<const std::uint64_t*>(live.data()), static_cast<const std::uint64_t*>(S.words().data()),
             heavy_or.data(), F_next.words().data(), next_queue.data(), next_open.data(), counters);
    }
    // F(q) = 0 : F is the next level's F'
    launch("ibfs_clear_rows", GB_HERE, k::clear_rows, grid_for(nf * kw, threads, ws), threads, stream,
           static_cast<const index_t*>(queue.data()), nf, kw, F.words().data());
    counts = finish(std::int32_t(depth));
    if (!push) {
      open_built = true;
      n_open = counts[3];
      std::swap(open, next_open);
    }
    if (counts[0] == 0) break;
    group.depth = depth;
    nf = counts[0];
    mf = double(counts[1]);
    explored_before = explored_now;
    explored_now += double(counts[2]);
    std::swap(queue, next_queue);
    std::swap(F, F_next);
    std::swap(live, live_next);
  }
  // L = Σ_b 2^b·P_b where S, −1 elsewhere: each entry written once, as bytes when asked for and the depth fits
  const index_t cols = 64 * kw;
  const auto write_levels = [&](auto& L) {
    using T = typename std::decay_t<decltype(L)>::value_type;
    L = std::decay_t<decltype(L)>::unfilled(n, cols, where);
    const offset_t pieces = offset_t(n) * offset_t(cols) * sizeof(T) / 16;  // 16-byte stores
    launch("ibfs_write_levels", GB_HERE, k::write_levels<T>, grid_for(pieces, threads, ws), threads, stream, n, kw,
           static_cast<const std::uint64_t*>(S.words().data()), planes, L.values().data());
  };
  if (opt.byte_levels && group.depth <= ibfs_byte_level_max) write_levels(group.level_bytes);
  else write_levels(group.level);
  GB_CUDA_CHECK(cudaStreamSynchronize(stream));
}

std::size_t ibfs_cuda_free_bytes(int device) {
  gpu::detail::device_guard on(device);
  std::size_t free_bytes = 0, total = 0;
  GB_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total));
  return free_bytes;
}

}  // namespace graphblade
