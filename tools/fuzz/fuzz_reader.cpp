// libFuzzer target for one graph reader (issue 19), built four times by
// tools/CMakeLists.txt with GB_FUZZ_READER = matrix_market, matrix_market_gz,
// edge_list or gbin (-DGRAPHBLADE_FUZZ=ON, clang). Each input is written to a
// file with the reader's extension and loaded through io::load_graph; the
// contract is the seeded loop's (tests/fuzz): a well-formed matrix or a
// graphblade::error, nothing else. A .gbin input gets a valid checksum so the
// fuzzer reaches the array checks. README, "What bad input gets", has the run.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz/fuzz_input.hpp"

namespace {

constexpr gbfuzz::reader kReader = gbfuzz::reader::GB_FUZZ_READER;

std::string scratch_stem() {
  const char* dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
  return std::string(dir) + "/graphblade-fuzz-" + std::to_string(getpid());
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  gbfuzz::use_fuzz_limits();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string stem = scratch_stem();
  std::string bytes(reinterpret_cast<const char*>(data), size);
  if (kReader == gbfuzz::reader::gbin) gbfuzz::fix_gbin_checksum(bytes);
  gbfuzz::feed(kReader, bytes, stem);
  return 0;
}
