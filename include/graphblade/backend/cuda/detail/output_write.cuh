// The device side of a product's fused write-backs (ops/write_back.hpp),
// done by the kernel that stores the new w's entries (gather_list,
// device_count.cuh): each thread takes its entries a batch at a time (a
// pass of gather_list: the reads of the batch first, then its writes) into
// its own copy of each write-back (take), then every thread of the block calls
// finish once, which folds the block's share into the device with one atomic:
//   t<s(w)> = x, s or w into a bitmap t (output_write): t's count stays in
//   its cell, a block adding the entries it inserted.
//   An entry is known to be new when the product's mask is ¬s(t) and its
//   terms are the whole result (the BFS level v under the mask ¬s(v)): then
//   t's presence is not read.
//   s = ⊕_{i∈s(w)} v(i) from a bitmap or dense v (output_reduction): s is set
//   to the identity before the kernel, and each block folds its entries into
//   s with one atomic (atomics.cuh).
#pragma once
#include <cstdint>
#include <cstring>
#include <type_traits>

#include <cub/block/block_reduce.cuh>

#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/detail/write_back_types.hpp"
#include "graphblade/backend/cuda/detail/atomics.cuh"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_count.cuh"
#include "graphblade/backend/cuda/detail/tuning.cuh"
#include "graphblade/backend/cuda/detail/vector_terms.cuh"

namespace graphblade::gpu::detail {

/// The value of t<s(w)> = w: w's own value at each entry (the other values are vector_terms.cuh's
/// scalar_term and scalar_cell_term).
struct own_value {};

/// t<s(w)> = value into the bitmap arrays of t (count: t's cell); Value: scalar_term<T>,
/// scalar_cell_term<T, X> or own_value.
template <class T, class Value>
struct output_write {
  std::uint8_t* present;
  T* values;
  offset_t* count;
  bool known_absent;
  Value value;
  long long added = 0;  ///< (per thread) entries this thread inserted
  /// Writes t(i) for each entry (i, v) of a gather_list batch: the presence reads first, then the
  /// writes.
  template <class W, int B>
  __device__ __forceinline__ void take(const entry_batch<W, B>& e) {
    bool was_present[B];
#pragma unroll
    for (int j = 0; j < B; ++j) was_present[j] = !known_absent && e.in[j] && present[e.i[j]] != 0;
#pragma unroll
    for (int j = 0; j < B; ++j) {
      if (!e.in[j]) continue;
      T z{};
      if constexpr (std::is_same_v<Value, own_value>) z = T(e.v[j]);
      else value(e.i[j], z);
      added += was_present[j] ? 0 : 1;
      present[e.i[j]] = 1;
      values[e.i[j]] = z;
    }
  }
  /// t's count gains the block's insertions (every thread of the block calls it once).
  __device__ __forceinline__ void finish() const {
    using block_sum = cub::BlockReduce<long long, tuning::block_threads>;
    __shared__ typename block_sum::TempStorage scratch;
    const long long n = block_sum(scratch).Sum(added);
    if (threadIdx.x == 0 && n != 0) atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)n);
    __syncthreads();  // (scratch is reused by the next write-back of this type)
  }
};

/// s = ⊕_{i∈s(w)} v(i) into the cell s (holding the identity before the kernel); v a bitmap
/// (present) or dense (present null). Blocks of tuning::block_threads threads.
template <class D, class Monoid, class TV>
struct output_reduction {
  D* cell;
  Monoid monoid;
  const std::uint8_t* present;
  const TV* values;
  D acc = D(monoid.identity());  ///< (per thread) the fold of this thread's entries
  /// Folds v(i) for each entry i of a gather_list batch (every read issued before the first fold).
  template <class W, int B>
  __device__ __forceinline__ void take(const entry_batch<W, B>& e) {
    bool has[B];
    TV x[B];
#pragma unroll
    for (int j = 0; j < B; ++j) {
      has[j] = e.in[j] && (!present || present[e.i[j]]);
      x[j] = e.in[j] ? values[e.i[j]] : TV{};
    }
#pragma unroll
    for (int j = 0; j < B; ++j)
      if (has[j]) acc = monoid(acc, D(x[j]));
  }
  /// The block's fold into the cell (every thread of the block calls it once).
  __device__ __forceinline__ void finish() const {
    using block_reduce = cub::BlockReduce<D, tuning::block_threads>;
    __shared__ typename block_reduce::TempStorage scratch;
    const D b = block_reduce(scratch).Reduce(acc, monoid);
    if (threadIdx.x == 0) atomic_combine(monoid, cell, b);
    __syncthreads();  // (scratch is reused by the next write-back of this type)
  }
};

/// Whether the device can do the write-back with the kernel that stores w: an assign into a
/// bitmap; a reduce of a bitmap or dense v other than w into a Scalar of 4 bytes or more.
template <class W, class T, class V>
bool fusable_write_back(const Vector<W>&, const output_assign<T, V>& a) {
  return a.target->kind() == storage::bitmap;
}
template <class W, class S, class Monoid, class TV>
bool fusable_write_back(const Vector<W>& w, const output_reduce<S, Monoid, TV>& r) {
  return sizeof(S) >= 4 && r.v->kind() != storage::sparse && static_cast<const void*>(r.v) != &w;
}

/// The device write-back of a = t<s(w)> = value, its count moved to t's cell when only the host
/// knew it (enqueued). `fast`: the product's terms are its whole result.
template <class MaskArg, class T, class V>
auto write_back_of(const output_assign<T, V>& a, const MaskArg& mask, bool fast, workspace&) {
  Vector<T>& t = *a.target;
  if (!t.nvals_on_device()) t.set_nvals_in_cell(t.nvals());
  const bool known_absent = fast && is_structure_mask_of(mask, &t, true);
  if constexpr (std::is_same_v<V, output_values_t>) {
    return output_write<T, own_value>{t.present().data(), t.values().data(), t.device_count_cell(), known_absent,
                                      own_value{}, 0};
  } else if constexpr (std::is_pointer_v<V>) {
    using X = std::remove_cv_t<std::remove_pointer_t<decltype(a.value->data())>>;
    return output_write<T, scalar_cell_term<T, X>>{t.present().data(), t.values().data(), t.device_count_cell(),
                                                   known_absent, scalar_cell_term<T, X>{a.value->data()}, 0};
  } else {
    return output_write<T, scalar_term<T>>{t.present().data(), t.values().data(), t.device_count_cell(), known_absent,
                                           scalar_term<T>{a.value}, 0};
  }
}
/// The device reduce of r, its Scalar set to the monoid's identity first (enqueued: a memset
/// when the identity is all zero bytes).
template <class MaskArg, class S, class Monoid, class TV>
auto write_back_of(const output_reduce<S, Monoid, TV>& r, const MaskArg&, bool, workspace& ws) {
  const S identity = S(r.monoid.identity());
  const S zero{};
  if (std::memcmp(&identity, &zero, sizeof(S)) == 0)
    GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(r.target->data(), 0, sizeof(S), ws.stream()));
  else
    r.target->set(identity);
  const Vector<TV>& v = *r.v;
  return output_reduction<S, Monoid, TV>{r.target->data(), r.monoid,
                                         v.kind() == storage::bitmap ? v.present().data() : nullptr,
                                         v.values().data(), S(r.monoid.identity())};
}

}  // namespace graphblade::gpu::detail
