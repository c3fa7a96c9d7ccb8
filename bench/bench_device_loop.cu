// Device loops (issue 13): Bellman-Ford with min_plus until no distance
// changes (tests/ops/loop_cases.hpp, five operator calls a pass) on a weighted
// R x C grid, run as a host loop over device operators (loop_mode::eager: the
// condition read back every pass) and as one recorded while_loop (a CUDA graph
// with a conditional WHILE node: one launch, one wait). Prints one JSON line
// per grid: device, git SHA, passes, ms and µs per pass of each, and the
// device activity (launches, host synchronisations) of each run.
// With --node-passes P (> 0): the cost of a recorded pass's pieces, from loops
// of Scalar operations only run for P passes (one JSON line each, µs a pass):
// two applies (the counter, then the condition, whose re-test rides on it), one
// apply more, and an if_else with an apply in each branch (ops/loop_cases.hpp's
// parity_field_loop), and the two applies as the inner loop (while_do) of one
// outer pass; each also with the condition tests as kernels of their own
// (condition_link.cuh's linking off).
//   bench_device_loop [--grids 64x64,256x256] [--reps 5] [--sha GIT_SHA] [--node-passes 0]
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "graphblade/backend/cuda/detail/condition_link.cuh"
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

/// Median µs a pass of a recorded loop of `passes` passes over Scalars: `make(passes)` gives the loop's state
/// (start() sets it to pass 0, more, pass() one pass, count() the passes run), recorded with linking on or off.
template <class Make>
void time_scalar_loop(const char* name, Make make, long passes, int reps, bool link, const char* device,
                      const std::string& sha) {
  auto L = make(passes);
  const bool was = gb::gpu::detail::set_condition_linking(link);
  gb::while_loop loop(L.more, [&] { L.pass(); });
  gb::gpu::detail::set_condition_linking(was);
  std::vector<double> ms;
  long ran = 0;
  for (int r = 0; r < reps; ++r) {
    L.start();
    gb::wait(gb::cuda(0));
    const double t0 = now_ms();
    loop.run();
    loop.wait();
    ms.push_back(now_ms() - t0);
    ran = long(L.count());
  }
  const double m = median(ms);
  std::printf(
      "{\"bench\":\"device_loop_nodes\",\"device\":\"%s\",\"git_sha\":\"%s\",\"loop\":\"%s\",\"linked_tests\":%s,"
      "\"passes\":%ld,\"valid\":%s,\"reps\":%d,\"kernels_per_pass\":%llu,\"ms\":%.4f,\"us_per_pass\":%.3f}\n",
      device, sha.c_str(), name, link ? "true" : "false", passes, ran == passes ? "true" : "false", reps,
      (unsigned long long)loop.recorded_per_pass().launches, m, 1000.0 * m / double(passes));
  std::fflush(stdout);
}

/// i = i + 1 ; [j = j + 1 ;] more = i < passes.
struct counter_loop {
  gb::Scalar<std::int64_t> i, j;
  gb::Scalar<int> more;
  long passes;
  bool extra;
  counter_loop(long p, bool x) : i(0, gb::cuda(0)), j(0, gb::cuda(0)), more(1, gb::cuda(0)), passes(p), extra(x) {}
  void start() { i.set(0), j.set(0), more.set(1); }
  void pass() {
    gb::apply(i, gbtest::plus_one{}, i);
    if (extra) gb::apply(j, gbtest::plus_one{}, j);
    gb::apply(more, gbtest::below{passes}, i);
  }
  std::int64_t count() const { return i.value(); }
};

/// parity_field_loop with a restart: state = step(state) ; if (state.even) even += 1 else odd += 1 ; more = state.more.
struct branch_loop : gbtest::parity_field_loop {
  explicit branch_loop(long p) : parity_field_loop(p, gb::cuda(0)) {}
  void start() { state.set(gbtest::parity_state{}), even.set(0), odd.set(0), more.set(1); }
  std::int64_t count() const { return state.value().i; }
};

/// One outer pass whose inner loop (while_do, an inner WHILE node) runs the P passes: i = i + 1 ; go = i < P.
struct inner_counter_loop {
  gb::Scalar<std::int64_t> i;
  gb::Scalar<int> go, more;
  long passes;
  explicit inner_counter_loop(long p) : i(0, gb::cuda(0)), go(1, gb::cuda(0)), more(1, gb::cuda(0)), passes(p) {}
  void start() { i.set(0), go.set(1), more.set(1); }
  void pass() {
    gb::while_do(go, [&] {
      gb::apply(i, gbtest::plus_one{}, i);
      gb::apply(go, gbtest::below{passes}, i);
    });
    gb::apply(more, gbtest::zero{}, i);
  }
  std::int64_t count() const { return i.value(); }
};

}  // namespace

int main(int argc, char** argv) {
  std::string grids = "64x64,256x256", sha = "unknown";
  int reps = 5;
  long node_passes = 0;
  for (int k = 1; k + 1 < argc; k += 2) {
    const std::string key = argv[k], value = argv[k + 1];
    if (key == "--grids") grids = value;
    else if (key == "--reps") reps = std::stoi(value);
    else if (key == "--sha") sha = value;
    else if (key == "--node-passes") node_passes = std::stol(value);
  }
  cudaDeviceProp prop{};
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) {
    std::fprintf(stderr, "error: no CUDA device\n");
    return 2;
  }
  if (node_passes > 0)
    for (bool link : {true, false}) {
      time_scalar_loop("i++ ; more = i < P", [](long p) { return counter_loop(p, false); }, node_passes, reps, link,
                       prop.name, sha);
      time_scalar_loop("i++ ; j++ ; more = i < P", [](long p) { return counter_loop(p, true); }, node_passes, reps,
                       link, prop.name, sha);
      time_scalar_loop("state = step(state) ; if (state.even) even++ else odd++ ; more = state.more",
                       [](long p) { return branch_loop(p); }, node_passes, reps, link, prop.name, sha);
      time_scalar_loop("while_do(go) { i++ ; go = i < P } ; more = 0", [](long p) { return inner_counter_loop(p); },
                       node_passes, reps, link, prop.name, sha);
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
