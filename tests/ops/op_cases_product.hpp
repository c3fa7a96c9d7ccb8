// Property cases of the products (mxm, mxv, vxm, mxm onto DenseMatrix and
// BitMatrix): the front end, run with its operands in `where`, must equal the
// reference oracle run on the host, over shapes x formats x transposes x input
// storages x kernels x mask kinds x complement x replace x accumulate. For an
// any-monoid semiring the structure must match and each value be an admissible term.
#pragma once
#include "graphblade/reference/assign.hpp"
#include "graphblade/reference/mxm.hpp"
#include "graphblade/reference/mxv.hpp"
#include "op_case_gen.hpp"

namespace gbtest {

template <class S>
inline constexpr bool is_any_semiring =
    std::is_same_v<typename S::add_type, gb::any_monoid<typename S::value_type>>;

/// Every product term A(i,k) ⊗ B(k,j) at each (i, j), for the admissibility check.
template <class Semiring, class TA, class TB>
auto product_terms(const Semiring& s, const gb::matrix_operand<TA>& A, const gb::matrix_operand<TB>& B) {
  using D = typename Semiring::value_type;
  std::map<std::pair<index_t, index_t>, std::vector<D>> terms;
  auto arows = gb::reference::rows_of(A);
  auto brows = gb::reference::rows_of(B);
  for (index_t i = 0; i < A.nrows(); ++i)
    for (auto& [k, a] : arows[i])
      for (auto& [j, b] : brows[k]) terms[{i, j}].push_back(gb::multiply(s.mult, D(a), D(b), i, k, j));
  return terms;
}

/// u as an n x 1 (column) or 1 x n (row) matrix, so vector products reuse product_terms.
template <class T>
gb::Matrix<T> vector_as_matrix(const gb::Vector<T>& u, bool column) {
  std::vector<index_t> idx, zero;
  std::vector<T> val;
  for (auto& [i, x] : u.entries()) {
    idx.push_back(i);
    zero.push_back(0);
    val.push_back(x);
  }
  if (idx.empty()) return column ? gb::Matrix<T>(u.size(), 1, gb::format::csr, false) : gb::Matrix<T>(1, u.size());
  return column ? gb::Matrix<T>::from_coo(u.size(), 1, idx, zero, val) : gb::Matrix<T>::from_coo(1, u.size(), zero, idx, val);
}

/// Every term of op(A) ⊕.⊗ u (mxv) or u ⊕.⊗ op(A) (vxm) at each output index.
template <class Semiring, class T>
auto vector_product_terms(const Semiring& s, const gb::matrix_operand<T>& opA, const gb::Vector<T>& u, bool is_mxv) {
  auto U = vector_as_matrix(u, is_mxv);
  auto terms = is_mxv ? product_terms(s, opA, gb::matrix_operand<T>{U, false})
                      : product_terms(s, gb::matrix_operand<T>{U, false}, opA);
  std::map<index_t, std::vector<typename Semiring::value_type>> vterms;
  for (auto& [ij, ts] : terms) vterms[is_mxv ? ij.first : ij.second] = ts;
  return vterms;
}

/// C<M> = accum(C, op(A) ⊕.⊗ op(B)) for every case; `seed` picks the random operands.
template <class T, class Semiring>
void check_mxm_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  Semiring s{};
  case_rng r(seed);
  int k = 0;
  for (auto [m, n] : case_shapes())
    for (int fi = 0; fi < 3; ++fi)
      for (int tr = 0; tr < 4; ++tr, ++k) {
        const bool tA = tr & 1, tB = tr & 2;
        const index_t inner = index_t(k % 4 == 0 ? 0 : k % 4 == 1 ? 1 : 7);
        const gb::format fa = all_formats()[fi], fb = all_formats()[(fi + 1) % 3], fc = all_formats()[(fi + 2) % 3];
        const double d = case_density(k);
        auto A = tA ? random_matrix<T>(r, inner, m, d, fa) : random_matrix<T>(r, m, inner, d, fa);
        auto B = tB ? random_matrix<T>(r, n, inner, d, fb) : random_matrix<T>(r, inner, n, d, fb);
        auto C0 = random_matrix<T>(r, m, n, case_density(k + 1), fc);
        auto M = random_matrix<mask_value>(r, m, n, mask_density(k % 3), fa, mask_low(k % 3));
        auto Ad = A.to(where), Bd = B.to(where);
        auto Md = M.to(where);
        gb::matrix_operand<T> opA{A, tA}, opB{B, tB}, opAd{Ad, tA}, opBd{Bd, tB};
        for (const op_flags& f : case_flags(k)) {
          INFO("mxm " << m << "x" << inner << "x" << n << " A " << to_string(fa) << (tA ? "ᵀ" : "") << " B "
                      << to_string(fb) << (tB ? "ᵀ" : "") << " C " << to_string(fc) << ", " << f.text()
                      << ", mask variant " << k % 3);
          gb::descriptor desc{f.replace, gb::method::automatic};
          gb::Matrix<T> want = C0, Cd = C0.to(where);
          with_mask(f, M, [&](auto mask) {
            with_accum<T>(f, [&](auto accum) { gb::reference::mxm(want, mask, accum, s, opA, opB, f.replace); });
          });
          with_mask(f, Md, [&](auto mask) {
            with_accum<T>(f, [&](auto accum) { gb::mxm(Cd, mask, accum, s, opAd, opBd, desc); });
          });
          gb::Matrix<T> got = Cd.to(gb::host);
          if constexpr (is_any_semiring<Semiring>) {
            using gb::reference::entries_of;
            CHECK(diff_any(entries_of(got), entries_of(want), entries_of(C0), product_terms(s, opA, opB), f.accum) ==
                  "");
          } else {
            CHECK(diff_matrices(got, want) == "");
          }
        }
      }
}

