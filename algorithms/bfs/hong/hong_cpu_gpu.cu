// Hong et al. PACT'11 §III-B, Fig. 5, device part: InitGPU (copy only the
// saved level queues; one kernel rebuilds the level and parent arrays and the
// frontier from them) and the GPU levels, written with the public operator API
// on device operands (the expand step and direction switch of gb_bfs_levels.hpp,
// any.secondi so the frontier's products are the parents). Where gb-auto records
// its levels as one device loop (records_device_loop: knob device_loop, by default
// every graph since session 26) the GPU levels are that recorded loop, started
// after the last saved level and kept for the next traversal (one host wait a
// traversal, for the results); else they are the host loop, a wait per level.
// See hong_cpu_gpu.hpp.
#include <cstring>
#include <vector>

#include "algorithms/bfs/gb/gb_bfs_levels.hpp"
#include "graphblade/algorithms/bfs/hong/hong_cpu_gpu.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade {
namespace {

/// InitGPU: for saved entry k of level L (offsets[L] <= k < offsets[L + 1]):
///   v<s(saved)> = L ; π<s(saved)> = saved ; f = the last level's entries.
__global__ void rebuild_levels_kernel(const index_t* vertices, const index_t* parents, const offset_t* offsets,
                                      std::int32_t levels, offset_t total, std::uint8_t* level_present,
                                      std::int64_t* level_value, std::uint8_t* parent_present,
                                      std::int64_t* parent_value, index_t* f_index, std::int64_t* f_value) {
  const offset_t last = offsets[levels - 1];
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < total;
       k += offset_t(gridDim.x) * blockDim.x) {
    std::int32_t lo = 0, hi = levels - 1;  // the last L with offsets[L] <= k
    while (lo < hi) {
      const std::int32_t mid = (lo + hi + 1) / 2;
      if (offsets[mid] <= k) lo = mid;
      else hi = mid - 1;
    }
    const index_t v = vertices[k];
    level_present[v] = 1;
    level_value[v] = lo;
    parent_present[v] = 1;
    parent_value[v] = std::int64_t(parents[k]);
    if (k >= last) {
      f_index[k - last] = v;
      f_value[k - last] = std::int64_t(parents[k]);
    }
  }
}

/// The saved queues on the device, copied in one piece: offsets, then vertices, then parents. The copy is
/// enqueued (cudaMemcpyAsync from pageable memory returns once the bytes are staged, so `packed` may go):
/// no host wait, where the blocking copy waited for the device first.
struct uploaded_levels {
  buffer<unsigned char> bytes;
  const offset_t* offsets;
  const index_t* vertices;
  const index_t* parents;
};
uploaded_levels upload(const hong_saved_levels& saved, const place& where) {
  const std::size_t offsets_bytes = saved.offsets.size() * sizeof(offset_t);
  const std::size_t list_bytes = saved.vertices.size() * sizeof(index_t);  // (offsets_bytes keeps them aligned)
  std::vector<unsigned char> packed(offsets_bytes + 2 * list_bytes);
  std::memcpy(packed.data(), saved.offsets.data(), offsets_bytes);
  if (list_bytes) {
    std::memcpy(packed.data() + offsets_bytes, saved.vertices.data(), list_bytes);
    std::memcpy(packed.data() + offsets_bytes + list_bytes, saved.parents.data(), list_bytes);
  }
  uploaded_levels u{buffer<unsigned char>(packed.size(), where), nullptr, nullptr, nullptr};
  GB_CUDA_CHECK(gpu::detail::copy_async(u.bytes.data(), packed.data(), packed.size(), cudaMemcpyHostToDevice,
                                        gpu::default_workspace(where.device).stream()));
  u.offsets = reinterpret_cast<const offset_t*>(u.bytes.data());
  u.vertices = reinterpret_cast<const index_t*>(u.bytes.data() + offsets_bytes);
  u.parents = reinterpret_cast<const index_t*>(u.bytes.data() + offsets_bytes + list_bytes);
  return u;
}

