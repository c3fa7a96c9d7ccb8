// CPU mxm kernels against the reference oracle on random inputs: masked
// Gustavson SpGEMM over formats x transposes x mask kinds x replace x
// accumulator (index operators and "any" included: rows fold k ascending, so
// results are exact), SpMM over a DenseMatrix and lor.land over a BitMatrix.
#include <random>
#include <vector>

#include "catch_compat.hpp"
#include "cpu_kernel_masks.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxm.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

gb::Matrix<int> random_sparse(index_t nrows, index_t ncols, double density, std::uint32_t seed,
                              gb::format f = gb::format::csr) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  std::uniform_int_distribution<int> val(-2, 4);
  std::vector<index_t> r, c;
  std::vector<int> v;
  for (index_t i = 0; i < nrows; ++i)
    for (index_t j = 0; j < ncols; ++j)
      if (i % 5 != 2 && coin(rng) < density) {
        r.push_back(i);
        c.push_back(j);
        v.push_back(val(rng));
      }
  return gb::Matrix<int>::from_coo(nrows, ncols, r, c, v, f);
}

using gbtest::mask_kind;
using gbtest::with_mask;

template <class Semiring>
void check_spgemm(const Semiring& s, std::uint32_t seed) {
  const index_t m = 23, k = 31, n = 19;
  int cases = 0;
  for (gb::format fa : {gb::format::csr, gb::format::csc, gb::format::cooc})
    for (gb::format fc : {gb::format::csr, gb::format::csc})
      for (bool ta : {false, true})
        for (bool tb : {false, true}) {
          auto A = random_sparse(ta ? k : m, ta ? m : k, 0.2, seed + 1, fa);
          auto B = random_sparse(tb ? n : k, tb ? k : n, 0.2, seed + 2, fa == gb::format::csr ? gb::format::csc
                                                                                           : gb::format::csr);
          auto M = random_sparse(m, n, 0.4, seed + 3, fc);
          auto C0 = random_sparse(m, n, 0.3, seed + 4, fc);
          gb::matrix_operand<int> Aop{A, ta}, Bop{B, tb};
          for (mask_kind mk : gbtest::all_mask_kinds)
            for (bool replace : {false, true})
              for (bool accum : {false, true})
                for (bool empty_c : {false, true}) {
                  ++cases;
                  INFO("fa " << gb::to_string(fa) << " fc " << gb::to_string(fc) << " ta " << ta << " tb " << tb
                             << " mask " << int(mk) << " replace " << replace << " accum " << accum << " emptyC "
                             << empty_c);
                  with_mask(mk, M, [&](auto mask) {
                    auto run = [&](auto acc) {
                      gb::Matrix<int> C_ref = empty_c ? gb::Matrix<int>(m, n, fc, false) : C0;
                      gb::Matrix<int> C_cpu = C_ref;
                      gb::reference::mxm(C_ref, mask, acc, s, Aop, Bop, replace);
                      gb::cpu::mxm(C_cpu, mask, acc, s, Aop, Bop, gb::descriptor{replace});
                      REQUIRE(C_cpu.nvals() == C_ref.nvals());
                      REQUIRE(C_cpu.storage_format() == fc);
                      auto a = C_cpu.to_format(gb::format::csr), b = C_ref.to_format(gb::format::csr);
                      CHECK(a.offsets().to_vector() == b.offsets().to_vector());
                      CHECK(a.indices().to_vector() == b.indices().to_vector());
                      std::vector<int> va, vb;
                      for (gb::offset_t e = 0; e < a.nvals(); ++e) {
                        va.push_back(a.value_at(e));
                        vb.push_back(b.value_at(e));
                      }
                      CHECK(va == vb);
                    };
                    if (accum) run(gb::plus_op<int>{});
                    else run(gb::no_accum);
                  });
                }
        }
  CHECK(cases == 3 * 2 * 2 * 2 * 5 * 2 * 2 * 2);
}

}  // namespace

TEST_CASE("cpu SpGEMM (Gustavson, masked) equals the reference: plus_times, min_secondi, any_pair",
          "[ops][cpu][mxm]") {
  check_spgemm(gb::plus_times<int>{}, 10);
  check_spgemm(gb::min_secondi<int>{}, 20);
  check_spgemm(gb::any_pair<int>{}, 30);
  check_spgemm(gb::any_secondi<int>{}, 40);
}

