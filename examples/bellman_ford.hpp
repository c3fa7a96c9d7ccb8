// A user algorithm on the loop facility (ops/loop.hpp, issue 13): single-
// source shortest paths by Bellman-Ford with min_plus, repeated until no
// distance changes. Five operator calls a pass, all on bitmap vectors, so on
// a device the whole loop can be recorded into one CUDA graph (while_loop);
// the condition `changed` is a Scalar written by reduce on the device.
//   while (changed):  dn = A min.+ d ; dn = dn min d ; diff = d - dn ; changed = +/diff ; d = dn
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/graphblade.hpp"

namespace graphblade::examples {
namespace gb = graphblade;

/// Bellman-Ford's state in one place: A (symmetric, so A min.+ d relaxes every in-edge), the
/// distances d, the next distances dn, their difference and the condition `changed`.
struct bellman_ford_state {
  gb::Matrix<std::int64_t> A;
  gb::Vector<std::int64_t> d, dn, diff;
  gb::Scalar<std::int64_t> changed;

  /// State for the n x n weighted graph with edges src[e] -> dst[e] of weight w[e] (both directions given).
  bellman_ford_state(gb::index_t n, const std::vector<gb::index_t>& src, const std::vector<gb::index_t>& dst,
                     const std::vector<std::int64_t>& w, const gb::place& where)
      : A(gb::Matrix<std::int64_t>::from_coo(n, n, src, dst, w).to(where)),
        d(n, gb::storage::bitmap, where),
        dn(n, gb::storage::bitmap, where),
        diff(n, gb::storage::bitmap, where),
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

}  // namespace graphblade::examples
