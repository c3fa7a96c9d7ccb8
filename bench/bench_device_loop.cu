// Device loops (issue 13): Bellman-Ford with min_plus until no distance
// changes (tests/ops/loop_cases.hpp, five operator calls a pass) on a weighted
// R x C grid, run as a host loop over device operators (loop_mode::eager: the
// condition read back every pass) and as one recorded while_loop (a CUDA graph
// with a conditional WHILE node: one launch, one wait). Prints one JSON line
// per grid: device, git SHA, passes, ms and µs per pass of each, and the
// device activity (launches, host synchronisations) of each run.
//   bench_device_loop [--grids 64x64,256x256] [--reps 5] [--sha GIT_SHA]
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "graphblade/graphblade.hpp"
#include "tests/ops/loop_cases.hpp"

namespace gb = graphblade;

namespace {

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  return xs[xs.size() / 2];
}

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::string grids = "64x64,256x256", sha = "unknown";
  int reps = 5;
  for (int k = 1; k + 1 < argc; k += 2) {
    const std::string key = argv[k], value = argv[k + 1];
    if (key == "--grids") grids = value;
    else if (key == "--reps") reps = std::stoi(value);
    else if (key == "--sha") sha = value;
  }
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) {
    std::fprintf(stderr, "error: no CUDA device\n");
    return 2;
  }
  std::stringstream list(grids);
  for (std::string item; std::getline(list, item, ',');) {
    const auto x = item.find('x');
    const gb::index_t rows = std::stoul(item.substr(0, x)), cols = std::stoul(item.substr(x + 1));
    const gbtest::weighted_grid g = gbtest::make_weighted_grid(rows, cols);
    const gb::index_t source = 0;
    auto bf = gbtest::bellman_ford_on(g, gb::cuda(0));

    // eager: a host loop, the condition read back before each pass
    std::vector<double> eager_ms;
    long passes = 0;
    gb::device_activity eager_act;
    std::vector<std::int64_t> eager_d;
    for (int r = 0; r < reps; ++r) {
      bf.start(source);
      gb::wait(gb::cuda(0));
      passes = 0;
      const gb::device_activity before = gb::device_activity_now();
      const double t0 = now_ms();
      gb::repeat_while(bf.changed, [&] { bf.pass(), ++passes; }, gb::loop_mode::eager);
      eager_ms.push_back(now_ms() - t0);
      eager_act = gb::device_activity_now() - before;
    }
    eager_d = bf.distances();

    // recorded: one eager pass sizes the workspace, then the graph is recorded once and run reps times
    bf.start(source);
    bf.pass();
    gb::while_loop loop(bf.changed, [&] { bf.pass(); });
    std::vector<double> graph_ms;
    gb::device_activity graph_act;
    for (int r = 0; r < reps; ++r) {
      bf.start(source);
      gb::wait(gb::cuda(0));
      const gb::device_activity before = gb::device_activity_now();
      const double t0 = now_ms();
      loop.run();
      loop.wait();
      graph_ms.push_back(now_ms() - t0);
      graph_act = gb::device_activity_now() - before;
    }
    const bool same = bf.distances() == eager_d && eager_d == gbtest::serial_bellman_ford(g, source);
    const double e = median(eager_ms), c = median(graph_ms);
    std::printf(
        "{\"bench\":\"device_loop_bellman_ford\",\"device\":\"%s\",\"git_sha\":\"%s\",\"graph\":\"grid %ux%u "
        "weighted 1..9\",\"n\":%u,\"edges\":%zu,\"passes\":%ld,\"reps\":%d,\"valid\":%s,"
        "\"eager\":{\"ms\":%.4f,\"us_per_pass\":%.2f,\"launches\":%llu,\"library_calls\":%llu,\"memory_ops\":%llu,"
        "\"host_syncs\":%llu},"
        "\"recorded\":{\"ms\":%.4f,\"us_per_pass\":%.2f,\"graph_launches\":%llu,\"launches\":%llu,\"host_syncs\":%llu},"
        "\"speedup\":%.2f}\n",
        prop.name, sha.c_str(), unsigned(rows), unsigned(cols), unsigned(g.n), g.src.size(), passes, reps,
        same ? "true" : "false", e, 1000.0 * e / double(std::max(passes, 1L)),
        (unsigned long long)eager_act.launches, (unsigned long long)eager_act.library_calls,
        (unsigned long long)eager_act.memory_ops, (unsigned long long)eager_act.host_syncs, c,
        1000.0 * c / double(std::max(passes, 1L)), (unsigned long long)graph_act.graph_launches,
        (unsigned long long)graph_act.launches, (unsigned long long)graph_act.host_syncs, e / c);
    std::fflush(stdout);
  }
  return 0;
}
