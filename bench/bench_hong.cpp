// Benchmarks of Hong, Oguntebi & Olukotun (PACT'11) §V on graphblade: the
// CPU methods hong-queue (Fig. 1), hong-read (Fig. 2) and hong-hybrid
// (Fig. 4; "hong-hybrid-fig4" is it with knob fig4 = 1, exactly the
// paper's Read+Queue; "hong-hybrid" adds bottom_up levels and Seq by edges), with
// SuiteSparse:GraphBLAS ("suitesparse" in the registry, when built) at the
// same thread count, and, where a CUDA device is present (or --devices
// cpu,cuda), the paper's GPU columns: "GPU" = gb-auto on cuda (the
// GraphBLAS direction-optimising BFS entirely on the device), "GPU (hong)" =
// hong-cpu-gpu with knob gpu_only = 1 (Fig. 5's device loop from level 0) and
// "CPU+GPU" = hong-cpu-gpu (Fig. 5: CPU hybrid levels, then the GPU). Device
// runs are timed from traverse() to its return (device synchronised, CPU phase
// and the saved-queue copy included; the graph is copied at prepare, untimed).
// Three experiments, one JSON line per (experiment, graph, method, device,
// threads) on stdout, through the harness writer (bench/harness/json_lines.hpp:
// git, host and time stamped); fig6's sources by the harness rule giant_component:
//   fig6   RMAT (a, b, c) = (0.45, 0.25, 0.15) and uniform graphs of average
//          degree D (8), threads 1..max: harmonic-mean TEPS (Graph500: undirected
//          input edges of the traversed component) and median time over sources
//          from the giant component (the paper: scale 25, degree 8 = 32M vertices
//          / 256M edges); also a Graph500 Kronecker graph (edge factor 16) of the
//          same scale. CPU methods only, as in the paper's Fig. 6.
//   table4 a rows x rows 2-D mesh (the paper: 4000 x 4000), max threads: time
//          normalised by hong-queue's; with the GPU columns.
//   fig10  a complete 4-ary tree, edges parent -> child (the paper: depth 11,
//          5.5M vertices; its small searches "only visit a couple"), max
//          threads: 20 BFS runs, 3 from the top two levels (large searches) and
//          17 from the three levels above the leaves (small ones); accumulated
//          time of each group; with the GPU columns.
// Every timed run's levels are checked against the reference BFS (untimed).
//
// Usage: bench_hong [--scale S] [--degree D] [--mesh R] [--tree-depth D] [--sources K]
//                   [--threads T] [--thread-list 1,2,4] [--sha SHA] [--only fig6|table4|fig10]
//                   [--devices cpu|cpu,cuda] [--paper] [--hybrid-variant NAME=NUMBER[,...]]...
// --hybrid-variant adds a column "hong-hybrid[NAME=NUMBER,...]": hong-hybrid with those knobs.
// --paper sets the paper's sizes: --scale 25 --degree 8 --mesh 4000 --tree-depth 11.
// --devices defaults to cpu, plus cuda when a CUDA device is visible.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "bench/baselines/baselines.hpp"
#include "bench/harness/json_lines.hpp"
#include "bench/harness/sources.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/gen/generators.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

struct settings {
  int scale = 18;
  int degree = 8;  ///< average degree of fig6's rmat and uniform graphs
  index_t mesh = 1000;
  index_t tree_depth = 10;
  int sources = 8;
  int max_threads = omp_get_max_threads();
  std::vector<int> thread_counts;  ///< fig6's thread counts; empty: 1..max_threads
  gb::bench::run_environment env;  ///< git revision (--sha overrides), host, GPU
  std::string only;
  bool cuda = false;                         ///< add the GPU columns (table4, fig10)
  std::vector<std::string> hybrid_variants;  ///< extra hong-hybrid columns, each "NAME=NUMBER[,NAME=NUMBER]"
};

std::string json_string(const std::string& s) { return nlohmann::json(s).dump(); }

/// One JSON line through the harness writer (git, host and time stamped): the
/// common fields, then `fields` (already JSON-encoded values).
void emit(const settings& cfg, const std::vector<std::pair<std::string, std::string>>& fields) {
  nlohmann::ordered_json rec{
      {"bench", "hong"}, {"sha", cfg.env.git_sha}, {"cpu", cfg.env.cpu_model}, {"max_threads", cfg.max_threads}};
  for (auto& [k, v] : fields) rec[k] = nlohmann::ordered_json::parse(v);
  gb::bench::write_json_line(std::cout, gb::bench::stamp_record(std::move(rec), cfg.env));
}

