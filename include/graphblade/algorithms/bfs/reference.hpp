// The reference BFS: a serial textbook queue BFS, the oracle that the other
// BFS algorithms are compared with. Deterministic: parents are the first
// discoverer in queue order (rows scanned in increasing column order).
#pragma once
#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/container/matrix.hpp"

namespace graphblade {

/// Serial BFS on A (CSR pattern, A(i,j) = edge i -> j) from `source`:
/// levels, parents and exact shortest-path counts (as double). O(n + nnz).
/// Throws invalid_index when source >= n, invalid_value when A is not CSR.
bfs_result reference_bfs(const Matrix<bool>& A_csr, index_t source, const bfs_options& opt = {});

}  // namespace graphblade
