// Benchmark records (record.hpp): trial set + graph + environment -> JSON.
#include "bench/harness/record.hpp"

namespace graphblade::bench {

namespace {

nlohmann::ordered_json summary_json(const summary& s) {
  return {{"median", s.median}, {"min", s.min}, {"max", s.max}, {"mean", s.mean}, {"hmean", s.hmean}};
}

nlohmann::ordered_json null_if_empty(const std::string& s) {
  return s.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(s);
}

}  // namespace

const std::vector<std::string>& record_keys() {
  static const std::vector<std::string> keys{"schema",
                                             "time",
                                             "git",
                                             "host",
                                             "versions",
                                             "graph",
                                             "algo",
                                             "device",
                                             "device_name",
                                             "threads",
                                             "options",
                                             "outputs",
                                             "validation",
                                             "seed",
                                             "sources",
                                             "warmup",
                                             "warm_each",
                                             "trials_per_source",
                                             "prepare_ms",
                                             "trials",
                                             "ms",
                                             "gteps_graph500",
                                             "gteps_directed",
                                             "teps_conventions",
                                             "valid",
                                             "problems",
                                             "error"};
  return keys;
}

nlohmann::ordered_json make_record(const trial_set& set, const bench_graph& graph, const run_environment& env,
                                   const bench_settings& settings) {
  nlohmann::ordered_json j;
  j["schema"] = record_schema;
  j["time"] = env.timestamp;
  j["git"] = {{"sha", env.git_sha},
              {"dirty", env.git_sha == "unknown" ? nlohmann::ordered_json() : nlohmann::ordered_json(env.git_dirty)}};
  j["host"] = {{"name", env.hostname},
               {"cpu", env.cpu_model},
               {"cpu_threads", env.cpu_threads},
               {"gpu", null_if_empty(env.gpu_model)},
               {"omp_env", env.omp_env},
               {"malloc", null_if_empty(env.malloc)}};
  j["versions"] = {{"graphblade", env.graphblade_version},
                   {"graphblas", null_if_empty(env.graphblas_version)},
                   {"compiler", env.compiler},
                   {"cuda_runtime", null_if_empty(env.cuda_runtime)}};
  j["graph"] = {{"spec", graph.spec},     {"path", graph.resolved},   {"name", graph.g.name},
                {"n", graph.g.A.nrows()}, {"nnz", graph.g.A.nvals()}, {"undirected", graph.g.undirected},
                {"load_s", graph.load_s}};
  j["algo"] = set.algo;
  j["device"] = set.device;
  j["device_name"] = set.device_name;
  j["threads"] = set.threads;
  j["options"] = {{"levels", bool(settings.bfs.levels)},
                  {"parents", bool(settings.bfs.parents)},
                  {"sigma", bool(settings.bfs.sigma)},
                  {"knobs", settings.bfs.knobs},
                  {"gap_bfs", null_if_empty(settings.gap_bfs)},
                  {"lagraph_bfs_demo", null_if_empty(settings.lagraph_bfs_demo)}};
  j["outputs"] = set.outputs;
  j["validation"] = set.validation;
  j["seed"] = settings.seed;
  j["sources"] = graph.sources;
  j["warmup"] = settings.warmup;
  j["warm_each"] = settings.warm_each;
  j["trials_per_source"] = settings.trials;
  j["prepare_ms"] = set.prepare_ms;
  j["trials"] = nlohmann::ordered_json::array();
  for (const auto& t : set.trials)
    j["trials"].push_back({{"source", t.source},
                           {"ms", t.ms},
                           {"reached", t.edges.reached},
                           {"edges_graph500", t.edges.graph500},
                           {"edges_directed", t.edges.directed},
                           {"valid", t.valid},
                           {"levels", t.levels},
                           {"device_activity", {{"launches", t.device.launches},
                                                {"library_calls", t.device.library_calls},
                                                {"memory_ops", t.device.memory_ops},
                                                {"graph_launches", t.device.graph_launches},
                                                {"host_syncs", t.device.host_syncs}}}});
  j["ms"] = summary_json(set.ms());
  j["gteps_graph500"] = summary_json(set.gteps_graph500());
  j["gteps_directed"] = summary_json(set.gteps_directed());
  j["teps_conventions"] = {
      {"graph500", graph.g.undirected ? "undirected input edges within the traversed component, each counted once"
                                      : "directed graph: stored edges out of reached vertices"},
      {"directed", "stored (directed) entries out of reached vertices; an undirected edge counts twice"}};
  j["valid"] = set.valid;
  j["problems"] = set.problems;
  j["error"] = null_if_empty(set.error);
  return j;
}

}  // namespace graphblade::bench
