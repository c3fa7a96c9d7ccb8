// The pieces under ueno-2d: VLQ coding of sorted id lists (Ueno & Suzumura
// section V-B), the block partition and vertex layout (section IV-B), and the
// MPI engine's collectives (section VI-C) with rank-specific payloads.
#include <cstdlib>
#include <random>

#include "catch_compat.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/dist/exchange_probe.hpp"
#include "graphblade/dist/grid.hpp"
#include "graphblade/dist/vlq.hpp"
#include "graphblade/gen/generators.hpp"

using namespace graphblade;
using namespace graphblade::dist;

TEST_CASE("VLQ: the paper's example gaps and the byte layout", "[dist][vlq]") {
  // 3, 123456, 80, 300 as gaps of the increasing list 3, 123459, 123539, 123839.
  const std::vector<index_t> ids = {3, 123459, 123539, 123839};
  std::vector<std::uint8_t> code;
  vlq_encode_sorted(ids.data(), ids.size(), code);
  const std::vector<std::uint8_t> expected = {0x03, 0xC0, 0xC4, 0x07, 0x50, 0xAC, 0x02};
  CHECK(code == expected);
  std::vector<index_t> back;
  vlq_decode_sorted(code.data(), code.size(), back);
  CHECK(back == ids);
}

TEST_CASE("VLQ round-trips random sorted lists, including 0 and 2^32-1", "[dist][vlq]") {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<index_t> ids;
    const std::uint64_t span = trial % 2 ? 1000 : (std::uint64_t(1) << 32);
    for (int k = 0; k < 200; ++k) ids.push_back(index_t(rng() % span));
    if (trial == 3) ids.push_back(max_index);
    if (trial == 4) ids.push_back(0);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    std::vector<std::uint8_t> code;
    vlq_encode_sorted(ids.data(), ids.size(), code);
    CHECK(code.size() <= ids.size() * 5);
    std::vector<index_t> back;
    vlq_decode_sorted(code.data(), code.size(), back);
    CHECK(back == ids);
  }
}

TEST_CASE("VLQ rejects unsorted input and malformed code", "[dist][vlq]") {
  const std::vector<index_t> unsorted = {5, 5};
  std::vector<std::uint8_t> code;
  CHECK_THROWS_AS(vlq_encode_sorted(unsorted.data(), unsorted.size(), code), invalid_value);
  std::vector<index_t> out;
  const std::uint8_t truncated[] = {0x80};
  CHECK_THROWS_AS(vlq_decode_sorted(truncated, 1, out), invalid_value);
  const std::uint8_t too_big[] = {0xff, 0xff, 0xff, 0xff, 0x1f};
  CHECK_THROWS_AS(vlq_decode_sorted(too_big, 5, out), invalid_value);
}

TEST_CASE("SIMD-VLQ: the paper's Fig. 4 example at width 4", "[dist][vlq]") {
  const std::vector<index_t> values = {3, 123456, 80, 300};
  std::vector<std::uint8_t> code;
  simd_vlq_encode(values.data(), values.size(), 4, code);
  const std::vector<std::uint8_t> expected = {0x03, 0xC0, 0x50, 0xAC, 0xC4, 0x02, 0x07};
  CHECK(code == expected);
  std::vector<index_t> back;
  CHECK(simd_vlq_decode(code.data(), code.size(), values.size(), 4, back) == code.size());
  CHECK(back == values);
}

TEST_CASE("SIMD-VLQ round-trips random values at widths 1, 3, 32; width 1 is plain VLQ", "[dist][vlq]") {
  std::mt19937_64 rng(11);
  for (unsigned width : {1u, 3u, 32u})
    for (std::size_t count : {std::size_t(0), std::size_t(1), std::size_t(31), std::size_t(100)}) {
      std::vector<index_t> values(count);
      for (auto& v : values) v = index_t(rng() >> (rng() % 64));  // all byte lengths
      if (count) values[0] = max_index;
      std::vector<std::uint8_t> code;
      simd_vlq_encode(values.data(), values.size(), width, code);
      std::vector<index_t> back;
      CHECK(simd_vlq_decode(code.data(), code.size(), count, width, back) == code.size());
      CHECK(back == values);
      if (width == 1 && count > 1) {  // one lane per group: the byte order of sequential VLQ
        std::vector<index_t> sorted = values;
        std::sort(sorted.begin(), sorted.end());
        sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
        const std::vector<index_t> gaps = gaps_of_sorted(sorted.data(), sorted.size());
        std::vector<std::uint8_t> simd, plain;
        simd_vlq_encode(gaps.data(), gaps.size(), 1, simd);
        vlq_encode_sorted(sorted.data(), sorted.size(), plain);
        CHECK(simd == plain);
      }
    }
  std::vector<index_t> out;
  const std::uint8_t truncated[] = {0x83, 0x05};  // lane 0 continues, lane 1's first byte, then nothing
  CHECK_THROWS_AS(simd_vlq_decode(truncated, 2, 2, 2, out), invalid_value);
}

