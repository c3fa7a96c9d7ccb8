// CUDA kernels of the bit-matrix operations (ops/bit_matrix_ops.hpp; iBFS,
// SIGMOD'16 §6): grid-stride loops over the n·k words or the n rows of the
// operands; counts go through the workspace's device counters.
#pragma once
#include <cuda_runtime.h>

#include <cstdint>
#include <vector>

#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu {
namespace detail {

#define GB_BITS_GRID_STRIDE(i, total)                                                        \
  for (offset_t i = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; i < offset_t(total); \
       i += offset_t(gridDim.x) * blockDim.x)

static __global__ void bits_set_rows_kernel(std::uint64_t* c, index_t k, const index_t* rows, offset_t count) {
  GB_BITS_GRID_STRIDE(j, count) {
    atomicOr(reinterpret_cast<unsigned long long*>(c + offset_t(rows[j]) * k + j / 64),
             (unsigned long long)(std::uint64_t(1) << (j % 64)));
  }
}

static __global__ void bits_copy_kernel(std::uint64_t* c, const std::uint64_t* x, offset_t nw) {
  GB_BITS_GRID_STRIDE(i, nw) c[i] = x[i];
}

static __global__ void bits_andnot_kernel(std::uint64_t* c, const std::uint64_t* x, const std::uint64_t* y,
                                          offset_t nw) {
  GB_BITS_GRID_STRIDE(i, nw) c[i] = x[i] & ~y[i];
}

static __global__ void bits_count_kernel(const std::uint64_t* x, offset_t nw, offset_t* count) {
  offset_t mine = 0;
  GB_BITS_GRID_STRIDE(i, nw) mine += offset_t(__popcll(x[i]));
  if (mine) atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)mine);
}

static __global__ void bits_rows_where_kernel(const std::uint64_t* x, index_t n, index_t k, bool all,
                                              std::uint8_t* present, bool* value, offset_t* count) {
  offset_t mine = 0;
  GB_BITS_GRID_STRIDE(i, n) {
    std::uint64_t any = 0, every = ~std::uint64_t(0);
    for (index_t j = 0; j < k; ++j) {
      any |= x[i * k + j];
      every &= x[i * k + j];
    }
    const bool in = all ? !~every : any != 0;
    present[i] = in ? 1 : 0;
    value[i] = true;
    mine += in ? 1 : 0;
  }
  if (mine) atomicAdd(reinterpret_cast<unsigned long long*>(count), (unsigned long long)mine);
}

template <class T>
__global__ void bits_assign_kernel(T* l, index_t cols, const std::uint64_t* m, index_t k, index_t n, T value) {
  GB_BITS_GRID_STRIDE(t, offset_t(n) * k) {
    const offset_t i = t / k;
    const index_t w = index_t(t % k);
    for (std::uint64_t bits = m[t]; bits; bits &= bits - 1) {
      const index_t j = 64 * w + index_t(__ffsll((long long)bits) - 1);
      if (j < cols) l[i * cols + j] = value;
    }
  }
}

static __global__ void bits_masked_merge_kernel(std::uint64_t* c, const std::uint64_t* m, const std::uint64_t* t,
                                                offset_t nw, bool complemented, bool accumulate, bool replace) {
  GB_BITS_GRID_STRIDE(i, nw) {
    const std::uint64_t allow = complemented ? ~m[i] : m[i];
    const std::uint64_t z = accumulate ? t[i] | c[i] : t[i];
    c[i] = (allow & z) | (~allow & (replace ? 0 : c[i]));
  }
}

#undef GB_BITS_GRID_STRIDE

}  // namespace detail

/// C = 0; C(rows[j], j) = 1 on a CUDA device.
inline void bits_from_rows(BitMatrix& C, const std::vector<index_t>& rows) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  GB_CUDA_CHECK(cudaMemsetAsync(C.words().data(), 0, C.words().bytes(), ws.stream()));
  if (rows.empty()) return;
  index_t* d_rows = ws.get<index_t>(slot::frontier, rows.size());
  GB_CUDA_CHECK(cudaMemcpyAsync(d_rows, rows.data(), rows.size() * sizeof(index_t), cudaMemcpyHostToDevice,
                                ws.stream()));
  const int threads = tuning::block_threads;
  detail::launch("bits_set_rows", GB_HERE, detail::bits_set_rows_kernel, detail::grid_for(rows.size(), threads, ws),
                 threads, ws.stream(), C.words().data(), C.words_per_row(), static_cast<const index_t*>(d_rows),
                 offset_t(rows.size()));
  GB_CUDA_CHECK(cudaStreamSynchronize(ws.stream()));  // rows' host memory may go
}

