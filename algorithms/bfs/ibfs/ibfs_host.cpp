// The iBFS group loop on the host (ibfs.hpp; Liu, Huang & Hu, SIGMOD'16 §4
// joint traversal, §6 bitwise status array, Algorithms 1 and 2): the level
// loop of ibfs_levels.hpp with each level's steps fused into OpenMP loops over
// work lists, so that no level costs O(n·k): a top-down level expands the
// joint frontier queue q, a bottom-up level visits only the rows that some
// live instance has not visited (the list o, shrinking), and the counts of the direction
// switch (|f|, m_f, the out-edges of the rows that became full) come out of
// the finish loop over the new queue. The direction rule and its counts are
// the CUDA loop's (ibfs.cu): m_u = nnz − the out-edges of the rows full before
// the last level. S = the bitwise status array, F = the bits found by the last
// level (zero outside q), F' = the bits this level finds (zero before it),
// live = ∨_v F(v), the instances whose last level found a vertex:
//   push:   for u in q, v ∈ out(u):  F'(v) ∨= F(u) ∧ ¬S(v)              (S read only)
//   pull:   for v in o:  F'(v) = (∨_{u ∈ in(v)} S(u)) ∧ live ∧ ¬S(v), the OR stopping once it
//           covers live ∧ ¬S(v) ;  o' = the rows of o it did not cover
//           While |q| ≤ n/4 the OR reads F(u) instead, only for the u ∈ q (a bitmap of q, set before the
//           level and cleared after it): the same bits, since a bit of S(u) ∧ ¬S(v) can only be one the
//           last level found (u ∈ q), and the same o'. The first pull level of a kron graph covers no row
//           (every instance must have reached v), so it reads every in-edge: from S that is a random row
//           of S per edge, from F a bit of a bitmap that stays in cache and the few rows of q
// Bottom-up early termination at "every live instance has visited v" rather than
// "every instance": an instance c that is not live finished its BFS, and every
// in-neighbour u of v it visited (at depth ≤ d−2) has made it visit v by d−1, so
// S(u, c) adds nothing to v; once dead, c stays dead, so a covered row leaves o for
// good. (A group with one source in a small component never fills a row of the
// giant one; with the live mask its rows still leave o.)
//   either: v appended once to q' (per-thread buffers, flushed in bulk)
//   finish: for v in q':  S(v) ∨= F'(v) ;  P_b(v) ∨= F'(v) for each bit b of depth ;  m_f += deg(v) ;
//           m_full += deg(v) if S(v) full ;  live' = ∨_v F'(v)
//   last:   L = Σ_b 2^b·P_b where S, −1 elsewhere: every level written once, eight columns at a time
//           (as the CUDA loop's depth planes). Past the depth the planes hold (15) the levels are written
//           from them once and each later level writes L<F'(v)> = depth itself; writing the levels of each
//           found bit at every level had cost a quarter of a kron traversal.
//   clear:  for u in q:   F(u) = 0   (F becomes the next level's F')
// Every array is allocated once per group; the per-thread buffers keep their
// capacity from level to level.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>
#if defined(__SSE2__) && defined(__x86_64__)
#include <emmintrin.h>
#endif

#include "algorithms/bfs/ibfs/ibfs_direction.hpp"
#include "graphblade/algorithms/bfs/ibfs.hpp"
#include "graphblade/core/buffer.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/core/openmp.hpp"
#include "graphblade/ops/bit_matrix_ops.hpp"

