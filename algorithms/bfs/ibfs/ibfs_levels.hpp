// The level loop of one iBFS group (ibfs.hpp; Liu, Huang & Hu, SIGMOD'16 §4
// joint traversal, §6 bitwise status array, Algorithms 1 and 2), written once
// on the public operator API and run by ibfs.cpp on the host (ibfs.cu runs the
// same steps on a CUDA device fused into the kernels of ibfs_kernels.cuh, with
// the same direction rule). S = the bitwise status
// array (bit (v, c) set: instance c has visited v), F = the bits set by the
// last level, f = the joint frontier (rows of F with a bit). One level:
//   T = S ;  T ∨= Aᵀ lor.land F   (top-down: push from the joint frontier)
//        or  T ∨= Aᵀ lor.land S   (bottom-up: a vertex stops once its 64·k bits are set)
//   F = T ∧ ¬S ;  S = T ;  f = ∨_c F(:, c) (stop when empty) ;  L<F> = depth
// Bottom-up ORs the *visited* bits of the in-neighbours (Algorithm 1 line 10):
// a vertex visited at depth ≤ d−2 has all its out-neighbours visited at ≤ d−1,
// so the only bits it adds are the new ones.
//
// The direction switch is Beamer's (direction_switch.hpp) for the whole group,
// on the joint frontier: m_f = the out-edges of f, counted once however many
// instances share a vertex; m_u = the out-edges of the vertices that some
// instance has not expanded yet, i.e. the rows of P (= S before the last
// level) that are not full — the vertices a bottom-up level would still
// inspect (Algorithm 2's bottom-up joint frontier). nnz − Σ m_f, the
// single-source count, would subtract a vertex's edges once per level it is a
// joint-frontier vertex in (up to once per instance) and leave push far too
// early. With 64·k copies of one source both counts are gb-auto's.
#pragma once
#include <cstdint>
#include <utility>

#include "algorithms/bfs/gb/gb_bfs_levels.hpp"
#include "graphblade/algorithms/bfs/direction_switch.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/ops/bit_matrix_ops.hpp"

namespace graphblade {
namespace {

/// Runs group.sources (64·k of them) in g.where; fills group.level, depth, pull_levels.
inline void run_ibfs_group(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group) {
  const index_t n = g.A->nrows();
  const index_t k = index_t(group.sources.size() / 64);
  const place& where = g.where;
  BitMatrix S(n, k, where), F(n, k, where), T(n, k, where);
  group.level = DenseMatrix<std::int32_t>(n, 64 * k, where, 0xFF);  // every level −1
  Vector<bool> f(n, storage::bitmap, where);
  Vector<bool> full(n, storage::bitmap, where);
  Vector<std::int64_t> fdeg(n, storage::sparse, where);

  if (opt.alpha <= 0 || opt.beta <= 0) throw invalid_value("ibfs: alpha and beta must be > 0");
  direction_switch rule(opt.alpha, opt.beta, double(n), double(g.A->nvals()));
  const Matrix<bool>& A = g.adjacency();
  // m_u = nnz(A) − +/(out_degree<s(full)>),  full = ∧_c T(:, c) : T holds P, the status before the last level
  const auto unexplored_edges = [&] {
    bits_all_row(full, T);
    return double(g.A->nvals()) - frontier_out_edges(g, full, fdeg);
  };
  // F = the sources' unit columns ;  S = F ;  L<F> = 0
  bits_from_rows(F, group.sources);
  bits_copy(S, F);
  bits_assign(group.level, F, std::int32_t(0));
  group.depth = 0;
  group.pull_levels = 0;
  group.pushed.clear();
  // f = ∨_c F(:, c)
  bits_any_row(f, F);
  for (std::int64_t depth = 1; opt.max_depth < 0 || depth <= opt.max_depth; ++depth) {
    const bool push = opt.direction != gb_bfs_direction::automatic
                          ? opt.direction == gb_bfs_direction::push
                          : rule.push_counted(double(nvals(f)), [&] { return frontier_out_edges(g, f, fdeg); },
                                              unexplored_edges);
    group.pushed.push_back(push);
    // T = S
    bits_copy(T, S);
    if (push) {
      // T ∨= Aᵀ lor.land F : each joint-frontier vertex ORs its bits into its out-neighbours
      mxm(T, no_mask, lor_op<bool>{}, lor_land<bool>{}, transpose(A), F);
    } else if (!g.A_csc) {
      // T ∨= A lor.land S (= Aᵀ, A symmetric): each vertex ORs its neighbours' status, stopping when full
      mxm(T, no_mask, lor_op<bool>{}, lor_land<bool>{}, A, S);
    } else {
      // T ∨= Aᵀ lor.land S : over the in-edges (CSC), stopping when full
      mxm(T, no_mask, lor_op<bool>{}, lor_land<bool>{}, transpose(*g.A_csc), S);
    }
    group.pull_levels += push ? 0 : 1;
    // F = T ∧ ¬S
    bits_andnot(F, T, S);
    std::swap(S, T);
    // f = ∨_c F(:, c) : the next joint frontier; empty when no instance found a vertex
    bits_any_row(f, F);
    if (nvals(f) == 0) break;
    group.depth = depth;
    // L<F> = depth
    bits_assign(group.level, F, std::int32_t(depth));
  }
}

}  // namespace
}  // namespace graphblade
