// XBFS (Gaihre, Wu, Yao & Liu, "XBFS: eXploring Runtime Optimizations for
// Breadth-First Search on GPUs", HPDC'19) as the BFS family `xbfs`: a
// direction-optimising BFS over a status array (the level of every vertex,
// -1 = unvisited) whose three runtime techniques are each a switch:
//   §4 adaptive frontier-queue generation: per level, scan-free (atomic
//      enqueue while expanding), single-scan (plain status writes, then one
//      scan of the status array), no generation (the top-down level after a
//      bottom-up one walks the bottom-up queue, Observation 2) and the
//      sorted double-scan that makes the bottom-up queue (§4.2), chosen by
//      the rules of §4.3 (α on the edge check, λ its growth ratio); two
//      additions of ours, each a knob: a bottom-up queue listed by the step
//      before (list_unvisited) and staying bottom-up while the vertices left
//      cost less than a top-down level (stay_bottom_up);
//   §5.1 bottom-up workload balancing: static, thread-centric or
//      warp-centric dynamic scheduling (Alg. 1, 2);
//   §5.2 asynchronous bottom-up: a vertex with no neighbour on level l-1 but
//      one on level l is put on level l+1 in the same pass (Lemma 1, 2, Alg. 3).
// Levels and parents are exact (the parent of an asynchronously found vertex
// is its level-l neighbour). On CUDA the whole traversal is one recorded
// device loop (the rules run on the device between levels; one host wait per
// traversal); knob device_loop = 0 (and the cpu device) read the step's
// counters on the host once per level instead.
// Registered as "xbfs" (cpu: OpenMP steps; cuda: kernels of
// algorithms/bfs/xbfs/xbfs_kernels.cuh); the level loop (the paper's rules)
// is one template shared by both (algorithms/bfs/xbfs/xbfs_levels.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "graphblade/core/types.hpp"

