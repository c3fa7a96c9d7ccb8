// Host allocation and the dispatch of device allocation to the CUDA backend
// (src/cuda/memory.cu) or, in a build without CUDA, to not_supported errors.
#include "graphblade/core/memory.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/detail/device_hooks.hpp"

namespace graphblade::memory {
namespace {

/// Host memory available for new allocations: MemAvailable from /proc/meminfo
/// (free + reclaimable cache), else the free pages sysconf reports.
std::size_t host_free_bytes() {
  if (std::FILE* f = std::fopen("/proc/meminfo", "r")) {
    char line[256];
    unsigned long long kib = 0;
    bool found = false;
    while (!found && std::fgets(line, sizeof line, f)) found = std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1;
    std::fclose(f);
    if (found) return std::size_t(kib) * 1024;
  }
  long pages = sysconf(_SC_AVPHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? std::size_t(pages) * std::size_t(page) : 0;
}

}  // namespace

void* allocate(std::size_t bytes, const place& where) {
  if (bytes == 0) return nullptr;
  if (where.is_cuda()) return detail::cuda_allocate(bytes, where.device);
  // a large block is aligned to 2 MiB and offered to transparent huge pages: one page fault per
  // 2 MiB when it is first touched (iBFS's level matrices, the BFS arrays of large graphs)
  constexpr std::size_t huge = std::size_t(2) << 20;
  const std::size_t align = bytes >= 16 * huge ? huge : 64;
  const std::size_t rounded = (bytes + align - 1) / align * align;
  void* p = std::aligned_alloc(align, rounded);
  if (!p) throw out_of_memory("host", bytes, host_free_bytes());
#ifdef MADV_HUGEPAGE
  if (align == huge) (void)madvise(p, rounded, MADV_HUGEPAGE);  // advice only: ignored where THP is off
#endif
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

void store(void* dst, const place& where, const void* src, std::size_t bytes) {
  if (bytes == 0) return;
  if (where.is_host()) {
    std::memcpy(dst, src, bytes);
  } else if (bytes > store_max_bytes) {
    copy(dst, where, src, host, bytes);
  } else {
    detail::cuda_store(dst, where.device, src, bytes);
  }
}

void read_to_host(const host_read* reads, std::size_t count, const place& where) {
  if (count == 0) return;
  if (where.is_cuda()) return detail::cuda_read_to_host(reads, count, where.device);
  for (std::size_t k = 0; k < count; ++k) std::memcpy(reads[k].dst, reads[k].src, reads[k].bytes);
}

void fill_bytes(void* p, const place& where, int value, std::size_t bytes) {
  if (bytes == 0) return;
  if (!where.is_host()) {
    detail::cuda_fill_bytes(p, where.device, value, bytes);
    return;
  }
  // A large block is filled by every thread, each its own range: the fill is often the block's first touch
  // (page faults), which one thread would do alone, and the pages land near the threads that fill them. iBFS
  // zeroes seven bit matrices of n x k words a group: ~30 ms on one thread at kron:20 with 256 sources.
  constexpr std::size_t piece = std::size_t(1) << 20;
  const std::int64_t pieces = std::int64_t((bytes + piece - 1) / piece);
  char* c = static_cast<char*>(p);
#pragma omp parallel for schedule(static) if (pieces > 8)
  for (std::int64_t k = 0; k < pieces; ++k) {
    const std::size_t at = std::size_t(k) * piece;
    std::memset(c + at, value, std::min(piece, bytes - at));
  }
}

bool cuda_available() { return detail::cuda_device_count() > 0; }
int cuda_device_count() { return detail::cuda_device_count(); }

bool sanitizer_run() {
  static const bool on = [] {
    const char* v = std::getenv("GRAPHBLADE_SANITIZE");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  return on;
}

}  // namespace graphblade::memory
