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
#include "graphblade/backend/cpu/grain.hpp"

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

/// The presence bytes (and, with CopyValues, the values) of a vector for
/// random access: a dense vector's values, a bitmap's own arrays, or a sparse
/// vector's entries that `keep(e)` accepts scattered into the calling thread's
/// zero scratch maps of roles Bytes / Values until destruction, which clears
/// exactly the bytes it set (O(nvals) both ways). random_access_input and
/// mask_access are this one view with their own roles and entry filters.
template <class T, bytes_role Bytes, values_role Values, bool CopyValues>
class byte_map_view {
 public:
  template <class Keep>
  byte_map_view(const Vector<T>& v, const Keep& keep) : v_(v) {
    if (v.kind() == storage::dense) {
      values_ = v.values().data();
    } else if (v.kind() == storage::bitmap) {
      present_ = v.present().data();
      values_ = v.values().data();
    } else {
      std::uint8_t* p = scratch_bytes<Bytes>.get(v.size());
      T* out = CopyValues ? scratch_array<T, Values>.get(v.size()) : nullptr;
      const index_t* idx = v.indices().data();
      const T* val = v.values().data();
      const std::int64_t nv = std::int64_t(v.nvals());
#pragma omp parallel for schedule(static) if (nv > parallel_grain)
      for (std::int64_t e = 0; e < nv; ++e) {
        if (!keep(e)) continue;
        p[idx[e]] = 1;
        if constexpr (CopyValues) out[idx[e]] = val[e];
      }
      present_ = p;
      values_ = out;
      scattered_ = p;
    }
  }
  ~byte_map_view() {
    if (!scattered_) return;
    const index_t* idx = v_.indices().data();
    const std::int64_t nv = std::int64_t(v_.nvals());
#pragma omp parallel for schedule(static) if (nv > parallel_grain)
    for (std::int64_t e = 0; e < nv; ++e) scattered_[idx[e]] = 0;
  }
  byte_map_view(const byte_map_view&) = delete;
  byte_map_view& operator=(const byte_map_view&) = delete;
  /// Presence bytes; null: every entry present (a dense vector).
  const std::uint8_t* present() const { return present_; }
  /// Values indexed by position (null for a scattered sparse vector without CopyValues).
  const T* values() const { return values_; }
  /// True when the entries were scattered (v is sparse).
  bool scattered() const { return scattered_ != nullptr; }

 private:
  const Vector<T>& v_;
  const std::uint8_t* present_ = nullptr;
  const T* values_ = nullptr;
  std::uint8_t* scattered_ = nullptr;
};

/// Random access to u; a sparse u is scattered into scratch maps (of the given
/// roles, so two vectors can be scattered at once) until destruction.
template <class T, bytes_role Bytes = bytes_role::input, values_role Values = values_role::input>
class random_access_input {
 public:
  explicit random_access_input(const Vector<T>& u)
      : map_(u, [](std::int64_t) { return true; }), view_{map_.present(), map_.values()} {}
  const random_access<T>& view() const { return view_; }

 private:
  byte_map_view<T, Bytes, Values, true> map_;
  random_access<T> view_;
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
  explicit mask_access(const mask_view<Vector<M>>& m)
      : map_(m.container(), [&m](std::int64_t e) { return m.structural || m.container().values()[e] != M(0); }) {
    // A scattered sparse mask keeps only the entries that allow, so it reads as structural.
    view_ = {map_.present(), m.structural || map_.scattered() ? nullptr : map_.values(), m.complemented};
  }
  const mask_bytes<M>& view() const { return view_; }

 private:
  byte_map_view<M, bytes_role::mask, values_role::input, false> map_;
  mask_bytes<M> view_{};
};

}  // namespace graphblade::cpu::detail
