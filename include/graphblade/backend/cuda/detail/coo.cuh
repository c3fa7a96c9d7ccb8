// Sparse-matrix results on the device through sorted coordinate keys: every
// matrix operand op(A) becomes 64-bit keys (row << 32 | col) in row-major
// order with its values (a CSC or transposed operand is re-sorted with
// cub::DeviceRadixSort), results are built as sorted keys, merged into C with
// the GraphBLAS rule (mask, accumulator, replace) by a stable sort of C's and
// T's keys together, and stored back in C's format. Used by the matrix forms
// of apply, select, eWiseAdd / eWiseMult and by SpGEMM (ESC: expand, sort,
// compress). Matrices of fewer than 2^32 entries.
#pragma once
#include <cuda_runtime.h>

#include <type_traits>

#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/detail/merge.cuh"
#include "graphblade/backend/cuda/primitives.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::detail {

__device__ __forceinline__ std::uint64_t make_key(index_t row, index_t col) {
  return (std::uint64_t(row) << 32) | col;
}
__device__ __forceinline__ index_t key_row(std::uint64_t k) { return index_t(k >> 32); }
__device__ __forceinline__ index_t key_col(std::uint64_t k) { return index_t(k & 0xffffffffu); }

/// The entries of a matrix as row-major sorted keys and values (device).
template <class T>
struct coo_keys {
  index_t nrows = 0, ncols = 0;
  buffer<std::uint64_t> keys;
  buffer<T> values;  ///< parallel to keys
  offset_t nnz() const { return keys.size(); }
};

/// key of entry e of a stored matrix, (row, col) of op(A) (transposed: swapped).
static __global__ void expand_keys(const offset_t* offsets, index_t nmajor, const index_t* minor, const index_t* major,
                            bool csr, bool transposed, offset_t nnz, std::uint64_t* keys) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < nnz; e += stride) {
    index_t maj;
    if (major) {
      maj = major[e];
    } else {  // the list holding e: largest r with offsets[r] <= e
      index_t lo = 0, hi = nmajor;
      while (hi - lo > 1) {
        const index_t mid = lo + (hi - lo) / 2;
        if (offsets[mid] <= e) lo = mid;
        else hi = mid;
      }
      maj = lo;
    }
    index_t row = csr ? maj : minor[e], col = csr ? minor[e] : maj;
    if (transposed) {
      const index_t t = row;
      row = col;
      col = t;
    }
    keys[e] = make_key(row, col);
  }
}

/// out[p] = W(in[perm[p]]) (perm null: identity; in null: pattern, every value 1).
template <class W, class S>
__global__ void permute_values(const offset_t* perm, const S* in, W* out, offset_t n) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < n; p += stride) {
    const offset_t q = perm ? perm[p] : p;
    out[p] = in ? W(in[q]) : W(S(1));
  }
}

