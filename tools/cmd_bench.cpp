// `graphblade bench`: the benchmark harness (bench/harness) from the command
// line. Every graph × algorithm × device × thread count becomes one trial set:
// prepare (untimed), warm-up, --trials timed BFS from each of --sources seeded
// non-isolated sources, every result validated. One JSON line per set goes to
// stdout, or is appended to --out FILE while a table goes to stdout.
//   graphblade bench --graph kron:16 --graph karate --algos reference,suitesparse
//                    [--devices cpu,cuda] [--threads 1,2] [--sources 16] [--trials 1]
//                    [--outputs parents] [--gap PATH/bfs] [--lagraph PATH/bfs_demo]
// --outputs picks what every BFS computes (levels, parents, sigma; default
// levels,parents); each row records what its algorithm actually returned and
// speedups compare rows with equal outputs only. --gap / --lagraph add GAP's
// and LAGraph's BFS programs as rows (bench/harness/external.hpp).
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "bench/harness/graph_set.hpp"
#include "bench/harness/malloc_policy.hpp"
#include "bench/harness/run_bench.hpp"
#include "graphblade/core/errors.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

namespace {

struct bench_args {
  bench::bench_settings settings;
  std::string graph_list, out;
  std::vector<std::string> knobs;    // NAME=VALUE
  std::vector<std::string> outputs;  // levels, parents, sigma
  bool quiet = false;
  bool sigma = false;  // --sigma
};

void run_bench(bench_args& args) {
  bench::bench_settings& s = args.settings;
  if (!args.graph_list.empty())
    for (const auto& spec : bench::read_graph_list(args.graph_list)) s.graphs.push_back(spec);
  for (const auto& kv : args.knobs) s.bfs.knobs.insert(parse_knob(kv));
  if (args.sigma) s.bfs.sigma = true;
  if (!args.outputs.empty()) {
    auto named = [&](const char* name) {
      return std::find(args.outputs.begin(), args.outputs.end(), name) != args.outputs.end();
    };
    s.bfs.levels = named("levels");
    s.bfs.parents = named("parents");
    s.bfs.sigma = s.bfs.sigma || named("sigma");
  }
  const auto plan = bench::plan_runs(s);  // checks names and devices before loading graphs
  bench::run_environment env = bench::gather_environment();
  env.malloc = bench::apply_malloc_policy();  // LAGraph's settings, before any graph is loaded

  std::ofstream file;
  if (!args.out.empty()) {
    file.open(args.out, std::ios::app);
    if (!file) throw io_error(args.out, 0, "cannot open for appending");
  }
  std::ostream& jsonl = args.out.empty() ? std::cout : file;
  const auto rows = bench::run_benchmarks(s, plan, env, &jsonl);
  if (!args.out.empty() && !args.quiet) {
    std::printf("%s, %s; %s\n\n", env.cpu_model.c_str(),
                env.graphblas_version.empty() ? "no SuiteSparse baseline" : env.graphblas_version.c_str(),
                env.gpu_model.empty() ? "no GPU" : env.gpu_model.c_str());
    bench::print_table(stdout, rows);
  }
  for (const auto& r : rows)
    if (!r.set.valid && r.set.error.empty())
      throw validation_failed(r.set.algo + " on " + r.set.device + ", " + r.graph + ": " +
                              (r.set.problems.empty() ? std::string("?") : r.set.problems.front()));
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto args = std::make_shared<bench_args>();
  bench::bench_settings& s = args->settings;
  CLI::App* cmd = app.add_subcommand("bench", "benchmark BFS algorithms (JSON lines; validated; TEPS)");
  cmd->add_option("--graph,-g", s.graphs, "graph file, name in <data>/graphs, or generator spec (repeatable)");
  cmd->add_option("--graph-list", args->graph_list, "file of graph specs, one per line (# comments)");
  cmd->add_option("--algos,-a", s.algos, "algorithms (comma-separated; default: all)")->delimiter(',');
  cmd->add_option("--devices,-d", s.devices, "devices (cpu, cuda; default: all usable)")->delimiter(',');
  cmd->add_option("--threads,-t", s.threads, "OpenMP thread counts (comma-separated; default: all cores)")
      ->delimiter(',');
  cmd->add_option("--sources", s.sources, "seeded non-isolated sources per graph")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", s.seed, "seed of the source picker")->capture_default_str();
  cmd->add_option("--trials", s.trials, "timed traversals per source")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--warmup", s.warmup, "untimed traversals after prepare")
      ->capture_default_str()
      ->check(CLI::Range(0, 1000000));
  cmd->add_flag("--warm-each", s.warm_each,
                "one more untimed traversal from each source right before its timed ones (back-to-back timing)");
  cmd->add_flag("--sigma", args->sigma, "also compute (and time, validate) shortest-path counts");
  cmd->add_option("--outputs", args->outputs,
                  "what each BFS computes: levels, parents, sigma (default: levels,parents)")
      ->delimiter(',')
      ->check(CLI::IsMember({"levels", "parents", "sigma"}));
  cmd->add_option("--gap", s.gap_bfs, "GAP's bfs binary: run it as one more row (outputs: parents)");
  cmd->add_option("--lagraph", s.lagraph_bfs_demo, "LAGraph's bfs_demo binary: run it as one more row (parents)");
  cmd->add_option("--scratch", s.scratch_dir, "folder for the graph files written for --gap / --lagraph");
  cmd->add_option("--knob", args->knobs, "algorithm setting NAME=NUMBER (repeatable)");
  cmd->add_option("--data-dir", s.data_dir, "folder holding graphs/ (default: $GRAPHBLADE_DATA or ../shared/data)");
  cmd->add_option("--out,-o", args->out, "append the JSON lines to FILE and print a table on stdout");
  cmd->add_flag("--quiet,-q", args->quiet, "with --out: no table");
  cmd->add_flag("--progress", s.progress, "show the progress bar even when stderr is not a terminal");
  cmd->callback([args] { run_bench(*args); });
}

}  // namespace graphblade::cli
