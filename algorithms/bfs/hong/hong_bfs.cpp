// The level loop of Hong et al. PACT'11 §III (Figs. 1, 2, 4) on graphblade's
// operators; see hong_bfs.hpp. Per level:
//   Seq:          a serial queue step straight on the CSR arrays (§III-B: level 0
//                 and tiny frontiers are not worth a parallel region)
//   Queue, QueueToRead:
//                 q'<¬s(level), replace> = q any.secondi A     (vxm push, q a sparse list)
//   Read:         q'<¬s(level), replace> = f any.secondi A     (vxm push, f a bitmap: the
//                 kernel scans f's presence bytes in vertex order, Fig. 3(b))
//   bottom_up:    q'<¬s(level), replace> = Aᵀ any.secondi f    (mxv pull, beyond the paper:
//                 every unvisited vertex reads its in-neighbours' bytes in f and
//                 stops at the first; levels picked by a direction_switch)
//   then          level<s(q')> = L + 1 ; parent<s(q')> = q'     (masked assign, O(|q'|))
// With knob fused = 1 (default) hong-hybrid runs Queue levels (queue_step) and
// bottom_up levels (bottom_up_step, f one bit per vertex) as one pass each that
// also writes level, parent and the next list.
// The current level is always kept as a list; a level that reads the bitmap f
// (a scanning Read level, a bottom_up level) sets f from it first and clears
// it afterwards.
#include "graphblade/algorithms/bfs/hong/hong_bfs.hpp"

#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

#include "graphblade/algorithms/bfs/direction_switch.hpp"
#include "algorithms/bfs/hong/hong_scatter.hpp"
#include "algorithms/bfs/in_edges.hpp"
#include "graphblade/algebra/semiring.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/mxv.hpp"

namespace graphblade {

struct hong_traversal::arrays {
  const Matrix<bool>& A;
  index_t n;
  Vector<std::int32_t> level;  ///< bitmap: structure = visited, value = BFS level
  buffer<index_t> parent;      ///< valid where level is present
  Vector<index_t> queue;       ///< current level as a list (values = parents)
  Vector<index_t> next;        ///< next level as a list (values = parents)
  Vector<index_t> frontier;    ///< bitmap of the current level while in Read or bottom_up
  Vector<index_t> pulled;      ///< a bottom_up level's product (bitmap; values = parents)
  offset_t max_degree = 0;     ///< the largest out-degree (m_f <= |queue| x max_degree)
  std::optional<Matrix<bool>> in_edges;  ///< CSC of A for bottom_up when A is not symmetric
  bool in_edges_built = false;
  std::vector<hong_state> trace;
  static constexpr offset_t hub_degree = 4096;  ///< queue_step: larger out-lists are split across the team
  static constexpr int queue_chunk = 64;        ///< queue_step: queue vertices per dynamic chunk
  std::vector<index_t> hubs;                    ///< queue_step: the level's hubs (grows to the largest queue)
  std::vector<offset_t> hub_edges;              ///< queue_step: edge prefix over the hubs
  static constexpr std::int64_t bu_block = 4096;  ///< bottom_up_step: vertices per block (a multiple of 64)
  static constexpr std::int64_t bu_prefetch = 16;  ///< bottom_up_step: in-lists prefetched this many vertices ahead
  std::vector<std::uint64_t> frontier_bits;        ///< bottom_up_step: the current level, one bit per vertex
  std::vector<std::uint64_t> next_bits;            ///< bottom_up_step: the level it finds (all zero between steps)
  bool bits_hold_queue = false;  ///< frontier_bits is `queue` already (a bottom_up level follows a bottom_up level)
  buffer<index_t> bu_vertex, bu_parent;            ///< bottom_up_step: each block's found vertices, at its offset
  std::vector<offset_t> bu_counts;                 ///< bottom_up_step: per-block counts, then their scan
  index_t source = 0;
  std::int64_t depth = 0;
  bool stopped = false;  ///< the last run was ended by its hook
  std::int64_t scans = 0;  ///< levels of the last run that scanned the level array

