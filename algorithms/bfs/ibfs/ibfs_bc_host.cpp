// Batched Brandes on one iBFS group on the host (ibfs_bc.hpp; Brandes 2001):
// the two level-masked SpMM sweeps fused into OpenMP loops over rows, one
// thread a row, over one n x b matrix Z of doubles:
//   forward, d = 1..depth:  Z(v, c) = Σ_{u ∈ in(v), L(u, c) = d−1} Z(u, c)  for L(v, c) = d   (Z = Σ)
//   then Z(v, c) = 1 / Z(v, c) for L(v, c) = depth
//   backward, d = depth..1: a(v, c) = Σ_{u ∈ out(v), L(u, c) = d} Z(u, c)   for L(v, c) = d−1
//                           Δ = Z(v, c) · a ;  BC(v) += Δ (v ≠ source c) ;  Z(v, c) = 1 / Z(v, c) + a
// so that Z holds Σ on the levels not yet swept and (1 + Δ) ⊘ Σ on those
// swept: Δ itself is never stored. An entry (v, c) is written only at the
// step of its own level and read only at the next one, so rows run in
// parallel without atomics; Z is 0 where L is −1, so a neighbour whose
// reached columns all sit on the level read is summed without reading L.
#include <algorithm>
#include <climits>
#include <cstdint>

#include "algorithms/bfs/ibfs/ibfs_bc.hpp"
#include "graphblade/core/openmp.hpp"

namespace graphblade {

void bc_group_on_host(const gb_bfs_graph& g, const ibfs_group& group, std::vector<double>& bc) {
  const Matrix<bool>& A = *g.A;
  const Matrix<bool>& in_edges = g.A_csc ? *g.A_csc : A;  // in(v): the CSC's column v, or row v when A = Aᵀ
  const offset_t *out_off = A.offsets().data(), *in_off = in_edges.offsets().data();
  const index_t *out_adj = A.indices().data(), *in_adj = in_edges.indices().data();
  const index_t n = A.nrows();
  const std::size_t b = group.positions.size(), cols = std::size_t(group.level.ncols());
  const std::int32_t* L = group.level.values().data();
  const std::int32_t depth = std::int32_t(group.depth);

  // lo(v), hi(v): the least and greatest level of row v over the b columns (lo > hi: unreached)
  std::vector<std::int32_t> lo(n), hi(n);
  DenseMatrix<double> Zm = DenseMatrix<double>::unfilled(n, index_t(b), host);
  double* Z = Zm.values().data();
#pragma omp parallel for schedule(static, 1024)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
    const std::int32_t* lv = L + std::size_t(v) * cols;
    double* zv = Z + std::size_t(v) * b;
    std::int32_t low = INT32_MAX, high = -1;
    for (std::size_t c = 0; c < b; ++c) {
      zv[c] = lv[c] == 0 ? 1.0 : 0.0;  // Σ = the sources' unit columns
      if (lv[c] >= 0) {
        low = std::min(low, lv[c]);
        high = std::max(high, lv[c]);
      }
    }
    lo[std::size_t(v)] = low;
    hi[std::size_t(v)] = high;
  }
  const auto holds = [&](index_t v, std::int32_t d) { return lo[v] <= d && d <= hi[v]; };

  // each thread's columns on the output level and their sums, kept from sweep to sweep
  const std::size_t threads = std::size_t(omp_get_max_threads());
  std::vector<std::vector<std::uint32_t>> on_of(threads);
  std::vector<std::vector<double>> a_of(threads, std::vector<double>(b));
  // One level-masked product: for every row v holding level `out` (columns on), a(c) = Σ Z(u, c) over the
  // neighbours u (off/adj) with L(u, c) = in, then finish(v, on, a).
  const auto sweep = [&](const offset_t* off, const index_t* adj, std::int32_t out, std::int32_t in, auto&& finish) {
#pragma omp parallel
    {
      std::vector<std::uint32_t>& on = on_of[std::size_t(omp_get_thread_num())];
      std::vector<double>& a = a_of[std::size_t(omp_get_thread_num())];
#pragma omp for schedule(dynamic, 256)
      for (std::int64_t vv = 0; vv < std::int64_t(n); ++vv) {
        const index_t v = index_t(vv);
        if (!holds(v, out)) continue;
        const std::int32_t* lv = L + std::size_t(v) * cols;
        on.clear();
        for (std::size_t c = 0; c < b; ++c)
          if (lv[c] == out) on.push_back(std::uint32_t(c));
        // a over every column (a vector loop; only a(on) is used) when a quarter of them are on, else over on
        const bool every = 4 * on.size() >= b;
        std::fill_n(a.data(), every ? b : on.size(), 0.0);
        for (offset_t e = off[v]; e < off[v + 1]; ++e) {
          const index_t u = adj[e];
          if (!holds(u, in)) continue;
          const std::int32_t* lu = L + std::size_t(u) * cols;
          const double* zu = Z + std::size_t(u) * b;
          if (lo[u] == hi[u]) {  // every reached column of u is on level in, and Z is 0 on the others
            if (every) {
              for (std::size_t c = 0; c < b; ++c) a[c] += zu[c];
            } else {
              for (std::size_t j = 0; j < on.size(); ++j) a[j] += zu[on[j]];
            }
          } else if (every) {
            for (std::size_t c = 0; c < b; ++c) a[c] += lu[c] == in ? zu[c] : 0.0;
          } else {
            for (std::size_t j = 0; j < on.size(); ++j) a[j] += lu[on[j]] == in ? zu[on[j]] : 0.0;
          }
        }
        if (every)
          for (std::size_t j = 0; j < on.size(); ++j) a[j] = a[on[j]];  // on is increasing: a(on[j]) → a(j) in place
        finish(v, on, a);
      }
    }
  };

  // forward: Σ<L = d> = Aᵀ plus.times Σ<L = d−1>
  for (std::int32_t d = 1; d <= depth; ++d)
    sweep(in_off, in_adj, d, d - 1, [&](index_t v, const std::vector<std::uint32_t>& on, const std::vector<double>& a) {
      double* zv = Z + std::size_t(v) * b;
      for (std::size_t j = 0; j < on.size(); ++j) zv[on[j]] = a[j];
    });
  // Z<L = depth> = 1 ⊘ Σ   ((1 + Δ) ⊘ Σ with Δ = 0 on the last level)
#pragma omp parallel for schedule(static, 1024)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
    if (hi[std::size_t(v)] != depth) continue;
    const std::int32_t* lv = L + std::size_t(v) * cols;
    double* zv = Z + std::size_t(v) * b;
    for (std::size_t c = 0; c < b; ++c)
      if (lv[c] == depth) zv[c] = 1.0 / zv[c];
  }
  // backward: Δ<L = d−1> = Σ ∘ (A plus.times ((1 + Δ) ⊘ Σ)<L = d>) ;  BC(v) += Δ(v, c), v ≠ source c
  for (std::int32_t d = depth; d >= 1; --d)
    sweep(out_off, out_adj, d - 1, d, [&](index_t v, const std::vector<std::uint32_t>& on, const std::vector<double>& a) {
      double* zv = Z + std::size_t(v) * b;
      double sum = 0;
      for (std::size_t j = 0; j < on.size(); ++j) {
        const std::uint32_t c = on[j];
        const double delta = zv[c] * a[j];
        if (group.sources[c] != v) sum += delta;
        zv[c] = 1.0 / zv[c] + a[j];
      }
      bc[v] += sum;
    });
}

}  // namespace graphblade
