// Internal helpers shared by the BFS validators: argument checks and a
// thread-safe "smallest offending vertex" recorder, so that parallel
// validation reports the same problem on every run.
#pragma once
#include <cstdint>
#include <limits>
#include <mutex>
#include <string>

#include "graphblade/algorithms/validate/validate.hpp"

namespace graphblade::validate_detail {

/// The offending pair (a, b) with the smallest a (then b) offered so far.
struct first_bad {
  std::int64_t a = std::numeric_limits<std::int64_t>::max(), b = 0;
  std::mutex m;
  void offer(std::int64_t x, std::int64_t y) {
    std::lock_guard<std::mutex> lock(m);
    if (x < a || (x == a && y < b)) {
      a = x;
      b = y;
    }
  }
  bool found() const { return a != std::numeric_limits<std::int64_t>::max(); }
};

/// Throws invalid_value unless A is a square host CSR matrix.
void require_host_csr(const Matrix<bool>& A, const char* who);

/// Check source < n and that the array has n entries; records problems.
bool check_shape(const Matrix<bool>& A, index_t source, std::size_t array_size, const char* array_name,
                 validation_report& rep);

}  // namespace graphblade::validate_detail
