// The cuSPARSE route of the device products (src/cuda/cusparse): plus_times
// over float and double on valued matrices (CSR, CSC, COOC, read as stored or
// transposed) with full inputs goes to cusparseSpMV / SpMM / SpGEMM and must
// equal the reference oracle (graphblade/reference) under every mask / replace /
// accumulate combination, and the test asserts that cuSPARSE actually served
// the call (gpu::last_product_path). Matrices have empty rows and columns (a
// row of op(A) with no entry gives no output entry, never a 0) and explicit
// zeros (structural entries are kept). Values are small integers, so sums are
// exact in any order. Everything else (other semirings, sparse inputs, an
// explicit kernel, the route switched off) must keep our kernels.
#include <cstdint>
#include <string>
#include <vector>

#include "cuda_test.hpp"
#include "graphblade/graphblade.hpp"
#include "ops/op_case_gen.hpp"
#include "graphblade/backend/cuda/cusparse/path.cuh"
#include "graphblade/reference/mxm.hpp"
#include "graphblade/reference/mxv.hpp"

namespace gb = graphblade;
using namespace gbtest;

namespace {

/// nr x nc with values in {0..3} (explicit zeros included); row i % 4 == 1 and
/// column j % 5 == 2 stay empty, so both op(A) and op(A)ᵀ have empty rows.
template <class T>
gb::Matrix<T> valued_matrix(case_rng& r, index_t nr, index_t nc, double density, gb::format f) {
  std::vector<index_t> rows, cols;
  std::vector<T> vals;
  for (index_t i = 0; i < nr; ++i)
    for (index_t j = 0; j < nc; ++j)
      if ((nr < 2 || i % 4 != 1) && (nc < 3 || j % 5 != 2) && r.chance(density)) {
        rows.push_back(i);
        cols.push_back(j);
        vals.push_back(small_value<T>(r));
      }
  if (rows.empty()) return gb::Matrix<T>(nr, nc, f, false);
  return gb::Matrix<T>::from_coo(nr, nc, rows, cols, vals, f);
}

/// The flag points of this test: no mask, a value mask, a complemented structural mask; x replace x accum.
/// Under a compute-sanitizer run (memory::sanitizer_run()) the one point whose index is `variant` mod 12
/// (racecheck ran past 370 s on every point).
std::vector<op_flags> cusparse_flags(int variant) {
  std::vector<op_flags> out;
  for (int m = 0; m < 3; ++m)
    for (bool rep : {false, true})
      for (bool acc : {false, true}) {
        op_flags f;
        f.mask = m == 0 ? mask_kind::none : m == 1 ? mask_kind::value : mask_kind::structural;
        f.complemented = m == 2;
        f.replace = rep;
        f.accum = acc;
        out.push_back(f);
      }
  if (gb::memory::sanitizer_run()) return {out[std::size_t(variant % 12)]};
  return out;
}

const std::vector<std::pair<index_t, index_t>>& shapes() {
  static const std::vector<std::pair<index_t, index_t>> s{{1, 1}, {1, 6}, {7, 1}, {13, 9}, {24, 31}};
  return s;
}

bool served_by_cusparse() { return gb::gpu::last_product_path() == gb::gpu::product_path::cusparse; }

/// mxv and vxm for every format x transpose x full input storage x flag point.
template <class T>
void check_spmv(std::uint64_t seed) {
  serial_omp one_thread;
  gb::plus_times<T> s;
  case_rng r(seed);
  int k = 0;
  for (auto [m, n] : shapes())
    for (gb::format f : all_formats())
      for (bool tA : {false, true})
        for (gb::storage us : {gb::storage::dense, gb::storage::bitmap}) {
          ++k;
          auto A = tA ? valued_matrix<T>(r, n, m, 0.4, f) : valued_matrix<T>(r, m, n, 0.4, f);
          auto Ad = A.to(gb::cuda(0));
          gb::matrix_operand<T> opA{A, tA}, opAd{Ad, tA};
          for (bool is_mxv : {true, false}) {
            const index_t in = is_mxv ? n : m, out = is_mxv ? m : n;
            auto u = random_vector<T>(r, in, 1.0, gb::storage::dense).to_storage(us);  // every entry present
            auto w0 = random_vector<T>(r, out, 0.5, k % 2 ? gb::storage::bitmap : gb::storage::sparse);
            auto M = random_vector<mask_value>(r, out, 0.5, k % 3 ? gb::storage::bitmap : gb::storage::sparse);
            auto ud = u.to(gb::cuda(0));
            auto Md = M.to(gb::cuda(0));
            for (const op_flags& fl : cusparse_flags(2 * k + int(is_mxv))) {
              INFO((is_mxv ? "mxv " : "vxm ") << "A " << A.nrows() << "x" << A.ncols() << " " << to_string(f)
                                              << (tA ? "ᵀ" : "") << ", u " << to_string(us) << ", " << fl.text());
              gb::descriptor desc{fl.replace, gb::method::automatic};
              gb::Vector<T> want = w0, wd = w0.to(gb::cuda(0));
              with_mask(fl, M, [&](auto mask) {
                with_accum<T>(fl, [&](auto accum) {
                  if (is_mxv) gb::reference::mxv(want, mask, accum, s, opA, u, fl.replace);
                  else gb::reference::vxm(want, mask, accum, s, u, opA, fl.replace);
                });
              });
              with_mask(fl, Md, [&](auto mask) {
                with_accum<T>(fl, [&](auto accum) {
                  if (is_mxv) gb::mxv(wd, mask, accum, s, opAd, ud, desc);
                  else gb::vxm(wd, mask, accum, s, ud, opAd, desc);
                });
              });
              CHECK(served_by_cusparse());
              CHECK(diff_vectors(wd.to(gb::host), want) == "");
            }
          }
        }
}

/// C = accum(C, op(A) X) onto dense matrices, every format x transpose x k x accum.
template <class T>
void check_spmm(std::uint64_t seed) {
  serial_omp one_thread;
  gb::plus_times<T> s;
  case_rng r(seed);
  for (auto [m, n] : shapes())
    for (gb::format f : all_formats())
      for (bool tA : {false, true})
        for (index_t cols : {1u, 3u})
          for (bool accum : {false, true}) {
            auto A = tA ? valued_matrix<T>(r, n, m, 0.4, f) : valued_matrix<T>(r, m, n, 0.4, f);
            gb::DenseMatrix<T> X(n, cols), C0(m, cols);
            for (index_t i = 0; i < n; ++i)
              for (index_t j = 0; j < cols; ++j) X(i, j) = small_value<T>(r);
            for (index_t i = 0; i < m; ++i)
              for (index_t j = 0; j < cols; ++j) C0(i, j) = small_value<T>(r);
            INFO("spmm A " << A.nrows() << "x" << A.ncols() << " " << to_string(f) << (tA ? "ᵀ" : "") << ", X " << n
                           << "x" << cols << (accum ? ", accum" : ""));
            gb::matrix_operand<T> opA{A, tA};
            auto Ad = A.to(gb::cuda(0));
            gb::matrix_operand<T> opAd{Ad, tA};
            gb::DenseMatrix<T> want = C0, Cd = C0.to(gb::cuda(0));
            if (accum) {
              gb::reference::mxm_dense(want, accum_op<T>{}, s, opA, X);
              gb::mxm(Cd, gb::no_mask, accum_op<T>{}, s, opAd, X.to(gb::cuda(0)));
            } else {
              gb::reference::mxm_dense(want, gb::no_accum, s, opA, X);
              gb::mxm(Cd, gb::no_mask, gb::no_accum, s, opAd, X.to(gb::cuda(0)));
            }
            CHECK(served_by_cusparse());
            gb::DenseMatrix<T> got = Cd.to(gb::host);
            std::string diff;
            for (index_t i = 0; i < m; ++i)
              for (index_t j = 0; j < cols; ++j)
                if (got(i, j) != want(i, j) && diff.empty())
                  diff = "(" + std::to_string(i) + "," + std::to_string(j) + "): got " + std::to_string(got(i, j)) +
                         ", want " + std::to_string(want(i, j));
            CHECK(diff == "");
          }
}

/// C<M> = accum(C, op(A) op(B)) with op(A), op(B) stored by rows (CSR, or CSC transposed).
template <class T>
void check_spgemm(std::uint64_t seed) {
  serial_omp one_thread;
  gb::plus_times<T> s;
  case_rng r(seed);
  const index_t inners[] = {1, 5, 12};
  int k = 0;
  for (auto [m, n] : shapes())
    for (bool tA : {false, true})
      for (bool tB : {false, true}) {
        const index_t inner = inners[k++ % 3];
        const gb::format fa = tA ? gb::format::csc : gb::format::csr, fb = tB ? gb::format::csc : gb::format::csr;
        auto A = tA ? valued_matrix<T>(r, inner, m, 0.4, fa) : valued_matrix<T>(r, m, inner, 0.4, fa);
        auto B = tB ? valued_matrix<T>(r, n, inner, 0.4, fb) : valued_matrix<T>(r, inner, n, 0.4, fb);
        auto C0 = valued_matrix<T>(r, m, n, 0.3, k % 2 ? gb::format::csr : gb::format::cooc);
        auto M = random_matrix<mask_value>(r, m, n, 0.5, gb::format::csr);
        auto Ad = A.to(gb::cuda(0)), Bd = B.to(gb::cuda(0));
        auto Md = M.to(gb::cuda(0));
        gb::matrix_operand<T> opA{A, tA}, opB{B, tB}, opAd{Ad, tA}, opBd{Bd, tB};
        for (const op_flags& fl : cusparse_flags(k)) {
          INFO("spgemm " << m << "x" << inner << "x" << n << (tA ? " Aᵀ(CSC)" : " A(CSR)") << (tB ? " Bᵀ(CSC)" : " B(CSR)")
                         << ", " << fl.text());
          gb::descriptor desc{fl.replace, gb::method::automatic};
          gb::Matrix<T> want = C0, Cd = C0.to(gb::cuda(0));
          with_mask(fl, M, [&](auto mask) {
            with_accum<T>(fl, [&](auto accum) { gb::reference::mxm(want, mask, accum, s, opA, opB, fl.replace); });
          });
          with_mask(fl, Md, [&](auto mask) {
            with_accum<T>(fl, [&](auto accum) { gb::mxm(Cd, mask, accum, s, opAd, opBd, desc); });
          });
          CHECK(served_by_cusparse());
          CHECK(diff_matrices(Cd.to(gb::host), want) == "");
        }
      }
}

}  // namespace

