// Flat, format-resolved views the CPU kernels read: a matrix as major lists
// (rows of CSR, columns of CSC), an input vector as a random-access map or an
// entry list, and a mask as allows(i). Built once per call; sparse inputs and
// masks that need random access are scattered into zero byte maps and the
// scatter is undone by the view's destructor (RAII), before w is written.
#pragma once
#include <cstdint>

#include "graphblade/container/matrix.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/backend/cpu/detail/workspace.hpp"

namespace graphblade::cpu::detail {

/// Major lists of a CSR/CSC matrix: entries ptr[r]..ptr[r+1] of idx/vals.
template <class TA>
struct major_lists {
  const offset_t* ptr;
  const index_t* idx;
  const TA* vals;  ///< null for a pattern matrix (every entry reads as 1)
  index_t count;   ///< number of lists
  TA value(offset_t e) const { return vals ? vals[e] : TA(1); }
};
template <class TA>
major_lists<TA> lists_of(const Matrix<TA>& A) {
  return {A.offsets().data(), A.indices().data(), A.is_pattern() ? nullptr : A.values().data(), A.major_dim()};
}

/// Random access to a vector: has(i), at(i). present == null means every entry.
template <class T>
struct random_access {
  const std::uint8_t* present;
  const T* values;
  bool has(index_t i) const { return present == nullptr || present[i]; }
  T at(index_t i) const { return values[i]; }
};

/// Random access to u; a sparse u is scattered into scratch maps (of the given
/// roles, so two vectors can be scattered at once) until destruction.
template <class T, bytes_role Bytes = bytes_role::input, values_role Values = values_role::input>
class random_access_input {
 public:
  explicit random_access_input(const Vector<T>& u) : u_(u) {
    if (u.kind() == storage::dense) {
      view_ = {nullptr, u.values().data()};
    } else if (u.kind() == storage::bitmap) {
      view_ = {u.present().data(), u.values().data()};
    } else {
      std::uint8_t* p = scratch_bytes<Bytes>.get(u.size());
      T* v = scratch_array<T, Values>.get(u.size());
      const index_t* idx = u.indices().data();
      const T* val = u.values().data();
      std::int64_t nv = std::int64_t(u.nvals());
#pragma omp parallel for schedule(static) if (nv > 65536)
      for (std::int64_t e = 0; e < nv; ++e) {
        p[idx[e]] = 1;
        v[idx[e]] = val[e];
      }
      view_ = {p, v};
      scattered_ = p;
    }
  }
  ~random_access_input() {
    if (!scattered_) return;
    const index_t* idx = u_.indices().data();
    std::int64_t nv = std::int64_t(u_.nvals());
#pragma omp parallel for schedule(static) if (nv > 65536)
    for (std::int64_t e = 0; e < nv; ++e) scattered_[idx[e]] = 0;
  }
  random_access_input(const random_access_input&) = delete;
  random_access_input& operator=(const random_access_input&) = delete;
  const random_access<T>& view() const { return view_; }

 private:
  const Vector<T>& u_;
  random_access<T> view_{};
  std::uint8_t* scattered_ = nullptr;
};

/// Entry list of u: entry p in [0, count) is k = idx ? idx[p] : p, present
/// when present == null or present[k].
template <class T>
struct entry_list {
  const index_t* idx;
  const std::uint8_t* present;
  const T* values;
  std::int64_t count;
  /// Entry p as (k, x); false when slot p holds no entry.
  bool get(std::int64_t p, index_t& k, T& x) const {
    if (idx) {
      k = idx[p];
      x = values[p];
      return true;
    }
    k = index_t(p);
    if (present && !present[k]) return false;
    x = values[k];
    return true;
  }
};
template <class T>
entry_list<T> entries_view(const Vector<T>& u) {
  switch (u.kind()) {
    case storage::sparse: return {u.indices().data(), nullptr, u.values().data(), std::int64_t(u.nvals())};
    case storage::bitmap: return {nullptr, u.present().data(), u.values().data(), std::int64_t(u.size())};
    case storage::dense: break;
  }
  return {nullptr, nullptr, u.values().data(), std::int64_t(u.size())};
}

/// The "no mask" accessor.
struct mask_all {
  static constexpr bool always = true;
  bool allows(index_t) const { return true; }
};

/// allows(i) = (present(i) && (structural || value(i) != 0)) != complemented.
template <class M>
struct mask_bytes {
  static constexpr bool always = false;
  const std::uint8_t* present;  ///< null: every entry present
  const M* values;              ///< null: structural
  bool complemented;
  bool allows(index_t i) const {
    bool on = (present == nullptr || present[i]) && (values == nullptr || values[i] != M(0));
    return on != complemented;
  }
};

/// Prepares the mask accessor; a sparse mask is scattered until destruction.
template <class MaskArg>
class mask_access;

template <>
class mask_access<no_mask_t> {
 public:
  explicit mask_access(no_mask_t) {}
  mask_all view() const { return {}; }
};

template <class M>
class mask_access<mask_view<Vector<M>>> {
 public:
  explicit mask_access(const mask_view<Vector<M>>& m) : m_(m.container()) {
    const Vector<M>& v = m.container();
    const M* vals = m.structural ? nullptr : v.values().data();
    if (v.kind() == storage::dense) {
      view_ = {nullptr, vals, m.complemented};
    } else if (v.kind() == storage::bitmap) {
      view_ = {v.present().data(), vals, m.complemented};
    } else {
      std::uint8_t* p = scratch_bytes<bytes_role::mask>.get(v.size());
      const index_t* idx = v.indices().data();
      std::int64_t nv = std::int64_t(v.nvals());
      bool structural = m.structural;
#pragma omp parallel for schedule(static) if (nv > 65536)
      for (std::int64_t e = 0; e < nv; ++e)
        if (structural || v.values()[e] != M(0)) p[idx[e]] = 1;
      view_ = {p, nullptr, m.complemented};
      scattered_ = p;
    }
  }
  ~mask_access() {
    if (!scattered_) return;
    const index_t* idx = m_.indices().data();
    std::int64_t nv = std::int64_t(m_.nvals());
#pragma omp parallel for schedule(static) if (nv > 65536)
    for (std::int64_t e = 0; e < nv; ++e) scattered_[idx[e]] = 0;
  }
  mask_access(const mask_access&) = delete;
  mask_access& operator=(const mask_access&) = delete;
  const mask_bytes<M>& view() const { return view_; }

 private:
  const Vector<M>& m_;
  mask_bytes<M> view_{};
  std::uint8_t* scattered_ = nullptr;
};

}  // namespace graphblade::cpu::detail
