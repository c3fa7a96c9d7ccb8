// Variable-length quantity (base-128) coding of sorted vertex-id lists, the
// compressed frontier format of Ueno & Suzumura section V-B: gaps between
// consecutive ids, 7 bits a byte, least significant group first, the high bit
// set on every byte but an integer's last. A gap below 128 costs one byte, so a
// sparse frontier costs far less than its bitmap (1 bit per vertex of the block).
// SIMD-VLQ (section V-C, Fig. 4) is the same code in a GPU-friendly byte
// order: values go in groups of `width` (a warp: 32), and a group stores the
// first byte of every value, then the second byte of every value that has
// one, and so on, so lane k of a warp finds its next byte with a popcount.
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

/// SIMD-VLQ encode values[0..count) in groups of `width` lanes (Fig. 4:
/// 3, 123456, 80, 300 at width 4 -> 03 C0 50 AC C4 02 07), appending to `out`.
/// Throws invalid_value when width is 0.
void simd_vlq_encode(const index_t* values, std::size_t count, unsigned width, std::vector<std::uint8_t>& out);

/// Decode `count` values of SIMD-VLQ code written with the same `width`;
/// returns the bytes consumed. Throws invalid_value on a truncated code or a
/// value past 2^32 - 1.
std::size_t simd_vlq_decode(const std::uint8_t* code, std::size_t bytes, std::size_t count, unsigned width,
                            std::vector<index_t>& out);

/// Gaps of the strictly increasing ids (first id, then differences): the
/// values the expand's list formats code. Throws invalid_value when unsorted.
std::vector<index_t> gaps_of_sorted(const index_t* ids, std::size_t count);

}  // namespace graphblade::dist
