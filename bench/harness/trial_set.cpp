// Trial sets (trial_set.hpp): the timed loop of the benchmark harness.
#include "bench/harness/trial_set.hpp"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <exception>

#include "graphblade/algorithms/validate/validate.hpp"

namespace graphblade::bench {

namespace {

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

summary summarize(const std::vector<double>& xs) {
  summary s;
  if (xs.empty()) return s;
  s.median = cli::median(xs);
  s.min = *std::min_element(xs.begin(), xs.end());
  s.max = *std::max_element(xs.begin(), xs.end());
  double sum = 0, inverse_sum = 0;
  for (double x : xs) {
    sum += x;
    inverse_sum += x > 0 ? 1.0 / x : 0.0;
  }
  s.mean = sum / double(xs.size());
  s.hmean = s.min > 0 ? double(xs.size()) / inverse_sum : 0.0;
  return s;
}

std::string outputs_of(const bfs_result& r) {
  std::string text;
  auto add = [&](bool present, const char* name) {
    if (present) text += (text.empty() ? "" : "+") + std::string(name);
  };
  add(!r.level.empty(), "levels");
  add(!r.parent.empty(), "parents");
  add(!r.sigma.empty(), "sigma");
  return text;
}

summary trial_set::ms() const {
  std::vector<double> xs;
  for (const auto& t : trials) xs.push_back(t.ms);
  return summarize(xs);
}

summary trial_set::gteps_graph500() const {
  std::vector<double> xs;
  for (const auto& t : trials) xs.push_back(gteps(t.edges.graph500, t.ms));
  return summarize(xs);
}

summary trial_set::gteps_directed() const {
  std::vector<double> xs;
  for (const auto& t : trials) xs.push_back(gteps(t.edges.directed, t.ms));
  return summarize(xs);
}

trial_set run_trial_set(bench_graph& graph, const bfs_algorithm& algo, const std::string& device, int threads,
                        const bench_settings& settings, const std::string& device_label, progress_bar& bar) {
  trial_set set;
  set.algo = algo.name;
  set.device = device;
  set.threads = threads;
  set.device_name = device_label;
  const std::string label = graph.g.name + " " + algo.name + " " + device + " t" + std::to_string(threads);
  omp_set_num_threads(threads);
  try {
    auto start = std::chrono::steady_clock::now();
    const bfs_options opt = algo.supported(settings.bfs);  // what this algorithm computes of what is asked
    auto state = algo.prepare_for(graph.g.A, device, opt);
    set.prepare_ms = elapsed_ms(start);
    for (int w = 0; w < settings.warmup; ++w) state->traverse(graph.sources.front(), opt);

    for (std::size_t k = 0; k < graph.sources.size(); ++k) {
      // --warm-each: the timed traversal follows an untimed one, as in a run of traversals back to back
      // (between two timed trials the host validates, and a GPU left idle that long may clock down)
      if (settings.warm_each) state->traverse(graph.sources[k], opt);
      for (int rep = 0; rep < settings.trials; ++rep) {
        trial t;
        t.source = graph.sources[k];
        const device_activity before = device_activity_now();
        start = std::chrono::steady_clock::now();
        state->traverse(t.source, opt);
        t.ms = elapsed_ms(start);
        t.device = device_activity_now() - before;
        const bfs_result r = state->result();
        if (set.trials.empty()) set.outputs = outputs_of(r);
        t.levels = r.depth;
        const validation_report report = validate_bfs(graph.g.A, t.source, r);
        t.valid = report.ok;
        if (!report.ok && set.problems.size() < validation_report::max_problems)
          set.problems.push_back("source " + std::to_string(t.source) + ": " + report.summary());
        set.valid = set.valid && t.valid;
        if (t.valid && !graph.edges[k].known) graph.edges[k] = count_component_edges(graph.g, r);
        t.edges = t.valid ? graph.edges[k] : count_component_edges(graph.g, r);
        set.trials.push_back(t);
        bar.step(label);
      }
    }
  } catch (const std::exception& e) {
    set.error = e.what();
    set.valid = false;
  }
  return set;
}

}  // namespace graphblade::bench
