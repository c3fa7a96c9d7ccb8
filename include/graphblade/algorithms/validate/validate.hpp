// BFS validators by property (Graph500 rules, gapbs verifier style), written
// independently of every BFS implementation: they read only the graph and the
// arrays to check. Graph convention: A(i, j) stored = edge i -> j; A must be a
// square host CSR matrix (else invalid_value). Problems are reported, not thrown.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// Outcome of a validation: ok, and the first few problems found.
struct validation_report {
  bool ok = true;
  std::vector<std::string> problems;  ///< at most validation_report::max_problems

  static constexpr std::size_t max_problems = 8;
  /// Record a problem (keeps the first max_problems messages).
  void fail(const std::string& what) {
    ok = false;
    if (problems.size() < max_problems) problems.push_back(what);
  }
  /// Merge another report into this one.
  void merge(const validation_report& other);
  /// "; "-joined problems, or "ok".
  std::string summary() const;
};

/// Levels are exact BFS levels: level[source] = 0; for every edge u -> v with u
/// reached, v is reached and level[v] <= level[u] + 1; every reached v != source
/// has an in-neighbour one level up; unreached vertices hold -1. O(n + nnz), parallel.
validation_report validate_levels(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& level);

/// Graph500's parent rules, from the parent array and the graph alone: the
/// parents form a tree rooted at source without cycles, each tree edge
/// parent[v] -> v is an edge of A, tree depths differ by one along tree edges
/// and by at most one along graph edges (so the tree is a BFS tree), every
/// reachable vertex has a parent and unreachable ones have -1.
validation_report validate_parents(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& parent);

/// validate_parents on the undirected graph of an edge list that is split into shares held apart (the ranks of
/// a distributed run), each holder with the whole parent array. On its share (count pairs src[e] - dst[e],
/// self-loops skipped) a holder checks the root, the values, the tree (no cycles, rooted at the source) and,
/// along each edge, that both ends are in the tree or neither, with tree depths at most one apart; it sets
/// tree_edge_seen[v] = 1 (n bytes; an empty vector is sized) for each v whose tree edge {parent[v], v} is in
/// the share. O(n) serial for the tree plus O(count) parallel.
validation_report validate_parents_on_edges(index_t source, const std::vector<std::int64_t>& parent,
                                            const index_t* src, const index_t* dst, std::size_t count,
                                            std::vector<std::uint8_t>& tree_edge_seen);

/// The last rule, once every holder's tree_edge_seen is or'ed together (`seen` holds vertices
/// first .. last-1, so the vertex range may be split between holders too): every v in the range with a
/// parent, except the source, had its tree edge in the list. O(last - first).
validation_report validate_tree_edges_seen(index_t source, const std::vector<std::int64_t>& parent,
                                           const std::uint8_t* seen, index_t first, index_t last);

/// Shortest-path counts: sigma[source] = 1, sigma[v] = sum of sigma[u] over
/// in-neighbours u with level[u] = level[v] - 1, 0 for unreached. Trusts
/// `level` (check it with validate_levels). Relative tolerance 1e-9 for
/// counts past 2^53, where summation order matters.
validation_report validate_sigma(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& level,
                                 const std::vector<double>& sigma);

/// Every array present in r (level required, except for a parents-only result,
/// checked by validate_parents alone; parent and sigma when non-empty), plus
/// r.source == source and r.depth == the largest level (when levels are given).
validation_report validate_bfs(const Matrix<bool>& A, index_t source, const bfs_result& r);

}  // namespace graphblade
