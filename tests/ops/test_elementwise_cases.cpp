// ewise_add/mult, apply and select through the front end (CPU backend) equal
// the reference oracle over formats/storages x types x mask kinds x flags.
#include "catch_compat.hpp"
#include "op_cases.hpp"

namespace gb = graphblade;
using namespace gbtest;

TEST_CASE("ewise_add and ewise_mult equal the reference for vectors and matrices", "[ops][ewise]") {
  check_ewise_cases<bool>(gb::host, 31);
  check_ewise_cases<std::int32_t>(gb::host, 32);
  check_ewise_cases<double>(gb::host, 33);
}

TEST_CASE("apply (unary and index-unary) equals the reference for vectors and matrices", "[ops][apply]") {
  check_apply_cases<bool>(gb::host, 34);
  check_apply_cases<std::int32_t>(gb::host, 35);
  check_apply_cases<double>(gb::host, 36);
}

TEST_CASE("select (tril, triu, offdiag, value predicates) equals the reference", "[ops][select]") {
  check_select_cases<bool>(gb::host, 37);
  check_select_cases<std::int32_t>(gb::host, 38);
  check_select_cases<double>(gb::host, 39);
}
