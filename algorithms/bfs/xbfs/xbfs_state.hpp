// The arrays of one XBFS traversal (xbfs.hpp), in one place (host or a CUDA
// device), allocated once at prepare: the status array (level, -1 =
// unvisited), parents, the top-down queues and a ring of three bottom-up
// queues (the last, the one before it, and the next, which a step may list);
// on CUDA also the device loop (its state, trace and recorded graphs, made at
// the first traversal that uses them). Both step sets (xbfs_host.cpp,
// xbfs_cuda.cu) work on it.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "algorithms/bfs/xbfs/xbfs_levels.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/core/buffer.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade::xbfs {

struct graph_arrays {
  index_t n = 0;
  const offset_t* out_offsets = nullptr;  ///< CSR of A: out-edges (top-down, degrees)
  const index_t* out_indices = nullptr;
  const offset_t* in_offsets = nullptr;  ///< in-edges (bottom-up): A's rows when symmetric, else its CSC
  const index_t* in_indices = nullptr;
};

struct device_loop;

/// The ring of three bottom-up queues (state::bu, the device loop's loop_state::bu): the slot after k, where a
/// step lists the unvisited and the next pass's queue goes, and the slot before k (the queue before the last).
GB_HD constexpr int bu_next_slot(int k) { return (k + 1) % 3; }
GB_HD constexpr int bu_before_slot(int k) { return (k + 2) % 3; }

/// A step that listed the unvisited (level_plan::list) records their number as the next queue's size, in the
/// ring's sizes `bu_size` whose last is bu_cur (either loop's).
GB_HD inline void note_listed_in(offset_t* bu_size, int bu_cur, bool list, offset_t listed) {
  if (list) bu_size[bu_next_slot(bu_cur)] = listed;
}

/// What a top-down level walks: its entries (nullptr: every vertex) and their number.
struct walked_entries {
  const index_t* entries;
  offset_t size;
};
/// The entries a top-down level with input `in` walks, from the queues of either loop (state's, loop_state's):
/// the last top-down queue `list` of `list_size` entries, a bottom-up queue of the ring `bu` / `bu_size` whose
/// last is bu_cur, or every one of the n vertices.
GB_HD inline walked_entries walked_by(td_input in, const index_t* list, offset_t list_size, const index_t* const* bu,
                                      const offset_t* bu_size, int bu_cur, index_t n) {
  if (in == td_input::list) return {list, list_size};
  if (in == td_input::all_vertices) return {nullptr, offset_t(n)};
  const int from = in == td_input::bu_last ? bu_cur : bu_before_slot(bu_cur);
  return {bu[from], bu_size[from]};
}

/// The status of a vertex without in-edges (CUDA: status_init; cpu: set at start), below -1 (unvisited): only a
/// source reaches it, so no bottom-up queue or walk holds it, and both devices count the same queues.
inline constexpr std::int32_t never_reached = -2;

struct state {
  place where = host;
  std::optional<Matrix<bool>> A_device;  ///< the CSR of A on `where` when that is a device (else A itself is read)
  std::optional<Matrix<bool>> AT;        ///< CSC of A on `where` when A is not symmetric
  double edges = 0;                      ///< |E| = nvals(A), the α rule's denominator
  graph_arrays g;
  buffer<std::int32_t> status;  ///< level per vertex, -1 unvisited, never_reached without in-edges
  buffer<index_t> parent;       ///< valid where status >= 0 (when parents are asked for)
  buffer<index_t> list[2];      ///< top-down queue: list[0] walked, list[1] generated
  /// Bottom-up queues, a ring: bu[bu_cur] the last, bu_before_last(), and bu_next(), where a step lists the
  /// unvisited vertices for the next bottom-up pass (knob list_unvisited) and a generating pass writes its queue
  buffer<index_t> bu[3];
  offset_t list_size = 0, bu_size[3] = {0, 0, 0};
  int bu_cur = 0;
  int bu_next() const { return bu_next_slot(bu_cur); }
  int bu_before_last() const { return bu_before_slot(bu_cur); }
  /// What a top-down level walks (both host step sets): list[0] and its size, a bottom-up queue of the ring, or
  /// every vertex (nullptr, n).
  std::pair<const index_t*, offset_t> walked(td_input in) const {
    const index_t* const queues[3] = {bu[0].data(), bu[1].data(), bu[2].data()};
    const walked_entries w = walked_by(in, list[0].data(), list_size, queues, bu_size, bu_cur, g.n);
    return {w.entries, w.size};
  }
  /// A step that listed the unvisited (level_plan::list) records their number as the next queue's size.
  void note_listed(bool list, offset_t listed) { note_listed_in(bu_size, bu_cur, list, listed); }
  bool parents = true;
  const offset_t* host_offsets = nullptr;  ///< A's CSR offsets on the host (the source's degree)
  const index_t* host_indices = nullptr;   ///< and its indices (depth_estimate)
  std::int64_t estimated_depth = -1;       ///< CUDA: depth_estimate of A, once asked (-1: not yet)
  std::int64_t max_out_degree = -1;        ///< CUDA: A's largest out-degree (max_degree), once asked (-1: not yet)
  buffer<index_t> edge_rows;  ///< CUDA: the row of every entry of A's CSR (knob small_stream), made once asked
  /// CUDA small-graph path: the list bounds of list[k]'s entries (the kernels' pack_bounds), made at its first
  /// traversal that reads the graph from global memory
  buffer<offset_t> list_bounds[2];
  buffer<offset_t> counters;                     ///< CUDA: the step counters (the host loop reads them per level)
  buffer<offset_t> chunk_counts, chunk_offsets;  ///< CUDA: double-scan per-chunk counts and their prefix sum
  buffer<std::uint8_t> scan_temp;                ///< CUDA: CUB scratch of that prefix sum
  buffer<index_t> ordered_in;  ///< CUDA: the in-lists ordered by out-degree, highest first (knob order_lists)
  /// CUDA: the status a traversal starts from: -1, or never_reached for a vertex without in-edges (only a
  /// source reaches it), so that no bottom-up queue or walk holds it
  buffer<std::int32_t> status_init;
  buffer<index_t> chunk_vertex;  ///< CUDA: top-down chunks of long lists (vertex, first edge)
  buffer<offset_t> chunk_begin;
  std::shared_ptr<device_loop> loop;  ///< CUDA: the device loop (xbfs_cuda.cu), made at its first traversal
  std::int64_t trace_on_device = -1;  ///< >= 0: the last traversal's trace is that many levels on the device
  // results of the last traversal
  index_t source = 0;
  std::int64_t depth = 0;
  std::vector<xbfs_level> trace;
};

/// A double-sweep estimate of how deep a traversal of the graph goes (its CSR on the host, n vertices): the deeper
/// of a traversal from a vertex of largest out-degree and one from the last vertex it reached, a lower bound of the
/// diameter that is tight on meshes and roads; O(n + |E|) on the host. The CUDA small-graph path takes a graph whose
/// levels average at most knob one_block_levels frontier edges (|E| / this) to one block.
std::int64_t depth_estimate(const offset_t* offsets, const index_t* indices, index_t n);

/// The largest out-degree of a CSR on the host (n vertices); O(n). The CUDA small-graph path expands a graph's block
/// levels a thread per frontier vertex where it is at most knob vertex_levels.
offset_t max_degree(const offset_t* offsets, index_t n);

}  // namespace graphblade::xbfs
