// Which kernel serves a product, the same rule on both backends. Both mxv
// and vxm are one product in the kernels' orientation: output o gathers
// N(o, k) ⊗ u(k), with N = A for A·u and u·Aᵀ, N = Aᵀ for Aᵀ·u and u·A.
// Pull needs the lists N(o, :): CSR rows when N = A, CSC columns when N = Aᵀ.
// Push needs N(:, k): CSC columns when N = A, CSR rows when N = Aᵀ. A CSR or
// CSC matrix serves exactly one of the two, so a request the stored format
// cannot serve falls back to the other kernel instead of transposing the
// matrix on every call. A COOC matrix serves only the edge-parallel scatter.
#pragma once
#include "graphblade/container/format.hpp"
#include "graphblade/container/vector.hpp"
#include "graphblade/ops/descriptor.hpp"

namespace graphblade::backend {

/// The kernel that serves a product on a matrix stored in format f, where
/// n_is_transpose says whether the gathered matrix N is Aᵀ (see above).
/// `requested` (desc.kernel, or u's storage when automatic) is honoured when
/// the format stores the lists it needs; otherwise the format decides.
inline method serving_kernel(format f, bool n_is_transpose, method requested, storage u_kind) {
  if (f == format::cooc) return method::edge;
  if (requested == method::automatic || requested == method::edge)
    requested = u_kind == storage::sparse ? method::push : method::pull;
  const bool rows_of_n = (f == format::csr) != n_is_transpose;  // lists N(o, :) are stored
  const method stored = rows_of_n ? method::pull : method::push;
  return requested == stored ? requested : stored;  // fallback: the one kernel the format serves
}

}  // namespace graphblade::backend
