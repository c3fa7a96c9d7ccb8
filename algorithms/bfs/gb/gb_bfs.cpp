// GraphBLAS BFS (see gb_bfs.hpp): graph setup, host / device dispatch and the
// result conversion; the level loop (gb_bfs_levels.hpp) is written only with
// the public operator API and also instantiated for CUDA (gb_bfs.cu). One level, in GraphBLAS notation (f = frontier,
// v = levels, the visited set; π = parents; σ = path counts):
//   push:  f<¬s(v), replace> = f ⊕.⊗ A        (vxm over the CSR rows of A: SpMSpV)
//   pull:  f<¬s(v), replace> = Aᵀ ⊕.⊗ f       (mxv over the in-edges: SpMV, early exit)
//   v<s(f)> = depth
// with ⊕.⊗ = any.pair (levels only), any.secondi (parents: f's values become
// the parents, as in LAGraph), or plus.first / plus.second (σ: the frontier
// holds the path counts of its vertices, so the product sums them; parents
// then take one more product, π'<¬s(v), replace> = f any.secondi A, before f
// is overwritten). Pull uses A itself when A is symmetric (row i of A lists
// i's in-neighbours), else the CSC of A through transpose().
//
// gb-auto: Beamer, Asanović & Patterson's direction-optimising rule (SC'12)
// with GAP's constants (gapbs bfs.cc): go pull when the frontier's out-edges
// m_f exceed the edges still unexplored / α (α = 15), go back to push when
// the frontier shrinks and holds at most n / β vertices (β = 18). m_f is
// itself two API calls: d<s(f), replace> = out_degree; m_f = +/d.
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"

#include <string>

#include "algorithms/bfs/gb/gb_bfs_levels.hpp"
#include "algorithms/bfs/in_edges.hpp"
#include "graphblade/graphblade.hpp"

namespace graphblade {

gb_bfs_graph::gb_bfs_graph(const Matrix<bool>& A_csr, const place& where) : A(&A_csr), where(where) {
  if (A_csr.storage_format() != format::csr) throw invalid_value("gb BFS: the graph must be given in CSR");
  const index_t n = A_csr.nrows();
  A_csc = in_edges_unless_symmetric(A_csr);
  const offset_t* ro = A_csr.offsets().data();
  out_degree = Vector<std::int64_t>::full(n, 0);
  for (index_t i = 0; i < n; ++i) out_degree.values()[i] = std::int64_t(ro[i + 1] - ro[i]);
  if (where.is_cuda()) {  // the traversal's operands live on the device
    A_device = A_csr.to(where);
    if (A_csc) A_csc = A_csc->to(where);
    out_degree = out_degree.to(where);
  }
}

void gb_bfs(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
            gb_bfs_vectors& out) {
  const index_t n = g.A->nrows();
  if (source >= n)
    throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(n) + ")");
  if (g.where.is_host()) return run_gb_bfs(g, source, dir, opt, out);
#ifdef GRAPHBLADE_HAS_CUDA
  gb_bfs_on_cuda(g, source, dir, opt, out);
#else
  throw not_supported("gb BFS on " + to_string(g.where) + ": this build has no CUDA backend");
#endif
}

namespace {
/// v itself on the host, or its host copy.
template <class T>
Vector<T> on_host(const Vector<T>& v) {
  return v.where().is_host() ? v : v.to(host);
}
}  // namespace

bfs_result to_bfs_result(const gb_bfs_vectors& v, const bfs_options& opt) {
  const index_t n = v.level.size();
  bfs_result r;
  r.source = v.source;
  r.depth = v.depth;
  if (opt.levels) {
    r.level.assign(n, -1);
    for (auto& [i, x] : on_host(v.level).entries()) r.level[i] = x;
  }
  if (opt.parents) {
    r.parent.assign(n, -1);
    for (auto& [i, x] : on_host(v.parent).entries()) r.parent[i] = x;
  }
  if (opt.sigma) {
    r.sigma.assign(n, 0.0);
    for (auto& [i, x] : on_host(v.sigma).entries()) r.sigma[i] = x;
  }
  return r;
}

}  // namespace graphblade
