// TurboBFS benchmark (Artiles & Saeed §IV, Tables I-II): MTEPs of every
// turbo-* variant per graph and device, the best variant per graph, its
// speedup over the SuiteSparse:GraphBLAS baseline ("suitesparse", CPU, the
// host's threads) and the paper's Titan Xp MTEPs beside it
// (bench/results/turbo/paper_titanxp.csv).
//
//   bench_turbo --graphs email-Enron,delaunay_n15,mycielski:14,kron:16 --out turbo.jsonl
//               [--graph-list FILE] [--devices cpu,cuda] [--sources 8] [--seed 1]
//               [--markdown table.md] [--paper CSV] [--data DIR] [--git-sha SHA]
//
// Conventions as the paper: MTEPs = stored entries (nnz, both directions of an
// undirected edge) / mean traversal time; each variant computes what the paper's
// does (top-down: σ and depth; bottom-up and tdbu: levels, which come with parents);
// the baseline computes levels. Sources: seeded, out-degree > 0, the same for every
// algorithm. Every timed result is checked against the reference BFS (σ or levels).
// One JSON line per graph × algorithm × device (schema graphblade.bench_turbo/1),
// then one "best" line per graph × device.
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

#include "algorithms/bfs/reference.hpp"
#include "algorithms/bfs/registry.hpp"
#include "algorithms/bfs/turbo/turbo_bfs.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/io/load_graph.hpp"
#ifdef GRAPHBLADE_HAS_CUDA
#include <cuda_runtime.h>
#endif

namespace gb = graphblade;
using json = nlohmann::ordered_json;

