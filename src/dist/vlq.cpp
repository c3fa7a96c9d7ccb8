// VLQ coding of sorted id lists (include/graphblade/dist/vlq.hpp; Ueno &
// Suzumura section V-B).
#include "graphblade/dist/vlq.hpp"

#include <algorithm>

#include "graphblade/core/errors.hpp"

namespace graphblade::dist {

std::vector<index_t> gaps_of_sorted(const index_t* ids, std::size_t count) {
  std::vector<index_t> gaps(count);
  for (std::size_t k = 0; k < count; ++k) {
    if (k > 0 && ids[k] <= ids[k - 1]) throw invalid_value("VLQ: ids are not strictly increasing");
    gaps[k] = k ? ids[k] - ids[k - 1] : ids[k];
  }
  return gaps;
}

void vlq_encode_sorted(const index_t* ids, std::size_t count, std::vector<std::uint8_t>& out) {
  for (index_t gap : gaps_of_sorted(ids, count)) {
    for (; gap >= 0x80; gap >>= 7) out.push_back(std::uint8_t(0x80 | (gap & 0x7f)));
    out.push_back(std::uint8_t(gap));
  }
}

void simd_vlq_encode(const index_t* values, std::size_t count, unsigned width, std::vector<std::uint8_t>& out) {
  if (width == 0) throw invalid_value("simd_vlq_encode: width must be >= 1");
  std::vector<index_t> rest;
  for (std::size_t group = 0; group < count; group += width) {
    const std::size_t lanes = std::min<std::size_t>(width, count - group);
    rest.assign(values + group, values + group + lanes);
    // Round r writes byte r of every lane whose value needs more than r bytes.
    for (bool first = true, any = true; any; first = false) {
      any = false;
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        if (!first && rest[lane] == 0) continue;
        const bool more = rest[lane] >= 0x80;
        out.push_back(std::uint8_t((more ? 0x80 : 0) | (rest[lane] & 0x7f)));
        rest[lane] = more ? rest[lane] >> 7 : 0;
        any = any || more;
      }
    }
  }
}

std::size_t simd_vlq_decode(const std::uint8_t* code, std::size_t bytes, std::size_t count, unsigned width,
                            std::vector<index_t>& out) {
  if (width == 0) throw invalid_value("simd_vlq_decode: width must be >= 1");
  std::size_t at = 0;
  std::vector<std::uint64_t> value;
  std::vector<bool> open;
  for (std::size_t group = 0; group < count; group += width) {
    const std::size_t lanes = std::min<std::size_t>(width, count - group);
    value.assign(lanes, 0);
    open.assign(lanes, true);
    for (int shift = 0, any = 1; any; shift += 7) {
      any = 0;
      if (shift > 28) throw invalid_value("simd_vlq_decode: a value longer than 5 bytes");
      for (std::size_t lane = 0; lane < lanes; ++lane) {
        if (!open[lane]) continue;
        if (at == bytes) throw invalid_value("simd_vlq_decode: truncated code");
        const std::uint8_t b = code[at++];
        value[lane] |= std::uint64_t(b & 0x7f) << shift;
        open[lane] = (b & 0x80) != 0;
        any |= open[lane];
      }
    }
    for (std::uint64_t v : value) {
      if (v > std::uint64_t(max_index)) throw invalid_value("simd_vlq_decode: a value past 2^32 - 1");
      out.push_back(index_t(v));
    }
  }
  return at;
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
