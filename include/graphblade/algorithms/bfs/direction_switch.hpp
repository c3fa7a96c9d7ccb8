// Beamer, Asanović & Patterson's direction-optimising switch (SC'12, §III),
// with GAP's constants (gapbs bfs.cc) as the usual defaults α = 15, β = 18:
// leave push (top-down) for pull (bottom-up) when the frontier's out-edges m_f
// exceed the edges still unexplored / α; come back to push when the frontier
// shrinks and holds at most n / β vertices. The unexplored count starts at
// nnz(A) and loses m_f at every push level. Used by gb-auto
// (gb_bfs_levels.hpp), by hong-cpu-gpu's device phase and by hong-hybrid's
// bottom-up Read (hong_bfs.cpp). Plain C++: also compiled by nvcc.
#pragma once

namespace graphblade {

class direction_switch {
 public:
  /// A switch for a graph of n vertices and `edges` stored edges.
  direction_switch(double alpha, double beta, double n, double edges)
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
  double alpha_, beta_, n_, unexplored_;
  double last_nf_ = 0;
  bool push_ = true;
};

}  // namespace graphblade
