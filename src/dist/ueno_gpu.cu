// ueno-2d on GPU ranks (include/graphblade/dist/ueno_bfs.hpp, ueno_gpu_bfs):
// Ueno & Suzumura, "Parallel Distributed Breadth First Search on GPU", section
// V (one GPU per 2-D processor), the level of ueno_bfs.cpp with every step a
// CUDA kernel on the rank's GPU and every exchange a device-buffer (NCCL)
// collective, no host copy of a frontier:
//   cq    = allgather_col(nq)               expand: bitmap, or the plain label list when sparse (Alg. III's choice)
//   sv   |= allgather_row(nq)               shared visited vertices (V-F 2)
//   f<!sv> = push_blockᵀ any.secondi cq     top-down: a warp per CQ label (list) or word (bitmap), its lanes
//                                           over the edges (V-E, V-F 1)
//   f<!sv> = pull_block  any.secondi cq     bottom-up: a thread per row vertex not in SV
//   f_own = alltoall_row(f)                 fold: f written straight into a region per owner, sent as it is
//   nq<!visited> = f_own; level<nq> = L; parent<nq> = f_own
// SV and VISITED updates are Algorithm V (B), test and test-and-set, with
// atomicOr. Only counters cross to the host, once per step (they size the
// next one); the visit kernel counts |NQ| and its degree, so one host allgather
// a level gives every rank's |NQ| and degree sum: |f| and m_f for the direction
// choice and the lengths of the expand's lists. Kernels run on the legacy
// default stream; the NCCL engine's collectives are only queued on its blocking
// stream (src/dist/nccl_comm.cpp), which waits for the kernels before them and
// which the kernels after them wait for: a level waits for its GPU only at its
// two counter reads. CUDA events time the steps (level_marks).
#include <cuda_runtime.h>

#include <algorithm>
#include <cub/cub.cuh>
#include <memory>
#include <string>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/dist/ueno_bfs.hpp"
#include "src/dist/ueno_common.hpp"
#include "src/dist/wall_clock.hpp"

namespace graphblade::dist {
namespace {

using detail::clock_type;
using detail::block_owner;
using detail::found_edge;
using detail::seconds_since;
using word = unsigned int;  // device bitmaps: 32-bit words (the same bytes as the CPU ranks' 64-bit words)
using counter = unsigned long long;

constexpr int block_threads = 256;
unsigned blocks_for(std::uint64_t threads) { return unsigned((threads + block_threads - 1) / block_threads); }
/// Bytes of a bitmap message of `bits` bits (whole 64-bit words, as the CPU ranks send).
std::uint64_t bitmap_bytes(index_t bits) { return (std::uint64_t(bits) + 63) / 64 * 8; }

void check(cudaError_t rc, const char* what) {
  if (rc != cudaSuccess) throw cuda_error(std::string("ueno-2d GPU ranks, ") + what + ": " + cudaGetErrorString(rc));
}
void check_launch(const char* what) { check(cudaGetLastError(), what); }

/// Grow a device buffer to at least n elements (contents are not kept).
template <class T>
void ensure(buffer<T>& b, std::size_t n, const place& where) {
  if (b.size() < n || b.where() != where) b = buffer<T>(std::max<std::size_t>(n, 1), where);
}

// Slots of the per-level counters (one device array, one copy to the host per step); the C fold
// cursors (records emitted for each owner of the row set) follow at counters + slots.
enum slot : int {
  filtered,         // frontier edges SV dropped
  next_count,       // |NQ| of the next level
  next_degree,      // sum of own_degree over the next NQ
  bad_input,        // a message label outside its block
  heavy_count,      // frontier vertices left to top_down_heavy_kernel
  slots
};

__device__ __forceinline__ bool test_bit(const word* w, index_t x) { return (w[x >> 5] >> (x & 31)) & 1u; }
/// Ueno & Suzumura Algorithm V (B): true when this call set bit x.
__device__ __forceinline__ bool test_and_test_and_set(word* w, index_t x) {
  const word mask = 1u << (x & 31);
  if (*(volatile word*)(w + (x >> 5)) & mask) return false;
  return !(atomicOr(w + (x >> 5), mask) & mask);
}

/// Where the frontier edges f go: each is written as its fold record straight into a fixed region of `send`
/// for the owner of its row vertex (C regions, region_start: C + 1 record offsets), so the fold sends the
/// regions as they are: no sort by row vertex, no packing pass, no read of the owners' bounds. A region holds
/// the owner's row block when SV is on (each row vertex is emitted at most once a level), else also one record
/// per edge into the block (top-down without SV emits one an edge).
struct fold_regions {
  const index_t* row_block_start;      // C + 1 row-set offsets of the owners' blocks
  const std::uint64_t* region_start;   // C + 1 record offsets into send
  found_edge* send;
  counter* cursors;                    // C: records emitted for each owner
  int C;

