// graphblade-dist: the distributed commands, run under mpirun (issue 16;
// Ueno & Suzumura's 2-D BFS). Contract:
//   mpirun -np P graphblade-dist bfs --graph G --source S [--algo ueno-2d] [--grid RxC]
//        [--device cpu|cuda] [--output levels|parents] [--out FILE] [--validate] [--json]
//   mpirun -np P graphblade-dist graph500 --scale S [--edgefactor 16] [--roots 64]
//        [--grid RxC] [--device cpu|cuda] [--seed 1] [--no-validate] [--json FILE]
//   mpirun -np P graphblade-dist exchange [--device cpu|cuda] [--bytes 4] [--idle 0,0.01,0.1,1,5]
//        [--reps 8] [--json FILE]     (the latency of one level's exchanges after idle times)
// Rank 0 prints and writes; bad input prints one "error: ..." line (rank 0) and
// exits 2, a failed validation exits 1.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/dist/exchange_probe.hpp"
#include "graphblade/dist/graph500.hpp"
#include "graphblade/io/atomic_file.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade_git.hpp"  // GRAPHBLADE_GIT_SHA, generated at build time

using namespace graphblade;
using namespace graphblade::dist;

namespace {

struct common_args {
  std::string grid, device = "cpu";
  double alpha = 1.0 / 16.0;
  unsigned simd_vlq = 0;
  bool top_down_only = false, no_shared_visited = false, no_prime = false, rotate_bottom_up = true;
  double prime_ms = 10;  // a Graph500 BFS follows seconds of validation (ueno_options::prime_ms)
};

void add_common(CLI::App* cmd, common_args& a) {
  cmd->add_option("--grid", a.grid, "process grid RxC (default: the squarest with R <= C)");
  cmd->add_option("--device", a.device, "cpu (MPI ranks) or cuda (one GPU per rank, NCCL)")
      ->check(CLI::IsMember({"cpu", "cuda"}));
  cmd->add_option("--alpha", a.alpha, "expand with bitmaps above alpha·n frontier vertices (paper: 1/16)");
  cmd->add_option("--simd-vlq", a.simd_vlq,
                  "code frontier lists as SIMD-VLQ in groups of this many lanes (0: plain VLQ)");
  cmd->add_flag("--top-down-only", a.top_down_only, "no bottom-up levels (the paper's Algorithm II)");
  cmd->add_flag("--no-shared-visited", a.no_shared_visited, "do not filter fold traffic with SV");
  cmd->add_flag("--rotate-bottom-up,!--no-rotate-bottom-up", a.rotate_bottom_up,
                "bottom-up levels take the row's owner blocks in turn (Beamer et al.'s 2-D bottom-up: "
                "one fold record per new vertex; the default); --no-rotate-bottom-up: every processor of a "
                "row searches the whole row set (up to C records per new vertex)");
  cmd->add_flag("--no-prime", a.no_prime, "GPU ranks: no small exchange on each communicator before the timer");
  cmd->add_option("--prime-ms", a.prime_ms,
                  "GPU ranks: before the timer, keep the GPUs busy this long (spin kernels and small exchanges) "
                  "after the harness's idle seconds (default 10; 0: the exchanges only)")
      ->check(CLI::Range(0.0, 60000.0));
}

ueno_options options_of(const common_args& a) {
  ueno_options o;
  o.alpha = a.alpha;
  o.simd_vlq_width = a.simd_vlq;
  o.direction_optimising = !a.top_down_only;
  o.shared_visited = !a.no_shared_visited;
  o.rotate_bottom_up = a.rotate_bottom_up;
  o.prime_exchanges = !a.no_prime;
  o.prime_ms = a.prime_ms;
  return o;
}

/// The host (MPI) grid: construction and the CPU ranks' BFS run on it.
process_grid make_grid(const common_args& a) {
  if (a.device == "cuda" && !ueno_gpu_bfs::available())
    throw not_supported("--device cuda: this build has no GPU ranks (it needs the CUDA backend and NCCL)");
  auto world = mpi_world();
  auto [R, C] = process_grid::parse_shape(a.grid, world->size());
  return process_grid::make(std::move(world), R, C);
}

int run_bfs(const common_args& a, const std::string& graph, std::int64_t source, const std::string& algo,
            const std::string& output, const std::string& out, bool validate, bool json) {
  if (algo != "ueno-2d") throw invalid_value("--algo: only ueno-2d runs distributed, got '" + algo + "'");
  process_grid grid = make_grid(a);
  io::loaded_graph lg = io::load_graph(graph, format::csr);
  const index_t n = lg.A.nrows();
  if (source < 0 || source >= std::int64_t(n))
    throw invalid_index("--source " + std::to_string(source) + " outside 0.." + std::to_string(n) + "-1");
  // Rank k takes the rows k, k + P, ... of the loaded matrix (both directions are stored).
  std::vector<index_t> src, dst;
  for (index_t u = grid.rank(); u < n; u += index_t(grid.ranks()))
    for (offset_t k = lg.A.offsets()[u]; k < lg.A.offsets()[u + 1]; ++k) {
      src.push_back(u);
      dst.push_back(lg.A.indices()[k]);
    }
  dist_graph g = dist_graph::build(grid, n, src, dst, false);
  ueno_result r;
  if (a.device == "cuda") {  // GPU ranks: an NCCL grid of the same shape, the blocks on each rank's GPU
    process_grid device_grid = process_grid::make(nccl_world(), grid.R, grid.C);
    ueno_gpu_bfs gpu(device_grid, g);
    r = gpu.run(index_t(source), options_of(a));
  } else {
    r = ueno_2d_bfs(grid, g, index_t(source), options_of(a));
  }
  int status = 0;
  if (grid.rank() == 0) {
    std::string verdict = "not checked";
    if (validate) {
      Matrix<bool> A = Matrix<bool>::from_compressed(format::csr, n, n, lg.A.offsets(), lg.A.indices());
      validation_report vr = validate_bfs(A, index_t(source), r.bfs);
      verdict = vr.summary();
      if (!vr.ok) status = 1;
    }
    if (!out.empty()) {  // a temporary beside --out, renamed over it once complete
      io::atomic_file file(out);
      std::FILE* f = std::fopen(file.write_path().c_str(), "w");
      if (!f) throw io_error(out, 0, "cannot open for writing");
      const auto& values = output == "parents" ? r.bfs.parent : r.bfs.level;
      for (auto v : values) std::fprintf(f, "%lld\n", (long long)v);
      if (std::fclose(f) != 0) throw io_error(out, 0, "write failed");
      file.commit();
    }
    std::int64_t reached = 0;
    for (auto l : r.bfs.level) reached += l >= 0;
    if (json) {
      nlohmann::json j = {{"graph", lg.name},
                          {"algo", "ueno-2d"},
                          {"device", a.device},
                          {"ranks", grid.ranks()},
                          {"grid", std::to_string(grid.R) + "x" + std::to_string(grid.C)},
                          {"source", source},
                          {"seconds", r.seconds},
                          {"reached", reached},
                          {"depth", r.bfs.depth},
                          {"validation", verdict},
                          {"levels", nlohmann::json::parse(level_stats_json(r.levels))}};
      std::cout << j.dump(2) << "\n";
    } else {
      std::printf("ueno-2d on %s, %d ranks (%dx%d), source %lld: %lld reached, depth %lld, %.6f s, validation %s\n",
                  lg.name.c_str(), grid.ranks(), grid.R, grid.C, (long long)source, (long long)reached,
                  (long long)r.bfs.depth, r.seconds, verdict.c_str());
    }
    if (status) std::fprintf(stderr, "error: validation failed: %s\n", verdict.c_str());
  }
  return status;
}

int run_graph500_command(const common_args& a, graph500_options opt, const std::string& json_out) {
  process_grid grid = make_grid(a);
  opt.bfs = options_of(a);
  opt.gpu_ranks = a.device == "cuda";
  graph500_report rep = run_graph500(grid, opt);
  if (grid.rank() == 0) {
    for (const auto& [k, v] : rep.block) std::printf("%-30s %.12g\n", (k + ":").c_str(), v);
    std::printf("%-30s %s\n", "validation:",
                rep.options.validate ? (rep.all_valid ? "passed" : "FAILED") : "not run (--no-validate)");
    if (!json_out.empty()) {
      nlohmann::json j;
      j["benchmark"] = "graph500";
      j["algo"] = "ueno-2d";
      j["device"] = a.device;
      j["device_name"] = rep.device_name;
      j["grid"] = std::to_string(rep.R) + "x" + std::to_string(rep.C);
      j["git_sha"] = GRAPHBLADE_GIT_SHA;
      j["git_dirty"] = bool(GRAPHBLADE_GIT_DIRTY);
      j["ranks"] = rep.ranks;
      j["options"] = {{"alpha", opt.bfs.alpha},
                      {"direction_optimising", opt.bfs.direction_optimising},
                      {"shared_visited", opt.bfs.shared_visited},
                      {"rotate_bottom_up", opt.bfs.rotate_bottom_up},
                      {"prime_exchanges", opt.bfs.prime_exchanges},
                      {"prime_ms", opt.bfs.prime_ms}};
      for (const auto& [k, v] : rep.block) j["block"][k] = v;
      j["harness_s"] = {{"generation", rep.generation_time},
                        {"construction", rep.construction_time},
                        {"warm_up", rep.warm_up_time},
                        {"validation", rep.validation_time},
                        {"total", rep.total_time}};
      j["all_valid"] = rep.all_valid;
      for (const auto& run : rep.runs)
        j["runs"].push_back({{"root", run.root},
                             {"seconds", run.seconds},
                             {"nedge", run.nedge},
                             {"teps", run.teps},
                             {"valid", run.valid},
                             {"problem", run.problem},
                             {"levels", nlohmann::json::parse(level_stats_json(run.levels))}});
      io::atomic_file file(json_out);  // a temporary beside --json, renamed over it once complete
      {
        std::ofstream f(file.write_path());
        if (!(f << j.dump(2) << "\n") || !(f.flush())) throw io_error(json_out, 0, "cannot write");
      }
      file.commit();
    }
    for (const auto& run : rep.runs)
      if (!run.valid) std::fprintf(stderr, "error: validation failed (root %u): %s\n", run.root, run.problem.c_str());
  }
  return rep.all_valid ? 0 : 1;
}

/// `exchange`: probe_exchange_latency over every rank; rank 0 prints a line a series and writes the JSON.
int run_exchange(const std::string& device, const exchange_probe_options& opt, const std::string& json_out) {
  if (device == "cuda" && !nccl_available()) throw not_supported("--device cuda: this build has no NCCL engine");
  std::unique_ptr<communicator> world = device == "cuda" ? nccl_world() : mpi_world();
  const std::vector<exchange_probe_series> series = probe_exchange_latency(*world, opt, nccl_device());
  if (world->rank() != 0) return 0;
  std::printf("exchange latency, %d rank(s), engine %s, %llu bytes a message (slowest rank, microseconds)\n",
              world->size(), world->engine().c_str(), (unsigned long long)opt.bytes);
  nlohmann::json j;
  j["git_sha"] = GRAPHBLADE_GIT_SHA;
  j["git_dirty"] = bool(GRAPHBLADE_GIT_DIRTY);
  j["ranks"] = world->size();
  j["engine"] = world->engine();
  j["bytes"] = opt.bytes;
  for (const auto& s : series) {
    std::printf("%-12s after %6.3f s idle:", s.op.c_str(), s.idle_s);
    for (double x : s.seconds) std::printf(" %8.1f", x * 1e6);
    std::printf("\n");
    j["series"].push_back({{"op", s.op}, {"idle_s", s.idle_s}, {"seconds", s.seconds}});
  }
  if (!json_out.empty()) {
    io::atomic_file file(json_out);
    {
      std::ofstream f(file.write_path());
      if (!(f << j.dump(2) << "\n") || !(f.flush())) throw io_error(json_out, 0, "cannot write");
    }
    file.commit();
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  mpi_init(&argc, &argv);
  CLI::App app{"graphblade-dist: distributed BFS (ueno-2d) and the Graph500 benchmark; run under mpirun"};
  app.require_subcommand(1);
  common_args common;

  auto* bfs = app.add_subcommand("bfs", "one distributed BFS; rank 0 writes the gathered result");
  std::string graph, algo = "ueno-2d", output = "levels", out;
  std::int64_t source = -1;
  bool validate = false, json = false;
  bfs->add_option("--graph", graph, "graph file or generator spec (kron:S:EF:SEED, ...)")->required();
  bfs->add_option("--source", source, "source vertex")->required();
  bfs->add_option("--algo", algo, "ueno-2d");
  bfs->add_option("--output", output, "what --out holds")->check(CLI::IsMember({"levels", "parents"}));
  bfs->add_option("--out", out, "write one value per vertex and line");
  bfs->add_flag("--validate", validate, "check levels and parents with the independent validator");
  bfs->add_flag("--json", json, "print a JSON record with per-level statistics");
  add_common(bfs, common);

  auto* g5 = app.add_subcommand("graph500", "the Graph500 BFS benchmark on ueno-2d");
  graph500_options opt;
  bool no_validate = false;
  std::string json_out;
  g5->add_option("--scale", opt.scale, "2^scale vertices")->required();
  g5->add_option("--edgefactor", opt.edgefactor, "edges per vertex (16)");
  g5->add_option("--roots", opt.roots, "BFS roots (64)");
  g5->add_option("--seed", opt.seed, "generator and root seed (1)");
  g5->add_flag("--no-validate", no_validate, "skip validation (not a valid Graph500 run)");
  g5->add_option("--json", json_out, "write the run as JSON to this file");
  bool progress = false;
  g5->add_flag("--progress", progress, "print each phase's time to stderr as it ends (rank 0)");
  add_common(g5, common);

  auto* ex = app.add_subcommand("exchange", "the latency of one ueno-2d level's exchanges, after idle times");
  exchange_probe_options ex_opt;
  std::string ex_device = "cpu", ex_json;
  ex->add_option("--device", ex_device, "cpu (MPI, host buffers) or cuda (NCCL, one GPU per rank)")
      ->check(CLI::IsMember({"cpu", "cuda"}));
  ex->add_option("--bytes", ex_opt.bytes, "bytes of each message (4)");
  ex->add_option("--idle", ex_opt.idle_s, "seconds every rank sleeps before each series (0,0.01,0.1,1,5)")
      ->delimiter(',');
  ex->add_option("--reps", ex_opt.reps, "exchanges in a series (8)")->check(CLI::PositiveNumber);
  ex->add_option("--json", ex_json, "write the series as JSON to this file");

  int rank = 0;
  try {
    rank = mpi_world()->rank();
    app.parse(argc, argv);
    if (*bfs) return run_bfs(common, graph, source, algo, output, out, validate, json);
    if (*ex) return run_exchange(ex_device, ex_opt, ex_json);
    opt.validate = !no_validate;
    if (progress)
      opt.progress = [](const std::string& line) {
        std::fprintf(stderr, "graph500: %s\n", line.c_str());
        std::fflush(stderr);
      };
    return run_graph500_command(common, opt, json_out);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return rank == 0 ? app.exit(e) : 0;  // --help
    if (rank == 0) std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    if (rank == 0) std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }
}
