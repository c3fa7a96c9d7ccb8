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
/// Degree classes of the load-balanced pull: degree < warp_degree -> thread per
/// vertex; < block_degree -> warp per vertex; else block per vertex.
inline constexpr unsigned warp_degree = 32;
inline constexpr unsigned block_degree = 1024;
/// Words per lane of the bit-packed SpMM (BitMatrix rows of up to 32·this words
/// are handled by one warp per output row).
inline constexpr int bits_words_per_warp = 32;

}  // namespace graphblade::gpu::tuning