  __device__ __forceinline__ int owner(index_t v) const { return block_owner(row_block_start, C, v); }
  /// Record `at` of owner jj's region (dropped past the region: the host sees the cursor and throws).
  __device__ __forceinline__ void put(int jj, counter at, index_t v, index_t p) const {
    if (at < region_start[jj + 1] - region_start[jj]) send[region_start[jj] + at] = {v - row_block_start[jj], p};
  }
};

/// Lanes of `want` whose value equals this lane's, and this lane's rank among them (one slot reservation a
/// group: the leader adds the group's size).
struct warp_group {
  unsigned peers;
  int leader, rank;
  __device__ __forceinline__ warp_group(unsigned want, unsigned value) {
    peers = __match_any_sync(want, value);
    leader = __ffs(peers) - 1;
    rank = __popc(peers & ((1u << (threadIdx.x & 31)) - 1u));
  }
  /// *count += the group's size once; every lane of the group gets the old value.
  template <class Count>
  __device__ __forceinline__ Count reserve(Count* count) const {
    Count base = 0;
    if (int(threadIdx.x & 31) == leader) base = atomicAdd(count, Count(__popc(peers)));
    return __shfl_sync(peers, base, leader);
  }
};

/// Warp-aggregated emit of (v, p) into v's owner's region when `emit`: one atomicAdd per owner a warp. Every
/// lane of the warp must call it.
__device__ __forceinline__ void emit_found(bool emit, index_t v, index_t p, const fold_regions& f) {
  const unsigned want = __ballot_sync(0xffffffffu, emit);
  if (!emit) return;  // after the ballot: the lanes of `want` go on together
  const int jj = f.owner(v);
  const warp_group g(want, unsigned(jj));
  f.put(jj, g.reserve(f.cursors + jj) + counter(g.rank), v, p);
}

/// Dynamic shared memory of block_emit_found for C owners.
std::size_t block_emit_bytes(int C) { return std::size_t(C) * (sizeof(counter) + sizeof(unsigned)); }

/// Block-aggregated emit_found: one atomicAdd per owner a block (a cursor shared by the whole grid takes
/// gridDim.x atomics, not one a warp), the warps' groups first counted in shared memory. Every thread of the
/// block must call it, once a kernel; dynamic shared memory block_emit_bytes(C).
__device__ __forceinline__ void block_emit_found(bool emit, index_t v, index_t p, const fold_regions& f) {
  extern __shared__ counter block_base[];                                  // C bases, then C counts
  unsigned* block_count = reinterpret_cast<unsigned*>(block_base + f.C);  // 32-bit: native shared atomics
  for (int k = threadIdx.x; k < f.C; k += blockDim.x) block_count[k] = 0;
  __syncthreads();
  const unsigned want = __ballot_sync(0xffffffffu, emit);
  int jj = 0;
  unsigned at = 0;
  if (emit) {
    jj = f.owner(v);
    const warp_group g(want, unsigned(jj));
    at = g.reserve(block_count + jj) + unsigned(g.rank);
  }
  __syncthreads();
  for (int k = threadIdx.x; k < f.C; k += blockDim.x)
    block_base[k] = block_count[k] ? atomicAdd(f.cursors + k, counter(block_count[k])) : 0;
  __syncthreads();
  if (emit) f.put(jj, block_base[jj] + at, v, p);
}

/// *to += the warp's sum of v, one atomicAdd a warp (every lane of the warp must call it).
__device__ __forceinline__ void add_warp_sum(counter v, counter* to) {
  for (int d = 16; d; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
  if ((threadIdx.x & 31) == 0 && v) atomicAdd(to, v);
}

/// A slot for each thread of the block with `take`, from one atomicAdd on *count a block (block-aggregated:
/// one counter shared by the whole grid takes gridDim.x atomics, not one a thread or a warp). Every thread of
/// the block must call it, once a kernel; the returned slot means something only where `take` holds.
__device__ __forceinline__ counter block_slot(bool take, counter* count) {
  using scan = cub::BlockScan<unsigned, block_threads>;
  __shared__ typename scan::TempStorage tmp;
  __shared__ counter base;
  unsigned rank = 0, total = 0;
  scan(tmp).ExclusiveSum(unsigned(take), rank, total);
  if (threadIdx.x == 0 && total) base = atomicAdd(count, counter(total));
  __syncthreads();
  return base + rank;
}

/// bits[offset + ids[k]] = 1 for every k (ids must be < len, else bad_input); with `list`, also
/// list[k] = offset + ids[k] (no_label for a bad one).
constexpr index_t no_label = ~index_t(0);
__global__ void set_bits_kernel(const index_t* ids, std::uint64_t count, index_t len, index_t offset, word* bits,
                                counter* counters, index_t* list = nullptr) {
  const std::uint64_t k = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= count) return;
  const index_t x = ids[k];
  if (x >= len) {
    atomicAdd(counters + bad_input, counter(1));
    if (list) list[k] = no_label;
    return;
  }
  const index_t b = offset + x;
  atomicOr(bits + (b >> 5), 1u << (b & 31));
  if (list) list[k] = b;
}

/// out = bits [lo, lo + len) of `bits` from bit 0 (`nwords` = words for len; the bits past len are 0).
__global__ void bits_of_range_kernel(const word* bits, index_t lo, index_t len, std::uint64_t nwords, word* out) {
  const std::uint64_t k = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= nwords) return;
  const std::uint64_t from = k * 32;  // nwords may end past len (whole 64-bit words)
  word w = 0;
  if (from < len) {
    const std::uint64_t at = std::uint64_t(lo) + from, base = at >> 5;
    const unsigned shift = unsigned(at & 31);
    w = bits[base] >> shift;
    if (shift && from + (32 - shift) < len) w |= bits[base + 1] << (32 - shift);  // only bits below lo + len
    if (len - from < 32) w &= (1u << (len - from)) - 1u;
  }
  out[k] = w;
}

/// target |= msg shifted to bit `offset` (msg: `nwords` 32-bit words).
__global__ void or_bitmap_kernel(const word* msg, std::uint64_t nwords, index_t offset, word* target) {
  const std::uint64_t k = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (k >= nwords) return;
  const word w = msg[k];
  if (!w) return;
  const unsigned shift = offset & 31;
  const std::uint64_t base = (offset >> 5) + k;
  atomicOr(target + base, w << shift);
  if (shift && (w >> (32 - shift))) atomicOr(target + base + 1, w >> (32 - shift));
}

/// What every top-down kernel reads and writes besides its frontier.
struct top_down_args {
  const offset_t* off;
  const index_t* idx;
  const index_t* col_original;
  word* sv;
  bool use_sv;
  offset_t heavy_degree;
  index_t* heavy;  // hubs left to top_down_heavy_kernel (counters[heavy_count] of them)
  counter* counters;
  fold_regions f;
};

/// One warp's share of u's out-edges, 32 at a time from `first` in steps of
/// `stride`: v<!sv> found with parent u (SV test and test-and-set). Uniform
/// across the warp; returns the edges SV dropped on this lane.
__device__ __forceinline__ counter top_down_edges(offset_t first, offset_t end, offset_t stride, index_t parent,
                                                  const top_down_args& a) {
  const int lane = threadIdx.x & 31;
  counter dropped = 0;
  for (; first < end; first += stride) {
    const offset_t k = first + lane;
    bool emit = false;
    index_t v = 0;
    if (k < end) {
      v = a.idx[k];
      emit = !a.use_sv || test_and_test_and_set(a.sv, v);
      dropped += !emit;
    }
    emit_found(emit, v, parent, a.f);
  }
  return dropped;
}

/// One warp takes frontier vertex u's out-edges, or lists u for the heavy kernel when it has more than
/// heavy_degree of them (one warp would serialise a hub). Uniform across the warp.
__device__ __forceinline__ counter top_down_vertex(index_t u, const top_down_args& a) {
  const offset_t first = a.off[u], end = a.off[u + 1];
  if (end - first > a.heavy_degree) {
    if ((threadIdx.x & 31) == 0) a.heavy[atomicAdd(a.counters + heavy_count, counter(1))] = u;
    return 0;
  }
  return top_down_edges(first, end, 32, a.col_original[u], a);
}

/// f<!sv> = push_blockᵀ any.secondi cq over a bitmap CQ: a warp per CQ word, its lanes over the out-edges of
/// each set bit.
__global__ void top_down_bitmap_kernel(const word* cq, std::uint64_t cq_words, top_down_args a) {
  const std::uint64_t w = (std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  if (w >= cq_words) return;  // uniform across the warp
  counter dropped = 0;
  for (word bits = cq[w]; bits; bits &= bits - 1) dropped += top_down_vertex(index_t(w * 32 + __ffs(bits) - 1), a);
  add_warp_sum(dropped, a.counters + filtered);
}

/// The same over CQ as the expand's label list (column-local ids): a warp per label, so a level of k
/// frontier vertices launches k warps, not one a word of the whole column.
__global__ void top_down_list_kernel(const index_t* cq_list, std::uint64_t count, top_down_args a) {
  const std::uint64_t w = (std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  if (w >= count || cq_list[w] == no_label) return;  // uniform across the warp; a bad label is counted already
  add_warp_sum(top_down_vertex(cq_list[w], a), a.counters + filtered);
}

/// The heavy frontier vertices' out-edges, each vertex's spread over every warp of the grid.
__global__ void top_down_heavy_kernel(top_down_args a) {
  const counter nheavy = a.counters[heavy_count];  // the first kernel's, on the device: no host read between
  const std::uint64_t warp = (std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x) >> 5;
  const std::uint64_t stride = (std::uint64_t(gridDim.x) * blockDim.x >> 5) * 32;
  counter dropped = 0;
  for (std::uint64_t h = 0; h < nheavy; ++h) {
    const index_t u = a.heavy[h];
    dropped += top_down_edges(a.off[u] + warp * 32, a.off[u + 1], stride, a.col_original[u], a);
  }
  add_warp_sum(dropped, a.counters + filtered);
}

/// f<!sv> = pull_block any.secondi cq over rows [first, first + count): a thread per row vertex outside SV
/// takes its first in-neighbour in CQ (rows by decreasing degree, in-neighbours by decreasing degree: the
/// hubs, most often in CQ, come first). Dynamic shared memory block_emit_bytes(C).
__global__ void bottom_up_kernel(const word* cq, index_t first, index_t count, const offset_t* off,
                                 const index_t* idx, const index_t* col_original, word* sv, fold_regions f) {
  const std::uint64_t t = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const index_t v = first + index_t(t);
  bool emit = false;
  index_t parent = 0;
  if (t < count && !test_bit(sv, v)) {
    for (offset_t k = off[v]; k < off[v + 1]; ++k) {
      const index_t u = idx[k];
      if (test_bit(cq, u)) {
        atomicOr(sv + (v >> 5), 1u << (v & 31));
        parent = col_original[u];
        emit = true;
        break;
      }
    }
  }
  block_emit_found(emit, v, parent, f);  // every thread: no early return above
}

/// nq<!visited> = f_own; level<nq> = depth; parent<nq> = f_own. The next NQ's count and degree sum are
/// block-aggregated (they were one atomicAdd a record on each of two addresses; with that and the bottom-up
/// slots aggregated, a scale-23 Graph500 BFS on one H100 went from 5.4 to 1.8 ms, bench/results/h100x4-s14).
__global__ void visit_kernel(const found_edge* in, std::uint64_t count, index_t nown, word* visited, int* level,
                             std::int64_t* parent, int depth, const std::uint64_t* degree, index_t* nq,
                             counter* counters) {
  using reduce = cub::BlockReduce<counter, block_threads>;
  __shared__ typename reduce::TempStorage tmp;
  const std::uint64_t k = std::uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  bool take = false;
  found_edge e{};
  if (k < count) {
    e = in[k];
    if (e.label >= nown)
      atomicAdd(counters + bad_input, counter(1));
    else
      take = test_and_test_and_set(visited, e.label);  // false: another pair reached it first
  }
  counter d = 0;
  if (take) {
    level[e.label] = depth;
    parent[e.label] = e.parent;
    d = counter(degree[e.label]);
  }
  const counter sum = reduce(tmp).Sum(d);  // every thread: no early return above
  if (threadIdx.x == 0 && sum) atomicAdd(counters + next_degree, sum);
  const counter at = block_slot(take, counters + next_count);
  if (take) nq[at] = e.label;
}

/// The source, when this rank owns it: visited, level 0, its own parent, NQ = {x}.
__global__ void start_kernel(index_t x, index_t source, word* visited, int* level, std::int64_t* parent, index_t* nq) {
  visited[x >> 5] |= 1u << (x & 31);
  level[x] = 0;
  parent[x] = source;
  nq[0] = x;
}

/// Every thread spins until `ns` nanoseconds of the GPU's global timer have passed (prime_gpu's busy rounds).
__global__ void spin_kernel(unsigned long long ns) {
  unsigned long long start = 0, now = 0;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(start));
  do asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
  while (now - start < ns);
}

/// A pattern-only block's copy on the GPU, its arrays uploaded straight from
/// the host ones (Matrix::to would first copy them on the host).
Matrix<bool> on_device(const Matrix<bool>& block, const place& gpu) {
  return Matrix<bool>::adopt(block.nrows(), block.ncols(), block.storage_format(), block.offsets().to(gpu),
                             block.indices().to(gpu), {}, {}, gpu, true);
}

/// One small allgatherv and alltoallv on `comm` with every member sending to every other (`send`, `recv`:
/// device buffers of 8 bytes a member, the state's probe messages): NCCL connects a pair
/// at its first collective (at h100x4-s14 the first BFS on four GPUs spent 1.1 s in the expands and folds of
/// its first two levels, the later ones 5 ms in all), so the connections are made with the rest of the setup.
/// Before each timed BFS it primes the links again (ueno_options::prime_exchanges).
void connect_all_pairs(communicator& comm, const void* send, void* recv) {
  const std::size_t p = std::size_t(comm.size()), each = sizeof(std::uint64_t);
  const std::vector<std::uint64_t> counts(p, each);
  comm.allgatherv(send, each, recv, counts);
  comm.alltoallv(send, counts, recv, counts);
}

/// ueno_options::prime_exchanges before a timed BFS: rounds of a spin kernel on every SM (half a millisecond),
/// waited for, and a small exchange on the column and the row communicator until prime_ms have passed, then
/// the exchanges once more, waited for. Every rank runs as many rounds (the same prime_ms), so the collectives
/// match. `send` and `recv`: connect_all_pairs's messages.
void prime_gpu(process_grid& grid, unsigned sms, double prime_ms, const void* send, void* recv) {
  constexpr double round_ms = 0.5;
  for (double done = 0; done < prime_ms; done += round_ms) {
    spin_kernel<<<sms, block_threads>>>((unsigned long long)(std::min(round_ms, prime_ms - done) * 1e6));
    check_launch("spin");
    check(cudaStreamSynchronize(nullptr), "spin");
    connect_all_pairs(*grid.col, send, recv);
    connect_all_pairs(*grid.row, send, recv);
  }
  connect_all_pairs(*grid.col, send, recv);
  connect_all_pairs(*grid.row, send, recv);
  check(cudaDeviceSynchronize(), "prime exchanges");
}

/// Pinned host memory for the per-level counter reads (a copy to pageable memory goes through a staging
/// buffer).
struct pinned_deleter {
  void operator()(void* p) const { (void)cudaFreeHost(p); }
};

/// CUDA events on the legacy default stream at a level's step boundaries: the steps' times as the GPU sees
/// them (the NCCL collectives are only queued, so a host clock would time their queuing), read after the
/// level's last counter read, when every event has happened.
class level_marks {
 public:
  enum mark : int { level_start, expanded, computed, folded, visited, marks };
  level_marks() {
    for (auto& e : events_) check(cudaEventCreate(&e), "event create");
  }
  ~level_marks() {
    for (auto e : events_) (void)cudaEventDestroy(e);
  }
  level_marks(const level_marks&) = delete;
  level_marks& operator=(const level_marks&) = delete;
  void record(mark m) { check(cudaEventRecord(events_[m], nullptr), "event record"); }
  double seconds(mark from, mark to) const {
    float ms = 0;
    check(cudaEventElapsedTime(&ms, events_[from], events_[to]), "event time");
    return double(ms) * 1e-3;
  }

 private:
  cudaEvent_t events_[marks] = {};
};

}  // namespace

struct ueno_gpu_bfs::state {
  process_grid* grid = nullptr;
  const dist_graph* g = nullptr;
  place gpu;
  index_t n = 0, nown = 0, ncol = 0, nrow = 0;
  unsigned sms = 1, heavy_blocks = 1;  // top_down_heavy_kernel's grid: 8 blocks per SM
  std::int64_t total_degree = 0;
  std::vector<index_t> row_block_start;  // row set = C blocks (i, j') in j' order
  Matrix<bool> push_block, pull_block;   // on the GPU
  buffer<index_t> col_original, d_row_block_start, nq, heavy, cq_list;
  buffer<std::uint64_t> own_degree;
  buffer<word> visited, sv, cq, msg;
  buffer<word> rotate_send, rotate_recv;  // rotate_bottom_up: one owner block's SV bits, out and in
  buffer<int> level;
  buffer<std::int64_t> parent;
  buffer<counter> counters;  // slots, then the C fold cursors
  buffer<unsigned char> expand_recv_col, expand_recv_row;  // the column's and the row's expand messages
  buffer<unsigned char> probe_send, probe_recv;  // connect_all_pairs's messages (8 bytes a member, zeros)
  std::unique_ptr<counter, pinned_deleter> host_counters;  // counters.size() of them
  buffer<found_edge> send, recv;
  std::unique_ptr<level_marks> marks;  // made once the rank's device is current
  // The fold regions of `send` (fold_regions), for shared_visited = regions_sv; edges_into[jj]: the push
  // block's edges into owner jj's rows (the regions without SV), counted once when first needed.
  std::vector<std::uint64_t> region_start, edges_into;
  buffer<std::uint64_t> d_region_start;
  int regions_sv = -1;

