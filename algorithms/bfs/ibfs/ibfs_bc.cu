// Batched Brandes on one iBFS group on a CUDA device (ibfs_bc.hpp; Brandes
// 2001): the two level-masked SpMM sweeps as one kernel a level each, over
// chunks of at most chunk_edges edges of a row (one warp a chunk, its lanes
// over the columns, two a lane), so that a hub's edges spread over many warps
// and a row without the level costs one test. Σ and Δ are dense n x b:
//   forward,  d = 1..depth:  Σ(v, c) = Σ_{u ∈ in(v), L(u, c) = d−1} Σ(u, c)          for L(v, c) = d
//   backward, d = depth..1:  Δ(v, c) = Σ(v, c) · Σ_{u ∈ out(v), L(u, c) = d} (1 + Δ(u, c)) / Σ(u, c)
//                                                                                    for L(v, c) = d−1
//   BC(v) += Σ_c Δ(v, c), v ≠ source c
// A chunk of a row with one chunk stores its sum; the chunks of a longer row
// add theirs atomically (the entry is 0 before its level). Σ and Δ are 0
// where L is −1, so a neighbour whose reached columns all sit on the level
// read is summed without reading its row of L. An entry is written
// only at its own level's kernel and read only at the next one.
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <vector>

#include "algorithms/bfs/ibfs/ibfs_bc.hpp"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/core/memory.hpp"

namespace graphblade {
namespace gpu::ibfs_bc_kernels {

using detail::full_warp;
constexpr offset_t chunk_edges = 256;

/// lo(v), hi(v): the least and greatest level of row v over the first b columns of L (lo > hi: unreached).
__global__ void level_range(index_t n, const std::int32_t* L, index_t cols, index_t b, std::int32_t* lo,
                            std::int32_t* hi) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t v = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; v < offset_t(n); v += warps) {
    int low = INT_MAX, high = -1;
    for (index_t c = index_t(lane); c < b; c += 32) {
      const int l = L[v * cols + c];
      if (l >= 0) {
        low = min(low, l);
        high = max(high, l);
      }
    }
    low = __reduce_min_sync(full_warp, low);
    high = __reduce_max_sync(full_warp, high);
    if (lane == 0) {
      lo[v] = low;
      hi[v] = high;
    }
  }
}

/// Σ(sources[c], c) = 1 for c < b.
__global__ void seed_sigma(const index_t* sources, index_t b, double* sigma) {
  const index_t c = index_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (c < b) sigma[offset_t(sources[c]) * b + c] = 1.0;
}

