// The Graph500 harness (include/graphblade/dist/graph500.hpp): kernel 1 =
// dist_graph::build from each rank's share of the Kronecker list (timed as
// construction_time), kernel 2 = ueno_2d_bfs from `roots` seeded non-isolated
// roots, each validated with the Graph500 parent rules by every rank on its share
// of the list (validate_parents_on_edges; no rank holds the whole graph) and
// counted in TEPS = nedge / time; statistics as the Graph500 reference prints
// them (TEPS from seconds-per-edge, harmonic stddev after Norris 1940). With
// gpu_ranks the BFS runs on ueno_gpu_bfs over an NCCL grid of the same shape.
#include "graphblade/dist/graph500.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>

#include "graphblade/algorithms/validate/validate.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/gen/generators.hpp"
#include "src/dist/wall_clock.hpp"

namespace graphblade::dist {
namespace {

using detail::now_s;

/// splitmix64: the seeded root choice (same roots on every rank, every run).
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/// Out-degree of v in the distributed graph (collective).
std::uint64_t global_degree(process_grid& grid, const dist_graph& g, index_t v) {
  std::int64_t d = 0;
  if (g.layout.owner(v) == grid.rank())
    d = std::int64_t(g.own_degree[g.own_label[v - g.layout.blocks.start(grid.rank())]]);
  return std::uint64_t(grid.world->allreduce_sum(d));
}

double quantile(const std::vector<double>& sorted, double p) {
  const double at = p * double(sorted.size() - 1);
  const std::size_t lo = std::size_t(std::floor(at)), hi = std::min(lo + 1, sorted.size() - 1);
  return sorted[lo] + (at - double(lo)) * (sorted[hi] - sorted[lo]);
}

std::string seconds(double s) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f s", s);
  return text;
}

/// The first non-empty `problem` over the ranks, as "rank k: problem" (every rank gets it; empty when none).
std::string first_problem(communicator& world, const std::string& problem) {
  const std::vector<std::uint64_t> sizes = world.allgather(problem.size());
  std::uint64_t total = 0;
  for (auto b : sizes) total += b;
  if (total == 0) return {};
  std::string all(total, '\0');
  world.allgatherv(problem.data(), problem.size(), all.data(), sizes);
  std::uint64_t at = 0;
  for (int k = 0; k < world.size(); ++k) {
    if (sizes[k]) return "rank " + std::to_string(k) + ": " + all.substr(at, sizes[k]);
    at += sizes[k];
  }
  return {};
}

/// opt.progress(line) on rank 0.
void report(const graph500_options& opt, int rank, const std::string& line) {
  if (rank == 0 && opt.progress) opt.progress(line);
}

}  // namespace

validation_report validate_parents_distributed(process_grid& grid, index_t root, const std::vector<std::int64_t>& parent,
                                               const index_t* src, const index_t* dst, std::size_t share) {
  const index_t n = index_t(parent.size());
  std::vector<std::uint8_t> seen(parent.size(), 0);  // sized here too: a root outside the graph returns early
  validation_report rep = validate_parents_on_edges(root, parent, src, dst, share, seen);
  const int P = grid.ranks(), me = grid.rank();
  auto first_of = [&](int k) { return index_t(std::uint64_t(n) * std::uint64_t(k) / std::uint64_t(P)); };
  const index_t first = first_of(me), last = first_of(me + 1);
  std::vector<std::uint64_t> send(P), recv(P, std::uint64_t(last - first));
  for (int k = 0; k < P; ++k) send[k] = first_of(k + 1) - first_of(k);
  std::vector<std::uint8_t> marks(std::size_t(last - first) * std::size_t(P));
  grid.world->alltoallv(seen.data(), send, marks.data(), recv);
  const std::size_t len = std::size_t(last - first);
#pragma omp parallel for schedule(static)
  for (std::int64_t v = 0; v < std::int64_t(len); ++v)
    for (int k = 1; k < P; ++k) marks[std::size_t(v)] |= marks[std::size_t(k) * len + std::size_t(v)];
  rep.merge(validate_tree_edges_seen(root, parent, marks.data(), first, last));
  return rep;
}

