// CUDA backend entry of reduce to a scalar (included by graphblade/ops/reduce.hpp
// under nvcc): cub::DeviceReduce over (has, value) pairs, so any monoid works
// (an "any" monoid too: absent entries never reach the operator) and an empty
// input gives the identity. The row-wise matrix -> vector reduce runs the
// product kernels of mxv.cuh.
#pragma once
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/backend/common/merge_rule.hpp"  // accumulate_scalar: s = accum(s, x) as on the host
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/ops/mxv.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu {

namespace detail {

template <class D>
struct maybe {
  D value;
  bool has;
};

template <class Monoid, class D>
struct maybe_combine {
  Monoid m;
  __device__ maybe<D> operator()(const maybe<D>& a, const maybe<D>& b) const {
    if (a.has && b.has) return {D(m(a.value, b.value)), true};
    return a.has ? a : b;
  }
};

/// Entry k as a pair: present (null: always), value (null: one, a pattern matrix).
template <class D, class T>
struct maybe_at {
  const std::uint8_t* present;
  const T* values;
  __device__ maybe<D> operator()(offset_t k) const {
    if (present && !present[k]) return {D{}, false};
    return {values ? D(values[k]) : D(T(1)), true};
  }
};

/// ⊕ over `count` entries given by maybe_at; the identity when none.
template <class Monoid, class T>
typename Monoid::value_type reduce_entries(const Monoid& m, const std::uint8_t* present, const T* values,
                                           offset_t count, workspace& ws) {
  using D = typename Monoid::value_type;
  if (count == 0) return m.identity();
  auto in = thrust::make_transform_iterator(thrust::counting_iterator<offset_t>(0), maybe_at<D, T>{present, values});
  auto* out = ws.get<maybe<D>>(slot::reduce_out, 1);
  const maybe<D> init{D(m.identity()), false};
  std::size_t bytes = 0;
  GB_CUDA_CHECK(cub::DeviceReduce::Reduce(nullptr, bytes, in, out, std::int64_t(count), maybe_combine<Monoid, D>{m},
                                          init, ws.stream()));
  void* temp = ws.raw(slot::cub_temp, bytes ? bytes : 1);
  ::graphblade::detail::note_library_call();
  GB_CUDA_CHECK(cub::DeviceReduce::Reduce(temp, bytes, in, out, std::int64_t(count), maybe_combine<Monoid, D>{m},
                                          init, ws.stream()));
  maybe<D> result;
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_blocking(&result, out, sizeof(result), cudaMemcpyDeviceToHost));
  return result.has ? result.value : D(m.identity());
}

/// Threads per block of the counted-list reduction.
inline constexpr int counted_reduce_threads = 256;

/// Pass 1 of a reduction over values[k], k < *count (a sparse list whose count only the device
/// knows): block b folds its grid-stride share into partial[b]. O(*count + grid), not O(capacity).
template <class Monoid, class D, class T>
__global__ void reduce_counted_blocks(const T* values, const offset_t* count, Monoid m, maybe<D>* partial) {
  const offset_t n = *count;
  const maybe_combine<Monoid, D> combine{m};
  maybe<D> acc{D(m.identity()), false};
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += offset_t(gridDim.x) * blockDim.x)
    acc = combine(acc, maybe<D>{D(values[k]), true});
  using block_reduce = cub::BlockReduce<maybe<D>, counted_reduce_threads>;
  __shared__ typename block_reduce::TempStorage scratch;
  const maybe<D> block = block_reduce(scratch).Reduce(acc, combine);
  if (threadIdx.x == 0) partial[blockIdx.x] = block;
}

/// Pass 2: one block folds the `parts` partials into *out.
template <class Monoid, class D>
__global__ void reduce_counted_partials(const maybe<D>* partial, unsigned parts, Monoid m, maybe<D>* out) {
  const maybe_combine<Monoid, D> combine{m};
  maybe<D> acc{D(m.identity()), false};
  for (unsigned b = threadIdx.x; b < parts; b += blockDim.x) acc = combine(acc, partial[b]);
  using block_reduce = cub::BlockReduce<maybe<D>, counted_reduce_threads>;
  __shared__ typename block_reduce::TempStorage scratch;
  const maybe<D> all = block_reduce(scratch).Reduce(acc, combine);
  if (threadIdx.x == 0) *out = all;
}

/// *s = accum(*s, the reduction at *r) on the device (the identity when no entry was reduced).
template <class S, class Accum, class D>
__global__ void finish_device_scalar(S* s, Accum accum, const maybe<D>* r, D identity) {
  const D x = r ? (r->has ? r->value : identity) : identity;
  if constexpr (is_no_accum_v<Accum>) *s = S(x);
  else *s = S(accum(*s, S(x)));
}

}  // namespace detail

