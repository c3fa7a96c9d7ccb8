// CUDA eWiseAdd / eWiseMult, apply (unary and index-unary), select, and sparse
// mxm (SpGEMM), vectors and matrices: the shared operator cases of tests/ops
// run with the operands on cuda(0) and compared with the reference oracle.
#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_cases_elementwise.hpp"
#include "ops/op_cases_product.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("cuda ewise_add and ewise_mult equal the reference on vectors and matrices for every mask and flag",
          "[cuda][ewise]") {
  GB_REQUIRE_CUDA();
  check_ewise_cases<bool>(gb::cuda(0), 31);
  check_ewise_cases<std::int32_t>(gb::cuda(0), 32);
  check_ewise_cases<double>(gb::cuda(0), 33);
}

TEST_CASE("cuda apply (unary and index-unary) equals the reference on vectors and matrices", "[cuda][apply]") {
  GB_REQUIRE_CUDA();
  check_apply_cases<std::int32_t>(gb::cuda(0), 35);
  check_apply_cases<double>(gb::cuda(0), 36);
}

TEST_CASE("cuda select equals the reference for every predicate on vectors and matrices", "[cuda][select]") {
  GB_REQUIRE_CUDA();
  check_select_cases<std::int32_t>(gb::cuda(0), 38);
  check_select_cases<double>(gb::cuda(0), 39);
}

TEST_CASE("cuda sparse mxm equals the reference for every format, transpose, mask and flag (any: admissible)",
          "[cuda][mxm][sanitize]") {
  GB_REQUIRE_CUDA();
  check_mxm_cases<bool, gb::lor_land<bool>>(gb::cuda(0), 1);
  check_mxm_cases<std::int32_t, gb::any_secondi<std::int32_t>>(gb::cuda(0), 5);
  check_mxm_cases<std::int32_t, gb::min_plus<std::int32_t>>(gb::cuda(0), 4);
  check_mxm_cases<double, gb::plus_times<double>>(gb::cuda(0), 8);
}
