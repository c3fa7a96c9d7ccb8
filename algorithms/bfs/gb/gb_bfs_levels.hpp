// The level loop of the GraphBLAS BFS (gb_bfs.hpp, file comment of
// gb_bfs.cpp), written once on the public operator API and instantiated in
// two translation units: gb_bfs.cpp (host compiler: host operands) and
// gb_bfs.cu (nvcc: the same calls on device operands reach src/cuda). The
// loop lives in an unnamed namespace so the two instantiations stay apart
// (internal linkage); the graph and vectors live in g.where.
//
// On a CUDA device the traversal is one device loop (ops/loop.hpp, issue 13):
// the first level runs eagerly (it sizes the workspace and count cells), the
// others are one gb::while_loop recorded into a CUDA graph, its condition
// |f| = nvals(f) and the depth kept in device Scalars, gb-auto's direction
// rule advanced on the device at the end of each level and its levels run in
// two inner loops, push then pull (gb::while_do: conditional WHILE nodes; until
// session 34 an IF node a level), so the traversal waits for the device once,
// at its end. Since session 36 gb-auto's rule reads |f| in f's count cell
// (gb::nvals_of) and its state says whether a level follows (level_rule::more,
// the outer loop's condition): no count into a Scalar a level. knob "device_loop": 1 (and
// the default, -1) records the loop, 0 runs the host loop on the device (the
// eager path, one wait per level). Until session 26 the default kept the host
// loop on graphs of more than 8 stored entries per vertex (kron:22 measured
// 2.6-3.8x slower recorded in session 5, bench/results/h100-s5-gpuloop); on
// roads, meshes and grids the recorded loop measured 2-3.4x faster, on kron:22
// and kron:24 it is now as fast or faster (three calls, bench/results/h200-s26),
// so every graph records it. Each level's write-back and
// gb-auto's m_f ride on the level's product (also_assign, also_reduce:
// ops/write_back.hpp). knob "level_stats" = 1 records gb_bfs_vectors::level_stats (host
// clock and counts per level: the host loop).
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <typeinfo>
#include <string>
#include <type_traits>

#include "graphblade/algorithms/bfs/direction_switch.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/graphblade.hpp"

namespace graphblade {
namespace {

/// w<¬s(visited), replace> = f ⊕.⊗ A (push) or Aᵀ ⊕.⊗ f (pull), then the write-backs `then`
/// (v<s(w)> = depth, π<s(w)> = w, ...: fused into the product where the backend can,
/// ops/write_back.hpp).
template <class SPush, class SPull, class W, class F, class... Then>
void expand(const gb_bfs_graph& g, bool push, Vector<W>& w, const Vector<std::int64_t>& visited,
            const Vector<F>& f, const Then&... then) {
  const auto unvisited = complement(structure(visited));
  if (push) {
    // w<¬s(v), replace> = f ⊕.⊗ A : each frontier vertex k scatters along row k of A
    vxm(w, unvisited, no_accum, SPush{}, f, g.adjacency(), replace.with(method::push), then...);
  } else if (!g.A_csc) {
    // w<¬s(v), replace> = A ⊕.⊗ f (= Aᵀ ⊕.⊗ f, A symmetric): each unvisited vertex scans its row
    mxv(w, unvisited, no_accum, SPull{}, g.adjacency(), f, replace.with(method::pull), then...);
  } else {
    // w<¬s(v), replace> = Aᵀ ⊕.⊗ f : each unvisited vertex scans its in-edges (CSC column)
    mxv(w, unvisited, no_accum, SPull{}, transpose(*g.A_csc), f, replace.with(method::pull), then...);
  }
}

/// Push or pull for the next level: fixed, or gb-auto's direction_switch
/// with knobs "alpha" (15) and "beta" (18).
class direction_rule {
 public:
  direction_rule(gb_bfs_direction dir, const bfs_options& opt, const gb_bfs_graph& g)
      : dir_(dir),
        switch_(opt.knob("alpha", 15), opt.knob("beta", 18), double(g.A->nrows()), double(g.A->nvals())) {
    if (opt.knob("alpha", 15) <= 0 || opt.knob("beta", 18) <= 0)
      throw invalid_value("gb-auto: knobs alpha and beta must be > 0");
  }

