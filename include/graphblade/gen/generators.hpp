// Deterministic, parallel graph generators. Each returns an edge list in which
// an undirected graph lists every edge once (in one direction); to_matrix()
// mirrors it. Same arguments + seed => same list, whatever the thread count:
// an edge's random numbers are a counter-based hash of (seed, edge index).
// Random generators keep self-loops and repeated edges in the list (as the
// Graph500 spec does); to_matrix() drops them. Bad arguments throw
// invalid_value naming the argument and its allowed range.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::gen {

/// A generated graph: n vertices and edges (src[e], dst[e]).
struct edge_list {
  index_t n = 0;                   ///< number of vertices; ids are 0..n-1
  std::vector<index_t> src, dst;   ///< endpoints of edge e
  bool undirected = true;          ///< each edge listed once; to_matrix mirrors it
  /// Pattern matrix; undirected lists are symmetrized; self-loops dropped when asked.
  Matrix<double> to_matrix(format f = format::csr, bool drop_self_loops = true) const {
    build_options opt;
    opt.symmetrize = undirected;
    opt.drop_self_loops = drop_self_loops;
    return Matrix<double>::from_coo(n, n, src, dst, {}, f, opt);
  }
};

/// Graph500 Kronecker graph: 2^scale vertices, edge_factor·2^scale edges,
/// initiator (A, B, C) = (0.57, 0.19, 0.19), vertex ids scrambled by a seeded
/// permutation as the Graph500 spec asks. scale in [0, 31], edge_factor > 0.
/// Equals rmat(scale, edge_factor, 0.57, 0.19, 0.19, seed, true). O(m·scale) work.
edge_list kronecker(int scale, int edge_factor = 16, std::uint64_t seed = 1);
/// Edges [first, first + count) of kronecker(scale, edge_factor, seed), made
/// without the others (the generator is counter-based): a distributed rank's
/// share. count is cut at the end of the list; throws invalid_value for first > m.
edge_list kronecker_edges(int scale, int edge_factor, std::uint64_t seed, std::uint64_t first, std::uint64_t count);
/// R-MAT with parameters a, b, c (d = 1 - a - b - c); no scrambling unless asked.
/// Each level picks quadrant a (0,0), b (0,1), c (1,0) or d (1,1) of (row, col);
/// a, b, c must be probabilities with a + b + c <= 1.
edge_list rmat(int scale, int edge_factor, double a, double b, double c, std::uint64_t seed = 1,
               bool scramble = false);
/// Erdős–Rényi-like uniform random graph: edge_factor·2^scale edges on 2^scale
/// vertices, both endpoints uniform. scale in [0, 31], edge_factor > 0.
edge_list uniform(int scale, int edge_factor = 16, std::uint64_t seed = 1);
/// rows x cols 2-D grid (4-neighbour mesh): road-like, diameter rows + cols - 2.
/// Vertex (r, c) has id r·cols + c; rows, cols >= 1 and rows·cols < max_index.
edge_list grid(index_t rows, index_t cols);
/// Complete k-ary tree of the given depth (depth 0 = the root alone), in heap
/// order: parent of v > 0 is (v - 1) / k; n = (k^(depth+1) - 1)/(k - 1) (a path
/// of depth + 1 vertices when k = 1). k >= 1; n must be < max_index.
edge_list kary_tree(index_t k, index_t depth);
/// Mycielski graph M_k (M_2 = K_2, M_{k+1} = Mycielskian of M_k); 2 <= k <= 32.
/// n_k = 3·2^(k-2) - 1 vertices, edges_{k+1} = 3·edges_k + n_k; vertex order at
/// each step: originals, shadows n..2n-1, hub 2n.
edge_list mycielski(int k);

}  // namespace graphblade::gen
