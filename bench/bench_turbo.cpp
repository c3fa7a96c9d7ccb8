// TurboBFS benchmark (Artiles & Saeed §IV, Tables I-II): MTEPs of every
// turbo-* variant per graph and device, the best variant per graph, its
// speedup over the SuiteSparse:GraphBLAS baseline ("suitesparse", CPU, the
// host's threads) and the paper's Titan Xp MTEPs beside it
// (bench/results/turbo/paper_titanxp.csv).
//
//   bench_turbo --graphs email-Enron,delaunay_n15,mycielski:14,kron:16 --out turbo.jsonl
//               [--graph-list FILE] [--devices cpu,cuda] [--sources 8] [--seed 1]
//               [--markdown table.md] [--paper CSV] [--data DIR] [--git-sha SHA]
//   bench_turbo --memory-showcase --scales 24,25,26,27 [--variants turbo-bu-vector,...]
//               [--devices cuda] [--sources 2] [--validate-max-scale 27] --out mem.jsonl
//
// Table mode: per graph and device, MTEPs of every variant, the best, its
// speedup over SuiteSparse:GraphBLAS (run once per graph on the host, whatever
// --devices says), the paper's Titan Xp MTEPs and our ratio to them, and the
// issue's targets (GPU rows): >= 10x the paper on mycielski and kron graphs,
// >= 15.7x SuiteSparse everywhere.
//
// Memory showcase (memory_showcase below): kron:S generated straight into the
// variant's one format (kron_pattern.hpp), copied to the device, the device
// bytes it takes measured, 2 sources timed and validated.
//
// Conventions as the paper: MTEPs = stored entries (nnz, both directions of an
// undirected edge) / mean traversal time; each variant computes what the paper's
// does (top-down: σ and depth; bottom-up and tdbu: levels, which come with parents);
// the baseline computes levels. Sources: seeded, out-degree > 0, the same for every
// algorithm (the harness rule has_out_edge, bench/harness/sources.hpp). Every timed
// result is checked against the reference BFS (σ or levels). One JSON line per graph
// × algorithm × device (schema graphblade.bench_turbo/1), then one "best" line per
// graph × device, through the harness writer (git, host and time stamped).
#include <omp.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "bench/baselines/baselines.hpp"
#include "bench/harness/environment.hpp"
#include "bench/harness/json_lines.hpp"
#include "bench/harness/sources.hpp"
#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "algorithms/bfs/turbo/kron_pattern.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/container/detail/compress.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/io/load_graph.hpp"
#ifdef GRAPHBLADE_HAS_CUDA
#include <cuda_runtime.h>

#include "graphblade/backend/cuda/workspace.cuh"
#endif

namespace gb = graphblade;
using json = nlohmann::ordered_json;

namespace {

std::string source_dir() {
  std::string f = __FILE__;
  return f.substr(0, f.find_last_of('/'));
}

/// The run environment (git revision, host, GPU), gathered once in main.
gb::bench::run_environment environment;

std::string device_name(const std::string& device) {
  return gb::bench::device_name(environment, device, omp_get_max_threads());
}

/// One record through the harness writer (git, host and time stamped).
void write_record(std::ostream& out, json record) {
  gb::bench::write_json_line(out, gb::bench::stamp_record(std::move(record), environment));
}

/// The paper's row for a spec (paper_titanxp.csv), by spec.
struct paper_row {
  std::string graph;
  double mteps = 0, speedup = 0;
  int depth = 0;
};
std::map<std::string, paper_row> read_paper(const std::string& path) {
  std::map<std::string, paper_row> rows;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("paper_graph", 0) == 0) continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    for (std::string x; std::getline(ss, x, ',');) f.push_back(x);
    if (f.size() < 8) continue;
    rows[f[1]] = {f[0], std::stod(f[6]), std::stod(f[7]), std::stoi(f[5])};
  }
  return rows;
}

