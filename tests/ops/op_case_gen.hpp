// Seeded random operands and the run-time case space of the operator property
// tests: matrices in CSR/CSC/COOC, vectors sparse/bitmap/dense, mask kinds x
// complement x replace x accumulate, and comparison with readable differences.
// Shared by the CPU tests (tests/ops) and, later, the CUDA tests (tests/cuda).
#pragma once
#include <omp.h>

#include <cstdint>
#include <map>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "graphblade/core/memory.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/entries.hpp"

namespace gbtest {

namespace gb = graphblade;
using gb::index_t;

/// One OpenMP thread for a scope: the small property cases would otherwise spend
/// their time forking and joining OpenMP regions on a busy machine (100x slower
/// on 2 shared cores); check_large_cases runs the parallel paths.
struct serial_omp {
  int saved = omp_get_max_threads();
  serial_omp() { omp_set_num_threads(1); }
  ~serial_omp() { omp_set_num_threads(saved); }
  serial_omp(const serial_omp&) = delete;
  serial_omp& operator=(const serial_omp&) = delete;
};

/// splitmix64: a small seeded generator, identical on every platform.
struct case_rng {
  std::uint64_t state;
  explicit case_rng(std::uint64_t seed) : state(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  index_t below(index_t n) { return n ? index_t(next() % n) : 0; }
  bool chance(double p) { return double(next() >> 11) * 0x1.0p-53 < p; }
};

/// bool operands are pattern-only matrices (every entry true).
template <class T>
inline constexpr bool is_pattern_type = std::is_same_v<T, bool>;

/// Values are small integers (so double sums are exact and every backend agrees bit for bit);
/// lo = 0 includes explicit zeros, which value masks must tell apart from absent entries.
template <class T>
T small_value(case_rng& r, int lo = 0) {
  return T(lo + int(r.below(index_t(4 - lo))));
}

template <class T>
gb::Matrix<T> random_matrix(case_rng& r, index_t nr, index_t nc, double density, gb::format f, int lo = 0) {
  std::vector<index_t> rows, cols;
  std::vector<T> vals;
  for (index_t i = 0; i < nr; ++i)
    for (index_t j = 0; j < nc; ++j)
      if (r.chance(density)) {
        rows.push_back(i);
        cols.push_back(j);
        if (!is_pattern_type<T>) vals.push_back(small_value<T>(r, lo));
      }
  if (rows.empty() && !is_pattern_type<T>) return gb::Matrix<T>(nr, nc, f, false);
  return gb::Matrix<T>::from_coo(nr, nc, rows, cols, vals, f);
}

/// A random vector in storage s (dense storage means every entry present).
template <class T>
gb::Vector<T> random_vector(case_rng& r, index_t n, double density, gb::storage s, int lo = 0) {
  if (s == gb::storage::dense) density = 1.0;
  std::vector<index_t> idx;
  std::vector<T> val;
  for (index_t i = 0; i < n; ++i)
    if (r.chance(density)) {
      idx.push_back(i);
      val.push_back(is_pattern_type<T> ? T(1) : small_value<T>(r, lo));
    }
  gb::Vector<T> v = gb::Vector<T>::from_list(n, idx, val).to_storage(s);
  if (s == gb::storage::sparse && v.nvals() > 1 && r.chance(0.5)) {  // a BFS queue is unsorted
    for (std::size_t k = v.nvals() - 1; k > 0; --k) {
      std::size_t j = r.below(index_t(k + 1));
      std::swap(v.indices()[k], v.indices()[j]);
      std::swap(v.values()[k], v.values()[j]);
    }
    v.set_nvals(v.nvals(), false);
  }
  return v;
}

/// Masks are int32 (a domain other than the output's): empty, full of nonzeros, or random in {0,1,2}.
using mask_value = std::int32_t;
inline double mask_density(int variant) { return variant == 0 ? 0.0 : variant == 1 ? 1.0 : 0.5; }
inline int mask_low(int variant) { return variant == 1 ? 1 : 0; }

enum class mask_kind { none, value, structural };

/// One point of the flag space: mask kind, complemented, replace, accumulate.
struct op_flags {
  mask_kind mask = mask_kind::none;
  bool complemented = false, replace = false, accum = false;
  std::string text() const {
    std::string s = mask == mask_kind::none ? "no mask" : mask == mask_kind::value ? "value mask" : "structural mask";
    return s + (complemented ? ", complemented" : "") + (replace ? ", replace" : ", merge") +
           (accum ? ", accum" : ", no accum");
  }
};

/// Every combination (a complemented "no mask" is not expressible, so it is left out): 20 points.
inline std::vector<op_flags> all_flags() {
  std::vector<op_flags> out;
  for (mask_kind m : {mask_kind::none, mask_kind::value, mask_kind::structural})
    for (bool c : {false, true})
      for (bool rep : {false, true})
        for (bool acc : {false, true})
          if (m != mask_kind::none || !c) out.push_back({m, c, rep, acc});
  return out;
}

/// The flag points the `variant`-th case runs: all 20, or under a compute-sanitizer run
/// (memory::sanitizer_run(): every call is instrumented and the whole flag space takes minutes
/// a case; racecheck ran past 370 s on the larger property cases) one variant in four, the one
/// point whose index is `variant` mod 20: variant 20a + b runs when (a + b) mod 4 is 0, so that
/// eighty consecutive variants still cover every point.
inline std::vector<op_flags> case_flags(int variant) {
  std::vector<op_flags> all = all_flags();
  if (!gb::memory::sanitizer_run()) return all;
  const int v = variant < 0 ? -variant : variant;
  if ((v / 20 + v) % 4 != 0) return {};
  return {all[std::size_t(v % 20)]};
}

/// Call fn with gb::no_mask or the mask view the flags describe.
template <class C, class Fn>
void with_mask(const op_flags& f, const C& m, Fn&& fn) {
  if (f.mask == mask_kind::none) fn(gb::no_mask);
  else fn(gb::mask_view<C>{&m, f.mask == mask_kind::structural, f.complemented});
}

/// The accumulator of the tests: non-commutative, so an operand-order slip shows.
template <class T>
using accum_op = std::conditional_t<std::is_same_v<T, bool>, gb::first_op<bool>, gb::minus_op<T>>;

/// Call fn with gb::no_accum or accum_op<T>.
template <class T, class Fn>
void with_accum(const op_flags& f, Fn&& fn) {
  if (f.accum) fn(accum_op<T>{});
  else fn(gb::no_accum);
}

inline const std::vector<gb::format>& all_formats() {
  static const std::vector<gb::format> f{gb::format::csr, gb::format::csc, gb::format::cooc};
  return f;
}
inline const std::vector<gb::storage>& all_storages() {
  static const std::vector<gb::storage> s{gb::storage::sparse, gb::storage::bitmap, gb::storage::dense};
  return s;
}

/// Shapes of the matrix cases: empty, 1 x 1, degenerate, rectangular both ways, square.
inline const std::vector<std::pair<index_t, index_t>>& case_shapes() {
  static const std::vector<std::pair<index_t, index_t>> s{{0, 0}, {1, 1}, {0, 3}, {4, 0}, {5, 8}, {9, 4}, {13, 13}};
  return s;
}
/// Vector lengths of the vector cases, one per shape: 0, 2, 3, 4, 13, 13, 26.
inline index_t case_length(const std::pair<index_t, index_t>& shape) { return shape.first + shape.second; }

/// Entry density of the k-th case: empty, full and in between.
inline double case_density(int k) {
  static const double d[] = {0.3, 0.0, 1.0, 0.6, 0.15};
  return d[k % 5];
}

template <class K, class T>
std::string key_text(const K& k) {
  if constexpr (std::is_same_v<K, index_t>) return std::to_string(k);
  else return "(" + std::to_string(k.first) + "," + std::to_string(k.second) + ")";
}

/// "" when the two entry maps are equal, else the first differences.
template <class K, class T>
std::string diff_entries(const std::map<K, T>& got, const std::map<K, T>& want) {
  std::ostringstream os;
  int shown = 0;
  auto note = [&](const K& k, const char* what) {
    if (shown++ < 6) os << key_text<K, T>(k) << ": " << what << "; ";
  };
  for (auto& [k, v] : got) {
    auto it = want.find(k);
    if (it == want.end()) note(k, "unexpected entry");
    else if (!(it->second == v)) note(k, ("got " + std::to_string(double(v)) + ", want " +
                                          std::to_string(double(it->second))).c_str());
  }
  for (auto& [k, v] : want)
    if (!got.count(k)) note(k, "missing entry");
  if (shown) os << "(" << shown << " differences; got " << got.size() << " entries, want " << want.size() << ")";
  return os.str();
}

template <class T>
std::string diff_vectors(const gb::Vector<T>& got, const gb::Vector<T>& want) {
  if (got.size() != want.size()) return "sizes differ";
  return diff_entries(gb::reference::entries_of(got), gb::reference::entries_of(want));
}
template <class T>
std::string diff_matrices(const gb::Matrix<T>& got, const gb::Matrix<T>& want) {
  if (got.nrows() != want.nrows() || got.ncols() != want.ncols()) return "shapes differ";
  return diff_entries(gb::reference::entries_of(got), gb::reference::entries_of(want));
}

/// For an any-monoid result: same structure as the oracle, and every value is an admissible
/// term at its position (terms[p]), after accum_op<W> with the old value where there was one.
template <class K, class W, class D>
std::string diff_any(const std::map<K, W>& got, const std::map<K, W>& want, const std::map<K, W>& old,
                     const std::map<K, std::vector<D>>& terms, bool accumulate) {
  std::map<K, W> fixed = got;
  for (auto& [k, v] : got) {
    auto w = want.find(k);
    auto t = terms.find(k);
    if (w == want.end() || w->second == v || t == terms.end()) continue;
    for (const D& term : t->second) {
      W z = W(term);
      auto o = old.find(k);
      if (accumulate && o != old.end()) z = W(accum_op<W>{}(o->second, z));
      if (z == v) fixed[k] = w->second;  // admissible: count it as the oracle's value
    }
  }
  return diff_entries(fixed, want);
}

}  // namespace gbtest
