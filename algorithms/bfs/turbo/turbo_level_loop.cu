// The TurboBFS top-down and bottom-up variants' level loop as one persistent cooperative kernel (Artiles &
// Saeed §III: Alg. 1 + 3, 2 + 4 / 5 top-down, Alg. 6 / 7 bottom-up; issue 13's persistent route for long,
// thin traversals).
//
// Each level is the paper's kernel: every unreached vertex v (a thread per vertex for tdscCSC / busc, a
// warp per vertex for tdveCSC / buve) reads its CSC in-list,
//   top-down:  σ(v) = Σ σ(u) over in-neighbours u of level d-1    σ<¬s(σ)> = Aᵀ +.second σ
//   bottom-up: t(v) = d·2^32 + u for the first such u              t<¬s(t)> = Aᵀ any.tag(d) t
// and v is reached at level d when it has one; tdscCOOC takes a thread per stored edge u -> v instead and
// adds σ(u) to an unreached v when u is of level d-1 (the lanes of a warp whose edges end in the same v add
// up their terms first: one atomic per run of a column in the warp). The operator path (turbo_bfs.hpp) pays
// a few launches a level inside a recorded CUDA graph; here the whole loop is one launch with one grid
// barrier a level:
// - levels are kept in place, so a vertex reads its in-neighbours' levels from an explicit int32 array
//   (-1: unreached) and takes only level d-1 (a neighbour reached during level d reads as d, never d-1);
//   the loads of levels and σ are plain ones, which the L1 may serve: the grid barrier (a gpu-scope release
//   and acquire, then a block barrier) makes every write before it visible to them, and a value written
//   during the current level may read stale only as -1 where it is d, which every rule here treats alike;
//   the σ and tag bitmaps are written as the operator path leaves them (same results, same extraction);
// - each block that reached a vertex adds 1 to one of three rotating counters (level d adds to d mod 3,
//   and block 0 clears (d+1) mod 3, whose last readers passed the barrier of level d-1), so that the
//   barrier is the only one a level; every block reads the count after it (thread 0 for its block:
//   block_load_cg) and stops on 0;
// - at the end the grid counts the reached vertices, and block 0 writes the depth and the vectors' entry
//   counts (count cells) and clears the counters for the next launch.
// The kernel also starts the traversal (the level array, the bitmaps' presence, σ; one more barrier), so a
// traversal is one launch and one 8-byte read (the host wait).
#include <cooperative_groups.h>

#include <algorithm>
#include <cstdint>

#include "algorithms/bfs/turbo/turbo_level_loop.hpp"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/core/memory.hpp"