/// A bare name becomes <data>/graphs/<name>.mtx.gz when that exists.
std::string resolve(const std::string& spec, const std::string& data) {
  if (gb::io::is_generator_spec(spec) || spec.find('/') != std::string::npos) return spec;
  for (const char* ext : {".mtx.gz", ".mtx"}) {
    const std::string p = data + "/graphs/" + spec + ext;
    if (std::ifstream(p).good()) return p;
  }
  return spec;
}

/// `count` distinct seeded vertices with out-degree > 0 (the harness rule has_out_edge).
std::vector<gb::index_t> pick_sources(const gb::Matrix<bool>& A, int count, std::uint64_t seed) {
  return gb::bench::pick_sources(A, count, seed, gb::bench::source_rule::has_out_edge);
}

/// --knob settings, given to every turbo-* variant.
std::map<std::string, double> turbo_knobs;

/// What each algorithm computes in the timed runs (as in the paper).
gb::bfs_options outputs_for(const std::string& algo) {
  gb::bfs_options o;
  if (algo.rfind("turbo-", 0) == 0) o.knobs = turbo_knobs;
  o.parents = false;
  const bool top_down = algo.rfind("turbo-td-", 0) == 0;
  o.sigma = top_down;
  o.levels = !top_down;
  return o;
}

/// "" when r agrees with the reference on what opt asked for.
std::string check(const gb::bfs_result& r, const gb::bfs_result& want, const gb::bfs_options& opt) {
  if (opt.levels && r.level != want.level) return "levels differ from the reference";
  if (opt.sigma) {
    if (r.sigma.size() != want.sigma.size()) return "sigma missing";
    for (std::size_t v = 0; v < want.sigma.size(); ++v) {
      const double w = want.sigma[v], g = r.sigma[v];
      if (w < 9007199254740992.0 ? g != w : std::fabs(g - w) > 1e-9 * w) return "sigma differs from the reference";
    }
    if (r.depth != want.depth) return "depth differs from the reference";
  }
  return "";
}

struct measured {
  std::string algo, device;
  double mteps = 0, ms_mean = 0;
  bool valid = false, ran = false;
};

double mean(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x;
  return v.empty() ? 0 : s / double(v.size());
}

/// The targets for a GPU result: >= 10x the paper's Titan Xp MTEPs on
/// mycielski and kron graphs, >= 15.7x SuiteSparse:GraphBLAS everywhere.
constexpr double paper_target = 10.0, suitesparse_target = 15.7;
bool paper_target_applies(const std::string& spec) {
  return spec.find("mycielski") != std::string::npos || spec.rfind("kron", 0) == 0;
}

std::string fixed(double x, int digits) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*f", digits, x);
  return b;
}

/// "yes", or "no (why)" for the targets the row misses; "-" when nothing to compare.
std::string target_verdict(const std::string& spec, double x_suitesparse, double x_paper, bool have_paper) {
  std::vector<std::string> missed;
  bool compared = false;
  if (x_suitesparse > 0) {
    compared = true;
    if (x_suitesparse < suitesparse_target) missed.push_back(fixed(x_suitesparse, 1) + "x SuiteSparse < 15.7x");
  }
  if (have_paper && paper_target_applies(spec)) {
    compared = true;
    if (x_paper < paper_target) missed.push_back(fixed(x_paper, 2) + "x paper < 10x");
  }
  if (!compared) return "-";
  if (missed.empty()) return "yes";
  std::string out = "no (";
  for (std::size_t i = 0; i < missed.size(); ++i) out += (i ? "; " : "") + missed[i];
  return out + ")";
}

/// Short column name of an algorithm (turbo-td-cooc -> td-cooc).
std::string short_name(const std::string& algo) { return algo.rfind("turbo-", 0) == 0 ? algo.substr(6) : algo; }

// ---------------------------------------------------------------- memory showcase

/// Peak resident host memory of this process so far, bytes (VmHWM).
std::size_t host_peak_bytes() {
  std::ifstream in("/proc/self/status");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::size_t(std::stoull(line.substr(6))) * 1024;
  return 0;
}