/// InitGPU into level, parent and f: the saved queues' levels and parents, the last level as the
/// frontier f (sparse; its arrays grown to `f_capacity` when smaller, so that a recorded loop
/// keeps them). counts_in_cells: the counts also go to the count cells (a recorded loop reads them there).
void rebuild_levels(const hong_saved_levels& saved, const place& where, Vector<std::int64_t>& level,
                    Vector<std::int64_t>& parent, Vector<std::int64_t>& f, offset_t f_capacity, bool counts_in_cells) {
  const std::int32_t levels = saved.levels();
  gpu::workspace& ws = gpu::default_workspace(where.device);
  const uploaded_levels queues = upload(saved, where);
  const offset_t total = saved.offsets.back(), frontier = total - saved.offsets[levels - 1];
  level.clear_in_place();
  parent.clear_in_place();
  f_capacity = std::max<offset_t>({f_capacity, frontier, 1});
  if (f.indices().size() < f_capacity) f.indices() = buffer<index_t>(f_capacity, where);
  if (f.values().size() < f_capacity) f.values() = buffer<std::int64_t>(f_capacity, where);
  constexpr int threads = 256;
  gpu::detail::launch("rebuild_levels_kernel", GB_HERE, rebuild_levels_kernel,
                      gpu::detail::grid_for(total, threads, ws), threads, ws.stream(), queues.vertices,
                      queues.parents, queues.offsets, levels, total, level.present().data(), level.values().data(),
                      parent.present().data(), parent.values().data(), f.indices().data(), f.values().data());
  if (counts_in_cells) {
    level.set_nvals_in_cell(total);
    parent.set_nvals_in_cell(total);
    f.set_nvals_in_cell(frontier);
  } else {
    level.set_nvals(total);
    parent.set_nvals(total);
    f.set_nvals(frontier);
  }
}

}  // namespace

void hong_gpu_levels(const gb_bfs_graph& g, const hong_saved_levels& saved, const bfs_options& gpu_opt,
                     gb_bfs_vectors& out) {
  const place& where = g.where;
  const index_t n = g.A->nrows();
  const std::int32_t levels = saved.levels();
  if (levels < 1 || saved.vertices.size() != saved.offsets.back() || saved.parents.size() != saved.vertices.size())
    throw invalid_value("hong-cpu-gpu: inconsistent saved level queues");
  gpu::detail::device_guard guard(where.device);
  gpu::workspace& ws = gpu::default_workspace(where.device);
  out = gb_bfs_vectors{};
  const index_t source = index_t(saved.vertices[0]);

  if (records_device_loop(g, gpu_opt)) {
    // The GPU levels as gb-auto's recorded device loop (gb_bfs_levels.hpp), kept in g for the next
    // traversal: InitGPU writes into its containers, the loop starts after the last saved level.
    const auto t = recorded_traversal_of<std::int64_t>(g, gb_bfs_direction::automatic, gpu_opt);
    rebuild_levels(saved, where, t->v.level, t->v.parent, t->f, offset_t(n), true);
    t->start_scalars(levels - 1);
    t->run_started();
    take_results(*t, gpu_opt, out);
    out.source = source;
    return;
  }

  // InitGPU: only the queues cross the bus.
  out.source = source;
  out.depth = levels - 1;
  out.level = Vector<std::int64_t>(n, storage::bitmap, where);
  out.parent = Vector<std::int64_t>(n, storage::bitmap, where);
  Vector<std::int64_t> f(n, storage::sparse, where);
  rebuild_levels(saved, where, out.level, out.parent, f, 0, false);

  // The GPU levels, as gb-auto's level loop (gb_bfs_levels.hpp) with a parent-carrying frontier.
  direction_rule rule(gb_bfs_direction::automatic, gpu_opt, g);
  frontier_edge_count mf(g, gb_bfs_direction::automatic, f);
  for (std::int64_t depth = out.depth + 1;; ++depth) {
    const bool push = rule.push(double(nvals(f)), [&] { return mf.read(f); });
    out.pull_levels += push ? 0 : 1;
    // f<¬s(v), replace> = f any.secondi A ; v<s(f)> = depth ; π<s(f)> = f ; m_f = +/(out_degree<s(f)>)
    // (or Aᵀ any.secondi f when pulling)
    expand_level_of(g, push, out, f, out.parent, depth, true, mf.fused());
    if (nvals(f) == 0) break;
    out.depth = depth;
  }
  GB_HOST_SYNC(ws.stream());
}

}  // namespace graphblade