  /// Direction for expanding a frontier of nf vertices; frontier_edges() gives m_f when needed.
  template <class EdgesFn>
  bool push(double nf, EdgesFn frontier_edges) {
    if (dir_ != gb_bfs_direction::automatic) return dir_ == gb_bfs_direction::push;
    return switch_.push(nf, frontier_edges);
  }

 private:
  gb_bfs_direction dir_;
  direction_switch switch_;
};

/// mf = m_f, the out-edges of the frontier f, into a host int64 or a device Scalar; fdeg is scratch.
template <class M, class F>
void sum_frontier_out_edges(M& mf, const gb_bfs_graph& g, const Vector<F>& f, Vector<std::int64_t>& fdeg) {
  // fdeg<s(f), replace> = out_degree ;  m_f = +/fdeg
  assign(fdeg, structure(f), no_accum, g.out_degree, replace);
  reduce(mf, no_accum, plus_monoid<std::int64_t>{}, fdeg);
}

/// m_f, the out-edges of the frontier f (gb-auto's direction test); fdeg is scratch.
template <class F>
double frontier_out_edges(const gb_bfs_graph& g, const Vector<F>& f, Vector<std::int64_t>& fdeg) {
  std::int64_t mf = 0;
  sum_frontier_out_edges(mf, g, f, fdeg);
  return double(mf);
}

/// gb-auto's m_f in a host level loop: on a device, summed for the first frontier and then by
/// each push level's product (fused(): also_reduce; direction_switch reads m_f only while
/// pushing), read when the rule asks; on the host, summed when the rule asks
/// (frontier_out_edges: the pull levels skip it).
class frontier_edge_count {
 public:
  template <class F>
  frontier_edge_count(const gb_bfs_graph& g, gb_bfs_direction dir, const Vector<F>& f)
      : g_(&g), on_device_(dir == gb_bfs_direction::automatic && g.where.is_cuda()), mf_(0, g.where),
        fdeg_(f.size(), storage::sparse, g.where) {
    if (on_device_) sum_frontier_out_edges(mf_, g, f, fdeg_);
  }
  /// The Scalar the products sum m_f into (null on the host or without gb-auto's rule).
  Scalar<std::int64_t>* fused() { return on_device_ ? &mf_ : nullptr; }
  /// m_f of f.
  template <class F>
  double read(const Vector<F>& f) {
    return on_device_ ? double(mf_.value()) : frontier_out_edges(*g_, f, fdeg_);
  }

