// Storage formats of a sparse matrix and the options used when one is built.
#pragma once
#include <string>

#include "graphblade/core/errors.hpp"

namespace graphblade {

/// CSR: row pointers + column ids. CSC: column pointers + row ids.
/// COOC: coordinate entries sorted by column, then row (TurboBFS's transposed COO);
/// it stores per-entry column ids and row ids and no pointers.
enum class format { csr, csc, cooc };

inline const char* to_string(format f) {
  switch (f) {
    case format::csr: return "csr";
    case format::csc: return "csc";
    case format::cooc: return "cooc";
  }
  return "?";
}

inline format parse_format(const std::string& s) {
  if (s == "csr") return format::csr;
  if (s == "csc") return format::csc;
  if (s == "cooc") return format::cooc;
  throw invalid_value("unknown matrix format '" + s + "' (expected csr, csc or cooc)");
}

/// What to do with the coordinate list while building a matrix.
struct build_options {
  bool drop_self_loops = false;   ///< remove entries (i, i)
  bool remove_duplicates = true;  ///< merge repeated (i, j); the smallest value is kept
  bool symmetrize = false;        ///< add (j, i) for every (i, j); needs a square matrix
};

}  // namespace graphblade
