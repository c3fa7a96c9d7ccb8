// The latency of the exchanges one ueno-2d level makes (Ueno & Suzumura
// section VI-C: an allgather(v) for expand, an all-to-all for fold, a scalar
// allreduce for the direction choice), measured on their own, each after a
// chosen idle time. A BFS level moves a few bytes in its first and last levels,
// so these latencies bound how fast a level can be; the idle time shows
// whether the first exchanges after a pause (a Graph500 BFS follows seconds of
// host-side validation) cost more than the ones right after.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {

/// What to measure.
struct exchange_probe_options {
  std::uint64_t bytes = 4;  ///< each rank's message: to every rank (allgatherv), to each rank (alltoallv)
  std::vector<double> idle_s = {0.0, 0.01, 0.1, 1.0, 5.0};  ///< host sleep of every rank before each series
  int reps = 8;  ///< back-to-back exchanges in a series
};

/// One series: `reps` exchanges of one kind right after `idle_s` seconds of idling.
struct exchange_probe_series {
  std::string op;  ///< "allreduce" (host scalar), "allgatherv", "alltoallv" or "device_copy" (device engines)
  double idle_s = 0;
  std::vector<double> seconds;  ///< each exchange's time until the host sees its result (device engines: a
                                ///< 1-byte copy back), the slowest rank's, in order
};

/// Measure every op after every idle time on `comm` (collective: every rank calls it). With a
/// device-buffer engine (NCCL) the messages live on `device` and "device_copy" times a copy of
/// `bytes` from the host to it and back (the GPU's own wake-up, without the network). Throws
/// invalid_value for reps < 1 or a negative idle time.
std::vector<exchange_probe_series> probe_exchange_latency(communicator& comm, const exchange_probe_options& opt,
                                                          int device = -1);

}  // namespace graphblade::dist
