// Deterministic, parallel graph generators. Each returns an edge list in which
// an undirected graph lists every edge once (in one direction); to_matrix()
// mirrors it. Same arguments + seed => same list, whatever the thread count.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/container/matrix.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::gen {

struct edge_list {
  index_t n = 0;
  std::vector<index_t> src, dst;
  bool undirected = true;
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
/// permutation as the Graph500 spec asks.
edge_list kronecker(int scale, int edge_factor = 16, std::uint64_t seed = 1);
/// R-MAT with parameters a, b, c (d = 1 - a - b - c); no scrambling unless asked.
edge_list rmat(int scale, int edge_factor, double a, double b, double c, std::uint64_t seed = 1,
               bool scramble = false);
/// Erdős–Rényi-like uniform random graph: edge_factor·2^scale edges, endpoints uniform.
edge_list uniform(int scale, int edge_factor = 16, std::uint64_t seed = 1);
/// rows x cols 2-D grid (4-neighbour mesh): road-like, diameter rows + cols - 2.
edge_list grid(index_t rows, index_t cols);
/// Complete k-ary tree of the given depth (depth 0 = the root alone).
edge_list kary_tree(index_t k, index_t depth);
/// Mycielski graph M_k (M_2 = K_2, M_{k+1} = Mycielskian of M_k); k >= 2.
edge_list mycielski(int k);

}  // namespace graphblade::gen
