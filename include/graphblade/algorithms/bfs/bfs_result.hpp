// bfs_result and bfs_options: what every BFS algorithm in graphblade returns
// and accepts, whatever its family (GraphBLAS push/pull, TurboBFS, Hong, ...).
// Graph convention: A(i, j) stored = edge i -> j; undirected graphs hold both.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "graphblade/core/types.hpp"

namespace graphblade {

/// Result of one BFS from `source`, on the host.
struct bfs_result {
  /// level[v] = hop distance from the source; -1 when v is unreached.
  std::vector<std::int64_t> level;
  /// parent[v] = the vertex that discovered v (source's parent = source), -1
  /// when unreached; empty when not computed.
  std::vector<std::int64_t> parent;
  /// sigma[v] = number of shortest paths source -> v, 0 when unreached; empty
  /// when not computed.
  std::vector<double> sigma;
  index_t source = 0;
  /// Largest level reached (0 when only the source is reached).
  std::int64_t depth = 0;
};

/// What a BFS should compute, plus algorithm-specific tuning knobs.
struct bfs_options {
  bool levels = true;   ///< fill bfs_result::level
  bool parents = true;  ///< fill bfs_result::parent
  bool sigma = true;    ///< fill bfs_result::sigma
  /// Algorithm-specific knobs by name (e.g. "alpha" -> 15 for a push/pull switch).
  std::map<std::string, double> knobs;

  /// The knob `name`, or `fallback` when it is not set.
  double knob(const std::string& name, double fallback) const {
    auto it = knobs.find(name);
    return it == knobs.end() ? fallback : it->second;
  }
};

/// What an algorithm computes (its capability flags in the registry, bfs_algorithm::outputs).
struct bfs_outputs {
  bool levels = true;   ///< bfs_result::level
  bool parents = true;  ///< bfs_result::parent
  bool sigma = true;    ///< bfs_result::sigma
};

}  // namespace graphblade
