// The .gbin binary format: magic "GBLADE01", version, sizes, CSR arrays and a
// checksum, so a graph reloads at disk speed.
#pragma once
#include <string>

#include "graphblade/container/matrix.hpp"

namespace graphblade::io {

/// Write A (any format; stored as CSR) to a .gbin file.
void write_gbin(const std::string& path, const Matrix<double>& A);
/// Read a .gbin file; throws io_error on a bad magic, version, size or checksum.
Matrix<double> read_gbin(const std::string& path);

}  // namespace graphblade::io