namespace graphblade::turbo {

namespace {

/// Threads of a level-loop block, and at most this many blocks a SM (fewer blocks: a cheaper barrier).
constexpr int level_threads = 1024;
constexpr int level_blocks_per_sm = 2;
/// tdscCOOC's kernel: one block a SM, whose registers hold edge_batch edges a thread.
constexpr int edge_blocks_per_sm = 1;
/// level_cells: [0, 3) the rotating per-level counts, [3] the depth, [4] the reached vertices.
constexpr int depth_cell = 3, reached_cell = 4, level_cell_count = 5;

/// What the kernel reads and writes.
struct level_loop_args {
  const offset_t* in_offsets;  ///< CSC column offsets: v's in-neighbours are in_rows[in_offsets[v], in_offsets[v+1])
  const index_t* in_rows;      ///< CSC rows, or COOC rows (an edge's tail u)
  const index_t* edge_heads;   ///< COOC columns (an edge's head v; sorted), null for CSC
  offset_t edges;              ///< stored entries
  index_t n;
  index_t source;
  std::int32_t* level;  ///< -1: unreached
  double* tag;          ///< level·2^32 + parent (bottom-up) or + v (top-down); null: no tags
  std::uint8_t* tag_present;
  double* sigma;  ///< σ; null: not computed (then bottom-up stops at the first parent)
  std::uint8_t* sigma_present;
  bool parent_tags;       ///< tags name the parent found (bottom-up), else the vertex (Iᵀ step)
  offset_t* cells;        ///< level_cells
  offset_t* tag_count;    ///< the tag vector's count cell (null: no tags)
  offset_t* sigma_count;  ///< the σ vector's count cell (null: no σ)
};

/// Sum over the warp (every lane gets it).
__device__ __forceinline__ double warp_sum(double x) {
  for (int k = 16; k > 0; k /= 2) x += __shfl_xor_sync(gpu::detail::full_warp, x, k);
  return x;
}

/// Level d of one unreached vertex v by Width lanes (1: one thread; 32: a warp, lane `lane`): true when it
/// has an in-neighbour of level d-1, and then (lane 0) its level, tag and σ are written.
template <int Width>
__device__ bool reach(const level_loop_args& a, index_t v, std::int32_t d, int lane) {
  const offset_t lo = __ldg(a.in_offsets + v), hi = __ldg(a.in_offsets + v + 1);
  const bool sum_all = a.sigma != nullptr;  // σ needs every parent; a tag needs the first
  double sum = 0;
  index_t parent = 0;
  bool found = false;
  for (offset_t base = lo; base < hi; base += Width) {
    const offset_t e = base + offset_t(lane);
    index_t u = 0;
    bool hit = false;
    if (e < hi) {
      u = __ldg(a.in_rows + e);
      hit = a.level[u] == d - 1;
    }
    if (sum_all && hit) sum += a.sigma[u];
    if constexpr (Width == 1) {
      if (hit) {
        if (!found) parent = u;
        found = true;
        if (!sum_all) break;
      }
    } else {
      const unsigned hits = __ballot_sync(gpu::detail::full_warp, hit);
      if (hits != 0) {
        if (!found) parent = __shfl_sync(gpu::detail::full_warp, u, __ffs(int(hits)) - 1);
        found = true;
        if (!sum_all) break;
      }
    }
  }
  if constexpr (Width > 1) {
    if (sum_all) sum = warp_sum(sum);
  }
  if (found && lane == 0) {
    a.level[v] = d;
    if (a.tag) {
      a.tag[v] = double((std::int64_t(d) << 32) | std::int64_t(a.parent_tags ? parent : v));
      a.tag_present[v] = 1;
    }
    if (a.sigma) {
      a.sigma[v] = sum;
      a.sigma_present[v] = 1;
    }
  }
  return found;
}

/// COOC edges a lane takes a round (their loads in flight together: a level is latency-bound).
constexpr int edge_batch = 4;

/// One round's term x of each lane's edge into head v (v = ~0: none), the lanes of a run with the same v
/// summed into its first lane (heads are sorted, so a run is contiguous: after step s lane i holds lanes
/// [i, i + 2^s) of its run), which marks v reached at level d and adds the sum into σ(v). The marks are plain
/// stores of the same values by whichever runs reach v at d (no CAS: its returned value would hold the lane
/// up a round trip per run); the σ add returns nothing. True when this lane marked a vertex.
__device__ bool add_run(const level_loop_args& a, index_t v, double x, std::int32_t d, int lane) {
  const unsigned run = __match_any_sync(gpu::detail::full_warp, v);
  for (int step = 1; step < 32; step *= 2) {
    const double y = __shfl_down_sync(gpu::detail::full_warp, x, step);
    if (lane + step < 32 && (run >> (lane + step) & 1u)) x += y;
  }
  if (lane != __ffs(int(run)) - 1 || x == 0) return false;
  a.level[v] = d;
  if (a.tag) {
    a.tag[v] = double((std::int64_t(d) << 32) | std::int64_t(v));
    a.tag_present[v] = 1;
  }
  if (a.sigma) {
    a.sigma_present[v] = 1;
    atomicAdd(a.sigma + v, x);  // σ(v) starts at 0 (start_traversal)
  }
  return true;
}

/// Level d over the COOC edges, edge_batch rounds of the grid's threads at a time, each warp 32 consecutive
/// edges a round (every lane of the warp in every round): how many marks this thread wrote (more than the
/// vertices it reached when several runs reach one; 0 exactly when it reached none). An edge u -> v adds its
/// term (σ(u), or 1 without σ) when v is unreached (or reached at d, by another edge) and u is of level d-1.
__device__ unsigned reach_by_edges(const level_loop_args& a, std::int32_t d, offset_t first, offset_t stride) {
  unsigned mine = 0;
  const int lane = int(threadIdx.x) % 32;
  for (offset_t base = first - offset_t(lane); base < a.edges; base += stride * edge_batch) {
    index_t v[edge_batch], u[edge_batch];
    double x[edge_batch];
#pragma unroll
    for (int j = 0; j < edge_batch; ++j) {
      const offset_t k = base + offset_t(j) * stride + offset_t(lane);
      v[j] = k < a.edges ? __ldg(a.edge_heads + k) : ~index_t(0);
      u[j] = k < a.edges ? __ldg(a.in_rows + k) : 0;
    }
#pragma unroll
    for (int j = 0; j < edge_batch; ++j) {
      bool take = false;
      if (v[j] != ~index_t(0)) {
        const std::int32_t lv = a.level[v[j]], lu = a.level[u[j]];
        take = (lv == -1 || lv == d) && lu == d - 1;
      }
      x[j] = take ? 1.0 : 0.0;
    }
    if (a.sigma) {
#pragma unroll
      for (int j = 0; j < edge_batch; ++j)
        if (x[j] != 0) x[j] = a.sigma[u[j]];
    }
#pragma unroll
    for (int j = 0; j < edge_batch; ++j) mine += add_run(a, v[j], x[j], d, lane) ? 1u : 0u;
  }
  return mine;
}

/// The traversal's start, by the whole grid: every vertex unreached but the source (level 0, its own tag,
/// σ = 1; σ 0 elsewhere, where edges add into it), then a grid barrier.
__device__ void start_traversal(const level_loop_args& a) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t v = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; v < a.n; v += stride) {
    const bool source = v == a.source;
    a.level[v] = source ? 0 : -1;
    if (a.tag) {
      a.tag_present[v] = source ? 1 : 0;
      if (source) a.tag[v] = double(a.source);  // level 0, parent itself
    }
    if (a.sigma) {
      a.sigma_present[v] = source ? 1 : 0;
      a.sigma[v] = source ? 1.0 : 0.0;
    }
  }
  cooperative_groups::this_grid().sync();
}