std::string num(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return buf;
}

gb::bfs_options timed_options() {
  gb::bfs_options opt;
  opt.sigma = false;  // levels and parents, as Hong's methods compute
  return opt;
}

/// One column of a table: a registered algorithm on a device with its options.
struct column {
  std::string label;      ///< the method as reported (the paper's column name where it has one)
  std::string algorithm;  ///< registry name
  std::string device;     ///< "cpu" or "cuda"
  gb::bfs_options opt = timed_options();
};

/// The CPU columns: Hong's three (hybrid twice: as graphblade runs it, with
/// what it adds beyond the paper, and as Fig. 4 draws it, "hong-hybrid-fig4"), then
/// SuiteSparse when registered.
std::vector<column> cpu_columns(const settings& cfg) {
  std::vector<column> m = {{"hong-queue", "hong-queue", "cpu"},
                           {"hong-read", "hong-read", "cpu"},
                           {"hong-hybrid", "hong-hybrid", "cpu"},
                           {"hong-hybrid-fig4", "hong-hybrid", "cpu"}};
  m.back().opt.knobs["fig4"] = 1;
  for (const auto& variant : cfg.hybrid_variants) {  // --hybrid-variant: hong-hybrid[knobs]
    column c{"hong-hybrid[" + variant + "]", "hong-hybrid", "cpu"};
    for (std::size_t at = 0; at < variant.size();) {
      std::size_t comma = variant.find(',', at);
      if (comma == std::string::npos) comma = variant.size();
      const std::string kv = variant.substr(at, comma - at);
      const std::size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0)
        throw gb::invalid_value("bench_hong: --hybrid-variant expects NAME=NUMBER[,NAME=NUMBER], got '" + variant + "'");
      c.opt.knobs[kv.substr(0, eq)] = std::stod(kv.substr(eq + 1));
      at = comma + 1;
    }
    m.push_back(c);
  }
  for (const auto& a : gb::bfs_algorithms())
    if (a.name == "suitesparse") m.push_back({a.name, a.name, "cpu"});
  return m;
}

/// The CPU columns plus, with cfg.cuda, the paper's GPU and CPU+GPU columns.
std::vector<column> all_columns(const settings& cfg) {
  std::vector<column> m = cpu_columns(cfg);
  if (!cfg.cuda) return m;
  m.push_back({"gpu:gb-auto", "gb-auto", "cuda"});
  column gpu_only{"gpu:hong-gpu-only", "hong-cpu-gpu", "cuda"};
  gpu_only.opt.knobs["gpu_only"] = 1;
  m.push_back(gpu_only);
  m.push_back({"cpu+gpu:hong-cpu-gpu", "hong-cpu-gpu", "cuda"});
  return m;
}

/// A source with its reference levels and the undirected edges of its component.
struct source_info {
  index_t vertex;
  std::vector<std::int64_t> level;
  double edges;
};

source_info describe(const gb::Matrix<bool>& A, index_t s) {
  gb::bfs_options o;
  o.parents = o.sigma = false;
  source_info si{s, gb::reference_bfs(A, s, o).level, 0};
  const gb::offset_t* ptr = A.offsets().data();
  for (index_t v = 0; v < A.nrows(); ++v)
    if (si.level[v] >= 0) si.edges += double(ptr[v + 1] - ptr[v]);
  si.edges /= 2;  // symmetric storage holds each undirected edge twice
  return si;
}

/// Seeded sources reaching at least 10% of the vertices (harness rule giant_component).
std::vector<source_info> giant_component_sources(const gb::Matrix<bool>& A, int count, std::uint64_t seed) {
  std::vector<source_info> out;
  for (index_t s : gb::bench::pick_sources(A, count, seed, gb::bench::source_rule::giant_component))
    out.push_back(describe(A, s));
  return out;
}