namespace graphblade {

class bfs_prepared;

/// How a level's frontier queue is produced (§4).
enum class xbfs_queue : std::uint8_t {
  scan_free,    ///< top-down: atomic status update + atomic enqueue while expanding (§4.1)
  single_scan,  ///< top-down: plain status writes, then one scan of the status array with atomic enqueue (§4.1)
  none,         ///< top-down after bottom-up: walk the bottom-up queue, no generation (Observation 2)
  double_scan,  ///< bottom-up: unvisited vertices, sorted, by a count scan + prefix sum + fill scan (§4.2)
  atomic_scan,  ///< bottom-up, ablation: unvisited vertices by one atomic scan (unsorted)
  /// bottom-up: the unvisited vertices as the step before listed them, no generation (not in the paper: a
  /// bottom-up pass lists the vertices it leaves unvisited, a single-scan level those its scan reads unvisited;
  /// knob list_unvisited)
  listed,
  /// bottom-up over the status array, the paper's "no queue" strategy: every status read, no queue walked (CUDA
  /// small-graph path, knob small_bottom_up); the vertices found are enqueued scan-free for the next level
  status_array,
  /// top-down over every edge, the status array as the frontier: no queue walked (CUDA small-graph path's wide
  /// levels, knob small_stream); the vertices claimed are enqueued scan-free for the next level
  edge_stream,
};

/// Bottom-up workload balancing (§5.1.2).
enum class xbfs_balance : std::uint8_t {
  static_threads,  ///< one thread per queue entry, fixed stride
  thread_centric,  ///< Alg. 1: a thread fetches its next entry with an atomic counter
  warp_centric,    ///< Alg. 2: lane 0 fetches 32 entries for its warp
};

/// Names for traces and JSON.
const char* to_string(xbfs_queue q);
const char* to_string(xbfs_balance b);

/// One level of an XBFS traversal: what fired.
struct xbfs_level {
  std::int64_t depth = 0;                               ///< the level being discovered (1 = the source's neighbours)
  bool bottom_up = false;                               ///< direction
  /// CUDA small-graph path, a top-down level in one block: a thread per frontier vertex (knob vertex_levels), else a
  /// thread per frontier edge
  bool by_vertex = false;
  xbfs_queue queue = xbfs_queue::scan_free;             ///< the queue generation of this level
  xbfs_balance balance = xbfs_balance::static_threads;  ///< bottom-up only
  offset_t input = 0;                                   ///< queue entries the level walked
  offset_t found = 0;                                   ///< vertices put on `depth` by this level
  offset_t found_next = 0;      ///< asynchronous bottom-up: vertices put on depth + 1 by this pass
  offset_t frontier_edges = 0;  ///< out-edges of every vertex on `depth` (the next edge check)
  /// CUDA small-graph path (0 elsewhere): threads that ran the level (32: one warp, 1024: one block, more: the
  /// grid), and the GPU's nanoseconds from the traversal's start to the level's end (%globaltimer)
  std::int32_t threads = 0;
  std::int64_t end_ns = 0;
};

/// Knob names (bfs_options::knobs) and defaults: each technique can be switched off (ablation).
namespace xbfs_knobs {
inline constexpr const char* alpha = "alpha";          ///< bottom-up while edge check >= alpha·|E| (0.1, §4.3)
inline constexpr const char* queue = "queue";          ///< 0 adaptive (§4.3), 1 scan-free only, 2 single-scan only
inline constexpr const char* balance = "balance";      ///< 0 static, 1 thread-centric, 2 warp-centric (default)
inline constexpr const char* async = "async";          ///< 1 asynchronous bottom-up (default), 0 off
inline constexpr const char* bottom_up = "bottom_up";  ///< 1 direction switching (default), 0 top-down only
inline constexpr const char* sorted = "sorted";        ///< 1 double-scan bottom-up queue (default), 0 atomic scan
/// 1 (default): a bottom-up pass lists the vertices it leaves unvisited and a single-scan top-down level those it
/// reads unvisited, and a bottom-up level right after takes that list as its queue (`listed`), with no O(n) queue
/// generation; 0: every bottom-up queue generated (the paper's double scan). Not in the paper.
inline constexpr const char* list_unvisited = "list_unvisited";
/// After a bottom-up pass, the next level stays bottom-up also below alpha·|E| when its work, the vertices on no
/// level yet and their in-edges, is below this factor times a top-down level's (the out-edges of the frontier and
/// the bottom-up queue it walks). Default 1; 0: the paper's rule alone (alpha). Not in the paper: on kron the
/// switch back to top-down expands millions of edges to find the last few thousand vertices.
inline constexpr const char* stay_bottom_up = "stay_bottom_up";
/// The fixed cost of one more bottom-up pass (a pass of the device loop's graph) in queue entries and edges, added
/// to the bottom-up side of stay_bottom_up's comparison (default 0).
inline constexpr const char* stay_pass_cost = "stay_pass_cost";
/// CUDA: 1 the traversal as one recorded device loop, one host wait (default); 0 a host read per level
inline constexpr const char* device_loop = "device_loop";
/// CUDA device loop: top-down scan-free levels of at most this many frontier edges run back to back in one
/// block (default 1024; 0: none)
inline constexpr const char* thin_levels = "thin_levels";
/// CUDA device loop: the next such levels of at most this many frontier edges run back to back by the whole
/// grid, one grid barrier a level (cooperative launch; default 131072; 0: none)
inline constexpr const char* wide_levels = "wide_levels";
/// CUDA bottom-up, static or warp-centric: 1 in-lists of >= 32 entries scanned by a whole warp, 0 by their thread
/// (default; not in the paper)
inline constexpr const char* warp_lists = "warp_lists";
/// CUDA, read when the state is prepared: 1 each in-list ordered by the out-degree of its vertices, highest
/// first (default; not in the paper: a bottom-up scan then meets a hub, visited early, first), 0 as stored.
/// The ordering keeps a copy of the in-indices on the device and needs three more while it sorts; when
/// those do not fit, the lists stay as stored.
inline constexpr const char* order_lists = "order_lists";
/// CUDA single-scan top-down: 1 an atomicCAS claims a vertex and only its winner stores the parent; 0 the
/// paper's plain stores by every edge that read it unvisited (default: claim_once measured no faster on kron,
/// bench/results/h100-s21)
inline constexpr const char* claim_once = "claim_once";
/// CUDA device loop: a graph of at most this many edges (entries of A) is traversed without a CUDA graph, in one
/// cooperative launch: the thin levels (knob thin_levels) in one warp or block, the others across the grid, each
/// top-down over the queue, top-down over every edge (small_stream) or bottom-up over the status array
/// (small_bottom_up) by its edge check, then one host wait (not in the paper: on such a graph a pass's fixed launch
/// costs outweigh what the rules of §4.3 save). 0: never (every graph takes the rules of §4.3). Values of 2^23
/// and above act as 2^23 - 1: the path packs a level's counts into 64 bits.
inline constexpr const char* small_graph = "small_graph";
/// CUDA small-graph path: a graph of at most this many edges whose status array fits one block's shared memory
/// (the device's opt-in limit) runs in one block with its status there: a claim is a shared-memory atomic, a
/// level costs block barriers only. 0: never. Not in the paper.
inline constexpr const char* one_block = "one_block";
/// CUDA one-block path (one_block): 1 (default) the graph's offsets and indices in the block's shared memory too,
/// where they fit with the status (copied in at the start of a traversal); 0 read from device memory. Not in the
/// paper.
inline constexpr const char* shared_graph = "shared_graph";
/// CUDA one-block path: -1 (default) where the status array does not fit the block's shared memory but a bitmap of the
/// visited vertices does (n / 8 bytes), the traversal still runs in one block (one_block, one_block_levels) with the
/// bitmap there: a claim is a shared-memory atomicOr, after which its winner stores the status in device memory, and
/// only a vertex read unvisited loads its list's bounds; 1 the bitmap wherever the path runs in one block (also
/// where the status would fit); 0 never (such a graph runs across the grid). The grid writes the status at the start,
/// then block 0 runs every level alone. On the H200 -1 took grid:300:300 1.41 -> 1.22-1.27 ms and luxembourg_osm
/// 2.17 -> 1.84-1.90 against the grid path of 678ebc6 (bench/results/h200-s35). Not in the paper.
inline constexpr const char* visited_bits = "visited_bits";
/// CUDA small-graph path: a thin level (thin_levels) of at most this many frontier edges runs in one warp of
/// the block, with no block-wide scan or barrier (default 64; 0: none). Not in the paper.
inline constexpr const char* warp_levels = "warp_levels";
/// CUDA small-graph path in one block (the status or the visited bitmap in its shared memory): a graph whose
/// out-degrees are all at most this many expands its block levels a thread per frontier vertex, each thread its whole
/// list, 4 edges a step (no block scan of the degrees, no search for an edge's owner, one barrier a level), instead of
/// a thread per frontier edge. Default 8; 0: never. Not in the paper.
inline constexpr const char* vertex_levels = "vertex_levels";
/// CUDA small-graph path: a level whose edge check (the frontier's out-edges) is at least this fraction of |E| goes
/// bottom-up over the status array (xbfs_queue::status_array: each unvisited vertex scans its in-list for a parent,
/// no atomics), a narrower one top-down scan-free. 0: every level top-down (the path before session 31). The
/// paper's direction rule with the fourth queue strategy; off when knob bottom_up is 0.
inline constexpr const char* small_bottom_up = "small_bottom_up";
/// CUDA small-graph path across the grid: the grid has ceil(|E| / (1,024 x this)) blocks, at most the cooperative grid
/// (one block an SM): entries of a level a thread walks at most (smaller: a larger grid, more lanes a vertex on
/// bottom-up levels, a dearer grid barrier). Not in the paper.
inline constexpr const char* small_thread_edges = "small_thread_edges";
/// CUDA small-graph path across the grid: a top-down level that is not thin and whose edge check is at least this
/// fraction of |E| streams every edge of A (TurboBFS's tdscCOOC order, XBFS's claims: xbfs_queue::edge_stream)
/// instead of walking the queue, where the grid holds at most 4 entries a thread (needs the row of every entry, made
/// on the device at the first such traversal and kept by the state: 4 bytes an entry). 0: never. Not in the paper.
inline constexpr const char* small_stream = "small_stream";
/// CUDA small-graph path: a graph of more than one_block edges whose status array fits one block's shared memory also
/// runs in one block when its levels average at most this many frontier edges: |E| / a depth estimate (a double-sweep
/// BFS on the host at the first traversal that asks, then kept by the state). Default 1024 (a block's threads): on
/// the H200 one block took 3elt, bips98_606, fe_4elt2 and 4elt (|E| / depth 500-1,100) 0.71-0.90x the grid's time,
/// and p2p-Gnutella, hep-th, delaunay_n15 and PGPgiantcompo (1,850-2,900) 1.20-1.56x (bench/results/h200-s31).
/// 0: never. Not in the paper.
inline constexpr const char* one_block_levels = "one_block_levels";
/// CUDA device loop: 1 every level after the thin ones in one persistent cooperative launch, grid barriers where
/// a pass of the graph has kernel boundaries (no CUDA graph: a traversal is three launches and one host wait);
/// 0 the recorded graph, a pass a level; -1 (default) the persistent loop on graphs of at least
/// persistent_min_degree stored entries a vertex. Not in the paper. On the H200 it took kron:22 from 0.47 to
/// 0.31-0.34 ms, kron:24 from 1.04 to 0.86-0.89, kron:20 from 0.31 to 0.16, uniform:22 from 0.60 to 0.51, but
/// grid:1000:1000 (1,216 levels) from 7.0 to 9.1 ms: a level costs it a few barriers of the whole grid, where
/// the graph runs such levels back to back in loop_wide_levels (bench/results/h200-s28). Falls back to the graph
/// where the device has no cooperative launch; a graph of at most small_graph edges takes the small-graph path.
inline constexpr const char* persistent = "persistent";
inline constexpr double default_alpha = 0.1;
inline constexpr double default_stay_bottom_up = 1;
inline constexpr double default_thin_edges = 1024;    ///< thin_levels' default (H100 sweep, bench/results/h100-s9)
inline constexpr double default_wide_edges = 131072;  ///< wide_levels' default (H100 sweep, bench/results/h100-s9)
/// small_graph's default: on the H100 the path wins up to kron:16 / uniform:16 (1.8M / 2.1M entries; 1.1-1.3x)
/// and loses from kron:18 / uniform:18 (7.6M / 8.4M; 0.4-0.9x): bench/results/h100-s21
inline constexpr double default_small_graph = 1 << 21;
/// one_block's default: on the H200 one block took power (13K entries, 34 levels) and jazz (5K) 7-13 % under the
/// grid, and email-Eu-core, ca-GrQc, hep-th and p2p-Gnutella (25-32K entries, wide middle levels) 25-37 % over it
/// (bench/results/h200-s30)
inline constexpr double default_one_block = 16384;
/// warp_levels' default: on the H200's 55 real graphs 64 took a median 0.955x the time of 256 (faster on 50) and
/// 0.978x that of no warp levels (karate 0.030 -> 0.024 ms, bips98_606 0.195 -> 0.172; bench/results/h200-s30)
inline constexpr double default_warp_edges = 64;
/// vertex_levels' default: on the H200 it took grid:300:300 from 1.22 to 0.89 ms and luxembourg_osm from 1.85 to 1.69
/// (levels only; out-degrees at most 4 and 6), the other graphs within the rounds' spread (medians 1.02 levels only,
/// 0.99 with parents); 12 took 3elt, 4elt and fe_4elt2 (at most 9-12, the status and the graph in shared memory)
/// 1.11-1.47x the time of 0, and 1e9 power and bips98_606 1.7-1.8x (bench/results/h200-s36)
inline constexpr double default_vertex_levels = 8;
/// small_bottom_up's default: on the H200's 55 real graphs 0.3 took a median 0.981x the time of 0 (faster on 46); 0.1,
/// 0.03 and 0.01 1.007x, 1.057x and 1.097x (levels only, bench/results/h200-s31)
inline constexpr double default_small_bottom_up = 0.3;
/// small_thread_edges' default: on the H200 0.5 took hep-th 0.068 -> 0.062 ms, ca-GrQc 0.063 -> 0.055,
/// p2p-Gnutella05 0.080 -> 0.069 against 4, the median of the 55 real graphs 0.998x (bench/results/h200-s31)
inline constexpr double default_small_thread_edges = 0.5;
/// one_block_levels' default
inline constexpr double default_one_block_levels = 1024;
/// small_stream's default: streaming every wide level took wiki-Vote 0.040 -> 0.037 ms, facebook_combined 0.050 ->
/// 0.044 and email-Enron 0.065 -> 0.058 but wing 0.316 -> 0.438 (its frontiers hold 1-3 % of the edges); from 2 %
/// of |E| wing 0.369 (bench/results/h200-s31)
inline constexpr double default_small_stream = 0.05;
/// persistent = -1 takes the persistent level loop on graphs of at least this many stored entries a vertex (kron
/// and uniform graphs of edge factor 16: 30-32, a grid 4; bench/results/h200-s28).
inline constexpr double persistent_min_degree = 8;

}  // namespace xbfs_knobs

/// The per-level trace of the last traversal of an "xbfs" state (empty for any other algorithm). After a
/// CUDA device loop it is copied from the device (a host wait) and holds the first 65536 levels.
std::vector<xbfs_level> xbfs_trace(const bfs_prepared& p);

}  // namespace graphblade