 private:
  const gb_bfs_graph* g_;
  bool on_device_;
  Scalar<std::int64_t> mf_;
  Vector<std::int64_t> fdeg_;  // out-degrees of the frontier (scratch of the sums)
};

/// The semirings of a frontier of type F: σ (double) sums paths, parents (int64) take any
/// predecessor's index, bool only marks.
template <class F>
struct frontier_semirings {
  using push = std::conditional_t<std::is_same_v<F, double>, plus_first<double>,
                                  std::conditional_t<std::is_same_v<F, std::int64_t>, any_secondi<std::int64_t>,
                                                     any_pair<bool>>>;
  using pull = std::conditional_t<std::is_same_v<F, double>, plus_second<double>, push>;
};

/// One level's expansion and write-back, f (and π' with σ) from f in one direction: depth an
/// integer or a Scalar read on the device; p is the scratch π' of a σ frontier (unused otherwise);
/// `more` are further write-backs of f (gb-auto's m_f). The write-backs ride on the products.
template <class F, class Depth, class... More>
void expand_and_write_back(const gb_bfs_graph& g, bool push, gb_bfs_vectors& out, Vector<F>& f,
                           Vector<std::int64_t>& p, const Depth& depth, bool parents, const More&... more) {
  using SPush = typename frontier_semirings<F>::push;
  using SPull = typename frontier_semirings<F>::pull;
  if constexpr (std::is_same_v<F, double>) {
    // π'<¬s(v), replace> = f any.secondi A ; π<s(π')> = π'   (before f moves on)
    if (parents)
      expand<any_secondi<std::int64_t>, any_secondi<std::int64_t>>(g, push, p, out.level, f,
                                                                  also_assign(out.parent));
    // f<¬s(v), replace> = f plus.first A ; v<s(f)> = depth ; σ<s(f)> = f
    expand<SPush, SPull>(g, push, f, out.level, f, also_assign(out.level, depth), also_assign(out.sigma), more...);
  } else if constexpr (std::is_same_v<F, std::int64_t>) {
    // f<¬s(v), replace> = f any.secondi A ; v<s(f)> = depth ; π<s(f)> = f
    expand<SPush, SPull>(g, push, f, out.level, f, also_assign(out.level, depth), also_assign(out.parent), more...);
  } else {
    // f<¬s(v), replace> = f any.pair A ; v<s(f)> = depth
    expand<SPush, SPull>(g, push, f, out.level, f, also_assign(out.level, depth), more...);
  }
}

/// One level of a traversal in one direction, with gb-auto's m_f for the next level when `mf` is
/// given: ... ; m_f = +/(out_degree<s(f)>) with the product.
template <class F, class Depth>
void expand_level_of(const gb_bfs_graph& g, bool push, gb_bfs_vectors& out, Vector<F>& f, Vector<std::int64_t>& p,
                     const Depth& depth, bool parents, Scalar<std::int64_t>* mf) {
  if (mf)
    expand_and_write_back(g, push, out, f, p, depth, parents,
                          also_reduce(*mf, plus_monoid<std::int64_t>{}, g.out_degree));
  else
    expand_and_write_back(g, push, out, f, p, depth, parents);
}

/// z = x + 1 (a device loop's depth and counters).
struct plus_one {
  GB_HD std::int64_t operator()(std::int64_t x) const { return x + 1; }
};
/// A recorded traversal's direction state on the device: the next level's direction (push: 1), the
/// pull levels so far, gb-auto's switch, whether a next level runs by push (go_push) or by pull
/// (go_pull): the conditions of gb-auto's two inner loops (while_do(state, &level_rule::go_push, ...)),
/// and whether there is a next level at all (more: the outer loop's condition, gb-auto with inner loops).
struct level_rule {
  std::int32_t push = 1;
  std::uint8_t go_push = 0, go_pull = 0, more = 0;
  std::int64_t pulls = 0;
  direction_switch rule;
};
// Scalar::set of it stays a device store, enqueued (a larger value is a blocking copy: a host wait a traversal)
static_assert(sizeof(level_rule) <= memory::store_max_bytes, "level_rule: at most memory::store_max_bytes");
/// gb-auto's switch advanced by one level on the device, |f| and m_f of the frontier the next level
/// expands given: its decision, and when f is not empty, which inner loop runs that level (one pull
/// more when it pulls).
struct advance_rule {
  GB_HD level_rule operator()(level_rule s, offset_t nf, std::int64_t mf) const {
    s.push = s.rule.push_given(double(nf), double(mf)) ? 1 : 0;
    const bool next = nf > 0;
    s.more = std::uint8_t(next ? 1 : 0);
    s.go_push = std::uint8_t(next && s.push ? 1 : 0);
    s.go_pull = std::uint8_t(next && !s.push ? 1 : 0);
    s.pulls += s.go_pull;
    return s;
  }
};
/// One pull more (a pull-only traversal's level).
struct count_pull {
  GB_HD level_rule operator()(level_rule s) const {
    ++s.pulls;
    return s;
  }
};

/// A traversal recorded as a device loop: its containers, Scalars and loop, kept in
/// gb_bfs_graph::recorded_traversal so the next traversal of the same kind reuses the
/// instantiated CUDA graph (only the source changes: the containers are reset in place).
template <class F>
struct recorded_traversal {
  static constexpr bool frontier_sigma = std::is_same_v<F, double>;
  static constexpr bool frontier_parents = std::is_same_v<F, std::int64_t>;
  using SPush = typename frontier_semirings<F>::push;
  using SPull = typename frontier_semirings<F>::pull;

  const gb_bfs_graph* graph;
  gb_bfs_direction dir;
  bool parents, sigma;
  double alpha, beta;
  bool inner_loops;  // gb-auto: its levels in two inner loops (knob direction_loops, default 1), or an IF node a level
  direction_switch rule0;
  Vector<F> f;                    // the frontier (sparse, its count on the device)
  Vector<std::int64_t> p, fdeg;   // the σ frontier's parents; the first frontier's out-degrees (gb-auto)
  gb_bfs_vectors v;               // level, parent, sigma
  Scalar<std::int64_t> depth, mf;
  Scalar<offset_t> active;  // |f|: the loop's condition (gb-push, gb-pull; gb-auto with direction_loops = 0)
  Scalar<level_rule> state;
  std::unique_ptr<while_loop> loop;