/// w<M> = accum(w, op(A) ⊕.⊗ u) and w<M> = accum(w, u ⊕.⊗ op(A)) for every case, every
/// input storage and kernel (edge only on COOC), plus the in-place form w = w ⊕.⊗ A.
template <class T, class Semiring>
void check_mxv_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  Semiring s{};
  case_rng r(seed);
  int k = 0;
  for (auto [m, n] : case_shapes())
    for (int fi = 0; fi < 3; ++fi)
      for (int tA = 0; tA < 2; ++tA)
        for (gb::storage us : all_storages()) {
          ++k;
          const gb::format fa = all_formats()[fi];
          const double d = case_density(k);
          // mxv: op(A) is m x n, u has n entries, w has m; vxm: u has m entries, w has n.
          auto A = tA ? random_matrix<T>(r, n, m, d, fa) : random_matrix<T>(r, m, n, d, fa);
          auto Ad = A.to(where);
          gb::matrix_operand<T> opA{A, bool(tA)}, opAd{Ad, bool(tA)};
          for (bool is_mxv : {true, false}) {
            const index_t in = is_mxv ? n : m, out = is_mxv ? m : n;
            auto u = random_vector<T>(r, in, case_density(k + 2), us);
            auto w0 = random_vector<T>(r, out, case_density(k + 1), k % 2 ? gb::storage::bitmap : gb::storage::sparse);
            auto M = random_vector<mask_value>(r, out, mask_density(k % 3), all_storages()[k % 3 == 1 ? 2 : k % 2],
                                               mask_low(k % 3));
            auto ud = u.to(where);
            auto Md = M.to(where);
            const auto vterms = vector_product_terms(s, opA, u, is_mxv);
            for (gb::method kernel : {gb::method::automatic, gb::method::push, gb::method::pull, gb::method::edge}) {
              if (kernel == gb::method::edge && fa != gb::format::cooc) continue;
              for (const op_flags& f : case_flags(k)) {
                INFO((is_mxv ? "mxv " : "vxm ") << "A " << A.nrows() << "x" << A.ncols() << " " << to_string(fa)
                                                << (tA ? "ᵀ" : "") << ", u " << to_string(us) << ", kernel "
                                                << to_string(kernel) << ", " << f.text() << ", mask variant " << k % 3);
                gb::descriptor desc{f.replace, kernel};
                gb::Vector<T> want = w0, wd = w0.to(where);
                with_mask(f, M, [&](auto mask) {
                  with_accum<T>(f, [&](auto accum) {
                    if (is_mxv) gb::reference::mxv(want, mask, accum, s, opA, u, f.replace);
                    else gb::reference::vxm(want, mask, accum, s, u, opA, f.replace);
                  });
                });
                with_mask(f, Md, [&](auto mask) {
                  with_accum<T>(f, [&](auto accum) {
                    if (is_mxv) gb::mxv(wd, mask, accum, s, opAd, ud, desc);
                    else gb::vxm(wd, mask, accum, s, ud, opAd, desc);
                  });
                });
                gb::Vector<T> got = wd.to(gb::host);
                using gb::reference::entries_of;
                if constexpr (is_any_semiring<Semiring>)
                  CHECK(diff_any(entries_of(got), entries_of(want), entries_of(w0), vterms, f.accum) == "");
                else
                  CHECK(diff_vectors(got, want) == "");
              }
            }
            if (in == out && us != gb::storage::dense) {  // in place: u = u ⊕.⊗ A, u also the mask
              INFO((is_mxv ? "mxv" : "vxm") << " in place, u " << to_string(us));
              gb::Vector<T> want = u, wd = u.to(where);
              auto mask = gb::complement(gb::structure(wd));
              auto mask_h = gb::complement(gb::structure(u));
              if (is_mxv) {
                gb::reference::mxv(want, mask_h, gb::no_accum, s, opA, u, true);
                gb::mxv(wd, mask, gb::no_accum, s, opAd, wd, gb::replace);
              } else {
                gb::reference::vxm(want, mask_h, gb::no_accum, s, u, opA, true);
                gb::vxm(wd, mask, gb::no_accum, s, wd, opAd, gb::replace);
              }
              gb::Vector<T> got = wd.to(gb::host);
              using gb::reference::entries_of;
              if constexpr (is_any_semiring<Semiring>)
                CHECK(diff_any(entries_of(got), entries_of(want), entries_of(u), vterms, false) == "");
              else
                CHECK(diff_vectors(got, want) == "");
            }
          }
        }
}

