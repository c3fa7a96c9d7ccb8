// The GraphBLAS operations from Python, their binding half: the nanobind
// functions behind graphblade.Vector / Matrix expressions (python/graphblade),
// computed by operations_compute.cpp (see there for the semantics).
#include <nanobind/stl/string.h>
#include <nanobind/stl/variant.h>

#include "operations_compute.hpp"
#include "py_types.hpp"

namespace graphblade::python {

void bind_operations(nb::module_& m) {
  m.def(
      "mxv",
      [](PyVector& w, const PyVector* mask, bool structural, bool complemented, const std::string& accum,
         const std::string& semiring, const PyMatrix& A, bool transpose_A, const PyVector& u, bool replace,
         const std::string& kernel, bool u_times_A) {
        mxv_into(w.v, mask ? &mask->v : nullptr, structural, complemented, accum, semiring, A.m, transpose_A, u.v,
                 replace, kernel, u_times_A);
      },
      nb::arg("w"), nb::arg("mask").none(), nb::arg("structural"), nb::arg("complemented"), nb::arg("accum"),
      nb::arg("semiring"), nb::arg("A"), nb::arg("transpose_A"), nb::arg("u"), nb::arg("replace"), nb::arg("kernel"),
      nb::arg("u_times_A"), "w<mask> = accum(w, A ⊕.⊗ u) (or u ⊕.⊗ A when u_times_A)");

  m.def(
      "mxm",
      [](PyMatrix& C, const PyMatrix* mask, bool structural, bool complemented, const std::string& accum,
         const std::string& semiring, const PyMatrix& A, bool transpose_A, const PyMatrix& B, bool transpose_B,
         bool replace) {
        mxm_into(C.m, mask ? &mask->m : nullptr, structural, complemented, accum, semiring, A.m, transpose_A, B.m,
                 transpose_B, replace);
      },
      nb::arg("C"), nb::arg("mask").none(), nb::arg("structural"), nb::arg("complemented"), nb::arg("accum"),
      nb::arg("semiring"), nb::arg("A"), nb::arg("transpose_A"), nb::arg("B"), nb::arg("transpose_B"),
      nb::arg("replace"), "C<mask> = accum(C, A ⊕.⊗ B)");

  m.def(
      "ewise_vector",
      [](PyVector& w, const PyVector* mask, bool structural, bool complemented, const std::string& accum,
         const std::string& op_name, const PyVector& u, const PyVector& v, bool replace, bool add) {
        ewise_vector_into(w.v, mask ? &mask->v : nullptr, structural, complemented, accum, op_name, u.v, v.v, replace,
                          add);
      },
      nb::arg("w"), nb::arg("mask").none(), nb::arg("structural"), nb::arg("complemented"), nb::arg("accum"),
      nb::arg("op"), nb::arg("u"), nb::arg("v"), nb::arg("replace"), nb::arg("add"),
      "w<mask> = accum(w, u ∪op v) (add) or accum(w, u ∩op v)");

  m.def(
      "ewise_matrix",
      [](PyMatrix& C, const PyMatrix* mask, bool structural, bool complemented, const std::string& accum,
         const std::string& op_name, const PyMatrix& A, const PyMatrix& B, bool replace, bool add) {
        ewise_matrix_into(C.m, mask ? &mask->m : nullptr, structural, complemented, accum, op_name, A.m, B.m, replace,
                          add);
      },
      nb::arg("C"), nb::arg("mask").none(), nb::arg("structural"), nb::arg("complemented"), nb::arg("accum"),
      nb::arg("op"), nb::arg("A"), nb::arg("B"), nb::arg("replace"), nb::arg("add"),
      "C<mask> = accum(C, A ∪op B) (add) or accum(C, A ∩op B)");

  m.def(
      "reduce_vector",
      [](const PyVector& u, const std::string& monoid) { return reduce_vector_to_scalar(u.v, monoid); }, nb::arg("u"),
      nb::arg("monoid"), "⊕_i u(i) (the monoid's identity when u is empty)");
  m.def(
      "reduce_matrix",
      [](const PyMatrix& A, const std::string& monoid) { return reduce_matrix_to_scalar(A.m, monoid); }, nb::arg("A"),
      nb::arg("monoid"), "⊕_ij A(i,j)");
}

}  // namespace graphblade::python
