// Timed BFS runs for the CLI's bfs and demo subcommands: prepare once
// (untimed), traverse N times timing each, then count the traversed edges in
// the Graph500 convention and pick seeded non-isolated sources.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

/// Outcome of N timed traversals from one source.
struct timed_bfs {
  bfs_result result;               ///< the last trial's result
  std::vector<double> trials_ms;   ///< wall time of each traversal
  double median_ms = 0;
  offset_t edges_traversed = 0;    ///< see count_traversed_edges
  index_t reached = 0;             ///< vertices with a level (or a parent)
  double gteps = 0;                ///< edges_traversed / median time / 1e9; 0 if the time is 0
};

/// Throws invalid_value when `algo` does not run on `device`, not_supported
/// when the device is cuda and no GPU is usable.
void check_device(const bfs_algorithm& algo, const std::string& device);

/// Run `trials` timed traversals from `source` on a prepared state.
timed_bfs time_traversals(bfs_prepared& state, const bfs_graph& g, index_t source, int trials,
                          const bfs_options& opt);

/// Edges inside the traversed component, Graph500 convention: for an
/// undirected graph each undirected edge {u, v} with u reached counts once
/// (self-loops once); for a directed graph every edge u -> v out of a reached
/// u counts (the directed edges a BFS must scan). `reached` has n flags.
offset_t count_traversed_edges(const Matrix<bool>& A, const std::vector<unsigned char>& reached, bool undirected);

/// The edges each vertex u adds to count_traversed_edges when reached (the same convention), so
/// that the count for many traversals of one graph costs O(n) each, not O(nnz).
std::vector<offset_t> traversed_edges_per_vertex(const Matrix<bool>& A, bool undirected);

/// `count` distinct vertices with at least one neighbour other than themselves,
/// chosen by a seeded generator (the same sources for every algorithm): the
/// benchmarks' rule has_neighbour (bench/harness/sources.hpp).
/// Throws invalid_value when the graph has no such vertex.
std::vector<index_t> pick_sources(const Matrix<bool>& A, int count, std::uint64_t seed);

}  // namespace graphblade::cli