/// *s = accum(*s, ⊕_i u(i)) with s a device address on u's device: enqueued only, no host wait
/// (the output of a device loop's condition; ops/loop.hpp). Costs one CUB reduction and one kernel.
template <class S, class Accum, class Monoid, class TU>
void reduce_to_device(S* s, const Accum& accum, const Monoid& m, const Vector<TU>& u) {
  using D = typename Monoid::value_type;
  workspace& ws = default_workspace(u.where().device);
  detail::device_guard on(ws.device());
  const bool bitmap = u.kind() == storage::bitmap;
  // a bitmap or dense u is reduced over its size (its count may still be on the device); a sparse u
  // whose count is on the device over that count, read there (two passes: O(nvals), no host wait)
  const offset_t* limit = u.kind() == storage::sparse ? u.device_count() : nullptr;
  const offset_t count = u.kind() == storage::sparse && !limit ? u.nvals() : u.size();
  const detail::maybe<D>* result = nullptr;
  if (limit) {
    const unsigned parts = unsigned(ws.sm_count() * 2);
    auto* out = ws.get<detail::maybe<D>>(slot::reduce_out, std::size_t(parts) + 1);  // out[0], then the partials
    detail::launch("reduce_counted_blocks", GB_HERE, detail::reduce_counted_blocks<Monoid, D, TU>, parts,
                   detail::counted_reduce_threads, ws.stream(), u.values().data(), limit, m, out + 1);
    detail::launch("reduce_counted_partials", GB_HERE, detail::reduce_counted_partials<Monoid, D>, 1,
                   detail::counted_reduce_threads, ws.stream(), static_cast<const detail::maybe<D>*>(out + 1), parts,
                   m, out);
    result = out;
  } else if (count > 0) {
    auto in = thrust::make_transform_iterator(thrust::counting_iterator<offset_t>(0),
                                              detail::maybe_at<D, TU>{bitmap ? u.present().data() : nullptr,
                                                                      u.values().data()});
    auto* out = ws.get<detail::maybe<D>>(slot::reduce_out, 1);
    const detail::maybe<D> init{D(m.identity()), false};
    std::size_t bytes = 0;
    GB_CUDA_CHECK(cub::DeviceReduce::Reduce(nullptr, bytes, in, out, std::int64_t(count),
                                            detail::maybe_combine<Monoid, D>{m}, init, ws.stream()));
    void* temp = ws.raw(slot::cub_temp, bytes ? bytes : 1);
    ::graphblade::detail::note_library_call();
    GB_CUDA_CHECK(cub::DeviceReduce::Reduce(temp, bytes, in, out, std::int64_t(count),
                                            detail::maybe_combine<Monoid, D>{m}, init, ws.stream()));
    result = out;
  }
  detail::launch("finish_device_scalar", GB_HERE, detail::finish_device_scalar<S, Accum, D>, 1, 1, ws.stream(), s,
                 accum, result, D(m.identity()));
}

/// s = accum(s, ⊕_i u(i)) for a device vector u.
template <class S, class Accum, class Monoid, class TU>
void reduce(S& s, const Accum& accum, const Monoid& m, const Vector<TU>& u, const descriptor&) {
  workspace& ws = default_workspace(u.where().device);
  detail::device_guard on(ws.device());
  const bool bitmap = u.kind() == storage::bitmap;
  const offset_t count = u.kind() == storage::sparse ? u.nvals() : u.size();
  backend::accumulate_scalar(s, accum,
                         detail::reduce_entries(m, bitmap ? u.present().data() : nullptr, u.values().data(),
                                                u.nvals() == 0 ? 0 : count, ws));
}

/// s = accum(s, ⊕_ij A(i,j)) for a device matrix A.
template <class S, class Accum, class Monoid, class TA>
void reduce(S& s, const Accum& accum, const Monoid& m, const Matrix<TA>& A, const descriptor&) {
  workspace& ws = default_workspace(A.where().device);
  detail::device_guard on(ws.device());
  backend::accumulate_scalar(
      s, accum,
      detail::reduce_entries(m, nullptr, A.is_pattern() ? nullptr : A.values().data(), A.nvals(), ws));
}

/// w<mask> = accum(w, ⊕_j op(A)(i,j)) on a CUDA device: the product kernels with
/// the semiring (monoid, first) and a full input, so each row's fold may stop at
/// the monoid's terminal, and the device write-back.
template <class W, class Mask, class Accum, class Monoid, class TA>
void reduce(Vector<W>& w, const Mask& mask, const Accum& accum, const Monoid& m, const matrix_operand<TA>& A,
            const descriptor& desc) {
  using D = typename Monoid::value_type;
  const semiring<Monoid, first_op<D>> s{m, {}};
  detail::masked_product(false, w, mask, accum, s, A, detail::full_input<D>{A.ncols()}, desc);
}

}  // namespace graphblade::gpu
