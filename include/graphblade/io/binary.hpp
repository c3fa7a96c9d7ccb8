// The .gbin binary format: magic "GBLADE01", version, sizes, CSR arrays and a
// checksum, so a graph reloads at disk speed (one fread per array). The exact
// byte layout is documented at the top of src/io/gbin.cpp.
#pragma once
#include <string>

#include "graphblade/container/matrix.hpp"

namespace graphblade::io {

/// Write A (any format; stored as CSR) to a .gbin file. Records whether A is
/// pattern-only and whether it equals its transpose (read back by load_graph
/// as `undirected`).
void write_gbin(const std::string& path, const Matrix<double>& A);
/// Read a .gbin file; throws io_error on a bad magic, version, size or checksum.
Matrix<double> read_gbin(const std::string& path);
/// Same, and report the symmetric flag stored by write_gbin.
Matrix<double> read_gbin(const std::string& path, bool& symmetric);

}  // namespace graphblade::io
