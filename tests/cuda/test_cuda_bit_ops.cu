// The bit-matrix operations of iBFS on a CUDA device (bit_ops_cases.hpp):
// compiled by nvcc so the front ends reach the CUDA kernels. Skipped without a GPU.
#include "cuda_test.hpp"
#include "ops/bit_ops_cases.hpp"

TEST_CASE("cuda bit-matrix operations equal bit-by-bit loops", "[cuda][bits][sanitize]") {
  GB_REQUIRE_CUDA();
  gbtest::check_bit_matrix_ops(graphblade::cuda(0));
}
