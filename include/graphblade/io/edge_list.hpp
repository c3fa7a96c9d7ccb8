// Edge-list files (.el): one "src dst [weight]" line per edge, 0-based ids,
// '#' or '%' comment lines. n is 1 + the largest id.
#pragma once
#include <string>

#include "graphblade/container/matrix.hpp"
#include "graphblade/io/coo_list.hpp"

namespace graphblade::io {

/// Read an edge list; throws io_error (file:line) on malformed lines.
coo_list read_edge_list(const std::string& path);
/// Write every entry of A as one line "i j" (pattern) or "i j w".
void write_edge_list(const std::string& path, const Matrix<double>& A);

}  // namespace graphblade::io
