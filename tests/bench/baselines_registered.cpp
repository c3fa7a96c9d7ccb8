// tests_bench sees the external baselines ("suitesparse" when GraphBLAS is
// built) in the registry, as the CLI does: registered once at start-up through
// the registry's public hook (bench/baselines).
#include "bench/baselines/baselines.hpp"

namespace {

const bool baselines_registered = (graphblade::baselines::register_baseline_bfs(), true);

}  // namespace
