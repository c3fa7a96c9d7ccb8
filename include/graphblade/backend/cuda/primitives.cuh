// Whole-array primitives of the CUDA backend built on CUB (compaction, scans,
// counts, sorts): compiled once in src/cuda/primitives.cu for the fixed
// index types, so user translation units never instantiate CUB. Results that
// the host needs are returned after a synchronisation; others stay on the
// device (d_count arguments) so the next kernel reads them without a sync.
#pragma once
#include <cstdint>

#include "graphblade/core/types.hpp"
#include "graphblade/backend/cuda/workspace.cuh"

namespace graphblade::gpu::primitives {

/// Device counters of the workspace used by the primitives and the products.
/// slices_done: the device-count push's finished blocks (spmspv_push_range_offsets), zero between launches;
/// heavy_count, huge_count: the entries the warp-chunk push leaves to spmspv_push_heavy.
enum counter : int { list_count = 0, selected_count = 1, bin_counts = 2 /* 2 entries */, reduced = 5, slices_done = 6,
               heavy_count = 7 /* 2 entries: then huge_count */ };
static_assert(heavy_count + 2 <= workspace::counters, "the workspace holds every counter");

/// Number of nonzero bytes among flags[0, n) (synchronises).
offset_t count_nonzero(const std::uint8_t* flags, index_t n, workspace& ws);
/// The indices i < n with flags[i] != 0, ascending, into out[0, *d_count).
void select_flagged(const std::uint8_t* flags, index_t n, index_t* out, offset_t* d_count, workspace& ws);
/// The indices i < n whose bit is set in bits (bit i: word i / 32, bit i % 32), ascending, into out[0, *d_count)
/// (one pass over n / 8 bytes: the bitset of a product's terms, compacted without a byte per index).
void select_set_bits(const std::uint32_t* bits, index_t n, index_t* out, offset_t* d_count, workspace& ws);
/// out[i] = i for i < n.
void iota(index_t* out, index_t n, workspace& ws);
/// out[f] = Σ_{g<f} degree(frontier[g]) for f <= count (out[count] = total
/// edges), degree(k) = offsets[k+1] - offsets[k]: the load-balanced push's map
/// from edges to frontier entries (cub::DeviceScan::ExclusiveSum).
void frontier_edge_offsets(const offset_t* offsets, const index_t* frontier, offset_t count, offset_t* out,
                           workspace& ws);
/// Stable sort of 64-bit keys (cub::DeviceRadixSort::SortPairs): keys_out =
/// keys_in sorted, perm_out[p] = the input position of keys_out[p].
void sort_keys_with_positions(const std::uint64_t* keys_in, std::uint64_t* keys_out, offset_t* perm_out, offset_t n,
                              workspace& ws);
/// offsets[r] = first position p with keys[p] >> 32 >= r, for r <= nrows
/// (keys sorted ascending: row-major (row << 32 | col) keys -> CSR offsets).
void offsets_of_sorted_keys(const std::uint64_t* keys, offset_t n, index_t nrows, offset_t* offsets,
                            workspace& ws);
/// Positions p < n that start a run of equal keys (sorted keys), ascending,
/// into heads[0, *d_count); n < 2^32.
void run_heads(const std::uint64_t* keys, offset_t n, index_t* heads, offset_t* d_count, workspace& ws);

}  // namespace graphblade::gpu::primitives
