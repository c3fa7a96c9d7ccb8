// Device-memory hooks for a build without the CUDA backend: every device
// request is a not_supported error; no device is ever visible.
#include "graphblade/core/errors.hpp"
#include "graphblade/core/detail/device_hooks.hpp"

namespace graphblade::memory::detail {
namespace {
[[noreturn]] void no_cuda() { throw not_supported("graphblade was built without the CUDA backend"); }
}  // namespace
void* cuda_allocate(std::size_t, int) { no_cuda(); }
void cuda_deallocate(void*, int) noexcept {}
void cuda_copy(void*, const place&, const void*, const place&, std::size_t) { no_cuda(); }
void cuda_fill_bytes(void*, int, int, std::size_t) { no_cuda(); }
void cuda_store(void*, int, const void*, std::size_t) { no_cuda(); }
void cuda_read_to_host(const host_read*, std::size_t, int) { no_cuda(); }
int cuda_device_count() noexcept { return 0; }
}  // namespace graphblade::memory::detail
