// The NCCL engine of the communication layer (include/graphblade/dist/comm.hpp):
// device buffers, one GPU per rank, as Ueno & Suzumura map one 2-D processor to
// one GPU (section V-A); NCCL replaces their GPU->host->MPI->host->GPU staging
// (section V-G). The NCCL unique id travels over MPI; sizes and scalars go over
// MPI on the host, data over NCCL on the rank's stream. NCCL has no
// allgatherv/alltoallv: they are grouped ncclBroadcast / ncclSend+ncclRecv.
// A data collective returns once queued: its stream is a blocking one, so work
// issued after it on the legacy default stream (graphblade's kernels, copies
// and stream-ordered frees) waits for it, and it waits for the work before.
#include <cuda_runtime.h>
#include <mpi.h>
#include <nccl.h>

#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {
namespace {

void check_nccl(ncclResult_t rc, const char* what) {
  if (rc != ncclSuccess) throw error(std::string("NCCL ") + what + ": " + ncclGetErrorString(rc));
}
void check_cuda(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) throw cuda_error(std::string(what) + ": " + cudaGetErrorString(rc));
}

class nccl_communicator final : public communicator {
 public:
  /// Build over the ranks of `host` (duplicated, owned): rank 0 makes the
  /// unique id, MPI broadcasts it, every rank joins on its own stream.
  explicit nccl_communicator(MPI_Comm host) {
    MPI_Comm_dup(host, &host_);
    MPI_Comm_rank(host_, &rank_);
    MPI_Comm_size(host_, &size_);
    ncclUniqueId id;
    if (rank_ == 0) check_nccl(ncclGetUniqueId(&id), "get unique id");
    MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, host_);
    // A blocking stream: it waits for work on the legacy default stream, where graphblade::memory
    // allocates and copies (a pageable cudaMemcpy returns before its DMA has landed).
    check_cuda(cudaStreamCreate(&stream_), "stream create");
    check_nccl(ncclCommInitRank(&comm_, size_, id, rank_), "comm init");
  }
  ~nccl_communicator() override {
    ncclCommDestroy(comm_);
    cudaStreamDestroy(stream_);
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (!finalized) MPI_Comm_free(&host_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string engine() const override { return "nccl"; }
  bool device_buffers() const override { return true; }

  std::int64_t allreduce_sum(std::int64_t x) override {
    std::int64_t out = 0;
    MPI_Allreduce(&x, &out, 1, MPI_INT64_T, MPI_SUM, host_);
    return out;
  }
  std::vector<std::int64_t> allreduce_sums(std::vector<std::int64_t> x) override {
    MPI_Allreduce(MPI_IN_PLACE, x.data(), int(x.size()), MPI_INT64_T, MPI_SUM, host_);
    return x;
  }
  double allreduce_max(double x) override {
    double out = 0;
    MPI_Allreduce(&x, &out, 1, MPI_DOUBLE, MPI_MAX, host_);
    return out;
  }
  std::vector<std::uint64_t> allgather_values(const std::vector<std::uint64_t>& x) override {
    std::vector<std::uint64_t> out(std::size_t(size_) * x.size());
    MPI_Allgather(x.data(), int(x.size()), MPI_UINT64_T, out.data(), int(x.size()), MPI_UINT64_T, host_);
    return out;
  }
  std::vector<std::uint64_t> alltoall(const std::vector<std::uint64_t>& send) override {
    if (int(send.size()) != size_) throw dimension_mismatch("alltoall: one count per rank expected");
    std::vector<std::uint64_t> out(size_);
    MPI_Alltoall(send.data(), 1, MPI_UINT64_T, out.data(), 1, MPI_UINT64_T, host_);
    return out;
  }
  void allgatherv(const void* send, std::size_t bytes, void* recv, const std::vector<std::uint64_t>& counts) override {
    if (counts.at(rank_) != bytes) throw dimension_mismatch("allgatherv: counts[rank] differs from the bytes sent");
    char* out = static_cast<char*>(recv);
    std::uint64_t at = 0;
    check_nccl(ncclGroupStart(), "group start");
    for (int r = 0; r < size_; ++r) {
      if (counts[r]) check_nccl(ncclBroadcast(send, out + at, counts[r], ncclUint8, r, comm_, stream_), "broadcast");
      at += counts[r];
    }
    check_nccl(ncclGroupEnd(), "group end");  // queued, not waited for: see device_buffers()
  }
  void alltoallv_at(const void* send, const std::vector<std::uint64_t>& send_offsets,
                    const std::vector<std::uint64_t>& send_counts, void* recv,
                    const std::vector<std::uint64_t>& recv_counts) override {
    const char* in = static_cast<const char*>(send);
    char* out = static_cast<char*>(recv);
    std::uint64_t t = 0;
    check_nccl(ncclGroupStart(), "group start");
    for (int r = 0; r < size_; ++r) {
      if (send_counts[r])
        check_nccl(ncclSend(in + send_offsets[r], send_counts[r], ncclUint8, r, comm_, stream_), "send");
      if (recv_counts[r]) check_nccl(ncclRecv(out + t, recv_counts[r], ncclUint8, r, comm_, stream_), "recv");
      t += recv_counts[r];
    }
    check_nccl(ncclGroupEnd(), "group end");  // queued, not waited for: see device_buffers()
  }
  void begin_batch() override { check_nccl(ncclGroupStart(), "batch start"); }
  void end_batch() override { check_nccl(ncclGroupEnd(), "batch end"); }  // queued, not waited for
  void barrier() override { MPI_Barrier(host_); }
  std::unique_ptr<communicator> split(int colour, int key) override {
    MPI_Comm sub;
    MPI_Comm_split(host_, colour, key, &sub);
    auto out = std::make_unique<nccl_communicator>(sub);
    MPI_Comm_free(&sub);
    return out;
  }

 private:
  MPI_Comm host_;
  ncclComm_t comm_ = nullptr;
  cudaStream_t stream_ = nullptr;
  int rank_ = 0, size_ = 1;
};

int chosen_device = -1;  // nccl_world()'s choice, for nccl_device()

}  // namespace

bool nccl_available() { return true; }
int nccl_device() { return chosen_device; }

std::unique_ptr<communicator> nccl_world() {
  mpi_init(nullptr, nullptr);
  int rank = 0, devices = 0;
  MPI_Comm local;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &local);
  MPI_Comm_rank(local, &rank);
  MPI_Comm_free(&local);
  check_cuda(cudaGetDeviceCount(&devices), "device count");
  if (devices == 0) throw not_supported("nccl_world: no CUDA device");
  chosen_device = rank % devices;
  check_cuda(cudaSetDevice(chosen_device), "set device");
  return std::make_unique<nccl_communicator>(MPI_COMM_WORLD);
}

}  // namespace graphblade::dist
