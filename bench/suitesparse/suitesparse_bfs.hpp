// The SuiteSparse:GraphBLAS baseline: a BFS written with the GraphBLAS C API
// the way an expert writes it (direction-optimising push/pull, complemented
// structural mask with replace, any.secondi for parents, any.pair for levels,
// sparse frontier to push and bitmap frontier to pull, plus.first/plus.second
// for shortest-path counts). Registered as BFS algorithm "suitesparse" (device
// cpu) so the harness, `graphblade bfs --algo suitesparse` and the demo run it
// through the same validators as graphblade's own algorithms.
//
// Built only when GraphBLAS is found (GRAPHBLADE_HAS_SUITESPARSE); see
// cmake/graphblade_graphblas.cmake and bench/README.md.
#pragma once
#include <string>

namespace graphblade {

/// Register the "suitesparse" BFS algorithm (called from registry.cpp).
void register_suitesparse_bfs();

/// Version of the GraphBLAS library loaded at run time, e.g.
/// "SuiteSparse:GraphBLAS 7.4.0" (initialises GraphBLAS on first use).
std::string suitesparse_version();

}  // namespace graphblade