TEST_CASE("block partition: blocks tile 0..n-1, sizes differ by at most one, owner inverts start", "[dist][grid]") {
  for (index_t n : {1u, 7u, 63u, 64u, 1000u, 4294967295u})
    for (int parts : {1, 2, 3, 4, 6, 8}) {
      block_partition b{n, parts};
      CHECK(b.start(0) == 0);
      CHECK(b.start(parts) == n);
      for (int k = 0; k < parts; ++k) {
        const std::uint64_t even = std::uint64_t(n) / std::uint64_t(parts);
        CHECK(std::uint64_t(b.size(k)) + 1 >= even);
        CHECK(std::uint64_t(b.size(k)) <= even + 1);
        if (b.size(k) == 0) continue;
        CHECK(b.owner(b.start(k)) == k);
        CHECK(b.owner(b.start(k + 1) - 1) == k);
      }
    }
}

TEST_CASE("vertex layout: row sets and column blocks cover every vertex once", "[dist][grid]") {
  for (auto [R, C] : std::vector<std::pair<int, int>>{{1, 1}, {2, 3}, {4, 1}, {3, 3}}) {
    const vertex_layout L(101, R, C);
    index_t rows = 0, cols = 0;
    for (int i = 0; i < R; ++i) rows += L.row_size(i);
    for (int j = 0; j < C; ++j) cols += L.col_size(j);
    CHECK(rows == 101);
    CHECK(cols == 101);
    for (index_t v = 0; v < 101; ++v) {
      const int i = L.owner_row(v), j = L.owner_col(v);
      CHECK(v >= L.col_start(j));
      CHECK(v < L.col_start(j) + L.col_size(j));
      CHECK(L.row_offset(i, j) + (v - L.blocks.start(j * R + i)) < L.row_size(i));
    }
  }
}

TEST_CASE("grid shapes: RxC parsing and the squarest default", "[dist][grid]") {
  CHECK(process_grid::parse_shape("", 4) == std::pair<int, int>{2, 2});
  CHECK(process_grid::parse_shape("", 8) == std::pair<int, int>{2, 4});
  CHECK(process_grid::parse_shape("", 6) == std::pair<int, int>{2, 3});
  CHECK(process_grid::parse_shape("1x4", 4) == std::pair<int, int>{1, 4});
  CHECK_THROWS_AS(process_grid::parse_shape("2x3", 4), invalid_value);
  CHECK_THROWS_AS(process_grid::parse_shape("2by2", 4), invalid_value);
}