  explicit arrays(const Matrix<bool>& A_csr)
      : A(A_csr),
        n(A_csr.nrows()),
        level(n, storage::bitmap),
        parent(n),
        queue(n, storage::sparse),
        next(n, storage::sparse),
        frontier(n, storage::bitmap),
        pulled(n, storage::bitmap) {
    const offset_t* ptr = A_csr.offsets().data();
#pragma omp parallel for schedule(static) reduction(max : max_degree)
    for (std::int64_t v = 0; v < std::int64_t(n); ++v) max_degree = std::max(max_degree, ptr[v + 1] - ptr[v]);
  }

  /// The in-edge lists bottom_up levels read (once per graph).
  void prepare_bottom_up() {
    if (in_edges_built) return;
    in_edges = in_edges_unless_symmetric(A);
    in_edges_built = true;
  }

  /// m_f: the out-edges of the current level's queue (the direction switch's input).
  double queue_out_edges() const {
    const offset_t* ptr = A.offsets().data();
    const index_t* q = queue.indices().data();
    const std::int64_t count = std::int64_t(queue.nvals());
    offset_t mf = 0;
#pragma omp parallel for schedule(static) reduction(+ : mf) if (count > hong_parallel_scatter_min)
    for (std::int64_t p = 0; p < count; ++p) mf += ptr[q[p] + 1] - ptr[q[p]];
    return double(mf);
  }

  /// A list vector with room for every vertex (the vxm hands back such lists too).
  static void ensure_list_capacity(Vector<index_t>& v, index_t n) {
    if (v.indices().size() < n) v.indices() = buffer<index_t>(std::max<index_t>(n, 1));
    if (v.values().size() < n) v.values() = buffer<index_t>(std::max<index_t>(n, 1));
  }

  void start(index_t s) {
    std::memset(level.present().data(), 0, n);
    level.present()[s] = 1;
    level.values()[s] = 0;
    level.set_nvals(1);
    parent[s] = s;
    ensure_list_capacity(queue, n);
    queue.indices()[0] = s;
    queue.values()[0] = s;
    queue.set_nvals(1, true);
    source = s;
    depth = 0;
    stopped = false;
    scans = 0;
    trace.clear();
    std::fill(frontier_bits.begin(), frontier_bits.end(), 0);  // O(n / 64): a stopped run may leave bits set
    bits_hold_queue = false;
  }

