// kron_symmetric_pattern (kron_pattern.hpp): degree count, scan, scatter of
// both directions of every non-loop edge, then a per-list sort + dedupe and
// one compaction into an exactly sized index array.
#include "algorithms/bfs/turbo/kron_pattern.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "graphblade/container/detail/parallel.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::turbo {

symmetric_pattern kron_symmetric_pattern(int scale, int edge_factor, std::uint64_t seed) {
  gen::edge_list el = gen::kronecker(scale, edge_factor, seed);
  const index_t n = el.n;
  const std::int64_t m = std::int64_t(el.src.size());
  const index_t* src = el.src.data();
  const index_t* dst = el.dst.data();

  // count[v] = entries of list v (both directions, loops dropped, duplicates kept for now)
  buffer<offset_t> offsets(std::size_t(n) + 1, offset_t(0));
#pragma omp parallel for schedule(static)
  for (std::int64_t e = 0; e < m; ++e) {
    if (src[e] == dst[e]) continue;
    __atomic_fetch_add(&offsets[src[e]], offset_t(1), __ATOMIC_RELAXED);
    __atomic_fetch_add(&offsets[dst[e]], offset_t(1), __ATOMIC_RELAXED);
  }
  const offset_t total = detail::exclusive_scan_inplace(offsets.data(), std::size_t(n) + 1);

  // scatter: list v receives u for every edge {u, v}
  buffer<index_t> raw(total);
  {
    buffer<offset_t> cursor(offsets);
#pragma omp parallel for schedule(static)
    for (std::int64_t e = 0; e < m; ++e) {
      const index_t u = src[e], v = dst[e];
      if (u == v) continue;
      raw[__atomic_fetch_add(&cursor[v], offset_t(1), __ATOMIC_RELAXED)] = u;
      raw[__atomic_fetch_add(&cursor[u], offset_t(1), __ATOMIC_RELAXED)] = v;
    }
  }
  std::vector<index_t>().swap(el.src);  // the edge list is no longer needed
  std::vector<index_t>().swap(el.dst);

  // sort and dedupe each list in place; kept[v] = its distinct entries
  buffer<offset_t> kept(std::size_t(n) + 1);
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v) {
    index_t* begin = raw.data() + offsets[v];
    index_t* end = raw.data() + offsets[v + 1];
    std::sort(begin, end);
    kept[v] = offset_t(std::unique(begin, end) - begin);
  }
  kept[n] = 0;
  const offset_t distinct = detail::exclusive_scan_inplace(kept.data(), std::size_t(n) + 1);

  symmetric_pattern out;
  out.n = n;
  out.indices = buffer<index_t>(distinct);
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t v = 0; v < std::int64_t(n); ++v)
    std::copy(raw.data() + offsets[v], raw.data() + offsets[v] + (kept[v + 1] - kept[v]), out.indices.data() + kept[v]);
  out.offsets = std::move(kept);
  return out;
}

}  // namespace graphblade::turbo
