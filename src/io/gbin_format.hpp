// Private to src/io (and the fuzz tests): the checksum of a whole .gbin image,
// so a mutated file can be given a valid checksum and reach the array checks.
#pragma once
#include <cstdint>
#include <string>

namespace graphblade::io::detail {

/// The checksum read_gbin expects in the last 8 bytes of `image` (a whole .gbin
/// file), computed over the arrays its header describes; false when the image
/// is too short or its header does not describe its size.
bool gbin_expected_checksum(const std::string& image, std::uint64_t& checksum);

}  // namespace graphblade::io::detail
