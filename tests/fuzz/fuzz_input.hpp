// Feed one byte string to a graph reader as the file it would be, for the
// seeded mutation loop (test_reader_mutations.cpp) and the libFuzzer targets
// (tools/fuzz/fuzz_reader.cpp). Contract checked: a reader either returns a
// well-formed matrix or throws a graphblade::error; anything else (another
// exception, a crash, a sanitizer report, a hang) is a bug.
#pragma once
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/limits.hpp"
#include "graphblade/io/load_graph.hpp"
#include "src/io/gbin_format.hpp"

namespace gbfuzz {

/// The readers under test, by the file extension load_graph dispatches on.
enum class reader { matrix_market, matrix_market_gz, edge_list, gbin };

inline const char* extension(reader r) {
  switch (r) {
    case reader::matrix_market: return ".mtx";
    case reader::matrix_market_gz: return ".mtx.gz";
    case reader::edge_list: return ".el";
    default: return ".gbin";
  }
}

/// Give a .gbin image the checksum its arrays need (when its header describes
/// its size), so a mutation reaches the checks behind the checksum.
inline void fix_gbin_checksum(std::string& image) {
  std::uint64_t sum = 0;
  if (graphblade::io::detail::gbin_expected_checksum(image, sum))
    image.replace(image.size() - 8, 8, reinterpret_cast<const char*>(&sum), 8);
}

/// Small limits so a mutated size line cannot make a test allocate gigabytes.
inline void use_fuzz_limits() {
  graphblade::io::read_limits l;
  l.max_vertices = 1 << 16;
  l.max_input_bytes = 1 << 24;
  graphblade::io::set_read_limits(l);
}

/// Throw std::logic_error unless A's CSR arrays are well formed.
inline void require_well_formed(const graphblade::Matrix<double>& A) {
  const auto& off = A.offsets();
  const auto& idx = A.indices();
  if (off.size() != std::size_t(A.nrows()) + 1 || off[0] != 0 || off[A.nrows()] != idx.size())
    throw std::logic_error("reader returned offsets that do not describe the indices");
  for (graphblade::index_t i = 0; i < A.nrows(); ++i)
    for (auto k = off[i]; k < off[i + 1]; ++k)
      if (off[i] > off[i + 1] || idx[k] >= A.ncols() || (k > off[i] && idx[k] <= idx[k - 1]))
        throw std::logic_error("reader returned an unsorted or out-of-range row");
}

/// Write `bytes` to `path_stem` + the reader's extension and load it. True when
/// it loaded (and is well formed), false when it threw a graphblade::error.
inline bool feed(reader r, const std::string& bytes, const std::string& path_stem) {
  const std::string path = path_stem + extension(r);
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(bytes.data(), std::streamsize(bytes.size()));
  try {
    graphblade::io::loaded_graph g = graphblade::io::load_graph(path);
    require_well_formed(g.A);
    return true;
  } catch (const graphblade::error&) {
    return false;
  }
}

}  // namespace gbfuzz
