// The benchmark environment (environment.hpp): git revision from the
// build-time header, /proc for the CPU and driver, the CUDA runtime for the GPU.
#include "bench/harness/environment.hpp"

#include <omp.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <memory>

#include "graphblade/core/memory.hpp"
#include "bench/baselines/baselines.hpp"
#include "graphblade_git.hpp"  // generated: GRAPHBLADE_GIT_SHA, GRAPHBLADE_GIT_DIRTY

#ifdef GRAPHBLADE_HAS_CUDA
#include <cuda_runtime.h>
#endif

#ifndef GRAPHBLADE_VERSION
#define GRAPHBLADE_VERSION "unknown"
#endif

namespace graphblade::bench {

namespace {

/// The value after "key<spaces>:" on the first line of `path` that starts with key.
std::string field_of(const std::string& path, const std::string& key) {
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.compare(0, key.size(), key) != 0) continue;
    const auto colon = line.find(':');
    if (colon == std::string::npos) continue;
    const auto start = line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? "" : line.substr(start);
  }
  return "";
}

/// First line printed by a shell command ("" when it fails or prints nothing).
std::string first_output_line(const char* command) {
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command, "r"), pclose);
  if (!pipe) return "";
  char buf[256] = {0};
  if (!std::fgets(buf, sizeof buf, pipe.get())) return "";
  std::string line = buf;
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r' || line.back() == ' ')) line.pop_back();
  return line;
}

std::string gpu_model() {
#ifdef GRAPHBLADE_HAS_CUDA
  if (memory::cuda_available()) {
    cudaDeviceProp prop{};
    if (cudaGetDeviceProperties(&prop, 0) == cudaSuccess) return prop.name;
  }
#endif
  return gpu_model_from_driver();
}

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace

std::string gpu_model_from_driver() {
  // /proc/driver/nvidia/gpus/<bus id>/information holds "Model: <name>".
  std::string model = first_output_line("cat /proc/driver/nvidia/gpus/*/information 2>/dev/null | grep -m1 '^Model:'");
  if (!model.empty()) {
    const auto start = model.find_first_not_of(" \t", model.find(':') + 1);
    return start == std::string::npos ? "" : model.substr(start);
  }
  return first_output_line("nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null");
}

run_environment gather_environment() {
  run_environment env;
  env.git_sha = GRAPHBLADE_GIT_SHA;
  env.git_dirty = GRAPHBLADE_GIT_DIRTY != 0;
  // GRAPHBLADE_GIT_SHA names the revision when the build's own view may be wrong: outside git ("unknown"), or
  // a copied tree whose .git is stale (the GPU machine's copy named an older HEAD, dirty, at 6f5a9e2)
  if (const char* sha = std::getenv("GRAPHBLADE_GIT_SHA"); sha && *sha) env.git_sha = sha;
  char host[256] = {0};
  if (gethostname(host, sizeof host - 1) == 0) env.hostname = host;
  env.cpu_model = field_of("/proc/cpuinfo", "model name");
  if (env.cpu_model.empty()) env.cpu_model = "unknown CPU";
  env.cpu_threads = omp_get_max_threads();
  for (const char* name : {"OMP_NUM_THREADS", "OMP_WAIT_POLICY", "OMP_PROC_BIND", "OMP_PLACES", "GOMP_SPINCOUNT"})
    if (const char* value = std::getenv(name)) env.omp_env[name] = value;
  env.gpu_model = gpu_model();
  env.graphblade_version = GRAPHBLADE_VERSION;
  env.graphblas_version = baselines::graphblas_version();
#if defined(__clang__)
  env.compiler = std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
  env.compiler = std::string("gcc ") + __VERSION__;
#endif
#ifdef GRAPHBLADE_HAS_CUDA
  int runtime = 0;
  if (cudaRuntimeGetVersion(&runtime) == cudaSuccess)
    env.cuda_runtime = std::to_string(runtime / 1000) + "." + std::to_string(runtime % 1000 / 10);
#endif
  env.timestamp = utc_now();
  return env;
}

std::string device_name(const run_environment& env, const std::string& device, int threads) {
  if (device == "cuda") return env.gpu_model.empty() ? "unknown GPU" : env.gpu_model;
  return env.cpu_model + ", " + std::to_string(threads) + " threads";
}

}  // namespace graphblade::bench
