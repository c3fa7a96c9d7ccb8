// Kernel launch with the checks every launch gets (cudaGetLastError after the
// launch, naming the kernel), and grid sizing for grid-stride kernels: enough
// blocks to cover the work, capped at a persistent grid of the device. A
// cooperative launch (every block resident at once, so that the kernel may
// synchronise its whole grid with cooperative_groups::this_grid().sync())
// takes at most cooperative_grid blocks.
#pragma once
#include <cuda_runtime.h>

#include <algorithm>
#include <string>
#include <utility>

#include "graphblade/core/types.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/tuning.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::detail {

/// Blocks of `threads` threads for `items` items of a grid-stride kernel
/// (0 when there is no work), at most blocks_per_sm·4 per SM.
inline unsigned grid_for(offset_t items, int threads, const workspace& ws) {
  if (items == 0) return 0;
  const offset_t want = (items + threads - 1) / threads;
  const offset_t cap = offset_t(ws.sm_count()) * tuning::blocks_per_sm * 4;
  return unsigned(std::min(want, cap));
}

/// A persistent grid for work whose size only the device knows.
inline unsigned persistent_grid(const workspace& ws) { return unsigned(ws.sm_count() * tuning::blocks_per_sm); }

/// Where a launch is written (for error messages): GB_HERE.
struct call_site {
  const char* file;
  int line;
};
#define GB_HERE ::graphblade::gpu::detail::call_site{__FILE__, __LINE__}

/// kernel<<<grid, threads, shared_bytes, stream>>>(args...) (shared_bytes of dynamic shared memory), checked
/// with cudaGetLastError (cuda_error names the kernel and `at`); no launch when the grid is empty.
/// grid: a block count, or a dim3 for a grid of more than one dimension.
template <class... KernelArgs, class... Args>
void launch_shared(const char* name, call_site at, void (*kernel)(KernelArgs...), dim3 grid, int threads,
                   std::size_t shared_bytes, cudaStream_t stream, Args&&... args) {
  if (grid.x == 0 || grid.y == 0 || grid.z == 0) return;
  ::graphblade::detail::note_launch();
  kernel<<<grid, threads, shared_bytes, stream>>>(std::forward<Args>(args)...);
  const cudaError_t status = cudaGetLastError();
  if (status != cudaSuccess) throw_cuda_error(status, (std::string("launch of ") + name).c_str(), at.file, at.line);
}
/// launch_shared without dynamic shared memory.
template <class... KernelArgs, class... Args>
void launch(const char* name, call_site at, void (*kernel)(KernelArgs...), dim3 grid, int threads,
            cudaStream_t stream, Args&&... args) {
  launch_shared(name, at, kernel, grid, threads, 0, stream, std::forward<Args>(args)...);
}

/// Blocks of `threads` threads of `kernel` a cooperative launch may take on ws's device: at most
/// `per_sm` per SM and no more than fit at once; 0 when the device has no cooperative launch.
template <class... KernelArgs>
unsigned cooperative_grid(void (*kernel)(KernelArgs...), int threads, int per_sm, const workspace& ws) {
  int supported = 0;
  GB_CUDA_CHECK(cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, ws.device()));
  if (!supported) return 0;
  int fit = 0;
  GB_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, threads, 0));
  return unsigned(std::max(0, std::min(fit, per_sm)) * ws.sm_count());
}

/// launch_shared, cooperatively (cudaLaunchAttributeCooperative; grid at most cooperative_grid, and no more blocks
/// than fit at once with shared_bytes of dynamic shared memory each): a launch error, or a grid too large to be
/// resident at once, is a cuda_error naming the kernel and `at`. Capturable in a CUDA graph.
template <class... KernelArgs, class... Args>
void launch_cooperative_shared(const char* name, call_site at, void (*kernel)(KernelArgs...), unsigned grid,
                               int threads, std::size_t shared_bytes, cudaStream_t stream, Args&&... args) {
  if (grid == 0) return;
  ::graphblade::detail::note_launch();
  cudaLaunchAttribute cooperative[1];
  cooperative[0].id = cudaLaunchAttributeCooperative;
  cooperative[0].val.cooperative = 1;
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(grid);
  config.blockDim = dim3(unsigned(threads));
  config.dynamicSmemBytes = shared_bytes;
  config.stream = stream;
  config.attrs = cooperative;
  config.numAttrs = 1;
  cudaError_t status = cudaLaunchKernelEx(&config, kernel, std::forward<Args>(args)...);
  if (status == cudaSuccess) status = cudaGetLastError();
  if (status != cudaSuccess) throw_cuda_error(status, (std::string("launch of ") + name).c_str(), at.file, at.line);
}

/// launch_cooperative_shared without dynamic shared memory.
template <class... KernelArgs, class... Args>
void launch_cooperative(const char* name, call_site at, void (*kernel)(KernelArgs...), unsigned grid, int threads,
                        cudaStream_t stream, Args&&... args) {
  launch_cooperative_shared(name, at, kernel, grid, threads, 0, stream, std::forward<Args>(args)...);
}

}  // namespace graphblade::gpu::detail
