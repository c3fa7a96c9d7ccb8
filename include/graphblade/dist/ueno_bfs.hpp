// ueno-2d: level-synchronous BFS on a 2-D partitioned graph (Ueno & Suzumura,
// "Parallel Distributed Breadth First Search on GPU", Algorithm II with the
// section V techniques): compressed expand (bitmap when the frontier holds
// more than alpha·n vertices, else a VLQ-coded sorted list: Algorithm III),
// shared visited vertices SV filtering the fold (section V-F, NQ shared along
// processor-rows too), vertex sorting (dist_graph), plus direction-optimising
// bottom-up levels (Beamer et al.'s switch, as later Graph500 codes add).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/dist/dist_graph.hpp"

namespace graphblade::dist {

/// Knobs of ueno-2d.
struct ueno_options {
  /// Expand with a bitmap when the global frontier exceeds alpha·n vertices,
  /// else with a VLQ list (Ueno & Suzumura: alpha = 1/16). 0 forces bitmaps, >= 1 lists.
  double alpha = 1.0 / 16.0;
  /// List format: 0 = sequential VLQ (CPU ranks), w > 0 = SIMD-VLQ in groups
  /// of w lanes (section V-C; 32 = a warp, the GPU's wire format).
  unsigned simd_vlq_width = 0;
  /// Direction optimisation (Beamer): go bottom-up when m_f > m_u / do_alpha,
  /// back top-down when n_f < n / do_beta. false = top-down only (Algorithm II).
  bool direction_optimising = true;
  double do_alpha = 14.0, do_beta = 24.0;
  /// Bottom-up levels as Beamer, Buluç, Asanović & Yelick's 2-D bottom-up (SC'13): the C processors of a
  /// row take the row set's C owner blocks in turn (C sub-steps, each passing its block's visited bits to
  /// the next processor), so a vertex is found by one processor of its row and the fold carries one record
  /// per newly visited vertex (without: up to C). On by default: on four H200s (2x2, scale 27) it cut the
  /// fold by 39 % and the BFS by 12 %, on CPU ranks (1x2, scale 19) the BFS by 15-20 %.
  bool rotate_bottom_up = true;
  /// Filter fold traffic with the shared-visited bitmap SV (section V-F).
  bool shared_visited = true;
  /// GPU ranks: a top-down frontier vertex of more out-edges than this has
  /// them spread over the whole GPU instead of one warp (hubs). CPU ranks ignore it.
  std::uint64_t gpu_heavy_degree = 1024;
  /// GPU ranks: before the timer, one small allgatherv and all-to-all on the row and the column
  /// communicators, waited for. A Graph500 BFS follows seconds of validation in which NCCL's links sit
  /// idle (the reference code barriers its ranks before timing each BFS too). CPU ranks ignore it.
  bool prime_exchanges = true;
  /// GPU ranks, with prime_exchanges: first keep every rank's GPU busy this many milliseconds (rounds of a
  /// spin kernel on every SM and a small exchange on each communicator), untimed. After 0.1 s or more of
  /// idling an NCCL exchange costs 4-5× for milliseconds, not only the first one (bench/results/h100x4-s16's
  /// probe), and a Graph500 BFS follows seconds of host-side gather and validation: `graphblade-dist` primes
  /// 10 ms (bench/results/h100x4-s18). 0 (the default: traversals run back to back need none): the
  /// exchanges only. Every rank must pass the same value.
  double prime_ms = 0;
};

/// One level's cost, summed (bytes) or maximised (seconds) over ranks.
struct ueno_level_stats {
  int level = 0;
  bool bottom_up = false;
  std::uint64_t frontier = 0;                      ///< |NQ| entering the level, all ranks
  bool expand_bitmap = false;                      ///< expand sent bitmaps (else lists)
  bool lists_coded = true;                         ///< lists were VLQ-coded (false: plain labels, GPU ranks)
  std::uint64_t expand_bytes = 0;                  ///< bytes each rank contributed to expand, summed
  std::uint64_t expand_bitmap_bytes = 0;           ///< what bitmaps would have cost, summed
  std::uint64_t fold_bytes = 0;                    ///< bytes sent in the fold all-to-all, summed
  std::uint64_t fold_edges_filtered = 0;           ///< frontier edges SV dropped before the fold, summed
  double compute_s = 0, expand_s = 0, fold_s = 0;  ///< slowest rank
};

/// A distributed BFS's result on this rank plus per-level statistics.
struct ueno_result {
  /// Gathered on every rank: levels and parents (original ids) of all n vertices.
  bfs_result bfs;
  std::vector<ueno_level_stats> levels;
  double seconds = 0;  ///< traversal time (slowest rank), excluding the gather
};

/// Run ueno-2d from `source` (original id) over grid.world; collective.
/// Throws invalid_index when source >= n.
ueno_result ueno_2d_bfs(process_grid& grid, const dist_graph& g, index_t source, const ueno_options& opt = {});

/// ueno-2d on GPU ranks (Ueno & Suzumura section V: one GPU per 2-D
/// processor): the rank's push and pull blocks, label maps, NQ, CQ, SV and
/// VISITED live on its GPU, every level runs in CUDA kernels (src/dist/ueno_gpu.cu)
/// and expand / fold move device buffers over the NCCL communicators of the
/// grid. Build once per graph, run many sources. Expand lists are plain 32-bit
/// labels (no VLQ coding on the GPU yet; simd_vlq_width is ignored).
class ueno_gpu_bfs {
 public:
  /// Upload g's blocks to CUDA device `device` (-1: nccl_device()). `grid`
  /// (kept by reference, as g: both must outlive this object) is a
  /// device-buffer grid of g's shape: process_grid::make(nccl_world(), R, C),
  /// or over device_staged(mpi_world(), device) to share one GPU among ranks.
  /// Throws not_supported when the build has no GPU ranks, invalid_value for
  /// a host grid, another shape or no device.
  ueno_gpu_bfs(process_grid& grid, const dist_graph& g, int device = -1);
  ~ueno_gpu_bfs();
  ueno_gpu_bfs(const ueno_gpu_bfs&) = delete;
  ueno_gpu_bfs& operator=(const ueno_gpu_bfs&) = delete;
  /// As ueno_2d_bfs: collective; throws invalid_index when source >= n.
  ueno_result run(index_t source, const ueno_options& opt = {});
  /// True when this build has GPU ranks (the CUDA backend and NCCL).
  static bool available();
  /// The model name of this rank's GPU (for benchmark records).
  std::string device_name() const;

 private:
  struct state;
  std::unique_ptr<state> s_;
};

/// Per-level statistics as a JSON array text (keys as ueno_level_stats, plus
/// compression = expand_bytes / expand_bitmap_bytes).
std::string level_stats_json(const std::vector<ueno_level_stats>& levels);

}  // namespace graphblade::dist
