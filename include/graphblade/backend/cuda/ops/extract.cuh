// CUDA backend entry of extract (included by graphblade/ops/extract.hpp under
// nvcc): w<M> = accum(w, u(I)) as one element-wise kernel over k < |I|, and
// single-element reads of device vectors and matrices (one small kernel, one
// copy back).
#pragma once
#include <optional>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cuda/detail/vector_terms.cuh"

namespace graphblade::gpu {

namespace detail {

/// *found = the position k < n with list[k] == key (at most one), else unchanged.
static __global__ void find_in_list(const index_t* list, offset_t n, index_t key, offset_t* found) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < n; k += stride)
    if (list[k] == key) *found = k;
}

/// *found = the position of `key` in the sorted list[lo, hi) (one thread), else unchanged.
static __global__ void find_in_sorted(const index_t* list, const offset_t* offsets, index_t major, index_t key,
                                      offset_t* found) {
  offset_t lo = offsets[major], hi = offsets[major + 1];
  while (lo < hi) {
    const offset_t mid = (lo + hi) / 2;
    if (list[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  if (lo < offsets[major + 1] && list[lo] == key) *found = lo;
}

/// *found = the position of (major, key) in a COOC matrix (one thread), else unchanged.
static __global__ void find_in_cooc(const index_t* majors, const index_t* minors, offset_t nnz, index_t major,
                                    index_t key, offset_t* found) {
  offset_t lo = 0, hi = nnz;  // first entry of column `major`
  while (lo < hi) {
    const offset_t mid = (lo + hi) / 2;
    if (majors[mid] < major || (majors[mid] == major && minors[mid] < key)) lo = mid + 1;
    else hi = mid;
  }
  if (lo < nnz && majors[lo] == major && minors[lo] == key) *found = lo;
}

/// Copy one value of type T at device address src to the host.
template <class T>
T read_one(const T* src) {
  T x;
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_blocking(&x, src, sizeof(T), cudaMemcpyDeviceToHost));
  return x;
}

inline constexpr offset_t not_found = ~offset_t(0);

/// Run a finder kernel writing into a device counter; the position or not_found.
template <class Launch>
offset_t find_position(workspace& ws, Launch launch_finder) {
  offset_t* found = ws.device_counters() + primitives::reduced;
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(found, 0xff, sizeof(offset_t), ws.stream()));
  launch_finder(found);
  return ws.read_counters(primitives::reduced + 1)[primitives::reduced];
}

}  // namespace detail

/// w<mask> = accum(w, u(I)) on a CUDA device.
template <class W, class Mask, class Accum, class TU>
void extract(Vector<W>& w, const Mask& mask, const Accum& accum, const Vector<TU>& u, const std::vector<index_t>& I,
             const descriptor& desc) {
  workspace& ws = default_workspace(w.where().device);
  detail::device_guard on(ws.device());
  const detail::gather_term<W, TU> term{detail::device_index_list(I, ws),
                                        detail::make_lookup(u, ws, slot::input_present, slot::input_values)};
  detail::vector_op(w, mask, accum, desc.replace, term, ws);
}

/// u(i) of a device vector, if present.
template <class T>
std::optional<T> extract_element(const Vector<T>& u, index_t i) {
  workspace& ws = default_workspace(u.where().device);
  detail::device_guard on(ws.device());
  if (u.kind() == storage::dense) return detail::read_one(u.values().data() + i);
  if (u.kind() == storage::bitmap) {
    if (!detail::read_one(u.present().data() + i)) return std::nullopt;
    return detail::read_one(u.values().data() + i);
  }
  const offset_t k = detail::find_position(ws, [&](offset_t* found) {
    detail::launch("find_in_list", GB_HERE, detail::find_in_list, detail::grid_for(u.nvals(), tuning::block_threads, ws),
                   tuning::block_threads, ws.stream(), u.indices().data(), u.nvals(), i, found);
  });
  if (k == detail::not_found) return std::nullopt;
  return detail::read_one(u.values().data() + k);
}

/// A(i, j) of a device matrix, if stored.
template <class T>
std::optional<T> extract_element(const Matrix<T>& A, index_t i, index_t j) {
  workspace& ws = default_workspace(A.where().device);
  detail::device_guard on(ws.device());
  const offset_t k = detail::find_position(ws, [&](offset_t* found) {
    if (A.storage_format() == format::cooc)
      detail::launch("find_in_cooc", GB_HERE, detail::find_in_cooc, 1, 1, ws.stream(), A.major_indices().data(),
                     A.indices().data(), A.nvals(), j, i, found);
    else if (A.storage_format() == format::csr)
      detail::launch("find_in_sorted", GB_HERE, detail::find_in_sorted, 1, 1, ws.stream(), A.indices().data(),
                     A.offsets().data(), i, j, found);
    else
      detail::launch("find_in_sorted", GB_HERE, detail::find_in_sorted, 1, 1, ws.stream(), A.indices().data(),
                     A.offsets().data(), j, i, found);
  });
  if (k == detail::not_found) return std::nullopt;
  if (A.is_pattern()) return T(1);
  return detail::read_one(A.values().data() + k);
}

}  // namespace graphblade::gpu