TEST_CASE("cpu SpMM over a DenseMatrix equals the reference (formats, transpose, accum, empty rows)",
          "[ops][cpu][mxm]") {
  const index_t m = 41, k = 29, w = 5;
  std::mt19937 rng(3);
  std::uniform_int_distribution<int> val(-3, 3);
  gb::DenseMatrix<int> X(k, w);
  for (index_t i = 0; i < k; ++i)
    for (index_t j = 0; j < w; ++j) X(i, j) = val(rng);
  for (gb::format f : {gb::format::csr, gb::format::csc, gb::format::cooc})
    for (bool tr : {false, true})
      for (bool accum : {false, true}) {
        INFO("format " << gb::to_string(f) << " transposed " << tr << " accum " << accum);
        auto A = random_sparse(tr ? k : m, tr ? m : k, 0.15, 77, f);
        gb::matrix_operand<int> Aop{A, tr};
        gb::DenseMatrix<int> C_ref(m, w, 7), C_cpu(m, w, 7);
        auto check = [&](auto s) {
          if (accum) {
            gb::reference::mxm_dense(C_ref, gb::plus_op<int>{}, s, Aop, X);
            gb::cpu::mxm_dense(C_cpu, gb::plus_op<int>{}, s, Aop, X, gb::default_desc);
          } else {
            gb::reference::mxm_dense(C_ref, gb::no_accum, s, Aop, X);
            gb::cpu::mxm_dense(C_cpu, gb::no_accum, s, Aop, X, gb::default_desc);
          }
          CHECK(C_cpu.values().to_vector() == C_ref.values().to_vector());
        };
        check(gb::plus_times<int>{});
        check(gb::min_plus<int>{});
        check(gb::any_secondi<int>{});
      }
}

TEST_CASE("cpu bit-packed lor.land mxm equals the reference (formats, transpose, overwrite and |=)",
          "[ops][cpu][mxm]") {
  const index_t n = 70;
  std::mt19937_64 rng(5);
  for (index_t words : {1u, 3u}) {
    gb::BitMatrix X(n, words), C0(n, words);
    for (auto& x : X.words()) x = rng() & rng();
    for (auto& x : C0.words()) x = rng() & rng() & rng();
    for (gb::format f : {gb::format::csr, gb::format::csc, gb::format::cooc})
      for (bool tr : {false, true})
        for (bool accum : {false, true}) {
          INFO("words " << words << " format " << gb::to_string(f) << " transposed " << tr << " accum " << accum);
          auto A = random_sparse(n, n, 0.05, 9 + words, f);
          gb::matrix_operand<int> Aop{A, tr};
          gb::BitMatrix C_ref = C0.to(gb::host), C_cpu = C0.to(gb::host);
          if (accum) {
            gb::reference::mxm_bits(C_ref, gb::lor_op<bool>{}, gb::lor_land<bool>{}, Aop, X);
            gb::cpu::mxm_bits(C_cpu, gb::lor_op<bool>{}, gb::lor_land<bool>{}, Aop, X, gb::default_desc);
          } else {
            gb::reference::mxm_bits(C_ref, gb::no_accum, gb::lor_land<bool>{}, Aop, X);
            gb::cpu::mxm_bits(C_cpu, gb::no_accum, gb::lor_land<bool>{}, Aop, X, gb::default_desc);
          }
          CHECK(C_cpu.words().to_vector() == C_ref.words().to_vector());
        }
  }
}

TEST_CASE("cpu SpGEMM on a larger random product (parallel rows) equals the reference", "[ops][cpu][mxm]") {
  auto A = random_sparse(400, 300, 0.03, 1);
  auto B = random_sparse(300, 350, 0.03, 2);
  auto M = random_sparse(400, 350, 0.2, 3);
  gb::Matrix<long> C_ref(400, 350), C_cpu(400, 350);
  gb::matrix_operand<int> Aop{A, false}, Bop{B, false};
  gb::reference::mxm(C_ref, gb::complement(gb::structure(M)), gb::no_accum, gb::plus_times<long>{}, Aop, Bop, true);
  gb::mxm(C_cpu, gb::complement(gb::structure(M)), gb::no_accum, gb::plus_times<long>{}, A, B, gb::replace);
  REQUIRE(C_cpu.nvals() == C_ref.nvals());
  CHECK(C_cpu.indices().to_vector() == C_ref.indices().to_vector());
  CHECK(C_cpu.values().to_vector() == C_ref.values().to_vector());
}
