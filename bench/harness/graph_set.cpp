// Benchmark graphs (graph_set.hpp): spec resolution, loading with timing,
// seeded sources (cli::pick_sources: Graph500-style random vertices with a
// neighbour) and traversed-component edge counts (cli::count_traversed_edges).
#include "bench/harness/graph_set.hpp"

#include <chrono>
#include <cstdlib>
#include <fstream>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/load_graph.hpp"
#include "tools/bfs_timing.hpp"

#ifndef GRAPHBLADE_DEFAULT_DATA_DIR
#define GRAPHBLADE_DEFAULT_DATA_DIR "../shared/data"
#endif

namespace graphblade::bench {

namespace {

bool file_exists(const std::string& path) { return std::ifstream(path).good(); }

}  // namespace

std::string data_dir_or_default(const std::string& dir) {
  if (!dir.empty()) return dir;
  if (const char* env = std::getenv("GRAPHBLADE_DATA"); env && *env) return env;
  return GRAPHBLADE_DEFAULT_DATA_DIR;
}

std::string resolve_graph_spec(const std::string& spec, const std::string& data_dir) {
  if (io::is_generator_spec(spec) || spec.find('/') != std::string::npos || file_exists(spec)) return spec;
  for (const char* ext : {".mtx.gz", ".mtx", ".gbin", ".el"}) {
    const std::string path = data_dir_or_default(data_dir) + "/graphs/" + spec + ext;
    if (file_exists(path)) return path;
  }
  return spec;  // load_graph reports the missing file
}

std::vector<std::string> read_graph_list(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw io_error(path, 0, "cannot open the graph list");
  std::vector<std::string> specs;
  for (std::string line; std::getline(in, line);) {
    line = line.substr(0, line.find('#'));
    const auto start = line.find_first_not_of(" \t\r");
    if (start == std::string::npos) continue;
    const auto stop = line.find_last_not_of(" \t\r");
    specs.push_back(line.substr(start, stop - start + 1));
  }
  return specs;
}

bench_graph load_bench_graph(const std::string& spec, const bench_settings& settings) {
  bench_graph b;
  b.spec = spec;
  b.resolved = resolve_graph_spec(spec, settings.data_dir);
  const auto start = std::chrono::steady_clock::now();
  b.g = cli::load_bfs_graph(b.resolved);
  b.load_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  b.sources = cli::pick_sources(b.g.A, settings.sources, settings.seed);
  b.edges.resize(b.sources.size());
  return b;
}

component_edges count_component_edges(const cli::bfs_graph& g, const bfs_result& r) {
  const index_t n = g.A.nrows();
  const bool by_level = r.level.size() == n;
  if (!by_level && r.parent.size() != n)
    throw invalid_value("the BFS result has neither levels nor parents for all " + std::to_string(n) + " vertices");
  std::vector<unsigned char> reached(n);
  index_t count = 0;
#pragma omp parallel for reduction(+ : count)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
    reached[v] = by_level ? r.level[v] >= 0 : r.parent[v] >= 0;
    count += reached[v];
  }
  component_edges e;
  e.known = true;
  e.reached = count;
  e.directed = cli::count_traversed_edges(g.A, reached, false);
  e.graph500 = g.undirected ? cli::count_traversed_edges(g.A, reached, true) : e.directed;
  return e;
}

double gteps(offset_t edges, double ms) { return ms > 0 ? double(edges) / (ms * 1e-3) / 1e9 : 0.0; }

}  // namespace graphblade::bench
