// Mask kinds of the CPU kernel tests (test_cpu_kernels_*.cpp): none, value,
// structural and their complements, and a helper that calls fn with the
// mask object of a kind built over a vector or matrix m.
#pragma once
#include "graphblade/ops/mask.hpp"

namespace gbtest {

enum class mask_kind { none, value, structural, complement_value, complement_structural };
inline const mask_kind all_mask_kinds[] = {mask_kind::none, mask_kind::value, mask_kind::structural,
                                           mask_kind::complement_value, mask_kind::complement_structural};

/// fn(mask) with the mask of kind mk over container m.
template <class C, class Fn>
void with_mask(mask_kind mk, const C& m, Fn&& fn) {
  namespace gb = graphblade;
  switch (mk) {
    case mask_kind::none: fn(gb::no_mask); break;
    case mask_kind::value: fn(gb::as_mask(m)); break;
    case mask_kind::structural: fn(gb::structure(m)); break;
    case mask_kind::complement_value: fn(gb::complement(m)); break;
    case mask_kind::complement_structural: fn(gb::complement(gb::structure(m))); break;
  }
}

}  // namespace gbtest