namespace graphblade {
namespace {

constexpr std::uint64_t all_ones = ~std::uint64_t(0);
constexpr index_t local_words = 16;     ///< a bottom-up row is ORed in slabs of this many words, in local arrays
constexpr offset_t prefetch_edges = 8;  ///< how far ahead a bottom-up row prefetches its in-neighbours' rows
constexpr int depth_planes = 4;         ///< bit planes of the levels (ibfs_group_bytes counts four): depths ≤ 15

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "levels are written eight bytes at a time");

/// spread.of[x]: byte j is bit j of x (0 or 1); eight columns' bits to eight byte levels at once.
struct byte_spread {
  std::uint64_t of[256];
  constexpr byte_spread() : of() {
    for (int x = 0; x < 256; ++x)
      for (int j = 0; j < 8; ++j) of[x] |= std::uint64_t((x >> j) & 1) << (8 * j);
  }
};
constexpr byte_spread spread{};

/// Eight levels to L at out, past the caches where the machine has streaming stores: L is written once
/// and not read back by the traversal (no read for ownership of its lines). Ends with store_fence.
inline void store_levels(std::int8_t* out, std::uint64_t bytes) {
#if defined(__SSE2__) && defined(__x86_64__)
  _mm_stream_si64(reinterpret_cast<long long*>(out), static_cast<long long>(bytes));
#else
  std::memcpy(out, &bytes, 8);
#endif
}
inline void store_levels(std::int32_t* out, std::uint64_t bytes) {
  alignas(16) std::int32_t wide[8];
  for (int j = 0; j < 8; ++j) wide[j] = std::int8_t(bytes >> (8 * j));
#if defined(__SSE2__) && defined(__x86_64__)
  if (reinterpret_cast<std::uintptr_t>(out) % 16 == 0) {
    _mm_stream_si128(reinterpret_cast<__m128i*>(out), _mm_load_si128(reinterpret_cast<const __m128i*>(wide)));
    _mm_stream_si128(reinterpret_cast<__m128i*>(out + 4), _mm_load_si128(reinterpret_cast<const __m128i*>(wide + 4)));
    return;
  }
#endif
  std::memcpy(out, wide, sizeof wide);
}
/// Orders this thread's streaming stores before what follows (a barrier, the caller's reads).
inline void store_fence() {
#if defined(__SSE2__) && defined(__x86_64__)
  _mm_sfence();
#endif
}

/// Whether the k words of row are all ones.
inline bool row_full(const std::uint64_t* row, index_t k) {
  std::uint64_t every = all_ones;
  for (index_t w = 0; w < k; ++w) every &= row[w];
  return every == all_ones;
}

/// One slab of a bottom-up row: acc ∨= rows(u) over u = adj[begin, end), stopping once acc covers need;
/// rows points at the slab's first word of row 0, a row is kw words, the slab W words (0: words, at most
/// local_words, known at run time). Filtered: rows is F, and only the u whose bit is set in q_bits count;
/// the others read a zero row instead, chosen without a branch on the bit. Returns whether acc covers need.
template <index_t W, bool Filtered>
bool or_in_neighbours(const index_t* adj, offset_t begin, offset_t end, const std::uint64_t* rows, index_t kw,
                      const std::uint64_t* q_bits, index_t words, const std::uint64_t* need, std::uint64_t* acc) {
  static constexpr std::uint64_t zero_row[local_words] = {};
  const index_t nw = W ? W : words;
  for (offset_t e = begin; e < end; ++e) {
    const index_t u = adj[e];
    const std::uint64_t* su = rows + std::size_t(u) * kw;
    if constexpr (Filtered) {
      const std::uintptr_t in_q = -std::uintptr_t(q_bits[u / 64] >> (u % 64) & 1);
      su = reinterpret_cast<const std::uint64_t*>((reinterpret_cast<std::uintptr_t>(su) & in_q) |
                                                  (reinterpret_cast<std::uintptr_t>(zero_row) & ~in_q));
    } else if (e + prefetch_edges < end) {
      __builtin_prefetch(rows + std::size_t(adj[e + prefetch_edges]) * kw);
    }
    std::uint64_t missing = 0;
    for (index_t w = 0; w < nw; ++w) {
      acc[w] |= su[w];
      missing |= need[w] & ~acc[w];
    }
    if (!missing) return true;
  }
  return false;
}

/// or_in_neighbours with the slab width fixed at compile time for the usual group sizes.
template <bool Filtered>
bool or_slab(const index_t* adj, offset_t begin, offset_t end, const std::uint64_t* rows, index_t kw,
             const std::uint64_t* q_bits, index_t words, const std::uint64_t* need, std::uint64_t* acc) {
  switch (words) {
    case 1:
      return or_in_neighbours<1, Filtered>(adj, begin, end, rows, kw, q_bits, words, need, acc);
    case 2:
      return or_in_neighbours<2, Filtered>(adj, begin, end, rows, kw, q_bits, words, need, acc);
    case 4:
      return or_in_neighbours<4, Filtered>(adj, begin, end, rows, kw, q_bits, words, need, acc);
    case 8:
      return or_in_neighbours<8, Filtered>(adj, begin, end, rows, kw, q_bits, words, need, acc);
    default:
      return or_in_neighbours<0, Filtered>(adj, begin, end, rows, kw, q_bits, words, need, acc);
  }
}

/// Per-thread lists appended to inside a parallel loop, then concatenated into one array.
struct thread_lists {
  std::vector<std::vector<index_t>> list;
  std::vector<std::size_t> at;
  explicit thread_lists(int threads) : list(std::size_t(threads)), at(std::size_t(threads) + 1) {}
  /// Inside a parallel region, every thread: writes the lists one after the other into out
  /// (thread order) and returns their total length. Contains barriers.
  std::size_t flush(index_t* out) {
    const int t = omp_get_thread_num();
#pragma omp barrier
#pragma omp single
    {
      at[0] = 0;
      for (int j = 0; j < omp_get_num_threads(); ++j)
        at[std::size_t(j) + 1] = at[std::size_t(j)] + list[std::size_t(j)].size();
    }
    const std::vector<index_t>& mine = list[std::size_t(t)];
    if (!mine.empty()) std::memcpy(out + at[std::size_t(t)], mine.data(), mine.size() * sizeof(index_t));
#pragma omp barrier
    return at[std::size_t(omp_get_num_threads())];
  }
};

}  // namespace

