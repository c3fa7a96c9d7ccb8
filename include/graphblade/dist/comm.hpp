// The communication layer of distributed graphblade (Ueno & Suzumura, "Parallel
// Distributed Breadth First Search on GPU", section VI-C: MPI allgather(v) for
// expand, all-to-all exchange for fold). One interface, two engines: MPI on host
// buffers (CPU ranks) and NCCL on device buffers (one GPU per rank, its
// communicator bootstrapped through MPI). No transport of our own: every
// collective forwards to the engine's.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace graphblade::dist {

/// Where each of `counts` starts when they are packed one after the other: offsets[r] = Σ counts[< r].
inline std::vector<std::uint64_t> packed_offsets(const std::vector<std::uint64_t>& counts) {
  std::vector<std::uint64_t> offsets(counts.size(), 0);
  for (std::size_t r = 1; r < counts.size(); ++r) offsets[r] = offsets[r - 1] + counts[r - 1];
  return offsets;
}

/// A group of ranks and the collectives distributed graphblade needs. Data
/// collectives move bytes in the engine's memory space (host for MPI, the
/// rank's GPU for NCCL: see device_buffers()); size exchanges and scalar
/// reductions always take host values.
class communicator {
 public:
  virtual ~communicator() = default;
  /// This process's rank in the group, 0 .. size()-1.
  virtual int rank() const = 0;
  /// Number of ranks in the group.
  virtual int size() const = 0;
  /// "mpi" or "nccl".
  virtual std::string engine() const = 0;
  /// True when data collectives take device pointers (NCCL), false for host (MPI). Device-buffer
  /// collectives are stream-ordered: they may return once queued, and CUDA work issued after them on the
  /// legacy default stream (kernels, cudaMemcpy, graphblade::memory's copies and frees) sees their result;
  /// the host sees it through such a copy. Host-buffer collectives are complete when they return.
  virtual bool device_buffers() const = 0;

  /// Sum of x over the group (host).
  virtual std::int64_t allreduce_sum(std::int64_t x) = 0;
  /// Element-wise sums of x over the group (host), every rank with as many values: one collective
  /// where the engine has it (MPI, NCCL's host side), else one allreduce_sum a value.
  virtual std::vector<std::int64_t> allreduce_sums(std::vector<std::int64_t> x) {
    for (auto& v : x) v = allreduce_sum(v);
    return x;
  }
  /// Maximum of x over the group (host).
  virtual double allreduce_max(double x) = 0;
  /// Every rank's values x (each rank passes as many), rank-major: out[r·k + i] = rank r's x[i] (host).
  virtual std::vector<std::uint64_t> allgather_values(const std::vector<std::uint64_t>& x) = 0;
  /// Every rank's x, in rank order (host).
  std::vector<std::uint64_t> allgather(std::uint64_t x) { return allgather_values({x}); }
  /// send[r] goes to rank r; returns what each rank sent to this one (host).
  virtual std::vector<std::uint64_t> alltoall(const std::vector<std::uint64_t>& send) = 0;
  /// Concatenate every rank's `bytes` bytes at `send` into `recv`, in rank
  /// order; counts[r] = the bytes rank r contributes (from allgather).
  virtual void allgatherv(const void* send, std::size_t bytes, void* recv,
                          const std::vector<std::uint64_t>& counts) = 0;
  /// Personalised exchange: send_counts[r] bytes from `send` (packed in rank
  /// order) go to rank r; recv_counts[r] bytes from rank r land in `recv`
  /// (packed in rank order). recv_counts comes from alltoall(send_counts).
  void alltoallv(const void* send, const std::vector<std::uint64_t>& send_counts, void* recv,
                 const std::vector<std::uint64_t>& recv_counts) {
    alltoallv_at(send, packed_offsets(send_counts), send_counts, recv, recv_counts);
  }
  /// The same with rank r's send_counts[r] bytes at send + send_offsets[r] (MPI_Alltoallv's send
  /// displacements: the regions in any order, gaps allowed, so a sender can fill a fixed region per
  /// destination); what arrives is packed in rank order.
  virtual void alltoallv_at(const void* send, const std::vector<std::uint64_t>& send_offsets,
                            const std::vector<std::uint64_t>& send_counts, void* recv,
                            const std::vector<std::uint64_t>& recv_counts) = 0;
  /// Device-buffer collectives issued on any of this process's communicators between begin_batch() and
  /// end_batch() are queued as one batch (NCCL: one group across communicators), so exchanges on different
  /// groups of ranks may run at the same time; every rank issues its share in the same order. Batches do not
  /// nest. Host engines (and the staged ones, which complete each collective) do nothing here.
  virtual void begin_batch() {}
  virtual void end_batch() {}
  /// begin_batch() when made, end_batch() at end(); an exception before end() still closes the batch (its
  /// error then dropped: the first one is on its way), so no later collective is queued into it.
  class batch {
   public:
    explicit batch(communicator& c) : c_(&c) { c_->begin_batch(); }
    ~batch() {
      if (c_) try { c_->end_batch(); } catch (...) {}
    }
    batch(const batch&) = delete;
    batch& operator=(const batch&) = delete;
    void end() {
      communicator* c = c_;
      c_ = nullptr;
      c->end_batch();
    }

   private:
    communicator* c_;
  };
  /// Wait until every rank of the group reaches this call.
  virtual void barrier() = 0;
  /// Sub-groups: ranks passing the same colour form one group, ordered by key.
  virtual std::unique_ptr<communicator> split(int colour, int key) = 0;
};

/// True when this build has the MPI engine (it always does when dist is built).
bool mpi_available();
/// True when this build has the NCCL engine (CUDA backend and NCCL found).
bool nccl_available();

/// Initialise MPI once per process (MPI_Init_thread, funneled) and finalise it
/// at exit; safe to call repeatedly. Launch with mpirun for several ranks.
void mpi_init(int* argc, char*** argv);
/// MPI_COMM_WORLD as a host-buffer communicator (calls mpi_init if needed).
std::unique_ptr<communicator> mpi_world();
/// An NCCL communicator over the ranks of MPI_COMM_WORLD, one GPU per rank
/// (device = local rank modulo the visible GPUs), its unique id broadcast
/// through MPI. Throws not_supported when the build has no NCCL.
std::unique_ptr<communicator> nccl_world();
/// The CUDA device nccl_world() picked for this rank; -1 before the first call.
int nccl_device();

/// A host-buffer view of a device-buffer communicator (NCCL): every data
/// collective copies host -> `device`, runs on the device, copies back. It lets
/// the CPU ranks of ueno-2d run over NCCL unchanged (a check of the NCCL path
/// on one GPU); GPU ranks pass device buffers to the NCCL engine directly.
/// Throws invalid_value when `inner` already takes host buffers.
std::unique_ptr<communicator> host_staged(std::unique_ptr<communicator> inner, int device);
/// A device-buffer view of a host-buffer communicator (MPI): every data
/// collective copies `device` -> host, runs on the host, copies back (Ueno &
/// Suzumura's GPU -> host -> MPI path, section V-G). It lets several GPU ranks
/// share one GPU, which NCCL refuses: how the multi-rank GPU path is tested on
/// one GPU. Throws invalid_value when `inner` takes device buffers,
/// not_supported without a CUDA device.
std::unique_ptr<communicator> device_staged(std::unique_ptr<communicator> inner, int device);

}  // namespace graphblade::dist