/// The whole traversal (launched cooperatively, at most level_blocks_per_sm blocks a SM): level after level
/// `reach_level(d)` (nonzero when this thread reached a vertex at level d), one grid barrier a level; stops
/// after the first level that reaches nothing. Then the grid counts the reached vertices (the vectors'
/// entry counts): one pass over the levels, one more barrier.
template <class ReachLevel>
__device__ void level_loop(const level_loop_args& a, ReachLevel reach_level) {
  namespace cg = cooperative_groups;
  const cg::grid_group grid = cg::this_grid();
  __shared__ unsigned block_found;
  __shared__ offset_t level_count;  // block_load_cg's copy
  start_traversal(a);
  std::int32_t d = 1;
  for (;; ++d) {
    offset_t* const count = a.cells + d % 3;
    const bool block_reached = __syncthreads_or(reach_level(d) != 0);
    if (threadIdx.x == 0) {
      if (blockIdx.x == 0) a.cells[(d + 1) % 3] = 0;
      if (block_reached) atomicAdd(reinterpret_cast<unsigned long long*>(count), 1ull);
    }
    grid.sync();
    if (gpu::detail::block_load_cg(count, level_count) == 0) break;  // once a block: one L2 slice holds it
  }
  // reached = |{v : level(v) >= 0}|, into the reached cell (zero between launches)
  if (threadIdx.x == 0) block_found = 0;
  __syncthreads();
  unsigned mine = 0;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t v = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; v < a.n; v += stride)
    mine += a.level[v] >= 0 ? 1u : 0u;
  mine = __reduce_add_sync(gpu::detail::full_warp, mine);
  if (threadIdx.x % 32 == 0 && mine != 0) atomicAdd(&block_found, mine);
  __syncthreads();
  if (threadIdx.x == 0 && block_found != 0)
    atomicAdd(reinterpret_cast<unsigned long long*>(a.cells + reached_cell),
              static_cast<unsigned long long>(block_found));
  grid.sync();  // every block has read the last level's count and added its reached vertices
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    const offset_t reached = a.cells[reached_cell];
    for (int k = 0; k < 3; ++k) a.cells[k] = 0;
    a.cells[reached_cell] = 0;
    a.cells[depth_cell] = offset_t(d - 1);
    if (a.tag_count) *a.tag_count = reached;
    if (a.sigma_count) *a.sigma_count = reached;
  }
}

/// The CSC variants: each unit of Width lanes takes the vertices unit, unit + units, ... and reaches the
/// unreached ones.
template <int Width>
__global__ void __launch_bounds__(level_threads, level_blocks_per_sm) turbo_vertex_level_loop(level_loop_args a) {
  const int lane = int(threadIdx.x) % Width;
  const offset_t unit = (offset_t(blockIdx.x) * blockDim.x + threadIdx.x) / Width;
  const offset_t units = offset_t(gridDim.x) * blockDim.x / Width;
  level_loop(a, [&](std::int32_t d) {
    unsigned mine = 0;
    for (offset_t v = unit; v < a.n; v += units)
      if (a.level[v] == -1 && reach<Width>(a, index_t(v), d, lane) && lane == 0) ++mine;
    return mine;
  });
}

