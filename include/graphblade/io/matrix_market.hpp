// MatrixMarket reading and writing (coordinate pattern / integer / real,
// general / symmetric; .mtx or gzip-compressed .mtx.gz). Parallel parse.
#pragma once
#include <string>

#include "graphblade/container/matrix.hpp"
#include "graphblade/io/coo_list.hpp"

namespace graphblade::io {

/// Read a MatrixMarket coordinate file (.mtx or .mtx.gz). Throws io_error with
/// file and line for: missing / truncated file, bad banner, complex field,
/// array format, bad size line, index 0 or > n, nnz count mismatch,
/// non-numeric token, dimensions that cannot fit in memory.
coo_list read_matrix_market(const std::string& path);

/// Write A as a coordinate MatrixMarket file (pattern when A is pattern-only,
/// else real). `symmetric` writes the lower triangle with a symmetric banner
/// (A must then be symmetric). A path ending in .gz is gzip-compressed.
void write_matrix_market(const std::string& path, const Matrix<double>& A, bool symmetric = false);

}  // namespace graphblade::io
