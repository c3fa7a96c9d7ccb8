// Beamer, Asanović & Patterson's direction-optimising switch (SC'12, §III),
// with GAP's constants (gapbs bfs.cc) as the usual defaults α = 15, β = 18:
// leave push (top-down) for pull (bottom-up) when the frontier's out-edges m_f
// exceed the edges still unexplored / α; come back to push when the frontier
// shrinks and holds at most n / β vertices. The unexplored count starts at
// nnz(A) and loses m_f at every push level. Used by gb-auto
// (gb_bfs_levels.hpp), by hong-cpu-gpu's device phase and by hong-hybrid's
// bottom-up Read (hong_bfs.cpp). Plain C++: also compiled by nvcc; trivially
// copyable, so a device loop keeps one in a Scalar and advances it there
// (gb-auto's recorded loop, gb_bfs_levels.hpp).
#pragma once
#include "graphblade/core/types.hpp"

namespace graphblade {

class direction_switch {
 public:
  /// A switch for a graph of n vertices and `edges` stored edges.
  GB_HD direction_switch(double alpha = 15, double beta = 18, double n = 0, double edges = 0)
      : alpha_(alpha), beta_(beta), n_(n), unexplored_(edges) {}

  /// The direction for expanding a frontier of nf vertices: true = push.
  /// frontier_edges() gives m_f; it is called only while pushing, and not at
  /// all when an upper bound of m_f (nf x the largest out-degree, say) already
  /// keeps the level top-down: the unexplored count then keeps that level's
  /// edges, which can only delay the move to pull (hong-hybrid passes a bound
  /// so that a mesh does not pay an O(|f|) sum per level).
  template <class EdgesFn>
  bool push(double nf, EdgesFn frontier_edges, double mf_upper_bound = -1) {
    if (push_ && mf_upper_bound >= 0 && mf_upper_bound <= unexplored_ / alpha_) {
      last_nf_ = nf;
      return true;
    }
    return push_given(nf, push_ ? frontier_edges() : 0.0);
  }

  /// The same decision with m_f given (read only while pushing), on the host or a device.
  GB_HD bool push_given(double nf, double mf) {
    if (push_) {
      if (mf > unexplored_ / alpha_) push_ = false;
      else unexplored_ -= mf;
    } else if (nf < last_nf_ && nf <= n_ / beta_) {
      push_ = true;
    }
    last_nf_ = nf;
    return push_;
  }
  /// The same decision where the caller counts the unexplored edges m_u itself
  /// instead of the running nnz − Σ m_f (iBFS's group, ibfs_levels.hpp: a
  /// vertex lies in the frontiers of several instances at different levels, so
  /// Σ m_f counts its edges once per level it is joint-frontier in; m_u there =
  /// the out-edges of the vertices some instance has not expanded yet).
  /// frontier_edges() and unexplored_edges() are called only while pushing.
  template <class EdgesFn, class UnexploredFn>
  bool push_counted(double nf, EdgesFn frontier_edges, UnexploredFn unexplored_edges) {
    if (!push_) return push_given(nf, 0.0);
    const double mf = frontier_edges();
    return push_given_unexplored(nf, mf, unexplored_edges());
  }
  /// push_counted with m_f and m_u given (read only while pushing), on the host or a device.
  GB_HD bool push_given_unexplored(double nf, double mf, double mu) {
    if (push_) unexplored_ = mu;
    return push_given(nf, mf);
  }
  /// The direction the last decision took.
  GB_HD bool pushing() const { return push_; }

 private:
  double alpha_, beta_, n_, unexplored_;
  double last_nf_ = 0;
  bool push_ = true;
};

}  // namespace graphblade
