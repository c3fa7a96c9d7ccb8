// Shared by the XBFS tests (CPU: tests/algorithms/test_xbfs.cpp, GPU:
// tests/cuda/test_cuda_xbfs.cpp): run "xbfs" with a knob set and compare with
// the reference BFS (levels and depth exactly) and the independent checker
// (validate_bfs: Graph500's rules on levels and parents); collect which
// queue generations, balancing and asynchronous finds fired.
#pragma once
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "catch_compat.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/bfs/xbfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/gen/generators.hpp"
#include "test_reference_graphs.hpp"
#include "test_turbo_compare.hpp"

namespace gbtest {

/// What fired over some traversals.
struct xbfs_fired {
  std::set<graphblade::xbfs_queue> queues;
  std::set<graphblade::xbfs_balance> balances;  ///< of bottom-up levels
  graphblade::offset_t async_found = 0;         ///< vertices the asynchronous bottom-up put one level early
  void add(const std::vector<graphblade::xbfs_level>& trace) {
    for (const auto& l : trace) {
      queues.insert(l.queue);
      if (l.bottom_up) balances.insert(l.balance);
      async_found += l.found_next;
    }
  }
  bool has(graphblade::xbfs_queue q) const { return queues.count(q) > 0; }
};

/// The knob sets the tests run: the defaults, then each technique switched off or changed. Every set but the
/// last eleven runs the rules of §4.3 on a CUDA device too (small_graph = 0: the test graphs are small, and the
/// default small_graph would take them in one launch); the last eleven take that path (in one block with
/// the status and the graph, or the status alone, in shared memory where the graph allows it; across the grid
/// after thin levels in one warp, after thin levels in one block, and without thin levels; every level top-down
/// (small_bottom_up = 0), every level bottom-up over the status array in one block and across the grid; one block
/// wherever the status fits (one_block_levels); wide top-down levels walking the queue (small_stream = 0) or
/// streaming every edge). A cpu state ignores small_graph, one_block, one_block_levels, small_bottom_up and
/// small_stream.
inline std::vector<std::pair<std::string, std::map<std::string, double>>> xbfs_knob_sets() {
  namespace k = graphblade::xbfs_knobs;
  std::vector<std::pair<std::string, std::map<std::string, double>>> sets = {
      {"default", {}},
      {"queue=scan_free", {{k::queue, 1}}},
      {"queue=single_scan", {{k::queue, 2}}},
      {"balance=static", {{k::balance, 0}}},
      {"balance=thread", {{k::balance, 1}}},
      {"async=0", {{k::async, 0}}},
      {"sorted=0, list_unvisited=0 (every bottom-up queue by an atomic scan)",
       {{k::sorted, 0}, {k::list_unvisited, 0}}},
      {"list_unvisited=0 (every bottom-up queue by the double scan)", {{k::list_unvisited, 0}}},
      {"stay_bottom_up=0 (the paper's rule alone)", {{k::stay_bottom_up, 0}}},
      {"stay_bottom_up=1e9 (bottom-up after the first pass to the end)", {{k::stay_bottom_up, 1e9}}},
      {"bottom_up=0", {{k::bottom_up, 0}}},
      {"alpha=1e-9 (bottom-up from level 2)", {{k::alpha, 1e-9}}},
      {"alpha=1e-9, async=0, queue=scan_free", {{k::alpha, 1e-9}, {k::async, 0}, {k::queue, 1}}},
      {"device_loop=0 (cuda: a host read per level)", {{k::device_loop, 0}}},
      {"thin_levels=0 (cuda device loop: every level a pass of the graph)", {{k::thin_levels, 0}}},
      {"thin_levels=1e9 (cuda device loop: every top-down scan-free level in one block, in rounds of 1,024 queue "
       "entries)",
       {{k::thin_levels, 1e9}}},
      {"wide_levels=0 (cuda device loop: no level across the grid)", {{k::wide_levels, 0}}},
      {"thin_levels=0, wide_levels=1e9 (cuda device loop: every top-down scan-free level across the grid)",
       {{k::thin_levels, 0}, {k::wide_levels, 1e9}}},
      {"warp_lists=1 (cuda bottom-up: long in-lists by a warp)", {{k::warp_lists, 1}}},
      {"claim_once=1 (cuda single-scan: one atomic claim per vertex)", {{k::claim_once, 1}}},
      {"warp_lists=1, balance=static, alpha=1e-9", {{k::warp_lists, 1}, {k::balance, 0}, {k::alpha, 1e-9}}},
      {"persistent=1 (cuda device loop: the levels after the thin ones in one cooperative launch)",
       {{k::persistent, 1}}},
      {"persistent=1, list_unvisited=0, alpha=1e-9 (the persistent loop generates every bottom-up queue, sorted)",
       {{k::persistent, 1}, {k::list_unvisited, 0}, {k::alpha, 1e-9}}},
      {"persistent=1, sorted=0, list_unvisited=0, balance=thread, thin_levels=0",
       {{k::persistent, 1}, {k::sorted, 0}, {k::list_unvisited, 0}, {k::balance, 1}, {k::thin_levels, 0}}},
      {"persistent=1, balance=static, async=0, queue=single_scan",
       {{k::persistent, 1}, {k::balance, 0}, {k::async, 0}, {k::queue, 2}}}};
  for (auto& set : sets) set.second[k::small_graph] = 0;
  sets.push_back(
      {"small_graph=1e18 (cuda: top-down in one launch; up to one_block edges in one block with the "
       "status, and the graph where it fits, in shared memory)",
       {{k::small_graph, 1e18}}});
  sets.push_back(
      {"small_graph=1e18, shared_graph=0 (cuda: top-down in one launch; up to one_block edges in one block "
       "with the status in shared memory, the graph read from device memory)",
       {{k::small_graph, 1e18}, {k::shared_graph, 0}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0, warp_levels=1e9 (cuda: top-down, thin levels in one warp, the "
       "rest across the grid of one cooperative launch)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 0}, {k::warp_levels, 1e9}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0 (cuda: top-down, thin levels in one block, the rest across the grid "
       "of one cooperative launch)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 0}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0, thin_levels=0 (cuda: top-down, every level across the grid of one "
       "cooperative launch)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 0}, {k::thin_levels, 0}}});
  sets.push_back({"small_graph=1e18, small_bottom_up=0 (cuda: every level top-down scan-free in one launch)",
                  {{k::small_graph, 1e18}, {k::small_bottom_up, 0}}});
  sets.push_back(
      {"small_graph=1e18, small_bottom_up=1e-9 (cuda: every level bottom-up over the status array, one block "
       "where the graph allows it)",
       {{k::small_graph, 1e18}, {k::small_bottom_up, 1e-9}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0, small_bottom_up=1e-9 (cuda: every level bottom-up over the status array "
       "across the grid)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 0}, {k::small_bottom_up, 1e-9}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0, one_block_levels=1e18 (cuda: one block wherever the status fits, by the "
       "levels' average width)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 1e18}}});
  sets.push_back(
      {"small_graph=1e18, visited_bits=1 (cuda: one block where the status fits, the claims on a bitmap of the "
       "visited vertices in shared memory, the status in device memory)",
       {{k::small_graph, 1e18}, {k::visited_bits, 1}}});
  sets.push_back(
      {"small_graph=1e18, visited_bits=1, shared_graph=0, warp_levels=0 (cuda: one block, the visited bitmap in "
       "shared memory, the graph read from device memory, no level in one warp)",
       {{k::small_graph, 1e18}, {k::visited_bits, 1}, {k::shared_graph, 0}, {k::warp_levels, 0}}});
  sets.push_back(
      {"small_graph=1e18, vertex_levels=1e9, warp_levels=0 (cuda: one block where the status fits, its levels a "
       "thread per frontier vertex whatever the degrees)",
       {{k::small_graph, 1e18}, {k::vertex_levels, 1e9}, {k::warp_levels, 0}}});
  sets.push_back(
      {"small_graph=1e18, visited_bits=1, vertex_levels=1e9, shared_graph=0, warp_levels=0 (cuda: one block, the "
       "visited bitmap in shared memory, a thread per frontier vertex, the graph read from device memory)",
       {{k::small_graph, 1e18}, {k::visited_bits, 1}, {k::vertex_levels, 1e9}, {k::shared_graph, 0},
        {k::warp_levels, 0}}});
  sets.push_back({"small_graph=1e18, small_stream=0 (cuda: wide top-down levels walk the queue)",
                  {{k::small_graph, 1e18}, {k::small_stream, 0}}});
  sets.push_back(
      {"small_graph=1e18, one_block=0, small_stream=1e-9 (cuda: wide top-down levels stream every edge across the "
       "grid)",
       {{k::small_graph, 1e18}, {k::one_block, 0}, {k::one_block_levels, 0}, {k::small_stream, 1e-9}}});
  return sets;
}

/// "" when r has the reference's levels and depth and validate_bfs accepts it, else the first problem.
inline std::string xbfs_problem(const graphblade::Matrix<bool>& A, const graphblade::bfs_result& want,
                                const graphblade::bfs_result& got) {
  if (got.level != want.level) {
    for (std::size_t v = 0; v < want.level.size() && v < got.level.size(); ++v)
      if (got.level[v] != want.level[v])
        return "level[" + std::to_string(v) + "] = " + std::to_string(got.level[v]) + ", want " +
               std::to_string(want.level[v]);
    return "level has " + std::to_string(got.level.size()) + " entries";
  }
  if (got.depth != want.depth) return "depth " + std::to_string(got.depth) + " != " + std::to_string(want.depth);
  const auto report = graphblade::validate_bfs(A, want.source, got);
  return report.ok ? "" : "validate_bfs: " + report.summary();
}

/// xbfs on `device` from each source under every knob set: levels and parents checked; returns what fired.
/// `prepare_knobs`: the knobs the state is prepared with (order_lists).
inline xbfs_fired check_xbfs(const std::string& graph, const graphblade::Matrix<bool>& A,
                             const std::vector<graphblade::index_t>& sources, const std::string& device,
                             bool every_knob_set = true, const std::map<std::string, double>& prepare_knobs = {}) {
  std::vector<graphblade::bfs_result> want;
  for (auto s : sources) want.push_back(graphblade::reference_bfs(A, s));
  const auto& algo = graphblade::find_bfs_algorithm("xbfs");
  graphblade::bfs_options prepare_opt = algo.supported({});
  prepare_opt.knobs = prepare_knobs;
  auto state = algo.prepare_for(A, device, prepare_opt);
  xbfs_fired fired;
  for (const auto& [name, knobs] : xbfs_knob_sets()) {
    graphblade::bfs_options opt = algo.supported({});
    opt.knobs = knobs;
    for (std::size_t i = 0; i < sources.size(); ++i) {
      state->traverse(sources[i], opt);
      const std::string problem = xbfs_problem(A, want[i], state->result());
      INFO(graph << ", xbfs on " << device << " (" << name << "), source " << sources[i] << ": " << problem);
      CHECK(problem.empty());
      fired.add(graphblade::xbfs_trace(*state));
    }
    if (!every_knob_set) break;
  }
  return fired;
}

/// A directed graph whose vertices 0, 5 and 6 have no in-edges (6 no edges at all) and whose in-lists
/// mix degrees: from 0, vertices 5 and 6 stay unreached; from 5 only 4, 7 and 3; from 6 nothing. (A CUDA
/// state starts vertices without in-edges as never_reached, outside every bottom-up queue.)
inline graphblade::Matrix<bool> xbfs_graph_without_in_edges() {
  return graph_from_edges(8, {{0, 1}, {0, 2}, {1, 3}, {2, 3}, {3, 4}, {5, 4}, {4, 7}, {7, 3}, {1, 2}, {0, 7}}, false);
}

/// check_xbfs on xbfs_graph_without_in_edges from its vertices without in-edges and from 3, under every knob
/// set; on a device also with the in-lists in stored order (order_lists = 0, which a cpu state ignores).
inline void check_xbfs_without_in_edges(const std::string& device) {
  const graphblade::Matrix<bool> A = xbfs_graph_without_in_edges();
  check_xbfs("no in-edges", A, {0, 5, 6, 3}, device);
  if (device != "cpu")
    check_xbfs("no in-edges, order_lists=0", A, {0, 5, 6, 3}, device, true, {{graphblade::xbfs_knobs::order_lists, 0}});
}

/// Generated graphs of the XBFS tests: the reference-BFS set (directed, unreached vertices), a path,
/// Kronecker, uniform and grid graphs (`larger` for a GPU run).
inline std::vector<std::pair<std::string, graphblade::Matrix<bool>>> xbfs_generated_graphs(bool larger) {
  namespace gen = graphblade::gen;
  std::vector<std::pair<std::string, graphblade::Matrix<bool>>> g;
  for (auto& [name, A] : bfs_test_graphs()) g.emplace_back(name, std::move(A));
  std::vector<std::pair<index_t, index_t>> path;
  for (index_t v = 0; v + 1 < 300; ++v) path.emplace_back(v, v + 1);
  g.emplace_back("path 300", graph_from_edges(300, path, true));
  g.emplace_back("kron", graph_from_generator(gen::kronecker(larger ? 16 : 12, 16, 7)));
  g.emplace_back("uniform", graph_from_generator(gen::uniform(larger ? 16 : 12, 8, 11)));
  g.emplace_back("grid", graph_from_generator(larger ? gen::grid(300, 300) : gen::grid(60, 80)));
  return g;
}

/// check_xbfs on every xbfs_generated_graphs(larger) graph on `device`, asserting what must fire: on the
/// path under the defaults only top-down scan-free (the edge check never reaches alpha |E|); on kron over
/// the knob sets every queue generation, every bottom-up balancing and asynchronous finds.
inline void check_xbfs_generated(bool larger, const std::string& device) {
  using graphblade::xbfs_queue;
  for (const auto& [name, A] : xbfs_generated_graphs(larger)) {
    // under a compute-sanitizer run (memory::sanitizer_run()) only kron, whose checks below need them, runs every
    // knob set; the other graphs the defaults
    const bool every = !graphblade::memory::sanitizer_run() || name == "kron";
    const xbfs_fired fired = check_xbfs(name, A, turbo_sources(A), device, every);
    // in-lists in stored order (knob order_lists = 0, read at prepare by a CUDA state), the defaults
    if (device != "cpu")
      check_xbfs(name + ", order_lists=0", A, turbo_sources(A), device, false,
                 {{graphblade::xbfs_knobs::order_lists, 0}});
    INFO(name << " on " << device);
    // the CUDA small-graph path's streamed top-down levels (the grid: every knob set where not under a sanitizer)
    if (name == "grid" && every) CHECK(fired.has(xbfs_queue::edge_stream) == (device != "cpu"));
    if (name == "path 300")
      CHECK(check_xbfs(name, A, {0}, device, false).queues == std::set<xbfs_queue>{xbfs_queue::scan_free});
    if (name == "kron") {
      for (auto q : {xbfs_queue::scan_free, xbfs_queue::single_scan, xbfs_queue::none, xbfs_queue::double_scan,
                     xbfs_queue::atomic_scan, xbfs_queue::listed})
        CHECK(fired.has(q));
      CHECK(fired.balances.size() == 3);
      CHECK(fired.async_found > 0);
      CHECK(fired.has(xbfs_queue::status_array) == (device != "cpu"));  // the CUDA small-graph path's bottom-up
    }
  }
}

}  // namespace gbtest
