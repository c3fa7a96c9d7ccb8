// host_staged (include/graphblade/dist/comm.hpp): host buffers over a
// device-buffer engine, staging each data collective through device memory
// (graphblade::allocate / copy), the GPU -> host -> network path of Ueno &
// Suzumura section V-G turned around; device_staged: that path itself, device
// buffers over MPI. Scalar and size collectives pass through.
#include <algorithm>
#include <string>
#include <utility>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {
namespace {

/// A device allocation freed on scope exit.
class device_bytes {
 public:
  device_bytes(std::size_t bytes, place where) : bytes_(bytes), where_(where) {
    if (bytes_) p_ = memory::allocate(bytes_, where_);
  }
  ~device_bytes() {
    if (p_) memory::deallocate(p_, bytes_, where_);
  }
  device_bytes(const device_bytes&) = delete;
  device_bytes& operator=(const device_bytes&) = delete;
  void* get() const { return p_; }

 private:
  std::size_t bytes_;
  place where_;
  void* p_ = nullptr;
};

std::uint64_t sum(const std::vector<std::uint64_t>& xs) {
  std::uint64_t s = 0;
  for (auto x : xs) s += x;
  return s;
}

/// Bytes from the start of a send buffer to the end of its last region (regions at `offsets`).
std::uint64_t span(const std::vector<std::uint64_t>& offsets, const std::vector<std::uint64_t>& counts) {
  std::uint64_t end = 0;
  for (std::size_t r = 0; r < counts.size(); ++r)
    if (counts[r]) end = std::max(end, offsets[r] + counts[r]);
  return end;
}

/// What both staged views share: the rank, the size and the host-value
/// collectives pass straight to the inner engine.
class staged_view : public communicator {
 public:
  staged_view(std::unique_ptr<communicator> inner, int device)
      : inner_(std::move(inner)), device_(device), where_{space::cuda, device} {}
  int rank() const override { return inner_->rank(); }
  int size() const override { return inner_->size(); }
  std::int64_t allreduce_sum(std::int64_t x) override { return inner_->allreduce_sum(x); }
  std::vector<std::int64_t> allreduce_sums(std::vector<std::int64_t> x) override {
    return inner_->allreduce_sums(std::move(x));
  }
  double allreduce_max(double x) override { return inner_->allreduce_max(x); }
  std::vector<std::uint64_t> allgather_values(const std::vector<std::uint64_t>& x) override {
    return inner_->allgather_values(x);
  }
  std::vector<std::uint64_t> alltoall(const std::vector<std::uint64_t>& send) override {
    return inner_->alltoall(send);
  }
  void barrier() override { inner_->barrier(); }

 protected:
  std::unique_ptr<communicator> inner_;
  int device_;
  place where_;
};

/// Host buffers over a device engine (NCCL), staged through device memory.
class staged_communicator final : public staged_view {
 public:
  using staged_view::staged_view;
  std::string engine() const override { return inner_->engine() + " (host-staged)"; }
  bool device_buffers() const override { return false; }
  void allgatherv(const void* send, std::size_t bytes, void* recv, const std::vector<std::uint64_t>& counts) override {
    const std::uint64_t total = sum(counts);
    device_bytes d_send(bytes, where_), d_recv(total, where_);
    if (bytes) memory::copy(d_send.get(), where_, send, host, bytes);
    inner_->allgatherv(d_send.get(), bytes, d_recv.get(), counts);
    if (total) memory::copy(recv, host, d_recv.get(), where_, total);
  }
  void alltoallv_at(const void* send, const std::vector<std::uint64_t>& send_offsets,
                    const std::vector<std::uint64_t>& send_counts, void* recv,
                    const std::vector<std::uint64_t>& recv_counts) override {
    const std::uint64_t out = span(send_offsets, send_counts), in = sum(recv_counts);
    device_bytes d_send(out, where_), d_recv(in, where_);
    if (out) memory::copy(d_send.get(), where_, send, host, out);
    inner_->alltoallv_at(d_send.get(), send_offsets, send_counts, d_recv.get(), recv_counts);
    if (in) memory::copy(recv, host, d_recv.get(), where_, in);
  }
  std::unique_ptr<communicator> split(int colour, int key) override {
    return std::make_unique<staged_communicator>(inner_->split(colour, key), device_);
  }
};

/// The mirror image: device buffers over a host engine (MPI), each data
/// collective staged through host memory.
class device_staged_communicator final : public staged_view {
 public:
  using staged_view::staged_view;
  std::string engine() const override { return inner_->engine() + " (device-staged)"; }
  bool device_buffers() const override { return true; }
  void allgatherv(const void* send, std::size_t bytes, void* recv, const std::vector<std::uint64_t>& counts) override {
    std::vector<unsigned char> h_send(bytes), h_recv(sum(counts));
    if (bytes) memory::copy(h_send.data(), host, send, where_, bytes);
    inner_->allgatherv(h_send.data(), bytes, h_recv.data(), counts);
    if (!h_recv.empty()) memory::copy(recv, where_, h_recv.data(), host, h_recv.size());
  }
  void alltoallv_at(const void* send, const std::vector<std::uint64_t>& send_offsets,
                    const std::vector<std::uint64_t>& send_counts, void* recv,
                    const std::vector<std::uint64_t>& recv_counts) override {
    std::vector<unsigned char> h_send(span(send_offsets, send_counts)), h_recv(sum(recv_counts));
    if (!h_send.empty()) memory::copy(h_send.data(), host, send, where_, h_send.size());
    inner_->alltoallv_at(h_send.data(), send_offsets, send_counts, h_recv.data(), recv_counts);
    if (!h_recv.empty()) memory::copy(recv, where_, h_recv.data(), host, h_recv.size());
  }
  std::unique_ptr<communicator> split(int colour, int key) override {
    return std::make_unique<device_staged_communicator>(inner_->split(colour, key), device_);
  }
};

}  // namespace

std::unique_ptr<communicator> device_staged(std::unique_ptr<communicator> inner, int device) {
  if (inner->device_buffers()) throw invalid_value("device_staged: the communicator already takes device buffers");
  if (!memory::cuda_available()) throw not_supported("device_staged: no CUDA device");
  return std::make_unique<device_staged_communicator>(std::move(inner), device);
}

std::unique_ptr<communicator> host_staged(std::unique_ptr<communicator> inner, int device) {
  if (!inner->device_buffers()) throw invalid_value("host_staged: the communicator already takes host buffers");
  return std::make_unique<staged_communicator>(std::move(inner), device);
}

}  // namespace graphblade::dist
