// XBFS (xbfs.hpp; Gaihre et al., HPDC'19) on device cuda: levels equal the
// reference BFS and validate_bfs accepts levels and parents, on generated
// graphs (directed, unreached vertices, path, Kronecker, uniform, grid) and
// every real graph of ../shared/data, under every knob set (each technique
// off in turn); each queue generation, balancing and the asynchronous
// bottom-up fire (asserted from the trace), and the device takes the same
// per-level decisions as the host step set; the device loop (the default:
// one recorded CUDA graph, one host wait per traversal) takes the same
// decisions as the host loop on the device (knob device_loop = 0); the
// small-graph path (knob small_graph) is one cooperative launch, runs each
// level top-down scan-free or (knob small_bottom_up) bottom-up over the
// status array and waits for the device once; the persistent level loop
// (knob persistent: one cooperative launch, no graph) takes the host loop's
// decisions too. The [sanitize] / [racecheck] case is small enough for
// compute-sanitizer.
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "algorithms/test_turbo_compare.hpp"
#include "algorithms/xbfs_checks.hpp"
#include "cuda_test.hpp"
#include "graphblade/core/device_activity.hpp"
#include "graphblade/io/load_graph.hpp"

namespace gb = graphblade;
using gb::xbfs_queue;

TEST_CASE("xbfs on cuda matches the reference on small graphs under every knob set", "[cuda][xbfs][sanitize]") {
  GB_REQUIRE_CUDA();
  for (auto& [name, A] : gbtest::bfs_test_graphs()) gbtest::check_xbfs(name, A, gbtest::turbo_sources(A), "cuda");
  gbtest::check_xbfs_without_in_edges("cuda");
  const gb::Matrix<bool> K = gbtest::graph_from_generator(gb::gen::kronecker(10, 16, 3));
  const gbtest::xbfs_fired fired = gbtest::check_xbfs("kron 10", K, {gbtest::turbo_hub(K), 1}, "cuda");
  CHECK(fired.has(xbfs_queue::double_scan));
  CHECK(fired.has(xbfs_queue::none));
}

/// The levels of trace t at level l (the split between a pass and the asynchronous finds of the pass
/// before depends on thread order, the level's size does not).
static gb::offset_t on_level(const std::vector<gb::xbfs_level>& t, std::size_t l) {
  return t[l].found + (t[l].bottom_up && l > 0 ? t[l - 1].found_next : 0);
}

/// Whether one trace's asynchronous bottom-up pass before level l carried vertices to it and the other's
/// did not: that depends on thread order (on either device), and a carried vertex makes level l's queue
/// single-scan, so the queue kinds may then differ.
static bool carry_differs(const std::vector<gb::xbfs_level>& a, const std::vector<gb::xbfs_level>& b, std::size_t l) {
  return l > 0 && a[l - 1].bottom_up && (a[l - 1].found_next > 0) != (b[l - 1].found_next > 0);
}

/// Under compute-sanitizer (memory::sanitizer_run()) graph i takes only the knob sets k with (i + k) % 3 == 0:
/// every set still runs on some graph.
static bool sanitizer_skips(std::size_t i, std::size_t k) { return gb::memory::sanitizer_run() && (i + k) % 3 != 0; }

/// Whether `knobs` send a test graph down the small-graph path (knob small_graph; the tests' graphs are all
/// below its default).
static bool small_graph_path(const std::map<std::string, double>& knobs) {
  const auto k = knobs.find(gb::xbfs_knobs::small_graph);
  return k == knobs.end() || k->second > 0;
}

/// A knob of `knobs`, or `otherwise` when unset.
static double knob_or(const std::map<std::string, double>& knobs, const char* name, double otherwise) {
  const auto k = knobs.find(name);
  return k == knobs.end() ? otherwise : k->second;
}

/// xbfs prepared on cuda for A; opt gets xbfs's options with `knobs`.
static std::unique_ptr<gb::bfs_prepared> xbfs_on_cuda(const gb::Matrix<bool>& A,
                                                      const std::map<std::string, double>& knobs,
                                                      gb::bfs_options& opt) {
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  opt = algo.supported({});
  opt.knobs = knobs;
  return algo.prepare_for(A, "cuda", algo.supported({}));
}

