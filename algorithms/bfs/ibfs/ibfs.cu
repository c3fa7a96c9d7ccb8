// Device instantiation of the iBFS group loop (ibfs_levels.hpp): compiled by
// nvcc only when the CUDA backend is on, so the same operator calls on the
// device-resident graph and bit matrices reach the CUDA kernels (lor.land
// SpMM: scatter for push, gather with per-word early exit for pull; the
// bit-matrix operations of backend/cuda/ops/bit_matrix_ops.cuh).
#include "algorithms/bfs/ibfs/ibfs_levels.hpp"

namespace graphblade {

void ibfs_group_on_cuda(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group) {
  run_ibfs_group(g, opt, group);
}

}  // namespace graphblade
