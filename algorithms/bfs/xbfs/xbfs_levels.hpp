// The XBFS level loop (Gaihre et al., HPDC'19, §4.3 runtime management and
// Fig. 7), written once for both step sets: the host one (xbfs_host.cpp,
// OpenMP) and the device one (xbfs_cuda.cu, kernels of xbfs_kernels.cuh).
// A step set is a class with
//   offset_t start(index_t source)        status = -1, status(source) = 0; returns the source's out-degree
//   xbfs_counts top_down(d, input, out)   expand level d-1 into level d; `out` = scan_free or single_scan
//   xbfs_counts bottom_up(d, gen, balance, async)
// and each step ends with the one host read of the level (its counters).
//
// The rules (§4.3), with m = out-edges of the frontier (the edge check) and
// α = 0.1: bottom-up while m >= α·|E|, top-down otherwise; a top-down level
// generates its queue scan-free, or single-scan when the next level is
// predicted bottom-up (m·λ >= α·|E|, λ = m / m of the level before, Eq. 1-2);
// a bottom-up level's queue (its unvisited vertices) is the sorted
// double-scan; the first top-down level after bottom-up walks the last
// bottom-up queue (no generation, Observation 2).
//
// Asynchronous bottom-up (§5.2) puts some level-(d+1) vertices on d+1 during
// pass d. They are "carried": the level d+1 count and edge check add them; a
// top-down level d+1 seeds its output queue with them (host: from the list
// the pass kept; CUDA: by scanning the status array for d+1 before
// expanding, when they are the only vertices there). Its frontier (level d)
// may hold vertices carried from pass d-1, which pass d's queue lacks (they
// were visited when it was made) but pass d-1's queue holds (Lemma 1: each
// queue contains the next), so the walk reads the queue of the pass before
// when that pass was asynchronous too.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::xbfs {

/// What a top-down level walks.
enum class td_input {
  list,            ///< the queue the last top-down level generated
  bu_last,         ///< the last bottom-up queue (no generation)
  bu_before_last,  ///< the bottom-up queue before it (after two asynchronous passes)
  all_vertices,    ///< every vertex (the status scan of a traditional switch back; queue knob != 0)
};

/// The counters a step reads back (the one host read of a level).
struct xbfs_counts {
  offset_t input = 0;        ///< entries walked
  offset_t found = 0;        ///< vertices on level d after the step (top-down: carried ones included)
  offset_t found_edges = 0;  ///< their out-edges
  offset_t found_next = 0;   ///< bottom-up, asynchronous: vertices put on d + 1
  offset_t next_edges = 0;   ///< their out-edges
};

/// The knobs of one traversal, checked.
struct settings {
  double alpha = xbfs_knobs::default_alpha;
  int queue = 0;  ///< 0 adaptive, 1 scan-free only, 2 single-scan only
  xbfs_balance balance = xbfs_balance::warp_centric;
  bool async = true, bottom_up = true, sorted = true, parents = true;

  explicit settings(const bfs_options& opt) : parents(opt.parents) {
    alpha = opt.knob(xbfs_knobs::alpha, alpha);
    queue = int(opt.knob(xbfs_knobs::queue, 0));
    const int b = int(opt.knob(xbfs_knobs::balance, 2));
    async = opt.knob(xbfs_knobs::async, 1) != 0;
    bottom_up = opt.knob(xbfs_knobs::bottom_up, 1) != 0;
    sorted = opt.knob(xbfs_knobs::sorted, 1) != 0;
    if (!(alpha > 0)) throw invalid_value("xbfs: knob alpha must be > 0");
    if (queue < 0 || queue > 2) throw invalid_value("xbfs: knob queue must be 0 (adaptive), 1 or 2");
    if (b < 0 || b > 2) throw invalid_value("xbfs: knob balance must be 0 (static), 1 (thread) or 2 (warp)");
    balance = xbfs_balance(b);
  }
};

/// One traversal from `source`; returns the depth and fills `trace`.
template <class Steps>
std::int64_t run_levels(Steps& steps, index_t source, const settings& cfg, double edges,
                        std::vector<xbfs_level>& trace) {
  trace.clear();
  const double threshold = cfg.alpha * edges;
  double m = double(steps.start(source));  // edge check of the next level: out-edges of the frontier
  double m_before = 0;
  offset_t carried = 0, carried_edges = 0;  // on level d already (asynchronous pass d-1)
  int bottom_up_passes = 0;                 // consecutive bottom-up passes just run
  bool before_last_async = false;           // the pass before the last was bottom-up and asynchronous
  std::int64_t depth = 0;
  for (std::int64_t d = 1;; ++d) {
    xbfs_level level;
    level.depth = d;
    level.bottom_up = cfg.bottom_up && m >= threshold;
    xbfs_counts c;
    if (level.bottom_up) {
      level.queue = cfg.sorted ? xbfs_queue::double_scan : xbfs_queue::atomic_scan;
      level.balance = cfg.balance;
      // q = {v : status(v) = -1} ; status(v) = d where some in-neighbour has status d-1 (early exit),
      // else d+1 where one has status d (asynchronous)
      c = steps.bottom_up(d, level.queue, cfg.balance, cfg.async);
      before_last_async = bottom_up_passes > 0 && cfg.async;
      ++bottom_up_passes;
    } else {
      const double lambda = m_before > 0 ? m / m_before : 1;
      xbfs_queue out = xbfs_queue::scan_free;
      if (cfg.queue == 2 || (cfg.queue == 0 && cfg.bottom_up && m * lambda >= threshold)) out = xbfs_queue::single_scan;
      td_input in = td_input::list;
      if (bottom_up_passes > 0)
        in = cfg.queue != 0 ? td_input::all_vertices : before_last_async ? td_input::bu_before_last : td_input::bu_last;
      level.queue = in == td_input::bu_last || in == td_input::bu_before_last ? xbfs_queue::none : out;
      // q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d (scan-free: atomically, enqueue at once)
      c = steps.top_down(d, in, out);
      bottom_up_passes = 0;
      before_last_async = false;
    }
    level.input = c.input;
    level.found = c.found;
    level.found_next = c.found_next;
    // the level's vertices: this step's, plus (bottom-up) those the pass before carried
    const offset_t on_level = level.bottom_up ? c.found + carried : c.found;
    const offset_t level_edges = level.bottom_up ? c.found_edges + carried_edges : c.found_edges;
    level.frontier_edges = level_edges;
    trace.push_back(level);
    if (on_level == 0) break;
    depth = d;
    carried = level.bottom_up ? c.found_next : 0;
    carried_edges = level.bottom_up ? c.next_edges : 0;
    m_before = m;
    m = double(level_edges);
  }
  return depth;
}

}  // namespace graphblade::xbfs
