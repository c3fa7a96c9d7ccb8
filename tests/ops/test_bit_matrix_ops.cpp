// The bit-matrix operations of iBFS on the host (bit_ops_cases.hpp).
#include "bit_ops_cases.hpp"

TEST_CASE("bit-matrix operations equal bit-by-bit loops (host)", "[ops][bits]") {
  gbtest::check_bit_matrix_ops(graphblade::host);
}
