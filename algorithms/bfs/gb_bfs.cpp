// GraphBLAS BFS (see gb_bfs.hpp): the level loop, written only with the
// public operator API. One level, in GraphBLAS notation (f = frontier,
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
#include "algorithms/bfs/gb_bfs.hpp"

#include <string>
#include <type_traits>

#include "graphblade/graphblade.hpp"

namespace graphblade {

gb_bfs_graph::gb_bfs_graph(const Matrix<bool>& A_csr) : A(&A_csr) {
  if (A_csr.storage_format() != format::csr) throw invalid_value("gb BFS: the graph must be given in CSR");
  const index_t n = A_csr.nrows();
  Matrix<bool> csc = A_csr.to_format(format::csc);
  bool symmetric = true;
  const offset_t* ro = A_csr.offsets().data();
  const offset_t* co = csc.offsets().data();
  const index_t* ri = A_csr.indices().data();
  const index_t* ci = csc.indices().data();
#pragma omp parallel for reduction(&& : symmetric)
  for (std::int64_t i = 0; i <= std::int64_t(n); ++i) symmetric = symmetric && ro[i] == co[i];
  if (symmetric) {
#pragma omp parallel for reduction(&& : symmetric)
    for (std::int64_t e = 0; e < std::int64_t(A_csr.nvals()); ++e) symmetric = symmetric && ri[e] == ci[e];
  }
  if (!symmetric) A_csc = std::move(csc);
  out_degree = Vector<std::int64_t>::full(n, 0);
  for (index_t i = 0; i < n; ++i) out_degree.values()[i] = std::int64_t(ro[i + 1] - ro[i]);
}

namespace {

/// w<¬s(visited), replace> = f ⊕.⊗ A (push) or Aᵀ ⊕.⊗ f (pull).
template <class SPush, class SPull, class W, class F>
void expand(const gb_bfs_graph& g, bool push, Vector<W>& w, const Vector<std::int64_t>& visited,
            const Vector<F>& f) {
  const auto unvisited = complement(structure(visited));
  if (push) {
    // w<¬s(v), replace> = f ⊕.⊗ A : each frontier vertex k scatters along row k of A
    vxm(w, unvisited, no_accum, SPush{}, f, *g.A, replace.with(method::push));
  } else if (!g.A_csc) {
    // w<¬s(v), replace> = A ⊕.⊗ f (= Aᵀ ⊕.⊗ f, A symmetric): each unvisited vertex scans its row
    mxv(w, unvisited, no_accum, SPull{}, *g.A, f, replace.with(method::pull));
  } else {
    // w<¬s(v), replace> = Aᵀ ⊕.⊗ f : each unvisited vertex scans its in-edges (CSC column)
    mxv(w, unvisited, no_accum, SPull{}, transpose(*g.A_csc), f, replace.with(method::pull));
  }
}

/// Push or pull for the next level (see the file comment).
class direction_rule {
 public:
  direction_rule(gb_bfs_direction dir, const bfs_options& opt, const gb_bfs_graph& g)
      : dir_(dir),
        alpha_(opt.knob("alpha", 15)),
        beta_(opt.knob("beta", 18)),
        n_(double(g.A->nrows())),
        unexplored_(double(g.A->nvals())) {
    if (alpha_ <= 0 || beta_ <= 0) throw invalid_value("gb-auto: knobs alpha and beta must be > 0");
  }

  /// Direction for expanding a frontier of nf vertices; frontier_edges() gives m_f when needed.
  template <class EdgesFn>
  bool push(double nf, EdgesFn frontier_edges) {
    if (dir_ != gb_bfs_direction::automatic) return dir_ == gb_bfs_direction::push;
    if (push_) {
      const double mf = frontier_edges();
      if (mf > unexplored_ / alpha_) push_ = false;
      else unexplored_ -= mf;
    } else if (nf < last_nf_ && nf <= n_ / beta_) {
      push_ = true;
    }
    last_nf_ = nf;
    return push_;
  }