std::vector<std::pair<std::string, double>> graph500_statistics(std::vector<double> xs, bool harmonic) {
  if (xs.empty()) return {};
  if (harmonic) {  // TEPS: statistics of seconds per edge, inverted (min TEPS = 1 / max s/edge)
    std::vector<double> spe(xs.size());
    for (std::size_t k = 0; k < xs.size(); ++k) spe[k] = xs[k] > 0 ? 1.0 / xs[k] : 0.0;
    std::sort(spe.begin(), spe.end());
    double mean = 0, var = 0;
    for (double s : spe) mean += s;
    mean /= double(spe.size());
    for (double s : spe) var += (s - mean) * (s - mean);
    const double k = double(spe.size());
    const double sd = k > 1 ? std::sqrt(var / (k - 1)) : 0.0;
    return {{"min", 1.0 / spe.back()},
            {"firstquartile", 1.0 / quantile(spe, 0.75)},
            {"median", 1.0 / quantile(spe, 0.5)},
            {"thirdquartile", 1.0 / quantile(spe, 0.25)},
            {"max", 1.0 / spe.front()},
            {"harmonic_mean", 1.0 / mean},
            {"harmonic_stddev", k > 1 ? sd / (mean * mean * std::sqrt(k - 1)) : 0.0}};
  }
  std::sort(xs.begin(), xs.end());
  double mean = 0, var = 0;
  for (double x : xs) mean += x;
  mean /= double(xs.size());
  for (double x : xs) var += (x - mean) * (x - mean);
  const double sd = xs.size() > 1 ? std::sqrt(var / double(xs.size() - 1)) : 0.0;
  return {{"min", xs.front()},
          {"firstquartile", quantile(xs, 0.25)},
          {"median", quantile(xs, 0.5)},
          {"thirdquartile", quantile(xs, 0.75)},
          {"max", xs.back()},
          {"mean", mean},
          {"stddev", sd}};
}