  /// Words of a device bitmap over `bits` bits (whole 64-bit words).
  static std::size_t words_for(index_t bits) { return bitmap_bytes(bits) / sizeof(word); }

  /// The counters, once the work queued before on the legacy default stream (and the collectives it waits
  /// for) is done: one host wait. The pinned copy stays valid until the next read.
  const counter* read_counters() {
    check(cudaMemcpyAsync(host_counters.get(), counters.data(), counters.bytes(), cudaMemcpyDeviceToHost, nullptr),
          "read counters");
    check(cudaStreamSynchronize(nullptr), "read counters");
    return host_counters.get();
  }

  /// Lay out the fold regions of `send` for this traversal's SV setting (fold_regions).
  void lay_out_regions(bool shared_visited) {
    if (regions_sv == int(shared_visited)) return;
    const std::size_t C = row_block_start.size() - 1;
    if (!shared_visited && edges_into.empty()) {
      edges_into.assign(C, 0);
      const index_t* idx = g->push_block.indices().data();
      for (std::uint64_t k = 0, m = g->push_block.nvals(); k < m; ++k)
        ++edges_into[std::size_t(block_owner(row_block_start.data(), int(C), idx[k]))];
    }
    region_start.assign(C + 1, 0);
    for (std::size_t jj = 0; jj < C; ++jj) {
      const std::uint64_t rows = row_block_start[jj + 1] - row_block_start[jj];
      region_start[jj + 1] = region_start[jj] + (shared_visited ? rows : std::max(rows, edges_into[jj]));
    }
    d_region_start = buffer<std::uint64_t>(region_start).to(gpu);
    ensure(send, region_start[C], gpu);
    regions_sv = int(shared_visited);
  }

