// What one benchmark run measures: graphs × algorithms × devices × thread
// counts, with the same seeded sources for every implementation (gapbs /
// Graph500 habit). Filled by `graphblade bench` options and by the demo.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"

namespace graphblade::bench {

/// Settings of a benchmark run; the defaults are those of `graphblade bench`.
struct bench_settings {
  std::vector<std::string> graphs;   ///< files, bare names in <data>/graphs, or generator specs
  std::vector<std::string> algos;    ///< empty: every registered algorithm
  std::vector<std::string> devices;  ///< empty: cpu, plus cuda when a GPU is usable
  std::vector<int> threads;          ///< OpenMP threads per run; empty: omp_get_max_threads()
  int sources = 16;                  ///< seeded non-isolated sources per graph
  std::uint64_t seed = 1;            ///< source picker seed
  int trials = 1;                    ///< timed traversals per source
  int warmup = 1;                    ///< untimed traversals from the first source after prepare
  bool warm_each = false;            ///< one more untimed traversal from each source right before its timed ones
  bfs_options bfs;                   ///< what each BFS computes (default: levels + parents, no sigma)
  std::string data_dir;              ///< holds graphs/; empty: GRAPHBLADE_DATA or the build's default
  bool progress = false;             ///< force the stderr progress bar (default: only on a tty)
  std::string gap_bfs;               ///< GAP's `bfs` binary: one more cpu row per graph and thread count
  std::string lagraph_bfs_demo;      ///< LAGraph's `bfs_demo` binary: likewise
  std::string scratch_dir;           ///< where the external programs' graph files go; empty: the temp dir

  bench_settings() { bfs.sigma = false; }
};

}  // namespace graphblade::bench
