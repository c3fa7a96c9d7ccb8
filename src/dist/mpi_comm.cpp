// The MPI engine of the communication layer (include/graphblade/dist/comm.hpp):
// host buffers, MPI_Allgatherv for expand and MPI_Alltoallv for fold, as
// Ueno & Suzumura section VI-C use them.
#include <mpi.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/dist/comm.hpp"

namespace graphblade::dist {
namespace {

void check_mpi(int rc, const char* what) {
  if (rc == MPI_SUCCESS) return;
  char text[MPI_MAX_ERROR_STRING];
  int len = 0;
  MPI_Error_string(rc, text, &len);
  throw error(std::string("MPI ") + what + ": " + std::string(text, len));
}

/// MPI-3 counts are int: byte counts and displacements past 2^31 are refused.
std::vector<int> to_int_counts(const std::vector<std::uint64_t>& counts, std::vector<int>& displs, const char* what) {
  std::vector<int> out(counts.size());
  displs.assign(counts.size(), 0);
  std::uint64_t at = 0;
  for (std::size_t r = 0; r < counts.size(); ++r) {
    if (counts[r] > std::uint64_t(INT_MAX) || at > std::uint64_t(INT_MAX))
      throw not_supported(std::string(what) + ": a message of more than 2^31 bytes (MPI-3 int counts)");
    out[r] = int(counts[r]);
    displs[r] = int(at);
    at += counts[r];
  }
  return out;
}

/// Messages past MPI-3's int counts (2^31 - 1 bytes) go as point-to-point pieces of at most 2^30 bytes.
/// GRAPHBLADE_DIST_MPI_PIECE_BYTES=N lowers both limits to N (the tests use it to take that path on small messages).
struct piece_limits {
  std::uint64_t largest_collective = std::uint64_t(INT_MAX);
  std::uint64_t piece = std::uint64_t(1) << 30;
  piece_limits() {
    if (const char* env = std::getenv("GRAPHBLADE_DIST_MPI_PIECE_BYTES")) {
      const long long n = std::atoll(env);
      if (n < 1 || n > INT_MAX) throw invalid_value("GRAPHBLADE_DIST_MPI_PIECE_BYTES must be in [1, 2^31)");
      largest_collective = piece = std::uint64_t(n);
    }
  }
  /// True when some count, or the sum of counts (the last displacement), is past the collective's limit.
  bool past(const std::vector<std::uint64_t>& counts) const {
    std::uint64_t at = 0;
    for (std::uint64_t c : counts) {
      if (c > largest_collective || at > largest_collective) return true;
      at += c;
    }
    return false;
  }
  /// True when some displacement is past the collective's limit.
  bool past_offset(const std::vector<std::uint64_t>& offsets) const {
    for (std::uint64_t o : offsets)
      if (o > largest_collective) return true;
    return false;
  }
};

class mpi_communicator final : public communicator {
 public:
  explicit mpi_communicator(MPI_Comm c, bool owned, piece_limits limits = piece_limits())
      : limits_(limits), comm_(c), owned_(owned) {
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &size_);
  }
  ~mpi_communicator() override {
    int finalized = 0;
    MPI_Finalized(&finalized);
    if (owned_ && !finalized) MPI_Comm_free(&comm_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }
  std::string engine() const override { return "mpi"; }
  bool device_buffers() const override { return false; }

  std::int64_t allreduce_sum(std::int64_t x) override {
    std::int64_t out = 0;
    check_mpi(MPI_Allreduce(&x, &out, 1, MPI_INT64_T, MPI_SUM, comm_), "allreduce");
    return out;
  }
  std::vector<std::int64_t> allreduce_sums(std::vector<std::int64_t> x) override {
    check_mpi(MPI_Allreduce(MPI_IN_PLACE, x.data(), int(x.size()), MPI_INT64_T, MPI_SUM, comm_), "allreduce");
    return x;
  }
  double allreduce_max(double x) override {
    double out = 0;
    check_mpi(MPI_Allreduce(&x, &out, 1, MPI_DOUBLE, MPI_MAX, comm_), "allreduce");
    return out;
  }
  std::vector<std::uint64_t> allgather_values(const std::vector<std::uint64_t>& x) override {
    std::vector<std::uint64_t> out(std::size_t(size_) * x.size());
    check_mpi(MPI_Allgather(x.data(), int(x.size()), MPI_UINT64_T, out.data(), int(x.size()), MPI_UINT64_T, comm_),
              "allgather");
    return out;
  }
  std::vector<std::uint64_t> alltoall(const std::vector<std::uint64_t>& send) override {
    if (int(send.size()) != size_) throw dimension_mismatch("alltoall: one count per rank expected");
    std::vector<std::uint64_t> out(size_);
    check_mpi(MPI_Alltoall(send.data(), 1, MPI_UINT64_T, out.data(), 1, MPI_UINT64_T, comm_), "alltoall");
    return out;
  }
  void allgatherv(const void* send, std::size_t bytes, void* recv, const std::vector<std::uint64_t>& counts) override {
    if (counts[rank_] != bytes) throw dimension_mismatch("allgatherv: counts[rank] differs from the bytes sent");
    if (limits_.past(counts)) {  // every rank holds the same counts: the same decision everywhere, no allreduce
      // past 2^31 bytes: every rank sends its bytes to every rank in pieces (MPI keeps their order)
      exchange_in_pieces(send, std::vector<std::uint64_t>(size_, bytes), std::vector<std::uint64_t>(size_, 0), recv,
                         counts, packed_offsets(counts));
      return;
    }
    std::vector<int> displs;
    std::vector<int> c = to_int_counts(counts, displs, "allgatherv");
    check_mpi(MPI_Allgatherv(send, int(bytes), MPI_BYTE, recv, c.data(), displs.data(), MPI_BYTE, comm_), "allgatherv");
  }
  void alltoallv_at(const void* send, const std::vector<std::uint64_t>& send_offsets,
                    const std::vector<std::uint64_t>& send_counts, void* recv,
                    const std::vector<std::uint64_t>& recv_counts) override {
    if (any_rank(limits_.past(send_counts) || limits_.past(recv_counts) || limits_.past_offset(send_offsets))) {
      exchange_in_pieces(send, send_counts, send_offsets, recv, recv_counts, packed_offsets(recv_counts));
      return;
    }
    std::vector<int> sd, rd;
    std::vector<int> sc = to_int_counts(send_counts, sd, "alltoallv");
    for (std::size_t r = 0; r < sd.size(); ++r) sd[r] = int(send_offsets[r]);
    std::vector<int> rc = to_int_counts(recv_counts, rd, "alltoallv");
    check_mpi(MPI_Alltoallv(send, sc.data(), sd.data(), MPI_BYTE, recv, rc.data(), rd.data(), MPI_BYTE, comm_),
              "alltoallv");
  }
  void barrier() override { check_mpi(MPI_Barrier(comm_), "barrier"); }
  std::unique_ptr<communicator> split(int colour, int key) override {
    MPI_Comm sub;
    check_mpi(MPI_Comm_split(comm_, colour, key, &sub), "comm_split");
    return std::make_unique<mpi_communicator>(sub, true, limits_);  // a split keeps its parent's limits
  }

 private:
  /// Whether `here` holds on any rank (one allreduce: every rank must take the same path).
  bool any_rank(bool here) {
    if (size_ == 1) return here;
    int local = here ? 1 : 0, any = 0;
    check_mpi(MPI_Allreduce(&local, &any, 1, MPI_INT, MPI_MAX, comm_), "allreduce");
    return any != 0;
  }
  /// Rank r gets send[send_at[r], +send_counts[r]) and this rank's recv[recv_at[r], +recv_counts[r]) comes from r,
  /// as non-blocking point-to-point messages of at most limits_.piece bytes each (no int displacements).
  void exchange_in_pieces(const void* send, const std::vector<std::uint64_t>& send_counts,
                          const std::vector<std::uint64_t>& send_at, void* recv,
                          const std::vector<std::uint64_t>& recv_counts, const std::vector<std::uint64_t>& recv_at) {
    std::vector<MPI_Request> requests;
    const auto pieces = [&](std::uint64_t total, auto&& post) {
      for (std::uint64_t done = 0; done < total; done += limits_.piece)
        post(done, int(std::min<std::uint64_t>(limits_.piece, total - done)));
    };
    for (int r = 0; r < size_; ++r)
      pieces(recv_counts[r], [&](std::uint64_t done, int n) {
        requests.emplace_back();
        check_mpi(MPI_Irecv(static_cast<char*>(recv) + recv_at[r] + done, n, MPI_BYTE, r, 0, comm_, &requests.back()),
                  "irecv");
      });
    for (int r = 0; r < size_; ++r)
      pieces(send_counts[r], [&](std::uint64_t done, int n) {
        requests.emplace_back();
        check_mpi(MPI_Isend(static_cast<const char*>(send) + send_at[r] + done, n, MPI_BYTE, r, 0, comm_,
                            &requests.back()),
                  "isend");
      });
    check_mpi(MPI_Waitall(int(requests.size()), requests.data(), MPI_STATUSES_IGNORE), "waitall");
  }

  piece_limits limits_;
  MPI_Comm comm_;
  bool owned_;
  int rank_ = 0, size_ = 1;
};

void finalize_at_exit() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
}

}  // namespace

bool mpi_available() { return true; }

void mpi_init(int* argc, char*** argv) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (initialized) return;
  int provided = 0;
  check_mpi(MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided), "init");
  std::atexit(finalize_at_exit);
}

std::unique_ptr<communicator> mpi_world() {
  mpi_init(nullptr, nullptr);
  return std::make_unique<mpi_communicator>(MPI_COMM_WORLD, false);
}

}  // namespace graphblade::dist
