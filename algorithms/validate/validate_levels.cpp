// validate_levels: local properties that together imply exact BFS levels
// (reached set closed under edges, level[v] <= level[u] + 1 along edges, and
// a predecessor one level up for every reached vertex but the source).
#include <string>

#include "graphblade/algorithms/validate/validate.hpp"
#include "algorithms/validate/validate_common.hpp"

namespace graphblade {

validation_report validate_levels(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& level) {
  validate_detail::require_host_csr(A, "validate_levels");
  validation_report rep;
  if (!validate_detail::check_shape(A, source, level.size(), "level", rep)) return rep;
  const std::int64_t n = A.nrows();
  const offset_t* rowptr = A.offsets().data();
  const index_t* col = A.indices().data();

  if (level[source] != 0) rep.fail("level[source " + std::to_string(source) + "] = " +
                                   std::to_string(level[source]) + ", expected 0");
  // Edge rule, and mark vertices that have an in-neighbour one level up.
  std::vector<unsigned char> has_pred(n, 0);
  validate_detail::first_bad bad_value, bad_edge;
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < n; ++u) {
    const std::int64_t lu = level[u];
    if (lu < -1) bad_value.offer(u, u);
    if (lu < 0) continue;
    for (offset_t k = rowptr[u]; k < rowptr[u + 1]; ++k) {
      const index_t v = col[k];
      const std::int64_t lv = level[v];
      if (lv < 0 || lv > lu + 1) bad_edge.offer(u, v);
      if (lv == lu + 1) {
#pragma omp atomic write
        has_pred[v] = 1;
      }
    }
  }
  if (bad_value.found())
    rep.fail("level[" + std::to_string(bad_value.a) + "] = " + std::to_string(level[bad_value.a]) +
             " is below -1");
  if (bad_edge.found()) {
    const auto u = bad_edge.a, v = bad_edge.b;
    rep.fail(level[v] < 0 ? "edge " + std::to_string(u) + " -> " + std::to_string(v) + " leaves reached vertex " +
                                std::to_string(u) + " (level " + std::to_string(level[u]) + ") for unreached " +
                                std::to_string(v)
                          : "edge " + std::to_string(u) + " -> " + std::to_string(v) + " skips levels: " +
                                std::to_string(level[u]) + " -> " + std::to_string(level[v]));
  }
  // Predecessor rule: every reached v != source has an in-neighbour one level up.
  validate_detail::first_bad orphan;
#pragma omp parallel for schedule(static)
  for (std::int64_t v = 0; v < n; ++v)
    if (v != std::int64_t(source) && level[v] >= 0 && !has_pred[v]) orphan.offer(v, v);
  if (orphan.found())
    rep.fail("vertex " + std::to_string(orphan.a) + " has level " + std::to_string(level[orphan.a]) +
             " but no in-neighbour at level " + std::to_string(level[orphan.a] - 1));
  return rep;
}

}  // namespace graphblade