/// The small-graph path on cuda from source s under `knobs`: no CUDA graph, one launch (loop_small_graph, with
/// or without thin levels), no memory operation (the kernel writes its end into pinned host memory) and one host wait
/// per traversal (checked from the second on: the first allocates), each level top-down scan-free or, from an edge
/// check of small_bottom_up·|E| on, bottom-up over the status array, with the vertices, out-edges and (top-down) queue
/// entries the host loop counts top-down (a level's vertices and their out-edges do not depend on the direction),
/// the reference's levels and a valid parent tree, each record with the threads that ran it and its end time.
/// Returns the levels that went bottom-up.
static std::size_t check_small_graph(const std::string& name, const gb::Matrix<bool>& A, gb::index_t s,
                                     const std::map<std::string, double>& knobs) {
  gb::bfs_options opt;
  auto state = xbfs_on_cuda(A, knobs, opt);
  state->traverse(s, opt);
  const gb::device_activity before = gb::device_activity_now();
  state->traverse(s, opt);
  const gb::device_activity did = gb::device_activity_now() - before;
  INFO(name << ", source " << s << ", small-graph path");
  CHECK(did.host_syncs == 1);
  CHECK(did.graph_launches == 0);
  CHECK(did.launches == 1);
  CHECK(did.memory_ops == 0);
  const gb::bfs_result want = gb::reference_bfs(A, s);
  const std::string problem = gbtest::xbfs_problem(A, want, state->result());
  INFO(problem);
  CHECK(problem.empty());
  const auto trace = gb::xbfs_trace(*state);
  CHECK(trace.size() == std::size_t(want.depth) + 1);  // the last level finds nothing
  const double from = knob_or(knobs, gb::xbfs_knobs::bottom_up, 1) == 0
                          ? 0
                          : knob_or(knobs, gb::xbfs_knobs::small_bottom_up, gb::xbfs_knobs::default_small_bottom_up) *
                                double(A.nvals());
  std::size_t bottom_up = 0;
  for (std::size_t i = 0; i < trace.size(); ++i) {
    INFO("level " << i + 1);
    const double m = i == 0 ? double(A.major_degree(s)) : double(trace[i - 1].frontier_edges);
    CHECK(trace[i].bottom_up == (from > 0 && m >= from));
    if (trace[i].bottom_up)
      CHECK(trace[i].queue == xbfs_queue::status_array);
    else
      CHECK((trace[i].queue == xbfs_queue::scan_free || trace[i].queue == xbfs_queue::edge_stream));
    if (trace[i].queue == xbfs_queue::edge_stream) CHECK(trace[i].input == A.nvals());
    if (trace[i].bottom_up) {
      CHECK(trace[i].input == gb::offset_t(A.nrows()));
      ++bottom_up;
    }
    // who ran it (a warp, the block, or a grid of whole blocks) and when it ended, on the GPU's clock
    CHECK((trace[i].threads == 32 || (trace[i].threads > 0 && trace[i].threads % 1024 == 0)));
    // a thread per frontier vertex only where block 0 ran a top-down level, and never with vertex_levels 0
    if (trace[i].by_vertex) {
      CHECK(trace[i].threads == 1024);
      CHECK(trace[i].queue == xbfs_queue::scan_free);
      CHECK(knob_or(knobs, gb::xbfs_knobs::vertex_levels, 1) > 0);
    }
    CHECK(trace[i].end_ns >= (i == 0 ? 0 : trace[i - 1].end_ns));
  }
  // each level's record as the host loop writes it under the same rules (top-down, scan-free)
  opt.knobs[gb::xbfs_knobs::device_loop] = 0;
  opt.knobs[gb::xbfs_knobs::bottom_up] = 0;
  opt.knobs[gb::xbfs_knobs::queue] = 1;
  state->traverse(s, opt);
  const auto host_loop = gb::xbfs_trace(*state);
  REQUIRE(host_loop.size() == trace.size());
  for (std::size_t i = 0; i < trace.size(); ++i) {
    INFO("level " << i + 1);
    CHECK(trace[i].depth == host_loop[i].depth);
    if (trace[i].queue == xbfs_queue::scan_free) CHECK(trace[i].input == host_loop[i].input);
    CHECK(trace[i].found == host_loop[i].found);
    CHECK(trace[i].found_next == 0);
    CHECK(trace[i].frontier_edges == host_loop[i].frontier_edges);
  }
  return bottom_up;
}