  recorded_traversal(const gb_bfs_graph& g, gb_bfs_direction d, const bfs_options& opt)
      : graph(&g), dir(d), parents(opt.parents), sigma(opt.sigma), alpha(opt.knob("alpha", 15)),
        beta(opt.knob("beta", 18)), inner_loops(opt.knob("direction_loops", 1) != 0), rule0(alpha, beta, double(g.A->nrows()), double(g.A->nvals())),
        f(g.A->nrows(), storage::sparse, g.where), p(g.A->nrows(), storage::sparse, g.where),
        fdeg(g.A->nrows(), storage::sparse, g.where), depth(0, g.where), mf(0, g.where), active(1, g.where),
        state(level_rule{}, g.where) {
    const index_t n = g.A->nrows();
    v.level = Vector<std::int64_t>(n, storage::bitmap, g.where);
    if (parents) v.parent = Vector<std::int64_t>(n, storage::bitmap, g.where);
    if (sigma) v.sigma = Vector<double>(n, storage::bitmap, g.where);
  }
  bool same_kind(const gb_bfs_graph& g, gb_bfs_direction d, const bfs_options& opt) const {
    return graph == &g && dir == d && parents == opt.parents && sigma == opt.sigma &&
           alpha == opt.knob("alpha", 15) && beta == opt.knob("beta", 18) &&
           inner_loops == (opt.knob("direction_loops", 1) != 0);
  }

  /// Level 1 from `source`: f = {source}, level / parent / σ of the source, the Scalars.
  void start(index_t source) {
    const F source_value = frontier_sigma ? F(1) : frontier_parents ? F(source) : F(1);
    v.level.clear_in_place();
    if (parents) v.parent.clear_in_place();
    if (sigma) v.sigma.clear_in_place();
    f.clear_in_place();                                        // (f ended empty; the host now knows it)
    subassign(f, no_mask, no_accum, source_value, {source});  // f = {source: value}: O(1), no host wait
    subassign(v.level, no_mask, no_accum, std::int64_t(0), {source});
    if (parents) subassign(v.parent, no_mask, no_accum, std::int64_t(source), {source});
    if (frontier_sigma) subassign(v.sigma, no_mask, no_accum, 1.0, {source});
    start_scalars(0);
  }

  /// The Scalars of a traversal whose levels up to `reached_depth` are in v and whose
  /// frontier (level reached_depth) is f.
  void start_scalars(std::int64_t reached_depth) {
    depth.set(reached_depth), active.set(1);
    state.set(level_rule{dir != gb_bfs_direction::pull ? 1 : 0, 0, 0, 0, 0, rule0});
  }

  /// The frontier's expansion in one direction, with the level's write-back (and gb-auto's m_f
  /// after a push level: the rule reads m_f only while pushing).
  void expand_level(bool pushing) {
    const bool sum_mf = dir == gb_bfs_direction::automatic && pushing;
    expand_level_of(*graph, pushing, v, f, p, depth, parents, sum_mf ? &mf : nullptr);
  }

  /// The frontier's expansion in one direction and a pull-only traversal's pull count.
  void expand_in(bool pushing) {
    expand_level(pushing);
    if (dir == gb_bfs_direction::pull) apply(state, count_pull{}, state);  // pulls = pulls + 1
  }

  /// Whether the levels run in gb-auto's two inner loops, the outer loop's condition state.more.
  bool rule_loops() const { return dir == gb_bfs_direction::automatic && inner_loops; }

  /// One level in a fixed direction (gb-auto: in one of its inner loops, after which the rule decides
  /// the next level's direction from |f| and m_f).
  void level_in(bool pushing) {
    // depth = depth + 1
    apply(depth, plus_one{}, depth);
    expand_in(pushing);
    if (rule_loops()) {
      // state = the rule advanced by (|f|, m_f): whether a next level runs, its direction and inner loop, the
      // pulls counted (|f| read in f's count cell; m_f came with f from the product after a push level, or from
      // run_started)
      apply(state, advance_rule{}, state, nvals_of(f), mf);
    } else {
      // active = |f|
      nvals(active, f);
    }
  }