/// mxv / vxm with write-backs (ops/write_back.hpp): w as in check_mxv_cases, then
/// t1<s(w)> = x (a host value, or a Scalar in `where`), t2<s(w)> = w and
/// m = +/(d<s(w)>) (d dense, bitmap, sparse, or t1 itself: read after t1's write-back), against
/// the oracle's assigns applied to the w the call returned (an any-monoid w may hold any
/// admissible term); the targets' counts are read back too. w and t1 take turns at sparse and bitmap (the device
/// fuses a sparse w into bitmap targets, and leaves the other cases to the front end), and one
/// more case per input runs the BFS form w<¬s(t1), replace> (t1's entries known absent).
template <class T, class Semiring>
void check_mxv_write_back_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  Semiring s{};
  case_rng r(seed);
  using gb::reference::entries_of;
  using Level = std::int64_t;
  int k = 0;
  for (auto [m, n] : case_shapes())
    for (int fi = 0; fi < 3; ++fi)
      for (gb::storage us : all_storages()) {
        ++k;
        const gb::format fa = all_formats()[fi];
        auto A = random_matrix<T>(r, m, n, case_density(k), fa);
        auto Ad = A.to(where);
        gb::matrix_operand<T> opA{A, false}, opAd{Ad, false};
        for (bool is_mxv : {true, false}) {
          const index_t in = is_mxv ? n : m, out = is_mxv ? m : n;
          auto u = random_vector<T>(r, in, case_density(k + 2), us);
          auto ud = u.to(where);
          const auto vterms = vector_product_terms(s, opA, u, is_mxv);
          auto M = random_vector<mask_value>(r, out, mask_density(k % 3), gb::storage::bitmap, mask_low(k % 3));
          auto Md = M.to(where);
          const auto sparse_or_bitmap = [](int x) { return x % 2 ? gb::storage::bitmap : gb::storage::sparse; };
          for (gb::method kernel : {gb::method::automatic, gb::method::push, gb::method::pull, gb::method::edge}) {
            if (kernel == gb::method::edge && fa != gb::format::cooc) continue;
            std::vector<op_flags> flags = case_flags(k);
            flags.push_back({mask_kind::structural, true, true, false});  // the BFS form, mask ¬s(t1)
            for (std::size_t fk = 0; fk < flags.size(); ++fk) {
              const op_flags& f = flags[fk];
              const bool bfs_form = fk + 1 == flags.size();
              const int variant = k + int(fk) + int(kernel);
              auto w0 = random_vector<T>(r, out, case_density(k + 1), sparse_or_bitmap(variant));
              auto t1 = random_vector<Level>(r, out, case_density(k + 3), sparse_or_bitmap(variant / 2 + 1));
              auto t2 = random_vector<T>(r, out, case_density(k + 4), gb::storage::bitmap);
              const Level x = Level(variant % 7) - 3;
              const bool scalar_x = variant % 3 == 0;
              const int d_kind = (variant / 3) % 4;  // 0-2: d's storage; 3: d is t1
              auto d = random_vector<Level>(r, out, 0.7, all_storages()[d_kind % 3]);
              gb::Vector<Level> dd = d.to(where);
              INFO((is_mxv ? "mxv " : "vxm ") << "A " << m << "x" << n << " " << to_string(fa) << ", u "
                                              << to_string(us) << ", kernel " << to_string(kernel) << ", "
                                              << (bfs_form ? "mask ¬s(t1), replace" : f.text()) << ", w "
                                              << to_string(w0.kind()) << ", t1 " << to_string(t1.kind())
                                              << (scalar_x ? ", x a Scalar" : ", x a value"));
              gb::descriptor desc{f.replace, kernel};
              gb::Vector<T> want = w0, wd = w0.to(where);
              gb::Vector<Level> t1d = t1.to(where);
              gb::Vector<T> t2d = t2.to(where);
              const gb::Scalar<Level> xs(x, where);
              gb::Scalar<Level> md(Level(99), where);  // (overwritten: the reduce has no accumulator)
              const gb::Vector<Level>& reduced = d_kind == 3 ? t1d : dd;
              const auto wb3 = gb::also_reduce(md, gb::plus_monoid<Level>{}, reduced);
              const auto run = [&](auto mask, auto mask_h, auto accum) {
                if (is_mxv) gb::reference::mxv(want, mask_h, accum, s, opA, u, f.replace);
                else gb::reference::vxm(want, mask_h, accum, s, u, opA, f.replace);
                const auto wb1 = [&](auto&& call) {
                  if (scalar_x) call(gb::also_assign(t1d, xs));
                  else call(gb::also_assign(t1d, x));
                };
                wb1([&](const auto& first) {
                  if (is_mxv) gb::mxv(wd, mask, accum, s, opAd, ud, desc, first, gb::also_assign(t2d), wb3);
                  else gb::vxm(wd, mask, accum, s, ud, opAd, desc, first, gb::also_assign(t2d), wb3);
                });
              };
              if (bfs_form) {
                gb::Vector<Level> t1h = t1;  // (the oracle's mask: t1 before the call)
                run(gb::complement(gb::structure(t1d)), gb::complement(gb::structure(t1h)), gb::no_accum);
              } else {
                with_mask(f, Md, [&](auto mask) {
                  with_mask(f, M, [&](auto mask_h) { with_accum<T>(f, [&](auto accum) { run(mask, mask_h, accum); }); });
                });
              }
              gb::Vector<T> got = wd.to(gb::host);
              if constexpr (is_any_semiring<Semiring>)
                CHECK(diff_any(entries_of(got), entries_of(want), entries_of(w0), vterms, f.accum) == "");
              else
                CHECK(diff_vectors(got, want) == "");
              gb::reference::assign_scalar(t1, gb::structure(got), gb::no_accum, x, false);
              gb::reference::assign(t2, gb::structure(got), gb::no_accum, got, false);
              CHECK(t1d.nvals() == t1.nvals());
              CHECK(t2d.nvals() == t2.nvals());
              CHECK(diff_vectors(t1d.to(gb::host), t1) == "");
              CHECK(diff_vectors(t2d.to(gb::host), t2) == "");
              Level m_want = 0;
              const gb::Vector<Level>& d_after = d_kind == 3 ? t1 : d;
              for (const auto& e : got.entries())
                if (auto di = d_after.get(e.first)) m_want += *di;
              CHECK(md.value() == m_want);
            }
          }
        }
      }
}