/// xbfs's per-level trace of one traversal of A from s under `knobs` on cuda.
static std::vector<gb::xbfs_level> small_graph_trace(const gb::Matrix<bool>& A, gb::index_t s,
                                                     const std::map<std::string, double>& knobs) {
  gb::bfs_options opt;
  auto st = xbfs_on_cuda(A, knobs, opt);
  st->traverse(s, opt);
  return gb::xbfs_trace(*st);
}

/// The device loop and the host loop on cuda from source s under `knobs`: the same decisions per
/// level, both checked against the reference; the device loop waits for the device once (checked
/// from its second traversal on: the first records the graph). Then the same with the persistent level
/// loop (knob persistent): no graph, loop_start, [loop_thin_levels] and the cooperative launch, one wait.
/// Knobs that take the small-graph path (small_graph unset or > 0) get check_small_graph instead. Returns the
/// levels the small-graph path ran bottom-up (0 on the other loops).
static std::size_t check_device_loop(const std::string& name, const gb::Matrix<bool>& A, gb::index_t s,
                                     const std::map<std::string, double>& knobs) {
  if (small_graph_path(knobs)) return check_small_graph(name, A, s, knobs);
  gb::bfs_options opt;
  auto state = xbfs_on_cuda(A, knobs, opt);
  opt.knobs[gb::xbfs_knobs::device_loop] = 0;
  state->traverse(s, opt);
  const auto host_loop = gb::xbfs_trace(*state);
  const gb::bfs_result want = gb::reference_bfs(A, s);
  CHECK(gbtest::xbfs_problem(A, want, state->result()).empty());
  const auto thin = knobs.find(gb::xbfs_knobs::thin_levels);
  const bool thin_levels = thin == knobs.end() || thin->second > 0;
  for (const int persistent : {0, 1}) {
    opt.knobs[gb::xbfs_knobs::device_loop] = 1;
    opt.knobs[gb::xbfs_knobs::persistent] = persistent;
    state->traverse(s, opt);  // records the graph
    const gb::device_activity before = gb::device_activity_now();
    state->traverse(s, opt);
    const gb::device_activity did = gb::device_activity_now() - before;
    INFO(name << ", source " << s << (persistent ? ", persistent level loop" : ", recorded graph"));
    CHECK(did.host_syncs == 1);
    CHECK(did.graph_launches == (persistent ? 0 : 1));
    // loop_start (and one memset, one copy of the loop's end state); persistent: [thin levels], the loop
    CHECK(did.launches == (persistent ? (thin_levels ? 3 : 2) : 1));
    const std::string problem = gbtest::xbfs_problem(A, want, state->result());
    INFO(problem);
    CHECK(problem.empty());
    const auto device_loop = gb::xbfs_trace(*state);
    REQUIRE(device_loop.size() == host_loop.size());
    for (std::size_t i = 0; i < host_loop.size(); ++i) {
      INFO("level " << i + 1);
      CHECK(device_loop[i].depth == host_loop[i].depth);
      CHECK(device_loop[i].bottom_up == host_loop[i].bottom_up);
      if (!carry_differs(device_loop, host_loop, i)) CHECK(device_loop[i].queue == host_loop[i].queue);
      CHECK(device_loop[i].balance == host_loop[i].balance);
      CHECK(on_level(device_loop, i) == on_level(host_loop, i));
      CHECK(device_loop[i].frontier_edges == host_loop[i].frontier_edges);
      // a walk of a bottom-up queue: its length depends on what the asynchronous pass before found (thread order)
      if (!host_loop[i].bottom_up && host_loop[i].queue != xbfs_queue::none)
        CHECK(device_loop[i].input == host_loop[i].input);
    }
  }
  return 0;
}

