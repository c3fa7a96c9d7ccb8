// mxm, mxv and vxm through the front end (CPU backend) equal the reference
// oracle over formats x types x semirings x mask kinds x flags (op_cases.hpp).
#include "catch_compat.hpp"
#include "op_cases.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("mxm over bool semirings equals the reference for every format, transpose, mask and flag", "[ops][mxm]") {
  check_mxm_cases<bool, gb::lor_land<bool>>(gb::host, 1);
  check_mxm_cases<bool, gb::any_pair<bool>>(gb::host, 2);
}

TEST_CASE("mxm over int32 semirings equals the reference (any: admissible terms)", "[ops][mxm]") {
  using T = std::int32_t;
  check_mxm_cases<T, gb::plus_times<T>>(gb::host, 3);
  check_mxm_cases<T, gb::min_plus<T>>(gb::host, 4);
  check_mxm_cases<T, gb::any_secondi<T>>(gb::host, 5);
  check_mxm_cases<T, gb::min_secondi<T>>(gb::host, 6);
  check_mxm_cases<T, gb::plus_pair<T>>(gb::host, 7);
}

TEST_CASE("mxm over double semirings equals the reference", "[ops][mxm]") {
  check_mxm_cases<double, gb::plus_times<double>>(gb::host, 8);
  check_mxm_cases<double, gb::plus_first<double>>(gb::host, 9);
  check_mxm_cases<double, gb::min_plus<double>>(gb::host, 10);
}

TEST_CASE("mxv and vxm over bool semirings equal the reference for every storage, kernel, mask and flag",
          "[ops][mxv]") {
  check_mxv_cases<bool, gb::lor_land<bool>>(gb::host, 11);
  check_mxv_cases<bool, gb::any_pair<bool>>(gb::host, 12);
}

TEST_CASE("mxv and vxm over int32 semirings equal the reference (any: admissible terms)", "[ops][mxv]") {
  using T = std::int32_t;
  check_mxv_cases<T, gb::any_secondi<T>>(gb::host, 13);
  check_mxv_cases<T, gb::min_secondi<T>>(gb::host, 14);
  check_mxv_cases<T, gb::plus_pair<T>>(gb::host, 15);
  check_mxv_cases<T, gb::min_plus<T>>(gb::host, 16);
}

TEST_CASE("mxv and vxm over double semirings equal the reference", "[ops][mxv]") {
  check_mxv_cases<double, gb::plus_times<double>>(gb::host, 17);
  check_mxv_cases<double, gb::plus_first<double>>(gb::host, 18);
}

TEST_CASE("mxv and vxm with write-backs equal the product then the assigns", "[ops][mxv][write_back]") {
  check_mxv_write_back_cases<std::int32_t, gb::any_secondi<std::int32_t>>(gb::host, 31);
  check_mxv_write_back_cases<bool, gb::any_pair<bool>>(gb::host, 32);
  check_mxv_write_back_cases<double, gb::plus_times<double>>(gb::host, 33);
  check_mxv_write_back_errors<std::int32_t, gb::any_secondi<std::int32_t>>(gb::host);
}

TEST_CASE("mxm onto a DenseMatrix equals the reference for every format, transpose and accum", "[ops][mxm]") {
  check_mxm_dense_cases<std::int32_t, gb::plus_times<std::int32_t>>(gb::host, 19);
  check_mxm_dense_cases<std::int32_t, gb::min_secondi<std::int32_t>>(gb::host, 20);
  check_mxm_dense_cases<double, gb::plus_times<double>>(gb::host, 21);
}

TEST_CASE("mxm onto a BitMatrix equals the reference lor.land for every format, transpose and accum",
          "[ops][mxm]") {
  check_mxm_bits_cases(gb::host, 22);
}