/// The write-backs' rules (ops/write_back.hpp) in `where`: a target that is w, a target named
/// twice, a target of another size; each throws before any work, leaving w and the targets alone.
template <class T, class Semiring>
void check_mxv_write_back_errors(const gb::place& where) {
  const index_t n = 6;
  auto A = gb::Matrix<T>::from_coo(n, n, {0, 1, 2}, {1, 2, 3}, {T(1), T(1), T(1)}).to(where);
  auto u = gb::Vector<T>::from_list(n, {0, 2}, {T(1), T(1)}).to(where);
  gb::Vector<T> w(n, gb::storage::sparse, where), t(n, gb::storage::bitmap, where), small(n - 1, gb::storage::bitmap, where);
  const Semiring s{};
  CHECK_THROWS_AS(gb::vxm(w, gb::no_mask, gb::no_accum, s, u, A, gb::replace, gb::also_assign(w)), gb::invalid_value);
  CHECK_THROWS_AS(gb::mxv(w, gb::no_mask, gb::no_accum, s, A, u, gb::replace, gb::also_assign(t), gb::also_assign(t, 1)),
                  gb::invalid_value);
  CHECK_THROWS_AS(gb::vxm(w, gb::no_mask, gb::no_accum, s, u, A, gb::replace, gb::also_assign(small)),
                  gb::dimension_mismatch);
  gb::Scalar<std::int64_t> m(0, where);
  gb::Vector<std::int64_t> d_small(n - 1, gb::storage::bitmap, where);
  CHECK_THROWS_AS(gb::vxm(w, gb::no_mask, gb::no_accum, s, u, A, gb::replace,
                          gb::also_reduce(m, gb::plus_monoid<std::int64_t>{}, d_small)),
                  gb::dimension_mismatch);
  CHECK(w.nvals() == 0);
  CHECK(t.nvals() == 0);
  if (where.is_cuda()) {  // a Scalar on the host for a device product
    const gb::Scalar<T> on_host(T(1), gb::host);
    CHECK_THROWS_AS(gb::vxm(w, gb::no_mask, gb::no_accum, s, u, A, gb::replace, gb::also_assign(t, on_host)),
                    gb::placement_error);
  }
}

