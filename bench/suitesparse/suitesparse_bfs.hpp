// The SuiteSparse:GraphBLAS baseline: a BFS written with the GraphBLAS C API
// by the method of LAGraph's LG_BreadthFirstSearch_SSGrB (Davis; Yang, Buluc &
// Owens ICPP'18 for push/pull in GraphBLAS; Beamer's direction rule):
// complemented structural mask with replace, any.secondi over 32-bit indices
// for parents, any.pair for levels alone, sparse frontier to push and bitmap
// frontier to pull, levels assigned only when asked for; plus.first /
// plus.second for shortest-path counts. Output sets: parents only, levels
// only, both, and sigma (with levels). Registered as BFS algorithm
// "suitesparse" (device cpu) so the harness, `graphblade bfs --algo
// suitesparse` and the demo run it through the same validators as graphblade's
// own algorithms.
//
// Built into graphblade_baselines (not the core library) only when GraphBLAS is
// found (GRAPHBLADE_HAS_SUITESPARSE); see bench/baselines/baselines.hpp,
// cmake/graphblade_graphblas.cmake and bench/README.md.
#pragma once
#include <string>

namespace graphblade {

/// Register the "suitesparse" BFS algorithm (called by baselines::register_baseline_bfs).
void register_suitesparse_bfs();

/// Version of the GraphBLAS library loaded at run time, e.g.
/// "SuiteSparse:GraphBLAS 7.4.0" (initialises GraphBLAS on first use).
std::string suitesparse_version();

}  // namespace graphblade