/// Device memory accounting: the pool graphblade allocates from (src/cuda/memory.cu)
/// and the thread's workspace. Host runs report zeros.
struct device_meter {
  bool on_device = false;
#ifdef GRAPHBLADE_HAS_CUDA
  cudaMemPool_t pool{};
#endif
  explicit device_meter(bool cuda_device) : on_device(cuda_device) {
#ifdef GRAPHBLADE_HAS_CUDA
    if (on_device && cudaDeviceGetDefaultMemPool(&pool, 0) != cudaSuccess) on_device = false;
#endif
  }
  /// Free the workspace and the pool's cache, reset the pool's high-water mark.
  void reset() {
#ifdef GRAPHBLADE_HAS_CUDA
    if (!on_device) return;
    gb::gpu::default_workspace(0).release();
    (void)cudaDeviceSynchronize();
    (void)cudaMemPoolTrimTo(pool, 0);
    std::uint64_t zero = 0;
    (void)cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &zero);
#endif
  }
  std::uint64_t pool_attr(int which) const {
    std::uint64_t v = 0;
#ifdef GRAPHBLADE_HAS_CUDA
    if (on_device) (void)cudaMemPoolGetAttribute(pool, cudaMemPoolAttr(which), &v);
#else
    (void)which;
#endif
    return v;
  }
  /// Peak bytes allocated from the pool since reset() (graph + vectors + workspace).
  std::uint64_t peak() const {
#ifdef GRAPHBLADE_HAS_CUDA
    return pool_attr(int(cudaMemPoolAttrUsedMemHigh));
#else
    return 0;
#endif
  }
  std::uint64_t workspace_bytes() const {
#ifdef GRAPHBLADE_HAS_CUDA
    if (on_device) return gb::gpu::default_workspace(0).bytes_held();
#endif
    return 0;
  }
  void memory_info(std::size_t& free, std::size_t& total) const {
    free = total = 0;
#ifdef GRAPHBLADE_HAS_CUDA
    if (on_device) (void)cudaMemGetInfo(&free, &total);
#endif
  }
};

/// The symmetric graph H (host CSR arrays = CSC arrays) in variant v's format on `where`.
gb::Matrix<bool> graph_for(gb::turbo::variant v, const gb::Matrix<bool>& H, const gb::place& where) {
  const gb::index_t n = H.nrows();
  if (gb::turbo::format_for(v) == gb::format::csc)
    return gb::Matrix<bool>::adopt(n, n, gb::format::csc, H.offsets().to(where), H.indices().to(where), {}, {},
                                   where, true);
  gb::buffer<gb::index_t> cols = gb::detail::expand_offsets(H.offsets(), n);  // COOC: column of each entry
  gb::buffer<gb::index_t> cols_there = where.is_host() ? std::move(cols) : cols.to(where);
  cols.release();
  return gb::Matrix<bool>::adopt(n, n, gb::format::cooc, {}, H.indices().to(where), std::move(cols_there), {}, where,
                                 true);
}

struct showcase_args {
  std::vector<int> scales;
  std::vector<std::string> variants, devices;
  int sources = 2, validate_max_scale = 27, edge_factor = 16;
  std::uint64_t seed = 1, kron_seed = 1;
  std::string sha;
};