/// C = accum(C, op(A) ⊕.⊗ X) with X, C dense, and C = accum(C, A lor.land X) on bit matrices.
template <class T, class Semiring>
void check_mxm_dense_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  Semiring s{};
  case_rng r(seed);
  int k = 0;
  for (auto [m, n] : case_shapes())
    for (int fi = 0; fi < 3; ++fi)
      for (int tA = 0; tA < 2; ++tA)
        for (bool accum : {false, true}) {
          ++k;
          const index_t cols = index_t(k % 3 == 0 ? 1 : k % 3 == 1 ? 3 : 0);
          auto A = tA ? random_matrix<T>(r, n, m, case_density(k), all_formats()[fi])
                      : random_matrix<T>(r, m, n, case_density(k), all_formats()[fi]);
          gb::DenseMatrix<T> X(n, cols), C0(m, cols);
          for (index_t i = 0; i < n; ++i)
            for (index_t j = 0; j < cols; ++j) X(i, j) = small_value<T>(r);
          for (index_t i = 0; i < m; ++i)
            for (index_t j = 0; j < cols; ++j) C0(i, j) = small_value<T>(r);
          INFO("mxm dense: A " << A.nrows() << "x" << A.ncols() << " " << to_string(all_formats()[fi])
                               << (tA ? "ᵀ" : "") << ", X " << n << "x" << cols << (accum ? ", accum" : ""));
          gb::matrix_operand<T> opA{A, bool(tA)};
          auto Ad = A.to(where);
          gb::DenseMatrix<T> want = C0, Cd = C0.to(where);
          if (accum) {
            gb::reference::mxm_dense(want, accum_op<T>{}, s, opA, X);
            gb::mxm(Cd, gb::no_mask, accum_op<T>{}, s, gb::matrix_operand<T>{Ad, bool(tA)}, X.to(where));
          } else {
            gb::reference::mxm_dense(want, gb::no_accum, s, opA, X);
            gb::mxm(Cd, gb::no_mask, gb::no_accum, s, gb::matrix_operand<T>{Ad, bool(tA)}, X.to(where));
          }
          gb::DenseMatrix<T> got = Cd.to(gb::host);
          bool same = true;
          for (index_t i = 0; i < m; ++i)
            for (index_t j = 0; j < cols; ++j) same = same && got(i, j) == want(i, j);
          CHECK(same);
        }
}

