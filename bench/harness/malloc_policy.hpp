// The C allocator settings of a benchmark process (issue 21). LAGraph's demos
// (bfs_demo's demo_init) set glibc's malloc never to give memory back to the
// kernel: no mmap for large blocks, no trimming of the heap, a 16 MiB top pad.
// SuiteSparse:GraphBLAS allocates and frees its result vectors and workspaces in
// every call, so with glibc's defaults each large block is a fresh mmap whose
// pages fault in again at every BFS level (measured on kron:20: about 2,500
// minor page faults per BFS of the `suitesparse` baseline, none per BFS of
// bfs_demo). The harness applies the same settings to its whole process before
// it loads graphs, so every row it times, the baseline's and graphblade's own,
// runs under the allocator LAGraph's row runs under; records say which (host.malloc).
#pragma once
#include <string>

namespace graphblade::bench {

/// Applies the malloc settings named by $GRAPHBLADE_BENCH_MALLOC: `lagraph`
/// (the default: LAGraph's demo settings) or `default` (glibc's own, untouched).
/// Returns what is in effect, for host.malloc. Throws invalid_value for another name.
/// Without glibc nothing is changed and it says so.
std::string apply_malloc_policy();

}  // namespace graphblade::bench
