// Masks, accumulators and views as small objects (ARCHITECTURE.md, "The API"):
// a bare container used as a mask is a value mask; structure(m) uses only where
// m has entries; complement(...) flips either. no_mask means "everywhere".
#pragma once
#include <type_traits>

namespace graphblade {

/// "No mask": every output position may be written.
struct no_mask_t {};
inline constexpr no_mask_t no_mask{};

/// "No accumulator": the result replaces what the output held under the mask.
struct no_accum_t {};
inline constexpr no_accum_t no_accum{};

/// A mask over container C (Vector<M> or Matrix<M>).
/// allows(i) = (structural ? present(i) : present(i) && value(i) != 0), flipped when complemented.
template <class C>
struct mask_view {
  const C* m = nullptr;
  bool structural = false;
  bool complemented = false;
  const C& container() const { return *m; }
};

/// Use only the structure (where entries exist) of m as the mask.
template <class C>
mask_view<C> structure(const C& m) { return {&m, true, false}; }
/// Complement of the value mask m.
template <class C>
mask_view<C> complement(const C& m) { return {&m, false, true}; }
/// Complement of a mask view (e.g. complement(structure(visited))).
template <class C>
mask_view<C> complement(mask_view<C> v) {
  v.complemented = !v.complemented;
  return v;
}

/// Normalise a mask argument: bare container -> value mask; views and no_mask pass through.
inline no_mask_t as_mask(no_mask_t) { return {}; }
template <class C>
mask_view<C> as_mask(const mask_view<C>& v) { return v; }
template <class C>
mask_view<C> as_mask(const C& m) { return {&m, false, false}; }

template <class M>
inline constexpr bool is_no_mask_v = std::is_same_v<std::decay_t<M>, no_mask_t>;
template <class A>
inline constexpr bool is_no_accum_v = std::is_same_v<std::decay_t<A>, no_accum_t>;

}  // namespace graphblade