  /// Seq, Queue and QueueToRead levels as Fig. 1 writes them, in one pass:
  ///   q'<¬s(level), replace> = q any.secondi A ; level<s(q')> = L + 1 ; parent<s(q')> = q'
  /// every vertex u of `queue` claims each unvisited out-neighbour v by test-and-test-and-set on v's
  /// visited byte, writes level[v] and parent[v] = u, and lists v (with u) in a per-thread local queue
  /// flushed into `next` in bulk. Serial for Seq levels (§III-B: no parallel region for a tiny level,
  /// team = 1), else one parallel region of `team` threads with the queue dealt out in dynamic chunks
  /// of queue_chunk vertices; a vertex of more than
  /// hub_degree out-edges is set aside and the team then splits the hubs' edges into equal blocks,
  /// so that a hub does not hold one thread. O(|q| + m_f): nothing per level is O(n), allocated
  /// (once the hub list has grown), or a second pass over the found vertices.
  void queue_step(std::int32_t next_level, int team) {
    ensure_list_capacity(next, n);
    const offset_t* ptr = A.offsets().data();
    const index_t* col = A.indices().data();
    std::uint8_t* visited = level.present().data();
    std::int32_t* lv = level.values().data();
    index_t* par = parent.data();
    index_t* out = next.indices().data();
    index_t* out_parent = next.values().data();
    const index_t* q = queue.indices().data();
    const std::int64_t count = std::int64_t(queue.nvals());
    offset_t found = 0;
    if (team <= 1) {
      for (std::int64_t p = 0; p < count; ++p) {
        const index_t u = q[p];
        for (offset_t e = ptr[u]; e < ptr[u + 1]; ++e) {
          const index_t v = col[e];
          if (visited[v]) continue;
          visited[v] = 1;
          lv[v] = next_level;
          par[v] = u;
          out[found] = v;
          out_parent[found] = u;
          ++found;
        }
      }
      next.set_nvals(found, false);
      level.set_nvals(level.nvals() + found);
      return;
    }
    if (hubs.size() < std::size_t(count)) hubs.resize(std::size_t(count));
    if (hub_edges.size() < std::size_t(count) + 1) hub_edges.resize(std::size_t(count) + 1);
    index_t* hub = hubs.data();
    offset_t* hub_prefix = hub_edges.data();  // hub_prefix[h] = edges of the hubs before hub h
    std::int64_t hub_count = 0;
#pragma omp parallel num_threads(team)
    {
      constexpr int capacity = 1024;
      index_t local[capacity], local_parent[capacity];
      int size = 0;
      const auto flush = [&] {
        const offset_t at = __atomic_fetch_add(&found, offset_t(size), __ATOMIC_RELAXED);
        std::memcpy(out + at, local, sizeof(index_t) * std::size_t(size));
        std::memcpy(out_parent + at, local_parent, sizeof(index_t) * std::size_t(size));
        size = 0;
      };
      const auto visit = [&](index_t u, offset_t first, offset_t last) {
        for (offset_t e = first; e < last; ++e) {
          const index_t v = col[e];
          // test-and-test-and-set: the plain read keeps losers off the line's exclusive state
          if (__atomic_load_n(visited + v, __ATOMIC_RELAXED) ||
              __atomic_exchange_n(visited + v, std::uint8_t(1), __ATOMIC_ACQ_REL))
            continue;
          lv[v] = next_level;
          par[v] = u;
          local[size] = v;
          local_parent[size] = u;
          if (++size == capacity) flush();
        }
      };
#pragma omp for schedule(dynamic, queue_chunk)
      for (std::int64_t p = 0; p < count; ++p) {
        const index_t u = q[p];
        if (ptr[u + 1] - ptr[u] > hub_degree)
          hub[__atomic_fetch_add(&hub_count, 1, __ATOMIC_RELAXED)] = u;
        else
          visit(u, ptr[u], ptr[u + 1]);
      }  // the barrier: hub_count is final
      if (hub_count > 0) {
#pragma omp single
        {
          hub_prefix[0] = 0;
          for (std::int64_t h = 0; h < hub_count; ++h)
            hub_prefix[h + 1] = hub_prefix[h] + ptr[hub[h] + 1] - ptr[hub[h]];
        }
        const offset_t total = hub_prefix[hub_count];
        const std::int64_t blocks = std::int64_t((total + hub_degree - 1) / hub_degree);
#pragma omp for schedule(dynamic, 1)
        for (std::int64_t b = 0; b < blocks; ++b) {
          offset_t at = offset_t(b) * hub_degree;
          const offset_t end = std::min(total, at + hub_degree);
          std::int64_t h = std::int64_t(std::upper_bound(hub_prefix, hub_prefix + hub_count + 1, at) - hub_prefix) - 1;
          while (at < end) {  // the block's edges, hub by hub
            const offset_t stop = std::min(end, hub_prefix[h + 1]);
            const offset_t base = ptr[hub[h]] - hub_prefix[h];
            visit(hub[h], base + at, base + stop);
            at = stop;
            ++h;
          }
        }
      }
      if (size) flush();
    }
    next.set_nvals(found, false);
    level.set_nvals(level.nvals() + found);
  }

  /// Queue / QueueToRead / Read: one masked push vxm from `f`, then the masked assigns.
  void push_step(const Vector<index_t>& f, std::int32_t next_level) {
    // q'<¬s(level), replace> = f any.secondi A
    vxm(next, complement(structure(level)), no_accum, any_secondi<index_t>{}, f, A, replace.with(method::push));
    // level<s(q')> = L + 1 ; parent<s(q')> = q'
    assign_levels_and_parents(next, next_level, level, parent.data());
  }

