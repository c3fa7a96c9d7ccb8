// OpenMP, or its serial stand-in: graphblade's headers and sources include this
// instead of <omp.h>, so they compile with OpenMP (the CPU backend's loops run
// in parallel) and without it (-fno-openmp, or a library configured with
// GRAPHBLADE_OPENMP=OFF: every `#pragma omp` is ignored and the loops run
// serially, with the same results). The stand-ins live in namespace graphblade,
// so a program that includes <omp.h> itself sees no conflict.
#pragma once
#if defined(_OPENMP)
#include <omp.h>
#else
namespace graphblade {
/// Serial stand-in of omp_get_max_threads: one thread.
inline int omp_get_max_threads() { return 1; }
/// Serial stand-in of omp_get_thread_num: thread 0.
inline int omp_get_thread_num() { return 0; }
/// Serial stand-in of omp_get_num_threads: one thread.
inline int omp_get_num_threads() { return 1; }
}  // namespace graphblade
#endif
