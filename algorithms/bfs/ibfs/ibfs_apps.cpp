// Applications of iBFS (ibfs_apps.hpp): each runs the source groups of
// ibfs_run and reads the group's n x 64·k level matrix L.
//   k-hop:      counts(c) = |{v : 0 ≤ L(v, c)}| with the traversal cut at `hops` levels
//   closeness:  (|{v : L(v, c) ≥ 0}| − 1) / Σ_v max(L(v, c), 0)
//   all pairs:  L with every vertex a source
//   Brandes (batched, one group = one batch of b sources, Σ, Δ dense n x b):
//     forward,  d = 1..depth:   Σ_d = (Aᵀ plus.times Σ_{d−1})<L = d>       (σ of level d)
//     backward, d = depth..1:   Y = ((1 + Δ) ⊘ Σ)<L = d> ;  Δ<L = d−1> += Σ ∘ (A plus.times Y)
//     BC(v) += Σ_c Δ(v, c) for v ≠ source c
//   The SpMMs are mxm over DenseMatrix (CPU or CUDA kernels); the masks
//   <L = d> and the element-wise steps are OpenMP loops over the n x b entries.
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"

#include <string>

#include "graphblade/graphblade.hpp"

namespace graphblade {
namespace {

/// The group's levels on the host.
DenseMatrix<std::int32_t> host_levels(const ibfs_group& group) {
  return group.level.where().is_host() ? group.level : group.level.to(host);
}

}  // namespace

std::vector<std::int64_t> khop_counts(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                      std::int64_t hops, const ibfs_options& opt_in, const place& where) {
  if (hops < 0) throw invalid_value("khop: hops must be >= 0, got " + std::to_string(hops));
  ibfs_options opt = opt_in;
  opt.max_depth = hops;
  gb_bfs_graph g(A_csr, where);
  std::vector<std::int64_t> counts(sources.size(), 0);
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
    const DenseMatrix<std::int32_t> L = host_levels(group);
    const std::size_t b = group.positions.size(), cols = std::size_t(L.ncols());
    for (std::size_t c = 0; c < b; ++c) {
      std::int64_t reached = 0;
#pragma omp parallel for reduction(+ : reached) schedule(static)
      for (std::int64_t v = 0; v < std::int64_t(L.nrows()); ++v) reached += L.values()[v * cols + c] >= 0 ? 1 : 0;
      counts[group.positions[c]] = reached;
    }
  });
  return counts;
}

std::vector<double> closeness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                              const ibfs_options& opt, const place& where) {
  gb_bfs_graph g(A_csr, where);
  std::vector<double> out(sources.size(), 0.0);
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
    const DenseMatrix<std::int32_t> L = host_levels(group);
    const std::size_t b = group.positions.size(), cols = std::size_t(L.ncols());
    for (std::size_t c = 0; c < b; ++c) {
      std::int64_t reached = 0, total = 0;
#pragma omp parallel for reduction(+ : reached, total) schedule(static)
      for (std::int64_t v = 0; v < std::int64_t(L.nrows()); ++v) {
        const std::int32_t d = L.values()[v * cols + c];
        reached += d >= 0 ? 1 : 0;
        total += d > 0 ? d : 0;
      }
      out[group.positions[c]] = total > 0 ? double(reached - 1) / double(total) : 0.0;
    }
  });
  return out;
}

ibfs_result all_pairs_distances(const Matrix<bool>& A_csr, const ibfs_options& opt, index_t max_vertices,
                                const place& where) {
  const index_t n = A_csr.nrows();
  if (n > max_vertices)
    throw invalid_value("all-pairs distances: " + std::to_string(n) + " vertices, more than the limit " +
                        std::to_string(max_vertices) + " (n² levels)");
  std::vector<index_t> every(n);
  for (index_t v = 0; v < n; ++v) every[v] = v;
  return ibfs(A_csr, every, opt, where);
}

std::vector<double> betweenness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                const ibfs_options& opt) {
  const gb_bfs_graph g(A_csr, host);
  const index_t n = A_csr.nrows();
  std::vector<double> bc(n, 0.0);
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
    const DenseMatrix<std::int32_t>& L = group.level;
    const index_t b = index_t(group.positions.size()), cols = L.ncols();
    const std::int64_t nb = std::int64_t(n) * b;
    auto level = [&](std::int64_t e) { return L.values()[std::size_t(e / b) * cols + std::size_t(e % b)]; };
    DenseMatrix<double> sigma(n, b, 0.0), frontier(n, b, 0.0), next(n, b, 0.0), delta(n, b, 0.0);
    for (index_t c = 0; c < b; ++c) sigma(group.sources[c], c) = frontier(group.sources[c], c) = 1.0;
    for (std::int64_t d = 1; d <= group.depth; ++d) {
      // next = Aᵀ plus.times Σ_{d−1}
      if (g.A_csc) mxm(next, no_mask, no_accum, plus_times<double>{}, transpose(*g.A_csc), frontier);
      else mxm(next, no_mask, no_accum, plus_times<double>{}, A_csr, frontier);
      // Σ_d = next<L = d> ;  σ<L = d> = next
#pragma omp parallel for schedule(static)
      for (std::int64_t e = 0; e < nb; ++e) {
        const bool on_level = level(e) == d;
        frontier.values()[e] = on_level ? next.values()[e] : 0.0;
        if (on_level) sigma.values()[e] = next.values()[e];
      }
    }
    for (std::int64_t d = group.depth; d >= 1; --d) {
      // Y = ((1 + Δ) ⊘ Σ)<L = d>
#pragma omp parallel for schedule(static)
      for (std::int64_t e = 0; e < nb; ++e)
        frontier.values()[e] = level(e) == d ? (1.0 + delta.values()[e]) / sigma.values()[e] : 0.0;
      // next = A plus.times Y ;  Δ<L = d−1> += Σ ∘ next
      mxm(next, no_mask, no_accum, plus_times<double>{}, A_csr, frontier);
#pragma omp parallel for schedule(static)
      for (std::int64_t e = 0; e < nb; ++e)
        if (level(e) == d - 1) delta.values()[e] += sigma.values()[e] * next.values()[e];
    }
    // BC(v) += Σ_c Δ(v, c), v ≠ source c
#pragma omp parallel for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(n); ++v)
      for (index_t c = 0; c < b; ++c)
        if (index_t(v) != group.sources[c]) bc[v] += delta(index_t(v), c);
  });
  return bc;
}

}  // namespace graphblade