TEST_CASE("xbfs device loop: one host wait, the host loop's decisions, reference levels and parents",
          "[cuda][xbfs][recorded][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  namespace k = gb::xbfs_knobs;
  const gb::Matrix<bool> K = gbtest::graph_from_generator(gb::gen::kronecker(8, 16, 3));
  const gb::Matrix<bool> G = gbtest::graph_from_generator(gb::gen::grid(10, 12));
  // small enough for racecheck, every kernel of both loops: the rules' defaults (thin levels, warp-centric,
  // double-scan); static balancing, atomic-scan queue, warp-scanned lists, no thin levels, bottom-up from
  // level 2; thread-centric, synchronous bottom-up; the small-graph path (the default on these graphs: one
  // block, the status and the graph in shared memory), with and without thin levels, the graph read from
  // device memory (shared_graph = 0), with no thin level in one warp and with every thin level in one warp
  // (warp_levels 0 and 1e9), then the same across the grid
  // (one_block = 0), where with thin_levels = 8 kron 8's two blocks alternate with block 0's thin levels; bottom-up to
  // the end over listed queues (stay_bottom_up), every queue generated (list_unvisited = 0); the small-graph path
  // every level top-down (small_bottom_up = 0), every level bottom-up over the status array (1e-9) in one block
  // with and without the graph in shared memory and across the grid, and across the grid with bottom-up levels
  // between thin ones (thin_levels 8, small_bottom_up 0.05); one block by the levels' average width (one_block_levels;
  // one_block = 0 takes one_block_levels = 0 to stay on the grid); wide top-down levels streaming every edge
  // (small_stream), and every level so (thin_levels 0, small_bottom_up 0)
  const std::vector<std::map<std::string, double>> knob_sets = {
      {{k::small_graph, 0}},
      {{k::small_graph, 0}, {k::alpha, 1e-9}, {k::stay_bottom_up, 1e9}},
      {{k::small_graph, 0}, {k::list_unvisited, 0}},
      {{k::small_graph, 0}, {k::balance, 0}, {k::sorted, 0}, {k::warp_lists, 1}, {k::thin_levels, 0}, {k::alpha, 1e-9}},
      {{k::small_graph, 0}, {k::balance, 1}, {k::async, 0}},
      {},
      {{k::thin_levels, 0}},
      {{k::thin_levels, 8}},
      {{k::shared_graph, 0}},
      {{k::warp_levels, 0}},
      {{k::warp_levels, 1e9}},
      {{k::one_block, 0}, {k::one_block_levels, 0}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::warp_levels, 1e9}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::thin_levels, 0}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::thin_levels, 8}},
      {{k::small_bottom_up, 0}},
      {{k::small_bottom_up, 1e-9}},
      {{k::small_bottom_up, 1e-9}, {k::shared_graph, 0}},
      {{k::visited_bits, 1}},
      {{k::visited_bits, 1}, {k::shared_graph, 0}, {k::warp_levels, 0}},
      {{k::visited_bits, 1}, {k::small_bottom_up, 1e-9}},
      {{k::vertex_levels, 0}, {k::warp_levels, 0}},
      {{k::vertex_levels, 1e9}, {k::warp_levels, 0}},
      {{k::vertex_levels, 1e9}, {k::shared_graph, 0}},
      {{k::visited_bits, 1}, {k::vertex_levels, 1e9}, {k::warp_levels, 0}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::small_bottom_up, 1e-9}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::thin_levels, 8}, {k::small_bottom_up, 0.05}},
      {{k::one_block, 0}, {k::one_block_levels, 1e18}, {k::shared_graph, 0}},
      {{k::one_block, 0}, {k::one_block_levels, 0}, {k::small_stream, 1e-9}},
      {{k::one_block, 0},
       {k::one_block_levels, 0},
       {k::small_stream, 1e-9},
       {k::thin_levels, 0},
       {k::small_bottom_up, 0}}};
  for (const auto& knobs : knob_sets) {
    const std::size_t kron_bottom_up = check_device_loop("kron 8", K, gbtest::turbo_hub(K), knobs);
    const std::size_t grid_bottom_up = check_device_loop("grid 10x12", G, 0, knobs);
    // the defaults take kron 8's wide levels bottom-up; 1e-9 every level (the grid has 21)
    if (knobs.empty()) CHECK(kron_bottom_up > 0);
    if (knob_or(knobs, k::small_bottom_up, 1) == 1e-9) CHECK(grid_bottom_up > 10);
    if (knob_or(knobs, k::small_stream, 0) == 1e-9 && knob_or(knobs, k::thin_levels, 1) == 0)  // every level streams
      for (const auto& level : small_graph_trace(G, 0, knobs)) CHECK(level.queue == xbfs_queue::edge_stream);
    // with no warp levels and every level top-down, block 0's levels go a thread per frontier vertex on both graphs
    // where vertex_levels takes every degree (kron 8's lists run to ~100 entries: many steps of 4), on neither where
    // it is 0
    if (knob_or(knobs, k::warp_levels, 1) == 0 && knob_or(knobs, k::vertex_levels, 1) != 1) {
      auto top_down = knobs;
      top_down[k::small_bottom_up] = 0;
      const bool on = knob_or(knobs, k::vertex_levels, 1) > 0;
      for (const auto* graph : {&K, &G}) {
        std::size_t by_vertex = 0;
        for (const auto& level : small_graph_trace(*graph, 0, top_down)) by_vertex += level.by_vertex;
        CHECK((by_vertex > 0) == on);
      }
    }
  }
  // a wide level with a list of at least 4,096 entries (the kernels' chunk_edges): the source's 64 neighbours,
  // one of them with 5,000 more; on the grid the hub's list is queued as chunks, which every block takes after the
  // level's barrier, and the level's counts add theirs (check_small_graph compares them with the host loop's)
  std::vector<std::pair<gb::index_t, gb::index_t>> hub_edges;
  for (gb::index_t v = 1; v <= 64; ++v) hub_edges.emplace_back(0, v);
  for (gb::index_t v = 65; v < 65 + 5000; ++v) hub_edges.emplace_back(1, v);
  const gb::Matrix<bool> H = gbtest::graph_from_edges(65 + 5000, hub_edges, true);
  const std::map<std::string, double> hub_knobs = {
      {k::one_block, 0}, {k::one_block_levels, 0}, {k::thin_levels, 8}, {k::small_bottom_up, 0}, {k::small_stream, 0}};
  check_device_loop("hub", H, 0, hub_knobs);
  // a path of 1,200 vertices across the grid: one run of 1,199 thin levels in block 0, the other blocks waiting
  std::vector<std::pair<gb::index_t, gb::index_t>> path_edges;
  for (gb::index_t v = 0; v + 1 < 1200; ++v) path_edges.emplace_back(v, v + 1);
  const gb::Matrix<bool> P = gbtest::graph_from_edges(1200, path_edges, true);
  const std::map<std::string, double> grid_knobs = {{k::one_block, 0}, {k::one_block_levels, 0}};
  check_device_loop("path 1200", P, 0, grid_knobs);
  CHECK(small_graph_trace(P, 0, grid_knobs).size() == 1200);
  const auto hub_trace = small_graph_trace(H, 0, hub_knobs);
  REQUIRE(hub_trace.size() == 3);
  CHECK(hub_trace[1].threads > 1024);  // the hub's level on the grid
  CHECK(hub_trace[1].queue == xbfs_queue::scan_free);
  CHECK(hub_trace[1].found == 5000);
}