namespace {

std::string source_dir() {
  std::string f = __FILE__;
  return f.substr(0, f.find_last_of('/'));
}

std::string run_command(const std::string& cmd) {
  std::string out;
  if (FILE* p = popen(cmd.c_str(), "r")) {
    char buf[256];
    while (fgets(buf, sizeof buf, p)) out += buf;
    pclose(p);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

/// --git-sha, else env GRAPHBLADE_GIT_SHA, else git at this file's checkout ("+dirty" when modified).
std::string git_sha(const std::string& given) {
  if (!given.empty()) return given;
  if (const char* env = std::getenv("GRAPHBLADE_GIT_SHA")) return env;
  std::string sha = run_command("git -C '" + source_dir() + "' rev-parse HEAD 2>/dev/null");
  if (sha.empty()) return "unknown";
  if (!run_command("git -C '" + source_dir() + "' status --porcelain --untracked-files=no 2>/dev/null").empty())
    sha += "+dirty";
  return sha;
}

std::string device_name(const std::string& device) {
  if (device == "cuda") {
#ifdef GRAPHBLADE_HAS_CUDA
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, 0) == cudaSuccess) return prop.name;
#endif
    return "cuda";
  }
  std::string model = run_command("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'");
  return (model.empty() ? std::string("cpu") : model) + " (" + std::to_string(omp_get_max_threads()) + " threads)";
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

/// `count` distinct seeded vertices with out-degree > 0 (splitmix64).
std::vector<gb::index_t> pick_sources(const gb::Matrix<bool>& A, int count, std::uint64_t seed) {
  std::vector<gb::index_t> s;
  const gb::index_t n = A.nrows();
  std::uint64_t x = seed;
  for (int tries = 0; int(s.size()) < count && tries < 64 * count + 1024; ++tries) {
    x += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    const gb::index_t v = gb::index_t(z % n);
    if (A.major_degree(v) > 0 && std::find(s.begin(), s.end(), v) == s.end()) s.push_back(v);
  }
  return s;
}

/// What each algorithm computes in the timed runs (as in the paper).
gb::bfs_options outputs_for(const std::string& algo) {
  gb::bfs_options o;
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
  bool valid = false;
};

double mean(const std::vector<double>& v) {
  double s = 0;
  for (double x : v) s += x;
  return v.empty() ? 0 : s / double(v.size());
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"TurboBFS benchmark (Artiles & Saeed Tables I-II): MTEPs per variant, JSON lines"};
  std::vector<std::string> graphs, devices;
  std::string list_file, out_path, md_path, paper_path = source_dir() + "/results/turbo/paper_titanxp.csv";
  std::string data = source_dir() + "/../../shared/data", sha_arg;
  int sources = 8;
  std::uint64_t seed = 1;
  app.add_option("--graphs", graphs, "graph specs: names in <data>/graphs, files, generator specs")->delimiter(',');
  app.add_option("--graph-list", list_file, "file with one graph spec per line ('#' comments)");
  app.add_option("--out", out_path, "JSON lines output (default: stdout)");
  app.add_option("--markdown", md_path, "also write the summary table (markdown) here");
  app.add_option("--devices", devices, "cpu and/or cuda (default: cpu, plus cuda when usable)")->delimiter(',');
  app.add_option("--sources", sources, "seeded sources per graph")->check(CLI::PositiveNumber);
  app.add_option("--seed", seed, "source picker seed");
  app.add_option("--paper", paper_path, "the paper's Titan Xp numbers (CSV)");
  app.add_option("--data", data, "folder holding graphs/");
  app.add_option("--git-sha", sha_arg, "revision to record (default: env GRAPHBLADE_GIT_SHA, else git)");
  CLI11_PARSE(app, argc, argv);
  if (!list_file.empty()) {
    std::ifstream in(list_file);
    for (std::string l; std::getline(in, l);)
      if (!l.empty() && l[0] != '#') graphs.push_back(l);
  }
  if (devices.empty()) {
    devices.push_back("cpu");
    if (gb::memory::cuda_available()) devices.push_back("cuda");
  }
  std::ofstream out_file;
  if (!out_path.empty()) out_file.open(out_path);
  std::ostream& out = out_path.empty() ? std::cout : out_file;
  const std::string sha = git_sha(sha_arg);
  const auto paper = read_paper(paper_path);
  std::vector<std::string> algos = gb::turbo::variant_names();
  bool have_baseline = false;
  for (const auto& a : gb::bfs_algorithms()) have_baseline = have_baseline || a.name == "suitesparse";
  if (have_baseline) algos.push_back("suitesparse");

  std::ostringstream md;
  md << "| graph | n | nnz | device | best variant | MTEPs | suitesparse MTEPs | speedup | paper Titan Xp MTEPs | "
        "paper (GBLAS)x |\n|---|---|---|---|---|---|---|---|---|---|\n";
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
    std::vector<measured> rows;
    for (const auto& device : devices) {
      for (const auto& name : algos) {
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
        out << rec.dump() << std::endl;
        rows.push_back(m);
      }
    }
    double base = 0;
    for (const auto& r : rows)
      if (r.algo == "suitesparse" && r.valid) base = r.mteps;
    for (const auto& device : devices) {
      const measured* best = nullptr;
      for (const auto& r : rows)
        if (r.device == device && r.algo != "suitesparse" && r.valid && (!best || r.mteps > best->mteps)) best = &r;
      if (!best) continue;
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
      b["speedup_over_suitesparse"] = base > 0 ? best->mteps / base : 0.0;
      if (p != paper.end()) {
        b["paper_graph"] = p->second.graph;
        b["paper_titanxp_mteps"] = p->second.mteps;
        b["paper_speedup_graphblas"] = p->second.speedup;
      }
      out << b.dump() << std::endl;
      char line[512];
      std::snprintf(line, sizeof line, "| %s | %u | %llu | %s | %s | %.1f | %.1f | %.2fx | %s | %s |\n",
                    gb::io::graph_name(spec).c_str(), A.nrows(), (unsigned long long)A.nvals(), device.c_str(),
                    best->algo.c_str(), best->mteps, base, base > 0 ? best->mteps / base : 0.0,
                    p != paper.end() ? std::to_string(int(p->second.mteps)).c_str() : "-",
                    p != paper.end() ? (std::to_string(p->second.speedup).substr(0, 4) + "x").c_str() : "-");
      md << line;
    }
  }
  std::cerr << md.str();
  if (!md_path.empty()) std::ofstream(md_path) << md.str();
  return 0;
}
