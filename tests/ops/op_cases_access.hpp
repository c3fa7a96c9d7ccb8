// Property cases of reduce, assign/subassign, extract, nvals and clear: the
// front end, run with its operands in `where`, against the reference oracle on
// the host, over shapes x formats or storages x mask kinds x complement x
// replace x accumulate; any-monoid reductions may return any admissible term.
#pragma once
#include <algorithm>

#include "op_cases_elementwise.hpp"

namespace gbtest {

/// Distinct indices of [0, n) in random order, about half of them (subassign's I).
inline std::vector<index_t> random_distinct_indices(case_rng& r, index_t n) {
  std::vector<index_t> I;
  for (index_t i = 0; i < n; ++i)
    if (r.chance(0.5)) I.push_back(i);
  for (std::size_t k = I.size(); k > 1; --k) std::swap(I[k - 1], I[r.below(index_t(k))]);
  return I;
}
/// Indices of [0, n) with repeats, up to 2n of them (extract's I).
inline std::vector<index_t> random_indices(case_rng& r, index_t n) {
  std::vector<index_t> I(n ? r.below(2 * n + 1) : 0);
  for (index_t& i : I) i = r.below(n);
  return I;
}

/// Scalar reduction: exact, or (any monoid) one of the entries' values, accumulated.
template <class T, class Monoid, class U>
void check_reduce_scalar(const Monoid& m, const U& input, const gb::place& where, case_rng& r, bool accum,
                         const std::vector<T>& values, const std::string& what) {
  INFO(what << (accum ? ", accum" : ", no accum"));
  const T s0 = small_value<T>(r);
  T want = s0, got = s0;
  if (accum) {
    gb::reference::reduce(want, accum_op<T>{}, m, input);
    gb::reduce(got, accum_op<T>{}, m, input.to(where));
  } else {
    gb::reference::reduce(want, gb::no_accum, m, input);
    gb::reduce(got, gb::no_accum, m, input.to(where));
  }
  bool ok = got == want;
  if (std::is_same_v<Monoid, gb::any_monoid<T>>)
    for (const T& x : values) ok = ok || got == (accum ? T(accum_op<T>{}(s0, x)) : x);
  CHECK(ok);
}

template <class T, class Monoid>
void check_reduce_monoid(const gb::place& where, case_rng& r, const char* name) {
  Monoid m;
  constexpr bool any = std::is_same_v<Monoid, gb::any_monoid<T>>;
  int k = 0;
  for (auto shape : case_shapes()) {
    for (gb::storage st : all_storages())
      for (bool accum : {false, true}) {
        auto u = random_vector<T>(r, case_length(shape), case_density(k++), st);
        std::vector<T> vals;
        for (auto& e : u.entries()) vals.push_back(e.second);
        check_reduce_scalar<T>(m, u, where, r, accum, vals,
                               std::string("reduce ") + name + " vector n=" + std::to_string(u.size()) + " " +
                                   to_string(st));
      }
    for (int fi = 0; fi < 3; ++fi) {
      auto A = random_matrix<T>(r, shape.first, shape.second, case_density(k++), all_formats()[fi]);
      std::vector<T> vals;
      for (auto& e : gb::reference::entries_of(A)) vals.push_back(e.second);
      check_reduce_scalar<T>(m, A, where, r, fi == 1, vals,
                             std::string("reduce ") + name + " matrix " + std::to_string(A.nrows()) + "x" +
                                 std::to_string(A.ncols()) + " " + to_string(all_formats()[fi]));
      for (bool tA : {false, true}) {
        ++k;
        auto Ad = A.to(where);
        gb::matrix_operand<T> a{A, tA}, ad{Ad, tA};
        std::map<index_t, std::vector<T>> terms;
        for (auto& [ij, x] : gb::reference::entries_of(A, tA)) terms[ij.first].push_back(x);
        auto w0 = random_vector<T>(r, a.nrows(), case_density(k), k % 2 ? gb::storage::bitmap : gb::storage::sparse);
        compare_vector_op(where, r, k, w0, a.nrows(),
                          std::string("reduce rows ") + name + " " + to_string(all_formats()[fi]) + (tA ? "ᵀ" : ""),
                          [&](auto& w, auto mk, auto acc, auto d) { gb::reduce(w, mk, acc, m, ad, d); },
                          [&](auto& w, auto mk, auto acc, bool rep) { gb::reference::reduce(w, mk, acc, m, a, rep); },
                          any ? &terms : nullptr);
      }
    }
  }
}

template <class T>
void check_reduce_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  if constexpr (std::is_same_v<T, bool>) {
    check_reduce_monoid<T, gb::lor_monoid<T>>(where, r, "lor");
    check_reduce_monoid<T, gb::land_monoid<T>>(where, r, "land");
  } else {
    check_reduce_monoid<T, gb::plus_monoid<T>>(where, r, "plus");
    check_reduce_monoid<T, gb::min_monoid<T>>(where, r, "min");
    check_reduce_monoid<T, gb::max_monoid<T>>(where, r, "max");
  }
  check_reduce_monoid<T, gb::any_monoid<T>>(where, r, "any");
}