TEST_CASE("xbfs in one block with a visited bitmap where the status does not fit shared memory",
          "[cuda][xbfs][recorded]") {
  GB_REQUIRE_CUDA();
  namespace k = gb::xbfs_knobs;
  // 62,500 vertices: a status of 250,000 bytes, over the 227 KiB a block of an H100 / H200 may have, a bitmap of
  // 7,816; |E| / depth ~ 500, so the default runs it in block 0 with the bitmap (the other blocks write the status
  // at the start, then leave), every level there whatever thin_levels says; with visited_bits = 0 the levels of more
  // than thin_levels edges run across the grid. Then ~250 levels bottom-up in the block (their edge check of at
  // least 0.002 |E|, ~500 edges), and the warp levels off with the graph read from device memory.
  const gb::Matrix<bool> G = gbtest::graph_from_generator(gb::gen::grid(250, 250));
  const std::vector<std::map<std::string, double>> knob_sets = {{},
                                                                {{k::thin_levels, 512}},
                                                                {{k::visited_bits, 0}, {k::thin_levels, 512}},
                                                                {{k::small_bottom_up, 0.002}},
                                                                {{k::warp_levels, 0}, {k::shared_graph, 0}},
                                                                {{k::vertex_levels, 0}}};
  for (const auto& knobs : knob_sets) {
    const std::size_t bottom_up = check_device_loop("grid 250x250", G, 0, knobs);
    check_device_loop("grid 250x250", G, 31337, knobs);
    if (knob_or(knobs, k::small_bottom_up, 1) == 0.002)
      CHECK(bottom_up > 100);
    else
      CHECK(bottom_up == 0);
    const auto trace = small_graph_trace(G, 0, knobs);
    REQUIRE(trace.size() == 499);  // levels 1..498 from a corner and the empty one
    std::size_t grid_levels = 0, by_vertex = 0;
    for (const auto& level : trace) {
      grid_levels += level.threads > 1024;
      by_vertex += level.by_vertex;
    }
    if (knob_or(knobs, k::visited_bits, -1) == 0)
      CHECK(grid_levels > 100);
    else
      CHECK(grid_levels == 0);
    // the grid's out-degrees (at most 4) are within vertex_levels' default: block 0's top-down levels of more than
    // warp_levels edges go a thread per frontier vertex, except with vertex_levels 0 or across the grid
    if (knob_or(knobs, k::vertex_levels, 1) == 0 || knob_or(knobs, k::visited_bits, -1) == 0)
      CHECK(by_vertex == 0);
    else
      CHECK(by_vertex > 100);
  }
}