  /// One pass of the loop body. gb-push and gb-pull: one level. gb-auto: the push levels in a row, then
  /// the pull levels in a row, each an inner loop (while_do), so that a level pays no IF node for its
  /// direction (on the H200 an IF node cost ~6.8 us a pass beyond its kernels, an inner loop's pass ~3.1:
  /// bench/results/h200-s34).
  void level() {
    if (dir != gb_bfs_direction::automatic) return level_in(dir == gb_bfs_direction::push);
    if (inner_loops) {
      while_do(state, &level_rule::go_push, [&] { level_in(true); });
      while_do(state, &level_rule::go_pull, [&] { level_in(false); });
      return;
    }
    // knob direction_loops = 0, the loop of sessions 26-33: one level a pass, its direction an IF node
    apply(depth, plus_one{}, depth);
    apply(state, advance_rule{}, state, active, mf);  // (|f| = active and m_f came with f)
    if_else(
        state, &level_rule::push, [&] { expand_in(true); }, [&] { expand_in(false); });
    nvals(active, f);
  }

  /// The first traversal: level 1 eagerly (it sizes the workspace, the arrays and count cells), then the
  /// others recorded. Later traversals run the recorded graph from level 1.
  void run(index_t source) {
    start(source);
    run_started();
  }

  /// The levels after the state that start() or a caller (hong-cpu-gpu's InitGPU, with
  /// start_scalars) left in v, f and the Scalars, as run() describes. Enqueued: the host
  /// waits when it reads the results (take_results).
  void run_started() {
    // m_f = +/(out_degree<s(f)>) of the frontier the levels start from ; the first level's direction from it and
    // |f| (or, with direction_loops = 0, active = |f|)
    if (dir == gb_bfs_direction::automatic) {
      sum_frontier_out_edges(mf, *graph, f, fdeg);
      if (inner_loops)
        apply(state, advance_rule{}, state, nvals_of(f), mf);
      else
        nvals(active, f);
    }
    if (!loop) {
      // the first level eagerly (gb-auto: its direction read on the host, this once)
      if (dir == gb_bfs_direction::automatic && inner_loops) level_in(state.value().push != 0);
      else level();
      if (dir == gb_bfs_direction::automatic) {  // size the direction the first level did not take
        const gb_bfs_graph& g = *graph;
        Vector<F> scratch(f.size(), storage::sparse, g.where);
        Vector<std::int64_t> scratch_p(f.size(), storage::sparse, g.where);
        for (bool pushing : {true, false}) {
          if constexpr (frontier_sigma)
            if (parents)
              expand<any_secondi<std::int64_t>, any_secondi<std::int64_t>>(g, pushing, scratch_p, v.level, f);
          expand<SPush, SPull>(g, pushing, scratch, v.level, f);
        }
      }
      loop = rule_loops() ? std::make_unique<while_loop>(state, &level_rule::more, [this] { level(); })
                          : std::make_unique<while_loop>(active, [this] { level(); });
    }
    loop->run();
  }
};

/// The recorded traversal of g for a traversal of this kind: the one kept from the previous
/// traversal of g when it was of the same kind, else a new one (kept in g unless knob
/// loop_cache = 0).
template <class F>
std::shared_ptr<recorded_traversal<F>> recorded_traversal_of(const gb_bfs_graph& g, gb_bfs_direction dir,
                                                             const bfs_options& opt) {
  const direction_rule checked(dir, opt, g);  // (checks the knobs)
  (void)checked;
  auto t = std::static_pointer_cast<recorded_traversal<F>>(g.recorded_traversal);
  const bool cache = opt.knob("loop_cache", 1) != 0;
  const bool reuse = cache && t && g.recorded_traversal_type == &typeid(recorded_traversal<F>) &&
                     t->same_kind(g, dir, opt);
  if (!reuse) {
    g.recorded_traversal.reset();
    t = std::make_shared<recorded_traversal<F>>(g, dir, opt);
  }
  if (cache) {
    g.recorded_traversal = t;
    g.recorded_traversal_type = &typeid(recorded_traversal<F>);
  }
  return t;
}

/// A recorded traversal's results in out (levels, and parents / σ as opt asks): the read of the
/// depth and pull count is the traversal's wait (the copies of the vectors are enqueued before it).
template <class F>
void take_results(const recorded_traversal<F>& t, const bfs_options& opt, gb_bfs_vectors& out) {
  out.level = t.v.level;
  if (opt.parents) out.parent = t.v.parent;
  if (opt.sigma) out.sigma = t.v.sigma;
  const auto [depth, state] = read_values(t.depth, t.state);  // the traversal's one wait
  out.depth = depth - 1;  // the last level found nothing
  out.pull_levels = int(state.pulls);
  out.loop_pass = t.loop->recorded_per_pass();
}

/// Levels 1.. of a traversal on a device as one device loop (see the file comment), the
/// recorded graph reused from the previous traversal of g when it was of the same kind.
template <class F>
void run_levels_recorded(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                         gb_bfs_vectors& out) {
  const auto t = recorded_traversal_of<F>(g, dir, opt);
  t->run(source);
  take_results(*t, opt, out);
}

/// Whether a device traversal runs as one recorded loop (knob "device_loop", see the file comment).
inline bool records_device_loop(const gb_bfs_graph& g, const bfs_options& opt) {
  const double mode = opt.knob("device_loop", -1);
  if (mode != -1 && mode != 0 && mode != 1) throw invalid_value("gb BFS: knob device_loop must be -1, 0 or 1");
  return mode != 0 && g.A->nrows() > 0;
}

/// The level loop with a frontier of type F: double holds σ, int64 parents, bool nothing.
template <class F>
void run_levels(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                gb_bfs_vectors& out) {
  constexpr bool frontier_sigma = std::is_same_v<F, double>;
  constexpr bool frontier_parents = std::is_same_v<F, std::int64_t>;
  const index_t n = g.A->nrows();
  const bool parents = opt.parents;

  const F source_value = frontier_sigma ? F(1) : frontier_parents ? F(source) : F(1);
  const place& where = g.where;
  Vector<F> f(n, storage::sparse, where);
  subassign(f, no_mask, no_accum, source_value, {source});       // f(source) = value
  Vector<std::int64_t> p(n, storage::sparse, where);     // next level's parents, when the frontier carries σ
  subassign(out.level, no_mask, no_accum, std::int64_t(0), {source});
  if (parents) subassign(out.parent, no_mask, no_accum, std::int64_t(source), {source});
  if (frontier_sigma) subassign(out.sigma, no_mask, no_accum, 1.0, {source});

  const bool stats = opt.knob("level_stats", 0) != 0;
  direction_rule rule(dir, opt, g);
  frontier_edge_count mf(g, dir, f);
  Scalar<std::int64_t>* fused_mf = mf.fused();
  const auto frontier_edges = [&] { return mf.read(f); };
  for (std::int64_t depth = 1;; ++depth) {
    const auto level_start = std::chrono::steady_clock::now();
    const offset_t frontier_size = stats ? nvals(f) : 0;
    const auto record_level = [&](bool pushed) {
      if (!stats) return;
      const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - level_start).count();
      out.level_stats.push_back({depth, frontier_size, nvals(f), pushed, s});
    };
    const bool push = rule.push(double(nvals(f)), frontier_edges);
    out.pull_levels += push ? 0 : 1;
    // (nothing written when f comes out empty; m_f only after a push level: the rule reads it only while pushing)
    expand_level_of(g, push, out, f, p, depth, parents, push ? fused_mf : nullptr);
    if (nvals(f) == 0) {
      record_level(push);
      break;
    }
    out.depth = depth;
    record_level(push);
  }
}

/// One BFS in g.where (see gb_bfs).
inline void run_gb_bfs(const gb_bfs_graph& g, index_t source, gb_bfs_direction dir, const bfs_options& opt,
                       gb_bfs_vectors& out) {
  const index_t n = g.A->nrows();
  out = gb_bfs_vectors{};
  out.source = source;
  if (g.where.is_cuda() && records_device_loop(g, opt) && opt.knob("level_stats", 0) == 0) {
    if (opt.sigma) run_levels_recorded<double>(g, source, dir, opt, out);
    else if (opt.parents) run_levels_recorded<std::int64_t>(g, source, dir, opt, out);
    else run_levels_recorded<bool>(g, source, dir, opt, out);
    return;
  }
  out.level = Vector<std::int64_t>(n, storage::bitmap, g.where);
  if (opt.parents) out.parent = Vector<std::int64_t>(n, storage::bitmap, g.where);
  if (opt.sigma) out.sigma = Vector<double>(n, storage::bitmap, g.where);
  if (opt.sigma) run_levels<double>(g, source, dir, opt, out);
  else if (opt.parents) run_levels<std::int64_t>(g, source, dir, opt, out);
  else run_levels<bool>(g, source, dir, opt, out);
}

}  // namespace
}  // namespace graphblade
