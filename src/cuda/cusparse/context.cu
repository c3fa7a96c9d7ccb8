// The per-(thread, device) cuSPARSE handle and scratch arrays (context.cuh).
#include "graphblade/backend/cuda/cusparse/context.cuh"

#include <algorithm>
#include <map>
#include <memory>

#include "graphblade/core/memory.hpp"
#include "graphblade/backend/cuda/cusparse/check.cuh"

namespace graphblade::gpu::cusparse {

context::context(int device) : device_(device) { GB_CUSPARSE_CHECK(cusparseCreate(&handle_)); }

context::~context() {
  for (int k = 0; k < static_cast<int>(scratch::count_); ++k)
    if (ptr_[k]) memory::deallocate(ptr_[k], size_[k], cuda(device_));
  (void)cusparseDestroy(handle_);  // at thread exit the device may be gone: nothing to report to
}

void* context::raw(scratch s, std::size_t bytes) {
  const int k = static_cast<int>(s);
  grow_device_scratch(ptr_[k], size_[k], bytes, device_);
  return ptr_[k];
}

std::size_t context::bytes_held() const {
  std::size_t b = 0;
  for (std::size_t s : size_) b += s;
  return b;
}

context& context_for(workspace& ws) {
  thread_local std::map<int, std::unique_ptr<context>> per_device;
  auto& c = per_device[ws.device()];
  if (!c) c = std::make_unique<context>(ws.device());
  GB_CUSPARSE_CHECK(cusparseSetStream(c->handle(), ws.stream()));
  return *c;
}

}  // namespace graphblade::gpu::cusparse