/// One level of a sweep. Forward (out = d, in = d−1): Σ(v, c) = Σ Σ(u, c) over the neighbours u with
/// L(u, c) = in. Backward (out = d−1, in = d): Δ(v, c) = Σ(v, c) · Σ (1 + Δ(u, c)) / Σ(u, c). For the rows v
/// of the chunks (row chunk_row[i], edges chunk_begin[i] .. +chunk_edges) with L(v, c) = out.
template <bool forward>
__global__ void sweep_level(const index_t* chunk_row, const offset_t* chunk_begin, offset_t chunks,
                            const offset_t* off, const index_t* adj, const std::int32_t* L, index_t cols, index_t b,
                            const std::int32_t* lo, const std::int32_t* hi, double* sigma, double* delta,
                            std::int32_t out, std::int32_t in) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t i = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; i < chunks; i += warps) {
    const index_t v = chunk_row[i];
    if (lo[v] > out || hi[v] < out) continue;
    const offset_t first = chunk_begin[i], end = off[v + 1];
    const offset_t last = min(first + chunk_edges, end);
    const bool shared = end - off[v] > chunk_edges;  // other chunks add to the same entries
    for (index_t slab = 0; slab < b; slab += 64) {
      const index_t c0 = slab + index_t(lane), c1 = c0 + 32;
      const bool on0 = c0 < b && L[offset_t(v) * cols + c0] == out;
      const bool on1 = c1 < b && L[offset_t(v) * cols + c1] == out;
      if (!__any_sync(full_warp, on0 || on1)) continue;
      double a0 = 0, a1 = 0;
      for (offset_t e0 = first; e0 < last; e0 += 32) {
        const offset_t e = e0 + offset_t(lane);
        const index_t mine = e < last ? adj[e] : 0;
        const std::int32_t low = e < last ? lo[mine] : 1, high = e < last ? hi[mine] : 0;
        const bool holds = low <= in && in <= high;
        // u's reached columns all on level in: its other entries of Σ (and Δ) are 0, L need not be read
        const unsigned single = __ballot_sync(full_warp, holds && low == high);
        for (unsigned pending = __ballot_sync(full_warp, holds); pending; pending &= pending - 1) {
          const int from = __ffs(pending) - 1;
          const index_t u = __shfl_sync(full_warp, mine, from);
          const bool every = (single >> from) & 1;
          const offset_t row = offset_t(u) * cols, at = offset_t(u) * b;
          if (on0 && (every || L[row + c0] == in)) {
            const double s = sigma[at + c0];
            a0 += forward ? s : (s != 0 ? (1.0 + delta[at + c0]) / s : 0.0);
          }
          if (on1 && (every || L[row + c1] == in)) {
            const double s = sigma[at + c1];
            a1 += forward ? s : (s != 0 ? (1.0 + delta[at + c1]) / s : 0.0);
          }
        }
      }
      double* target = forward ? sigma : delta;
      const offset_t at = offset_t(v) * b;
      if (on0 && a0 != 0) {
        const double add = forward ? a0 : sigma[at + c0] * a0;
        if (shared) atomicAdd(target + at + c0, add);
        else target[at + c0] = add;
      }
      if (on1 && a1 != 0) {
        const double add = forward ? a1 : sigma[at + c1] * a1;
        if (shared) atomicAdd(target + at + c1, add);
        else target[at + c1] = add;
      }
    }
  }
}

/// bc(v) += Σ_c Δ(v, c) over c < b with sources[c] ≠ v; one warp a row.
__global__ void add_dependencies(index_t n, index_t b, const index_t* sources, const double* delta, double* bc) {
  const int lane = int(threadIdx.x % 32);
  const offset_t warps = offset_t(gridDim.x) * blockDim.x / 32;
  for (offset_t v = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / 32; v < offset_t(n); v += warps) {
    double sum = 0;
    for (index_t c = index_t(lane); c < b; c += 32)
      if (sources[c] != index_t(v)) sum += delta[v * b + c];
    for (int d = 16; d > 0; d >>= 1) sum += __shfl_down_sync(full_warp, sum, d);
    if (lane == 0) bc[v] += sum;
  }
}

}  // namespace gpu::ibfs_bc_kernels

namespace {

/// The chunks of at most chunk_edges edges of every row of a CSR with these (host) offsets: the row of
/// each and its first edge; a row without edges has none.
void chunk_rows(const std::vector<offset_t>& off, std::vector<index_t>& row, std::vector<offset_t>& begin) {
  const offset_t size = gpu::ibfs_bc_kernels::chunk_edges;
  row.clear();
  begin.clear();
  for (std::size_t v = 0; v + 1 < off.size(); ++v)
    for (offset_t e = off[v]; e < off[v + 1]; e += size) {
      row.push_back(index_t(v));
      begin.push_back(e);
    }
}

/// v, copied to `where`.
template <class T>
buffer<T> copy_to(const std::vector<T>& v, const place& where) {
  return buffer<T>(v).to(where);
}

}  // namespace

