// TurboBFS (Artiles & Saeed, "TurboBFS: GPU Based Breadth-First Search (BFS)
// Algorithms in the Language of Linear Algebra", §III) on graphblade's
// operators: top-down (Alg. 1-5), bottom-up (Alg. 6-7) and the combined tdbu.
// Every BFS step is one mxv call; the backend honours the paper's kernel
// choices through the descriptor (method::edge = scCOOC one thread per edge,
// pull + mapping::thread = scCSC / busc one thread per vertex, pull +
// mapping::warp = veCSC / buve one warp per vertex; the CPU backend ignores
// the mapping, so scalar and vector variants do the same math there).
//
// Formulation (mask inside the SpMV, as Alg. 2 + 4 fuse it):
//   σ<¬s(σ)> = Aᵀ +.second σ      Alg. 4 (Alg. 3 on COOC). For an unreached v every
//                                  reached in-neighbour is on the last level (else it would
//                                  have reached v earlier), so reading σ equals reading the
//                                  frontier f of Alg. 1-2; the merge is Alg. 2 lines 19-21.
//   t<¬s(t)> = Iᵀ any.tag(d) σ    the second kernel of §III-D: level of the new vertices,
//                                  one thread per vertex (I: identity pattern, n entries).
//   t<¬s(t)> = Aᵀ any.tag(d) t    Alg. 6/7: each unreached v stops at its first reached
//                                  in-neighbour (necessarily of level d-1): level + parent.
// Only one graph format is stored per run (CSC, or COOC for td-cooc), pattern only.
// State vectors are bitmaps allocated at prepare and reset per traversal.
//
// Cost per level on CUDA (read end to end through graphblade/backend/cuda/ops/mxv.cuh): each
// mxv is a t_bits memset (n/8 bytes), the kernel (pull: n threads or n warps;
// edge: nnz threads plus an n-fill of t_val for the plus monoid) and one in-place
// merge into the bitmap output (n threads) whose entry count stays in the
// output's count cell; the paper's loop flag c (the level ends when nvals(σ) or
// nvals(t) stops growing) is a Scalar computed from the cells on the device. No
// device allocation per level: t_bits / t_val / bins come from the grow-only
// workspace and the bitmaps are merged in place (test_turbo_cuda.cu checks the
// workspace's cudaMalloc count over a second traversal). The level loop
// (traverse) is one recorded device loop from the second traversal of a kind on:
// one host wait per traversal, none per level. Levels: σ only (top-down as the
// paper times it) and bottom-up: 1 mxv a level; top-down with levels (and the
// hybrid's pulled top-down phase): 2 (σ, tags). The hybrid's pushed top-down
// phase (symmetric graphs): push mxv over the frontier's edges + assign t<s(f)>,
// + assign σ<s(f)> when σ is asked for.
// The merge pass cannot fold into the pull kernel here: the input is the output
// (σ reads σ, t reads t), so writing the new entries in place during the
// gather would let a vertex found at level d discover another at level d.
//
// On CUDA the one-format variants (all but the hybrid) run by default as one persistent
// cooperative kernel instead (persistent_knob, turbo_level_loop.cu): the same per-vertex steps, levels
// kept in place with an explicit level array, one grid barrier a level, one host wait a traversal.
//
// Hybrid switch-back (Beamer's bottom-up -> top-down near the end): not done.
// Both phases here are pulls over the one stored CSC; a top-down pull (plus,
// no early exit) visits the same unreached vertices as a bottom-up pull (any,
// stops at the first parent) and never costs less, and σ is not kept during the
// bottom-up phase unless asked for. Switching back pays only with a push
// top-down (work ∝ frontier edges), which needs the rows of A (CSR, or CSC of
// a symmetric graph): outside the paper's one-format design.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_ops.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/ops/assign.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/loop.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/mxv.hpp"
#include "graphblade/ops/nvals.hpp"
#include "graphblade/ops/scalar_ops.hpp"
#include "graphblade/ops/transpose.hpp"

namespace graphblade {
class bfs_prepared;
}

