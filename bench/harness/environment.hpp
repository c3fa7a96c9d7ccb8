// Where a benchmark ran: git revision (with a dirty flag), host, CPU and GPU
// models, library versions. Written into every JSON line so that results stay
// comparable after the fact.
#pragma once
#include <map>
#include <string>

namespace graphblade::bench {

/// Facts about the build and the machine, gathered once per run.
struct run_environment {
  std::string git_sha;     ///< HEAD at build time ("unknown" outside git; env GRAPHBLADE_GIT_SHA overrides)
  bool git_dirty = false;  ///< tracked files differed from HEAD at build time
  std::string hostname;
  std::string cpu_model;  ///< /proc/cpuinfo "model name"
  int cpu_threads = 0;    ///< omp_get_max_threads() when gathered
  /// OMP_* variables that change timings (OMP_WAIT_POLICY, OMP_PROC_BIND, ...), when set.
  std::map<std::string, std::string> omp_env;
  /// The process's malloc settings (apply_malloc_policy, malloc_policy.hpp); empty when not applied.
  std::string malloc;
  std::string gpu_model;  ///< CUDA device 0's name; empty when none is usable
  std::string graphblade_version;
  std::string graphblas_version;  ///< the loaded SuiteSparse:GraphBLAS; empty when not built
  std::string compiler;
  std::string cuda_runtime;  ///< e.g. "12.4"; empty without the CUDA backend
  std::string timestamp;     ///< UTC, ISO 8601
};

/// Gather the environment (cheap: reads /proc and asks the CUDA runtime).
run_environment gather_environment();

/// Human name of `device` on this machine: the GPU model for "cuda", the CPU
/// model with `threads` threads for "cpu".
std::string device_name(const run_environment& env, const std::string& device, int threads);

/// The GPU model without the CUDA backend: /proc/driver/nvidia, else
/// `nvidia-smi`; empty when neither names one.
std::string gpu_model_from_driver();

}  // namespace graphblade::bench
