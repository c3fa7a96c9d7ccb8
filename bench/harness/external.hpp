// External BFS programs as rows of the same benchmark run (issue 21): GAP's
// `bfs` (github sbeamer/gapbs; Beamer, Asanovic & Patterson, "The GAP
// Benchmark Suite", 2015) and LAGraph's `bfs_demo` (github GraphBLAS/LAGraph,
// LAGr_BreadthFirstSearch, parents only). Neither is part of the build: the
// user passes the binaries' paths (`graphblade bench --gap PATH --lagraph
// PATH`). The harness writes the loaded graph in each program's own binary
// format (GAP's serialized .sg, LAGraph's .grb; no text parsing in the timed
// program's load), runs it with OMP_NUM_THREADS = the row's thread count from
// the run's seeded sources, and reads the per-trial times it prints. Both
// compute parents only. GAP's results are checked by its own verifier (-v);
// LAGraph's bfs_demo prints no result, so its rows say validation "none".
#pragma once
#include <string>
#include <vector>

#include "bench/harness/graph_set.hpp"
#include "bench/harness/progress.hpp"
#include "bench/harness/settings.hpp"
#include "bench/harness/trial_set.hpp"

namespace graphblade::bench {

/// Write A (square CSR pattern) as GAP's serialized graph: bool directed, int64
/// stored edges, int64 n, n+1 int64 out-offsets, int32 out-neighbours and, for a
/// directed graph, the same for in-neighbours. `undirected` A must be symmetric.
void write_gap_sg(const Matrix<bool>& A, bool undirected, const std::string& path);

/// Write A as LAGraph's binary matrix file (.grb, read by its demos): a 512-byte
/// text header, then the scalars of a by-row sparse iso-valued Boolean matrix
/// and its CSR arrays (64-bit offsets and column indices, one value); after
/// the header, byte for byte what LAGraph's mtx2bin_demo writes for the same matrix.
void write_lagraph_grb(const Matrix<bool>& A, const std::string& path);

/// Write the sources (0-based) as a k × 1 Matrix Market integer matrix of
/// 1-based vertex ids, each repeated `repeats` times (LAGraph's source files).
void write_sources_mtx(const std::vector<index_t>& sources, int repeats, const std::string& path);

/// The times (ms) on lines of `output` that start with `prefix` followed by a
/// number in seconds, in order (GAP: "Trial Time:"; the number is the first
/// token after the prefix, or the token before "sec" when `before_sec`).
std::vector<double> parse_trial_ms(const std::string& output, const std::string& prefix, bool before_sec);

/// An external program to run as a row: "gap" or "lagraph" and its binary.
struct external_program {
  std::string algo;  ///< row name: "gap" or "lagraph"
  std::string path;  ///< the binary
};

/// The external programs named in settings (gap_bfs, lagraph_bfs_demo).
std::vector<external_program> external_programs(const bench_settings& settings);

/// One trial set of an external program on `graph` with `threads` threads:
/// settings.warmup untimed runs, settings.trials per source. Failures (missing
/// binary, non-zero exit, unparsable output, failed verification) end in
/// trial_set::error / valid = false, as for registered algorithms.
trial_set run_external_set(bench_graph& graph, const external_program& program, int threads,
                           const bench_settings& settings, const std::string& device_label, progress_bar& bar);

}  // namespace graphblade::bench