namespace graphblade::turbo {

/// The TurboBFS variants of the paper.
enum class variant {
  td_cooc,        ///< TurboBFS-tdscCOOC: Alg. 1 + 3, one thread per edge over COOC
  td_csc_scalar,  ///< TurboBFS-tdscCSC: Alg. 2 + 4, one thread per vertex
  td_csc_vector,  ///< TurboBFS-tdveCSC: Alg. 2 + 5, one warp per vertex
  bu_scalar,      ///< TurboBFS-busc: Alg. 6, one thread per vertex
  bu_vector,      ///< TurboBFS-buve: Alg. 7, one warp per vertex
  hybrid,         ///< TurboBFS-tdbu: top-down until the frontier reaches 10 % of n, then bottom-up
};

/// The one stored format of variant v (COOC for tdscCOOC, else CSC).
inline format format_for(variant v) { return v == variant::td_cooc ? format::cooc : format::csc; }

/// Knob of the hybrid: frontier fraction of n that switches top-down to bottom-up.
inline constexpr const char* switch_fraction_knob = "switch_fraction";
/// Its default, the paper's 10 % (Beamer et al.'s heuristic).
inline constexpr double default_switch_fraction = 0.10;
/// Knob of the hybrid: 1 runs the paper's one-thread-per-vertex kernels (tdscCSC,
/// busc) in both phases; 0 (default) the backend's degree-binned pull (thread /
/// warp / block per vertex by in-degree). Same math, same results: on Kronecker
/// graphs a hub's whole in-list in one thread dominates a level (the top-down
/// σ step has no early exit), which the bins avoid.
inline constexpr const char* paper_mapping_knob = "paper_mapping";
/// Knob of the hybrid: 1 (default) runs its top-down phase as a push from the
/// frontier f when the graph is symmetric (then the stored CSC columns are
/// also A's rows): f<¬s(σ), replace> = A +.second f, or, when σ is not asked
/// for, f<¬s(t), replace> = A any.tag(d) f (no σ vector at all); work ∝
/// frontier edges instead of the pull's in-edges of every unreached vertex
/// (Beamer's top-down; same levels and σ, same switch rule). 0: the paper's
/// pull (Alg. 2 + 4). A directed graph always pulls (its CSC holds no rows).
inline constexpr const char* push_top_down_knob = "push_top_down";
/// Knob of every variant on a device: 1 (default) launches a recorded device loop from the second
/// traversal of a kind on (no host wait per level); 0 runs the level loop on the host (a wait per level).
inline constexpr const char* device_loop_knob = "device_loop";
/// Knob of the one-format variants (tdscCOOC, tdscCSC, tdveCSC, busc, buve) on a CUDA device with
/// device_loop 1: 1 runs the whole level loop in one cooperative kernel launch (turbo_level_loop.cu), the
/// paper's per-level kernel (Alg. 3 / 4 / 5 / 6 / 7: a thread per edge, or a thread or a warp per vertex over
/// the CSC in-lists) as its body and one grid barrier between levels (issue 13's persistent route for long,
/// thin traversals); 0 runs the levels as the operator calls below (a recorded CUDA graph); -1 (default)
/// picks by the graph (level_loop_pays). Same results. The CPU and the hybrid ignore it.
inline constexpr const char* persistent_knob = "persistent";
/// The graphs on which persistent = -1 takes the level loop: at most 2^24 stored entries, and for the
/// thread-per-vertex variants (tdscCSC, busc) at most 8 a vertex. Measured on the H200
/// (bench/results/h200-s27/): the loop is 1.1-5.5x faster than the recorded operator loop on every graph of
/// TurboBFS's tables up to kron:19 (15.5 M entries) for tdscCOOC, tdveCSC and buve, but 0.68-0.78x on
/// mycielski:16-17 (33-100 M); the thread-per-vertex kernels win on road graphs and meshes (3.3-4.8x) and
/// lose on kron and Mycielski graphs (0.29-0.86x: a thread walks a hub's whole in-list).
inline bool level_loop_pays(variant v, index_t n, offset_t entries) {
  if (entries > (offset_t(1) << 24)) return false;
  const bool thread_per_vertex = v == variant::td_csc_scalar || v == variant::bu_scalar;
  return !thread_per_vertex || entries <= 8 * offset_t(n);
}

/// True for the variants whose first phase is top-down.
GB_HD inline bool starts_top_down(variant v) { return v != variant::bu_scalar && v != variant::bu_vector; }

/// Descriptor of the discovery steps of variant v (both phases of the hybrid
/// use the same mapping; paper_mapping: the hybrid's paper_mapping_knob).
inline descriptor step_descriptor(variant v, bool paper_mapping = false) {
  const descriptor pull = default_desc.with(method::pull);
  if (v == variant::td_cooc) return default_desc.with(method::edge);
  if (v == variant::td_csc_vector || v == variant::bu_vector) return pull.with(mapping::warp);
  if (v == variant::hybrid && !paper_mapping) return pull.with(mapping::load_balanced);
  return pull.with(mapping::thread);
}

/// What a traversal reports: its depth and the hybrid's first bottom-up level (-1: none).
struct traversal_summary {
  std::int64_t depth = 0, bottom_up_from = -1;
};

/// The Scalars of a traversal's level loop and, on a device, the loop recorded into a CUDA graph: kept in
/// the state, so that later traversals of the same kind launch the recorded graph (only the source
/// changes: the vectors are reset in place and the Scalars set).
struct traversal_loop {
  explicit traversal_loop(const place& where)
      : d(0, where),
        reached(1, where),
        now(1, where),
        found(0, where),
        active(1, where),
        top_down(1, where),
        top_down_levels(0, where),
        level_tag(0.0, where),
        summary(traversal_summary{}, where) {}
  Scalar<std::int64_t> d;                ///< the level the pass discovers
  Scalar<offset_t> reached, now, found;  ///< vertices reached before the pass, after it; found by a push
  Scalar<offset_t> active;               ///< the loop condition: the pass reached a vertex
  Scalar<std::int32_t> top_down;         ///< the direction of the next pass (the hybrid switches once)
  Scalar<std::int64_t> top_down_levels;  ///< top-down passes run (the hybrid's switch level)
  Scalar<double> level_tag;              ///< d·2^32, the tag a push top-down gives its level
  Scalar<traversal_summary> summary;     ///< read by the host once, at the end
  std::unique_ptr<while_loop> recorded;  ///< the recorded loop (device), for traversals of `kind`
  std::string kind;                      ///< the plan and knobs `recorded` was recorded for
  bool eager_only = false;               ///< `kind` could not be recorded: it runs as a host loop
};

/// What prepare keeps for one graph on one device: the graph in one format,
/// the identity pattern when levels are computed top-down, the state bitmaps.
struct state {
  variant kind = variant::td_csc_scalar;
  place where = host;
  index_t n = 0;
  Matrix<bool> A;           ///< CSC (COOC for td_cooc), pattern-only, on `where`
  Matrix<bool> I;           ///< identity pattern (CSC); empty when no top-down levels are needed
  Vector<double> sigma;     ///< σ; size 0 until needed
  Vector<double> tag;       ///< level·2^32 + parent (turbo_ops.hpp); size 0 until needed
  Vector<double> frontier;  ///< f, σ of the last level (sparse): the hybrid's push top-down only
  bool symmetric = false;   ///< A = Aᵀ (checked at prepare): CSC columns are also rows
  index_t source = 0;
  std::int64_t depth = 0;
  std::int64_t bottom_up_from = -1;  ///< first level found bottom-up (-1: none; hybrid diagnostics)
  bool have_sigma = false, have_levels = false, have_parents = false;  ///< valid after traverse
  std::shared_ptr<traversal_loop> loop;                                ///< made by the first traversal
  buffer<std::int32_t> levels;   ///< the persistent level loop's levels (-1: unreached); made by its first traversal
  buffer<offset_t> level_cells;  ///< its three rotating per-level counts and the depth it ends at
  int level_loop_fit = -1;       ///< its cooperative blocks that fit on the device (-1: not asked yet)

