// The benchmark driver (run_bench.hpp).
#include "bench/harness/run_bench.hpp"

#include <omp.h>

#include <algorithm>
#include <filesystem>

#include "bench/harness/external.hpp"
#include "bench/harness/json_lines.hpp"
#include "bench/harness/record.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"

namespace graphblade::bench {

std::vector<std::string> devices_to_run(const bench_settings& settings) {
  if (settings.devices.empty()) {
    std::vector<std::string> devices{"cpu"};
    if (memory::cuda_available()) devices.push_back("cuda");
    return devices;
  }
  for (const auto& d : settings.devices) {
    if (d != "cpu" && d != "cuda") throw invalid_value("unknown device '" + d + "' (use cpu or cuda)");
    if (d == "cuda" && !memory::cuda_available())
      throw not_supported("no CUDA device is available (or this build has no CUDA backend)");
  }
  return settings.devices;
}

std::vector<planned_run> plan_runs(const bench_settings& settings) {
  const std::vector<std::string> devices = devices_to_run(settings);
  std::vector<const bfs_algorithm*> algos;
  if (settings.algos.empty())
    for (const auto& a : bfs_algorithms()) algos.push_back(&a);
  else
    for (const auto& name : settings.algos) algos.push_back(&find_bfs_algorithm(name));
  std::vector<planned_run> plan;
  for (const bfs_algorithm* a : algos) {
    bool any = false;
    for (const auto& d : devices)
      if (a->supports(d)) {
        plan.emplace_back(a, d);
        any = true;
      }
    if (!any && !settings.algos.empty()) a->require_device(devices.front());  // throws, naming its devices
  }
  return plan;
}

std::vector<bench_row> run_benchmarks(const bench_settings& settings, const std::vector<planned_run>& plan,
                                      const run_environment& env, std::ostream* jsonl) {
  if (settings.graphs.empty()) throw invalid_value("no graph to benchmark (give --graph or --graph-list)");
  if (settings.sources < 1 || settings.trials < 1 || settings.warmup < 0)
    throw invalid_value("sources and trials must be at least 1, warmup at least 0");
  const std::vector<int> threads =
      settings.threads.empty() ? std::vector<int>{omp_get_max_threads()} : settings.threads;
  for (int t : threads)
    if (t < 1) throw invalid_value("thread counts must be at least 1");

  const std::vector<external_program> external = external_programs(settings);
  long per_graph = long(external.size() * threads.size());
  for (const auto& run : plan) per_graph += run.second == "cuda" ? 1 : long(threads.size());
  progress_bar bar(per_graph * long(settings.graphs.size()) * settings.sources * settings.trials, settings.progress);
  const int threads_before = omp_get_max_threads();

  std::vector<bench_row> rows;
  for (const auto& spec : settings.graphs) {
    bench_graph graph = load_bench_graph(spec, settings);
    for (const auto& [algo, device] : plan)
      for (std::size_t k = 0; k < (device == "cuda" ? 1 : threads.size()); ++k) {
        bench_row row{graph.g.name, graph.g.A.nrows(), graph.g.A.nvals(), graph.sources, {}};
        row.set = run_trial_set(graph, *algo, device, threads[k], settings, device_name(env, device, threads[k]), bar);
        if (jsonl) write_json_line(*jsonl, make_record(row.set, graph, env, settings));
        rows.push_back(std::move(row));
      }
    for (const auto& program : external)  // after the registered ones, whose results give the edge counts
      for (int t : threads) {
        bench_row row{graph.g.name, graph.g.A.nrows(), graph.g.A.nvals(), graph.sources, {}};
        row.set = run_external_set(graph, program, t, settings, device_name(env, "cpu", t), bar);
        if (jsonl) write_json_line(*jsonl, make_record(row.set, graph, env, settings));
        rows.push_back(std::move(row));
      }
    std::error_code ignored;
    for (const auto& f : graph.scratch_files) std::filesystem::remove(f, ignored);
  }
  bar.finish();
  omp_set_num_threads(threads_before);
  return rows;
}

double speedup_over(const std::vector<bench_row>& rows, const bench_row& row, const std::string& baseline) {
  const bench_row* best = nullptr;
  for (const auto& b : rows) {
    if (b.graph != row.graph || b.set.algo != baseline || !b.set.valid || b.set.trials.empty()) continue;
    if (b.set.outputs != row.set.outputs) continue;  // equal work only
    if (row.set.device == "cpu" && b.set.device == "cpu" && b.set.threads == row.set.threads) {
      best = &b;
      break;
    }
    if (!best || b.set.ms().median < best->set.ms().median) best = &b;
  }
  const double mine = row.set.ms().median;
  if (!best || row.set.trials.empty() || mine <= 0) return 0;
  return best->set.ms().median / mine;
}

namespace {

/// Host threads of a cpu set; "-" for a GPU set (its host threads do not matter).
std::string threads_text(const trial_set& s) { return s.device == "cuda" ? "-" : std::to_string(s.threads); }

}  // namespace

void print_table(std::FILE* out, const std::vector<bench_row>& rows, const std::string& baseline) {
  std::fprintf(out, "%-16s %-20s %-6s %4s %-15s %10s %10s %10s %8s %14s  %s\n", "graph", "algorithm", "device", "thr",
               "outputs", "median ms", "min ms", "max ms", "GTEPS", ("vs " + baseline).substr(0, 14).c_str(), "valid");
  for (const auto& row : rows) {
    const trial_set& s = row.set;
    if (!s.error.empty()) {
      std::fprintf(out, "%-16.16s %-20.20s %-6s %4s %-15s  error: %s\n", row.graph.c_str(), s.algo.c_str(),
                   s.device.c_str(), threads_text(s).c_str(), "-", s.error.c_str());
      continue;
    }
    const summary ms = s.ms();
    const double speedup = speedup_over(rows, row, baseline);
    char vs[32] = "-";
    if (speedup > 0) std::snprintf(vs, sizeof vs, "%.2fx", speedup);
    const std::string valid = !s.valid ? "NO: " + (s.problems.empty() ? std::string("?") : s.problems.front())
                              : s.validation == "none" ? std::string("unchecked")
                                                       : std::string("yes");
    std::fprintf(out, "%-16.16s %-20.20s %-6s %4s %-15.15s %10.3f %10.3f %10.3f %8.4f %14s  %s\n", row.graph.c_str(),
                 s.algo.c_str(), s.device.c_str(), threads_text(s).c_str(), s.outputs.c_str(), ms.median, ms.min,
                 ms.max, s.gteps_graph500().median, vs, valid.c_str());
  }
  std::fflush(out);
}

}  // namespace graphblade::bench