void ibfs_group_on_host(const gb_bfs_graph& g, const ibfs_options& opt, ibfs_group& group) {
  if (opt.alpha <= 0 || opt.beta <= 0) throw invalid_value("ibfs: alpha and beta must be > 0");
  const index_t n = g.A->nrows();
  const index_t kw = index_t(group.sources.size() / 64);
  const Matrix<bool>& A = g.adjacency();
  const Matrix<bool>& in_edges = g.A_csc ? *g.A_csc : A;  // in(v): the CSC's column v, or row v when A = Aᵀ
  const offset_t *out_off = A.offsets().data(), *in_off = in_edges.offsets().data();
  const index_t *out_adj = A.indices().data(), *in_adj = in_edges.indices().data();
  const std::int64_t* degree = g.out_degree.values().data();

  BitMatrix S(n, kw, host), F(n, kw, host), F_next(n, kw, host);
  // L is written from the depth planes once, after the last level or when the planes are full (then each
  // later level writes what it finds, and −1 goes to the rest after the last level); the last group's matrix
  // is reused when it has this shape. Byte levels (L8) until a level passes ibfs_byte_level_max, then
  // widened to int32 (L32).
  const index_t cols = 64 * kw;
  const auto shaped = [&](auto& M) {
    using Matrix = std::decay_t<decltype(M)>;
    if (M.nrows() != n || M.ncols() != cols || !M.where().is_host()) M = Matrix::unfilled(n, cols, host);
    return M.values().data();
  };
  std::int8_t* L8 = nullptr;
  std::int32_t* L32 = nullptr;
  if (opt.byte_levels) {
    L8 = shaped(group.level_bytes);
    group.level = {};
  } else {
    L32 = shaped(group.level);
    group.level_bytes = {};
  }
  // P_b: bit b of the level of every entry found so far (freed once L is written from them)
  std::vector<BitMatrix> planes;
  std::uint64_t* plane_words[depth_planes] = {};
  planes.reserve(depth_planes);
  for (int b = 0; b < depth_planes; ++b) plane_words[b] = planes.emplace_back(n, kw, host).words().data();
  bool planes_live = true;  // the levels are in the planes, L not written yet
  // L = Σ_b 2^b·P_b where S, −1 elsewhere, whole rows, eight columns at a time
  const auto write_from_planes = [&](auto* L) {
    const std::uint64_t* s_all = S.words().data();
#pragma omp parallel
    {
#pragma omp for schedule(static, 1024) nowait
      for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
        auto* lv = L + std::size_t(v) * cols;
        for (index_t w = 0; w < kw; ++w) {
          const std::size_t at = std::size_t(v) * kw + w;
          const std::uint64_t seen = s_all[at];
          std::uint64_t p[depth_planes] = {};
          for (int b = 0; b < depth_planes; ++b) p[b] = plane_words[b][at];
          for (int chunk = 0; chunk < 8; ++chunk) {
            const int shift = 8 * chunk;
            std::uint64_t bytes = spread.of[(~seen >> shift) & 0xFF] * 0xFF;  // −1 where not seen
            for (int b = 0; b < depth_planes; ++b) bytes |= spread.of[(p[b] >> shift) & 0xFF] << b;
            store_levels(lv + 64 * std::size_t(w) + std::size_t(shift), bytes);
          }
        }
      }
      store_fence();
    }
  };
  // written before they are read: no value-initialisation (one thread would touch 16 bytes a vertex)
  buffer<index_t> queue(n), next_queue(n), unfilled(n), next_unfilled(n);
  buffer<std::int32_t> mark(n);  // the depth at which v was last appended to a queue
  memory::fill_bytes(mark.data(), host, 0xff, mark.bytes());  // −1, on every thread
  std::vector<std::uint64_t> in_queue((std::size_t(n) + 63) / 64, 0);  // the bitmap of q, at filtered pull levels only
  std::uint64_t* q_bits = in_queue.data();
  const int threads = omp_get_max_threads();
  thread_lists found_rows(threads), unfilled_rows(threads);
  // the live columns: those with a bit in F (the last level found a vertex); per-thread parts
  std::vector<std::uint64_t> live_now(kw, all_ones), live_parts(std::size_t(threads) * kw);

  // F = the sources' unit columns ;  S = F ;  q = the distinct sources (their level 0: S without a plane bit)
  bits_from_rows(F, group.sources);
  bits_copy(S, F);
  std::vector<index_t> distinct = group.sources;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  std::copy(distinct.begin(), distinct.end(), queue.data());
  std::size_t nq = distinct.size();
  // the out-edges of q, and of the rows full before / after the last level
  double mf = 0, explored_before = 0, explored_now = 0;
  for (index_t s : distinct) {
    mark[s] = 0;
    mf += double(degree[s]);
    if (row_full(S.words().data() + std::size_t(s) * kw, kw)) explored_now += double(degree[s]);
  }

  std::uint64_t *s_words = S.words().data(), *f_words = F.words().data(), *fn_words = F_next.words().data();
  std::size_t nunfilled = 0;
  bool unfilled_built = false;  // before the first bottom-up level, o is every row
  ibfs_direction direction(opt, n, g.A->nvals(), group);
  for (std::int64_t depth = 1; opt.max_depth < 0 || depth <= opt.max_depth; ++depth) {
    const bool push = direction.next(double(nq), mf, explored_before);
    const bool filtered = !push && nq <= std::size_t(n) / 4;  // the pull reads F(u) of the u ∈ q
    const std::int32_t d = std::int32_t(depth);
    if (L8 && depth > ibfs_byte_level_max) {
      // L32<S> = L8 : the levels found so far, widened (the other entries are not written yet)
      L32 = shaped(group.level);
#pragma omp parallel for schedule(static, 1024)
      for (std::int64_t v = 0; v < std::int64_t(n); ++v)
        for (index_t w = 0; w < kw; ++w)
          for (std::uint64_t bits = s_words[std::size_t(v) * kw + w]; bits; bits &= bits - 1) {
            const std::size_t at = std::size_t(v) * cols + 64 * std::size_t(w) + std::size_t(__builtin_ctzll(bits));
            L32[at] = L8[at];
          }
      group.level_bytes = {};
      L8 = nullptr;
    }
    if (planes_live && depth >= (std::int64_t(1) << depth_planes)) {
      // the planes are full: the levels so far into L, later levels written as they are found
      if (L8)
        write_from_planes(L8);
      else
        write_from_planes(L32);
      planes_live = false;
      planes.clear();
    }
    const index_t* q = queue.data();
    const std::size_t nscan = unfilled_built ? nunfilled : std::size_t(n);
    std::size_t nq_next = 0;
    std::int64_t mf_next = 0, full_next = 0;
#pragma omp parallel
    {
      std::vector<index_t>& found_here = found_rows.list[std::size_t(omp_get_thread_num())];
      std::vector<index_t>& unfilled_here = unfilled_rows.list[std::size_t(omp_get_thread_num())];
      found_here.clear();
      unfilled_here.clear();
      if (filtered) {
#pragma omp for schedule(static)
        for (std::int64_t i = 0; i < std::int64_t(nq); ++i)
          __atomic_fetch_or(q_bits + q[i] / 64, std::uint64_t(1) << (q[i] % 64), __ATOMIC_RELAXED);
      }
      if (push) {
        // for u in q, v ∈ out(u):  F'(v) ∨= F(u) ∧ ¬S(v)
#pragma omp for schedule(dynamic, 64) nowait
        for (std::int64_t i = 0; i < std::int64_t(nq); ++i) {
          const index_t u = q[i];
          const std::uint64_t* fu = f_words + std::size_t(u) * kw;
          for (offset_t e = out_off[u]; e < out_off[u + 1]; ++e) {
            const index_t v = out_adj[e];
            const std::uint64_t* sv = s_words + std::size_t(v) * kw;
            std::uint64_t* fv = fn_words + std::size_t(v) * kw;
            for (index_t w = 0; w < kw; ++w) {
              const std::uint64_t add = fu[w] & ~(sv[w] | __atomic_load_n(fv + w, __ATOMIC_RELAXED));
              if (!add) continue;
              const std::uint64_t before = __atomic_fetch_or(fv + w, add, __ATOMIC_RELAXED);
              // the first bits of this word this level: v is queued unless another word queued it
              if (before == 0 && __atomic_load_n(mark.data() + v, __ATOMIC_RELAXED) != d &&
                  __atomic_exchange_n(mark.data() + v, d, __ATOMIC_RELAXED) != d)
                found_here.push_back(v);
            }
          }
        }
      } else {
        // for v in o:  F'(v) = (∨_{u ∈ in(v)} S(u)) ∧ live ∧ ¬S(v), stopping once it covers live ∧ ¬S(v)
        const index_t* o = unfilled.data();
        // dynamic chunks of 1,024 rows (a hub's row costs far more than most): on the H100 host's 16 threads
        // 5-10 % faster than static parts (bench/results/h100-s11); q' and o' stay sorted within each chunk
#pragma omp for schedule(dynamic, 1024) nowait
        for (std::int64_t i = 0; i < std::int64_t(nscan); ++i) {
          const index_t v = unfilled_built ? o[i] : index_t(i);
          if (!filtered && i + 1 < std::int64_t(nscan)) {
            // the next row's first in-neighbours, whose rows the loop below would not prefetch in time
            const index_t next = unfilled_built ? o[i + 1] : index_t(i + 1);
            const offset_t first = in_off[next], stop = std::min(in_off[next + 1], first + prefetch_edges);
            for (offset_t e = first; e < stop; ++e) __builtin_prefetch(s_words + std::size_t(in_adj[e]) * kw);
          }
          if (in_off[v] == in_off[v + 1]) continue;  // no in-edge: v never gains a bit and leaves o
          const std::uint64_t* sv = s_words + std::size_t(v) * kw;
          std::uint64_t* fv = fn_words + std::size_t(v) * kw;
          bool done = true;  // every live column has now visited v: v leaves o for good
          std::uint64_t any = 0;
          // slabs of up to local_words words (one for the automatic group sizes): the needed bits and the OR in
          // local arrays
          for (index_t slab = 0; slab < kw; slab += local_words) {
            const index_t words = std::min(local_words, kw - slab);
            std::uint64_t need[local_words], acc[local_words], needed = 0;
            for (index_t w = 0; w < words; ++w) {
              need[w] = live_now[slab + w] & ~sv[slab + w];
              needed |= need[w];
              acc[w] = 0;
            }
            const bool covered =
                needed == 0 ||
                (filtered
                     ? or_slab<true>(in_adj, in_off[v], in_off[v + 1], f_words + slab, kw, q_bits, words, need, acc)
                     : or_slab<false>(in_adj, in_off[v], in_off[v + 1], s_words + slab, kw, q_bits, words, need, acc));
            for (index_t w = 0; w < words; ++w) any |= (fv[slab + w] = acc[w] & need[w]);
            done = done && covered;
          }
          if (any) found_here.push_back(v);
          if (!done) unfilled_here.push_back(v);
        }
      }
      const std::size_t total = found_rows.flush(next_queue.data());
      if (!push) {
        const std::size_t still_open = unfilled_rows.flush(next_unfilled.data());
#pragma omp single nowait
        nunfilled = still_open;
      }
#pragma omp single nowait
      nq_next = total;
      const index_t* qn = next_queue.data();
      // for v in q':  S(v) ∨= F'(v) ;  L<F'(v)> = depth ;  m_f += deg(v) ;  m_full += deg(v) if S(v) full ;
      // live' = ∨_v F'(v)
      std::uint64_t* live_here = live_parts.data() + std::size_t(omp_get_thread_num()) * kw;
      std::fill(live_here, live_here + kw, 0);
#pragma omp for schedule(static) reduction(+ : mf_next, full_next) nowait
      for (std::int64_t i = 0; i < std::int64_t(total); ++i) {
        const index_t v = qn[i];
        std::uint64_t* sv = s_words + std::size_t(v) * kw;
        const std::uint64_t* fv = fn_words + std::size_t(v) * kw;
        const std::size_t row = std::size_t(v) * cols;
        for (index_t w = 0; w < kw; ++w) {
          sv[w] |= fv[w];
          live_here[w] |= fv[w];
          if (planes_live) {
            for (int b = 0; b < depth_planes; ++b)
              if (d >> b & 1) plane_words[b][std::size_t(v) * kw + w] |= fv[w];
            continue;
          }
          for (std::uint64_t bits = fv[w]; bits; bits &= bits - 1) {
            const std::size_t at = row + 64 * std::size_t(w) + std::size_t(__builtin_ctzll(bits));
            if (L8)
              L8[at] = std::int8_t(d);
            else
              L32[at] = d;
          }
        }
        mf_next += degree[v];
        if (row_full(sv, kw)) full_next += degree[v];
      }
      // for u in q:  F(u) = 0  (and its bit of the bitmap of q)
#pragma omp for schedule(static)
      for (std::int64_t i = 0; i < std::int64_t(nq); ++i) {
        std::memset(f_words + std::size_t(q[i]) * kw, 0, kw * sizeof(std::uint64_t));
        if (filtered) __atomic_store_n(q_bits + q[i] / 64, std::uint64_t(0), __ATOMIC_RELAXED);
      }
#pragma omp for schedule(static)
      for (std::int64_t w = 0; w < std::int64_t(kw); ++w) {
        std::uint64_t word = 0;
        for (int t = 0; t < omp_get_num_threads(); ++t) word |= live_parts[std::size_t(t) * kw + std::size_t(w)];
        live_now[std::size_t(w)] = word;
      }
    }
    if (!push) {
      unfilled_built = true;
      std::swap(unfilled, next_unfilled);
    }
    if (nq_next == 0) break;
    group.depth = depth;
    nq = nq_next;
    mf = double(mf_next);
    explored_before = explored_now;
    explored_now += double(full_next);
    std::swap(queue, next_queue);
    std::swap(f_words, fn_words);
  }
  // L<¬S> = −1
  const auto unreached = [&](auto* L) {
#pragma omp parallel for schedule(static, 1024)
    for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
      const std::uint64_t* sv = s_words + std::size_t(v) * kw;
      auto* lv = L + std::size_t(v) * cols;
      for (index_t w = 0; w < kw; ++w) {
        if (sv[w] == 0) {
          std::fill_n(lv + 64 * w, 64, -1);
          continue;
        }
        for (std::uint64_t unseen = ~sv[w]; unseen; unseen &= unseen - 1)
          lv[64 * w + index_t(__builtin_ctzll(unseen))] = -1;
      }
    }
  };
  if (planes_live) {
    if (L8)
      write_from_planes(L8);
    else
      write_from_planes(L32);
  } else if (L8) {
    unreached(L8);
  } else {
    unreached(L32);
  }
}

}  // namespace graphblade