/// Sort keys in place (with their values, type W) when they are not sorted yet.
template <class W>
void sort_by_key(buffer<std::uint64_t>& keys, buffer<W>& values, workspace& ws) {
  const offset_t n = keys.size();
  if (n == 0) return;
  buffer<std::uint64_t> sorted(n, keys.where());
  buffer<offset_t> perm(n, keys.where());
  primitives::sort_keys_with_positions(keys.data(), sorted.data(), perm.data(), n, ws);
  buffer<W> moved(n, keys.where());
  launch("permute_values", GB_HERE, permute_values<W, W>, grid_for(n, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const offset_t*>(perm.data()),
         static_cast<const W*>(values.data()), moved.data(), n);
  keys.swap(sorted);
  values.swap(moved);
}

/// op(A) as sorted keys with values cast to W.
template <class W, class TA>
coo_keys<W> coo_of(const matrix_operand<TA>& op, workspace& ws) {
  const Matrix<TA>& A = op.A;
  coo_keys<W> c;
  c.nrows = op.nrows();
  c.ncols = op.ncols();
  const offset_t n = A.nvals();
  c.keys = buffer<std::uint64_t>(n, A.where());
  c.values = buffer<W>(n, A.where());
  if (n == 0) return c;
  const bool cooc = A.storage_format() == format::cooc, csr = A.storage_format() == format::csr;
  launch("expand_keys", GB_HERE, expand_keys, grid_for(n, tuning::block_threads, ws), tuning::block_threads,
         ws.stream(), cooc ? nullptr : A.offsets().data(), A.major_dim(), A.indices().data(),
         cooc ? A.major_indices().data() : nullptr, csr, op.transposed, n, c.keys.data());
  launch("permute_values", GB_HERE, permute_values<W, TA>, grid_for(n, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const offset_t*>(nullptr),
         A.is_pattern() ? static_cast<const TA*>(nullptr) : A.values().data(), c.values.data(), n);
  const bool row_major = csr != op.transposed;  // CSR rows, or CSC columns of Aᵀ
  if (!row_major) sort_by_key(c.keys, c.values, ws);
  return c;
}

static __global__ void swap_key_halves(std::uint64_t* keys, offset_t n) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < n; p += stride)
    keys[p] = (keys[p] << 32) | (keys[p] >> 32);
}
static __global__ void split_keys(const std::uint64_t* keys, offset_t n, index_t* high, index_t* low) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < n; p += stride) {
    if (high) high[p] = key_row(keys[p]);
    low[p] = key_col(keys[p]);
  }
}

/// A valued matrix in format f from sorted keys (consumed).
template <class W>
Matrix<W> matrix_of(coo_keys<W>&& c, format f, const place& where, workspace& ws) {
  const offset_t n = c.nnz();
  const unsigned grid = grid_for(n, tuning::block_threads, ws);
  if (f != format::csr && n) {  // column-major keys for CSC / COOC
    launch("swap_key_halves", GB_HERE, swap_key_halves, grid, tuning::block_threads, ws.stream(), c.keys.data(), n);
    sort_by_key(c.keys, c.values, ws);
  }
  const index_t nmajor = f == format::csr ? c.nrows : c.ncols;
  buffer<offset_t> offsets;
  buffer<index_t> major;
  buffer<index_t> minor(n, where);
  if (f == format::cooc) {
    major = buffer<index_t>(n, where);
    launch("split_keys", GB_HERE, split_keys, grid, tuning::block_threads, ws.stream(),
           static_cast<const std::uint64_t*>(c.keys.data()), n, major.data(), minor.data());
  } else {
    offsets = buffer<offset_t>(offset_t(nmajor) + 1, where);
    primitives::offsets_of_sorted_keys(c.keys.data(), n, nmajor, offsets.data(), ws);
    launch("split_keys", GB_HERE, split_keys, grid, tuning::block_threads, ws.stream(),
           static_cast<const std::uint64_t*>(c.keys.data()), n, static_cast<index_t*>(nullptr), minor.data());
  }
  GB_HOST_SYNC(ws.stream());
  return Matrix<W>::adopt(c.nrows, c.ncols, f, std::move(offsets), std::move(minor), std::move(major),
                          std::move(c.values), where, false);
}