TEST_CASE("cusparse SpMV serves plus_times mxv / vxm on full inputs and equals the reference",
          "[cuda][cusparse][sanitize]") {
  GB_REQUIRE_CUDA();
  check_spmv<double>(71);
  check_spmv<float>(72);
}

TEST_CASE("cusparse SpMM serves plus_times mxm onto a DenseMatrix and equals the reference",
          "[cuda][cusparse][sanitize]") {
  GB_REQUIRE_CUDA();
  check_spmm<double>(73);
  check_spmm<float>(74);
}

TEST_CASE("cusparse SpGEMM serves plus_times mxm on row-stored operands and equals the reference",
          "[cuda][cusparse][sanitize]") {
  GB_REQUIRE_CUDA();
  check_spgemm<double>(75);
  check_spgemm<float>(76);
}

TEST_CASE("cusparse SpGEMM keeps structural entries whose sum is zero", "[cuda][cusparse][sanitize]") {
  GB_REQUIRE_CUDA();
  // A = [1 -1; 0 0], B = [1; 1]: C(0,0) = 1 - 1 = 0 is an entry, C(1,0) is none.
  auto A = gb::Matrix<double>::from_coo(2, 2, {0, 0}, {0, 1}, {1.0, -1.0}, gb::format::csr).to(gb::cuda(0));
  auto B = gb::Matrix<double>::from_coo(2, 1, {0, 1}, {0, 0}, {1.0, 1.0}, gb::format::csr).to(gb::cuda(0));
  gb::Matrix<double> C = gb::Matrix<double>(2, 1, gb::format::csr, false).to(gb::cuda(0));
  gb::mxm(C, gb::no_mask, gb::no_accum, gb::plus_times<double>{}, A, B);
  CHECK(served_by_cusparse());
  auto h = C.to(gb::host);
  CHECK(h.nvals() == 1);
  CHECK(h.get(0, 0) == std::optional<double>(0.0));
  CHECK(!h.get(1, 0).has_value());
}