void bc_group_on_cuda(const gb_bfs_graph& g, const ibfs_group& group, double* bc_device) {
  namespace k = gpu::ibfs_bc_kernels;
  using gpu::detail::grid_for;
  using gpu::detail::launch;
  const place& where = g.where;
  gpu::workspace& ws = gpu::default_workspace(where.device);
  gpu::detail::device_guard on(ws.device());
  cudaStream_t stream = ws.stream();
  const int threads = gpu::tuning::block_threads;
  const Matrix<bool>& A = g.adjacency();
  const Matrix<bool>& in_edges = g.A_csc ? *g.A_csc : A;  // in(v): the CSC's column v, or row v when A = Aᵀ
  const index_t n = A.nrows(), b = index_t(group.positions.size()), cols = group.level.ncols();
  const std::int32_t* L = group.level.values().data();
  const std::int32_t depth = std::int32_t(group.depth);

  // the chunks of the in-edges (forward) and of the out-edges (backward; the same when A = Aᵀ)
  std::vector<index_t> row;
  std::vector<offset_t> begin;
  chunk_rows(in_edges.offsets().to_vector(), row, begin);
  const buffer<index_t> in_row = copy_to(row, where);
  const buffer<offset_t> in_begin = copy_to(begin, where);
  buffer<index_t> out_row_own;
  buffer<offset_t> out_begin_own;
  if (g.A_csc) {
    chunk_rows(A.offsets().to_vector(), row, begin);
    out_row_own = copy_to(row, where);
    out_begin_own = copy_to(begin, where);
  }
  const buffer<index_t>& out_row = g.A_csc ? out_row_own : in_row;
  const buffer<offset_t>& out_begin = g.A_csc ? out_begin_own : in_begin;

  buffer<std::int32_t> lo(std::size_t(n), where), hi(std::size_t(n), where);
  buffer<double> sigma(std::size_t(n) * b, where), delta(std::size_t(n) * b, where);
  const buffer<index_t> sources =
      copy_to(std::vector<index_t>(group.sources.begin(), group.sources.begin() + b), where);
  memory::fill_bytes(sigma.data(), where, 0, sigma.bytes());
  memory::fill_bytes(delta.data(), where, 0, delta.bytes());
  launch("bc_level_range", GB_HERE, k::level_range, grid_for(offset_t(n) * 32, threads, ws), threads, stream, n, L,
         cols, b, lo.data(), hi.data());
  launch("bc_seed_sigma", GB_HERE, k::seed_sigma, (b + 255) / 256, 256, stream, sources.data(), b, sigma.data());
  // forward: Σ<L = d> = Aᵀ plus.times Σ<L = d−1>
  for (std::int32_t d = 1; d <= depth; ++d)
    launch("bc_forward_level", GB_HERE, k::sweep_level<true>, grid_for(offset_t(in_row.size()) * 32, threads, ws),
           threads, stream, in_row.data(), in_begin.data(), offset_t(in_row.size()), in_edges.offsets().data(),
           in_edges.indices().data(), L, cols, b, static_cast<const std::int32_t*>(lo.data()),
           static_cast<const std::int32_t*>(hi.data()), sigma.data(), delta.data(), d, d - 1);
  // backward: Δ<L = d−1> = Σ ∘ (A plus.times ((1 + Δ) ⊘ Σ)<L = d>)
  for (std::int32_t d = depth; d >= 1; --d)
    launch("bc_backward_level", GB_HERE, k::sweep_level<false>,
           grid_for(offset_t(out_row.size()) * 32, threads, ws), threads, stream, out_row.data(), out_begin.data(),
           offset_t(out_row.size()), A.offsets().data(), A.indices().data(), L, cols, b,
           static_cast<const std::int32_t*>(lo.data()), static_cast<const std::int32_t*>(hi.data()), sigma.data(),
           delta.data(), d - 1, d);
  // BC(v) += Σ_c Δ(v, c), v ≠ source c
  launch("bc_add_dependencies", GB_HERE, k::add_dependencies, grid_for(offset_t(n) * 32, threads, ws), threads,
         stream, n, b, sources.data(), static_cast<const double*>(delta.data()), bc_device);
  GB_CUDA_CHECK(cudaStreamSynchronize(stream));  // the buffers above are freed on return
}

}  // namespace graphblade
