// iBFS group direction per level (Liu, Huang & Hu, SIGMOD'16, §4 direction switching for the
// joint frontier): the rule of direction_switch fed with the joint frontier's |q| and m_f and the
// unexplored edges counted once (the rows not full before the last level), plus the group's
// record of it (ibfs_group::pushed, pull_levels). Shared by the host loop (ibfs_host.cpp) and the
// CUDA loop (ibfs.cu).
#pragma once
#include "graphblade/algorithms/bfs/direction_switch.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"

namespace graphblade {

/// The direction of each level of one group; construction resets the group's record.
class ibfs_direction {
 public:
  ibfs_direction(const ibfs_options& opt, index_t n, offset_t nnz, ibfs_group& group)
      : mode_(opt.direction), nnz_(double(nnz)), group_(group), rule_(opt.alpha, opt.beta, double(n), double(nnz)) {
    group.depth = 0;
    group.pull_levels = 0;
    group.pushed.clear();
  }
  /// Whether the next level is top-down, from the joint frontier's size nq, its out-edges mf and
  /// the out-edges of the rows that were full before the last level; recorded in the group.
  bool next(double nq, double mf, double explored_before) {
    const bool push = mode_ != gb_bfs_direction::automatic ? mode_ == gb_bfs_direction::push
                                                           : rule_.push_given_unexplored(nq, mf, nnz_ - explored_before);
    group_.pushed.push_back(push);
    group_.pull_levels += push ? 0 : 1;
    return push;
  }

 private:
  gb_bfs_direction mode_;
  double nnz_;
  ibfs_group& group_;
  direction_switch rule_;
};

}  // namespace graphblade
