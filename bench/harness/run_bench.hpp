// The benchmark driver behind `graphblade bench` and `graphblade demo`: plan
// the algorithm × device pairs, run each graph × pair × thread count as a
// trial set, stream one JSON record per set, and print a comparison table
// (speedup over the SuiteSparse:GraphBLAS baseline).
#pragma once
#include <cstdio>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "bench/harness/environment.hpp"
#include "bench/harness/settings.hpp"
#include "bench/harness/trial_set.hpp"

namespace graphblade::bench {

/// One algorithm on one device.
using planned_run = std::pair<const bfs_algorithm*, std::string>;

/// The devices to use: settings.devices, else "cpu" plus "cuda" when usable.
/// Throws not_supported when "cuda" is named and no GPU is usable.
std::vector<std::string> devices_to_run(const bench_settings& settings);

/// Every named (or, when none is named, every registered) algorithm on every
/// device of devices_to_run that it supports. Throws invalid_value for an
/// unknown name or a named algorithm that runs on none of the devices.
std::vector<planned_run> plan_runs(const bench_settings& settings);

/// A finished trial set with the graph it ran on.
struct bench_row {
  std::string graph;  ///< display name
  index_t n = 0;
  offset_t nnz = 0;
  std::vector<index_t> sources;  ///< the graph's seeded sources
  trial_set set;
};

/// Run every graph × planned run × thread count (cuda runs once, with the
/// first thread count), then the external programs of settings (GAP, LAGraph;
/// bench/harness/external.hpp) at every thread count. Writes one JSON line per trial set to `jsonl` (when
/// non-null) as soon as it finishes; returns every row.
std::vector<bench_row> run_benchmarks(const bench_settings& settings, const std::vector<planned_run>& plan,
                                      const run_environment& env, std::ostream* jsonl);

/// Speedup of `row` over the `baseline` algorithm on the same graph with the
/// same outputs (parents / levels / sigma): the baseline's median ms / the row's (for a cpu row the baseline with the same
/// thread count when it exists, else the baseline's fastest set). 0 when there
/// is no valid baseline.
double speedup_over(const std::vector<bench_row>& rows, const bench_row& row, const std::string& baseline);

/// Print one readable table: graph, algorithm, device, threads, outputs, median /
/// min / max ms, GTEPS (Graph500 convention), speedup over `baseline`, valid.
void print_table(std::FILE* out, const std::vector<bench_row>& rows, const std::string& baseline = "suitesparse");

}  // namespace graphblade::bench
