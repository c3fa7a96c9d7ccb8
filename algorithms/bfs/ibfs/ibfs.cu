// The iBFS group loop on a CUDA device (ibfs.hpp; Liu, Huang & Hu, SIGMOD'16
// §4 joint traversal, §6 bitwise status array, Algorithms 1 and 2): the level
// loop of ibfs_levels.hpp with each level's steps fused into the kernels of
// ibfs_kernels.cuh, so that a top-down level costs O(joint frontier) (it
// expands the joint frontier queue, not all n rows), a bottom-up level one pass
// over the rows with early termination per 64-bit word, and the host reads one
// set of counts per level (|f|, m_f, the edges of the rows that became full)
// for the direction switch — the same rule as ibfs_levels.hpp: m_u = nnz − the
// out-edges of the rows full before the last level. No allocation in the loop.
#include <cuda_runtime.h>

#include <algorithm>
#include <array>
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

  const Matrix<bool>& A = g.adjacency();
  const Matrix<bool>& in_edges = g.A_csc ? *g.A_csc : A;  // in(v): the CSC's column v, or row v when A = Aᵀ
  const std::int64_t* degree = g.out_degree.values().data();
  BitMatrix S(n, kw, where), F(n, kw, where), F_next(n, kw, where);
  group.level = DenseMatrix<std::int32_t>(n, 64 * kw, where, 0xFF);  // every level −1
  const index_t cols = group.level.ncols();
  buffer<index_t> queue(std::size_t(n), where), next_queue(std::size_t(n), where);
  buffer<std::int32_t> mark(std::size_t(n), where);
  memory::fill_bytes(mark.data(), where, 0xFF, mark.bytes());  // no vertex enqueued yet (−1)
  offset_t* counters = ws.device_counters();

  // F = the sources' unit columns ;  q = the distinct sources ;  S = F and L<F> = 0 by the finish step
  bits_from_rows(F, group.sources);
  std::vector<index_t> distinct = group.sources;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  offset_t nf = offset_t(distinct.size());
  memory::copy(queue.data(), where, distinct.data(), host, distinct.size() * sizeof(index_t));
  launch("ibfs_mark_rows", GB_HERE, k::mark_rows, grid_for(nf, threads, ws), threads, ws.stream(),
         static_cast<const index_t*>(queue.data()), nf, std::int32_t(0), mark.data());
  ws.clear_counters(k::count);
  GB_CUDA_CHECK(cudaMemcpyAsync(counters + k::queue_size, &nf, sizeof(offset_t), cudaMemcpyHostToDevice, ws.stream()));
  const auto finish = [&](std::int32_t depth) {
    // S(q') ∨= F'(q') ;  L<F'> = depth ;  m_f = Σ_q' deg ;  m_full = Σ deg over the rows of q' now full
    launch("ibfs_finish_level", GB_HERE, k::finish_level, grid_for(offset_t(n) * kw, threads, ws), threads,
           ws.stream(), static_cast<const index_t*>(next_queue.data()),
           static_cast<const offset_t*>(counters + k::queue_size), kw,
           static_cast<const std::uint64_t*>(F_next.words().data()), S.words().data(), group.level.values().data(),
           cols, depth, degree, counters);
    const offset_t* c = ws.read_counters(k::count);
    return std::array<offset_t, 3>{c[k::queue_size], c[k::frontier_edges], c[k::full_edges]};
  };
  // the sources' level: finish over q with F in the place of F'
  std::swap(queue, next_queue);
  std::swap(F, F_next);
  auto counts = finish(0);
  std::swap(queue, next_queue);
  std::swap(F, F_next);
  double mf = double(counts[1]);
  // the out-edges of the rows full before the last level (m_u = nnz − explored_before) and after it
  double explored_before = 0, explored_now = double(counts[2]);

  ibfs_direction direction(opt, n, g.A->nvals(), group);
  for (std::int64_t depth = 1; opt.max_depth < 0 || depth <= opt.max_depth; ++depth) {
    const bool push = direction.next(double(nf), mf, explored_before);
    ws.clear_counters(k::count);
    if (push) {
      // for u in q, v ∈ out(u):  F'(v) ∨= F(u) ∧ ¬S(v) ;  S(v) ∨= F(u)
      launch("ibfs_push_level", GB_HERE, k::push_level, grid_for(nf * 32, threads, ws), threads, ws.stream(),
             A.offsets().data(), A.indices().data(), static_cast<const index_t*>(queue.data()), nf, kw,
             static_cast<const std::uint64_t*>(F.words().data()), S.words().data(), F_next.words().data(),
             std::int32_t(depth), mark.data(), next_queue.data(), counters);
    } else {
      // for v, w with S(v, w) not full:  F'(v, w) = (∨_{u ∈ in(v)} S(u, w)) ∧ ¬S(v, w)
      launch("ibfs_pull_level", GB_HERE, k::pull_level, grid_for(offset_t(n) * kw, threads, ws), threads,
             ws.stream(), in_edges.offsets().data(), in_edges.indices().data(), n, kw,
             static_cast<const std::uint64_t*>(S.words().data()), F_next.words().data(), std::int32_t(depth),
             mark.data(), next_queue.data(), counters);
    }
    // F(q) = 0 : F is the next level's F'
    launch("ibfs_clear_rows", GB_HERE, k::clear_rows, grid_for(nf * kw, threads, ws), threads, ws.stream(),
           static_cast<const index_t*>(queue.data()), nf, kw, F.words().data());
    counts = finish(std::int32_t(depth));
    if (counts[0] == 0) break;
    group.depth = depth;
    nf = counts[0];
    mf = double(counts[1]);
    explored_before = explored_now;
    explored_now += double(counts[2]);
    std::swap(queue, next_queue);
    std::swap(F, F_next);
  }
  GB_CUDA_CHECK(cudaStreamSynchronize(ws.stream()));
}

std::size_t ibfs_cuda_free_bytes(int device) {
  gpu::detail::device_guard on(device);
  std::size_t free_bytes = 0, total = 0;
  GB_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total));
  return free_bytes;
}

}  // namespace graphblade
