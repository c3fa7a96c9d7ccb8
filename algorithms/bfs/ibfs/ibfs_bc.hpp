// Batched Brandes on one iBFS group (ibfs_apps.hpp betweenness; Brandes 2001,
// batched as the iBFS paper's applications run many sources at once, Liu,
// Huang & Hu SIGMOD'16 §1): the group's level matrix L (n x 64·k, −1
// unreached) is the BFS DAG of each of its b columns, and both sweeps are
// SpMMs over dense n x b matrices masked by level:
//   forward,  d = 1..depth:   Σ<L = d> = Aᵀ plus.times Σ<L = d−1>          (σ of level d)
//   backward, d = depth..1:   Δ<L = d−1> = Σ ∘ (A plus.times ((1 + Δ) ⊘ Σ)<L = d>)
//   BC(v) += Σ_c Δ(v, c) for v ≠ source c
// Each masked SpMM is fused: only the rows holding a column of the output
// level are computed, and only the in- (out-) neighbours holding a column of
// the input level are read (lo(v) ≤ d ≤ hi(v), the row's level range), so a
// sweep costs the edges of the rows each level touches, not depth · nnz.
// Only the group's first b = positions.size() columns count (the rest pad).
#pragma once
#include <vector>

#include "graphblade/algorithms/bfs/ibfs.hpp"

namespace graphblade {

/// Bytes per (vertex, column) the host sweep keeps beside the group (one n x b matrix of doubles).
constexpr std::size_t bc_host_bytes_per_entry = sizeof(double);
/// Bytes per (vertex, column) the CUDA sweep keeps beside the group (Σ and Δ).
constexpr std::size_t bc_cuda_bytes_per_entry = 2 * sizeof(double);

/// bc(v) += the group's dependencies, on the host (group.level on the host).
void bc_group_on_host(const gb_bfs_graph& g, const ibfs_group& group, std::vector<double>& bc);

/// bc_device(v) += the group's dependencies, on g.where's CUDA device (group.level there);
/// bc_device: n doubles on that device. CUDA builds only (ibfs_bc.cu).
void bc_group_on_cuda(const gb_bfs_graph& g, const ibfs_group& group, double* bc_device);

}  // namespace graphblade