template <class T>
void check_assign_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  int k = 0;
  for (auto shape : case_shapes())
    for (int c = 0; c < 3; ++c, k += 4) {
      vector_case<T> vc(r, case_length(shape), k);
      const T x = small_value<T>(r, 1);
      auto ud = vc.u.to(where);
      compare_vector_op(where, r, k, vc.w0, vc.u.size(), vc.text("assign scalar"),
                        [&](auto& w, auto m, auto a, auto d) { gb::assign(w, m, a, x, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::assign_scalar(w, m, a, x, rep); });
      compare_vector_op(where, r, k + 1, vc.w0, vc.u.size(), vc.text("assign vector"),
                        [&](auto& w, auto m, auto a, auto d) { gb::assign(w, m, a, ud, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::assign(w, m, a, vc.u, rep); });
      const std::vector<index_t> I = random_distinct_indices(r, vc.u.size());
      auto uI = random_vector<T>(r, index_t(I.size()), case_density(k + 3), all_storages()[k % 3]);
      auto uId = uI.to(where);
      std::string what = " |I|=" + std::to_string(I.size());
      compare_vector_op(where, r, k + 2, vc.w0, index_t(I.size()), vc.text("subassign vector") + what,
                        [&](auto& w, auto m, auto a, auto d) { gb::subassign(w, m, a, uId, I, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::subassign(w, m, a, uI, I, rep); });
      compare_vector_op(where, r, k + 3, vc.w0, index_t(I.size()), vc.text("subassign scalar") + what,
                        [&](auto& w, auto m, auto a, auto d) { gb::subassign(w, m, a, x, I, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::subassign_scalar(w, m, a, x, I, rep); });
      // into an empty sparse w (on a device: the kept terms appended, O(|I|), in any order)
      const gb::Vector<T> empty(vc.u.size(), gb::storage::sparse);
      compare_vector_op(where, r, k + 2, empty, index_t(I.size()), vc.text("subassign vector into empty") + what,
                        [&](auto& w, auto m, auto a, auto d) { gb::subassign(w, m, a, uId, I, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::subassign(w, m, a, uI, I, rep); });
      compare_vector_op(where, r, k + 3, empty, index_t(I.size()), vc.text("subassign scalar into empty") + what,
                        [&](auto& w, auto m, auto a, auto d) { gb::subassign(w, m, a, x, I, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::subassign_scalar(w, m, a, x, I, rep); });
    }
}

template <class T>
void check_extract_cases(const gb::place& where, std::uint64_t seed) {
  serial_omp one_thread;
  case_rng r(seed);
  int k = 0;
  for (auto shape : case_shapes()) {
    for (int c = 0; c < 3; ++c, ++k) {
      vector_case<T> vc(r, case_length(shape), k);
      auto ud = vc.u.to(where);
      const std::vector<index_t> I = random_indices(r, vc.u.size());
      auto w0 = random_vector<T>(r, index_t(I.size()), case_density(k + 1), k % 2 ? gb::storage::bitmap : gb::storage::sparse);
      compare_vector_op(where, r, k, w0, index_t(I.size()), vc.text("extract") + " |I|=" + std::to_string(I.size()),
                        [&](auto& w, auto m, auto a, auto d) { gb::extract(w, m, a, ud, I, d); },
                        [&](auto& w, auto m, auto a, bool rep) { gb::reference::extract(w, m, a, vc.u, I, rep); });
      INFO(vc.text("extract_element, nvals, clear"));
      bool same = gb::nvals(ud) == gb::reference::nvals(vc.u);
      for (index_t i = 0; i < vc.u.size(); ++i)
        same = same && gb::extract_element(ud, i) == gb::reference::extract_element(vc.u, i);
      CHECK(same);
      gb::clear(ud);
      CHECK((gb::nvals(ud) == 0 && ud.size() == vc.u.size() && ud.where() == where));
    }
    for (int fi = 0; fi < 3; ++fi) {
      auto A = random_matrix<T>(r, shape.first, shape.second, case_density(k++), all_formats()[fi]);
      auto Ad = A.to(where);
      INFO("extract_element, nvals, clear " << A.nrows() << "x" << A.ncols() << " " << to_string(all_formats()[fi]));
      bool same = gb::nvals(Ad) == gb::reference::nvals(A);
      for (index_t i = 0; i < A.nrows(); ++i)
        for (index_t j = 0; j < A.ncols(); ++j)
          same = same && gb::extract_element(Ad, i, j) == gb::reference::extract_element(A, i, j);
      CHECK(same);
      gb::clear(Ad);
      CHECK((gb::nvals(Ad) == 0 && Ad.nrows() == A.nrows() && Ad.ncols() == A.ncols() &&
             Ad.storage_format() == A.storage_format() && Ad.where() == where));
    }
  }
}

}  // namespace gbtest

namespace gbtest {

/// Operands large enough for the CPU kernels' parallel paths (n = 20000, 700 x 300),
/// three representative flag points, every non-product operation.
template <class T>
void check_large_cases(const gb::place& where, std::uint64_t seed) {
  case_rng r(seed);
  const index_t n = 20000;
  auto u = random_vector<T>(r, n, 0.3, gb::storage::sparse), v = random_vector<T>(r, n, 0.6, gb::storage::bitmap);
  auto w0 = random_vector<T>(r, n, 0.5, gb::storage::bitmap);
  auto M = random_vector<mask_value>(r, n, 0.5, gb::storage::bitmap);
  auto A = random_matrix<T>(r, 700, 300, 0.05, gb::format::csr), B = random_matrix<T>(r, 300, 700, 0.05, gb::format::csc);
  auto C0 = random_matrix<T>(r, 700, 300, 0.05, gb::format::cooc);
  auto MM = random_matrix<mask_value>(r, 700, 300, 0.3, gb::format::csr);
  const std::vector<index_t> I = random_distinct_indices(r, n);
  auto uI = random_vector<T>(r, index_t(I.size()), 0.5, gb::storage::sparse);
  auto MI = random_vector<mask_value>(r, index_t(I.size()), 0.5, gb::storage::bitmap);
  auto ud = u.to(where), vd = v.to(where), uId = uI.to(where);
  auto Md = M.to(where), MId = MI.to(where);
  auto Ad = A.to(where), Bd = B.to(where);
  auto MMd = MM.to(where);
  gb::matrix_operand<T> a{A, false}, bt{B, true}, ad{Ad, false}, btd{Bd, true};
  gb::minus_op<T> op;
  const op_flags points[] = {{mask_kind::none, false, false, false},
                             {mask_kind::value, true, true, true},
                             {mask_kind::structural, false, false, true}};
  for (const op_flags& f : points) {
    INFO("large operands, " << f.text());
    gb::descriptor desc{f.replace, gb::method::automatic};
    auto vec_op = [&](const char* what, const gb::Vector<T>& start, const gb::Vector<mask_value>& mh,
                      const gb::Vector<mask_value>& md, auto front, auto oracle) {
      INFO(what);
      gb::Vector<T> want = start, wd = start.to(where);
      with_mask(f, mh, [&](auto m) { with_accum<T>(f, [&](auto acc) { oracle(want, m, acc); }); });
      with_mask(f, md, [&](auto m) { with_accum<T>(f, [&](auto acc) { front(wd, m, acc); }); });
      CHECK(diff_vectors(wd.to(gb::host), want) == "");
    };
    auto mat_op = [&](const char* what, auto front, auto oracle) {
      INFO(what);
      gb::Matrix<T> want = C0, Cd = C0.to(where);
      with_mask(f, MM, [&](auto m) { with_accum<T>(f, [&](auto acc) { oracle(want, m, acc); }); });
      with_mask(f, MMd, [&](auto m) { with_accum<T>(f, [&](auto acc) { front(Cd, m, acc); }); });
      CHECK(diff_matrices(Cd.to(gb::host), want) == "");
    };
    namespace ref = gb::reference;
    vec_op("ewise_add", w0, M, Md, [&](auto& w, auto m, auto acc) { gb::ewise_add(w, m, acc, op, ud, vd, desc); },
           [&](auto& w, auto m, auto acc) { ref::ewise_add(w, m, acc, op, u, v, f.replace); });
    vec_op("ewise_mult", w0, M, Md, [&](auto& w, auto m, auto acc) { gb::ewise_mult(w, m, acc, op, ud, vd, desc); },
           [&](auto& w, auto m, auto acc) { ref::ewise_mult(w, m, acc, op, u, v, f.replace); });
    vec_op("apply rowindex", w0, M, Md,
           [&](auto& w, auto m, auto acc) { gb::apply(w, m, acc, gb::rowindex_op<T>{}, ud, T(1), desc); },
           [&](auto& w, auto m, auto acc) { ref::apply_index(w, m, acc, gb::rowindex_op<T>{}, u, T(1), f.replace); });
    vec_op("assign scalar", w0, M, Md, [&](auto& w, auto m, auto acc) { gb::assign(w, m, acc, T(1), desc); },
           [&](auto& w, auto m, auto acc) { ref::assign_scalar(w, m, acc, T(1), f.replace); });
    vec_op("subassign", w0, MI, MId, [&](auto& w, auto m, auto acc) { gb::subassign(w, m, acc, uId, I, desc); },
           [&](auto& w, auto m, auto acc) { ref::subassign(w, m, acc, uI, I, f.replace); });
    vec_op("extract", uI, MI, MId, [&](auto& w, auto m, auto acc) { gb::extract(w, m, acc, vd, I, desc); },
           [&](auto& w, auto m, auto acc) { ref::extract(w, m, acc, v, I, f.replace); });
    mat_op("ewise_add", [&](auto& C, auto m, auto acc) { gb::ewise_add(C, m, acc, op, ad, btd, desc); },
           [&](auto& C, auto m, auto acc) { ref::ewise_add(C, m, acc, op, a, bt, f.replace); });
    mat_op("ewise_mult", [&](auto& C, auto m, auto acc) { gb::ewise_mult(C, m, acc, op, ad, btd, desc); },
           [&](auto& C, auto m, auto acc) { ref::ewise_mult(C, m, acc, op, a, bt, f.replace); });
    mat_op("select tril", [&](auto& C, auto m, auto acc) { gb::select(C, m, acc, gb::tril_op<T>{}, btd, T(0), desc); },
           [&](auto& C, auto m, auto acc) { ref::select(C, m, acc, gb::tril_op<T>{}, bt, T(0), f.replace); });
  }
  T s_got = T(0), s_want = T(0);
  gb::reduce(s_got, gb::no_accum, gb::max_monoid<T>{}, v.to(where));
  gb::reference::reduce(s_want, gb::no_accum, gb::max_monoid<T>{}, v);
  CHECK(s_got == s_want);
  gb::Vector<T> rows_got(700), rows_want(700);
  gb::reduce(rows_got, gb::no_mask, gb::no_accum, gb::max_monoid<T>{}, Ad);
  gb::reference::reduce(rows_want, gb::no_mask, gb::no_accum, gb::max_monoid<T>{}, a, false);
  CHECK(diff_vectors(rows_got.to(gb::host), rows_want) == "");
}

}  // namespace gbtest
