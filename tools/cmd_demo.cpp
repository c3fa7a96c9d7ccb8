// `graphblade demo` (the README's `make demo`): with no arguments, pick the
// best device present (cuda when a GPU is usable, else cpu), generate the
// default graphs — a Graph500 Kronecker graph (scale 20 on a GPU, 18 on a
// CPU-only box) and a road-like 2-D grid (high diameter, the opposite regime) —
// run every BFS algorithm available on that device plus the SuiteSparse:GraphBLAS
// baseline (cpu) from a few seeded non-isolated sources through the benchmark
// harness (bench/harness), validate every result and print one table:
// algorithm, device, median ms, GTEPS, speedup over SuiteSparse, valid.
// Exit status 1 when a result is wrong. On an oversubscribed machine with
// OMP_WAIT_POLICY unset it re-executes itself with OMP_WAIT_POLICY=passive
// (bench/harness/omp_wait.hpp) and says so.
#include <cstdio>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "bench/harness/malloc_policy.hpp"
#include "bench/harness/omp_wait.hpp"
#include "bench/harness/run_bench.hpp"
#include "graphblade/core/memory.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

namespace {

struct demo_args {
  std::vector<std::string> graphs;  // empty: the defaults for the device
  std::string device;               // empty: the best present
  int sources = 3;
  std::uint64_t seed = 1;
  bool sigma = false, json = false;
};

/// The algorithms on `device`, plus the SuiteSparse baseline on the cpu.
std::vector<bench::planned_run> demo_plan(const std::string& device) {
  std::vector<bench::planned_run> plan;
  for (const auto& algo : bfs_algorithms())
    if (algo.supports(device))
      plan.emplace_back(&algo, device);
    else if (algo.name == "suitesparse")
      plan.emplace_back(&algo, "cpu");
  return plan;
}

bool any_algorithm_on(const std::string& device) {
  for (const auto& algo : bfs_algorithms())
    if (algo.supports(device)) return true;
  return false;
}

void print_json(const std::vector<bench::bench_row>& rows, const bench::run_environment& env, const std::string& device,
                const std::vector<index_t>& first_sources) {
  nlohmann::ordered_json j;
  j["device"] = device;
  j["device_name"] = bench::device_name(env, device, env.cpu_threads);
  j["graphblas"] = env.graphblas_version;  // "" when the baseline is not built
  j["sources"] = first_sources;            // of the first graph
  j["results"] = nlohmann::ordered_json::array();
  for (const auto& r : rows) {
    const bench::summary ms = r.set.ms();
    j["results"].push_back({{"graph", r.graph},
                            {"algo", r.set.algo},
                            {"device", r.set.device},
                            {"median_ms", ms.median},
                            {"gteps", r.set.gteps_graph500().median},
                            {"speedup_vs_suitesparse", bench::speedup_over(rows, r, "suitesparse")},
                            {"valid", r.set.valid},
                            {"error", r.set.error}});
  }
  std::cout << j.dump(2) << "\n";
}

void run_demo(const demo_args& args) {
  bench::reexec_with_passive_wait_if_busy();  // returns unless the machine is oversubscribed
  std::string device = !args.device.empty() ? args.device : memory::cuda_available() ? "cuda" : "cpu";
  std::string fallback_note;
  if (args.device.empty() && device == "cuda" && !any_algorithm_on("cuda")) {
    device = "cpu";
    fallback_note = "note: a GPU is present but no BFS algorithm runs on cuda in this build; using the cpu\n\n";
  }
  bench::bench_settings s;
  s.graphs = args.graphs;
  if (s.graphs.empty()) s.graphs = {device == "cuda" ? "kron:20" : "kron:18", "grid:192:192"};
  s.devices = {device};
  bench::devices_to_run(s);  // throws when cuda is asked for and absent
  s.sources = args.sources;
  s.seed = args.seed;
  s.bfs.sigma = args.sigma;
  bench::run_environment env = bench::gather_environment();
  env.malloc = bench::apply_malloc_policy();  // LAGraph's settings, before any graph is loaded
  const auto plan = demo_plan(device);

  if (!args.json)
    std::printf(
        "graphblade demo on %s (%s); baseline: %s\ngraphs: %zu, %d seeded non-isolated sources each (seed %llu), "
        "every result validated\n\n",
        device.c_str(), bench::device_name(env, device, env.cpu_threads).c_str(),
        env.graphblas_version.empty() ? "none (SuiteSparse:GraphBLAS not built)" : env.graphblas_version.c_str(),
        s.graphs.size(), s.sources, (unsigned long long)s.seed);
  if (!args.json) std::printf("%s", fallback_note.c_str());
  if (!args.json && !bench::passive_wait_note().empty()) std::printf("%s\n\n", bench::passive_wait_note().c_str());
  std::fflush(stdout);
  std::vector<index_t> first_sources;
  std::vector<bench::bench_row> rows;
  for (const auto& spec : s.graphs) {  // one graph at a time, so its size line precedes its rows
    bench::bench_settings one = s;
    one.graphs = {spec};
    auto graph_rows = bench::run_benchmarks(one, plan, env, nullptr);
    if (first_sources.empty() && !graph_rows.empty()) first_sources = graph_rows.front().sources;
    if (!args.json && !graph_rows.empty())
      std::printf("%s: %u vertices, %llu entries\n", spec.c_str(), unsigned(graph_rows.front().n),
                  (unsigned long long)graph_rows.front().nnz);
    for (auto& r : graph_rows) rows.push_back(std::move(r));
  }
  if (args.json) {
    print_json(rows, env, device, first_sources);
  } else {
    std::printf("\n");
    bench::print_table(stdout, rows);
  }
  for (const auto& r : rows)
    if (!r.set.valid)
      throw validation_failed(r.set.algo + " on " + r.set.device + ", " + r.graph + ": " +
                              (!r.set.error.empty()     ? r.set.error
                               : r.set.problems.empty() ? std::string("?")
                                                        : r.set.problems.front()));
}

}  // namespace

void add_demo_command(CLI::App& app) {
  auto args = std::make_shared<demo_args>();
  CLI::App* cmd = app.add_subcommand(
      "demo", "run and validate every BFS algorithm of the best device and the SuiteSparse baseline; print a table");
  cmd->add_option("--graph,-g", args->graphs,
                  "graph file or generator spec (repeatable; default: kron:18 or kron:20 on a GPU, and grid:192:192)");
  cmd->add_option("--device,-d", args->device, "cpu or cuda (default: cuda when a GPU is usable)")
      ->check(CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--sources", args->sources, "number of seeded non-isolated sources")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", args->seed, "seed of the source picker")->capture_default_str();
  cmd->add_flag("--sigma", args->sigma, "also compute and validate shortest-path counts");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args] { run_demo(*args); });
}

}  // namespace graphblade::cli
