// Tuning constants of the CUDA kernels, apart from the code that uses them
// (CUB's habit). Values chosen for Hopper (H100, sm_90); see bench/ for the
// measurements behind them.
#pragma once

namespace graphblade::gpu::tuning {

/// Threads per block of the element-wise and thread-per-vertex kernels.
inline constexpr int block_threads = 256;
/// Threads per block of the warp-per-vertex kernels (8 warps).
inline constexpr int warp_block_threads = 256;
/// Threads per block of the block-per-vertex kernel of the binned pull.
inline constexpr int vertex_block_threads = 256;
/// Resident blocks per SM assumed when a grid-stride kernel is sized from the
/// SM count (persistent grid: the work size is only known on the device).
inline constexpr int blocks_per_sm = 8;
/// A push whose frontier count only the device knows (spmspv_push_warp_scan) leaves an entry
/// of larger degree to spmspv_push_heavy (a block or more per entry), so that one warp walks at
/// most 32 x this many edges of a chunk.
inline constexpr unsigned heavy_push_degree = 256;
/// spmspv_push_heavy gives an entry of up to this degree one block (at most 32 edges per thread);
/// a larger one is spread over the whole grid.
inline constexpr unsigned huge_push_degree = 8192;
/// A push whose frontier count only the device knows takes the warp chunks (spmspv_push_warp_scan)
/// on a matrix of at most this many entries per list on average, else one thread per edge over the
/// grid's slices (spmspv_push_range_*): on kron:22 (30 per list) the chunks and heavy lists took the
/// second level 89 + 402 µs against 6 + ~180 µs; on luxembourg_osm (2) the slices cost ~4 µs more a
/// level (gb-push 16.5 against 20.2 ms; bench/results/h200-s24).
inline constexpr double warp_chunk_push_max_degree = 8;
/// Degree classes of the load-balanced pull: degree < warp_degree -> thread per
/// vertex; < block_degree -> warp per vertex; else block per vertex.
inline constexpr unsigned warp_degree = 32;
inline constexpr unsigned block_degree = 1024;
/// Words per lane of the bit-packed SpMM (BitMatrix rows of up to 32·this words
/// are handled by one warp per output row).
inline constexpr int bits_words_per_warp = 32;

}  // namespace graphblade::gpu::tuning
