// `graphblade info --graph G [--json]`: size, direction, degree statistics and
// memory of a graph file or generator spec.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>

#include "graphblade/io/load_graph.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

namespace {

struct info_args {
  std::string graph;
  bool json = false;
};

void run_info(const info_args& args) {
  io::loaded_graph g = io::load_graph(args.graph, format::csr);
  const Matrix<double>& A = g.A;
  const index_t n = A.nrows();
  offset_t min_deg = n ? A.major_degree(0) : 0, max_deg = 0, self_loops = 0;
  index_t isolated = 0;
  std::vector<double> degrees(n);
#pragma omp parallel for reduction(min : min_deg) reduction(max : max_deg) reduction(+ : self_loops, isolated)
  for (std::int64_t i = 0; i < std::int64_t(n); ++i) {
    const offset_t d = A.major_degree(index_t(i));
    degrees[i] = double(d);
    min_deg = std::min(min_deg, d);
    max_deg = std::max(max_deg, d);
    isolated += d == 0;
    self_loops += A.offsets()[i] < A.offsets()[i + 1] &&
                  std::binary_search(A.indices().begin() + A.offsets()[i], A.indices().begin() + A.offsets()[i + 1],
                                     index_t(i));
  }
  const bool symmetric =
      A.nrows() == A.ncols() && is_structurally_symmetric(n, A.offsets().data(), A.indices().data());
  nlohmann::json j;
  j["graph"] = args.graph;
  j["name"] = g.name;
  j["n"] = n;
  j["ncols"] = A.ncols();
  j["nnz"] = A.nvals();
  j["directed"] = !g.undirected;
  j["structurally_symmetric"] = symmetric;
  j["undirected_edges"] = symmetric ? nlohmann::json((A.nvals() + self_loops) / 2) : nlohmann::json(nullptr);
  j["self_loops"] = self_loops;
  j["valued"] = !A.is_pattern();
  j["out_degree"] = {{"min", n ? min_deg : 0},
                     {"max", max_deg},
                     {"mean", n ? double(A.nvals()) / n : 0.0},
                     {"median", n ? median(degrees) : 0.0},
                     {"isolated", isolated}};
  j["bytes"] = A.bytes();
  if (args.json) {
    std::cout << j.dump(2) << "\n";
    return;
  }
  std::printf("graph      %s\n", args.graph.c_str());
  std::printf("vertices   %u\n", unsigned(n));
  std::printf("entries    %llu (%s%s)\n", (unsigned long long)A.nvals(), g.undirected ? "undirected" : "directed",
              symmetric && !g.undirected ? ", structurally symmetric" : "");
  std::printf("self-loops %llu\n", (unsigned long long)self_loops);
  std::printf("out-degree min %llu, max %llu, mean %.2f, median %.1f, isolated %u\n",
              (unsigned long long)(n ? min_deg : 0), (unsigned long long)max_deg, n ? double(A.nvals()) / n : 0.0,
              n ? median(degrees) : 0.0, unsigned(isolated));
  std::printf("memory     %.1f MiB (CSR%s)\n", A.bytes() / 1048576.0, A.is_pattern() ? ", pattern" : " + values");
}

}  // namespace

void add_info_command(CLI::App& app) {
  auto args = std::make_shared<info_args>();
  CLI::App* cmd = app.add_subcommand("info", "size, direction, degree statistics and memory of a graph");
  cmd->add_option("--graph,-g", args->graph, "graph file (.mtx, .mtx.gz, .el, .gbin) or generator spec")->required();
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args] { run_info(*args); });
}

}  // namespace graphblade::cli
