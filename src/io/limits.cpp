// read_limits (include/graphblade/io/limits.hpp): the process-wide limits,
// read once from GRAPHBLADE_MAX_VERTICES / GRAPHBLADE_MAX_INPUT_BYTES, and the
// vertex-count check every reader calls before it allocates per-vertex arrays.
#include "graphblade/io/limits.hpp"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <mutex>

#include "graphblade/core/errors.hpp"

namespace graphblade::io {
namespace {

std::uint64_t env_count(const char* name) {
  const char* s = std::getenv(name);
  if (!s || !*s) return 0;
  std::uint64_t v = 0;
  const char* e = s + std::char_traits<char>::length(s);
  auto r = std::from_chars(s, e, v);
  if (r.ec != std::errc() || r.ptr != e)
    throw invalid_value(std::string(name) + " must be a non-negative integer, got '" + s + "'");
  return v;
}

std::mutex limits_mutex;
bool limits_set = false;
read_limits limits_now;

std::uint64_t physical_memory_bytes() {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  return pages > 0 && page > 0 ? std::uint64_t(pages) * std::uint64_t(page) : UINT64_MAX;
}

}  // namespace

read_limits current_read_limits() {
  std::lock_guard<std::mutex> lock(limits_mutex);
  if (!limits_set) {
    limits_now.max_vertices = env_count("GRAPHBLADE_MAX_VERTICES");
    limits_now.max_input_bytes = env_count("GRAPHBLADE_MAX_INPUT_BYTES");
    limits_set = true;
  }
  return limits_now;
}

void set_read_limits(const read_limits& limits) {
  std::lock_guard<std::mutex> lock(limits_mutex);
  limits_now = limits;
  limits_set = true;
}

namespace detail {

std::uint64_t vertex_limit(std::uint64_t file_bytes) {
  const std::uint64_t set = current_read_limits().max_vertices;
  if (set) return set;
  const std::uint64_t by_size = file_bytes > UINT64_MAX / 8 ? UINT64_MAX : 8 * file_bytes;
  return std::max<std::uint64_t>(std::uint64_t(1) << 26, by_size);
}

std::uint64_t input_byte_limit() {
  const std::uint64_t set = current_read_limits().max_input_bytes;
  return set ? set : physical_memory_bytes();
}

void check_vertex_count(const std::string& path, std::size_t line, std::uint64_t vertices, std::uint64_t file_bytes) {
  const std::uint64_t limit = vertex_limit(file_bytes);
  if (vertices <= limit) return;
  const bool automatic = current_read_limits().max_vertices == 0;
  throw io_error(path, line,
                 std::to_string(vertices) + " vertices exceed the limit of " + std::to_string(limit) +
                     (automatic ? " (automatic: 8 per byte of a " + std::to_string(file_bytes) +
                                      "-byte file, at least 2^26)"
                                : std::string()) +
                     "; raise it with --max-vertices or GRAPHBLADE_MAX_VERTICES");
}

}  // namespace detail
}  // namespace graphblade::io
