// `graphblade ibfs-bench`: iBFS against its baselines on one graph and one
// source set (Liu, Huang & Hu, SIGMOD'16 §8 compares with "sequential": i
// single-source runs), one JSON line per run with the device, the git SHA and
// aggregate TEPS = Σ over instances of the Graph500 edges of that instance's
// traversal / wall time:
//   ibfs-groupby   groups by the out-degree GroupBy rules (int32 levels)
//   ibfs-random    groups in the order given (random sources: random grouping)
//   ibfs-groupby-bytes, ibfs-random-bytes  the same keeping byte levels (ibfs_options::byte_levels)
//   sequential     i traversals of --seq-algo, summed: by default graphblade's fastest
//                  single-source BFS on the device (xbfs on cuda, hong-hybrid on the cpu)
//   suitesparse    SuiteSparse:GraphBLAS n x i frontier (cpu, when built with it)
// Each method runs --warmup times untimed first (the device pool takes its arrays from the system then).
// Every ibfs level is checked against the sequential levels of its source, through
// one 64-bit digest of each source's level vector (an order-free sum of mixed
// (vertex, level) pairs), so that the check takes O(i) memory, not n·i.
// --bc times betweenness (batched Brandes on iBFS) against SuiteSparse's batched
// Brandes (bench/suitesparse/suitesparse_bc.cpp) and compares the values.
//   graphblade ibfs-bench --graph kron:18 --sources random:256:1 [--device cpu] [--seq-algo xbfs]
//                         [--group-words 4] [--trials 3] [--out FILE]
#include <nlohmann/json.hpp>

#include <omp.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>

#include "bench/harness/environment.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "tools/bfs_timing.hpp"
#ifdef GRAPHBLADE_HAS_SUITESPARSE
#include "bench/suitesparse/suitesparse_bc.hpp"
#include "bench/suitesparse/suitesparse_msbfs.hpp"
#endif

