// Issue 19: does compute-sanitizer synccheck accept block barriers in kernels that a
// CUDA graph's conditional WHILE node launches? At 37061f2 synccheck reported
// "divergent thread(s) in warp" at merge_vector_kernel's __syncthreads_count only
// when the recorded Bellman-Ford loop ran it from the WHILE body, never eagerly,
// with the same data (bench/results/h100-session4). This program runs two small
// kernels with block barriers at uniform points (a __syncthreads_count after a
// divergent branch, a plain __syncthreads over shared memory) three ways: a host
// loop of launches, one pass in a plain CUDA graph, and 3 passes recorded by
// graphblade's while_loop (src/cuda/loop.cu: the WHILE node's body); the kernels'
// Launch argument (0, 1, 2) names the way, and the host checks every result. Run
// under synccheck, a report naming only Launch 2 means the tool (or driver) flags
// any barrier in a conditional body, whatever the kernel.
//   compute-sanitizer --tool synccheck build/bin/synccheck_probe
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#include "graphblade/graphblade.hpp"

#include "probe_check.cuh"

namespace gb = graphblade;

namespace {

constexpr unsigned n = 100000, threads = 256, blocks = 64;

/// *count += the number of i < n with i % 3 == 0 (marked in seen[i]): a grid-stride loop of uniform
/// trip count per block, a divergent branch that stores, then __syncthreads_count outside it.
template <int Launch>
__global__ void count_thirds(unsigned char* seen, unsigned* count) {
  for (unsigned base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const unsigned i = base + threadIdx.x;
    bool has = false;
    if (i < n && i % 3 == 0) {
      seen[i] = 1;
      has = true;
    }
    const int c = __syncthreads_count(has);
    if (threadIdx.x == 0 && c) atomicAdd(count, unsigned(c));
  }
}

/// out[b] = the sum of threadIdx.x over block b, through shared memory and __syncthreads.
template <int Launch>
__global__ void block_sums(unsigned* out) {
  __shared__ unsigned part[threads];
  part[threadIdx.x] = threadIdx.x;
  __syncthreads();
  for (unsigned half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half) part[threadIdx.x] += part[threadIdx.x + half];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = part[0];
}

/// The loop's condition: one pass fewer to go.
__global__ void count_down(unsigned* left) { --*left; }

/// One pass of the loop: both kernels, then --*left (the loop's condition), on the stream graphblade
/// uses right now (the recording stream while a while_loop records its body).
template <int Launch>
void pass(unsigned char* seen, unsigned* count, unsigned* sums, unsigned* left) {
  const auto s = static_cast<cudaStream_t>(gb::detail::device_stream(0));
  count_thirds<Launch><<<blocks, threads, 0, s>>>(seen, count);
  block_sums<Launch><<<blocks, threads, 0, s>>>(sums);
  count_down<<<1, 1, 0, s>>>(left);
  PROBE_CHECK(cudaGetLastError());
}

/// Reads back and checks: count == passes * ceil(n / 3), every block sum == 0 + 1 + ... + 255.
bool check(const char* way, const unsigned* d_count, const unsigned* d_sums, unsigned passes) {
  unsigned count = 0, sums[blocks];
  PROBE_CHECK(cudaMemcpy(&count, d_count, sizeof count, cudaMemcpyDeviceToHost));
  PROBE_CHECK(cudaMemcpy(sums, d_sums, sizeof sums, cudaMemcpyDeviceToHost));
  bool ok = count == passes * ((n + 2) / 3);
  for (unsigned b = 0; b < blocks; ++b) ok = ok && sums[b] == threads * (threads - 1) / 2;
  std::printf("synccheck_probe: %-10s count %u (want %u), block sums %s\n", way, count, passes * ((n + 2) / 3),
              ok ? "right" : "WRONG");
  return ok;
}

}  // namespace

int main() {
  if (!gb::memory::cuda_available()) {
    std::printf("synccheck_probe: no CUDA device\n");
    return 2;
  }
  unsigned char* seen = nullptr;
  unsigned *count = nullptr, *sums = nullptr;
  PROBE_CHECK(cudaMalloc(&seen, n));
  PROBE_CHECK(cudaMalloc(&count, sizeof(unsigned)));
  PROBE_CHECK(cudaMalloc(&sums, blocks * sizeof(unsigned)));
  gb::Scalar<unsigned> left(0, gb::cuda(0));
  const unsigned passes = 3;
  bool ok = true;

  // 0: eager, a host loop of launches
  PROBE_CHECK(cudaMemset(count, 0, sizeof(unsigned)));
  left.set(passes);
  gb::while_loop eager(left, [&] { pass<0>(seen, count, sums, left.data()); }, gb::loop_mode::eager);
  eager.run();
  ok = check("eager", count, sums, passes) && ok;

  // 1: one pass captured into a plain CUDA graph
  cudaStream_t s;
  PROBE_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cudaGraph_t plain;
  PROBE_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  count_thirds<1><<<blocks, threads, 0, s>>>(seen, count);
  block_sums<1><<<blocks, threads, 0, s>>>(sums);
  PROBE_CHECK(cudaStreamEndCapture(s, &plain));
  cudaGraphExec_t plain_exec;
  PROBE_CHECK(cudaGraphInstantiate(&plain_exec, plain, 0));
  PROBE_CHECK(cudaMemset(count, 0, sizeof(unsigned)));
  PROBE_CHECK(cudaGraphLaunch(plain_exec, s));
  PROBE_CHECK(cudaStreamSynchronize(s));
  ok = check("graph", count, sums, 1) && ok;

  // 2: recorded by graphblade's while_loop: the passes run from a conditional WHILE node's body
  PROBE_CHECK(cudaMemset(count, 0, sizeof(unsigned)));
  left.set(passes);
  gb::while_loop loop(left, [&] { pass<2>(seen, count, sums, left.data()); });
  if (!loop.recorded()) std::printf("synccheck_probe: the loop was not recorded\n");
  loop.run();
  loop.wait();
  ok = check("while-body", count, sums, passes) && loop.recorded() && ok;

  PROBE_CHECK(cudaGraphExecDestroy(plain_exec));
  PROBE_CHECK(cudaGraphDestroy(plain));
  PROBE_CHECK(cudaStreamDestroy(s));
  PROBE_CHECK(cudaFree(sums));
  PROBE_CHECK(cudaFree(seen));
  PROBE_CHECK(cudaFree(count));
  std::printf("synccheck_probe: %s\n", ok ? "all results right" : "WRONG results");
  return ok ? 0 : 1;
}
