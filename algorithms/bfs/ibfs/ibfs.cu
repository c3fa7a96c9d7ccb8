// Device instantiation of the iBFS group loop (ibfs_levels.hpp): compiled by
// nvcc only when the CUDA backend is on, so the same operator calls on the
// device-resident graph and bit matrices reach the CUDA kernels (lor.land
// SpMM: scatter for push, gather with per-word early exit for pull; the
// bit-matrix operations of backend/cuda/ops/bit_matrix_ops.cuh).
#include <cuda_runtime.h>

#include "algorithms/bfs/ibfs/ibfs_levels.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"

namespace graphblade {

void ibfs_group_on_cuda(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group) {
  run_ibfs_group(g, opt, group);
}

std::size_t ibfs_cuda_free_bytes(int device) {
  gpu::detail::device_guard on(device);
  std::size_t free_bytes = 0, total = 0;
  GB_CUDA_CHECK(cudaMemGetInfo(&free_bytes, &total));
  return free_bytes;
}

}  // namespace graphblade
