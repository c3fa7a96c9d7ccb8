// The GraphBLAS write-back on the device (C API 2.0 §3.5.6, the reference's
// merge_vector): z = accum ? accum(w, t) : t where the mask allows; elsewhere
// w is kept (merge) or deleted (replace). One thread per index, reading the
// old output as a dense/bitmap lookup and the terms from the bitset; the
// result is a bitmap, written in place when w is one.
#pragma once
#include <cstdint>

#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/common/merge_rule.hpp"
#include "graphblade/backend/cuda/detail/refs.cuh"
#include "graphblade/backend/cuda/detail/warp.cuh"

namespace graphblade::gpu::detail {

using backend::merged_entry;  // the write-back rule of one position, host and device

/// out = the merged bitmap over i < n; *count += its entries. Each warp counts
/// its entries with a ballot per pass (a warp-level vote: no block barrier, so
/// no barrier after the divergent merge of one index) and adds them with one
/// atomic at the end; the grid-stride trip count is uniform per block, so
/// every lane reaches every ballot.
template <class W, class D, class Accum>
__global__ void merge_vector_kernel(index_t n, mask_ref mask, bool replace, Accum accum, lookup_ref<W> old,
                                    const std::uint32_t* t_bits, const D* t_val, std::uint8_t* out_present,
                                    W* out_values, offset_t* count) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  offset_t warp_count = 0;  // kept by lane 0
  for (offset_t base = offset_t(blockIdx.x) * blockDim.x; base < n; base += stride) {  // uniform per block
    const offset_t p = base + threadIdx.x;
    bool has = false;
    if (p < n) {
      const index_t i = index_t(p);
      const bool has_old = old.has(i), has_t = test_bit(t_bits, i);
      W z{};
      has = merged_entry(mask.allows(i), replace, accum, has_old, has_old ? old.value(i) : W{}, has_t,
                         has_t ? W(t_val[i]) : W{}, z);
      out_present[i] = has ? 1 : 0;
      if (has) out_values[i] = z;
    }
    warp_count += __popc(__ballot_sync(full_warp, has));
  }
  if ((threadIdx.x & 31) == 0 && warp_count)
    atomicAdd(reinterpret_cast<unsigned long long*>(count), static_cast<unsigned long long>(warp_count));
}

/// out[k] = W(src[index[k]]) for k < *count (gather by index).
template <class W, class S>
__global__ void gather_values(const index_t* index, const offset_t* count, const S* src, W* out) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  const offset_t n = *count;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride) out[k] = W(src[index[k]]);
}

/// a[i] = value for i < n.
template <class T>
__global__ void fill_values(T* a, offset_t n, T value) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += stride) a[i] = value;
}

/// Scatter a list into a bitmap: present[idx[k]] = 1, values[idx[k]] = val[k]
/// (present zeroed beforehand).
template <class T>
__global__ void scatter_list(const index_t* idx, const T* val, offset_t n, std::uint8_t* present, T* values) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride) {
    present[idx[k]] = 1;
    values[idx[k]] = val[k];
  }
}

/// Scatter a sparse mask into one byte per index: on = structural || value != 0.
template <class M>
__global__ void scatter_mask(const index_t* idx, const M* val, offset_t n, bool structural, std::uint8_t* on) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride)
    on[idx[k]] = (structural || val[k] != M(0)) ? 1 : 0;
}

}  // namespace graphblade::gpu::detail
