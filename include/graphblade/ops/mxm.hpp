// mxm: masked sparse matrix times matrix over a semiring, GraphBLAS C order
// (output, mask, accumulator, semiring, inputs, descriptor):
//   C<mask> = accum(C, A ⊕.⊗ B)    sparse x sparse (SpGEMM); A, B may be transpose(...)
//   C = accum(C, A ⊕.⊗ X)          X, C DenseMatrix (SpMM: k vectors at once); no mask
//   C = accum(C, A lor.land X)     X, C BitMatrix (64·k Boolean vectors per pass, iBFS
//                                  SIGMOD'16 §4); A read by structure; no mask;
//                                  accum no_accum or lor_op<bool>
//   C<M> = accum(C, A lor.land X)  the same with a BitMatrix mask M or complement(M)
#pragma once
#include <cstdint>
#include <type_traits>
#include <utility>

#include "graphblade/algebra/semiring.hpp"
#include "graphblade/container/bit_matrix.hpp"
#include "graphblade/container/dense_matrix.hpp"
#include "graphblade/container/matrix.hpp"
#include "graphblade/ops/descriptor.hpp"
#include "graphblade/ops/detail/dispatch.hpp"
#include "graphblade/ops/mask.hpp"
#include "graphblade/ops/transpose.hpp"
#include "graphblade/backend/cpu/mxm.hpp"
#if defined(GRAPHBLADE_HAS_CUDA) && defined(__CUDACC__)
#include "graphblade/backend/cuda/ops/bit_matrix_ops.cuh"  // the masked merge of the bit product
#include "graphblade/backend/cuda/ops/mxm.cuh"
#endif

