// read_limits: how much a graph file may make the readers allocate, so a
// crafted header ("10^9 vertices, 1 entry") or a gzip bomb fails fast with a
// clear io_error instead of allocating gigabytes first. Process-wide; the
// environment variables GRAPHBLADE_MAX_VERTICES and GRAPHBLADE_MAX_INPUT_BYTES
// and the CLI's --max-vertices / --max-input-bytes set them.
#pragma once
#include <cstdint>
#include <string>

namespace graphblade::io {

/// Limits applied by every reader (MatrixMarket, edge list, .gbin). 0 = automatic.
struct read_limits {
  /// Largest vertex count (rows or columns) a file may declare or imply.
  /// Automatic: max(2^26, 8 x the file's (uncompressed) bytes); a file of B bytes
  /// holds at most B/4 entries, so real graphs stay far below it.
  std::uint64_t max_vertices = 0;
  /// Largest input in bytes after decompression (a .gz that expands beyond it is
  /// refused as soon as it does). Automatic: the machine's physical memory.
  std::uint64_t max_input_bytes = 0;
};

/// The limits in force (from the environment on first use unless set).
read_limits current_read_limits();
/// Replace the limits in force.
void set_read_limits(const read_limits& limits);

namespace detail {
/// The vertex limit for a file of `file_bytes` (uncompressed) bytes.
std::uint64_t vertex_limit(std::uint64_t file_bytes);
/// The input-size limit in bytes.
std::uint64_t input_byte_limit();
/// Throw io_error(path, line) when `vertices` exceeds vertex_limit(file_bytes),
/// naming the limit and its knobs.
void check_vertex_count(const std::string& path, std::size_t line, std::uint64_t vertices, std::uint64_t file_bytes);
}  // namespace detail

}  // namespace graphblade::io
