// Issue 19: which feature of a recorded loop makes compute-sanitizer fail? Under
// racecheck every recorded gb / xbfs BFS loop killed the process (host SIGSEGV,
// no hazard), and under memcheck the recorded σ loop stopped at its wait with
// cudaErrorIllegalAddress and no kernel access reported, while the small recorded
// Bellman-Ford loops were clean under both (bench/results/h100-s6). This program
// uses the CUDA runtime only (no graphblade code, so that a failure here is the
// tool's or the driver's): it builds one loop the way src/cuda/loop.cu does
// ([test] -> WHILE{ body captured with cudaStreamBeginCaptureToGraph -> [test] }),
// with the features named on the command line in the body:
//   fresh    the buffers come from cudaMallocAsync with no wait before recording
//   reuse    as fresh, but the pool hands back memory just freed (cudaFreeAsync) on the same stream
//   legacy   all work, allocations and the graph launch on the legacy stream, the device's default
//            pool keeping freed memory (release threshold: all), as graphblade's allocator does
//   wait     the stream is synchronised before the recording (what src/cuda/loop.cu does)
//   if       an IF / ELSE conditional node inside the body (as gb-auto's direction)
//   cub      cub::DeviceScan::ExclusiveSum inside the body (temporary storage sized before)
//   cubsmall the same scan over 100 items (one tile)
//   cubreduce cub::DeviceReduce::Sum inside the body
//   cubselect cub::DeviceSelect::Flagged inside the body
//   plain    no conditional node: the body captured into a plain graph, launched once per pass
//   memset   cudaMemsetAsync and a device-to-device cudaMemcpyAsync inside the body
//   shared   a block reduction through shared memory and __syncthreads
//   many     60 kernel nodes a pass
//   again    the instantiated graph launched 3 times (the loop cache)
// and checks the result on the host (the cub* features write the same outputs: one at a time). Run it under each tool, once per feature:
//   compute-sanitizer --tool racecheck build/bin/conditional_graph_probe if
// prints "conditional_graph_probe [features]: right" and exits 0 when the results hold.
#include <cuda_runtime.h>

#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cub/device/device_select.cuh>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "probe_check.cuh"

namespace {

constexpr unsigned n = 1u << 16, threads = 256, blocks = 32, passes = 5;

__global__ void set_condition(cudaGraphConditionalHandle h, const unsigned* left) { cudaGraphSetConditional(h, *left != 0); }
__global__ void set_if(cudaGraphConditionalHandle h, const unsigned* left) { cudaGraphSetConditional(h, *left % 2); }
__global__ void count_down(unsigned* left) { --*left; }
/// x[i] += 1 over n, grid-stride.
__global__ void add_one(unsigned* x) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) x[i] += 1;
}
/// x[i] += 2 (the ELSE branch).
__global__ void add_two(unsigned* x) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) x[i] += 2;
}
/// *total += the sum of x over n, block sums through shared memory.
__global__ void block_sum(const unsigned* x, unsigned long long* total) {
  __shared__ unsigned part[threads];
  unsigned mine = 0;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) mine += x[i];
  part[threadIdx.x] = mine;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half) part[threadIdx.x] += part[threadIdx.x + half];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(total, (unsigned long long)part[0]);
}
__global__ void nothing(unsigned* x) {
  if (threadIdx.x == 0 && blockIdx.x == 0) x[0] += 0;
}

struct buffers {
  unsigned *x = nullptr, *y = nullptr, *left = nullptr;
  unsigned long long* total = nullptr;
  void* scan_tmp = nullptr;
  std::size_t scan_bytes = 0;
};