/// For each scale: generate kron:S once into pattern arrays (kron_pattern.hpp),
/// then per device and variant copy it to the device in the variant's format,
/// prepare, run the sources, validate levels (Graph500 rules, validate_levels,
/// on the host graph; independent of every BFS) up to validate_max_scale, and
/// record the device bytes. An out_of_memory ends that variant's scale series.
void memory_showcase(const showcase_args& a, std::ostream& out) {
  using clock = std::chrono::steady_clock;
  auto ms_since = [](clock::time_point t) { return std::chrono::duration<double, std::milli>(clock::now() - t).count(); };
  std::map<std::string, int> largest_ok, oom_at;
  for (int scale : a.scales) {
    auto t0 = clock::now();
    gb::turbo::symmetric_pattern pat;
    try {
      pat = gb::turbo::kron_symmetric_pattern(scale, a.edge_factor, a.kron_seed);
    } catch (const std::exception& e) {
      json r{{"schema", "graphblade.bench_turbo_memory/1"}, {"kind", "generate"}, {"scale", scale}, {"error", e.what()}};
      write_record(out, r);
      break;
    }
    const double gen_ms = ms_since(t0);
    const gb::index_t n = pat.n;
    const gb::Matrix<bool> H =
        gb::Matrix<bool>::adopt(n, n, gb::format::csr, std::move(pat.offsets), std::move(pat.indices), {}, {}, gb::host, true);
    const auto src = pick_sources(H, a.sources, a.seed);
    json g{{"schema", "graphblade.bench_turbo_memory/1"}, {"kind", "generate"}, {"graph", "kron:" + std::to_string(scale)},
           {"scale", scale}, {"edge_factor", a.edge_factor}, {"n", n}, {"nnz", H.nvals()}, {"gen_ms", gen_ms},
           {"host_threads", omp_get_max_threads()}, {"host_peak_bytes", host_peak_bytes()},
           {"host_graph_bytes", H.bytes()}, {"git_sha", a.sha}};
    write_record(out, g);
    for (const auto& device : a.devices) {
      for (const auto& name : a.variants) {
        const std::string key = device + "/" + name;
        if (oom_at.count(key)) continue;
        const gb::turbo::variant v = gb::turbo::variant_named(name);
        gb::bfs_options opt;
        opt.levels = true;   // validated below
        opt.parents = false;
        opt.sigma = false;   // top-down variants compute σ anyway (it drives them)
        opt.knobs = turbo_knobs;
        json r{{"schema", "graphblade.bench_turbo_memory/1"}, {"kind", "run"}, {"graph", "kron:" + std::to_string(scale)},
               {"scale", scale}, {"n", n}, {"nnz", H.nvals()}, {"algo", name}, {"device", device},
               {"device_name", device_name(device)}, {"format", gb::turbo::format_for(v) == gb::format::csc ? "csc" : "cooc"},
               {"outputs", "levels"}, {"git_sha", a.sha}};
        device_meter meter(device == "cuda");
        meter.reset();
        std::size_t free0 = 0, total = 0;
        meter.memory_info(free0, total);
        try {
          t0 = clock::now();
          const gb::place where = device == "cuda" ? gb::cuda(0) : gb::host;
          auto state = gb::turbo::prepare_prebuilt(v, graph_for(v, H, where), opt, true);  // kron is symmetric
          r["prepare_ms"] = ms_since(t0);
          state->traverse(src.at(0), opt);  // warm-up: the workspace grows once
          std::vector<double> ms;
          std::vector<std::string> problems;
          double validate_ms = 0;
          std::size_t free_min = free0;
          for (std::size_t i = 0; i < src.size(); ++i) {
            t0 = clock::now();
            state->traverse(src[i], opt);
            ms.push_back(ms_since(t0));
            std::size_t f = 0, t = 0;
            meter.memory_info(f, t);
            free_min = std::min(free_min, f);
            if (scale <= a.validate_max_scale) {
              t0 = clock::now();
              const gb::bfs_result res = state->result();
              const gb::validation_report rep = gb::validate_levels(H, src[i], res.level);
              validate_ms += ms_since(t0);
              if (!rep.ok) problems.push_back(rep.summary());
            }
          }
          r["state_bytes"] = gb::turbo_state_bytes(*state);
          r["workspace_bytes"] = meter.workspace_bytes();
          r["device_peak_bytes"] = meter.peak();
          if (total) {
            r["device_total_bytes"] = total;
            r["device_used_delta_bytes"] = free0 - free_min;
          }
          r["sources"] = src;
          r["ms"] = ms;
          r["mteps"] = mean(ms) > 0 ? double(H.nvals()) / mean(ms) / 1e3 : 0.0;
          const bool validated = scale <= a.validate_max_scale;
          r["validation"] = validated ? "validate_levels (Graph500 rules on the host graph, every source)"
                                      : "none (scale > --validate-max-scale): timed only";
          if (validated) {
            r["validate_ms"] = validate_ms;
            r["valid"] = problems.empty();
            if (!problems.empty()) r["problem"] = problems.front();
          }
          if (!validated || problems.empty()) largest_ok[key] = std::max(largest_ok[key], scale);
        } catch (const gb::out_of_memory& e) {
          r["out_of_memory"] = true;
          r["error"] = e.what();
          r["device_peak_bytes"] = meter.peak();
          oom_at[key] = scale;
        } catch (const std::exception& e) {
          r["error"] = e.what();
        }
        write_record(out, r);
        meter.reset();
      }
    }
  }
  for (const auto& device : a.devices)
    for (const auto& name : a.variants) {
      const std::string key = device + "/" + name;
      json l{{"schema", "graphblade.bench_turbo_memory/1"}, {"kind", "limit"}, {"algo", name}, {"device", device},
             {"largest_scale_run", largest_ok.count(key) ? largest_ok[key] : -1}};
      if (oom_at.count(key)) l["out_of_memory_at_scale"] = oom_at[key];
      write_record(out, l);
      std::cerr << "memory showcase: " << key << ": largest kron scale " << (largest_ok.count(key) ? largest_ok[key] : -1)
                << (oom_at.count(key) ? ", out of memory at " + std::to_string(oom_at[key]) : std::string()) << "\n";
    }
}

}  // namespace

