// Raw allocation and copies in a given place. Host memory is 64-byte aligned
// and uninitialised; device memory comes from cudaMalloc (never managed memory)
// and exists only when the CUDA backend is built (otherwise not_supported).
#pragma once
#include <cstddef>

#include "graphblade/core/place.hpp"

namespace graphblade::memory {

/// Allocate `bytes` in `where`; throws out_of_memory / not_supported.
void* allocate(std::size_t bytes, const place& where);
/// Free memory obtained from allocate() with the same place.
void deallocate(void* p, std::size_t bytes, const place& where) noexcept;
/// Copy `bytes` between any two places (host<->device, device<->device). Within one device the copy is
/// enqueued with graphblade's operations and does not wait; a copy that touches the host (or two
/// devices) waits for it.
void copy(void* dst, const place& dst_place, const void* src, const place& src_place, std::size_t bytes);
/// Write `bytes` from host memory `src` to `dst` in `where` without waiting: on a device, a
/// one-thread-block kernel (the bytes ride in its arguments) on the calling thread's graphblade
/// stream for that device, so it is ordered with the operations queued there and is recorded
/// into a device loop like them; at most store_max_bytes (more: a blocking copy). On the host, memcpy.
void store(void* dst, const place& where, const void* src, std::size_t bytes);
/// The most bytes store() writes without a blocking copy.
inline constexpr std::size_t store_max_bytes = 64;
/// One piece of read_to_host: `bytes` at `src` (in the place given to read_to_host) into host memory `dst`.
struct host_read {
  void* dst;
  const void* src;
  std::size_t bytes;
};
/// Copy each read's bytes from `where` to the host with one host wait, where a copy() each would wait
/// each time (several device Scalars: read_values). On a device the pieces are gathered there, after
/// the work queued before on the calling thread's graphblade stream, and copied out together. On the
/// host, memcpy.
void read_to_host(const host_read* reads, std::size_t count, const place& where);
/// Set `bytes` bytes at p to `value` (a large host block on every OpenMP thread, each its own range).
void fill_bytes(void* p, const place& where, int value, std::size_t bytes);
/// True when this build has the CUDA backend and at least one device is visible.
bool cuda_available();
/// The number of CUDA devices this process sees (0 without the CUDA backend or a device).
int cuda_device_count();
/// True when the environment variable GRAPHBLADE_SANITIZE is set to anything but "" or "0" (a
/// compute-sanitizer run): device arrays whose unset elements are never read, such as a bitmap's
/// values at absent positions, are then zeroed when made, so that whole-array copies read
/// initialised memory under initcheck; the tests also pick smaller graphs.
bool sanitizer_run();

}  // namespace graphblade::memory