  /// bottom_up levels, fused (knob fused = 1, the default): the pull product and its assigns in one pass,
  ///   q'<¬s(level), replace> = Aᵀ any.secondi f ; level<s(q')> = L + 1 ; parent<s(q')> = q'
  /// f is `frontier_bits`, one bit per vertex (set by fill_frontier_bits, or left by the last bottom_up
  /// level, which writes its found vertices' bits into `next_bits` as well: 1/8 of the byte map's cache
  /// footprint, as in Beamer's bottom-up step). The vertices are dealt out in blocks of bu_block; every
  /// unvisited vertex v of a block reads its in-neighbours' bits and stops at the first one set, then
  /// takes level L + 1 and that parent and is listed at its block's own offset in `bu_vertex` /
  /// `bu_parent` (a block owns its vertices, so no atomics). An exclusive scan over the blocks' counts
  /// then packs the blocks into `next`, in vertex order (a sorted list, as list_from_bitmap gave).
  /// O(n / 8 + edges read + |q'|): no byte bitmap of the product written, no O(n) pass to list it,
  /// no separate assign pass; eight visited vertices in a row are skipped with one 8-byte read.
  void bottom_up_step(std::int32_t next_level) {
    ensure_list_capacity(next, n);
    if (bu_vertex.size() < n) {
      bu_vertex = buffer<index_t>(std::max<index_t>(n, 1));
      bu_parent = buffer<index_t>(std::max<index_t>(n, 1));
    }
    const Matrix<bool>& in = in_edges ? *in_edges : A;  // column / row v lists v's in-neighbours
    // restrict: the level, parent and found writes cannot alias the graph or the frontier, so the
    // row bounds and bits stay in registers across them
    const offset_t* __restrict__ ptr = in.offsets().data();
    const index_t* __restrict__ col = in.indices().data();
    const std::uint64_t* __restrict__ bits = frontier_bits.data();
    std::uint8_t* __restrict__ visited = level.present().data();
    std::int32_t* __restrict__ lv = level.values().data();
    index_t* __restrict__ par = parent.data();
    index_t* __restrict__ found_vertex = bu_vertex.data();
    index_t* __restrict__ found_parent = bu_parent.data();
    std::uint64_t* __restrict__ found_bits = next_bits.data();  // a block owns its 64 words: no atomics
    const std::int64_t blocks = (std::int64_t(n) + bu_block - 1) / bu_block;
    bu_counts.assign(std::size_t(blocks) + 1, 0);
    offset_t* start = bu_counts.data();  // start[b + 1] = block b's count, then its exclusive scan
#pragma omp parallel if (blocks > 1)
    {
#pragma omp for schedule(dynamic, 1)
      for (std::int64_t b = 0; b < blocks; ++b) {
        const std::int64_t first = b * bu_block, last = std::min<std::int64_t>(std::int64_t(n), first + bu_block);
        std::int64_t k = first;
        for (std::int64_t v = first; v < last; ++v) {
          if ((v & 7) == 0 && v + 8 <= last) {  // eight visited vertices: one read
            std::uint64_t eight;
            std::memcpy(&eight, visited + v, 8);
            if (eight == 0x0101010101010101ull) {
              v += 7;
              continue;
            }
          }
          if (v + bu_prefetch < last) __builtin_prefetch(col + ptr[v + bu_prefetch]);  // a row's start misses
          if (visited[v]) continue;
          for (offset_t e = ptr[v], end = ptr[v + 1]; e < end; ++e) {
            const index_t u = col[e];
            if (!((bits[u >> 6] >> (u & 63)) & 1u)) continue;
            visited[v] = 1;
            lv[v] = next_level;
            par[v] = u;
            found_vertex[k] = index_t(v);
            found_parent[k] = u;
            found_bits[v >> 6] |= std::uint64_t(1) << (v & 63);
            ++k;
            break;
          }
        }
        start[b + 1] = offset_t(k - first);
      }
#pragma omp single
      for (std::int64_t b = 0; b < blocks; ++b) start[b + 1] += start[b];
      index_t* out = next.indices().data();
      index_t* out_parent = next.values().data();
#pragma omp for schedule(static)
      for (std::int64_t b = 0; b < blocks; ++b) {
        const std::size_t count = std::size_t(start[b + 1] - start[b]);
        std::memcpy(out + start[b], found_vertex + b * bu_block, sizeof(index_t) * count);
        std::memcpy(out_parent + start[b], found_parent + b * bu_block, sizeof(index_t) * count);
      }
    }
    next.set_nvals(start[blocks], true);
    level.set_nvals(level.nvals() + start[blocks]);
  }