/// C = accum(C, A lor.land X) on bit matrices of 1 and 2 words per row.
inline void check_mxm_bits_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  int k = 0;
  for (auto [m, n] : case_shapes())
    for (int fi = 0; fi < 3; ++fi)
      for (int tA = 0; tA < 2; ++tA)
        for (bool accum : {false, true}) {
          ++k;
          const index_t words = index_t(1 + k % 2);
          auto A = tA ? random_matrix<bool>(r, n, m, case_density(k), all_formats()[fi])
                      : random_matrix<bool>(r, m, n, case_density(k), all_formats()[fi]);
          gb::BitMatrix X(n, words), C0(m, words);
          for (auto& w : X.words()) w = r.next() & r.next();
          for (auto& w : C0.words()) w = r.next() & r.next();
          INFO("mxm bits: A " << A.nrows() << "x" << A.ncols() << " " << to_string(all_formats()[fi])
                              << (tA ? "ᵀ" : "") << ", " << words << " words" << (accum ? ", accum" : ""));
          gb::matrix_operand<bool> opA{A, bool(tA)};
          auto Ad = A.to(where);
          gb::BitMatrix want = C0.to(gb::host), Cd = C0.to(where);
          if (accum) {
            gb::reference::mxm_bits(want, gb::lor_op<bool>{}, gb::lor_land<bool>{}, opA, X);
            gb::mxm(Cd, gb::no_mask, gb::lor_op<bool>{}, gb::lor_land<bool>{}, gb::matrix_operand<bool>{Ad, bool(tA)},
                    X.to(where));
          } else {
            gb::reference::mxm_bits(want, gb::no_accum, gb::lor_land<bool>{}, opA, X);
            gb::mxm(Cd, gb::no_mask, gb::no_accum, gb::lor_land<bool>{}, gb::matrix_operand<bool>{Ad, bool(tA)},
                    X.to(where));
          }
          CHECK(Cd.to(gb::host).words().to_vector() == want.words().to_vector());
        }
}

}  // namespace gbtest
