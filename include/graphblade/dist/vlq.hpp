// Variable-length quantity (base-128) coding of sorted vertex-id lists, the
// compressed frontier format of Ueno & Suzumura section V-B: gaps between
// consecutive ids, 7 bits a byte, least significant group first, the high bit
// set on every byte but an integer's last. A gap below 128 costs one byte, so a
// sparse frontier costs far less than its bitmap (1 bit per vertex of the block).
// (The paper's SIMD-VLQ byte order is a GPU layout of the same code.)
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "graphblade/core/types.hpp"

namespace graphblade::dist {

/// Append the VLQ code of the strictly increasing ids[0..count) to `out`
/// (first value, then gaps). Throws invalid_value when ids are not strictly increasing.
void vlq_encode_sorted(const index_t* ids, std::size_t count, std::vector<std::uint8_t>& out);

/// Decode `bytes` bytes of VLQ code into the ids it lists, appending to `out`.
/// Throws invalid_value on a truncated code or an id past 2^32 - 1.
void vlq_decode_sorted(const std::uint8_t* code, std::size_t bytes, std::vector<index_t>& out);

}  // namespace graphblade::dist
