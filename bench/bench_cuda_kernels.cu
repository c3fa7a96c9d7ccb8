// Kernel benchmark of the CUDA backend on a Graph500 Kronecker graph: the
// masked pull SpMV and the push SpMSpV of every BFS level (the level states
// come from the reference BFS), each work mapping, with the achieved GB/s
// against the bytes the kernel must move (model below) next to the device's
// peak bandwidth; then plus_times SpMV on the same graph with values 1.0
// (double), cuSPARSE (cusparseSpMV, the library route of src/cuda/cusparse)
// against our load-balanced pull kernel, each as a whole mxv call (structure
// and write-back included); then gb-auto on the device (ms per BFS, Graph500 GTEPS).
// CUB's benchmark habit: report bytes moved and GB/s beside ms.
//
//   bench_cuda_kernels [--scale 22] [--edge-factor 16] [--sources 4] [--reps 5]
//                      [--sha GIT_SHA] [--out results.json]
//
// Byte model (the data a kernel cannot avoid touching, 1 byte per flag):
//   push: frontier ids and offsets F·(4+16), the frontier's adjacency E_f·4, one
//         mask byte per scanned edge E_f·1, the term bitset n/8, output out·(4+1);
//   pull: one mask byte per vertex n, offsets of the unvisited U·16, the edges
//         scanned until the first frontier neighbour E_scan·(4+1), output n+n/8;
//   plus_times SpMV: offsets (n+1)·8 + indices E·4 + values E·8 + x n·8 + y n·8.
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "graphblade/algorithms/bfs/reference.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/gen/generators.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/backend/cuda/cusparse/path.cuh"

namespace gb = graphblade;
using gb::index_t;
using gb::offset_t;

namespace {

struct settings {
  int scale = 22, edge_factor = 16, sources = 4, reps = 5;
  std::string sha = "unknown", out = "bench_cuda_kernels.json";
};

settings parse(int argc, char** argv) {
  settings s;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--scale") s.scale = std::stoi(v);
    else if (k == "--edge-factor") s.edge_factor = std::stoi(v);
    else if (k == "--sources") s.sources = std::stoi(v);
    else if (k == "--reps") s.reps = std::stoi(v);
    else if (k == "--sha") s.sha = v;
    else if (k == "--out") s.out = v;
    else throw gb::invalid_value("unknown option " + k);
  }
  return s;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

/// Median wall ms of fn() over reps calls (each call ends synchronised), after one warm-up.
template <class Fn>
double time_ms(int reps, Fn&& fn) {
  fn();
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    fn();
    t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  return median(t);
}

const gb::mapping mappings[] = {gb::mapping::thread, gb::mapping::warp, gb::mapping::load_balanced};

/// One BFS level's state and the byte model of its two kernels.
struct level_state {
  int level = 0;
  std::vector<index_t> frontier;
  std::vector<std::uint8_t> visited;
  offset_t frontier_edges = 0, unvisited = 0, scanned_edges = 0, next = 0;
};

std::vector<level_state> level_states(const gb::Matrix<bool>& A, const gb::bfs_result& r) {
  const index_t n = A.nrows();
  std::vector<level_state> out;
  for (std::int64_t L = 0; L < r.depth; ++L) {
    level_state s;
    s.level = int(L);
    s.visited.assign(n, 0);
    std::vector<std::uint8_t> in_frontier(n, 0);
    for (index_t v = 0; v < n; ++v) {
      if (r.level[v] >= 0 && r.level[v] <= L) s.visited[v] = 1;
      if (r.level[v] == L) {
        s.frontier.push_back(v);
        in_frontier[v] = 1;
        s.frontier_edges += A.offsets()[v + 1] - A.offsets()[v];
      }
      if (r.level[v] == L + 1) ++s.next;
    }
    for (index_t v = 0; v < n; ++v) {
      if (s.visited[v]) continue;
      ++s.unvisited;
      for (offset_t k = A.offsets()[v]; k < A.offsets()[v + 1]; ++k) {
        ++s.scanned_edges;
        if (in_frontier[A.indices()[k]]) break;  // early exit at the first frontier neighbour
      }
    }
    out.push_back(std::move(s));
  }
  return out;
}

double push_bytes(const level_state& s, index_t n) {
  return double(s.frontier.size()) * 20 + double(s.frontier_edges) * 5 + n / 8.0 + double(s.next) * 5;
}
double pull_bytes(const level_state& s, index_t n) {
  return double(n) + double(s.unvisited) * 16 + double(s.scanned_edges) * 5 + n + n / 8.0;
}

/// y = A x over plus_times<double> (A's structure with values 1.0, x all ones),
/// cuSPARSE vs our pull kernel; checks both give every row's degree; JSON object.
std::string bench_plus_times_spmv(const gb::Matrix<bool>& A, int reps, double peak_gbs) {
  const index_t n = A.nrows();
  const offset_t nnz = A.nvals();
  auto Av = gb::Matrix<double>::adopt(n, A.ncols(), gb::format::csr, A.offsets(), A.indices(), {},
                                      gb::buffer<double>(nnz, 1.0), gb::host, false);
  auto Ad = Av.to(gb::cuda(0));
  auto x = gb::Vector<double>::full(n, 1.0).to(gb::cuda(0));
  const gb::plus_times<double> s;
  const double bytes = double(n + 1) * 8 + double(nnz) * (4 + 8) + double(n) * 16;
  std::ostringstream json;
  for (bool library : {true, false}) {
    gb::Vector<double> y = gb::Vector<double>(n).to(gb::cuda(0));
    const gb::descriptor desc = library ? gb::default_desc : gb::default_desc.with(gb::method::pull);
    const double ms = time_ms(reps, [&] { gb::mxv(y, gb::no_mask, gb::no_accum, s, Ad, x, desc); });
    const auto path = gb::gpu::last_product_path();
    if ((path == gb::gpu::product_path::cusparse) != library)
      throw gb::error(std::string("plus_times SpMV ran on ") + gb::gpu::to_string(path));
    auto yh = y.to(gb::host);
    offset_t with_entries = 0;
    for (index_t i = 0; i < n; ++i) {
      const offset_t deg = A.major_degree(i);
      with_entries += deg > 0;
      auto v = yh.get(i);
      if (deg ? !v || *v != double(deg) : v.has_value())
        throw gb::error("plus_times SpMV: wrong y(" + std::to_string(i) + ")");
    }
    if (yh.nvals() != with_entries) throw gb::error("plus_times SpMV: wrong entry count");
    const char* name = library ? "cusparse" : "pull";
    std::printf("plus_times SpMV (double) %-8s %8.3f ms %7.1f GB/s (%.0f%% of peak)\n", name, ms, bytes / ms / 1e6,
                100.0 * bytes / ms / 1e6 / peak_gbs);
    json << (library ? "" : ",") << "\"" << name << "\":{\"ms\":" << ms << ",\"GBps\":" << bytes / ms / 1e6 << "}";
  }
  return "{\"bytes\":" + std::to_string(bytes) + "," + json.str() + "}";
}

}  // namespace

