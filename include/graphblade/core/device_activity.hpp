// Counters of the work the CUDA backend sends to a device and of the times it
// waits for one (issue 12, "count kernel launches and host synchronisations
// per level"): process-wide totals that benchmarks and tests read before and
// after a call and subtract. Header-only so that the operator templates
// compiled in user .cu files count too; in a build without CUDA they stay 0.
#pragma once
#include <atomic>
#include <cstdint>

namespace graphblade {

/// Totals of device work enqueued and host waits, since the process started (all devices, all threads).
struct device_activity {
  std::uint64_t launches = 0;        ///< graphblade kernel launches (one per <<<>>>)
  std::uint64_t library_calls = 0;   ///< CUB / cuSPARSE algorithm calls (each one or more kernels)
  std::uint64_t memory_ops = 0;      ///< cudaMemsetAsync / cudaMemcpyAsync enqueued
  std::uint64_t graph_launches = 0;  ///< CUDA graphs launched (a device loop: one per run)
  std::uint64_t host_syncs = 0;      ///< times the host waited for the device (stream/device sync, blocking copy)

  /// Every kernel-like operation enqueued: launches + library calls + memory operations + graph launches.
  std::uint64_t enqueued() const { return launches + library_calls + memory_ops + graph_launches; }

  friend device_activity operator-(const device_activity& a, const device_activity& b) {
    return {a.launches - b.launches, a.library_calls - b.library_calls, a.memory_ops - b.memory_ops,
            a.graph_launches - b.graph_launches, a.host_syncs - b.host_syncs};
  }
};

namespace detail {
/// The process-wide counters behind device_activity (relaxed atomics: totals, not an order).
struct device_activity_counters {
  std::atomic<std::uint64_t> launches{0}, library_calls{0}, memory_ops{0}, graph_launches{0}, host_syncs{0};
};
inline device_activity_counters activity_counters;

inline void note_launch() { activity_counters.launches.fetch_add(1, std::memory_order_relaxed); }
inline void note_library_call() { activity_counters.library_calls.fetch_add(1, std::memory_order_relaxed); }
inline void note_memory_op() { activity_counters.memory_ops.fetch_add(1, std::memory_order_relaxed); }
inline void note_graph_launch() { activity_counters.graph_launches.fetch_add(1, std::memory_order_relaxed); }
inline void note_host_sync() { activity_counters.host_syncs.fetch_add(1, std::memory_order_relaxed); }
}  // namespace detail

/// The current totals (subtract two readings to count what a call did).
inline device_activity device_activity_now() {
  const auto& c = detail::activity_counters;
  return {c.launches.load(std::memory_order_relaxed), c.library_calls.load(std::memory_order_relaxed),
          c.memory_ops.load(std::memory_order_relaxed), c.graph_launches.load(std::memory_order_relaxed),
          c.host_syncs.load(std::memory_order_relaxed)};
}

}  // namespace graphblade
