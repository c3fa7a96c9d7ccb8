// The host wall clock of src/dist: the Graph500 harness's phases, ueno-2d's
// BFS time and step times on CPU ranks, the exchange probe. Private to src/dist.
#pragma once
#include <chrono>

namespace graphblade::dist::detail {

using clock_type = std::chrono::steady_clock;

/// Seconds on the steady clock (differences only).
inline double now_s() { return std::chrono::duration<double>(clock_type::now().time_since_epoch()).count(); }

/// Seconds since t.
inline double seconds_since(clock_type::time_point t) {
  return std::chrono::duration<double>(clock_type::now() - t).count();
}

}  // namespace graphblade::dist::detail
