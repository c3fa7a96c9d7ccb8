// The XBFS level loop (Gaihre et al., HPDC'19, §4.3 runtime management and
// Fig. 7), written once for both step sets: the host one (xbfs_host.cpp,
// OpenMP) and the device one (xbfs_cuda.cu, kernels of xbfs_kernels.cuh).
// The rules themselves (plan_level, finish_level) are plain functions of a
// rule_state, so the host level loop below (run_levels: one host read per
// level) and the CUDA device loop (xbfs_cuda.cu: the state in device memory,
// the rules run by a one-thread kernel between levels) take the same
// decisions. A step set for run_levels is a class with
//   offset_t start(index_t source)        status = -1, status(source) = 0; returns the source's out-degree
//   xbfs_counts top_down(d, input, out, list)   expand level d-1 into level d; `out` = scan_free or single_scan
//   xbfs_counts bottom_up(d, gen, balance, async, list)
// (list: level_plan::list, the step lists the unvisited into the next bottom-up queue)
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
// Two rules of ours, each a knob (xbfs.hpp):
//   list_unvisited: a bottom-up pass lists the vertices it leaves at -1, and
//     a single-scan top-down level those its scan reads at -1 (the same scan),
//     into the next slot of the bottom-up ring; a bottom-up level right after
//     takes that list as its queue (`listed`) instead of an O(n) double scan.
//     Statuses only leave -1, so the list holds exactly the queue the double
//     scan would make, in another order.
//   stay_bottom_up: after a bottom-up pass the next level stays bottom-up,
//     also below α·|E|, while rest + rest_edges + P < β·(m + rest_before): rest =
//     the vertices on no level yet, rest_edges their in-edges (the next pass
//     reads at most those), m the frontier's out-edges and rest_before the
//     vertices on no level before the pass (about the queue a top-down level
//     would walk), P a pass's fixed cost in entries (knob stay_pass_cost).
//     The three counts are the same whatever the asynchronous pass carried
//     (rest = input - found: a pass's queue lacks exactly the vertices carried
//     into the level it finds), so the cpu and cuda devices take the same
//     decisions.
//
// Asynchronous bottom-up (§5.2) puts some level-(d+1) vertices on d+1 during
// pass d. They are "carried": the level d+1 count and edge check add them; a
// top-down level d+1 that starts with carried vertices generates its queue
// single-scan (the scan collects them with the vertices the expansion finds).
// Its frontier (level d) may hold vertices carried from pass d-1, which pass
// d's queue lacks (they were visited when it was made) but pass d-1's queue
// holds (Lemma 1: each queue contains the next), so the walk reads the queue
// of the pass before when that pass was asynchronous too.
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade::xbfs {

/// What a top-down level walks.
enum class td_input : std::uint8_t {
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
  offset_t rest_edges = 0;   ///< bottom-up: in-edges of the queue's vertices not put on level d
  offset_t listed = 0;       ///< vertices the step listed as unvisited (the next bottom-up queue; level_plan::list)

  /// A bottom-up pass's counts: its queue, the vertices it put on the level and on the next one (carried) with
  /// their out-edges, the in-edges of those it did not put on the level, the vertices it listed.
  GB_HD static xbfs_counts of_pass(offset_t input, offset_t found, offset_t found_edges, offset_t carried,
                                   offset_t carried_edges, offset_t rest_edges, offset_t listed = 0) {
    xbfs_counts c;
    c.input = input;
    c.found = found;
    c.found_edges = found_edges;
    c.found_next = carried;
    c.next_edges = carried_edges;
    c.rest_edges = rest_edges;
    c.listed = listed;
    return c;
  }
  /// A top-down level's counts: the entries it walked, the vertices on the level (its queue) and their out-edges,
  /// the vertices its scan listed.
  GB_HD static xbfs_counts of_level(offset_t input, offset_t found, offset_t found_edges, offset_t listed = 0) {
    xbfs_counts c;
    c.input = input;
    c.found = found;
    c.found_edges = found_edges;
    c.listed = listed;
    return c;
  }
};

/// Whether persistent = -1 takes the persistent level loop for a graph of n vertices and `edges` stored entries:
/// at least xbfs_knobs::persistent_min_degree entries a vertex.
inline bool persistent_pays(double edges, index_t n) { return edges >= xbfs_knobs::persistent_min_degree * double(n); }

/// The knobs of one traversal, checked.
struct settings {
  double alpha = xbfs_knobs::default_alpha;
  int queue = 0;  ///< 0 adaptive, 1 scan-free only, 2 single-scan only
  xbfs_balance balance = xbfs_balance::warp_centric;
  bool async = true, bottom_up = true, sorted = true, parents = true;
  bool list_unvisited = true;                                  ///< knob list_unvisited
  double stay_bottom_up = xbfs_knobs::default_stay_bottom_up;  ///< knob stay_bottom_up (β; 0: the paper's rule)
  double stay_pass_cost = 0;                                   ///< knob stay_pass_cost
  bool device_loop = true;  ///< CUDA: the traversal as one recorded device loop (0: a host read per level)
  double thin_edges = xbfs_knobs::default_thin_edges;    ///< CUDA device loop: thin levels in one block (0: none)
  double wide_edges = xbfs_knobs::default_wide_edges;    ///< CUDA device loop: wide levels by the grid (0: none)
  bool warp_lists = false;                               ///< CUDA bottom-up: long in-lists scanned by a whole warp
  bool claim_once = false;                               ///< CUDA single-scan top-down: one atomic claim per vertex
  double small_graph = xbfs_knobs::default_small_graph;  ///< CUDA device loop: edges up to which a graph goes top-down
                                                         ///< in one cooperative launch (0: never)
  double one_block = xbfs_knobs::default_one_block;      ///< CUDA small-graph path: edges up to which a graph whose
                                                         ///< status fits shared memory runs in one block (0: never)
  bool shared_graph = true;  ///< CUDA one-block path: the graph in shared memory too where it fits
  int visited_bits = -1;     ///< CUDA one-block path: claims on a visited bitmap in shared memory (knob visited_bits)
  double warp_edges = xbfs_knobs::default_warp_edges;  ///< CUDA small-graph path: thin levels in one warp (0: none)
  double vertex_levels = xbfs_knobs::default_vertex_levels;  ///< CUDA one-block path: a thread per frontier vertex
                                                             ///< up to this largest out-degree (0: never)
  double small_bottom_up = xbfs_knobs::default_small_bottom_up;        ///< CUDA small-graph path: bottom-up from this
                                                                       ///< fraction of |E| (0: never)
  double small_thread_edges = xbfs_knobs::default_small_thread_edges;  ///< CUDA small-graph grid: |E| / threads
  double one_block_levels = xbfs_knobs::default_one_block_levels;      ///< CUDA: one block up to these edges a level
  double small_stream = xbfs_knobs::default_small_stream;  ///< CUDA small-graph grid: stream from this part of |E|
  int persistent = -1;  ///< CUDA device loop: the levels after the thin ones in one cooperative launch (1),
                        ///< the recorded graph (0), or persistent_pays (-1)

  explicit settings(const bfs_options& opt) : parents(opt.parents) {
    alpha = opt.knob(xbfs_knobs::alpha, alpha);
    queue = int(opt.knob(xbfs_knobs::queue, 0));
    const int b = int(opt.knob(xbfs_knobs::balance, 2));
    async = opt.knob(xbfs_knobs::async, 1) != 0;
    bottom_up = opt.knob(xbfs_knobs::bottom_up, 1) != 0;
    sorted = opt.knob(xbfs_knobs::sorted, 1) != 0;
    list_unvisited = opt.knob(xbfs_knobs::list_unvisited, 1) != 0;
    stay_bottom_up = opt.knob(xbfs_knobs::stay_bottom_up, stay_bottom_up);
    stay_pass_cost = opt.knob(xbfs_knobs::stay_pass_cost, stay_pass_cost);
    device_loop = opt.knob(xbfs_knobs::device_loop, 1) != 0;
    thin_edges = opt.knob(xbfs_knobs::thin_levels, thin_edges);
    wide_edges = opt.knob(xbfs_knobs::wide_levels, wide_edges);
    warp_lists = opt.knob(xbfs_knobs::warp_lists, 0) != 0;
    claim_once = opt.knob(xbfs_knobs::claim_once, 0) != 0;
    small_graph = opt.knob(xbfs_knobs::small_graph, small_graph);
    one_block = opt.knob(xbfs_knobs::one_block, one_block);
    shared_graph = opt.knob(xbfs_knobs::shared_graph, 1) != 0;
    const double bits = opt.knob(xbfs_knobs::visited_bits, -1);
    if (bits != -1 && bits != 0 && bits != 1) throw invalid_value("xbfs: knob visited_bits must be -1, 0 or 1");
    visited_bits = int(bits);
    warp_edges = opt.knob(xbfs_knobs::warp_levels, warp_edges);
    vertex_levels = opt.knob(xbfs_knobs::vertex_levels, vertex_levels);
    small_bottom_up = opt.knob(xbfs_knobs::small_bottom_up, small_bottom_up);
    small_thread_edges = opt.knob(xbfs_knobs::small_thread_edges, small_thread_edges);
    one_block_levels = opt.knob(xbfs_knobs::one_block_levels, one_block_levels);
    small_stream = opt.knob(xbfs_knobs::small_stream, small_stream);
    const double p = opt.knob(xbfs_knobs::persistent, -1);
    if (p != -1 && p != 0 && p != 1) throw invalid_value("xbfs: knob persistent must be -1, 0 or 1");
    persistent = int(p);
    if (!(alpha > 0)) throw invalid_value("xbfs: knob alpha must be > 0");
    if (!(stay_bottom_up >= 0)) throw invalid_value("xbfs: knob stay_bottom_up must be >= 0");
    if (!(stay_pass_cost >= 0)) throw invalid_value("xbfs: knob stay_pass_cost must be >= 0");
    if (!(thin_edges >= 0)) throw invalid_value("xbfs: knob thin_levels must be >= 0");
    if (!(wide_edges >= 0)) throw invalid_value("xbfs: knob wide_levels must be >= 0");
    if (!(small_graph >= 0)) throw invalid_value("xbfs: knob small_graph must be >= 0");
    if (!(one_block >= 0)) throw invalid_value("xbfs: knob one_block must be >= 0");
    if (!(warp_edges >= 0)) throw invalid_value("xbfs: knob warp_levels must be >= 0");
    if (!(vertex_levels >= 0)) throw invalid_value("xbfs: knob vertex_levels must be >= 0");
    if (!(small_bottom_up >= 0)) throw invalid_value("xbfs: knob small_bottom_up must be >= 0");
    if (!(small_thread_edges > 0)) throw invalid_value("xbfs: knob small_thread_edges must be > 0");
    if (!(one_block_levels >= 0)) throw invalid_value("xbfs: knob one_block_levels must be >= 0");
    if (!(small_stream >= 0)) throw invalid_value("xbfs: knob small_stream must be >= 0");
    if (queue < 0 || queue > 2) throw invalid_value("xbfs: knob queue must be 0 (adaptive), 1 or 2");
    if (b < 0 || b > 2) throw invalid_value("xbfs: knob balance must be 0 (static), 1 (thread) or 2 (warp)");
    balance = xbfs_balance(b);
  }
};

/// The state the rules of §4.3 carry from level to level (plain data: the host loop keeps it in a
/// variable, the device loop in device memory; plan_level and finish_level are the same code on both).
struct rule_state {
  double threshold = 0;  ///< α·|E|
  std::int32_t queue_knob = 0;
  xbfs_balance balance = xbfs_balance::warp_centric;
  bool bottom_up_on = true, async = true, sorted = true;
  bool list_unvisited = true;               ///< knob list_unvisited
  double stay = 0;                          ///< knob stay_bottom_up (β)
  double stay_pass_cost = 0;                ///< knob stay_pass_cost
  double m = 0;                             ///< edge check of level d: out-edges of its frontier (level d-1)
  double m_before = 0;                      ///< the edge check of the level before
  offset_t carried = 0, carried_edges = 0;  ///< on level d already (asynchronous pass d-1), their out-edges
  std::int32_t bottom_up_passes = 0;        ///< consecutive bottom-up passes just run
  bool unvisited_listed = false;            ///< the last step listed the unvisited vertices (level_plan::list)
  offset_t rest = 0;         ///< after a bottom-up pass: vertices on no level up to d-1 (incl. those carried to d)
  offset_t rest_edges = 0;   ///< their in-edges
  offset_t rest_before = 0;  ///< vertices on no level before that pass
  bool before_last_async = false;  ///< the pass before the last was bottom-up and asynchronous
  std::int64_t d = 1;              ///< the level the next step discovers
  std::int64_t depth = 0;          ///< the deepest non-empty level so far
};

/// The rule state of a traversal whose source has `source_degree` out-edges.
inline rule_state first_rule_state(const settings& cfg, double edges, offset_t source_degree) {
  rule_state r;
  r.threshold = cfg.alpha * edges;
  r.queue_knob = cfg.queue;
  r.balance = cfg.balance;
  r.bottom_up_on = cfg.bottom_up;
  r.async = cfg.async;
  r.sorted = cfg.sorted;
  r.list_unvisited = cfg.list_unvisited;
  r.stay = cfg.stay_bottom_up;
  r.stay_pass_cost = cfg.stay_pass_cost;
  r.m = double(source_degree);
  return r;
}

/// What the step of level r.d does.
struct level_plan {
  bool bottom_up = false;
  xbfs_queue queue = xbfs_queue::scan_free;  ///< what the trace reports
  xbfs_queue out = xbfs_queue::scan_free;    ///< top-down: scan_free or single_scan
  td_input in = td_input::list;              ///< top-down: what it walks
  bool list = false;  ///< the step lists the vertices it leaves (bottom-up) or reads (single scan) at -1 (bu_next)
};

/// The rules of §4.3 for level r.d.
GB_HD inline level_plan plan_level(const rule_state& r) {
  level_plan p;
  // stay_bottom_up: the vertices left and their in-edges cost less than a top-down level's walk and edges
  const bool stay = r.stay > 0 && r.bottom_up_passes > 0 &&
                    double(r.rest) + double(r.rest_edges) + r.stay_pass_cost < r.stay * (r.m + double(r.rest_before));
  p.bottom_up = r.bottom_up_on && (r.m >= r.threshold || stay);
  if (p.bottom_up) {
    // q = {v : status(v) = -1} ; status(v) = d where some in-neighbour has status d-1 (early exit),
    // else d+1 where one has status d (asynchronous)
    p.queue = r.unvisited_listed ? xbfs_queue::listed : r.sorted ? xbfs_queue::double_scan : xbfs_queue::atomic_scan;
    p.list = r.list_unvisited;
    return p;
  }
  const double lambda = r.m_before > 0 ? r.m / r.m_before : 1;
  if (r.queue_knob == 2 || (r.queue_knob == 0 && r.bottom_up_on && r.m * lambda >= r.threshold))
    p.out = xbfs_queue::single_scan;
  // the vertices the last asynchronous pass carried are on level d already: the scan collects them
  // with the ones the expansion finds (a scan-free queue would miss them)
  if (r.carried > 0) p.out = xbfs_queue::single_scan;
  if (r.bottom_up_passes > 0)
    p.in = r.queue_knob != 0     ? td_input::all_vertices
           : r.before_last_async ? td_input::bu_before_last
                                 : td_input::bu_last;
  // q' = {v : status(v) = -1, v ∈ N(u), u ∈ q} ; status(q') = d (scan-free: atomically, enqueue at once)
  p.queue = p.in == td_input::bu_last || p.in == td_input::bu_before_last ? xbfs_queue::none : p.out;
  p.list = r.list_unvisited && p.out == xbfs_queue::single_scan;
  return p;
}

/// After the step of level r.d (plan p, counters c): its trace record into `level`, the rule state
/// advanced to the next level; false when level r.d is empty (the traversal is over).
GB_HD inline bool finish_level(rule_state& r, const level_plan& p, const xbfs_counts& c, xbfs_level& level) {
  level = xbfs_level{};
  level.depth = r.d;
  level.bottom_up = p.bottom_up;
  level.queue = p.queue;
  if (p.bottom_up) level.balance = r.balance;
  level.input = c.input;
  level.found = c.found;
  level.found_next = c.found_next;
  if (p.bottom_up) {
    r.before_last_async = r.bottom_up_passes > 0 && r.async;
    r.rest_before = r.bottom_up_passes > 0 ? r.rest : c.input;
    r.rest = c.input - c.found;
    r.rest_edges = c.rest_edges;
    ++r.bottom_up_passes;
  } else {
    r.bottom_up_passes = 0;
    r.before_last_async = false;
  }
  // the level's vertices: this step's, plus (bottom-up) those the pass before carried
  const offset_t on_level = p.bottom_up ? c.found + r.carried : c.found;
  const offset_t level_edges = p.bottom_up ? c.found_edges + r.carried_edges : c.found_edges;
  level.frontier_edges = level_edges;
  if (on_level == 0) return false;
  r.depth = r.d;
  r.unvisited_listed = p.list;
  r.carried = p.bottom_up ? c.found_next : 0;
  r.carried_edges = p.bottom_up ? c.next_edges : 0;
  r.m_before = r.m;
  r.m = double(level_edges);
  ++r.d;
  return true;
}

/// One traversal from `source` with a step set (host loop: one read of the counters per level);
/// returns the depth and fills `trace`.
template <class Steps>
std::int64_t run_levels(Steps& steps, index_t source, const settings& cfg, double edges,
                        std::vector<xbfs_level>& trace) {
  trace.clear();
  rule_state r = first_rule_state(cfg, edges, steps.start(source));
  for (;;) {
    const level_plan p = plan_level(r);
    const xbfs_counts c = p.bottom_up ? steps.bottom_up(r.d, p.queue, cfg.balance, cfg.async, p.list)
                                      : steps.top_down(r.d, p.in, p.out, p.list);
    xbfs_level level;
    const bool more = finish_level(r, p, c, level);
    trace.push_back(level);
    if (!more) break;
  }
  return r.depth;
}

}  // namespace graphblade::xbfs
