// The structure cuSPARSE does not return: a library product gives dense
// values with 0 where op(A)'s row is empty, while GraphBLAS has an entry at
// output o exactly when N(o,:) (N = op(A), or its transpose for vxm) holds at
// least one entry (C API 2.0 §3.5.6: t's structure is the symbolic product).
// So the presence flags come from A's structure, never from values != 0:
// compressed lists serving the output (CSR rows, CSC columns) give them from
// their offsets (one thread per list, a warp's 32 flags packed with
// __ballot_sync); otherwise one pass over the entries' output indices.
// Also: 64-bit row offsets narrowed to the 32-bit ones cuSPARSE takes.
#pragma once
#include <cuda_runtime.h>

#include <cstdint>

#include "graphblade/container/matrix.hpp"
#include "graphblade/backend/cuda/detail/launch.cuh"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::cusparse {

/// bits[o/32] bit o%32 = (offsets[o+1] > offsets[o]) for o < n; every word written.
static __global__ void nonempty_lists_to_bits(const offset_t* offsets, index_t n, std::uint32_t* bits) {
  const offset_t padded = (offset_t(n) + 31) / 32 * 32;  // whole warps iterate together (stride is a multiple of 32)
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t o = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; o < padded; o += stride) {
    const bool has = o < n && offsets[o + 1] > offsets[o];
    const unsigned word = __ballot_sync(0xffffffffu, has);
    if ((o & 31) == 0) bits[o / 32] = word;
  }
}

/// Set bit out[e] for every entry e < nnz (bits zeroed beforehand).
static __global__ void entries_to_bits(const index_t* out, offset_t nnz, std::uint32_t* bits) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < nnz; e += stride)
    atomicOr(bits + out[e] / 32, 1u << (out[e] % 32));
}

/// has[o] = (offsets[o+1] > offsets[o]) for o < n.
static __global__ void nonempty_lists_to_bytes(const offset_t* offsets, index_t n, std::uint8_t* has) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t o = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; o < n; o += stride)
    has[o] = offsets[o + 1] > offsets[o] ? 1 : 0;
}

/// has[out[e]] = 1 for every entry e < nnz (has zeroed beforehand; equal values written).
static __global__ void entries_to_bytes(const index_t* out, offset_t nnz, std::uint8_t* has) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t e = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; e < nnz; e += stride) has[out[e]] = 1;
}

/// out[r] = int32(in[r]) for r < n (offsets of fewer than 2^31 entries).
static __global__ void narrow_offsets(const offset_t* in, offset_t n, std::int32_t* out) {
  const offset_t stride = offset_t(gridDim.x) * blockDim.x;
  for (offset_t r = offset_t(blockIdx.x) * blockDim.x + threadIdx.x; r < n; r += stride) out[r] = std::int32_t(in[r]);
}

/// True when A's compressed lists are the outputs (CSR rows for a row output,
/// CSC columns for a column output): the structure comes from the offsets.
template <class TA>
bool lists_are_outputs(const Matrix<TA>& A, bool out_is_row) {
  const format f = A.storage_format();
  return f != format::cooc && out_is_row == (f == format::csr);
}

/// Which array of A names each entry's output index, when the lists are not
/// the outputs (may be null when A has no entries: decide with lists_are_outputs).
template <class TA>
const index_t* entry_outputs(const Matrix<TA>& A, bool out_is_row) {
  if (A.storage_format() == format::cooc) return out_is_row ? A.indices().data() : A.major_indices().data();
  return A.indices().data();
}

/// The output structure as a bitset over n_out outputs (bits zeroed by the caller).
template <class TA>
void mark_outputs(const Matrix<TA>& A, bool out_is_row, index_t n_out, std::uint32_t* bits, workspace& ws) {
  using detail::grid_for;
  using detail::launch;
  if (!lists_are_outputs(A, out_is_row)) {
    if (A.nvals() == 0) return;
    const index_t* out = entry_outputs(A, out_is_row);
    launch("entries_to_bits", GB_HERE, entries_to_bits, grid_for(A.nvals(), tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), out, A.nvals(), bits);
  } else {
    launch("nonempty_lists_to_bits", GB_HERE, nonempty_lists_to_bits, grid_for(n_out, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), A.offsets().data(), n_out, bits);
  }
}

/// The output structure as one byte per output (has zeroed by the caller).
template <class TA>
void mark_outputs(const Matrix<TA>& A, bool out_is_row, index_t n_out, std::uint8_t* has, workspace& ws) {
  using detail::grid_for;
  using detail::launch;
  if (!lists_are_outputs(A, out_is_row)) {
    if (A.nvals() == 0) return;
    const index_t* out = entry_outputs(A, out_is_row);
    launch("entries_to_bytes", GB_HERE, entries_to_bytes, grid_for(A.nvals(), tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), out, A.nvals(), has);
  } else {
    launch("nonempty_lists_to_bytes", GB_HERE, nonempty_lists_to_bytes, grid_for(n_out, tuning::block_threads, ws),
           tuning::block_threads, ws.stream(), A.offsets().data(), n_out, has);
  }
}

}  // namespace graphblade::gpu::cusparse
