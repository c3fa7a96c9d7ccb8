// Registration of the external baselines (baselines.hpp).
#include "bench/baselines/baselines.hpp"

#include <mutex>

#ifdef GRAPHBLADE_HAS_SUITESPARSE
#include "bench/suitesparse/suitesparse_bfs.hpp"
#endif

namespace graphblade::baselines {

void register_baseline_bfs() {
  static std::once_flag once;
  std::call_once(once, [] {
#ifdef GRAPHBLADE_HAS_SUITESPARSE
    register_suitesparse_bfs();
#endif
  });
}

std::string graphblas_version() {
#ifdef GRAPHBLADE_HAS_SUITESPARSE
  return suitesparse_version();
#else
  return "";
#endif
}

}  // namespace graphblade::baselines
