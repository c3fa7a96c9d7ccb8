// Front-end checks shared by every operation: dimensions, placement, masks.
// They run once per call, before any backend sees the operands.
#pragma once
#include <string>
#include <vector>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
#include "graphblade/core/types.hpp"
#include "graphblade/ops/mask.hpp"

namespace graphblade::detail {

inline void check_dim(const char* op, const char* what, std::uint64_t got, std::uint64_t want) {
  if (got != want)
    throw dimension_mismatch(std::string(op) + ": " + what + " is " + std::to_string(got) + ", expected " +
                             std::to_string(want));
}

inline void check_same_place(const char* op, const place& a, const place& b) {
  if (a != b)
    throw placement_error(std::string(op) + ": operands live in different places (" + to_string(a) + " and " +
                          to_string(b) + "); move them with .to(...) first");
}

/// Mask of a vector operation: its size must equal the output's.
inline void check_vector_mask(const char*, no_mask_t, index_t, const place&) {}
template <class C>
void check_vector_mask(const char* op, const mask_view<C>& m, index_t n, const place& where) {
  check_dim(op, "mask size", m.container().size(), n);
  check_same_place(op, m.container().where(), where);
}

/// Mask of a matrix operation: its shape must equal the output's.
inline void check_matrix_mask(const char*, no_mask_t, index_t, index_t, const place&) {}
template <class C>
void check_matrix_mask(const char* op, const mask_view<C>& m, index_t nr, index_t nc, const place& where) {
  check_dim(op, "mask rows", m.container().nrows(), nr);
  check_dim(op, "mask columns", m.container().ncols(), nc);
  check_same_place(op, m.container().where(), where);
}

/// w<mask> = f(u): u and the mask have w's size and place.
template <class Out, class Mask, class In>
void check_vector_unary(const char* op, const Out& w, const Mask& mask, const In& u) {
  check_dim(op, "input size", u.size(), w.size());
  check_vector_mask(op, mask, w.size(), w.where());
  check_same_place(op, u.where(), w.where());
}

/// C<mask> = f(A): the operand A (a matrix_operand) and the mask have C's shape and place.
template <class Out, class Mask, class Operand>
void check_matrix_unary(const char* op, const Out& C, const Mask& mask, const Operand& A) {
  check_dim(op, "input rows", A.nrows(), C.nrows());
  check_dim(op, "input columns", A.ncols(), C.ncols());
  check_matrix_mask(op, mask, C.nrows(), C.ncols(), C.where());
  check_same_place(op, A.A.where(), C.where());
}

/// An index must lie in [0, n).
inline void check_index(const char* op, const char* what, std::uint64_t i, std::uint64_t n) {
  if (i >= n)
    throw invalid_index(std::string(op) + ": " + what + " " + std::to_string(i) + " is out of range [0, " +
                        std::to_string(n) + ")");
}

/// Every index of I must lie in [0, n); with distinct, no index may repeat (O(n) marks).
inline void check_index_list(const char* op, const std::vector<index_t>& I, index_t n, bool distinct) {
  for (index_t i : I) check_index(op, "index", i, n);
  if (!distinct) return;
  std::vector<bool> seen(n, false);
  for (index_t i : I) {
    if (seen[i]) throw invalid_value(std::string(op) + ": index " + std::to_string(i) + " appears twice");
    seen[i] = true;
  }
}

[[noreturn]] inline void no_device_backend(const char* op) {
  throw not_supported(std::string(op) + ": operands live on a CUDA device but this build has no CUDA backend for it");
}

}  // namespace graphblade::detail
