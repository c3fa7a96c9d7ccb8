// Device instantiation of the GraphBLAS BFS level loop (gb_bfs_levels.hpp):
// compiled by nvcc only when the CUDA backend is on, so the same operator
// calls on the device-resident graph and vectors reach src/cuda (push: the
// load-balanced SpMSpV; pull: the masked SpMV with early exit).
#include "algorithms/bfs/gb/gb_bfs_levels.hpp"

namespace graphblade {

void gb_bfs_on_cuda(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                    gb_bfs_vectors& out) {
  run_gb_bfs(g, source, dir, opt, out);
}

}  // namespace graphblade
