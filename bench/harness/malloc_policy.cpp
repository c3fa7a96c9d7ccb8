// LAGraph's malloc settings for the benchmark process (malloc_policy.hpp).
#include "bench/harness/malloc_policy.hpp"

#include <cstdlib>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "graphblade/core/errors.hpp"

namespace graphblade::bench {

std::string apply_malloc_policy() {
  const char* asked = std::getenv("GRAPHBLADE_BENCH_MALLOC");
  const std::string name = asked && *asked ? asked : "lagraph";
  if (name == "default") return "glibc default";
  if (name != "lagraph") throw invalid_value("GRAPHBLADE_BENCH_MALLOC must be lagraph or default, not " + name);
#ifdef __GLIBC__
  // The three calls of LAGraph's demo_init (src/benchmark/LAGraph_demo.h, v1.0.2).
  const bool applied =
      mallopt(M_MMAP_MAX, 0) == 1 && mallopt(M_TRIM_THRESHOLD, -1) == 1 && mallopt(M_TOP_PAD, 16 * 1024 * 1024) == 1;
  if (!applied) return "glibc default (mallopt refused LAGraph's settings)";
  return "lagraph: glibc mmap off, no trim, 16 MiB top pad";
#else
  return "system default (not glibc)";
#endif
}

}  // namespace graphblade::bench
