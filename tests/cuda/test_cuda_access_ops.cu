// CUDA assign / subassign, extract / extract_element / nvals / clear, reduce
// (to a scalar and row-wise), and SpMM onto DenseMatrix / BitMatrix: the shared
// operator cases of tests/ops run with the operands on cuda(0) and compared
// with the reference oracle on the host.
#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_cases_access.hpp"
#include "ops/op_cases_product.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("cuda assign and subassign (scalar and vector) equal the reference for every mask and flag",
          "[cuda][assign][sanitize]") {
  GB_REQUIRE_CUDA();
  check_assign_cases<bool>(gb::cuda(0), 44);
  check_assign_cases<std::int32_t>(gb::cuda(0), 45);
  check_assign_cases<double>(gb::cuda(0), 46);
}

TEST_CASE("cuda extract, extract_element, nvals and clear equal the reference", "[cuda][extract]") {
  GB_REQUIRE_CUDA();
  check_extract_cases<bool>(gb::cuda(0), 47);
  check_extract_cases<std::int32_t>(gb::cuda(0), 48);
  check_extract_cases<double>(gb::cuda(0), 49);
}

TEST_CASE("cuda reduce to a scalar and row-wise equals the reference for every monoid (any: admissible)",
          "[cuda][reduce][sanitize]") {
  GB_REQUIRE_CUDA();
  check_reduce_cases<bool>(gb::cuda(0), 41);
  check_reduce_cases<std::int32_t>(gb::cuda(0), 42);
  check_reduce_cases<double>(gb::cuda(0), 43);
}

TEST_CASE("cuda mxm onto a DenseMatrix equals the reference for every format, transpose and accum",
          "[cuda][mxm][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  check_mxm_dense_cases<std::int32_t, gb::plus_times<std::int32_t>>(gb::cuda(0), 19);
  check_mxm_dense_cases<std::int32_t, gb::min_secondi<std::int32_t>>(gb::cuda(0), 20);
  check_mxm_dense_cases<double, gb::plus_times<double>>(gb::cuda(0), 21);
}

TEST_CASE("cuda mxm onto a BitMatrix equals the reference lor.land for every format, transpose and accum",
          "[cuda][mxm][sanitize][racecheck]") {
  GB_REQUIRE_CUDA();
  check_mxm_bits_cases(gb::cuda(0), 22);
}
