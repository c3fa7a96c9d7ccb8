// Applications of iBFS (ibfs_apps.hpp): each runs the source groups of
// ibfs_run and reads the group's n x 64·k level matrix L.
//   k-hop:      counts(c) = |{v : 0 ≤ L(v, c)}| with the traversal cut at `hops` levels
//   closeness:  (|{v : L(v, c) ≥ 0}| − 1) / Σ_v max(L(v, c), 0)
//   all pairs:  L with every vertex a source
//   Brandes (batched, one group = one batch of b sources, Σ, Δ dense n x b):
//     forward,  d = 1..depth:   Σ<L = d> = Aᵀ plus.times Σ<L = d−1>       (σ of level d)
//     backward, d = depth..1:   Δ<L = d−1> = Σ ∘ (A plus.times ((1 + Δ) ⊘ Σ)<L = d>)
//     BC(v) += Σ_c Δ(v, c) for v ≠ source c
//   each level-masked SpMM fused into one loop over the rows the level touches
//   (ibfs_bc.hpp: ibfs_bc_host.cpp on the host, ibfs_bc.cu on a CUDA device).
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"

#include <string>

#include "algorithms/bfs/ibfs/ibfs_bc.hpp"
#include "graphblade/graphblade.hpp"

namespace graphblade {

std::vector<std::int64_t> khop_counts(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                      std::int64_t hops, const ibfs_options& opt_in, const place& where) {
  if (hops < 0) throw invalid_value("khop: hops must be >= 0, got " + std::to_string(hops));
  ibfs_options opt = opt_in;
  opt.max_depth = hops;
  gb_bfs_graph g(A_csr, where);
  std::vector<std::int64_t> counts(sources.size(), 0);
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) {
    const DenseMatrix<std::int32_t> L = ibfs_levels_on_host(group);
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
    const DenseMatrix<std::int32_t> L = ibfs_levels_on_host(group);
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
                                const ibfs_options& opt, const place& where) {
  const gb_bfs_graph g(A_csr, where);
  return betweenness(g, sources, opt);
}

std::vector<double> betweenness(const gb_bfs_graph& g, const std::vector<index_t>& sources,
                                const ibfs_options& opt_in) {
  const index_t n = g.A->nrows();
  const place& where = g.where;
  ibfs_options opt = opt_in;
  opt.byte_levels = false;  // the sweeps read int32 levels
  opt.max_depth = -1;       // and the whole BFS DAG
  opt.group_words = ibfs_group_words(opt, n, sources.size(), where,
                                     where.is_host() ? bc_host_bytes_per_entry : bc_cuda_bytes_per_entry);
  std::vector<double> bc(n, 0.0);
  if (where.is_host()) {
    ibfs_run(g, sources, opt, [&](const ibfs_group& group) { bc_group_on_host(g, group, bc); });
    return bc;
  }
#ifdef GRAPHBLADE_HAS_CUDA
  buffer<double> bc_device(std::size_t(n), where);
  memory::fill_bytes(bc_device.data(), where, 0, bc_device.bytes());
  ibfs_run(g, sources, opt, [&](const ibfs_group& group) { bc_group_on_cuda(g, group, bc_device.data()); });
  memory::copy(bc.data(), host, bc_device.data(), where, bc_device.bytes());
  return bc;
#else
  throw not_supported("betweenness on " + to_string(where) + ": this build has no CUDA backend");
#endif
}

}  // namespace graphblade