  /// The byte counts of one expand's allgather over `comm` (`recv` grown to hold them all): member r sends
  /// list_length(r) labels, or its bitmap of len_of(r) bits (a bitmap's length is known from the layout:
  /// every member chose bitmap or list from the same global |f|); this rank sends `bytes`.
  template <class Len, class ListLength>
  std::vector<std::uint64_t> expand_counts(const communicator& comm, std::uint64_t bytes, bool bitmap, Len len_of,
                                           ListLength list_length, buffer<unsigned char>& recv) {
    std::vector<std::uint64_t> counts(std::size_t(comm.size()));
    std::uint64_t total = 0;
    for (int r = 0; r < comm.size(); ++r) {
      counts[std::size_t(r)] = bitmap ? bitmap_bytes(len_of(r)) : list_length(r) * sizeof(index_t);
      total += counts[std::size_t(r)];
    }
    if (counts[std::size_t(comm.rank())] != bytes) throw invalid_value("expand: this rank's message has the wrong length");
    ensure(recv, total, gpu);
    return counts;
  }

  /// OR member r's block of an expand's allgather (`counts` bytes each, packed in `recv`) into `target` at bit
  /// off_of(r). A list expand with `list` also writes the labels there as target's bit numbers; returns
  /// how many (0 for a bitmap).
  template <class Len, class Off>
  std::uint64_t decode_expand(const std::vector<std::uint64_t>& counts, const buffer<unsigned char>& recv, bool bitmap,
                              Len len_of, Off off_of, word* target, buffer<index_t>* list = nullptr) {
    std::uint64_t total = 0;
    for (auto c : counts) total += c;
    if (list && !bitmap) ensure(*list, total / sizeof(index_t), gpu);
    const unsigned char* all = recv.data();
    std::uint64_t at = 0;
    for (std::size_t r = 0; r < counts.size(); ++r) {
      const std::uint64_t c = counts[r];
      if (!bitmap && c % sizeof(index_t)) throw invalid_value("expand: a list of partial labels");
      if (c && bitmap) {
        or_bitmap_kernel<<<blocks_for(c / sizeof(word)), block_threads>>>(reinterpret_cast<const word*>(all + at),
                                                                          c / sizeof(word), off_of(int(r)), target);
      } else if (c) {
        set_bits_kernel<<<blocks_for(c / sizeof(index_t)), block_threads>>>(reinterpret_cast<const index_t*>(all + at),
                                                                            c / sizeof(index_t), len_of(int(r)),
                                                                            off_of(int(r)), target, counters.data(),
                                                                            list ? list->data() + at / sizeof(index_t)
                                                                                 : nullptr);
      }
      check_launch("expand");
      at += c;
    }
    return bitmap ? 0 : total / sizeof(index_t);
  }
};

bool ueno_gpu_bfs::available() { return true; }

std::string ueno_gpu_bfs::device_name() const {
  cudaDeviceProp prop{};
  check(cudaGetDeviceProperties(&prop, s_->gpu.device), "device properties");
  return prop.name;
}

ueno_gpu_bfs::ueno_gpu_bfs(process_grid& grid, const dist_graph& g, int device) : s_(std::make_unique<state>()) {
  if (!grid.world->device_buffers())
    throw invalid_value("ueno_gpu_bfs: the GPU ranks need a device-buffer (NCCL) grid");
  if (grid.R != g.layout.R || grid.C != g.layout.C)
    throw invalid_value("ueno_gpu_bfs: the grid's shape differs from the graph's");
  if (device < 0) device = nccl_device();
  if (device < 0)
    throw invalid_value("ueno_gpu_bfs: no GPU chosen (make the grid over nccl_world() or name the device)");
  state& s = *s_;
  s.grid = &grid;
  s.g = &g;
  s.gpu = cuda(device);
  check(cudaSetDevice(device), "set device");
  int sms = 1;
  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "SM count");
  s.sms = unsigned(std::max(sms, 1));
  s.heavy_blocks = s.sms * 8;
  const vertex_layout& L = g.layout;
  s.n = L.n();
  s.nown = L.blocks.size(grid.rank());
  s.ncol = L.col_size(grid.j);
  s.nrow = L.row_size(grid.i);
  for (auto d : g.own_degree) s.total_degree += std::int64_t(d);
  s.row_block_start.assign(grid.C + 1, 0);
  for (int jj = 0; jj < grid.C; ++jj)
    s.row_block_start[jj + 1] = s.row_block_start[jj] + L.blocks.size(jj * grid.R + grid.i);