int main(int argc, char** argv) try {
  const settings cfg = parse(argc, argv);
  if (!gb::memory::cuda_available()) {
    std::printf("bench_cuda_kernels: no CUDA device, nothing measured\n");
    return 0;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  int mem_khz = 0, bus_bits = 0;  // peak = 2 (DDR) x clock x bus width
  cudaDeviceGetAttribute(&mem_khz, cudaDevAttrMemoryClockRate, 0);
  cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, 0);
  const double peak_gbs = mem_khz && bus_bits ? 2.0 * mem_khz * 1e3 * (bus_bits / 8) / 1e9 : 3350.0;

  auto t0 = std::chrono::steady_clock::now();
  gb::Matrix<bool> A = gb::gen::kronecker(cfg.scale, cfg.edge_factor, 1).to_matrix(gb::format::csr).cast<bool>();
  const index_t n = A.nrows();
  std::printf("kron s%d: n=%u nnz=%llu (built in %.1f s) on %s, peak %.0f GB/s\n", cfg.scale, n,
              (unsigned long long)A.nvals(),
              std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), prop.name, peak_gbs);
  auto Ad = A.to(gb::cuda(0));

  // Source: the first vertex of highest degree (a large component, many levels).
  index_t source = 0;
  for (index_t v = 0; v < n; ++v)
    if (A.major_degree(v) > A.major_degree(source)) source = v;
  gb::bfs_options lv;
  lv.parents = lv.sigma = false;
  const auto ref = gb::reference_bfs(A, source, lv);
  const auto states = level_states(A, ref);

  std::ostringstream levels_json;
  double best_total_ms = 0;
  const gb::any_pair<bool> s;
  for (const auto& st : states) {
    std::vector<index_t> vis_idx;
    for (index_t v = 0; v < n; ++v)
      if (st.visited[v]) vis_idx.push_back(v);
    auto visited = gb::Vector<bool>::from_list(n, vis_idx, std::vector<bool>(vis_idx.size(), true))
                       .to_storage(gb::storage::bitmap)
                       .to(gb::cuda(0));
    auto f_sparse = gb::Vector<bool>::from_list(n, st.frontier, std::vector<bool>(st.frontier.size(), true));
    auto f_bitmap = f_sparse.to_storage(gb::storage::bitmap).to(gb::cuda(0));
    auto f_sparse_d = f_sparse.to(gb::cuda(0));
    const auto mask = gb::complement(gb::structure(visited));
    std::ostringstream push_j, pull_j;
    double best = 1e30;
    for (gb::mapping m : mappings) {
      gb::Vector<bool> q = gb::Vector<bool>(n).to(gb::cuda(0));
      const double tp = time_ms(cfg.reps, [&] {
        gb::vxm(q, mask, gb::no_accum, s, f_sparse_d, Ad, gb::replace.with(gb::method::push).with(m));
      });
      const double tl = time_ms(cfg.reps, [&] {
        gb::mxv(q, mask, gb::no_accum, s, Ad, f_bitmap, gb::replace.with(gb::method::pull).with(m));
      });
      if (q.nvals() != st.next) throw gb::error("pull result has " + std::to_string(q.nvals()) + " vertices, want " +
                                                std::to_string(st.next));
      best = std::min({best, tp, tl});
      push_j << (push_j.tellp() ? "," : "") << "\"" << gb::to_string(m) << "\":{\"ms\":" << tp
             << ",\"GBps\":" << push_bytes(st, n) / tp / 1e6 << "}";
      pull_j << (pull_j.tellp() ? "," : "") << "\"" << gb::to_string(m) << "\":{\"ms\":" << tl
             << ",\"GBps\":" << pull_bytes(st, n) / tl / 1e6 << "}";
      std::printf("level %2d frontier %9zu next %9llu  %-13s push %8.3f ms %7.1f GB/s   pull %8.3f ms %7.1f GB/s\n",
                  st.level, st.frontier.size(), (unsigned long long)st.next, gb::to_string(m), tp,
                  push_bytes(st, n) / tp / 1e6, tl, pull_bytes(st, n) / tl / 1e6);
    }
    best_total_ms += best;
    levels_json << (levels_json.tellp() ? "," : "") << "{\"level\":" << st.level
                << ",\"frontier\":" << st.frontier.size() << ",\"frontier_edges\":" << st.frontier_edges
                << ",\"unvisited\":" << st.unvisited << ",\"scanned_edges\":" << st.scanned_edges
                << ",\"next\":" << st.next << ",\"push_bytes\":" << push_bytes(st, n)
                << ",\"pull_bytes\":" << pull_bytes(st, n) << ",\"push\":{" << push_j.str() << "},\"pull\":{"
                << pull_j.str() << "}}";
  }
  std::printf("sum over levels of the best kernel: %.3f ms\n", best_total_ms);
  const std::string spmv_json = bench_plus_times_spmv(A, cfg.reps, peak_gbs);

  // gb-auto on the device through the registry (prepare untimed, traverse timed).
  std::ostringstream bfs_json;
  const auto& algo = gb::find_bfs_algorithm("gb-auto");
  if (algo.supports("cuda")) {
    std::vector<index_t> sources{source};
    for (index_t v = 1; v < n && int(sources.size()) < cfg.sources; v += n / cfg.sources)
      if (A.major_degree(v) > 0) sources.push_back(v);
    auto state = algo.prepare_for(A, "cuda", lv);
    std::vector<double> ms, gteps;
    for (index_t src : sources) {
      const double t = time_ms(cfg.reps, [&] { state->traverse(src, lv); });
      const auto r = state->result();
      offset_t edges = 0;  // Graph500: undirected edges with a reached endpoint, once
      index_t reached = 0;
      for (index_t u = 0; u < n; ++u) {
        if (r.level[u] < 0) continue;
        ++reached;
        for (offset_t k = A.offsets()[u]; k < A.offsets()[u + 1]; ++k) edges += A.indices()[k] >= u;
      }
      ms.push_back(t);
      gteps.push_back(double(edges) / (t * 1e-3) / 1e9);
      std::printf("gb-auto cuda source %u: %.3f ms, %u reached, depth %lld, %.2f GTEPS\n", src, t, reached,
                  (long long)r.depth, gteps.back());
    }
    bfs_json << "{\"algorithm\":\"gb-auto\",\"device\":\"cuda\",\"sources\":" << sources.size()
             << ",\"median_ms\":" << median(ms) << ",\"median_gteps\":" << median(gteps) << "}";
  } else {
    std::printf("gb-auto does not run on cuda in this build\n");
    bfs_json << "null";
  }

  std::ofstream out(cfg.out);
  out << "{\"benchmark\":\"bench_cuda_kernels\",\"git_sha\":\"" << cfg.sha << "\",\"device\":\"" << prop.name
      << "\",\"peak_GBps\":" << peak_gbs << ",\"graph\":\"kron\",\"scale\":" << cfg.scale
      << ",\"edge_factor\":" << cfg.edge_factor << ",\"n\":" << n << ",\"nnz\":" << A.nvals()
      << ",\"source\":" << source << ",\"reps\":" << cfg.reps << ",\"levels\":[" << levels_json.str()
      << "],\"sum_best_level_ms\":" << best_total_ms << ",\"plus_times_spmv\":" << spmv_json << ",\"bfs\":" << bfs_json.str() << "}\n";
  std::printf("wrote %s\n", cfg.out.c_str());
  return 0;
} catch (const std::exception& e) {
  std::fprintf(stderr, "error: %s\n", e.what());
  return 2;
}
