// The Graph500 BFS benchmark (Graph500 spec v3: kernel 1 construction, kernel
// 2 BFS from 64 random roots, validation, TEPS statistics) on the distributed
// ueno-2d BFS (Ueno & Suzumura section II-A, VI). Run under mpirun; one rank
// is the single-node number.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/dist/ueno_bfs.hpp"

namespace graphblade::dist {

/// What to run.
struct graph500_options {
  int scale = 16;       ///< 2^scale vertices
  int edgefactor = 16;  ///< edgefactor·2^scale generated edges
  int roots = 64;       ///< BFS roots (non-isolated, seeded choice)
  std::uint64_t seed = 1;
  bool validate = true;  ///< check every BFS with the Graph500 parent rules
  /// GPU ranks (ueno_gpu_bfs: one GPU per rank, NCCL collectives) instead of CPU ranks.
  bool gpu_ranks = false;
  ueno_options bfs;
  /// Called on rank 0 as each phase ends (generation, construction, the warm-up BFS, every BFS with its
  /// gather, edge count and validation), with a line that says what ended and how long it took; a run cut off
  /// by a time limit then still says where its time went. Empty: nothing is reported.
  std::function<void(const std::string&)> progress;
};

/// One BFS of the run.
struct graph500_bfs {
  index_t root = 0;
  double seconds = 0;
  std::uint64_t nedge = 0;  ///< input edges (self-loops excluded) inside the root's component
  double teps = 0;
  bool valid = true;
  std::string problem;  ///< first validation problem, empty when valid
  std::vector<ueno_level_stats> levels;
};

/// A whole run: timings, per-BFS numbers and the official output block.
struct graph500_report {
  graph500_options options;
  int ranks = 1, R = 1, C = 1;
  std::string device_name = "cpu";  ///< rank 0's GPU model with gpu_ranks, else "cpu"
  double generation_time = 0, construction_time = 0;
  /// The untimed parts of a run (seconds, max over ranks): one BFS from the first root before the timed
  /// ones (its result unused), all validations together (each rank checks its share of the list,
  /// validate_parents_on_edges), and the whole run end to end.
  double warm_up_time = 0, validation_time = 0, total_time = 0;
  std::vector<graph500_bfs> runs;
  bool all_valid = true;
  /// The statistics block in the Graph500 reference's key order
  /// (SCALE, edgefactor, NBFS, ..., harmonic_mean_TEPS, harmonic_stddev_TEPS).
  std::vector<std::pair<std::string, double>> block;
};

/// Graph500's parent rules over an undirected edge list split over the ranks (collective over grid.world,
/// a host grid): each rank holds the whole parent array and its share src/dst (count pairs), checks the tree
/// and its share's edges (validate_parents_on_edges), and the tree-edge marks are reduce-scattered so rank k
/// checks vertices [k·n/P, (k+1)·n/P) (validate_tree_edges_seen). Each rank gets its own problems; the
/// verdict is every rank's ok.
validation_report validate_parents_distributed(process_grid& grid, index_t root, const std::vector<std::int64_t>& parent,
                                               const index_t* src, const index_t* dst, std::size_t count);

/// Generate, construct, run and validate. Collective over grid.world (a host,
/// MPI grid); with opt.gpu_ranks the BFS runs over an NCCL grid of the same
/// shape and construction_time includes the upload of the blocks to the GPU.
/// Throws invalid_value for a scale outside [1, 31] or roots < 1,
/// not_supported for gpu_ranks in a build without them.
graph500_report run_graph500(process_grid& grid, const graph500_options& opt);

/// Graph500 statistics of a sample (reference code's names): min,
/// firstquartile, median, thirdquartile, max, mean, stddev; with harmonic =
/// true also harmonic_mean and harmonic_stddev (for TEPS).
std::vector<std::pair<std::string, double>> graph500_statistics(std::vector<double> xs, bool harmonic);

}  // namespace graphblade::dist
