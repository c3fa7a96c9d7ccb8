// The external baselines graphblade is measured against, kept out of the core
// library: the SuiteSparse:GraphBLAS BFS (bench/suitesparse, built into the
// graphblade_baselines target when GraphBLAS is found). The core registry
// knows nothing of them; a program that wants them in `bfs_algorithms()` (the
// CLI, tests_bench, the bench executables) calls register_baseline_bfs() once
// at start-up, through the registry's public hook register_bfs_algorithm.
#pragma once
#include <string>

namespace graphblade::baselines {

/// Add the baseline BFS algorithms ("suitesparse" when GraphBLAS was found) to
/// the registry; later calls do nothing.
void register_baseline_bfs();

/// The SuiteSparse:GraphBLAS loaded at run time, e.g. "SuiteSparse:GraphBLAS
/// 7.4.0"; empty when this build has no GraphBLAS baseline.
std::string graphblas_version();

}  // namespace graphblade::baselines
