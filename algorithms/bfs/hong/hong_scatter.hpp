// O(|q|) masked assigns for the Hong BFS level loop (PACT'11 Fig. 1 line 13,
// Fig. 2 line 40: n.lev = level + 1). The operator form is
//   level<s(q)> = L + 1      parent<s(q)> = q      f<s(q)> = true / false
// but the CPU backend's assign/apply build an O(n) bitmap per call, which
// would make every level cost O(n) and turn the Queue method's advantage on
// high-diameter graphs (Table IV) into the Read method's O(n·diameter). These
// scatter the sparse mask's entries only; the backend should grow this fast
// path (assign with a sparse structural mask into a bitmap/dense output).
//
// list_from_bitmap is the way back for hong-hybrid's bottom_up levels, whose
// pull product hands back a bitmap: the rest of the loop (the masked assign,
// the state machine, Fig. 5's saved queues) keeps working on lists.
#pragma once
#include "graphblade/core/openmp.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "graphblade/container/vector.hpp"

namespace graphblade {

/// Below this many entries the scatters run serially.
inline constexpr std::int64_t hong_parallel_scatter_min = 16384;

/// level<s(q)> = L ; parent<s(q)> = q : for every entry (v, p) of the list q,
/// mark v present in `level` with value L and set parent[v] = p.
inline void assign_levels_and_parents(const Vector<index_t>& q, std::int32_t L, Vector<std::int32_t>& level,
                                      index_t* parent) {
  const std::int64_t count = std::int64_t(q.nvals());
  const index_t* idx = q.indices().data();
  const index_t* val = q.values().data();
  std::uint8_t* present = level.present().data();
  std::int32_t* lv = level.values().data();
#pragma omp parallel for schedule(static) if (count > hong_parallel_scatter_min)
  for (std::int64_t p = 0; p < count; ++p) {
    const index_t v = idx[p];
    present[v] = 1;
    lv[v] = L;
    parent[v] = val[p];
  }
  level.set_nvals(level.nvals() + offset_t(count));
}

/// bytes<s(q)> = value : set the presence byte of every index listed in q.
inline void set_bytes(std::uint8_t* bytes, const Vector<index_t>& q, std::uint8_t value) {
  const std::int64_t count = std::int64_t(q.nvals());
  const index_t* idx = q.indices().data();
#pragma omp parallel for schedule(static) if (count > hong_parallel_scatter_min)
  for (std::int64_t p = 0; p < count; ++p) bytes[idx[p]] = value;
}

/// list = b as a list in index order (values kept): a parallel count, an
/// exclusive scan over blocks, and a parallel write. list has room for n entries.
inline void list_from_bitmap(const Vector<index_t>& b, Vector<index_t>& list) {
  const std::int64_t n = std::int64_t(b.size());
  const std::uint8_t* present = b.present().data();
  const index_t* val = b.values().data();
  index_t* out_idx = list.indices().data();
  index_t* out_val = list.values().data();
  const std::int64_t block = 1 << 15;
  const std::int64_t blocks = (n + block - 1) / block;
  std::vector<std::int64_t> start(std::size_t(blocks) + 1, 0);
#pragma omp parallel if (blocks > 1)
  {
#pragma omp for schedule(static)
    for (std::int64_t k = 0; k < blocks; ++k) {
      std::int64_t c = 0;
      for (std::int64_t i = k * block, e = std::min(n, i + block); i < e; ++i) c += present[i];
      start[std::size_t(k) + 1] = c;
    }
#pragma omp single
    for (std::int64_t k = 0; k < blocks; ++k) start[std::size_t(k) + 1] += start[std::size_t(k)];
#pragma omp for schedule(static)
    for (std::int64_t k = 0; k < blocks; ++k) {
      std::int64_t w = start[std::size_t(k)];
      for (std::int64_t i = k * block, e = std::min(n, i + block); i < e; ++i)
        if (present[i]) {
          out_idx[w] = index_t(i);
          out_val[w] = val[i];
          ++w;
        }
    }
  }
  list.set_nvals(offset_t(start[std::size_t(blocks)]), true);
}

}  // namespace graphblade
