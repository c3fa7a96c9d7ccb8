// Issue 19 regressions in the core: from_compressed checks offsets before it
// scans with them, integer plus/minus/times/ainv wrap (GraphBLAS over C's
// unsigned arithmetic) instead of overflowing, and a failed host allocation
// reports the memory that is free.
#include <cstdint>
#include <limits>
#include <string>

#include "catch_compat.hpp"
#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"

using namespace graphblade;

namespace {

template <class T>
buffer<T> buffer_of(std::initializer_list<T> xs) {
  buffer<T> b(xs.size());
  std::size_t k = 0;
  for (T x : xs) b[k++] = x;
  return b;
}

template <class T>
void check_wraps() {
  using L = std::numeric_limits<T>;
  CHECK(plus_op<T>{}(L::max(), T(1)) == L::min());
  CHECK(minus_op<T>{}(L::min(), T(1)) == L::max());
  CHECK(minus_op<T>{}(T(3), L::min()) == T(L::min() + 3));  // 3 - INT_MIN wraps to INT_MIN + 3
  CHECK(times_op<T>{}(L::max(), T(2)) == T(-2));
  CHECK(times_op<T>{}(L::min(), T(-1)) == L::min());
  CHECK(ainv_op<T>{}(L::min()) == L::min());
  CHECK(plus_op<T>{}(T(-5), T(7)) == T(2));  // no change away from the edges
  CHECK(times_op<T>{}(T(-6), T(7)) == T(-42));
}

}  // namespace

TEST_CASE("from_compressed rejects offsets beyond nnz or decreasing before scanning with them", "[container][hardening]") {
  // The crafted .gbin of issue 19: offsets [0, 2^40, 16] made the scan run 2^40 steps; [0, 64, 16] read past indices.
  for (offset_t middle : {offset_t(1) << 40, offset_t(64), offset_t(17)}) {
    INFO("offsets [0, " << middle << ", 16]");
    buffer<index_t> idx(16);
    for (std::size_t k = 0; k < 16; ++k) idx[k] = index_t(k % 8);
    CHECK_THROWS_AS(Matrix<double>::from_compressed(format::csr, 2, 8, buffer_of<offset_t>({0, middle, 16}),
                                                    std::move(idx)),
                    invalid_value);
  }
  // Still accepted: a well-formed matrix with an empty row.
  auto ok = Matrix<double>::from_compressed(format::csr, 3, 4, buffer_of<offset_t>({0, 2, 2, 3}),
                                            buffer_of<index_t>({1, 3, 0}));
  CHECK(ok.nvals() == 3);
}

TEST_CASE("integer plus, minus, times and ainv wrap modulo 2^bits", "[algebra][hardening]") {
  check_wraps<std::int8_t>();
  check_wraps<std::int16_t>();
  check_wraps<std::int32_t>();
  check_wraps<std::int64_t>();
  CHECK(times_op<std::uint16_t>{}(65535, 65535) == std::uint16_t(1));  // computed in unsigned, not int
  CHECK(plus_op<std::uint32_t>{}(4294967295u, 2u) == 1u);
  CHECK(minus_op<std::uint8_t>{}(0, 1) == 255);
  CHECK(plus_op<bool>{}(true, true) == true);
  CHECK(minus_op<double>{}(0.5, 2.0) == -1.5);
}

TEST_CASE("a host allocation that cannot succeed throws out_of_memory with the free bytes", "[memory][hardening]") {
  const std::size_t huge = std::size_t(1) << 62;
  try {
    void* p = memory::allocate(huge, host);
    memory::deallocate(p, huge, host);
    FAIL("an allocation of 2^62 bytes succeeded");
  } catch (const out_of_memory& e) {
    CHECK(e.bytes_asked() == huge);
    CHECK(e.bytes_free() > 0);  // was always 0
    CHECK(std::string(e.what()).find(" 0 free") == std::string::npos);
  }
}