namespace {

/// Bytes in `where` (host or a GPU), filled from / read back to the host.
struct staged_bytes {
  place where;
  std::size_t size;
  void* p;
  staged_bytes(const place& w, std::size_t n) : where(w), size(n), p(memory::allocate(n ? n : 1, w)) {}
  ~staged_bytes() { memory::deallocate(p, size ? size : 1, where); }
  void put(const std::vector<std::uint8_t>& v) { memory::copy(p, where, v.data(), host, v.size()); }
  std::vector<std::uint8_t> get() const {
    std::vector<std::uint8_t> v(size);
    memory::copy(v.data(), host, p, where, size);
    return v;
  }
};

/// allgatherv, alltoallv and the scalar collectives of `world` move
/// rank-specific bytes held in `where` to the right places.
void check_collectives(communicator& world, const place& where) {
  const int P = world.size(), me = world.rank();
  // allgatherv: rank r contributes r + 1 bytes of value r.
  const std::vector<std::uint8_t> mine(me + 1, std::uint8_t(me));
  const std::vector<std::uint64_t> counts = world.allgather(mine.size());
  staged_bytes d_mine(where, mine.size()), d_all(where, std::size_t(P) * (P + 1) / 2);
  d_mine.put(mine);
  world.allgatherv(d_mine.p, mine.size(), d_all.p, counts);
  const std::vector<std::uint8_t> all = d_all.get();
  std::size_t at = 0;
  for (int r = 0; r < P; ++r)
    for (int k = 0; k <= r; ++k) CHECK(all[at++] == r);
  // alltoallv: rank me sends (to + 1) bytes of value me*16 + to to rank `to`.
  std::vector<std::uint64_t> send_counts(P);
  std::vector<std::uint8_t> send;
  for (int to = 0; to < P; ++to) {
    send_counts[to] = to + 1;
    send.insert(send.end(), to + 1, std::uint8_t(me * 16 + to));
  }
  const std::vector<std::uint64_t> recv_counts = world.alltoall(send_counts);
  for (int from = 0; from < P; ++from) CHECK(recv_counts[from] == std::uint64_t(me + 1));
  staged_bytes d_send(where, send.size()), d_recv(where, std::size_t(P) * (me + 1));
  d_send.put(send);
  world.alltoallv(d_send.p, send_counts, d_recv.p, recv_counts);
  const std::vector<std::uint8_t> recv = d_recv.get();
  for (int from = 0; from < P; ++from)
    for (int k = 0; k <= me; ++k) CHECK(recv[from * (me + 1) + k] == std::uint8_t(from * 16 + me));
  // alltoallv_at: the same messages from regions in reverse rank order, 3 bytes of 0xee before each
  std::vector<std::uint8_t> regions;
  std::vector<std::uint64_t> send_offsets(P);
  for (int to = P - 1; to >= 0; --to) {
    regions.insert(regions.end(), 3, std::uint8_t(0xee));
    send_offsets[to] = regions.size();
    regions.insert(regions.end(), to + 1, std::uint8_t(me * 16 + to));
  }
  staged_bytes d_regions(where, regions.size()), d_recv_at(where, std::size_t(P) * (me + 1));
  d_regions.put(regions);
  world.alltoallv_at(d_regions.p, send_offsets, send_counts, d_recv_at.p, recv_counts);
  CHECK(d_recv_at.get() == recv);
  CHECK(world.allreduce_sum(me) == P * (P - 1) / 2);
  const std::int64_t big = std::int64_t(1) << 40;  // past 32 bits
  const std::vector<std::int64_t> sums = world.allreduce_sums({me, 1, -big * me});
  CHECK(sums == std::vector<std::int64_t>{P * (P - 1) / 2, P, -big * (P * (P - 1) / 2)});
  CHECK(world.allreduce_max(double(me)) == double(P - 1));
  const std::vector<std::uint64_t> values = world.allgather_values({std::uint64_t(me), std::uint64_t(big + me), 7});
  REQUIRE(values.size() == 3 * std::size_t(P));
  for (int r = 0; r < P; ++r) {
    CHECK(values[3 * r] == std::uint64_t(r));
    CHECK(values[3 * r + 1] == std::uint64_t(big + r));
    CHECK(values[3 * r + 2] == 7);
  }
}

}  // namespace

TEST_CASE("per-rank generation: kronecker_edges slices are the whole list's slices", "[dist][graph500]") {
  const gen::edge_list full = gen::kronecker(9, 16, 7);
  const std::uint64_t m = full.src.size();
  std::vector<index_t> src, dst;
  for (int P : {1, 3, 4}) {
    src.clear();
    dst.clear();
    for (int k = 0; k < P; ++k) {  // rank k's share [k·m/P, (k+1)·m/P), as run_graph500 cuts it
      const std::uint64_t lo = m * k / P, hi = m * (k + 1) / P;
      const gen::edge_list part = gen::kronecker_edges(9, 16, 7, lo, hi - lo);
      CHECK(part.n == full.n);
      REQUIRE(part.src.size() == hi - lo);
      src.insert(src.end(), part.src.begin(), part.src.end());
      dst.insert(dst.end(), part.dst.begin(), part.dst.end());
    }
    CHECK(src == full.src);
    CHECK(dst == full.dst);
  }
  CHECK(gen::kronecker_edges(9, 16, 7, m - 5, 100).src.size() == 5);  // cut at the end of the list
  CHECK_THROWS_AS(gen::kronecker_edges(9, 16, 7, m + 1, 1), invalid_value);
}

TEST_CASE("MPI engine: allgatherv and alltoallv move rank-specific bytes", "[dist][comm]") {
  auto world = mpi_world();
  REQUIRE(world->engine() == "mpi");
  check_collectives(*world, host);
}

TEST_CASE("MPI engine: messages past the collective limit go as point-to-point pieces", "[dist][comm]") {
  // GRAPHBLADE_DIST_MPI_PIECE_BYTES=2 stands in for MPI-3's 2^31-byte int counts: counts of 3+ bytes take
  // the piece path (on every rank: one allreduce decides), sent in 2-byte pieces.
  setenv("GRAPHBLADE_DIST_MPI_PIECE_BYTES", "2", 1);
  auto world = mpi_world();
  unsetenv("GRAPHBLADE_DIST_MPI_PIECE_BYTES");
  check_collectives(*world, host);
  auto row = world->split(world->rank() % 2, world->rank());
  check_collectives(*row, host);
}