/// allows(key) of a matrix mask: binary search in its sorted keys; `on` holds
/// present && (structural || value != 0) per mask entry.
struct matrix_mask_ref {
  const std::uint64_t* keys = nullptr;
  const std::uint8_t* on = nullptr;
  offset_t n = 0;
  bool complemented = false, active = false;
  __device__ bool allows(std::uint64_t key) const {
    if (!active) return true;
    offset_t lo = 0, hi = n;
    while (lo < hi) {
      const offset_t mid = (lo + hi) / 2;
      if (keys[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    const bool set = lo < n && keys[lo] == key && on[lo];
    return set != complemented;
  }
};

template <class M>
__global__ void mask_values_on(const M* values, offset_t n, bool structural, std::uint8_t* on) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t p = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; p < n; p += stride)
    on[p] = (structural || values[p] != M(0)) ? 1 : 0;
}

/// The device form of a matrix mask; `storage` keeps its arrays alive.
struct matrix_mask {
  coo_keys<std::uint8_t> storage;
  matrix_mask_ref ref;
};
inline matrix_mask make_matrix_mask(no_mask_t, workspace&) { return {}; }
template <class M>
matrix_mask make_matrix_mask(const mask_view<Matrix<M>>& view, workspace& ws) {
  matrix_mask m;
  coo_keys<M> c = coo_of<M>(matrix_operand<M>{view.container(), false}, ws);
  m.storage.keys = std::move(c.keys);
  m.storage.values = buffer<std::uint8_t>(m.storage.keys.size(), view.container().where());
  launch("mask_values_on", GB_HERE, mask_values_on<M>, grid_for(m.storage.keys.size(), tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const M*>(c.values.data()), m.storage.keys.size(),
         view.structural, m.storage.values.data());
  m.ref = {m.storage.keys.data(), m.storage.values.data(), m.storage.keys.size(), view.complemented, true};
  return m;
}

/// Concatenation of two sorted key lists, stably sorted: pos[p] < na means
/// entry pos[p] of the first list, else entry pos[p] - na of the second; a key
/// present in both appears twice, the first list's entry first.
struct key_union {
  buffer<std::uint64_t> keys;
  buffer<offset_t> pos;
  buffer<index_t> heads;  ///< first position of each distinct key
  offset_t nheads = 0;
};
inline key_union union_of_keys(const buffer<std::uint64_t>& a, const buffer<std::uint64_t>& b, const place& where,
                               workspace& ws) {
  key_union u;
  const offset_t na = a.size(), nb = b.size(), n = na + nb;
  buffer<std::uint64_t> cat(n, where);
  if (na) GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(cat.data(), a.data(), na * 8, cudaMemcpyDeviceToDevice, ws.stream()));
  if (nb) GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(cat.data() + na, b.data(), nb * 8, cudaMemcpyDeviceToDevice, ws.stream()));
  u.keys = buffer<std::uint64_t>(n, where);
  u.pos = buffer<offset_t>(n, where);
  u.heads = buffer<index_t>(n, where);
  primitives::sort_keys_with_positions(cat.data(), u.keys.data(), u.pos.data(), n, ws);
  offset_t* d_count = ws.device_counters() + primitives::selected_count;
  primitives::run_heads(u.keys.data(), n, u.heads.data(), d_count, ws);
  u.nheads = n ? ws.read_counters(primitives::selected_count + 1)[primitives::selected_count] : 0;
  return u;
}

/// For each distinct key of a union: the entry from the first list (x) and / or
/// the second (y), combined by `rule(has_x, x, has_y, y, key, z) -> keep`.
template <class W, class X, class Y, class Rule>
__global__ void combine_union(const std::uint64_t* keys, const offset_t* pos, const index_t* heads, offset_t nheads,
                              offset_t n, offset_t na, const X* xs, const Y* ys, Rule rule, std::uint64_t* out_keys,
                              W* out_values, std::uint8_t* keep) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t h = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; h < nheads; h += stride) {
    const offset_t p = heads[h];
    bool has_x = false, has_y = false;
    X x{};
    Y y{};
    for (offset_t q = p; q < n && keys[q] == keys[p]; ++q) {
      if (pos[q] < na) {
        has_x = true;
        x = xs[pos[q]];
      } else {
        has_y = true;
        y = ys[pos[q] - na];
      }
    }
    W z{};
    keep[h] = rule(has_x, x, has_y, y, keys[p], z) ? 1 : 0;
    out_keys[h] = keys[p];
    out_values[h] = z;
  }
}

