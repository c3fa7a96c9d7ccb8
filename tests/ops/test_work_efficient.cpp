// Work-efficient CPU vector operations (issue 12): on sparse operands of size
// n = 2^16 holding k << n entries, apply / select / ewise_add / ewise_mult /
// assign / subassign / extract into a sparse w equal the reference oracle over
// every mask kind (none, value, structural; sparse or bitmap; complemented or
// not) x replace x accumulate, and visit no O(n) range: the backend's
// instrumented count of positions visited by O(n) passes
// (cpu::dense_slots_visited) does not move. Small k runs the serial list
// builder, k > parallel_grain its two-pass parallel form (2 threads).
#include <omp.h>

#include <string>

#include "catch_compat.hpp"
#include "graphblade/backend/cpu/vector_access.hpp"
#include "op_cases.hpp"

namespace gb = graphblade;
using namespace gbtest;

namespace {

constexpr index_t n_large = index_t(1) << 16;

/// A sparse vector of size n with about k entries at random positions (unsorted when shuffle).
template <class T>
gb::Vector<T> sparse_with(case_rng& r, index_t n, index_t k, int lo = 0) {
  return random_vector<T>(r, n, double(k) / double(n), gb::storage::sparse, lo);
}

/// front on w0 against oracle over every flag with a mask of `mask_storage`; with
/// `work_efficient`, no O(n) pass may run in the front end.
template <class T, class Front, class Oracle>
void check_sparse_op(case_rng& r, const gb::Vector<T>& w0, gb::storage mask_storage, index_t mask_k,
                     bool work_efficient, const std::string& what, const Front& front, const Oracle& oracle) {
  auto M = random_vector<mask_value>(r, w0.size(), double(mask_k) / double(w0.size()), mask_storage, 0);
  for (const op_flags& f : all_flags()) {
    INFO(what << ", mask " << to_string(mask_storage) << ", " << f.text() << ", w nvals " << w0.nvals());
    gb::Vector<T> want = w0, got = w0;
    with_mask(f, M, [&](auto mask) { with_accum<T>(f, [&](auto accum) { oracle(want, mask, accum, f.replace); }); });
    const auto before = gb::cpu::dense_slots_visited.load();
    with_mask(f, M, [&](auto mask) {
      with_accum<T>(f, [&](auto accum) { front(got, mask, accum, gb::descriptor{f.replace, gb::method::automatic}); });
    });
    const auto visited = gb::cpu::dense_slots_visited.load() - before;
    CHECK(diff_vectors(got, want) == "");
    if (work_efficient) CHECK(visited == 0);
  }
}

template <class T>
void check_all_ops(case_rng& r, index_t k) {
  const index_t n = n_large;
  auto u = sparse_with<T>(r, n, k), v = sparse_with<T>(r, n, k), w0 = sparse_with<T>(r, n, k);
  auto v_bitmap = v.to_storage(gb::storage::bitmap);
  const std::string at = " n=" + std::to_string(n) + " k=" + std::to_string(k);
  gb::minus_op<T> minus;
  for (gb::storage ms : {gb::storage::sparse, gb::storage::bitmap}) {
    check_sparse_op(
        r, w0, ms, k, true, "apply ainv" + at,
        [&](auto& w, auto m, auto a, auto d) { gb::apply(w, m, a, gb::ainv_op<T>{}, u, d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::apply(w, m, a, gb::ainv_op<T>{}, u, rep); });
    check_sparse_op(
        r, w0, ms, k, true, "select valuene 1" + at,
        [&](auto& w, auto m, auto a, auto d) { gb::select(w, m, a, gb::valuene_op<T>{}, u, T(1), d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::select(w, m, a, gb::valuene_op<T>{}, u, T(1), rep); });
    check_sparse_op(
        r, w0, ms, k, true, "ewise_add" + at,
        [&](auto& w, auto m, auto a, auto d) { gb::ewise_add(w, m, a, minus, u, v, d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::ewise_add(w, m, a, minus, u, v, rep); });
    check_sparse_op(
        r, w0, ms, k, true, "ewise_mult sparse x sparse" + at,
        [&](auto& w, auto m, auto a, auto d) { gb::ewise_mult(w, m, a, minus, u, v, d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::ewise_mult(w, m, a, minus, u, v, rep); });
    check_sparse_op(
        r, w0, ms, k, true, "ewise_mult bitmap x sparse" + at,
        [&](auto& w, auto m, auto a, auto d) { gb::ewise_mult(w, m, a, minus, v_bitmap, u, d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::ewise_mult(w, m, a, minus, v_bitmap, u, rep); });
    check_sparse_op(
        r, w0, ms, k, true, "assign sparse u" + at, [&](auto& w, auto m, auto a, auto d) { gb::assign(w, m, a, u, d); },
        [&](auto& w, auto m, auto a, bool rep) { gb::reference::assign(w, m, a, u, rep); });
  }
  // The scalar fills every position the mask allows: O(k) only when a sparse mask lists them.
  check_sparse_op(
      r, w0, gb::storage::sparse, k, false, "assign scalar" + at,
      [&](auto& w, auto m, auto a, auto d) { gb::assign(w, m, a, T(1), d); },
      [&](auto& w, auto m, auto a, bool rep) { gb::reference::assign_scalar(w, m, a, T(1), rep); });
  {
    gb::Vector<T> want = w0, got = w0;
    auto M = sparse_with<mask_value>(r, n, k, 1);
    const gb::mask_view<gb::Vector<mask_value>> mask{&M, true, false};
    const auto before = gb::cpu::dense_slots_visited.load();
    gb::assign(got, mask, gb::no_accum, T(2), gb::descriptor{});
    CHECK(gb::cpu::dense_slots_visited.load() == before);
    gb::reference::assign_scalar(want, mask, gb::no_accum, T(2), false);
    CHECK(diff_vectors(got, want) == "");
  }
  // subassign and extract: masks and u live in I's space (|I| = 2k).
  std::vector<index_t> I;
  for (index_t i = 0; i < n && index_t(I.size()) < 2 * k; i += 1 + r.below(2 * (n / (2 * k)))) I.push_back(i);
  for (std::size_t j = I.size(); j > 1; --j) std::swap(I[j - 1], I[r.below(index_t(j))]);
  const index_t ni = index_t(I.size());
  auto uI = sparse_with<T>(r, ni, k);
  for (gb::storage ms : {gb::storage::sparse, gb::storage::bitmap}) {
    auto M = random_vector<mask_value>(r, ni, 0.5, ms);
    for (const op_flags& f : all_flags()) {
      INFO("subassign" << at << ", mask " << to_string(ms) << ", " << f.text());
      gb::Vector<T> want = w0, got = w0;
      with_mask(f, M, [&](auto mask) {
        with_accum<T>(f, [&](auto accum) { gb::reference::subassign(want, mask, accum, uI, I, f.replace); });
      });
      const auto before = gb::cpu::dense_slots_visited.load();
      with_mask(f, M, [&](auto mask) {
        with_accum<T>(f, [&](auto accum) { gb::subassign(got, mask, accum, uI, I, gb::descriptor{f.replace}); });
      });
      CHECK(gb::cpu::dense_slots_visited.load() - before <
            std::uint64_t(4 * ni));  // O(|I|): the mask and u of size |I|
      CHECK(diff_vectors(got, want) == "");
    }
  }
  auto wI = sparse_with<T>(r, ni, k / 2 + 1);
  check_sparse_op(
      r, wI, gb::storage::sparse, k, true, "extract u(I)" + at,
      [&](auto& w, auto m, auto a, auto d) { gb::extract(w, m, a, u, I, d); },
      [&](auto& w, auto m, auto a, bool rep) { gb::reference::extract(w, m, a, u, I, rep); });
}

}  // namespace

TEST_CASE("vector operations on sparse operands equal the reference and do no O(n) pass", "[ops][work_efficient]") {
  serial_omp one_thread;
  case_rng r(1201);
  check_all_ops<std::int32_t>(r, 40);
  check_all_ops<double>(r, 300);
  check_all_ops<bool>(r, 25);
}

TEST_CASE("work-efficient vector operations in parallel (k above the grain) equal the reference",
          "[ops][work_efficient][parallel]") {
  const int saved = omp_get_max_threads();
  omp_set_num_threads(2);
  case_rng r(1202);
  check_all_ops<std::int64_t>(r, 9000);
  omp_set_num_threads(saved);
}

TEST_CASE("clear leaves an empty sparse vector whose arrays hold nothing", "[ops][work_efficient]") {
  case_rng r(1203);
  auto w = sparse_with<double>(r, n_large, 50).to_storage(gb::storage::bitmap);
  CHECK(gb::nvals(w) == w.entries().size());
  gb::clear(w);
  CHECK(gb::nvals(w) == 0);
  CHECK(w.kind() == gb::storage::sparse);
  CHECK(w.bytes() == 0);  // O(1): nothing of size n is allocated or written
}