TEST_CASE("products cuSPARSE cannot express, or an explicit kernel, keep graphblade's kernels",
          "[cuda][cusparse][sanitize]") {
  GB_REQUIRE_CUDA();
  case_rng r(77);
  auto A = valued_matrix<double>(r, 9, 9, 0.5, gb::format::csr);
  auto Ad = A.to(gb::cuda(0));
  auto u_full = random_vector<double>(r, 9, 1.0, gb::storage::dense).to(gb::cuda(0));
  auto u_sparse = random_vector<double>(r, 9, 0.3, gb::storage::sparse).to(gb::cuda(0));
  gb::Vector<double> w = gb::Vector<double>(9).to(gb::cuda(0));
  const gb::plus_times<double> s;

  gb::mxv(w, gb::no_mask, gb::no_accum, s, Ad, u_full);
  CHECK(served_by_cusparse());
  gb::mxv(w, gb::no_mask, gb::no_accum, s, Ad, u_sparse);  // sparse input: push SpMSpV
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);
  gb::mxv(w, gb::no_mask, gb::no_accum, s, Ad, u_full, gb::default_desc.with(gb::method::pull));  // explicit kernel
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);
  gb::mxv(w, gb::no_mask, gb::no_accum, gb::min_plus<double>{}, Ad, u_full);  // not an arithmetic semiring
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);

  auto Ai = A.cast<std::int32_t>().to(gb::cuda(0));  // integer values
  auto ui = random_vector<std::int32_t>(r, 9, 1.0, gb::storage::dense).to(gb::cuda(0));
  gb::Vector<std::int32_t> wi = gb::Vector<std::int32_t>(9).to(gb::cuda(0));
  gb::mxv(wi, gb::no_mask, gb::no_accum, gb::plus_times<std::int32_t>{}, Ai, ui);
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);

  auto Ac = A.to_format(gb::format::cooc).to(gb::cuda(0));  // SpGEMM on COOC: our ESC SpGEMM
  gb::Matrix<double> C = gb::Matrix<double>(9, 9, gb::format::csr, false).to(gb::cuda(0));
  gb::mxm(C, gb::no_mask, gb::no_accum, s, Ac, Ad);
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);

  gb::gpu::set_library_products(false);  // the switch turns the route off
  gb::mxv(w, gb::no_mask, gb::no_accum, s, Ad, u_full);
  CHECK(gb::gpu::last_product_path() == gb::gpu::product_path::kernels);
  gb::gpu::set_library_products(true);
  gb::mxv(w, gb::no_mask, gb::no_accum, s, Ad, u_full);
  CHECK(served_by_cusparse());
}
