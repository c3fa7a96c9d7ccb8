// Host allocation and the dispatch of device allocation to the CUDA backend
// (src/cuda/memory.cu) or, in a build without CUDA, to not_supported errors.
#include "graphblade/core/memory.hpp"

#include <cstdlib>
#include <cstring>
#include <new>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/detail/device_hooks.hpp"

namespace graphblade::memory {

void* allocate(std::size_t bytes, const place& where) {
  if (bytes == 0) return nullptr;
  if (where.is_cuda()) return detail::cuda_allocate(bytes, where.device);
  std::size_t rounded = (bytes + 63) / 64 * 64;
  void* p = std::aligned_alloc(64, rounded);
  if (!p) throw out_of_memory("host", bytes, 0);
  return p;
}

void deallocate(void* p, std::size_t, const place& where) noexcept {
  if (!p) return;
  if (where.is_cuda())
    detail::cuda_deallocate(p, where.device);
  else
    std::free(p);
}

void copy(void* dst, const place& dst_place, const void* src, const place& src_place, std::size_t bytes) {
  if (bytes == 0) return;
  if (dst_place.is_host() && src_place.is_host())
    std::memcpy(dst, src, bytes);
  else
    detail::cuda_copy(dst, dst_place, src, src_place, bytes);
}

void fill_bytes(void* p, const place& where, int value, std::size_t bytes) {
  if (bytes == 0) return;
  if (where.is_host())
    std::memset(p, value, bytes);
  else
    detail::cuda_fill_bytes(p, where.device, value, bytes);
}

bool cuda_available() { return detail::cuda_device_count() > 0; }

}  // namespace graphblade::memory
