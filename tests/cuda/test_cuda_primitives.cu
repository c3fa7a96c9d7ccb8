// The CUB-based compactions of the CUDA backend (primitives.cuh) against a
// host loop: select_set_bits (a bitset's set bits) and select_flagged
// (nonzero bytes), over sizes around the 32-bit word and densities from none
// to all, with stray bits past n in the last word (never listed).
#include <cuda_runtime.h>

#include <cstdint>
#include <random>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/backend/cuda/primitives.cuh"
#include "graphblade/backend/cuda/workspace.cuh"
#include "graphblade/core/buffer.hpp"

namespace gb = graphblade;

namespace {

/// The device list out[0, *count) on the host, once the work on ws's stream is done.
std::vector<gb::index_t> read_list(gb::gpu::workspace& ws, const gb::buffer<gb::index_t>& out,
                                   const gb::buffer<gb::offset_t>& count) {
  REQUIRE(cudaStreamSynchronize(ws.stream()) == cudaSuccess);
  const std::vector<gb::offset_t> c = count.to_vector();
  std::vector<gb::index_t> all = out.to_vector();
  all.resize(c.at(0));
  return all;
}

}  // namespace

TEST_CASE("cuda select_set_bits and select_flagged list the set bits and nonzero bytes in order",
          "[cuda][primitives]") {
  GB_REQUIRE_CUDA();
  gb::gpu::workspace& ws = gb::gpu::default_workspace(0);
  std::mt19937_64 rng(41);
  for (gb::index_t n : {1u, 31u, 32u, 33u, 64u, 1000u, 100003u}) {
    for (double density : {0.0, 0.01, 0.37, 1.0}) {
      INFO("n = " << n << ", density " << density);
      const std::size_t words = (std::size_t(n) + 31) / 32;
      std::vector<std::uint32_t> bits(words, 0);
      std::vector<std::uint8_t> flags(n, 0);
      std::vector<gb::index_t> expected;
      std::bernoulli_distribution on(density);
      for (gb::index_t i = 0; i < n; ++i) {
        if (!on(rng)) continue;
        bits[i / 32] |= 1u << (i % 32);
        flags[i] = std::uint8_t(1 + i % 200);
        expected.push_back(i);
      }
      if (n % 32 != 0) bits[words - 1] |= ~((1u << (n % 32)) - 1u);  // stray bits past n: not listed
      const gb::buffer<std::uint32_t> d_bits = gb::buffer<std::uint32_t>(bits).to(gb::cuda(0));
      const gb::buffer<std::uint8_t> d_flags = gb::buffer<std::uint8_t>(flags).to(gb::cuda(0));
      gb::buffer<gb::index_t> out(n, gb::cuda(0));
      gb::buffer<gb::offset_t> count(1, gb::cuda(0));

      gb::gpu::primitives::select_set_bits(d_bits.data(), n, out.data(), count.data(), ws);
      CHECK(read_list(ws, out, count) == expected);
      gb::gpu::primitives::select_flagged(d_flags.data(), n, out.data(), count.data(), ws);
      CHECK(read_list(ws, out, count) == expected);
    }
  }
}
