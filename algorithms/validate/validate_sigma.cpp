// validate_sigma: shortest-path counts satisfy the Brandes recurrence
// sigma[v] = sum of sigma[u] over in-neighbours u one level up, sigma[source] = 1.
// Checked locally per vertex on the CSC of A (a pull over in-edges); with
// exact levels this implies exact counts by induction on the level.
#include <cmath>
#include <cstdio>
#include <string>

#include "graphblade/algorithms/validate/validate.hpp"
#include "algorithms/validate/validate_common.hpp"

namespace graphblade {

namespace {

bool counts_agree(double got, double want) {
  // Exact below 2^53; past it the summation order may round differently.
  return std::fabs(got - want) <= 1e-9 * std::fabs(want);
}

std::string show(double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

}  // namespace

validation_report validate_sigma(const Matrix<bool>& A, index_t source, const std::vector<std::int64_t>& level,
                                 const std::vector<double>& sigma) {
  validate_detail::require_host_csr(A, "validate_sigma");
  validation_report rep;
  if (!validate_detail::check_shape(A, source, level.size(), "level", rep)) return rep;
  if (!validate_detail::check_shape(A, source, sigma.size(), "sigma", rep)) return rep;
  const std::int64_t n = A.nrows();
  const Matrix<bool> At = A.to_format(format::csc);  // column v lists the in-neighbours of v
  const offset_t* colptr = At.offsets().data();
  const index_t* row = At.indices().data();

  // The count the recurrence asks of v, from the given counts one level up.
  auto expected = [&](std::int64_t v) {
    if (level[v] < 0) return 0.0;
    if (v == std::int64_t(source)) return 1.0;
    double sum = 0.0;
    for (offset_t k = colptr[v]; k < colptr[v + 1]; ++k)
      if (level[row[k]] == level[v] - 1) sum += sigma[row[k]];
    return sum;
  };
  validate_detail::first_bad wrong;
#pragma omp parallel for schedule(dynamic, 1024)
  for (std::int64_t v = 0; v < n; ++v)
    if (!counts_agree(sigma[v], expected(v))) wrong.offer(v, 0);
  if (wrong.found()) {
    const std::int64_t v = wrong.a;
    rep.fail("sigma[" + std::to_string(v) + "] = " + show(sigma[v]) + ", expected " + show(expected(v)) +
             (level[v] < 0 ? " (unreached)" : " (sum over in-neighbours one level up)"));
  }
  return rep;
}

}  // namespace graphblade