namespace {

/// probe_exchange_latency gives every op after every idle time, in order, `reps` times each, the same
/// numbers on every rank (the slowest rank's), and refuses bad options.
void check_exchange_probe(communicator& world, int device, const std::vector<std::string>& ops) {
  exchange_probe_options opt;
  opt.idle_s = {0.0, 0.002};
  opt.reps = 3;
  opt.bytes = 5;
  const std::vector<exchange_probe_series> series = probe_exchange_latency(world, opt, device);
  REQUIRE(series.size() == ops.size() * 2);
  for (std::size_t k = 0; k < series.size(); ++k) {
    CHECK(series[k].op == ops[k % ops.size()]);
    CHECK(series[k].idle_s == opt.idle_s[k / ops.size()]);
    REQUIRE(series[k].seconds.size() == 3);
    for (double t : series[k].seconds) {
      CHECK(t >= 0);
      CHECK(world.allreduce_max(t) == t);  // every rank reports the slowest rank's time
    }
  }
  opt.reps = 0;
  CHECK_THROWS_AS(probe_exchange_latency(world, opt, device), invalid_value);
  opt.reps = 1;
  opt.idle_s = {-1.0};
  CHECK_THROWS_AS(probe_exchange_latency(world, opt, device), invalid_value);
}

}  // namespace

TEST_CASE("exchange probe: one level's exchanges after idle times, MPI engine", "[dist][comm]") {
  auto world = mpi_world();
  check_exchange_probe(*world, -1, {"allreduce", "allgatherv", "alltoallv"});
}

TEST_CASE("exchange probe: the NCCL engine adds a device copy", "[dist][nccl][cuda]") {
  if (!nccl_available() || !memory::cuda_available()) GB_SKIP("no NCCL engine or no GPU");
  auto world = nccl_world();
  check_exchange_probe(*world, nccl_device(), {"allreduce", "allgatherv", "alltoallv", "device_copy"});
  CHECK_THROWS_AS(probe_exchange_latency(*world, exchange_probe_options{}, -1), invalid_value);
}

TEST_CASE("NCCL engine: allgatherv and alltoallv on device buffers", "[dist][nccl][cuda]") {
  if (!nccl_available() || !memory::cuda_available()) GB_SKIP("no NCCL engine or no GPU");
  auto world = nccl_world();
  REQUIRE(world->engine() == "nccl");
  REQUIRE(world->device_buffers());
  check_collectives(*world, place{space::cuda, nccl_device()});
}

namespace {

/// Two allgathervs queued in one batch on two different splits of `world` (ranks by parity, and the low and
/// the high half): each lands whole once the batch ends (on NCCL, both groups of ranks at once).
void check_batch(communicator& world, const place& where) {
  const int me = world.rank(), P = world.size();
  auto parity = world.split(me % 2, me), half = world.split(me < P / 2 ? 0 : 1, me);
  const std::vector<std::uint8_t> a(std::size_t(me) + 1, std::uint8_t(me)), b(2, std::uint8_t(100 + me));
  const std::vector<std::uint64_t> a_counts = parity->allgather(a.size()), b_counts = half->allgather(b.size());
  std::uint64_t a_total = 0;
  for (auto c : a_counts) a_total += c;
  staged_bytes d_a(where, a.size()), d_b(where, b.size()), d_a_all(where, a_total),
      d_b_all(where, 2 * std::size_t(half->size()));
  d_a.put(a);
  d_b.put(b);
  communicator::batch both(world);
  parity->allgatherv(d_a.p, a.size(), d_a_all.p, a_counts);
  half->allgatherv(d_b.p, b.size(), d_b_all.p, b_counts);
  both.end();
  std::vector<std::uint8_t> a_want, b_want;
  for (int r = me % 2; r < P; r += 2) a_want.insert(a_want.end(), std::size_t(r) + 1, std::uint8_t(r));
  for (int r = me < P / 2 ? 0 : P / 2; r < (me < P / 2 ? P / 2 : P); ++r) b_want.insert(b_want.end(), 2, std::uint8_t(100 + r));
  CHECK(d_a_all.get() == a_want);
  CHECK(d_b_all.get() == b_want);
}

}  // namespace

TEST_CASE("MPI engine: a batch of collectives on two communicators", "[dist][comm]") {
  auto world = mpi_world();
  check_batch(*world, host);
}

TEST_CASE("NCCL engine: a batch queues collectives on two communicators at once", "[dist][nccl][cuda]") {
  if (!nccl_available() || !memory::cuda_available()) GB_SKIP("no NCCL engine or no GPU");
  auto world = nccl_world();
  check_batch(*world, place{space::cuda, nccl_device()});
}

TEST_CASE("device-staged MPI engine: allgatherv and alltoallv on device buffers", "[dist][gpu-ranks][cuda]") {
  if (!memory::cuda_available()) GB_SKIP("no GPU");
  auto world = device_staged(mpi_world(), 0);
  REQUIRE(world->engine() == "mpi (device-staged)");
  REQUIRE(world->device_buffers());
  check_collectives(*world, place{space::cuda, 0});
  CHECK_THROWS_AS(device_staged(std::move(world), 0), invalid_value);  // already device buffers
}
