// reduce, assign/subassign, extract, nvals and clear through the front end
// (CPU backend) equal the reference oracle over storages x types x masks x flags.
#include "catch_compat.hpp"
#include "op_cases.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("reduce to a scalar and by rows equals the reference (any: an admissible term)", "[ops][reduce]") {
  check_reduce_cases<bool>(gb::host, 41);
  check_reduce_cases<std::int32_t>(gb::host, 42);
  check_reduce_cases<double>(gb::host, 43);
}

TEST_CASE("assign and subassign (scalar and vector) equal the reference", "[ops][assign]") {
  check_assign_cases<bool>(gb::host, 44);
  check_assign_cases<std::int32_t>(gb::host, 45);
  check_assign_cases<double>(gb::host, 46);
}

TEST_CASE("extract, extract_element, nvals and clear equal the reference", "[ops][extract]") {
  check_extract_cases<bool>(gb::host, 47);
  check_extract_cases<std::int32_t>(gb::host, 48);
  check_extract_cases<double>(gb::host, 49);
}

TEST_CASE("every non-product operation equals the reference on operands large enough to run in parallel",
          "[ops][large]") {
  check_large_cases<std::int32_t>(gb::host, 50);
  check_large_cases<double>(gb::host, 51);
}
