// Device loops in a build without the CUDA backend (ops/loop.hpp): a loop on a
// device place is a not_supported error, as every device request is.
#include "graphblade/core/errors.hpp"
#include "graphblade/ops/loop.hpp"

namespace graphblade::detail {
namespace {
[[noreturn]] void no_cuda() { throw not_supported("graphblade was built without the CUDA backend"); }
}  // namespace
struct device_loop_graph {};
std::shared_ptr<device_loop_graph> record_device_while(int, const void*, std::size_t, const std::function<void()>&) {
  no_cuda();
}
bool record_device_if(int, const void*, std::size_t, const std::function<void()>&, const std::function<void()>&) {
  no_cuda();
}
bool record_device_inner_while(int, const void*, std::size_t, const std::function<void()>&) { no_cuda(); }
void copy_count(int, offset_t*, const offset_t*, offset_t) { no_cuda(); }
void launch_device_loop(device_loop_graph&) { no_cuda(); }
void wait_device(int) { no_cuda(); }
void* device_stream(int) { no_cuda(); }
}  // namespace graphblade::detail