TEST_CASE("xbfs device loop matches the host loop on generated graphs", "[cuda][xbfs][recorded]") {
  GB_REQUIRE_CUDA();
  const auto graphs = gbtest::xbfs_generated_graphs(!gb::memory::sanitizer_run());
  const auto knob_sets = gbtest::xbfs_knob_sets();
  for (std::size_t i = 0; i < graphs.size(); ++i)
    for (std::size_t k = 0; k < knob_sets.size(); ++k) {
      if (sanitizer_skips(i, k)) continue;
      INFO(graphs[i].first << " (" << knob_sets[k].first << ")");
      check_device_loop(graphs[i].first, graphs[i].second, gbtest::turbo_hub(graphs[i].second), knob_sets[k].second);
    }
}

TEST_CASE("xbfs on cuda matches the reference on generated graphs under every knob set; each strategy fires",
          "[cuda][xbfs]") {
  GB_REQUIRE_CUDA();
  gbtest::check_xbfs_generated(!gb::memory::sanitizer_run(), "cuda");  // the smaller graphs under compute-sanitizer
}

TEST_CASE("xbfs takes the same per-level decisions on cuda as on cpu", "[cuda][xbfs]") {
  GB_REQUIRE_CUDA();
  const auto& algo = gb::find_bfs_algorithm("xbfs");
  const auto graphs = gbtest::xbfs_generated_graphs(!gb::memory::sanitizer_run());
  const auto knob_sets = gbtest::xbfs_knob_sets();
  for (std::size_t i = 0; i < graphs.size(); ++i) {
    const auto& [name, A] = graphs[i];
    auto cpu = algo.prepare_for(A, "cpu", algo.supported({}));
    auto dev = algo.prepare_for(A, "cuda", algo.supported({}));
    for (std::size_t k = 0; k < knob_sets.size(); ++k) {
      if (sanitizer_skips(i, k) || small_graph_path(knob_sets[k].second)) continue;  // cpu has no small-graph path
      const auto& [knobs_name, knobs] = knob_sets[k];
      gb::bfs_options opt = algo.supported({});
      opt.knobs = knobs;
      const gb::index_t s = gbtest::turbo_hub(A);
      cpu->traverse(s, opt);
      dev->traverse(s, opt);
      const auto a = gb::xbfs_trace(*cpu), b = gb::xbfs_trace(*dev);
      INFO(name << " (" << knobs_name << ")");
      REQUIRE(a.size() == b.size());
      for (std::size_t l = 0; l < a.size(); ++l) {
        CHECK(a[l].bottom_up == b[l].bottom_up);
        if (!carry_differs(a, b, l)) CHECK(a[l].queue == b[l].queue);
        CHECK(on_level(a, l) == on_level(b, l));
        CHECK(a[l].frontier_edges == b[l].frontier_edges);
        if (!a[l].bottom_up && a[l].queue != xbfs_queue::none) CHECK(a[l].input == b[l].input);
      }
    }
  }
}

TEST_CASE("xbfs on cuda matches the reference on every real graph", "[cuda][xbfs][data]") {
  GB_REQUIRE_CUDA();
  GB_REQUIRE_DATA(dir);
  const auto files = gbtest::real_graph_files(dir);
  REQUIRE(!files.empty());
  for (const auto& path : files) {
    const gb::Matrix<bool> A = gb::io::load_graph(path).A.cast<bool>();
    if (A.nrows() > 0) gbtest::check_xbfs(gb::io::graph_name(path), A, gbtest::turbo_sources(A), "cuda");
  }
}