template <class T>
__global__ void compact_kept(const index_t* kept, const offset_t* count, const std::uint64_t* keys, const T* values,
                             std::uint64_t* out_keys, T* out_values) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t k = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; k < *count; k += stride) {
    out_keys[k] = keys[kept[k]];
    out_values[k] = values[kept[k]];
  }
}

/// The entries h < nheads with keep[h] set, as coo_keys (order kept).
template <class W>
coo_keys<W> keep_flagged(index_t nrows, index_t ncols, const buffer<std::uint64_t>& keys, const buffer<W>& values,
                         const std::uint8_t* keep, offset_t n, const place& where, workspace& ws) {
  coo_keys<W> out;
  out.nrows = nrows;
  out.ncols = ncols;
  index_t* kept = ws.get<index_t>(slot::t_list, n ? n : 1);
  offset_t* d_count = ws.device_counters() + primitives::selected_count;
  primitives::select_flagged(keep, index_t(n), kept, d_count, ws);
  const offset_t count = ws.read_counters(primitives::selected_count + 1)[primitives::selected_count];
  out.keys = buffer<std::uint64_t>(count, where);
  out.values = buffer<W>(count, where);
  launch("compact_kept", GB_HERE, compact_kept<W>, grid_for(count, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const index_t*>(kept), static_cast<const offset_t*>(d_count),
         keys.data(), values.data(), out.keys.data(), out.values.data());
  return out;
}

/// Combine two sorted key lists into a new one (see combine_union).
template <class W, class X, class Y, class Rule>
coo_keys<W> combine(index_t nrows, index_t ncols, const buffer<std::uint64_t>& xk, const X* xv,
                    const buffer<std::uint64_t>& yk, const Y* yv, const Rule& rule, const place& where,
                    workspace& ws) {
  key_union u = union_of_keys(xk, yk, where, ws);
  buffer<std::uint64_t> keys(u.nheads, where);
  buffer<W> values(u.nheads, where);
  buffer<std::uint8_t> keep(u.nheads, where);
  launch("combine_union", GB_HERE, combine_union<W, X, Y, Rule>, grid_for(u.nheads, tuning::block_threads, ws),
         tuning::block_threads, ws.stream(), static_cast<const std::uint64_t*>(u.keys.data()),
         static_cast<const offset_t*>(u.pos.data()), static_cast<const index_t*>(u.heads.data()), u.nheads,
         xk.size() + yk.size(), xk.size(), xv, yv, rule, keys.data(), values.data(), keep.data());
  return keep_flagged(nrows, ncols, keys, values, keep.data(), u.nheads, where, ws);
}

/// The write-back rule per key: old C entry x, term y (GraphBLAS §3.5.6).
template <class W, class Accum>
struct merge_rule {
  matrix_mask_ref mask;
  bool replace;
  Accum accum;
  __device__ bool operator()(bool has_old, const W& old, bool has_t, const W& t, std::uint64_t key, W& z) const {
    return merged_entry(mask.allows(key), replace, accum, has_old, old, has_t, t, z);
  }
};

/// C<mask> = accum(C, T) with T as sorted keys; C keeps its format.
template <class W, class MaskArg, class Accum>
void merge_into_matrix(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, coo_keys<W>&& T, bool replace,
                       workspace& ws) {
  const place where = C.where();
  matrix_mask mask = make_matrix_mask(mask_arg, ws);
  coo_keys<W> old;  // empty when the old entries cannot survive (no accum, and replace or no mask)
  if (!(is_no_accum_v<Accum> && (replace || is_no_mask_v<MaskArg>))) old = coo_of<W>(matrix_operand<W>{C, false}, ws);
  const merge_rule<W, Accum> rule{mask.ref, replace, accum};
  coo_keys<W> z = combine<W>(C.nrows(), C.ncols(), old.keys, static_cast<const W*>(old.values.data()), T.keys,
                             static_cast<const W*>(T.values.data()), rule, where, ws);
  C = matrix_of(std::move(z), C.storage_format(), where, ws);
}

}  // namespace graphblade::gpu::detail
