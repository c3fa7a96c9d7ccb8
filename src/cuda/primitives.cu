// CUB-based primitives of the CUDA backend (see primitives.cuh). Every CUB
// call is made twice: once to size the temporary storage (taken from the
// workspace's cub_temp slot), once to run.
#include "src/cuda/primitives.cuh"

#include <cub/device/device_partition.cuh>
#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "src/cuda/detail/check.cuh"
#include "src/cuda/detail/launch.cuh"
#include "src/cuda/detail/tuning.cuh"

namespace graphblade::gpu::primitives {
namespace {

/// Run a CUB algorithm `call(temp, temp_bytes)` with workspace temp storage.
template <class Call>
void with_temp(workspace& ws, const char* what, Call call) {
  std::size_t bytes = 0;
  detail::check(call(nullptr, bytes), what, __FILE__, __LINE__);
  void* temp = ws.raw(slot::cub_temp, bytes ? bytes : 1);
  detail::check(call(temp, bytes), what, __FILE__, __LINE__);
}

struct byte_nonzero {
  const std::uint8_t* flags;
  __device__ offset_t operator()(offset_t i) const { return flags[i] != 0; }
};
struct word_popcount {
  const std::uint32_t* bits;
  index_t n;
  __device__ offset_t operator()(offset_t w) const {
    std::uint32_t x = bits[w];
    const offset_t first = w * 32;
    if (first + 32 > n) x &= (1u << (n - first)) - 1u;  // ignore bits past n
    return __popc(x);
  }
};
struct bit_set {
  const std::uint32_t* bits;
  __device__ bool operator()(index_t i) const { return detail::test_bit(bits, i); }
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
struct degree_at_least {
  const offset_t* offsets;
  detail::mask_ref mask;
  offset_t low, high;  // selects low <= degree < high
  __device__ bool operator()(index_t i) const {
    const offset_t d = offsets[i + 1] - offsets[i];
    return d >= low && d < high && mask.allows(i);
  }
};

__global__ void iota_kernel(index_t* out, index_t n) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) out[i] = index_t(i);
}
__global__ void rest_count_kernel(offset_t* counts, index_t n) { counts[2] = n - counts[0] - counts[1]; }

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

offset_t count_bits(const std::uint32_t* bits, index_t n, workspace& ws) {
  if (n == 0) return 0;
  const offset_t words = (offset_t(n) + 31) / 32;
  auto in = thrust::make_transform_iterator(thrust::counting_iterator<offset_t>(0), word_popcount{bits, n});
  offset_t* out = ws.device_counters() + reduced;
  with_temp(ws, "cub::DeviceReduce::Sum", [&](void* t, std::size_t& b) {
    return cub::DeviceReduce::Sum(t, b, in, out, std::int64_t(words), ws.stream());
  });
  return ws.read_counters(reduced + 1)[reduced];
}

void select_flagged(const std::uint8_t* flags, index_t n, index_t* out, offset_t* d_count, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(cudaMemsetAsync(d_count, 0, sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  with_temp(ws, "cub::DeviceSelect::Flagged", [&](void* t, std::size_t& b) {
    return cub::DeviceSelect::Flagged(t, b, in, flags, out, d_count, std::int64_t(n), ws.stream());
  });
}

void select_bits(const std::uint32_t* bits, index_t n, index_t* out, offset_t* d_count, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(cudaMemsetAsync(d_count, 0, sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  with_temp(ws, "cub::DeviceSelect::If", [&](void* t, std::size_t& b) {
    return cub::DeviceSelect::If(t, b, in, out, d_count, std::int64_t(n), bit_set{bits}, ws.stream());
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

void bin_by_degree(const offset_t* offsets, index_t n, const detail::mask_ref& mask, index_t* large,
                   index_t* medium, index_t* rest, offset_t* d_counts, workspace& ws) {
  if (n == 0) {
    GB_CUDA_CHECK(cudaMemsetAsync(d_counts, 0, 3 * sizeof(offset_t), ws.stream()));
    return;
  }
  thrust::counting_iterator<index_t> in(0);
  degree_at_least is_large{offsets, mask, tuning::block_degree, ~offset_t(0)};
  degree_at_least is_medium{offsets, mask, tuning::warp_degree, tuning::block_degree};
  with_temp(ws, "cub::DevicePartition::If", [&](void* t, std::size_t& b) {
    return cub::DevicePartition::If(t, b, in, large, medium, rest, d_counts, std::int64_t(n), is_large, is_medium,
                                    ws.stream());
  });
  detail::launch("rest_count_kernel", GB_HERE, rest_count_kernel, 1, 1, ws.stream(), d_counts, n);
}

void sort_indices(index_t* keys, offset_t n, workspace& ws) {
  if (n < 2) return;
  // DeviceRadixSort needs a separate output: sort into the frontier slot, copy back.
  index_t* tmp = ws.get<index_t>(slot::frontier, n);
  with_temp(ws, "cub::DeviceRadixSort::SortKeys", [&](void* t, std::size_t& b) {
    return cub::DeviceRadixSort::SortKeys(t, b, keys, tmp, std::int64_t(n), 0, int(sizeof(index_t) * 8),
                                          ws.stream());
  });
  GB_CUDA_CHECK(cudaMemcpyAsync(keys, tmp, n * sizeof(index_t), cudaMemcpyDeviceToDevice, ws.stream()));
}

}  // namespace graphblade::gpu::primitives