int main(int argc, char** argv) {
  graphblade::baselines::register_baseline_bfs();
  CLI::App app{"TurboBFS benchmark (Artiles & Saeed Tables I-II): MTEPs per variant, JSON lines"};
  std::vector<std::string> graphs, devices, variants;
  std::string list_file, out_path, md_path, paper_path = source_dir() + "/results/turbo/paper_titanxp.csv";
  std::string data = source_dir() + "/../../shared/data", sha_arg;
  int sources = 8;
  std::uint64_t seed = 1;
  bool showcase = false;
  showcase_args sa;
  app.add_option("--graphs", graphs, "graph specs: names in <data>/graphs, files, generator specs")->delimiter(',');
  app.add_option("--graph-list", list_file, "file with one graph spec per line ('#' comments)");
  app.add_option("--out", out_path, "JSON lines output (default: stdout)");
  app.add_option("--markdown", md_path, "also write the summary table (markdown) here");
  app.add_option("--devices", devices, "cpu and/or cuda (default: cpu, plus cuda when usable)")->delimiter(',');
  app.add_option("--sources", sources, "seeded sources per graph (memory showcase: default 2)")
      ->check(CLI::PositiveNumber);
  app.add_option("--seed", seed, "source picker seed");
  app.add_option("--paper", paper_path, "the paper's Titan Xp numbers (CSV)");
  app.add_option("--data", data, "folder holding graphs/");
  app.add_option("--git-sha", sha_arg, "revision to record (default: env GRAPHBLADE_GIT_SHA, else git)");
  app.add_flag("--memory-showcase", showcase, "kron:S per --scales straight into each variant's format on the device");
  app.add_option("--scales", sa.scales, "memory showcase: Kronecker scales")->delimiter(',');
  app.add_option("--variants", variants, "algorithms to run (default: every turbo-* variant)")->delimiter(',');
  app.add_option("--validate-max-scale", sa.validate_max_scale, "memory showcase: validate levels up to this scale");
  app.add_option("--edge-factor", sa.edge_factor, "memory showcase: Kronecker edge factor");
  std::vector<std::string> knob_args;
  app.add_option("--knob", knob_args, "TurboBFS knob NAME=NUMBER (repeatable; e.g. push_top_down=0)");
  CLI11_PARSE(app, argc, argv);
  if (!list_file.empty()) {
    std::ifstream in(list_file);
    if (!in) {
      std::cerr << "bench_turbo: cannot read " << list_file << "\n";
      return 2;
    }
    for (std::string l; std::getline(in, l);) {
      while (!l.empty() && (l.back() == ' ' || l.back() == '\r')) l.pop_back();
      if (!l.empty() && l[0] != '#') graphs.push_back(l);
    }
  }
  if (devices.empty()) {
    devices.push_back("cpu");
    if (gb::memory::cuda_available()) devices.push_back("cuda");
  }
  for (const auto& v : variants) gb::turbo::variant_named(v);  // throws on an unknown name
  for (const auto& kv : knob_args) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) {
      std::cerr << "bench_turbo: --knob expects NAME=NUMBER, got '" << kv << "'\n";
      return 2;
    }
    turbo_knobs[kv.substr(0, eq)] = std::stod(kv.substr(eq + 1));
  }
  if (variants.empty()) variants = gb::turbo::variant_names();
  std::ofstream out_file;
  if (!out_path.empty()) out_file.open(out_path);
  std::ostream& out = out_path.empty() ? std::cout : out_file;
  environment = gb::bench::gather_environment();
  if (!sha_arg.empty()) environment.git_sha = sha_arg;
  const std::string sha = environment.git_sha;
  if (showcase) {
    sa.variants = variants;
    sa.devices = devices;
    sa.sources = app.count("--sources") ? sources : 2;
    sa.seed = seed;
    sa.sha = sha;
    memory_showcase(sa, out);
    return 0;
  }
  const auto paper = read_paper(paper_path);
  std::vector<std::string> algos = variants;
  bool have_baseline = false;
  for (const auto& a : gb::bfs_algorithms()) have_baseline = have_baseline || a.name == "suitesparse";
  // (algorithm, device) pairs: every variant on every device, the baseline once on the host
  std::vector<std::pair<std::string, std::string>> runs;
  for (const auto& device : devices)
    for (const auto& name : algos) runs.emplace_back(name, device);
  if (have_baseline) runs.emplace_back("suitesparse", "cpu");

  std::ostringstream md;
  md << "TurboBFS Tables I-II: MTEPs = stored entries / mean ms per BFS (" << sources
     << " sources); SuiteSparse:GraphBLAS on the host, " << omp_get_max_threads()
     << " threads; targets (GPU rows): >= 10x the paper's Titan Xp on mycielski/kron, >= 15.7x SuiteSparse.\n\n";
  md << "| graph | n | nnz | depth | device |";
  for (const auto& a : algos) md << " " << short_name(a) << " |";
  md << " best | best MTEPs | SuiteSparse MTEPs | x SuiteSparse | paper Titan Xp MTEPs | x paper | target met? |\n|---|---|---|---|---|";
  for (std::size_t i = 0; i < algos.size(); ++i) md << "---|";
  md << "---|---|---|---|---|---|---|\n";
  using clock = std::chrono::steady_clock;
  for (const auto& spec : graphs) {
    const std::string path = resolve(spec, data);
    gb::io::loaded_graph loaded;
    try {
      loaded = gb::io::load_graph(path);
    } catch (const std::exception& e) {
      std::cerr << "bench_turbo: " << spec << ": " << e.what() << "\n";
      continue;
    }
    const gb::Matrix<bool> A = loaded.A.cast<bool>();
    loaded.A = gb::Matrix<double>();
    const auto src = pick_sources(A, sources, seed);
    std::vector<gb::bfs_result> want;
    for (auto s : src) want.push_back(gb::reference_bfs(A, s));
    const auto p = paper.find(spec);
    double depth = 0;  // mean BFS depth over the sources: levels = host round trips of every variant
    for (const auto& w : want) depth += double(w.depth) / double(want.size());
    std::vector<measured> rows;
    for (const auto& [name, device] : runs) {
      const auto& algo = gb::find_bfs_algorithm(name);
      if (!algo.supports(device)) continue;
      const gb::bfs_options opt = outputs_for(name);
      json rec;
      rec["schema"] = "graphblade.bench_turbo/1";
      rec["graph"] = gb::io::graph_name(spec);
      rec["spec"] = path;
      rec["n"] = A.nrows();
      rec["nnz"] = A.nvals();
      rec["undirected"] = loaded.undirected;
      rec["algo"] = name;
      rec["device"] = device;
      rec["device_name"] = device_name(device);
      rec["threads"] = omp_get_max_threads();
      rec["git_sha"] = sha;
      rec["outputs"] = opt.sigma ? "sigma" : "levels";
      if (!opt.knobs.empty()) rec["knobs"] = opt.knobs;
      measured m{name, device};
      try {
        auto t0 = clock::now();
        auto state = algo.prepare_for(A, device, opt);
        rec["prepare_ms"] = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
        rec["bytes"] = gb::turbo_state_bytes(*state);
        state->traverse(src.at(0), opt);  // warm-up: workspaces grow once
        std::vector<double> ms;
        std::string problem;
        for (std::size_t i = 0; i < src.size(); ++i) {
          t0 = clock::now();
          state->traverse(src[i], opt);
          ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
          if (problem.empty()) problem = check(state->result(), want[i], opt);
        }
        m.ran = true;
        m.ms_mean = mean(ms);
        m.mteps = m.ms_mean > 0 ? double(A.nvals()) / m.ms_mean / 1e3 : 0;
        m.valid = problem.empty();
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        rec["sources"] = src;
        rec["ms"] = ms;
        rec["ms_mean"] = m.ms_mean;
        rec["ms_median"] = sorted[sorted.size() / 2];
        rec["mteps"] = m.mteps;
        rec["valid"] = m.valid;
        if (!problem.empty()) rec["problem"] = problem;
      } catch (const std::exception& e) {
        rec["error"] = e.what();
      }
      if (p != paper.end()) rec["paper_titanxp_mteps"] = p->second.mteps;
      write_record(out, rec);
      rows.push_back(m);
    }
    double base = 0;
    for (const auto& r : rows)
      if (r.algo == "suitesparse" && r.valid) base = r.mteps;
    for (const auto& device : devices) {
      const measured* best = nullptr;
      for (const auto& r : rows)
        if (r.device == device && r.algo != "suitesparse" && r.valid && (!best || r.mteps > best->mteps)) best = &r;
      const double x_ss = best && base > 0 ? best->mteps / base : 0.0;
      const double x_paper = best && p != paper.end() && p->second.mteps > 0 ? best->mteps / p->second.mteps : 0.0;
      const std::string verdict =
          device == "cuda" && best ? target_verdict(spec, x_ss, x_paper, p != paper.end()) : std::string("-");
      if (best) {
        json b;
        b["schema"] = "graphblade.bench_turbo/1";
        b["kind"] = "best";
        b["graph"] = gb::io::graph_name(spec);
        b["device"] = device;
        b["device_name"] = device_name(device);
        b["git_sha"] = sha;
        b["best_algo"] = best->algo;
        b["mteps"] = best->mteps;
        b["suitesparse_mteps"] = base;
        b["suitesparse_threads"] = omp_get_max_threads();
        b["speedup_over_suitesparse"] = x_ss;
        if (p != paper.end()) {
          b["paper_graph"] = p->second.graph;
          b["paper_titanxp_mteps"] = p->second.mteps;
          b["paper_speedup_graphblas"] = p->second.speedup;
          b["ratio_to_paper"] = x_paper;
        }
        b["target_met"] = verdict;
        b["mean_depth"] = depth;
        write_record(out, b);
      }
      md << "| " << gb::io::graph_name(spec) << " | " << A.nrows() << " | " << A.nvals() << " | " << fixed(depth, 0) << " | "
         << device << " |";
      for (const auto& a : algos) {
        std::string cell = "-";
        for (const auto& r : rows)
          if (r.algo == a && r.device == device) cell = !r.ran ? "error" : !r.valid ? "invalid" : fixed(r.mteps, 1);
        md << " " << cell << " |";
      }
      md << " " << (best ? short_name(best->algo) : "-") << " | " << (best ? fixed(best->mteps, 1) : "-") << " | "
         << (base > 0 ? fixed(base, 1) : "-") << " | " << (x_ss > 0 ? fixed(x_ss, 2) + "x" : "-") << " | "
         << (p != paper.end() ? fixed(p->second.mteps, 0) : "-") << " | " << (x_paper > 0 ? fixed(x_paper, 2) + "x" : "-")
         << " | " << verdict << " |\n";
    }
  }
  std::cerr << md.str();
  if (!md_path.empty()) std::ofstream(md_path) << md.str();
  return 0;
}
