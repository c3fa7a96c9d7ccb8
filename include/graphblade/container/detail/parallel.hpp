// Small OpenMP helpers shared by container conversions and CPU kernels:
// a parallel exclusive prefix sum and a thread-count query.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <cstddef>
#include <vector>

namespace graphblade::detail {

inline int max_threads() { return omp_get_max_threads(); }

/// In-place exclusive scan of a[0..n); returns the total. Parallel for large n.
template <class T>
T exclusive_scan_inplace(T* a, std::size_t n) {
  if (n < (1u << 16)) {
    T sum = 0;
    for (std::size_t i = 0; i < n; ++i) {
      T v = a[i];
      a[i] = sum;
      sum += v;
    }
    return sum;
  }
  int nt = max_threads();
  std::vector<T> partial(nt + 1, 0);
  int used = 1;
#pragma omp parallel num_threads(nt)
  {
    int t = omp_get_thread_num(), p = omp_get_num_threads();
#pragma omp single
    used = p;
    std::size_t lo = n * t / p, hi = n * (t + 1) / p;
    T s = 0;
    for (std::size_t i = lo; i < hi; ++i) s += a[i];
    partial[t + 1] = s;
#pragma omp barrier
#pragma omp single
    for (int i = 0; i < p; ++i) partial[i + 1] += partial[i];
    T run = partial[t];
    for (std::size_t i = lo; i < hi; ++i) {
      T v = a[i];
      a[i] = run;
      run += v;
    }
  }
  return partial[used];
}

}  // namespace graphblade::detail