void body(cudaStream_t s, const buffers& b, const std::set<std::string>& f, cudaGraphConditionalHandle* if_handle) {
  add_one<<<blocks, threads, 0, s>>>(b.x);
  if (f.count("if")) {
    // as src/cuda/loop.cu's record_device_if: a kernel sets the handle, then an IF node with an ELSE graph
    cudaStreamCaptureStatus st;
    cudaGraph_t g;
    PROBE_CHECK(cudaStreamGetCaptureInfo(s, &st, nullptr, &g, nullptr, nullptr, nullptr));
    PROBE_CHECK(cudaGraphConditionalHandleCreate(if_handle, g, 0, 0));
    set_if<<<1, 1, 0, s>>>(*if_handle, b.left);
    const cudaGraphNode_t* deps = nullptr;
    std::size_t ndeps = 0;
    PROBE_CHECK(cudaStreamGetCaptureInfo(s, &st, nullptr, &g, &deps, nullptr, &ndeps));
    cudaGraphNodeParams cp{};
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = *if_handle;
    cp.conditional.type = cudaGraphCondTypeIf;
    cp.conditional.size = 2;
    cudaGraphNode_t node;
    PROBE_CHECK(cudaGraphAddNode(&node, g, deps, nullptr, ndeps, &cp));
    PROBE_CHECK(cudaStreamUpdateCaptureDependencies(s, &node, nullptr, 1, cudaStreamSetCaptureDependencies));
    for (int branch = 0; branch < 2; ++branch) {
      cudaStream_t r;
      PROBE_CHECK(cudaStreamCreate(&r));
      PROBE_CHECK(cudaStreamBeginCaptureToGraph(r, cp.conditional.phGraph_out[branch], nullptr, nullptr, 0,
                                                cudaStreamCaptureModeThreadLocal));
      if (branch == 0) add_one<<<blocks, threads, 0, r>>>(b.y);
      else add_two<<<blocks, threads, 0, r>>>(b.y);
      cudaGraph_t ended;
      PROBE_CHECK(cudaStreamEndCapture(r, &ended));
      PROBE_CHECK(cudaStreamDestroy(r));
    }
  }
  if (f.count("cub")) {
    std::size_t bytes = b.scan_bytes;
    PROBE_CHECK(cub::DeviceScan::ExclusiveSum(b.scan_tmp, bytes, b.x, b.y + n, n, s));
  }
  if (f.count("cubsmall")) {
    std::size_t bytes = b.scan_bytes;
    PROBE_CHECK(cub::DeviceScan::ExclusiveSum(b.scan_tmp, bytes, b.x, b.y + n, 100u, s));
  }
  if (f.count("cubreduce")) {
    std::size_t bytes = b.scan_bytes;
    PROBE_CHECK(cub::DeviceReduce::Sum(b.scan_tmp, bytes, b.x, b.y + n, n, s));
  }
  if (f.count("cubselect")) {  // the entries of x flagged by x itself (all non-zero): x copied, count at y[3n]
    std::size_t bytes = b.scan_bytes;
    PROBE_CHECK(cub::DeviceSelect::Flagged(b.scan_tmp, bytes, b.x, b.x, b.y + n, b.y + 3 * n, n, s));
  }
  if (f.count("memset")) {
    PROBE_CHECK(cudaMemsetAsync(b.y + 2 * n, 0, n * sizeof(unsigned), s));
    PROBE_CHECK(cudaMemcpyAsync(b.y + 2 * n, b.x, n * sizeof(unsigned), cudaMemcpyDeviceToDevice, s));
  }
  if (f.count("shared")) block_sum<<<blocks, threads, 0, s>>>(b.x, b.total);
  if (f.count("many"))
    for (int k = 0; k < 60; ++k) nothing<<<4, 64, 0, s>>>(b.y);
  count_down<<<1, 1, 0, s>>>(b.left);
  PROBE_CHECK(cudaGetLastError());
}

}  // namespace