/// C = X on a CUDA device.
inline void bits_copy(BitMatrix& C, const BitMatrix& X) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  GB_CUDA_CHECK(cudaMemcpyAsync(C.words().data(), X.words().data(), X.words().bytes(), cudaMemcpyDeviceToDevice,
                                ws.stream()));
}

/// C = X ∧ ¬Y on a CUDA device.
inline void bits_andnot(BitMatrix& C, const BitMatrix& X, const BitMatrix& Y) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  const offset_t nw = X.words().size();
  const int threads = tuning::block_threads;
  detail::launch("bits_andnot", GB_HERE, detail::bits_andnot_kernel, detail::grid_for(nw, threads, ws), threads,
                 ws.stream(), C.words().data(), X.words().data(), Y.words().data(), nw);
}

/// count = number of set bits of X on a CUDA device (synchronous).
inline void bits_count_into(offset_t& count, const BitMatrix& X) {
  workspace& ws = default_workspace(X.where().device);
  detail::device_guard on(ws.device());
  const offset_t nw = X.words().size();
  const int threads = tuning::block_threads;
  ws.clear_counters(1);
  detail::launch("bits_count", GB_HERE, detail::bits_count_kernel, detail::grid_for(nw, threads, ws), threads,
                 ws.stream(), X.words().data(), nw, ws.device_counters());
  count = ws.read_counters(1)[0];
}

namespace detail {
/// f = the rows of X with a set bit (all = false) or with every bit set (all = true), on a CUDA device.
inline void bits_rows_where(Vector<bool>& f, const BitMatrix& X, bool all) {
  const index_t n = X.nrows();
  if (f.size() != n || f.kind() != storage::bitmap || f.where() != X.where())
    f = Vector<bool>(n, storage::bitmap, X.where());
  workspace& ws = default_workspace(X.where().device);
  device_guard on(ws.device());
  const int threads = tuning::block_threads;
  ws.clear_counters(1);
  launch("bits_rows_where", GB_HERE, bits_rows_where_kernel, grid_for(n, threads, ws), threads, ws.stream(),
         X.words().data(), n, X.words_per_row(), all, f.present().data(), f.values().data(), ws.device_counters());
  f.set_nvals(ws.read_counters(1)[0], true);
}
}  // namespace detail

/// f = the rows of X holding a bit (bitmap Vector<bool>, entries true) on a CUDA device.
inline void bits_any_row(Vector<bool>& f, const BitMatrix& X) { detail::bits_rows_where(f, X, false); }

/// g = the rows of X with every bit set (bitmap Vector<bool>, entries true) on a CUDA device.
inline void bits_all_row(Vector<bool>& g, const BitMatrix& X) { detail::bits_rows_where(g, X, true); }

/// L<M> = value on a CUDA device.
template <class T>
void bits_assign(DenseMatrix<T>& L, const BitMatrix& M, const T& value) {
  workspace& ws = default_workspace(L.where().device);
  detail::device_guard on(ws.device());
  const int threads = tuning::block_threads;
  detail::launch("bits_assign", GB_HERE, detail::bits_assign_kernel<T>,
                 detail::grid_for(offset_t(M.nrows()) * M.words_per_row(), threads, ws), threads, ws.stream(),
                 L.values().data(), L.ncols(), M.words().data(), M.words_per_row(), M.nrows(), value);
}

/// C<mask> = accum(C, T) word by word on a CUDA device (see the CPU kernel).
inline void bits_masked_merge(BitMatrix& C, const BitMatrix& M, bool complemented, const BitMatrix& T,
                              bool accumulate, bool replace) {
  workspace& ws = default_workspace(C.where().device);
  detail::device_guard on(ws.device());
  const offset_t nw = C.words().size();
  const int threads = tuning::block_threads;
  detail::launch("bits_masked_merge", GB_HERE, detail::bits_masked_merge_kernel, detail::grid_for(nw, threads, ws),
                 threads, ws.stream(), C.words().data(), static_cast<const std::uint64_t*>(M.words().data()),
                 static_cast<const std::uint64_t*>(T.words().data()), nw, complemented, accumulate, replace);
}

}  // namespace graphblade::gpu