namespace graphblade::cli {

namespace {

struct ibfs_bench_args {
  std::string graph, sources = "random:256:1", device = "cpu", seq_algo, out;
  int group_words = 0, trials = 3, warmup = 1;
  double alpha = ibfs_options{}.alpha, beta = ibfs_options{}.beta;
  std::string direction = "auto";
  bool no_suitesparse = false, bc = false;
};

/// A mix of (v, level) whose sum over the vertices digests a level vector (splitmix64's finaliser).
inline std::uint64_t level_term(index_t v, std::int64_t level) {
  std::uint64_t z = (std::uint64_t(v) << 32) ^ std::uint64_t(level + 1) ^ 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// The digests of the columns of a row-major n x cols level table (level(v, c) = at(v, c)).
template <class At>
std::vector<std::uint64_t> column_digests(index_t n, std::size_t cols, At at) {
  std::vector<std::uint64_t> digest(cols, 0);
#pragma omp parallel
  {
    std::vector<std::uint64_t> mine(cols, 0);
#pragma omp for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(n); ++v)
      for (std::size_t c = 0; c < cols; ++c) mine[c] += level_term(index_t(v), at(index_t(v), c));
#pragma omp critical
    for (std::size_t c = 0; c < cols; ++c) digest[c] += mine[c];
  }
  return digest;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

/// What every JSON line starts with: the run, the graph, the device, the revision.
nlohmann::json run_facts(const char* bench_name, const ibfs_bench_args& a, const bench::run_environment& env,
                         const bfs_graph& g, std::size_t sources) {
  nlohmann::json j;
  j["bench"] = bench_name;
  j["graph"] = a.graph;
  j["n"] = g.A.nrows();
  j["nnz"] = g.A.nvals();
  j["undirected"] = g.undirected;
  j["sources"] = sources;
  j["source_list"] = a.sources;
  j["device"] = a.device;
  j["device_name"] = bench::device_name(env, a.device, omp_get_max_threads());
  j["threads"] = omp_get_max_threads();
  j["git_sha"] = env.git_sha;
  j["git_dirty"] = env.git_dirty;
  j["timestamp"] = env.timestamp;
  return j;
}

/// Append the line to `path` (when given) and print it.
void emit_line(const nlohmann::json& j, const std::string& path) {
  if (!path.empty()) {
    std::ofstream f(path, std::ios::app);
    if (!f) throw io_error(path, 0, "cannot open for appending");
    f << j.dump() << "\n";
  }
  std::cout << j.dump() << "\n";
}

/// --bc: batched Brandes on iBFS (cpu or cuda) against SuiteSparse's batched Brandes (host threads), values
/// compared.
void run_bc_bench(const ibfs_bench_args& a, const bench::run_environment& env) {
  const place where = a.device == "cpu" ? host : cuda(0);
  if (!where.is_host() && !memory::cuda_available()) throw not_supported("no CUDA device is available");
  const bfs_graph g = load_bfs_graph(a.graph);
  const std::vector<index_t> sources = parse_source_list(a.sources, g.A);
  ibfs_options opt;
  opt.group_words = a.group_words;
  std::vector<double> ours_ms, ss_ms, ours, theirs;
  // the graph prepared once, untimed, as SuiteSparse's matrix is built before its clock starts
  const auto prepare = std::chrono::steady_clock::now();
  const gb_bfs_graph gg(g.A, where);
  const double prepare_ms = ms_since(prepare);
  for (int t = 0; t < a.warmup; ++t) ours = betweenness(gg, sources, opt);
  for (int t = 0; t < a.trials; ++t) {
    const auto start = std::chrono::steady_clock::now();
    ours = betweenness(gg, sources, opt);
    ours_ms.push_back(ms_since(start));
  }
  nlohmann::json j = run_facts("bc", a, env, g, sources.size());
  j["graph_prepare_ms"] = prepare_ms;
  j["graphblade_ms"] = ours_ms;
  j["graphblade_median_ms"] = median(ours_ms);
  bool valid = true;
#ifdef GRAPHBLADE_HAS_SUITESPARSE
  if (!a.no_suitesparse) {
    for (int t = 0; t < a.trials; ++t) {
      double ms = 0;
      theirs = suitesparse_betweenness(g.A, sources, &ms, omp_get_max_threads());
      ss_ms.push_back(ms);
    }
    for (std::size_t v = 0; v < ours.size(); ++v)
      valid = valid && std::abs(ours[v] - theirs[v]) <= 1e-9 * std::max(1.0, std::abs(theirs[v]));
    j["suitesparse_ms"] = ss_ms;
    j["suitesparse_median_ms"] = median(ss_ms);
    j["speedup_over_suitesparse"] = median(ss_ms) / median(ours_ms);
    j["suitesparse_version"] = env.graphblas_version;
  }
#endif
  j["equal_to_suitesparse"] = theirs.empty() ? nlohmann::json(nullptr) : nlohmann::json(valid);
  emit_line(j, a.out);
  if (!valid) throw validation_failed("graphblade's and SuiteSparse's betweenness differ");
}

void run_ibfs_bench(const ibfs_bench_args& a) {
  const bench::run_environment env = bench::gather_environment();
  if (a.bc) return run_bc_bench(a, env);
  const place where = a.device == "cpu" ? host : cuda(0);
  if (!where.is_host() && !memory::cuda_available()) throw not_supported("no CUDA device is available");
  const bfs_graph g = load_bfs_graph(a.graph);
  const std::vector<index_t> sources = parse_source_list(a.sources, g.A);
  const index_t n = g.A.nrows();
  const std::size_t i = sources.size();

  // Sequential: i single-source runs (levels kept: they check ibfs and give each instance's edges).
  const bfs_algorithm& seq =
      find_bfs_algorithm(!a.seq_algo.empty() ? a.seq_algo : where.is_host() ? "hong-hybrid" : "xbfs");
  // the Graph500 edges each reached vertex contributes: an instance's edges cost O(n), not O(nnz)
  const std::vector<offset_t> edges_of = traversed_edges_per_vertex(g.A, g.undirected);
  check_device(seq, a.device);
  bfs_options seq_opt;
  seq_opt.parents = seq_opt.sigma = false;
  auto state = seq.prepare_for(g.A, a.device, seq_opt);
  std::vector<double> seq_ms;
  for (int t = 0; t < a.warmup && i > 0; ++t) state->traverse(sources[0], seq_opt);  // untimed
  std::vector<std::uint64_t> want(i);  // the digest of each source's sequential levels
  double edges = 0;
  for (int t = 0; t < a.trials; ++t) {
    double total = 0;
    for (std::size_t j = 0; j < i; ++j) {
      const auto start = std::chrono::steady_clock::now();
      state->traverse(sources[j], seq_opt);
      total += ms_since(start);
      if (t == 0) {
        const bfs_result r = state->result();
        offset_t reached_edges = 0;
#pragma omp parallel for schedule(static) reduction(+ : reached_edges)
        for (std::int64_t v = 0; v < std::int64_t(n); ++v) reached_edges += r.level[v] >= 0 ? edges_of[v] : 0;
        want[j] = column_digests(n, 1, [&](index_t v, std::size_t) { return r.level[v]; })[0];
        edges += double(reached_edges);
      }
    }
    seq_ms.push_back(total);
  }

  nlohmann::json methods = nlohmann::json::object();
  auto record = [&](const std::string& name, const std::vector<double>& ms, bool valid, nlohmann::json extra) {
    const double med = median(ms);
    extra["trials_ms"] = ms;
    extra["median_ms"] = med;
    extra["aggregate_gteps"] = med > 0 ? edges / (med * 1e-3) / 1e9 : 0;
    extra["valid"] = valid;
    methods[name] = extra;
  };
  record("sequential", seq_ms, true, {{"algo", seq.name}});

  const gb_bfs_graph gg(g.A, where);
  for (const auto& [group_by, byte_levels] : {std::pair{true, false}, {false, false}, {true, true}, {false, true}}) {
    ibfs_options opt;
    opt.group_words = a.group_words;
    opt.group_by = group_by;
    opt.byte_levels = byte_levels;
    opt.alpha = a.alpha;
    opt.beta = a.beta;
    opt.direction = a.direction == "push"   ? gb_bfs_direction::push
                    : a.direction == "pull" ? gb_bfs_direction::pull
                                            : gb_bfs_direction::automatic;
    std::vector<double> ms;
    bool valid = true;
    std::int64_t pull_levels = 0, levels = 0, groups = 0;
    std::size_t group_bytes = 0;
    // untimed runs first: the device's memory pool takes the group's arrays from the system once
    for (int t = 0; t < a.warmup; ++t) ibfs_run(gg, sources, opt, [](const ibfs_group&) {});
    for (int t = 0; t < a.trials; ++t) {
      double total = 0;
      auto start = std::chrono::steady_clock::now();
      ibfs_run(gg, sources, opt, [&](const ibfs_group& group) {
        total += ms_since(start);  // the group's traversal; the checks below are not timed
        if (t == 0) {
          const DenseMatrix<std::int32_t> L = ibfs_levels_on_host(group);
          const std::vector<std::uint64_t> got = column_digests(
              n, group.positions.size(), [&](index_t v, std::size_t c) { return std::int64_t(L(v, index_t(c))); });
          for (std::size_t c = 0; c < group.positions.size(); ++c) valid = valid && got[c] == want[group.positions[c]];
          pull_levels += group.pull_levels;
          levels += group.depth;
          groups += 1;
          group_bytes = group.bytes;
        }
        start = std::chrono::steady_clock::now();
      });
      ms.push_back(total);
    }
    record(std::string(group_by ? "ibfs-groupby" : "ibfs-random") + (byte_levels ? "-bytes" : ""), ms, valid,
           {{"group_words", ibfs_group_words(opt, n, i, where)},
            {"byte_levels", byte_levels},
            {"groups", groups},
            {"group_bytes", group_bytes},
            {"levels", levels},
            {"pull_levels", pull_levels}});
  }

#ifdef GRAPHBLADE_HAS_SUITESPARSE
  if (where.is_host() && !a.no_suitesparse) {
    suitesparse_msbfs ss(g.A, omp_get_max_threads());
    std::vector<double> ms;
    for (int t = 0; t < a.warmup; ++t) ss.run(sources);  // untimed
    for (int t = 0; t < a.trials; ++t) ms.push_back(ss.run(sources));
    const std::vector<std::int32_t> levels = ss.levels();
    const std::vector<std::uint64_t> got =
        column_digests(n, i, [&](index_t v, std::size_t c) { return std::int64_t(levels[std::size_t(v) * i + c]); });
    record("suitesparse", ms, got == want, {{"version", env.graphblas_version}});
  }
#endif

  nlohmann::json j = run_facts("ibfs", a, env, g, i);
  j["graph500_edges_all_instances"] = edges;
  j["ibfs_alpha"] = a.alpha;
  j["ibfs_beta"] = a.beta;
  j["ibfs_direction"] = a.direction;
  j["methods"] = methods;
  const double seq_med = methods["sequential"]["median_ms"].get<double>();
  for (const char* m : {"ibfs-groupby", "ibfs-random", "suitesparse"})
    if (methods.contains(m)) j["speedup_over_sequential"][m] = seq_med / methods[m]["median_ms"].get<double>();
  if (methods.contains("suitesparse"))
    j["ibfs_groupby_over_suitesparse"] =
        methods["suitesparse"]["median_ms"].get<double>() / methods["ibfs-groupby"]["median_ms"].get<double>();
  emit_line(j, a.out);
  bool all_valid = true;
  for (auto& [name, m] : methods.items()) all_valid = all_valid && m["valid"].get<bool>();
  if (!all_valid) throw validation_failed("a method's levels differ from the sequential BFS levels");
}

}  // namespace

void add_ibfs_bench_command(CLI::App& app) {
  auto a = std::make_shared<ibfs_bench_args>();
  CLI::App* cmd = app.add_subcommand("ibfs-bench", "iBFS vs sequential BFS and SuiteSparse from many sources (JSON)");
  cmd->add_option("--graph,-g", a->graph, "graph file or generator spec")->required();
  cmd->add_option("--sources", a->sources, "3,17,42 | @FILE | random:K[:SEED]")->capture_default_str();
  cmd->add_option("--device,-d", a->device, "cpu or cuda")->capture_default_str()->check(
      CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--seq-algo", a->seq_algo,
                  "single-source BFS of the sequential baseline (default: xbfs on cuda, hong-hybrid on cpu)");
  cmd->add_option("--group-words", a->group_words, "k: 64·k sources per iBFS group (0: from the free memory)")
      ->capture_default_str()->check(CLI::Range(0, 1024));
  cmd->add_option("--trials,-t", a->trials, "timed runs of each method")->capture_default_str()->check(
      CLI::Range(1, 1000));
  cmd->add_option("--alpha", a->alpha, "iBFS direction switch: pull once m_f > m_u / alpha")->capture_default_str();
  cmd->add_option("--beta", a->beta, "iBFS direction switch: back to push once |f| <= n / beta")->capture_default_str();
  cmd->add_option("--direction", a->direction, "iBFS levels: auto (the switch), push or pull")
      ->capture_default_str()->check(CLI::IsMember({"auto", "push", "pull"}));
  cmd->add_option("--warmup", a->warmup, "untimed runs of each method before its trials")
      ->capture_default_str()->check(CLI::Range(0, 100));
  cmd->add_flag("--no-suitesparse", a->no_suitesparse, "skip the SuiteSparse baseline");
  cmd->add_flag("--bc", a->bc, "betweenness instead: batched Brandes (--device) vs SuiteSparse's (host threads)");
  cmd->add_option("--out,-o", a->out, "also append the JSON line to FILE");
  cmd->callback([a] { run_ibfs_bench(*a); });
}

}  // namespace graphblade::cli