graph500_report run_graph500(process_grid& grid, const graph500_options& opt) {
  if (opt.scale < 1 || opt.scale > 31) throw invalid_value("graph500: --scale must be in [1, 31]");
  if (opt.roots < 1) throw invalid_value("graph500: --roots must be >= 1");
  graph500_report rep;
  rep.options = opt;
  rep.ranks = grid.ranks();
  rep.R = grid.R;
  rep.C = grid.C;
  const int P = grid.ranks(), me = grid.rank();

  const double start = now_s();
  // Generation: rank k makes only its edges [k·m/P, (k+1)·m/P) of the counter-based list, and validates
  // with those alone (validate_parents_on_edges): no rank holds the whole list.
  double t = now_s();
  const std::uint64_t m = std::uint64_t(opt.edgefactor) << opt.scale;
  const std::uint64_t lo = m * std::uint64_t(me) / std::uint64_t(P), hi = m * std::uint64_t(me + 1) / std::uint64_t(P);
  const gen::edge_list mine = gen::kronecker_edges(opt.scale, opt.edgefactor, opt.seed, lo, hi - lo);
  const std::size_t share = std::size_t(hi - lo);
  const index_t *src = mine.src.data(), *dst = mine.dst.data();
  const index_t n = index_t(std::uint64_t(1) << opt.scale);
  rep.generation_time = grid.world->allreduce_max(now_s() - t);
  report(opt, me, "generation " + seconds(rep.generation_time));

  // GPU ranks: an NCCL grid of the same shape (communicator setup is not construction).
  std::unique_ptr<process_grid> device_grid;
  if (opt.gpu_ranks) {
    if (!ueno_gpu_bfs::available())
      throw not_supported("graph500: this build has no GPU ranks (CUDA backend with NCCL)");
    device_grid = std::make_unique<process_grid>(process_grid::make(nccl_world(), grid.R, grid.C));
  }

  // Kernel 1: construction.
  grid.world->barrier();
  t = now_s();
  dist_graph g = dist_graph::build(grid, n, src, dst, share, true);
  std::unique_ptr<ueno_gpu_bfs> gpu;
  if (opt.gpu_ranks) gpu = std::make_unique<ueno_gpu_bfs>(*device_grid, g);  // the blocks onto each rank's GPU
  rep.construction_time = grid.world->allreduce_max(now_s() - t);
  if (gpu) rep.device_name = gpu->device_name();
  report(opt, me, "construction " + seconds(rep.construction_time));

  // Roots: seeded draws, skipping isolated vertices (and repeats) as Graph500 does.
  std::vector<index_t> roots;
  for (std::uint64_t draw = 0; int(roots.size()) < opt.roots && draw < 64 * std::uint64_t(opt.roots) + 1024; ++draw) {
    const index_t v = index_t(mix(opt.seed * 0x100000001b3ULL + draw) % n);
    if (std::find(roots.begin(), roots.end(), v) != roots.end()) continue;
    if (global_degree(grid, g, v) > 0) roots.push_back(v);
  }
  if (roots.empty()) throw invalid_value("graph500: the generated graph has no edges");

  // One untimed BFS from the first root before the timed ones: the first BFS of a process pays one-time
  // costs (GPU ranks: CUDA's lazy loading of each kernel, the first allocations of the frontier buffers; at
  // h100x4-s14 it took 10.7 ms on one H100 where the median was 3.9 ms). Its result is not used.
  t = now_s();
  if (gpu)
    gpu->run(roots[0], opt.bfs);
  else
    ueno_2d_bfs(grid, g, roots[0], opt.bfs);
  rep.warm_up_time = grid.world->allreduce_max(now_s() - t);
  report(opt, me, "warm-up bfs " + seconds(rep.warm_up_time));

  for (index_t root : roots) {
    graph500_bfs run;
    run.root = root;
    const double run_start = now_s();
    ueno_result r = gpu ? gpu->run(root, opt.bfs) : ueno_2d_bfs(grid, g, root, opt.bfs);
    const double ran = now_s() - run_start;  // the BFS, its gather to every rank and its statistics
    run.seconds = r.seconds;
    run.levels = std::move(r.levels);
    // nedge: this rank's input edges (self-loops excluded) with a reached endpoint.
    std::int64_t nedge = 0;
#pragma omp parallel for reduction(+ : nedge) schedule(static)
    for (std::int64_t e = 0; e < std::int64_t(share); ++e)
      if (src[e] != dst[e] && r.bfs.level[src[e]] >= 0) ++nedge;
    run.nedge = std::uint64_t(grid.world->allreduce_sum(nedge));
    run.teps = run.seconds > 0 ? double(run.nedge) / run.seconds : 0.0;
    if (opt.validate) {
      const double v0 = now_s();
      const validation_report vr = validate_parents_distributed(grid, root, r.bfs.parent, src, dst, share);
      rep.validation_time += now_s() - v0;
      run.problem = first_problem(*grid.world, vr.ok ? std::string() : vr.summary());
      run.valid = run.problem.empty();
    }
    report(opt, me,
           "bfs " + std::to_string(rep.runs.size() + 1) + "/" + std::to_string(roots.size()) + " root " +
               std::to_string(root) + ": bfs " + seconds(run.seconds) + ", with gather " + seconds(ran) +
               ", edges counted and validated " + seconds(now_s() - run_start - ran) + (run.valid ? "" : " (INVALID)"));
    rep.all_valid = rep.all_valid && run.valid;
    rep.runs.push_back(std::move(run));
  }

  rep.validation_time = grid.world->allreduce_max(rep.validation_time);
  rep.total_time = grid.world->allreduce_max(now_s() - start);

  auto& b = rep.block;
  b.push_back({"SCALE", opt.scale});
  b.push_back({"edgefactor", opt.edgefactor});
  b.push_back({"NBFS", double(rep.runs.size())});
  b.push_back({"graph_generation", rep.generation_time});
  b.push_back({"num_mpi_processes", P});
  b.push_back({"construction_time", rep.construction_time});
  std::vector<double> times, nedges, teps;
  for (const auto& run : rep.runs) {
    times.push_back(run.seconds);
    nedges.push_back(double(run.nedge));
    teps.push_back(run.teps);
  }
  for (auto& [k, v] : graph500_statistics(times, false)) b.push_back({k + "_time", v});
  for (auto& [k, v] : graph500_statistics(nedges, false)) b.push_back({k + "_nedge", v});
  for (auto& [k, v] : graph500_statistics(teps, true)) b.push_back({k + "_TEPS", v});
  return rep;
}

}  // namespace graphblade::dist
