// PROBE_CHECK(call): the error check of the standalone CUDA probes (bench/synccheck_probe.cu,
// bench/conditional_graph_probe.cu), which use the CUDA runtime alone: a failing call prints one line
// naming the probe's source, the call and the error, and the probe exits with status 2.
#pragma once
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>

#define PROBE_CHECK(call)                                                                                         \
  do {                                                                                                            \
    const cudaError_t e_ = (call);                                                                                \
    if (e_ != cudaSuccess) {                                                                                      \
      std::printf("%s: %s failed: %s (line %d)\n", __FILE__, #call, cudaGetErrorString(e_), __LINE__);           \
      std::exit(2);                                                                                               \
    }                                                                                                             \
  } while (0)
