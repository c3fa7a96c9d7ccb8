// Connected components by FastSV (Zhang, Azad, Hu, SIAM PP'20, Alg. 2): a parent
// vector f and grandparents gp = f[f]; each round
//   mngp min= A min.second gp       (the smallest grandparent among the neighbours)
//   f(f(u)) min= mngp(u)             stochastic hooking (subassign, repeated indices)
//   f min= mngp                      aggressive hooking
//   f min= gp                        shortcutting
//   gp = f[f]                        (extract with f as the index vector)
// until gp stops changing; then f(u) is the smallest vertex of u's component.
// Checked against union-find. Exit 0 = right.
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <vector>

#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"

namespace gb = graphblade;
using label = std::int64_t;

/// f(u) = the smallest vertex id of u's component, for the undirected graph A (symmetric).
gb::Vector<label> fastsv(const gb::Matrix<bool>& A) {
  const gb::index_t n = A.nrows();
  std::vector<gb::index_t> ids(n);
  std::vector<label> self(n);
  std::iota(ids.begin(), ids.end(), gb::index_t(0));
  std::iota(self.begin(), self.end(), label(0));
  gb::Vector<label> f = gb::Vector<label>::from_list(n, ids, self), gp = f, mngp = f;
  while (true) {
    gb::mxv(mngp, gb::no_mask, gb::min_op<label>{}, gb::min_second<label>{}, A, gp);  // mngp min= A min.second gp
    gb::subassign(f, gb::no_mask, gb::min_op<label>{}, mngp, f);                      // f(f) min= mngp
    gb::assign(f, gb::no_mask, gb::min_op<label>{}, mngp);                            // f min= mngp
    gb::assign(f, gb::no_mask, gb::min_op<label>{}, gp);                              // f min= gp
    gb::Vector<label> next(n);
    gb::extract(next, gb::no_mask, gb::no_accum, f, f);  // next = f[f]
    if (gb::isequal(next, gp)) return f;
    gp = std::move(next);
  }
}

int main() {
  const auto edges = gb::gen::kronecker(11, 2, 6);  // sparse enough for many components
  const gb::Matrix<bool> A = edges.to_matrix().cast<bool>();  // symmetric, no self-loops
  const gb::Vector<label> f = fastsv(A);

  // Independent check: union-find, then the smallest id of each root's set.
  std::vector<gb::index_t> root(edges.n);
  std::iota(root.begin(), root.end(), gb::index_t(0));
  auto find = [&](gb::index_t x) {
    while (root[x] != x) x = root[x] = root[root[x]];
    return x;
  };
  for (std::size_t e = 0; e < edges.src.size(); ++e) {
    const gb::index_t a = find(edges.src[e]), b = find(edges.dst[e]);
    if (a != b) root[a < b ? b : a] = a < b ? a : b;  // the smaller id becomes the root
  }
  bool ok = f.nvals() == edges.n;
  std::size_t components = 0;
  for (gb::index_t v = 0; v < edges.n && ok; ++v) {
    components += find(v) == v;
    ok = *f.get(v) == label(find(v));
  }
  std::printf("components: %zu, %s\n", components, ok ? "equal to union-find" : "WRONG");
  return ok && components > 1 ? 0 : 1;
}
