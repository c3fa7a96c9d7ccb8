// Benchmark of the GraphBLAS BFS on the CPU backend: gb-push, gb-pull and
// gb-auto (algorithms/bfs/gb), next to SuiteSparse:GraphBLAS's BFS
// ("suitesparse" in the registry, present when the library was built with
// GraphBLAS) at the same thread count, on Graph500 Kronecker graphs (edge
// factor 16). Per graph: seeded sources with a neighbour (the same for every
// algorithm), prepare once (untimed, reported apart), one warm-up traversal,
// then one timed traversal per source, its levels checked against the
// reference BFS outside the timing. Reports median ms and Graph500 GTEPS
// (undirected input edges inside the traversed component / time; harmonic
// mean over sources). Sources by the harness rule has_neighbour; one JSON line
// per (graph, algorithm) on stdout through the harness writer (with git, host
// and time), a markdown table on stderr.
//
// Usage: bench_cpu_bfs [--scales 16,17,18,19,20] [--sources 8] [--sigma]
//                      [--algos gb-push,gb-pull,gb-auto,suitesparse] [--threads T]
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bench/baselines/baselines.hpp"
#include "bench/harness/json_lines.hpp"
#include "bench/harness/sources.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/gen/generators.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

struct bench_config {
  std::vector<int> scales = {16, 17, 18, 19, 20};
  int sources = 8;
  bool sigma = false;
  std::vector<std::string> algos = {"gb-push", "gb-pull", "gb-auto", "suitesparse"};
  int threads = omp_get_max_threads();
};

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

bench_config parse_args(int argc, char** argv) {
  bench_config cfg;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw gb::invalid_value("bench_cpu_bfs: " + a + " needs a value");
      return argv[++i];
    };
    if (a == "--scales") {
      cfg.scales.clear();
      for (auto& s : split_list(value())) cfg.scales.push_back(std::stoi(s));
    } else if (a == "--sources") {
      cfg.sources = std::stoi(value());
    } else if (a == "--sigma") {
      cfg.sigma = true;
    } else if (a == "--algos") {
      cfg.algos = split_list(value());
    } else if (a == "--threads") {
      cfg.threads = std::stoi(value());
    } else {
      throw gb::invalid_value("bench_cpu_bfs: unknown argument " + a);
    }
  }
  return cfg;
}

/// A timed source: its vertex, reference levels, and the undirected edges of its component.
struct bench_source {
  index_t vertex;
  std::vector<std::int64_t> level;
  double component_edges;
};

/// The timed sources (harness rule has_neighbour) with their reference levels and component edges.
std::vector<bench_source> seeded_sources(const gb::Matrix<bool>& A, int count, std::uint64_t seed) {
  const gb::offset_t* ptr = A.offsets().data();
  const index_t* col = A.indices().data();
  gb::bfs_options levels_only;
  levels_only.parents = levels_only.sigma = false;
  std::vector<bench_source> out;
  for (index_t s : gb::bench::pick_sources(A, count, seed, gb::bench::source_rule::has_neighbour)) {
    bench_source b{s, gb::reference_bfs(A, s, levels_only).level, 0};
    double stored = 0, loops = 0;
    for (index_t v = 0; v < A.nrows(); ++v) {
      if (b.level[v] < 0) continue;
      stored += double(ptr[v + 1] - ptr[v]);
      for (gb::offset_t e = ptr[v]; e < ptr[v + 1]; ++e) loops += col[e] == v;
    }
    b.component_edges = (stored - loops) / 2 + loops;  // symmetric: each undirected edge stored twice
    out.push_back(std::move(b));
  }
  return out;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

struct algo_stats {
  std::string algo;
  double prepare_ms = 0, median_ms = 0, hmean_gteps = 0;
};

algo_stats run_algorithm(const gb::Matrix<bool>& A, const std::vector<bench_source>& sources,
                         const std::string& name, const gb::bfs_options& asked) {
  const auto& algo = gb::find_bfs_algorithm(name);
  const gb::bfs_options opt = algo.supported(asked);
  algo_stats st{name};
  auto t0 = std::chrono::steady_clock::now();
  auto state = algo.prepare_for(A, "cpu", opt);
  st.prepare_ms = 1e3 * seconds_since(t0);
  state->traverse(sources[0].vertex, opt);  // warm-up: workspaces, page faults
  std::vector<double> ms;
  double inverse_teps = 0;
  for (const auto& s : sources) {
    t0 = std::chrono::steady_clock::now();
    state->traverse(s.vertex, opt);
    const double t = seconds_since(t0);
    if (state->result().level != s.level)
      throw gb::invalid_value("bench_cpu_bfs: " + name + " levels differ from the reference from source " +
                              std::to_string(s.vertex));
    ms.push_back(1e3 * t);
    inverse_teps += t / s.component_edges;
  }
  std::sort(ms.begin(), ms.end());
  st.median_ms = ms.size() % 2 ? ms[ms.size() / 2] : 0.5 * (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]);
  st.hmean_gteps = 1e-9 * double(sources.size()) / inverse_teps;
  return st;
}

bool registered(const std::string& name) {
  for (const auto& a : gb::bfs_algorithms())
    if (a.name == name) return true;
  return false;
}

}  // namespace

int main(int argc, char** argv) try {
  graphblade::baselines::register_baseline_bfs();
  const bench_config cfg = parse_args(argc, argv);
  omp_set_num_threads(cfg.threads);
  const gb::bench::run_environment env = gb::bench::gather_environment();
  gb::bfs_options opt;
  opt.sigma = cfg.sigma;  // Graph500 kernel 2: levels and parents; --sigma adds path counts
  std::fprintf(stderr, "| graph | n | nnz | algorithm | threads | prepare ms | median ms | GTEPS (hmean) |\n");
  std::fprintf(stderr, "|---|---|---|---|---|---|---|---|\n");
  for (int scale : cfg.scales) {
    const gb::Matrix<bool> A = gb::gen::kronecker(scale, 16, 1).to_matrix().cast<bool>();
    const auto sources = seeded_sources(A, cfg.sources, 20260101 + scale);
    for (const auto& name : cfg.algos) {
      if (!registered(name)) {
        std::fprintf(stderr, "(%s is not registered in this build: skipped)\n", name.c_str());
        continue;
      }
      const algo_stats st = run_algorithm(A, sources, name, opt);
      nlohmann::ordered_json rec{{"bench", "cpu_bfs"},
                                 {"graph", "kron:" + std::to_string(scale) + ":16"},
                                 {"n", A.nrows()},
                                 {"nnz", A.nvals()},
                                 {"algorithm", name},
                                 {"threads", cfg.threads},
                                 {"sigma", cfg.sigma},
                                 {"source_rule", gb::bench::to_string(gb::bench::source_rule::has_neighbour)},
                                 {"sources", sources.size()},
                                 {"prepare_ms", st.prepare_ms},
                                 {"median_ms", st.median_ms},
                                 {"hmean_gteps", st.hmean_gteps}};
      gb::bench::write_json_line(std::cout, gb::bench::stamp_record(std::move(rec), env));
      std::fprintf(stderr, "| kron:%d | %u | %llu | %s | %d | %.1f | %.2f | %.4f |\n", scale, A.nrows(),
                   (unsigned long long)A.nvals(), name.c_str(), cfg.threads, st.prepare_ms, st.median_ms,
                   st.hmean_gteps);
    }
  }
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "error: %s\n", e.what());
  return 2;
}