 private:
  gb_bfs_direction dir_;
  double alpha_, beta_, n_, unexplored_;
  double last_nf_ = 0;
  bool push_ = true;
};

/// The level loop with a frontier of type F: double holds σ, int64 parents, bool nothing.
template <class F>
void run_levels(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                gb_bfs_vectors& out) {
  constexpr bool frontier_sigma = std::is_same_v<F, double>;
  constexpr bool frontier_parents = std::is_same_v<F, std::int64_t>;
  using SPush = std::conditional_t<frontier_sigma, plus_first<double>,
                                   std::conditional_t<frontier_parents, any_secondi<std::int64_t>, any_pair<bool>>>;
  using SPull = std::conditional_t<frontier_sigma, plus_second<double>, SPush>;
  const index_t n = g.A->nrows();
  const bool parents = opt.parents;

  const F source_value = frontier_sigma ? F(1) : frontier_parents ? F(source) : F(1);
  Vector<F> f = Vector<F>::from_list(n, {source}, {source_value});
  Vector<std::int64_t> p(n);     // next level's parents, when the frontier carries σ
  Vector<std::int64_t> fdeg(n);  // out-degrees of the frontier (gb-auto)
  out.level.set(source, 0);
  if (parents) out.parent.set(source, std::int64_t(source));
  if (frontier_sigma) out.sigma.set(source, 1.0);

  direction_rule rule(dir, opt, g);
  for (std::int64_t depth = 1;; ++depth) {
    const bool push = rule.push(double(nvals(f)), [&] {
      // d<s(f), replace> = out_degree ;  m_f = +/d
      assign(fdeg, structure(f), no_accum, g.out_degree, replace);
      std::int64_t mf = 0;
      reduce(mf, no_accum, plus_monoid<std::int64_t>{}, fdeg);
      return double(mf);
    });
    out.pull_levels += push ? 0 : 1;
    if constexpr (frontier_sigma) {
      // π'<¬s(v), replace> = f any.secondi A  (before f moves on)
      if (parents) expand<any_secondi<std::int64_t>, any_secondi<std::int64_t>>(g, push, p, out.level, f);
    }
    // f<¬s(v), replace> = f ⊕.⊗ A   (or Aᵀ ⊕.⊗ f when pulling)
    expand<SPush, SPull>(g, push, f, out.level, f);
    if (nvals(f) == 0) break;
    out.depth = depth;
    // v<s(f)> = depth
    assign(out.level, structure(f), no_accum, depth);
    if constexpr (frontier_sigma) {
      // σ<s(f)> = f
      assign(out.sigma, structure(f), no_accum, f);
      // π<s(π')> = π'
      if (parents) assign(out.parent, structure(p), no_accum, p);
    } else if constexpr (frontier_parents) {
      // π<s(f)> = f
      assign(out.parent, structure(f), no_accum, f);
    }
  }
}

}  // namespace

void gb_bfs(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
            gb_bfs_vectors& out) {
  const index_t n = g.A->nrows();
  if (source >= n)
    throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(n) + ")");
  out = gb_bfs_vectors{};
  out.source = source;
  out.level = Vector<std::int64_t>(n, storage::bitmap);
  if (opt.parents) out.parent = Vector<std::int64_t>(n, storage::bitmap);
  if (opt.sigma) out.sigma = Vector<double>(n, storage::bitmap);
  if (opt.sigma) run_levels<double>(g, source, dir, opt, out);
  else if (opt.parents) run_levels<std::int64_t>(g, source, dir, opt, out);
  else run_levels<bool>(g, source, dir, opt, out);
}

bfs_result to_bfs_result(const gb_bfs_vectors& v, const bfs_options& opt) {
  const index_t n = v.level.size();
  bfs_result r;
  r.source = v.source;
  r.depth = v.depth;
  if (opt.levels) {
    r.level.assign(n, -1);
    for (auto& [i, x] : v.level.entries()) r.level[i] = x;
  }
  if (opt.parents) {
    r.parent.assign(n, -1);
    for (auto& [i, x] : v.parent.entries()) r.parent[i] = x;
  }
  if (opt.sigma) {
    r.sigma.assign(n, 0.0);
    for (auto& [i, x] : v.sigma.entries()) r.sigma[i] = x;
  }
  return r;
}

}  // namespace graphblade
