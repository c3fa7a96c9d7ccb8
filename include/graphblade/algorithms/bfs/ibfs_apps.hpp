// What users build on iBFS (ibfs.hpp): k-hop reachability counts, closeness
// centrality of given sources, all-pairs unweighted distances of small graphs
// and betweenness centrality by batched Brandes (Brandes 2001, one batch =
// one iBFS group: the group's levels give the BFS DAG, σ runs forward as a
// plus.times SpMM over a dense n x b matrix masked by level, the
// dependencies δ backward).
// Graph convention as everywhere: A(i, j) stored = edge i -> j.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/algorithms/bfs/ibfs.hpp"

namespace graphblade {

/// For each source, the number of vertices within `hops` hops (the source
/// included). Throws invalid_value for hops < 0, invalid_index for a bad source.
std::vector<std::int64_t> khop_counts(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                      std::int64_t hops, const ibfs_options& opt = {}, const place& where = host);

/// Closeness of each source s: (r − 1) / Σ_v d(s, v) over the r vertices that
/// s reaches (itself included); 0 when s reaches nothing else.
std::vector<double> closeness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                              const ibfs_options& opt = {}, const place& where = host);

/// d(u, v) for every pair, row-major n x n (−1 unreached). Throws invalid_value
/// when n > max_vertices (the n² levels would not be "small").
ibfs_result all_pairs_distances(const Matrix<bool>& A_csr, const ibfs_options& opt = {},
                                index_t max_vertices = 1 << 15, const place& where = host);

/// BC(v) = Σ over the given sources s and targets t ≠ s, v ∉ {s, t} of
/// σ_st(v) / σ_st, over shortest directed paths of A (no halving, no
/// normalisation; a source listed twice counts twice), in `where` (host or
/// a CUDA device; the result comes back to the host). Groups are sized with
/// the sweep's n x b matrices counted (ibfs_group_words); out_of_memory when
/// one group of 64 does not fit. opt.max_depth and opt.byte_levels are ignored.
std::vector<double> betweenness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                const ibfs_options& opt = {}, const place& where = host);

/// The same on a graph prepared once for g.where (gb_bfs_graph: the in-edges unless A is symmetric, and
/// the device copies), for repeated calls.
std::vector<double> betweenness(const gb_bfs_graph& g, const std::vector<index_t>& sources,
                                const ibfs_options& opt = {});

}  // namespace graphblade
