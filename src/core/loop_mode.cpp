// The process-wide override of how device loops run (graphblade/ops/loop.hpp):
// GRAPHBLADE_LOOP_MODE=eager makes every while_loop / repeat_while on a device
// a host loop of device operations, for tools that cannot follow conditional
// CUDA graph nodes (compute-sanitizer racecheck: bench/conditional_graph_probe.cu).
#include <cstdlib>
#include <cstring>

#include "graphblade/ops/loop.hpp"

namespace graphblade::detail {

bool loops_forced_eager() {
  static const bool on = [] {
    const char* v = std::getenv("GRAPHBLADE_LOOP_MODE");
    return v && std::strcmp(v, "eager") == 0;
  }();
  return on;
}

}  // namespace graphblade::detail
