// Per-level cost of the GraphBLAS BFS (issue 12): time of one BFS level
// against the size of the frontier it expands, on a path, a grid and a
// Graph500 Kronecker graph, each at a small n and at 16x that n. A
// work-efficient operator layer costs O(frontier + its edges) per level, so at
// a fixed frontier size the per-level time is flat in n; any O(n) work per
// level (a scan, a clear, an allocation) shows as the large graph's levels
// costing more than the small graph's at the same frontier size.
//
// Graphs (n grows 16x from the first to the second of each pair):
//   path: grid 1 x 4096 and 1 x 65536 from vertex 0 (every level: frontier 1, one edge)
//   grid: 256 x 256 and 1024 x 1024 from corner 0 (level d: d + 1 vertices up to the diagonal)
//   kron: scale 16 and 20, edge factor 16, seeded sources with a neighbour
// Method: gb_bfs (levels + parents, the Graph500 kernel 2 outputs) with gb-push
// and gb-auto (GAP's direction switch); per source one untimed warm-up, then
// `--trials` traversals whose per-level times (gb_bfs_vectors::level_stats,
// host wall clock around direction test, product and write-back) are kept; each
// traversal validated by algorithms/validate. Levels are grouped by frontier
// size in powers-of-4 buckets [4^b, 4^(b+1)) with their edge work reported;
// the summary compares a bucket's median per-level time at n and at 16n. On a
// device the levels of level_stats run as a host loop (one wait a level); the
// default traversal is one recorded device loop (one wait in all), timed whole
// as well: `recorded` in each graph's line, its median ms over levels + 1
// passes (the last finds nothing), which on the path is the per-level cost of
// the recorded loop at a frontier of one vertex.
//
// Output: one JSON line per (graph family, n, algorithm, device) with the
// environment (git sha, device name), every level (depth, frontier, found,
// direction, ms; at most the first 4096) and the bucket medians; then one JSON line per (family,
// algorithm, device, bucket) with the small/large ratio; a markdown table on
// stderr.
//
// Usage: bench_per_level [--families path,grid,kron] [--algos gb-push,gb-auto]
//                        [--devices cpu] [--threads T] [--trials 3] [--sources 4]
//                        [--out FILE] (JSON lines appended; default stdout)
#include <omp.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "bench/harness/environment.hpp"
#include "graphblade/algorithms/bfs/gb/gb_bfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
#include "graphblade/gen/generators.hpp"

namespace gb = graphblade;
using gb::index_t;
using json = nlohmann::json;