  /// Bytes of everything this state holds (graph, identity when built, vectors, level-loop scratch).
  std::size_t bytes() const {
    return A.bytes() + (I.nrows() > 0 ? I.bytes() : 0) + sigma.bytes() + tag.bytes() + frontier.bytes() +
           levels.size() * sizeof(std::int32_t) + level_cells.size() * sizeof(offset_t);
  }
};

/// The identity pattern n x n in CSC on `where`.
Matrix<bool> identity_pattern(index_t n, const place& where);

/// Make v an n-bitmap on `where` (allocating only when it is not one yet)
/// holding the single entry v(source) = value.
template <class T>
void reset_to_source(Vector<T>& v, index_t n, const place& where, index_t source, T value) {
  if (v.kind() != storage::bitmap || v.size() != n || v.where() != where)
    v = Vector<T>(n, storage::bitmap, where);
  else
    memory::fill_bytes(v.present().data(), where, 0, n);
  const std::uint8_t one = 1;
  memory::store(v.present().data() + source, where, &one, 1);  // enqueued (no host wait)
  memory::store(v.values().data() + source, where, &value, sizeof(T));
  v.set_nvals_in_cell(1, true);  // (a recorded level loop reads the count on the device)
}

/// Make v a sparse n-vector on `where` holding the single entry v(source) =
/// value, reusing its arrays when it already is one (two element copies; no
/// O(n) work per traversal).
template <class T>
void reset_sparse_to_source(Vector<T>& v, index_t n, const place& where, index_t source, T value) {
  if (v.kind() != storage::sparse || v.size() != n || v.where() != where || v.indices().size() == 0 ||
      v.values().size() == 0) {
    v = Vector<T>(n, storage::sparse, where);
    v.indices() = buffer<index_t>(1, where);
    v.values() = buffer<T>(1, where);
  }
  memory::store(v.indices().data(), where, &source, sizeof(index_t));  // enqueued (no host wait)
  memory::store(v.values().data(), where, &value, sizeof(T));
  v.set_nvals_in_cell(1, true);  // (a recorded level loop reads the count on the device)
}

/// Which outputs a traversal of variant v maintains for the options opt.
struct plan {
  bool sigma, tags, identity, push;
};
inline plan plan_for(variant v, const bfs_options& opt, bool symmetric) {
  const bool td = starts_top_down(v);
  const bool hybrid = v == variant::hybrid;
  plan p;
  p.push = hybrid && symmetric && opt.knob(push_top_down_knob, 1) != 0;  // top-down from the frontier f
  p.sigma = (td && !p.push) || opt.sigma;                                // σ drives the pulled top-down steps
  p.tags = !td || hybrid || opt.levels || opt.parents;                   // tags drive the bottom-up steps
  p.identity = td && p.tags && !p.push;  // pulled top-down levels come from Iᵀ any.tag σ
  return p;
}

/// The Scalar operations of the level loop (apply(Scalar): one one-thread kernel each on a device).
struct next_level {
  GB_HD std::int64_t operator()(std::int64_t d) const { return d + 1; }
};
struct reached_more {
  GB_HD offset_t operator()(offset_t now, offset_t reached) const { return now != reached ? 1 : 0; }
};
struct same_count {
  GB_HD offset_t operator()(offset_t x) const { return x; }
};
struct sum_counts {
  GB_HD offset_t operator()(offset_t a, offset_t b) const { return a + b; }
};
struct tag_of_level {
  GB_HD double operator()(std::int64_t d) const { return double(d << 32); }
};
struct count_if_top_down {
  GB_HD std::int64_t operator()(std::int64_t k, std::int32_t top_down) const { return k + (top_down ? 1 : 0); }
};
/// The summary at the end of a traversal of variant `kind`: the last pass reached nothing.
struct summarize {
  variant kind;
  GB_HD traversal_summary operator()(std::int64_t d, std::int32_t top_down, std::int64_t top_down_levels) const {
    traversal_summary r;
    r.depth = d - 1;
    r.bottom_up_from = !starts_top_down(kind) ? 1 : kind == variant::hybrid && top_down == 0 ? top_down_levels + 1 : -1;
    return r;
  }
};

/// tdbu's switch: the next pass stays top-down while this one found fewer than `limit` vertices.
struct stays_top_down {
  double limit;
  GB_HD std::int32_t operator()(std::int32_t top_down, offset_t now, offset_t reached) const {
    return top_down && double(now - reached) < limit ? 1 : 0;
  }
};

/// The persistent_knob's value for opt (default -1); throws invalid_value unless it is -1, 0 or 1.
inline int persistent_level_loop(const bfs_options& opt) {
  const double v = opt.knob(persistent_knob, -1);
  if (v != -1 && v != 0 && v != 1) throw invalid_value("TurboBFS: knob persistent must be -1, 0 or 1");
  return int(v);
}

/// One pass of the level loop: level d = d + 1 of a traversal of s (see traverse).
template <class Tag>
void turbo_level(state& s, traversal_loop& L, const plan& p, bool sigma_asked, double fraction, bool paper_mapping) {
  const descriptor step_desc = step_descriptor(s.kind, paper_mapping);
  const descriptor level_desc = default_desc.with(method::pull).with(mapping::thread);
  const descriptor push_desc = replace.with(method::push);
  const std::int64_t* d = L.d.data();
  // d = d + 1
  apply(L.d, next_level{}, L.d);
  const auto top_down = [&] {
    if (p.push && p.sigma) {
      // f<¬s(σ), replace> = A +.second f   (Beamer's top-down; A = Aᵀ, its CSC columns are its rows)
      mxv(s.frontier, complement(structure(s.sigma)), no_accum, sigma_semiring<Tag>{}, s.A, s.frontier, push_desc);
      nvals(L.found, s.frontier);
      // σ<s(f)> = f
      assign(s.sigma, structure(s.frontier), no_accum, s.frontier);
      // t<s(f)> = d·2^32                 (level d; no parent is recorded top-down)
      apply(L.level_tag, tag_of_level{}, L.d);
      assign(s.tag, structure(s.frontier), no_accum, L.level_tag);
      apply(L.now, sum_counts{}, L.reached, L.found);
    } else if (p.push) {
      // f<¬s(t), replace> = A any.tag(d) f   (levels only: the first frontier vertex to reach v tags it)
      mxv(s.frontier, complement(structure(s.tag)), no_accum, tag_at_level<Tag>(d), s.A, s.frontier, push_desc);
      nvals(L.found, s.frontier);
      // t<s(f)> = f
      assign(s.tag, structure(s.frontier), no_accum, s.frontier);
      apply(L.now, sum_counts{}, L.reached, L.found);
    } else {
      // σ<¬s(σ)> = Aᵀ +.second σ        (Alg. 2 + 4 / Alg. 1 + 3: masked SpMV, σ += f)
      mxv(s.sigma, complement(structure(s.sigma)), no_accum, sigma_semiring<Tag>{}, transpose(s.A), s.sigma, step_desc);
      nvals(L.now, s.sigma);
      // t<¬s(t)> = Iᵀ any.tag(d) σ      (§III-D second kernel: level d of the new vertices)
      if (p.tags)
        mxv(s.tag, complement(structure(s.tag)), no_accum, tag_at_level<Tag>(d), transpose(s.I), s.sigma, level_desc);
    }
  };
  const auto bottom_up = [&] {
    // t<¬s(t)> = Aᵀ any.tag(d) t      (Alg. 6 / 7: stop at the first reached in-neighbour)
    mxv(s.tag, complement(structure(s.tag)), no_accum, tag_at_level<Tag>(d), transpose(s.A), s.tag, step_desc);
    nvals(L.now, s.tag);
    // σ<¬s(σ)> = Aᵀ +.second σ        (only when σ is asked for: no early exit is possible)
    if (p.sigma && sigma_asked)
      mxv(s.sigma, complement(structure(s.sigma)), no_accum, sigma_semiring<Tag>{}, transpose(s.A), s.sigma, step_desc);
  };
  if (s.kind == variant::hybrid) {
    apply(L.top_down_levels, count_if_top_down{}, L.top_down_levels, L.top_down);
    if_else(L.top_down, top_down, bottom_up);
    // tdbu: bottom-up from the next pass once a pass found fraction·n vertices
    apply(L.top_down, stays_top_down{fraction * double(s.n)}, L.top_down, L.now, L.reached);
  } else if (starts_top_down(s.kind)) {
    top_down();
  } else {
    bottom_up();
  }
  // active = (now != reached) ; reached = now
  apply(L.active, reached_more{}, L.now, L.reached);
  apply(L.reached, same_count{}, L.now);
}

/// One TurboBFS traversal from `source` on s (host or device, by s.where), a loop of turbo_level passes
/// while a pass reaches a vertex. On the host it is a plain loop. On a device (knob device_loop, default 1)
/// the first traversal of a kind (plan and knobs) runs as a host loop on the device (one wait per level; it
/// sizes the workspace) and records the loop into a CUDA graph, which every later traversal of that kind
/// launches: no host wait per level. A kind that cannot be recorded (not_capturable) keeps the host loop;
/// device_loop = 0 always takes it.
/// Tag: host_tu in .cpp files, cuda_tu in .cu files (see turbo_ops.hpp).
template <class Tag>
void traverse(state& s, index_t source, const bfs_options& opt) {
  const plan p = plan_for(s.kind, opt, s.symmetric);
  if (p.identity && s.I.nrows() != s.n) s.I = identity_pattern(s.n, s.where);
  if (p.sigma) reset_to_source(s.sigma, s.n, s.where, source, 1.0);
  if (p.push) reset_sparse_to_source(s.frontier, s.n, s.where, source, p.sigma ? 1.0 : double(source));  // f = {source}
  if (p.tags) reset_to_source(s.tag, s.n, s.where, source, double(source));
  s.source = source;
  s.have_sigma = p.sigma && opt.sigma;
  s.have_levels = p.tags;
  s.have_parents = p.tags && !starts_top_down(s.kind);

  const double fraction = opt.knob(switch_fraction_knob, default_switch_fraction);
  const bool paper_mapping = opt.knob(paper_mapping_knob, 0) != 0;
  const double device_loop = opt.knob(device_loop_knob, 1);
  if (device_loop != 0 && device_loop != 1) throw invalid_value("TurboBFS: knob device_loop must be 0 or 1");
  persistent_level_loop(opt);  // checked on every device (the host ignores it)
  if (!s.loop) s.loop = std::make_shared<traversal_loop>(s.where);
  traversal_loop& L = *s.loop;
  L.d.set(0);
  L.reached.set(1);
  L.now.set(1);
  L.active.set(1);
  L.top_down.set(starts_top_down(s.kind) ? 1 : 0);
  L.top_down_levels.set(0);

  state* sp = &s;
  traversal_loop* lp = &L;
  const bool sigma_asked = opt.sigma;
  const std::function<void()> pass = [sp, lp, p, sigma_asked, fraction, paper_mapping] {
    turbo_level<Tag>(*sp, *lp, p, sigma_asked, fraction, paper_mapping);
  };
  const std::string kind = std::to_string(int(p.sigma)) + std::to_string(int(p.tags)) +
                           std::to_string(int(p.identity)) + std::to_string(int(p.push)) +
                           std::to_string(int(sigma_asked)) + std::to_string(int(paper_mapping)) + "/" +
                           std::to_string(fraction);
  const bool reuse = s.where.is_cuda() && device_loop == 1 && L.recorded && L.kind == kind;
  const auto take_summary = [&] {
    apply(L.summary, summarize{s.kind}, L.d, L.top_down, L.top_down_levels);
    const traversal_summary r = L.summary.value();
    s.depth = r.depth;
    s.bottom_up_from = r.bottom_up_from;
  };
  if (reuse) {
    L.recorded->run();
    take_summary();  // the traversal's one wait: the summary's read waits for the loop
    return;
  }
  while_loop(L.active, pass, loop_mode::eager).run();
  take_summary();
  if (s.where.is_cuda() && device_loop == 1 && !(L.kind == kind && L.eager_only)) {
    L.recorded.reset();
    L.kind = kind;
    L.eager_only = false;
    if (s.kind == variant::hybrid) {
      // The hybrid records both branches, but a traversal may take one only (a road graph never
      // leaves top-down), so a recording would have to grow the workspace. One eager pass down
      // each branch sizes it: on a finished traversal they reach nothing (every neighbour of a
      // frontier, old or new, is visited) and change no reported result.
      for (const std::int32_t td : {1, 0}) {
        L.top_down.set(td);
        pass();
      }
    }
    try {
      L.recorded = std::make_unique<while_loop>(L.active, pass);  // recorded for the next traversal
    } catch (const not_capturable&) {
      L.eager_only = true;
    }
  }
}

/// A prepared state from a graph already in format_for(v), pattern-only, on the
/// place it lives (host or a CUDA device): nothing is converted or copied, so
/// a caller that builds the graph straight into that format (bench_turbo's
/// memory showcase) holds one copy of it. symmetric: the caller knows A = Aᵀ
/// (the hybrid may then push top-down). Throws invalid_value on another format.
std::unique_ptr<bfs_prepared> prepare_prebuilt(variant v, Matrix<bool> G, const bfs_options& opt,
                                               bool symmetric = false);

/// The TurboBFS algorithm names, in registration order.
const std::vector<std::string>& variant_names();
/// The variant called `name` (one of variant_names()); throws invalid_value.
variant variant_named(const std::string& name);

#ifdef GRAPHBLADE_HAS_CUDA
/// A traversal of a state on a CUDA device (turbo_cuda.cu): the persistent level loop where it applies
/// (persistent_knob), else traverse<cuda_tu>.
void traverse_on_cuda(state& s, index_t source, const bfs_options& opt);
#endif

}  // namespace graphblade::turbo

namespace graphblade {
class bfs_prepared;
/// Bytes a prepared TurboBFS state holds (graph + state vectors, on its
/// device); 0 when `p` is not a TurboBFS state.
std::size_t turbo_state_bytes(const bfs_prepared& p);
}  // namespace graphblade