  s.push_block = on_device(g.push_block, s.gpu);
  s.pull_block = on_device(g.pull_block, s.gpu);
  s.col_original = buffer<index_t>(g.col_original).to(s.gpu);
  s.own_degree = buffer<std::uint64_t>(g.own_degree).to(s.gpu);
  s.d_row_block_start = buffer<index_t>(s.row_block_start).to(s.gpu);
  s.nq = buffer<index_t>(std::max<index_t>(s.nown, 1), s.gpu);
  s.heavy = buffer<index_t>(std::max<index_t>(s.ncol, 1), s.gpu);
  s.visited = buffer<word>(state::words_for(s.nown) + 1, s.gpu);
  s.sv = buffer<word>(state::words_for(s.nrow) + 1, s.gpu);
  s.cq = buffer<word>(state::words_for(s.ncol) + 1, s.gpu);
  s.msg = buffer<word>(state::words_for(s.nown) + 1, s.gpu);
  index_t widest_block = 0;  // of the row set: rotate_bottom_up passes one block's SV bits a sub-step
  for (int jj = 0; jj < grid.C; ++jj)
    widest_block = std::max(widest_block, s.row_block_start[jj + 1] - s.row_block_start[jj]);
  s.rotate_send = buffer<word>(state::words_for(widest_block) + 1, s.gpu);
  s.rotate_recv = buffer<word>(state::words_for(widest_block) + 1, s.gpu);
  s.level = buffer<int>(std::max<index_t>(s.nown, 1), s.gpu);
  s.parent = buffer<std::int64_t>(std::max<index_t>(s.nown, 1), s.gpu);
  s.counters = buffer<counter>(slots + std::size_t(grid.C), s.gpu);
  s.marks = std::make_unique<level_marks>();
  void* pinned = nullptr;
  check(cudaMallocHost(&pinned, s.counters.bytes()), "pinned counters");
  s.host_counters.reset(static_cast<counter*>(pinned));
  const std::size_t probe_bytes = std::size_t(std::max(grid.R, grid.C)) * sizeof(std::uint64_t);
  s.probe_send = buffer<unsigned char>(probe_bytes, s.gpu);
  s.probe_recv = buffer<unsigned char>(probe_bytes, s.gpu);
  check(cudaMemset(s.probe_send.data(), 0, probe_bytes), "clear probe message");
  check(cudaDeviceSynchronize(), "upload");
  connect_all_pairs(*grid.col, s.probe_send.data(), s.probe_recv.data());  // the expand's pairs
  connect_all_pairs(*grid.row, s.probe_send.data(), s.probe_recv.data());  // the fold's and the shared visited set's
}

