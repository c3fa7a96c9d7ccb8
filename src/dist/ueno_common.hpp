// What the CPU ranks (ueno_bfs.cpp) and the GPU ranks (ueno_gpu.cu) of ueno-2d
// share (Ueno & Suzumura Algorithm II): one level's per-rank numbers and their
// reduction over ranks, the fold's wire record, and the final gather of every
// owner's levels and parents in original ids. Private to src/dist.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/dist/ueno_bfs.hpp"

namespace graphblade::dist::detail {

/// One frontier edge for the fold: the owner-local label of the reached
/// vertex and the original id of its parent.
struct found_edge {
  index_t label, parent;
};

/// Which of the C owner blocks of a row set (C + 1 offsets at row_block_start) holds row vertex v: the CPU
/// ranks' emits, the GPU kernels' fold records and the GPU host's sizing of the fold regions ask the same
/// question (C is small: a scan).
GB_INLINE int block_owner(const index_t* row_block_start, int C, index_t v) {
  int jj = 0;
  while (jj + 1 < C && row_block_start[jj + 1] <= v) ++jj;
  return jj;
}

/// Per-rank numbers of one level, reduced over ranks after the traversal.
struct local_level {
  bool bottom_up = false, bitmap = false, lists_coded = true;
  std::uint64_t frontier = 0, expand_bytes = 0, bitmap_bytes = 0, fold_bytes = 0, filtered = 0;
  double compute_s = 0, expand_s = 0, fold_s = 0;
};

/// Beamer's switch as ueno-2d applies it: go bottom-up when m_f > m_u / do_alpha,
/// back top-down when n_f < n / do_beta; returns the direction of this level.
bool choose_bottom_up(const ueno_options& opt, bool bottom_up, std::int64_t m_f, std::int64_t m_u, std::int64_t n_f,
                      index_t n);

/// Sum (bytes, counts) or maximise (seconds) every level's numbers over grid.world.
std::vector<ueno_level_stats> reduce_level_stats(process_grid& grid, const std::vector<local_level>& stats);

/// Gather (original id, level, parent) of every owned label to every rank, as
/// a bfs_result in original ids. Stages through CUDA device `device` when
/// grid.world takes device buffers (NCCL).
bfs_result gather_owned(process_grid& grid, const dist_graph& g, index_t source, const std::vector<std::int32_t>& level,
                        const std::vector<std::int64_t>& parent, int device = -1);

}  // namespace graphblade::dist::detail