  /// frontier_bits<s(list)> = value: set (or clear) the bit of every vertex of the list; parallel
  /// above hong_parallel_scatter_min entries, by atomic word updates (vertices of one word meet).
  void fill_frontier_bits(const Vector<index_t>& list, bool value) {
    if (frontier_bits.size() < std::size_t(n) / 64 + 1) {
      frontier_bits.assign(std::size_t(n) / 64 + 1, 0);
      next_bits.assign(std::size_t(n) / 64 + 1, 0);
    }
    std::uint64_t* bits = frontier_bits.data();
    const index_t* idx = list.indices().data();
    const std::int64_t count = std::int64_t(list.nvals());
#pragma omp parallel for schedule(static) if (count > hong_parallel_scatter_min)
    for (std::int64_t p = 0; p < count; ++p) {
      const index_t u = idx[p];
      if (value)
        __atomic_fetch_or(bits + (u >> 6), std::uint64_t(1) << (u & 63), __ATOMIC_RELAXED);
      else
        __atomic_store_n(bits + (u >> 6), std::uint64_t(0), __ATOMIC_RELAXED);  // every listed bit goes
    }
  }

  /// bottom_up, operator form (knob fused = 0): one masked pull mxv from the bitmap f of the current level, then the masked assigns.
  void pull_step(std::int32_t next_level) {
    const auto unvisited = complement(structure(level));
    if (in_edges)  // q'<¬s(level), replace> = Aᵀ any.secondi f   (in-edges from the CSC of A)
      mxv(pulled, unvisited, no_accum, any_secondi<index_t>{}, transpose(*in_edges), frontier, replace.with(method::pull));
    else  // q'<¬s(level), replace> = A any.secondi f   (A symmetric: row v lists v's in-neighbours)
      mxv(pulled, unvisited, no_accum, any_secondi<index_t>{}, A, frontier, replace.with(method::pull));
    ensure_list_capacity(next, n);
    list_from_bitmap(pulled, next);
    // level<s(q')> = L + 1 ; parent<s(q')> = q'
    assign_levels_and_parents(next, next_level, level, parent.data());
  }

  /// f<s(list)> = true: the bitmap frontier of a Read or bottom_up level (its bytes are all zero before).
  void fill_frontier(const Vector<index_t>& list) {
    set_bytes(frontier.present().data(), list, 1);
    frontier.set_nvals(list.nvals());
  }

  /// Threads for a parallel top-down level: one per queue_chunk queue vertices or per hub_degree
  /// edges of `edges` (m_f or its bound), at most the team OpenMP offers, so that a small level
  /// (a mesh's thin frontier) wakes a few threads instead of every one of them.
  int top_down_team(double edges) const {
    const double chunks =
        std::max(std::ceil(double(queue.nvals()) / queue_chunk), std::ceil(edges / double(hub_degree)));
    return int(std::max(1.0, std::min(double(omp_get_max_threads()), chunks)));
  }

