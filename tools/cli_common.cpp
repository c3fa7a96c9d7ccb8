// Graph loading and writing for the CLI, and small formatting helpers.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/edge_list.hpp"
#include "graphblade/io/limits.hpp"
#include "graphblade/io/load_graph.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "graphblade/io/printable.hpp"
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

namespace {

bool is_whole_integer(const std::string& s) {
  std::size_t k = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
  if (k == s.size()) return false;
  for (; k < s.size(); ++k)
    if (s[k] < '0' || s[k] > '9') return false;
  return true;
}

bool is_whole_number(const std::string& s) {
  if (s.empty() || std::isspace(static_cast<unsigned char>(s[0]))) return false;
  char* end = nullptr;
  errno = 0;
  std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size() && errno != ERANGE;
}

void add_number_checks(CLI::App& app) {
  for (CLI::Option* opt : app.get_options()) {
    const std::string type = opt->get_type_name();
    const bool integer = type.rfind("INT", 0) == 0 || type.rfind("UINT", 0) == 0;
    const bool real = type.rfind("FLOAT", 0) == 0;
    if (!integer && !real) continue;
    opt->check(CLI::Validator(
        [integer](std::string& s) -> std::string {
          if (integer ? is_whole_integer(s) : is_whole_number(s)) return {};
          return std::string("expected ") + (integer ? "an integer" : "a number") + ", got '" + io::printable(s) +
                 "'";
        },
        "", "whole number"));
  }
  for (CLI::App* sub : app.get_subcommands({})) add_number_checks(*sub);
}

}  // namespace

void require_whole_numbers(CLI::App& app) { add_number_checks(app); }

namespace {

void add_limit_option(CLI::App& app, const char* name, std::uint64_t io::read_limits::*field, const char* help) {
  app.add_option_function<std::uint64_t>(
      name,
      [field](const std::uint64_t& n) {
        io::read_limits l = io::current_read_limits();
        l.*field = n;
        io::set_read_limits(l);
      },
      help);
}

}  // namespace

void add_limit_options(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands({})) sub->fallthrough();  // the options also work after the subcommand
  add_limit_option(app, "--max-vertices", &io::read_limits::max_vertices,
                   "largest vertex count a graph file may declare (default: max(2^26, 8 per byte of the file); "
                   "env GRAPHBLADE_MAX_VERTICES)");
  add_limit_option(app, "--max-input-bytes", &io::read_limits::max_input_bytes,
                   "largest graph file in bytes after decompression (default: physical memory; env "
                   "GRAPHBLADE_MAX_INPUT_BYTES)");
}

double parse_number(const std::string& text, const std::string& what) {
  if (!is_whole_number(text)) throw invalid_value(what + ": expected a number, got '" + io::printable(text) + "'");
  return std::strtod(text.c_str(), nullptr);
}

std::pair<std::string, double> parse_knob(const std::string& text) {
  const auto eq = text.find('=');
  if (eq == 0 || eq == std::string::npos)
    throw invalid_value("--knob expects NAME=NUMBER, got '" + io::printable(text) + "'");
  return {text.substr(0, eq), parse_number(text.substr(eq + 1), "--knob " + text.substr(0, eq))};
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
