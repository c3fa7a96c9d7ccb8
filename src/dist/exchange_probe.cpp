// probe_exchange_latency (include/graphblade/dist/exchange_probe.hpp): the
// exchanges of one ueno-2d level, timed one by one after an idle time.
#include "graphblade/dist/exchange_probe.hpp"

#include <chrono>
#include <functional>
#include <thread>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "src/dist/wall_clock.hpp"

namespace graphblade::dist {

using detail::now_s;

std::vector<exchange_probe_series> probe_exchange_latency(communicator& comm, const exchange_probe_options& opt,
                                                          int device) {
  if (opt.reps < 1) throw invalid_value("exchange probe: reps must be >= 1");
  for (double idle : opt.idle_s)
    if (!(idle >= 0)) throw invalid_value("exchange probe: idle times must be >= 0 seconds");
  const bool on_device = comm.device_buffers();
  if (on_device && device < 0) throw invalid_value("exchange probe: a device-buffer engine needs its device");
  const place where = on_device ? cuda(device) : host;
  const std::size_t P = std::size_t(comm.size()), b = std::size_t(opt.bytes);
  std::vector<unsigned char> zeros(P * b + 1, 0);
  buffer<unsigned char> send(zeros), recv(zeros);  // the engine's memory space
  if (on_device) {
    send = send.to(where);
    recv = recv.to(where);
  }
  const std::vector<std::uint64_t> counts(P, opt.bytes);

  std::vector<std::pair<std::string, std::function<void()>>> ops = {
      {"allreduce", [&] { comm.allreduce_sum(1); }},
      {"allgatherv", [&] { comm.allgatherv(send.data(), b, recv.data(), counts); }},
      {"alltoallv", [&] { comm.alltoallv(send.data(), counts, recv.data(), counts); }},
  };
  if (on_device)
    ops.push_back({"device_copy", [&] {
                     memory::copy(send.data(), where, zeros.data(), host, b);
                     memory::copy(zeros.data(), host, recv.data(), where, b);
                   }});

  std::vector<exchange_probe_series> out;
  for (double idle : opt.idle_s)
    for (const auto& [name, op] : ops) {
      comm.barrier();
      std::this_thread::sleep_for(std::chrono::duration<double>(idle));
      comm.barrier();
      exchange_probe_series s{name, idle, {}};
      for (int r = 0; r < opt.reps; ++r) {
        const double t = now_s();
        op();
        if (on_device) memory::copy(zeros.data(), host, recv.data(), where, 1);  // until the host sees the result
        s.seconds.push_back(now_s() - t);
      }
      for (double& x : s.seconds) x = comm.allreduce_max(x);
      out.push_back(std::move(s));
    }
  return out;
}

}  // namespace graphblade::dist
