// ueno-2d (include/graphblade/dist/ueno_bfs.hpp): Ueno & Suzumura Algorithm II
// over the 2-D layout, one level =
//   cq    = allgather_col(nq)                 expand, bitmap or VLQ list (Alg. III)
//   sv   |= allgather_row(nq)                 shared visited vertices (V-F 2)
//   f<!sv> = push_blockᵀ any.secondi cq       top-down  (V-E, V-F 1: test-and-set SV)
//   f<!sv> = pull_block  any.secondi cq       bottom-up (direction optimisation; with rotate_bottom_up
//                                             the row's C owner blocks in turn, Beamer et al. SC'13 2-D)
//   f_own = alltoall_row(f)                   fold
//   nq<!visited> = f_own; level<nq> = L; parent<nq> = f_own
// A rank's level runs on its OpenMP threads (MPI + OpenMP, as the paper's CPU
// code); SV and VISITED updates are Algorithm V (B) "test and test-and-set".
#include "graphblade/dist/ueno_bfs.hpp"

#include <omp.h>

#include <algorithm>
#include <cstdio>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/dist/vlq.hpp"
#include "src/dist/ueno_common.hpp"
#include "src/dist/wall_clock.hpp"

namespace graphblade::dist {
namespace {

using detail::clock_type;
using detail::seconds_since;
using words = std::vector<std::uint64_t>;

inline bool test_bit(const words& w, index_t x) { return (w[x >> 6] >> (x & 63)) & 1; }
inline void set_bit(words& w, index_t x) { w[x >> 6] |= std::uint64_t(1) << (x & 63); }
/// Bit x, read atomically (other threads may be setting bits of its word).
inline bool test_bit_atomic(const words& w, index_t x) {
  return (__atomic_load_n(&w[x >> 6], __ATOMIC_RELAXED) >> (x & 63)) & 1;
}
/// Ueno & Suzumura Algorithm V (B), "test and test-and-set": true when this
/// call set bit x (it was clear), false when it was already set.
inline bool test_and_test_and_set(words& w, index_t x) {
  const std::uint64_t mask = std::uint64_t(1) << (x & 63);
  if (__atomic_load_n(&w[x >> 6], __ATOMIC_RELAXED) & mask) return false;
  return !(__atomic_fetch_or(&w[x >> 6], mask, __ATOMIC_RELAXED) & mask);
}
inline std::size_t words_for(index_t bits) { return (std::size_t(bits) + 63) / 64; }

/// out = bits [lo, hi) of w as a bitmap of hi - lo bits from bit 0 (a word at a time; the bits past hi - lo are
/// 0). `out` keeps its capacity, so the rotated bottom-up's sub-steps allocate nothing once it has grown.
void bits_of_range(const words& w, index_t lo, index_t hi, words& out) {
  const std::uint64_t len = hi - lo;
  out.resize(words_for(index_t(len)));
  const unsigned shift = lo & 63;
  for (std::size_t k = 0; k < out.size(); ++k) {
    const std::size_t base = (lo >> 6) + k;
    std::uint64_t x = w[base] >> shift;
    if (shift && base + 1 < w.size()) x |= w[base + 1] << (64 - shift);
    const std::uint64_t left = len - 64 * k;
    if (left < 64) x &= (std::uint64_t(1) << left) - 1;
    out[k] = x;
  }
}
/// w |= `bits` (a bitmap of len bits from bit 0, 0 past len) shifted to bit lo, a word at a time.
void or_range(words& w, index_t lo, const words& bits, index_t len) {
  const unsigned shift = lo & 63;
  for (std::size_t k = 0; k < words_for(len); ++k) {
    const std::size_t base = (lo >> 6) + k;
    w[base] |= bits[k] << shift;
    if (shift && (bits[k] >> (64 - shift))) w[base + 1] |= bits[k] >> (64 - shift);
  }
}

using detail::found_edge;
using detail::local_level;

/// NQ as this rank's expand message: a bitmap of its owner block, or the
/// VLQ code of its sorted label list (simd_width > 0: a 4-byte count, then
/// the SIMD-VLQ code of the gaps).
std::vector<std::uint8_t> encode_frontier(std::vector<index_t>& nq, index_t nown, bool bitmap, unsigned simd_width) {
  std::vector<std::uint8_t> out;
  if (bitmap) {
    words w(words_for(nown), 0);
    for (index_t x : nq) set_bit(w, x);
    out.resize(w.size() * sizeof(std::uint64_t));
    std::copy_n(reinterpret_cast<const std::uint8_t*>(w.data()), out.size(), out.data());
  } else if (simd_width == 0) {
    std::sort(nq.begin(), nq.end());
    vlq_encode_sorted(nq.data(), nq.size(), out);
  } else {
    std::sort(nq.begin(), nq.end());
    const std::uint32_t count = std::uint32_t(nq.size());
    out.resize(sizeof count);
    std::copy_n(reinterpret_cast<const std::uint8_t*>(&count), sizeof count, out.data());
    const std::vector<index_t> gaps = gaps_of_sorted(nq.data(), nq.size());
    simd_vlq_encode(gaps.data(), gaps.size(), simd_width, out);
  }
  return out;
}

/// The ids of a SIMD-VLQ expand message (count, then the code of the gaps).
void decode_simd_list(const std::uint8_t* msg, std::size_t bytes, unsigned simd_width, std::vector<index_t>& ids) {
  std::uint32_t count = 0;
  if (bytes < sizeof count) throw invalid_value("expand: SIMD-VLQ message without its count");
  std::copy_n(msg, sizeof count, reinterpret_cast<std::uint8_t*>(&count));
  if (simd_vlq_decode(msg + sizeof count, bytes - sizeof count, count, simd_width, ids) != bytes - sizeof count)
    throw invalid_value("expand: trailing bytes after the SIMD-VLQ code");
  std::uint64_t id = 0;
  for (std::size_t k = 0; k < ids.size(); ++k) {
    if (k > 0 && ids[k] == 0) throw invalid_value("expand: a zero gap in a SIMD-VLQ list");
    id += ids[k];
    if (id > max_index) throw invalid_value("expand: an id past 2^32 - 1");
    ids[k] = index_t(id);
  }
}

/// OR one peer's expand message (block of `len` vertices) into `target` at bit `offset`.
void decode_frontier(const std::uint8_t* msg, std::size_t bytes, bool bitmap, unsigned simd_width, index_t len,
                     index_t offset, words& target, std::vector<index_t>& scratch) {
  if (bitmap) {
    if (bytes != words_for(len) * sizeof(std::uint64_t)) throw invalid_value("expand: bitmap of the wrong length");
    for (index_t x = 0; x < len; ++x)
      if ((msg[x >> 3] >> (x & 7)) & 1) set_bit(target, offset + x);  // little-endian words = bytes in order
    return;
  }
  scratch.clear();
  if (simd_width)
    decode_simd_list(msg, bytes, simd_width, scratch);
  else
    vlq_decode_sorted(msg, bytes, scratch);
  for (index_t x : scratch) {
    if (x >= len) throw invalid_value("expand: a label outside its block");
    set_bit(target, offset + x);
  }
}

/// Allgather `msg` over `comm` and OR every member's block into `target`;
/// member r's block has block_len(r) vertices at bit block_offset(r).
template <class Len, class Off>
void allgather_frontier(communicator& comm, const std::vector<std::uint8_t>& msg, bool bitmap, unsigned simd_width,
                        Len block_len, Off block_offset, words& target) {
  std::vector<std::uint64_t> counts = comm.allgather(msg.size());
  std::uint64_t total = 0;
  for (auto c : counts) total += c;
  std::vector<std::uint8_t> all(total);
  comm.allgatherv(msg.data(), msg.size(), all.data(), counts);
  std::vector<index_t> scratch;
  std::uint64_t at = 0;
  for (int r = 0; r < comm.size(); ++r) {
    decode_frontier(all.data() + at, counts[r], bitmap, simd_width, block_len(r), block_offset(r), target, scratch);
    at += counts[r];
  }
}

}  // namespace

namespace detail {

bool choose_bottom_up(const ueno_options& opt, bool bottom_up, std::int64_t m_f, std::int64_t m_u, std::int64_t n_f,
                      index_t n) {
  if (opt.direction_optimising && !bottom_up && double(m_f) > double(m_u) / opt.do_alpha) return true;
  if (bottom_up && double(n_f) < double(n) / opt.do_beta) return false;
  return bottom_up;
}

std::vector<ueno_level_stats> reduce_level_stats(process_grid& grid, const std::vector<local_level>& stats) {
  std::vector<ueno_level_stats> out;
  for (const local_level& st : stats) {
    ueno_level_stats s;
    s.level = int(out.size()) + 1;
    s.bottom_up = st.bottom_up;
    s.expand_bitmap = st.bitmap;
    s.lists_coded = st.lists_coded;
    s.frontier = std::uint64_t(grid.world->allreduce_sum(std::int64_t(st.frontier)));
    s.expand_bytes = std::uint64_t(grid.world->allreduce_sum(std::int64_t(st.expand_bytes)));
    s.expand_bitmap_bytes = std::uint64_t(grid.world->allreduce_sum(std::int64_t(st.bitmap_bytes)));
    s.fold_bytes = std::uint64_t(grid.world->allreduce_sum(std::int64_t(st.fold_bytes)));
    s.fold_edges_filtered = std::uint64_t(grid.world->allreduce_sum(std::int64_t(st.filtered)));
    s.compute_s = grid.world->allreduce_max(st.compute_s);
    s.expand_s = grid.world->allreduce_max(st.expand_s);
    s.fold_s = grid.world->allreduce_max(st.fold_s);
    out.push_back(s);
  }
  return out;
}

bfs_result gather_owned(process_grid& grid, const dist_graph& g, index_t source, const std::vector<std::int32_t>& level,
                        const std::vector<std::int64_t>& parent, int device) {
  struct owned_vertex {
    index_t id;
    std::int32_t level;
    std::int64_t parent;
  };
  const index_t n = g.layout.n(), nown = index_t(level.size());
  std::vector<owned_vertex> mine(nown);
#pragma omp parallel for schedule(static)
  for (std::int64_t x = 0; x < std::int64_t(nown); ++x)
    mine[x] = {g.owned_original(grid, index_t(x)), level[x], parent[x]};
  const std::size_t bytes = mine.size() * sizeof(owned_vertex);
  std::vector<std::uint64_t> counts = grid.world->allgather(bytes);
  std::vector<owned_vertex> all(n);
  if (grid.world->device_buffers()) {  // NCCL: through the rank's GPU
    const place gpu = cuda(device);
    buffer<owned_vertex> d_mine(mine.size(), gpu), d_all(n, gpu);
    if (bytes) memory::copy(d_mine.data(), gpu, mine.data(), host, bytes);
    grid.world->allgatherv(d_mine.data(), bytes, d_all.data(), counts);
    memory::copy(all.data(), host, d_all.data(), gpu, all.size() * sizeof(owned_vertex));
  } else {
    grid.world->allgatherv(mine.data(), bytes, all.data(), counts);
  }
  bfs_result out;
  out.source = source;
  out.level.assign(n, -1);
  out.parent.assign(n, -1);
  std::int64_t depth = out.depth;
#pragma omp parallel for schedule(static) reduction(max : depth)
  for (std::int64_t k = 0; k < std::int64_t(all.size()); ++k) {  // ids are distinct: no two threads write one slot
    const owned_vertex& v = all[k];
    out.level[v.id] = v.level;
    out.parent[v.id] = v.parent;
    depth = std::max<std::int64_t>(depth, v.level);
  }
  out.depth = depth;
  return out;
}

}  // namespace detail

ueno_result ueno_2d_bfs(process_grid& grid, const dist_graph& g, index_t source, const ueno_options& opt) {
  const vertex_layout& L = g.layout;
  const index_t n = L.n();
  if (source >= n)
    throw invalid_index("ueno_2d_bfs: source " + std::to_string(source) + " >= n = " + std::to_string(n));
  if (grid.world->device_buffers()) throw not_supported("ueno_2d_bfs: the CPU ranks need a host (MPI) communicator");
  const int i = grid.i, j = grid.j, R = grid.R, C = grid.C;
  const index_t nown = L.blocks.size(grid.rank()), ncol = L.col_size(j), nrow = L.row_size(i);
  std::vector<index_t> row_block_start(C + 1, 0);  // row set = C blocks (i, j') in j' order
  for (int jj = 0; jj < C; ++jj) row_block_start[jj + 1] = row_block_start[jj] + L.blocks.size(jj * R + i);

  words visited(words_for(nown), 0), sv(words_for(nrow), 0), cq(words_for(ncol), 0);
  std::vector<std::int32_t> level(nown, -1);
  std::vector<std::int64_t> parent(nown, -1);
  std::vector<index_t> nq;
  std::int64_t unvisited_degree = 0;
  for (auto d : g.own_degree) unvisited_degree += std::int64_t(d);
  if (L.owner(source) == grid.rank()) {
    const index_t x = g.own_label[source - L.blocks.start(grid.rank())];
    set_bit(visited, x);
    level[x] = 0;
    parent[x] = source;
    nq.push_back(x);
    unvisited_degree -= std::int64_t(g.own_degree[x]);
  }

  std::vector<local_level> stats;
  const int threads = omp_get_max_threads();
  // Per thread: the frontier edges for each processor of the row, and the new NQ entries.
  std::vector<std::vector<std::vector<found_edge>>> outbox(threads, std::vector<std::vector<found_edge>>(C));
  // rotate_bottom_up's neighbour exchange: one owner block's SV bits out and in, and the byte counts
  words rotate_mine, rotate_theirs;
  std::vector<std::uint64_t> rotate_send(C, 0), rotate_recv(C, 0);
  std::vector<std::vector<index_t>> next(threads);
  bool bottom_up = false;
  grid.world->barrier();
  const auto start = clock_type::now();
  for (int depth = 1;; ++depth) {
    const std::int64_t nf = grid.world->allreduce_sum(std::int64_t(nq.size()));
    if (nf == 0) break;
    local_level st;
    st.frontier = std::uint64_t(nq.size());

    // Expand: cq = allgather_col(nq); sv |= allgather_row(nq).
    auto t = clock_type::now();
    st.bitmap = double(nf) > opt.alpha * double(n);
    std::int64_t frontier_degree = 0;
    for (index_t x : nq) frontier_degree += std::int64_t(g.own_degree[x]);
    const std::vector<std::uint8_t> msg = encode_frontier(nq, nown, st.bitmap, opt.simd_vlq_width);
    st.expand_bytes = msg.size();
    st.bitmap_bytes = words_for(nown) * sizeof(std::uint64_t);
    std::fill(cq.begin(), cq.end(), 0);
    allgather_frontier(
        *grid.col, msg, st.bitmap, opt.simd_vlq_width, [&](int ii) { return L.blocks.size(j * R + ii); },
        [&](int ii) { return L.col_offset(ii, j); }, cq);
    allgather_frontier(
        *grid.row, msg, st.bitmap, opt.simd_vlq_width, [&](int jj) { return L.blocks.size(jj * R + i); },
        [&](int jj) { return row_block_start[jj]; }, sv);
    st.expand_s = seconds_since(t);

    // Direction (Beamer): bottom-up while the frontier's edges outweigh the unvisited ones'.
    const std::int64_t m_f = grid.world->allreduce_sum(frontier_degree);
    const std::int64_t m_u = grid.world->allreduce_sum(unvisited_degree);
    bottom_up = detail::choose_bottom_up(opt, bottom_up, m_f, m_u, nf, n);
    st.bottom_up = bottom_up;

    t = clock_type::now();
    for (auto& boxes : outbox)
      for (auto& box : boxes) box.clear();
    auto emit = [&](std::vector<std::vector<found_edge>>& box, index_t v, index_t u) {
      const int jj = detail::block_owner(row_block_start.data(), C, v);
      box[jj].push_back({v - row_block_start[jj], g.col_original[u]});
    };
    // f<!sv> = pull_block any.secondi cq over rows [lo, hi)   (first in-neighbour in the frontier)
    auto pull_rows = [&](index_t lo, index_t hi) {
      const offset_t* off = g.pull_block.offsets().data();
      const index_t* idx = g.pull_block.indices().data();
#pragma omp parallel for num_threads(threads) schedule(dynamic, 256)
      for (std::int64_t v = std::int64_t(lo); v < std::int64_t(hi); ++v) {
        if (test_bit_atomic(sv, index_t(v))) continue;
        for (offset_t k = off[v]; k < off[v + 1]; ++k)
          if (test_bit(cq, idx[k])) {
            test_and_test_and_set(sv, index_t(v));
            emit(outbox[omp_get_thread_num()], index_t(v), idx[k]);
            break;
          }
      }
    };
    std::uint64_t filtered = 0;
    if (!bottom_up) {
      // f<!sv> = push_blockᵀ any.secondi cq   (SV "test and test-and-set", Algorithm V (B))
      const offset_t* off = g.push_block.offsets().data();
      const index_t* idx = g.push_block.indices().data();
#pragma omp parallel for num_threads(threads) schedule(dynamic, 16) reduction(+ : filtered)
      for (std::int64_t w = 0; w < std::int64_t(cq.size()); ++w)
        for (std::uint64_t bits = cq[w]; bits; bits &= bits - 1) {
          const index_t u = index_t(w * 64 + __builtin_ctzll(bits));
          for (offset_t k = off[u]; k < off[u + 1]; ++k) {
            const index_t v = idx[k];
            if (opt.shared_visited && !test_and_test_and_set(sv, v)) {
              ++filtered;
              continue;
            }
            emit(outbox[omp_get_thread_num()], v, u);
          }
        }
    } else if (!opt.rotate_bottom_up || C == 1) {
      pull_rows(0, nrow);
    } else {
      // Beamer et al.'s 2-D bottom-up: in sub-step s this processor takes owner block (j + s) mod C of the
      // row set, then passes that block's SV bits (its finds included) to processor j - 1, which takes the
      // block next, and gets block (j + s + 1) mod C's from processor j + 1: C processors, C blocks, one
      // block each a sub-step, so each vertex is found at most once in its row.
      const int left = (j + C - 1) % C, right = (j + 1) % C;
      for (int step = 0; step < C; ++step) {
        const int k = (j + step) % C, next = (k + 1) % C;
        pull_rows(row_block_start[k], row_block_start[k + 1]);
        if (step + 1 == C) break;
        bits_of_range(sv, row_block_start[k], row_block_start[k + 1], rotate_mine);
        const index_t next_len = row_block_start[next + 1] - row_block_start[next];
        rotate_theirs.resize(words_for(next_len));
        rotate_send[left] = rotate_mine.size() * sizeof(std::uint64_t);
        rotate_recv[right] = rotate_theirs.size() * sizeof(std::uint64_t);
        grid.row->alltoallv(rotate_mine.data(), rotate_send, rotate_theirs.data(), rotate_recv);
        or_range(sv, row_block_start[next], rotate_theirs, next_len);
      }
    }
    st.filtered = filtered;
    st.compute_s = seconds_since(t);

    // Fold: f_own = alltoall_row(f).
    t = clock_type::now();
    std::vector<std::uint64_t> send_bytes(C);
    std::vector<found_edge> packed;
    for (int jj = 0; jj < C; ++jj)
      for (const auto& boxes : outbox) {
        send_bytes[jj] += boxes[jj].size() * sizeof(found_edge);
        packed.insert(packed.end(), boxes[jj].begin(), boxes[jj].end());
      }
    const std::vector<std::uint64_t> recv_bytes = grid.row->alltoall(send_bytes);
    std::uint64_t total = 0;
    for (auto b : recv_bytes) total += b;
    std::vector<found_edge> received(total / sizeof(found_edge));
    grid.row->alltoallv(packed.data(), send_bytes, received.data(), recv_bytes);
    st.fold_bytes = packed.size() * sizeof(found_edge);
    st.fold_s = seconds_since(t);

    // nq<!visited> = f_own; level<nq> = depth; parent<nq> = f_own
    t = clock_type::now();
    for (const found_edge& e : received)
      if (e.label >= nown) throw invalid_value("fold: a label outside this rank's block");
    nq.clear();
    for (auto& mine : next) mine.clear();
    std::int64_t newly_visited_degree = 0;
#pragma omp parallel num_threads(threads) reduction(+ : newly_visited_degree)
    {
      std::vector<index_t>& mine = next[omp_get_thread_num()];
#pragma omp for schedule(static)
      for (std::int64_t k = 0; k < std::int64_t(received.size()); ++k) {
        const found_edge& e = received[k];
        if (!test_and_test_and_set(visited, e.label)) continue;  // another pair reached it first
        level[e.label] = depth;
        parent[e.label] = e.parent;
        newly_visited_degree += std::int64_t(g.own_degree[e.label]);
        mine.push_back(e.label);
      }
    }
    for (const auto& mine : next) nq.insert(nq.end(), mine.begin(), mine.end());
    unvisited_degree -= newly_visited_degree;
    st.compute_s += seconds_since(t);
    stats.push_back(st);
  }
  ueno_result out;
  out.seconds = grid.world->allreduce_max(seconds_since(start));

  out.levels = detail::reduce_level_stats(grid, stats);
  out.bfs = detail::gather_owned(grid, g, source, level, parent);
  return out;
}

std::string level_stats_json(const std::vector<ueno_level_stats>& levels) {
  std::string s = "[";
  char line[512];
  for (std::size_t k = 0; k < levels.size(); ++k) {
    const ueno_level_stats& l = levels[k];
    std::snprintf(line, sizeof line,
                  "%s{\"level\": %d, \"direction\": \"%s\", \"frontier\": %llu, \"expand\": \"%s\", "
                  "\"expand_bytes\": %llu, \"expand_bitmap_bytes\": %llu, \"compression\": %.4f, \"fold_bytes\": %llu, "
                  "\"fold_edges_filtered\": %llu, \"compute_s\": %.6g, \"expand_s\": %.6g, \"fold_s\": %.6g}",
                  k ? ", " : "", l.level, l.bottom_up ? "bottom-up" : "top-down", (unsigned long long)l.frontier,
                  l.expand_bitmap ? "bitmap"
                  : l.lists_coded ? "vlq"
                                  : "labels",
                  (unsigned long long)l.expand_bytes, (unsigned long long)l.expand_bitmap_bytes,
                  l.expand_bitmap_bytes ? double(l.expand_bytes) / double(l.expand_bitmap_bytes) : 1.0,
                  (unsigned long long)l.fold_bytes, (unsigned long long)l.fold_edges_filtered, l.compute_s, l.expand_s,
                  l.fold_s);
    s += line;
  }
  return s + "]";
}

}  // namespace graphblade::dist