int main(int argc, char** argv) {
  std::set<std::string> f;
  std::string names;
  const std::set<std::string> known = {"fresh", "reuse",  "legacy", "wait",  "if",   "cub",   "cubsmall",
                                       "cubreduce", "cubselect", "plain", "memset", "shared", "many", "again"};
  for (int i = 1; i < argc; ++i) {
    if (!known.count(argv[i])) {
      std::printf("conditional_graph_probe: unknown feature %s (see the file comment)\n", argv[i]);
      return 2;
    }
    f.insert(argv[i]);
    names += std::string(names.empty() ? "" : " ") + argv[i];
  }
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("conditional_graph_probe: no CUDA device\n");
    return 2;
  }
  cudaStream_t s = nullptr;  // legacy: the legacy stream
  if (f.count("legacy")) {
    cudaMemPool_t pool;
    PROBE_CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
    std::uint64_t keep = ~std::uint64_t(0);
    PROBE_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
  } else {
    PROBE_CHECK(cudaStreamCreate(&s));
  }
  if (f.count("reuse")) f.insert("fresh");
  buffers b;
  {
    std::size_t scan = 0, reduce = 0, select = 0;
    PROBE_CHECK(cub::DeviceScan::ExclusiveSum(nullptr, scan, b.x, b.y, n, s));
    PROBE_CHECK(cub::DeviceReduce::Sum(nullptr, reduce, b.x, b.y, n, s));
    PROBE_CHECK(cub::DeviceSelect::Flagged(nullptr, select, b.x, b.x, b.y, b.y, n, s));
    b.scan_bytes = std::max(scan, std::max(reduce, select));
  }
  const std::size_t xb = n * sizeof(unsigned), yb = 3 * n * sizeof(unsigned) + sizeof(unsigned);
  if (f.count("reuse")) {  // the same sizes allocated, written and freed first: the pool hands them back
    void* first[5];
    const std::size_t sizes[5] = {xb, yb, sizeof(unsigned), sizeof(unsigned long long), b.scan_bytes};
    for (int k = 0; k < 5; ++k) PROBE_CHECK(cudaMallocAsync(&first[k], sizes[k], s));
    for (int k = 0; k < 5; ++k) PROBE_CHECK(cudaMemsetAsync(first[k], 7, sizes[k], s));
    for (int k = 0; k < 5; ++k) PROBE_CHECK(cudaFreeAsync(first[k], s));
  }
  if (f.count("fresh")) {  // stream-ordered allocations, zeroed on the stream, no wait before recording
    PROBE_CHECK(cudaMallocAsync(&b.x, xb, s));
    PROBE_CHECK(cudaMallocAsync(&b.y, yb, s));
    PROBE_CHECK(cudaMallocAsync(&b.left, sizeof(unsigned), s));
    PROBE_CHECK(cudaMallocAsync(&b.total, sizeof(unsigned long long), s));
    PROBE_CHECK(cudaMallocAsync(&b.scan_tmp, b.scan_bytes, s));
  } else {
    PROBE_CHECK(cudaMalloc(&b.x, xb));
    PROBE_CHECK(cudaMalloc(&b.y, yb));
    PROBE_CHECK(cudaMalloc(&b.left, sizeof(unsigned)));
    PROBE_CHECK(cudaMalloc(&b.total, sizeof(unsigned long long)));
    PROBE_CHECK(cudaMalloc(&b.scan_tmp, b.scan_bytes));
  }
  const auto reset = [&] {
    PROBE_CHECK(cudaMemsetAsync(b.x, 0, xb, s));
    PROBE_CHECK(cudaMemsetAsync(b.y, 0, yb, s));
    PROBE_CHECK(cudaMemsetAsync(b.total, 0, sizeof(unsigned long long), s));
    PROBE_CHECK(cudaMemcpyAsync(b.left, &passes, sizeof(unsigned), cudaMemcpyHostToDevice, s));
  };
  reset();
  if (!f.count("fresh") || f.count("wait")) PROBE_CHECK(cudaStreamSynchronize(s));

  cudaGraph_t outer;
  cudaGraphExec_t exec;
  cudaGraphConditionalHandle if_handle{};
  if (f.count("plain")) {  // one pass captured into a plain graph, launched once per pass
    cudaStream_t rec;
    PROBE_CHECK(cudaStreamCreate(&rec));
    PROBE_CHECK(cudaStreamBeginCapture(rec, cudaStreamCaptureModeThreadLocal));
    body(rec, b, f, &if_handle);
    PROBE_CHECK(cudaStreamEndCapture(rec, &outer));
    PROBE_CHECK(cudaStreamDestroy(rec));
  } else {  // [test] -> WHILE{ body -> [test] }, as src/cuda/loop.cu records a while_loop
    PROBE_CHECK(cudaGraphCreate(&outer, 0));
    cudaGraphConditionalHandle handle;
    PROBE_CHECK(cudaGraphConditionalHandleCreate(&handle, outer, 0, 0));
    void* args[] = {&handle, &b.left};
    cudaKernelNodeParams kp{};
    kp.func = reinterpret_cast<void*>(set_condition);
    kp.gridDim = dim3(1);
    kp.blockDim = dim3(1);
    kp.kernelParams = args;
    cudaGraphNode_t test_node, while_node;
    PROBE_CHECK(cudaGraphAddKernelNode(&test_node, outer, nullptr, 0, &kp));
    cudaGraphNodeParams cp{};
    cp.type = cudaGraphNodeTypeConditional;
    cp.conditional.handle = handle;
    cp.conditional.type = cudaGraphCondTypeWhile;
    cp.conditional.size = 1;
    PROBE_CHECK(cudaGraphAddNode(&while_node, outer, &test_node, nullptr, 1, &cp));
    cudaStream_t rec;
    PROBE_CHECK(cudaStreamCreate(&rec));
    PROBE_CHECK(cudaStreamBeginCaptureToGraph(rec, cp.conditional.phGraph_out[0], nullptr, nullptr, 0,
                                              cudaStreamCaptureModeThreadLocal));
    body(rec, b, f, &if_handle);
    set_condition<<<1, 1, 0, rec>>>(handle, b.left);
    cudaGraph_t ended;
    PROBE_CHECK(cudaStreamEndCapture(rec, &ended));
    PROBE_CHECK(cudaStreamDestroy(rec));
  }
  PROBE_CHECK(cudaGraphInstantiate(&exec, outer, 0));

  bool ok = true;
  const int launches = f.count("again") ? 3 : 1;
  std::vector<unsigned> x(n), y(3 * n + 1);
  for (int l = 0; l < launches; ++l) {
    if (l > 0) reset();
    for (unsigned p = 0; p < (f.count("plain") ? passes : 1u); ++p) PROBE_CHECK(cudaGraphLaunch(exec, s));
    PROBE_CHECK(cudaStreamSynchronize(s));
    unsigned long long total = 0;
    PROBE_CHECK(cudaMemcpy(x.data(), b.x, xb, cudaMemcpyDeviceToHost));
    PROBE_CHECK(cudaMemcpy(y.data(), b.y, yb, cudaMemcpyDeviceToHost));
    PROBE_CHECK(cudaMemcpy(&total, b.total, sizeof total, cudaMemcpyDeviceToHost));
    // passes p = 5..1 (the IF reads left before count_down): odd left -> y += 1, even -> y += 2
    const unsigned want_y = 1 + 2 + 1 + 2 + 1;
    for (unsigned i = 0; i < n; ++i) {
      ok = ok && x[i] == passes;
      if (f.count("if")) ok = ok && y[i] == want_y;
      if (f.count("cub")) ok = ok && y[n + i] == passes * i;
      if (f.count("memset")) ok = ok && y[2 * n + i] == passes;
      if (f.count("cubsmall") && i < 100) ok = ok && y[n + i] == passes * i;
      if (f.count("cubselect")) ok = ok && y[n + i] == passes && y[3 * n] == n;
    }
    // block_sum after pass p adds p * n
    if (f.count("shared")) ok = ok && total == (unsigned long long)n * (passes * (passes + 1) / 2);
    if (f.count("cubreduce")) ok = ok && y[n] == passes * n;
  }
  PROBE_CHECK(cudaGraphExecDestroy(exec));
  PROBE_CHECK(cudaGraphDestroy(outer));
  PROBE_CHECK(cudaFree(b.x));
  PROBE_CHECK(cudaFree(b.y));
  PROBE_CHECK(cudaFree(b.left));
  PROBE_CHECK(cudaFree(b.total));
  PROBE_CHECK(cudaFree(b.scan_tmp));
  if (s) PROBE_CHECK(cudaStreamDestroy(s));
  std::printf("conditional_graph_probe [%s]: %s\n", names.c_str(), ok ? "right" : "WRONG");
  return ok ? 0 : 1;
}
