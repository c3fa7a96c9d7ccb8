// Shared cases of the loop facility (ops/loop.hpp): a user algorithm written
// once with while_loop - Bellman-Ford shortest paths with min_plus until no
// distance changes - run on the host (tests/ops) and on a device, recorded or
// eager (tests/cuda), against a plain serial Bellman-Ford.
#pragma once
#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "graphblade/graphblade.hpp"

namespace gbtest {
namespace gb = graphblade;

/// A rows x cols grid, both directions of each edge with the same weight in 1..9.
struct weighted_grid {
  gb::index_t n = 0;
  std::vector<gb::index_t> src, dst;
  std::vector<std::int64_t> w;
};

inline weighted_grid make_weighted_grid(gb::index_t rows, gb::index_t cols) {
  weighted_grid g;
  g.n = rows * cols;
  auto add = [&](gb::index_t a, gb::index_t b) {
    const std::int64_t weight = 1 + std::int64_t((std::uint64_t(a) * 7919u + std::uint64_t(b) * 104729u) % 9u);
    g.src.push_back(a), g.dst.push_back(b), g.w.push_back(weight);
    g.src.push_back(b), g.dst.push_back(a), g.w.push_back(weight);
  };
  for (gb::index_t r = 0; r < rows; ++r)
    for (gb::index_t c = 0; c < cols; ++c) {
      if (c + 1 < cols) add(r * cols + c, r * cols + c + 1);
      if (r + 1 < rows) add(r * cols + c, (r + 1) * cols + c);
    }
  return g;
}

/// Serial Bellman-Ford: distance from `source`, -1 when unreached.
inline std::vector<std::int64_t> serial_bellman_ford(const weighted_grid& g, gb::index_t source) {
  const std::int64_t inf = std::numeric_limits<std::int64_t>::max();
  std::vector<std::int64_t> d(g.n, inf);
  d[source] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t e = 0; e < g.src.size(); ++e)
      if (d[g.src[e]] != inf && d[g.src[e]] + g.w[e] < d[g.dst[e]]) d[g.dst[e]] = d[g.src[e]] + g.w[e], changed = true;
  }
  for (auto& x : d) x = x == inf ? -1 : x;
  return d;
}

/// Bellman-Ford's state in one place: A (symmetric, so A min.+ d relaxes every in-edge), the
/// distances d, the next distances dn, their difference and the condition `changed`.
struct bellman_ford_state {
  gb::Matrix<std::int64_t> A;
  gb::Vector<std::int64_t> d, dn, diff;
  gb::Scalar<std::int64_t> changed;

  bellman_ford_state(const weighted_grid& g, const gb::place& where)
      : A(gb::Matrix<std::int64_t>::from_coo(g.n, g.n, g.src, g.dst, g.w).to(where)),
        d(g.n, gb::storage::bitmap, where),
        dn(g.n, gb::storage::bitmap, where),
        diff(g.n, gb::storage::bitmap, where),
        changed(1, where) {}

  /// d = {source: 0}, changed = 1, by operations that keep d's storage (so a recorded loop can run again).
  void start(gb::index_t source) {
    gb::Vector<std::int64_t> d0(d.size(), gb::storage::bitmap);
    d0.set(source, 0);
    gb::apply(d, gb::no_mask, gb::no_accum, gb::identity_op<std::int64_t>{},
              d.where().is_host() ? d0 : d0.to(d.where()));
    changed.set(1);
  }

  /// One pass, every call an operator (the loop body).
  void pass() {
    // dn = A min.+ d
    gb::mxv(dn, gb::no_mask, gb::no_accum, gb::min_plus<std::int64_t>{}, A, d);
    // dn = dn min d
    gb::ewise_add(dn, gb::no_mask, gb::no_accum, gb::min_op<std::int64_t>{}, dn, d);
    // diff = d - dn (an entry only in dn, a newly reached vertex, keeps its distance > 0)
    gb::ewise_add(diff, gb::no_mask, gb::no_accum, gb::minus_op<std::int64_t>{}, d, dn);
    // changed = +/diff
    gb::reduce(changed, gb::no_accum, gb::plus_monoid<std::int64_t>{}, diff);
    // d = dn
    gb::apply(d, gb::no_mask, gb::no_accum, gb::identity_op<std::int64_t>{}, dn);
  }

  /// d as a dense host list, -1 when unreached.
  std::vector<std::int64_t> distances() const {
    std::vector<std::int64_t> out(d.size(), -1);
    for (auto& [i, x] : (d.where().is_host() ? d : d.to(gb::host)).entries()) out[i] = x;
    return out;
  }
};

}  // namespace gbtest
