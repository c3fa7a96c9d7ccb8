// PageRank by power iteration (Page, Brin et al. 1999; the GAP benchmark's form):
//   t = r ./ outdeg                         (ewise_mult with div_op)
//   r' = (1 - d)/n + d·(Aᵀ plus.second t + dangling/n)
// with dangling = the rank held by vertices without out-edges, until the L1 change
// is below tol. Checked against the same iteration written with plain loops.
// Exit 0 = right.
#include <cmath>
#include <cstdio>
#include <vector>

#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;

/// PageRank of the directed graph A (A(i, j) = link i -> j), damping d, L1 tolerance tol.
gb::Vector<double> pagerank(const gb::Matrix<double>& A, double d = 0.85, double tol = 1e-10, int max_iter = 200) {
  const gb::index_t n = A.nrows();
  gb::Vector<double> outdeg(n);
  gb::reduce(outdeg, gb::no_mask, gb::no_accum, gb::plus_monoid<double>{}, A);  // outdeg = Σ_j A(:, j) (pattern: 1s)
  gb::Vector<double> r = gb::Vector<double>::full(n, 1.0 / n);
  for (int iter = 0; iter < max_iter; ++iter) {
    gb::Vector<double> t(n);
    gb::ewise_mult(t, gb::no_mask, gb::no_accum, gb::div_op<double>{}, r, outdeg);  // t = r ./ outdeg
    double total = 0, linked = 0;
    gb::reduce(total, gb::no_accum, gb::plus_monoid<double>{}, r);
    gb::Vector<double> r_linked(n);
    gb::assign(r_linked, gb::structure(outdeg), gb::no_accum, r);  // r_linked<s(outdeg)> = r
    gb::reduce(linked, gb::no_accum, gb::plus_monoid<double>{}, r_linked);
    const double base = (1 - d) / n + d * (total - linked) / n;  // teleport + dangling share
    gb::Vector<double> spread(n);
    gb::mxv(spread, gb::no_mask, gb::no_accum, gb::plus_second<double>{}, gb::transpose(A),
            t);  // spread = Aᵀ plus.second t
    gb::Vector<double> next = gb::Vector<double>::full(n, base);
    gb::apply(
        spread, gb::no_mask, gb::no_accum, [d](double x) { return d * x; }, spread);  // spread = d·spread
    gb::assign(next, gb::no_mask, gb::plus_op<double>{}, spread);                     // next += spread
    gb::Vector<double> change(n);
    gb::ewise_add(change, gb::no_mask, gb::no_accum, gb::minus_op<double>{}, next, r);
    gb::apply(
        change, gb::no_mask, gb::no_accum, [](double x) { return std::fabs(x); }, change);
    double l1 = 0;
    gb::reduce(l1, gb::no_accum, gb::plus_monoid<double>{}, change);  // l1 = Σ |next - r|
    r = std::move(next);
    if (l1 < tol) break;
  }
  return r;
}

int main() {
  const auto edges = gb::gen::kronecker(10, 8, 8);
  gb::build_options opt;
  opt.drop_self_loops = true;
  const auto A = gb::Matrix<double>::from_coo(edges.n, edges.n, edges.src, edges.dst, {}, gb::format::csr, opt);
  const gb::Vector<double> r = pagerank(A);

  // Independent check: the same iteration over de-duplicated out-lists with loops.
  const gb::index_t n = edges.n;
  std::vector<std::vector<gb::index_t>> out(n);
  {
    std::vector<std::vector<bool>> seen(n);
    for (std::size_t e = 0; e < edges.src.size(); ++e) {
      const gb::index_t u = edges.src[e], v = edges.dst[e];
      if (u == v) continue;
      if (seen[u].empty()) seen[u].assign(n, false);
      if (!seen[u][v]) seen[u][v] = true, out[u].push_back(v);
    }
  }
  std::vector<double> x(n, 1.0 / n);
  for (int iter = 0; iter < 200; ++iter) {
    double dangling = 0;
    for (gb::index_t u = 0; u < n; ++u)
      if (out[u].empty()) dangling += x[u];
    std::vector<double> y(n, (1 - 0.85) / n + 0.85 * dangling / n);
    for (gb::index_t u = 0; u < n; ++u)
      for (gb::index_t v : out[u]) y[v] += 0.85 * x[u] / double(out[u].size());
    double l1 = 0;
    for (gb::index_t v = 0; v < n; ++v) l1 += std::fabs(y[v] - x[v]);
    x.swap(y);
    if (l1 < 1e-10) break;
  }
  double worst = 0, sum = 0;
  for (gb::index_t v = 0; v < n; ++v) {
    worst = std::fmax(worst, std::fabs(*r.get(v) - x[v]));
    sum += *r.get(v);
  }
  std::printf("pagerank: sum %.12f, largest difference from the loop version %.3g\n", sum, worst);
  return worst < 1e-9 && std::fabs(sum - 1) < 1e-9 ? 0 : 1;
}
