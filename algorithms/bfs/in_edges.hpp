// The in-edge lists a pull (bottom-up) BFS level reads: for a graph stored as
// CSR (row i = out-edges of i), the in-edges of v are column v. When A is
// symmetric (every undirected graph) row v already lists them and no copy is
// made; otherwise the CSC of A serves them through transpose(). Built once,
// outside any timed traversal, by gb-push/pull/auto (gb_bfs.cpp) and by
// hong-hybrid's bottom-up Read (hong_bfs.cpp).
#pragma once
#include <optional>

#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// The CSC of the square host CSR matrix A when A is not symmetric in
/// pattern; nullopt when it is (then A's rows are its in-edge lists).
std::optional<Matrix<bool>> in_edges_unless_symmetric(const Matrix<bool>& A_csr);

}  // namespace graphblade
