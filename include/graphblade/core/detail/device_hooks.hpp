// Device-memory hooks behind graphblade::memory (private to the library). Defined in src/cuda/memory.cu
// when the CUDA backend is built, else in src/core/cuda_memory_absent.cpp.
#pragma once
#include <cstddef>

#include "graphblade/core/memory.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade::memory::detail {
void* cuda_allocate(std::size_t bytes, int device);
void cuda_deallocate(void* p, int device) noexcept;
void cuda_copy(void* dst, const place& dst_place, const void* src, const place& src_place, std::size_t bytes);
void cuda_fill_bytes(void* p, int device, int value, std::size_t bytes);
void cuda_store(void* dst, int device, const void* src, std::size_t bytes);
void cuda_read_to_host(const host_read* reads, std::size_t count, int device);
int cuda_device_count() noexcept;
}  // namespace graphblade::memory::detail
