// The device workspace (see workspace.cuh): grow-only slots, device counters
// with a pinned host mirror, one workspace per (host thread, device).
#include "graphblade/backend/cuda/workspace.cuh"

#include <algorithm>
#include <atomic>
#include <string>
#include <map>
#include <memory>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/backend/cuda/detail/check.cuh"
#include "graphblade/backend/cuda/detail/device_guard.cuh"

namespace graphblade::gpu {

workspace::workspace(int device) : device_(device) {
  detail::device_guard on(device);
  GB_CUDA_CHECK(cudaDeviceGetAttribute(&sm_count_, cudaDevAttrMultiProcessorCount, device));
  device_counters_ = static_cast<offset_t*>(memory::allocate(counters * sizeof(offset_t), cuda(device)));
  GB_CUDA_CHECK(cudaMallocHost(&host_counters_, counters * sizeof(offset_t)));
  // Zeroed once: read_counters(n) copies the first n counters, of which a call may have written only the last.
  clear_counters(counters);
  allocations_ = 1;
}

workspace::~workspace() {
  release();
  for (const auto& [p, b] : retired_) memory::deallocate(p, b, cuda(device_));  // the thread is ending
  memory::deallocate(device_counters_, counters * sizeof(offset_t), cuda(device_));
  (void)cudaFreeHost(host_counters_);
}

bool grow_device_scratch(void*& ptr, std::size_t& size, std::size_t bytes, int device) {
  if (bytes <= size && ptr) return false;
  std::size_t grown = std::max<std::size_t>({bytes, size + size / 2, 256});
  grown = (grown + 255) / 256 * 256;
  if (ptr) memory::deallocate(ptr, size, cuda(device));
  ptr = nullptr;
  size = 0;
  ptr = memory::allocate(grown, cuda(device));
  size = grown;
  return true;
}

namespace {
/// Recorded device loops alive per device (note_recorded_graph); plain atomics, so that a loop
/// destroyed during static destruction still finds them.
constexpr int max_devices = 64;
std::atomic<int> recorded_graphs[max_devices];

bool recorded_graph_alive(int device) {
  return device >= 0 && device < max_devices && recorded_graphs[device].load(std::memory_order_relaxed) > 0;
}
}  // namespace

void note_recorded_graph(int device, int delta) {
  if (device >= 0 && device < max_devices) recorded_graphs[device].fetch_add(delta, std::memory_order_relaxed);
}

void workspace::retire(void* p, std::size_t bytes) {
  if (!recorded_graph_alive(device_)) {
    for (const auto& [q, b] : retired_) memory::deallocate(q, b, cuda(device_));
    retired_.clear();
    if (p) memory::deallocate(p, bytes, cuda(device_));
  } else if (p) {
    retired_.emplace_back(p, bytes);
  }
}

void* workspace::raw(slot s, std::size_t bytes) {
  const int k = static_cast<int>(s);
  if (bytes <= size_[k] && ptr_[k]) return ptr_[k];
  cudaStreamCaptureStatus capturing = cudaStreamCaptureStatusNone;
  GB_CUDA_CHECK(cudaStreamIsCapturing(stream_, &capturing));
  if (capturing != cudaStreamCaptureStatusNone)
    throw not_capturable("workspace slot " + std::to_string(k) + " would grow from " + std::to_string(size_[k]) +
                         " to " + std::to_string(bytes) +
                         " bytes while a device loop is recorded (run the body once eagerly first to size it)");
  retire(ptr_[k], size_[k]);
  ptr_[k] = nullptr;  // size_[k] stays: grow_device_scratch grows from it by 1.5x
  grow_device_scratch(ptr_[k], size_[k], bytes, device_);
  ++allocations_;
  return ptr_[k];
}

void workspace::clear_counters(int n) {
  GB_CUDA_CHECK(::graphblade::gpu::detail::memset_async(device_counters_, 0, n * sizeof(offset_t), stream()));
}

const offset_t* workspace::read_counters(int n) {
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(host_counters_, device_counters_, n * sizeof(offset_t), cudaMemcpyDeviceToHost,
                                stream()));
  GB_HOST_SYNC(stream());
  return host_counters_;
}

offset_t workspace::read_value(const offset_t* cell) {
  offset_t* at = host_counters_ + counters - 1;  // the last slot: read_counters(n) hands out the first n
  GB_CUDA_CHECK(::graphblade::gpu::detail::copy_async(at, cell, sizeof(offset_t), cudaMemcpyDeviceToHost, stream()));
  GB_HOST_SYNC(stream());
  return *at;
}

std::size_t workspace::bytes_held() const {
  std::size_t b = 0;
  for (std::size_t s : size_) b += s;
  return b;
}

std::size_t workspace::bytes_retired() const {
  std::size_t b = 0;
  for (const auto& r : retired_) b += r.second;
  return b;
}

void workspace::release() {
  for (int k = 0; k < static_cast<int>(slot::count_); ++k) {
    retire(ptr_[k], size_[k]);  // (also frees the arrays retired earlier once no recorded loop lives)
    ptr_[k] = nullptr;
    size_[k] = 0;
  }
}

workspace& default_workspace(int device) {
  thread_local std::map<int, std::unique_ptr<workspace>> per_device;
  auto& w = per_device[device];
  if (!w) w = std::make_unique<workspace>(device);
  return *w;
}

}  // namespace graphblade::gpu