/// Times one traversal (seconds) and checks its levels.
double timed_traverse(gb::bfs_prepared& state, const source_info& s, const std::string& method,
                      const gb::bfs_options& opt = timed_options()) {
  auto t0 = std::chrono::steady_clock::now();
  state.traverse(s.vertex, opt);
  auto t1 = std::chrono::steady_clock::now();
  if (state.result().level != s.level)
    throw gb::invalid_value("bench_hong: " + method + " levels differ from the reference from source " +
                            std::to_string(s.vertex));
  return std::chrono::duration<double>(t1 - t0).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

void fig6(const settings& cfg, const std::string& name, const gb::Matrix<bool>& A) {
  auto sources = giant_component_sources(A, cfg.sources, 20110101);
  for (const auto& col : cpu_columns(cfg)) {
    const std::string& method = col.label;
    auto state = gb::find_bfs_algorithm(col.algorithm).prepare_for(A, col.device, col.opt);
    for (int t : cfg.thread_counts) {
      omp_set_num_threads(t);
      timed_traverse(*state, sources[0], method, col.opt);  // warm-up: workspaces, page faults
      std::vector<double> times;
      double inv_teps = 0;
      for (const auto& s : sources) {
        times.push_back(timed_traverse(*state, s, method, col.opt));
        inv_teps += times.back() / s.edges;
      }
      emit(cfg, {{"experiment", "\"fig6\""}, {"graph", json_string(name)}, {"n", num(A.nrows())},
                 {"nnz", num(double(A.nvals()))}, {"method", json_string(method)},
                 {"device", json_string(col.device)}, {"threads", num(t)},
                 {"sources", num(double(sources.size()))}, {"median_ms", num(1e3 * median(times))},
                 {"hmean_mteps", num(1e-6 * double(sources.size()) / inv_teps)}});
    }
  }
}

void table4(const settings& cfg) {
  const std::string name = "grid:" + std::to_string(cfg.mesh) + ":" + std::to_string(cfg.mesh);
  auto A = gb::gen::grid(cfg.mesh, cfg.mesh).to_matrix().cast<bool>();
  std::vector<source_info> sources = {describe(A, 0), describe(A, A.nrows() / 2 + cfg.mesh / 3)};
  omp_set_num_threads(cfg.max_threads);
  std::map<std::string, double> total;
  const auto columns = all_columns(cfg);
  for (const auto& col : columns) {
    auto state = gb::find_bfs_algorithm(col.algorithm).prepare_for(A, col.device, col.opt);
    timed_traverse(*state, sources[1], col.label, col.opt);
    for (const auto& s : sources) total[col.label] += timed_traverse(*state, s, col.label, col.opt);
  }
  for (const auto& col : columns)
    emit(cfg, {{"experiment", "\"table4\""}, {"graph", json_string(name)}, {"n", num(A.nrows())},
               {"method", json_string(col.label)}, {"device", json_string(col.device)},
               {"threads", num(cfg.max_threads)},
               {"sources", num(double(sources.size()))}, {"total_ms", num(1e3 * total[col.label])},
               {"normalized_to_queue", num(total[col.label] / total["hong-queue"])}});
}

void fig10(const settings& cfg) {
  const index_t k = 4, D = cfg.tree_depth;
  const std::string name = "tree:4:" + std::to_string(D);
  auto tree = gb::gen::kary_tree(k, D);
  tree.undirected = false;  // parent -> child: a search from a deep vertex visits its subtree only
  auto A = tree.to_matrix().cast<bool>();
  auto first_at_depth = [&](index_t d) {  // heap order: depth d starts at (4^d - 1) / 3
    index_t p = 1;
    for (index_t i = 0; i < d; ++i) p *= k;
    return (p - 1) / (k - 1);
  };
  // 3 large searches from the top two levels, 17 small ones from depths D-3..D-1.
  std::vector<source_info> large = {describe(A, 0), describe(A, 1), describe(A, 3)};
  std::vector<source_info> small;
  std::mt19937_64 rng(11);
  for (int i = 0; i < 17; ++i) {
    const index_t d = D - 3 + index_t(i % 3);
    const index_t width = first_at_depth(d + 1) - first_at_depth(d);
    small.push_back(describe(A, first_at_depth(d) + index_t(rng() % width)));
  }
  omp_set_num_threads(cfg.max_threads);
  for (const auto& col : all_columns(cfg)) {
    auto state = gb::find_bfs_algorithm(col.algorithm).prepare_for(A, col.device, col.opt);
    timed_traverse(*state, large[0], col.label, col.opt);
    double t_large = 0, t_small = 0;
    for (const auto& s : large) t_large += timed_traverse(*state, s, col.label, col.opt);
    for (const auto& s : small) t_small += timed_traverse(*state, s, col.label, col.opt);
    emit(cfg, {{"experiment", "\"fig10\""}, {"graph", json_string(name)}, {"n", num(A.nrows())},
               {"method", json_string(col.label)}, {"device", json_string(col.device)},
               {"threads", num(cfg.max_threads)},
               {"large_ms", num(1e3 * t_large)}, {"small_ms", num(1e3 * t_small)},
               {"total_ms", num(1e3 * (t_large + t_small))}});
  }
}

settings parse(int argc, char** argv) {
  settings cfg;
  std::string devices = "auto", sha;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw gb::invalid_value("bench_hong: " + a + " needs a value");
      return argv[++i];
    };
    if (a == "--scale") cfg.scale = std::stoi(value());
    else if (a == "--degree") cfg.degree = std::stoi(value());
    else if (a == "--paper") {  // §IV: 32M vertices / 256M edges, 4000 x 4000 mesh, depth-11 tree
      cfg.scale = 25;
      cfg.degree = 8;
      cfg.mesh = 4000;
      cfg.tree_depth = 11;
    } else if (a == "--devices") devices = value();
    else if (a == "--mesh") cfg.mesh = index_t(std::stoul(value()));
    else if (a == "--tree-depth") cfg.tree_depth = index_t(std::stoul(value()));
    else if (a == "--sources") cfg.sources = std::stoi(value());
    else if (a == "--threads") cfg.max_threads = std::stoi(value());
    else if (a == "--thread-list") {
      std::string list = value();
      for (std::size_t at = 0; at < list.size();) {
        std::size_t comma = list.find(',', at);
        if (comma == std::string::npos) comma = list.size();
        cfg.thread_counts.push_back(std::stoi(list.substr(at, comma - at)));
        at = comma + 1;
      }
    } else if (a == "--sha") sha = value();
    else if (a == "--only") cfg.only = value();
    else if (a == "--hybrid-variant") cfg.hybrid_variants.push_back(value());
    else throw gb::invalid_value("bench_hong: unknown option " + a);
  }
  if (devices == "auto") cfg.cuda = gb::memory::cuda_available();
  else if (devices == "cpu") cfg.cuda = false;
  else if (devices == "cpu,cuda" || devices == "cuda,cpu" || devices == "cuda") cfg.cuda = true;
  else throw gb::invalid_value("bench_hong: --devices takes cpu or cpu,cuda, not " + devices);
  if (cfg.cuda && !gb::memory::cuda_available())
    throw gb::not_supported("bench_hong: --devices asks for cuda but no CUDA device is available");
  if (cfg.thread_counts.empty())
    for (int t = 1; t <= cfg.max_threads; ++t) cfg.thread_counts.push_back(t);
  cfg.env = gb::bench::gather_environment();  // the build's git revision, unless --sha names one
  if (!sha.empty()) cfg.env.git_sha = sha;
  return cfg;
}

}  // namespace

int main(int argc, char** argv) {
  graphblade::baselines::register_baseline_bfs();
  try {
    const settings cfg = parse(argc, argv);
    if (cfg.only.empty() || cfg.only == "fig6") {
      const int s = cfg.scale;
      const int d = cfg.degree;
      fig6(cfg, "rmat:" + std::to_string(s) + ":" + std::to_string(d),
           gb::gen::rmat(s, d, 0.45, 0.25, 0.15, 1, true).to_matrix().cast<bool>());
      fig6(cfg, "uniform:" + std::to_string(s) + ":" + std::to_string(d),
           gb::gen::uniform(s, d, 1).to_matrix().cast<bool>());
      fig6(cfg, "kron:" + std::to_string(s) + ":16", gb::gen::kronecker(s, 16, 1).to_matrix().cast<bool>());
    }
    if (cfg.only.empty() || cfg.only == "table4") table4(cfg);
    if (cfg.only.empty() || cfg.only == "fig10") fig10(cfg);
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << std::endl;
    return 2;
  }
  return 0;
}