  void run(index_t s, hong_method m, const hong_thresholds& t, const hong_level_hook* hook) {
    if (s >= n) throw invalid_index("BFS source " + std::to_string(s) + " out of range [0, " + std::to_string(n) + ")");
    start(s);
    hong_state_machine machine(t);
    hong_state state = m == hong_method::queue ? hong_state::queue
                       : m == hong_method::read ? hong_state::read
                                                : machine.current();
    const bool may_pull = m == hong_method::hybrid && t.bottom_up;
    const bool fused = m == hong_method::hybrid && t.fused;  // Queue levels by queue_step, not vxm + assign
    if (may_pull) prepare_bottom_up();
    direction_switch bottom_up(t.bu_alpha, t.bu_beta, double(n), double(A.nvals()));
    for (std::int32_t L = 0;; ++L) {
      double mf = -1;  // the queue's out-edges, summed at most once per level, and only when a bound does not do
      const auto frontier_edges = [&] { return mf >= 0 ? mf : (mf = queue_out_edges()); };
      const double mf_bound = double(queue.nvals()) * double(max_degree);
      const bool switch_pulls = may_pull && !bottom_up.push(double(queue.nvals()), frontier_edges, mf_bound);
      // Seq levels stay serial push steps, unless a hub in the queue makes them expensive in edges.
      const bool serial = state == hong_state::seq &&
                          (!t.seq_by_edges() || mf_bound <= t.seq_edges || frontier_edges() <= t.seq_edges);
      // ... and bottom-up only where it can beat top-down: it examines every unvisited vertex.
      const bool pull = switch_pulls && !serial && frontier_edges() > t.bu_gamma * double(n - level.nvals());
      const hong_state ran = pull ? hong_state::bottom_up
                             : state == hong_state::seq && !serial ? hong_state::queue
                                                                   : state;
      trace.push_back(ran);
      // Read reads the level array in vertex order. Beyond the paper: a sorted queue (a bottom_up
      // level's) is that order already, and a queue of at most read_scan_min vertices is cheaper
      // to push from than an O(n) scan.
      const bool read_from_queue = m == hong_method::hybrid && ((t.read_sorted_queue && queue.sorted()) ||
                                                                 double(queue.nvals()) <= t.read_scan_min);
      const bool read_bitmap = state == hong_state::read && !read_from_queue;
      scans += read_bitmap && !pull ? 1 : 0;
      // The bitmap f holds the current level in bottom_up levels and Read levels that scan it.
      const bool frontier_filled = (pull && !fused) || read_bitmap;
      if (frontier_filled) fill_frontier(queue);
      const bool fused_pull = pull && fused;
      if (bits_hold_queue && !fused_pull) {  // a top-down level after bottom_up ones: the bits go
        fill_frontier_bits(queue, false);
        bits_hold_queue = false;
      }
      if (fused_pull) {
        // f = bits of q (set from the list unless the last bottom_up level left them), q' = bits it found
        if (!bits_hold_queue) fill_frontier_bits(queue, true);
        bottom_up_step(L + 1);
        fill_frontier_bits(queue, false);
        frontier_bits.swap(next_bits);  // the bits of q', which becomes the queue below (next_bits all zero again)
        bits_hold_queue = true;
      } else if (pull) pull_step(L + 1);
      else if (serial) queue_step(L + 1, 1);
      else if (read_bitmap || !fused) push_step(read_bitmap ? frontier : queue, L + 1);
      else queue_step(L + 1, top_down_team(mf >= 0 ? mf : mf_bound));
      const offset_t curr = queue.nvals(), found = next.nvals();
      hong_state after = m == hong_method::hybrid ? machine.advance(curr, found) : state;
      if (frontier_filled) set_bytes(frontier.present().data(), queue, 0);
      if (found == 0) break;
      depth = L + 1;
      if (hook && (*hook)(L, queue, next)) {  // Fig. 5: level L + 1 goes elsewhere (the GPU)
        stopped = true;
        break;
      }
      queue.swap(next);
      state = after;
    }
  }
};

hong_traversal::hong_traversal(const Matrix<bool>& A_csr) {
  if (A_csr.storage_format() != format::csr || !A_csr.where().is_host() || A_csr.nrows() != A_csr.ncols())
    throw invalid_value("hong BFS: the graph must be a square host CSR matrix");
  a_ = std::make_unique<arrays>(A_csr);
}

hong_traversal::~hong_traversal() = default;

void hong_traversal::run(index_t source, hong_method m, const hong_thresholds& t, const hong_level_hook* hook) {
  a_->run(source, m, t, hook);
}

void hong_traversal::prepare_bottom_up() { a_->prepare_bottom_up(); }

std::int64_t hong_traversal::scanned_levels() const { return a_->scans; }

bool hong_traversal::stopped() const { return a_->stopped; }

const std::vector<hong_state>& hong_traversal::trace() const { return a_->trace; }

bfs_result hong_traversal::result(const bfs_options& opt) const {
  const arrays& a = *a_;
  bfs_result r;
  r.source = a.source;
  r.depth = a.depth;
  r.level.assign(a.n, -1);
  if (opt.parents) r.parent.assign(a.n, -1);
  const std::uint8_t* visited = a.level.present().data();
  const std::int32_t* lv = a.level.values().data();
  const bool parents = opt.parents;
#pragma omp parallel for schedule(static)
  for (std::int64_t v = 0; v < std::int64_t(a.n); ++v) {
    if (!visited[v]) continue;
    r.level[v] = lv[v];
    if (parents) r.parent[v] = a.parent[v];
  }
  return r;
}

bfs_result hong_bfs(const Matrix<bool>& A_csr, index_t source, hong_method m, const bfs_options& opt,
                    std::vector<hong_state>* trace) {
  hong_traversal bfs(A_csr);
  bfs.run(source, m, hong_thresholds::from(opt, A_csr.nrows()));
  if (trace) *trace = bfs.trace();
  return bfs.result(opt);
}

}  // namespace graphblade
