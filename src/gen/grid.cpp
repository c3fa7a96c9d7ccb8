// rows x cols 2-D grid (4-neighbour mesh), a road-network-like graph of large
// diameter (rows + cols - 2). Vertex (r, c) has id r·cols + c; each undirected
// edge is listed once, from the smaller id. Parallel over rows.
#include <string>

#include "gen_common.hpp"
#include "graphblade/gen/generators.hpp"

namespace graphblade::gen {

edge_list grid(index_t rows, index_t cols) {
  if (rows == 0 || cols == 0)
    throw invalid_value("grid: rows (" + std::to_string(rows) + ") and cols (" + std::to_string(cols) +
                        ") must both be at least 1");
  const std::uint64_t n = std::uint64_t(rows) * cols;
  if (n >= max_index)
    throw invalid_value("grid: " + std::to_string(rows) + " x " + std::to_string(cols) + " = " + std::to_string(n) +
                        " vertices do not fit a 32-bit vertex id");
  // Per row: cols - 1 horizontal edges, then (below the last row) cols vertical ones.
  const std::uint64_t per_row = std::uint64_t(cols - 1) + cols;
  const std::uint64_t m = std::uint64_t(rows) * (cols - 1) + std::uint64_t(rows - 1) * cols;

  edge_list out = detail::undirected_edge_list(n, m);
  index_t* src = out.src.data();
  index_t* dst = out.dst.data();
#pragma omp parallel for schedule(static)
  for (std::int64_t r = 0; r < std::int64_t(rows); ++r) {
    std::uint64_t at = std::uint64_t(r) * per_row;
    const index_t base = index_t(std::uint64_t(r) * cols);
    for (index_t c = 0; c + 1 < cols; ++c, ++at) {
      src[at] = base + c;
      dst[at] = base + c + 1;
    }
    if (index_t(r) + 1 < rows)
      for (index_t c = 0; c < cols; ++c, ++at) {
        src[at] = base + c;
        dst[at] = base + cols + c;
      }
  }
  return out;
}

}  // namespace graphblade::gen