namespace graphblade {

namespace detail {
template <class S, class W, class TA, class TB>
constexpr void check_semiring_domains() {
  using D = typename S::value_type;
  static_assert(std::is_constructible_v<D, TA> && std::is_constructible_v<D, TB>,
                "mxm: the inputs cannot be cast to the semiring's domain");
  static_assert(std::is_constructible_v<W, D>, "mxm: the semiring's domain cannot be cast to the output's");
}
/// True when `out` and `in` are one object: an output also passed as an input.
template <class Out, class In>
bool is_same_object(const Out& out, const In& in) {
  return static_cast<const void*>(&out) == static_cast<const void*>(&in);
}
}  // namespace detail

inline namespace GB_FRONT_END_NAMESPACE {

/// C<mask> = accum(C, A ⊕.⊗ B). C may also be A, B or the mask (then the product goes
/// to a copy of C that replaces C at the end). Throws dimension_mismatch / placement_error.
template <class W, class MaskArg, class Accum, class Semiring, class AArg, class BArg>
void mxm(Matrix<W>& C, const MaskArg& mask_arg, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const BArg& B_arg, const descriptor& desc = default_desc) {
  detail::check_semiring_domains<Semiring, W, operand_value_t<AArg>, operand_value_t<BArg>>();
  auto mask = as_mask(mask_arg);
  auto A = as_operand(A_arg);
  auto B = as_operand(B_arg);
  if (detail::is_same_object(C, A.A) || detail::is_same_object(C, B.A)) {
    Matrix<W> result = C;  // keeps C's entries for accum and for a mask without replace
    mxm(result, mask_arg, accum, s, A_arg, B_arg, desc);
    C = std::move(result);
    return;
  }
  detail::check_dim("mxm", "B rows", B.nrows(), A.ncols());
  detail::check_dim("mxm", "C rows", C.nrows(), A.nrows());
  detail::check_dim("mxm", "C columns", C.ncols(), B.ncols());
  detail::check_matrix_mask("mxm", mask, C.nrows(), C.ncols(), C.where());
  detail::check_same_place("mxm", A.A.where(), C.where());
  detail::check_same_place("mxm", B.A.where(), C.where());
  GB_DISPATCH(C.where(), mxm, C, mask, accum, s, A, B, desc);
}

/// C = accum(C, A ⊕.⊗ X), X and C dense. Without accum a row of A with no entry
/// gives the monoid's identity. C may be X (X += A X reads the old X: the product
/// goes to a copy). Throws dimension_mismatch / placement_error.
template <class W, class Accum, class Semiring, class AArg, class TX>
void mxm(DenseMatrix<W>& C, no_mask_t, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const DenseMatrix<TX>& X, const descriptor& desc = default_desc) {
  detail::check_semiring_domains<Semiring, W, operand_value_t<AArg>, TX>();
  if (detail::is_same_object(C, X)) {
    DenseMatrix<W> result = C;
    mxm(result, no_mask, accum, s, A_arg, X, desc);
    C = std::move(result);
    return;
  }
  auto A = as_operand(A_arg);
  detail::check_dim("mxm", "X rows", X.nrows(), A.ncols());
  detail::check_dim("mxm", "C rows", C.nrows(), A.nrows());
  detail::check_dim("mxm", "C columns", C.ncols(), X.ncols());
  detail::check_same_place("mxm", A.A.where(), C.where());
  detail::check_same_place("mxm", X.where(), C.where());
  GB_DISPATCH(C.where(), mxm_dense, C, accum, s, A, X, desc);
}

/// C = accum(C, A lor.land X), X and C bit matrices. C may be X (R = Aᵀ lor.land R
/// advances every BFS by exactly one step: the product goes to a copy).
/// Throws dimension_mismatch / placement_error.
template <class Accum, class Semiring, class AArg>
void mxm(BitMatrix& C, no_mask_t, const Accum& accum, const Semiring& s, const AArg& A_arg, const BitMatrix& X,
         const descriptor& desc = default_desc) {
  if (detail::is_same_object(C, X)) {
    BitMatrix result = C;
    mxm(result, no_mask, accum, s, A_arg, X, desc);
    C = std::move(result);
    return;
  }
  using add = typename Semiring::add_type;
  using mult = typename Semiring::mult_type;
  static_assert((std::is_same_v<add, lor_monoid<bool>> || std::is_same_v<add, any_monoid<bool>>) &&
                    (std::is_same_v<mult, land_op<bool>> || std::is_same_v<mult, pair_op<bool>>),
                "mxm on bit matrices computes lor.land (or any.pair) over bool");
  static_assert(is_no_accum_v<Accum> || std::is_same_v<Accum, lor_op<bool>>,
                "mxm on bit matrices accumulates with no_accum or lor_op<bool>");
  auto A = as_operand(A_arg);
  detail::check_dim("mxm", "X rows", X.nrows(), A.ncols());
  detail::check_dim("mxm", "C rows", C.nrows(), A.nrows());
  detail::check_dim("mxm", "C words per row", C.words_per_row(), X.words_per_row());
  detail::check_same_place("mxm", A.A.where(), C.where());
  detail::check_same_place("mxm", X.where(), C.where());
  GB_DISPATCH(C.where(), mxm_bits, C, accum, s, A, X, desc);
}

/// C<mask> = accum(C, A lor.land X) with a BitMatrix mask M (the bits of M, or of
/// complement(M)): bit (v, b) of C takes the product's value (or C | product with
/// lor_op) where the mask allows it, keeps its value elsewhere, or is cleared there
/// with replace. iBFS's F<¬V> = Aᵀ lor.land F. The product goes to a temporary, then
/// is merged word by word (host, or a CUDA device under nvcc).
/// Throws dimension_mismatch / placement_error.
template <class Accum, class Semiring, class AArg>
void mxm(BitMatrix& C, const mask_view<BitMatrix>& mask, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const BitMatrix& X, const descriptor& desc = default_desc) {
  const BitMatrix& M = mask.container();
  detail::check_dim("mxm", "mask rows", M.nrows(), C.nrows());
  detail::check_dim("mxm", "mask words per row", M.words_per_row(), C.words_per_row());
  detail::check_same_place("mxm", M.where(), C.where());
  BitMatrix product(C.nrows(), C.words_per_row(), C.where());
  mxm(product, no_mask, no_accum, s, A_arg, X, desc);  // checks A and X
  GB_DISPATCH(C.where(), bits_masked_merge, C, M, mask.complemented, product, !is_no_accum_v<Accum>, desc.replace);
}

/// C<M> = accum(C, A lor.land X) with the bits of M as the mask (see the mask_view form).
template <class Accum, class Semiring, class AArg>
void mxm(BitMatrix& C, const BitMatrix& M, const Accum& accum, const Semiring& s, const AArg& A_arg,
         const BitMatrix& X, const descriptor& desc = default_desc) {
  mxm(C, as_mask(M), accum, s, A_arg, X, desc);
}

}  // namespace GB_FRONT_END_NAMESPACE
}  // namespace graphblade
