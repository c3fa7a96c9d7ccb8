// Front-end checks shared by every operation: dimensions, placement, masks.
// They run once per call, before any backend sees the operands.
#pragma once
#include <string>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/place.hpp"
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

[[noreturn]] inline void no_device_backend(const char* op) {
  throw not_supported(std::string(op) + ": operands live on a CUDA device but this build has no CUDA backend for it");
}

}  // namespace graphblade::detail
