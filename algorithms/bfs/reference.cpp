// The reference BFS (see reference.hpp) and its registration as "reference".
#include "graphblade/algorithms/bfs/reference.hpp"

#include <string>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

bfs_result reference_bfs(const Matrix<bool>& A, index_t source, const bfs_options& opt) {
  if (A.storage_format() != format::csr || !A.where().is_host())
    throw invalid_value("reference_bfs: the graph must be a host CSR matrix");
  const index_t n = A.nrows();
  if (source >= n)
    throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(n) + ")");
  const offset_t* rowptr = A.offsets().data();
  const index_t* col = A.indices().data();

  bfs_result r;
  r.source = source;
  r.level.assign(n, -1);
  if (opt.parents) r.parent.assign(n, -1);
  if (opt.sigma) r.sigma.assign(n, 0.0);

  std::vector<index_t> queue(n);
  std::size_t head = 0, tail = 0;
  queue[tail++] = source;
  r.level[source] = 0;
  if (opt.parents) r.parent[source] = source;
  if (opt.sigma) r.sigma[source] = 1.0;
  while (head < tail) {
    const index_t u = queue[head++];
    const std::int64_t next = r.level[u] + 1;
    for (offset_t k = rowptr[u]; k < rowptr[u + 1]; ++k) {
      const index_t v = col[k];
      if (r.level[v] < 0) {
        r.level[v] = next;
        r.depth = next;
        if (opt.parents) r.parent[v] = u;
        queue[tail++] = v;
      }
      // Every vertex of level L is dequeued after all of level L-1, so sigma[u]
      // is final here: sigma[v] sums the in-neighbours one level up.
      if (opt.sigma && r.level[v] == next) r.sigma[v] += r.sigma[u];
    }
  }
  return r;
}

void register_reference_bfs() {
  register_bfs_algorithm({"reference", "serial textbook queue BFS (levels, first-discoverer parents, exact sigma)",
                          {"cpu"},
                          [](const Matrix<bool>& A, const std::string&, const bfs_options&) {
                            return make_bfs_prepared([&A](index_t source, const bfs_options& opt) {
                              return reference_bfs(A, source, opt);
                            });
                          },
                          bfs_outputs{true, true, true}});
}

}  // namespace graphblade
