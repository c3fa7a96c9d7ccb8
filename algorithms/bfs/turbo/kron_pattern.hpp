// The Graph500 Kronecker graph built straight into the compressed pattern
// arrays TurboBFS stores (Artiles & Saeed §III: one pattern-only format, no
// value array), for the memory showcase of bench_turbo at scales 24-28 where
// the generic path (edge list -> from_coo -> CSR -> to_format) holds several
// copies of the edge set on the host. The result equals
// gen::kronecker(scale, ef, seed).to_matrix() (symmetrized, self-loops and
// duplicates dropped); the graph is symmetric, so the same arrays are its CSR
// and its CSC.
//
// Host memory peak: the generator's edge list (8 bytes per edge) + the unsorted
// index array (8 bytes per edge: both directions) + 2 offset arrays (16 bytes
// per vertex); after the edge list is freed, the index array and its
// deduplicated copy. At scale 27 (2^31 edges): about 36 GB.
#pragma once
#include <cstdint>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade::turbo {

/// Compressed pattern arrays of a symmetric graph (equally its CSR and CSC).
struct symmetric_pattern {
  index_t n = 0;
  buffer<offset_t> offsets;  ///< n + 1
  buffer<index_t> indices;   ///< sorted, distinct within each list
};

/// kron:scale:edge_factor:seed as compressed pattern arrays (see the file comment).
symmetric_pattern kron_symmetric_pattern(int scale, int edge_factor = 16, std::uint64_t seed = 1);

}  // namespace graphblade::turbo
