// O(|q|) masked assigns for the Hong BFS level loop (PACT'11 Fig. 1 line 13,
// Fig. 2 line 40: n.lev = level + 1). The operator form is
//   level<s(q)> = L + 1      parent<s(q)> = q      f<s(q)> = true / false
// but the CPU backend's assign/apply build an O(n) bitmap per call, which
// would make every level cost O(n) and turn the Queue method's advantage on
// high-diameter graphs (Table IV) into the Read method's O(n·diameter). These
// scatter the sparse mask's entries only; the backend should grow this fast
// path (assign with a sparse structural mask into a bitmap/dense output).
#pragma once
#include <cstdint>

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

}  // namespace graphblade
