// Benchmark graphs: resolving a spec (file, bare name in <data>/graphs, or
// generator spec), loading it once, picking its seeded sources, and counting
// the edges of each source's traversed component in both TEPS conventions.
#pragma once
#include <string>
#include <vector>

#include "bench/harness/settings.hpp"
#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "tools/cli.hpp"

namespace graphblade::bench {

/// Edges of the component one BFS traversed (the numerators of TEPS).
struct component_edges {
  bool known = false;
  /// Graph500 convention: undirected input edges {u, v} with u reached, each
  /// counted once (self-loops once); for a directed graph, = directed.
  offset_t graph500 = 0;
  /// Directed convention: stored entries u -> v out of reached vertices (an
  /// undirected edge counts twice).
  offset_t directed = 0;
  index_t reached = 0;  ///< vertices reached, the source included
};

/// A loaded graph with the sources every implementation traverses from.
struct bench_graph {
  std::string spec;      ///< as the user named it
  std::string resolved;  ///< the file path or generator spec loaded
  cli::bfs_graph g;
  double load_s = 0;  ///< read or generate + build, seconds
  std::vector<index_t> sources;
  std::vector<component_edges> edges;      ///< per source; filled by the first valid result
  std::vector<std::string> scratch_files;  ///< files written for external programs (removed after the graph)
};

/// The data folder: `dir` when given, else env GRAPHBLADE_DATA, else the
/// build's default (<source>/../shared/data).
std::string data_dir_or_default(const std::string& dir);

/// A bare name ("karate") becomes <data>/graphs/karate.mtx.gz (or .mtx) when
/// that file exists; paths and generator specs are returned unchanged.
std::string resolve_graph_spec(const std::string& spec, const std::string& data_dir);

/// Specs from a list file: one per line; blank lines and '#' comments ignored.
std::vector<std::string> read_graph_list(const std::string& path);

/// Load `spec` (resolved), time the load, pick settings.sources seeded sources.
bench_graph load_bench_graph(const std::string& spec, const bench_settings& settings);

/// Count both conventions for a result (reached = level >= 0, else parent >= 0).
component_edges count_component_edges(const cli::bfs_graph& g, const bfs_result& r);

/// Giga traversed edges per second for `edges` in `ms` milliseconds (0 if ms <= 0).
double gteps(offset_t edges, double ms);

}  // namespace graphblade::bench