/// tdscCOOC: each thread takes the edges of its grid-stride lane.
__global__ void __launch_bounds__(level_threads, edge_blocks_per_sm) turbo_edge_level_loop(level_loop_args a) {
  const offset_t first = offset_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  level_loop(a, [&](std::int32_t d) { return reach_by_edges(a, d, first, stride); });
}

}  // namespace

bool traverse_level_loop(state& s, index_t source, const bfs_options& opt) {
  const int persistent = persistent_level_loop(opt);
  if (!has_level_loop(s.kind) || persistent == 0 || opt.knob(device_loop_knob, 1) != 1) return false;
  if (persistent == -1 && !level_loop_pays(s.kind, s.n, s.A.indices().size())) return false;
  gpu::workspace& ws = gpu::default_workspace(s.where.device);
  gpu::detail::device_guard on(ws.device());
  const bool edges = s.kind == variant::td_cooc;
  const bool warp = s.kind == variant::td_csc_vector || s.kind == variant::bu_vector;
  void (*const kernel)(level_loop_args) = edges  ? turbo_edge_level_loop
                                          : warp ? turbo_vertex_level_loop<32>
                                                 : turbo_vertex_level_loop<1>;
  if (s.level_loop_fit < 0)  // asked once a state: it depends on the kernel (the variant) and the device only
    s.level_loop_fit = int(
        gpu::detail::cooperative_grid(kernel, level_threads, edges ? edge_blocks_per_sm : level_blocks_per_sm, ws));
  const unsigned fit = unsigned(s.level_loop_fit);
  if (fit == 0) return false;  // no cooperative launch on this device: the operator loop
  const offset_t nnz = s.A.indices().size();
  const offset_t threads = edges ? std::max<offset_t>(nnz, 1) : offset_t(s.n) * (warp ? 32 : 1);
  const unsigned grid = unsigned(std::min<offset_t>(fit, (threads + level_threads - 1) / level_threads));

  const bool top_down = starts_top_down(s.kind);
  const plan p = plan_for(s.kind, opt, s.symmetric);
  const bool sigma = opt.sigma, tags = p.tags;  // σ only when asked: the levels drive this loop
  // the arrays, allocated by the first traversal; the kernel sets them (start_traversal)
  const auto bitmap_of_n = [&](Vector<double>& v) {
    if (v.kind() != storage::bitmap || v.size() != s.n || v.where() != s.where)
      v = Vector<double>(s.n, storage::bitmap, s.where);
  };
  if (tags) bitmap_of_n(s.tag);
  if (sigma) bitmap_of_n(s.sigma);
  if (s.levels.size() != s.n) s.levels = buffer<std::int32_t>(s.n, s.where);
  if (s.level_cells.size() != level_cell_count) {
    s.level_cells = buffer<offset_t>(level_cell_count, s.where);
    memory::fill_bytes(s.level_cells.data(), s.where, 0, level_cell_count * sizeof(offset_t));
  }

  level_loop_args a{};
  a.in_offsets = edges ? nullptr : s.A.offsets().data();
  a.in_rows = s.A.indices().data();
  a.edge_heads = edges ? s.A.major_indices().data() : nullptr;
  a.edges = nnz;
  a.n = s.n;
  a.source = source;
  a.level = s.levels.data();
  if (tags) {
    a.tag = s.tag.values().data();
    a.tag_present = s.tag.present().data();
    a.tag_count = s.tag.device_count_cell();
  }
  if (sigma) {
    a.sigma = s.sigma.values().data();
    a.sigma_present = s.sigma.present().data();
    a.sigma_count = s.sigma.device_count_cell();
  }
  a.parent_tags = !top_down;
  a.cells = s.level_cells.data();
  gpu::detail::launch_cooperative(edges ? "turbo_edge_level_loop" : "turbo_vertex_level_loop", GB_HERE, kernel, grid,
                                  level_threads, ws.stream(), a);
  if (tags) s.tag.set_nvals_on_device(true);
  if (sigma) s.sigma.set_nvals_on_device(true);
  const offset_t depth = ws.read_value(s.level_cells.data() + depth_cell);  // the one host wait

  s.source = source;
  s.depth = std::int64_t(depth);
  s.bottom_up_from = top_down ? -1 : 1;
  s.have_sigma = sigma;
  s.have_levels = tags;
  s.have_parents = tags && !top_down;
  return true;
}

}  // namespace graphblade::turbo
