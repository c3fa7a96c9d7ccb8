// A second, independent oracle: Eigen's sparse products agree with graphblade's
// plus_times mxm and mxv on double (no mask, no accumulator), every format.
#include "catch_compat.hpp"
#include "op_case_gen.hpp"

#if defined(GRAPHBLADE_HAS_EIGEN)
#include <Eigen/SparseCore>
#endif

namespace gb = graphblade;
using namespace gbtest;

#if defined(GRAPHBLADE_HAS_EIGEN)
namespace {
using eigen_sparse = Eigen::SparseMatrix<double, Eigen::RowMajor>;

eigen_sparse to_eigen(const gb::Matrix<double>& A) {
  std::vector<Eigen::Triplet<double>> t;
  for (auto& [ij, x] : gb::reference::entries_of(A)) t.emplace_back(ij.first, ij.second, x);
  eigen_sparse E(A.nrows(), A.ncols());
  E.setFromTriplets(t.begin(), t.end());
  return E;
}

/// "" when graphblade's entries equal Eigen's nonzeros to 1e-12 relative.
std::string diff_with_eigen(const gb::Matrix<double>& got, const eigen_sparse& E) {
  std::map<std::pair<index_t, index_t>, double> want;
  for (int i = 0; i < E.outerSize(); ++i)
    for (eigen_sparse::InnerIterator it(E, i); it; ++it) want[{index_t(it.row()), index_t(it.col())}] = it.value();
  auto have = gb::reference::entries_of(got);
  if (have.size() != want.size()) return "entry counts differ";
  for (auto& [ij, x] : have) {
    auto it = want.find(ij);
    if (it == want.end()) return "unexpected entry";
    if (std::abs(it->second - x) > 1e-12 * std::max(1.0, std::abs(x))) return "values differ";
  }
  return "";
}
}  // namespace
#endif

TEST_CASE("plus_times mxm and mxv on double agree with Eigen's sparse products", "[ops][mxm][eigen]") {
#if !defined(GRAPHBLADE_HAS_EIGEN)
  GB_SKIP("Eigen3 was not found");
#else
  serial_omp one_thread;
  case_rng r(77);
  for (auto [m, n] : case_shapes())
    for (gb::format f : all_formats()) {
      const index_t inner = m + 1;
      // positive values with a fraction: no cancellation, so structure is the product's pattern
      auto A = random_matrix<double>(r, m, inner, 0.3, f, 1);
      auto B = random_matrix<double>(r, inner, n, 0.3, all_formats()[(int(f) + 1) % 3], 1);
      auto scale = [](gb::Matrix<double> X) {
        gb::Matrix<double> out(X.nrows(), X.ncols(), X.storage_format(), false);
        gb::apply(out, gb::no_mask, gb::no_accum, [](double x) { return x * 1.25 + 0.1; }, X);
        return out;
      };
      A = scale(A);
      B = scale(B);
      INFO("A " << m << "x" << inner << " " << to_string(f) << ", B " << inner << "x" << n);
      gb::Matrix<double> C(m, n, f, false);
      gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, A, B);
      eigen_sparse EC = (to_eigen(A) * to_eigen(B)).pruned();
      CHECK(diff_with_eigen(C, EC) == "");
      // mxv: w = A u with u the first column of B (as a vector)
      auto u = random_vector<double>(r, inner, 0.5, gb::storage::bitmap, 1);
      gb::Vector<double> w(m);
      gb::mxv(w, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, A, u);
      Eigen::SparseVector<double> eu(inner);
      for (auto& [i, x] : u.entries()) eu.insert(i) = x;
      Eigen::SparseVector<double> ew = to_eigen(A) * eu;
      std::map<index_t, double> want;
      for (Eigen::SparseVector<double>::InnerIterator it(ew); it; ++it)
        if (it.value() != 0) want[index_t(it.index())] = it.value();
      auto have = gb::reference::entries_of(w);
      bool same = have.size() == want.size();
      for (auto& [i, x] : have) same = same && want.count(i) && std::abs(want[i] - x) <= 1e-12 * std::max(1.0, std::abs(x));
      CHECK(same);
    }
#endif
}
