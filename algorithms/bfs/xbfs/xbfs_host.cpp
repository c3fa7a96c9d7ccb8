// XBFS's steps on the host (OpenMP), the same steps the CUDA kernels take
// (xbfs_kernels.cuh; Gaihre et al., HPDC'19 §4-5) so that the cpu device of
// "xbfs" runs the level loop of xbfs_levels.hpp unchanged:
//   scan-free: compare-and-swap of the status word, the winner enqueues
//     (per-thread buffers, one atomic add per buffer);
//   single-scan: plain status writes, then one scan of the status array;
//   double-scan: per-thread chunk counts, prefix sum, fill (sorted queue);
//   balancing: static = schedule(static), thread-centric = schedule(dynamic, 1),
//     warp-centric = schedule(dynamic, 32) (a batch of 32 fetched at once);
//   asynchronous bottom-up: Alg. 3;
//   list_unvisited: the pass's left vertices, or the single scan's unvisited
//     ones, into per-thread buffers flushed into bu_next (xbfs_levels.hpp).
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "algorithms/bfs/xbfs/xbfs_traverse.hpp"
#include "graphblade/core/openmp.hpp"

namespace graphblade::xbfs {

namespace {

inline std::int32_t load(const std::int32_t* p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
inline void store(std::int32_t* p, std::int32_t v) { __atomic_store_n(p, v, __ATOMIC_RELAXED); }
inline bool claim(std::int32_t* p, std::int32_t v) {
  std::int32_t unvisited = -1;
  return __atomic_compare_exchange_n(p, &unvisited, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

/// A per-thread output buffer flushed into a shared list with one atomic add.
struct local_queue {
  std::vector<index_t> items;
  offset_t edges = 0;
  void flush(index_t* list, offset_t* size, offset_t* total_edges) {
    const offset_t at = __atomic_fetch_add(size, offset_t(items.size()), __ATOMIC_RELAXED);
    std::copy(items.begin(), items.end(), list + at);
    __atomic_fetch_add(total_edges, edges, __ATOMIC_RELAXED);
    items.clear();
    edges = 0;
  }
};

class host_steps {
 public:
  explicit host_steps(state& s) : s_(s), g_(s.g) {}

  offset_t degree(index_t v) const { return g_.out_offsets[v + 1] - g_.out_offsets[v]; }

  offset_t start(index_t source) {
    std::int32_t* status = s_.status.data();
#pragma omp parallel for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(g_.n); ++v)
      status[v] = g_.in_offsets[v + 1] > g_.in_offsets[v] ? -1 : never_reached;
    status[source] = 0;
    if (s_.parents) s_.parent.data()[source] = source;
    s_.list[0].data()[0] = source;
    s_.list_size = 1;
    return degree(source);
  }

  xbfs_counts top_down(std::int64_t d, td_input in, xbfs_queue out, bool list) {
    const std::pair<const index_t*, offset_t> walked = s_.walked(in);
    const index_t* q = walked.first;
    const offset_t nq = walked.second;
    const bool walk = in != td_input::list;  // entries are frontier only when on level d-1
    const bool scan_free = out == xbfs_queue::scan_free;
    index_t* next = s_.list[1].data();
    offset_t size = 0, edges = 0;
    std::int32_t* status = s_.status.data();
    index_t* parent = s_.parents ? s_.parent.data() : nullptr;
    const std::int32_t level = std::int32_t(d), frontier = std::int32_t(d - 1);
#pragma omp parallel
    {
      local_queue mine;
#pragma omp for schedule(dynamic, 64) nowait
      for (std::int64_t i = 0; i < std::int64_t(nq); ++i) {
        const index_t u = q ? q[i] : index_t(i);
        if (walk && load(status + u) != frontier) continue;
        for (offset_t e = g_.out_offsets[u]; e < g_.out_offsets[u + 1]; ++e) {
          const index_t v = g_.out_indices[e];
          if (load(status + v) != -1) continue;
          if (scan_free) {
            if (!claim(status + v, level)) continue;
            mine.items.push_back(v);
            mine.edges += degree(v);
          } else {
            store(status + v, level);  // a racing writer stores the same level: no atomic needed
          }
          if (parent) parent[v] = u;  // any racing u is on level d-1: a valid parent
        }
      }
      if (scan_free) mine.flush(next, &size, &edges);
    }
    offset_t listed = 0;
    if (!scan_free) {  // with the vertices the last asynchronous pass carried; list: the unvisited into bu_next
      index_t* unvisited = list ? s_.bu[s_.bu_next()].data() : nullptr;
      scan(level, next, &size, &edges, unvisited, &listed);
      s_.note_listed(list, listed);
    }
    std::swap(s_.list[0], s_.list[1]);
    s_.list_size = size;
    return xbfs_counts::of_level(nq, size, edges, listed);
  }

  xbfs_counts bottom_up(std::int64_t d, xbfs_queue gen, xbfs_balance balance, bool async, bool list) {
    s_.bu_cur = s_.bu_next();                         // the last queue becomes the one before it
    offset_t nq = s_.bu_size[s_.bu_cur], unused = 0;  // listed: the step before wrote it
    if (gen == xbfs_queue::double_scan) {
      nq = double_scan(s_.bu[s_.bu_cur].data());
    } else if (gen == xbfs_queue::atomic_scan) {
      nq = 0;
      scan(-1, s_.bu[s_.bu_cur].data(), &nq, &unused);
    }
    s_.bu_size[s_.bu_cur] = nq;
    switch (balance) {
      case xbfs_balance::static_threads:
        return pass<0>(d, nq, async, list);
      case xbfs_balance::thread_centric:
        return pass<1>(d, nq, async, list);
      default:
        return pass<32>(d, nq, async, list);
    }
  }

 private:
  /// Single-scan generation: every v with status(v) = value into list (unsorted), with its out-edges; with
  /// `unvisited`, the same scan lists every v with status -1 there too (*listed of them).
  void scan(std::int32_t value, index_t* list, offset_t* size, offset_t* edges, index_t* unvisited = nullptr,
            offset_t* listed = nullptr) {
    const std::int32_t* status = s_.status.data();
    offset_t unused = 0;
#pragma omp parallel
    {
      local_queue mine, left;
#pragma omp for schedule(static) nowait
      for (std::int64_t v = 0; v < std::int64_t(g_.n); ++v)
        if (status[v] == value) {
          mine.items.push_back(index_t(v));
          mine.edges += degree(index_t(v));
        } else if (unvisited && status[v] == -1) {
          left.items.push_back(index_t(v));
        }
      mine.flush(list, size, edges);
      if (unvisited) left.flush(unvisited, listed, &unused);
    }
  }

  /// Double-scan generation: the unvisited vertices, sorted (count per chunk, prefix sum, fill).
  offset_t double_scan(index_t* list) {
    const std::int32_t* status = s_.status.data();
    const int threads = omp_get_max_threads();
    std::vector<offset_t> counts(std::size_t(threads) + 1, 0);
    const std::int64_t n = g_.n;
#pragma omp parallel num_threads(threads)
    {
      const int t = omp_get_thread_num(), nt = omp_get_num_threads();
      const std::int64_t lo = n * t / nt, hi = n * (t + 1) / nt;
      offset_t c = 0;
      for (std::int64_t v = lo; v < hi; ++v) c += status[v] == -1;
      counts[t + 1] = c;
#pragma omp barrier
#pragma omp single
      for (int i = 0; i < nt; ++i) counts[i + 1] += counts[i];
      offset_t at = counts[t];
      for (std::int64_t v = lo; v < hi; ++v)
        if (status[v] == -1) list[at++] = index_t(v);
    }
    return counts[threads];
  }

  /// One bottom-up pass over the queue bu[bu_cur]; Batch 0 = static, else dynamic batches of that size; list: the
  /// vertices it leaves at -1 into bu_next.
  template <int Batch>
  xbfs_counts pass(std::int64_t d, offset_t nq, bool async, bool list) {
    const index_t* q = s_.bu[s_.bu_cur].data();
    index_t* left_list = list ? s_.bu[s_.bu_next()].data() : nullptr;
    std::int32_t* status = s_.status.data();
    index_t* parent = s_.parents ? s_.parent.data() : nullptr;
    const std::int32_t level = std::int32_t(d), previous = std::int32_t(d - 1);
    offset_t found = 0, found_edges = 0, carried = 0, carried_edges = 0, rest_edges = 0, listed = 0, unused = 0;
    const auto visit = [&](index_t v, offset_t& my_found, offset_t& my_edges, offset_t& my_next,
                           offset_t& my_next_edges, offset_t& my_rest_edges, local_queue& left) {
      index_t seen = 0;
      bool has_current = false;
      for (offset_t e = g_.in_offsets[v]; e < g_.in_offsets[v + 1]; ++e) {
        const index_t w = g_.in_indices[e];
        const std::int32_t sw = load(status + w);
        if (sw == previous) {  // early termination: v is on level d
          store(status + v, level);
          if (parent) parent[v] = w;
          ++my_found;
          my_edges += degree(v);
          return;
        }
        if (async && sw == level && !has_current) {
          has_current = true;
          seen = w;
        }
      }
      my_rest_edges += g_.in_offsets[v + 1] - g_.in_offsets[v];
      if (has_current) {  // Lemma 2: no neighbour on d-1, one on d: v is on d+1
        store(status + v, level + 1);
        if (parent) parent[v] = seen;
        ++my_next;
        my_next_edges += degree(v);
      } else if (left_list) {
        left.items.push_back(v);
      }
    };
#pragma omp parallel reduction(+ : found, found_edges, carried, carried_edges, rest_edges)
    {
      local_queue left;
      if constexpr (Batch == 0) {
#pragma omp for schedule(static) nowait
        for (std::int64_t i = 0; i < std::int64_t(nq); ++i)
          visit(q[i], found, found_edges, carried, carried_edges, rest_edges, left);
      } else {
#pragma omp for schedule(dynamic, Batch) nowait
        for (std::int64_t i = 0; i < std::int64_t(nq); ++i)
          visit(q[i], found, found_edges, carried, carried_edges, rest_edges, left);
      }
      if (left_list) left.flush(left_list, &listed, &unused);
    }
    s_.note_listed(list, listed);
    return xbfs_counts::of_pass(nq, found, found_edges, carried, carried_edges, rest_edges, listed);
  }

  state& s_;
  const graph_arrays& g_;
};

}  // namespace

std::int64_t traverse_on_host(state& s, index_t source, const settings& cfg) {
  host_steps steps(s);
  return run_levels(steps, source, cfg, s.edges, s.trace);
}

}  // namespace graphblade::xbfs