namespace {

/// One graph of a family: its matrix, its sources, how it was made.
struct level_graph {
  std::string family, spec;
  gb::Matrix<bool> A;
  std::vector<index_t> sources;
};

/// Up to `count` distinct seeded vertices that have a neighbour other than themselves.
std::vector<index_t> seeded_sources(const gb::Matrix<bool>& A, int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<index_t> out;
  const gb::offset_t* ptr = A.offsets().data();
  const index_t* col = A.indices().data();
  for (int tries = 0; int(out.size()) < count && tries < 100 * count; ++tries) {
    const index_t s = index_t(rng() % A.nrows());
    bool has_neighbour = false;
    for (gb::offset_t e = ptr[s]; e < ptr[s + 1] && !has_neighbour; ++e) has_neighbour = col[e] != s;
    if (has_neighbour && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  }
  return out;
}

/// The family's two graphs: n and 16 n.
std::vector<level_graph> family_graphs(const std::string& family, int sources) {
  std::vector<level_graph> out;
  auto add = [&](std::string spec, const gb::gen::edge_list& el, std::vector<index_t> src) {
    level_graph g{family, std::move(spec), el.to_matrix().cast<bool>(), std::move(src)};
    if (g.sources.empty()) g.sources = seeded_sources(g.A, sources, 20261124);
    out.push_back(std::move(g));
  };
  if (family == "path") {
    for (index_t n : {index_t(4096), index_t(65536)}) add("grid:1:" + std::to_string(n), gb::gen::grid(1, n), {0});
  } else if (family == "grid") {
    for (index_t s : {index_t(256), index_t(1024)})
      add("grid:" + std::to_string(s) + ":" + std::to_string(s), gb::gen::grid(s, s), {0});
  } else if (family == "kron") {
    for (int scale : {16, 20}) add("kron:" + std::to_string(scale), gb::gen::kronecker(scale, 16, 1), {});
  } else {
    throw gb::invalid_value("bench_per_level: unknown family " + family + " (path, grid, kron)");
  }
  return out;
}

/// Powers-of-4 bucket of a frontier size: b with 4^b <= size < 4^(b+1).
int bucket_of(gb::offset_t frontier) {
  int b = 0;
  for (gb::offset_t x = frontier; x >= 4; x /= 4) ++b;
  return b;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

gb::gb_bfs_direction direction_of(const std::string& algo) {
  if (algo == "gb-push") return gb::gb_bfs_direction::push;
  if (algo == "gb-pull") return gb::gb_bfs_direction::pull;
  if (algo == "gb-auto") return gb::gb_bfs_direction::automatic;
  throw gb::invalid_value("bench_per_level: unknown algorithm " + algo + " (gb-push, gb-pull, gb-auto)");
}

/// Per-level times of every timed traversal of g; bucket -> per-level ms (push levels and all levels).
struct level_times {
  json levels = json::array();
  json recorded = nullptr;  // on a device: the recorded traversal timed whole
  std::map<int, std::vector<double>> ms_by_bucket;
  std::map<int, std::vector<double>> edges_by_bucket;
};

/// Levels of the first traversal listed in the JSON (a path has n levels).
constexpr std::size_t max_listed_levels = 4096;

/// The default device traversal (one recorded loop, one host wait) timed whole on the host clock, each
/// validated: median ms, the passes it ran (levels + 1) and the median ms per pass.
json time_recorded(const level_graph& g, const gb::gb_bfs_graph& graph, const std::string& algo, int trials) {
  gb::bfs_options opt;
  opt.sigma = false;
  std::vector<double> ms, per_pass;
  std::int64_t passes = 0;
  for (index_t s : g.sources) {
    gb::gb_bfs_vectors v;
    gb::gb_bfs(graph, s, direction_of(algo), opt, v);  // records the loop (the first time), warms it
    for (int t = 0; t < trials; ++t) {
      const auto start = std::chrono::steady_clock::now();
      gb::gb_bfs(graph, s, direction_of(algo), opt, v);
      const double m = 1e3 * std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const auto report = gb::validate_bfs(g.A, s, gb::to_bfs_result(v, opt));
      if (!report.ok)
        throw gb::invalid_value("bench_per_level: recorded " + algo + " on " + g.spec + " from " + std::to_string(s) +
                                ": " + (report.problems.empty() ? std::string("invalid") : report.problems.front()));
      passes = v.depth + 1;
      ms.push_back(m);
      per_pass.push_back(m / double(v.depth + 1));
    }
  }
  return {{"median_ms", median(ms)}, {"passes_last_source", passes}, {"median_ms_per_pass", median(per_pass)}};
}

level_times run_graph(const level_graph& g, const std::string& algo, const std::string& device, int trials) {
  const gb::place where = device == "cuda" ? gb::cuda(0) : gb::host;
  gb::gb_bfs_graph graph(g.A, where);
  gb::bfs_options opt;
  opt.sigma = false;  // Graph500 kernel 2: levels and parents
  opt.knobs["level_stats"] = 1;  // the host clock per level (the host loop on a device too)
  const gb::offset_t* ptr = g.A.offsets().data();
  level_times out;
  for (index_t s : g.sources) {
    gb::gb_bfs_vectors v;
    gb::gb_bfs(graph, s, direction_of(algo), opt, v);  // warm-up: workspaces, page faults
    for (int t = 0; t < trials; ++t) {
      gb::gb_bfs(graph, s, direction_of(algo), opt, v);
      const gb::bfs_result r = gb::to_bfs_result(v, opt);
      const auto report = gb::validate_bfs(g.A, s, r);
      if (!report.ok)
        throw gb::invalid_value("bench_per_level: " + algo + " on " + g.spec + " from " + std::to_string(s) + ": " +
                                (report.problems.empty() ? std::string("invalid") : report.problems.front()));
      // The edge work of level d: the out-edges of the frontier expanded (vertices at level d - 1).
      std::vector<double> frontier_edges(std::size_t(v.depth) + 2, 0.0);
      for (index_t u = 0; u < g.A.nrows(); ++u)
        if (r.level[u] >= 0) frontier_edges[std::size_t(r.level[u]) + 1] += double(ptr[u + 1] - ptr[u]);
      for (const auto& L : v.level_stats) {
        const double ms = 1e3 * L.seconds, edges = frontier_edges[std::size_t(L.depth)];
        if (t == 0 && s == g.sources.front() && out.levels.size() < max_listed_levels)
          out.levels.push_back({{"depth", L.depth},
                                {"frontier", L.frontier},
                                {"found", L.found},
                                {"edges", edges},
                                {"push", L.push},
                                {"ms", ms}});
        out.ms_by_bucket[bucket_of(L.frontier)].push_back(ms);
        out.edges_by_bucket[bucket_of(L.frontier)].push_back(edges);
      }
    }
  }
  if (where.is_cuda()) out.recorded = time_recorded(g, graph, algo, trials);
  return out;
}

}  // namespace

int main(int argc, char** argv) try {
  CLI::App app{"Per-level BFS cost against frontier size, n grown 16x (issue 12): JSON lines"};
  std::vector<std::string> families = {"path", "grid", "kron"}, algos = {"gb-push", "gb-auto"}, devices = {"cpu"};
  int threads = omp_get_max_threads(), trials = 3, sources = 4;
  std::string out_path;
  app.add_option("--families", families, "graph families: path, grid, kron")->delimiter(',');
  app.add_option("--algos", algos, "gb-push, gb-pull, gb-auto")->delimiter(',');
  app.add_option("--devices", devices, "cpu, cuda")->delimiter(',');
  app.add_option("--threads", threads, "host threads");
  app.add_option("--trials", trials, "timed traversals per source");
  app.add_option("--sources", sources, "seeded sources on kron (path and grid start at vertex 0)");
  app.add_option("--out", out_path, "append the JSON lines here (default stdout)");
  CLI11_PARSE(app, argc, argv);
  omp_set_num_threads(threads);
  const auto env = gb::bench::gather_environment();
  std::ofstream file;
  if (!out_path.empty()) file.open(out_path, std::ios::app);
  std::ostream& out = out_path.empty() ? std::cout : file;

  std::fprintf(stderr,
               "| family | algo | device | frontier bucket | median ms at n | at 16n | ratio | levels n / 16n |\n");
  std::fprintf(stderr, "|---|---|---|---|---:|---:|---:|---|\n");
  for (const auto& family : families) {
    const auto graphs = family_graphs(family, sources);
    for (const auto& device : devices)
      for (const auto& algo : algos) {
        std::vector<level_times> times;
        for (const auto& g : graphs) {
          times.push_back(run_graph(g, algo, device, trials));
          json buckets = json::array();
          for (const auto& [b, ms] : times.back().ms_by_bucket)
            buckets.push_back({{"bucket", b},
                               {"frontier_min", std::pow(4.0, b)},
                               {"levels", ms.size()},
                               {"median_ms", median(ms)},
                               {"median_edges", median(times.back().edges_by_bucket[b])}});
          json rec = {{"bench", "per_level"},
                      {"git_sha", env.git_sha},
                      {"git_dirty", env.git_dirty},
                      {"time", env.timestamp},
                      {"host", env.hostname},
                      {"device", device},
                      {"device_name", gb::bench::device_name(env, device, threads)},
                      {"threads", threads},
                      {"family", family},
                      {"graph", g.spec},
                      {"n", g.A.nrows()},
                      {"nnz", g.A.nvals()},
                      {"algo", algo},
                      {"sources", g.sources.size()},
                      {"trials", trials},
                      {"buckets", buckets},
                      {"recorded", times.back().recorded},
                      {"levels_first_source", times.back().levels}};
          out << rec.dump() << "\n" << std::flush;
          if (!times.back().recorded.is_null())
            std::fprintf(stderr, "recorded %s on %s (%s): %.4f ms a pass, %.3f ms a traversal\n", algo.c_str(),
                         g.spec.c_str(), device.c_str(), times.back().recorded["median_ms_per_pass"].get<double>(),
                         times.back().recorded["median_ms"].get<double>());
        }
        // Small n against 16n, bucket by bucket.
        for (const auto& [b, small_ms] : times.front().ms_by_bucket) {
          auto large = times.back().ms_by_bucket.find(b);
          if (large == times.back().ms_by_bucket.end()) continue;
          const double m_small = median(small_ms), m_large = median(large->second);
          json rec = {{"bench", "per_level_ratio"},
                      {"git_sha", env.git_sha},
                      {"device", device},
                      {"device_name", gb::bench::device_name(env, device, threads)},
                      {"threads", threads},
                      {"family", family},
                      {"algo", algo},
                      {"small", graphs.front().spec},
                      {"large", graphs.back().spec},
                      {"bucket", b},
                      {"frontier_min", std::pow(4.0, b)},
                      {"median_ms_small", m_small},
                      {"median_ms_large", m_large},
                      {"ratio", m_small > 0 ? m_large / m_small : 0.0}};
          out << rec.dump() << "\n" << std::flush;
          std::fprintf(stderr, "| %s | %s | %s | [%.0f, %.0f) | %.4f | %.4f | %.2f | %zu / %zu |\n", family.c_str(),
                       algo.c_str(), device.c_str(), std::pow(4.0, b), std::pow(4.0, b + 1), m_small, m_large,
                       m_small > 0 ? m_large / m_small : 0.0, small_ms.size(), large->second.size());
        }
      }
  }
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "error: %s\n", e.what());
  return 2;
}
