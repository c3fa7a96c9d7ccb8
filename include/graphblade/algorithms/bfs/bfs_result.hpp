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

/// One output asked of a BFS (bfs_options::levels / parents / sigma): by default
/// "if computed" (the algorithm fills it when it computes it, and leaves it empty
/// otherwise); `= true` requires it (an algorithm that does not compute it throws
/// not_supported from prepare_for / run); `= false` skips it. Reads as a bool:
/// true unless skipped, so an algorithm computes what it can unless told not to.
class bfs_request {
 public:
  /// "if computed": the default of every output.
  constexpr bfs_request() = default;
  /// true: required; false: skipped.
  constexpr bfs_request(bool required) : state_(required ? state::required : state::skipped) {}  // NOLINT: a flag
  /// False only when skipped.
  constexpr operator bool() const { return state_ != state::skipped; }  // NOLINT: reads as a flag
  /// True when set to true explicitly (prepare_for / run throw if the algorithm does not compute it).
  constexpr bool required() const { return state_ == state::required; }
  /// True when left at the default.
  constexpr bool if_computed() const { return state_ == state::if_computed; }

 private:
  enum class state : unsigned char { if_computed, required, skipped };
  state state_ = state::if_computed;
};

/// What a BFS should compute, plus algorithm-specific tuning knobs. The default
/// asks for what the algorithm computes: `algo.run(A, s)` works for every
/// registered algorithm (a TurboBFS top-down variant returns levels and sigma,
/// Hong's methods levels and parents); set a flag to true to require that output.
struct bfs_options {
  bfs_request levels;   ///< fill bfs_result::level
  bfs_request parents;  ///< fill bfs_result::parent
  bfs_request sigma;    ///< fill bfs_result::sigma
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
