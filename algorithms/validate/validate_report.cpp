// validation_report helpers and the argument checks shared by the validators.
#include <string>

#include "graphblade/algorithms/validate/validate.hpp"
#include "algorithms/validate/validate_common.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

void validation_report::merge(const validation_report& other) {
  if (other.ok) return;
  ok = false;
  for (const auto& p : other.problems)
    if (problems.size() < max_problems) problems.push_back(p);
}

std::string validation_report::summary() const {
  if (ok) return "ok";
  std::string s;
  for (const auto& p : problems) s += (s.empty() ? "" : "; ") + p;
  return s;
}

namespace validate_detail {

void require_host_csr(const Matrix<bool>& A, const char* who) {
  if (A.storage_format() != format::csr || !A.where().is_host() || A.nrows() != A.ncols())
    throw invalid_value(std::string(who) + ": the graph must be a square host CSR matrix");
}

bool check_shape(const Matrix<bool>& A, index_t source, std::size_t array_size, const char* array_name,
                 validation_report& rep) {
  bool good = true;
  if (source >= A.nrows()) {
    rep.fail("source " + std::to_string(source) + " is not a vertex (n = " + std::to_string(A.nrows()) + ")");
    good = false;
  }
  if (array_size != A.nrows()) {
    rep.fail(std::string(array_name) + " array has " + std::to_string(array_size) + " entries, expected n = " +
             std::to_string(A.nrows()));
    good = false;
  }
  return good;
}

}  // namespace validate_detail

validation_report validate_bfs(const Matrix<bool>& A, index_t source, const bfs_result& r) {
  validation_report rep;
  if (r.source != source)
    rep.fail("result names source " + std::to_string(r.source) + ", expected " + std::to_string(source));
  if (r.level.empty() && !r.parent.empty() && r.sigma.empty()) {  // parents only (Graph500's output)
    rep.merge(validate_parents(A, source, r.parent));
    return rep;
  }
  const validation_report levels = validate_levels(A, source, r.level);
  rep.merge(levels);
  if (levels.ok) {
    std::int64_t depth = 0;
    for (auto l : r.level) depth = l > depth ? l : depth;
    if (r.depth != depth)
      rep.fail("depth = " + std::to_string(r.depth) + " but the largest level is " + std::to_string(depth));
  }
  if (!r.parent.empty()) rep.merge(validate_parents(A, source, r.parent));
  // sigma is checked against the levels, so only once they are right.
  if (!r.sigma.empty() && levels.ok) rep.merge(validate_sigma(A, source, r.level, r.sigma));
  return rep;
}

}  // namespace graphblade
