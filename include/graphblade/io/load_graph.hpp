// load_graph: one entry point for "a graph" as the CLI and benchmarks name it:
// a file (.mtx, .mtx.gz, .el, .el.gz, .gbin) or a generator spec such as kron:20:16:1.
#pragma once
#include <string>

#include "graphblade/container/matrix.hpp"

namespace graphblade::io {

struct loaded_graph {
  Matrix<double> A;          ///< A(i, j) = edge i -> j; symmetric inputs hold both directions
  bool undirected = false;   ///< true for symmetric files and undirected generators
  std::string name;          ///< file stem or the spec itself
};

/// Load `spec`: a path by its extension, or a generator spec
/// kron:SCALE[:EF[:SEED]], rmat:SCALE[:EF[:A:B:C[:SEED]]], uniform:SCALE[:EF[:SEED]],
/// grid:R:C, tree:K:DEPTH, mycielski:K. Self-loops are kept for files and
/// dropped for generators; duplicates are merged. Throws io_error / invalid_value.
loaded_graph load_graph(const std::string& spec, format f = format::csr);

/// True when `spec` looks like a generator spec rather than a path
/// (it starts with one of the generator names followed by ':').
bool is_generator_spec(const std::string& spec);

/// Short display name of a spec: the file name without its directory and
/// graph extension ("data/karate.mtx.gz" -> "karate"), or the spec itself.
std::string graph_name(const std::string& spec);

}  // namespace graphblade::io
