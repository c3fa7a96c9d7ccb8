// Graph loading and writing for the CLI, and small formatting helpers.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/edge_list.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

bool is_structurally_symmetric(index_t n, const offset_t* rowptr, const index_t* col) {
  bool symmetric = true;
#pragma omp parallel for reduction(&& : symmetric) schedule(dynamic, 1024)
  for (std::int64_t u = 0; u < std::int64_t(n); ++u)
    for (offset_t k = rowptr[u]; k < rowptr[u + 1] && symmetric; ++k) {
      const index_t v = col[k];
      symmetric = std::binary_search(col + rowptr[v], col + rowptr[v + 1], index_t(u));
    }
  return symmetric;
}

bfs_graph load_bfs_graph(const std::string& spec) {
  io::loaded_graph g = io::load_graph(spec, format::csr);
  if (g.A.nrows() != g.A.ncols())
    throw invalid_value("graph '" + spec + "' is " + std::to_string(g.A.nrows()) + " x " +
                        std::to_string(g.A.ncols()) + ": an adjacency matrix must be square");
  bfs_graph out;
  // Keep the structure only: copy the CSR arrays once, drop the values.
  out.A = Matrix<bool>::adopt(g.A.nrows(), g.A.ncols(), format::csr, g.A.offsets(), g.A.indices(), {}, {}, host,
                              true);
  out.undirected = g.undirected || is_structurally_symmetric(out.A.nrows(), out.A.offsets().data(),
                                                             out.A.indices().data());
  out.name = g.name;
  return out;
}

void write_graph_file(const std::string& path, const Matrix<double>& A, bool undirected) {
  if (ends_with(path, ".mtx") || ends_with(path, ".mtx.gz"))
    io::write_matrix_market(path, A, undirected);
  else if (ends_with(path, ".el"))
    io::write_edge_list(path, A);
  else if (ends_with(path, ".gbin"))
    io::write_gbin(path, A);
  else
    throw invalid_value("cannot tell the format of '" + path + "' (use .mtx, .mtx.gz, .el or .gbin)");
}

void convert_graph(const std::string& in, const std::string& out) {
  io::loaded_graph g = io::load_graph(in, format::csr);
  write_graph_file(out, g.A, g.undirected);
  std::printf("wrote %s: %u vertices, %llu entries (%s)\n", out.c_str(), unsigned(g.A.nrows()),
              (unsigned long long)g.A.nvals(), g.undirected ? "undirected" : "directed");
}

double median(std::vector<double> xs) {
  if (xs.empty()) throw invalid_value("median of an empty list");
  const std::size_t mid = xs.size() / 2;
  std::nth_element(xs.begin(), xs.begin() + mid, xs.end());
  if (xs.size() % 2) return xs[mid];
  const double upper = xs[mid];
  return (*std::max_element(xs.begin(), xs.begin() + mid) + upper) / 2;
}

std::string format_count(double x) {
  char buf[64];
  if (x == std::floor(x) && std::fabs(x) < 9007199254740992.0)
    std::snprintf(buf, sizeof buf, "%.0f", x);
  else
    std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

}  // namespace graphblade::cli
