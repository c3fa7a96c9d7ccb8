// VLQ coding of sorted id lists (include/graphblade/dist/vlq.hpp; Ueno &
// Suzumura section V-B).
#include "graphblade/dist/vlq.hpp"

#include "graphblade/core/errors.hpp"

namespace graphblade::dist {

void vlq_encode_sorted(const index_t* ids, std::size_t count, std::vector<std::uint8_t>& out) {
  std::uint64_t previous = 0;
  for (std::size_t k = 0; k < count; ++k) {
    if (k > 0 && ids[k] <= ids[k - 1]) throw invalid_value("vlq_encode_sorted: ids are not strictly increasing");
    std::uint64_t gap = std::uint64_t(ids[k]) - previous;
    previous = ids[k];
    while (gap >= 0x80) {
      out.push_back(std::uint8_t(0x80 | (gap & 0x7f)));
      gap >>= 7;
    }
    out.push_back(std::uint8_t(gap));
  }
}

void vlq_decode_sorted(const std::uint8_t* code, std::size_t bytes, std::vector<index_t>& out) {
  std::uint64_t value = 0;
  std::size_t k = 0;
  bool first = true;
  while (k < bytes) {
    std::uint64_t gap = 0;
    int shift = 0;
    for (;;) {
      if (k == bytes) throw invalid_value("vlq_decode_sorted: truncated code");
      if (shift > 35) throw invalid_value("vlq_decode_sorted: a gap longer than 5 bytes");
      const std::uint8_t b = code[k++];
      gap |= std::uint64_t(b & 0x7f) << shift;
      shift += 7;
      if (!(b & 0x80)) break;
    }
    if (!first && gap == 0) throw invalid_value("vlq_decode_sorted: a zero gap (ids not strictly increasing)");
    value += gap;
    first = false;
    if (value > std::uint64_t(max_index)) throw invalid_value("vlq_decode_sorted: an id past 2^32 - 1");
    out.push_back(index_t(value));
  }
}

}  // namespace graphblade::dist
