// The GraphBLAS operations of the Python module without nanobind
// (operations_compute.cpp; operations.cpp binds them): w<mask> = accum(w, t)
// with t a product or an element-wise operation, semirings, operators and
// monoids by name. Operands of another dtype than the output are cast first
// (a copy; on a device through a host copy). Operands on a CUDA device run on
// the CUDA backend when the module is built with CUDA.
#pragma once
#include <cstdint>
#include <string>
#include <variant>

#include "any_types.hpp"

namespace graphblade::python {

/// A scalar of one of the bound element types (reduce's result).
using any_scalar = std::variant<bool, std::int64_t, double>;

/// w<mask> = accum(w, A ⊕.⊗ u), or accum(w, u ⊕.⊗ A) when u_times_A; kernel: auto, push or pull.
void mxv_into(AnyVector& w, const AnyVector* mask, bool structural, bool complemented, const std::string& accum,
              const std::string& semiring, const AnyMatrix& A, bool transpose_A, const AnyVector& u, bool replace,
              const std::string& kernel, bool u_times_A);
/// C<mask> = accum(C, A ⊕.⊗ B).
void mxm_into(AnyMatrix& C, const AnyMatrix* mask, bool structural, bool complemented, const std::string& accum,
              const std::string& semiring, const AnyMatrix& A, bool transpose_A, const AnyMatrix& B, bool transpose_B,
              bool replace);
/// w<mask> = accum(w, u ∪op v) (add) or accum(w, u ∩op v).
void ewise_vector_into(AnyVector& w, const AnyVector* mask, bool structural, bool complemented,
                       const std::string& accum, const std::string& op_name, const AnyVector& u, const AnyVector& v,
                       bool replace, bool add);
/// C<mask> = accum(C, A ∪op B) (add) or accum(C, A ∩op B).
void ewise_matrix_into(AnyMatrix& C, const AnyMatrix* mask, bool structural, bool complemented,
                       const std::string& accum, const std::string& op_name, const AnyMatrix& A, const AnyMatrix& B,
                       bool replace, bool add);
/// ⊕_i u(i) with the monoid called `monoid` (its identity when u is empty).
any_scalar reduce_vector_to_scalar(const AnyVector& u, const std::string& monoid);
/// ⊕_ij A(i,j).
any_scalar reduce_matrix_to_scalar(const AnyMatrix& A, const std::string& monoid);

}  // namespace graphblade::python
