// CUB-based primitives of the CUDA backend (see primitives.cuh). Every CUB
// call is made twice: once to size the temporary storage (taken from the
// workspace's cub_temp slot), once to run.
#include "graphblade/backend/cuda/primitives.cuh"

#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/tuning.cuh"

namespace graphblade::gpu::primitives {
namespace {

/// Run a CUB algorithm `call(temp, temp_bytes)` with workspace temp storage.
template <class Call>
void with_temp(workspace& ws, const char* what, Call call) {
  std::size_t bytes = 0;
  detail::check(call(nullptr, bytes), what, __FILE__, __LINE__);
  void* temp = ws.raw(slot::cub_temp, bytes ? bytes : 1);
  ::graphblade::detail::note_library_call();
  detail::check(call(temp, bytes), what, __FILE__, __LINE__);
}

struct byte_nonzero {
  const std::uint8_t* flags;
  __device__ offset_t operator()(offset_t i) const { return flags[i] != 0; }
};
struct bit_set {
  const std::uint32_t* bits;
  __device__ bool operator()(index_t i) const { return (bits[i >> 5] >> (i & 31)) & 1u; }
};
struct frontier_degree {
  const offset_t* offsets;
  const index_t* frontier;
  offset_t count;
  __device__ offset_t operator()(offset_t f) const {
    if (f >= count) return 0;
    const index_t k = frontier[f];
    return offsets[k + 1] - offsets[k];
  }
};
struct run_head {
  const std::uint64_t* keys;
  __device__ bool operator()(index_t p) const { return p == 0 || keys[p] != keys[p - 1]; }
};

__global__ void iota_offsets(offset_t* out, offset_t n) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) out[i] = i;
}

__global__ void row_offsets_kernel(const std::uint64_t* keys, offset_t n, index_t nrows, offset_t* offsets) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t r = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; r <= nrows; r += stride) {
    const std::uint64_t key = std::uint64_t(r) << 32;
    offset_t lo = 0, hi = n;
    while (lo < hi) {
      const offset_t mid = (lo + hi) / 2;
      if (keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    offsets[r] = lo;
  }
}

__global__ void iota_kernel(index_t* out, index_t n) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) out[i] = index_t(i);
}

}  // namespace

offset_t count_nonzero(const std::uint8_t* flags, index_t n, workspace& ws) {
  if (n == 0) return 0;
  auto in = thrust::make_transform_iterator(thrust::counting_iterator<offset_t>(0), byte_nonzero{flags});
  offset_t* out = ws.device_counters() + reduced;
  with_temp(ws, "cub::DeviceReduce::Sum", [&](void* t, std::size_t& b) {
    return cub::DeviceReduce::Sum(t, b, in, out, std::int64_t(n), ws.stream());
  });
  return ws.read_counters(reduced + 1)[reduced];
}

void select_flagged(const std::uint8_t* flags, index_t n, index_t* out, offset_t* d_count, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(d_count, 0, sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  with_temp(ws, "cub::DeviceSelect::Flagged", [&](void* t, std::size_t& b) {
    return cub::DeviceSelect::Flagged(t, b, in, flags, out, d_count, std::int64_t(n), ws.stream());
  });
}

void select_set_bits(const std::uint32_t* bits, index_t n, index_t* out, offset_t* d_count, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(d_count, 0, sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  auto flags = thrust::make_transform_iterator(thrust::counting_iterator<index_t>(0), bit_set{bits});
  with_temp(ws, "cub::DeviceSelect::Flagged", [&](void* t, std::size_t& b) {
    return cub::DeviceSelect::Flagged(t, b, in, flags, out, d_count, std::int64_t(n), ws.stream());
  });
}

void iota(index_t* out, index_t n, workspace& ws) {
  detail::launch("iota_kernel", GB_HERE, iota_kernel, detail::grid_for(n, tuning::block_threads, ws), tuning::block_threads,
                 ws.stream(), out, n);
}

void frontier_edge_offsets(const offset_t* offsets, const index_t* frontier, offset_t count, offset_t* out,
                           workspace& ws) {
  auto in = thrust::make_transform_iterator(thrust::counting_iterator<offset_t>(0),
                                            frontier_degree{offsets, frontier, count});
  with_temp(ws, "cub::DeviceScan::ExclusiveSum", [&](void* t, std::size_t& b) {
    return cub::DeviceScan::ExclusiveSum(t, b, in, out, std::int64_t(count + 1), ws.stream());
  });
}

void sort_keys_with_positions(const std::uint64_t* keys_in, std::uint64_t* keys_out, offset_t* perm_out, offset_t n,
                              workspace& ws) {
  if (n == 0) return;
  offset_t* perm_in = ws.get<offset_t>(slot::sort_positions, n);
  detail::launch("iota_offsets", GB_HERE, iota_offsets, detail::grid_for(n, tuning::block_threads, ws),
                 tuning::block_threads, ws.stream(), perm_in, n);
  with_temp(ws, "cub::DeviceRadixSort::SortPairs", [&](void* t, std::size_t& b) {
    return cub::DeviceRadixSort::SortPairs(t, b, keys_in, keys_out, static_cast<const offset_t*>(perm_in), perm_out,
                                           std::int64_t(n), 0, 64, ws.stream());
  });
}

void offsets_of_sorted_keys(const std::uint64_t* keys, offset_t n, index_t nrows, offset_t* offsets,
                            workspace& ws) {
  detail::launch("row_offsets_kernel", GB_HERE, row_offsets_kernel,
                 detail::grid_for(offset_t(nrows) + 1, tuning::block_threads, ws), tuning::block_threads,
                 ws.stream(), keys, n, nrows, offsets);
}

void run_heads(const std::uint64_t* keys, offset_t n, index_t* heads, offset_t* d_count, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(d_count, 0, sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  with_temp(ws, "cub::DeviceSelect::If", [&](void* t, std::size_t& b) {
    return cub::DeviceSelect::If(t, b, in, heads, d_count, std::int64_t(n), run_head{keys}, ws.stream());
  });
}

}  // namespace graphblade::gpu::primitives
