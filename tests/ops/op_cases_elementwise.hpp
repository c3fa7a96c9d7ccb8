// Property cases of the non-product operations (ewise_add/mult, apply, select,
// reduce, assign/subassign, extract): the front end, run with its operands in
// `where`, must equal the reference oracle run on the host, over shapes x
// formats or storages x transposes x mask kinds x complement x replace x accumulate.
#pragma once
#include "graphblade/reference/apply.hpp"
#include "graphblade/reference/assign.hpp"
#include "graphblade/reference/ewise.hpp"
#include "graphblade/reference/extract.hpp"
#include "graphblade/reference/reduce.hpp"
#include "graphblade/reference/select.hpp"
#include "op_case_gen.hpp"

namespace gbtest {

/// For every flag: front(w, mask, accum, desc) on w0 moved to `where` against
/// oracle(w, mask, accum, replace) on the host; the mask (int32, mask_size entries)
/// is empty, full or random by `variant`. With `any_terms`, the result may hold any admissible
/// term at each position (an any monoid), else it must equal the oracle's.
template <class T, class Front, class Oracle>
void compare_vector_op(const gb::place& where, case_rng& r, int variant, const gb::Vector<T>& w0, index_t mask_size,
                       const std::string& what, const Front& front, const Oracle& oracle,
                       const std::map<index_t, std::vector<T>>* any_terms = nullptr) {
  auto M = random_vector<mask_value>(r, mask_size, mask_density(variant % 3),
                                     all_storages()[variant % 3 == 1 ? 2 : variant % 2], mask_low(variant % 3));
  auto Md = M.to(where);
  for (const op_flags& f : case_flags(variant)) {
    INFO(what << ", w " << to_string(w0.kind()) << ", " << f.text() << ", mask variant " << variant % 3);
    gb::Vector<T> want = w0, wd = w0.to(where);
    with_mask(f, M, [&](auto mask) { with_accum<T>(f, [&](auto accum) { oracle(want, mask, accum, f.replace); }); });
    with_mask(f, Md, [&](auto mask) {
      with_accum<T>(f, [&](auto accum) { front(wd, mask, accum, gb::descriptor{f.replace, gb::method::automatic}); });
    });
    using gb::reference::entries_of;
    if (any_terms)
      CHECK(diff_any(entries_of(wd.to(gb::host)), entries_of(want), entries_of(w0), *any_terms, f.accum) == "");
    else
      CHECK(diff_vectors(wd.to(gb::host), want) == "");
  }
}

/// The matrix form of compare_vector_op: the mask has C0's shape.
template <class T, class Front, class Oracle>
void compare_matrix_op(const gb::place& where, case_rng& r, int variant, const gb::Matrix<T>& C0,
                       const std::string& what, const Front& front, const Oracle& oracle) {
  auto M = random_matrix<mask_value>(r, C0.nrows(), C0.ncols(), mask_density(variant % 3),
                                     all_formats()[variant % 3], mask_low(variant % 3));
  auto Md = M.to(where);
  for (const op_flags& f : case_flags(variant)) {
    INFO(what << ", C " << to_string(C0.storage_format()) << ", " << f.text() << ", mask variant " << variant % 3);
    gb::Matrix<T> want = C0, Cd = C0.to(where);
    with_mask(f, M, [&](auto mask) { with_accum<T>(f, [&](auto accum) { oracle(want, mask, accum, f.replace); }); });
    with_mask(f, Md, [&](auto mask) {
      with_accum<T>(f, [&](auto accum) { front(Cd, mask, accum, gb::descriptor{f.replace, gb::method::automatic}); });
    });
    CHECK(diff_matrices(Cd.to(gb::host), want) == "");
  }
}

/// Vector operands of the k-th case: u, v in rotating storages, w0 sparse or bitmap.
template <class T>
struct vector_case {
  gb::Vector<T> u, v, w0;
  vector_case(case_rng& r, index_t n, int k)
      : u(random_vector<T>(r, n, case_density(k), all_storages()[k % 3])),
        v(random_vector<T>(r, n, case_density(k + 1), all_storages()[(k + 1) % 3])),
        w0(random_vector<T>(r, n, case_density(k + 2), k % 2 ? gb::storage::bitmap : gb::storage::sparse)) {}
  std::string text(const char* op) const {
    return std::string(op) + " n=" + std::to_string(u.size()) + ", u " + to_string(u.kind()) + ", v " +
           to_string(v.kind());
  }
};

/// Matrix operands of the k-th case: A (maybe stored transposed), B, C0 in rotating formats.
template <class T>
struct matrix_case {
  gb::Matrix<T> A, B, C0;
  bool tA, tB;
  matrix_case(case_rng& r, index_t m, index_t n, int k, int fi, int tr)
      : tA(tr & 1), tB(tr & 2) {
    A = tA ? random_matrix<T>(r, n, m, case_density(k), all_formats()[fi])
           : random_matrix<T>(r, m, n, case_density(k), all_formats()[fi]);
    B = tB ? random_matrix<T>(r, n, m, case_density(k + 1), all_formats()[(fi + 1) % 3])
           : random_matrix<T>(r, m, n, case_density(k + 1), all_formats()[(fi + 1) % 3]);
    C0 = random_matrix<T>(r, m, n, case_density(k + 2), all_formats()[(fi + 2) % 3]);
  }
  std::string text(const char* op) const {
    return std::string(op) + " " + std::to_string(C0.nrows()) + "x" + std::to_string(C0.ncols()) + ", A " +
           to_string(A.storage_format()) + (tA ? "ᵀ" : "") + ", B " + to_string(B.storage_format()) + (tB ? "ᵀ" : "");
  }
};

template <class T>
void check_ewise_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  gb::minus_op<T> op;  // not commutative: swapped operands show
  int k = 0;
  for (auto shape : case_shapes()) {
    for (int c = 0; c < 3; ++c, ++k) {
      vector_case<T> vc(r, case_length(shape), k);
      auto ud = vc.u.to(where), vd = vc.v.to(where);
      compare_vector_op(where, r, k, vc.w0, vc.u.size(), vc.text("ewise_add"),
                        [&](auto& w, auto m, auto a, auto d) { gb::ewise_add(w, m, a, op, ud, vd, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::ewise_add(w, m, a, op, vc.u, vc.v, rep); });
      compare_vector_op(where, r, k + 1, vc.w0, vc.u.size(), vc.text("ewise_mult"),
                        [&](auto& w, auto m, auto a, auto d) { gb::ewise_mult(w, m, a, op, ud, vd, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::ewise_mult(w, m, a, op, vc.u, vc.v, rep); });
    }
    for (int fi = 0; fi < 3; ++fi)
      for (int tr = 0; tr < 4; ++tr, ++k) {
        matrix_case<T> mc(r, shape.first, shape.second, k, fi, tr);
        auto Ad = mc.A.to(where), Bd = mc.B.to(where);
        gb::matrix_operand<T> a{mc.A, mc.tA}, b{mc.B, mc.tB}, ad{Ad, mc.tA}, bd{Bd, mc.tB};
        compare_matrix_op(where, r, k, mc.C0, mc.text("ewise_add"),
                          [&](auto& C, auto m, auto acc, auto d) { gb::ewise_add(C, m, acc, op, ad, bd, d); },
                          [&](auto& C, auto m, auto acc, bool rep) { gb::reference::ewise_add(C, m, acc, op, a, b, rep); });
        compare_matrix_op(where, r, k + 1, mc.C0, mc.text("ewise_mult"),
                          [&](auto& C, auto m, auto acc, auto d) { gb::ewise_mult(C, m, acc, op, ad, bd, d); },
                          [&](auto& C, auto m, auto acc, bool rep) { gb::reference::ewise_mult(C, m, acc, op, a, b, rep); });
      }
  }
}

/// apply with a unary op (ainv) and index-unary ops (rowindex, colindex with a thunk).
template <class T>
void check_apply_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  int k = 0;
  for (auto shape : case_shapes()) {
    for (int c = 0; c < 3; ++c, ++k) {
      vector_case<T> vc(r, case_length(shape), k);
      auto ud = vc.u.to(where);
      compare_vector_op(where, r, k, vc.w0, vc.u.size(), vc.text("apply ainv"),
                        [&](auto& w, auto m, auto a, auto d) { gb::apply(w, m, a, gb::ainv_op<T>{}, ud, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::apply(w, m, a, gb::ainv_op<T>{}, vc.u, rep); });
      compare_vector_op(where, r, k + 1, vc.w0, vc.u.size(), vc.text("apply rowindex+1"),
                        [&](auto& w, auto m, auto a, auto d) { gb::apply(w, m, a, gb::rowindex_op<T>{}, ud, T(1), d); },
                        [&](auto& w, auto m, auto a, bool rep) {
                          gb::reference::apply_index(w, m, a, gb::rowindex_op<T>{}, vc.u, T(1), rep);
                        });
    }
    for (int fi = 0; fi < 3; ++fi)
      for (int tr = 0; tr < 2; ++tr, ++k) {
        matrix_case<T> mc(r, shape.first, shape.second, k, fi, tr);
        auto Ad = mc.A.to(where);
        gb::matrix_operand<T> a{mc.A, mc.tA}, ad{Ad, mc.tA};
        compare_matrix_op(where, r, k, mc.C0, mc.text("apply ainv"),
                          [&](auto& C, auto m, auto acc, auto d) { gb::apply(C, m, acc, gb::ainv_op<T>{}, ad, d); },
                          [&](auto& C, auto m, auto acc, bool rep) { gb::reference::apply(C, m, acc, gb::ainv_op<T>{}, a, rep); });
        compare_matrix_op(where, r, k + 1, mc.C0, mc.text("apply colindex+2"),
                          [&](auto& C, auto m, auto acc, auto d) { gb::apply(C, m, acc, gb::colindex_op<T>{}, ad, T(2), d); },
                          [&](auto& C, auto m, auto acc, bool rep) {
                            gb::reference::apply_index(C, m, acc, gb::colindex_op<T>{}, a, T(2), rep);
                          });
        compare_matrix_op(where, r, k + 2, mc.C0, mc.text("apply rowindex+0"),
                          [&](auto& C, auto m, auto acc, auto d) { gb::apply(C, m, acc, gb::rowindex_op<T>{}, ad, T(0), d); },
                          [&](auto& C, auto m, auto acc, bool rep) {
                            gb::reference::apply_index(C, m, acc, gb::rowindex_op<T>{}, a, T(0), rep);
                          });
      }
  }
}

/// select with one predicate Op and thunk, on vectors and matrices (transposed or not).
template <class T, class Op>
void check_select_op(const gb::place& where, case_rng& r, const char* name, const T& thunk) {
  Op op;
  int k = 0;
  std::string what = std::string("select ") + name + " thunk " + std::to_string(double(thunk));
  for (auto shape : case_shapes()) {
    for (int c = 0; c < 2; ++c, ++k) {
      vector_case<T> vc(r, case_length(shape), k);
      auto ud = vc.u.to(where);
      compare_vector_op(where, r, k, vc.w0, vc.u.size(), vc.text(what.c_str()),
                        [&](auto& w, auto m, auto a, auto d) { gb::select(w, m, a, op, ud, thunk, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::select(w, m, a, op, vc.u, thunk, rep); });
    }
    for (int fi = 0; fi < 3; ++fi, ++k) {
      matrix_case<T> mc(r, shape.first, shape.second, k, fi, k % 2);
      auto Ad = mc.A.to(where);
      gb::matrix_operand<T> a{mc.A, mc.tA}, ad{Ad, mc.tA};
      compare_matrix_op(where, r, k, mc.C0, mc.text(what.c_str()),
                        [&](auto& C, auto m, auto acc, auto d) { gb::select(C, m, acc, op, ad, thunk, d); },
                        [&](auto& C, auto m, auto acc, bool rep) { gb::reference::select(C, m, acc, op, a, thunk, rep); });
    }
  }
}

template <class T>
void check_select_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  check_select_op<T, gb::tril_op<T>>(where, r, "tril", T(0));
  check_select_op<T, gb::tril_op<T>>(where, r, "tril", T(-1));
  check_select_op<T, gb::triu_op<T>>(where, r, "triu", T(1));
  check_select_op<T, gb::offdiag_op<T>>(where, r, "offdiag", T(0));
  check_select_op<T, gb::valueeq_op<T>>(where, r, "valueeq", T(1));
  check_select_op<T, gb::valuene_op<T>>(where, r, "valuene", T(0));
  check_select_op<T, gb::valuegt_op<T>>(where, r, "valuegt", T(1));
  check_select_op<T, gb::valuelt_op<T>>(where, r, "valuelt", T(2));
}

}  // namespace gbtest
