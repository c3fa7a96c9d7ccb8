// `graphblade demo` (the README's `make demo`): generate a Graph500 Kronecker
// graph, run every registered BFS algorithm on every usable device (cpu, and
// cuda when a GPU is present) from a few seeded non-isolated sources, validate
// each result and print a table: algorithm, device, median ms, GTEPS, valid.
// A later benchmark issue extends this; the building blocks live in bfs_timing.
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "algorithms/validate/validate.hpp"
#include "graphblade/core/memory.hpp"
#include "tools/bfs_timing.hpp"

namespace graphblade::cli {

namespace {

struct demo_args {
  std::string graph = "kron:18";
  int sources = 4;
  std::uint64_t seed = 1;
  bool json = false;
};

struct demo_row {
  std::string algo, device;
  double median_ms = 0, gteps = 0;
  bool valid = true;
  std::string problems;
};

/// One algorithm on one device: each source once (after one prepare), every
/// result validated (levels, parents, sigma); medians over the sources.
demo_row run_one(const bfs_algorithm& algo, const std::string& device, const bfs_graph& g,
                 const std::vector<index_t>& sources) {
  demo_row row{algo.name, device};
  bfs_options opt;  // levels, parents and sigma: all validated
  auto state = algo.prepare_for(g.A, device, opt);
  std::vector<double> ms, gteps;
  for (index_t s : sources) {
    timed_bfs t = time_traversals(*state, g, s, 1, opt);
    ms.push_back(t.median_ms);
    gteps.push_back(t.gteps);
    validation_report rep = validate_bfs(g.A, s, t.result);
    if (!rep.ok && row.valid) row.problems = "source " + std::to_string(s) + ": " + rep.summary();
    row.valid = row.valid && rep.ok;
  }
  row.median_ms = median(ms);
  row.gteps = median(gteps);
  return row;
}

void run_demo(const demo_args& args) {
  const auto t0 = std::chrono::steady_clock::now();
  const bfs_graph g = load_bfs_graph(args.graph);
  const double load_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const std::vector<index_t> sources = pick_sources(g.A, args.sources, args.seed);
  std::vector<std::string> devices{"cpu"};
  if (memory::cuda_available()) devices.push_back("cuda");
  if (!args.json)
    std::printf("graph %s: %u vertices, %llu entries (%s), built in %.2f s; %zu sources (seed %llu)\n\n",
                args.graph.c_str(), unsigned(g.A.nrows()), (unsigned long long)g.A.nvals(),
                g.undirected ? "undirected" : "directed", load_s, sources.size(), (unsigned long long)args.seed);

  std::vector<demo_row> rows;
  if (!args.json) std::printf("%-16s %-6s %12s %10s  %s\n", "algorithm", "device", "median ms", "GTEPS", "valid");
  for (const auto& algo : bfs_algorithms())
    for (const auto& device : devices) {
      if (!algo.supports(device)) continue;
      rows.push_back(run_one(algo, device, g, sources));
      const demo_row& r = rows.back();
      if (!args.json)
        std::printf("%-16s %-6s %12.3f %10.4f  %s\n", r.algo.c_str(), r.device.c_str(), r.median_ms, r.gteps,
                    r.valid ? "yes" : ("NO: " + r.problems).c_str());
      std::fflush(stdout);
    }
  if (args.json) {
    nlohmann::json j;
    j["graph"] = args.graph;
    j["n"] = g.A.nrows();
    j["nnz"] = g.A.nvals();
    j["sources"] = sources;
    j["results"] = nlohmann::json::array();
    for (const auto& r : rows)
      j["results"].push_back({{"algo", r.algo},
                              {"device", r.device},
                              {"median_ms", r.median_ms},
                              {"gteps", r.gteps},
                              {"valid", r.valid}});
    std::cout << j.dump(2) << "\n";
  }
  for (const auto& r : rows)
    if (!r.valid) throw validation_failed(r.algo + " on " + r.device + ", " + r.problems);
}

}  // namespace

void add_demo_command(CLI::App& app) {
  auto args = std::make_shared<demo_args>();
  CLI::App* cmd = app.add_subcommand("demo", "run and validate every BFS algorithm on a Kronecker graph");
  cmd->add_option("--graph,-g", args->graph, "graph file or generator spec")->capture_default_str();
  cmd->add_option("--sources", args->sources, "number of seeded non-isolated sources")->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", args->seed, "seed of the source picker")->capture_default_str();
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args] { run_demo(*args); });
}

}  // namespace graphblade::cli