ueno_gpu_bfs::~ueno_gpu_bfs() = default;

ueno_result ueno_gpu_bfs::run(index_t source, const ueno_options& opt) {
  state& s = *s_;
  process_grid& grid = *s.grid;
  const dist_graph& g = *s.g;
  const vertex_layout& L = g.layout;
  if (source >= s.n)
    throw invalid_index("ueno_2d_bfs: source " + std::to_string(source) + " >= n = " + std::to_string(s.n));
  if (!(opt.prime_ms >= 0 && opt.prime_ms <= 60000))  // NaN too; before any collective
    throw invalid_value("ueno_options::prime_ms must be in [0, 60000], got " + std::to_string(opt.prime_ms));
  const int R = grid.R, C = grid.C, i = grid.i, j = grid.j;
  check(cudaSetDevice(s.gpu.device), "set device");
  s.lay_out_regions(opt.shared_visited);
  const fold_regions regions{s.d_row_block_start.data(), s.d_region_start.data(), s.send.data(),
                             s.counters.data() + slots, C};

  check(cudaMemset(s.visited.data(), 0, s.visited.bytes()), "clear visited");
  check(cudaMemset(s.sv.data(), 0, s.sv.bytes()), "clear sv");
  check(cudaMemset(s.level.data(), 0xff, s.level.bytes()), "clear levels");     // -1
  check(cudaMemset(s.parent.data(), 0xff, s.parent.bytes()), "clear parents");  // -1
  // |NQ| and the sum of its own_degree on this rank: the visit kernel counts both for the next level
  std::uint64_t nq_count = 0;
  std::int64_t nq_degree = 0;
  if (L.owner(source) == grid.rank()) {
    const index_t x = g.own_label[source - L.blocks.start(grid.rank())];
    start_kernel<<<1, 1>>>(x, source, s.visited.data(), s.level.data(), s.parent.data(), s.nq.data());
    check_launch("start");
    nq_count = 1;
    nq_degree = std::int64_t(g.own_degree[x]);
  }
  check(cudaDeviceSynchronize(), "start");
  if (opt.prime_exchanges) prime_gpu(grid, s.sms, opt.prime_ms, s.probe_send.data(), s.probe_recv.data());  // untimed
  std::int64_t m_u = grid.world->allreduce_sum(s.total_degree);  // the unvisited vertices' degree, before level 1

  std::vector<detail::local_level> stats;
  std::vector<std::uint64_t> rotate_send_bytes(C, 0), rotate_recv_bytes(C, 0);  // rotate_bottom_up's byte counts
  bool bottom_up = false;
  grid.world->barrier();
  const auto start = clock_type::now();
  for (int depth = 1;; ++depth) {
    // every rank's (|NQ|, its degree sum) in one collective: their sums are |f| and m_f, the counts the
    // lengths of the expand's lists (rank k = processor (k mod R, k / R)); the frontier leaves the unvisited
    const std::vector<std::uint64_t> frontier =
        grid.world->allgather_values({nq_count, std::uint64_t(nq_degree)});
    std::int64_t nf = 0, m_f = 0;
    for (int k = 0; k < R * C; ++k) {
      nf += std::int64_t(frontier[2 * k]);
      m_f += std::int64_t(frontier[2 * k + 1]);
    }
    const auto nq_of = [&](int ii, int jj) { return frontier[2 * std::size_t(jj * R + ii)]; };
    if (nf == 0) break;
    m_u -= m_f;
    detail::local_level st;
    st.frontier = nq_count;
    st.lists_coded = false;  // lists go as plain 32-bit labels

    // Expand: cq = allgather_col(nq); sv |= allgather_row(nq).
    level_marks& mark = *s.marks;
    mark.record(level_marks::level_start);
    check(cudaMemset(s.counters.data(), 0, s.counters.bytes()), "clear counters");
    st.bitmap = double(nf) > opt.alpha * double(s.n);
    st.bitmap_bytes = bitmap_bytes(s.nown);
    const void* message = s.nq.data();
    st.expand_bytes = nq_count * sizeof(index_t);
    if (st.bitmap) {
      check(cudaMemset(s.msg.data(), 0, s.msg.bytes()), "clear message");
      if (nq_count) {
        set_bits_kernel<<<blocks_for(nq_count), block_threads>>>(s.nq.data(), nq_count, s.nown, 0, s.msg.data(),
                                                                 s.counters.data());
        check_launch("encode bitmap");
      }
      message = s.msg.data();
      st.expand_bytes = st.bitmap_bytes;
    }
    check(cudaMemset(s.cq.data(), 0, s.cq.bytes()), "clear cq");
    const auto col_len = [&](int ii) { return L.blocks.size(j * R + ii); };
    const auto row_len = [&](int jj) { return L.blocks.size(jj * R + i); };
    const std::vector<std::uint64_t> col_counts = s.expand_counts(
        *grid.col, st.expand_bytes, st.bitmap, col_len, [&](int ii) { return nq_of(ii, j); }, s.expand_recv_col);
    const std::vector<std::uint64_t> row_counts = s.expand_counts(
        *grid.row, st.expand_bytes, st.bitmap, row_len, [&](int jj) { return nq_of(i, jj); }, s.expand_recv_row);
    // both allgathers queued as one batch (the column's and the row's members differ; with one member each
    // still runs, so the NCCL path stays exercised), then their decodes on the default stream, which waits
    // for both
    communicator::batch both(*grid.world);
    grid.col->allgatherv(message, st.expand_bytes, s.expand_recv_col.data(), col_counts);
    grid.row->allgatherv(message, st.expand_bytes, s.expand_recv_row.data(), row_counts);
    both.end();
    const std::uint64_t cq_labels = s.decode_expand(
        col_counts, s.expand_recv_col, st.bitmap, col_len, [&](int ii) { return L.col_offset(ii, j); }, s.cq.data(),
        &s.cq_list);
    s.decode_expand(row_counts, s.expand_recv_row, st.bitmap, row_len, [&](int jj) { return s.row_block_start[jj]; },
                    s.sv.data());
    mark.record(level_marks::expanded);

    // Direction (Beamer): bottom-up while the frontier's edges outweigh the unvisited ones'.
    bottom_up = detail::choose_bottom_up(opt, bottom_up, m_f, m_u, nf, s.n);
    st.bottom_up = bottom_up;

    // Compute, each frontier edge written as its fold record into its owner's region (fold_regions).
    if (!bottom_up) {
      // f<!sv> = push_blockᵀ any.secondi cq
      const top_down_args a{s.push_block.offsets().data(), s.push_block.indices().data(), s.col_original.data(),
                            s.sv.data(), opt.shared_visited, offset_t(opt.gpu_heavy_degree), s.heavy.data(),
                            s.counters.data(), regions};
      if (!st.bitmap) {  // CQ as the expand's label list: a warp per frontier vertex
        if (cq_labels) top_down_list_kernel<<<blocks_for(cq_labels * 32), block_threads>>>(s.cq_list.data(), cq_labels, a);
      } else if (const std::uint64_t cq_words = state::words_for(s.ncol)) {
        top_down_bitmap_kernel<<<blocks_for(cq_words * 32), block_threads>>>(s.cq.data(), cq_words, a);
      }
      check_launch("top-down");
      // the hubs the first kernel listed: each one's edges over the whole grid (it reads their count itself)
      top_down_heavy_kernel<<<s.heavy_blocks, block_threads>>>(a);
    } else if (s.nrow) {
      // f<!sv> = pull_block any.secondi cq over row-set rows [lo, hi)
      const auto pull_rows = [&](index_t lo, index_t hi) {
        if (hi > lo)
          bottom_up_kernel<<<blocks_for(hi - lo), block_threads, block_emit_bytes(C)>>>(
              s.cq.data(), lo, hi - lo, s.pull_block.offsets().data(), s.pull_block.indices().data(),
              s.col_original.data(), s.sv.data(), regions);
        check_launch("bottom-up");
      };
      if (!opt.rotate_bottom_up || C == 1) {
        pull_rows(0, s.nrow);
      } else {
        // Beamer et al.'s 2-D bottom-up (ueno_bfs.cpp): owner block (j + step) mod C of the row set in sub-step
        // `step`, its SV bits then passed to processor j - 1 and block (j + step + 1) mod C's taken from j + 1;
        // the block lengths are the layout's, so nothing waits for the host
        const int left = (j + C - 1) % C, right = (j + 1) % C;
        for (int step = 0; step < C; ++step) {
          const int k = (j + step) % C, next = (k + 1) % C;
          const index_t lo = s.row_block_start[k], len = s.row_block_start[k + 1] - lo;
          pull_rows(lo, lo + len);
          if (step + 1 == C) break;
          const index_t next_len = s.row_block_start[next + 1] - s.row_block_start[next];
          const std::uint64_t mine = state::words_for(len), theirs = state::words_for(next_len);  // sized at setup
          if (mine)
            bits_of_range_kernel<<<blocks_for(mine), block_threads>>>(s.sv.data(), lo, len, mine, s.rotate_send.data());
          check_launch("pass sv bits");
          rotate_send_bytes[left] = mine * sizeof(word);
          rotate_recv_bytes[right] = theirs * sizeof(word);
          grid.row->alltoallv(s.rotate_send.data(), rotate_send_bytes, s.rotate_recv.data(), rotate_recv_bytes);
          if (theirs)
            or_bitmap_kernel<<<blocks_for(theirs), block_threads>>>(s.rotate_recv.data(), theirs,
                                                                     s.row_block_start[next], s.sv.data());
          check_launch("take sv bits");
        }
      }
    }
    check_launch(bottom_up ? "bottom-up" : "top-down");
    mark.record(level_marks::computed);
    const counter* c = s.read_counters();  // waits for the expand's and the compute's kernels
    if (c[bad_input]) throw invalid_value("expand: a label outside its block");
    st.filtered = c[filtered];
    std::vector<std::uint64_t> send_bytes(C), send_offsets(C);
    std::uint64_t nfound = 0;
    for (int jj = 0; jj < C; ++jj) {
      const counter emitted = c[slots + jj];
      if (emitted > s.region_start[jj + 1] - s.region_start[jj])
        throw error("ueno_gpu_bfs: more frontier edges for one owner than its fold region holds");
      nfound += emitted;
      send_bytes[jj] = emitted * sizeof(found_edge);
      send_offsets[jj] = s.region_start[jj] * sizeof(found_edge);
    }

    // Fold: f_own = alltoall_row(f), each owner's region as it is.
    const std::vector<std::uint64_t> recv_bytes = grid.row->alltoall(send_bytes);
    std::uint64_t total = 0;
    for (auto b : recv_bytes) total += b;
    const std::uint64_t nreceived = total / sizeof(found_edge);
    ensure(s.recv, nreceived, s.gpu);
    grid.row->alltoallv_at(s.send.data(), send_offsets, send_bytes, s.recv.data(), recv_bytes);
    const found_edge* received = s.recv.data();
    st.fold_bytes = nfound * sizeof(found_edge);
    mark.record(level_marks::folded);

    // nq<!visited> = f_own; level<nq> = depth; parent<nq> = f_own
    if (nreceived) {
      visit_kernel<<<blocks_for(nreceived), block_threads>>>(received, nreceived, s.nown, s.visited.data(),
                                                             s.level.data(), s.parent.data(), depth,
                                                             s.own_degree.data(), s.nq.data(), s.counters.data());
      check_launch("visit");
    }
    mark.record(level_marks::visited);
    c = s.read_counters();
    if (c[bad_input]) throw invalid_value("fold: a label outside this rank's block");
    nq_count = c[next_count];
    nq_degree = std::int64_t(c[next_degree]);
    st.expand_s = mark.seconds(level_marks::level_start, level_marks::expanded);
    st.compute_s = mark.seconds(level_marks::expanded, level_marks::computed) +
                   mark.seconds(level_marks::folded, level_marks::visited);
    st.fold_s = mark.seconds(level_marks::computed, level_marks::folded);  // with the counter read and size exchange
    stats.push_back(st);
  }
  ueno_result out;
  out.seconds = grid.world->allreduce_max(seconds_since(start));
  out.levels = detail::reduce_level_stats(grid, stats);
  std::vector<std::int32_t> level(s.nown);
  std::vector<std::int64_t> parent(s.nown);
  if (s.nown) {
    check(cudaMemcpy(level.data(), s.level.data(), s.nown * sizeof(int), cudaMemcpyDeviceToHost), "read levels");
    check(cudaMemcpy(parent.data(), s.parent.data(), s.nown * sizeof(std::int64_t), cudaMemcpyDeviceToHost),
          "read parents");
  }
  out.bfs = detail::gather_owned(grid, g, source, level, parent, s.gpu.device);
  return out;
}

}  // namespace graphblade::dist
