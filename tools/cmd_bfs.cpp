// `graphblade bfs`: one BFS algorithm on one graph from one source, timed over
// --trials traversals after an untimed prepare, optionally validated and
// written to a file (one value per vertex and line). Contract:
//   graphblade bfs --graph G --source S [--algo NAME] [--device cpu|cuda]
//   (or --sources LIST for iBFS from many sources: tools/cmd_ibfs.cpp)
//                  [--output levels|parents|sigma] [--out FILE] [--validate]
//                  [--trials N] [--json]
#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <memory>

#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/io/atomic_file.hpp"
#include "tools/bfs_timing.hpp"

namespace graphblade::cli {

namespace {

struct bfs_args {
  std::string graph, algo = "reference", device = "cpu", output = "levels", out;
  std::int64_t source = -1;
  const CLI::Option* source_option = nullptr;  // count() > 0: --source was given (any value, -1 included, is checked)
  std::string sources;  // --sources LIST: many sources at once (iBFS, tools/cmd_ibfs.cpp)
  bool validate = false, json = false;
  int trials = 1;
  std::vector<std::string> knobs;  // NAME=VALUE
};

bfs_options options_for(const bfs_args& args) {
  bfs_options opt;
  opt.levels = true;  // levels give reached / depth / traversed edges
  opt.parents = args.output == "parents" || args.validate;
  opt.sigma = args.output == "sigma";
  for (const auto& kv : args.knobs) {
    auto [name, value] = parse_knob(kv);
    opt.knobs[name] = value;  // a repeated knob: the last one counts
  }
  return opt;
}

/// Write one value per vertex and line: levels, parents or sigma.
void write_values(const std::string& path, const std::string& what, const bfs_result& r, const std::string& algo) {
  const std::size_t n = what == "levels" ? r.level.size() : what == "parents" ? r.parent.size() : r.sigma.size();
  if (n == 0) throw not_supported("algorithm '" + algo + "' did not compute " + what);
  io::atomic_file out(path);  // the destination is replaced only when every line is written
  std::FILE* f = std::fopen(out.write_path().c_str(), "w");
  if (!f) throw io_error(path, 0, "cannot open for writing");
  for (std::size_t v = 0; v < n; ++v) {
    if (what == "sigma")
      std::fprintf(f, "%s\n", format_count(r.sigma[v]).c_str());
    else
      std::fprintf(f, "%lld\n", (long long)(what == "levels" ? r.level[v] : r.parent[v]));
  }
  const bool failed = std::ferror(f) != 0;
  if (std::fclose(f) != 0 || failed) throw io_error(path, 0, "write failed (disk full?)");
  out.commit();
}

void run_bfs(const bfs_args& args) {
  if (!args.sources.empty())
    return run_multi_source_bfs(args.graph, args.sources, args.algo == "reference" ? "ibfs" : args.algo, args.device,
                                args.output, args.out, args.validate, args.json);
  if (!args.source_option || args.source_option->count() == 0) throw invalid_value("bfs needs --source S or --sources LIST");
  const bfs_algorithm& algo = find_bfs_algorithm(args.algo);
  check_device(algo, args.device);  // before loading a possibly large graph
  bfs_options opt = options_for(args);
  if (args.output != "parents") opt.parents = opt.parents && algo.outputs.parents;  // --validate checks what exists
  algo.require_outputs(opt);  // --output parents of an algorithm without parents: an error before loading
  const bfs_graph g = load_bfs_graph(args.graph);
  const index_t n = g.A.nrows();
  if (args.source < 0 || args.source >= std::int64_t(n))
    throw invalid_index("source " + std::to_string(args.source) + " is out of range: the graph has " +
                        std::to_string(n) + " vertices (0.." + std::to_string(std::int64_t(n) - 1) + ")");
  const index_t source = index_t(args.source);

  auto state = algo.prepare_for(g.A, args.device, opt);
  timed_bfs t = time_traversals(*state, g, source, args.trials, opt);

  nlohmann::json valid = nullptr;
  validation_report rep;
  if (args.validate) {
    rep = validate_bfs(g.A, source, t.result);
    valid = rep.ok;
  }
  if (!args.out.empty()) write_values(args.out, args.output, t.result, algo.name);

  if (args.json) {
    nlohmann::json j;
    j["graph"] = args.graph;
    j["n"] = n;
    j["nnz"] = g.A.nvals();
    j["undirected"] = g.undirected;
    j["algo"] = algo.name;
    j["device"] = args.device;
    j["source"] = source;
    j["trials_ms"] = t.trials_ms;
    j["median_ms"] = t.median_ms;
    j["gteps"] = t.gteps;
    j["edges_traversed"] = t.edges_traversed;
    j["edges_convention"] = g.undirected ? "undirected edges within the traversed component"
                                         : "directed edges out of reached vertices";
    j["depth"] = t.result.depth;
    j["reached"] = t.reached;
    j["valid"] = valid;
    if (args.validate && !rep.ok) j["problems"] = rep.problems;
    std::cout << j.dump() << "\n";
  } else {
    std::printf("%s on %s: %s (n=%u, nnz=%llu, %s), source %u\n", algo.name.c_str(), args.device.c_str(),
                args.graph.c_str(), unsigned(n), (unsigned long long)g.A.nvals(),
                g.undirected ? "undirected" : "directed", unsigned(source));
    std::printf("reached %u vertices, depth %lld, %llu edges traversed\n", unsigned(t.reached),
                (long long)t.result.depth, (unsigned long long)t.edges_traversed);
    std::printf("median %.3f ms over %d trial(s), %.4f GTEPS, valid: %s\n", t.median_ms, args.trials, t.gteps,
                args.validate ? (rep.ok ? "yes" : "NO") : "not checked");
  }
  std::fflush(stdout);
  if (args.validate && !rep.ok) throw validation_failed(rep.summary());
}

}  // namespace

void add_bfs_command(CLI::App& app) {
  auto args = std::make_shared<bfs_args>();
  CLI::App* cmd = app.add_subcommand("bfs", "breadth-first search from one source, timed and optionally validated");
  cmd->add_option("--graph,-g", args->graph, "graph file (.mtx, .mtx.gz, .el, .gbin) or generator spec")
      ->required();
  auto* one = cmd->add_option("--source,-s", args->source, "source vertex (0-based)");
  args->source_option = one;
  cmd->add_option("--sources", args->sources, "many sources at once (iBFS): 3,17,42 | @FILE | random:K[:SEED]")
      ->excludes(one);
  cmd->add_option("--algo,-a", args->algo, "BFS algorithm (see `graphblade algos`)")->capture_default_str();
  cmd->add_option("--device,-d", args->device, "cpu or cuda")->capture_default_str()->check(CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--output", args->output, "what --out writes: levels, parents or sigma")->capture_default_str()
      ->check(CLI::IsMember({"levels", "parents", "sigma"}));
  cmd->add_option("--out,-o", args->out, "write one value per vertex and line to FILE");
  cmd->add_flag("--validate", args->validate, "check the result by property; exit 1 when wrong");
  cmd->add_option("--trials,-t", args->trials, "timed traversals after one untimed prepare")->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--knob", args->knobs, "algorithm-specific setting NAME=VALUE (repeatable)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args] { run_bfs(*args); });
}

}  // namespace graphblade::cli
