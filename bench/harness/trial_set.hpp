// One trial set: one graph × algorithm × device × thread count. Prepare once
// (timed apart), warm up, then time every traversal from every source and
// validate every result (algorithms/validate). Statistics over the trials:
// median / min / max / mean ms, GTEPS in the Graph500 and directed conventions.
#pragma once
#include <string>
#include <vector>

#include "bench/harness/graph_set.hpp"
#include "bench/harness/progress.hpp"
#include "bench/harness/settings.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"

namespace graphblade::bench {

/// One timed traversal.
struct trial {
  index_t source = 0;
  double ms = 0;
  component_edges edges;
  bool valid = true;
};

/// Order statistics of a list of values.
struct summary {
  double median = 0, min = 0, max = 0, mean = 0;
  double hmean = 0;  ///< harmonic mean (Graph500's TEPS statistic); 0 if a value is 0
};

/// Median, min, max, mean, harmonic mean; all 0 for an empty list.
summary summarize(const std::vector<double>& xs);

/// The outputs a BFS result holds, in a fixed order: "levels", "parents",
/// "sigma" joined by '+' (e.g. "levels+parents"); "" for an empty result.
std::string outputs_of(const bfs_result& r);

/// Results of one graph × algorithm × device × threads.
struct trial_set {
  std::string algo, device, device_name;
  int threads = 0;
  /// What the traversals computed (outputs_of the first result; for an
  /// external program, what it is known to compute). Ratios compare rows
  /// with equal outputs only.
  std::string outputs;
  /// How the results were checked: "graphblade validator" for registered
  /// algorithms; an external program's own verifier, or "none".
  std::string validation = "graphblade validator";
  double prepare_ms = 0;
  std::vector<trial> trials;
  bool valid = true;                  ///< every trial validated
  std::vector<std::string> problems;  ///< first validation problems, "source S: ..."
  std::string error;                  ///< what was thrown when the set could not run ("" when it ran)

  summary ms() const;
  summary gteps_graph500() const;
  summary gteps_directed() const;
};

/// Run and validate one trial set. Exceptions from prepare/traverse (out of
/// memory, unsupported device) are caught into trial_set::error; the graph's
/// per-source edge counts are filled from the first valid result.
trial_set run_trial_set(bench_graph& graph, const bfs_algorithm& algo, const std::string& device, int threads,
                        const bench_settings& settings, const std::string& device_label, progress_bar& bar);

}  // namespace graphblade::bench
